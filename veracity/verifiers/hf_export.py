"""`veracity models export`: a Hugging Face judge as int8 ONNX, so that a server without torch can serve it.

The exported graph is the same `Logits` the torch judge runs, so both give the same label logits; dynamic
quantization stores the weights as int8 (about a quarter of the size) and costs a little accuracy.
"""

from __future__ import annotations

import json
import tempfile
import warnings
from pathlib import Path

import torch

from veracity.verifiers.hf import DESCRIPTOR, PRECISIONS, SEQ2SEQ_TEMPLATE, resolve_folder
from veracity.verifiers.hf_onnx import FORMAT_VERSION
from veracity.verifiers.hf_torch import Logits, encode, has_own_code, load
from veracity.verifiers.judges import JudgeOptions, VerifierLoadError

OPSET = 17


def export(source: str, out: Path, precision: str = "int8") -> Path:
    """Writes model.onnx, the tokenizer's files and veracity-judge.json into `out`; returns model.onnx."""
    if precision not in PRECISIONS:
        raise VerifierLoadError(f"precision must be one of {', '.join(PRECISIONS)}, got {precision!r}")
    folder, name = resolve_folder(source), f"hf:{source}"
    if has_own_code(folder, name):
        raise VerifierLoadError(
            f"{name} brings its own model code (as HHEM-2.1-Open does), which does not export to ONNX; serve it "
            f"with torch (the [hf] extra): --verifier {name} --trust-remote-code"
        )
    loaded = load(folder, name, JudgeOptions())
    if not loaded.tokenizer.is_fast:
        raise VerifierLoadError(f"{name}: its tokenizer has no tokenizer.json (a fast tokenizer), which ONNX needs")
    out.mkdir(parents=True, exist_ok=True)
    target = out / "model.onnx"
    sample = encode(loaded, ["Veracity checks claims against evidence."], ["Veracity checks claims."])
    axes = {name: {0: "batch", 1: "sequence"} for name in loaded.input_names}
    with tempfile.TemporaryDirectory() as work, warnings.catch_warnings():
        # The tracer warns of what holds here: one decoder step, constant label ids; and that it is the legacy
        # exporter, which needs no onnxscript and exports transformers' models as they run.
        warnings.simplefilter("ignore", category=torch.jit.TracerWarning)
        warnings.simplefilter("ignore", category=DeprecationWarning)
        plain = target if precision == "fp32" else Path(work) / "model.fp32.onnx"
        torch.onnx.export(
            Logits(loaded),
            tuple(sample),
            str(plain),
            input_names=list(loaded.input_names),
            output_names=["logits"],
            dynamic_axes={**axes, "logits": {0: "batch"}},
            opset_version=OPSET,
            dynamo=False,
        )
        if precision == "int8":
            from onnxruntime.quantization import QuantType, quantize_dynamic

            quantize_dynamic(str(plain), str(target), weight_type=QuantType.QInt8)
    loaded.tokenizer.save_pretrained(out)
    about = {
        "format": "veracity-judge",
        "version": FORMAT_VERSION,
        "source": source,
        "kind": loaded.kind,
        "labels": loaded.labels.to_json(),
        "template": SEQ2SEQ_TEMPLATE if loaded.kind == "seq2seq" else None,
        "max_length": loaded.max_length,
        "pad_token": loaded.tokenizer.pad_token,
        "pad_token_id": loaded.tokenizer.pad_token_id,
        "precision": precision,
    }
    (out / DESCRIPTOR).write_text(json.dumps(about, indent=1) + "\n", encoding="utf-8")
    return target
