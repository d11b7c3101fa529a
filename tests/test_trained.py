"""The shipped trained verifier: its file, its entailment model across languages, and its training."""

import gzip
import importlib.util
import json
import os
from pathlib import Path

import numpy as np
import pytest

from tests.test_checker import FACTS
from veracity import GroundingChecker
from veracity.embeddings import Embedder
from veracity.models.entailment_head import LABELS
from veracity.models.logistic import Logistic
from veracity.verifiers.base import Evidence
from veracity.verifiers.trained import FEATURES, Combiner, TrainedModel, TrainedVerifier

MODEL = Path(__file__).parents[1] / "veracity" / "models" / "verifier.npz"


@pytest.fixture(scope="module")
def verifier() -> TrainedVerifier:
    return TrainedVerifier(Embedder())


def test_the_shipped_model_is_small_and_says_how_it_was_made() -> None:
    model = TrainedModel.load()
    assert MODEL.stat().st_size < 2_000_000
    assert model.about["features"] == list(FEATURES)
    assert set(model.about["nli_pairs"]) >= {"farstail", "indonli", "jnli", "klue_nli"}
    assert model.about["calibration"]["sets"]  # the citation threshold was put at 0.6 on dev sets
    assert model.claims is not None and model.about["claim_combiner"]["calibration"]["sets"]


# (premise, entailed hypothesis, contradicted hypothesis), in languages with and without training data.
# Contradictions that need world knowledge ("at school" against "on the beach") are beyond this model.
PAIRS = [
    ("A man is playing a guitar on the stage.", "A man is playing music.", "Nobody is playing an instrument."),
    ("Eine Frau schneidet in der Küche Zwiebeln.", "Eine Frau bereitet Essen zu.", "Niemand ist in der Küche."),
    ("男性が公園で犬と走っています。", "男性が外にいます。", "男性は犬と走っていません。"),
    ("As crianças estão a brincar na praia.", "As crianças estão ao ar livre.", "As crianças não estão a brincar."),
]


@pytest.mark.parametrize(("premise", "entailed", "contradicted"), PAIRS)
def test_entailment_model_tells_entailment_from_contradiction(
    verifier: TrainedVerifier, premise: str, entailed: str, contradicted: str
) -> None:
    yes = verifier.three_way(entailed, [premise])[0]
    no = verifier.three_way(contradicted, [premise])[0]
    assert yes.shape == (len(LABELS),) and np.isclose(yes.sum(), 1.0)
    assert yes[0] > no[0]
    assert no[2] > yes[2]


def test_cross_lingual_evidence_counts(verifier: TrainedVerifier) -> None:
    evidence = [Evidence("Marie Curie won the Nobel Prize in Chemistry in 1911."), Evidence("Paris is in France.")]
    right, unrelated = verifier.verify("Marie Curie erhielt 1911 den Nobelpreis für Chemie.", evidence)
    assert right.entailed > 0.6 > unrelated.entailed


def test_a_wrong_number_is_not_entailed(verifier: TrainedVerifier) -> None:
    evidence = ["The movie won 11 Academy Awards."]
    right, wrong = (
        verifier.verify(claim, evidence)[0] for claim in ("It won 11 Academy Awards.", "It won 9 Academy Awards.")
    )
    assert right.entailed > 0.6 > wrong.entailed


def test_a_pair_across_languages_is_read_by_the_combiner_that_learned_without_words() -> None:
    """Counted as average, the words of a translation would read as a pair that shares no words."""
    coverage, head = FEATURES.index("coverage"), FEATURES.index("entailment_logit")
    weights = np.zeros(len(FEATURES))
    weights[[head, coverage]] = 1.0, 4.0
    words = Logistic(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), weights, -2.0)
    kept = Combiner(words).kept
    assert coverage not in kept and head in kept
    across = Logistic(np.zeros(len(kept)), np.ones(len(kept)), np.eye(len(kept))[kept.index(head)] * 3.0, 0.5)
    features = np.zeros((2, len(FEATURES)))
    features[:, head], features[:, coverage] = 1.0, 1.0
    same, translated = Combiner(words, shift=0.5, across=across).entailed(features, np.array([False, True]))
    assert same == pytest.approx(1 / (1 + np.exp(-(1.0 + 4.0 - 2.0 + 0.5))))
    assert translated == pytest.approx(1 / (1 + np.exp(-(3.0 + 0.5 + 0.5))))


def _need_training() -> None:
    """Skip where the [train] extra is not installed, or fail where CI requires it (VERACITY_TEST_TRAIN=required)."""
    for module in ("torch", "sklearn", "scipy"):
        if importlib.util.find_spec(module) is None:
            if os.environ.get("VERACITY_TEST_TRAIN") == "required":
                pytest.fail(f"{module} is required (VERACITY_TEST_TRAIN=required): pip install '.[train]'")
            pytest.skip("training needs the [train] extra")


def _write_nli(folder: Path, rows: list[dict[str, str]]) -> None:
    folder.mkdir()
    with gzip.open(folder / "tiny.jsonl.gz", "wt", encoding="utf-8") as f:
        f.writelines(json.dumps(row) + "\n" for row in rows)


def test_training_writes_a_model_the_verifier_loads(tmp_path: Path) -> None:
    _need_training()
    from veracity.training.verifier import Config, train

    rows = [
        {"premise": p, "hypothesis": h, "label": label, "lang": "en"}
        for p, e, c in PAIRS
        for h, label in ((e, "entailment"), (c, "contradiction"), (p[:12], "neutral"), (c, "not_entailment"))
    ]
    _write_nli(tmp_path / "nli", rows * 4)
    out = tmp_path / "verifier.npz"
    about = train(Config(tmp_path / "nli", out, epochs=2, hidden=16, folds=2))
    assert about["nli_pairs"] == {"tiny": len(rows) * 4}
    model = TrainedModel.load(out)
    assert model.head.hidden_weight.shape[1] == 16
    assert model.combiner.across is not None and len(model.combiner.across.coef) == len(model.combiner.kept)
    assert model.combiner.shift == 0.0  # no dev folder, no calibration
    again = tmp_path / "again.npz"
    train(Config(tmp_path / "nli", again, epochs=2, hidden=16, folds=2))
    # Same seed, same model.
    assert np.array_equal(TrainedModel.load(again).combiner.model.coef, model.combiner.model.coef)
    assert model.claims is None  # no grounding folder, no claim combiner


def test_unrelated_pairs_join_premises_and_hypotheses_of_one_file(tmp_path: Path) -> None:
    _need_training()
    from veracity.training.verifier import Config, Pairs, train, unrelated_pairs

    premises = [f"premise {i % 40}" for i in range(100)] + [f"other {i}" for i in range(50)]
    pairs = Pairs(premises, [f"hypothesis {i}" for i in range(150)], np.zeros(150, int), {"a": 100, "b": 50})
    i, j = unrelated_pairs(pairs, 0.4, seed=0)
    assert 40 <= len(i) <= 60  # 40 + 20 drawn, less the draws of one premise twice
    assert all((a < 100) == (b < 100) for a, b in zip(i, j, strict=True))  # never across files
    assert all(premises[a] != premises[b] for a, b in zip(i, j, strict=True))
    assert np.array_equal(unrelated_pairs(pairs, 0.4, seed=0)[1], j)

    rows = [
        {"premise": p, "hypothesis": h, "label": label, "lang": "en"}
        for p, e, c in PAIRS
        for h, label in ((e, "entailment"), (c, "contradiction"))
    ]
    _write_nli(tmp_path / "nli", rows * 4)
    about = train(Config(tmp_path / "nli", tmp_path / "verifier.npz", epochs=2, hidden=16, unrelated=0.5))
    assert about["nli_pairs"] == {"tiny": len(rows) * 4} and about["unrelated_pairs"] > 0


def _write_grounding(folder: Path, name: str, rows: list[tuple[str, str, int]]) -> None:
    folder.mkdir(exist_ok=True)
    with gzip.open(folder / f"{name}.jsonl.gz", "wt", encoding="utf-8") as f:
        for i, (fact, answer, label) in enumerate(rows):
            f.write(json.dumps({"id": f"{name}-{i}", "lang": "en", "facts": [fact], "answer": answer, "label": label}))
            f.write("\n")


def test_the_claim_combiner_learns_from_answers_labelled_whole(tmp_path: Path) -> None:
    """`--claims-only` keeps the head and pair combiner and fits the claim combiner on answers whose label says
    only whether all their claims are supported; the same data gives the same weights."""
    _need_training()
    from veracity.training.verifier import Config, train

    rows = []
    for premise, entailed, contradicted in PAIRS:
        rows += [(premise, entailed, 1), (premise, contradicted, 0), (premise, f"{entailed} {contradicted}", 0)]
        rows += [(premise, premise, 1), (premise, "Paris is the capital of France.", 0)]
    _write_grounding(tmp_path / "train", "frank", rows * 2)
    _write_grounding(tmp_path / "train", "summac_valcut", rows)
    out = tmp_path / "verifier.npz"
    out.write_bytes(MODEL.read_bytes())
    about = train(Config(tmp_path / "nli", out, train=tmp_path / "train", claims_only=True))
    model = TrainedModel.load(out)
    assert model.claims is not None and about["claim_combiner"]["answers"] > 20
    assert np.array_equal(model.head.hidden_weight, TrainedModel.load().head.hidden_weight)
    checker = GroundingChecker(TrainedVerifier(model=model))
    supported, unsupported = (checker.check(a, [PAIRS[0][0]]).support_score for a in (PAIRS[0][1], "Paris is big."))
    assert supported > unsupported
    again = tmp_path / "again.npz"
    again.write_bytes(MODEL.read_bytes())
    train(Config(tmp_path / "nli", again, train=tmp_path / "train", claims_only=True))
    assert np.array_equal(TrainedModel.load(again).claims.model.coef, model.claims.model.coef)


def test_a_model_of_older_claim_features_keeps_its_first_stage(tmp_path: Path) -> None:
    """After a change to the claim features an older file cannot judge claims, but its head and pair combiner
    are still the checkpoint that `--claims-only` refits the claim combiner on."""
    with np.load(MODEL) as w:
        arrays = dict(w)
    about = json.loads(str(arrays["about"]))
    about["claim_features"] = about["claim_features"][:-1]
    arrays["about"] = np.str_(json.dumps(about))
    stale = tmp_path / "stale.npz"
    np.savez_compressed(stale, **arrays)
    with pytest.raises(ValueError, match="other features"):
        TrainedModel.load(stale)
    first = TrainedModel.load(stale, claims=False)
    assert first.claims is None and "claim_features" not in first.about and "claim_combiner" not in first.about
    assert np.array_equal(first.head.hidden_weight, TrainedModel.load().head.hidden_weight)


def test_a_model_without_a_combiner_across_languages_says_to_rebuild_it(tmp_path: Path) -> None:
    with np.load(MODEL) as w:
        arrays = {k: v for k, v in w.items() if not k.startswith("across_")}
    older = tmp_path / "older.npz"
    np.savez_compressed(older, **arrays)
    with pytest.raises(ValueError, match=r"across languages.*rebuild it"):
        TrainedModel.load(older)


def test_seeds_table(verifier: TrainedVerifier) -> None:
    """The seeds' Titanic rows: supported claims cite their fact, the Brad Pitt claim is anti-cited
    and halves the support score, and claims with a wrong detail are cited by nothing."""
    checker = GroundingChecker(verifier, embedder=verifier.fast.embedder)
    supported = checker.check("Titanic was directed by James Cameron. It was released in 1997.", FACTS)
    assert supported.support_score > 0.8
    assert all(0 in c.citations for c in supported.claims)
    partly = checker.check(
        "Titanic was directed by James Cameron. It starred Brad Pitt and Kate Winslet", FACTS, anti_citations=True
    )
    right, wrong = partly.claims
    assert right.citations and not wrong.citations and wrong.anti_citations
    assert 0.4 <= partly.support_score <= 0.6
    for claim in ("Titanic won 12 Academy Awards.", "Titanic was not directed by James Cameron."):
        result = checker.check(claim, FACTS)
        assert result.support_score < 0.6 and not result.claims[0].citations
