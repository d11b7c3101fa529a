"""A claim read against all its candidates at once (`verifiers/reading.py`)."""

import numpy as np

from veracity.verifiers.base import Verdict
from veracity.verifiers.reading import CLAIM_FEATURES, basis, claim_features, content_stems, unnamed_source
from veracity.verifiers.trained import FEATURES

BORN = "Marie Curie was born in Warsaw."
NOBEL = "Marie Curie won the Nobel Prize in Chemistry in 1911."
OTHER = "Warsaw is the capital of Poland."


def test_word_pairs_and_words_fold_case_and_stems() -> None:
    assert content_stems("PROMISE Tamang turned herself into Maleficent") == content_stems(
        "promise tamang turned herself into maleficent"
    )


def test_a_claim_that_joins_two_sentences_rests_on_both() -> None:
    claim = "Marie Curie, born in Warsaw, won the Nobel Prize in Chemistry in 1911."
    verdicts = [Verdict(0.4, 0.0), Verdict(0.7, 0.0), Verdict(0.2, 0.0)]
    assert set(basis(claim, [BORN, NOBEL, OTHER], verdicts)) == {0, 1}


def test_a_claim_one_sentence_says_rests_on_that_one() -> None:
    verdicts = [Verdict(0.9, 0.0), Verdict(0.5, 0.0)]
    assert basis("Marie Curie won the Nobel Prize in Chemistry in 1911.", [NOBEL, BORN], verdicts) == (0,)


def test_a_contradicting_candidate_is_never_the_basis() -> None:
    verdicts = [Verdict(0.0, 0.9), Verdict(0.3, 0.0)]
    assert basis("Marie Curie was born in Warsaw.", [BORN, OTHER], verdicts) == (1,)


def test_a_source_no_evidence_names_is_reported() -> None:
    texts = ["Toronto is the capital of Ontario. author: Wikipedia"]
    assert unnamed_source("Government of Ontario claims that Toronto is the capital of Ontario.", texts)
    assert unnamed_source("According to the BBC, Toronto is the capital of Ontario.", texts) == "the BBC"
    assert not unnamed_source("Wikipedia says that Toronto is the capital of Ontario.", texts)
    assert not unnamed_source("Toronto is the capital of Ontario.", texts)
    # The answer's own sources need no name; a named report does.
    assert not unnamed_source("According to the user manual, Toronto is the capital of Ontario.", texts)
    assert unnamed_source("According to the WHO report, Toronto is the capital of Ontario.", texts) == "the WHO report"


def test_features_are_one_row_of_the_declared_length() -> None:
    pair = dict.fromkeys(FEATURES, np.zeros(2))
    x = claim_features("Marie Curie was born in Warsaw in 1867.", [BORN, OTHER], pair, [Verdict(0.8, 0.0)] * 2)
    assert x.shape == (len(CLAIM_FEATURES),)
    assert x[CLAIM_FEATURES.index("numbers_all")] == 0.0  # 1867 is in no candidate
    assert x[CLAIM_FEATURES.index("coverage_all")] == 1.0


def test_an_acronym_the_evidence_spells_out_is_covered() -> None:
    """'EU' is said by 'European Union': neither a word nor a word pair the claim loses."""
    texts = ["The European Union consists of 27 member states.", "Paris is the capital of France."]
    pair = dict.fromkeys(FEATURES, np.zeros(2))
    x = claim_features("The EU has 27 member states.", texts, pair, [Verdict(0.9, 0.0), Verdict(0.1, 0.0)])
    for feature in ("coverage_top3", "coverage_all", "pairs_best", "pairs_top3", "pairs_all", "names_all"):
        assert x[CLAIM_FEATURES.index(feature)] == 1.0, feature
