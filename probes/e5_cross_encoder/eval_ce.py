"""Phase B of the evaluation: the cross-encoder on the dev claims recorded by dev_candidates.py, alone
and combined with `fast`, next to `fast` on the same rows; and 3-way accuracy on NLI dev sets.

  python probes/e5_cross_encoder/eval_ce.py CKPT [--onnx MODEL.onnx] [--cands M]

Claim score (cross-encoder alone) = max of P(entailment) over M of the evidence candidates the checker
picked: by default the M that fast rates highest (a cheap first stage), or the first M of its search order; a WiCE row (response level) averages that over its claims, as
supportScore does. Combined: sigmoid(w * logit(ce) + (1 - w) * logit(fast) + b), fast's probability
clipped to [1e-6, 1 - 1e-6] (so w = 0 ranks exactly as fast); w and b are chosen on these same dev rows (dev chooses calibration), one
value for all three sets, so the combined figures are optimistic by that choice.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5 import E5Tokenizer
from model import CrossEncoder, OnnxScorer, score_torch

from veracity.evaluation.metrics import auroc, balanced_accuracy

WORK = "/work/e5work"
SETS = ("wice_claim_dev", "qags_cnndm", "mfava_silver")
NLI_DEV = {"xglue_nli_de": 1000, "sick_corrected": 1000}
LABELS = ("entailment", "neutral", "contradiction")


def logit(p):
    p = np.clip(np.asarray(p, dtype=np.float64), 1e-6, 1 - 1e-6)
    return np.log(p / (1 - p))


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("ckpt")
    ap.add_argument("--onnx", default="")
    ap.add_argument("--cands", type=int, default=2)
    ap.add_argument(
        "--order",
        choices=["fast", "search"],
        default="fast",
        help="which candidates: the M with the highest fast entailment (a cheap first stage), or the first M of the search",
    )
    ap.add_argument("--nli-n", type=int, default=500)
    ap.add_argument("--tag", default="")
    ap.add_argument("--scores", default="", help="reuse saved cross-encoder claim scores (.npy); skips all scoring")
    ap.add_argument("--limit-recs", type=int, default=0, help="testing: only the first N dev records of each set")
    a = ap.parse_args()
    torch.set_num_threads(2)
    tok = E5Tokenizer()
    if a.onnx:
        sc = OnnxScorer(a.onnx)
        score = sc.score
    else:
        model = CrossEncoder(a.ckpt)

        def score(seqs):
            return score_torch(model, seqs)

    results = {"ckpt": a.ckpt, "onnx": a.onnx, "cands": a.cands, "order": a.order}

    # ---------------- NLI dev, 3-way
    for name in NLI_DEV if not a.scores else ():
        n = a.nli_n
        path = f"/work/shared/eval/nli/dev/{name}.jsonl.gz"
        if not os.path.exists(path):
            continue
        rows = [json.loads(line) for line in gzip.open(path, "rt", encoding="utf-8")]
        rows = [r for r in rows if r["label"] in LABELS]
        pick = np.random.default_rng(0).choice(len(rows), size=min(n, len(rows)), replace=False)
        rows = [rows[i] for i in sorted(pick)]
        t0 = time.time()
        probs = score(tok.pairs([r["hypothesis"] for r in rows], [r["premise"] for r in rows], 128))
        y = np.array([LABELS.index(r["label"]) for r in rows])
        acc = float((probs.argmax(1) == y).mean())
        ent_au = auroc(list((y == 0).astype(int)), list(probs[:, 0]))
        results[name] = {
            "n": len(rows),
            "acc3": round(acc, 4),
            "entail_auroc": round(ent_au, 4),
            "s": round(time.time() - t0, 1),
        }
        print(name, results[name], flush=True)

    # ---------------- grounding dev
    recs = [json.loads(line) for line in open(f"{WORK}/dev_claims.jsonl")]
    if a.limit_recs:
        seen = {}
        recs = [r for r in recs if seen.setdefault(r["set"], []).append(1) or len(seen[r["set"]]) <= a.limit_recs]
    global SETS
    SETS = tuple(s for s in SETS if any(r["set"] == s for r in recs))
    claims, evs, where = [], [], []
    for ri, r in enumerate(recs):
        for pi, part in enumerate(r["parts"]):
            cands = part["cands"]
            if a.order == "fast":
                rank = sorted(range(len(cands)), key=lambda i: -part["fast_ent"][i])
                cands = [cands[i] for i in rank]
            for text, ctx in cands[: a.cands]:
                claims.append(part["claim"])
                evs.append(f"{ctx}: {text}" if ctx else text)
                where.append((ri, pi))
    t0 = time.time()
    probs = score(tok.pairs(claims, evs, 128)) if not a.scores else np.zeros((len(claims), 3))
    el = time.time() - t0
    print(f"{len(claims)} pairs scored in {el:.0f}s ({1000 * el / max(len(claims), 1):.1f} ms/pair)", flush=True)
    best: dict[tuple[int, int], float] = {}
    bestc: dict[tuple[int, int], float] = {}
    for (ri, pi), p in zip(where, probs):
        best[(ri, pi)] = max(best.get((ri, pi), 0.0), float(p[0]))
        bestc[(ri, pi)] = max(bestc.get((ri, pi), 0.0), float(p[2]))
    ce = []
    for ri, r in enumerate(recs):
        vals = [best.get((ri, pi), 0.0) for pi in range(len(r["parts"]))]
        ce.append(float(np.mean(vals)) if vals else 0.0)
    ce = np.array(ce) if not a.scores else np.load(a.scores)
    fast = np.array([r["fast"] for r in recs])
    y = np.array([r["label"] for r in recs])
    sets = np.array([r["set"] for r in recs])
    if not a.scores:
        np.save(f"{WORK}/ce_scores{a.tag}.npy", ce)

    # choose w (one for all sets: mean AUROC) then shift b (mean bacc at 0.6)
    def combo(w, b=0.0):
        return sigmoid(w * logit(ce) + (1 - w) * logit(fast) + b)

    ws = np.round(np.arange(0, 1.001, 0.05), 2)
    mean_au = {w: np.mean([auroc(list(y[sets == s]), list(combo(w)[sets == s])) for s in SETS]) for w in ws}
    w_best = max(ws, key=lambda w: mean_au[w])
    bs = np.round(np.arange(-6, 6.001, 0.1), 2)
    mean_ba = {
        b: np.mean([balanced_accuracy(list(y[sets == s]), list(combo(w_best, b)[sets == s]), 0.6) for s in SETS])
        for b in bs
    }
    b_best = max(bs, key=lambda b: mean_ba[b])

    # shift for fast and ce alone too (the same calibration freedom)
    def shift_for(score_fn):
        return max(
            bs,
            key=lambda b: np.mean(
                [balanced_accuracy(list(y[sets == s]), list(score_fn(b)[sets == s]), 0.6) for s in SETS]
            ),
        )

    b_ce = shift_for(lambda b: sigmoid(logit(ce) + b))
    results.update({"w_best": float(w_best), "b_best": float(b_best), "b_ce": float(b_ce)})
    variants = {
        "fast": fast,
        "ce": ce,
        f"ce shifted b={b_ce}": sigmoid(logit(ce) + b_ce),
        "mean logit (w=0.5, b=0)": combo(0.5),
        f"w={w_best}, b=0": combo(w_best),
        f"w={w_best}, b={b_best}": combo(w_best, b_best),
    }
    table = {}
    for vname, v in variants.items():
        table[vname] = {}
        for s in SETS:
            m = sets == s
            table[vname][s] = (
                round(auroc(list(y[m]), list(v[m])), 4),
                round(balanced_accuracy(list(y[m]), list(v[m]), 0.6), 4),
                int(m.sum()),
            )
    results["table"] = table
    # per language on mfava, for fast / ce / combined
    langs = np.array([r["lang"] for r in recs])
    per_lang = {}
    for lg in sorted(set(langs[sets == "mfava_silver"])):
        m = (sets == "mfava_silver") & (langs == lg)
        per_lang[lg] = {
            k: round(auroc(list(y[m]), list(v[m])), 4)
            for k, v in (("fast", fast), ("ce", ce), ("combined", combo(w_best, b_best)))
        }
        per_lang[lg]["n"] = int(m.sum())
    results["mfava_by_lang"] = per_lang
    print(f"w chosen {w_best} (mean AUROC {mean_au[w_best]:.4f}), b {b_best}; ce shift {b_ce}")
    print(f"{'variant':32s} " + " ".join(f"{s:>22s}" for s in SETS))
    for vname, row in table.items():
        print(f"{vname:32s} " + " ".join(f"{row[s][0]:.3f} / {row[s][1]:.3f} (n={row[s][2]})".rjust(22) for s in SETS))
    print("AUROC by w:", {float(w): round(float(v), 4) for w, v in mean_au.items()})
    print("mfava by lang", per_lang)
    json.dump(results, open(f"{WORK}/eval{a.tag}.json", "w"), indent=1)


if __name__ == "__main__":
    main()
