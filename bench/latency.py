"""Latency of the check endpoint over HTTP, on this machine: the seed request and a heavy one.

    python bench/latency.py [--requests 200] [--heavy-requests 10]

Starts `veracity serve` on a free loopback port, sends requests one at a time, prints a
markdown table (p50/p95/p99 in milliseconds). Not a test: numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx

SEED = json.loads((Path(__file__).parent.parent / "tests" / "data" / "seed_requests.json").read_text())[0]["body"]
PATH = "/v1/projects/p/locations/global/groundingConfigs/default_grounding_config:check"
WORDS = [
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


def seed_body() -> bytes:
    candidate = "Titanic was directed by James Cameron. It starred Brad Pitt and Kate Winslet"
    return SEED.replace("CANDIDATE", candidate).encode()


def heavy_body(rng: random.Random) -> bytes:
    """200 facts of about 1,000 characters and a 20-sentence candidate."""

    def sentence() -> str:
        words = rng.choices(WORDS, k=12)
        return f"{rng.choice(['Anna', 'Bruno', 'Chen', 'Dara'])} {' '.join(words)} in {rng.randint(1900, 2024)}."

    facts = []
    for _ in range(200):
        text = ""
        while len(text) < 1_000:
            text += sentence() + " "
        facts.append({"factText": text.strip(), "attributes": {"source": f"doc-{len(facts)}"}})
    candidate = " ".join(sentence() for _ in range(20))
    return json.dumps({"answerCandidate": candidate, "facts": facts}).encode()


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(samples, n=100, method="inclusive")
    return q[49], q[94], q[98]


def measure(client: httpx.Client, url: str, bodies: list[bytes]) -> list[float]:
    times = []
    for body in bodies:
        started = time.perf_counter()
        response = client.post(url, content=body, headers={"content-type": "application/json"})
        times.append((time.perf_counter() - started) * 1000)
        response.raise_for_status()
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--heavy-requests", type=int, default=10)
    args = parser.parse_args()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "veracity.cli", "serve", "--port", str(port), "--grpc-port", "-1"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}{PATH}"
    try:
        with httpx.Client(timeout=60) as client:
            for _ in range(600):
                try:
                    client.get(f"http://127.0.0.1:{port}/healthz")
                    break
                except httpx.TransportError:
                    time.sleep(0.1)
            rng = random.Random(0)
            measure(client, url, [seed_body()] * 5)  # warm-up
            seed = measure(client, url, [seed_body()] * args.requests)
            heavy = measure(client, url, [heavy_body(rng) for _ in range(args.heavy_requests)])
    finally:
        server.terminate()
        server.wait(timeout=10)
    cpu = next(
        (
            ln.split(":", 1)[1].strip()
            for ln in Path("/proc/cpuinfo").read_text().splitlines()
            if ln.startswith("model name")
        ),
        platform.processor(),
    )
    print(f"Machine: {os.cpu_count()} cores, {cpu}; Python {platform.python_version()}; {time.strftime('%Y-%m-%d')}\n")
    print("| request | n | p50 ms | p95 ms | p99 ms |")
    print("|---|---|---|---|---|")
    for name, samples in (("seed (2 facts, 2 claims)", seed), ("heavy (200 facts x 1,000 chars, 20 claims)", heavy)):
        p50, p95, p99 = percentiles(samples)
        print(f"| {name} | {len(samples)} | {p50:.1f} | {p95:.1f} | {p99:.1f} |")


if __name__ == "__main__":
    main()
