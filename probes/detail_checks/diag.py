"""Grade the library on everyday cases (like grade.py) and show the detail conflicts found."""

import json
import re
import sys

from veracity import GroundingChecker
from veracity.checker import as_facts
from veracity.evidence import chunk_facts
from veracity.verifiers import FastVerifier

verifier = sys.argv[1] if len(sys.argv) > 1 else "fast"
verbose = "-v" in sys.argv
cases = json.load(open("/work/shared/eval/cases/everyday.json"))["cases"]
ch = GroundingChecker(verifier)
fast = FastVerifier(ch.embedder)
norm = lambda t: re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", t).strip()
right = 0
total = 0
for case in cases:
    facts = as_facts([{"text": f["factText"], "attributes": f.get("attributes", {})} for f in case["facts"]])
    r = ch.check(case["candidate"], facts, claim_scores=True, anti_citations=True)
    got = {norm(c.text): c for c in r.claims}
    _, units = chunk_facts(facts)
    for want in case["claims"]:
        total += 1
        c = got.get(norm(want["text"]))
        if c is None:
            print("MISSING", want["text"])
            continue
        if not c.check_required:
            v = "none"
        elif c.anti_citations:
            v = "contradicted"
        elif c.citations:
            v = "supported"
        else:
            v = "unsupported"
        ok = v == want["verdict"]
        right += ok
        if not ok or verbose:
            print(
                f"{'ok  ' if ok else 'MISS'} {case['id']}: {want['text'][:60]!r} want {want['verdict']} got {v} s={c.score} c={c.contradiction}"
            )
            if not ok and c.check_required:
                for s, u in zip(fast.signals(c.text, [u.evidence for u in units]), units):
                    print(
                        f"      cov={s.coverage:.2f} pred={s.predicate:.2f} sim={s.similarity:.2f} mn={s.missing_numbers} mnames={s.missing_names} neg={s.negation_flip} conflicts={s.conflicts} | {u.evidence.text[:60]}"
                    )
print(f"verdicts {right}/{total}")
