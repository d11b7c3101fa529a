"""What a classifier's output columns mean, read from its `id2label`: one reading for torch, ONNX and export.

Public checkers name their labels every which way ("ENTAILMENT", "entail", "supported", "LABEL_1");
a judge needs to know which column is P(entailed) and, for a 3-way model, which is P(contradicted).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

ENTAILMENT = frozenset(["entailment", "entail", "entails", "entailed", "supported", "support", "supports"])
ENTAILMENT |= frozenset(["consistent", "faithful", "factual", "true", "yes"])
NEUTRAL = frozenset(["neutral", "notenoughinfo", "nei", "unknown", "undetermined"])
CONTRADICTION = frozenset(["contradiction", "contradict", "contradicts", "contradicted", "refuted", "refutes"])
CONTRADICTION |= frozenset(["false", "inconsistent"])
_GENERIC = re.compile(r"label_?\d+")


@dataclass(frozen=True)
class Labels:
    """The columns of P(entailed) and, for a 3-way model, P(neutral) and P(contradicted)."""

    entailment: int
    neutral: int | None = None
    contradiction: int | None = None

    @property
    def three_way(self) -> bool:
        return self.contradiction is not None

    def rows(self, probabilities: np.ndarray) -> np.ndarray:
        """P(entailed, neutral, contradicted) per row; a 2-way model's "not supported" is neutral, not contradiction."""
        entailed = probabilities[:, self.entailment]
        if self.contradiction is None:
            return np.column_stack([entailed, 1.0 - entailed, np.zeros_like(entailed)])
        assert self.neutral is not None
        return probabilities[:, [self.entailment, self.neutral, self.contradiction]]

    def to_json(self) -> dict[str, int]:
        named = {"entailment": self.entailment, "neutral": self.neutral, "contradiction": self.contradiction}
        return {name: column for name, column in named.items() if column is not None}

    @classmethod
    def from_json(cls, data: Mapping[str, int]) -> Labels:
        return cls(int(data["entailment"]), data.get("neutral"), data.get("contradiction"))


def _normal(name: str) -> str:
    """ "Not_Entailment" -> "notentailment"; "" for the names transformers makes up (LABEL_0)."""
    folded = name.casefold()
    return "" if _GENERIC.fullmatch(folded) else re.sub(r"[^a-z0-9]", "", folded)


def read_labels(id2label: Mapping[int | str, str], source: str) -> Labels:
    """2 labels: the one named like entailment, or column 1 when they are unnamed (LABEL_0, LABEL_1), as
    MiniCheck's classifiers have it. 3 labels: all three named, since NLI models order them differently."""
    names = {int(column): _normal(str(name)) for column, name in id2label.items()}

    def find(kind: frozenset[str]) -> int | None:
        return next((column for column, name in sorted(names.items()) if name in kind), None)

    entailment = find(ENTAILMENT)
    if len(names) == 2:
        if entailment is None and not any(names.values()):
            return Labels(1)
        if entailment is None:
            raise ValueError(
                f"{source}: neither of the labels {dict(id2label)} means entailed or supported; "
                "name one of them so in config.json's id2label"
            )
        return Labels(entailment)
    if len(names) == 3:
        neutral, contradiction = find(NEUTRAL), find(CONTRADICTION)
        if None in (entailment, neutral, contradiction) or len({entailment, neutral, contradiction}) < 3:
            raise ValueError(
                f"{source}: a 3-label model needs its labels named entailment, neutral and contradiction "
                f"(any case or spelling such as ENTAILMENT, entail), got {dict(id2label)}; set id2label in its "
                "config.json to the order it was trained with"
            )
        assert entailment is not None
        return Labels(entailment, neutral, contradiction)
    raise ValueError(f"{source}: a judge needs 2 or 3 labels, this model has {len(names)}: {dict(id2label)}")
