"""The checks of the thirteenth round, from claims a helper wrote before they were run
(probes/detail_checks/everyday_fresh4.py): a condition the claim says it holds without, comparatives in German and
the Romance languages, female and male, how often in Japanese and by the quarter; and what made supported claims
look contradicted: millilitres and the metre's parts in six languages, Portuguese and Japanese days, an amount the
claim gives twice, "sans le plein", "não há limite", "all the other planets"."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.lexicon import weekdays
from veracity.quantities import extract
from veracity.verifiers.details import unstated


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # A condition the claim says it holds without.
        (
            "Employees can work remotely two days per week without needing anyone's approval.",
            "Employees may work remotely up to two days per week with their manager's approval.",
            [("condition", "without needing anyone's approval", "with their manager's approval")],
        ),
        (
            "Mitarbeitende dürfen ohne Zustimmung der Führungskraft bis zu 30 Tage im Jahr aus dem Ausland arbeiten.",
            "Mitarbeitende dürfen bis zu 30 Tage im Jahr aus dem Ausland arbeiten, sofern die Führungskraft zustimmt.",
            [("condition", "ohne Zustimmung der Führungskraft", "sofern die Führungskraft zustimmt")],
        ),
        (
            "Returns are accepted without a receipt.",
            "Returns are accepted with or without a receipt.",
            [],
        ),
        # Comparatives, declined in German; female and male.
        (
            "In großer Höhe siedet Wasser bei einer höheren Temperatur als auf Meereshöhe.",
            "In größerer Höhe siedet es wegen des geringeren Luftdrucks bei einer niedrigeren Temperatur.",
            [("opposite", "höheren", "niedrigeren")],
        ),
        ("La cuota es menor para los socios.", "La cuota es mayor para los socios.", [("opposite", "menor", "mayor")]),
        (
            "Female seahorses carry the eggs in a pouch until they hatch.",
            "The male carries the eggs for two to four weeks until they hatch.",
            [("opposite", "female", "male")],
        ),
        (
            "Part-time students aged 18 to 25 can get the student discount.",
            "The student discount is available to full-time students aged 18 to 25 with a valid student ID.",
            [("opposite", "part-time", "full-time")],
        ),
        ("Full-time staff get 25 days.", "Full-time and part-time staff get 25 days.", []),
        # A comparison said from its other side is the same comparison; one said the other way round is not.
        ("Mount Everest is higher than K2.", "K2 is lower than Mount Everest.", []),
        ("Der X5 ist schwerer als der X4.", "Der X4 ist leichter als der X5.", []),
        ("Lyon has more museums than Marseille.", "Marseille has fewer museums than Lyon.", []),
        (
            "Lyon has more museums than Marseille.",
            "Marseille has more museums than Lyon.",
            [("comparison", "Lyon has more museums than Marseille", "Marseille has more museums than Lyon")],
        ),
        (
            "Saw II sold fewer than 3 million units.",
            "Saw II sold more than 3 million units.",
            [("comparison", "Saw II sold fewer than 3 million units", "Saw II sold more than 3 million units")],
        ),
        # How often: every other week against every week, monthly against quarterly.
        (
            "このクリニックは隔週水曜日が休診です。",
            "このクリニックは毎週水曜日が休診です。",
            [("frequency", "隔週", "毎週")],
        ),
        ("Taxes are paid every month.", "Taxes are paid quarterly.", [("frequency", "every month", "every 3 months")]),
        # A date of another event of the sentence.
        (
            "O álbum, gravado em Lisboa em 2020, vendeu mais de 100 mil cópias.",
            "O álbum foi gravado em Lisboa em 2019 e lançado em março de 2020.",
            [("date", "2020", "2019")],
        ),
        (
            "Germany was reunified on 9 November 1989.",
            "The Berlin Wall fell on 9 November 1989, and Germany was reunified on 3 October 1990.",
            [("date", "9 November 1989", "3 October 1990")],
        ),
        ("The album was released in March 2020.", "The album was recorded in 2019 and released in March 2020.", []),
        (
            "Japan reached the second round in 2010.",
            "Japan reached the second round in 2002 & 2010, and won the Asian Cup in 1992.",
            [],
        ),
        # Supported claims that once read as contradicted.
        ("Le client paie sans le plein 15 € de frais.", "À défaut, des frais de service de 15 € s'ajoutent.", []),
        (
            "Si la voiture est rendue sans le plein, le client paie 2,50 € par litre manquant plus 15 € de frais.",
            "À défaut, le carburant manquant est facturé 2,50 € par litre, auxquels s'ajoutent des frais de 15 €.",
            [],
        ),
        (
            "No plano Business não há limite de projetos.",
            "O plano Business oferece projetos ilimitados e 1 TB de armazenamento.",
            [],
        ),
        (
            "All the other planets in the Solar System together have less than half the mass of Jupiter.",
            "Jupiter is the largest planet in the Solar System.",
            [],
        ),
        (
            "Choosing annual billing lowers the Pro plan from $15 to $12 per user per month.",
            "The Pro plan costs $12 per user per month when billed annually.",
            [],
        ),
        (
            "Prices were raised from $10 to $12 a month in May.",
            "Prices were raised from $10 to $15 a month in May.",
            [("number", "$12 a month", "$15 a month")],
        ),
        (
            "La orquesta toca los viernes y los sábados a las nueve de la noche.",
            "A orquestra atua às sextas-feiras e aos sábados, às 21h.",
            [],
        ),
        ("米2合を炊く場合、水の量は約0.4リットルが目安です。", "米2合に対して、水は400mlを目安にしてください。", []),
        (
            "米2合を炊く場合、水の量は約0.6リットルです。",
            "米2合に対して、水は400mlを目安にしてください。",
            [("number", "0.6リットル", "400ml")],
        ),
    ],
)
def test_slots_of_the_thirteenth_round(claim: str, evidence: str, expected: list) -> None:
    # The strongest conflict, if any.
    assert conflicts(claim, evidence)[:1] == expected


@pytest.mark.parametrize(
    ("text", "metres"),
    [
        ("La Lune s'éloigne de 3,8 centimètres par an.", 0.038),
        ("augmente d'environ 38 millimètres", 0.038),
        ("Die Strecke ist 12 Zentimeter lang.", 0.12),
        ("Recorrió 5 kilómetros.", 5000.0),
    ],
)
def test_parts_of_a_metre(text: str, metres: float) -> None:
    (quantity,) = extract(text).quantities
    assert quantity.unit == "m" and quantity.value == pytest.approx(metres)


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("de segunda-feira a sexta-feira", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
        ("às sextas-feiras e aos sábados", {"friday", "saturday"}),
        ("土曜日にATMを利用すると", {"saturday"}),
        ("土日祝日は", {"saturday", "sunday"}),
        ("平日8時45分から", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    ],
)
def test_portuguese_and_japanese_days(text: str, days: set[str]) -> None:
    assert weekdays(text) == days


def test_a_dropped_approval_is_anti_cited(checker: GroundingChecker) -> None:
    facts = ["Employees may work remotely up to two days per week with their manager's approval."]
    answer = "Employees can work remotely two days per week without needing anyone's approval."
    (claim,) = checker.check(answer, facts, anti_citations=True).claims
    assert not claim.citations and claim.anti_citations == (0,)
    assert claim.reason == (
        "condition: the claim says without needing anyone's approval, fact 0 says with their manager's approval"
    )


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("La orquesta toca a las nueve de la noche.", {"21:00"}),
        ("The shop opens at 8 in the morning and closes at 9 in the evening.", {"8:00", "21:00"}),
        ("Le bar ferme à 11 heures du soir.", {"23:00"}),
        ("A farmácia abre às duas da tarde.", {"14:00"}),
        ("El servicio nocturno termina a las dos de la noche.", {"2:00"}),
        ("We stayed for one night.", set()),
    ],
)
def test_an_hour_with_its_part_of_the_day(text: str, times: set[str]) -> None:
    assert extract(text).times == times


@pytest.mark.parametrize(
    ("claim", "fact", "cause"),
    [
        (
            "As filmagens foram interrompidas em 2021 por causa da pandemia.",
            "As filmagens foram interrompidas em 2021.",
            "por causa da pandemia",
        ),
        ("Il volo è stato cancellato a causa della nebbia.", "Il volo è stato cancellato.", "a causa della nebbia"),
        ("Le vol a été annulé à cause des grèves.", "Le vol a été annulé.", "à cause des grèves"),
        ("El vuelo se canceló debido al mal tiempo.", "El vuelo se canceló.", "debido al mal tiempo"),
    ],
)
def test_a_cause_after_a_contracted_article(claim: str, fact: str, cause: str) -> None:
    assert unstated(claim, [fact]) == cause
