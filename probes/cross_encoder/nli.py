"""Which of the NLI pairs (read as `veracity train verifier` reads them) the cross-encoder never sees."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the GPU run reads this module without the server's packages
    from veracity.training.verifier import Pairs

HOLDOUT = 12  # one pair in 12, by a hash of its texts, is kept from the cross-encoder for the combiner


def held_out(premise: str, hypothesis: str) -> bool:
    return zlib.crc32(f"{premise}\t{hypothesis}".encode()) % HOLDOUT == 0


def training_pairs(pairs: Pairs) -> Pairs:
    """The pairs the cross-encoder trains on."""
    return _subset(pairs, lambda p, h: not held_out(p, h))


def held_out_pairs(pairs: Pairs) -> Pairs:
    """The pairs the cross-encoder never trained on."""
    return _subset(pairs, held_out)


def _subset(pairs: Pairs, keep: Callable[[str, str], bool]) -> Pairs:
    rows = [i for i in range(len(pairs.targets)) if keep(pairs.premises[i], pairs.hypotheses[i])]
    premises, hypotheses = [pairs.premises[i] for i in rows], [pairs.hypotheses[i] for i in rows]
    return replace(pairs, premises=premises, hypotheses=hypotheses, targets=pairs.targets[rows])
