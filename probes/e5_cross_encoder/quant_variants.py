"""int8 variants of the exported cross-encoder: max |dP| against the fp32 ONNX model on 256 dev pairs."""

import json
import os
import sys
import time

import numpy as np
import onnx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5 import E5Tokenizer
from model import OnnxScorer, batches
from onnxruntime.quantization import QuantType, quantize_dynamic

W = sys.argv[1] if len(sys.argv) > 1 else "/work/e5work"
fp32 = f"{W}/ce.onnx"
tok = E5Tokenizer()
rows = [json.loads(line) for line in open("/work/e5work/dev_claims.jsonl")]
claims, evs = [], []
for r in rows:
    for part in r["parts"]:
        for text, ctx in part["cands"][:1]:
            claims.append(part["claim"])
            evs.append(f"{ctx}: {text}" if ctx else text)
pick = np.random.default_rng(0).choice(len(claims), size=256, replace=False)
seqs = tok.pairs([claims[i] for i in pick], [evs[i] for i in pick], 128)
ref = OnnxScorer(fp32).score(seqs)
names = [n.name for n in onnx.load(fp32).graph.node if n.op_type in ("MatMul", "Gemm")]
head = [n for n in names if "dense" in n or "out" in n.split("/")[-2:][0]]
print("matmul nodes", len(names), "head-like", head[-4:])
variants = {
    "per_channel": dict(per_channel=True),
    "per_channel+reduce_range": dict(per_channel=True, reduce_range=True),
    "per_channel, head fp32": dict(per_channel=True, nodes_to_exclude=names[-2:]),
    "per_channel, ffn-out fp32": dict(
        per_channel=True, nodes_to_exclude=[n for n in names if "/fo/" in n] + names[-2:]
    ),
}
for label, kw in variants.items():
    out = f"{W}/ce.int8.{label.replace(' ', '').replace(',', '_').replace('+', '_')}.onnx"
    quantize_dynamic(fp32, out, weight_type=QuantType.QInt8, **kw)
    sc = OnnxScorer(out)
    got = sc.score(seqs)
    d = np.abs(got - ref)
    t = time.perf_counter()
    n = 0
    for idx, ids, mask in batches(seqs[:64], 8):
        sc(ids, mask)
        n += len(idx)
    print(
        f"{label}: {os.path.getsize(out) / 2**20:.1f} MiB, max |dP| {d.max():.4f}, mean {d.mean():.4f}, "
        f"argmax agree {(got.argmax(1) == ref.argmax(1)).mean():.3f}, batch 8 {1000 * (time.perf_counter() - t) / n:.1f} ms/pair",
        flush=True,
    )
