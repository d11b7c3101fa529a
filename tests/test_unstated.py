"""What a claim says that no candidate says (`details.unstated`): the checker does not support it, and says why;
and days of the week the evidence's days lack."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.verifiers.details import unstated
from veracity.verifiers.details.additions import unstated_member


@pytest.mark.parametrize(
    ("claim", "texts", "said"),
    [
        # A superlative, where no text has one; not a comparative, nor a German noun that ends like one.
        ("Lake Baikal is the largest lake in Siberia.", ["Lake Baikal is a rift lake in southern Siberia."], "largest"),
        ("Lake Baikal is the deepest lake in Siberia.", ["Lake Baikal is Siberia's biggest lake."], ""),
        ("She was the first woman to win the prize.", ["She won the prize in 1903."], "first woman"),
        ("C'est la plus belle ville de France.", ["C'est une ville de France."], "plus belle"),
        ("Elle a une influence plus marquante sur la cuisine.", ["Elle a une influence sur la cuisine."], ""),
        ("Il più grande rivenditore è Walmart.", ["Walmart è il maggiore rivenditore."], ""),
        ("Die Kosten betragen 20 Euro.", ["Der Preis beträgt 20 Euro."], ""),
        # That it costs nothing; any "free" of a text may say it.
        ("Orders ship within two days with free delivery.", ["Orders ship within two days."], "free delivery"),
        ("O curso dura seis meses e é gratuito.", ["O curso tem duração de seis meses."], "gratuito"),
        ("The workshops are free of charge.", ["He holds a free drum workshop on Mondays."], ""),
        # A cause none of whose words a text has.
        ("The flight was delayed because of fog.", ["Flight BA 117 was delayed by three hours."], "because of fog"),
        ("The flight was delayed because of fog.", ["Thick fog delayed the flight by three hours."], ""),
        ("Das Spiel wurde wegen Regen abgesagt.", ["Das Spiel wurde wegen starken Regens abgesagt."], ""),
        # How far, how soon, how lasting.
        ("The product is sold worldwide.", ["The product is sold in the United States and Canada."], "worldwide"),
        ("The product is sold worldwide.", ["The product is sold in 40 countries."], ""),
        ("Payments are processed instantly.", ["Payments are processed within three business days."], "instantly"),
        ("Payments are processed instantly.", ["Payments are processed in real time."], ""),
        ("Il museo offre visite guidate in inglese.", ["Il museo offre visite guidate il sabato."], "in inglese"),
        ("The museum offers guided tours in English.", ["Guided tours are offered in English and German."], ""),
        ("Le compte a été fermé définitivement.", ["Le compte a été suspendu en mai."], "définitivement"),
        # A member added at the end of a list the texts end before.
        ("Applicants need a passport and a visa.", ["Applicants need a valid passport."], "a visa"),
        ("O aplicativo é compatível com Android e iOS.", ["O aplicativo é compatível com Android 10."], "iOS"),
        (
            "Le musée est gratuit pour les enfants et les étudiants.",
            ["Il est gratuit pour les enfants."],
            "les étudiants",
        ),
        ("Applicants need a passport and a visa.", ["Applicants need a passport and a visa."], ""),
        ("È importante per la ricerca biologica e medica.", ["È importante per la ricerca biologica."], ""),
        # Across languages words cannot be looked up: nothing is unstated.
        ("The flight was delayed because of fog.", ["Der Flug hatte drei Stunden Verspätung."], ""),
    ],
)
def test_what_no_text_says_is_unstated(claim: str, texts: list[str], said: str) -> None:
    assert unstated(claim, texts) == said


def test_an_unstated_detail_leaves_the_claim_unsupported_with_its_reason(checker: GroundingChecker) -> None:
    facts = ["All orders ship within two business days."]
    (claim,) = checker.check("Orders ship within two days with free delivery.", facts).claims
    assert claim.score <= 0.5 and not claim.citations
    assert claim.reason == 'unstated: no fact says "free delivery"'
    (plain,) = checker.check("Orders ship within two days.", facts).claims
    assert plain.citations == (0,) and plain.reason is None


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        (
            "The museum is closed on Mondays and Tuesdays.",
            "The museum is closed on Mondays and public holidays.",
            [("date", "Tuesday", "Monday")],
        ),
        (
            "The pool is open every day in summer.",
            "The pool is open on weekends from June to August.",
            [("date", "Monday, Tuesday, Wednesday, Thursday, Friday", "Saturday, Sunday")],
        ),
        (
            "Die Bibliothek ist samstags und sonntags geöffnet.",
            "Sie ist samstags geöffnet.",
            [("date", "Sunday", "Saturday")],
        ),
        ("The museum is closed on Mondays.", "The museum is closed on Mondays and public holidays.", []),
        ("Some staff work during the weekends.", "On Saturdays, only the appointees came to work.", []),
        ("The shop is open daily except Mondays.", "The shop is open Tuesday to Sunday.", []),
        ("In 2018 she began her daily show.", "The show airs every weekday morning.", []),  # "daily": an adjective
    ],
)
def test_a_day_the_evidence_lacks_conflicts(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


def test_also_does_not_hide_a_member_the_list_lacks() -> None:
    assert conflicts("Die Software läuft auch unter Windows.", "Die Software läuft unter Linux und macOS.") == [
        ("list", "Windows", "Linux and macOS")
    ]


def test_long_lists_are_read_in_linear_time() -> None:
    # Each "and" once looked through every text for where a list ends: "cats and the dogs," x 2,000 against 200 texts.
    texts = ["The x and the y, " * 60 + "a valid passport."] * 200
    assert unstated_member("You need cats and the dogs, " * 2_000 + "a passport and a visa.", texts) == "a visa"
