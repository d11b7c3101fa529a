"""Claims that turn on who or what a statement covers, written on 2026-12-04 before they were run: "both" and
"every" against one plan, ages and amounts against a bound ("children aged 6 and over" against "under 12"),
optional against required, and support a release drops ("still supports Python 3.7" against "drops support for
Python 3.7"), each wrong claim beside a right one, in four languages.

    python probes/detail_checks/everyday_bounds.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

PLANS = [
    "The Starter plan costs $9 per month and includes 10 GB of storage.",
    "The Business plan costs $19 per month and includes single sign-on (SSO).",
    "All plans come with a 14-day free trial.",
]
LEAFLET = [
    "Adults and children over 12: take one tablet every six hours.",
    "Do not give to children under 12 years of age.",
]
RIDE = ["Riders must be at least 10 years old and 1.40 m tall."]
SHIPPING = ["Orders above $50 ship for free."]
EXPENSES = ["Expense claims must be submitted within 30 days, with receipts attached."]
EVENT = ["Registration is mandatory for all participants.", "Entry is free of charge."]
EVENT_DE = ["Die Anmeldung ist für alle Teilnehmer verpflichtend.", "Der Eintritt ist frei."]
RELEASE = [
    "Version 3.2 adds support for Python 3.12 and drops support for Python 3.7.",
    "Version 4.0 removes the legacy v1 API.",
]
RELEASE_ES = ["La versión 3.2 elimina la compatibilidad con Python 3.7."]
APP = ["Android 9 is no longer supported; the app requires Android 10 or later."]

CASES = [
    ("Both plans include single sign-on.", PLANS, "u"),
    ("Both plans come with a 14-day free trial.", PLANS, "s"),
    ("Every plan includes single sign-on.", PLANS, "u"),
    ("The Business plan includes single sign-on.", PLANS, "s"),
    ("None of the plans include a free trial.", PLANS, "u"),
    ("The tablets are suitable for children aged 6 and over.", LEAFLET, "u"),
    ("Children over 12 can take one tablet every six hours.", LEAFLET, "s"),
    ("An 8-year-old can take the tablets.", LEAFLET, "u"),
    ("Children from 8 years can go on the ride.", RIDE, "u"),
    ("Riders must be 10 or older.", RIDE, "s"),
    ("Orders of $30 ship for free.", SHIPPING, "u"),
    ("Orders over $50 get free shipping.", SHIPPING, "s"),
    ("Receipts are optional for expense claims.", EXPENSES, "u"),
    ("Receipts must be attached to expense claims.", EXPENSES, "s"),
    ("Registration is not required.", EVENT, "u"),
    ("Every participant has to register.", EVENT, "s"),
    ("Registration is optional, and entry is free.", EVENT, "u"),
    ("Eine Anmeldung ist nicht erforderlich.", EVENT_DE, "u"),
    ("Alle Teilnehmer müssen sich anmelden.", EVENT_DE, "s"),
    ("Version 3.2 still supports Python 3.7.", RELEASE, "u"),
    ("Version 3.2 no longer supports Python 3.7.", RELEASE, "s"),
    ("Version 3.2 supports Python 3.12.", RELEASE, "s"),
    ("Version 4.0 still includes the legacy v1 API.", RELEASE, "u"),
    ("The legacy v1 API was removed in version 4.0.", RELEASE, "s"),
    ("La versión 3.2 es compatible con Python 3.7.", RELEASE_ES, "u"),
    ("La versión 3.2 ya no es compatible con Python 3.7.", RELEASE_ES, "s"),
    ("The app still runs on Android 9.", APP, "u"),
    ("The app needs Android 10 or newer.", APP, "s"),
    ("Le plan Business inclut l'authentification unique (SSO).", PLANS, "s"),
    ("Les deux plans incluent l'authentification unique (SSO).", PLANS, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
