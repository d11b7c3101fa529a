"""Evaluation metrics against values worked out by hand."""

import pytest

from veracity.evaluation.metrics import auroc, balanced_accuracy, best_threshold, reliability, steadiest
from veracity.evaluation.runner import pair_accuracy


def test_balanced_accuracy_weighs_classes_equally() -> None:
    labels = [1, 1, 1, 1, 0, 0]
    scores = [0.9, 0.7, 0.65, 0.2, 0.1, 0.8]
    # positives: 3 of 4 reach 0.6 -> 0.75; negatives: 1 of 2 below -> 0.5
    assert balanced_accuracy(labels, scores, 0.6) == pytest.approx(0.625)
    # a score equal to the threshold counts as supported
    assert balanced_accuracy([1, 0], [0.6, 0.59], 0.6) == 1.0
    assert balanced_accuracy([1, 1], [0.9, 0.1], 0.5) is None


def test_auroc_counts_ties_as_half() -> None:
    # positives {0.8, 0.3} vs negatives {0.8, 0.1}: 0.5 + 1 + 0 + 1 over 4 pairs
    assert auroc([1, 0, 1, 0], [0.8, 0.8, 0.3, 0.1]) == pytest.approx(0.625)
    assert auroc([1, 1, 0, 0], [0.5, 0.5, 0.5, 0.5]) == pytest.approx(0.5)
    assert auroc([1, 0], [0.9, 0.1]) == 1.0
    assert auroc([0, 1], [0.9, 0.1]) == 0.0
    assert auroc([0, 0], [0.9, 0.1]) is None


def test_best_threshold_separates_when_it_can() -> None:
    threshold, bacc = best_threshold([0, 0, 1, 1], [0.1, 0.3, 0.4, 0.9])
    assert bacc == 1.0 and threshold == pytest.approx(0.35)
    # no threshold beats 0.75 here: one negative (0.95) outscores every positive
    threshold, bacc = best_threshold([1, 1, 0, 0], [0.6, 0.7, 0.2, 0.95])
    assert bacc == pytest.approx(0.75) and 0.2 < threshold < 0.6
    assert balanced_accuracy([1, 1, 0, 0], [0.6, 0.7, 0.2, 0.95], threshold) == pytest.approx(bacc)
    assert best_threshold([1, 1], [0.2, 0.3]) is None


def test_steadiest_takes_the_best_neighbourhood_not_a_lone_peak() -> None:
    scores = {0.1: 0.60, 0.2: 0.70, 0.3: 0.71, 0.4: 0.70, 0.5: 0.50, 0.6: 0.72, 0.7: 0.50}
    assert steadiest(list(scores), scores.__getitem__) == 0.3  # 0.6 is higher alone, between two low points
    assert steadiest([0.1, 0.2], {0.1: 0.4, 0.2: 0.5}.__getitem__) == 0.2  # an end counts its own score twice


def test_pair_accuracy() -> None:
    assert pair_accuracy([1, 1, 1, 1], [0.2, -0.1, 0.0, 0.3]) == pytest.approx(2.5 / 4)
    assert pair_accuracy([], []) is None


def test_reliability_bins_count_and_share() -> None:
    labels = [0, 0, 1, 1, 1, 0]
    scores = [0.1, 0.5, 0.55, 0.85, 1.0, 0.95]
    bins = {(b["from"], b["to"]): (b["n"], b["supported_share"]) for b in reliability(labels, scores)}
    assert bins[(0.0, 0.2)] == (1, 0.0)
    assert bins[(0.4, 0.6)] == (2, 0.5)
    assert bins[(0.2, 0.4)] == (0, None)
    assert bins[(0.9, 1.0)] == (2, 0.5)  # 1.0 falls in the last bin
    assert sum(n for n, _ in bins.values()) == len(labels)
