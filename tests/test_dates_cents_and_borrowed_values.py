"""The checks of the seventeenth round, from claims a helper wrote before they were run
(probes/detail_checks/everyday_fresh10.py) and the misses left in everyday_fresh8.py and everyday_fresh9.py: a day
and a month with no year ("15/11"); cents after whole units of money ("dix-neuf euros cinquante"); numbers of
hundreds in CJK digits ("二百六個"); bounds said after the amount ("65 ans et plus", "30分以上") and the ages a
rule is for ("personnes de plus de 60 ans" against "65 ans et plus", "under 12" of "11 and under"); a date of the
claim's other event; dates that share no part; each day's hours; "nobody" as a negation, and a modal verb after one;
"free" said in more words; undo and redo; a superlative against a comparison in French, Spanish and Italian; "all"
against "up to" and a participle after the noun; "subject to" a need, unless another sentence of the answer says it;
and a claim's value said only of another name.
"""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.numerals import cjk_numbers
from veracity.quantities import extract, stated
from veracity.verifiers.details import unstated


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("Dal 15/11 al 15/04 servono gomme invernali.", [(None, 11, 15), (None, 4, 15)]),
        ("A primeira fase de candidaturas ao ensino superior decorre de 21/07 a 04/08.", [(None, 7, 21), (None, 8, 4)]),
        ("Deliveries on 24/08 only.", [(None, 8, 24)]),
        # English may write the month first; one digit is too often something else.
        ("The meeting is on 04/08.", []),
        ("Support is available 24/7.", []),
        ("Use 1/2 cup of sugar.", []),
        ("The film is rated 10/10.", []),
        ("am 31/12/2024", [(2024, 12, 31)]),
    ],
)
def test_a_day_and_a_month(text: str, dates: list) -> None:
    assert [(d.year, d.month, d.day) for d in extract(text).dates] == dates


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("Le menu coûte 19 euros 50.", [(19.5, "€", "19 50")]),
        ("Le menu coûte dix-neuf euros cinquante le midi.", [(19.5, "€", "19 50")]),
        ("It costs 19 dollars and 50 cents.", [(19.5, "$", "19 50")]),
        ("Cuesta 12 euros con 40 céntimos.", [(12.4, "€", "12 40")]),
        ("Das kostet 4 Euro 99.", [(4.99, "€", "4 99")]),
        # Two prices, and a count after a price.
        ("Tickets cost $12 and 15 for adults.", [(12.0, "$", "12"), (15.0, "$", "15")]),
        ("Tickets cost $12, 15 for adults.", [(12.0, "$", "12"), (15.0, "$", "15")]),
        ("It costs 5 euros 10 times a year.", [(5.0, "€", "5"), (10.0, "#times", "10")]),
    ],
)
def test_cents_after_whole_units(text: str, amounts: list) -> None:
    assert [(round(q.value, 2), q.unit, q.number) for q in extract(text).quantities] == amounts


@pytest.mark.parametrize(
    ("text", "bound", "limit"),
    [
        ("Le vaccin est recommandé aux personnes de 65 ans et plus.", 1, "et plus"),
        ("Treatment lasts 3 days or more.", 1, "or more"),
        ("Das Gepäck wiegt 20 kg oder weniger.", -1, "oder weniger"),
        ("Tarda 4 horas o más.", 1, "o más"),
        ("30分以上かかります。", 1, "以上"),
        ("Kinder bis einschließlich fünf Jahre fahren gratis.", -1, ""),
    ],
)
def test_a_bound_after_the_amount(text: str, bound: int, limit: str) -> None:
    (amount,) = extract(text).quantities
    assert (amount.bound, amount.limit) == (bound, limit)


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # Whom a rule is for: the claim's group must be among the evidence's.
        (
            "Le vaccin est recommandé aux personnes de plus de 60 ans.",
            "Le vaccin est recommandé aux personnes âgées de 65 ans et plus.",
            [("number", "60 ans", "65 ans")],
        ),
        (
            "The vaccine is recommended for people over 60.",
            "The vaccine is recommended for people aged 65 and over.",
            [("number", "60", "65")],
        ),
        ("Children under 12 travel free.", "Children aged 11 and under travel free.", []),
        ("Kinder unter sechs Jahren fahren gratis.", "Kinder bis einschließlich fünf Jahre fahren gratis.", []),
        ("Children under 14 travel free.", "Children aged 11 and under travel free.", [("number", "14", "11")]),
        ("Children over 12 must wear a helmet.", "Children aged 12 and over must wear a helmet.", []),
        ("People over 65 get a discount.", "People aged 65 and over get a discount.", []),
        ("Les enfants à partir de 12 ans paient plein tarif.", "Les enfants de 12 ans et plus paient plein tarif.", []),
        (
            "Les enfants à partir de 10 ans paient plein tarif.",
            "Les enfants de 12 ans et plus paient plein tarif.",
            [("number", "10 ans", "12 ans")],
        ),
        # An amount, not a group: "more than 10 years" is said of 12 years.
        ("He worked there for more than 10 years.", "He worked there for more than 12 years.", []),
    ],
)
def test_whom_an_age_bound_is_for(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


def test_from_an_hour_is_no_bound() -> None:
    (amount,) = extract("On peut s'enregistrer à partir de 30 heures avant le départ.").quantities
    assert amount.bound == 0


def test_a_bound_of_its_own_after_an_amount() -> None:
    first, second = extract("€10 et plus de 20 € pour les groupes").quantities
    assert (first.bound, second.bound) == (0, 1)


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("約二百六個の骨", ["206"]),
        ("降水確率は七十パーセントです。", ["70"]),
        ("千五百メートル", ["1500"]),
        ("五年間", ["5"]),
        ("三十五歳", ["35"]),
        # "enough", a name, and one as an article.
        ("十分です", []),
        ("三菱", []),
        ("一人の男性", []),
    ],
)
def test_numbers_in_cjk_digits(text: str, numbers: list) -> None:
    assert cjk_numbers(text) == numbers


def test_a_day_and_money_said_another_way() -> None:
    assert stated(extract("Dal 15/11 al 15/04."), extract("dal 15 novembre al 15 aprile")) == {"15", "11", "4"}
    assert not stated(extract("Dal 15/12."), extract("dal 15 novembre"))
    assert stated(extract("pour dix-neuf euros cinquante"), extract("Formule à 19,50 €")) == {"19", "50"}


_SIX_DAYS = "Monday, Tuesday, Wednesday, Thursday, Friday, Saturday"


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # An evidence date that another of the claim's dates fits is spoken for.
        (
            "Devastated by a fire in April 2019, Notre-Dame reopened on 7 December 2024.",
            "Notre-Dame reopened on 7 December 2024.",
            [],
        ),
        (
            "The bridge opened in 1966 and was renamed in 1974.",
            "The bridge opened in 1966 and was renamed in 1975.",
            [("date", "1974", "1975")],
        ),
        # Dates that share no part say nothing of each other.
        (
            "The 25 April Bridge opened in 1974.",
            "The 25 April Bridge opened on 6 August 1966.",
            [("date", "1974", "6 August 1966")],
        ),
        ("The bridge opened on 25 April.", "The bridge opened in 1966.", []),
        # Each day of the claim's keeps one of its hours.
        (
            "The pharmacy is open every day until 9 pm.",
            "Opening hours: Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            [("date", "Sunday", _SIX_DAYS), ("time", "21:00 on Saturday", "9:00 and 18:00")],
        ),
        (
            "The pharmacy is open every day from 8 am to 9 pm.",
            "Opening hours: Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            [("date", "Sunday", _SIX_DAYS), ("time", "8:00 on Saturday", "9:00 and 18:00")],
        ),
        (
            "The pharmacy opens at 9 am on Saturdays and 8 am on weekdays.",
            "Opening hours: Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            [],
        ),
        # A modal verb after "not" says whether, not what: "non può consegnare" negates "consegnare".
        (
            "Il negozio consegna la domenica.",
            "Il negozio non può consegnare la domenica.",
            [("negation", "", "Il negozio non può consegnare la domenica")],
        ),
        # What the claim says of all, the evidence of some: "up to", and a participle after the noun.
        (
            "The savings account pays 4.1% interest on all balances.",
            "The account pays 4.1% AER on balances up to £25,000.",
            [("quantifier", "all balances", "balances up to")],
        ),
        (
            "Tous les candidats au master passent un entretien oral.",
            "Les candidats présélectionnés sur dossier sont convoqués à un entretien oral.",
            [("quantifier", "Tous candidats", "candidats présélectionnés")],
        ),
        ("Tous les candidats passent un entretien oral.", "Les candidats passent un entretien oral.", []),
        # A participle that names the noun, and a conjunction after "all", restrict nothing.
        (
            "Questa classificazione descriveva tutti gli animali invertebrati.",
            "La maggior parte degli animali chiamati vermi sono invertebrati.",
            [],
        ),
        (
            "Non si può partecipare a tutto e concentrarsi sulle esperienze importanti.",
            "Controllare gli aggiornamenti di stato e i messaggi.",
            [],
        ),
        # "Subject to" a need is "with" it.
        (
            "Staff may work from home three days a week without their manager's approval.",
            "Staff may work from home three days a week, subject to their manager's approval.",
            [("condition", "without their manager's", "subject to their manager's approval")],
        ),
        (
            "Staff may work from home three days a week with their manager's approval.",
            "Staff may work from home three days a week, subject to their manager's approval.",
            [],
        ),
        # "nobody" negates as "not" does.
        ("If you're not home, the courier leaves a card.", "If nobody is in, the courier leaves a card.", []),
        (
            "Cmd+Z redoes the last action.",
            "Cmd+Z undoes the last action.",
            [("opposite", "redoes", "undoes")],
        ),
        # A superlative against a comparison, in the Romance languages too.
        (
            "La Sardegna è più grande della Sicilia.",
            "La Sicilia è l'isola più grande del Mediterraneo.",
            [("comparison", "La Sardegna è più grande della Sicilia", "La Sicilia è l'isola più grande")],
        ),
        (
            "El Aconcagua es más alto que el Everest.",
            "El Everest es la montaña más alta del mundo.",
            [("comparison", "El Aconcagua es más alto que el Everest", "El Everest es la montaña más alta")],
        ),
        ("La Sicilia è più grande della Sardegna.", "La Sicilia è l'isola più grande del Mediterraneo.", []),
    ],
)
def test_slots_of_the_seventeenth_round(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        (
            "Kinder unter sechs Jahren fahren gratis.",
            ["Kinder bis einschließlich fünf Jahre erhalten einen kostenlosen Skipass."],
        ),
        (
            "Les retraits à l'étranger avec la carte Premier sont gratuits.",
            ["Avec la carte Premier, aucun frais n'est facturé pour les retraits à l'étranger."],
        ),
        ("The account is free.", ["There are no fees on the account."]),
    ],
)
def test_free_said_in_other_words(claim: str, facts: list) -> None:
    assert unstated(claim, facts) == ""


@pytest.mark.parametrize(
    ("claim", "facts", "supported"),
    [
        (
            "Nella NBA ogni quarto dura 10 minuti.",
            [
                "Nella NBA una partita si compone di quattro quarti da 12 minuti.",
                "Nelle competizioni FIBA i quarti durano invece 10 minuti.",
            ],
            False,
        ),
        (
            "José Saramago recebeu o Prémio Nobel da Literatura em 1995.",
            [
                "José Saramago foi galardoado com o Prémio Nobel da Literatura em 1998.",
                "Em 1995 recebeu o Prémio Camões.",
            ],
            False,
        ),
        # The other sentence says the year of the claim's name, not of another.
        ("John Smith died in 1950.", ["John Smith was born in London in 1880.", "He died in Paris in 1950."], True),
        (
            "Nella NBA ogni quarto dura 12 minuti.",
            [
                "Nella NBA una partita si compone di quattro quarti da 12 minuti.",
                "Nelle competizioni FIBA i quarti durano invece 10 minuti.",
            ],
            True,
        ),
    ],
)
def test_a_value_said_only_of_another_name(checker: GroundingChecker, claim: str, facts: list, supported: bool) -> None:
    (result,) = checker.check(claim, facts).claims
    assert (result.score >= 0.6) is supported


def test_a_condition_the_answer_says_in_another_sentence(checker: GroundingChecker) -> None:
    facts = ["Employees may work remotely up to three days per week, subject to manager approval."]
    (alone,) = checker.check("Employees can work from home up to three days a week.", facts).claims
    assert alone.score < 0.6
    assert (alone.reason or "").startswith("condition")
    answer = "Employees can work from home up to three days a week. Manager approval is required."
    first, second = checker.check(answer, facts).claims
    assert first.score >= 0.6 and second.score >= 0.6
