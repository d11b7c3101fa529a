"""What a detail check finds: the slot of a claim in which the evidence says something else."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Conflict:
    kind: str  # number, date (a day of the week too), time, frequency, list, comparison, ordinal ("third visit"), role
    # (who did it to whom), payer (who pays for it), quantifier, opposite, material, colour, code (an email or web
    # address, "4471-B"), person (a man for a woman), place (the name after "in": "Prize in Physics" too), negation;
    # condition (one the claim says it holds without: "without approval"); name (another name said the same of: no
    # contradiction, `names.substituted_name`); and what says less without saying otherwise (`qualification`):
    # period, hedge, condition
    claim: str  # what the claim says; "" where the evidence alone shows the conflict
    evidence: str  # what the evidence says in its place
    # A value in a slot both texts share (a unit, a date, a list, a comparison) is strong on its own;
    # the others (a polarity, an opposite word, another place) need the rest of the claim to agree.
    slotted: bool = True
    # Surely said of the same thing, so little of the rest need agree: the claim's figure with another scale word
    # ("$7.5 million", "$7.5 billion"), or the amount a clause gives the claim's subject ("Free accounts get 5 GB").
    sure: bool = False

    def reason(self, source: str) -> str:
        """'number: the claim says 300 metres, fact 0 says 330 metres'."""
        if not self.claim:
            return f"{self.kind}: {source} says {self.evidence}"
        return f"{self.kind}: the claim says {self.claim}, {source} says {self.evidence}"
