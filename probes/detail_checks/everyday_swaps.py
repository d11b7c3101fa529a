"""Names in the wrong place (2026-12-06), written before they were run: a claim that gives what the facts say of one
name to another name the facts also hold, in another role of the same sentence ("France won the 2022 World Cup."
against "Argentina beat France in the final") or in another sentence ("The Prado had 8.9 million visitors." beside
"The Louvre had 8.9 million visitors. The Prado is in Madrid."), each beside the right claim, in four languages.

    python probes/detail_checks/everyday_swaps.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

FINAL = ["Spain beat England 2-1 in the Euro 2024 final in Berlin."]
TENNIS = ["Rafael Nadal defeated Roger Federer in the 2008 Wimbledon final."]
MUSEUMS = [
    "The Louvre welcomed 8.7 million visitors in 2024.",
    "The Prado is Spain's national art museum, in Madrid.",
]
PHONES = ["Apple released the first iPhone in 2007.", "Samsung is based in Suwon, South Korea."]
TEAM = [
    "Priya Patel leads the design team.",
    "Tom Becker joined the company in 2021 as a backend engineer.",
]
BOOKS = ["J. R. R. Tolkien wrote The Hobbit.", "C. S. Lewis wrote The Chronicles of Narnia."]
BORN = ["Marie Curie was born in Warsaw.", "Her husband Pierre Curie was born in Paris."]
DEAL = ["Facebook bought Instagram in 2012 for $1 billion."]
OFFICES = ["Our Berlin office opened in 2019.", "The Lisbon office has 40 employees."]
GERMAN = ["Bayer Leverkusen gewann 2024 die deutsche Meisterschaft.", "Der FC Bayern München wurde Dritter."]
FRENCH = ["Victor Hugo a écrit Les Misérables.", "Gustave Flaubert est né à Rouen."]
SPANISH = ["El Real Madrid ganó la final de 2024 contra el Borussia Dortmund."]
CEO = ["Satya Nadella has been Microsoft's chief executive since 2014.", "Bill Gates founded Microsoft in 1975."]
RELEASE = ["Version 3.2 added dark mode.", "Version 3.1 fixed the login bug."]

CASES = [
    ("Spain won Euro 2024.", FINAL, "s"),
    ("England won Euro 2024.", FINAL, "u"),
    ("England lost the Euro 2024 final.", FINAL, "s"),
    ("Nadal beat Federer in the 2008 Wimbledon final.", TENNIS, "s"),
    ("Federer beat Nadal in the 2008 Wimbledon final.", TENNIS, "u"),
    ("Federer won the 2008 Wimbledon final.", TENNIS, "u"),
    ("The Louvre welcomed 8.7 million visitors in 2024.", MUSEUMS, "s"),
    ("The Prado welcomed 8.7 million visitors in 2024.", MUSEUMS, "u"),
    ("Apple released the first iPhone in 2007.", PHONES, "s"),
    ("Samsung released the first iPhone in 2007.", PHONES, "u"),
    ("Priya Patel leads the design team.", TEAM, "s"),
    ("Tom Becker leads the design team.", TEAM, "u"),
    ("Tolkien wrote The Hobbit.", BOOKS, "s"),
    ("C. S. Lewis wrote The Hobbit.", BOOKS, "u"),
    ("Pierre Curie was born in Paris.", BORN, "s"),
    ("Marie Curie was born in Paris.", BORN, "u"),
    ("Facebook bought Instagram in 2012.", DEAL, "s"),
    ("Instagram bought Facebook in 2012.", DEAL, "u"),
    ("The Berlin office opened in 2019.", OFFICES, "s"),
    ("The Lisbon office opened in 2019.", OFFICES, "u"),
    ("Bayer Leverkusen wurde 2024 deutscher Meister.", GERMAN, "s"),
    ("Der FC Bayern München gewann 2024 die deutsche Meisterschaft.", GERMAN, "u"),
    ("Victor Hugo a écrit Les Misérables.", FRENCH, "s"),
    ("Gustave Flaubert a écrit Les Misérables.", FRENCH, "u"),
    ("El Real Madrid ganó la final de 2024.", SPANISH, "s"),
    ("El Borussia Dortmund ganó la final de 2024.", SPANISH, "u"),
    ("Satya Nadella has led Microsoft since 2014.", CEO, "s"),
    ("Bill Gates has led Microsoft since 2014.", CEO, "u"),
    ("Version 3.2 added dark mode.", RELEASE, "s"),
    ("Version 3.1 added dark mode.", RELEASE, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
