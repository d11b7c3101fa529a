"""`hf:PATH`: a local Hugging Face model folder, or one that `veracity models export` made into ONNX.

Nothing is downloaded at run time: a hub id counts only where it is already in the local cache. An
exported folder needs onnxruntime and tokenizers alone; a model folder needs torch and transformers
(the `[hf]` extra), loaded only here so that the default install never imports them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from veracity.verifiers.judged import Judge
from veracity.verifiers.judges import DEVICES, JudgeOptions, VerifierLoadError
from veracity.verifiers.labels import Labels

DESCRIPTOR = "veracity-judge.json"  # what `veracity models export` writes beside model.onnx
SEQ2SEQ_TEMPLATE = "premise: {premise} hypothesis: {claim}"  # MiniCheck-Flan-T5's input
PRECISIONS = ("int8", "fp32")  # of an export's weights
_HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*/[\w.-]+")


def in_batches(
    probabilities: Callable[[Sequence[str], Sequence[str]], np.ndarray],
    premises: Sequence[str],
    claims: Sequence[str],
    size: int,
    labels: Labels,
) -> np.ndarray:
    """A judge's P(entailed, neutral, contradicted) for all pairs, `size` pairs a forward pass to bound memory."""
    parts = [probabilities(premises[i : i + size], claims[i : i + size]) for i in range(0, len(claims), size)]
    return labels.rows(np.concatenate(parts)) if parts else np.zeros((0, 3))


def _from_cache(hub_id: str) -> Path | None:
    try:
        from huggingface_hub import snapshot_download
    except ImportError:
        return None
    try:
        return Path(snapshot_download(hub_id, local_files_only=True))
    except Exception:  # huggingface_hub says "not cached" with several error classes across its versions
        return None


def resolve_folder(target: str) -> Path:
    path = Path(target).expanduser()
    if path.is_dir():
        return path
    if path.exists():
        raise VerifierLoadError(f"hf:{target} is a file; give the model's folder (config.json and its weights)")
    hub_like = _HUB_ID.fullmatch(target) is not None
    if hub_like and (cached := _from_cache(target)) is not None:
        return cached
    fetch = target if hub_like else "ORG/MODEL"
    raise VerifierLoadError(
        f"hf:{target}: no such folder{', and no such model in the local Hugging Face cache' if hub_like else ''}. "
        f"Veracity never downloads at run time: on a connected machine run `huggingface-cli download {fetch} "
        f"--local-dir {Path(fetch).name}`, copy that folder here and pass --verifier hf:FOLDER"
    )


def load_hf(target: str, options: JudgeOptions) -> Judge:
    if options.device not in DEVICES:
        raise VerifierLoadError(f"device must be one of {', '.join(DEVICES)}, got {options.device!r}")
    folder = resolve_folder(target)
    name = f"hf:{target}"
    if (folder / DESCRIPTOR).is_file():
        from veracity.verifiers.hf_onnx import OnnxJudge

        return OnnxJudge(name, folder, options)
    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:
        raise VerifierLoadError(
            f"{name} is a Hugging Face model folder, which needs torch and transformers: "
            "pip install 'veracity[hf]'. Or export it where they are installed (`veracity models export "
            "FOLDER OUT`) and serve the ONNX folder OUT, which needs neither"
        ) from None
    from veracity.verifiers.hf_torch import TorchJudge

    return TorchJudge(name, folder, options)
