"""A claim that says what its evidence says and one thing more (2026-12-07, tenth session), written before they were
run: a second name beside the evidence's one, an added place, year, reason, price word ("free"), "only", "the
largest", "every", an added step, in five languages. Each claim that adds stands beside the same claim without the
addition, which its evidence supports. The issue's rule: a claim that only part of the evidence supports stays
unsupported.

    python probes/detail_checks/everyday_additions.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    ("Marie Curie won the Nobel Prize in Physics.", ["Marie Curie won the Nobel Prize in Physics in 1903."], "s"),
    (
        "Marie Curie and Albert Einstein won the Nobel Prize in Physics.",
        ["Marie Curie won the Nobel Prize in Physics in 1903."],
        "u",
    ),
    ("The company opened an office in Berlin.", ["In 2021 the company opened an office in Berlin."], "s"),
    (
        "The company opened offices in Berlin and Munich.",
        ["In 2021 the company opened an office in Berlin."],
        "u",
    ),
    ("The app is available on iOS.", ["The app can be downloaded from the App Store for iOS."], "s"),
    ("The app is available for free on iOS.", ["The app can be downloaded from the App Store for iOS for $4.99."], "u"),
    ("Students can borrow up to ten books.", ["Students may borrow up to ten books at a time."], "s"),
    (
        "Only students can borrow up to ten books.",
        ["Students and staff may borrow up to ten books at a time."],
        "u",
    ),
    ("Lake Baikal is a lake in Siberia.", ["Lake Baikal is a rift lake in southern Siberia, Russia."], "s"),
    ("Lake Baikal is the largest lake in Siberia.", ["Lake Baikal is a rift lake in southern Siberia, Russia."], "u"),
    ("The flight was delayed.", ["Flight BA 117 was delayed by three hours."], "s"),
    ("The flight was delayed because of fog.", ["Flight BA 117 was delayed by three hours."], "u"),
    ("The museum is closed on Mondays.", ["The museum is closed on Mondays and public holidays."], "s"),
    ("The museum is closed on Mondays and Tuesdays.", ["The museum is closed on Mondays and public holidays."], "u"),
    ("Orders ship within two days.", ["All orders ship within two business days."], "s"),
    ("Orders ship within two days with free delivery.", ["All orders ship within two business days."], "u"),
    (
        "To reset the router, hold the reset button for ten seconds.",
        ["To reset the router, press and hold the reset button for ten seconds."],
        "s",
    ),
    (
        "To reset the router, unplug it and hold the reset button for ten seconds.",
        ["To reset the router, press and hold the reset button for ten seconds."],
        "u",
    ),
    ("The novel was translated into French.", ["The novel has been translated into French and German."], "s"),
    (
        "The novel was translated into French, German and Italian.",
        ["The novel has been translated into French and German."],
        "u",
    ),
    ("The treaty was signed in Paris.", ["The treaty was signed in Paris by twelve countries."], "s"),
    ("The treaty was signed in Paris in 1951.", ["The treaty was signed in Paris by twelve countries."], "u"),
    ("Die Bibliothek ist samstags geöffnet.", ["Die Bibliothek ist samstags von 10 bis 14 Uhr geöffnet."], "s"),
    (
        "Die Bibliothek ist samstags und sonntags geöffnet.",
        ["Die Bibliothek ist samstags von 10 bis 14 Uhr geöffnet."],
        "u",
    ),
    ("Le musée est gratuit pour les enfants.", ["L'entrée du musée est gratuite pour les enfants."], "s"),
    (
        "Le musée est gratuit pour les enfants et les étudiants.",
        ["L'entrée du musée est gratuite pour les enfants."],
        "u",
    ),
    ("El hotel tiene piscina.", ["El hotel cuenta con piscina y gimnasio."], "s"),
    ("El hotel tiene piscina climatizada y spa.", ["El hotel cuenta con piscina y gimnasio."], "u"),
    ("O curso dura seis meses.", ["O curso tem duração de seis meses."], "s"),
    ("O curso online dura seis meses e é gratuito.", ["O curso tem duração de seis meses."], "u"),
    ("The bridge connects the two islands.", ["The bridge, opened in 1998, connects the two islands."], "s"),
    (
        "The bridge, the longest in Europe, connects the two islands.",
        ["The bridge, opened in 1998, connects the two islands."],
        "u",
    ),
    ("The CEO announced the merger.", ["The merger was announced by the CEO on Monday."], "s"),
    ("The CEO and the CFO announced the merger.", ["The merger was announced by the CEO on Monday."], "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
