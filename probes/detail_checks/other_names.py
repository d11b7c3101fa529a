"""A claim that says of one name what its evidence says of another, among several facts, written on 2026-12-03
(afternoon). Among several facts a wrong name was cited: "Microsoft acquired YouTube in 2006." scored 0.98 against
"Google acquired YouTube in 2006 ..." beside "Microsoft acquired LinkedIn in 2016.", since every word of the claim
was in some fact. The first eight cases found that; the rest were written before they were run, half of them
claims that must stay supported (a shortened name, a name spelled another way, a pronoun, a paraphrase).

    python probes/detail_checks/other_names.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

ACQUISITIONS = [
    "Google acquired YouTube in 2006 for $1.65 billion.",
    "YouTube was founded in 2005 by three former PayPal employees.",
    "Microsoft acquired LinkedIn in 2016.",
]
PLANS = ["The Pro plan costs $20 per month.", "The Team plan costs $50 per month.", "Both plans include SSO."]
LANGUAGES = ["Python was created by Guido van Rossum in 1991.", "Java was created by James Gosling at Sun."]
CEOS = ["Apple's chief executive is Tim Cook.", "Satya Nadella is the CEO of Microsoft."]
PHONES = ["The first iPhone was released by Apple in 2007.", "Samsung released its first Galaxy phone in 2009."]
CLINIC = ["Dr. Smith sees patients on Mondays and Thursdays.", "Dr. Jones sees patients on Tuesdays."]
CURIE = [
    "Marie Curie shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel.",
    "She won a second Nobel Prize, in Chemistry, in 1911.",
]
OBAMA = ["Barack Obama was born in Honolulu, Hawaii, in 1961.", "Michelle Obama was born in Chicago in 1964."]
FOOTBALL = ["Argentina won the 2022 World Cup final against France.", "France won the 2018 World Cup."]
FRENCH = ["Le musée du Louvre, à Paris, a accueilli 8,9 millions de visiteurs en 2023.", "Le Prado est à Madrid."]
SPANISH = [
    "Gabriel García Márquez escribió Cien años de soledad.",
    "Mario Vargas Llosa escribió La ciudad y los perros.",
]

CASES = [
    ("Microsoft acquired YouTube in 2006.", ACQUISITIONS, "u"),
    ("Google acquired YouTube in 2006.", ACQUISITIONS, "s"),
    ("The Enterprise plan costs $20 per month.", PLANS, "u"),
    ("The Pro plan costs $20 per month.", PLANS, "s"),
    ("Java was created by Guido van Rossum.", LANGUAGES, "u"),
    ("Python was created by Guido van Rossum.", LANGUAGES, "s"),
    ("Satya Nadella is the CEO of Apple.", CEOS, "u"),
    ("Samsung released the first iPhone in 2007.", PHONES, "u"),
    ("Apple released the first iPhone in 2007.", PHONES, "s"),
    ("Tim Cook is the CEO of Apple.", CEOS, "s"),
    ("Dr. Jones sees patients on Mondays.", CLINIC, "u"),
    ("Dr. Smith sees patients on Thursdays.", CLINIC, "s"),
    ("Pierre Curie won the Nobel Prize in Chemistry in 1911.", CURIE, "u"),
    ("Marie Curie won the Nobel Prize in Chemistry in 1911.", CURIE, "s"),
    ("Michelle Obama was born in Honolulu.", OBAMA, "u"),
    ("Obama was born in Honolulu in 1961.", OBAMA, "s"),
    ("France won the 2022 World Cup.", FOOTBALL, "u"),
    ("Argentina won the 2022 World Cup.", FOOTBALL, "s"),
    ("Le Prado a accueilli 8,9 millions de visiteurs en 2023.", FRENCH, "u"),
    ("Le Louvre a accueilli 8,9 millions de visiteurs en 2023.", FRENCH, "s"),
    ("Mario Vargas Llosa escribió Cien años de soledad.", SPANISH, "u"),
    ("García Márquez escribió Cien años de soledad.", SPANISH, "s"),
    ("YouTube was founded in 2005 by former PayPal employees.", ACQUISITIONS, "s"),
    ("LinkedIn was acquired by Microsoft in 2016.", ACQUISITIONS, "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
