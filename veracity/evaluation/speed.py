"""`veracity bench`: latency and throughput of the check endpoint over HTTP, and the in-process
rate of the verifier, on this machine.

A server is started as a child process (`veracity serve` on a free loopback port) so that the
clients' work does not share an interpreter with it. Timings depend on the machine; they are
reported with its description and never used as pass/fail tests.
"""

from __future__ import annotations

import http.client
import itertools
import json
import os
import platform
import random
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from veracity.verifiers import DEFAULT_VERIFIER, JudgeOptions

PATH = "/v1/projects/p/locations/global/groundingConfigs/default_grounding_config:check"

# The seeds' example: two facts about Titanic, and an answer with one right and one wrong claim.
SEED_REQUEST = {
    "answerCandidate": "Titanic was directed by James Cameron. It starred Brad Pitt and Kate Winslet",
    "facts": [
        {
            "factText": "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and "
            "co-produced by James Cameron. The movie is about the 1912 sinking of the RMS Titanic. It stars Kate "
            "Winslet and Leonardo DiCaprio. The movie was released on December 19, 1997. It received positive "
            "critical reviews. The movie won 11 Academy Awards, and was nominated for fourteen total Academy Awards.",
            "attributes": {"author": "Simple Wikipedia"},
        },
        {
            "factText": 'James Cameron\'s "Titanic" is an epic, action-packed romance set against the ill-fated '
            "maiden voyage of the R.M.S. Titanic; the pride and joy of the White Star Line and, at the time, the "
            'largest moving object ever built. She was the most luxurious liner of her era -- the "ship of '
            'dreams" -- which ultimately carried over 1,500 people to their death in the ice cold waters of the '
            "North Atlantic in the early hours of April 15, 1912.",
            "attributes": {"author": "Simple Wikipedia"},
        },
    ],
    "groundingSpec": {"citationThreshold": 0.6},
}

_NAMES = ["Anna", "Bruno", "Chen", "Dara"]
_WORDS = [
    "the",
    "film",
    "ship",
    "river",
    "city",
    "company",
    "year",
    "report",
    "council",
    "station",
    "museum",
    "album",
    "season",
    "team",
    "engine",
    "bridge",
    "festival",
    "island",
    "treaty",
    "election",
    "university",
    "hospital",
    "library",
    "village",
    "market",
    "mountain",
    "coast",
    "railway",
]


def _text(chars: int, sentence: Callable[[], str]) -> str:
    """Sentences until the text reaches `chars` characters."""
    text = ""
    while len(text) < chars:
        text += sentence() + " "
    return text.strip()


def heavy_request(rng: random.Random) -> dict:
    """200 facts of about 1,000 characters and a 20-sentence candidate: the API's worst case in facts."""

    def sentence() -> str:
        return f"{rng.choice(_NAMES)} {' '.join(rng.choices(_WORDS, k=12))} in {rng.randint(1900, 2024)}."

    facts = [{"factText": _text(1_000, sentence), "attributes": {"source": f"doc-{i}"}} for i in range(200)]
    return {"answerCandidate": " ".join(sentence() for _ in range(20)), "facts": facts}


@dataclass(frozen=True)
class Run:
    request: str
    clients: int
    latencies_ms: list[float]
    seconds: float

    def row(self) -> str:
        p50, p95, p99 = np.percentile(self.latencies_ms, [50, 95, 99])
        rate = len(self.latencies_ms) / self.seconds
        return (
            f"| {self.request} | {self.clients} | {len(self.latencies_ms)} | {p50:.1f} | {p95:.1f} | {p99:.1f} "
            f"| {rate:.1f} |"
        )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _post(connection: http.client.HTTPConnection, body: bytes) -> float:
    started = time.perf_counter()
    connection.request("POST", PATH, body, {"content-type": "application/json"})
    response = connection.getresponse()
    payload = response.read()
    if response.status != 200:
        raise RuntimeError(f"the server answered {response.status}: {payload[:300]!r}")
    return (time.perf_counter() - started) * 1000


def load(port: int, bodies: list[bytes], clients: int) -> tuple[list[float], float]:
    """Send the bodies from `clients` threads, each on its own keep-alive connection."""
    latencies: list[float] = []
    errors: list[BaseException] = []

    def work(share: list[bytes]) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        try:
            latencies.extend(_post(connection, body) for body in share)
        except BaseException as exc:  # reported in the main thread
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=work, args=(bodies[i::clients],)) for i in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return latencies, time.perf_counter() - started


def _wait_until_up(port: int, server: subprocess.Popen, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError("veracity serve exited before it answered")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"veracity serve did not answer within {timeout:.0f} s")


@contextmanager
def running_server(verifier: str = DEFAULT_VERIFIER, *options: str) -> Iterator[int]:
    """`veracity serve` as a child process on a free loopback port (REST only), until the block ends."""
    port = _free_port()
    command = [sys.executable, "-m", "veracity.cli", "serve", "--port", str(port), "--grpc-port", "-1"]
    server = subprocess.Popen(
        [*command, "--verifier", verifier, *options], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        _wait_until_up(port, server)
        yield port
    finally:
        server.terminate()
        server.wait(timeout=30)


def http_runs(
    verifier: str, requests: int, heavy_requests: int, clients: list[int], flags: Sequence[str] = ()
) -> list[Run]:
    """`flags`: the server's options for an external judge (`--judge-url ...`)."""
    rng = random.Random(0)
    seed = json.dumps(SEED_REQUEST).encode()
    runs = []
    with running_server(verifier, *flags) as port:
        load(port, [seed] * 10, 1)  # warm-up
        for n in clients:
            # Fresh heavy facts each time: the server's embedding cache has never seen them.
            heavy = [json.dumps(heavy_request(rng)).encode() for _ in range(heavy_requests)]
            for name, bodies in (("seed", [seed] * requests), ("heavy", heavy)):
                runs.append(Run(name, n, *load(port, bodies, n)))
    return runs


def in_process_rates(verifier: str, judge: JudgeOptions | None = None) -> dict[str, float]:
    """Claims per second through the whole checker (heavy request), and (claim, evidence) pairs per
    second through the verifier alone."""
    from veracity.checker import GroundingChecker

    checker = GroundingChecker(verifier, judge=judge)
    request = heavy_request(random.Random(1))
    facts = [{"text": f["factText"], "attributes": f["attributes"]} for f in request["facts"]]
    claims = request["answerCandidate"]
    checker.check(claims, facts)  # warm the embedding cache as a server would be warm

    def timed(call: Callable[[], object], repeat: int) -> float:
        started = time.perf_counter()
        for _ in range(repeat):
            call()
        return (time.perf_counter() - started) / repeat

    per_check = timed(lambda: checker.check(claims, facts), 3)
    evidence = [f["text"] for f in facts[:12]]
    per_verify = timed(lambda: checker.verifier.verify(facts[0]["text"][:200], evidence), 20)
    return {"claims_per_second": 20 / per_check, "pairs_per_second": len(evidence) / per_verify}


def machine() -> str:
    cpuinfo = Path("/proc/cpuinfo")
    lines = cpuinfo.read_text().splitlines() if cpuinfo.exists() else []
    cpu = next((ln.split(":", 1)[1].strip() for ln in lines if ln.startswith("model name")), platform.processor())
    return f"{os.cpu_count()} cores, {cpu}; Python {platform.python_version()}; {time.strftime('%Y-%m-%d')}"


def bench(
    verifier: str = DEFAULT_VERIFIER,
    requests: int = 200,
    heavy_requests: int = 10,
    clients: list[int] | None = None,
    judge: JudgeOptions | None = None,
    flags: Sequence[str] = (),
) -> str:
    """The whole benchmark as markdown; `judge` and `flags` set up an external judge in process and in the server."""
    rates = in_process_rates(verifier, judge)  # first: a judge that cannot be loaded fails here, with its reason
    runs = http_runs(verifier, requests, heavy_requests, clients or [1, 4], flags)
    lines = [
        f"Machine: {machine()}. Verifier: `{verifier}`.",
        "",
        "| request | clients | n | p50 ms | p95 ms | p99 ms | requests/s |",
        "|---|---|---|---|---|---|---|",
        *(run.row() for run in runs),
        "",
        "seed: the seeds' Titanic example (2 facts, 2 claims); heavy: 200 facts of about 1,000 characters, 20 claims.",
        "",
        "| in process | rate |",
        "|---|---|",
        f"| claims per second (heavy request, whole pipeline) | {rates['claims_per_second']:.1f} |",
        f"| verifier (claim, evidence) pairs per second | {rates['pairs_per_second']:.0f} |",
    ]
    return "\n".join(lines)


def _documents(chunks: int, rng: random.Random) -> list:
    """Synthetic documents of about ten 600-character chunks each. Words are drawn from a
    30,000-word vocabulary with Zipf's law, as in real text, so that lexical search sees a
    realistic spread of rare and common terms."""
    from veracity.store import Document

    syllables = [c + v for c in "bcdfghklmnprstvz" for v in "aeiou"]
    vocabulary = ["".join(rng.choices(syllables, k=rng.randint(2, 4))) for _ in range(30_000)]
    cumulative = list(itertools.accumulate(1 / rank**1.07 for rank in range(1, len(vocabulary) + 1)))

    def sentence() -> str:
        words = rng.choices(vocabulary, cum_weights=cumulative, k=rng.randint(8, 16))
        return f"{rng.choice(_NAMES)} {' '.join(words)} in {rng.randint(1900, 2024)}."

    return [
        Document(f"doc-{i}", f"Document {i}", f"https://example.org/{i}", _text(6_000, sentence))
        for i in range(max(chunks // 10, 1))
    ]


def store_bench(locations: list[str], sizes: list[int], checks: int = 20) -> str:
    """Import rate and the latency of a 3-claim check against engines of each size, per store.
    Documents are chunked and embedded once per size (that cost is counted in every store's import
    rate), then written to each store."""
    from veracity.checker import GroundingChecker
    from veracity.embeddings import Embedder
    from veracity.store import open_store
    from veracity.store.base import prepare

    embedder = Embedder(cache_size=1_000)
    rng = random.Random(2)
    lines = [
        f"Machine: {machine()}.",
        "",
        "| store | chunks | import chunks/s | check p50 ms | check p95 ms |",
        "|---|---|---|---|---|",
    ]
    for size in sizes:
        started = time.perf_counter()
        prepared = prepare(_documents(size, rng), embedder)
        preparing = time.perf_counter() - started
        chunks = sum(len(p.chunks) for p in prepared)
        for location in locations:
            store = open_store(location)
            engine = f"bench-{size}"
            store.delete_engine(engine)
            store.create_engine(engine)
            started = time.perf_counter()
            store.write(engine, prepared)
            rate = chunks / (preparing + time.perf_counter() - started)
            checker = GroundingChecker(store=store, embedder=embedder)
            # 3-claim answers: three sentences of a stored chunk.
            answers = [". ".join(rng.choice(rng.choice(prepared).chunks).split(". ")[:3]) for _ in range(checks)]
            checker.check(answers[0], engine=engine)  # loads the engine's vectors once
            latencies = []
            for answer in answers:
                started = time.perf_counter()
                checker.check(answer, engine=engine)
                latencies.append((time.perf_counter() - started) * 1000)
            p50, p95 = np.percentile(latencies, [50, 95])
            kind = "PostgreSQL" if location.startswith("postgres") else "embedded (SQLite)"
            lines.append(f"| {kind} | {chunks:,} | {rate:.0f} | {p50:.0f} | {p95:.0f} |")
            store.delete_engine(engine)
            store.close()
    return "\n".join(lines)
