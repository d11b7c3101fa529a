"""Load test: does a small check keep answering while the server is busy?

    python bench/load.py [--verifier fast] [--out docs/results/load.json]
    python bench/load.py --ray-replicas 2   # step 1 only, against `veracity serve --ray-replicas 2`

Starts `veracity serve` on a loopback port with a fresh document store, then measures, over HTTP:
  1. the seeds' request from 10 and 50 clients (the server's caches warm);
  2. unique candidates (never seen, so every claim is embedded) from 10 and 50 clients;
  3. one client sending small unique checks while 4 clients send heavy requests (200 facts, 20 claims);
  4. the same small checks while a 1 MB import runs through the REST store route.
Prints a markdown table (docs/benchmarks.md has today's) and writes the figures as JSON.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

from veracity.evaluation.speed import SEED_REQUEST, heavy_request, load, machine, running_server

_WORDS = ["river", "bridge", "museum", "council", "harbour", "station", "library", "festival", "island", "railway"]


def unique_candidates(count: int, rng: random.Random) -> list[bytes]:
    """The seeds' facts with a candidate no cache has seen: a claim with a fresh number and fresh words."""
    bodies = []
    for i in range(count):
        words = " ".join(rng.choices(_WORDS, k=4))
        candidate = f"Titanic was directed by James Cameron in {1900 + i % 120}. It mentions {words} {i}."
        bodies.append(json.dumps({**SEED_REQUEST, "answerCandidate": candidate}).encode())
    return bodies


def _summary(name: str, clients: int, latencies: list[float], seconds: float) -> dict:
    p50, p95, p99 = np.percentile(latencies, [50, 95, 99])
    return {
        "scenario": name,
        "clients": clients,
        "requests": len(latencies),
        "p50_ms": round(float(p50), 1),
        "p95_ms": round(float(p95), 1),
        "p99_ms": round(float(p99), 1),
        "requests_per_s": round(len(latencies) / seconds, 1),
    }


def _beside(port: int, background: threading.Thread, small: list[bytes]) -> tuple[list[float], float]:
    """Small checks, one at a time, for as long as the background work runs."""
    background.start()
    time.sleep(0.5)  # let the background work begin
    latencies: list[float] = []
    started = time.perf_counter()
    i = 0
    while background.is_alive() and i < len(small):
        batch, _ = load(port, small[i : i + 1], 1)
        latencies.extend(batch)
        i += 1
    elapsed = time.perf_counter() - started
    background.join()
    return latencies, elapsed


def _import(port: int, megabytes: float, rng: random.Random) -> None:
    words = [f"{rng.choice(_WORDS)}{n}" for n in range(5_000)]
    documents = []
    for d in range(int(megabytes * 100)):
        text = " ".join(" ".join(rng.choices(words, k=12)) + "." for _ in range(80))
        documents.append({"id": f"doc-{d}", "title": f"Document {d}", "text": text[:10_000]})
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    connection.request("PUT", "/v1/engines/load")
    connection.getresponse().read()
    body = json.dumps({"documents": documents}).encode()
    connection.request("POST", "/v1/engines/load/documents", body, {"content-type": "application/json"})
    response = connection.getresponse()
    response.read()
    if response.status != 200:
        raise RuntimeError(f"the import answered {response.status}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verifier", default="fast")
    parser.add_argument("--requests", type=int, default=500, help="requests per scenario of steps 1 and 2")
    parser.add_argument("--out", type=Path, help="write the figures here as JSON")
    parser.add_argument(
        "--ray-replicas", type=int, help="serve from N Ray Serve replicas (the [ray] extra); runs step 1 only"
    )
    args = parser.parse_args()
    rng = random.Random(0)
    seed = json.dumps(SEED_REQUEST).encode()
    rows = []
    on_ray = ["--ray-replicas", str(args.ray_replicas)] if args.ray_replicas else []
    with tempfile.TemporaryDirectory() as data, running_server(args.verifier, "--data-dir", data, *on_ray) as port:
        load(port, [seed] * 20 * (args.ray_replicas or 1), 1)  # warm-up, of every replica's caches
        for clients in (10, 50):
            rows.append(_summary("seed", clients, *load(port, [seed] * args.requests, clients)))
        if on_ray:
            return _report(args, rows)
        for clients in (10, 50):
            bodies = unique_candidates(args.requests, rng)
            rows.append(_summary("unique candidates", clients, *load(port, bodies, clients)))
        small = unique_candidates(10_000, rng)
        heavy = [json.dumps(heavy_request(rng)).encode() for _ in range(12)]
        busy = threading.Thread(target=load, args=(port, heavy, 4))
        rows.append(_summary("small check beside 4 heavy clients", 1, *_beside(port, busy, small[:5_000])))
        importing = threading.Thread(target=_import, args=(port, 1.0, rng))
        rows.append(_summary("small check during a 1 MB import", 1, *_beside(port, importing, small[5_000:])))
    _report(args, rows)


def _report(args: argparse.Namespace, rows: list[dict]) -> None:
    print(f"Machine: {machine()}. Verifier: `{args.verifier}`.\n")
    print("| scenario | clients | requests | p50 ms | p95 ms | p99 ms | requests/s |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(str(v) for v in row.values()) + " |")
    if args.out:
        figures = {"machine": machine(), "verifier": args.verifier, "ray_replicas": args.ray_replicas, "runs": rows}
        args.out.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
