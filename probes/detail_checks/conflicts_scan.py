"""Everything the detail checks say of real sentence pairs, one line a pair, so that two versions of the checks
can be compared with `diff`: a refactor must print the same lines, a fix should change only the pairs it meant to.

    python probes/detail_checks/conflicts_scan.py [PAIRS_PER_FILE] > conflicts.txt

Reads the first PAIRS_PER_FILE (default 1,000) pairs of 20 files of `shared/eval/nli/train`, each pair in both
directions, and every claim of `shared/eval/cases/everyday.json` against each of its facts. The counts by kind go to
standard error. Set PYTHONHASHSEED=0 to compare runs.
"""

import gzip
import itertools
import json
import sys
from pathlib import Path

from veracity.lexicon import analyze
from veracity.verifiers.details import disputed_words, find_conflicts, polarity_flip, unstated_scope

SHARED = Path(__file__).resolve().parents[3] / "shared" / "eval"
FILES = [
    "mnli10k",
    "snli10k",
    "lingnli",
    "breaking_nli",
    "fever",
    "fm2",
    "climate_fever",
    "sufficient_facts",
    "glue_rte",
    "mnli_de_mt",
    "rte3_de_it",
    "assin1",
    "assin2",
    "indonli",
    "farstail",
    "klue_nli",
    "jnli",
    "janli",
    "healthver",
    "covid_fact",
]


def pairs(per_file: int) -> list[tuple[str, str, str]]:
    found = []
    for name in FILES:
        with gzip.open(SHARED / "nli" / "train" / f"{name}.jsonl.gz", "rt") as f:
            for line in itertools.islice(f, per_file):
                row = json.loads(line)
                found.append((name, row["hypothesis"], row["premise"]))
    for case in json.loads((SHARED / "cases" / "everyday.json").read_text())["cases"]:
        facts = [f["factText"] for f in case["facts"]]
        for claim in case["claims"]:
            found.extend(("everyday", claim["text"], fact) for fact in facts)
            print("scope", case["id"], repr(claim["text"]), repr(unstated_scope(claim["text"], facts)))
    return found


def main(per_file: int) -> None:
    kinds: dict[str, int] = {}
    n = 0
    for name, claim, evidence in pairs(per_file):
        for a, b in ((claim, evidence), (evidence, claim)):
            ca, ea = analyze(a), analyze(b)
            found = find_conflicts(a, b, ca, ea)
            for c in found:
                kinds[c.kind] = kinds.get(c.kind, 0) + 1
            flip = polarity_flip(a, b, ca, ea)
            scope = unstated_scope(a, [b])
            print(
                name,
                n,
                repr(found),
                flip,
                repr(scope),
                sorted(disputed_words(found)),
                [c.reason("fact 0") for c in found],
            )
            n += 1
    print("pairs", n, "conflicts by kind", sorted(kinds.items()), file=sys.stderr)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
