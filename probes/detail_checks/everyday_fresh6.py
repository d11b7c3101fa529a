"""Fresh everyday claims written on 2026-12-07 (fifteenth session) by a helper, before they were run, as a held-out
test: banking fees, train timetables, restaurant menus and allergens, medicine package leaflets, warranty terms,
gym memberships, car rental, university admissions, weather records, astronomy, chemistry, company earnings, film
and music, labour law, tax deadlines, recycling, smart-home devices, airline baggage, hiking trails, event tickets,
streaming subscriptions, public transport fares, pet care and gardening, in en/de/fr/es/it/pt/ja plus
cross-lingual pairs.

    python probes/detail_checks/everyday_fresh6.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # banking fees (en): "outside the partner network" restates "all other ATMs", with a distractor fee
    (
        "Taking cash out at an ATM outside the partner network costs €2.50 each time.",
        [
            "Withdrawals at partner ATMs are free of charge.",
            "At all other ATMs, a fee of €2.50 applies per withdrawal.",
            "The monthly account fee is €4.90.",
        ],
        "s",
    ),
    # train timetables (en): the half-hourly range is stretched to midnight, where the service is hourly
    (
        "Trains to Oxford run every half hour until midnight.",
        [
            "Trains to Oxford leave every 30 minutes between 06:00 and 22:00.",
            "After 22:00 there is an hourly service until midnight.",
        ],
        "u",
    ),
    # restaurant allergens (en): "vegan and nut-free" restated, with a distractor dish containing nuts
    (
        "The tomato soup contains neither nuts nor animal products.",
        [
            "The pesto pasta contains pine nuts, parmesan and basil.",
            "The tomato soup is vegan and nut-free.",
        ],
        "s",
    ),
    # medicine package leaflets (en): daily maximum raised from eight to ten tablets
    (
        "Adults can take one or two tablets every four to six hours, with a maximum of ten tablets a day.",
        [
            "Adults and children over 12: take 1 or 2 tablets every 4 to 6 hours as needed.",
            "Do not take more than 8 tablets in any 24-hour period.",
        ],
        "u",
    ),
    # warranty terms (en): "two years" for 24 months, with a distractor about batteries
    (
        "Defects in materials or workmanship are covered for two years after purchase.",
        [
            "The manufacturer's warranty covers defects in materials and workmanship for 24 months from the "
            "date of purchase.",
            "Batteries are covered for 6 months.",
        ],
        "s",
    ),
    # gym memberships (en): quantifier widened to every plan, ignoring the annual plan's lock-in
    (
        "Members on any plan can cancel at any time with one month's notice.",
        [
            "Monthly members can cancel with one month's notice.",
            "The annual plan cannot be cancelled during the first 12 months.",
        ],
        "u",
    ),
    # car rental (en): an age between both bounds, surcharge restated as "extra"
    (
        "A 23-year-old driver can rent a car but pays an extra $15 a day.",
        [
            "Drivers must be at least 21 years old to rent a car.",
            "Drivers under 25 pay a young driver surcharge of $15 per day.",
        ],
        "s",
    ),
    # university admissions (en): deadline taken from the late-application window
    (
        "The application deadline for the autumn intake is 30 June.",
        [
            "Applications for the autumn intake close on 15 January.",
            "Late applications are considered until 30 June only if places remain.",
        ],
        "u",
    ),
    # weather records (en): degree symbol spelled out, date shortened to the month, distractor old record
    (
        "The station's all-time heat record of 40.3 degrees Celsius was set in July 2022.",
        [
            "The highest temperature ever recorded at the city's weather station was 40.3 °C, measured on "
            "19 July 2022.",
            "The previous record, 38.1 °C, dated from August 1990.",
        ],
        "s",
    ),
    # astronomy (en): comparison reversed, with an invented reason built from the distractor
    (
        "Mercury is hotter than Venus because it is closer to the Sun.",
        [
            "Venus is the hottest planet in the Solar System, with surface temperatures around 465 °C.",
            "Mercury is closer to the Sun but has no thick atmosphere to trap heat.",
        ],
        "u",
    ),
    # chemistry facts (en): two facts joined in one sentence, order reversed
    (
        "Sodium chloride dissolves readily in water and melts at 801 °C.",
        [
            "Sodium chloride melts at 801 °C and boils at 1,465 °C.",
            "It dissolves readily in water.",
        ],
        "s",
    ),
    # company earnings (en): scale changed from billion to million
    (
        "Third-quarter revenue rose 8% to $4.2 million.",
        [
            "Revenue for the third quarter was $4.2 billion, up 8% year over year.",
            "Net income was $610 million.",
        ],
        "u",
    ),
    # streaming subscriptions (en): "screens at once" restated as devices simultaneously, distractor plan
    (
        "With the Premium plan you can watch on up to four devices simultaneously, in 4K.",
        [
            "The Standard plan allows streaming on two screens at the same time in Full HD.",
            "The Premium plan supports four screens at once and 4K resolution.",
        ],
        "s",
    ),
    # airline baggage (en): business-class weight limit attributed to economy
    (
        "Economy passengers may check one bag weighing up to 32 kg.",
        [
            "Economy passengers may check one bag of up to 23 kg.",
            "Business class passengers may check two bags of up to 32 kg each.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- German
    # public transport fares (de): "nicht enthalten" restated as "darf man nicht nutzen", price joined in
    (
        "Mit dem Deutschlandticket für 58 € im Monat darf man keine ICE-Züge nutzen.",
        [
            "Das Deutschlandticket kostet 58 Euro im Monat und gilt im gesamten Nahverkehr.",
            "Fernzüge wie ICE und IC sind nicht enthalten.",
        ],
        "s",
    ),
    # labour law (de): the six-day-week figure attributed to the five-day week
    (
        "Bei einer Fünf-Tage-Woche stehen Arbeitnehmern mindestens 24 Urlaubstage zu.",
        [
            "Arbeitnehmer mit einer Fünf-Tage-Woche haben Anspruch auf mindestens 20 Urlaubstage im Jahr.",
            "Bei einer Sechs-Tage-Woche sind es mindestens 24 Werktage.",
        ],
        "u",
    ),
    # tax deadlines (de): date in numeric notation, "ohne Steuerberater" inferred from the contrast fact
    (
        "Ohne Steuerberater ist die Steuererklärung für 2025 spätestens am 31.07.2026 abzugeben.",
        [
            "Die Einkommensteuererklärung für 2025 muss bis zum 31. Juli 2026 beim Finanzamt eingehen.",
            "Wer einen Steuerberater beauftragt, hat Zeit bis Ende Februar 2027.",
        ],
        "s",
    ),
    # recycling (de): bin colour of another material swapped in
    (
        "Karton gehört in die Gelbe Tonne.",
        [
            "Joghurtbecher und andere Plastikverpackungen gehören in die Gelbe Tonne.",
            "Papier und Karton kommen in die Blaue Tonne.",
        ],
        "u",
    ),
    # smart-home devices (de): "zwei Jahre" restated as 24 Monate, with a distractor feature
    (
        "Der Hersteller gibt für das Thermostat eine Batterielaufzeit von ungefähr 24 Monaten an.",
        [
            "Das Thermostat lässt sich per App steuern und unterstützt Zeitpläne.",
            "Die Batterie hält laut Hersteller etwa zwei Jahre.",
        ],
        "s",
    ),
    # hiking trails (de): negation flipped on pram suitability
    (
        "Der Rundweg ist 12 km lang und auch mit Kinderwagen gut begehbar.",
        [
            "Der Rundweg ist 12 Kilometer lang und dauert etwa vier Stunden.",
            "Für Kinderwagen ist der Weg nicht geeignet.",
        ],
        "u",
    ),
    # pet care (de): "ein halbes Jahr" for six months, "genügt" for "reichen"
    (
        "Ab einem Alter von einem halben Jahr genügt es, einen Welpen zweimal täglich zu füttern.",
        [
            "Welpen sollten in den ersten sechs Monaten dreimal täglich gefüttert werden.",
            "Danach reichen zwei Mahlzeiten am Tag.",
        ],
        "s",
    ),
    # gardening (de): invented reason for the planting date
    (
        "Tomaten sollten erst Mitte Mai ins Freie, weil sie vorher zu wenig Sonne bekommen.",
        [
            "Tomaten sollten erst nach den Eisheiligen Mitte Mai ins Freie gepflanzt werden, da sie keinen "
            "Frost vertragen.",
            "Sie brauchen einen sonnigen, vor Regen geschützten Standort.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- French
    # banking fees (fr): travel insurance of the Gold card attributed to the Classic card
    (
        "La carte Visa Classic inclut une assurance voyage.",
        [
            "La carte Visa Classic coûte 45 € par an.",
            "La carte Gold coûte 130 € par an et inclut une assurance voyage.",
        ],
        "u",
    ),
    # train timetables (fr): "deux heures" restated as 120 minutes, facts joined
    (
        "Le premier TGV pour Lyon quitte Paris à 6h04 et le trajet dure à peu près 120 minutes.",
        [
            "Le TGV Paris–Lyon met environ deux heures.",
            "Le premier départ de Paris est à 6 h 04.",
        ],
        "s",
    ),
    # restaurant menus (fr): a coffee added to the list of courses
    (
        "Le menu du midi à 18 € comprend une entrée, un plat, un dessert et un café.",
        [
            "Le menu du midi à 18 € comprend une entrée, un plat et un dessert.",
            "Il est servi du lundi au vendredi.",
        ],
        "u",
    ),
    # medicine package leaflets (fr): "matin et soir" restated as two tablets a day, distractor age limit
    (
        "Le traitement consiste à prendre deux comprimés par jour pendant cinq jours.",
        [
            "Ne pas utiliser chez l'enfant de moins de 12 ans.",
            "Prendre un comprimé matin et soir pendant 5 jours.",
        ],
        "s",
    ),
    # film facts (fr): director and lead actor swapped
    (
        "« Les Marées », réalisé par Julien Morel, a pour vedette Claire Duval.",
        [
            "Le film « Les Marées » a été réalisé par Claire Duval.",
            "Julien Morel y tient le rôle principal.",
        ],
        "u",
    ),
    # labour law (fr): 25 % restated as "un quart", clauses reordered
    (
        "Les huit premières heures supplémentaires au-delà des 35 heures hebdomadaires sont majorées d'un quart.",
        [
            "La durée légale du travail est fixée à 35 heures par semaine.",
            "Les heures effectuées au-delà donnent lieu à une majoration de 25 % pour les huit premières.",
        ],
        "s",
    ),
    # weather records (fr): month of the cold record changed
    (
        "Paris a enregistré son record de froid, −23,9 °C, en janvier 1879.",
        [
            "Le record de froid à Paris, −23,9 °C, a été relevé le 10 décembre 1879.",
            "Le record de chaleur, 42,6 °C, date de juillet 2019.",
        ],
        "u",
    ),
    # event tickets (fr): "moins d'une semaine" for the 7-day cut-off, negated restatement
    (
        "À moins d'une semaine du concert, les billets ne peuvent plus être remboursés.",
        [
            "Les billets sont remboursables jusqu'à 7 jours avant le concert.",
            "Passé ce délai, aucun remboursement n'est possible.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Spanish
    # car rental (es): full-to-full policy paraphrased in second person
    (
        "Si devuelves el coche sin llenar el depósito, te cobrarán el combustible y un cargo adicional de 20 euros.",
        [
            "El depósito de combustible se entrega lleno y debe devolverse lleno.",
            "Si se devuelve con menos combustible, se cobrará el repostaje más una tasa de 20 €.",
        ],
        "s",
    ),
    # gym memberships (es): weekday opening time attributed to weekends
    (
        "Los fines de semana el gimnasio abre a las 6:00.",
        [
            "El gimnasio abre de lunes a viernes de 6:00 a 23:00.",
            "Sábados y domingos, el horario es de 8:00 a 20:00.",
        ],
        "u",
    ),
    # university admissions (es): number written out, clauses reordered
    (
        "El grado oferta ciento veinte plazas y pide al menos un 9,5 sobre 14.",
        [
            "Para acceder al grado se requiere una nota mínima de 9,5 sobre 14.",
            "Se ofertan 120 plazas.",
        ],
        "s",
    ),
    # astronomy (es): Saturn's moon count attributed to Jupiter
    (
        "Júpiter tiene 146 lunas confirmadas oficialmente.",
        [
            "Júpiter tiene 95 lunas confirmadas oficialmente.",
            "Saturno cuenta con 146.",
        ],
        "u",
    ),
    # chemistry facts (es): applying the stated threshold to a pH of 4
    (
        "Según esta escala, una disolución con un pH de 4 se considera ácida.",
        [
            "El agua pura tiene un pH de 7 a 25 °C.",
            "Las disoluciones con un pH inferior a 7 son ácidas.",
        ],
        "s",
    ),
    # recycling (es): quantifier widened to all glass, including the excluded drinking glasses
    (
        "Todos los objetos de vidrio y cristal, incluidos los vasos, van al contenedor verde.",
        [
            "Los envases de vidrio se depositan en el contenedor verde.",
            "Los vasos y platos de cristal no deben tirarse en él.",
        ],
        "u",
    ),
    # airline baggage (es): "un bolso" as the example of the personal item, facts joined
    (
        "Puedes llevar un equipaje de mano de hasta 55 × 40 × 20 cm y, además, un bolso.",
        [
            "El equipaje de mano no puede superar 55 x 40 x 20 cm.",
            "Además, se permite un artículo personal, como un bolso o un portátil.",
        ],
        "s",
    ),
    # streaming subscriptions (es): trial length doubled
    (
        "La prueba gratuita dura dos meses y después cuesta 9,99 € al mes.",
        [
            "La prueba gratuita dura 30 días.",
            "Después, la suscripción cuesta 9,99 € al mes.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Italian
    # public transport fares (it): "un'ora e mezza" for 90 minutes
    (
        "Con un biglietto da 2,20 € si può viaggiare per un'ora e mezza dopo averlo convalidato.",
        [
            "Il biglietto ordinario costa 2,20 € ed è valido 90 minuti dalla convalida.",
            "L'abbonamento mensile costa 39 €.",
        ],
        "s",
    ),
    # warranty terms (it): reporting window taken from the warranty length
    (
        "Il difetto va denunciato entro 24 mesi dalla scoperta.",
        [
            "La garanzia legale di conformità dura 24 mesi dalla consegna.",
            "Il difetto va denunciato entro due mesi dalla scoperta.",
        ],
        "u",
    ),
    # restaurant allergens (it): contrast between the two desserts, "priva di" for "senza"
    (
        "Dei due dessert, solo la panna cotta è priva di glutine.",
        [
            "Il tiramisù contiene uova, latte e glutine.",
            "La panna cotta è senza glutine.",
        ],
        "s",
    ),
    # tax deadlines (it): deadline of the tax payment attributed to the 730 return
    (
        "Il modello 730 va presentato entro il 30 giugno.",
        [
            "Il modello 730 va presentato entro il 30 settembre.",
            "Il saldo IRPEF si versa entro il 30 giugno.",
        ],
        "u",
    ),
    # hiking trails (it): elevation gain computed from the two altitudes, marking restated
    (
        "Il sentiero 12, segnato in bianco e rosso, ha un dislivello di 900 metri.",
        [
            "Il sentiero 12 sale da 1.200 a 2.100 metri di quota.",
            "È segnalato con strisce bianche e rosse.",
        ],
        "s",
    ),
    # pet care (it): a recommendation for outdoor cats turned into an obligation for all cats
    (
        "Il vaccino contro la leucemia felina è obbligatorio per tutti i gatti.",
        [
            "I gatti adulti vanno vaccinati contro la panleucopenia ogni tre anni.",
            "Per i gatti che escono all'aperto si consiglia anche il vaccino contro la leucemia felina.",
        ],
        "u",
    ),
    # ------------------------------------------------------------- Portuguese
    # banking fees (pt): "não tem custo" for "gratuitas", with a distractor fee
    (
        "Para pessoas físicas, enviar um PIX não tem custo.",
        [
            "As transferências por PIX são gratuitas para pessoas físicas.",
            "A TED custa R$ 10,90 por operação.",
        ],
        "s",
    ),
    # music facts (pt): sales scaled up from 200 thousand to two million
    (
        "O álbum 'Maré Alta' vendeu dois milhões de cópias.",
        [
            "O álbum 'Maré Alta' foi lançado em 2019 e vendeu 200 mil cópias.",
            "A turnê de divulgação passou por 30 cidades.",
        ],
        "u",
    ),
    # smart-home devices (pt): "não requer um hub" restated as "funciona sem hub"
    (
        "A lâmpada funciona sem hub, ligada diretamente a redes Wi-Fi de 2,4 GHz.",
        [
            "A lâmpada inteligente é compatível com Alexa e Google Assistente.",
            "Ela não requer um hub, conectando-se diretamente ao Wi-Fi de 2,4 GHz.",
        ],
        "s",
    ),
    # labour law (pt): "podem" (may) turned into "devem" (must)
    (
        "As férias devem ser divididas em três períodos.",
        [
            "O trabalhador tem direito a 30 dias de férias após cada período de 12 meses de trabalho.",
            "As férias podem ser divididas em até três períodos.",
        ],
        "u",
    ),
    # gardening (pt): "a cada dois dias" as "em dias alternados", "pelo menos" as "no mínimo"
    (
        "No verão, rega-se o manjericão em dias alternados, e ele exige no mínimo seis horas de sol direto.",
        [
            "O manjericão deve ser regado a cada dois dias no verão.",
            "Ele precisa de pelo menos seis horas de sol direto.",
        ],
        "s",
    ),
    # public transport (pt): Saturday's extended hours attributed to Friday
    (
        "Às sextas-feiras, o metrô funciona até as 2h.",
        [
            "O metrô funciona das 6h à meia-noite de domingo a sexta.",
            "Aos sábados, o horário é estendido até as 2h.",
        ],
        "u",
    ),
    # --------------------------------------------------------------- Japanese
    # train timetables (ja): "2時間半" for 2時間30分, with a distractor about frequency
    (
        "東京から新大阪までは、のぞみで約2時間半かかります。",
        [
            "東京発新大阪行きの「のぞみ」は約10分間隔で運行しています。",
            "所要時間は約2時間30分です。",
        ],
        "s",
    ),
    # event tickets (ja): free admission extended from preschoolers to primary-school children
    (
        "小学生は無料で入場できます。",
        [
            "未就学児は保護者の膝上で鑑賞する場合に限り無料です。",
            "小学生以上はチケットが必要です。",
        ],
        "u",
    ),
    # medicine package leaflets (ja): daily total computed (2 tablets x 3 times), distractor age limit
    (
        "この薬は1日に合計6錠を食後に服用します。",
        [
            "1回2錠、1日3回、食後に服用してください。",
            "15歳未満は服用しないでください。",
        ],
        "s",
    ),
    # recycling (ja): collection on the 2nd and 4th Wednesdays widened to every Wednesday
    (
        "資源ごみは毎週水曜日に収集されます。",
        [
            "燃えるごみは毎週月曜日と木曜日に収集します。",
            "資源ごみは第2・第4水曜日に収集します。",
        ],
        "u",
    ),
    # astronomy (ja): peak date and viewing conditions paraphrased and joined
    (
        "ペルセウス座流星群のピークは8月12日の夜で、月明かりに邪魔されにくく観測しやすい見込みです。",
        [
            "2026年8月12日の夜、ペルセウス座流星群が極大を迎えます。",
            "月明かりの影響が少なく、観測条件は良好です。",
        ],
        "s",
    ),
    # ---------------------------------------------------------- cross-lingual
    # company earnings (en claim, de evidence): growth and revenue restated in English notation
    (
        "In fiscal 2025, revenue grew by 12% to €3.4 billion.",
        [
            "Der Umsatz stieg im Geschäftsjahr 2025 um 12 Prozent auf 3,4 Milliarden Euro.",
            "Der Gewinn ging leicht zurück.",
        ],
        "s",
    ),
    # airline baggage (fr claim, es evidence): weight limit includes the carrier, claim excludes it
    (
        "Les animaux de moins de 8 kg, sans compter la caisse de transport, voyagent en cabine.",
        [
            "Los animales de hasta 8 kg, incluido el transportín, pueden viajar en cabina.",
            "Los de mayor peso viajan en bodega.",
        ],
        "u",
    ),
    # hiking trails (de claim, it evidence): mountain hut season and bed count restated
    (
        "Die Hütte hat 40 Schlafplätze und ist von Mitte Juni bis Mitte September geöffnet.",
        [
            "Il rifugio è aperto da metà giugno a metà settembre.",
            "Dispone di 40 posti letto.",
        ],
        "s",
    ),
    # music facts (es claim, en evidence): founding year replaced by the debut album's year
    (
        "The Lanterns se formaron en Mánchester en 2001.",
        [
            "The Lanterns were formed in Manchester in 1998.",
            "Their debut album came out in 2001.",
        ],
        "u",
    ),
    # university admissions (ja claim, en evidence): per-section minimum given as the overall score
    (
        "留学生はIELTSの総合スコアで6.0以上が必要です。",
        [
            "International applicants need an overall IELTS score of at least 6.5.",
            "No section may be below 6.0.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
