"""JSICK across languages, pair by pair: `dump OUT.json` scores every pair as `veracity eval --cross-lingual` does;
`diff A.json B.json [N]` prints the balanced accuracy at 0.6 of two dumps and the first N pairs whose verdict
changed; `misses A.json LABEL LOW HIGH [N]` lists pairs of one label scored in [LOW, HIGH) with their reasons."""

import json
import sys
from pathlib import Path

from veracity import GroundingChecker
from veracity.evaluation.datasets import cross_lingual, read_rows

JSICK = Path("/work/shared/eval/nli/dev/jsick.jsonl.gz")
THRESHOLD = 0.6


def dump(out: str) -> None:
    rows = list(cross_lingual(read_rows(JSICK), JSICK))
    scores = GroundingChecker().score_pairs([r.facts[0] for r in rows], [r.answer for r in rows])
    pairs = [
        {"lang": r.lang, "label": r.nli_label, "y": r.label, "s": s, "p": r.facts[0], "h": r.answer}
        for r, s in zip(rows, scores, strict=True)
    ]
    Path(out).write_text(json.dumps(pairs, ensure_ascii=False))


def balanced_accuracy(pairs: list[dict]) -> float:
    entailed = [p["s"] >= THRESHOLD for p in pairs if p["y"]]
    others = [p["s"] < THRESHOLD for p in pairs if not p["y"]]
    return (sum(entailed) / len(entailed) + sum(others) / len(others)) / 2


def diff(a: str, b: str, shown: int = 30) -> None:
    old, new = json.loads(Path(a).read_text()), json.loads(Path(b).read_text())
    print(f"bacc {balanced_accuracy(old):.4f} -> {balanced_accuracy(new):.4f}")
    changed = [(x, y) for x, y in zip(old, new, strict=True) if (x["s"] >= THRESHOLD) != (y["s"] >= THRESHOLD)]
    print(
        f"{len(changed)} verdicts changed, {sum((y['s'] >= THRESHOLD) == bool(y['y']) for _, y in changed)} now right"
    )
    for x, y in changed[:shown]:
        print(f"{x['s']:.2f} -> {y['s']:.2f} {y['label']} | {y['p']} || {y['h']}")


def misses(a: str, label: str, low: float, high: float, shown: int = 40) -> None:
    checker = GroundingChecker()
    chosen = [p for p in json.loads(Path(a).read_text()) if p["label"] == label and low <= p["s"] < high]
    print(len(chosen))
    for p in chosen[:shown]:
        (claim,) = checker.check_claims([p["h"]], [p["p"]]).claims
        print(f"{p['s']:.2f} {p['lang']} | {p['p']} || {p['h']} => {claim.reason}")


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    if command == "dump":
        dump(*args)
    elif command == "diff":
        diff(args[0], args[1], *(int(n) for n in args[2:]))
    else:
        misses(args[0], args[1], float(args[2]), float(args[3]), *(int(n) for n in args[4:]))
