"""Negation: one text negates what the other states, in the clause that speaks of it."""

from __future__ import annotations

import re

from veracity import language
from veracity.lexicon import Analysis, analyze, negates, normalize_number, stem
from veracity.reference import ARTICLES
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text, as_text
from veracity.verifiers.details.words import CLAUSE, LIMITS, UNLIMITED, WITH, WITHOUT, conjunctions_of, wordset

_DIGITS = re.compile(r"\d+")
# "No woman had won before her" says what "she was the first woman to win" says: no flip of polarity.
_BEFORE = frozenset(["before", "earlier", "vor", "zuvor", "avant", "antes", "prima"])
_FIRST = frozenset(
    ["first", "erste", "ersten", "erster", "premier", "première", "primero", "primera", "primeiro", "primeira", "primo"]
)


# "At no cost" and "do not pay" say what "free" and "waived" say, and "no limit" what "unlimited" says: no flip of
# polarity either.
_PAID = wordset(
    "cost costs charge charges fee fees pay paid kosten gebühr gebühren zahlen frais coût payer payent coste costo "
    "cargo pagar pagan custo pagam pagare pagano"
)
_FREE = wordset(
    "free waived exempt complimentary kostenlos gratis umsonst gebührenfrei gratuit gratuite gratuits gratuites "
    "offert offerts gratuito gratuita gratuitos gratuitas gratuiti"
)


def _negated_word(text: Text, words: frozenset[str]) -> bool:
    """A negation of one of `words` within three words: "at no cost", "do not pay", "keine Gebühr", "sans
    limite", "não há limite"."""
    return any(
        negates(word, text.lang) and words & set(text.folded[i + 1 : i + 4]) for i, word in enumerate(text.folded)
    )


def polarity_flip(claim: str, evidence: str, claim_analysis: Analysis, evidence_analysis: Analysis) -> bool:
    """One text negates what the other states; but "no woman had won before her" says what "she was
    the first woman to win" says."""
    if claim_analysis.negated == evidence_analysis.negated:
        return False
    negated, plain = (claim, evidence) if claim_analysis.negated else (evidence, claim)
    if set(as_text(negated).folded) & _BEFORE and set(as_text(plain).folded) & _FIRST:
        return False
    said = set(as_text(plain).folded)
    if (_negated_word(as_text(negated), _PAID) and said & _FREE) or (
        _negated_word(as_text(negated), LIMITS) and said & UNLIMITED
    ):
        return False
    if claim_analysis.lang != evidence_analysis.lang:  # the words after "not" cannot be matched across languages
        return _negates_a_verb(as_text(negated))
    return _negates_what(as_text(negated), evidence_analysis if claim_analysis.negated else claim_analysis)


# "A man without a shirt", "a man with no shirt": a negation that describes a noun, where another language has
# a word of its own ("shirtless", "上半身裸の") and no negation.


def _negates_a_verb(text: Text) -> bool:
    """Whether a text has a negation other than one that describes a noun; Japanese reads its clause endings
    (`lexicon.analyze`), where such a negation never stands."""
    if text.lang == "ja":
        return True
    return any(
        negates(word, text.lang, following)
        and word not in WITHOUT
        and not (word == "no" and i and text.folded[i - 1] in WITH)
        for i, (word, following) in enumerate(zip(text.folded, (*text.folded[1:], ""), strict=True))
    ) or not any(negates(word, text.lang) for word in text.folded)


SCOPE = 3  # content words after "not" that say what it negates
# Verbs that say whether or how surely, not what: "no podemos garantizar" negates "garantizar".
_MODALS = wordset(
    "can could may might must should kann können konnte dürfen darf muss müssen soll sollen peut peuvent pouvons "
    "pouvez pourra doit doivent devons puede pueden podemos podrá debe deben debemos pode podem deve devem devemos "
    "può possono possiamo potrà deve devono dobbiamo"
)


def _negates_what(negated: Text, plain: Analysis) -> bool:
    """Some negation speaks of what the plain text says: of the first `SCOPE` content words after it, in its
    clause, the plain text has at least half. "Grealish has not been fined and will be in the squad" does not
    negate "Grealish will be in the squad". A negation with no words after it ("öffnet montags nicht", Japanese
    and Korean endings) negates its whole clause."""
    stops, conjunctions = language.stop_words_with_english(negated.lang), conjunctions_of(negated.lang)
    found = False
    for i, word in enumerate(negated.folded):
        if not negates(word, negated.lang, negated.folded[i + 1] if i + 1 < len(negated.folded) else ""):
            continue
        found = True
        scope: list[tuple[str, str]] = []
        # "sans vie" and "sans le plein" describe a noun, the first word after an article, in the stop list or
        # not: its verb is not negated.
        without = word in WITHOUT
        reach = 1 if without else SCOPE
        for k, (token, folded) in enumerate(zip(negated.tokens[i + 1 :], negated.folded[i + 1 :], strict=True)):
            if not token[0].isalnum() or folded in conjunctions or len(scope) == reach:
                break
            if folded in _MODALS:
                continue
            if (folded not in stops or (without and folded not in ARTICLES)) and not negates(folded, negated.lang):
                scope.append((_number_at(negated, i + 1 + k) if token[0].isdigit() else token, folded))
        said = [w in plain.words or stem(w, negated.lang) in plain.content or t in plain.numbers for t, w in scope]
        # A name it negates that the plain text lacks is what the negation is about: "never president of
        # the United States" does not negate "president of Pennsylvania", nor "not support for Python 3.7"
        # "supports Python 3.12" (a number after a name is part of it).
        other_name = any(
            not known and (token[0].isupper() or (token[0].isdigit() and k and scope[k - 1][0][0].isupper()))
            for k, ((token, _), known) in enumerate(zip(scope, said, strict=True))
        )
        if not scope or (2 * sum(said) >= len(scope) and not other_name):
            return True
    return not found


def _number_at(text: Text, i: int) -> str:
    """The whole number that starts at token `i`, as the lexicon writes it: "3.7" of "3", ".", "7"; "11" of
    "11ème" and "1990s"; a token of other digits ("²") as it is."""
    digits = _DIGITS.match(text.tokens[i])
    if digits is None:
        return text.tokens[i]
    if digits.end() < len(text.tokens[i]):
        return normalize_number(digits.group(), text.lang)
    end = i + 1
    while end + 1 < len(text.tokens) and text.tokens[end] in ".," and _DIGITS.fullmatch(text.tokens[end + 1]):
        end += 2
    return normalize_number("".join(text.tokens[i:end]), text.lang)


def negates_the_claim(claim: Analysis, text: str) -> bool:
    """Where the evidence is the negated side, its negation must sit in the clause that speaks of the
    claim: "The child's details have not been released, but the child is expected to recover" does
    not negate "The child is expected to recover". Across languages, where the two texts share no word, words
    cannot tell the clause: a negated evidence of one clause negates the claim, as close as the two texts read
    (`fast.judge`). A short claim's language is a guess ("V8 Ce modèle" reads as Romanian), so a shared word
    keeps the reading by words."""
    if claim.negated:
        return True
    clauses = [clause for clause in CLAUSE.split(text) if clause.strip()]
    content = claim.content - claim.numbers
    evidence = analyze(text)
    if claim.lang != evidence.lang and not claim.words & evidence.words:
        return len(clauses) == 1
    for clause in clauses:
        reading = analyze(clause)
        if reading.negated and content and len(content & reading.content) >= 0.6 * len(content):
            return True
    return False


def negation_conflict(claim: Analysis, text: str) -> Conflict:
    # A sentence's end parts too: the name a pronoun stands for may follow it (`evidence._context`).
    clauses = [part.strip() for part in re.split(r"[,;:]|(?<=[.!?])\s", text) if part.strip()]

    def shared(part: str) -> int:  # names count twice: the clause about the claim's names is the one it negates
        words = set(as_text(part).folded)
        return len(words & claim.words) + len(words & claim.entities)

    best = max(clauses, key=shared, default=text)
    return Conflict("negation", "", best.rstrip("."), slotted=False)
