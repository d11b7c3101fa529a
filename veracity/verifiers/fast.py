"""The model-free verifier: the fast fallback, honest about what it is.

It aligns the claim with one evidence text by content words, numbers, names and negation, and
adds the multilingual embedding similarity so that paraphrases and translations still count.
It cannot understand a sentence; the trained verifier can. Weights were set by hand against the
seeds' examples and checked on the dev sets (docs/benchmarks.md).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from veracity.embeddings import Embedder
from veracity.lexicon import Analysis, acronyms, analyze
from veracity.quantities import extract, given, stated
from veracity.reference import resolve
from veracity.verifiers.base import Evidence, Verdict, as_evidence
from veracity.verifiers.details import (
    Conflict,
    disputed_words,
    find_conflicts,
    other_version,
    phrases,
    polarity_flip,
    substituted_name,
)
from veracity.verifiers.details.text import Text, as_text


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


SAME_NAME = 0.7  # cosine at which a word of another language names what a name of the claim names
# The same for a name of several words ("Reino Unido", "United Kingdom": 0.92). Names that share a word embed
# closer than single words do: "Segunda Guerra Mundial" and "First World War" 0.73, "Estados Unidos" and "United
# Kingdom" 0.68 (probes/detail_checks/translated_names.py).
SAME_PHRASE = 0.8
MAX_WORDS = 40  # words of one evidence text compared with the claim's missing names
SURE_OFFSET = -3.0  # a sure conflict (`Conflict.sure`) contradicts where half the rest of the claim agrees
# The most a sentence supports a claim when it says the claim's predicate of another name: about the share of the
# claims whose best sentence does so that their labels call supported (20 of 71 on the first 400 rows of WiCE, QAGS
# and mFAVA; 61 of 190 on mFAVA's rows 401-1,854; probes/caps/other_names.py).
SUBSTITUTED = 0.3
_WORDS = re.compile(r"[^\W\d_]{3,}")
_CJK_RUNS = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[\u30a0-\u30ff]+")  # Han, or katakana
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")  # and kana, hangul
_LONGEST_CJK_WORD = 4


def _parts(phrase: str) -> list[tuple[str, frozenset[str]]]:
    """The shorter names of two words or more inside a longer one: "Berlin TV Tower" holds "TV Tower", which German
    writes as one word ("Fernsehturm")."""
    words = phrase.split()
    return [
        (" ".join(words[a:b]), frozenset(w.casefold() for w in words[a:b]))
        for a in range(len(words))
        for b in range(a + 2, len(words) + 1)
        if b - a < len(words)
    ]


def cjk_words(text: str) -> list[str]:
    """What may be a name in a text written without spaces: each run of katakana ("ベルリン") or of Han characters
    ("東京", "新幹線"), and of a longer Han run, which Chinese writes whole sentences in, its two- and
    three-character pieces."""
    words = []
    for run in _CJK_RUNS.findall(text):
        katakana = "\u30a0" <= run[0] <= "\u30ff"  # a loanword, written whole ("クリスマスツリー")
        if katakana or len(run) <= _LONGEST_CJK_WORD:
            words.append(run)
        else:
            words.extend(run[i : i + n] for n in (2, 3) for i in range(len(run) - n + 1))
    return list(dict.fromkeys(words))


def _covered(stem: str, word: str, evidence: Analysis) -> bool:
    return stem in evidence.content or word in evidence.words


@dataclass(frozen=True)
class Signals:
    """How one evidence text lines up with a claim, before any weighing."""

    coverage: float  # share of the claim's words, names and numbers the evidence has
    predicate: float  # share of what the claim says about its names
    similarity: float  # multilingual embedding cosine
    missing_numbers: float
    missing_names: float
    negation_flip: bool
    cross_lingual: bool
    conflicts: tuple[Conflict, ...]  # what the evidence puts in the place of a number, date, name or polarity
    agreement: float  # share of the claim's other words the evidence has: do the two speak of one thing?
    unspaced: bool  # the claim is written without spaces (Chinese, Japanese): words are character pairs
    substituted: tuple[str, str] | None = None  # a name of the claim, and the one the evidence says it of instead


def signals(
    claim: Analysis,
    evidence: Analysis,
    similarity: float,
    texts: tuple[str, str],
    translated: frozenset[str] = frozenset(),
    sentence: str = "",
    elsewhere: frozenset[str] = frozenset(),
) -> Signals:
    """`texts`: the claim and evidence as written, for the detail checks (`details.find_conflicts`); `translated`:
    the claim's names that the evidence gives in its own language (`FastVerifier.translated_names`); `elsewhere`:
    the claim's names that other candidates say as the claim writes them, so that no name of this one is theirs
    spelled another way ("Lisbon" is no "Berlin" where a fact names Lisbon); `sentence`: the
    evidence without the context it was read with, where it has one. A name the evidence gives as an acronym, or
    spells out, is given (`lexicon.acronyms`), and so is a month it gives as a number ("June" of "2024-06-30")."""
    names = numbers = said = 0.0  # how many of each the claim has
    names_hit = numbers_hit = said_hit = 0.0  # and how many the evidence covers
    known = translated | acronyms(*texts) | given(*texts)
    lacked: set[str] = set()  # the claim's words the evidence lacks
    for stem, word in claim.terms:
        hit = _covered(stem, word, evidence) or word in known
        if not hit:
            lacked.add(word)
        if word in claim.entities:
            names, names_hit = names + 1, names_hit + hit
        else:  # what the claim says about its names: the predicate
            said, said_hit = said + 1, said_hit + hit
    restated = stated(extract(texts[0]), extract(texts[1])) if claim.numbers else frozenset()
    for number in claim.numbers:
        numbers, numbers_hit = numbers + 1, numbers_hit + (number in evidence.numbers or number in restated)
    total = names + numbers + said
    coverage = (names_hit + numbers_hit + said_hit) / total if total else 0.0
    missing_numbers = numbers - numbers_hit
    missing_names = names - names_hit
    substituted = None
    if claim.lang == evidence.lang:
        # The text as read, and the sentence without its context: a name the context gives is not said there
        # ("Marie Curie" of "Her husband Pierre Curie was born in Paris"), but may stand in the claim's name's
        # place ("She won ..." read with "Marie Curie", for "Pierre Curie won ...").
        views = [(texts[1], evidence, lacked)]
        if sentence:
            alone = analyze(sentence, evidence.lang)
            unsaid = {word for stem, word in claim.terms if not (_covered(stem, word, alone) or word in known)}
            views.append((sentence, alone, unsaid))
        substituted = _substituted(as_text(texts[0]), claim.entities, views, elsewhere)
    # Another version in the claim's version's place: "Version 3.2 added dark mode." for "Version 3.1 added ...".
    substituted = substituted or other_version(as_text(texts[0]), as_text(texts[1]))
    negation_flip = polarity_flip(*texts, claim, evidence)
    # A value said of another name is no contradiction ("The Team plan costs $50" of "The Enterprise plan costs
    # $20"), unless that name is the value ("located in Lyon", "in Paris").
    conflicts = find_conflicts(*texts, claim, evidence)
    # A place the evidence gives in its own language is the claim's ("Germany" of "Deutschland").
    conflicts = tuple(c for c in conflicts if c.kind != "place" or c.claim.casefold() not in translated)
    if substituted:  # but a comparison whose sides the check found by name ("Mercury is hotter than Venus")
        conflicts = tuple(c for c in conflicts if substituted[0] in c.claim or (c.kind == "comparison" and c.sure))
    # The claim's words that the evidence replaces are the conflict; the rest must agree.
    disputed = disputed_words(conflicts) - evidence.words
    rest = [(stem, word) for stem, word in claim.terms if word not in disputed]
    if rest:
        agreement = sum(_covered(stem, word, evidence) or word in known for stem, word in rest) / len(rest)
    else:  # the conflict holds every word: its numbers say whether the two speak of one thing ("X5" and "X4")
        agreement = numbers_hit / numbers if numbers else 0.0
    return Signals(
        coverage=coverage,
        predicate=said_hit / said if said else coverage,
        similarity=similarity,
        missing_numbers=missing_numbers,
        missing_names=missing_names,
        negation_flip=negation_flip,
        cross_lingual=claim.lang != evidence.lang,
        conflicts=conflicts,
        agreement=agreement,
        unspaced=claim.lang in ("zh", "ja"),
        substituted=substituted,
    )


def _substituted(
    c: Text, names: frozenset[str], views: list[tuple[str, Analysis, set[str]]], elsewhere: frozenset[str]
) -> tuple[str, str] | None:
    """The first of the evidence's `views` (text, its analysis, the claim's words it lacks) that says the claim of
    another name (`details.substituted_name`)."""
    # An English first word the vocabulary does not call a name may be one ("Java"): where the evidence names
    # another in its place ("Python was created by"), it is. Elsewhere too many are adverbs ("Almeno").
    first = {c.folded[0]} if c.lang == "en" and c.tokens and c.tokens[0][0].isupper() else set()
    for text, analysis, lacked in views:
        missing = lacked & (names | first)
        if missing and (found := substituted_name(c, as_text(text), names, missing, analysis.entities, elsewhere)):
            return found
    return None


def judge(s: Signals) -> Verdict:
    if s.cross_lingual:  # words cannot match across languages; names and numbers can
        # The intercept puts a translated claim near its original's score: JSICK's English/Japanese
        # pairs scored about 2.9 logits lower across languages than within one (-4.5 before), and
        # -2.0 rather than -1.6 keeps a wrong date ("Titanic kam 1975 in die Kinos.") well uncited.
        z = -2.0 + 3.0 * s.coverage + 14.0 * (s.similarity - 0.45)
    else:
        z = -7.0 + 4.0 * s.coverage + 6.0 * s.predicate + 4.0 * (s.similarity - 0.5)
    z -= 3.0 * min(s.missing_numbers, 2) + 2.0 * min(s.missing_names, 3) + 6.0 * s.negation_flip
    entailed = _sigmoid(z)
    # A contradiction says something else about the same thing: the rest of the claim must agree. A value
    # in a shared slot (a unit, a date, a list) wants most of it, since a long sentence holds other dates
    # and numbers (even where it holds one: on WiCE, asking less cost 0.03 AUROC); a polarity or an
    # opposite word names its predicate itself. Words match poorly across languages and as character
    # pairs: there the gist, which is blunter, speaks for them.
    gist = min(1.0, max(0.0, (s.similarity - 0.3) / 0.5))
    strong = bool(s.conflicts) and (s.conflicts[0].slotted or len(s.conflicts) > 1)
    if s.cross_lingual or s.unspaced:
        alignment, offset = max(s.agreement, gist), -4.0
    else:
        alignment, offset = s.agreement, -6.0 if strong else -4.5
    contradicted = min(0.02 * alignment, 1.0 - entailed)
    if s.conflicts:
        conflict = next((c for c in s.conflicts if c.sure), s.conflicts[0])
        contradicted = _sigmoid((SURE_OFFSET if conflict.sure else offset) + 10.0 * alignment)
        if contradicted >= 0.5:
            return Verdict(min(entailed, 1.0 - contradicted), contradicted, conflict.reason("{source}"), conflict.kind)
    if s.substituted:
        claimed, instead = s.substituted
        reason = Conflict("name", claimed, instead).reason("{source}")
        return Verdict(min(entailed, SUBSTITUTED, 1.0 - contradicted), contradicted, reason, "name")
    return Verdict(min(entailed, 1.0 - contradicted), contradicted)


def ceiling(detail: Verdict) -> float:
    """The most another model's P(entailed) can be beside the detail checks' verdict on the same pair: not what they
    find contradicted (a partly wrong claim is unsupported), nor what they find said of another name."""
    return min(1.0 - detail.contradicted, SUBSTITUTED if detail.kind == "name" else 1.0)


class FastVerifier:
    name = "fast"

    def __init__(self, embedder: Embedder | None = None) -> None:
        self.embedder = embedder or Embedder()

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        return [judge(s) for s in self.signals(resolve(claim, context), [as_evidence(e) for e in evidence])]

    def signals(self, claim: str, evidence: Sequence[Evidence], vectors: np.ndarray | None = None) -> list[Signals]:
        """`vectors`: the embeddings of the claim and the evidence texts, in order, if the caller has them."""
        if not evidence:
            return []
        if vectors is None:
            vectors = self.embedder.encode([claim, *(e.text for e in evidence)])
        similarities = vectors[1:] @ vectors[0]
        claim_analysis = analyze(claim)
        analyses = [analyze(e.read) for e in evidence]
        named = [claim_analysis.entities & a.words for a in analyses]
        said = Counter(name for names in named for name in names)  # how many candidates say each of its names
        out = []
        for e, analysis, similarity, own_names in zip(evidence, analyses, similarities, named, strict=True):
            # The sentence alone is read apart only where its context may give one of the claim's names.
            context = e.context.casefold()
            text, own = e.read, e.text if any(name in context for name in claim_analysis.entities) else ""
            translated = self.translated_names(claim, claim_analysis, text, analysis)
            elsewhere = frozenset(name for name, n in said.items() if n > (name in own_names))
            out.append(signals(claim_analysis, analysis, float(similarity), (claim, text), translated, own, elsewhere))
        return out

    def translated_names(self, claim: str, analysis: Analysis, text: str, evidence: Analysis) -> frozenset[str]:
        """The claim's names that an evidence text in another language writes its own way ("Vienna" for "Wien"):
        a name and its translation embed alike (cosine 0.74-0.97 for Wien, München, Köln, Donau, Europa, 日本),
        two different names do not (0.40-0.62 for Graz, Hamburg, Bonn, Frankreich). A name of several words is
        also read whole, as the evidence's names of several words are: "Reino Unido" is "United Kingdom", though
        "Unido" is no "Kingdom"; and the names within it ("TV Tower" of "Berlin TV Tower": "Fernsehturm").
        Japanese and Chinese candidates are runs of characters (`cjk_words`)."""
        if analysis.lang == evidence.lang:
            return frozenset()
        missing = [w for s, w in analysis.terms if w in analysis.entities and not _covered(s, w, evidence)]
        # Its names first, then its other words: "deutschen" says German, "française" French.
        spaced = _UNSPACED.sub(" ", text)  # "ATV" of "四輪のATVを運転している"
        words = [w for w in dict.fromkeys(_WORDS.findall(spaced)) if w[0].isupper() or w.casefold() in evidence.words]
        words = sorted(words, key=lambda w: not w[0].isupper())[:MAX_WORDS] + cjk_words(text)[:MAX_WORDS]
        if not missing or not words:
            return frozenset()
        c, e = as_text(claim), as_text(text)
        written = dict(zip(reversed(c.folded), reversed(c.tokens), strict=True))  # "ATVs", not "Atvs"
        named = [p for p in phrases(c, analysis.entities) if p[1] & {*missing}]
        named += [part for phrase, _ in named for part in _parts(phrase) if part[1] & {*missing}]
        # A name with the word after it, which another language may write as one word: "Christmas tree" is
        # "クリスマスツリー".
        compounds = [
            (f"{c.tokens[i]} {c.tokens[i + 1]}", c.folded[i])
            for i in range(len(c.tokens) - 1)
            if c.folded[i] in missing and c.tokens[i + 1].isalpha() and c.tokens[i + 1].islower()
        ]
        # The evidence's names of one word too ("Netherlands" for "Países Bajos"), and in German its capitalised
        # words inside a sentence: two in a row there are mostly a name ("Brandenburger Tor").
        theirs = phrases(e, evidence.entities, 1) if named else []
        vectors = self.embedder.encode(
            [*(written.get(w, w.title()) for w in missing), *words, *(p for p, _ in compounds + named + theirs)]
        )
        ours, candidates = vectors[: len(missing)], vectors[len(missing) : len(missing) + len(words)]
        found = {w for w, cosine in zip(missing, (ours @ candidates.T).max(axis=1), strict=True) if cosine >= SAME_NAME}
        rest = vectors[len(missing) + len(words) :]
        if compounds:
            cosines = (rest[: len(compounds)] @ candidates.T).max(axis=1)
            found.update(w for (_, w), cosine in zip(compounds, cosines, strict=True) if cosine >= SAME_PHRASE)
        if theirs:
            whole = rest[len(compounds) :]
            cosines = (whole[: len(named)] @ whole[len(named) :].T).max(axis=1)
            found.update(*(folded for (_, folded), cosine in zip(named, cosines, strict=True) if cosine >= SAME_PHRASE))
        return frozenset(found & {*missing})
