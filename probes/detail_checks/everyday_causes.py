"""Causes, states in time and details added (2026-12-06, third session), written before they were run: a claim that
gives another cause than its fact ("because of fog" against "because of a strike"), a state the fact says has ended
("is still the CEO" against "stepped down in 2023") or began later, and a true claim with one detail no fact gives
("The Eiffel Tower, designed by Gustave Eiffel, opened in 1889." against the year alone), each beside the right claim,
in four languages.

    python probes/detail_checks/everyday_causes.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

FLIGHT = ["Flight LH 402 was cancelled because of a pilots' strike."]
RECALL = ["The car maker recalled 50,000 vehicles due to faulty brakes."]
CEO = ["Anna Weber stepped down as chief executive in March 2023.", "Jonas Klein has led the company since April 2023."]
STORE = ["The Oxford Street store closed permanently in 2022.", "The Regent Street store opened in 2019."]
TOWER = ["The Eiffel Tower opened in 1889 for the World's Fair."]
DRUG = ["Ibuprofen relieves pain and reduces fever."]
MUSEUM = ["The museum has been free to enter since 2015.", "Before 2015, tickets cost 12 euros."]
SPAIN = ["El tren llegó con dos horas de retraso debido a una avería en la vía."]
FRANCE = ["Le musée est fermé pour travaux depuis janvier 2024."]
GERMANY = ["Das Spiel wurde wegen starken Regens abgesagt."]
RIVER = ["The Danube flows through ten countries, including Austria and Hungary."]
POLICY = ["Employees who joined before 2020 keep the old pension plan."]
# Written after the first 26 were run, before anything was built for them: a fact of a past period beside the present.
FEE = ["Until 2022, the annual fee was $49.", "Since 2023, the annual fee has been $59."]
LIMIT = ["Vor 2024 betrug das Tageslimit 1.000 Euro.", "Seit 2024 liegt das Tageslimit bei 2.000 Euro."]
OFFICE = ["Until 1999, the company was based in Austin.", "The company is based in Denver."]
DELIVERY = ["Avant 2020, la livraison coûtait 5 euros.", "La livraison est gratuite depuis 2020."]

CASES = [
    ("Flight LH 402 was cancelled because of a strike.", FLIGHT, "s"),
    ("Flight LH 402 was cancelled because of bad weather.", FLIGHT, "u"),
    ("The car maker recalled 50,000 vehicles because of faulty brakes.", RECALL, "s"),
    ("The car maker recalled 50,000 vehicles because of faulty airbags.", RECALL, "u"),
    ("Jonas Klein is the current CEO.", CEO, "s"),
    ("Anna Weber is still the CEO.", CEO, "u"),
    ("Anna Weber is a former CEO of the company.", CEO, "s"),
    ("The Regent Street store is open.", STORE, "s"),
    ("The Oxford Street store is still open.", STORE, "u"),
    ("The Eiffel Tower opened in 1889.", TOWER, "s"),
    ("The Eiffel Tower, designed by Gustave Eiffel, opened in 1889.", TOWER, "u"),
    ("The Eiffel Tower opened in 1889 for the World's Fair.", TOWER, "s"),
    ("Ibuprofen reduces fever.", DRUG, "s"),
    ("Ibuprofen reduces fever and prevents heart attacks.", DRUG, "u"),
    ("The museum is free to enter.", MUSEUM, "s"),
    ("Tickets to the museum cost 12 euros.", MUSEUM, "u"),
    ("El tren llegó tarde por una avería en la vía.", SPAIN, "s"),
    ("El tren llegó tarde por una huelga.", SPAIN, "u"),
    ("Le musée est fermé pour travaux.", FRANCE, "s"),
    ("Le musée est fermé depuis 2022.", FRANCE, "u"),
    ("Das Spiel wurde wegen Regen abgesagt.", GERMANY, "s"),
    ("Das Spiel wurde wegen eines Stromausfalls abgesagt.", GERMANY, "u"),
    ("The Danube flows through Austria.", RIVER, "s"),
    ("The Danube flows through ten countries, including Germany and Poland.", RIVER, "u"),
    ("Employees who joined before 2020 keep the old pension plan.", POLICY, "s"),
    ("All employees keep the old pension plan.", POLICY, "u"),
    ("The annual fee is $59.", FEE, "s"),
    ("The annual fee is $49.", FEE, "u"),
    ("The annual fee was $49 until 2022.", FEE, "s"),
    ("Das Tageslimit beträgt 2.000 Euro.", LIMIT, "s"),
    ("Das Tageslimit beträgt 1.000 Euro.", LIMIT, "u"),
    ("The company is based in Denver.", OFFICE, "s"),
    ("The company is based in Austin.", OFFICE, "u"),
    ("La livraison coûte 5 euros.", DELIVERY, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
