"""The claims of the first rows of each grounding dev set, checked as `veracity eval` checks them, with their
labels (an answer's label for each of its claims where a set labels answers only): what the probes that spy on one
rule of the checker read."""

import itertools
from collections.abc import Iterator

from veracity import GroundingChecker
from veracity.evaluation.datasets import read_rows
from veracity.evidence import document_facts
from veracity.types import Claim

EVAL = "/work/shared/eval/dev"
SETS = ("wice_claim_dev", "qags_cnndm", "mfava_silver")


def labelled_claims(
    checker: GroundingChecker, rows: int, sets: tuple[str, ...] = SETS
) -> Iterator[tuple[str, str, list[tuple[int | None, Claim]]]]:
    """Per row: its set, its id, and each claim with its label."""
    for name in sets:
        for row in itertools.islice(read_rows(f"{EVAL}/{name}.jsonl.gz"), rows):
            facts = [p for d in row.facts for p in document_facts(d)]
            if row.claim_labels:
                result, labels = checker.check_claims(row.sentences, facts), row.claim_labels
            else:
                result = checker.check(row.answer, facts)
                labels = [row.label] * len(result.claims)
            yield name, row.id, list(zip(labels, result.claims, strict=True))
