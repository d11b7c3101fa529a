"""An OpenAI-compatible chat-completions server on loopback, standing in for Ollama or vLLM.

It says yes (or entailment) when the document has every longer word of the claim, contradiction when the
claim has a number the document lacks, and no (or neutral) otherwise. `mode` picks how it answers.
"""

from __future__ import annotations

import contextlib
import json
import math
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("logprobs", "text", "busy", "unavailable", "slow", "malformed", "nonsense")
CONFIDENCE = 0.9  # P of the judge's answer in its logprobs


def verdict(document: str, claim: str, nli: bool) -> str:
    words = {w for w in re.findall(r"\w+", document.casefold())}
    wanted = {w for w in re.findall(r"\w+", claim.casefold()) if len(w) > 3 or w.isdigit()}
    if wanted <= words:
        return "entailment" if nli else "Yes"
    if nli and any(w.isdigit() and w not in words for w in wanted):
        return "contradiction"
    return "neutral" if nli else "No"


class FakeJudge:
    def __init__(self) -> None:
        self.mode = "logprobs"
        self.busy_answers = 0  # "busy": how many 429s come before an answer
        self.bodies: list[dict] = []
        self.headers: list[dict[str, str]] = []
        self.in_flight = self.most_in_flight = 0
        self.delay = 0.0  # seconds each answer takes; "slow" takes 5
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def answer(self, body: dict) -> tuple[int, bytes]:
        if self.mode == "busy" and self.busy_answers > 0:
            self.busy_answers -= 1
            return 429, b'{"error": {"message": "rate limited"}}'
        if self.mode == "unavailable":
            return 503, b'{"error": {"message": "model is loading"}}'
        if self.mode == "malformed":
            return 200, b'{"choices": [{"message": '
        user = body["messages"][-1]["content"]
        nli = user.startswith("Premise:")
        document, claim = (part.split(": ", 1)[1] for part in user.split("\n", 1))
        said = "maybe" if self.mode == "nonsense" else verdict(document, claim, nli)
        choice: dict = {"index": 0, "message": {"role": "assistant", "content": said}, "finish_reason": "stop"}
        if self.mode == "logprobs" and body.get("logprobs"):
            others = ["entailment", "neutral", "contradiction"] if nli else ["Yes", "No"]
            rest = (1 - CONFIDENCE) / (len(others) - 1)
            top = [{"token": t[:5], "logprob": math.log(CONFIDENCE if t == said else rest)} for t in others]
            choice["logprobs"] = {
                "content": [{"token": said[:5], "logprob": math.log(CONFIDENCE), "top_logprobs": top}]
            }
        return 200, json.dumps({"id": "x", "object": "chat.completion", "choices": [choice]}).encode()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        judge = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["content-length"])))
                with judge._lock:
                    judge.bodies.append(body)
                    judge.headers.append({k.lower(): v for k, v in self.headers.items()})
                    judge.in_flight += 1
                    judge.most_in_flight = max(judge.most_in_flight, judge.in_flight)
                try:
                    time.sleep(5.0 if judge.mode == "slow" else judge.delay)
                    status, payload = judge.answer(body) if self.path == "/v1/chat/completions" else (404, b"{}")
                finally:
                    with judge._lock:
                        judge.in_flight -= 1
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # a client that timed out is gone
                    self.send_response(status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    if status == 429:
                        self.send_header("retry-after", "0")
                    self.end_headers()
                    self.wfile.write(payload)

        return Handler
