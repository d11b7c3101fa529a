"""The checks of the sixteenth round, from claims a helper wrote before they were run
(probes/detail_checks/everyday_fresh8.py) and the misses left in everyday_fresh6.py and everyday_fresh7.py: a negated
comparison before an amount as a bound ("do not take more than 8 tablets"); numbers of hundreds and thousands in
words; a half or a quarter past an hour said in words, and an hour in words after "a las"; "avant 14 h"; quarters
and halves of a year said in one word, and how often in months; the hours of the claim's day; how long lies between
two hours; a colour said after its verb ("The car is red."); a superlative's one holder, and the other side of a
comparison holding it; a comparison whose second side is a noun and a name ("le mont Elbrouz") or a name with a title
the facts drop ("Mount Elbrus")."""

import pytest

from tests.conflicts import conflicts
from veracity import GroundingChecker
from veracity.lexicon import fold
from veracity.numerals import in_digits
from veracity.quantities import extract, stated


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        # A negated comparison before an amount is its bound.
        ("Do not take more than eight tablets a day.", "take at most eight tablets a day."),
        ("You may bring no more than two bags.", "You may bring at most two bags."),
        ("There were no fewer than 5 cars.", "There were at least 5 cars."),
        ("Nehmen Sie nicht mehr als 4 Tabletten.", "Nehmen Sie höchstens 4 Tabletten."),
        ("Ne prenez pas plus de 3 comprimés par jour.", "prenez au maximum 3 comprimés par jour."),
        ("No tome más de 4 comprimidos.", "tome como máximo 4 comprimidos."),
        ("Non assumere più di 3 compresse.", "assumere al massimo 3 compresse."),
        ("Não tome mais de 4 comprimidos por dia.", "tome no máximo 4 comprimidos por dia."),
        # Not before an amount: "no more" is "no longer", "non ... più" too.
        ("It is no more a secret.", "It is no more a secret."),
        ("Non è più di moda.", "Non è più di moda."),
        # A half or a quarter past an hour.
        ("The shop opens at half past nine.", "The shop opens at 9:30."),
        ("at a quarter to ten pm", "at 21:45"),
        ("Der Laden öffnet um halb zehn.", "Der Laden öffnet um 9:30."),
        ("Treffen um halb eins.", "Treffen um 12:30."),
        ("Treffen um Viertel vor acht Uhr.", "Treffen um 7:45."),
        ("Il ouvre à neuf heures et demie.", "Il ouvre à 9:30."),
        ("Déjeuner à midi et demi.", "Déjeuner à 12:30."),
        ("Abre a las nueve y media.", "Abre a las 9:30."),
        ("Apre alle nove e mezza.", "Apre alle 9:30."),
        ("Apre alle 9 e 30.", "Apre alle 9:30."),
        ("Pranzo a mezzogiorno e mezzo.", "Pranzo a 12:30."),
        ("Abre às nove e meia.", "Abre às 9:30."),
        ("Ouvre à neuf heures et demie du soir.", "Ouvre à 21:30."),
        # An amount of time, and two hours, stay as they are.
        ("Le film dure deux heures et demie.", "Le film dure 2.5 heures."),
        ("Il viaggio dura due ore e mezza.", "Il viaggio dura 2.5 ore."),
        ("Es kostet halb so viel.", "Es kostet halb so viel."),
        ("Ritiro tra le 9 e 10.", "Ritiro tra le 9:00 e 10."),
        # "avant 14 h" is an hour; "après 2 h de cuisson" two hours.
        ("Commandes passées avant 14 h.", "Commandes passées avant 14:00."),
        ("Servir après 2 h de cuisson.", "Servir après 2 h de cuisson."),
        # Quarters and halves of a year in one word; Portuguese "de 8 em 8 horas".
        ("Dividend distribution: quarterly.", "Dividend distribution: every 3 months."),
        ("Dividenden werden vierteljährlich gezahlt.", "Dividenden werden alle 3 Monate gezahlt."),
        ("Versement trimestriel.", "Versement tous les 3 mois."),
        ("Informes semestrales.", "Informes cada 6 meses."),
        ("Tomar de 8 em 8 horas.", "Tomar a cada 8 horas."),
        ("The annual fee is $30.", "The annual fee is $30."),
        ("Trains depart every quarter of an hour.", "Trains depart every 15 minutes."),
        # An hour in words after "a las", "alle", "às"; half a year.
        ("Comen a las once y a las cuatro de la tarde.", "Comen a las 11:00 y a las 16:00."),
        ("Abre a la una y media.", "Abre a la 1:30."),
        ("Sconto alle due persone.", "Sconto alle due persone."),
        ("Ab einem halben Jahr genügt es.", "Ab einem 6 Monate genügt es."),
        ("It lasts half a year.", "It lasts 6 months."),
    ],
)
def test_what_the_lexicon_reads(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("three hundred and thirty metres", "330 metres"),
        ("zweihunderteinundzwanzig Meter", "221 Meter"),
        ("trois cent trente mètres", "330 mètres"),
        ("deux mille cinq cents euros", "2500 euros"),
        ("onze mille mètres", "11000 mètres"),
        ("de noventa y seis a ciento cuatro centímetros", "de 96 a 104 centímetros"),
        ("entre cento e vinte e cento e cinquenta dias", "entre 120 e 150 dias"),
        ("quinhentos euros", "500 euros"),
        ("duemilacinquecento abitanti e centottanta posti", "2500 abitanti e 180 posti"),
        ("Elle a soixante et onze ans, lui quatre-vingt-dix-neuf.", "Elle a 71 ans, lui 99."),
        ("dix-sept", "17"),
        # Two numbers side by side stay two; a unit, a hundred or a thousand alone stays a word.
        ("dos y tres", "dos y tres"),
        ("one two three", "one two three"),
        ("cinco por ciento", "cinco por ciento"),
        ("cento per cento", "cento per cento"),
        ("mille-feuille", "mille-feuille"),
        ("Il centro apre a settembre.", "Il centro apre a settembre."),
    ],
)
def test_numbers_in_words(text: str, digits: str) -> None:
    assert in_digits(text) == digits


def test_how_long_lies_between_two_hours() -> None:
    assert stated(extract("The lunch break lasts 45 minutes."), extract("Lunch break: 12:30 to 13:15.")) == {"45"}
    assert not stated(extract("The lunch break lasts 40 minutes."), extract("Lunch break: 12:30 to 13:15."))


def test_a_negated_comparison_is_a_ceiling() -> None:
    (amount,) = extract("Do not take more than 8 tablets.").quantities
    assert (amount.value, amount.floor, amount.limit) == (8, -1, "at most")


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # A bound said with a negation is no negation.
        ("Do not take more than eight tablets a day.", "Take at most 8 tablets a day.", []),
        ("You may bring no more than two bags.", "You may bring two bags.", []),
        # How often, in months and years.
        (
            "Danach muss der Pkw jedes Jahr zur HU.",
            "Danach muss der Pkw alle 24 Monate zur HU.",
            [("frequency", "jedes Jahr", "alle 24 Monate")],
        ),
        ("Danach muss der Pkw alle zwei Jahre zur HU.", "Danach muss der Pkw alle 24 Monate zur HU.", []),
        ("The fund pays its dividends every three months.", "Dividend distribution: quarterly.", []),
        (
            "The fee is $30 per month.",
            "The fee is $30 quarterly.",
            [("frequency", "per month", "every 3 months")],
        ),
        # An hour written two ways.
        ("Orders placed before 2 pm are shipped the same day.", "Orders placed before 14 h ship the same day.", []),
        ("The shop opens at 9:30.", "The shop opens at half past nine.", []),
        # The hours of the claim's day.
        (
            "The pharmacy stays open until 9 pm on Saturdays.",
            "Opening hours: Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            [("time", "21:00 on Saturday", "9:00 and 18:00")],
        ),
        (
            "Am Samstag hat die Apotheke bis 21 Uhr geöffnet.",
            "Öffnungszeiten: Montag bis Freitag, 8 bis 21 Uhr; Samstag, 9 bis 18 Uhr.",
            [("time", "21:00 on Saturday", "9:00 and 18:00")],
        ),
        (
            "The pharmacy opens at 9 am on Saturdays and 8 am on weekdays.",
            "Opening hours: Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            [],
        ),
        (
            "The pharmacy stays open until 9 pm on weekdays.",
            "Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            [],
        ),
        # One thing holds a superlative; the other side of a comparison holds it.
        (
            "Lake Garda is the deepest lake in Italy.",
            "Lake Como is the deepest lake in Italy.",
            [("comparison", "Garda", "Como")],
        ),
        (
            "Il Lago di Garda è il lago più profondo d'Italia.",
            "Il lago più profondo è il Lago di Como, che raggiunge i 425 metri.",
            [("comparison", "Garda", "Como")],
        ),
        ("Tokyo is the largest city in Japan.", "Toyota is the largest company in Japan.", []),
        (
            "Mercury is hotter than Venus because it is closer to the Sun.",
            "Venus is the hottest planet in the Solar System.",
            [("comparison", "Mercury is hotter than Venus", "Venus is the hottest planet")],
        ),
        ("Venus is hotter than Mercury.", "Venus is the hottest planet in the Solar System.", []),
        (
            "Gold is more expensive than platinum.",
            "Platinum is the most expensive of the three metals.",
            [("comparison", "Gold is more expensive than platinum", "Platinum is the most expensive")],
        ),
        # A colour said after its noun and verb.
        ("The car is red.", "The car is blue.", [("colour", "car is red", "car is blue")]),
        ("La voiture est rouge.", "La voiture est bleue.", [("colour", "voiture est rouge", "voiture est bleue")]),
        ("The car is red.", "The red car is parked.", []),
        ("The car is red.", "The car is red and the bike is blue.", []),
        ("The shop opens at 9:00.", "The shop opens at half past nine.", [("time", "9:00", "9:30")]),
    ],
)
def test_slots_of_the_sixteenth_round(claim: str, evidence: str, expected: list) -> None:
    assert conflicts(claim, evidence) == expected


@pytest.mark.parametrize(
    ("claim", "supported"),
    [
        ("Le mont Blanc est plus haut que le mont Elbrouz.", False),
        ("Mont Blanc is higher than Mount Elbrus.", False),
        ("Mount Elbrus is higher than Mont Blanc.", True),
    ],
)
def test_a_comparison_of_a_mountain_named_with_its_title(
    checker: GroundingChecker, claim: str, supported: bool
) -> None:
    facts = ["Le mont Blanc culmine à 4 806 mètres.", "L'Elbrouz, dans le Caucase, atteint 5 642 mètres."]
    if claim.startswith(("Mont Blanc", "Mount")):
        facts = ["Mont Blanc rises to 4,806 metres.", "Elbrus, in the Caucasus, reaches 5,642 metres."]
    (result,) = checker.check(claim, facts).claims
    assert (result.score >= 0.6) is supported
    assert (result.reason or "").startswith("comparison") is not supported
