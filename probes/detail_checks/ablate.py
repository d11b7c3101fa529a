"""Which detail check costs ranking: AUROC with each conflict kind switched off."""

import itertools
import sys

import veracity.verifiers.details as details
import veracity.verifiers.fast as fast
from veracity import GroundingChecker
from veracity.evaluation.datasets import as_facts, read_rows
from veracity.evaluation.metrics import auroc

verifier = sys.argv[1]
kinds = sys.argv[2].split(",")
original_find = details.find_conflicts
ch = GroundingChecker(verifier)
sets = {
    "qags": list(itertools.islice(read_rows("/work/shared/eval/dev/qags_cnndm.jsonl.gz"), 235)),
    "wice": list(itertools.islice(read_rows("/work/shared/eval/dev/wice_claim_dev.jsonl.gz"), 200)),
    "mfava": list(itertools.islice(read_rows("/work/shared/eval/dev/mfava_silver.jsonl.gz"), 80)),
}
for off in kinds:

    def find(*a, off=off):
        return tuple(c for c in original_find(*a) if c.kind != off)

    fast.find_conflicts = find
    out = []
    for name, rows in sets.items():
        labels, scores = [], []
        for row in rows:
            facts = [p for d in row.facts for p in as_facts(d)]
            if row.claim_labels:
                r = ch.check_claims(row.sentences, facts)
                for l, c in zip(row.claim_labels, r.claims):
                    if l is not None:
                        labels.append(l)
                        scores.append(c.score or 0.0)
            else:
                labels.append(row.label)
                scores.append(ch.check(row.answer, facts).support_score)
        out.append(f"{name} {auroc(labels, scores):.3f}")
    print(f"off={off:12s}", " ".join(out), flush=True)
