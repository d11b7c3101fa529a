"""Token-attention model's P(entailment) on the dev claims' candidates (records of probes/caps/dump.py): alone, and
added to the shipped score (5-fold on dev, optimistic)."""

import os
import pickle
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from feats import Tokens
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_predict
from train import Model

from veracity.evaluation.metrics import auroc
from veracity.verifiers.reading import CLAIM_FEATURES

torch.set_num_threads(2)
claims = [c for c in pickle.load(open("/work/caps/dev.pkl", "rb")) if "support" in c and c["label"] is not None]
model = Model()
model.load_state_dict(torch.load(sys.argv[1]))
model.eval()
tok = Tokens()
texts = sorted({t for c in claims for t in (c["claim"], *c["texts"])})
enc = dict(zip(texts, tok.encode(texts)))


def probs(claim, premises):
    H = enc[claim]
    P = [enc[p] for p in premises]
    n = max(len(p[0]) for p in P)
    Pt = np.zeros((len(P), n, 512), np.float32)
    mp = np.zeros((len(P), n), bool)
    for k, (t, _) in enumerate(P):
        Pt[k, : len(t)] = t
        mp[k, : len(t)] = True
    Ht = np.repeat(H[0][None], len(P), 0)
    mh = np.ones(Ht.shape[:2], bool)
    p = np.stack([z for _, z in P])
    h = np.repeat(H[1][None], len(P), 0)
    with torch.no_grad():
        lg = model(*(torch.from_numpy(x) for x in (Pt, mp, Ht, mh, p.astype(np.float32), h.astype(np.float32))))
    return torch.softmax(lg, -1).numpy()


rows = []
for c in claims:
    P = probs(c["claim"], c["texts"])
    le = np.log(P[:, 0] / (1 - P[:, 0]))
    lc = np.log(P[:, 2] / (1 - P[:, 2]))
    rows.append((le.max(), np.sort(le)[-2] if len(le) > 1 else le.max(), lc[np.argmax(le)], lc.max()))
X = np.array(rows)
pickle.dump(X, open("/work/tok/ground_X.pkl", "wb"))
sets = np.array([c["set"] for c in claims])
y = np.array([c["label"] for c in claims])
p = np.clip(np.array([c["score"] for c in claims]), 1e-4, 1 - 1e-4)
score = np.log(p / (1 - p))
hb = np.array([c["inputs"][CLAIM_FEATURES.index("head_best")] for c in claims])
for s in ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
    m = sets == s
    print(
        s,
        "shipped",
        round(auroc(y[m], p[m]), 3),
        "head_best",
        round(auroc(y[m], hb[m]), 3),
        "token best",
        round(auroc(y[m], X[m, 0]), 3),
    )
    base = cross_val_predict(LogisticRegression(), score[m, None], y[m], cv=5, method="predict_proba")[:, 1]
    new = cross_val_predict(
        LogisticRegression(), np.column_stack([score[m], X[m]]), y[m], cv=5, method="predict_proba"
    )[:, 1]
    print("   5-fold: score", round(auroc(y[m], base), 3), "+ token", round(auroc(y[m], new), 3))
