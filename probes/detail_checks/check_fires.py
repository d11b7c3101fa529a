"""Where one detail check fires on real pairs, with their labels: every NLI training pair (its first PAIRS of each
file, hypothesis as the claim) and every claim of the first 400 rows of the grounding dev sets against each sentence
of its facts. A fire on an entailed pair or a supported claim is a false alarm; run it on two versions of a check and
diff the output.

    python probes/detail_checks/check_fires.py CHECK [PAIRS]   # CHECK: opposite, amounts, code, material, period,
                                                               # weekday, ordinal, group, restriction, payer,
                                                               # event, cause, conflicts (every check),
                                                               # qualification

Written on 2026-12-07 (ninth session) for the checks of that day, 6,000 pairs a file: the directions ("to fall",
"went up", "gained" against "lost") fire on 9 NLI pairs more and 1 fewer; amounts in clauses joined by
"and the" on 2 more and 2 fewer; codes on 37 pairs, 16 of them dev claims against a sentence (10 supported:
documents that list the RS-1, RS-2 and RS-3), and surely (an address of three parts) only on "www.goa.gov" against
"www.gao.gov" of mnli_dev; materials on 7 (5 dev); periods on 75 against 66 before, on dev
claims 57 against 49 (unsupported 37 against 24, supported 20 against 25). None moved a figure of the first 400 dev
rows. On 2026-12-07 (tenth session) a day the evidence's days lack ("weekday"): 74 fires against 70 for another day
only, the 4 new on sentences of unsupported QAGS claims. On 2026-12-07 (thirteenth session) `conflicts 2000` at 573abc3
and after its round: 119 fires gone (79 negations of a "sans" or "sem" before a stop word, 35 amounts a claim gives
twice), 47 new (13 amounts of French and Italian pages now that "kilomètres" is a unit, 5 Portuguese days, 9 dates
of another event, 14 opposites, 2 comparisons); `event 6000` 14, `cause 6000` 720 against 708. On 2026-12-07
(fourteenth session) `conflicts 2000` at fb766d9 and after its round: 6 fires gone, 15 new (9 amounts now that
"two and a half years" and "grammes" are read, 3 months alone, 3 quantifiers); `qualification 2000` one more hedge
("müssen" against "können"). On 2026-12-07 (fifteenth session) `conflicts 2000` at 6b9b65a and after its round: 10
fires gone, 205 new (175 colours of a thing both texts name, 164 of them on NLI contradictions; 14 negations of "free
of"; 5 numbers of two bounds one way; 3 dates in digits); `material 3000` first fired on colours the evidence lists
too ("flores amarelas e brancas"), now not. On 2026-12-07 (sixteenth session) `conflicts 2000` at 63704a8 and after
its round: 17 fires gone (10 dates read inside five-digit numbers), 8 new (3 numbers now read in words, 2 periods in
months, 2 negations of bounds); a superlative's holder first fired on 10 NLI pairs ("protest", "one of the most",
"Russia's largest"), now on none. On 2026-12-08 (seventeenth session) `conflicts 2000` at 30ff02f and after its
round: 234 fires gone (189 dates, most a claim's second date against its first event's; 20 quantifiers of a
conjunction read as the noun after "all"; 21 negations, 11 of them of a modal verb on supported dev claims), 162 new
(72 dates that share no part no longer fitting, 84 negations of "nobody", "nothing" and their kind, 4 quantifiers, 2
numbers).
"""

import gzip
import itertools
import json
import sys
from collections.abc import Callable
from pathlib import Path

from veracity.claims import split_sentences
from veracity.evaluation.datasets import read_rows
from veracity.evidence import document_facts
from veracity.lexicon import analyze
from veracity.verifiers.details import find_conflicts, qualification
from veracity.verifiers.details.causes import unstated_cause
from veracity.verifiers.details.codes import code_conflict
from veracity.verifiers.details.materials import material_conflict
from veracity.verifiers.details.numbers import clause_quantity_conflict, event_date_conflict
from veracity.verifiers.details.opposites import opposite_words
from veracity.verifiers.details.ordinals import ordinal_conflict
from veracity.verifiers.details.payers import payer_conflict
from veracity.verifiers.details.periods import past_period
from veracity.verifiers.details.scope import restriction_conflict, unstated_group
from veracity.verifiers.details.text import as_text
from veracity.verifiers.details.weekdays import weekday_conflict

EVAL = Path(__file__).resolve().parents[3] / "shared" / "eval"
CHECKS: dict[str, Callable[[str, str], object]] = {
    "opposite": lambda c, e: opposite_words(as_text(c), as_text(e)),
    "amounts": lambda c, e: clause_quantity_conflict(c, e, as_text(c).details.quantities),
    "code": code_conflict,
    "material": lambda c, e: material_conflict(as_text(c), as_text(e)),
    "period": past_period,
    "weekday": lambda c, e: weekday_conflict(c, e, as_text(c), as_text(e)),
    "ordinal": lambda c, e: ordinal_conflict(as_text(c), as_text(e)),
    "group": lambda c, e: unstated_group(c, [e]),
    "restriction": lambda c, e: restriction_conflict(as_text(c), as_text(e)),
    "payer": lambda c, e: payer_conflict(as_text(c), as_text(e)),
    "event": lambda c, e: event_date_conflict(as_text(c), as_text(e)),
    "cause": lambda c, e: unstated_cause(c, [e]),
    "conflicts": lambda c, e: find_conflicts(c, e, analyze(c), analyze(e)),
    "qualification": qualification,
}


def pairs(per_file: int):
    """(source, id, label, claim, evidence) of the NLI training files and the dev claims."""
    for path in sorted((EVAL / "nli" / "train").glob("*.jsonl.gz")):
        with gzip.open(path, "rt") as f:
            for i, line in enumerate(itertools.islice(f, per_file)):
                row = json.loads(line)
                yield path.name.split(".")[0], i, row["label"], row["hypothesis"], row["premise"]
    for name in ("wice_claim_dev", "qags_cnndm", "mfava_silver"):
        for row in itertools.islice(read_rows(EVAL / "dev" / f"{name}.jsonl.gz"), 400):
            sentences = [s.text for d in row.facts for p in document_facts(d) for s in split_sentences(p)]
            claims = list(zip(row.sentences, row.claim_labels)) if row.claim_labels else [(row.answer, row.label)]
            for claim, label in claims:
                for sentence in sentences:
                    yield name, row.id, label, claim, sentence


if __name__ == "__main__":
    check = CHECKS[sys.argv[1]]
    fires = 0
    for source, i, label, claim, evidence in pairs(int(sys.argv[2]) if len(sys.argv) > 2 else 6000):
        if found := check(claim, evidence):
            fires += 1
            print(source, i, label, found, "|", claim[:90], "||", evidence[:120], flush=True)
    print("fires", fires)
