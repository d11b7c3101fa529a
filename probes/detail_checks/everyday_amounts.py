"""Amounts said in other words (2026-12-06), written before they were run: shares as fractions and percentages
("half" of "50%", "one in five" of "20%"), changes as multiples ("doubled" of "rose 100%"), dates written in other
orders ("March 3, 2024" of "3 March 2024", "2024-03-03"), and ages against birth years, each beside a wrong one, in
English, German, French and Spanish.

    python probes/detail_checks/everyday_amounts.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

SURVEY = ["In the 2024 staff survey, 50% of employees said they work from home at least two days a week."]
SMOKERS = ["About 20% of adults in the country smoke, according to the 2023 health report."]
QUARTER = ["Exports fell by 25% in the first quarter of 2024."]
REVENUE = ["The company's revenue rose 100% between 2020 and 2023, from $2 billion to $4 billion."]
USERS = ["The app had 3 million users in 2022 and 9 million in 2024."]
LAUNCH = ["The product was launched on 3 March 2024 in Berlin."]
DEADLINE = ["Applications must be submitted by 2024-06-30."]
BORN = ["Ada Lovelace was born in 1815 and died in 1852."]
VOTERS_DE = ["Bei der Wahl gaben 75 % der Wahlberechtigten ihre Stimme ab."]
SHARE_FR = ["Un tiers des habitants de la ville ont plus de 60 ans."]
SALES_ES = ["Las ventas se duplicaron en 2023 respecto a 2022."]

CASES = [
    ("Half of the employees work from home at least two days a week.", SURVEY, "s"),
    ("A third of the employees work from home at least two days a week.", SURVEY, "u"),
    ("One in five adults in the country smokes.", SMOKERS, "s"),
    ("One in three adults in the country smokes.", SMOKERS, "u"),
    ("Exports fell by a quarter in the first quarter of 2024.", QUARTER, "s"),
    ("Exports fell by half in the first quarter of 2024.", QUARTER, "u"),
    ("The company's revenue doubled between 2020 and 2023.", REVENUE, "s"),
    ("The company's revenue tripled between 2020 and 2023.", REVENUE, "u"),
    ("The app's user base tripled between 2022 and 2024.", USERS, "s"),
    ("The app's user base doubled between 2022 and 2024.", USERS, "u"),
    ("The product was launched on March 3, 2024.", LAUNCH, "s"),
    ("The product was launched on March 13, 2024.", LAUNCH, "u"),
    ("The product was launched on 2024-03-03.", LAUNCH, "s"),
    ("Applications are due by 30 June 2024.", DEADLINE, "s"),
    ("Applications are due by 30 July 2024.", DEADLINE, "u"),
    ("Ada Lovelace died at the age of 36.", BORN, "s"),
    ("Ada Lovelace died at the age of 46.", BORN, "u"),
    ("Drei Viertel der Wahlberechtigten gaben ihre Stimme ab.", VOTERS_DE, "s"),
    ("Die Hälfte der Wahlberechtigten gab ihre Stimme ab.", VOTERS_DE, "u"),
    ("Environ 33 % des habitants de la ville ont plus de 60 ans.", SHARE_FR, "s"),
    ("La moitié des habitants de la ville ont plus de 60 ans.", SHARE_FR, "u"),
    ("Las ventas crecieron un 100 % en 2023 respecto a 2022.", SALES_ES, "s"),
    ("Las ventas crecieron un 50 % en 2023 respecto a 2022.", SALES_ES, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
