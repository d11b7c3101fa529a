"""Fresh everyday claims written on 2026-12-07 (fifteenth session) by a helper, before they were run, as a held-out
test measured only after the session's fixes: SaaS customer support, bank card limits, hospital visiting hours,
pharmacy opening times, energy tariffs, mobile roaming, public holidays, school timetables, recipes, wine and food
pairing, cycling routes, ferry schedules, camping rules, museum audio guides, city parking, electric car charging,
laptop and phone specifications, printer manuals, home appliance and care labels, clothing sizes, shipping and
returns, hotel cancellation, zoo facts, oceans and rivers, space missions, Olympic records, Nobel prizes, famous
buildings, historical treaties, national parks, volcanoes, language courses, driving licences, passports, pensions,
parental leave and apartment house rules, in en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh7.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # SaaS customer support (en): "four hours" and "weekdays" restate 4 hours, Monday to Friday, with a distractor
    (
        "Business plan customers get a first reply to their support tickets within four hours on weekdays.",
        [
            "Customers on the Business plan receive a first response to support tickets within 4 hours, "
            "Monday to Friday.",
            "Tickets from Starter plan customers are answered within 2 business days.",
        ],
        "s",
    ),
    # bank card limits (en): withdrawal limit of the Classic card attributed to the Gold card
    (
        "The Gold card lets you withdraw up to £500 in cash per day.",
        [
            "With the Classic card you can withdraw up to £500 in cash per day.",
            "The Gold card raises the daily cash withdrawal limit to £1,000.",
        ],
        "u",
    ),
    # hospital visiting hours (en): 2 pm to 8 pm restates 14:00 to 20:00, "every day" for seven days a week
    (
        "On the general wards, visitors are welcome every day from 2 pm until 8 pm.",
        [
            "Visiting hours on general wards are 14:00 to 20:00, seven days a week.",
            "In intensive care, only two visitors are allowed at a time.",
        ],
        "s",
    ),
    # pharmacy opening times (en): weekday closing time given for Saturday
    (
        "The pharmacy stays open until 9 pm on Saturdays.",
        [
            "Opening hours: Monday to Friday 8 am to 9 pm, Saturday 9 am to 6 pm.",
            "The pharmacy is closed on Sundays and public holidays.",
        ],
        "u",
    ),
    # energy tariffs (en): two facts joined, midnight to 7 am for 00:00 to 07:00
    (
        "The Economy 7 tariff gives you cheaper electricity for seven hours at night, from midnight to 7 am.",
        [
            "Economy 7 offers a lower unit rate for seven hours overnight.",
            "With our company, the off-peak hours on Economy 7 run from 00:00 to 07:00.",
        ],
        "s",
    ),
    # mobile roaming (en): quantifier widened from 47 European destinations to every country
    (
        "Roaming at no extra charge works in every country outside the UK.",
        [
            "You can roam at no extra cost in 47 European destinations.",
            "In all other countries, a daily charge of £6 applies.",
        ],
        "u",
    ),
    # cycling routes (en): paraphrase of length and family suitability, with a distractor route
    (
        "The Riverside Loop is a 42-kilometre ride that is flat enough for families.",
        [
            "The Riverside Loop covers 42 km and is almost entirely flat, which makes it suitable for families.",
            "The Hill Trail is 28 km long with 600 m of climbing.",
        ],
        "s",
    ),
    # ferry schedules (en): departure interval "every 30 minutes" confused with the crossing time
    (
        "The crossing to the island takes 30 minutes.",
        [
            "Ferries to the island leave every 30 minutes between 7 am and 10 pm.",
            "The crossing lasts about 45 minutes.",
        ],
        "u",
    ),
    # museum audio guides (en): price and child exemption joined, "twelve" for 12, with a distractor
    (
        "Audio guides cost £4 to rent, but children under twelve get one for free.",
        [
            "Audio guides can be rented at the entrance for £4.",
            "Children under 12 receive an audio guide free of charge.",
            "The guide is available in six languages.",
        ],
        "s",
    ),
    # space missions (en): role swap between Aldrin (landed) and Collins (stayed in orbit)
    (
        "Buzz Aldrin remained in lunar orbit aboard Columbia while Armstrong and Collins landed on the Moon.",
        [
            "Neil Armstrong and Buzz Aldrin landed on the Moon on 20 July 1969.",
            "Michael Collins stayed in lunar orbit aboard the command module Columbia.",
        ],
        "u",
    ),
    # Olympic records (en): record and date joined from two facts, reordered
    (
        "Usain Bolt set the Olympic 100 m record of 9.63 seconds in the final on 5 August 2012 in London.",
        [
            "The men's 100 metres Olympic record is 9.63 s, held by Usain Bolt.",
            "He ran this time in the final at the London 2012 Games on 5 August.",
        ],
        "s",
    ),
    # Nobel prizes (en): the 1911 Chemistry prize moved to the year of the Physics prize
    (
        "Marie Curie won the Nobel Prize in Chemistry in 1903.",
        [
            "Marie Curie shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel.",
            "In 1911 she was awarded the Nobel Prize in Chemistry alone.",
        ],
        "u",
    ),
    # shipping and returns (en): "a fortnight" for 14 days, "free" return label, with a distractor
    (
        "Unworn items can be sent back within a fortnight of delivery, and the return label is free.",
        [
            "Unworn items may be returned within 14 days of delivery.",
            "Return labels are provided free of charge.",
            "Refunds go back to the original payment method.",
        ],
        "s",
    ),
    # hotel cancellation policies (en): free cancellation window shortened from 48 to 24 hours
    (
        "Guests can cancel free of charge up to 24 hours before arrival.",
        [
            "Free cancellation is possible until 48 hours before the arrival date.",
            "Later cancellations are charged the price of the first night.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- German
    # public holidays (de): "in ganz Deutschland" for "in allen Bundesländern", with a distractor
    (
        "Der Tag der Deutschen Einheit am 3. Oktober ist in ganz Deutschland ein gesetzlicher Feiertag.",
        [
            "Der 3. Oktober ist als Tag der Deutschen Einheit in allen Bundesländern gesetzlicher Feiertag.",
            "Fronleichnam ist nur in einigen Bundesländern ein Feiertag.",
        ],
        "s",
    ),
    # school timetables (de): length of a lesson given as the length of the big break (20 minutes)
    (
        "Die große Pause dauert 45 Minuten.",
        [
            "Eine Unterrichtsstunde dauert 45 Minuten.",
            "Die große Pause ist von 9:30 bis 9:50 Uhr.",
        ],
        "u",
    ),
    # recipes and cooking times (de): "eine Dreiviertelstunde" for 45 Minuten, "Grad" for °C
    (
        "Den Kuchen im vorgeheizten Ofen bei 180 Grad eine Dreiviertelstunde backen.",
        [
            "Den Teig in eine gefettete Springform füllen und bei 180 °C im vorgeheizten Ofen 45 Minuten backen.",
            "Den Kuchen vor dem Anschneiden vollständig auskühlen lassen.",
        ],
        "s",
    ),
    # city parking rules (de): maximum parking time with a parking disc shifted from two to three hours
    (
        "In der Innenstadt darf man werktags mit Parkscheibe bis zu drei Stunden parken.",
        [
            "In der Innenstadt ist das Parken werktags von 8 bis 18 Uhr mit Parkscheibe für höchstens zwei "
            "Stunden erlaubt.",
            "Anwohner mit Parkausweis dürfen unbegrenzt parken.",
        ],
        "u",
    ),
    # electric car charging (de): "59 Cent" for 0,59 €, "Schnellladesäulen" for DC-Schnelllader, with a distractor
    (
        "Das Laden an den Schnellladesäulen kostet 59 Cent pro Kilowattstunde.",
        [
            "An DC-Schnellladern kostet die Kilowattstunde 0,59 €.",
            "An AC-Ladepunkten zahlt man 0,49 € je kWh.",
        ],
        "s",
    ),
    # national parks (de): "oldest park" attribute of Bayerischer Wald given to Berchtesgaden
    (
        "Der Nationalpark Berchtesgaden ist der älteste Nationalpark Deutschlands.",
        [
            "Der Nationalpark Bayerischer Wald wurde 1970 als erster Nationalpark Deutschlands gegründet.",
            "Der Nationalpark Berchtesgaden folgte im Jahr 1978.",
        ],
        "u",
    ),
    # driving licence rules (de): "mit siebzehn" for "ab 17", paraphrase of the accompanying-person condition
    (
        "Beim begleiteten Fahren darf man schon mit siebzehn Auto fahren, aber nur zusammen mit einer "
        "eingetragenen Begleitperson.",
        [
            "Beim Begleiteten Fahren ab 17 darf ein Pkw nur in Anwesenheit einer in der Prüfungsbescheinigung "
            "eingetragenen Begleitperson gefahren werden.",
            "Die Begleitperson muss mindestens 30 Jahre alt sein.",
        ],
        "s",
    ),
    # apartment house rules (de): end of night quiet time moved from 7 to 6 o'clock
    (
        "Die Nachtruhe im Haus gilt von 22 Uhr bis 6 Uhr morgens.",
        [
            "Die Nachtruhe gilt von 22 bis 7 Uhr.",
            "Die Mittagsruhe ist von 13 bis 15 Uhr einzuhalten.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- French
    # energy tariffs (fr): single all-day price of the Base option attributed to Heures Creuses
    (
        "Avec l'option Heures Creuses, le prix du kWh est le même à toute heure de la journée.",
        [
            "L'option Heures Creuses propose un prix du kWh plus bas pendant 8 heures par jour.",
            "L'option Base applique un prix unique du kWh à toute heure.",
        ],
        "u",
    ),
    # recipes and cooking times (fr): "une heure" for 60 minutes, with a distractor "une minute"
    (
        "La pâte à crêpes doit reposer une heure au réfrigérateur.",
        [
            "Laissez reposer la pâte 60 minutes au réfrigérateur.",
            "Faites cuire chaque crêpe une minute de chaque côté.",
        ],
        "s",
    ),
    # wine and food pairing (fr): colour changed, red wine belongs to the duck in the distractor
    (
        "Avec les huîtres, on recommande plutôt un vin rouge.",
        [
            "Les huîtres s'accordent bien avec un vin blanc sec comme le muscadet.",
            "Avec le magret de canard, on recommande un vin rouge du Sud-Ouest.",
        ],
        "u",
    ),
    # camping rules (fr): two facts joined, "feux de camp" for "feux ouverts"
    (
        "Les feux de camp sont interdits sur tout le camping, seuls les barbecues au gaz ou électriques étant "
        "autorisés.",
        [
            "Les feux ouverts sont strictement interdits sur l'ensemble du terrain.",
            "Seuls les barbecues à gaz ou électriques sont acceptés.",
        ],
        "s",
    ),
    # volcanoes (fr): negation, the extinct Piton des Neiges described as still active
    (
        "Le piton des Neiges, à La Réunion, est un volcan toujours actif.",
        [
            "Le piton de la Fournaise est l'un des volcans les plus actifs de la planète.",
            "Le piton des Neiges, point culminant de l'île à 3 070 mètres, est un volcan éteint.",
        ],
        "u",
    ),
    # passport renewal (fr): "quatre-vingt-six euros" for 86 €, "dix ans" for 10 ans, distractor about minors
    (
        "Pour un adulte, le passeport coûte quatre-vingt-six euros et il est valable dix ans.",
        [
            "Pour un passeport de majeur, le timbre fiscal est de 86 €.",
            "Le passeport est valable 10 ans pour un majeur et 5 ans pour un mineur.",
        ],
        "s",
    ),
    # parental leave (fr): only 7 of the 25 days are compulsory, claim says all of them
    (
        "Le congé de paternité dure 25 jours, qui sont tous obligatoires.",
        [
            "Le congé de paternité et d'accueil de l'enfant dure 25 jours calendaires.",
            "Seuls 7 jours sont obligatoires et doivent être pris immédiatement après la naissance.",
        ],
        "u",
    ),
    # famous buildings (fr): date as 31/03/1889, height in words, clauses reordered
    (
        "Inaugurée le 31/03/1889, la tour Eiffel mesure trois cent trente mètres antennes comprises.",
        [
            "Haute de 330 mètres avec ses antennes, la tour Eiffel domine le Champ-de-Mars.",
            "Elle a été inaugurée le 31 mars 1889 à l'occasion de l'Exposition universelle.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Spanish
    # clothing size charts (es): numbers in words for 96–104 cm, with a distractor size
    (
        "La talla M corresponde a un contorno de pecho de noventa y seis a ciento cuatro centímetros.",
        [
            "Talla M: pecho 96–104 cm, cintura 82–90 cm.",
            "Talla L: pecho 104–112 cm, cintura 90–98 cm.",
        ],
        "s",
    ),
    # home appliance care labels (es): hand wash only turned into machine wash
    (
        "Este jersey de lana se puede lavar en la lavadora a 30 grados.",
        [
            "Lavar solo a mano, a un máximo de 30 °C.",
            "No usar secadora.",
        ],
        "u",
    ),
    # ferry schedules (es): "cada hora" for cada 60 minutos, "treinta y cinco" for 35, two facts joined
    (
        "El ferry a Formentera sale cada hora entre las 8 y las 20 horas, y la travesía dura treinta y cinco minutos.",
        [
            "Hay salidas hacia Formentera cada 60 minutos de 8:00 a 20:00.",
            "El trayecto dura 35 minutos.",
        ],
        "s",
    ),
    # pension rules (es): required contribution years lowered from 35 to 30
    (
        "La jubilación anticipada voluntaria es posible desde los 63 años con un mínimo de 30 años cotizados.",
        [
            "La jubilación anticipada voluntaria es posible desde los 63 años, con al menos 35 años cotizados.",
            "La edad ordinaria de jubilación es de 66 años y 6 meses en 2024.",
        ],
        "u",
    ),
    # zoo facts (es): "dos veces al día" from the two listed times, "las cuatro de la tarde" for 16:00
    (
        "Los pingüinos comen dos veces al día, a las once y a las cuatro de la tarde.",
        [
            "Los pingüinos reciben su comida a las 11:00 y a las 16:00.",
            "A los leones se les da de comer una vez al día.",
        ],
        "s",
    ),
    # ocean and river facts (es): mouth of the Amazon confused with the ocean near its source
    (
        "El Amazonas desemboca en el océano Pacífico.",
        [
            "El río Amazonas desemboca en el océano Atlántico.",
            "El Amazonas nace en los Andes peruanos, a pocos kilómetros del Pacífico.",
        ],
        "u",
    ),
    # language courses (es): times written in words, "se imparte durante" for "tiene una duración de"
    (
        "El curso intensivo de inglés se imparte durante cuatro semanas, de lunes a viernes de nueve de la "
        "mañana a una de la tarde.",
        [
            "El curso intensivo de inglés tiene una duración de 4 semanas.",
            "Las clases son de lunes a viernes, de 9:00 a 13:00.",
        ],
        "s",
    ),
    # mobile roaming (es): "may" (app or web) turned into "must" call customer service
    (
        "Para activar el roaming es obligatorio llamar a atención al cliente.",
        [
            "Puedes activar el roaming tú mismo desde la app o en la web.",
            "En la UE, el roaming no tiene coste adicional.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Italian
    # pharmacy opening times (it): "mezzogiorno e mezzo" for 12:30, with the weekday hours as distractor
    (
        "La domenica la farmacia apre alle 9 e chiude a mezzogiorno e mezzo.",
        [
            "Orari della farmacia: dal lunedì al sabato 8:30–19:30.",
            "Domenica: 9:00–12:30.",
        ],
        "s",
    ),
    # historical treaties (it): list member added, the United Kingdom was not a signatory
    (
        "I Trattati di Roma furono firmati nel 1957 da sei paesi, tra cui il Regno Unito.",
        [
            "I Trattati di Roma furono firmati il 25 marzo 1957 da Belgio, Francia, Germania Ovest, Italia, "
            "Lussemburgo e Paesi Bassi.",
        ],
        "u",
    ),
    # laptop specifications (it): 1,2 kg for 1.200 g, "quindici" for 15
    (
        "Il portatile pesa 1,2 kg e offre fino a quindici ore di riproduzione video.",
        [
            "Peso: 1.200 g.",
            "Autonomia della batteria: fino a 15 ore di riproduzione video.",
        ],
        "s",
    ),
    # museum audio guides (it): list member added, Japanese is not among the eight languages
    (
        "L'audioguida è disponibile in otto lingue, tra cui il giapponese.",
        [
            "L'audioguida è disponibile in otto lingue: italiano, inglese, francese, tedesco, spagnolo, cinese, "
            "russo e arabo.",
        ],
        "u",
    ),
    # city parking rules (it): "alle 20" for 20:00, two facts joined, "gratuito" for "libera"
    (
        "Sulle strisce blu del centro si paga dalle 8 alle 20, mentre la domenica la sosta è gratuita.",
        [
            "La sosta sulle strisce blu in centro è a pagamento dalle 8:00 alle 20:00, dal lunedì al sabato.",
            "La domenica e i giorni festivi la sosta è libera.",
        ],
        "s",
    ),
    # volcanoes (it): list member added, Naples was not buried in 79 AD
    (
        "L'eruzione del Vesuvio del 79 d.C. seppellì Pompei e Napoli.",
        [
            "Nel 79 d.C. l'eruzione del Vesuvio seppellì Pompei, Ercolano e Stabia.",
        ],
        "u",
    ),
    # ------------------------------------------------------------- Portuguese
    # printer manuals (pt): two steps joined, "espere" for "aguarde", with a distractor warning
    (
        "Para trocar o cartucho, abra a tampa frontal e espere que o suporte pare no centro.",
        [
            "Abra a tampa frontal da impressora.",
            "Aguarde até que o suporte dos cartuchos se desloque para o centro e pare.",
            "Nunca toque nos contactos dourados do cartucho.",
        ],
        "s",
    ),
    # home appliance care (pt): weekly filter cleaning confused with the monthly cleaning cycle
    (
        "O filtro da máquina de lavar loiça deve ser limpo uma vez por mês.",
        [
            "Limpe o filtro da máquina de lavar loiça uma vez por semana.",
            "Faça um ciclo de limpeza com a máquina vazia uma vez por mês.",
        ],
        "u",
    ),
    # parental leave (pt): numbers in words, "seguidos" for "consecutivos"
    (
        "Os pais podem escolher entre cento e vinte e cento e cinquenta dias seguidos de licença parental inicial.",
        [
            "A licença parental inicial tem a duração de 120 ou 150 dias consecutivos, à escolha dos pais.",
        ],
        "s",
    ),
    # apartment house rules (pt): negation, pets are allowed under a condition
    (
        "No prédio é proibido ter animais de estimação.",
        [
            "São permitidos animais de estimação, desde que não perturbem os vizinhos.",
            "É proibido deixar bicicletas nas escadas.",
        ],
        "u",
    ),
    # Nobel prizes (pt): active "atribuiu ... a" rewritten as "recebeu"
    (
        "José Saramago recebeu o Prémio Nobel da Literatura em 1998.",
        [
            "Em 1998, a Academia Sueca atribuiu o Nobel da Literatura ao escritor português José Saramago.",
        ],
        "s",
    ),
    # shipping and returns (pt): free-shipping threshold shifted from 50 € to 30 €
    (
        "O envio é gratuito em encomendas acima de 30 euros.",
        [
            "Portes grátis em encomendas de valor superior a 50 €.",
            "Encomendas abaixo desse valor pagam 3,95 € de envio.",
        ],
        "u",
    ),
    # --------------------------------------------------------------- Japanese
    # phone specifications (ja): spec sheet rows joined, 4,000mAh written as 4000mAh, with a distractor
    (
        "この機種は6.1インチの有機ELディスプレイと4000mAhのバッテリーを搭載しています。",
        [
            "ディスプレイ：6.1インチ 有機EL",
            "バッテリー容量：4,000mAh",
            "重さ：172g",
        ],
        "s",
    ),
    # hospital visiting hours (ja): number of visitors raised from two to three
    (
        "面会は一度に三人までできます。",
        [
            "面会は1回につき2名までとさせていただきます。",
            "面会時間は15分以内でお願いします。",
        ],
        "u",
    ),
    # famous buildings (ja): "634メートル" for 634m, two facts joined
    (
        "東京スカイツリーは高さ634メートルで、2012年5月22日に開業した。",
        [
            "東京スカイツリーの高さは634mで、自立式電波塔としては世界一である。",
            "開業日は2012年5月22日である。",
        ],
        "s",
    ),
    # camping rules (ja): pets allowed on a leash, claim says they are banned entirely
    (
        "このキャンプ場ではペットの同伴は一切禁止されている。",
        [
            "ペットはリードをつければ同伴できます。",
            "ペットは炊事棟には入れません。",
        ],
        "u",
    ),
    # school timetables (ja): "12時半" for 12:30, duration 45分間 derived from 12:30–13:15, with a distractor
    (
        "昼休みは12時半から13時15分までの45分間です。",
        [
            "昼休み：12:30～13:15",
            "5時間目：13:20～14:10",
        ],
        "s",
    ),
    # ---------------------------------------------------------- cross-lingual
    # historical treaties (en claim, de evidence): cities reordered, "signed" for "unterzeichnet"
    (
        "The Peace of Westphalia was signed in 1648 in Osnabrück and Münster.",
        [
            "Der Westfälische Frieden wurde 1648 in Münster und Osnabrück unterzeichnet.",
            "Er beendete den Dreißigjährigen Krieg.",
        ],
        "s",
    ),
    # ocean facts (fr claim, es evidence): "onze mille mètres" for 11 000 metros
    (
        "La fosse des Mariannes atteint environ onze mille mètres de profondeur.",
        [
            "La fosa de las Marianas alcanza unos 11 000 metros de profundidad en el abismo Challenger.",
            "Es la fosa oceánica más profunda conocida.",
        ],
        "s",
    ),
    # bank card limits (de claim, en evidence): contactless no-PIN limit doubled from €50 to €100
    (
        "Kontaktlos kann man ohne PIN-Eingabe bis zu 100 Euro bezahlen.",
        [
            "Contactless payments up to €50 do not require a PIN.",
            "Above that amount, you will be asked to enter your PIN.",
        ],
        "u",
    ),
    # hotel cancellation (es claim, it evidence): flexible rate's free cancellation given to non-refundable
    (
        "Con la tarifa no reembolsable se puede cancelar gratis hasta siete días antes de la llegada.",
        [
            "La tariffa flessibile consente la cancellazione gratuita fino a 7 giorni prima dell'arrivo.",
            "La tariffa non rimborsabile non prevede alcun rimborso in caso di cancellazione.",
        ],
        "u",
    ),
    # space missions (ja claim, en evidence): year of sample collection given as the year of delivery to Earth
    (
        "はやぶさ2は2019年に小惑星リュウグウのサンプルを地球に届けた。",
        [
            "Hayabusa2 collected samples from the asteroid Ryugu in 2019.",
            "Its capsule delivered them to Earth in December 2020.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
