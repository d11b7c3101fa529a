"""Directions, proportions and roles over time (2026-12-07, ninth session), written before they were run: a rise
against a fall, "nearly half" against 48%, "more than half" against 45%, "doubled" against a price that went from $10
to $20, a former CEO read as today's, in six languages and across them. Each wrong claim stands beside a right one
its evidence also words.

    python probes/detail_checks/everyday_trends.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    ("Revenue rose 12% in 2023.", ["Revenue fell 12% in 2023."], "u"),
    ("Revenue rose 12% in 2023.", ["In 2023, revenue increased by 12 percent."], "s"),
    ("Unemployment decreased last year.", ["Unemployment went up from 4.1% to 4.6% last year."], "u"),
    ("Unemployment increased last year.", ["Unemployment went up from 4.1% to 4.6% last year."], "s"),
    ("Nearly half of the respondents said yes.", ["48% of the respondents said yes."], "s"),
    ("More than half of the respondents said yes.", ["45% of the respondents said yes."], "u"),
    ("About a third of the staff work remotely.", ["33% of the staff work remotely."], "s"),
    ("Three quarters of the staff work remotely.", ["25% of the staff work remotely."], "u"),
    ("The price doubled between 2010 and 2020.", ["The price went from $10 in 2010 to $20 in 2020."], "s"),
    ("The price halved between 2010 and 2020.", ["The price went from $10 in 2010 to $20 in 2020."], "u"),
    ("Sales tripled in 2022.", ["Sales doubled in 2022."], "u"),
    ("The museum opened before the war.", ["The museum opened in 1952, seven years after the war ended."], "u"),
    ("Tim Cook is Apple's CEO.", ["Tim Cook has been Apple's chief executive since 2011."], "s"),
    (
        "Steve Ballmer is Microsoft's CEO.",
        ["Steve Ballmer was Microsoft's CEO from 2000 to 2014; Satya Nadella succeeded him."],
        "u",
    ),
    ("The population grew to 2 million.", ["The population grew to 2 million by 2010."], "s"),
    ("The population shrank to 2 million.", ["The population grew to 2 million by 2010."], "u"),
    ("Prices are expected to rise next year.", ["Analysts expect prices to fall next year."], "u"),
    ("Inflation slowed in March.", ["Inflation accelerated in March."], "u"),
    ("Inflation slowed in March.", ["Inflation eased in March to 3.1%."], "s"),
    ("Der Umsatz stieg 2023 um 12 %.", ["Der Umsatz sank 2023 um 12 %."], "u"),
    ("Der Umsatz stieg 2023 um 12 %.", ["2023 wuchs der Umsatz um 12 Prozent."], "s"),
    ("Le chômage a baissé l'an dernier.", ["Le chômage a augmenté l'an dernier."], "u"),
    ("Las ventas aumentaron un 5 %.", ["Las ventas cayeron un 5 %."], "u"),
    ("Las ventas aumentaron un 5 %.", ["Las ventas crecieron un 5 %."], "s"),
    ("Il prezzo è sceso del 10%.", ["Il prezzo è aumentato del 10%."], "u"),
    ("A inflação subiu em março.", ["A inflação caiu em março."], "u"),
    (
        "The company has 5,000 employees, up from 4,000 last year.",
        ["The company now employs 5,000 people, up from 4,000 a year earlier."],
        "s",
    ),
    (
        "The company has 5,000 employees, down from 6,000 last year.",
        ["The company now employs 5,000 people, up from 4,000 a year earlier."],
        "u",
    ),
    ("Most users are on the free plan.", ["80% of users are on the free plan."], "s"),
    ("Few users are on the free plan.", ["80% of users are on the free plan."], "u"),
    ("Revenue fell in 2023.", ["Der Umsatz stieg 2023 um 12 %."], "u"),
    ("Revenue rose in 2023.", ["Der Umsatz stieg 2023 um 12 %."], "s"),
    ("The stock lost 20% of its value.", ["The stock gained 20% in value."], "u"),
    ("More than 100 people attended.", ["About 80 people attended."], "u"),
    ("Fewer than 100 people attended.", ["About 80 people attended."], "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
