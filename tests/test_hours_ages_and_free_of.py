"""The checks of the fifteenth round, from claims a helper wrote before they were run
(probes/detail_checks/everyday_fresh6.py): hours with no mark of one in Italian, Spanish and Portuguese, "8 Uhr
abends", midnight and noon; dates written in digits; half an hour in Japanese; how often against how long; ages
against age bounds; "free of" a thing as "without" it; numbers of two words in the Romance languages; weekends in
words of several; the colour of a thing both texts name."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.lexicon import analyze, fold
from veracity.quantities import extract, stated


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Aperto dalle 9 alle 18.", "Aperto dalle 9:00 alle 18:00."),
        ("Esporre dopo le 20 del giorno precedente.", "Esporre dopo le 20:00 del giorno precedente."),
        ("Ritiro tra le 18 e le 20.", "Ritiro tra le 18:00 e le 20:00."),
        ("Abre a las 20 horas.", "Abre a las 20:00."),
        ("Aberto das 9 às 18.", "Aberto das 9:00 às 18:00."),
        ("Ouvert jusqu'à 20 heures.", "Ouvert jusqu'à 20:00."),
        ("Treffen um 8 Uhr abends.", "Treffen um 20:00."),
        ("所要時間は約2時間半です。", "所要時間は約2.5時間です。"),
        # Counts, durations and dates stay as they are.
        ("Sconto alle 20 persone iscritte.", "Sconto alle 20 persone iscritte."),
        ("Die Bahn fährt alle 20 Minuten.", "Die Bahn fährt alle 20 Minuten."),
        ("Le 24 ore di Le Mans.", "Le 24 ore di Le Mans."),
        ("Il part le 20.", "Il part le 20."),
        ("Das 3. Jahr ist frei.", "Das 3. Jahr ist frei."),
        ("Jusqu'à 20 heures d'autonomie.", "Jusqu'à 20 heures d'autonomie."),
        ("Jusqu'à 2 heures avant le départ.", "Jusqu'à 2 heures avant le départ."),
        # "Free of" a thing is "without" it; "free of charge" is a price, left to the price check.
        ("The panna cotta is gluten-free.", "The panna cotta is without gluten."),
        ("La panna cotta è priva di glutine.", "La panna cotta è senza glutine."),
        ("El flan es libre de gluten.", "El flan es sin gluten."),
        ("Le vin est dépourvu d'alcool.", "Le vin est sans alcool."),
        ("Der Kuchen ist glutenfrei.", "Der Kuchen ist ohne gluten."),
        ("Entry is free of charge.", "Entry is free of charge."),
        ("A hands-free kit.", "A hands-free kit."),
    ],
)
def test_what_the_lexicon_reads(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("Hay treinta y cinco plazas.", {"35"}),
        ("Quedan veinticinco plazas.", {"25"}),
        ("Há vinte e duas vagas.", {"22"}),
        ("Ci sono trentacinque posti e ventotto tavoli.", {"35", "28"}),
        ("Il y a vingt et un élèves et trente-cinq places.", {"21", "35"}),
        ("Elle a soixante-dix ans, lui quatre-vingt-dix-neuf.", {"70", "99"}),
        ("Il a trente ans.", {"30"}),
        ("Er ist dreißig Jahre alt.", {"30"}),
        ("Tem cinquenta anos.", {"50"}),
    ],
)
def test_numbers_of_two_words(text: str, numbers: set) -> None:
    assert analyze(text).numbers == numbers


def test_midnight_and_noon_are_hours() -> None:
    assert extract("Trains run until midnight.").times == {"0:00"}
    assert extract("Geöffnet bis 24 Uhr.").times == {"0:00"}
    assert extract("Fermé à midi.").times == {"12:00"}
    assert extract("Ouvert l'après-midi, dans le Midi.").times == frozenset()
    assert stated(extract("Open until 24:00."), extract("Open until midnight.")) == {"0:00"}


def test_a_date_in_digits() -> None:
    (date,) = extract("Die Frist endet am 31.07.2026.").dates
    assert (date.year, date.month, date.day) == (2026, 7, 31)
    (date,) = extract("La date limite est le 31/07/2026.").dates
    assert (date.year, date.month, date.day) == (2026, 7, 31)
    assert extract("Due on 07/31/2026.").dates == ()  # in English the month may come first
    assert stated(extract("Abgabe bis 31.07.2026."), extract("Abgabe bis zum 31. Juli 2026.")) == {"31.07.2026"}


@pytest.mark.parametrize(
    ("claim", "evidence", "said"),
    [
        ("A 23-year-old driver can rent a car.", "Drivers must be at least 21 years old.", {"23"}),
        ("A 19-year-old driver can rent a car.", "Drivers must be at least 21 years old.", frozenset()),
        ("As crianças até aos 12 anos não pagam.", "Grátis para menores de 13 anos.", {"12"}),
        ("Los niños hasta los 14 años no pagan.", "Gratis para menores de 13 años.", frozenset()),
    ],
)
def test_an_age_within_a_bound(claim: str, evidence: str, said: set) -> None:
    assert stated(extract(claim), extract(evidence)) == said


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # How often is no answer to how long, either way round.
        ("The trip takes about 2.5 hours.", "Trains run every 10 minutes.", []),
        ("東京から新大阪までは約2時間半かかります。", "のぞみは約10分間隔で運行しています。", []),
        ("Trains run every 10 minutes.", "The trip takes 25 minutes.", []),
        (
            "Trains run every 10 minutes.",
            "Trains run every 15 minutes.",
            [("number", "10 minutes", "15 minutes"), ("frequency", "every 10 minutes", "every 15 minutes")],
        ),
        # The same thing free of, and without, gluten; and against it.
        ("La panna cotta è priva di glutine.", "La panna cotta è senza glutine.", []),
        ("The panna cotta is gluten-free.", "The panna cotta contains no gluten.", []),
        (
            "The panna cotta is gluten-free.",
            "The panna cotta contains gluten.",
            [("negation", "", "The panna cotta contains gluten")],
        ),
        # Weekends in words of several.
        (
            "Los fines de semana el gimnasio abre a las 6:00.",
            "El gimnasio abre de lunes a viernes de 6:00 a 23:00.",
            [("date", "Saturday, Sunday", "Monday, Tuesday, Wednesday, Thursday, Friday")],
        ),
        ("Trains run every half hour until midnight.", "Trains run every 30 minutes until 24:00.", []),
        # The colour of a thing both name, not where the evidence names the claim's colour too.
        (
            "Cardboard goes in the yellow bin.",
            "Paper and cardboard go in the blue bin.",
            [("colour", "yellow bin", "blue bin")],
        ),
        (
            "Karton gehört in die Gelbe Tonne.",
            "Karton kommt in die Blaue Tonne.",
            [("colour", "Gelbe Tonne", "Blaue Tonne")],
        ),
        (
            "Le verre va dans le conteneur vert.",
            "Le verre va dans le conteneur jaune.",
            [("colour", "conteneur vert", "conteneur jaune")],
        ),
        ("A black dog runs on the grass.", "A white dog and a black one run on the grass.", []),
        (
            "A man in a red shirt is running.",
            "A man in a blue shirt is running.",
            [("colour", "red shirt", "blue shirt")],
        ),
        ("Las flores amarillas crecen aquí.", "Las flores blancas y amarillas crecen aquí.", []),
        # An hour written two ways.
        ("Il contenitore va esposto dopo le otto di sera.", "I contenitori vanno esposti dopo le 20.", []),
        (
            "Il contenitore va esposto dopo le otto di sera.",
            "I contenitori vanno esposti dopo le 22.",
            [("time", "20:00", "22:00")],
        ),
    ],
)
def test_slots_of_the_fifteenth_round(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


def test_a_date_in_digits_is_cited(checker: GroundingChecker) -> None:
    facts = ["Die Einkommensteuererklärung für 2025 muss bis zum 31. Juli 2026 eingehen."]
    (claim,) = checker.check("Die Steuererklärung für 2025 ist bis zum 31.07.2026 abzugeben.", facts).claims
    assert claim.citations and claim.score >= 0.6
    (claim,) = checker.check("Die Steuererklärung für 2025 ist bis zum 30.07.2026 abzugeben.", facts).claims
    assert not claim.citations and claim.score < 0.1
