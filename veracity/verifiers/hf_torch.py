"""Hugging Face model folders run by torch: NLI and consistency classifiers, seq2seq checkers, own-code models.

- a sequence classifier reads (premise, claim) as a text pair; its labels say which column is what (`labels.py`);
- a seq2seq checker (MiniCheck-Flan-T5) reads "premise: ... hypothesis: ..." and its P(supported) is the first
  decoded token's softmax over "1" against "0", as MiniCheck computes it;
- a folder with its own model code (HHEM-2.1-Open) runs only with --trust-remote-code, through its `predict`.
"""

from __future__ import annotations

import inspect
import json
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Before transformers reads it: a model's own code must not reach the hub either (HHEM loads its tokenizer by id).
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
import torch
from transformers import (
    AutoConfig,
    AutoModelForSeq2SeqLM,
    AutoModelForSequenceClassification,
    AutoTokenizer,
    PretrainedConfig,
)

from veracity.verifiers.hf import SEQ2SEQ_TEMPLATE, in_batches
from veracity.verifiers.judges import JudgeOptions, VerifierLoadError
from veracity.verifiers.labels import Labels, read_labels

MAX_LENGTH = 512  # tokens of one (premise, claim) input; the checker's evidence is a sentence or two


@dataclass(frozen=True)
class Loaded:
    """A model folder as a judge runs it and `veracity models export` exports it."""

    model: Any  # a transformers PreTrainedModel
    tokenizer: Any  # a transformers tokenizer; None for a model that tokenizes in its own code
    kind: str  # "pair" (a classifier), "seq2seq" (MiniCheck-Flan-T5) or "predict" (its own code)
    labels: Labels
    input_names: tuple[str, ...]  # the tokenizer outputs the model takes, in the order `Logits` takes them
    max_length: int
    picks: tuple[int, int] | None = None  # seq2seq: the token ids of "0" and "1"
    device: str = "cpu"


def _max_length(tokenizer: Any, config: PretrainedConfig) -> int:
    limits = [tokenizer.model_max_length, getattr(config, "max_position_embeddings", None)]
    return min([n for n in limits if isinstance(n, int) and 0 < n < 100_000] + [MAX_LENGTH])


def _first_token(tokenizer: Any, text: str, name: str) -> int:
    ids = tokenizer(text, add_special_tokens=False).input_ids
    if not ids or ids[0] == tokenizer.unk_token_id:
        raise VerifierLoadError(f"{name}: its tokenizer has no token for {text!r}, which a seq2seq checker answers")
    return int(ids[0])


def has_own_code(folder: Path, name: str) -> bool:
    """Whether the folder's config.json names model code of its own (`auto_map`), as HHEM-2.1-Open's does."""
    config_file = folder / "config.json"
    if not config_file.is_file():
        raise VerifierLoadError(f"{name}: {folder} has no config.json; is it a Hugging Face model folder?")
    return "auto_map" in json.loads(config_file.read_text(encoding="utf-8"))


def load(folder: Path, name: str, options: JudgeOptions) -> Loaded:
    if options.device == "cuda" and not torch.cuda.is_available():
        raise VerifierLoadError(f"{name}: --device cuda, but torch finds no CUDA GPU here")
    own_code = has_own_code(folder, name)
    if own_code and not options.trust_remote_code:
        raise VerifierLoadError(
            f"{name} brings its own model code (as HHEM-2.1-Open does); read it, then pass --trust-remote-code "
            "to run it"
        )
    common = {"local_files_only": True, "trust_remote_code": own_code}
    try:
        config = AutoConfig.from_pretrained(folder, **common)
        if own_code or not config.is_encoder_decoder:
            model = AutoModelForSequenceClassification.from_pretrained(folder, **common)
        else:
            model = AutoModelForSeq2SeqLM.from_pretrained(folder, **common)
        predicts = own_code and callable(getattr(model, "predict", None))
        tokenizer = None if predicts else AutoTokenizer.from_pretrained(folder, **common)
    except (OSError, ValueError) as exc:
        raise VerifierLoadError(f"{name}: cannot load {folder}: {exc}") from None
    model.eval().to(options.device)
    if predicts:
        return Loaded(model, None, "predict", Labels(1), (), MAX_LENGTH, device=options.device)
    accepted = inspect.signature(model.forward).parameters
    names = tuple(n for n in tokenizer.model_input_names if n in accepted)
    length = _max_length(tokenizer, config)
    if config.is_encoder_decoder:
        picks = (_first_token(tokenizer, "0", name), _first_token(tokenizer, "1", name))
        return Loaded(model, tokenizer, "seq2seq", Labels(1), names, length, picks, options.device)
    try:
        labels = read_labels(config.id2label, name)
    except ValueError as exc:
        raise VerifierLoadError(str(exc)) from None
    return Loaded(model, tokenizer, "pair", labels, names, length, device=options.device)


def encode(loaded: Loaded, premises: Sequence[str], claims: Sequence[str]) -> list[torch.Tensor]:
    """The model's inputs for a batch of pairs, in `loaded.input_names` order."""
    common = {"truncation": True, "max_length": loaded.max_length, "padding": True, "return_tensors": "pt"}
    if loaded.kind == "seq2seq":
        texts = [SEQ2SEQ_TEMPLATE.format(premise=p, claim=c) for p, c in zip(premises, claims, strict=True)]
        encoded = loaded.tokenizer(texts, **common)
    else:
        encoded = loaded.tokenizer(list(premises), list(claims), **common)
    return [encoded[n].to(loaded.device) for n in loaded.input_names]


class Logits(torch.nn.Module):
    """Label logits, one row per input: a classifier's own, or a seq2seq model's first decoded token
    restricted to "0" and "1" (so that ONNX exports it as a classifier)."""

    def __init__(self, loaded: Loaded) -> None:
        super().__init__()
        self.model = loaded.model
        self.names = loaded.input_names
        self.picks = list(loaded.picks or ())
        self.start = int(getattr(loaded.model.config, "decoder_start_token_id", None) or 0)

    def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
        named = dict(zip(self.names, inputs, strict=True))
        if not self.picks:
            return self.model(**named).logits
        first = named["input_ids"][:, :1] * 0 + self.start  # traced as a batch of one start token each
        return self.model(**named, decoder_input_ids=first, use_cache=False).logits[:, 0, self.picks]


class TorchJudge:
    def __init__(self, name: str, folder: Path, options: JudgeOptions) -> None:
        self.name = name
        self.loaded = load(folder, name, options)
        self.three_way = self.loaded.labels.three_way
        self.logits = None if self.loaded.kind == "predict" else Logits(self.loaded)
        self.batch_size = options.batch_size
        self._lock = threading.Lock()  # a fast tokenizer refuses concurrent calls that set truncation

    def score(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        return in_batches(self._probabilities, premises, claims, self.batch_size, self.loaded.labels)

    def _probabilities(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        with self._lock, torch.inference_mode():
            if self.logits is None:
                supported = self.loaded.model.predict(list(zip(premises, claims, strict=True)))
                p = torch.as_tensor(supported, dtype=torch.float64).cpu().numpy()
                return np.column_stack([1.0 - p, p])
            logits = self.logits(*encode(self.loaded, premises, claims))
            return torch.softmax(logits.double(), dim=-1).cpu().numpy()

    def probe(self) -> str:
        return f"{self.name}: {self.loaded.kind} model, labels {self.loaded.labels.to_json()}, on {self.loaded.device}"
