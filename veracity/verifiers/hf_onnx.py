"""An exported judge (`veracity models export`): model.onnx run by onnxruntime, tokenizer.json by `tokenizers`.

Neither needs torch, so a server without the `[hf]` extra serves it. The folder's veracity-judge.json says
how the model reads its input (a text pair, or one templated text) and what its output columns mean.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import onnxruntime
from tokenizers import Tokenizer

from veracity.verifiers.hf import DESCRIPTOR, in_batches
from veracity.verifiers.judges import JudgeOptions, VerifierLoadError
from veracity.verifiers.labels import Labels

FORMAT_VERSION = 1
_FEEDS = {"input_ids": "ids", "attention_mask": "attention_mask", "token_type_ids": "type_ids"}


def _softmax(logits: np.ndarray) -> np.ndarray:
    z = np.exp(logits - logits.max(axis=1, keepdims=True))
    return z / z.sum(axis=1, keepdims=True)


class OnnxJudge:
    def __init__(self, name: str, folder: Path, options: JudgeOptions) -> None:
        self.name = name
        missing = [file for file in ("tokenizer.json", "model.onnx") if not (folder / file).is_file()]
        if missing:
            raise VerifierLoadError(f"{name}: not a whole export, it lacks {' and '.join(missing)}; export it again")
        try:
            about = json.loads((folder / DESCRIPTOR).read_text(encoding="utf-8"))
            if about.get("version") != FORMAT_VERSION:
                raise ValueError(f"format {about.get('version')!r}, not {FORMAT_VERSION}")
            self.labels = Labels.from_json(about["labels"])
            self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
            # Set once here: `encode_batch` only reads them, so threads may share the tokenizer.
            self.tokenizer.enable_truncation(about["max_length"])
            self.tokenizer.enable_padding(pad_id=about["pad_token_id"], pad_token=about["pad_token"])
        except Exception as exc:  # tokenizers says a file is broken with a bare Exception
            raise VerifierLoadError(f"{name}: a broken export ({exc}); run `veracity models export` again") from None
        self.about = about
        self.three_way = self.labels.three_way
        self.template: str | None = about.get("template")
        self.batch_size = options.batch_size
        providers = ["CPUExecutionProvider"]
        if options.device == "cuda":
            if "CUDAExecutionProvider" not in onnxruntime.get_available_providers():
                raise VerifierLoadError(f"{name}: --device cuda needs onnxruntime-gpu, which is not installed here")
            providers.insert(0, "CUDAExecutionProvider")
        self.session = onnxruntime.InferenceSession(str(folder / "model.onnx"), providers=providers)
        self.inputs = [i.name for i in self.session.get_inputs()]

    def score(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        return in_batches(self._probabilities, premises, claims, self.batch_size, self.labels)

    def _probabilities(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        if self.template is None:
            encodings = self.tokenizer.encode_batch(list(zip(premises, claims, strict=True)))
        else:
            texts = [self.template.format(premise=p, claim=c) for p, c in zip(premises, claims, strict=True)]
            encodings = self.tokenizer.encode_batch(texts)
        feeds = {n: np.array([getattr(e, _FEEDS[n]) for e in encodings], dtype=np.int64) for n in self.inputs}
        (logits,) = self.session.run(None, feeds)
        return _softmax(logits.astype(np.float64))

    def probe(self) -> str:
        return (
            f"{self.name}: ONNX export of {self.about.get('source')} ({self.about.get('precision')}), "
            f"labels {self.labels.to_json()}"
        )
