"""Everyday claim/fact pairs written for the fifth round of detail checks (2026-12-01): durations, counts of people,
periods, all against some, limits, in five languages. Prints each verdict and the misses.

    python probes/detail_checks/everyday_more.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from veracity import GroundingChecker

CASES = [
    ("The company has more than 500 employees.", ["The company employs 1,200 people worldwide."], "s"),
    ("The company has more than 5,000 employees.", ["The company employs 1,200 people worldwide."], "u"),
    ("The support line is open 24/7.", ["Our support line is staffed around the clock, every day of the year."], "s"),
    ("All employees get 25 days of paid leave.", ["Full-time employees get 25 days of paid leave per year."], "u"),
    (
        "Full-time employees get 25 days of paid leave.",
        ["Full-time employees get 25 days of paid leave per year."],
        "s",
    ),
    ("The API accepts up to 200 facts per request.", ["A request may include at most 200 facts."], "s"),
    ("Das Abo kostet 10 Euro im Monat.", ["The subscription costs €10/month."], "s"),
    ("Das Abo kostet 20 Euro im Monat.", ["The subscription costs €10/month."], "u"),
    ("Refunds take two weeks.", ["Refunds are processed within 14 days."], "s"),
    ("Refunds take three weeks.", ["Refunds are processed within 14 days."], "u"),
    ("The museum has three floors.", ["The museum's collection is shown on 3 floors."], "s"),
    ("The museum has four floors.", ["The museum's collection is shown on 3 floors."], "u"),
    ("More than half of the users are in Europe.", ["About 60% of our users are based in Europe."], "s"),
    ("Most users are in Asia.", ["About 60% of our users are based in Europe."], "u"),
    ("Shipping is free for orders over $50.", ["Orders above $50 ship for free."], "s"),
    ("Shipping is free for all orders.", ["Orders above $50 ship for free."], "u"),
    ("Jane Doe is the CEO of Acme.", ["Jane Doe has been Acme's chief technology officer since 2019."], "u"),
    ("Jane Doe has worked at Acme since 2019.", ["Jane Doe has been Acme's chief technology officer since 2019."], "s"),
    ("The library opens at 8 am on Saturdays.", ["On Saturdays the library is open from 10:00 to 16:00."], "u"),
    ("The library closes at 4 pm on Saturdays.", ["On Saturdays the library is open from 10:00 to 16:00."], "s"),
    ("The plan includes unlimited storage.", ["The plan includes 100 GB of storage."], "u"),
    ("A password is optional.", ["A password is required for every account."], "u"),
    ("The bridge was opened before the tunnel.", ["The bridge opened in 1998; the tunnel opened in 1994."], "u"),
    ("The event takes place every week.", ["The event takes place once a month."], "u"),
    ("The train leaves every 15 minutes.", ["Trains depart every quarter of an hour."], "s"),
    ("Le musée est fermé le lundi.", ["The museum is closed on Mondays."], "s"),
    ("Le musée est fermé le mardi.", ["The museum is closed on Mondays."], "u"),
    ("El vuelo dura unas siete horas.", ["The flight takes about 7 hours."], "s"),
    ("Il biglietto costa 15 euro.", ["Tickets cost €15."], "s"),
    ("Il biglietto costa 25 euro.", ["Tickets cost €15."], "u"),
    ("The warranty lasts one year.", ["All products come with a 12-month warranty."], "s"),
    ("The warranty lasts two years.", ["All products come with a 12-month warranty."], "u"),
    ("Only members can attend.", ["The lecture is open to the public."], "u"),
    ("The lecture is open to everyone.", ["The lecture is open to the public."], "s"),
    ("The drug was approved in 2020.", ["The drug received FDA approval in March 2020."], "s"),
    ("The drug was approved in 2021.", ["The drug received FDA approval in March 2020."], "u"),
    ("Die Stadt hat rund 1,5 Millionen Einwohner.", ["The city has a population of about 1.5 million."], "s"),
    ("Die Stadt hat rund 2,5 Millionen Einwohner.", ["The city has a population of about 1.5 million."], "u"),
]


def grade(cases: list[tuple[str, list[str], str]], verifier: str) -> int:
    """Prints each verdict and returns the number of misses."""
    g = GroundingChecker(verifier)
    miss = 0
    for answer, facts, want in cases:
        r = g.check(answer, facts)
        for w, c in zip(want, r.claims):
            got = "n" if not c.check_required else "s" if c.citations else "u"
            ok = w == got
            miss += not ok
            print("ok  " if ok else "MISS", w, got, f"{c.score or 0:.3f}", c.text, "|", c.reason)
    print("misses", miss, "of", sum(len(want) for _, _, want in cases), "claims")
    return miss


if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
