"""A claim of several clauses whose evidence says the opposite in one of them (`verifiers/clauses.py`)."""

import pytest

from veracity import GroundingChecker
from veracity.verifiers import FastVerifier
from veracity.verifiers.base import Evidence
from veracity.verifiers.clauses import clause_conflict, clauses

MUSEUM = ["The museum is open every day, including Mondays.", "Entry to the museum is free."]


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("The museum is closed on Mondays, and entry is free.", ["The museum is closed on Mondays", "entry is free"]),
        ("The app is free and supports offline mode.", ["The app is free", "supports offline mode"]),
        ("Entry is free; registration is optional.", ["Entry is free", "registration is optional"]),
        (
            "La piscina está abierta en invierno y los niños entran gratis.",
            ["La piscina está abierta en invierno", "los niños entran gratis"],
        ),
        # One clause: names joined by "and", a number with a comma, an aside in brackets.
        ("Tom and Anna won the prize.", []),
        ("The car maker recalled 50,000 vehicles.", []),
        ("The Burj Khalifa is 828 metres (2,717 ft) tall.", []),
    ],
)
def test_a_claim_is_read_clause_by_clause_where_it_has_several(claim: str, parts: list[str]) -> None:
    assert clauses(claim) == parts


def test_only_a_sentence_with_the_clauses_other_words_says_its_opposite(checker: GroundingChecker) -> None:
    fast = FastVerifier(checker.embedder)
    museum = [Evidence(MUSEUM[1]), Evidence(MUSEUM[0])]
    index, verdict = clause_conflict("The museum is closed on Mondays, and entry is free.", museum, fast)
    assert index == 1 and verdict.reason == "opposite: the claim says closed, {source} says open"
    # The sentence speaks of another place: its opposite word is about something else.
    park = [Evidence("The park is open every day."), Evidence(MUSEUM[1])]
    assert clause_conflict("The museum is closed on Mondays, and entry is free.", park, fast) is None
    # Only opposites: a negation or another figure in the clause's sentence is left to the claim read whole.
    assert clause_conflict("The museum is open on Mondays, and entry is free.", museum, fast) is None
    assert clause_conflict("The museum is not open on Mondays, and entry is free.", museum, fast) is None
    # The claim says the sentence's word itself, in another clause.
    hemispheres = [Evidence("Pour l'hémisphère sud, c'est plutôt en novembre, décembre et janvier.")]
    claim = "Les hémisphères nord et sud reçoivent plus de lumière pendant leurs mois d'été."
    assert clauses(claim)[0] == "Les hémisphères nord" and clause_conflict(claim, hemispheres, fast) is None
    tickets = [Evidence("The museum has 12 rooms and opened in 1990."), Evidence(MUSEUM[1])]
    assert clause_conflict("The museum has 14 rooms, and entry is free.", tickets, fast) is None


def test_a_claim_wrong_in_one_clause_is_contradicted(checker: GroundingChecker) -> None:
    (wrong,) = checker.check("The museum is closed on Mondays, and entry is free.", MUSEUM, anti_citations=True).claims
    assert wrong.score < 0.1 and not wrong.citations and wrong.anti_citations == (0,)
    assert wrong.reason == "opposite: the claim says closed, fact 0 says open"
    (right,) = checker.check("The museum is open on Mondays, and entry is free.", MUSEUM).claims
    assert right.score >= 0.6 and right.citations and not right.anti_citations


def test_a_price_against_free_in_one_clause(checker: GroundingChecker) -> None:
    facts = ["The app costs $4.99.", "The app supports offline mode."]
    (wrong,) = checker.check("The app is free and supports offline mode.", facts).claims
    assert wrong.score < 0.1 and not wrong.citations and wrong.reason.startswith("number: the claim says is free")
    (right,) = checker.check("The app costs $4.99 and supports offline mode.", facts).claims
    assert right.score >= 0.6 and right.citations
    # The claim gives a price and says "free": each clause is read for the other.
    free = ["The app is free of charge.", "Shipping is free on every order."]
    (wrong,) = checker.check("The app costs $4.99, and shipping is free.", free).claims
    assert wrong.reason == "number: the claim says costs $4.99, fact 0 says free of charge"
    # "Free to download" says that nothing is paid as "free of charge" does.
    (wrong,) = checker.check(
        "The app costs $4.99, and shipping is free.", ["The app is free to download.", *free[1:]]
    ).claims
    assert wrong.reason == "number: the claim says costs $4.99, fact 0 says free to download"
