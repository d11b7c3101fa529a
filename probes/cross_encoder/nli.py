"""The human-labelled NLI pairs both trainings read, and which of them the cross-encoder never sees."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from veracity.evaluation.datasets import ENTAILED_LABELS, GroundingRow, read_rows

NOT_ENTAILED = 3  # a two-way label: neutral or contradiction, the data does not say which
TARGETS = {"neutral": 1, "contradiction": 2, "none": NOT_ENTAILED, "not_entailment": NOT_ENTAILED}
HOLDOUT = 12  # one pair in 12, by a hash of its texts, is kept from the cross-encoder for the combiner


def held_out(premise: str, hypothesis: str) -> bool:
    return zlib.crc32(f"{premise}\t{hypothesis}".encode()) % HOLDOUT == 0


@dataclass(frozen=True)
class Pairs:
    premises: list[str]
    hypotheses: list[str]
    targets: np.ndarray  # 0 entailment, 1 neutral, 2 contradiction, 3 one of the last two
    sources: dict[str, int]


def read_pairs(folder: Path, names: tuple[str, ...] = ()) -> Pairs:
    premises, hypotheses, targets, sources = [], [], [], {}
    paths = [folder / f"{name}.jsonl.gz" for name in names] if names else sorted(folder.glob("*.jsonl.gz"))
    for path in paths:
        rows = [r for r in read_rows(path) if isinstance(r, GroundingRow) and r.nli_label]
        for row in rows:
            premises.append(row.facts[0])
            hypotheses.append(row.answer)
            targets.append(0 if row.nli_label in ENTAILED_LABELS else TARGETS[row.nli_label])
        sources[path.name.removesuffix(".jsonl.gz")] = len(rows)
    if not premises:
        raise ValueError(f"no NLI pairs (rows with 'premise', 'hypothesis' and 'label') in {folder}")
    return Pairs(premises, hypotheses, np.array(targets), sources)


def training_pairs(pairs: Pairs) -> Pairs:
    """The pairs the cross-encoder trains on."""
    return _subset(pairs, lambda p, h: not held_out(p, h))


def held_out_pairs(pairs: Pairs) -> Pairs:
    """The pairs the cross-encoder never trained on."""
    return _subset(pairs, held_out)


def _subset(pairs: Pairs, keep: Callable[[str, str], bool]) -> Pairs:
    rows = [i for i in range(len(pairs.targets)) if keep(pairs.premises[i], pairs.hypotheses[i])]
    return Pairs(
        [pairs.premises[i] for i in rows], [pairs.hypotheses[i] for i in rows], pairs.targets[rows], pairs.sources
    )
