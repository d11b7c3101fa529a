"""Claims that open with a name, written on 2026-12-03 (noon) before they were run: the right name and a wrong one,
and claims that open with a common noun the evidence words otherwise, in four languages. Until then a sentence's
first word was never a name, so "Einstein was born in 1879." against "Newton was born in 1879." scored 0.78.

    python probes/detail_checks/first_names.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    ("Einstein was born in 1879.", ["Albert Einstein was born in Ulm in 1879."], "s"),
    ("Einstein was born in 1879.", ["Newton was born in 1879."], "u"),
    ("Google acquired YouTube in 2006.", ["In 2006, YouTube was bought by Google for $1.65 billion."], "s"),
    ("Microsoft acquired YouTube in 2006.", ["Google acquired YouTube in 2006."], "u"),
    ("Shakespeare wrote Hamlet.", ["Hamlet is a tragedy written by William Shakespeare."], "s"),
    ("Tesla invented the phonograph in 1877.", ["Thomas Edison invented the phonograph in 1877."], "u"),
    ("Netflix was founded in 1997.", ["Netflix was founded in 1997 by Reed Hastings and Marc Randolph."], "s"),
    ("Amazon makes the iPhone.", ["Apple makes the iPhone."], "u"),
    ("Apple released the first iPhone in 2007.", ["The first iPhone was introduced by Apple in January 2007."], "s"),
    ("Barcelona won the 2015 Champions League final.", ["The 2015 Champions League final was won by Barcelona."], "s"),
    ("Chelsea won the 2015 Champions League final.", ["The 2015 Champions League final was won by Barcelona."], "u"),
    ("Obama signed the law in 2010.", ["President Obama signed the Affordable Care Act in March 2010."], "s"),
    ("Bush signed the law in 2010.", ["President Obama signed the Affordable Care Act in March 2010."], "u"),
    ("Spotify launched in 2008.", ["Spotify was launched in October 2008 in Sweden."], "s"),
    ("Mozart composed The Magic Flute.", ["The Magic Flute is an opera by Wolfgang Amadeus Mozart."], "s"),
    ("Beethoven composed The Magic Flute.", ["The Magic Flute is an opera by Wolfgang Amadeus Mozart."], "u"),
    ("Lyon est la capitale de la France.", ["Paris est la capitale de la France."], "u"),
    ("Madrid es la capital de España.", ["La capital de España es Madrid."], "s"),
    ("Roma è la capitale d'Italia.", ["La capitale d'Italia è Roma."], "s"),
    ("Milano è la capitale d'Italia.", ["La capitale d'Italia è Roma."], "u"),
    ("Lisboa é a capital de Portugal.", ["A capital de Portugal é Lisboa."], "s"),
    ("Construction began in 1968.", ["Work on the bridge started in 1968."], "s"),
    ("Visitors can buy tickets online.", ["Tickets can be purchased on our website."], "s"),
    ("Customers can return items within 30 days.", ["Items may be returned within 30 days of purchase."], "s"),
    ("Refunds take 14 days.", ["Refunds are processed within 14 days."], "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
