"""Payers: who pays for something ("Customers pay for return shipping" against "the store pays for return
shipping"), in six languages."""

from __future__ import annotations

import re
from typing import NamedTuple

from veracity import language
from veracity.lexicon import stem
from veracity.verifiers.details.conflict import Conflict
from veracity.verifiers.details.text import Text
from veracity.verifiers.details.words import CLAUSE_ENDS, wordset

# Verbs with the payer before them. Not "cover" and "cubre", which a policy does as often as a payer, nor
# "responsible", which a cause is as often. German only in the third person, where the payer stands before the verb
# ("Der Mieter zahlt"; not "muss der Mieter zahlen"). Per language: French "pays" is a country. Not English "to
# pay", whose payer stands before the verb governing it ("senders would be required to pay").
_PAY = {
    "en": wordset("pay pays"),
    "de": wordset("zahlt trägt übernimmt"),
    "fr": wordset("paie paient paye payent payer"),
    "es": wordset("paga pagan pagar"),
    "pt": wordset("paga pagam pagar"),
    "it": wordset("paga pagano pagare"),
}
# Participles with the payer after "by": "paid by the customer", "payé par le client", "pagato dal cliente".
_PAID = wordset("paid payé payée payés payées pagado pagada pagados pagadas pago paga pagos pagato pagata pagati")
_BY = wordset("by par por pelo pela pelos pelas da dal dalla dai dalle von vom")
# Nouns with the payer after them, after "a", "à la", "zu": "a cargo do proprietário", "à la charge du locataire",
# "a carico del cliente", "zu Lasten des Mieters".
_CHARGE = wordset("cargo carico charge lasten")
_BEFORE_CHARGE = wordset("a à la zu")
_GOVERNED = wordset("to help helps helped")  # "help pay": the payer stands before the verb that governs it
_NOUN_AFTER = wordset("per grade grades rise raise cut gap check day back off")  # "pay" as a noun, "pay back"
_ROMANCE = frozenset({"fr", "es", "pt", "it"})
_INFINITIVE = re.compile(r"(?:ar|er|ir|re)$")
_PAID_FOR = 2  # how many words after the payer say what is paid for: "for return shipping", "as grandes reparações"


class Payer(NamedTuple):
    word: str  # folded
    at: int  # where the payer stands
    said: str  # the payer with the word that makes it one, as written


def _payers(text: Text) -> list[Payer]:
    """Each payer the text names: before a verb of paying, or after "paid by" and "a cargo de"."""
    stops, pay = language.stop_words_with_english(text.lang), _PAY.get(text.lang, frozenset())

    def noun(i: int, step: int) -> int | None:
        """The first word from `i` on, walking `step`, that is no stop word, inside the clause; None where it is an
        infinitive ("optar por pagar")."""
        while 0 <= i < len(text.folded) and text.tokens[i] not in CLAUSE_ENDS:
            if text.folded[i].isalpha() and text.folded[i] not in stops:
                return None if text.lang in _ROMANCE and _INFINITIVE.search(text.folded[i]) else i
            i += step
        return None

    found = []
    for i, word in enumerate(text.folded):
        before, after = text.folded[i - 1] if i else "", text.folded[i + 1] if i + 1 < len(text.folded) else ""
        if (word in _PAID and after in _BY) or (word in _CHARGE and before in _BEFORE_CHARGE):
            k = noun(i + 1, 1)
        elif word == "charge" and before == "en":  # "L'assurance prend en charge"
            k = noun(i - 3, -1)
        elif word in pay and before not in _GOVERNED and after not in _NOUN_AFTER:  # not "pay-per-view", "pay back"
            k = noun(i - 1, -1)
        else:
            continue
        if k is not None and k != i:
            first, last = sorted((i, k))
            found.append(Payer(text.folded[k], k, " ".join(text.tokens[first : last + 1])))
    return found


def _clause(text: Text, i: int) -> set[str]:
    """The stems of the words of the clause around token `i`."""
    return {stem(w, text.lang) for w in text.folded[text.clause_starts[i] : text.clause_ends[i]]}


def payer_conflict(c: Text, e: Text) -> Conflict | None:
    """Another payer than the claim's for what the claim says is paid for: the evidence's clause that holds the
    first words after the claim's payer names someone else, and never the claim's payer."""
    stops, pay = language.stop_words_with_english(c.lang), _PAY.get(c.lang, frozenset())
    payers = _payers(e)
    for payer in _payers(c) if payers else ():
        after = c.folded[payer.at + 1 : c.clause_ends[payer.at]]
        words = [w for w in after if w.isalpha() and w not in stops and w not in pay and w != payer.word]
        paid = {stem(w, c.lang) for w in words[:_PAID_FOR]}
        theirs = [p for p in payers if paid and paid <= _clause(e, p.at)]
        if theirs and all(stem(p.word, e.lang) != stem(payer.word, c.lang) for p in theirs):
            return Conflict("payer", payer.said, theirs[0].said, slotted=False)
    return None
