"""Claims: one sentence is one claim, located by UTF-8 byte offsets in the candidate.

Segmentation starts from `sentencex` (Wikimedia's rule-based splitter) and repairs what it gets
wrong: sentence ends of scripts without spaces, abbreviations it does not know, initials.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

import sentencex

from veracity import language
from veracity.abstentions import SHORT_TAIL as _T
from veracity.abstentions import abstains
from veracity.lexicon import analyze

# Abbreviations that end in a period without ending the sentence, lower-cased, period removed.
_ABBREVIATIONS = frozenset(
    [
        "dr",
        "dra",
        "drs",
        "mr",
        "mrs",
        "ms",
        "prof",
        "sr",
        "sra",
        "srta",
        "jr",
        "st",
        "mt",
        "av",
        "avda",
        "ave",
        "gen",
        "col",
        "lt",
        "sgt",
        "capt",
        "rev",
        "hon",
        "vs",
        "etc",
        "e.g",
        "i.e",
        "cf",
        "approx",
        "ca",
        "no",
        "nr",
        "nos",
        "vol",
        "pp",
        "p",
        "ed",
        "eds",
        "fig",
        "inc",
        "ltd",
        "co",
        "corp",
        "dept",
        "est",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "a.m",
        "p.m",
        "bzw",
        "usw",
        "vgl",
        "ggf",
        "evtl",
        "inkl",
        "z",
        "zb",
        "z.b",
        "d",
        "d.h",
        "u",
        "u.a",
        "str",
        "hr",
        "fr",
        "geb",
        "hauptstr",
        "mme",
        "mlle",
        "mm",
        "env",
        "cie",
        "sta",
        "sto",
        "ud",
        "uds",
        "pág",
        "núm",
        "tel",
        "dott",
        "sig",
        "sigg",
        "ecc",
        "bv",
        "dhr",
        "mevr",
        "nl",
        "др",
        "т.е",
        "т.д",
        "им",
        "ул",
    ]
)

_CJK_END = re.compile(r"[。！？!?](?:[」』）)”’\"'])*")
# Sentence ends the splitter misses: "... в 1997 г. Он ..." (Russian year abbreviation before a new sentence).
_MISSED_END = re.compile(r"(?<=\d\sг\.)\s+(?=[А-ЯЁ])|(?<=\d\sгг\.)\s+(?=[А-ЯЁ])")
_TRAILING_TOKEN = re.compile(r"(\S+)\.\s*$")
_CLOSERS = "\"'”’»」』)）]"
_LIST_MARKER = re.compile(r"\d{1,3}[.)]")  # "1." alone: the number of a list item, not a sentence
# German writes an ordinal as a number and a period; after an article it ends no sentence: "aus dem 12. Jahrhundert",
# "im 2. Weltkrieg", "den 3. Platz" (but "Das Kind ist 12. Es ...").
_GERMAN_ORDINAL = re.compile(
    r"\b(?:der|die|das|dem|den|des|im|am|vom|zum|zur|beim|ins|seit dem|seinem|seinen|ihrem|ihren)\s+\d{1,3}\.\s*$",
    re.IGNORECASE,
)
_QUESTION_END = re.compile(r"[?？؟]\s*[" + re.escape(_CLOSERS) + r"]*\s*$")


# The markers a RAG answer puts after what it cites: "[1]", "[2, 3]", "[^4]", "【5†source】".
_CITATION_MARKER = re.compile(r"\s?(?:\[\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]|【[^】\n]{1,40}】)")


@dataclass(frozen=True)
class Sentence:
    text: str
    start: int  # character offsets into the candidate
    end: int

    @cached_property
    def statement(self) -> str:
        """What the sentence claims: its text without citation markers, whose numbers no fact states."""
        return _CITATION_MARKER.sub("", self.text)


def _ends_with_abbreviation(segment: str) -> bool:
    match = _TRAILING_TOKEN.search(segment)
    if not match:
        return False
    token = match.group(1).lstrip("(\"'“‘«")
    folded = token.casefold()
    if folded in _ABBREVIATIONS or folded.rstrip(".") in _ABBREVIATIONS:
        return True
    last = token.rsplit(".", 1)[-1]
    # Initials ("J. Cameron", "Дж. Кэмерон") and dotted abbreviations ("U.S.").
    return last.casefold() in _ABBREVIATIONS or (1 <= len(last) <= 2 and last.isalpha() and last[0].isupper())


def _split_cjk(segment: str) -> list[str]:
    """sentencex keeps '。' followed by text without a space in one sentence; cut there."""
    pieces, start = [], 0
    for match in _CJK_END.finditer(segment):
        end = match.end()
        if end < len(segment) and not segment[end].isspace():
            pieces.append(segment[start:end])
            start = end
    pieces.append(segment[start:])
    return [p for p in pieces if p]


def split_sentences(text: str, lang: str | None = None) -> list[Sentence]:
    lang = lang or language.detect(text)
    raw: list[str] = []
    for segment in sentencex.segment(lang, text):
        for piece in _MISSED_END.split(segment):
            raw.extend(_split_cjk(piece))
    merged: list[str] = []
    for segment in raw:
        if merged:
            previous = merged[-1]
            head = segment.lstrip()
            if head and (
                head[0].islower()
                or _LIST_MARKER.fullmatch(previous.strip())
                or (lang == "de" and _GERMAN_ORDINAL.search(previous))
                or (_ends_with_abbreviation(previous) and (head[0].isupper() or head[0].isdigit()))
            ):
                merged[-1] = previous + segment
                continue
        merged.append(segment)
    sentences: list[Sentence] = []
    cursor = 0
    for segment in merged:
        stripped = segment.strip()
        if not stripped:
            continue
        start = text.find(stripped, cursor)
        if start < 0:  # the splitter changed the text; fall back to the cursor position
            start = cursor
        end = start + len(stripped)
        sentences.append(Sentence(text[start:end], start, end))
        cursor = end
    return sentences


_META_PATTERNS = [
    # en
    r"here (is|are|'s) (what|the|some|a)\b[\w' ]{0,30}\b(found|results?|information|answers?|summary)",
    r"here you (go|are)",
    r"(i )?hope (this|that|it) (helps|was helpful|is helpful)" + _T,
    r"(happy|glad) to help|glad i could help",
    r"(let me know|feel free to|don'?t hesitate to|if you (have|need) (any )?(more|other|further))" + _T,
    r"(is there anything else|anything else i can)" + _T,
    r"(sure|certainly|of course|absolutely|great question|good question|okay|ok|alright|hello|hi|hey|thanks"
    r"|thank you|you'?re welcome|welcome|greetings|good (morning|afternoon|evening))"
    r"( (there|everyone|all|again|so much|for asking))?",
    r"(based on|according to) the (provided|available|given|retrieved) (information|sources|documents|context|facts)",
    r"i (have )?found (the following|some (information|results))" + _T,
    r"i can help( you)?( with (that|this))?|let me (explain|check|help|summari[sz]e|look)",
    # de
    r"hier (ist|sind),? (was|die|einige)\b[\w ,]{0,30}\b(gefunden( habe)?|ergebnisse|informationen|antwort)",
    r"ich hoffe,? (das|dies|es) hilft" + _T,
    r"gern geschehen|gerne|hallo|guten (tag|morgen|abend)|danke( schön| sehr)?|vielen dank",
    r"((lassen sie|lass) (mich|es mich) wissen|gibt es noch etwas|(ich helfe|helfe ich) (ihnen|dir) gerne)" + _T,
    # fr
    r"voici ce que j'ai trouvé|voici (les|des|quelques) (résultats|informations)",
    r"j'espère que (cela|ceci|ça) (vous |t')?aide" + _T,
    r"bonjour|salut|merci( beaucoup)?|avec plaisir|(n'hésitez pas|y a-t-il autre chose)" + _T,
    # es
    r"(esto|aquí) es lo que (he )?encontr(é|ado)|aquí (está|tienes|tiene) lo que (he )?encontr(é|ado)",
    r"espero que (esto |eso )?(te |le )?(ayude|sirva)" + _T,
    r"hola|gracias|de nada|con gusto|(no dudes en|hay algo más)" + _T,
    # pt
    r"(aqui|isto|isso) (está|é) o que (eu )?encontrei|espero que (isso |isto )?(te |lhe )?ajude" + _T,
    r"olá|oi|obrigad[oa]|de nada|(fique à vontade|há mais alguma coisa)" + _T,
    # it
    r"ecco (cosa|quello che) ho trovato|spero che (questo |ciò )?(ti |le )?(sia d'aiuto|aiuti)" + _T,
    r"ciao|salve|grazie|prego|(non esitare|c'è altro)" + _T,
    # nl
    r"(dit|hier) is wat ik (heb )?gevonden( heb)?|ik hoop dat (dit|dat) helpt" + _T,
    r"hallo|bedankt|dank je( wel)?|graag gedaan|laat het (me|mij) weten" + _T,
    # ru
    r"вот что я нашё?л\w*|надеюсь,? (это|что это) поможет" + _T,
    r"здравствуйте|привет|спасибо|пожалуйста|обращайтесь" + _T,
    # ar
    r"(إليك|هذا) ما وجدته|(أتمنى|آمل) أن (يساعدك|يفيدك)" + _T + r"|مرحبا|شكرا" + _T + r"|على الرحب والسعة",
    # ja, zh, ko (no spaces between words)
    r".{0,12}(見つかった|見つけた)(情報|内容|もの|結果)(は(次|以下)の(とおり|通り)です|です)",
    r".{0,12}お役に立て.{0,15}|こんにちは|ありがとうございます?|どういたしまして|他に何か.{0,20}",
    r"(以下|这)是我找到的(内容|信息|结果)?|希望(这|以上|这些)(对你|能)?(有所|有)?帮助|你好|谢谢|不客气|还有什么.{0,15}",
    r"제가 찾은 (내용|정보|결과)(은|는)? ?다음과 같습니다|.{0,10}도움이 되(었으면|길|기를) (좋겠습니다|바랍니다)",
    r"안녕하세요|감사합니다|고맙습니다|천만에요",
]
_META = re.compile(r"^(?:" + "|".join(f"(?:{p})" for p in _META_PATTERNS) + r")$", re.IGNORECASE)
_EDGE_PUNCTUATION = re.compile(r"^[\s\"'“”‘’«»¡¿(]+|[\s\"'“”‘’«»)。．.!！?？:：…,、]+$")


# Markdown that frames an answer: a heading, a fenced code block, a line that introduces what follows.
_HEADING = re.compile(r"^\s*#{1,6}\s")
_CODE_FENCE = re.compile(r"^\s*(```|~~~)")
_INTRODUCES = re.compile(r"[:：]\s*$")


def check_required(sentence: str, lang: str | None = None) -> bool:
    """False for sentences that assert nothing that facts could support or refute."""
    if _QUESTION_END.search(sentence) or _HEADING.match(sentence) or _CODE_FENCE.match(sentence):
        return False
    if _INTRODUCES.search(sentence) and "\n" not in sentence.strip():
        return False
    core = _EDGE_PUNCTUATION.sub("", sentence).strip()
    if not core or _META.match(core) or abstains(core):
        return False
    return not analyze(core, lang).empty
