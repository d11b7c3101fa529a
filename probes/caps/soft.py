"""Does a soft word coverage (USE word vectors) add to the shipped score? Reads the records of `dump.py`.

python probes/caps/soft.py /work/caps/dev.pkl
"""

import pickle
import sys

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_predict

from veracity.embeddings import Embedder
from veracity.evaluation.metrics import auroc
from veracity.lexicon import analyze
from veracity.verifiers.base import Verdict
from veracity.verifiers.reading import ranked

claims = [c for c in pickle.load(open(sys.argv[1], "rb")) if "support" in c and c["label"] is not None]
embedder = Embedder()


def soft(claim, texts):
    """Share of the claim's words found, a missing word counting its best cosine to the evidence's words; and the
    lowest such cosine."""
    evidence = [analyze(t) for t in texts]
    content = frozenset().union(*(e.content for e in evidence))
    words = sorted(frozenset().union(*(e.words for e in evidence)))
    terms = sorted(analyze(claim).terms)
    if not terms:
        return 1.0, 1.0
    missing = [w for s, w in terms if not (s in content or w in words)]
    if not missing or not words:
        return 1.0 - len(missing) / len(terms), 0.0 if missing else 1.0
    v = embedder.encode([*missing, *words])
    best = (v[: len(missing)] @ v[len(missing) :].T).max(axis=1)
    return (len(terms) - len(missing) + best.sum()) / len(terms), float(best.min())


rows = []
for c in claims:
    order = ranked([Verdict(e, x) for e, x, *_ in c["verdicts"]])
    rows.append(
        (
            *soft(c["claim"], [c["texts"][order[0]]]),
            *soft(c["claim"], [c["texts"][i] for i in order[:3]]),
            *soft(c["claim"], c["texts"]),
        )
    )
X = np.array(rows)
sets = np.array([c["set"] for c in claims])
y = np.array([c["label"] for c in claims])
p = np.clip(np.array([c["score"] for c in claims]), 1e-4, 1 - 1e-4)
score = np.log(p / (1 - p))
for name in ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
    m = sets == name
    alone = [round(auroc(y[m], X[m, j]), 3) for j in range(X.shape[1])]
    print(name, "score", round(auroc(y[m], p[m]), 3), "soft alone", alone)
    base = cross_val_predict(LogisticRegression(), score[m, None], y[m], cv=5, method="predict_proba")[:, 1]
    both = np.column_stack([score[m], X[m]])
    new = cross_val_predict(LogisticRegression(), both, y[m], cv=5, method="predict_proba")[:, 1]
    print("   5-fold on dev: score only", round(auroc(y[m], base), 3), "+ soft", round(auroc(y[m], new), 3))
