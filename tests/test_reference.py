"""Which name a pronoun in the next sentence stands for."""

import pytest

from veracity.reference import resolve, subject


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Marie Curie won the Nobel Prize in Chemistry in 1911.", "Marie Curie"),
        ("La tour Montparnasse mesure 210 mètres.", "Montparnasse"),
        ("In 1997, Apple released the iMac.", "Apple"),
        ("On Monday Apple released a phone.", "Apple"),
        ("However, Tesla lost money.", "Tesla"),
        ("En 1889, la tour Eiffel a été inaugurée.", "Eiffel"),
        ("It was built by Gustave Eiffel.", "Gustave Eiffel"),
        ("The Will Smith film opened in May.", "Will Smith"),
        ("The store is open on Sundays.", ""),
        ("Es ist im Dezember geschlossen.", ""),
        ("Sie ist 2962 Meter hoch.", ""),
        ("Version 3.2 was released in March.", "Version 3.2"),  # a version is part of its name
        ("Apollo 11 landed on 20 July 1969.", "Apollo 11"),
    ],
)
def test_subject_skips_words_that_name_nothing(sentence: str, name: str) -> None:
    assert subject(sentence) == name


def test_a_pronoun_is_read_with_the_name_before_it() -> None:
    assert resolve("It was sold in Bondi Blue.", ["In 1998, Apple released the iMac."]) == (
        "Apple It was sold in Bondi Blue."
    )


def test_a_day_is_not_what_a_pronoun_stands_for() -> None:
    # Read as "Sundays It is billed monthly.", the claim was cited to the opening hours.
    assert resolve("It is billed monthly.", ["The store is open on Sundays."]) == "It is billed monthly."


def test_a_pronoun_after_a_pronoun_stands_for_the_name_before_both() -> None:
    context = ["The Louvre is the most visited museum.", "It received 8.9 million visitors in 2023."]
    assert resolve("It is located in Paris.", context) == "Louvre It is located in Paris."


@pytest.mark.parametrize(
    ("claim", "context", "name"),
    [
        ("Sie ist der höchste Berg Europas.", ["Der höchste Gipfel Deutschlands ist die Zugspitze."], "Zugspitze"),
        ("Er ist 2962 Meter hoch.", ["Der höchste Gipfel Deutschlands ist die Zugspitze."], "Gipfel"),
        ("Sie wurde in Warschau geboren.", ["Marie Curie erhielt 1911 den Nobelpreis für Chemie."], "Marie Curie"),
    ],
)
def test_a_german_pronoun_stands_for_a_noun_of_its_gender(claim: str, context: list[str], name: str) -> None:
    """German capitalises every noun: "Sie" after "Der höchste Gipfel ... ist die Zugspitze" is the Zugspitze."""
    assert resolve(claim, context) == f"{name} {claim}"
