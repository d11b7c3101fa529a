"""What facts settle together: comparisons of two facts' figures, totals, changes between two years, "the first"."""

import pytest

from veracity import GroundingChecker
from veracity.quantities import extract, stated
from veracity.verifiers.derived import derive

TOWERS = ["The Eiffel Tower is 330 metres tall.", "The Statue of Liberty is 93 metres tall, including its pedestal."]
CITIES = ["Lyon has about 520,000 inhabitants.", "Marseille has about 870,000 inhabitants."]
BRIDGES = ["The Golden Gate Bridge opened in 1937.", "The Brooklyn Bridge opened in 1883."]
CARS = ["The Model S starts at $74,990.", "The Model 3 starts at $38,990."]


@pytest.mark.parametrize(
    ("claim", "facts", "holds", "sources"),
    [
        ("The Eiffel Tower is taller than the Statue of Liberty.", TOWERS, True, {0, 1}),
        ("The Statue of Liberty is taller than the Eiffel Tower.", TOWERS, False, {0, 1}),
        ("Lyon has more inhabitants than Marseille.", CITIES, False, {0, 1}),
        ("Lyon has fewer inhabitants than Marseille.", CITIES, True, {0, 1}),
        ("The Brooklyn Bridge is older than the Golden Gate Bridge.", BRIDGES, True, {0, 1}),
        ("The Golden Gate Bridge opened before the Brooklyn Bridge.", BRIDGES, False, {0, 1}),
        ("The Model S is cheaper than the Model 3.", CARS, False, {0, 1}),  # "S" and "3" name the sides
        # One fact gives both figures, each after its name.
        (
            "Der Watzmann ist höher als die Zugspitze.",
            ["Die Zugspitze ist 2.962 Meter hoch, der Watzmann 2.713 Meter."],
            False,
            {0},
        ),
        (
            "La Loire est plus longue que la Seine.",
            ["La Loire mesure 1 006 km.", "La Seine mesure 777 km."],
            True,
            {0, 1},
        ),
        (
            "Lyon has a larger population than Marseille.",
            ["Lyon has a population of 520,000 people.", "Marseille has a population of 870,000 people."],
            False,
            {0, 1},
        ),  # what it compares by, between the comparative and "than"
        ("Die Seine ist kürzer als die Loire.", ["La Loire mesure 1 006 km.", "La Seine mesure 777 km."], True, {0, 1}),
        (
            "Barcelona es mayor que Madrid.",  # a comparative of its own
            ["Madrid tiene 3,3 millones de habitantes.", "Barcelona tiene 1,6 millones de habitantes."],
            False,
            {0, 1},
        ),
        (
            "Her sister Ada is older than Bob.",
            ["Her sister Ada is 45 years old.", "Bob is 38 years old."],
            True,
            {0, 1},
        ),  # ages, not dates
    ],
)
def test_a_comparison_is_read_from_the_figures_of_two_sides(
    claim: str, facts: list[str], holds: bool, sources: set[int]
) -> None:
    derived = derive(claim, facts)
    assert derived is not None and derived.kind == "comparison"
    assert derived.holds is holds and set(derived.figures) == sources and derived.held == 1.0


@pytest.mark.parametrize(
    ("claim", "holds"),
    [
        ("The Eiffel Tower is 237 metres taller than the Statue of Liberty.", True),
        ("The Eiffel Tower is 300 metres taller than the Statue of Liberty.", False),
        ("The Statue of Liberty is 237 metres taller than the Eiffel Tower.", False),  # the right amount, wrong way
        ("The Eiffel Tower is about 240 m taller than the Statue of Liberty.", True),
        ("The Eiffel Tower is more than three times as tall as the Statue of Liberty.", True),
        ("The Eiffel Tower is more than four times as tall as the Statue of Liberty.", False),
        ("The Eiffel Tower is twice as tall as the Statue of Liberty.", False),
    ],
)
def test_a_comparison_by_an_amount_or_a_factor(claim: str, holds: bool) -> None:
    derived = derive(claim, TOWERS)
    assert derived is not None and derived.holds is holds and derived.held == 1.0


def test_an_amount_of_years_is_read_in_the_unit_of_the_figures() -> None:
    terms = ["Alice served on the board for 10 years.", "Bob served on the board for 4 years."]
    assert derive("Alice served on the board 6 years longer than Bob.", terms).holds
    assert not derive("Alice served on the board 7 years longer than Bob.", terms).holds
    ages = ["Her sister Ada is 45 years old.", "Bob is 38 years old."]
    assert derive("Her sister Ada is 7 years older than Bob.", ages).holds
    assert not derive("Her sister Ada is 9 years older than Bob.", ages).holds
    # Days between two years cannot be told.
    assert derive("The Golden Gate Bridge opened 54 days after the Brooklyn Bridge.", BRIDGES) is None


def test_a_comparison_of_dates_by_years_and_across_languages() -> None:
    assert derive("The Golden Gate Bridge opened 54 years after the Brooklyn Bridge.", BRIDGES).holds
    assert not derive("The Golden Gate Bridge opened 45 years after the Brooklyn Bridge.", BRIDGES).holds
    assert derive("The Golden Gate Bridge opened in 1937 after the Brooklyn Bridge.", BRIDGES).holds  # a year
    spanish = derive("El puente Golden Gate se inauguró 54 años después que el puente de Brooklyn.", BRIDGES)
    assert spanish is not None and spanish.holds and spanish.held == 1.0  # names and numbers, across languages


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Lyon has more museums than Marseille.", CITIES),  # what "more" counts, no fact counts
        ("Marseille is older than Lyon.", CITIES),  # no dates
        ("The company chose Lyon rather than Marseille.", CITIES),  # no comparison
        ("The tower is taller than the statue.", TOWERS),  # no names to find the sides by
        ("The Eiffel Tower has a larger base than the Statue of Liberty.", TOWERS),  # no fact gives a base
        ("Lyon is larger than Marseille.", ["Lyon has 520,000 inhabitants.", "Marseille covers 240 km²."]),  # units
        ("Lyon has more inhabitants than Marseille.", ["Lyon has 870,000 inhabitants.", "Marseille has 870,000."]),
    ],
)
def test_a_comparison_the_figures_do_not_settle_is_left_to_the_model(claim: str, facts: list[str]) -> None:
    assert derive(claim, facts) is None


def test_a_total_is_the_sum_of_the_facts_amounts() -> None:
    plants = ["The plant in Ohio employs 1,200 people.", "The plant in Texas employs 800 people."]
    derived = derive("Together, the two plants employ 2,000 people.", plants)
    assert derived is not None and derived.holds and set(derived.figures) == {0, 1} and derived.held == 1.0
    assert derive("The two plants employ 3,000 people in total.", plants) is None  # the pair checks say why
    assert derive("The two plants employ 2,000 people.", plants) is None  # no total is claimed


def test_a_change_between_two_years_is_read_from_the_amounts_of_each_year() -> None:
    users = ["The app had 3 million users in 2022 and 9 million in 2024."]
    tripled = derive("The app's users tripled between 2022 and 2024.", users)
    doubled = derive("The app's users doubled between 2022 and 2024.", users)
    assert tripled is not None and tripled.holds and doubled is not None and not doubled.holds
    revenue = ["Revenue was $2 billion in 2020.", "Revenue reached $5 billion in 2023."]
    more = derive("Revenue more than doubled between 2020 and 2023.", revenue)
    assert more is not None and more.holds and set(more.figures) == {0, 1}
    assert derive("Profit doubled between 2020 and 2023.", revenue).held == 0.0  # not what the facts count
    assert derive("Revenue rose between 2020 and 2023.", revenue).holds  # a way without a factor
    assert not derive("Revenue fell between 2020 and 2023.", revenue).holds
    # Two changes of a year each, not one between two years.
    assert derive("Revenue grew in 2020 and 2023 by 7.8 and 7.3 percent.", revenue) is None


def test_no_one_before_the_first() -> None:
    curie = ["Marie Curie was the first woman to win a Nobel Prize, receiving the Physics prize in 1903."]
    none = derive("No woman had won a Nobel Prize before Marie Curie.", curie)
    several = derive("Several women had won a Nobel Prize before Marie Curie.", curie)
    assert none is not None and none.holds and none.held == 1.0  # "won" is "win"
    assert several is not None and not several.holds and several.kind == "quantifier"
    assert derive("No man had won a Nobel Prize before Marie Curie.", curie) is None


def test_a_span_of_years_states_how_long_something_lasted() -> None:
    term = extract("She served as mayor from 2009 to 2017.")
    assert stated(extract("She was mayor for eight years."), term) == {"8"}
    assert not stated(extract("She was mayor for nine years."), term)
    assert stated(extract("Der Bau dauerte 632 Jahre."), extract("Der Bau begann 1248 und endete 1880.")) == {"632"}


def test_an_amount_without_its_unit_takes_the_one_before_it() -> None:
    amounts = extract("The app had 3 million users in 2022 and 9 million in 2024.").quantities
    assert [(q.value, q.unit) for q in amounts] == [(3e6, "#users"), (9e6, "#users")]
    assert [q.unit for q in extract("It costs $10 and comes in 3 colours.").quantities] == ["$", "#colou"]


@pytest.fixture(scope="module")
def checker() -> GroundingChecker:
    return GroundingChecker()


def test_the_checker_cites_both_facts_of_a_comparison_and_anti_cites_both_of_a_wrong_one(
    checker: GroundingChecker,
) -> None:
    right = checker.check("The Eiffel Tower is taller than the Statue of Liberty.", TOWERS, claim_scores=True).claims[0]
    assert right.citations == (0, 1) and right.score is not None and right.score >= 0.6
    wrong = checker.check(
        "The Statue of Liberty is taller than the Eiffel Tower.", TOWERS, claim_scores=True, anti_citations=True
    )
    claim = wrong.claims[0]
    assert claim.score is not None and claim.score < 0.1 and set(claim.anti_citations) == {0, 1}
    assert claim.reason is not None and claim.reason.startswith("comparison: the claim says The Statue of Liberty")
    assert "93 metres (Statue of Liberty)" in claim.reason and "330 metres (Eiffel Tower)" in claim.reason
