"""People of one sex said to be of the other: "A woman is playing a guitar" against "A man is playing a guitar",
in one language or across two ("男性がギターを弾いている")."""

from __future__ import annotations

import re
from functools import lru_cache

from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text

# Nouns that say a person's sex, in the languages the splitter covers. Words for people of either sex ("niños",
# "ragazzi", "children") are left out: Spanish and Italian say a mixed group in the masculine. Words of kinship
# name a sex too, but mostly of another person of the story ("They married in 1995 and had a son"): they only
# show that a text speaks of both ("a man and his wife").
_WORDS = {
    "male": (
        "man men boy boys gentleman gentlemen guy guys mann männer junge jungen herr homme hommes garçon garçons "
        "monsieur hombre hombres chico chicos señor homem homens menino meninos rapaz rapazes senhor uomo uomini "
        "ragazzo signore"
    ),
    "female": (
        "woman women girl girls lady ladies frau frauen mädchen dame damen femme femmes fille filles madame mujer "
        "mujeres chica chicas niña niñas señora mulher mulheres menina meninas moça moças senhora donna donne "
        "ragazza ragazze signora"
    ),
}
_KIN = {
    "male": "father fathers husband husbands son sons brother brothers vater ehemann sohn bruder père mari fils frère "
    "padre esposo hijo hermano pai marido filho irmão marito figlio fratello",
    "female": "mother mothers wife wives daughter daughters sister sisters mutter ehefrau tochter schwester mère "
    "épouse sœur madre esposa hija hermana mãe filha irmã moglie figlia sorella",
}
_SEX_OF = {word: sex for sex, words in _WORDS.items() for word in words.split()}
_KIN_OF = {word: sex for sex, words in _KIN.items() for word in words.split()}
# Chinese, Japanese and Korean write these inside longer words: 男性, 男の子, 男孩, 女性, 女の子, 남자, 여성.
_CJK = {
    "male": re.compile(r"男性|男の子|男孩|男人|男子|男|남자|남성|소년"),
    "female": re.compile(r"女性|女の子|女孩|女人|女子|女|여자|여성|소녀"),
}
_CJK_KIN = {
    "male": re.compile(r"父|夫|息子|兄|弟|아버지|남편|아들"),
    "female": re.compile(r"母|妻|娘|姉|妹|어머니|아내|딸"),
}


@lru_cache(maxsize=50_000)
def _sexes(tokens: tuple[str, ...], kin: bool = False) -> dict[str, str]:
    """Each sex the text's people are said to be of (by a word of kinship, with `kin`), with the first word that
    says it. Cached: one evidence text is read against every claim of a request."""
    words, cjk = (_KIN_OF, _CJK_KIN) if kin else (_SEX_OF, _CJK)
    found: dict[str, str] = {}
    for token in tokens:
        if sex := words.get(token.casefold()):
            found.setdefault(sex, token)
    written = "".join(tokens)
    for sex, pattern in cjk.items():
        if match := pattern.search(written):
            found.setdefault(sex, match.group())
    return found


def sex_conflict(c: Text, e: Text) -> Conflict | None:
    """The claim's people are all of one sex and the evidence's all of the other. Where either text speaks of both
    ("a man and his wife"), it says which is which, and this check leaves it to the others."""
    claim, evidence = _sexes(c.tokens), _sexes(e.tokens)
    if len(claim) != 1 or len(evidence) != 1 or claim.keys() == evidence.keys():
        return None
    if any(len(_sexes(t.tokens, kin=True).keys() | found.keys()) > 1 for t, found in ((c, claim), (e, evidence))):
        return None
    return Conflict("person", next(iter(claim.values())), next(iter(evidence.values())), slotted=False)
