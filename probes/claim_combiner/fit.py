"""Fit a claim-level combiner on the recorded train claims and score it on the recorded dev claims.

  python probes/claim_combiner/fit.py /work/cc/dev.jsonl /work/cc/train*.jsonl

A response's label says only whether all of its claims are supported, so the combiner is fitted as
a noisy AND: P(response supported) = product of its claims' P(supported) (multiple-instance).
"""

from __future__ import annotations

import json
import pickle
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from veracity.evaluation.metrics import auroc, balanced_accuracy
from veracity.training.claims import Answer, fit_noisy_and
from veracity.verifiers import reading
from veracity.verifiers.base import Verdict
from veracity.verifiers.trained import FEATURES, Combiner


def logit(p):
    p = np.clip(np.asarray(p, dtype=float), 1e-4, 1 - 1e-4)
    return np.log(p / (1 - p))


def claim_features(c: dict) -> np.ndarray | None:
    if not c.get("required") or "cands" not in c:
        return None
    cand = c["cands"]
    texts = [f"{t} {x}".strip() for t, x in cand["evidence"]]
    verdicts = [Verdict(e, k) for e, k in cand["final"]]
    columns = dict(zip(FEATURES, np.asarray(cand["features"]).T, strict=True))
    x = reading.claim_features(cand["resolved"], texts, columns, verdicts)
    return np.append(x, float(reading.cross_lingual(cand["resolved"], texts)))  # last: words count as average


NAMES = reading.CLAIM_FEATURES


def load(paths):
    """The records with each claim's features; cached beside each file (delete the .pkl after changing features)."""
    rows = []
    for p in paths:
        cache = Path(p + ".pkl")
        if cache.exists() and cache.stat().st_mtime > Path(p).stat().st_mtime:
            rows.extend(pickle.loads(cache.read_bytes()))
            continue
        start = len(rows)
        with open(p) as f:
            for line in f:
                r = json.loads(line)
                claims = []
                for c in r["claims"]:
                    x = claim_features(c)
                    if x is not None:
                        claims.append((x, c["label"], c["score"]))
                rows.append({k: r[k] for k in ("set", "id", "lang", "label", "level")} | {"x": claims})
        cache.write_bytes(pickle.dumps(rows[start:]))
    return rows


def answers(rows, cols):
    return [
        Answer(X[:, cols], X[:, -1].astype(bool), bool(r["label"]))
        for r in rows
        if r["x"] and (X := np.array([x for x, _, _ in r["x"]])) is not None
    ]


def fit(rows, cols, l2=10.0):
    words = [cols.index(i) for i in reading.WORDS_ONLY if i in cols]
    return fit_noisy_and(answers(rows, cols), words, l2), cols, words


def predict(model, X):
    logistic, cols, words = model
    return Combiner(logistic, words_only=tuple(words)).entailed(X[:, cols], X[:, -1].astype(bool))


def evaluate(dev, model, shift=0.0, label=""):
    out = {}
    per = defaultdict(lambda: ([], []))
    for r in dev:
        if not r["x"]:
            continue
        X = np.array([x for x, _, _ in r["x"]])
        p = 1 / (1 + np.exp(-(logit(predict(model, X)) + shift))) if model else np.array([s for *_, s in r["x"]])
        ys, ps = per[r["set"]]
        if r["level"] == "claim":
            for (_, y, _), q in zip(r["x"], p, strict=True):
                if y is not None:
                    ys.append(y)
                    ps.append(q)
        else:
            ys.append(r["label"])
            ps.append(p.mean())
    for name, (ys, ps) in sorted(per.items()):
        out[name] = (auroc(ys, ps), balanced_accuracy(ys, ps, 0.6))
    print(label, "  ".join(f"{k.split('/')[-1]} {a:.3f}/{b:.3f}" for k, (a, b) in out.items()), flush=True)
    return out


def main():
    dev_path, *train_paths = sys.argv[1:]
    dev = load([dev_path])
    train = load(train_paths)
    evaluate(dev, None, label="trained (as shipped)")
    sources = sorted({r["set"] for r in train})
    cols = list(range(len(NAMES)))
    for subset in [[s] for s in sources] + [["train/frank", "train/summac_valcut"], sources]:
        model = fit([r for r in train if r["set"] in subset], cols)
        evaluate(dev, model, label=f"{'+'.join(s.split('/')[-1] for s in subset)}")
    for name, w in zip(NAMES, model[0].coef, strict=True):
        print(f"  {name:20s} {w:+.3f}")


if __name__ == "__main__":
    main()
