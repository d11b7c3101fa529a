"""Cross-encoder NLI fine-tune of multilingual-e5-small on the 2 CPU cores, lower layers frozen and cached.

  python probes/e5_cross_encoder/train.py sample   # -> $WORK/sample.jsonl (fixed seed)
  python probes/e5_cross_encoder/train.py cache    # -> $WORK/cache_K{K}.npy + index (resumable by chunks)
  python probes/e5_cross_encoder/train.py train    # -> $WORK/ckpt_*.pt each half epoch, $WORK/final.pt

WORK defaults to /work/e5work. Labels: 0 entailment, 1 neutral, 2 contradiction, 3 "not entailment"
(2-way sets; loss -log(P(neutral) + P(contradiction))).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5 import E5Tokenizer, load_encoder, mean_pool

WORK = Path(os.environ.get("E5WORK", "/work/e5work"))
NLI = Path("/work/shared/eval/nli/train")
SEED = 20261202
MAX_LEN = 128
K = int(os.environ.get("E5_K", "9"))  # frozen lower layers
N = int(os.environ.get("E5_N", "32000"))  # pairs used: the first N of the (shuffled) sample

# pairs drawn from each file (all of it where the file is smaller)
SAMPLE = {
    "lingnli": 11000,
    "mnli_dev": 5500,
    "mnli10k": 3500,
    "mnli_de_mt": 5000,
    "fever": 4500,
    "wice_partial": 374,
    "sufficient_facts": 2988,
    "snli10k": 2000,
    "breaking_nli": 1200,
    "fever_symmetric": 1386,
    "fm2": 1200,
    "climate_fever": 800,
    "healthver": 800,
    "covid_fact": 800,
    "scifact_rte": 771,
    "glue_rte": 1000,
    "rte3_de_it": 2000,
    "jnli": 1500,
    "janli": 1500,
    "klue_nli": 2000,
    "assin1": 1500,
    "assin2": 1500,
    "indonli": 2500,
    "farstail": 1800,
}
LABEL = {"entailment": 0, "paraphrase": 0, "neutral": 1, "contradiction": 2, "not_entailment": 3, "none": 3}


def log(msg: str) -> None:
    line = f"[{time.strftime('%H:%M:%S')}] {msg}"
    print(line, flush=True)
    with open(WORK / "train.log", "a") as f:
        f.write(line + "\n")


# ------------------------------------------------------------------------------------------- sample
def cmd_sample(_args) -> None:
    rng = random.Random(SEED)
    rows = []
    for name, n in SAMPLE.items():
        with gzip.open(NLI / f"{name}.jsonl.gz", "rt", encoding="utf-8") as f:
            pairs = [json.loads(line) for line in f if line.strip()]
        rng.shuffle(pairs)
        for p in pairs[:n]:
            rows.append(
                {
                    "src": name,
                    "lang": p.get("lang", ""),
                    "premise": p["premise"],
                    "hypothesis": p["hypothesis"],
                    "y": LABEL[p["label"]],
                }
            )
    rng.shuffle(rows)
    with open(WORK / "sample.jsonl", "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter

    log(f"sample: {len(rows)} pairs; labels {dict(Counter(r['y'] for r in rows))}")
    log(f"langs {dict(Counter(r['lang'][:2] for r in rows))}")


def load_sample() -> list[dict]:
    with open(WORK / "sample.jsonl") as f:
        return [json.loads(line) for line in f][:N]


# ------------------------------------------------------------------------------------------- cache
def cmd_cache(args) -> None:
    torch.set_num_threads(2)
    rows = load_sample()
    tok = E5Tokenizer()
    t0 = time.time()
    ids = tok.pairs([r["hypothesis"] for r in rows], [r["premise"] for r in rows], MAX_LEN)
    lens = np.array([len(s) for s in ids], dtype=np.int32)
    log(f"tokenized {len(ids)} pairs in {time.time() - t0:.1f}s; mean len {lens.mean():.1f}, max {lens.max()}")
    np.save(WORK / "lens.npy", lens)
    np.save(WORK / "ids.npy", np.array([t for s in ids for t in s], dtype=np.int32))
    offsets = np.concatenate([[0], np.cumsum(lens)]).astype(np.int64)
    np.save(WORK / "offsets.npy", offsets)
    total = int(offsets[-1])
    path = WORK / f"cache_K{K}.f16"
    done_path = WORK / f"cache_K{K}.rows.npy"  # sample rows already cached
    mm = np.memmap(path, dtype=np.float16, mode="r+" if path.exists() else "w+", shape=(total, 384))
    done = np.load(done_path) if done_path.exists() else np.zeros(len(ids), dtype=bool)
    old = WORK / f"cache_K{K}.done"  # first layout: chunks of 64 over the length-sorted rows
    if old.exists():
        order = np.argsort(lens, kind="stable")
        for ci in json.loads(old.read_text()):
            done[order[ci * 64 : (ci + 1) * 64]] = True
        old.rename(WORK / f"cache_K{K}.done.migrated")
        np.save(done_path, done)
    enc = load_encoder().eval()
    del enc.layers[K:]
    # rows in sample order (a random order), blocks of 1024 sorted by length inside: whatever prefix
    # is cached when time runs out is an unbiased sample of the draw
    B = 64
    t0 = time.time()
    n_new = 0
    for start in range(0, len(ids), 1024):
        block = np.arange(start, min(start + 1024, len(ids)))
        block = block[~done[block]]
        block = block[np.argsort(lens[block], kind="stable")]
        for ci in range(0, len(block), B):
            chunk = block[ci : ci + B]
            seqs = [ids[j] for j in chunk]
            L = max(len(s) for s in seqs)
            x = torch.full((len(seqs), L), tok.pad, dtype=torch.long)
            m = torch.zeros((len(seqs), L), dtype=torch.bool)
            for i, s in enumerate(seqs):
                x[i, : len(s)] = torch.tensor(s)
                m[i, : len(s)] = True
            with torch.no_grad():
                h = enc(x, m).to(torch.float16).numpy()
            for i, j in enumerate(chunk):
                mm[offsets[j] : offsets[j + 1]] = h[i, : lens[j]]
            done[chunk] = True
            n_new += len(chunk)
        mm.flush()
        np.save(done_path, done)
        el = time.time() - t0
        prefix = int(np.argmin(done)) if not done.all() else len(done)
        log(
            f"cache: rows < {start + 1024} done; complete prefix {prefix}; {n_new} new pairs in {el:.0f}s ({1000 * el / max(n_new, 1):.1f} ms/pair)"
        )
    mm.flush()
    log(f"cache done: {total} tokens, {path.stat().st_size / 2**20:.0f} MiB, {time.time() - t0:.0f}s")


# ------------------------------------------------------------------------------------------- model
class Top(nn.Module):
    """Layers K..11 of the encoder and a 3-way head on the mean-pooled output."""

    def __init__(self, enc) -> None:
        super().__init__()
        self.layers = nn.ModuleList(list(enc.layers[K:]))
        self.dense = nn.Linear(384, 384)
        self.out = nn.Linear(384, 3)
        self.drop = nn.Dropout(0.1)

    def forward(self, h: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        bias = ((~mask).to(h.dtype) * -1e9)[:, None, None, :]
        for layer in self.layers:
            h = layer(h, bias)
        p = mean_pool(h, mask)
        return self.out(self.drop(torch.tanh(self.dense(self.drop(p)))))


def nli_loss(logits: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    lp = logits.log_softmax(-1)
    three = y < 3
    loss = torch.zeros_like(y, dtype=lp.dtype)
    if three.any():
        loss[three] = -lp[three].gather(1, y[three, None]).squeeze(1)
    if (~three).any():
        loss[~three] = -torch.logsumexp(lp[~three, 1:], dim=-1)
    return loss.mean()


def batches_for_epoch(lens: np.ndarray, epoch: int, B: int = 32) -> list[np.ndarray]:
    """Shuffled, then sorted by length inside pools of 50 batches; the batches are shuffled again."""
    rng = np.random.default_rng(SEED + epoch)
    perm = rng.permutation(len(lens))
    out = []
    pool = B * 50
    for i in range(0, len(perm), pool):
        p = perm[i : i + pool]
        p = p[np.argsort(lens[p], kind="stable")]
        out.extend(p[j : j + B] for j in range(0, len(p), B))
    rng.shuffle(out)
    return out


def cmd_train(args) -> None:
    torch.set_num_threads(2)
    torch.manual_seed(SEED)
    rows = load_sample()
    y_all = torch.tensor([r["y"] for r in rows])
    lens = np.load(WORK / "lens.npy")
    offsets = np.load(WORK / "offsets.npy")
    done = np.load(WORK / f"cache_K{K}.rows.npy")
    prefix = int(np.argmin(done)) if not done.all() else len(done)
    n_use = int(os.environ.get("E5_TRAIN_N", prefix))  # the first n_use sample rows (all cached)
    assert done[:n_use].all(), "rows not cached yet"
    lens = lens[:n_use]
    log(f"training on the first {n_use} sample rows")
    cache = np.memmap(WORK / f"cache_K{K}.f16", dtype=np.float16, mode="r", shape=(int(offsets[-1]), 384))
    cache = np.array(cache)  # into RAM
    enc = load_encoder()
    model = Top(enc)
    del enc
    head = [p for n, p in model.named_parameters() if n.startswith(("dense", "out"))]
    body = [p for n, p in model.named_parameters() if n.startswith("layers")]
    opt = torch.optim.AdamW([{"params": body, "lr": args.lr}, {"params": head, "lr": args.head_lr}], weight_decay=0.01)
    epochs = args.epochs
    per_epoch = len(batches_for_epoch(lens, 0))
    total_steps = epochs * per_epoch
    warm = int(0.06 * total_steps)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt,
        lambda s: (
            min(1.0, (s + 1) / warm) * max(0.0, (total_steps - s) / max(1, total_steps - warm))
            if s >= warm
            else (s + 1) / warm
        ),
    )
    step = 0
    ckpts = sorted(WORK.glob(f"ckpt_K{K}_*.pt"), key=lambda p: int(p.stem.split("_")[-1]))
    if ckpts:
        st = torch.load(ckpts[-1], weights_only=False)
        model.load_state_dict(st["model"])
        opt.load_state_dict(st["opt"])
        sched.load_state_dict(st["sched"])
        torch.set_rng_state(st["rng"])
        step = st["step"]
        log(f"resumed from {ckpts[-1].name} at step {step}")
    half = per_epoch // 2
    model.train()
    t0 = time.time()
    run_loss, run_n, s0 = 0.0, 0, step
    for epoch in range(epochs):
        batches = batches_for_epoch(lens, epoch)
        for bi, b in enumerate(batches):
            gstep = epoch * per_epoch + bi
            if gstep < step:
                continue
            L = int(lens[b].max())
            h = torch.zeros((len(b), L, 384), dtype=torch.float32)
            m = torch.zeros((len(b), L), dtype=torch.bool)
            for i, j in enumerate(b):
                n = lens[j]
                h[i, :n] = torch.from_numpy(cache[offsets[j] : offsets[j] + n].astype(np.float32))
                m[i, :n] = True
            logits = model(h, m)
            loss = nli_loss(logits, y_all[b])
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            step = gstep + 1
            run_loss += loss.item()
            run_n += 1
            if step % 100 == 0:
                el = time.time() - t0
                log(
                    f"epoch {epoch} step {step}/{total_steps} loss {run_loss / run_n:.4f} "
                    f"{el / max(step - s0, 1) * 1000:.0f} ms/step, eta {(total_steps - step) * el / max(step - s0, 1) / 60:.1f} min"
                )
                run_loss, run_n = 0.0, 0
            if step % half == 0 or step == total_steps:
                torch.save(
                    {
                        "model": model.state_dict(),
                        "opt": opt.state_dict(),
                        "sched": sched.state_dict(),
                        "rng": torch.get_rng_state(),
                        "step": step,
                    },
                    WORK / f"ckpt_K{K}_{step}.pt",
                )
                log(f"checkpoint at step {step} ({time.time() - t0:.0f}s this run)")
    torch.save({"model": model.state_dict(), "K": K}, WORK / f"final_K{K}.pt")
    log(f"training done: {time.time() - t0:.0f}s this run")


def cmd_bench(_args) -> None:
    torch.set_num_threads(2)
    enc = load_encoder()
    tok = E5Tokenizer()
    rows = load_sample()[:64]
    ids = tok.pairs([r["hypothesis"] for r in rows], [r["premise"] for r in rows], MAX_LEN)
    print("mean len", np.mean([len(s) for s in ids]))
    seqs = ids[:32]
    L = max(len(s) for s in seqs)
    x = torch.full((32, L), 1, dtype=torch.long)
    m = torch.zeros((32, L), dtype=torch.bool)
    for i, s in enumerate(seqs):
        x[i, : len(s)] = torch.tensor(s)
        m[i, : len(s)] = True
    with torch.no_grad():
        t = time.time()
        h = enc.embed(x)
        h8 = enc.run_layers(h, m, 0, K)
        print(f"lower {K} layers, batch 32 x {L}: {time.time() - t:.2f}s")
    model = Top(enc)
    opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
    for _ in range(3):
        t = time.time()
        loss = nli_loss(model(h8, m), torch.tensor([r["y"] for r in rows[:32]]))
        opt.zero_grad()
        loss.backward()
        opt.step()
        print(f"train step top {12 - K}: {time.time() - t:.2f}s")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["sample", "cache", "train", "bench"])
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--head-lr", type=float, default=1e-3)
    a = ap.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    {"sample": cmd_sample, "cache": cmd_cache, "train": cmd_train, "bench": cmd_bench}[a.cmd](a)
