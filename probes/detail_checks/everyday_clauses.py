"""Claims of two clauses, one of them wrong, written on 2026-12-06 (sixth session) before they were run: "The museum
is closed on Mondays, and entry is free." against "open every day, including Mondays" and "Entry is free". A partly
wrong claim is unsupported. Each wrong claim stands beside the right one, in four languages.

    python probes/detail_checks/everyday_clauses.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

MUSEUM = ["The museum is open every day, including Mondays.", "Entry to the museum is free."]
EVENT = ["Registration is mandatory for all participants.", "Entry is free of charge."]
APP = ["The app costs $4.99.", "The app supports offline mode."]
TRIAL = ["The trial failed.", "The drug was approved in 2021."]
PARKING = ["Parking costs $2 an hour.", "The store opens at 9 am."]
LIBRARY = ["The library lends e-books to all members.", "There is a café on the ground floor."]
BRIDGE = ["The bridge is closed to cyclists.", "Cars may not use the bridge."]
TOWER = ["The Eiffel Tower is 330 metres tall.", "It was completed in 1889."]
OFFICE = ["The Berlin office is open on Saturdays.", "It has 40 employees."]
LAUNCH = ["The launch was a success.", "The rocket carried two satellites."]
EVENT_DE = ["Die Anmeldung ist für alle Teilnehmer verpflichtend.", "Der Eintritt ist frei."]
SHOP_FR = ["La boutique est fermée le dimanche.", "La livraison est gratuite dès 50 euros."]
POOL_ES = ["La piscina está cerrada en invierno.", "Los niños menores de 6 años entran gratis."]

CASES = [
    ("The museum is closed on Mondays, and entry is free.", MUSEUM, "u"),
    ("The museum is open on Mondays, and entry is free.", MUSEUM, "s"),
    ("Entry is free, but registration is optional.", EVENT, "u"),
    ("Entry is free, but registration is required.", EVENT, "s"),
    ("The app is free and supports offline mode.", APP, "u"),
    ("The app costs $4.99 and supports offline mode.", APP, "s"),
    ("The trial succeeded, and the drug was approved in 2021.", TRIAL, "u"),
    ("The trial failed, but the drug was approved in 2021.", TRIAL, "s"),
    ("Parking is free, and the store opens at 9 am.", PARKING, "u"),
    ("Parking costs $2 an hour, and the store opens at 9 am.", PARKING, "s"),
    ("The library does not lend e-books, but it has a café.", LIBRARY, "u"),
    ("The library lends e-books and has a café.", LIBRARY, "s"),
    ("The bridge is open to cyclists and closed to cars.", BRIDGE, "u"),
    ("The bridge is closed to cyclists and to cars.", BRIDGE, "s"),
    ("The Eiffel Tower is 300 metres tall and was completed in 1889.", TOWER, "u"),
    ("The Eiffel Tower is 330 metres tall and was completed in 1889.", TOWER, "s"),
    ("The Berlin office is not open on Saturdays and has 40 employees.", OFFICE, "u"),
    ("The Berlin office is open on Saturdays and has 40 employees.", OFFICE, "s"),
    ("The launch failed, and the rocket carried two satellites.", LAUNCH, "u"),
    ("The launch succeeded, and the rocket carried two satellites.", LAUNCH, "s"),
    ("Die Anmeldung ist freiwillig und der Eintritt ist frei.", EVENT_DE, "u"),
    ("Die Anmeldung ist verpflichtend, und der Eintritt ist frei.", EVENT_DE, "s"),
    ("La boutique est ouverte le dimanche et la livraison est gratuite dès 50 euros.", SHOP_FR, "u"),
    ("La boutique est fermée le dimanche et la livraison est gratuite dès 50 euros.", SHOP_FR, "s"),
    ("La piscina está abierta en invierno y los niños menores de 6 años entran gratis.", POOL_ES, "u"),
    ("La piscina está cerrada en invierno y los niños menores de 6 años entran gratis.", POOL_ES, "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
