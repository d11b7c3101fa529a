"""The library against the seeds' example tables, and the pipeline's harder cases."""

import threading

import pytest

from veracity import CheckRequest, Fact, GroundingChecker, InvalidArgument, NotFound
from veracity.types import GroundingSpec

TITANIC = Fact(
    "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James "
    "Cameron. The movie is about the 1912 sinking of the RMS Titanic. It stars Kate Winslet and Leonardo DiCaprio. "
    "The movie was released on December 19, 1997. It received positive critical reviews. The movie won 11 Academy "
    "Awards, and was nominated for fourteen total Academy Awards.",
    {"author": "Simple Wikipedia"},
)
REVIEW = Fact(
    'James Cameron\'s "Titanic" is an epic, action-packed romance set against the ill-fated maiden voyage of the '
    "R.M.S. Titanic; the pride and joy of the White Star Line and, at the time, the largest moving object ever "
    'built. She was the most luxurious liner of her era -- the "ship of dreams" -- which ultimately carried over '
    "1,500 people to their death in the ice cold waters of the North Atlantic in the early hours of April 15, 1912.",
    {"author": "Rotten Tomatoes"},
)
FACTS = [TITANIC, REVIEW]


def test_supported_answer_scores_high_and_cites_the_fact(checker: GroundingChecker) -> None:
    result = checker.check("Titanic was directed by James Cameron. It was released in 1997.", FACTS, claim_scores=True)
    assert result.support_score > 0.9
    assert [c.check_required for c in result.claims] == [True, True]
    assert all(c.citations for c in result.claims)
    assert all(result.cited_chunks[i].fact_index == 0 for c in result.claims for i in c.citations)
    assert [(c.start, c.end) for c in result.claims] == [(0, 38), (39, 63)]


def test_meta_sentence_needs_no_check_and_does_not_count(checker: GroundingChecker) -> None:
    result = checker.check("Here is what I found. Titanic was directed by James Cameron.", FACTS, claim_scores=True)
    first, second = result.claims
    assert not first.check_required and first.citations == () and first.score is None
    assert second.check_required and second.citations
    assert result.support_score > 0.9


def test_partly_wrong_claim_is_unsupported_and_anti_cited(checker: GroundingChecker) -> None:
    result = checker.check(
        "Titanic was directed by James Cameron. It starred Brad Pitt and Kate Winslet",
        FACTS,
        claim_scores=True,
        anti_citations=True,
    )
    right, wrong = result.claims
    assert right.citations and right.score > 0.9
    assert wrong.citations == () and wrong.score < 0.3
    assert wrong.anti_citations and wrong.contradiction >= 0.8
    assert 0.4 <= result.support_score <= 0.7
    assert 0.3 <= result.contradiction_score <= 0.6


@pytest.mark.parametrize(
    "claim",
    ["Titanic won 12 Academy Awards.", "Titanic was released in 1975.", "Titanic was not directed by James Cameron."],
)
def test_wrong_numbers_and_negations_are_unsupported(checker: GroundingChecker, claim: str) -> None:
    result = checker.check(claim, FACTS)
    assert result.support_score < 0.5 and not result.claims[0].citations


# What users check every day: shop hours, prices, plans, limits, ranks, in several languages. True: the fact
# supports the claim; a string: the claim is unsupported, and this detail check says why.
EVERYDAY = [
    ("Apple's revenue was $394 billion in 2022.", "Apple reported revenue of $394.3 billion for fiscal 2022.", True),
    ("The bridge is 2.7 km long.", "The bridge is 2,737 metres long.", True),
    ("The store opens at 9 am.", "Opening hours: 9:00-18:00, Monday to Saturday.", True),
    ("Die Bibliothek ist sonntags geschlossen.", "Die Bibliothek ist montags bis samstags geöffnet.", True),
    ("Le musée est fermé le mardi.", "Le musée est ouvert tous les jours sauf le mardi.", True),
    ("Ele nasceu no Porto em 1950.", "Ele nasceu no Porto, em 1950.", True),
    ("Il a été fondé en mai 2010.", "L'entreprise a été fondée le 3 mai 2010 à Lyon.", True),
    (
        "Premium users get 50 GB of storage.",
        "Free accounts include 5 GB; Premium accounts include 50 GB of storage.",
        True,
    ),
    ("Refunds take two weeks.", "Refunds are processed within 14 days.", True),
    ("The company has more than 500 employees.", "The company employs 1,200 people worldwide.", True),
    ("Das Abo kostet 10 Euro im Monat.", "The subscription costs €10/month.", True),
    ("The meeting is on Tuesday.", "The meeting was moved to Wednesday.", "date"),
    ("The museum is open every day.", "The museum is open every day except Tuesday.", "quantifier"),
    ("El museo abre los lunes.", "El museo cierra los lunes.", "opposite"),
    ("It is the largest city in Germany.", "Hamburg is the second-largest city in Germany after Berlin.", "comparison"),
    (
        "Free accounts get 50 GB of storage.",
        "Free accounts include 5 GB; Premium accounts include 50 GB of storage.",
        "number",
    ),
    ("The event starts at 8 pm.", "Doors open at 18:30; the event starts at 19:00.", "time"),
    ("The event takes place every week.", "The event takes place once a month.", "frequency"),
    (
        "All employees get 25 days of paid leave.",
        "Full-time employees get 25 days of paid leave per year.",
        "quantifier",
    ),
    ("The plan includes unlimited storage.", "The plan includes 100 GB of storage.", "quantifier"),
    ("A password is optional.", "A password is required for every account.", "opposite"),
    # Written as users check answers in ten domains (probes/detail_checks/everyday_domains.py).
    ("Brazil has won the World Cup five times.", "Brazil won the World Cup in 1958, 1962, 1970, 1994 and 2002.", True),
    ("The EU has 27 member states.", "The European Union consists of 27 member states.", True),
    ("The backup runs every night at 2 am.", "A nightly backup starts at 02:00.", True),
    ("Revenue fell 12% to $3.1 billion.", "Quarterly revenue increased 12 percent to $3.1 billion.", "opposite"),
    ("Microsoft paid $7.5 million for GitHub.", "In 2018, Microsoft bought GitHub for $7.5 billion.", "number"),
    ("Die Inflation lag im Juni bei 2,4 Prozent.", "Inflation was 2.4% in May.", "date"),
    ("O curso tem duração de um ano.", "The course lasts six months.", "number"),
    ("The free plan includes 1 TB of storage.", "Free accounts get 5 GB of storage; Pro accounts get 1 TB.", "number"),
    ("Sale items are refundable.", "Sale items are final and cannot be refunded.", "negation"),
    ("GitHub acquired Microsoft in 2018.", "In 2018, Microsoft bought GitHub for $7.5 billion.", "role"),
]


@pytest.mark.parametrize(("claim", "fact", "expected"), EVERYDAY)
def test_everyday_claims_get_their_verdicts(checker: GroundingChecker, claim: str, fact: str, expected: object) -> None:
    (result,) = checker.check(claim, [fact]).claims
    if expected is True:
        assert result.citations and result.score >= 0.6, result
    else:
        assert not result.citations and result.score < 0.6 and (result.reason or "").startswith(f"{expected}:"), result


POLICY = [
    "Employees may work remotely up to three days per week, subject to manager approval.",
    "New hires receive 20 days of paid annual leave; after five years of service this rises to 25 days.",
    "The router supports Wi-Fi 6 and has four Ethernet ports.",
]


def test_a_citation_marker_is_not_read_as_a_number(checker: GroundingChecker) -> None:
    answer = "Employees can work from home up to three days a week [1]. Manager approval is required."
    claim, _ = checker.check(answer, POLICY).claims
    assert claim.text.endswith("[1].") and claim.citations == (0,) and claim.score >= 0.6, claim


@pytest.mark.parametrize("answer", ["The router has two Ethernet ports.", "The router supports Wi-Fi 7."])
def test_a_number_no_fact_states_leaves_a_claim_unsupported(checker: GroundingChecker, answer: str) -> None:
    """Among several facts: the claim combiner alone gave these 0.82 and 0.93."""
    (claim,) = checker.check(answer, POLICY).claims
    assert not claim.citations and claim.score < 0.5, claim


def test_a_reason_names_the_fact_that_speaks_of_the_claim(checker: GroundingChecker) -> None:
    """Two facts give other numbers of days; the reason quotes the one about leave, not the one about remote work."""
    (claim,) = checker.check("After five years, they get 30 days.", POLICY).claims
    assert claim.reason == "number: the claim says 30 days, fact 1 says 25 days", claim


@pytest.mark.parametrize(
    ("answer", "fact"),
    [("Employees can work from home up to four days a week.", 0), ("They get 30 days after five years.", 1)],
)
def test_only_the_fact_about_the_claim_anti_cites_it(checker: GroundingChecker, answer: str, fact: int) -> None:
    """Each of the two facts about days contradicts the claim in a detail; only the one about what it says counts."""
    result = checker.check(answer, POLICY, anti_citations=True)
    (claim,) = result.claims
    assert [result.cited_chunks[i].fact_index for i in claim.anti_citations] == [fact], (result.cited_chunks, claim)


def test_attribute_grounds_an_attribution(checker: GroundingChecker) -> None:
    toronto = [Fact("Toronto is the capital of Ontario.", {"author": "Wikipedia"})]
    plain = checker.check("Toronto is the capital of Ontario.", toronto).support_score
    attributed = checker.check("Wikipedia cites that Toronto is the capital of Ontario.", toronto).support_score
    other = checker.check("Government of Ontario claims that Toronto is the capital of Ontario.", toronto).support_score
    assert plain > 0.9 and attributed > 0.8  # two more words to ground, one of them only in an attribute
    assert other < attributed - 0.2


def test_claim_needing_two_facts_cites_both(checker: GroundingChecker) -> None:
    facts = [Fact("Marie Curie was born in Warsaw."), Fact("Marie Curie won the Nobel Prize in Chemistry in 1911.")]
    result = checker.check("Marie Curie, born in Warsaw, won the Nobel Prize in Chemistry in 1911.", facts)
    assert result.support_score > 0.6
    assert sorted(c.fact_index for c in result.cited_chunks) == [0, 1]


def test_an_acronym_is_supported_beside_an_unrelated_fact(checker: GroundingChecker) -> None:
    """With two facts the claim combiner decides, and reads 'EU' in 'European Union' as the pair verdict does."""
    facts = ["The European Union consists of 27 member states.", "Quarterly revenue increased 12 percent."]
    (result,) = checker.check("The EU has 27 member states.", facts).claims
    assert result.citations == (0,) and result.score >= 0.6, result


@pytest.mark.parametrize(
    ("claim", "fact", "cited"),
    [
        ("Einstein was born in 1879.", "Newton was born in 1879.", False),
        ("Einstein was born in 1879.", "Albert Einstein was born in Ulm in 1879.", True),
        ("Toyota makes the Prius.", "Honda makes the Prius.", False),
        ("Toyota makes the Prius.", "The Prius is made by Toyota.", True),
    ],
)
def test_a_name_that_opens_the_claim_must_be_in_the_evidence(
    checker: GroundingChecker, claim: str, fact: str, cited: bool
) -> None:
    (result,) = checker.check(claim, [fact]).claims
    assert bool(result.citations) == cited, result


def test_another_figure_elsewhere_does_not_contradict_a_figure_the_evidence_states(checker: GroundingChecker) -> None:
    facts = [
        "In the trial, dog one got it right in 98 per cent of cases.",
        "In the trial, dog two got it right in 93 per cent of cases.",
    ]
    right = checker.check("Dog one got it right in 98 per cent of cases.", facts).claims[0]
    wrong = checker.check("Dog one got it right in 95 per cent of cases.", facts).claims[0]
    assert right.score > 0.9 and right.citations == (0,) and not right.anti_citations
    assert wrong.score < 0.1 and wrong.reason == "number: the claim says 95 per cent, fact 0 says 98 per cent"


def test_a_figure_in_another_unit_is_the_same_figure(checker: GroundingChecker) -> None:
    facts = ["The bridge is 2,737 metres long."]
    assert checker.check("The bridge is 2.7 km long.", facts).support_score > 0.8
    assert checker.check("The bridge is 3.5 km long.", facts).support_score < 0.1
    # "Celsius" is a unit, not a name the evidence lacks.
    assert checker.check("Water boils at 100 degrees Celsius.", ["Water boils at 100 °C."]).support_score >= 0.6


def test_a_name_the_evidence_translates_is_no_missing_name(checker: GroundingChecker) -> None:
    wien = [Fact("Die Universität Wien wurde 1365 gegründet.")]
    assert checker.check("The University of Vienna was founded in 1365.", wien).support_score > 0.8
    assert checker.check("The University of Graz was founded in 1365.", wien).support_score <= 0.5


@pytest.mark.parametrize(
    ("claim", "wrong", "fact"),
    [
        (
            "El Reino Unido salió de la Unión Europea en 2020.",
            "El Reino Unido salió de la OTAN en 2020.",
            "The United Kingdom left the European Union in 2020.",
        ),
        (
            "Los Países Bajos tienen unos 17,9 millones de habitantes.",
            "Bélgica tiene unos 17,9 millones de habitantes.",
            "The Netherlands has 17.9 million inhabitants.",
        ),
        (
            "The Brandenburg Gate was completed in 1791.",
            "The Berlin Wall was completed in 1791.",
            "Das Brandenburger Tor wurde 1791 fertiggestellt.",
        ),
    ],
)
def test_a_name_of_several_words_is_translated_whole(
    checker: GroundingChecker, claim: str, wrong: str, fact: str
) -> None:
    # Word by word, "Unido" is no "Kingdom" and "Bajos" no "Netherlands".
    assert checker.check(claim, [fact]).support_score >= 0.6
    assert checker.check(wrong, [fact]).support_score < 0.5


@pytest.mark.parametrize(
    ("claim", "wrong", "fact"),
    [
        ("Tokyo is the capital of Japan.", "Kyoto is the capital of Japan.", "東京は日本の首都です。"),
        (
            "Three people are driving ATVs.",
            "Three people are driving Jeeps.",
            "三人の人が野原で四輪のATVを運転している。",
        ),
        (
            "A family is posing by the Christmas tree.",
            "A family is posing by the Eiffel Tower.",
            "家族がクリスマスツリーのそばでポーズをとっている。",
        ),
        (
            "The Berlin TV Tower is 368 metres tall.",
            "The Berlin Olympic Stadium is 368 metres tall.",
            "Der Fernsehturm in Berlin ist 368 Meter hoch.",
        ),
    ],
)
def test_a_name_is_found_in_japanese_and_inside_a_longer_name(
    checker: GroundingChecker, claim: str, wrong: str, fact: str
) -> None:
    # Japanese writes no spaces: a name is a run of kanji or katakana, or a Latin word among them. A name may be
    # part of a longer one ("TV Tower" of "Berlin TV Tower"), or a word with the one after it ("Christmas tree").
    assert checker.check(claim, [fact]).support_score >= 0.6
    assert checker.check(wrong, [fact]).support_score < 0.6


def test_a_german_place_is_a_name_the_evidence_must_give(checker: GroundingChecker) -> None:
    curie = [Fact("Marie Curie won the Nobel Prize in Chemistry in 1911.")]
    born = checker.check("Marie Curie erhielt 1911 den Nobelpreis für Chemie. Sie wurde in Warschau geboren.", curie)
    assert [c.score >= 0.6 for c in born.claims] == [True, False]


@pytest.mark.parametrize(
    ("answer", "fact"),
    [
        (
            "The Louvre is the most visited museum. It received 8.9 million visitors in 2023. It is located in {}.",
            "The Louvre, in Paris, received 8.9 million visitors in 2023, making it the most visited museum.",
        ),
        (
            "Le Louvre est le musée le plus visité du monde. Il se trouve à {}.",
            "Le musée du Louvre, à Paris, a accueilli 8,9 millions de visiteurs en 2023.",
        ),
    ],
)
def test_a_wrong_place_is_anti_cited_after_a_chain_of_pronouns(
    checker: GroundingChecker, answer: str, fact: str
) -> None:
    """ "Located" says only where it is: the place is the claim, and "It" is the Louvre two sentences back."""
    right = checker.check(answer.format("Paris"), [fact], claim_scores=True, anti_citations=True).claims[-1]
    wrong = checker.check(answer.format("Lyon"), [fact], claim_scores=True, anti_citations=True).claims[-1]
    assert right.score >= 0.6 and right.citations
    assert wrong.anti_citations and wrong.reason == "place: the claim says Lyon, fact 0 says Paris"


def test_the_reach_of_a_superlative_is_unsupported_not_contradicted(checker: GroundingChecker) -> None:
    facts = ["The Zugspitze is the highest mountain in Germany, at 2,962 metres.", "It lies in the Wetterstein range."]
    europe = checker.check("The Zugspitze is the highest mountain in Europe.", facts, anti_citations=True).claims[0]
    germany = checker.check("The Zugspitze is the highest mountain in Germany.", facts).claims[0]
    assert europe.score <= 0.5 and not europe.citations and not europe.anti_citations
    assert germany.score >= 0.9 and germany.citations


def test_an_opposite_word_is_read_across_languages(checker: GroundingChecker) -> None:
    facts = ["Delivery is free of charge."]
    paid = checker.check("La livraison est payante.", facts, anti_citations=True).claims[0]
    free = checker.check("La livraison est gratuite.", facts).claims[0]
    assert paid.anti_citations and paid.reason == "opposite: the claim says payante, fact 0 says free"
    assert free.score >= 0.6 and free.citations


def test_a_number_written_in_kanji_is_the_number_across_languages(checker: GroundingChecker) -> None:
    dogs = ["二匹の犬が草の中で遊んでいる。"]
    assert checker.check("Two dogs are playing in the grass.", dogs).support_score >= 0.6
    assert checker.check("Three dogs are playing in the grass.", dogs).support_score < 0.6


@pytest.mark.parametrize(
    ("claim", "fact"),
    [
        ("Two dogs are fighting.", "A black dog and a tan dog are fighting."),
        ("Two dogs are fighting.", "黒い犬と黄褐色の犬が喧嘩をしている。"),
        ("二匹の犬が喧嘩をしている。", "A black dog and a small white and black dog are fighting."),
        ("四人の人々が海辺で歩いている。", "A man, a woman and two girls are walking on the beach."),
        ("Two people are shaking hands.", "A man is shaking hands with another man."),
        ("Two people are shaking hands.", "An old woman is shaking hands with a man."),
    ],
)
def test_a_count_the_evidence_names_group_by_group_is_stated(checker: GroundingChecker, claim: str, fact: str) -> None:
    assert checker.check(claim, [fact]).support_score >= 0.6
    three = claim.replace("Two", "Three").replace("二匹", "三匹").replace("四人", "五人")
    assert checker.check(three, [fact]).support_score < 0.6


@pytest.mark.parametrize(
    ("claim", "fact"),
    [
        (
            "A shirtless man is escorting a horse along a road.",
            "シャツを着ていない男性が道路に沿って馬に付き添っている。",
        ),
        ("The girl is recklessly jumping onto a vehicle.", "その女の子は向こう見ずに自動車に飛び乗っている。"),
        ("A football is being held by a man with no shirt.", "シャツを着ていない男性がフットボールをつかんでいる。"),
    ],
)
def test_a_negation_that_describes_is_no_negation_across_languages(
    checker: GroundingChecker, claim: str, fact: str
) -> None:
    # "着ていない" (not wearing) describes the man, "向こう見ず" (reckless) is a word: neither negates the sentence.
    assert checker.check(claim, [fact]).support_score >= 0.6
    negated = checker.check("男性は馬に付き添っていない。", ["A shirtless man is escorting a horse along a road."])
    assert negated.support_score < 0.6


HOTEL = [
    "Check-in starts at 3 pm and check-out is until 11 am.",
    "Breakfast is served from 7 to 10 am and costs €18 per person.",
    "Pets are not allowed in the rooms.",
]


@pytest.mark.parametrize(
    ("claim", "facts", "supported"),
    [
        ("Der Check-in beginnt um 15 Uhr.", HOTEL, True),
        ("Der Check-in beginnt um 14 Uhr.", HOTEL, False),
        ("O café da manhã é servido das 7h às 10h.", HOTEL, True),
        ("O café da manhã é servido das 8h às 10h.", HOTEL, False),
        ("Le petit-déjeuner coûte 18 € par personne.", HOTEL, True),
        ("Le petit-déjeuner coûte 25 € par personne.", HOTEL, False),
        ("X5于2024年3月发布。", ["The X5 was released in March 2024."], True),
        ("X5于2022年发布。", ["The X5 was released in March 2024."], False),
        ("The Berlin TV Tower is 368 metres tall.", ["Der Fernsehturm in Berlin ist 368 Meter hoch."], True),
        ("The Berlin TV Tower is 468 metres tall.", ["Der Fernsehturm in Berlin ist 368 Meter hoch."], False),
        ("X5はX4より軽いです。", ["The X5 is lighter than the X4."], True),
        ("X5はX4より重いです。", ["The X5 is lighter than the X4."], False),
    ],
)
def test_details_read_across_languages(
    checker: GroundingChecker, claim: str, facts: list[str], supported: bool
) -> None:
    assert (checker.check(claim, facts).support_score >= 0.6) == supported


def test_a_price_against_free_of_charge_says_why(checker: GroundingChecker) -> None:
    claim = checker.check("Entry costs €10.", ["Entry is free of charge."]).claims[0]
    assert claim.score is not None and claim.score < 0.6
    assert claim.reason == "number: the claim says costs €10, fact 0 says free of charge"


def test_cross_lingual_claims_find_their_evidence(checker: GroundingChecker) -> None:
    result = checker.check("Die Hauptrollen spielten Kate Winslet und Leonardo DiCaprio.", FACTS)
    assert result.support_score > 0.6
    assert result.cited_chunks[0].fact_index == 0


@pytest.mark.parametrize(
    ("claim", "supported"),
    [
        ("Regie führte James Cameron.", True),
        ("Der Film gewann 11 Oscars.", True),
        ("Titanic foi dirigido por James Cameron.", True),
        ("Der Film gewann 12 Oscars.", False),
        ("Titanic kam 1975 in die Kinos.", False),
    ],
)
def test_claims_in_another_language_than_the_facts(checker: GroundingChecker, claim: str, supported: bool) -> None:
    assert (checker.check(claim, FACTS).support_score >= 0.6) == supported


def test_byte_offsets_are_utf8(checker: GroundingChecker) -> None:
    text = "Über Titanic: Er wurde 1997 veröffentlicht. タイタニックは1997年に公開されました。"
    result = checker.check(text, FACTS)
    encoded = text.encode()
    for claim in result.claims:
        assert encoded[claim.start : claim.end].decode() == claim.text


def test_threshold_controls_citations(checker: GroundingChecker) -> None:
    candidate = "Titanic was directed by James Cameron."
    assert checker.check(candidate, FACTS, citation_threshold=0.0).claims[0].citations
    assert not checker.check(candidate, FACTS, citation_threshold=1.0).claims[0].citations


def test_same_request_same_response(checker: GroundingChecker) -> None:
    request = CheckRequest("Titanic was directed by James Cameron. It starred Brad Pitt.", tuple(FACTS))
    assert checker.run(request) == checker.run(request)


def test_one_fact_or_claim_given_alone_counts_as_one(checker: GroundingChecker) -> None:
    fact = "Titanic is a 1997 film directed by James Cameron."
    alone = checker.check("Titanic was directed by James Cameron.", fact)
    assert alone == checker.check("Titanic was directed by James Cameron.", [fact])
    assert alone.support_score > 0.6 and alone.cited_chunks[0].text == fact
    assert checker.check("Titanic was directed by James Cameron.", {"text": fact}) == alone
    assert len(checker.check_claims("Titanic was directed by James Cameron.", fact).claims) == 1


def test_concurrent_checks_agree(checker: GroundingChecker) -> None:
    request = CheckRequest("Titanic was directed by James Cameron. It won 11 Academy Awards.", tuple(FACTS))
    expected = checker.run(request)
    results = []
    threads = [threading.Thread(target=lambda: results.append(checker.run(request))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected] * 8


def test_limits_are_named(checker: GroundingChecker) -> None:
    with pytest.raises(InvalidArgument, match="200 facts"):
        checker.check("Titanic was directed by James Cameron.", ["x"] * 201)
    with pytest.raises(InvalidArgument, match="10,000 characters"):
        checker.check("Titanic was directed by James Cameron.", ["x" * 10_001])
    with pytest.raises(InvalidArgument, match="4096 tokens"):
        checker.check("word " * 4_097, FACTS)
    with pytest.raises(NotFound, match="my-app"):
        checker.run(CheckRequest("Titanic was directed by James Cameron.", search_engine="my-app"))
    with pytest.raises(InvalidArgument, match="prompt is required"):
        checker.run(CheckRequest("Titanic.", tuple(FACTS), GroundingSpec(enable_helpfulness_score=True)))


# The seeds' helpfulness table for one prompt, best first, then answers that do not serve it at all.
PROMPT = "Who directed and starred in the movie Titanic?"
RANKED = [
    "Titanic was directed by James Cameron. It starred Leonardo DiCaprio and Kate Winslet.",  # seeds: 0.980
    "Cameron, DiCaprio and Winslet.",  # 0.947: not complete
    "James Cameron's 1997 masterpiece, Titanic, captured the hearts of audiences worldwide with its tragic love story "
    'set against the backdrop of the ill-fated maiden voyage of the "unsinkable" ship. The film, a mesmerizing blend '
    "of historical drama and fictional romance, starred Leonardo DiCaprio as Jack Dawson, a penniless artist who falls "
    "for Rose DeWitt Bukater, a young woman trapped by her social standing and played exquisitely by Kate Winslet. "
    "Their passionate love affair unfolds amidst the grandeur and opulence of the Titanic, a floating palace of dreams "
    "that ultimately succumbs to a devastating fate.",  # 0.738: not concise
]
UNHELPFUL = ["I like ships.", "I don't really know, sorry.", "Who directed and starred in the movie Titanic?"]


def test_helpfulness_follows_the_seeds_order(checker: GroundingChecker) -> None:
    scores = [checker.check(a, FACTS, prompt=PROMPT, helpfulness=True).helpfulness_score for a in RANKED]
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores == sorted(scores, reverse=True), scores
    worst = [checker.check(a, FACTS, prompt=PROMPT, helpfulness=True).helpfulness_score for a in UNHELPFUL]
    assert max(worst) < min(scores), (worst, scores)


@pytest.mark.parametrize(
    ("prompt", "good", "evasive", "off_topic"),
    [
        (
            "Wer führte Regie bei Titanic und wer spielte mit?",
            "Titanic wurde von James Cameron gedreht. Es spielten Leonardo DiCaprio und Kate Winslet mit.",
            "Ich weiß es leider nicht.",
            "Ich mag Schiffe.",
        ),
        (
            "映画『タイタニック』の監督と主演は誰ですか？",
            "『タイタニック』はジェームズ・キャメロンが監督し、レオナルド・ディカプリオとケイト・ウィンスレットが主演しました。",
            "すみません、わかりません。",
            "私は船が好きです。",
        ),
        (
            "Quem dirigiu e estrelou o filme Titanic?",
            "Titanic foi dirigido por James Cameron e estrelado por Leonardo DiCaprio e Kate Winslet.",
            "Desculpe, não sei.",
            "Eu gosto de navios.",
        ),
    ],
    ids=["de", "ja", "pt"],
)
def test_helpfulness_works_across_languages(
    checker: GroundingChecker, prompt: str, good: str, evasive: str, off_topic: str
) -> None:
    def helpfulness(answer: str) -> float | None:
        return checker.check(answer, FACTS, prompt=prompt, helpfulness=True).helpfulness_score

    assert helpfulness(good) > max(helpfulness(evasive), helpfulness(off_topic))
    assert checker.check(good, FACTS).helpfulness_score is None  # only when asked for


def test_score_pairs_scores_each_claim_by_its_own_document(checker: GroundingChecker) -> None:
    titanic = "Titanic is a 1997 film directed by James Cameron. It stars Kate Winslet."
    tower = "The Eiffel Tower is 330 metres tall. It was completed in 1889."
    documents = [titanic, tower, tower, "\n".join([tower] * 400)]  # the last one is longer than one fact may be
    claims = [
        "Titanic was directed by James Cameron.",
        "It was completed in 1889.",
        "The Eiffel Tower is 300 metres tall.",
    ]
    claims.append("The Eiffel Tower was completed in 1889.")
    scores = checker.score_pairs(documents, claims)
    assert len(scores) == 4 and all(0.0 <= s <= 1.0 for s in scores)
    assert scores[0] > 0.6 and scores[1] > 0.6 and scores[3] > 0.6
    assert scores[2] < 0.3  # the wrong height
    assert checker.score_pairs([tower], ["Titanic was directed by James Cameron."])[0] < 0.3  # another document
    with pytest.raises(InvalidArgument, match="same length"):
        checker.score_pairs([titanic], claims)
