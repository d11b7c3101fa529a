"""`openai:MODEL`: an LLM judge behind an OpenAI-compatible chat-completions API (Ollama, vLLM, llama.cpp).

One request per (premise, claim) pair, at most `concurrency` in flight, each cached for the process.
P(yes) comes from the first token's `top_logprobs` where the server returns them, else from the answer
text. A judge that is down, slow or garbled makes the check a 503 UNAVAILABLE that names its URL: the
same request may succeed once it is back, and a server must never hang or answer 500 for it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import httpx
import numpy as np

from veracity.errors import Unavailable
from veracity.verifiers.judges import PROMPTS, JudgeOptions, VerifierLoadError

CACHE_PAIRS = 4096
RETRIES = 3  # further tries after a 429 or 503
BACKOFF_SECONDS = 0.5  # doubled after each try; a Retry-After up to MAX_WAIT_SECONDS is honoured instead
MAX_WAIT_SECONDS = 5.0


@dataclass(frozen=True)
class Prompt:
    system: str
    user: str  # with {premise} and {claim}
    answers: tuple[str, ...]  # in the order P(entailed, neutral[, contradicted])


PROMPT_FORMATS = {
    # MiniCheck's (Bespoke-MiniCheck-7B is trained on it): a document, a claim, yes or no.
    "minicheck": Prompt(
        "Determine whether the provided claim is consistent with the corresponding document. Consistency in this "
        "context implies that all information presented in the claim is substantiated by the document. If not, it "
        "should be considered inconsistent. Please assess the claim's consistency with the document by responding "
        'with either "Yes" or "No".',
        "Document: {premise}\nClaim: {claim}",
        ("yes", "no"),
    ),
    "nli": Prompt(
        "Decide whether the premise entails the hypothesis, contradicts it, or neither. Answer with exactly one "
        "word: entailment, contradiction or neutral.",
        "Premise: {premise}\nHypothesis: {claim}",
        ("entailment", "neutral", "contradiction"),
    ),
}


def _answer(token: str, answers: Sequence[str]) -> int | None:
    """The answer a token or word begins, where it begins only one: "Yes", " y", "Entail" -> its index."""
    word = token.strip().strip(".,:;!\"'*").casefold()
    found = [i for i, answer in enumerate(answers) if word and answer.startswith(word)]
    return found[0] if len(found) == 1 else None


def read_answer(data: Any, answers: Sequence[str]) -> list[float] | None:
    """P of each answer from a chat-completions response: the first token's top_logprobs, else the text;
    None where neither names an answer."""
    choice = data["choices"][0]
    first = ((choice.get("logprobs") or {}).get("content") or [{}])[0]
    weights = [0.0] * len(answers)
    for candidate in first.get("top_logprobs") or []:
        index = _answer(str(candidate["token"]), answers)
        if index is not None:
            weights[index] += math.exp(float(candidate["logprob"]))
    if sum(weights) > 0:
        return [w / sum(weights) for w in weights]
    text = str(choice["message"].get("content") or "").split()
    index = _answer(text[0], answers) if text else None
    return None if index is None else [float(i == index) for i in range(len(answers))]


class OpenAIJudge:
    def __init__(self, model: str, options: JudgeOptions) -> None:
        if not options.url:
            raise VerifierLoadError(
                f"openai:{model} needs the judge's OpenAI-compatible base URL, such as --judge-url "
                "http://127.0.0.1:11434/v1 (Ollama) or http://127.0.0.1:8000/v1 (vLLM)"
            )
        if options.prompt not in PROMPTS:
            raise VerifierLoadError(f"the judge prompt must be one of {', '.join(PROMPTS)}, got {options.prompt!r}")
        self.name = f"openai:{model}"
        self.model = model
        self.base = options.url.rstrip("/")
        self.prompt = PROMPT_FORMATS[options.prompt]
        self.three_way = len(self.prompt.answers) == 3
        self.timeout = options.timeout
        headers = {"authorization": f"Bearer {options.key}"} if options.key else {}
        self.client = httpx.Client(timeout=options.timeout, headers=headers)
        self.pool = ThreadPoolExecutor(options.concurrency, thread_name_prefix="judge")
        self._cached = lru_cache(maxsize=CACHE_PAIRS)(self.ask)  # failures raise, so they are never cached

    def score(self, premises: Sequence[str], claims: Sequence[str]) -> np.ndarray:
        futures = [self.pool.submit(self._cached, p, c) for p, c in zip(premises, claims, strict=True)]
        try:
            return np.array([f.result() for f in futures], dtype=np.float64).reshape(len(futures), 3)
        finally:
            for future in futures:  # after a failure, the pairs not yet asked are not asked
                future.cancel()

    def ask(self, premise: str, claim: str) -> tuple[float, float, float]:
        """P(entailed, neutral, contradicted) of one pair, as the judge answers it."""
        body = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": self.prompt.system},
                {"role": "user", "content": self.prompt.user.format(premise=premise, claim=claim)},
            ],
            "temperature": 0,
            "max_tokens": 5,
            "logprobs": True,
            "top_logprobs": 5,
        }
        response = self._post(body)
        try:
            probabilities = read_answer(response.json(), self.prompt.answers)
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            raise Unavailable(f"The judge at {self.base} answered malformed chat-completions JSON.") from None
        if probabilities is None:
            raise Unavailable(
                f"The judge at {self.base} answered neither {' nor '.join(self.prompt.answers)}; "
                f"is {self.model!r} a checker model, and is --judge-prompt right for it?"
            )
        entailed, neutral, *contradicted = probabilities
        return entailed, neutral, (contradicted or [0.0])[0]

    def _post(self, body: dict[str, Any]) -> httpx.Response:
        url = f"{self.base}/chat/completions"
        for attempt in range(RETRIES + 1):
            try:
                response = self.client.post(url, json=body)
            except httpx.TimeoutException:
                raise Unavailable(f"The judge at {self.base} did not answer within {self.timeout:g} s.") from None
            except httpx.HTTPError as exc:
                raise Unavailable(f"The judge at {self.base} cannot be reached: {exc}.") from None
            if response.status_code not in (429, 503) or attempt == RETRIES:
                break
            time.sleep(self._wait(response, attempt))
        if response.status_code != 200:
            raise Unavailable(
                f"The judge at {self.base} answered HTTP {response.status_code}: {response.text[:200].strip()}"
            )
        return response

    @staticmethod
    def _wait(response: httpx.Response, attempt: int) -> float:
        try:
            return min(float(response.headers["retry-after"]), MAX_WAIT_SECONDS)
        except (KeyError, ValueError):
            return BACKOFF_SECONDS * 2**attempt

    def probe(self) -> str:
        entailed, _, _ = self.ask("The sky is blue.", "The sky is blue.")
        return f"{self.name}: the judge at {self.base} answered, P(supported) {entailed:.2f} for a stated claim"
