"""The checks of the eleventh round, from claims a helper wrote before they were run
(probes/detail_checks/everyday_fresh.py): a start against an end, a floor against a ceiling, a subject the evidence
excepts, a fee against "free", who acquired whom past a description, a name that another fact says as written, a
plan for what the claim says is done, what is recommended against what is required, and a condition that closes
the sentence."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.verifiers.details import qualification


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # One date as a start and as an end.
        (
            "Der neue Fahrplan gilt nur bis zum 14. Dezember.",
            "Der neue Fahrplan gilt ab dem 14. Dezember.",
            [("date", "bis zum 14. Dezember", "ab dem 14. Dezember")],
        ),
        (
            "Le domande si presentano solo a partire dal 15 marzo.",
            "Le domande si presentano entro il 15 marzo.",
            [("date", "a partire dal 15 marzo", "entro il 15 marzo")],
        ),
        ("The offer is valid until 31 March 2025.", "The offer is valid until 31 March 2025.", []),
        # One amount as a ceiling and as a floor; a bare amount meets either.
        (
            "Passwords may be at most 12 characters long.",
            "Passwords must be at least 12 characters long.",
            [("number", "at most 12 characters", "at least 12 characters")],
        ),
        (
            "The bag may weigh no more than 23 kg.",
            "The bag must weigh at least 23 kg.",
            [("number", "at most 23 kg", "at least 23 kg")],
        ),
        ("Passwords must be 12 characters long.", "Passwords must be at least 12 characters long.", []),
        # What the evidence excepts, where the claim says it plainly.
        (
            "Swimwear can be returned within 30 days.",
            "Items can be returned within 30 days, except underwear and swimwear.",
            [("quantifier", "Swimwear", "except underwear and swimwear")],
        ),
        (
            "Der Laden ist am Montag geöffnet.",
            "Der Laden ist täglich geöffnet, mit Ausnahme von Montag.",
            [("quantifier", "Montag", "Ausnahme von Montag")],
        ),
        ("Swimwear cannot be returned.", "Items can be returned within 30 days, except underwear and swimwear.", []),
        ("The recycling centre is closed on Sundays.", "The recycling centre is open every day except Sundays.", []),
        ("Flood damage is not covered by the policy.", "The policy covers water damage but excludes flooding.", []),
        (
            "The policy covers water damage and flooding.",
            "The policy covers water damage but excludes flooding.",
            [("quantifier", "flooding", "excludes flooding")],
        ),
        ("Items can be returned within 30 days.", "Items can be returned within 30 days, except swimwear.", []),
        # A fee with no amount against "free", though "sans" negates.
        (
            "Les abonnés doivent payer des frais pour résilier leur abonnement.",
            "Les abonnés peuvent résilier leur abonnement à tout moment, sans frais.",
            [("number", "payer des frais", "sans frais")],
        ),
        # Who acquired whom, past the words that describe the name.
        (
            "Payly acquired Northwind Bank.",
            "Northwind Bank acquired the fintech startup Payly for $120 million.",
            [("role", "Payly acquired Northwind Bank", "Northwind Bank acquired the fintech startup Payly")],
        ),
        (
            "Es obligatorio llegar dos horas antes.",
            "Se recomienda llegar dos horas antes.",
            [("opposite", "obligatorio", "recomienda")],
        ),
        # What the evidence says too, in other words, or only negates, is no opposite.
        (
            "Dans les transports, le masque est conseillé mais pas imposé.",
            "Le masque est recommandé dans les transports, mais il n'est pas obligatoire.",
            [],
        ),
    ],
)
def test_slots_said_the_other_way(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


@pytest.mark.parametrize(
    ("claim", "sentence", "said"),
    [
        (
            "The v1 API has already been removed.",
            "The v1 API is deprecated and will be removed in June 2027.",
            ("will be removed"),
        ),
        ("The v1 API has been removed.", "The v1 API was removed in June 2024.", None),
        (
            "Students can sit a make-up exam in September.",
            "Students may sit a make-up exam in September, provided they submit a doctor's note.",
            "provided they submit a doctor's note",
        ),
        ("The data is stored in Europe.", "The data provided by users is stored in Europe.", None),
        # An offer is said by a sentence that says when it is made.
        ("Das Museum bietet Führungen an.", "Das Museum bietet samstags Führungen an.", None),
        ("Trains run every 10 minutes.", "On weekdays, trains run every 10 minutes.", "On weekdays"),
    ],
)
def test_what_says_less_than_the_claim(claim: str, sentence: str, said: str | None) -> None:
    found = qualification(claim, sentence)
    assert (found.evidence if found else None) == said


def test_a_free_paraphrase_is_no_unstated_price(checker: GroundingChecker) -> None:
    facts = ["Los clientes premium pueden cambiar su vuelo sin coste hasta 24 horas antes de la salida."]
    (claim,) = checker.check("Los clientes premium pueden modificar su vuelo gratis hasta un día antes.", facts).claims
    assert claim.reason is None or not claim.reason.startswith("unstated")


def test_a_name_another_fact_says_as_written_is_no_other_spelling(checker: GroundingChecker) -> None:
    # "Lisbon" and "Berlin" share half their letters, which once made them one name spelled two ways.
    facts = ["Our Berlin office opened in 2019.", "The Lisbon office has 40 employees."]
    (claim,) = checker.check("The Lisbon office opened in 2019.", facts).claims
    assert not claim.citations and claim.reason == "name: the claim says Lisbon, fact 0 says Berlin"


def test_a_place_the_evidence_gives_in_its_language_is_the_claims(checker: GroundingChecker) -> None:
    facts = ["Die Garantie gilt nur für Geräte, die in Deutschland gekauft wurden."]
    (claim,) = checker.check("The warranty only covers devices purchased in Germany.", facts).claims
    assert claim.citations == (0,) and not claim.anti_citations


def test_a_name_another_fact_says_is_still_read_in_translation(checker: GroundingChecker) -> None:
    # "Elizabeth Tower" is said by the second fact, so it is no other spelling of a name: but its words' first
    # letters still make "Torre Elisabetta" the same tower.
    facts = ["Accanto al Parlamento sorge la Torre Elisabetta, alta 96 metri.", "La Elizabeth Tower ospita il Big Ben."]
    (claim,) = checker.check("Accanto al Parlamento sorge la Elizabeth Tower, alta 96 metri.", facts).claims
    assert claim.citations and claim.reason is None
