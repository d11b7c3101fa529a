"""The checks of the twelfth round, from claims helpers wrote before they were run
(probes/detail_checks/everyday_fresh*.py): an ordinal, who pays, a group the claim says all or only of, and what
made supported claims look contradicted: a win said from the loser's side, a name the claim says itself, an
acronym."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.verifiers.details import unstated


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # Ordinals, in words and digits, with a ten before them.
        (
            "A partir da terceira consulta, o segurado paga metade do valor.",
            "A partir da quarta consulta, o segurado paga metade do valor.",
            [("ordinal", "terceira consulta", "quarta consulta")],
        ),
        (
            "Franklin D. Roosevelt foi o trigésimo terceiro presidente dos Estados Unidos.",
            "Franklin D. Roosevelt foi o trigésimo segundo presidente dos Estados Unidos.",
            [("ordinal", "trigésimo terceiro presidente", "trigésimo segundo presidente")],
        ),
        ("Es war ihr drittes Album.", "Es war ihr zweites Album.", [("ordinal", "drittes Album", "zweites Album")]),
        ("Richard Nixon was the thirty-seventh president.", "Richard Nixon was the 37th president.", []),
        ("It was their third album.", "It was their 3rd album.", []),
        # The evidence that gives the claim's ordinal, beside others, and a first of a kind.
        (
            "Its seventh season began in July.",
            "Its seventh and final season began in July, after its sixth season.",
            [],
        ),
        ("She was the first woman to lead the party.", "She was the second woman to lead the country.", []),
        (
            "The castle dates from the 13th century.",
            "The castle dates from the 12th century.",
            [("date", "13th century", "12th century")],
        ),
        # Who pays.
        (
            "Customers pay for return shipping when an item arrives damaged.",
            "If an item arrives damaged, the store pays for return shipping.",
            [("payer", "Customers pay", "store pays")],
        ),
        (
            "O inquilino tem de pagar as grandes reparações.",
            "O inquilino é responsável pelas pequenas reparações, e as grandes reparações ficam a cargo do proprietário.",
            [("payer", "inquilino tem de pagar", "cargo do proprietário")],
        ),
        (
            "The customer pays for return shipping.",
            "For all other returns, the customer pays for return shipping.",
            [],
        ),
        ("Return shipping is paid by the store.", "The store pays for return shipping.", []),
        ("Senders will pay air rates.", "Senders would be required to pay air rates.", []),
        ("La Constitution définit le pays comme une république.", "La Grèce et les autres pays européens.", []),
        # A group the evidence restricts after its noun.
        (
            "Todos los clientes pueden cambiar su vuelo sin coste.",
            "Los clientes premium pueden cambiar su vuelo sin coste.",
            [("quantifier", "Todos clientes", "clientes premium")],
        ),
        ("The backup runs every night at 2 am.", "The nightly backup starts at 2 am.", []),
        # A win or a loss said from the other side is the same result; said of the other team, it is not.
        (
            "England lost the 2023 final to Spain.",
            "Spain won the 2023 final, defeating England 1-0.",
            [],
        ),
        (
            "Spain lost the 2023 final to England.",
            "Spain won the 2023 final, defeating England 1-0.",
            [("opposite", "lost", "won")],
        ),
    ],
)
def test_slots_of_the_twelfth_round(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence)[: len(expected) or None] == expected


@pytest.mark.parametrize(
    ("claim", "facts", "said"),
    [
        (
            "Every customer gets free standard shipping on all orders.",
            ["Members of our loyalty program get free standard shipping on every order."],
            "Every customer",
        ),
        (
            "Only the customer may terminate this agreement by giving 30 days' written notice.",
            ["Either party may terminate this agreement by giving 30 days' written notice."],
            "Only customer",
        ),
        (
            "Cualquier persona mayor de 16 años puede pedir la tarjeta.",
            ["Solo los empadronados mayores de 16 años pueden pedir la tarjeta."],
            "Cualquier persona",
        ),
        ("Every employee gets 25 days of leave.", ["All employees get 25 days of leave."], ""),
        ("Every day, the museum opens at 9.", ["The museum opens at 9 on weekdays."], ""),
        ("Jeder kann sich anmelden.", ["Alle Mitglieder können sich anmelden."], ""),
        ("Only if you pay can you enter.", ["Visitors who pay can enter."], ""),
    ],
)
def test_a_group_no_fact_names(claim: str, facts: list[str], said: str) -> None:
    assert unstated(claim, facts) == said


def test_a_group_no_fact_names_is_not_cited(checker: GroundingChecker) -> None:
    facts = ["Members of our loyalty program get free standard shipping on every order."]
    (claim,) = checker.check("Every customer gets free standard shipping on all orders.", facts).claims
    assert not claim.citations and claim.reason == 'unstated: no fact says "Every customer"'


def test_a_name_the_claim_says_itself_stands_for_no_other(checker: GroundingChecker) -> None:
    # "in Africa" once stood in the place of the claim's "in Tanzania", though the claim opens with "Africa's".
    facts = [
        "Mount Kilimanjaro, at 5,895 metres, is the highest mountain in Africa.",
        "It is located in northeastern Tanzania.",
    ]
    (claim,) = checker.check("Africa's tallest mountain, Kilimanjaro, is 5,895 metres high in Tanzania.", facts).claims
    assert claim.citations and claim.reason is None


def test_an_acronym_is_no_other_name(checker: GroundingChecker) -> None:
    # "EUA" once stood for another name than "Estados Unidos" (da América), and the claim was said of it.
    facts = ["Franklin D. Roosevelt foi o trigésimo segundo presidente dos Estados Unidos."]
    (claim,) = checker.check("Roosevelt foi o trigésimo segundo presidente dos EUA.", facts).claims
    assert claim.reason is None and not claim.anti_citations


def test_an_ordinal_the_closest_fact_gives_otherwise_is_contradicted(checker: GroundingChecker) -> None:
    facts = ["O seguro cobre até três consultas médicas por ano.", "A partir da quarta consulta, o segurado paga 50%."]
    (claim,) = checker.check("A partir da terceira consulta, o segurado paga metade do valor.", facts).claims
    assert (
        not claim.citations and claim.reason == "ordinal: the claim says terceira consulta, fact 1 says quarta consulta"
    )
