"""Token-level attention over USE token vectors, 3-way NLI (README.md). Args: dev sets to report after each epoch."""

import sys
import time

import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
torch.set_num_threads(2)
D = "/work/tok/"


def load(name):
    return (
        np.load(D + name + "_tok.npy", mmap_mode="r"),
        np.load(D + name + "_off.npy"),
        np.load(D + name + "_sent.npy"),
        np.load(D + name + "_y.npy"),
    )


class Model(nn.Module):
    def __init__(s, d=200, drop=0.2):
        super().__init__()
        s.f = nn.Sequential(nn.Dropout(drop), nn.Linear(512, d), nn.ReLU())
        s.g = nn.Sequential(nn.Dropout(drop), nn.Linear(4 * d, d), nn.ReLU())
        s.gp = nn.Sequential(nn.Dropout(drop), nn.Linear(4 * d, d), nn.ReLU())
        s.h = nn.Sequential(
            nn.Dropout(drop), nn.Linear(4 * d + 4 * 512, d), nn.ReLU(), nn.Dropout(drop), nn.Linear(d, 3)
        )

    def forward(s, P, mp, H, mh, p, h):
        A, B = s.f(P), s.f(H)  # (b,m,d), (b,n,d)
        E = B @ A.transpose(1, 2)  # (b,n,m)
        beta = torch.softmax(E.masked_fill(~mp[:, None, :], -1e4), 2) @ A
        alpha = torch.softmax(E.masked_fill(~mh[:, :, None], -1e4), 1).transpose(1, 2) @ B
        vh = s.g(torch.cat([B, beta, B - beta, B * beta], -1))
        vp = s.gp(torch.cat([A, alpha, A - alpha, A * alpha], -1))

        def pool(v, m):
            mf = m[..., None].float()
            return torch.cat([(v * mf).sum(1) / mf.sum(1), v.masked_fill(~m[..., None], -1e4).max(1).values], -1)

        x = torch.cat([pool(vh, mh), pool(vp, mp), p, h, (p - h).abs(), p * h], -1)
        return s.h(x)


def batch(data, idx):
    tok, off, sent, y = data
    P = [tok[off[2 * i] : off[2 * i + 1]] for i in idx]
    H = [tok[off[2 * i + 1] : off[2 * i + 2]] for i in idx]

    def pad(xs):
        n = max(len(x) for x in xs)
        out = np.zeros((len(xs), n, 512), np.float32)
        m = np.zeros((len(xs), n), bool)
        for k, x in enumerate(xs):
            out[k, : len(x)] = x
            m[k, : len(x)] = True
        return torch.from_numpy(out), torch.from_numpy(m)

    (Pt, mp), (Ht, mh) = pad(P), pad(H)
    s = torch.from_numpy(sent[idx])
    return Pt, mp, Ht, mh, s[:, 0], s[:, 1], torch.from_numpy(y[idx])


def loss_fn(logits, y):
    lp = torch.log_softmax(logits, -1)
    three = y >= 0
    l3 = -lp[three, y[three]] if three.any() else lp.new_zeros(0)
    l2 = -torch.logsumexp(lp[~three][:, 1:], -1) if (~three).any() else lp.new_zeros(0)
    return torch.cat([l3, l2]).mean()


def evaluate(model, data):
    model.eval()
    n = len(data[3])
    preds = []
    with torch.no_grad():
        for s in range(0, n, 256):
            idx = np.arange(s, min(n, s + 256))
            b = batch(data, idx)
            preds.append(torch.softmax(model(*b[:6]), -1).numpy())
    model.train()
    P = np.concatenate(preds)
    y = data[3]
    m = y >= 0
    return (P[m].argmax(1) == y[m]).mean(), P


if __name__ == "__main__":
    train = load("train")
    devs = {k: load(k) for k in sys.argv[1:]}
    model = Model()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
    n = len(train[3])
    rng = np.random.default_rng(0)
    epochs = 4
    bs = 64
    steps = epochs * (n // bs)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, 1e-3, total_steps=steps, pct_start=0.05)
    t0 = time.time()
    step = 0
    for ep in range(epochs):
        order = rng.permutation(n)
        tot = 0
        for s in range(0, n - bs + 1, bs):
            b = batch(train, np.sort(order[s : s + bs]))
            loss = loss_fn(model(*b[:6]), b[6])
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            step += 1
            tot += loss.item()
            if step % 200 == 0:
                print(f"ep {ep} step {step} loss {tot / (s // bs + 1):.3f} {time.time() - t0:.0f}s", flush=True)
        print(
            "epoch",
            ep,
            {k: round(float(evaluate(model, d)[0]), 3) for k, d in devs.items()},
            f"{time.time() - t0:.0f}s",
            flush=True,
        )
        torch.save(model.state_dict(), D + f"model_ep{ep}.pt")
