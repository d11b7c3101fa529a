"""Which facts anti-cite a wrong claim among several facts, written on 2026-12-03 before they were run: the fact
about what the claim says, and no fact that only gives another figure of something else.

    python probes/detail_checks/anti_citations.py [trained|fast]

Each case is a claim, its facts and the facts that should anti-cite it (anti-citation threshold 0.8, as
`grade.py` asks).
"""

import sys

from everyday_rag import MANUAL, POLICY, PRICING, RELEASE

from veracity import GroundingChecker

OFFICE = [
    "Employees can work from home up to three days a week.",
    "After five years of service, employees get 25 days of annual leave.",
    "Expense reports must be submitted within 30 days, with receipts attached.",
    "The monthly rent for the office is 1,200 euros.",
]
TOWERS = [
    "The Eiffel Tower is 330 metres tall.",
    "The Tokyo Tower is 333 metres tall.",
    "The CN Tower in Toronto is 553 metres tall.",
]
CASES = [
    ("After five years, they get 30 days.", OFFICE, [1]),
    ("Employees can work from home up to four days a week.", OFFICE, [0]),
    ("Reports are due within 60 days.", OFFICE, [2]),
    ("The office rent is €1,300 per month.", OFFICE, [3]),
    ("The Eiffel Tower is 300 metres tall.", TOWERS, [0]),
    ("The Tokyo Tower is 350 metres tall.", TOWERS, [1]),
    ("After five years, employees get 30 days of leave.", POLICY, [1]),
    ("Employees may work remotely up to five days per week.", POLICY, [0]),
    ("Expense claims must be submitted within 60 days.", POLICY, [2]),
    ("The Business plan costs $29 per user per month.", PRICING, [1]),
    ("The Starter plan includes 100 GB of storage.", PRICING, [0]),
    ("Hold the reset button for 30 seconds to reset the router.", MANUAL, [0]),
    ("The router has two Ethernet ports.", MANUAL, [1]),
    ("The default timeout was raised to 90 seconds.", RELEASE, [2]),
    ("Version 3.2 was released on 4 May 2024.", RELEASE, [0]),
]


def main(verifier: str) -> None:
    checker = GroundingChecker(verifier)
    right = 0
    for answer, facts, want in CASES:
        result = checker.check(answer, facts, anti_citations=True, anti_citation_threshold=0.8)
        (claim,) = result.claims
        got = [result.cited_chunks[i].fact_index for i in claim.anti_citations]
        right += got == want
        print("ok  " if got == want else "MISS", want, got, f"{claim.score:.3f}", answer, "|", claim.reason)
    print("right", right, "of", len(CASES))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "trained")
