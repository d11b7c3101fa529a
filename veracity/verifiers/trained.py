"""The trained verifier, the default: an entailment model weighed with lexical signals.

The entailment model (`EntailmentHead`) reads meaning: paraphrase, translation, a claim the
evidence does not carry. The fast verifier's signals see what an embedding blurs: exact names,
numbers and negation. A logistic combiner learned on human-labelled NLI pairs weighs both, and one
shift, chosen on the dev sets, puts the best citation threshold at the API's default 0.6.
Contradiction stays the fast verifier's: it says which names, numbers or polarity conflict, and
the entailment model's contradiction class carries little signal on grounding data. Where the
evidence contradicts part of a claim, the claim is not entailed by it, however close the rest is.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from veracity.embeddings import Embedder
from veracity.lexicon import analyze
from veracity.models.entailment_head import EntailmentHead
from veracity.models.logistic import Logistic, logit, sigmoid
from veracity.reference import resolve
from veracity.verifiers.base import Evidence, Reading, Verdict, as_evidence
from veracity.verifiers.details import unstated
from veracity.verifiers.fast import SUBSTITUTED, FastVerifier, Signals, ceiling, judge
from veracity.verifiers.reading import CLAIM_FEATURES, basis, claim_features, cross_lingual, unnamed_source
from veracity.verifiers.reading import WORDS_ONLY as CLAIM_WORDS_ONLY

FEATURES = (
    "entailment_logit",
    "contradiction_logit",
    "coverage",
    "predicate",
    "similarity",
    "missing_numbers",
    "missing_names",
    "negation_flip",
    "conflict",
    "agreement",
    "detail_contradiction",
    "fast_entailment",
)
# Mean nothing across languages.
WORDS_ONLY = tuple(FEATURES.index(f) for f in ("coverage", "predicate", "agreement"))
SLOTS = frozenset({"number", "list", "comparison", "time", "role"})
# Slots a document holds several of ("the second season", "the fourth season"; who pays for what): they count where
# the claim is said.
CLOSEST_SLOTS = frozenset({"ordinal", "payer"})
SURE = 0.95
UNOUTWEIGHED = frozenset({"negation", "quantifier"})  # kinds that hold in the closest sentence where nothing supports
ALONE = 0.5  # a pair verdict that supports the claim on its own
NEAR = 0.05  # in embedding similarity: two facts that say one thing contradict a claim alike
BEST, NUMBERS, MISSING_NAMES = (CLAIM_FEATURES.index(f) for f in ("best", "numbers_all", "missing_names"))
UNSOURCED = 0.5  # the most a claim can be supported when no evidence names the source it quotes, one of its names,
# or the reach of its superlative
UNSOURCED_ODDS = float(logit(UNSOURCED))
SURE_PAIR_ODDS = float(logit(0.85))  # a pair verdict that supports a claim whatever the other candidates say
# A number that no candidate states in any form is most likely invented, whatever else the claim shares with them: it
# lowers the claim's log-odds by this much, and to UNSOURCED at most. Chosen on the dev sets (probes/caps/README.md):
# from 3 to 10 every value ranks them about alike, and far better than no penalty.
INVENTED_NUMBER = 6.0


def pair_features(signals: Sequence[Signals], readings: Sequence[Verdict], probabilities: np.ndarray) -> np.ndarray:
    """The combiner's inputs, one row per (claim, evidence) pair; `readings` are `judge` of the signals,
    the fast verifier's own verdicts with the detail checks."""
    lexical = []
    for s, detail in zip(signals, readings, strict=True):
        lexical.append(
            (
                s.coverage,
                s.predicate,
                s.similarity,
                min(s.missing_numbers, 2.0),
                min(s.missing_names, 3.0),
                float(s.negation_flip),
                float(bool(s.conflicts)),
                s.agreement,
                float(logit(detail.contradicted)),
                float(logit(detail.entailed)),
            )
        )
    rows = np.array(lexical, dtype=np.float64).reshape(len(signals), len(FEATURES) - 2)
    return np.column_stack([logit(probabilities[:, 0]), logit(probabilities[:, 2]), rows])


@dataclass(frozen=True)
class Combiner:
    """A logistic model over features, moved by `shift` on the logit scale."""

    model: Logistic
    shift: float = 0.0
    words_only: tuple[int, ...] = WORDS_ONLY  # the features that mean nothing across languages
    # Learned from the same rows without the words-only features, for rows across languages: with their words
    # merely counted as average, the model above reads a translation as a pair that shares no words.
    across: Logistic | None = None

    def entailed(self, features: np.ndarray, cross_lingual: np.ndarray) -> np.ndarray:
        p = self.model.probability(self.design(features, cross_lingual), self.shift)
        if self.across is not None and cross_lingual.any():
            rows = features[cross_lingual][:, self.kept]
            p[cross_lingual] = self.across.probability(self.across.standardize(rows), self.shift)
        return p

    @property
    def kept(self) -> list[int]:
        """The features that mean the same across languages."""
        return [i for i in range(len(self.model.coef)) if i not in self.words_only]

    def design(self, features: np.ndarray, cross_lingual: np.ndarray) -> np.ndarray:
        """Standardized rows. Words cannot match across languages, so word coverage says nothing there:
        it counts as average (what the claim combiner reads; the pair combiner judges those rows by `across`)."""
        z = self.model.standardize(features)
        z[np.ix_(cross_lingual, self.words_only)] = 0.0
        return z


def _closeness(features: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """How close each candidate reads to the claim: the share of its words, then embedding similarity."""
    return features[:, FEATURES.index("coverage")], features[:, FEATURES.index("similarity")]


def _closest(coverage: np.ndarray, similarity: np.ndarray, among: Iterable[int]) -> int:
    """Of the candidates `among`, the one that reads closest to the claim (the first, on a tie)."""
    return max(among, key=lambda i: (coverage[i], similarity[i]))


def disputed(
    verdicts: Sequence[Verdict], features: np.ndarray, *, numbers_found: bool, taken: frozenset[int] = frozenset()
) -> float:
    """How surely the evidence contradicts part of the claim, which then cannot be supported. A wrong value in
    a slot (a number with its unit, a list, a comparison, hours) counts wherever it is said, but a number only
    while some number of the claim is in no candidate (`numbers_found`): where the evidence states the claim's
    figure, another figure elsewhere is of something else. A date, a place, an opposite word or a polarity counts
    only where it is sure (`SURE`) and in the sentence with most of the claim's words: elsewhere it is too often
    about something else (probes/claim_combiner/README.md). An ordinal or a payer counts there where likely: a
    document speaks of several seasons, but the sentence that reads closest to the claim speaks of its own. Where no
    candidate supports the claim on its own, a polarity or a quantifier there counts when likely: the claim
    combiner, which reads the claim's words spread over the candidates, must not outweigh the one sentence that
    speaks of it ("every plan" against "reserved for the Pro plan"; on the dev sets WiCE +0.0018 AUROC, mFAVA
    -0.0003). The candidates `taken` count wherever they are: the claim's value is said only of another name
    (`borrowed`)."""
    coverage, similarity = _closeness(features)
    closest = _closest(coverage, similarity, range(len(verdicts)))
    alone = max(v.entailed for v in verdicts) >= ALONE

    def counts(i: int, v: Verdict) -> bool:
        if i in taken or (v.kind in SLOTS and not (v.kind == "number" and numbers_found)):
            return True
        likely = v.kind in SLOTS | CLOSEST_SLOTS or (v.kind in UNOUTWEIGHED and not alone)
        return i == closest and v.contradicted >= (0.5 if likely else SURE)

    return max((v.contradicted for i, v in enumerate(verdicts) if v.contradicted >= 0.5 and counts(i, v)), default=0.0)


def said_of_another(verdicts: Sequence[Verdict], features: np.ndarray) -> bool:
    """The sentence that supports the claim best, or where none does on its own the one that reads closest to it
    and has all the claim's words but its names, says the claim of another name: "Tom Becker leads the design
    team." beside "Priya Patel leads the design team." and "Tom Becker joined in 2021." The claim combiner, which
    reads the claim's words spread over the candidates, finds every word of it somewhere."""
    best = max(verdicts, key=lambda v: v.entailed)
    if best.kind == "name" or best.entailed >= ALONE:
        return best.kind == "name"
    closest = _closest(*_closeness(features), range(len(verdicts)))
    return verdicts[closest].kind == "name" and features[closest, FEATURES.index("predicate")] == 1.0


def borrowed(claim: str, texts: Sequence[str], verdicts: Sequence[Verdict], features: np.ndarray) -> frozenset[int]:
    """The candidates whose other date or number counts against the claim, since the claim's own is said only of
    another name: "Nella NBA ogni quarto dura 10 minuti." against "Nella NBA ... quattro quarti da 12 minuti." and
    "Nelle competizioni FIBA i quarti durano invece 10 minuti." The claim combiner finds every word of the claim
    somewhere. The other name opens its sentence, or the pair check found it in the claim's name's place: "He died in
    Paris in 1950." still says the year of the claim's name."""
    analysis = analyze(claim)
    if not analysis.numbers:
        return frozenset()
    numbers, names = (features[:, FEATURES.index(f)] for f in ("missing_numbers", "missing_names"))
    holding = [j for j in range(len(texts)) if numbers[j] == 0]
    if not holding or not all(verdicts[j].kind == "name" or _named_first(texts[j], analysis.entities) for j in holding):
        return frozenset()
    return frozenset(
        i
        for i, v in enumerate(verdicts)
        if v.kind in ("date", "number") and v.contradicted >= 0.5 and all(names[i] < names[j] for j in holding)
    )


_OPENING = 3  # the words that open a sentence, where its subject stands
_WORD = re.compile(r"[^\W\d_]+")


def _named_first(text: str, names: frozenset[str]) -> bool:
    """Whether a name that is not one of `names` stands among the first words of the text, and none of them
    ("Wolfgang Amadeus Mozart" is Mozart)."""
    opening = {word.casefold() for word in _WORD.findall(text)[:_OPENING]}
    return not opening & names and bool(opening & analyze(text).entities)


def nearest_contradictions(verdicts: Sequence[Verdict], features: np.ndarray) -> list[Verdict]:
    """A contradiction is said of what the claim is about: where several candidates contradict it, only those
    that read as close to the claim as the closest of them keep theirs, so that only they are anti-cited ("After
    five years, they get 30 days." against the 25 days of leave, not against three days a week of remote work)."""
    against = [i for i, v in enumerate(verdicts) if v.contradicted >= 0.5]
    if len(against) < 2:
        return list(verdicts)
    coverage, similarity = _closeness(features)
    closest = _closest(coverage, similarity, against)
    near = {i for i in against if coverage[i] >= coverage[closest] and similarity[i] >= similarity[closest] - NEAR}
    return [
        v if i in near or i not in against else replace(v, contradicted=0.0, reason="", kind="")
        for i, v in enumerate(verdicts)
    ]


def _logistic(w: Any, prefix: str) -> Logistic:
    return Logistic(w[f"{prefix}mean"], w[f"{prefix}scale"], w[f"{prefix}coef"], float(w[f"{prefix}intercept"]))


def _arrays(logistic: Logistic | None, prefix: str, shift: float | None = None) -> dict[str, np.ndarray]:
    if logistic is None:
        raise ValueError(f"the model has no {prefix.rstrip('_') or 'pair'} combiner to save")
    arrays = {
        f"{prefix}mean": logistic.mean,
        f"{prefix}scale": logistic.scale,
        f"{prefix}coef": logistic.coef,
        f"{prefix}intercept": np.float64(logistic.intercept),
    }
    return arrays if shift is None else arrays | {f"{prefix}shift": np.float64(shift)}


@dataclass(frozen=True)
class TrainedModel:
    """Everything the trained verifier learned, in one file of about 1 MB."""

    head: EntailmentHead
    combiner: Combiner  # pairs: one evidence sentence and the claim
    claims: Combiner | None  # a claim against all its candidates (`reading`); None while training the rest
    about: dict[str, Any]  # how it was trained and what it scored

    @classmethod
    def load(cls, path: Path | None = None, *, claims: bool = True) -> TrainedModel:
        """The model in `path` (the shipped one by default); with `claims=False` without its claim combiner, so
        that one can be refitted on other claim features (`veracity train verifier --claims-only`)."""
        source = path or Path(str(resources.files("veracity.models").joinpath("verifier.npz")))
        with np.load(source, allow_pickle=False) as w:
            about = json.loads(str(w["about"]))
            if not claims:  # what it says of the claim combiner it leaves out would be untrue of the model
                about = {k: v for k, v in about.items() if k not in ("claim_features", "claim_combiner")}
            claim_features = tuple(about.get("claim_features", ()))
            if tuple(about["features"]) != FEATURES or claim_features not in ((), CLAIM_FEATURES):
                raise ValueError(f"{source} was trained on other features; rebuild it with `veracity train verifier`")
            if "across_coef" not in w.files:
                raise ValueError(
                    f"{source} has no pair combiner for pairs across languages (trained before 2026-12-02); "
                    "rebuild it with `veracity train verifier`"
                )
            head = EntailmentHead(*(w[k].astype(np.float32) for k in ("w1", "b1", "w2", "b2")))
            combiner = Combiner(_logistic(w, ""), float(w["shift"]), across=_logistic(w, "across_"))
            reader = None
            if claim_features:
                reader = Combiner(_logistic(w, "claim_"), float(w["claim_shift"]), CLAIM_WORDS_ONLY)
        return cls(head, combiner, reader, about)

    def save(self, path: Path) -> None:
        head = self.head
        about = self.about | {"features": list(FEATURES)}
        if self.claims is not None:
            about["claim_features"] = list(CLAIM_FEATURES)
        np.savez_compressed(
            path,
            w1=head.hidden_weight.astype(np.float16),
            b1=head.hidden_bias.astype(np.float32),
            w2=head.output_weight.astype(np.float32),
            b2=head.output_bias.astype(np.float32),
            **_arrays(self.combiner.model, "", self.combiner.shift),
            **_arrays(self.combiner.across, "across_"),
            **(_arrays(self.claims.model, "claim_", self.claims.shift) if self.claims is not None else {}),
            about=np.str_(json.dumps(about, indent=1)),
        )


class TrainedVerifier:
    name = "trained"

    def __init__(self, embedder: Embedder | None = None, model: TrainedModel | None = None) -> None:
        self.fast = FastVerifier(embedder)
        self.model = model or TrainedModel.load()

    def verify(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> list[Verdict]:
        return self.pairs(resolve(claim, context), [as_evidence(e) for e in evidence])[0]

    def read(self, claim: str, evidence: Sequence[str | Evidence], context: Sequence[str] = ()) -> Reading:
        """The claim against all its candidates at once (`reading`), with each candidate's own verdict."""
        claim, items = resolve(claim, context), [as_evidence(e) for e in evidence]
        verdicts, features = self.pairs(claim, items)
        if not verdicts:
            return Reading(0.0, [], ())
        texts = [e.read for e in items]
        x, by_pair, most = self.claim_inputs(claim, texts, verdicts, features)
        support = min(self.support(x, by_pair), most)
        return Reading(support, nearest_contradictions(verdicts, features), basis(claim, texts, verdicts))

    def support(self, inputs: np.ndarray, by_pair: bool, shift: float = 0.0) -> float:
        """The claim combiner's P(supported), moved by `shift` more; the best pair verdict while the combiner is
        being trained, and where `by_pair` (`claim_inputs`). Numbers are written alike in every language and names
        alike or translated (`FastVerifier.translated_names`): one that no candidate has is missing."""
        claims = self.model.claims
        if claims is None:
            return float(sigmoid(inputs[BEST]))
        best, named = float(inputs[BEST]), inputs[MISSING_NAMES] < 1
        if by_pair:
            odds = best if named else min(best, UNSOURCED_ODDS)
        else:
            odds = float(claims.model.log_odds(claims.design(inputs[None], np.array([False])), claims.shift + shift)[0])
            # Where one sentence surely supports the claim alone, the others beside it take nothing away: the
            # combiner, fitted on summaries read against whole articles, takes a paraphrase's few shared words for
            # invention ("accepts up to 200 facts" of "may include at most 200 facts": 0.89 alone, 0.47 beside
            # one more fact). On the dev sets this moves no AUROC by more than 0.0003 (probes/caps/README.md).
            if named and best >= SURE_PAIR_ODDS:
                odds = max(odds, best)
        if inputs[NUMBERS] < 1.0:
            odds = min(odds - INVENTED_NUMBER, UNSOURCED_ODDS)
        return float(sigmoid(odds))

    def claim_inputs(
        self, claim: str, texts: Sequence[str], verdicts: Sequence[Verdict], features: np.ndarray
    ) -> tuple[np.ndarray, bool, float]:
        """The claim combiner's inputs; whether the best pair verdict judges the claim instead; and the most the
        claim can be supported: not what the evidence contradicts, nor much where no evidence names the source the
        claim quotes or says what else it adds (`details.unstated`: "the highest mountain in Europe", "because of
        fog"), or where the sentence that supports it best says it of another name ("Google acquired YouTube" for
        "Microsoft acquired YouTube").

        The best pair judges a claim across languages, where the combiner's word features can only count as
        average, which makes it too kind (JSICK's translated pairs: balanced accuracy 0.55 at 0.6), and a claim
        with one candidate: nothing is read together there, and the combiner learned from claims read against a
        whole article (2 of its 1,732 training claims had one candidate). The pair combiner learned from
        sentence pairs, translated ones among them."""
        columns = dict(zip(FEATURES, features.T, strict=True))
        inputs = claim_features(claim, texts, columns, verdicts)
        taken = borrowed(claim, texts, verdicts, features)
        most = 1.0 - disputed(verdicts, features, numbers_found=inputs[NUMBERS] == 1.0, taken=taken)
        if unnamed_source(claim, texts) or unstated(claim, texts):
            most = min(most, UNSOURCED)
        if said_of_another(verdicts, features):
            most = min(most, SUBSTITUTED)
        return inputs, len(texts) == 1 or cross_lingual(claim, texts), most

    def pairs(self, claim: str, items: Sequence[Evidence]) -> tuple[list[Verdict], np.ndarray]:
        """Each evidence text's verdict on the (resolved) claim, and the pair combiner's inputs they came from."""
        if not items:
            return [], np.zeros((0, len(FEATURES)))
        vectors = self.fast.embedder.encode([claim, *(e.text for e in items)])
        signals = self.fast.signals(claim, items, vectors)
        readings = [judge(s) for s in signals]
        features = pair_features(signals, readings, self._predict(vectors))
        entailed = self.model.combiner.entailed(features, np.array([s.cross_lingual for s in signals]))
        verdicts = []
        for detail, p in zip(readings, entailed, strict=True):
            supported = min(float(p), ceiling(detail))
            verdicts.append(Verdict(supported, min(detail.contradicted, 1.0 - supported), detail.reason, detail.kind))
        return verdicts, features

    def three_way(self, claim: str, premises: Sequence[str]) -> np.ndarray:
        """The entailment model's P(entailment, neutral, contradiction) of the claim, per premise."""
        return self._predict(self.fast.embedder.encode([claim, *premises]))

    def _predict(self, vectors: np.ndarray) -> np.ndarray:
        """The head's probabilities for the claim (row 0) against each premise (the rows after it)."""
        return self.model.head.predict(vectors[1:], np.repeat(vectors[:1], len(vectors) - 1, axis=0))
