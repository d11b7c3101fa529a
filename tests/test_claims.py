import pytest

from veracity.claims import check_required, split_sentences
from veracity.limits import count_tokens


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Dr. Smith arrived at 9:00 a.m. and paid $22.50, e.g. for lunch. Here is what I found... Was it good?",
            [
                "Dr. Smith arrived at 9:00 a.m. and paid $22.50, e.g. for lunch.",
                "Here is what I found...",
                "Was it good?",
            ],
        ),
        (
            "Z. B. kam Dr. Müller ca. 22.50 Uhr an, d. h. sehr spät. Er wohnt in der Hauptstr. 5 in Berlin.",
            ["Z. B. kam Dr. Müller ca. 22.50 Uhr an, d. h. sehr spät.", "Er wohnt in der Hauptstr. 5 in Berlin."],
        ),
        (
            "A Dra. Silva mora na Av. Paulista. O Sr. João chegou às 9:00.",
            ["A Dra. Silva mora na Av. Paulista.", "O Sr. João chegou às 9:00."],
        ),
        (
            "Le film a été réalisé par M. Cameron. Il est sorti en 1997.",
            ["Le film a été réalisé par M. Cameron.", "Il est sorti en 1997."],
        ),
        (
            "La película fue dirigida por J. Cameron. ¿La viste?",
            ["La película fue dirigida por J. Cameron.", "¿La viste?"],
        ),
        ("Il film è del 1997. Ha vinto 11 Oscar.", ["Il film è del 1997.", "Ha vinto 11 Oscar."]),
        ("De film is van 1997. Hij won 11 Oscars.", ["De film is van 1997.", "Hij won 11 Oscars."]),
        (
            "タイタニックはジェームズ・キャメロンが監督しました。1997年に公開されました！本当ですか？",
            ["タイタニックはジェームズ・キャメロンが監督しました。", "1997年に公開されました！", "本当ですか？"],
        ),
        ("泰坦尼克号由詹姆斯·卡梅隆执导。它于1997年上映！", ["泰坦尼克号由詹姆斯·卡梅隆执导。", "它于1997年上映！"]),
        (
            "타이타닉은 제임스 카메론이 감독했다. 1997년에 개봉했다.",
            ["타이타닉은 제임스 카메론이 감독했다.", "1997년에 개봉했다."],
        ),
        (
            "Фильм снял Дж. Кэмерон в 1997 г. Он вышел в прокат.",
            ["Фильм снял Дж. Кэмерон в 1997 г.", "Он вышел в прокат."],
        ),
        ("أخرج جيمس كاميرون فيلم تايتانيك. صدر في عام 1997.", ["أخرج جيمس كاميرون فيلم تايتانيك.", "صدر في عام 1997."]),
        ('He said "It is done." Then he left.', ['He said "It is done."', "Then he left."]),
        ("He lives in the U.S. and works for IBM. He is 40.", ["He lives in the U.S. and works for IBM.", "He is 40."]),
        (
            "Die Kirche stammt aus dem 12. Jahrhundert. Sie wurde im 2. Weltkrieg zerstört. Das Kind ist 12. Es lacht.",
            [
                "Die Kirche stammt aus dem 12. Jahrhundert.",
                "Sie wurde im 2. Weltkrieg zerstört.",
                "Das Kind ist 12.",
                "Es lacht.",
            ],
        ),
    ],
)
def test_sentences(text: str, expected: list[str]) -> None:
    sentences = split_sentences(text)
    assert [s.text for s in sentences] == expected
    for s in sentences:
        assert text[s.start : s.end] == s.text


@pytest.mark.parametrize(
    "sentence",
    [
        "Here is what I found.",
        "I hope this helps!",
        "Let me know if you have any other questions.",
        "Is there anything else I can help you with?",
        "When was it released?",
        "Sure!",
        "Hier ist, was ich gefunden habe.",
        "Ich hoffe, das hilft!",
        "Voici ce que j'ai trouvé.",
        "Espero que esto te ayude.",
        "Aqui está o que encontrei.",
        "Ecco cosa ho trovato.",
        "Ik hoop dat dit helpt.",
        "お役に立てれば幸いです。",
        "希望这对你有帮助。",
        "도움이 되었으면 좋겠습니다.",
        "Надеюсь, это поможет.",
        "شكرا لك.",
        "## Key facts about Australia",
        "To install it, run:",
        "```\npip install requests\n```",
        "I don't know.",
        "The documents do not say.",
        "The provided sources don't mention the release date.",
        "Ich weiß es nicht.",
        "Je ne sais pas.",
        "Não sei.",
        "わかりません。",
        "我不知道。",
    ],
)
def test_sentences_that_state_nothing(sentence: str) -> None:
    assert not check_required(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Titanic was directed by James Cameron.",
        "Certainly the film was directed by James Cameron.",
        "It was released in 1997.",
        "Titanic wurde von James Cameron inszeniert.",
        "タイタニックはジェームズ・キャメロンが監督しました。",
        "Фильм вышел в 1997 году.",
        "Key facts: Canberra is the capital of Australia.",
        "I know that Canberra is the capital.",
    ],
)
def test_statements_need_a_check(sentence: str) -> None:
    assert check_required(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The provided passage does not mention when the museum was founded.",
        "However, the context doesn't specify the exact weight of a cup of peanuts.",
        "The exact amount Tiger Woods was paid in 2007 is not specified in the provided text.",
        "Unfortunately, the information provided cannot answer this question.",
        "Le passage ne fournit pas d'informations spécifiques sur ce que Rudyard Kipling faisait pendant son temps libre.",
        "Maxtor Maxblast n'est pas directement mentionné dans le passage de référence fourni.",
        "Je suis désolé, mais sans passage de référence fourni, il m'est impossible de fournir une réponse.",
        "Il passaggio non fornisce informazioni specifiche sul costo di invio di una lettera.",
        "Tuttavia, specifici dettagli su Maxtor Maxblast non sono forniti in questo estratto.",
        "El pH óptimo de la tripsina no se menciona explícitamente en el pasaje proporcionado.",
        "O trecho fornecido não especifica o tempo necessário para viajar de Ithaca a Syracuse.",
        "Der Text erwähnt das Gründungsjahr nicht.",
        "提供された資料には、開館日についての記載はありません。",
        "提供的文档中没有提到发布日期。",
        "제공된 문서에는 출시 날짜에 대한 언급이 없습니다.",
        "De gegeven tekst vermeldt het openingsjaar niet.",
        "В тексте не упоминается дата открытия.",
        "النص لا يذكر تاريخ الافتتاح.",
    ],
)
def test_sentences_that_say_the_sources_lack_the_answer_state_nothing(sentence: str) -> None:
    assert not check_required(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # another clause states something
        "I'm not sure, but I know he was born in Chicago.",
        "Le passage ne mentionne pas d'autres villes, mais il indique que l'Indiana a plusieurs métropoles.",
        "Il passaggio non menziona altre lingue, quindi lo spagnolo è la lingua predominante.",
        "The passage does not mention the hamster, which was added in the second season.",
        "資料には開館日の記載はありませんが、1990年に建てられたと書かれています。",
        "De tekst vermeldt het openingsjaar niet, maar wel dat het museum in 1990 werd gebouwd.",
        "В тексте не упоминается дата открытия, но сказано, что музей построен в 1990 году.",
        "النص لا يذكر تاريخ الافتتاح، لكنه يقول إن المتحف بني عام 1990.",
        # a text, an article or a document that is not the answer's sources
        "The text of the treaty does not mention Taiwan.",
        "The passage of the bill does not include tax cuts.",
        "Arianna Huffington and Warren Beatty do not discuss political issues in their articles.",
        "An article about the NYPD did not state the street number.",
        "In der Stadt gibt es keine Einkaufszentren, in denen zollfreie Artikel verkauft werden.",
        # nothing about sources
        "The company did not mention any layoffs.",
    ],
)
def test_sentences_that_only_seem_to_abstain_need_a_check(sentence: str) -> None:
    assert check_required(sentence)


def test_a_markdown_answer_splits_into_its_lines_and_list_items() -> None:
    text = "## Key facts\n\n1. Canberra is the capital.\n2. Australia has six states.\n\n```\npip install x\n```"
    sentences = [s.text for s in split_sentences(text)]
    assert sentences == [
        "## Key facts",
        "1. Canberra is the capital.",
        "2. Australia has six states.",
        "```\npip install x\n```",
    ]
    assert [check_required(s) for s in sentences] == [False, True, True, False]


def test_token_count_follows_the_seeds_definition() -> None:
    # The seeds' example: "They wore off-the-rack clothing in 2024." is six words and a period.
    assert count_tokens("They wore off-the-rack clothing in 2024.") == 7
    assert count_tokens("Titanic was directed by James Cameron. It was released in 1997.") == 13


def test_citation_markers_are_no_part_of_what_a_sentence_claims() -> None:
    text = "It opens at 9 am [1]. It closes at 6 pm.[2][3] Paris is big【4†source】. A note [^5]."
    statements = [s.statement for s in split_sentences(text)]
    assert statements == ["It opens at 9 am.", "It closes at 6 pm.", "Paris is big.", "A note."]
    assert [s.text for s in split_sentences("See [1].")] == ["See [1]."]  # the claim's text stays as written
