"""A claim read against all its candidate evidence at once: what no single sentence shows.

A summary sentence often joins what two or three sentences of its source say, and an invented
detail often shows only as a word, a number or a pair of words that no candidate has. Pair
verdicts see one evidence sentence at a time; the claim combiner sees the claim's candidates
together: the best pair verdicts, and how much of the claim's words, word pairs (in their order),
numbers and names the candidates carry between them. It is fitted on grounding data whose labels
say only whether a whole answer is supported (`veracity/training/claims.py`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import pairwise

import numpy as np

from veracity import language
from veracity.lexicon import Analysis, acronyms, analyze, fold, stem
from veracity.models.logistic import logit
from veracity.quantities import extract, given, stated
from veracity.verifiers.base import Verdict

CLAIM_FEATURES = (
    "best",  # logit of the best pair verdict: the claim's score before this combiner
    "second",  # logit of the second best
    "head_best",  # the entailment head's best logit, and at the best pair
    "head_at_best",
    "head_contradiction_at_best",
    "fast_best",  # the fast verifier's best logit
    "similarity",  # the best embedding similarity
    "coverage",  # the best pair's share of the claim's words, and of its predicate
    "predicate",
    "agreement",
    "missing_numbers",  # the fewest numbers and names any one candidate lacks
    "missing_names",
    "contradiction",  # logit of the strongest contradiction
    "words",  # log(1 + the claim's content words)
    "coverage_top3",  # share of the claim's words the 3 best candidates have between them, and all of them
    "coverage_all",
    "pairs_best",  # share of the claim's word pairs one of them has in order, close together
    "pairs_top3",
    "pairs_all",
    "numbers_all",  # share of the claim's numbers, and of its names, that some candidate has
    "names_all",
)
# Words cannot match across languages: there these mean nothing and count as average.
WORDS_ONLY = tuple(
    i for i, f in enumerate(CLAIM_FEATURES) if f.startswith(("coverage", "pairs")) or f in ("predicate", "agreement")
)
NEAR = 3  # words apart at most for a word pair to count as kept
_WORD = re.compile(r"\w+")


@lru_cache(maxsize=50_000)
def _content_words(text: str) -> tuple[tuple[str, str], ...]:
    """The text's content words, case-folded, each with its stem, in order."""
    lang = language.detect(text)
    stops = language.stop_words_with_english(lang)
    return tuple((w, stem(w, lang)) for w in _WORD.findall(fold(text).casefold()) if w not in stops)


def content_stems(text: str) -> tuple[str, ...]:
    """The text's content words, case-folded and stemmed, in order."""
    return tuple(s for _, s in _content_words(text))


@lru_cache(maxsize=50_000)
def _near_pairs(text: str) -> frozenset[tuple[str, str]]:
    words = content_stems(text)
    return frozenset((a, b) for i, a in enumerate(words) for b in words[i + 1 : i + 1 + NEAR])


def _pairs_kept(claim: str, texts: Sequence[str], spelled: frozenset[str]) -> float:
    """`spelled`: claim words the texts say as an acronym or spell out; they are left out, neither kept nor lost."""
    words = [s for w, s in _content_words(claim) if w not in spelled]
    pairs = list(pairwise(words))
    if not pairs:
        return 1.0
    near = frozenset().union(*(_near_pairs(t) for t in texts))
    return sum(p in near for p in pairs) / len(pairs)


def _coverage(claim: Analysis, evidence: Sequence[Analysis], spelled: frozenset[str]) -> float:
    if not claim.terms:
        return 0.0
    content = frozenset().union(*(e.content for e in evidence))
    words = frozenset().union(spelled, *(e.words for e in evidence))
    return sum(s in content or w in words for s, w in claim.terms) / len(claim.terms)


def _share(wanted: frozenset[str], found: frozenset[str]) -> float:
    return sum(w in found for w in wanted) / len(wanted) if wanted else 1.0


def ranked(verdicts: Sequence[Verdict]) -> list[int]:
    """Candidates by their pair verdict, best first."""
    return sorted(range(len(verdicts)), key=lambda i: -verdicts[i].entailed)


def claim_features(
    claim: str, texts: Sequence[str], pair: Mapping[str, np.ndarray], verdicts: Sequence[Verdict]
) -> np.ndarray:
    """The combiner's inputs for one claim; `texts` are the candidates as the verifier read them, `pair` the
    pair combiner's inputs by name (`trained.FEATURES`, one value per candidate) and `verdicts` its pair verdicts."""
    order = ranked(verdicts)
    best, top3 = order[0], order[:3]
    analysis = analyze(claim)
    evidence = [analyze(t) for t in texts]
    restated = [stated(extract(claim), extract(t)) for t in texts] if analysis.numbers else []
    numbers = frozenset().union(*(e.numbers for e in evidence), *restated)
    spelled = [acronyms(claim, t) | given(claim, t) for t in texts]

    def kept(among: Sequence[int]) -> tuple[float, float]:
        """Coverage and word pairs kept by the candidates `among`."""
        said = frozenset().union(*(spelled[i] for i in among))
        return _coverage(analysis, [evidence[i] for i in among], said), _pairs_kept(
            claim, [texts[i] for i in among], said
        )

    coverage_top3, pairs_top3 = kept(top3)
    coverage_all, pairs_all = kept(range(len(texts)))
    words = frozenset().union(*(e.words for e in evidence), *spelled)
    return np.array(
        [
            logit(verdicts[best].entailed),
            logit(verdicts[order[1]].entailed if len(order) > 1 else 0.0),
            pair["entailment_logit"].max(),
            pair["entailment_logit"][best],
            pair["contradiction_logit"][best],
            pair["fast_entailment"].max(),
            pair["similarity"].max(),
            pair["coverage"].max(),
            pair["predicate"].max(),
            pair["agreement"].max(),
            pair["missing_numbers"].min(),
            pair["missing_names"].min(),
            logit(max(v.contradicted for v in verdicts)),
            np.log1p(len(analysis.terms)),
            coverage_top3,
            coverage_all,
            kept(top3[:1])[1],
            pairs_top3,
            pairs_all,
            _share(analysis.numbers, numbers),
            _share(analysis.entities, words),
        ]
    )


# "X says that ...", "according to X, ...": the claim says who states it.
_SOURCE = re.compile(
    r"^\s*(?:according to (?P<after>[^,]{2,80}),|(?P<before>[^,.;:]{2,80}?)\s+(?:claims?|claimed|says?|said|states?|"
    r"stated|reports?|reported|cites?|cited|writes?|wrote|argues?|argued|believes?|believed)\s+that\b)",
    re.IGNORECASE,
)


# The answer's own sources, as an answer names them: "According to the manual, ...", "the provided documents".
_GIVEN = re.compile(
    r"(?i:the|this|these|our|your)\s+(?:[a-z-]+\s+)?(?:manual|documentation|docs|documents?|guide|handbook|policy|"
    r"policies|leaflet|faq|release notes|notes|text|article|passage|context|sources?|information|instructions|"
    r"specifications?|datasheet|data sheet|contract|terms|label|page)"
)


def unnamed_source(claim: str, texts: Sequence[str]) -> str:
    """The source an English claim attributes itself to ("Government of Ontario claims that ..."), where no
    candidate (with its fact's attributes, such as "author: Wikipedia") names it; else "". The evidence may say
    the rest, but not that this source said it. The answer's own sources ("according to the manual") need no
    name: they are the facts."""
    match = _SOURCE.match(claim)
    if not match:
        return ""
    source = (match["after"] or match["before"]).strip()
    if _GIVEN.fullmatch(source):
        return ""
    wanted = set(content_stems(source))
    named = set().union(*(content_stems(t) for t in texts))
    return source if wanted and not wanted <= named else ""


def cross_lingual(claim: str, texts: Sequence[str]) -> bool:
    """No candidate is in the claim's language, so its words cannot be matched."""
    lang = analyze(claim).lang
    return all(analyze(t).lang != lang for t in texts)


def basis(claim: str, texts: Sequence[str], verdicts: Sequence[Verdict], most: int = 3) -> tuple[int, ...]:
    """The candidates a supported claim rests on: of the five best that do not contradict it, the one that has
    the most of the claim's words, then each that adds at least two of those still missing, up to `most`. One
    word more is no second source: it is mostly a name that the other sentences imply."""
    wanted = set(content_stems(claim))
    pool = [i for i in ranked(verdicts)[:5] if verdicts[i].contradicted < 0.5]
    chosen: list[int] = []
    while pool and len(chosen) < most:
        gain = {i: len(wanted.intersection(content_stems(texts[i]))) for i in pool}
        best = max(pool, key=lambda i: (gain[i], verdicts[i].entailed))
        if chosen and gain[best] < 2:
            break
        chosen.append(best)
        pool.remove(best)
        wanted.difference_update(content_stems(texts[best]))
    return tuple(chosen)
