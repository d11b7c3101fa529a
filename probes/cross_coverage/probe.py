"""Does word coverage through translation tell JSICK's entailed pairs from the rest across languages?

For each pair across languages, each content word of the claim (English: the lexicon's words; Japanese: its runs
of kanji or katakana) is looked for among the evidence's words by the cosine of their single-word embeddings.
Writes the shipped checker's score and the coverage features per pair, then prints AUROCs.

    python probes/cross_coverage/probe.py ../shared/eval/nli/dev/jsick.jsonl.gz 2000 /tmp/cross.npz
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np

from veracity import GroundingChecker
from veracity.evaluation.datasets import cross_lingual, read_rows
from veracity.evaluation.metrics import auroc
from veracity.lexicon import analyze

_RUNS = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[\u30a0-\u30ff]{2,}")


def words(text: str) -> list[str]:
    a = analyze(text)
    if a.lang in ("ja", "zh"):
        return list(dict.fromkeys(_RUNS.findall(text)))
    return sorted(a.words)


def main(path: str, couples: int, out: str) -> None:
    rows = list(read_rows(path))[: 2 * couples]
    pairs = list(cross_lingual(rows, Path(path)))
    checker = GroundingChecker()
    embed = checker.embedder.encode
    scores, labels, feats = [], [], []
    for row in pairs:
        claim, evidence = row.answer, row.facts[0]
        scores.append(checker.check(claim, list(row.facts)).support_score)
        labels.append(int(row.label))
        cw, ew = words(claim), words(evidence)
        if not cw or not ew:
            feats.append((0.0, 0.0, 0.0))
            continue
        v = embed([*cw, *ew])
        best = (v[: len(cw)] @ v[len(cw) :].T).max(axis=1)
        feats.append((float((best >= 0.7).mean()), float(best.mean()), float(best.min())))
    s, y, f = np.array(scores), np.array(labels), np.array(feats)
    np.savez(out, scores=s, labels=y, feats=f)
    print(f"{len(y)} pairs, positives {y.mean():.3f}")
    print(f"checker AUROC {auroc(y, s):.4f}")
    for i, name in enumerate(("share >= 0.7", "mean best cosine", "min best cosine")):
        print(f"{name}: AUROC {auroc(y, f[:, i]):.4f}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
