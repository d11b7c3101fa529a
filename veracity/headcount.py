"""How many of one kind a text names without a number: "a man, a woman and two girls" are four people, "a black
dog and a tan dog" two dogs, "a dog is chasing another" two, "二人の子供と一人の大人" three people, "黒い犬と白い犬"
two dogs. A claim that sums them ("Four people are walking on the beach.", "Two dogs are fighting.") states no
number of its own; read as the lexicon reads numbers, its 4 is in no evidence and looks invented.
"""

from __future__ import annotations

import re

from veracity.lexicon import normalize_number
from veracity.numerals import CJK_NUMERAL, NUMBER_WORDS, cjk_value, number_word

# One person or several, in the languages whose number words the lexicon reads.
_PERSONS = (
    "man men woman women boy boys girl girls child children kid kids person persons people adult adults teenager"
    " teenagers baby babies"
    " homme hommes femme femmes garçon garçons fille filles enfant enfants personne personnes adulte adultes"
    " mann männer frau frauen junge jungen mädchen kind kinder erwachsene erwachsener"
    " hombre hombres mujer mujeres niño niños niña niñas persona personas adulto adultos adulta adultas"
    " uomo uomini donna donne ragazzo ragazzi ragazza ragazze bambino bambini bambina bambine"
    " homem homens mulher mulheres menino meninos menina meninas criança crianças pessoa pessoas"
)
_ONE = frozenset(
    {"a", "an", "one", "the", "un", "une", "ein", "eine", "einen", "einem", "einer", "una", "uno", "um", "uma"}
)
_COUNT = "|".join(sorted({*_ONE, *NUMBER_WORDS}, key=len, reverse=True))
# A group: a count, at most two words that describe (an adjective, "old"), and who they are.
_GROUP = rf"(?P<count>\d+|{_COUNT})\s+(?:[\w'’-]+\s+){{0,2}}?(?:{'|'.join(_PERSONS.split())})\b"
_AND = r"(?:,\s*|,?\s+(?:and|und|et|y|e|ed|en|&)\s+)"
# People are counted together where one is with the other: "an old woman is shaking hands with a man" are two.
_WITH = r"(?:,\s*|,?\s+(?:and|und|et|y|e|ed|en|&|with|mit|avec|con|com)\s+|\s+(?:\w+\s+){1,4}?with\s+)"
_ONE_GROUP = re.compile(rf"\b{_GROUP}", re.IGNORECASE)
_GROUPS = re.compile(
    rf"\b{_GROUP.replace('?P<count>', '')}(?:{_WITH}{_GROUP.replace('?P<count>', '')})+", re.IGNORECASE
)
# Two of one thing, each with its own description: "a black dog and a small white and black dog", "the brown dog
# and the gray dog"; and one, then another: "a dog is chasing another", "one player ... another one".
_SAME_TWICE = re.compile(
    rf"\b(?:{_COUNT})\s+(?:[\w'’-]+\s+){{0,4}}?(?P<noun>[^\W\d_]{{3,}}?)s?{_AND}(?:{_COUNT})\s+(?:[\w'’-]+\s+){{0,4}}?"
    r"(?P=noun)s?\b",
    re.IGNORECASE,
)
_TWO = re.compile(r"\b(?:another|a pair of|a couple of)\b|ペア|二人組|一対", re.IGNORECASE)

# Japanese and Chinese count with a counter after the numeral (人, 匹, 台, ...); groups follow one another with と,
# 、 or 和, each perhaps with its noun after の ("一人の男性、そして二人の女の子たち"). One noun twice, each with its
# own description, are two: "黒い犬と黄褐色の犬", "犬が別の犬を追いかけている".
_CJK_COUNTED = re.compile(rf"({CJK_NUMERAL})[人名位匹頭台羽只个辆]")
_CJK_BETWEEN = re.compile(r"(?:の[^、。，,がはをにでし]{0,8})?(?:と|、|，|,|そして|および|及び|和|与|跟)+")
_CJK_NOUN = r"[\u4e00-\u9fff\u30a0-\u30ffー]"
_JA_PERSON = "(?:男性|女性|男の子|女の子|子供|子ども|大人|少年|少女|婦人|老人|男|女)"
_JA_PAIR = re.compile(rf"{_JA_PERSON}(?:と|が{_JA_PERSON}と|は{_JA_PERSON}と){_JA_PERSON}?")
# Bounded gaps keep the search linear in a long text.
_CJK_SAME_TWICE = re.compile(
    rf"({_CJK_NOUN}{{1,4}})(?:と|和)[^、。，]{{0,10}}?\1|({_CJK_NOUN}{{1,4}})[^。]{{0,24}}?別の\2"
)


def _value(word: str, lang: str) -> int:
    word = word.casefold()
    if word in _ONE:
        return 1
    return int(normalize_number(word) if word.isdigit() else number_word(word, lang) or 0)


def headcounts(text: str, lang: str) -> frozenset[int]:
    """The totals of the text's lists of groups, one per list of two groups or more."""
    totals = [sum(_value(g["count"], lang) for g in _ONE_GROUP.finditer(m.group())) for m in _GROUPS.finditer(text)]
    if any(pattern.search(text) for pattern in (_SAME_TWICE, _TWO, _CJK_SAME_TWICE, _JA_PAIR)):
        totals.append(2)
    run: list[int] = []
    end = 0
    for match in _CJK_COUNTED.finditer(text):
        if run and not _CJK_BETWEEN.fullmatch(text, end, match.start()):
            totals.append(sum(run) if len(run) > 1 else 0)
            run = []
        run.append(cjk_value(match.group(1)))
        end = match.end()
    totals.append(sum(run) if len(run) > 1 else 0)
    return frozenset(t for t in totals if t > 1)


def counted(text: str) -> frozenset[str]:
    """The numbers a Japanese or Chinese text counts people, animals or vehicles with, as the lexicon writes them
    ("四人" -> "4", "二匹" -> "2")."""
    return frozenset(str(cjk_value(m.group(1))) for m in _CJK_COUNTED.finditer(text))
