"""Prometheus metrics shared by the REST and gRPC servers of one process."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "veracity_requests", "Check requests answered", ["protocol", "code"], registry=self.registry
        )
        self.latency = Histogram(
            "veracity_request_seconds",
            "Time to answer a check request",
            ["protocol"],
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
            registry=self.registry,
        )
        self.claims = Counter("veracity_claims_checked", "Claims that needed a grounding check", registry=self.registry)

    def export(self) -> bytes:
        return generate_latest(self.registry)
