"""Tiny random Hugging Face judges built on the spot: nothing is downloaded.

A word-level tokenizer is trained on the test sentences and wrapped as transformers' fast tokenizer; the
models are transformers' own classes at a few thousand parameters. Their outputs mean nothing; the tests
check that Veracity reads them as transformers computes them, and that an ONNX export gives the same.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SENTENCES = [
    "Titanic was directed by James Cameron.",
    "Titanic is a 1997 American epic romantic disaster movie directed by James Cameron.",
    "It stars Kate Winslet and Leonardo DiCaprio.",
    "The Eiffel Tower is 330 metres tall.",
    "The Eiffel Tower is 300 metres tall.",
    "The museum is open Monday to Friday and closed on weekends.",
    "premise: hypothesis: 0 1",
]


def require_torch() -> None:
    """Skip where the [hf] extra is not installed, or fail where CI requires it (VERACITY_TEST_HF=required)."""
    try:
        import torch
        import transformers  # noqa: F401
    except ImportError:
        if os.environ.get("VERACITY_TEST_HF") == "required":
            pytest.fail("torch and transformers are required (VERACITY_TEST_HF=required): pip install '.[hf]'")
        pytest.skip("the [hf] extra (torch, transformers) is not installed; .ci/run installs it")
    torch.set_num_threads(1)


def tokenizer(seq2seq: bool = False):
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    specials = ["<pad>", "</s>", "<unk>"] if seq2seq else ["[PAD]", "[UNK]", "[CLS]", "[SEP]"]
    unk = specials[2] if seq2seq else specials[1]
    backend = Tokenizer(models.WordLevel(unk_token=unk))
    backend.normalizer = normalizers.Lowercase()
    backend.pre_tokenizer = pre_tokenizers.Whitespace()
    backend.train_from_iterator(SENTENCES, trainers.WordLevelTrainer(special_tokens=specials))
    if seq2seq:
        backend.post_processor = processors.TemplateProcessing(single="$A </s>", special_tokens=[("</s>", 1)])
        return PreTrainedTokenizerFast(
            tokenizer_object=backend,
            pad_token="<pad>",
            eos_token="</s>",
            unk_token="<unk>",
            model_max_length=64,
            model_input_names=["input_ids", "attention_mask"],
        )
    backend.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1", special_tokens=[("[CLS]", 2), ("[SEP]", 3)]
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=backend,
        pad_token="[PAD]",
        unk_token="[UNK]",
        cls_token="[CLS]",
        sep_token="[SEP]",
        model_max_length=64,
    )


def classifier(folder: Path, id2label: dict[int, str]) -> Path:
    """A 2-layer BERT sequence classifier with these labels."""
    import torch
    from transformers import BertConfig, BertForSequenceClassification

    tok = tokenizer()
    config = BertConfig(
        vocab_size=tok.vocab_size,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
        num_labels=len(id2label),
        id2label=id2label,
        label2id={v: k for k, v in id2label.items()},
    )
    torch.manual_seed(len(id2label))
    model = BertForSequenceClassification(config)
    with torch.no_grad():  # big enough weights that the labels' probabilities differ clearly
        model.classifier.weight.normal_(0, 2.0)
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def nli(folder: Path) -> Path:
    return classifier(folder, {0: "ENTAILMENT", 1: "neutral", 2: "Contradiction"})


def binary(folder: Path) -> Path:
    """Unnamed labels, as MiniCheck-RoBERTa's config has them: LABEL_1 is supported."""
    return classifier(folder, {0: "LABEL_0", 1: "LABEL_1"})


def seq2seq(folder: Path) -> Path:
    """A 2-layer T5, read as MiniCheck-Flan-T5 is."""
    import torch
    from transformers import T5Config, T5ForConditionalGeneration

    tok = tokenizer(seq2seq=True)
    config = T5Config(
        vocab_size=tok.vocab_size,
        d_model=32,
        d_kv=8,
        d_ff=64,
        num_layers=2,
        num_decoder_layers=2,
        num_heads=4,
        decoder_start_token_id=0,
        pad_token_id=0,
        eos_token_id=1,
    )
    torch.manual_seed(5)
    model = T5ForConditionalGeneration(config)
    with torch.no_grad():
        model.lm_head.weight.normal_(0, 4.0)
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


OWN_CODE = '''
import torch
from transformers import PretrainedConfig, PreTrainedModel


class OverlapConfig(PretrainedConfig):
    model_type = "overlap-judge"


class OverlapJudge(PreTrainedModel):
    """Like HHEM-2.1-Open: its own code, and a predict(pairs) that gives P(consistent)."""

    config_class = OverlapConfig

    def __init__(self, config):
        super().__init__(config)
        self.scale = torch.nn.Parameter(torch.ones(1))
        self.post_init()  # transformers 5 loads only models that finish their set-up with it

    def predict(self, pairs):
        shares = []
        for premise, claim in pairs:
            words = set(claim.lower().split())
            shares.append(len(words & set(premise.lower().split())) / max(len(words), 1))
        return torch.tensor(shares) * self.scale
'''


def own_code(folder: Path) -> Path:
    """A folder whose config.json names its own model code (auto_map), as HHEM-2.1-Open's does."""
    import importlib.util
    import sys

    source = folder.parent / f"{folder.name}_source"
    source.mkdir()
    (source / "overlap_judge.py").write_text(OWN_CODE)
    spec = importlib.util.spec_from_file_location("overlap_judge", source / "overlap_judge.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["overlap_judge"] = module
    spec.loader.exec_module(module)
    module.OverlapConfig.register_for_auto_class()
    module.OverlapJudge.register_for_auto_class("AutoModelForSequenceClassification")
    module.OverlapJudge(module.OverlapConfig()).save_pretrained(folder)
    return folder
