"""Claims in one language against facts in another, written on 2026-12-05 before they were run: a support bot's
English knowledge base asked in German, French, Spanish, Portuguese, Japanese and Chinese, and the reverse. Each
wrong claim sits beside a right one and turns on one detail: a number with its unit or scale, a date at its
granularity, a list member, a comparison, a quantifier, a negation, a range.

    python probes/detail_checks/everyday_across.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported, n = states nothing (no check).
"""

import sys

from everyday_more import grade

HOTEL = [
    "Check-in starts at 3 pm and check-out is until 11 am.",
    "Breakfast is served from 7 to 10 am and costs €18 per person.",
    "Pets are not allowed in the rooms.",
    "The hotel has 120 rooms and a rooftop pool.",
]
PHONE = [
    "The X5 has a 6.1-inch display and a 4,000 mAh battery.",
    "It comes in black, silver and green.",
    "The X5 was released in March 2024.",
    "The X5 is lighter than the X4.",
]
BANK = [
    "Transfers within the EU are free of charge.",
    "International transfers outside the EU cost 1.5% of the amount, at least €5.",
    "The daily card limit is €2,000.",
]
TOWER_DE = ["Der Fernsehturm in Berlin ist 368 Meter hoch und wurde 1969 eröffnet."]
MUSEUM_FR = [
    "Le musée est ouvert du mardi au dimanche, de 10 h à 18 h.",
    "L'entrée est gratuite pour les moins de 18 ans.",
]
TRAIN_JA = ["東京から大阪まで新幹線で約2時間30分かかります。", "運賃は片道13,870円です。"]

CASES = [
    # German, French, Spanish, Portuguese against the English hotel page
    ("Der Check-in beginnt um 15 Uhr.", HOTEL, "s"),
    ("Der Check-in beginnt um 14 Uhr.", HOTEL, "u"),
    ("Haustiere sind in den Zimmern erlaubt.", HOTEL, "u"),
    ("Le petit-déjeuner coûte 18 € par personne.", HOTEL, "s"),
    ("Le petit-déjeuner coûte 25 € par personne.", HOTEL, "u"),
    ("El hotel tiene 120 habitaciones y una piscina en la azotea.", HOTEL, "s"),
    ("El hotel tiene 200 habitaciones.", HOTEL, "u"),
    ("O café da manhã é servido das 7h às 10h.", HOTEL, "s"),
    # the phone's spec sheet, asked in four languages
    ("Das X5 hat ein 6,1-Zoll-Display.", PHONE, "s"),
    ("Das X5 hat einen Akku mit 5.000 mAh.", PHONE, "u"),
    ("Le X5 est disponible en noir, argent et vert.", PHONE, "s"),
    ("Le X5 est disponible en bleu.", PHONE, "u"),
    ("El X5 salió a la venta en marzo de 2024.", PHONE, "s"),
    ("El X5 salió a la venta en 2023.", PHONE, "u"),
    ("X5はX4より軽いです。", PHONE, "s"),
    ("X5はX4より重いです。", PHONE, "u"),
    ("X5于2024年3月发布。", PHONE, "s"),
    ("X5于2022年发布。", PHONE, "u"),
    # fees, in German, Spanish and Chinese
    ("Überweisungen innerhalb der EU sind kostenlos.", BANK, "s"),
    ("Überweisungen innerhalb der EU kosten 5 €.", BANK, "u"),
    ("El límite diario de la tarjeta es de 2.000 €.", BANK, "s"),
    ("El límite diario de la tarjeta es de 5.000 €.", BANK, "u"),
    ("欧盟以外的国际转账收取金额的1.5%。", BANK, "s"),
    ("欧盟以外的国际转账收取金额的3%。", BANK, "u"),
    # English claims against German, French and Japanese facts
    ("The Berlin TV Tower is 368 metres tall.", TOWER_DE, "s"),
    ("The Berlin TV Tower is 468 metres tall.", TOWER_DE, "u"),
    ("The Berlin TV Tower opened in 1969.", TOWER_DE, "s"),
    ("The Berlin TV Tower opened in 1979.", TOWER_DE, "u"),
    ("The museum is open on Sundays.", MUSEUM_FR, "s"),
    ("The museum is open on Mondays.", MUSEUM_FR, "u"),
    ("Admission is free for visitors under 18.", MUSEUM_FR, "s"),
    ("The museum closes at 8 pm.", MUSEUM_FR, "u"),
    ("The Shinkansen from Tokyo to Osaka takes about 2.5 hours.", TRAIN_JA, "s"),
    ("The Shinkansen from Tokyo to Osaka takes about 4 hours.", TRAIN_JA, "u"),
    ("A one-way ticket costs 13,870 yen.", TRAIN_JA, "s"),
    ("A one-way ticket costs 15,000 yen.", TRAIN_JA, "u"),
    # lines that state nothing, in the reader's language
    ("Hier sind die wichtigsten Informationen zum Hotel:", HOTEL, "n"),
    ("No lo sé.", HOTEL, "n"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
