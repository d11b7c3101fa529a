"""Token and sentence vectors of the NLI pairs into /work/tok/ (README.md): `extract.py train` or `extract.py dev`."""

import gzip
import json
import os
import random
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from feats import Tokens

NLI = "/work/shared/eval/nli"
CAP = int(os.environ.get("CAP", 8000))
LAB = {"entailment": 0, "paraphrase": 0, "neutral": 1, "contradiction": 2, "not_entailment": -1, "none": -1}


def rows(path, cap=None, seed=0):
    r = [json.loads(l) for l in gzip.open(path, "rt")]
    if cap and len(r) > cap:
        random.Random(seed).shuffle(r)
        r = r[:cap]
    return [(x["premise"], x["hypothesis"], LAB[x["label"]], x.get("lang", "")) for x in r if x["label"] in LAB]


t = Tokens()


def dump(name, pairs):
    t0 = time.time()
    toks, offs, sent, labels = [], [0], [], []
    for s in range(0, len(pairs), 2000):
        chunk = pairs[s : s + 2000]
        enc = t.encode([x for p, h, _, _ in chunk for x in (p, h)])
        for k, (_p, _h, y, _) in enumerate(chunk):
            (tp, zp), (th, zh) = enc[2 * k], enc[2 * k + 1]
            toks += [tp.astype(np.float16), th.astype(np.float16)]
            offs += [offs[-1] + len(tp), offs[-1] + len(tp) + len(th)]
            sent.append(np.stack([zp, zh]))
            labels.append(y)
    np.save(f"/work/tok/{name}_tok.npy", np.concatenate(toks))
    np.save(f"/work/tok/{name}_off.npy", np.array(offs))
    np.save(f"/work/tok/{name}_sent.npy", np.array(sent, dtype=np.float32))
    np.save(f"/work/tok/{name}_y.npy", np.array(labels))
    print(name, len(pairs), offs[-1], f"{time.time() - t0:.0f}s", flush=True)


which = sys.argv[1]
if which == "dev":
    for f in ("xglue_nli_de", "sick_corrected", "kornli_xnli", "jnli", "indonli"):
        dump(f, rows(f"{NLI}/dev/{f}.jsonl.gz")[:2000])
else:
    pairs = []
    for f in sorted(os.listdir(f"{NLI}/train")):
        if f.startswith("qnli"):
            continue
        pairs += rows(f"{NLI}/train/{f}", CAP)
    random.Random(1).shuffle(pairs)
    dump("train", pairs)
