"""Comparisons and ranks: "higher than" said the other way round, "the largest" against "the second-largest"."""

from __future__ import annotations

import re

from veracity import language
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.names import substituted_name
from veracity.verifiers.details.opposites import OPPOSITE
from veracity.verifiers.details.superlatives import superlative
from veracity.verifiers.details.text import Text

# Ordinals that rank a superlative ("the second-largest", "la deuxième plus grande", "die zweitgrößte").
_ORDINALS = frozenset(
    {"second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th", "deuxième", "troisième", "segundo", "segunda"}
    | {"tercero", "tercera", "terceiro", "terceira", "secondo", "seconda", "terzo", "terza"}
)
_ORDINAL_PREFIXES = ("zweit", "dritt", "viert")
_MOST = frozenset({"most", "plus", "más", "mais", "più"})
_AMOUNT_WORDS = frozenset({"more", "fewer", "less", "mehr", "weniger"})


# Comparisons in Japanese ("AはBより重い") and Chinese ("A比B重"), their adjective as the English comparative, so
# that they meet one another and English: "X5はX4より重いです" against "The X5 is lighter than the X4".
_CJK_COMPARATIVES = {
    "higher": "高い 高",
    "lower": "低い 低",
    "heavier": "重い 重",
    "lighter": "軽い 轻 輕",
    "larger": "大きい 大",
    "smaller": "小さい 小",
    "longer": "長い 长 長",
    "shorter": "短い 短",
    "faster": "速い 快",
    "slower": "遅い 慢",
    "more": "多い 多",
    "fewer": "少ない 少",
    "newer": "新しい 新",
    "older": "古い 旧 舊",
    "cheaper": "安い 便宜",
    "dearer": "贵 貴",
}
_CJK_ADJECTIVE = {form: english for english, forms in _CJK_COMPARATIVES.items() for form in forms.split()}
_ADJECTIVES = "|".join(sorted(_CJK_ADJECTIVE, key=len, reverse=True))
# A side is a name or a short noun phrase: bounded, so that the search stays linear in a long text ("比" x 1,000).
_SIDE = 24
_CJK_COMPARISON = re.compile(
    rf"(?P<a>[^、。,，はがも]{{1,{_SIDE}}})(?:は|が|も)(?P<b>[^、。,，]{{1,{_SIDE}}}?)より(?:も)?(?:ずっと|少し)?"
    rf"(?P<ja>{_ADJECTIVES})|(?P<c>[^、。,，比]{{1,{_SIDE}}}?)比(?P<d>[^、。,，比]{{1,{_SIDE}}}?)(?:更|还|還)?(?P<zh>{_ADJECTIVES})"
)
_LATIN = re.compile(r"[a-z0-9]+")


def _cjk_side(side: str) -> frozenset[str]:
    """A side by its Latin words and numbers ("x5"), which other languages write alike, and as written."""
    return frozenset(_LATIN.findall(side)) | {side.strip()}


def _sides(text: Text) -> tuple[str, frozenset[str], frozenset[str], str] | None:
    """'K2 is higher than Mount Everest' -> ('higher', {k2, ...}, {mount, everest}, 'K2 is higher than Mount
    Everest'): the comparative, its sides, and the comparison as written."""
    written = "".join(text.tokens)
    if ("より" in written or "比" in written) and (match := _CJK_COMPARISON.search(written)):
        a, b, adjective = (
            (match["a"], match["b"], match["ja"]) if match["ja"] else (match["c"], match["d"], match["zh"])
        )
        return _CJK_ADJECTIVE[adjective], _cjk_side(a.casefold()), _cjk_side(b.casefold()), match.group()
    for i, word in enumerate(text.folded):
        if i >= 1 and (word == "than" or (word == "als" and text.folded[i - 1].endswith("er"))):
            # "more museums than": the comparative is "more", its noun one of what is compared.
            comparative = text.folded[i - 2] if i >= 2 and text.folded[i - 2] in _AMOUNT_WORDS else text.folded[i - 1]
            before = frozenset(w for w in text.folded[: i - 1] if w[0].isalnum())
            after = []
            for w in text.folded[i + 1 :]:
                if not w[0].isalnum():
                    break
                after.append(w)
            return comparative, before, frozenset(after), _phrase(text, comparative)
    return None


def converse(c: Text, e: Text) -> bool:
    """Whether the evidence says the claim's comparison from its other side: "LC mail is lighter than AO mail"
    says what "AO mail is heavier than LC mail" says, though "lighter" is the opposite of "heavier"."""
    sides = _compared(c, e)
    if sides is None:
        return False
    word, other, a, b, x, y, _, _ = sides
    return other in OPPOSITE.get(word, ()) and bool(a & y and b & x)


def comparison_conflict(c: Text, e: Text) -> Conflict | None:
    sides = _compared(c, e)
    if sides is None:
        return None
    word, other, a, b, x, y, said, instead = sides
    swapped = word == other and a & y and b & x
    reversed_ = other in OPPOSITE.get(word, ()) and a & x and b & y
    if swapped or reversed_:
        return Conflict("comparison", said, instead)
    return None


_Sides = tuple[str, str, frozenset[str], frozenset[str], frozenset[str], frozenset[str], str, str]


def _compared(c: Text, e: Text) -> _Sides | None:
    """Both texts' comparatives and sides, each side by what names it only, and both comparisons as written:
    (claim's word, evidence's word, a, b, x, y, claim's, evidence's) of "a is heavier than b" and "x is lighter than
    y"."""
    claim, evidence = _sides(c), _sides(e)
    if claim is None or evidence is None:
        return None
    (word, a, b, said), (other, x, y, instead) = claim, evidence
    stops = language.stop_words_with_english(c.lang)
    return word, other, a - stops - b, b - stops - a, x - y, y - x, said, instead


def superlatives(text: Text) -> dict[str, str]:
    """Each superlative of the text with the ordinal before it ("" for none): {"largest": "second"}; German writes
    the ordinal into the word ("zweitgrößte")."""
    ranks: dict[str, str] = {}
    for i, word in enumerate(text.folded):
        before = text.folded[i - 1] if i and text.folded[i - 1] in _ORDINALS else ""
        if word in _MOST and i + 1 < len(text.folded):
            ranks.setdefault(f"{word} {text.folded[i + 1]}", before)
        elif len(word) > 4 and word.endswith("est"):
            ranks.setdefault(word, before)
        elif prefix := next((p for p in _ORDINAL_PREFIXES if word.startswith(p) and len(word) > len(p) + 3), ""):
            ranks.setdefault(word[len(prefix) :], prefix)
    return ranks


_NOUN_FIRST = frozenset({"fr", "es", "pt", "it"})  # "il lago più profondo": the noun before "più"


# Words before a superlative that make it one of several: "one of the largest", "uno dei più grandi".
_ONE_OF = frozenset({"one", "among", "uno", "una", "un", "une", "um", "uma", "einer", "eines", "eine", "unter"})
_HOLDER_REACH = 4  # tokens from the end of the claim's holder to its superlative, at most: "Garda è il lago più"; at
# least two, with a verb between: "Russia's largest" is a scope, no holder


def _ranked(text: Text) -> dict[tuple[str, str], int]:
    """Each superlative of the text that one thing holds, with the noun it ranks, and where it stands: ("deepest",
    "lake") of "the deepest lake", ("più profondo", "lago") of "il lago più profondo"; not "one of the largest",
    nor a word that only ends like one ("protest")."""
    found = {}
    for key in superlatives(text):
        words = key.split()
        i = next((k for k in range(len(text.folded)) if list(text.folded[k : k + len(words)]) == words), 0)
        if (len(words) == 1 and not superlative(key, text.lang)) or _ONE_OF & set(text.folded[max(0, i - 4) : i]):
            continue
        after = text.folded[i + len(words)] if i + len(words) < len(text.folded) else ""
        before = text.folded[i - 1] if i else ""
        found[(key, before if len(words) == 2 and text.lang in _NOUN_FIRST else after)] = i
    return found


def holder_conflict(c: Text, e: Text, names: frozenset[str], evidence_names: frozenset[str]) -> Conflict | None:
    """Another holder of the claim's superlative, which only one thing holds: "Lake Garda is the deepest lake in
    Italy." against "Lake Como is the deepest lake in Italy.", where the evidence says the claim's words of its
    own name (`names.substituted_name`), and that name stands just before the claim's superlative."""
    ranked = _ranked(c)
    if not ranked or not (shared := ranked.keys() & _ranked(e).keys()):
        return None
    missing = names - frozenset(e.folded)
    found = substituted_name(c, e, names, missing, evidence_names) if missing else None
    if found is None:
        return None
    at = min(ranked[key] for key in shared)
    said = found[0].casefold().split()
    holder = next((k for k in range(at) if list(c.folded[k : k + len(said)]) == said), None)
    if holder is None or not 1 < at - (holder + len(said) - 1) <= _HOLDER_REACH:  # not "Russia's largest"
        return None
    return Conflict("comparison", found[0], found[1], sure=True)


# The word before a comparison's second side: "than", "della" of "più grande della Sicilia", "que", "do que".
_THAN = {
    "en": frozenset({"than"}),
    "fr": frozenset({"que", "qu'"}),
    "es": frozenset({"que"}),
    "pt": frozenset({"que"}),
    "it": frozenset({"di", "del", "della", "dello", "dei", "degli", "delle", "dell'", "che"}),
}


def _superlative_of(c: Text, i: int, key: str) -> bool:
    """Whether a superlative is the comparative before "than" (token `i`) of the claim: "hottest" of "hotter than",
    "most expensive" of "more expensive than", "più grande" of "più grande della", "más alta" of "más alto que"."""
    i -= c.folded[i - 1] == "do"  # Portuguese "mais alta do que"
    comparative = c.folded[i - 1]
    if key.endswith("est") and comparative.endswith("er"):
        return key[:-3] == comparative[:-2]
    if i < 2:
        return False
    more, _, adjective = key.partition(" ")
    if c.lang == "en":
        return c.folded[i - 2] == "more" and key == f"most {comparative}"
    # In any gender and number: "alto" of "más alta", "haut" of "le plus haute"
    return c.folded[i - 2] == more and adjective.rstrip("aeios") == comparative.rstrip("aeios")


def superlative_conflict(c: Text, e: Text) -> Conflict | None:
    """A comparison the evidence's superlative settles the other way: "Mercury is hotter than Venus." against "Venus
    is the hottest planet in the Solar System.", "La Sardegna è più grande della Sicilia." against "La Sicilia è
    l'isola più grande del Mediterraneo" (the claim's second side holds the superlative, named before it in its
    clause, and the first side is not)."""
    than = _THAN.get(c.lang, frozenset())
    i = next((k for k in range(2, len(c.folded)) if c.folded[k] in than), 0)
    if e.lang != c.lang or not i:
        return None
    stops = language.stop_words_with_english(c.lang)
    first = frozenset(w for w in c.folded[:i] if w[0].isalnum()) - stops
    # The second side: the first run of content words after "than" ("the Shanghai Tower", "Venus because ...").
    start = next((k for k in range(i + 1, len(c.folded)) if c.folded[k] not in stops), len(c.folded))
    end = next((k for k in range(start, len(c.folded)) if c.folded[k] in stops or not c.folded[k][0].isalnum()), None)
    second = frozenset(c.folded[start:end]) - first
    for key in superlatives(e):
        if second and _superlative_of(c, i, key):
            at = e.folded.index(key.split()[0])
            holder = frozenset(e.folded[e.clause_starts[at] : at])
            if second <= holder and not first & holder:
                said, instead = " ".join(c.tokens[:end]), " ".join(e.tokens[e.clause_starts[at] : at + 2])
                return Conflict("comparison", said, instead, sure=True)
    return None


def rank_conflict(c: Text, e: Text) -> Conflict | None:
    """A superlative the evidence ranks otherwise: "the largest city" against "the second-largest city"."""
    claim, evidence = superlatives(c), superlatives(e)
    words = (frozenset(c.folded), frozenset(e.folded))
    for word in [*claim, *(w for w in evidence if w not in claim)]:  # in the texts' order: one reason every run
        rank, other = (r.get(word, "" if word in w else None) for r, w in zip((claim, evidence), words, strict=True))
        if rank is not None and other is not None and rank != other:
            return Conflict("comparison", f"{rank} {word}".strip(), f"{other} {word}".strip())
    return None


def _phrase(text: Text, word: str) -> str:
    """The comparison as written, from its first side to the end of its second."""
    i = text.folded.index(word)
    start = max(0, i - 3)
    end = next((k for k in range(i + 2, len(text.tokens)) if not text.tokens[k][0].isalnum()), len(text.tokens))
    return " ".join(t for t in text.tokens[start:end] if t[0].isalnum())
