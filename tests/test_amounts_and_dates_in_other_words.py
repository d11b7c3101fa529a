"""The checks of the fourteenth round, from claims a helper wrote before they were run
(probes/detail_checks/everyday_fresh5.py): amounts said in other words (a half, two units, grams and milligrams in
six languages, every two weeks), dates of an unnamed year (Japanese month and day, "Ende Juni"), and a day of every
week against a day of every month; the days a text names as how many times a week; "was beaten by"; "must" against "may" and "can" in six
languages."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.quantities import extract, given, stated
from veracity.verifiers.details.hedges import hedge


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # An amount and a half.
        ("The film lasts one and a half hours.", 5400.0, "s"),
        ("It takes an hour and a half.", 5400.0, "s"),
        ("Es dauert eineinhalb Stunden.", 5400.0, "s"),
        ("Das Notebook wiegt anderthalb Kilogramm.", 1.5, "kg"),
        ("Dura dos horas y media.", 9000.0, "s"),
        ("Il viaggio dura un'ora e mezza.", 5400.0, "s"),
        ("Il dure un an et demi.", 18.0, "month"),
        ("Revenue was two and a half million dollars.", 2.5e6, "$"),
        # A span of months said in years and months.
        ("La seconde dose est faite à l'âge d'un an et quatre mois.", 16.0, "month"),
        ("Es dauert ein Jahr und vier Monate.", 16.0, "month"),
        ("Dura un año y cuatro meses.", 16.0, "month"),
        # Grams and milligrams; a number of four digits before a unit is no year.
        ("El producto contiene 1,2 gramos de sal.", 0.0012, "kg"),
        ("Sal: 1200 mg por 100 ml.", 0.0012, "kg"),
        ("Il contient 500 milligrammes de vitamine C.", 0.0005, "kg"),
    ],
)
def test_an_amount_in_other_words(text: str, value: float, unit: str) -> None:
    quantity = extract(text).quantities[0]
    assert (quantity.value, quantity.unit) == (pytest.approx(value), unit)


@pytest.mark.parametrize(
    "text",
    [
        "Le train part à deux heures et demie.",  # an hour of the day, not two and a half hours
        "In 2019 an earthquake struck the city.",  # "an" is a year in French only
    ],
)
def test_no_amount_where_none_is_said(text: str) -> None:
    assert all(q.value != 9000.0 and q.unit != "month" for q in extract(text).quantities)


def test_a_year_before_an_english_article_is_a_year() -> None:
    assert [d.year for d in extract("In 2019 an earthquake struck the city.").dates] == [2019]


@pytest.mark.parametrize(
    "text",
    [
        "Die Biotonne wird alle zwei Wochen geleert.",
        "Die Biotonne wird 14-täglich abgeholt.",
        "Bins are collected fortnightly.",
        "Bins are collected every 14 days.",
        "La collecte a lieu tous les quinze jours.",
        "A coleta é quinzenal.",
        "Il ritiro avviene ogni 15 giorni.",
    ],
)
def test_every_two_weeks(text: str) -> None:
    assert [period for period, _ in extract(text).periods] == ["fortnight"]


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("入学願書の提出期限は3月1日です。", [(None, 3, 1)]),
        ("2024年3月1日に開始します。", [(2024, 3, 1)]),
        ("Resturlaub kann bis Ende Juni übertragen werden.", [(None, 6, None)]),
        ("La oferta es válida hasta finales de junio.", [(None, 6, None)]),
        ("The offer runs until March.", [(None, 3, None)]),
        ("You may go by may.", []),
    ],
)
def test_a_date_of_an_unnamed_year(text: str, dates: list) -> None:
    assert [(d.year, d.month, d.day) for d in extract(text).dates] == dates


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "Resturlaub kann bis Ende Juni des Folgejahres übertragen werden.",
            "Resturlaub kann bis zum 31. März des Folgejahres übertragen werden.",
            [("date", "Ende Juni", "31. März")],
        ),
        (
            "入学願書の提出期限は3月1日です。",
            "入学願書は2月1日から2月28日まで受け付けます。",
            [("date", "3月1日", "2月1日")],
        ),
        # A day of every week, and of every month.
        (
            "Der Eintritt ist an jedem Sonntag für alle Besucher frei.",
            "Am ersten Sonntag im Monat ist der Eintritt für alle Besucher frei.",
            [("frequency", "jedem Sonntag", "ersten Sonntag im Monat")],
        ),
        (
            "Bins are collected every two weeks.",
            "Bins are collected every week.",
            [("frequency", "every two weeks", "every week")],
        ),
        ("The museum is open every Sunday.", "The museum is open daily.", []),
        ("The museum is open daily.", "The museum is open every Sunday.", [("frequency", "daily", "every Sunday")]),
        # The same amount in other words.
        ("The film lasts one and a half hours.", "The film runs for 90 minutes.", []),
        ("Die Biotonne wird alle zwei Wochen geleert.", "Die Biotonne wird 14-täglich abgeholt.", []),
        ("La seconde dose est faite à l'âge d'un an et quatre mois.", "La seconde dose est faite à 16 mois.", []),
    ],
)
def test_slots_of_the_fourteenth_round(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


def test_days_named_count_how_often() -> None:
    # "Twice a week" of "every Monday and Thursday": the days a text names count as a list of them.
    assert stated(extract("燃えるごみは週に2回出します。"), extract("可燃ごみの収集日は毎週月曜日と木曜日です。")) == {
        "2"
    }
    assert extract("The gym is open on Monday, Wednesday and Friday.").listed == {3}
    assert extract("The gym is open every day.").listed == frozenset()


@pytest.mark.parametrize(
    ("claim", "evidence", "said"),
    [
        (
            "Las familias deben presentar el certificado de empadronamiento para poder matricular a sus hijos.",
            "Las familias pueden presentar el certificado de empadronamiento para obtener puntos adicionales.",
            "pueden presentar el",
        ),
        ("Visitors must register online.", "Visitors can register online.", "can register online"),
        ("Les enfants doivent être accompagnés.", "Les enfants peuvent être accompagnés.", "peuvent être accompagnés"),
        ("Sie müssen den Antrag online stellen.", "Sie können den Antrag online stellen.", "können den Antrag"),
    ],
)
def test_what_one_must_do_is_not_what_one_may_do(claim: str, evidence: str, said: str) -> None:
    found = hedge(claim, evidence)
    assert found is not None and (found.kind, found.evidence) == ("hedge", said)


def test_what_one_must_do_is_said_by_a_rule() -> None:
    assert hedge("Visitors must register online.", "Visitors must register online or at the desk.") is None
    assert hedge("Visitors can register online.", "Visitors can register online.") is None


def test_a_passive_defeat_is_read_with_its_roles() -> None:
    assert conflicts("Marie Dupont was beaten by Paul Martin.", "Marie Dupont beat Paul Martin.") == [
        ("role", "Marie Dupont was beaten by Paul Martin", "Marie Dupont beat Paul Martin")
    ]


def test_words_of_an_amount_given_in_other_words() -> None:
    assert given("O curso dura quatro semanas.", "O curso tem a duração de 28 dias.") == {"quatro", "semanas"}
    # Words the evidence says as the claim does are its own, not given another way.
    assert given("Water boils under 100 degrees Celsius.", "Water boils at 100 degrees Celsius.") == frozenset()


def test_a_paraphrased_amount_is_cited(checker: GroundingChecker) -> None:
    facts = ["La première dose du vaccin ROR est recommandée à 12 mois.", "La seconde dose est administrée à 16 mois."]
    (claim,) = checker.check("La seconde dose du vaccin ROR est faite à l'âge d'un an et quatre mois.", facts).claims
    assert claim.citations and claim.score >= 0.6
