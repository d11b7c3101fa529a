"""Fresh everyday claims written on 2026-12-07 (thirteenth session) by a helper, before they were run, as a held-out
test: banking and cards, airline baggage, car rental, gym memberships, university courses and exams, pharmacy and
medicine dosage, software licences and pricing tiers, utilities, parking, weather and climate, astronomy, biology,
literature, music, film, cooking recipes, chemistry, rail travel, tax deadlines and warranty terms, in
en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh4.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # banking (en): paraphrase of a daily ATM limit, with a distractor
    (
        "Classic debit card holders can take out up to $500 in cash from ATMs each day.",
        [
            "The daily ATM withdrawal limit for Classic debit cards is $500.",
            "Contactless payments are limited to $100 per transaction.",
        ],
        "s",
    ),
    # airline baggage (en): scope widened from some fares to every fare
    (
        "Every economy fare comes with one free checked bag of up to 23 kg.",
        [
            "Standard and Flex economy fares include one checked bag of up to 23 kg at no extra cost.",
            "Basic economy fares include only a personal item that fits under the seat.",
        ],
        "u",
    ),
    # car rental (en): two evidence sentences merged into one age range
    (
        "Renters aged 21 to 24 can hire a car but are charged an extra $25 a day.",
        [
            "Drivers must be at least 21 years old to rent a vehicle.",
            "Drivers aged under 25 pay a young driver surcharge of $25 per day.",
        ],
        "s",
    ),
    # gym memberships (en): frequency changed (yearly fee made monthly)
    (
        "Members are charged a £30 maintenance fee each month on top of the £35 membership.",
        [
            "Membership is billed monthly at £35.",
            "An annual maintenance fee of £30 is charged every January.",
        ],
        "u",
    ),
    # university exams (en): reordered paraphrase keeping the condition
    (
        "A deferred exam in August is available to students who miss the final for medical reasons, as long as they "
        "hand in a doctor's note within five working days.",
        [
            "Students who miss the final exam for medical reasons may sit a deferred exam in August, provided they "
            "submit a doctor's certificate within five working days.",
            "Deferred exams are held on campus only.",
        ],
        "s",
    ),
    # pharmacy dosage (en): correct limit plus an invented extra detail
    (
        "Adults should take no more than 8 tablets in 24 hours, always with food.",
        [
            "Adults and children over 12: take 1 or 2 tablets every 4 to 6 hours as needed.",
            "Do not take more than 8 tablets in 24 hours.",
        ],
        "u",
    ),
    # software pricing (en): two billing options merged into one comparison
    (
        "Choosing annual billing lowers the Pro plan from $15 to $12 per user per month.",
        [
            "The Pro plan costs $12 per user per month when billed annually.",
            "With monthly billing, the Pro plan costs $15 per user per month.",
            "Enterprise pricing is available on request.",
        ],
        "s",
    ),
    # utilities (en): payment deadline changed
    (
        "Customers have 30 days from the issue date to pay their water bill.",
        [
            "Water bills are issued on the first day of each month, and payment is due within 21 days.",
            "A late payment fee of $10 is added to overdue accounts.",
        ],
        "u",
    ),
    # astronomy (en): comparison restated from the other side
    (
        "All the other planets in the Solar System together have less than half the mass of Jupiter.",
        [
            "Jupiter is the largest planet in the Solar System.",
            "Its mass is more than twice that of all the other planets combined.",
        ],
        "s",
    ),
    # biology (en): roles swapped (which parent carries the eggs)
    (
        "Female seahorses carry the eggs in a pouch until they hatch.",
        [
            "In seahorses, the female deposits her eggs into a brood pouch on the male's belly.",
            "The male carries the eggs for two to four weeks until they hatch.",
        ],
        "u",
    ),
    # literature (en): modifier contradicted (anonymous vs under her name)
    (
        "Frankenstein was first published in London in 1818 under Mary Shelley's name.",
        [
            "Frankenstein was first published anonymously in London on 1 January 1818.",
            "Mary Shelley's name appeared on the title page only in the second edition of 1823.",
        ],
        "u",
    ),
    # chemistry (en): cause and effect paraphrased
    (
        "Because air pressure drops at high altitude, water boils there at less than 100 °C.",
        [
            "Water boils at 100 °C at standard atmospheric pressure.",
            "At higher altitudes the boiling point is lower, because the air pressure decreases.",
        ],
        "s",
    ),
    # warranty terms (en): permission turned into an obligation
    (
        "Customers must register their product online before they can make a warranty claim.",
        [
            "Customers may register their product online to receive service updates.",
            "Registration is not required for warranty claims; a proof of purchase is sufficient.",
        ],
        "u",
    ),
    # tax deadlines (en): two deadlines merged into a comparison
    (
        "For the 2025 tax year, returns filed online have a later deadline than paper returns, namely 31 January 2027.",
        [
            "Paper tax returns for the 2025 tax year must be filed by 31 October 2026.",
            "Online returns are due by 31 January 2027.",
        ],
        "s",
    ),
    # banking (de): scope widened (all foreign transfers vs non-SEPA only)
    (
        "Für jede Auslandsüberweisung fällt eine Gebühr von mindestens 10 Euro an.",
        [
            "SEPA-Überweisungen innerhalb des Euroraums sind kostenlos.",
            "Für Überweisungen in Länder außerhalb des SEPA-Raums berechnen wir 1,5 % des Betrags, mindestens jedoch "
            "10 Euro.",
        ],
        "u",
    ),
    # rail travel (de): 50 % = die Hälfte, ein Jahr = zwölf Monate
    (
        "Mit der BahnCard 50 zahlt man beim Flexpreis nur die Hälfte, und die Karte gilt zwölf Monate.",
        [
            "Die BahnCard 50 gewährt 50 % Rabatt auf den Flexpreis.",
            "Sie ist ab dem ersten Geltungstag ein Jahr lang gültig.",
        ],
        "s",
    ),
    # gym memberships (de): condition dropped (only at the end of the term)
    (
        "Der Vertrag kann jederzeit mit einer Frist von drei Monaten gekündigt werden.",
        [
            "Die Mindestlaufzeit des Vertrags beträgt zwölf Monate.",
            "Eine Kündigung ist mit einer Frist von drei Monaten zum Ende der Laufzeit möglich.",
        ],
        "u",
    ),
    # weather and climate (de): paraphrase with unit symbol, distractor on rain
    (
        "Im Juli erreichen die Tageshöchstwerte in Freiburg im Mittel 26 °C.",
        [
            "In Freiburg liegt die durchschnittliche Höchsttemperatur im Juli bei 26 Grad Celsius.",
            "Der niederschlagsreichste Monat ist der Juni.",
        ],
        "s",
    ),
    # music (de): entity swapped (city of the premiere)
    (
        "Die Uraufführung der Zauberflöte fand 1791 in Prag statt.",
        [
            "Die Zauberflöte wurde am 30. September 1791 im Freihaustheater in Wien uraufgeführt.",
            "Das Libretto verfasste Emanuel Schikaneder.",
        ],
        "u",
    ),
    # pharmacy dosage (de): reordered paraphrase of dose and age limit
    (
        "Ab einem Alter von 12 Jahren beträgt die Dosis eine Tablette, dreimal am Tag.",
        [
            "Erwachsene und Kinder ab 12 Jahren nehmen dreimal täglich eine Tablette ein.",
            "Für Kinder unter 12 Jahren ist das Präparat nicht geeignet.",
        ],
        "s",
    ),
    # car rental (fr): paraphrase of the refuelling charge
    (
        "Si la voiture est rendue sans le plein, le client paie 2,50 € par litre manquant plus 15 € de frais de service.",
        [
            "Le véhicule doit être restitué avec le plein de carburant.",
            "À défaut, le carburant manquant est facturé 2,50 € par litre, auxquels s'ajoutent des frais de service "
            "de 15 €.",
        ],
        "s",
    ),
    # university courses (fr): comparison reversed (exam vs coursework weight)
    (
        "Dans ce cours, les travaux pratiques pèsent davantage que l'examen final dans la note.",
        [
            "Le cours d'introduction à la statistique vaut 6 crédits ECTS.",
            "L'examen final compte pour 60 % de la note, les travaux pratiques pour 40 %.",
        ],
        "u",
    ),
    # utilities (fr): tous les deux mois = bimestrielle
    (
        "La facture d'électricité est bimestrielle et repose sur la consommation effectivement relevée.",
        [
            "Votre facture d'électricité est établie tous les deux mois à partir de votre consommation réelle.",
            "Le paiement par prélèvement automatique est gratuit.",
        ],
        "s",
    ),
    # film (fr): correct figure plus an invented time frame
    (
        "Le Fabuleux Destin d'Amélie Poulain a attiré plus de 8 millions de spectateurs dès sa première semaine "
        "d'exploitation.",
        [
            "Le Fabuleux Destin d'Amélie Poulain est sorti en France le 25 avril 2001.",
            "Le film a attiré plus de 8 millions de spectateurs dans les salles françaises.",
        ],
        "u",
    ),
    # cooking recipes (fr): baking times of two steps mixed up
    (
        "La pâte doit cuire à blanc pendant 25 minutes avant qu'on y ajoute la garniture.",
        [
            "Faire cuire la pâte à blanc pendant 15 minutes à 180 °C.",
            "Ajouter ensuite la garniture et enfourner encore 25 minutes.",
        ],
        "u",
    ),
    # astronomy (fr): unit changed (3,8 cm = 38 mm) and cause kept
    (
        "À cause des marées, la distance entre la Terre et la Lune augmente chaque année d'environ 38 millimètres.",
        [
            "La Lune s'éloigne de la Terre d'environ 3,8 centimètres par an.",
            "Ce phénomène est dû aux effets de marée entre les deux astres.",
        ],
        "s",
    ),
    # airline baggage (es): paraphrase of cabin allowance plus personal item
    (
        "En cabina puede llevarse una maleta de hasta 10 kilos y, aparte, un bolso o un ordenador portátil.",
        [
            "El equipaje de mano no debe superar los 10 kg ni las medidas de 55 x 40 x 20 cm.",
            "Además, se permite un artículo personal, como un bolso o un portátil.",
        ],
        "s",
    ),
    # banking and cards (es): exception dropped (fee waived above a spending level)
    (
        "Desde el segundo año, todos los titulares de la tarjeta Oro pagan una cuota anual de 60 euros.",
        [
            "La tarjeta de crédito Oro no tiene cuota anual durante el primer año.",
            "A partir del segundo año, la cuota es de 60 euros, salvo que el titular gaste más de 6.000 euros al año "
            "con la tarjeta.",
        ],
        "u",
    ),
    # tax deadlines (es): the special deadline for direct debit, paraphrased
    (
        "Quien tenga que pagar y domicilie el pago podrá presentar la declaración de 2025 hasta el 25 de junio de 2026.",
        [
            "El plazo para presentar la declaración de la renta de 2025 va del 2 de abril al 30 de junio de 2026.",
            "Si el resultado es a ingresar y se domicilia el pago, el plazo termina el 25 de junio.",
        ],
        "s",
    ),
    # biology (es): scope widened (many species -> all bats)
    (
        "Todos los murciélagos se orientan mediante ecolocalización.",
        [
            "Los murciélagos son los únicos mamíferos capaces de volar activamente.",
            "Muchas especies se orientan en la oscuridad mediante ecolocalización.",
        ],
        "u",
    ),
    # literature (es): passive turned active
    (
        "La editorial Sudamericana publicó Cien años de soledad en Buenos Aires en 1967.",
        [
            "Cien años de soledad fue publicada en 1967 por la editorial Sudamericana, en Buenos Aires.",
            "La novela narra la historia de la familia Buendía en el pueblo ficticio de Macondo.",
        ],
        "s",
    ),
    # parking (es): roles swapped (residents vs non-residents)
    (
        "En la zona verde, los no residentes pueden aparcar sin límite de tiempo, mientras que los residentes tienen un "
        "máximo de dos horas.",
        [
            "Los residentes con distintivo pueden aparcar sin límite de tiempo en la zona verde.",
            "Los no residentes pueden estacionar en la zona verde un máximo de dos horas.",
        ],
        "u",
    ),
    # gym memberships (it): condition kept in a reordered paraphrase
    (
        "Gli studenti universitari con tessera valida possono abbonarsi per 25 euro al mese.",
        [
            "L'abbonamento studenti costa 25 euro al mese ed è riservato agli iscritti all'università con tessera "
            "valida.",
            "La palestra è aperta dalle 7 alle 22.",
        ],
        "s",
    ),
    # rail travel (it): modifier swapped (from validation vs from purchase)
    (
        "Il biglietto regionale vale quattro ore dal momento dell'acquisto.",
        [
            "Il biglietto regionale deve essere convalidato prima della partenza e vale quattro ore dalla convalida.",
            "I biglietti acquistati online non richiedono convalida.",
        ],
        "u",
    ),
    # chemistry (it): cause and consequence paraphrased
    (
        "Poiché reagisce in modo violento con l'acqua, il sodio viene tenuto immerso nell'olio minerale.",
        [
            "Il sodio reagisce violentemente con l'acqua, producendo idrossido di sodio e idrogeno gassoso.",
            "Per questo motivo viene conservato sotto olio minerale.",
        ],
        "s",
    ),
    # warranty terms (it): condition dropped (extra year only for registered products)
    (
        "Tutti i prodotti godono di una garanzia complessiva di 36 mesi.",
        [
            "La garanzia legale di conformità dura 24 mesi dalla consegna del prodotto.",
            "La garanzia convenzionale del produttore copre ulteriori 12 mesi solo per i prodotti registrati sul sito.",
        ],
        "u",
    ),
    # weather and climate (it): comparison reversed (rainfall July vs October)
    (
        "A Milano piove in media di più a luglio che a ottobre.",
        [
            "A Milano il mese più piovoso è ottobre, con una media di circa 110 mm di pioggia.",
            "A luglio cadono in media 65 mm di pioggia.",
        ],
        "u",
    ),
    # utilities (pt): obligation to renew negated
    (
        "Uma vez aprovado, o desconto da tarifa social da água mantém-se sem necessidade de renovação.",
        [
            "A tarifa social da água garante um desconto de 50% na fatura às famílias com baixos rendimentos.",
            "O pedido tem de ser renovado todos os anos.",
        ],
        "u",
    ),
    # software pricing (pt): ilimitados = sem limite, tier not confused with the free one
    (
        "No plano Business não há limite de projetos e o armazenamento vai até 1 TB.",
        [
            "A versão gratuita permite até três projetos e 2 GB de armazenamento.",
            "O plano Business oferece projetos ilimitados e 1 TB de armazenamento.",
        ],
        "s",
    ),
    # music (pt): recording year changed
    (
        "O álbum, gravado em Lisboa em 2020, vendeu mais de 100 mil cópias no primeiro ano.",
        [
            "O álbum foi gravado em Lisboa em 2019 e lançado em março de 2020.",
            "Vendeu mais de 100 mil cópias no primeiro ano.",
        ],
        "u",
    ),
    # pharmacy (pt): 28 dias = quatro semanas
    (
        "Uma vez aberto, o frasco tem de ser gasto dentro de quatro semanas.",
        [
            "Conservar no frigorífico, entre 2 °C e 8 °C.",
            "Depois de aberto, o frasco deve ser utilizado no prazo de 28 dias.",
        ],
        "s",
    ),
    # film (pt): cause invented for an interruption
    (
        "As filmagens foram interrompidas durante três meses em 2021 por causa da pandemia.",
        [
            "As filmagens foram interrompidas durante três meses em 2021.",
            "O filme estreou finalmente em novembro de 2022.",
        ],
        "u",
    ),
    # banking (ja): Saturday falls under weekends and holidays
    (
        "土曜日にATMを利用すると、1回あたり110円の手数料が発生します。",
        [
            "ATMの利用手数料は、平日8時45分から18時までは無料です。",
            "それ以外の時間帯および土日祝日は、1回につき110円かかります。",
        ],
        "s",
    ),
    # airline baggage (ja): international allowance merged into domestic flights
    (
        "国内線では、1個23kgまでの手荷物を2個まで無料で預けられます。",
        [
            "国際線エコノミークラスでは、1個23kgまでの手荷物を2個まで無料でお預かりします。",
            "国内線では、合計20kgまで無料です。",
        ],
        "u",
    ),
    # university exams (ja): two rules merged into one paraphrase
    (
        "中間試験では手書きのノートを1枚持ち込めますが、期末試験では何も持ち込めません。",
        [
            "本講義の期末試験では、資料の持ち込みは一切認められません。",
            "ただし、中間試験には手書きのノート1枚の持ち込みが認められます。",
        ],
        "s",
    ),
    # cooking recipes (ja): unit changed (400 ml = 0.4 litres)
    (
        "米2合を炊く場合、水の量は約0.4リットルが目安です。",
        [
            "米2合に対して、水は400mlを目安にしてください。",
            "浸水時間は30分以上が理想です。",
        ],
        "s",
    ),
    # parking (ja): daily cap negated
    (
        "駐車料金は30分ごとに200円で、1日の上限額はありません。",
        [
            "駐車料金は最初の30分が無料で、以降30分ごとに200円です。",
            "1日の最大料金は1,200円です。",
        ],
        "u",
    ),
    # rail travel (en claim, de evidence): half fare for children 6 to 14
    (
        "Children aged 6 to 14 travel at half fare.",
        [
            "Kinder unter 6 Jahren fahren kostenlos mit.",
            "Kinder von 6 bis 14 Jahren zahlen den halben Fahrpreis.",
        ],
        "s",
    ),
    # car rental (en claim, fr evidence): excess exists unless an option is paid
    (
        "The rental rate includes comprehensive insurance with no excess to pay.",
        [
            "L'assurance tous risques est incluse dans le tarif, avec une franchise de 800 €.",
            "Cette franchise peut être ramenée à zéro moyennant 12 € par jour.",
        ],
        "u",
    ),
    # software licences (de claim, en evidence): perpetual = unbefristet
    (
        "Die Lizenz gilt unbefristet, und im ersten Jahr sind Updates inbegriffen.",
        [
            "Licences are perpetual and include one year of updates.",
            "After the first year, the update plan can be renewed for 30% of the list price.",
        ],
        "s",
    ),
    # tax deadlines (fr claim, en evidence): quarterly made monthly
    (
        "Les acomptes d'impôt estimés doivent être versés le 15 de chaque mois.",
        [
            "Estimated tax payments are due quarterly: on 15 April, 15 June, 15 September and 15 January of the "
            "following year.",
        ],
        "u",
    ),
    # astronomy (es claim, en evidence): 8 minutes 20 seconds = 500 seconds
    (
        "La luz del Sol tarda unos 500 segundos en llegar a la Tierra.",
        [
            "Sunlight takes about 8 minutes and 20 seconds to reach Earth.",
            "Light from Proxima Centauri, the nearest star after the Sun, takes about 4.2 years to reach us.",
        ],
        "s",
    ),
    # warranty terms (ja claim, en evidence): exclusion flipped into coverage
    (
        "保証期間は購入日から2年間で、水濡れによる故障も保証の対象です。",
        [
            "The warranty covers manufacturing defects for two years from the date of purchase.",
            "Damage caused by water, drops or misuse is not covered.",
        ],
        "u",
    ),
    # weather and climate (en claim, ja evidence): rainy season dates translated
    (
        "In the Kanto-Koshin region, the rainy season usually starts in early June and ends in mid- to late July.",
        [
            "関東甲信地方の梅雨入りは例年6月上旬で、梅雨明けは7月中旬から下旬です。",
        ],
        "s",
    ),
    # biology (it claim, en evidence): roles swapped (drones vs workers)
    (
        "Nelle colonie di api, la raccolta del nettare spetta ai fuchi, cioè ai maschi.",
        [
            "In a honeybee colony, all worker bees are female.",
            "Male bees, called drones, do not collect nectar or pollen; their main role is to mate with a queen.",
        ],
        "u",
    ),
    # cooking recipes (pt claim, es evidence): baking and cooling steps translated
    (
        "O bolo deve ir ao forno a 180 °C durante 35 minutos e arrefecer 10 minutos antes de ser desenformado.",
        [
            "Hornear el bizcocho a 180 °C durante 35 minutos.",
            "Dejar enfriar 10 minutos antes de desmoldar.",
        ],
        "s",
    ),
    # literature (en claim, it evidence): number of cantos changed
    (
        "The Divine Comedy consists of exactly 99 cantos.",
        [
            "La Divina Commedia è divisa in tre cantiche: Inferno, Purgatorio e Paradiso.",
            "Il poema conta 100 canti: uno introduttivo e 33 per ciascuna cantica.",
        ],
        "u",
    ),
    # chemistry (de claim, fr evidence): order reversed (water into acid)
    (
        "Beim Verdünnen einer konzentrierten Säure gießt man das Wasser in die Säure.",
        [
            "Pour diluer un acide concentré, il faut toujours verser l'acide dans l'eau, et jamais l'inverse.",
            "Le port de lunettes de protection est obligatoire en laboratoire.",
        ],
        "u",
    ),
    # music (es claim, pt evidence): days and 21h = nueve de la noche
    (
        "La orquesta toca los viernes y los sábados a las nueve de la noche.",
        [
            "A orquestra atua às sextas-feiras e aos sábados, às 21h.",
            "Os bilhetes para estudantes custam 8 euros.",
        ],
        "s",
    ),
    # film (fr claim, de evidence): award and year translated
    (
        "En 2019, le film a remporté la Palme d'or au Festival de Cannes.",
        [
            "Der Film gewann 2019 bei den Internationalen Filmfestspielen von Cannes die Goldene Palme.",
            "Er kam im Herbst desselben Jahres in die deutschen Kinos.",
        ],
        "s",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
