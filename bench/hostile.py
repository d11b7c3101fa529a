"""Issue 14's reproductions against a real server, while a second client polls /healthz.

    python bench/hostile.py

Starts `veracity serve` on a loopback port (REST and gRPC, a fresh store), sends each hostile
request, and prints its status and time beside the slowest /healthz answer seen while it ran.
"""

from __future__ import annotations

import gzip
import http.client
import socket
import sys
import tempfile
import threading
import time

from veracity.evaluation.speed import machine, running_server

CHECK = "/v1/projects/p/locations/global/groundingConfigs/c:check"
JSON = {"content-type": "application/json"}


class HealthProbe(threading.Thread):
    """GET /healthz every 20 ms on fresh connections; keeps the slowest answer time."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.port, self.slowest, self.failures = port, 0.0, 0
        self.running = True

    def run(self) -> None:
        while self.running:
            started = time.perf_counter()
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
                connection.request("GET", "/healthz")
                connection.getresponse().read()
                connection.close()
            except OSError:
                self.failures += 1
            self.slowest = max(self.slowest, time.perf_counter() - started)
            time.sleep(0.02)


def _request(port: int, method: str, path: str, body: bytes = b"", headers: dict | None = None) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request(method, path, body, {**JSON, **(headers or {})})
    response = connection.getresponse()
    response.read()
    return response.status


def _slowloris(port: int, connections: int = 2_000) -> int:
    """Open many connections that trickle headers, then ask for /healthz on a new one."""
    socks = []
    for _ in range(connections):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(b"GET /healthz HTTP/1.1\r\nX-Slow: ")
        socks.append(sock)
    status = _request(port, "GET", "/healthz")
    for sock in socks:
        sock.close()
    return status


def main() -> None:
    deep = 700
    cases = {
        "48 KB of escaped quotes (ReDoS)": ("POST", CHECK, b'{"answerCandidate": "' + b'\\"' * 24_000),
        "2 MB of escaped quotes": ("POST", CHECK, b'{"answerCandidate": "' + b'\\"' * 1_000_000),
        "a 5,000-digit number": ("POST", CHECK, b'{"groundingSpec": {"citationThreshold": 1' + b"0" * 5000 + b"}}"),
        f"JSON nested {deep} deep": ("POST", CHECK, b'{"userLabels": ' + b"[" * deep + b"]" * deep + b"}"),
        "text/plain body": ("POST", CHECK, b"{}", {"content-type": "text/plain"}),
        "gzip without Content-Encoding": ("POST", CHECK, gzip.compress(b'{"answerCandidate": "x"}')),
        "cross-origin import": (
            "POST",
            "/v1/engines/csrf/documents",
            b'{"documents": [{"id": "planted", "text": "x"}]}',
            {"origin": "http://evil.example"},
        ),
        "foreign Host": ("GET", "/healthz", b"", {"host": "evil.example"}),
    }
    rows = []
    with tempfile.TemporaryDirectory() as data, running_server("fast", "--data-dir", data) as port:
        for name, (method, path, body, *headers) in cases.items():
            probe = HealthProbe(port)
            probe.start()
            started = time.perf_counter()
            status = _request(port, method, path, body, headers[0] if headers else None)
            seconds = time.perf_counter() - started
            probe.running = False
            probe.join()
            rows.append((name, status, seconds, probe.slowest, probe.failures))
        probe = HealthProbe(port)
        probe.start()
        started = time.perf_counter()
        status = _slowloris(port)
        rows.append(("2,000 trickling connections, then /healthz", status, time.perf_counter() - started, 0.0, 0))
        probe.running = False
        probe.join()
        rows[-1] = (*rows[-1][:3], probe.slowest, probe.failures)
    print(f"Machine: {machine()}.\n")
    print("| request | status | answered in s | slowest /healthz meanwhile, ms | /healthz failures |")
    print("|---|---|---|---|---|")
    for name, status, seconds, slowest, failures in rows:
        print(f"| {name} | {status} | {seconds:.3f} | {slowest * 1000:.0f} | {failures} |")


if __name__ == "__main__":
    sys.exit(main())
