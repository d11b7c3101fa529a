"""GroundingChecker: runs request -> claims -> candidate evidence -> verdicts -> result."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from veracity import limits
from veracity.casing import word_scores
from veracity.claims import Sentence, check_required, split_sentences
from veracity.embeddings import Embedder
from veracity.errors import InvalidArgument, NotFound
from veracity.evidence import EvidenceIndex, chunk_facts, document_facts
from veracity.helpfulness import HelpfulnessScorer
from veracity.reference import resolve
from veracity.scoring import ClaimEvidence, score
from veracity.store import Store
from veracity.types import CheckRequest, CheckResult, DocumentRef, Fact, GroundingSpec
from veracity.verifiers import DEFAULT_VERIFIER, Evidence, JudgeOptions, Verifier, load_verifier
from veracity.verifiers.base import ReadsTogether, Verdict
from veracity.verifiers.clauses import clause_conflict
from veracity.verifiers.derived import AGAINST, SETTLED, Derived, derive
from veracity.verifiers.details import qualification, unstated
from veracity.verifiers.fast import FastVerifier

FactLike = str | Fact | Mapping[str, object]  # a fact as the library takes it: text, Fact or {"text", "attributes"}

CANDIDATES_PER_CLAIM = 12
STORE_CHUNKS_PER_CLAIM = 8  # chunks fetched from a document store for each claim
JOINED_MARGIN = 0.1
QUALIFIED = 0.45  # the most a claim gets from a sentence that says it of a past period only, or hedges it


class GroundingChecker:
    """Checks answer candidates against facts. Load once, call `check` from any thread.

    >>> checker = GroundingChecker()
    >>> result = checker.check("Titanic was directed by James Cameron.",
    ...                        facts=["Titanic is a 1997 film directed by James Cameron."])
    >>> result.support_score > 0.9
    True
    """

    def __init__(
        self,
        verifier: str | Verifier = DEFAULT_VERIFIER,
        store: Store | None = None,
        embedder: Embedder | None = None,
        *,
        judge: JudgeOptions | None = None,
    ) -> None:
        """`verifier` by name (`judge` sets up an external one: hf:PATH, openai:MODEL) or as an object."""
        self.embedder = embedder or Embedder()  # which loads its weights now, not inside the first request
        word_scores()  # and the vocabulary that tells names (`casing`)
        self.verifier = load_verifier(verifier, self.embedder, judge) if isinstance(verifier, str) else verifier
        self.fast = FastVerifier(self.embedder)  # the detail checks, read clause by clause whatever the verifier
        self.store = store
        self.helpfulness = HelpfulnessScorer(self.embedder)

    def check(
        self,
        answer_candidate: str | CheckRequest,
        facts: FactLike | Iterable[FactLike] = (),
        *,
        citation_threshold: float | None = None,
        claim_scores: bool = False,
        anti_citations: bool = False,
        anti_citation_threshold: float | None = None,
        prompt: str | None = None,
        helpfulness: bool = False,
        engine: str | None = None,
    ) -> CheckResult:
        """Check a candidate against facts given as strings, `Fact`s or {"text", "attributes"} dicts,
        or against the documents of a store `engine`; or pass a ready `CheckRequest` alone.
        `helpfulness` also scores how well the candidate answers `prompt`."""
        if isinstance(answer_candidate, CheckRequest):
            return self.run(answer_candidate)
        spec = GroundingSpec(
            enable_claim_level_score=claim_scores,
            enable_anti_citations=anti_citations,
            enable_helpfulness_score=helpfulness,
            **({"citation_threshold": citation_threshold} if citation_threshold is not None else {}),
            **({"anti_citation_threshold": anti_citation_threshold} if anti_citation_threshold is not None else {}),
        )
        return self.run(CheckRequest(answer_candidate, as_facts(facts), spec, prompt=prompt, search_engine=engine))

    def run(self, request: CheckRequest) -> CheckResult:
        self._admit(request)
        sentences = split_sentences(request.answer_candidate)
        required = [check_required(s.statement) for s in sentences]
        if request.search_engine is not None:
            request = replace(request, facts=self._retrieve(request, sentences, required))
        return self._ground(request, sentences, required)

    def check_claims(
        self,
        claims: Sequence[str] | str,
        facts: FactLike | Iterable[FactLike] = (),
        spec: GroundingSpec | None = None,
    ) -> CheckResult:
        """Check claims that are already split (one sentence each, in answer order) instead of a
        whole answer; each is read in the context of those before it and every one is checked."""
        claims = [claims] if isinstance(claims, str) else claims
        text, sentences = "", []
        for claim in claims:
            start = len(text) + (1 if text else 0)
            text = f"{text} {claim}" if text else claim
            sentences.append(Sentence(claim, start, len(text)))
        request = CheckRequest(text, as_facts(facts), spec or GroundingSpec())
        self._admit(request)
        return self._ground(request, sentences, [bool(claim.strip()) for claim in claims])

    def score_pairs(self, documents: Sequence[str], claims: Sequence[str]) -> list[float]:
        """The support score of each claim by its own document, as MiniCheck's `score(docs, claims)` and
        HHEM's `predict(pairs)` give it. A document is cut into facts the API accepts; it may be long."""
        if isinstance(documents, str) or isinstance(claims, str) or len(documents) != len(claims):
            raise InvalidArgument(
                "score_pairs takes two lists of the same length, documents[i] being the evidence for claims[i]."
            )
        self.embedder.encode(list(dict.fromkeys(claims)))  # one batch for all claims; each pair then finds them cached
        scores = []
        for document, claim in zip(documents, claims, strict=True):
            result = self.check_claims([claim], document_facts(document)[: limits.MAX_FACTS])
            scores.append(result.claims[0].score or 0.0)
        return scores

    def _admit(self, request: CheckRequest) -> None:
        limits.validate(request)
        if request.search_engine is not None:
            if self.store is None:
                raise NotFound(
                    f"Engine {request.search_engine!r} not found: this server has no document store "
                    "(start it with --data-dir or --store), so send the facts inline."
                )
            self.store.require_engine(request.search_engine)

    def _retrieve(
        self, request: CheckRequest, sentences: Sequence[Sentence], required: Sequence[bool]
    ) -> tuple[Fact, ...]:
        """The store's chunks that bear on the claims, as facts that know their document."""
        assert self.store is not None and request.search_engine is not None
        prefix = f"{request.search_collection}/dataStores/{request.search_engine}/branches/0/documents/"
        found: dict[tuple[str, str], Fact] = {}
        context: list[str] = []
        for sentence, check in zip(sentences, required, strict=True):
            if not check:
                continue
            query = resolve(sentence.statement, context)
            context.append(sentence.statement)
            for chunk in self.store.search(request.search_engine, query, STORE_CHUNKS_PER_CLAIM, self.embedder):
                ref = DocumentRef(prefix + chunk.document_id, chunk.title, chunk.link)
                found.setdefault((chunk.document_id, chunk.text), Fact(chunk.text, {}, ref))
        return tuple(found.values())[: limits.MAX_FACTS]

    def _ground(self, request: CheckRequest, sentences: Sequence[Sentence], required: Sequence[bool]) -> CheckResult:
        candidate = request.answer_candidate
        chunks, units = chunk_facts(request.facts)
        index = EvidenceIndex(units, self.embedder)
        found: list[ClaimEvidence] = []
        context: list[str] = []
        for sentence, check in zip(sentences, required, strict=True):
            item = ClaimEvidence(
                sentence,
                byte_start=len(candidate[: sentence.start].encode()),
                byte_end=len(candidate[: sentence.end].encode()),
                check_required=check,
            )
            if item.check_required:
                self._verify(item, sentence, context, index, sentences)
                context.append(sentence.statement)
            found.append(item)
        result = score(found, chunks, request.spec)
        if request.spec.enable_helpfulness_score and request.prompt:
            result = replace(result, helpfulness_score=round(self.helpfulness.score(request.prompt, candidate), 6))
        return replace(result, searched=True) if request.search_engine is not None else result

    def _verify(
        self,
        item: ClaimEvidence,
        sentence: Sentence,
        context: list[str],
        index: EvidenceIndex,
        answer: Sequence[Sentence] = (),
    ) -> None:
        """`answer`: all the answer's sentences, whose others may say what qualifies the claim ("Manager approval is
        required.")."""
        claim = resolve(sentence.statement, context)
        ids = index.search(claim, CANDIDATES_PER_CLAIM)
        if not ids:
            return
        evidence = [index.units[i].evidence for i in ids]
        verdicts = self._weigh(item, sentence, context, index, ids, evidence)
        item.unsaid = unstated(claim, [e.read for e in evidence])
        # What the sentence that supports it best says of a past period only, or as planned, possible or one of
        # several, it does not say holds, unless the answer says so in another sentence.
        best = max(range(len(verdicts)), key=lambda j: verdicts[j].entailed)
        if weaker := qualification(claim, evidence[best].text):
            rest = " ".join(other.statement for other in answer if other is not sentence)
            if not rest or qualification(f"{claim} {rest}", evidence[best].text):
                qualified(item, index.units[ids[best]].chunk, weaker.reason("{source}"))
        # One clause that a sentence says the opposite of makes the claim wrong, whatever supports the others.
        if against := clause_conflict(claim, evidence, self.fast):
            j, verdict = against
            contradicted(item, index.units[ids[j]].chunk, verdict)
        # What the candidates settle together ("taller than" of two heights) is no verifier's to read alone.
        if derived := derive(claim, [e.read for e in evidence]):
            settle(item, derived, [index.units[i].chunk for i in ids])

    def _weigh(
        self,
        item: ClaimEvidence,
        sentence: Sentence,
        context: list[str],
        index: EvidenceIndex,
        ids: list[int],
        evidence: list[Evidence],
    ) -> list[Verdict]:
        """The verifier's verdicts on the candidates `ids`: read together, or one by one and the best two joined."""
        if isinstance(self.verifier, ReadsTogether):  # it weighs the candidates together, joined sentences too
            reading = self.verifier.read(sentence.statement, evidence, context)
            item.support = reading.support
            item.basis = tuple(dict.fromkeys(index.units[ids[j]].chunk for j in reading.basis))
            verdicts = reading.verdicts
        else:
            verdicts = self.verifier.verify(sentence.statement, evidence, context)
        for i, verdict in zip(ids, verdicts, strict=True):
            item.add((index.units[i].chunk,), verdict.entailed, verdict.contradicted, verdict.reason)
        if item.support is not None:
            return verdicts
        # A claim may need two sentences together ("directed by Cameron and released in 1997");
        # both are credited only when together they say clearly more than either alone.
        best = sorted(range(len(ids)), key=lambda j: -verdicts[j].entailed)[:2]
        if len(best) == 2:
            first, second = sorted(ids[j] for j in best)
            a, b = index.units[first].evidence, index.units[second].evidence
            pair = Evidence(f"{a.text} {b.text}", a.context if a.context == b.context else "")
            joined = self.verifier.verify(sentence.statement, [pair], context)[0].entailed
            # Read together, a sentence's conflict can hide behind the other's match ("open Monday to Friday. It
            # is closed on weekends." for "open on Sundays"): a pair counts only where neither contradicts, nor
            # says the claim of another name (the other may name the claim's name elsewhere).
            apart = any(verdicts[j].contradicted >= 0.5 or verdicts[j].kind == "name" for j in best)
            if joined > verdicts[best[0]].entailed + JOINED_MARGIN and not apart:
                item.add(tuple(dict.fromkeys((index.units[first].chunk, index.units[second].chunk))), joined)
        return verdicts


def qualified(item: ClaimEvidence, chunk: int, reason: str) -> None:
    """A claim that its best sentence says less of ("Until 2022, the annual fee was $49." for "The annual fee is
    $49.", "plans to open a store" for "opened a store"): unsupported, not contradicted (the fee may not have
    changed, the store may have opened)."""
    item.entailed[chunk] = min(item.entailed.get(chunk, 0.0), QUALIFIED)
    item.reasons[chunk] = item.reasons.get(chunk) or reason
    if item.support is not None:
        item.support, item.basis = min(item.support, QUALIFIED), ()


def contradicted(item: ClaimEvidence, chunk: int, verdict: Verdict) -> None:
    """A claim the chunk contradicts in one of its clauses: supported by nothing, and the chunk anti-cited."""
    ceiling = 1.0 - verdict.contradicted
    item.entailed = {c: min(p, ceiling) for c, p in item.entailed.items()}
    if item.support is not None:
        item.support, item.basis = min(item.support, ceiling), ()
    item.contradicted[chunk] = max(item.contradicted.get(chunk, 0.0), verdict.contradicted)
    item.reasons[chunk] = item.reasons.get(chunk) or verdict.reason


def settle(item: ClaimEvidence, derived: Derived, chunks: Sequence[int]) -> None:
    """A claim its facts settle together (`chunks`: each candidate's chunk): supported by them where they also hold
    the rest of its words, whatever each says alone ("2,000 people in total" is no wrong figure of the 1,200 in one
    fact); contradicted by them where they hold half its other words, and then supported by nothing."""
    sources = {chunks[i]: derived.reason(i) for i in derived.figures}
    if derived.holds and derived.held == 1.0:
        for chunk in sources:
            item.entailed[chunk] = max(item.entailed.get(chunk, 0.0), SETTLED)
            item.contradicted[chunk], item.reasons[chunk] = 0.0, ""
        if item.support is not None:
            item.support, item.basis = max(item.support, SETTLED), tuple(sources)
    elif not derived.holds and derived.held >= 0.5:
        item.entailed = {chunk: min(p, 1.0 - AGAINST) for chunk, p in item.entailed.items()}
        if item.support is not None:
            item.support, item.basis = min(item.support, 1.0 - AGAINST), ()
        for chunk, reason in sources.items():
            item.contradicted[chunk], item.reasons[chunk] = AGAINST, reason


def as_facts(facts: FactLike | Iterable[FactLike]) -> tuple[Fact, ...]:
    """One fact given alone counts as one: a bare string is not a list of one-letter facts."""
    if isinstance(facts, str | Fact | Mapping):
        return (as_fact(facts),)
    return tuple(as_fact(f) for f in facts)


def as_fact(fact: FactLike) -> Fact:
    """A fact from a string, a `Fact`, or a {"text"|"factText"|"fact_text", "attributes"} mapping."""
    if isinstance(fact, Fact):
        return fact
    if isinstance(fact, str):
        return Fact(fact)
    if not isinstance(fact, Mapping):
        raise InvalidArgument(f"a fact must be a string or an object, got {fact!r}")
    text = fact.get("text", fact.get("fact_text", fact.get("factText", "")))
    attributes = fact.get("attributes") or {}
    if not isinstance(text, str) or not isinstance(attributes, Mapping):
        raise InvalidArgument("a fact needs a 'text' string and an optional 'attributes' mapping")
    return Fact(text, {str(k): str(v) for k, v in attributes.items()})
