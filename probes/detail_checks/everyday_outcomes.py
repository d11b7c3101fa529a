"""Outcomes said the other way round (2026-12-06, seventh session): "The proposal was approved by the council."
against "The council rejected the proposal." scored 0.92 and was cited, "The student passed the exam." against
"failed the exam" 0.83. The wrong claims stand beside right ones whose evidence says both words, in five languages.
Written while the outcome pairs were added to `details/opposites.py`, so they are what that change was built for,
not a held-out test.

    python probes/detail_checks/everyday_outcomes.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    ("The trial succeeded.", ["The trial failed after two years."], "u"),
    ("The launch was successful.", ["The launch was unsuccessful."], "u"),
    ("The mission failed.", ["The mission was a success."], "u"),
    ("The proposal was approved by the council.", ["The council rejected the proposal."], "u"),
    ("The proposal was approved by the council.", ["The proposal was approved by the council in March."], "s"),
    ("Her application was accepted.", ["Her application was rejected in May."], "u"),
    ("The student passed the exam.", ["The student failed the exam."], "u"),
    ("Her visa was granted in May.", ["Her visa was refused in May."], "u"),
    ("The request was denied.", ["The request was denied in June."], "s"),
    ("He was convicted of fraud.", ["He was acquitted of fraud in 2015."], "u"),
    ("The server is online.", ["The server has been offline since Monday."], "u"),
    ("The bill passed the Senate.", ["The bill passed the Senate in 2019, after it had failed in the House."], "s"),
    ("The second attempt succeeded.", ["The first attempt failed, but the second attempt succeeded."], "s"),
    ("The company's first product failed.", ["The company's first product failed, but its second was a success."], "s"),
    ("The vaccine trial was successful.", ["The vaccine trial was successful, unlike the failed trial of 2019."], "s"),
    (
        "The appeal was rejected.",
        ["The court rejected the appeal that the company had filed after its licence was approved."],
        "s",
    ),
    ("Der Versuch ist gelungen.", ["Der Versuch ist gescheitert."], "u"),
    ("Die Prüfung hat sie bestanden.", ["Sie ist durch die Prüfung durchgefallen."], "u"),
    ("L'essai a réussi.", ["L'essai a échoué."], "u"),
    ("La propuesta fue aprobada.", ["La propuesta fue rechazada por el consejo."], "u"),
    ("La proposta è stata approvata.", ["Il consiglio ha respinto la proposta."], "u"),
    ("A proposta foi aprovada.", ["A proposta foi rejeitada pelo conselho."], "u"),
    ("The proposal was approved.", ["La propuesta fue rechazada por el consejo."], "u"),
    ("The proposal was rejected.", ["La propuesta fue rechazada por el consejo."], "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
