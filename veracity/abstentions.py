"""Abstentions: sentences in which an answer says it has no answer, which no fact can support or refute.

Two kinds. Short formulas ("I don't know.", "Les documents ne disent rien."), matched whole. And the
sentence an assistant writes when its sources lack what was asked: "The provided passage does not
mention the release date", "Le poids exact n'est pas précisé dans le passage fourni", "Il passaggio non
fornisce informazioni sul costo". Scored as claims they read as invented (mFAVA's answers hold one in 40
such sentences, most of them labelled correct), so they count as stating nothing unless another clause
of the sentence states something ("..., but it says he died in Richmond").
"""

from __future__ import annotations

import re

# A short tail that may follow a formula ("Let me know if you have questions"); bounded and free of
# digits, so that a real statement after such an opening still gets checked.
SHORT_TAIL = r"[^0-9０-９:：]{0,40}"

_FORMULAS = [
    r"i (do not|don'?t|did not|didn'?t) know" + SHORT_TAIL,
    r"i'?m not sure" + SHORT_TAIL + r"|i (am not|'m not) (sure|certain)" + SHORT_TAIL,
    r"i (could not|couldn'?t|cannot|can'?t|was unable to) (find|tell|say|determine|answer)" + SHORT_TAIL,
    r"(the )?(provided )?(documents?|sources?|facts?|context|texts?) (do|does|did) not (say|mention|tell|contain|"
    r"specify|state)" + SHORT_TAIL,
    r"(the )?(provided )?(documents?|sources?|facts?|context|texts?) (don'?t|doesn'?t|didn'?t) (say|mention|tell|"
    r"contain|specify|state)" + SHORT_TAIL,
    r"there is no (information|mention) (about|of|on)" + SHORT_TAIL,
    r"ich wei(ß|ss) (es )?nicht|die (dokumente|quellen) (sagen|enthalten) (dazu |darüber )?nichts" + SHORT_TAIL,
    r"je ne sais pas|les (documents|sources) ne (le )?(disent|précisent|mentionnent) (rien|pas)" + SHORT_TAIL,
    r"no (lo )?sé|los (documentos|textos) no (lo )?(dicen|mencionan)" + SHORT_TAIL,
    r"(eu )?não sei|os (documentos|textos) não (o )?(dizem|mencionam)" + SHORT_TAIL,
    r"non (lo )?so|i documenti non (lo )?(dicono|menzionano)" + SHORT_TAIL,
    r"(わかりません|分かりません|わからない|分からない)|資料に(は)?記載(が)?(ありません|されていません)",
    r"我不知道|(文档|资料)中?没有(提到|说明)" + SHORT_TAIL,
    r"모르겠습니다|잘 모르겠어요",
]
_FORMULA = re.compile(r"^(?:" + "|".join(f"(?:{p})" for p in _FORMULAS) + r")$", re.IGNORECASE)

# Openings that change nothing of what follows: "However, the passage does not ...", "I'm sorry, but ...".
_OPENING = re.compile(
    r"^(?:(?:however|unfortunately|therefore|thus|sadly|cependant|toutefois|malheureusement|par conséquent|ainsi"
    r"|donc|en revanche|néanmoins|tuttavia|purtroppo|quindi|pertanto|però|comunque|sin embargo|lamentablemente"
    r"|por lo tanto|por tanto|no obstante|no entanto|infelizmente|portanto|contudo|porém|jedoch|leider|daher"
    r"|allerdings|i'?m sorry|i am sorry|i apologi[sz]e|sorry|je suis désolée?|désolée?|mi dispiace|lo siento"
    r"|lo lamento|sinto muito|desculpe|es tut mir leid)\b,?\s*(?:(?:but|mais|ma|pero|mas|aber)\b\s*)?)+",
    re.IGNORECASE,
)
# A second clause that states something: a contrast, a concession, a reason, a consequence, an aside.
_STATES_MORE = re.compile(
    r"\b(?:but|while|whereas|although|though|even if|because|since|given that|despite|therefore|thus|hence"
    r"|mais|bien que|quoique|même si|tandis que|alors que|parce que|puisque|étant donné que|malgré|donc"
    r"|ma|mentre|sebbene|benché|anche se|perché|poiché|dal momento che|nonostante|quindi|dunque|pertanto"
    r"|pero|aunque|mientras|porque|dado que|ya que|puesto que|a pesar de|por lo tanto"
    r"|mas|embora|enquanto|mesmo que|pois|já que|visto que|apesar de|portanto"
    r"|aber|obwohl|während|weil|denn|doch|auch wenn|trotz|deshalb|daher)\b"
    r"|;|,\s*(?:yet|car|and|et|e|y|und|which|who|qui|que|che|cui|quien|die|der|das)\b|\binstead\b"
    r"|\b(?:maar|hoewel|omdat|want|dus|но|однако|хотя|потому что|так как|поэтому)\b|لكن|بينما|لأن"
    r"|しかし|けれど|けど|ですが|ませんが|ないが|が、|但是|不过|不過|然而|하지만|그러나|지만",
    re.IGNORECASE,
)
# The sources the answer was given, as assistants name them. "Text", "document", "article" and "source"
# name them only after a definite article or a demonstrative ("the provided text", "ce document"), and none
# of them where an "of" makes it another one ("the text of the treaty", "the passage of the bill").
_DETERMINER = (
    r"(?:\b(?:the|this|these|le|la|les|ce|cet|cette|ces|il|lo|i|questo|questa|questi|queste|el|los|las|este|esta"
    r"|estos|estas|o|os|esse|essa|der|die|das|den|dem|dieser|diese|dieses|diesem|diesen)\s+(?:\w+\s+)?|\bl['’])"
)
_SOURCES = re.compile(
    r"(?:\b(?:passages?|passaggio|pasaje|passagem|brano|contexte?|contesto|contexto|kontext|extrait|excerpt|estratto"
    r"|extracto|fragmento|trecho|excerto|snippet|auszug)"
    rf"|{_DETERMINER}(?:texte?|testo|texto|documents?|documento|documenti|documentos|dokumente?n?|sources?|fonti"
    r"|fonte|fuentes?|quellen?|articles?|articolo|artículo|artigo|artikel))\b"
    r"(?!\s+(?:of|about|on|sur|su|sobre|über|de|di|del|des|du|do|da|der)\s+(?!r[eé]f[eé]r[eê]nc|riferiment))"
    r"|\b(?:(?:provided|given|presented|available) information|information (?:provided|given|presented|available)"
    r"|informations? (?:fournies?|données|présentées|disponibles)|informazioni (?:fornite|presentate|disponibili)"
    r"|información (?:proporcionada|presentada|disponible)|informações (?:fornecidas|apresentadas|disponíveis))\b",
    re.IGNORECASE,
)
_SAYS = (
    "mention|specify|say|state|provide|give|contain|include|detail|discuss|address|indicate|describe|list"
    "|quantify|offer|tell|reveal|cover|explain|clarify|name"
)
# ... does not say, ... is not mentioned, no information, impossible to determine: in six languages.
_LACKS = re.compile(
    rf"\b(?:does|do|did)(?:n't| not)(?: \w+ly)? (?:{_SAYS})\b"
    r"|\b(?:is|are|was|were)(?:n't| not)(?: \w+ly)? (?:mentioned|specified|stated|provided|given|included|detailed"
    r"|discussed|addressed|indicated|described|listed|covered|explained|named)\b"
    r"|\bno (?:\w+ )?(?:information|mention|details?|indication|data)\b|\bmakes? no mention\b"
    r"|\bne (?:\w+ ){0,2}?(?:mentionne|précise|dit|indique|fournit|donne|contient|détaille|décrit|aborde|évoque"
    r"|spécifie|quantifie|parle|fait)\b"
    r"|\bn'(?:est|sont|a|ont|était|étaient) (?:\w+ ){0,3}?(?:mentionné|précisé|indiqué|fourni|donné|spécifié|abordé"
    r"|discuté|décrit|évoqué|listé|détaillé|quantifié)e?s?\b"
    r"|\baucune? (?:\w+ )?(?:information|mention|détail|précision|indication|donnée)s?\b"
    r"|\bnon (?:(?:è|sono|viene|vengono|era|erano) )?(?:\w+ ){0,2}?(?:menzionat|specificat|fornit|indicat|riportat"
    r"|descritt|dettagliat|citat|trattat|precisat)[oaie]\b"
    r"|\bnon (?:\w+mente )?(?:menziona|specifica|fornisce|indica|riporta|dice|contiene|descrive|parla|precisa)\b"
    r"|\bnessun[ao]? (?:\w+ )?(?:informazion[ei]|menzione|dettagli?|riferimento|indicazion[ei])\b"
    r"|\bno (?:se )?(?:\w+mente )?(?:menciona|especifica|dice|indica|proporciona|contiene|describe|detalla|aborda"
    r"|habla|precisa|ofrece)\b"
    r"|\bnão (?:se )?(?:\w+mente )?(?:menciona|especifica|diz|indica|fornece|contém|descreve|detalha|aborda|fala"
    r"|precisa|oferece)\b"
    r"|\bn(?:o|ão) (?:es|está|son|están|fue|é|são|estão|foi) (?:\w+ ){0,2}?(?:mencionad|especificad|indicad"
    r"|proporcionad|fornecid|detallad|detalhad|descrit)[oa]s?\b"
    r"|\b(?:ningun[ao]?|nenhum[ao]?) (?:\w+ )?(?:información|informação|mención|menção|dato|dado|detalle|detalhe)s?\b"
    r"|\bno hay (?:\w+ )?(?:información|mención|datos)\b|\bnão há (?:\w+ )?(?:informação|menção|dados)\b"
    r"|\b(?:erwähnt|nennt|sagt|enthält|beschreibt|liefert|macht|gibt)\b(?: \w+){0,5} (?:nicht|keine|keinen|nichts)\b"
    r"|\b(?:wird|werden|ist|sind)(?: \w+){0,5} nicht(?: \w+){0,2} (?:erwähnt|genannt|angegeben|beschrieben)\b"
    r"|\bkeine (?:\w+ )?(?:angaben|informationen|hinweise|erwähnung)\b"
    r"|\b(?:impossible|not possible|unable|cannot|can't|impossibile|non è possibile|non si può|imposible"
    r"|no es posible|no se puede|impossível|não é possível|não se pode|nicht möglich|lässt sich nicht|ne peut pas"
    r"|kann nicht)\b(?: \w+){0,4}? (?:to |de |d'|di |a )?(?:determine|answer|say|tell|know|identify|confirm"
    r"|déterminer|répondre|dire|savoir|identifier|confirmer|fournir|donner|determinare|rispondere|sapere"
    r"|identificare|confermare|determinar|responder|decir|dizer|saber|identificar|confirmar|bestimmen"
    r"|beantworten|sagen|feststellen)\b",
    re.IGNORECASE,
)

# Where the phrase itself names the sources and what they lack: Japanese, Chinese and Korean, which have no
# word boundaries to find the two apart, and Dutch, Russian and Arabic.
_SOURCES_LACK = re.compile(
    r"(?:文書|資料|文章|テキスト|本文|記事|情報|コンテキスト|文脈|パッセージ)(?:に|では|には|の中に|の中では|から)"
    r"[^。]{0,60}?(?:記載|言及|記述|情報|説明)(?:は|が)?(?:ありません|ない|されていません|されていない|見当たりません)"
    r"|(?:文档|文件|资料|文本|文章|段落|上下文|材料|信息|資料|文本)中?(?:没有|未|并未|并没有|並未|沒有)"
    r"(?:提到|提及|说明|說明|包含|涉及|给出|給出)"
    r"|(?:문서|자료|본문|텍스트|지문|글|정보)(?:에는|에서는|에|에서)\s.{0,60}?(?:언급|정보|내용|설명)(?:이|가|은|는)?\s?"
    r"(?:없습니다|없다|없어요|나와 있지 않습니다|되어 있지 않습니다)"
    r"|\b(?:de|het|deze|dit)\s(?:\w+\s)?(?:tekst|passage|documenten|document|bronnen|bron|context)\s(?:vermeldt|noemt|zegt"
    r"|bevat|geeft|beschrijft)\b(?:\s\w+){0,5}?\s(?:niet|geen|niets)\b"
    r"|\b(?:wordt|worden|is|zijn)\s(?:\w+\s){0,5}?niet\s(?:\w+\s)?(?:vermeld|genoemd|beschreven|aangegeven)\b"
    r"|\b(?:в|во)\s(?:\w+\s)?(?:тексте|документе|документах|источниках|источнике|контексте|отрывке|фрагменте)\b"
    r"(?:\s\w+){0,6}?\s(?:не\s(?:упоминается|упоминаются|указано|указан|указана|сказано|говорится|приводится)"
    r"|нет\s(?:информации|сведений|упоминания|данных))\b"
    r"|\b(?:текст|документ|отрывок|фрагмент|источник)\s(?:\w+\s)?не\s(?:упоминает|содержит|указывает|сообщает|называет)\b"
    r"|(?:النص|المستند|المستندات|المصادر|السياق|المقطع)\s(?:\S+\s)?(?:لا|لم)\s(?:يذكر|تذكر|يحتوي|تحتوي|يوضح|توضح|يحدد"
    r"|تحدد|يشير|تشير|يتضمن|تتضمن)",
    re.IGNORECASE,
)


def abstains(sentence: str) -> bool:
    """The sentence says only that the answer, or its sources, lack what was asked."""
    rest = _OPENING.sub("", sentence)
    formula = _FORMULA.match(rest) or _SOURCES_LACK.search(rest)
    if not (formula or _SOURCES.search(rest)) or _STATES_MORE.search(rest):  # "I'm not sure, but I know ..."
        return False
    return bool(formula or _LACKS.search(rest))
