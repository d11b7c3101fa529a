"""Names: the evidence says of another name what the claim says of its own ("Google acquired YouTube" against
"Microsoft acquired YouTube"). Not a contradiction (Newton and Einstein may share a year of birth), but that
sentence does not say it of the claim's name, however many of the claim's other words it has."""

from __future__ import annotations

from collections.abc import Callable, Set
from difflib import SequenceMatcher

from veracity import language
from veracity.lexicon import NOUNS_CAPITALISED
from veracity.quantities import names_a_time
from veracity.verifiers.details.text import Text
from veracity.verifiers.details.words import END, NAME_LINKS

ALIKE = 0.5  # two names whose letters match this much are one name spelled two ways: "Jules César", "Munich"
ENDS_ALIKE = 0.7  # and the end of a longer run of names ("Director of the DOE" is no "University of Texas")
# Short words inside a name of several words: the links, and the articles after them ("Guerra de los Cien Años").
_JOINS = NAME_LINKS | {"the", "la", "las", "los", "das", "dos", "della", "delle", "dei", "degli", "des", "der"}

# English verbs whose participle is not their past, for the passive: "Marlowe wrote" and "written by Shakespeare".
_PARTICIPLES = {
    "wrote": "written",
    "drew": "drawn",
    "sang": "sung",
    "began": "begun",
    "gave": "given",
    "took": "taken",
    "chose": "chosen",
    "spoke": "spoken",
    "broke": "broken",
    "stole": "stolen",
    "threw": "thrown",
    "flew": "flown",
    "grew": "grown",
    "knew": "known",
    "saw": "seen",
    "did": "done",
    "drove": "driven",
    "rode": "ridden",
    "shook": "shaken",
    "sank": "sunk",
    "wore": "worn",
    "tore": "torn",
}


def _alike(said: str, instead: str, fuzzy: bool = True) -> bool:
    """One name written two ways: spelled otherwise ("Jules César"), or shortened ("Gabby", "Gabrielle"); or closely
    spelled as the end of a longer run of names ("... Gaius Trebonius Jules César"), or glued to one ("HagueMerry").
    Not `fuzzy`: only the first letters of a word and the end count ("Torre Elisabetta", "Elizabeth Tower")."""
    a, b = said.casefold(), instead.casefold()
    if a[:3] == b[:3] or b.endswith(a) or _initials(said, instead) or _initials(instead, said):
        return True
    if not fuzzy:
        return any(x[:3] == y[:3] for x in a.split() for y in b.split() if len(x) > 3 and len(y) > 3)
    if SequenceMatcher(None, a, b).ratio() >= ALIKE:
        return True
    words, n = b.split(), len(a.split())
    return len(words) > n and SequenceMatcher(None, a, " ".join(words[-n:])).ratio() >= ENDS_ALIKE


def _initials(short: str, name: str) -> bool:
    """An acronym of the name, or of the name and one word it leaves unsaid: "EUA" of "Estados Unidos" (da
    América)."""
    initials = "".join(w[0] for w in name.split() if w[0].isupper())
    return short.isupper() and len(initials) >= 2 and short.startswith(initials) and len(short) <= len(initials) + 1


def _runs(text: Text, named: Callable[[int], bool]) -> list[tuple[int, int]]:
    """The spans [start, end) of names: capitalised tokens that are `named`, joined by at most two short words
    ("Leonardo da Vinci", "Guerra de los Cien Años")."""
    runs, start, end = [], None, 0
    for i in range(len(text.tokens) + 1):
        if i < len(text.tokens) and text.tokens[i][0].isupper() and named(i):
            start, end = i if start is None else start, i + 1
        elif start is not None and (i == len(text.tokens) or text.folded[i] not in _JOINS or i - end == 2):
            runs.append((start, end))
            start = None
    return runs


def phrases(text: Text, names: Set[str], shortest: int = 2) -> list[tuple[str, frozenset[str]]]:
    """The names of at least `shortest` tokens in `text` as written ("Reino Unido", "Hundred Years War"), with
    their folded words (`_runs`): capitalised tokens in `names` (folded) or inside a sentence, whatever the
    language ("Brandenburger Tor")."""
    spans = [(a, b) for a, b in _runs(text, lambda i: _inside(text, i) or text.folded[i] in names) if b - a >= shortest]
    return [(" ".join(text.tokens[a:b]), frozenset(text.folded[a:b])) for a, b in spans]


def _inside(text: Text, i: int) -> bool:
    """Token i does not open a sentence, so its capital is its own: a name's, in a language that does not capitalise
    every noun (`NOUNS_CAPITALISED`)."""
    return i > 0 and text.tokens[i - 1] not in END


def _word(text: Text, i: int) -> str | None:
    """Token i where it is a word, folded: a name's neighbour that can anchor it."""
    return text.folded[i] if 0 <= i < len(text.tokens) and text.tokens[i][0].isalnum() else None


def substituted_name(
    c: Text,
    e: Text,
    claim_names: Set[str],
    missing: Set[str],
    evidence_names: Set[str],
    distinct: Set[str] = frozenset(),
) -> tuple[str, str] | None:
    """(the claim's name, the evidence's name) where a name the evidence lacks (`missing`, folded) stands between
    the same words as another name of the evidence: "Microsoft acquired" and "Google acquired", "President Obama
    said" and "President Biden said". Both neighbours must match where the claim has both, unless the one that does
    is a content word. In English a passive counts too: "Samsung released" and "was released by Apple", "Marlowe
    wrote" and "written by Shakespeare". A missing word that is not one of the claim's names counts only against a
    name. A name with a word in `distinct` is no other spelling of the evidence's name ("Lisbon", "Berlin")."""
    stops = language.stop_words_with_english(c.lang)

    def other(k: int) -> bool:
        """A name of the evidence the claim lacks: one its reading found, or any capital inside a sentence ("the Pro
        plan")."""
        capital = _inside(e, k) and e.lang not in NOUNS_CAPITALISED
        return e.folded[k] not in owned and (capital or e.folded[k] in evidence_names)

    # A name the claim says in the possessive stands in no place of another: "in Africa" for "Africa's ... in
    # Tanzania", where "Africa's" opens the sentence and so is no name the claim's reading found.
    owned = claim_names | {w.removesuffix("'s") for w in c.folded if w.endswith("'s")}

    others = _runs(e, other)
    for start, end in _runs(c, lambda i: c.folded[i] in missing):
        left, right = _word(c, start - 1), _word(c, end)
        named = not claim_names.isdisjoint(c.folded[start:end])
        for k, m in others:
            if not named and evidence_names.isdisjoint(e.folded[k:m]):  # a word for a word: "Sales" for "Revenue"
                continue
            before, after = _word(e, k - 1), _word(e, m)
            near = [w is not None and w == there for w, there in ((left, before), (right, after))]
            matched = [w for w, hit in zip((left, right), near, strict=True) if hit]
            wanted = [w for w in (left, right) if w is not None]
            # One word further out, beside a neighbour that matched: "mayor of Madrid" and "mayor of Vigo".
            outer = [
                w
                for w, there, hit in (
                    (_word(c, start - 2), _word(e, k - 2), near[0]),
                    (_word(c, end + 1), _word(e, m + 1), near[1]),
                )
                if hit and w is not None and w == there
            ]
            content = [w for w in (*matched, *outer) if w not in stops]
            passive = (
                e.lang == "en"
                and right is not None
                and before == "by"
                and k >= 2
                and e.folded[k - 2] in (right, _PARTICIPLES.get(right))
            )
            if passive or (matched and (len(matched) == len(wanted) or content)):
                said, instead = " ".join(c.tokens[start:end]), " ".join(e.tokens[k:m])
                fuzzy = distinct.isdisjoint(c.folded[start:end])
                if not _alike(said, instead, fuzzy) and not any(map(names_a_time, (said, instead))):  # a date's slot
                    # A sentence's first word before a name shorter than the claim's is its first name, as said
                    # ("Priya Patel leads" for "Tom Becker leads"; not "President" of "President Biden said").
                    opens = k == 1 and end - start > m - k and e.tokens[0][0].isupper() and e.folded[0] not in stops
                    return said, f"{e.tokens[0]} {instead}" if opens else instead
    return None
