"""Claims one step of arithmetic away from the evidence (2026-12-06): which of two facts' figures is larger ("taller
than", "older than"), how long something lasted from its two years, a change read from two amounts with their years,
a total of two or three amounts, and "the first" said as "no one before", each beside a wrong one, in English,
German, French and Spanish. The first 30 were written before they were run, the next 17 after the first fixes and
before those were run, the next 14 (by how much, how many times) before the second round built them, and the last
10 (other phrasings) before the third round ran them.

    python probes/detail_checks/everyday_derived.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

TOWERS = [
    "The Eiffel Tower is 330 metres tall.",
    "The Statue of Liberty is 93 metres tall, including its pedestal.",
]
CITIES = ["Lyon has about 520,000 inhabitants.", "Marseille has about 870,000 inhabitants."]
BRIDGES = ["The Golden Gate Bridge opened in 1937.", "The Brooklyn Bridge opened in 1883."]
WAR = ["The Thirty Years' War began in 1618 and ended in 1648."]
TERM = ["She served as mayor from 2009 to 2017."]
USERS = ["The app had 3 million users in 2022 and 9 million in 2024."]
REVENUE = ["Revenue was $2 billion in 2020.", "Revenue reached $5 billion in 2023."]
PLANTS = ["The plant in Ohio employs 1,200 people.", "The plant in Texas employs 800 people."]
CURIE = ["Marie Curie was the first woman to win a Nobel Prize, receiving the Physics prize in 1903."]
BERGE_DE = ["Die Zugspitze ist 2.962 Meter hoch.", "Der Watzmann ist 2.713 Meter hoch."]
BAU_DE = ["Der Bau des Kölner Doms begann 1248 und wurde 1880 abgeschlossen."]
FLEUVES_FR = ["La Loire mesure 1 006 km de long.", "La Seine mesure 777 km de long."]
MANDAT_ES = ["Fue presidente del club desde 2004 hasta 2012."]
PRIMERA_ES = ["Valentina Tereshkova fue la primera mujer en viajar al espacio, en 1963."]

PEAKS = ["Mount Everest rises 8,849 metres above sea level.", "K2 is 8,611 m high."]
CARS = ["The Model S starts at $74,990.", "The Model 3 starts at $38,990."]
GERMAN_CITIES = ["Berlin has 3.7 million inhabitants.", "Hamburg has 1.9 million inhabitants."]
FOUNDED = ["The museum was founded in 1852.", "The library was founded in 1901."]
WWII = ["World War II began in 1939 and ended in 1945."]
CATHEDRAL = ["Work on the cathedral started in 1220 and was completed in 1258."]
VENTES_FR = ["Les ventes étaient de 4 millions d'euros en 2021 et de 8 millions d'euros en 2023."]
UMSATZ_DE = ["Der Umsatz lag 2021 bei 4 Millionen Euro.", "2023 erreichte der Umsatz 8 Millionen Euro."]
BRANCHES = ["The Leeds branch has 300 employees.", "The York branch has 150 employees."]
CAMPUSES = [
    "The north campus has 8,000 students.",
    "The south campus has 7,000 students.",
    "The city campus has 5,000 students.",
]
POPULATIONS = ["Tokyo has a population of about 14 million.", "Paris has a population of about 2.1 million."]
EARHART = ["In 1932, Amelia Earhart became the first woman to fly solo across the Atlantic."]

CASES = [
    ("The Eiffel Tower is taller than the Statue of Liberty.", TOWERS, "s"),
    ("The Statue of Liberty is taller than the Eiffel Tower.", TOWERS, "u"),
    ("Marseille has more inhabitants than Lyon.", CITIES, "s"),
    ("Lyon has more inhabitants than Marseille.", CITIES, "u"),
    ("The Brooklyn Bridge is older than the Golden Gate Bridge.", BRIDGES, "s"),
    ("The Golden Gate Bridge opened before the Brooklyn Bridge.", BRIDGES, "u"),
    ("The Thirty Years' War lasted 30 years.", WAR, "s"),
    ("The Thirty Years' War lasted 40 years.", WAR, "u"),
    ("She was mayor for eight years.", TERM, "s"),
    ("She was mayor for twelve years.", TERM, "u"),
    ("The app's user base tripled between 2022 and 2024.", USERS, "s"),
    ("The app's user base doubled between 2022 and 2024.", USERS, "u"),
    ("Revenue more than doubled between 2020 and 2023.", REVENUE, "s"),
    ("Revenue fell between 2020 and 2023.", REVENUE, "u"),
    ("The two plants employ 2,000 people in total.", PLANTS, "s"),
    ("The two plants employ 3,000 people in total.", PLANTS, "u"),
    ("The Ohio plant employs more people than the Texas plant.", PLANTS, "s"),
    ("The Texas plant employs more people than the Ohio plant.", PLANTS, "u"),
    ("No woman had won a Nobel Prize before Marie Curie.", CURIE, "s"),
    ("Several women had won a Nobel Prize before Marie Curie.", CURIE, "u"),
    ("Die Zugspitze ist höher als der Watzmann.", BERGE_DE, "s"),
    ("Der Watzmann ist höher als die Zugspitze.", BERGE_DE, "u"),
    ("Der Bau des Kölner Doms dauerte 632 Jahre.", BAU_DE, "s"),
    ("Der Bau des Kölner Doms dauerte 300 Jahre.", BAU_DE, "u"),
    ("La Loire est plus longue que la Seine.", FLEUVES_FR, "s"),
    ("La Seine est plus longue que la Loire.", FLEUVES_FR, "u"),
    ("Fue presidente del club durante ocho años.", MANDAT_ES, "s"),
    ("Fue presidente del club durante diez años.", MANDAT_ES, "u"),
    ("Ninguna mujer había viajado al espacio antes que Valentina Tereshkova.", PRIMERA_ES, "s"),
    ("Varias mujeres habían viajado al espacio antes que Valentina Tereshkova.", PRIMERA_ES, "u"),
    # Written after the first fixes, before they were run.
    ("Mount Everest is higher than K2.", PEAKS, "s"),
    ("K2 is higher than Mount Everest.", PEAKS, "u"),
    ("The Model S costs more than the Model 3.", CARS, "s"),
    ("The Model 3 is cheaper than the Model S.", CARS, "s"),
    ("The Model S is cheaper than the Model 3.", CARS, "u"),
    ("Berlin has fewer inhabitants than Hamburg.", GERMAN_CITIES, "u"),
    ("The museum was founded earlier than the library.", FOUNDED, "s"),
    ("The Second World War lasted six years.", WWII, "s"),
    ("Construction of the cathedral took 40 years.", CATHEDRAL, "u"),
    ("Les ventes ont doublé entre 2021 et 2023.", VENTES_FR, "s"),
    ("Der Umsatz hat sich zwischen 2021 und 2023 verdreifacht.", UMSATZ_DE, "u"),
    ("Together, the two branches have 450 employees.", BRANCHES, "s"),
    ("The three campuses have 20,000 students altogether.", CAMPUSES, "s"),
    ("No woman had flown solo across the Atlantic before Amelia Earhart.", EARHART, "s"),
    ("Many women had flown solo across the Atlantic before Amelia Earhart.", EARHART, "u"),
    ("Lyon has more museums than Marseille.", CITIES, "u"),
    ("Marseille is older than Lyon.", CITIES, "u"),
    # Written in the second round, before it was built: by how much, or how many times.
    ("The Eiffel Tower is 237 metres taller than the Statue of Liberty.", TOWERS, "s"),
    ("The Eiffel Tower is 300 metres taller than the Statue of Liberty.", TOWERS, "u"),
    ("Marseille has about 350,000 more inhabitants than Lyon.", CITIES, "s"),
    ("The Golden Gate Bridge opened 54 years after the Brooklyn Bridge.", BRIDGES, "s"),
    ("The Golden Gate Bridge opened 45 years after the Brooklyn Bridge.", BRIDGES, "u"),
    ("The Brooklyn Bridge opened 54 years before the Golden Gate Bridge.", BRIDGES, "s"),
    ("The Ohio plant employs 400 more people than the Texas plant.", PLANTS, "s"),
    ("The Ohio plant employs 600 more people than the Texas plant.", PLANTS, "u"),
    ("Die Zugspitze ist 249 Meter höher als der Watzmann.", BERGE_DE, "s"),
    ("Die Zugspitze ist 349 Meter höher als der Watzmann.", BERGE_DE, "u"),
    ("La Loire est 229 km plus longue que la Seine.", FLEUVES_FR, "s"),
    ("El puente Golden Gate se inauguró 54 años después que el puente de Brooklyn.", BRIDGES, "s"),
    ("The Eiffel Tower is more than three times as tall as the Statue of Liberty.", TOWERS, "s"),
    ("The Eiffel Tower is more than four times as tall as the Statue of Liberty.", TOWERS, "u"),
    # Written in the third round, before it was run: other phrasings.
    ("Tokyo has a larger population than Paris.", POPULATIONS, "s"),
    ("Paris has a larger population than Tokyo.", POPULATIONS, "u"),
    ("Lyon is smaller than Marseille.", CITIES, "s"),
    ("Die Seine ist kürzer als die Loire.", FLEUVES_FR, "s"),
    ("Revenue rose between 2020 and 2023.", REVENUE, "s"),
    ("The Model 3 costs less than the Model S.", CARS, "s"),
    ("Mount Everest is about 240 metres higher than K2.", PEAKS, "s"),
    ("K2 is lower than Mount Everest.", PEAKS, "s"),
    ("Hamburg has more than twice as many inhabitants as Berlin.", GERMAN_CITIES, "u"),
    ("Berlin has almost twice as many inhabitants as Hamburg.", GERMAN_CITIES, "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
