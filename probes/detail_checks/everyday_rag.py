"""Answers as a RAG system writes them, written on 2026-12-03 before they were run: several sentences, citation
markers ("[1]"), list items, "According to ...", hedges ("about", "at least"), against policy, pricing, manual,
leaflet and release-note facts.

    python probes/detail_checks/everyday_rag.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported, n = no check needed.
"""

import sys

from everyday_more import grade

POLICY = [
    "Employees may work remotely up to three days per week, subject to manager approval.",
    "New hires receive 20 days of paid annual leave; after five years of service this rises to 25 days.",
    "Expense claims must be submitted within 30 days of purchase, with receipts attached.",
]
PRICING = [
    "The Starter plan costs $9 per user per month and includes 10 GB of storage.",
    "The Business plan costs $19 per user per month, includes 1 TB of storage and single sign-on (SSO).",
    "All plans come with a 14-day free trial. Annual billing saves 20%.",
]
MANUAL = [
    "To reset the router, hold the reset button for 10 seconds until the light blinks orange.",
    "The router supports Wi-Fi 6 and has four Ethernet ports.",
    "Do not place the device near a microwave oven, as this can cause interference.",
]
LEAFLET = [
    "Adults and children over 12: take one or two tablets every four to six hours as needed.",
    "Do not take more than eight tablets in 24 hours.",
    "Do not give to children under 12 years of age. Contains paracetamol.",
]
RELEASE = [
    "Version 3.2 was released on 4 March 2024.",
    "It adds support for Python 3.12 and drops support for Python 3.7.",
    "The default timeout was raised from 30 to 60 seconds.",
]

CASES = [
    ("Employees can work from home up to three days a week [1]. Manager approval is required.", POLICY, "ss"),
    ("Employees can work remotely five days a week.", POLICY, "u"),
    ("New employees get 20 days of paid leave per year. After five years, they get 30 days.", POLICY, "su"),
    ("Expense claims must be filed within 30 days and need receipts.", POLICY, "s"),
    ("Expense claims can be submitted up to 90 days after purchase.", POLICY, "u"),
    ("Receipts are optional for expense claims.", POLICY, "u"),
    (
        "Here is a summary of the plans:\n- The Starter plan costs $9 per user per month.\n"
        "- The Business plan includes 1 TB of storage.\n- Both plans include single sign-on.",
        PRICING,
        "nssu",
    ),
    ("The Business plan costs $29 per user per month.", PRICING, "u"),
    ("There is a 14-day free trial on every plan, and paying annually saves 20%.", PRICING, "s"),
    ("There is a 30-day free trial.", PRICING, "u"),
    ("The Starter plan includes 100 GB of storage.", PRICING, "u"),
    ("According to the manual, you reset the router by holding the reset button for 10 seconds.", MANUAL, "s"),
    ("Hold the reset button for 30 seconds to reset the router.", MANUAL, "u"),
    ("The router has four Ethernet ports and supports Wi-Fi 6.", MANUAL, "s"),
    ("The router has two Ethernet ports.", MANUAL, "u"),
    ("The router supports Wi-Fi 7.", MANUAL, "u"),
    ("Keep the router away from microwave ovens to avoid interference.", MANUAL, "s"),
    ("Adults can take one or two tablets every four to six hours.", LEAFLET, "s"),
    ("Adults can take up to eight tablets a day.", LEAFLET, "s"),
    ("You can take up to 12 tablets in 24 hours.", LEAFLET, "u"),
    ("The tablets are suitable for children aged 6 and over.", LEAFLET, "u"),
    ("The tablets contain ibuprofen.", LEAFLET, "u"),
    ("The tablets contain paracetamol.", LEAFLET, "s"),
    ("Version 3.2 came out in March 2024 and supports Python 3.12.", RELEASE, "s"),
    ("Version 3.2 was released in 2023.", RELEASE, "u"),
    ("Version 3.2 still supports Python 3.7.", RELEASE, "u"),
    ("The default timeout is now 60 seconds.", RELEASE, "s"),
    ("The default timeout was lowered to 60 seconds.", RELEASE, "u"),
    ("I hope this helps! The default timeout was raised to 60 seconds in version 3.2.", RELEASE, "ns"),
    ("Les employés peuvent télétravailler jusqu'à trois jours par semaine.", POLICY, "s"),
    ("Neue Mitarbeiter erhalten 20 Tage bezahlten Urlaub.", POLICY, "s"),
    ("Neue Mitarbeiter erhalten 30 Tage bezahlten Urlaub.", POLICY, "u"),
    ("O plano Starter custa 9 dólares por usuário por mês.", PRICING, "s"),
    ("El plan Business incluye 1 TB de almacenamiento.", PRICING, "s"),
    ("El plan Starter incluye 1 TB de almacenamiento.", PRICING, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
