"""Train entailment-head variants on the embedded pairs of `embed.py` and compare them where it matters: the
3-way accuracy of the NLI dev sets and the AUROC of each dev claim's best P(entailment) over its candidates.

    python probes/head_data/fit.py EMB_DIR VARIANT ...     # variants are named in VARIANTS below
"""

import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

from veracity.models.entailment_head import EntailmentHead, pair_input
from veracity.training.verifier import Config, fit_head

FIRST = ("indonli", "farstail", "klue_nli", "jnli", "assin1", "assin2", "glue_rte")  # the head before this probe
GERMAN = ("mnli_de_mt", "rte3_de_it")
FACT_CHECKING = (
    "fever",
    "sufficient_facts",
    "wice_partial",
    "fm2",
    "climate_fever",
    "healthver",
    "covid_fact",
    "scifact_rte",
    "fever_symmetric",
)
MNLI = ("lingnli", "mnli_dev", "mnli10k", "snli10k", "mnli_de_mt")
# name: (files, changes to the shipped Config, share of unrelated pairs)
VARIANTS = {
    "shipped": (FIRST, {}, 0.0),
    "h512": (FIRST, {"hidden": 512}, 0.0),
    "seed1": (FIRST, {"seed": 1}, 0.0),
    "seed2": (FIRST, {"seed": 2}, 0.0),
    "+de": ((*FIRST, *GERMAN), {}, 0.0),
    "+fact": ((*FIRST, *FACT_CHECKING), {}, 0.0),
    "+mnli": ((*FIRST, *MNLI), {}, 0.0),
    "+mnli_de": ((*FIRST, *GERMAN, "mnli_dev"), {}, 0.0),
    "+de+janli": ((*FIRST, *GERMAN, "janli"), {}, 0.0),
    "+de+breaking": ((*FIRST, *GERMAN, "breaking_nli"), {}, 0.0),
    "+de+wice": ((*FIRST, *GERMAN, "wice_partial", "sufficient_facts"), {}, 0.0),
    "+mnli_de+wice": ((*FIRST, *GERMAN, "mnli_dev", "wice_partial", "sufficient_facts"), {}, 0.0),
    "+mnli~": ((*FIRST, *MNLI), {}, 0.2),
    "+mnli~05": ((*FIRST, *MNLI), {}, 0.05),
    "+mnli~10": ((*FIRST, *MNLI), {}, 0.1),
    "+mnli~05h1024": ((*FIRST, *MNLI), {"hidden": 1024}, 0.05),
    "shipped~": (FIRST, {}, 0.2),
    "+mnli_de~10": ((*FIRST, *GERMAN, "mnli_dev"), {}, 0.1),  # retrained whole, not shipped (README)
    "+mnli_de~": ((*FIRST, *GERMAN, "mnli_dev"), {}, 0.2),
}
SEEDS = 5  # "NAME*" averages the logits of heads trained with seeds 0..SEEDS-1, "NAME+" their probabilities


def load(folder: Path, names, unrelated: float = 0.0):
    """The pairs of `names`, plus `unrelated` times as many premises paired with another pair's hypothesis of the
    same file, labelled neutral: evidence about something else says nothing of the claim."""
    parts = [np.load(folder / f"train_{n}.npz") for n in names]
    rng = np.random.default_rng(0)
    ps, hs, ys = [], [], []
    for part in parts:
        ps.append(part["p"]), hs.append(part["h"]), ys.append(part["y"])
        k = int(len(part["y"]) * unrelated)
        if k:
            i, j = rng.integers(0, len(part["y"]), k), rng.integers(0, len(part["y"]), k)
            keep = i != j
            ps.append(part["p"][i[keep]]), hs.append(part["h"][j[keep]]), ys.append(np.ones(keep.sum(), int))
    return np.vstack(ps), np.vstack(hs), np.concatenate(ys)


def merged(heads: list[EntailmentHead]) -> EntailmentHead:
    """The mean of the heads' logits, as one head with all their hidden units."""
    return EntailmentHead(
        np.hstack([h.hidden_weight for h in heads]),
        np.concatenate([h.hidden_bias for h in heads]),
        np.vstack([h.output_weight for h in heads]) / len(heads),
        np.mean([h.output_bias for h in heads], axis=0),
    )


def mean_of(heads: list[EntailmentHead]):
    """The mean of the heads' probabilities."""
    return lambda premises, hypotheses: np.mean([h.predict(premises, hypotheses) for h in heads], axis=0)


def main(folder: Path, variants: list[str]) -> None:
    claims = np.load(folder / "claims.npz")
    dev = {n: np.load(folder / f"dev_{n}.npz") for n in ("xglue_nli_de", "sick_corrected", "jsick")}
    ends = np.cumsum(claims["counts"])
    starts = ends - claims["counts"]
    hyp = np.repeat(claims["h"], claims["counts"], axis=0)
    base = Config(nli=Path("."), out=Path("."))
    for name in variants:
        sources, changes, unrelated = VARIANTS[name.rstrip("*+")]
        started = time.time()
        p, h, y = load(folder, sources, unrelated)
        x = pair_input(p, h)
        seeds = range(SEEDS) if name.endswith(("*", "+")) else [changes.get("seed", 0)]
        heads = [fit_head(x, y, replace(base, **(changes | {"seed": seed}))) for seed in seeds]

        predict = merged(heads).predict if name.endswith("*") else mean_of(heads)
        row = [f"{name:18}", f"n={len(y):6}", f"{time.time() - started:4.0f}s"]
        for n, d in dev.items():
            pred = predict(d["p"], d["h"]).argmax(1)
            three = d["y"] < 3
            row.append(f"{n[:6]} {np.mean(pred[three] == d['y'][three]):.3f}")
        probs = predict(claims["p"], hyp)
        ent = np.log(probs[:, 0] + 1e-9) - np.log1p(-probs[:, 0] + 1e-9)
        best = np.array([ent[s:e].max() for s, e in zip(starts, ends)])
        for s in ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
            m = claims["set"] == s
            row.append(f"{s[:5]} {roc_auc_score(claims['label'][m], best[m]):.3f}")
        np.save(folder / f"best_{name}.npy", best)
        print("  ".join(row), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:])
