"""Replay cap rules on the records of `dump.py`: AUROC and balanced accuracy at 0.6 of each dev set with the
shipped cap, with no cap, and with one contradiction kind left out at a time; and the claims each kind caps,
supported against unsupported.

    python probes/caps/replay.py /work/caps/dev.pkl
"""

import pickle
import sys
from collections import Counter, defaultdict

import numpy as np

from veracity.evaluation.metrics import auroc, balanced_accuracy
from veracity.verifiers.trained import FEATURES, NUMBERS, SLOTS, SURE

claims = pickle.load(open(sys.argv[1], "rb"))


def disputed(c, skip=frozenset()):
    """The shipped rule of `trained.disputed`, with kinds in `skip` left out; and the kind that capped."""
    features = c["features"]
    coverage, similarity = (features[:, FEATURES.index(f)] for f in ("coverage", "similarity"))
    closest = int(np.lexsort((-similarity, -coverage))[0])
    found = c["inputs"][NUMBERS] == 1.0
    best, kind = 0.0, ""
    for i, (_, contradicted, k, _) in enumerate(c["verdicts"]):
        if contradicted < 0.5 or k in skip:
            continue
        anywhere = k in SLOTS and not (k == "number" and found)
        if (anywhere or (i == closest and contradicted >= (0.5 if k in SLOTS else SURE))) and contradicted > best:
            best, kind = contradicted, k
    return best, kind


def scores(rule):
    """Per set: labels and scores as `veracity eval` reads them (WiCE: the mean over a row's claims)."""
    by_set = defaultdict(lambda: ([], []))
    rows = defaultdict(list)
    for c in claims:
        s = None if not c["required"] or "support" not in c else rule(c)
        if c["set"] == "wice_claim_dev":
            rows[c["row"]].append((c["row_label"], s))
        elif s is not None and c["label"] is not None:
            by_set[c["set"]][0].append(c["label"])
            by_set[c["set"]][1].append(s)
    for items in rows.values():
        got = [s for _, s in items if s is not None]
        by_set["wice_claim_dev"][0].append(items[0][0])
        by_set["wice_claim_dev"][1].append(sum(got) / len(got) if got else 1.0)
    return by_set


def line(name, rule):
    cells = []
    for s, (y, p) in sorted(scores(rule).items()):
        cells.append(f"{s[:5]} {auroc(y, p):.3f}/{balanced_accuracy(y, p, 0.6):.3f}")
    print(f"{name:24s}", "  ".join(cells))


def shipped(c):
    return min(c["support"], c["ceiling"])


def uncapped(c):
    unsourced = c["ceiling"] < 1.0 - disputed(c)[0] - 1e-9
    return min(c["support"], 0.5) if unsourced else c["support"]


def without(kinds):
    def rule(c):
        cap = 1.0 - disputed(c, kinds)[0]
        return min(c["support"], cap, 0.5 if c["ceiling"] < 1.0 - disputed(c)[0] - 1e-9 else 1.0)

    return rule


line("recorded score", lambda c: c["score"])
line("shipped cap (replayed)", shipped)
line("no contradiction cap", uncapped)
kinds = Counter(v[2] for c in claims if "verdicts" in c for v in c["verdicts"] if v[1] >= 0.5)
for kind in sorted(kinds):
    line(f"without {kind}", without({kind}))
print("\nclaims capped by kind (supported / unsupported):")
table = defaultdict(Counter)
for c in claims:
    if "verdicts" not in c or c["label"] is None:
        continue
    value, kind = disputed(c)
    if value >= 0.5:
        table[(c["set"][:5], kind)][c["label"]] += 1
for (s, kind), n in sorted(table.items()):
    print(f"  {s} {kind:12s} {n[1]:4d} / {n[0]:4d}")
