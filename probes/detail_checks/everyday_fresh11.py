"""Fresh everyday claims written on 2026-12-08 (seventeenth session) by a helper, as a held-out test measured only
after the session's fixes: dentist and doctor appointments, prescriptions, hospital visiting hours, health insurance
deductibles, energy-saving tips, heating systems, solar panels, electric car charging, bike sharing, ferry
timetables, taxi fares, toll roads, airport lounges, frequent-flyer programmes, hotel loyalty, concert tickets,
theatre, zoo and aquarium rules, national parks, camping, hiking trails, fishing permits, weather warnings,
earthquakes, tides, planets and moons, dinosaurs, ancient history (Rome, Egypt, Japan), medieval kings and queens,
inventions, Nobel prizes, famous scientists, programming (Python, Git, Linux commands, HTTP status codes),
databases, smartphone specs, camera settings, wine and cheese regions, coffee, tea and cooking techniques, in
en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh11.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # dentist appointment (en): a fee for "less than one day's notice" restates cancelling 24 hours ahead to avoid it
    (
        "You need to cancel a dental appointment at least 24 hours in advance to avoid the £20 late-cancellation fee.",
        [
            "Appointments cancelled with less than one day's notice will be charged a £20 fee.",
            "Check-ups are free for children under 18.",
        ],
        "s",
    ),
    # prescriptions (en): number changed, repeat prescriptions take three working days, not two
    (
        "Repeat prescriptions are ready to collect within two working days of ordering.",
        [
            "Please allow three working days for repeat prescriptions to be processed before collecting them.",
            "Prescriptions can be ordered online through the NHS App.",
        ],
        "u",
    ),
    # hospital visiting hours (en): 24-hour times restated as 2 pm and 8 pm
    (
        "Visiting hours on the surgical ward are from 2 pm to 8 pm.",
        [
            "The surgical ward welcomes visitors between 14:00 and 20:00.",
            "Children under 12 must be accompanied by an adult.",
        ],
        "s",
    ),
    # health insurance deductible (en): condition reversed, preventive care is covered before the deductible is met
    (
        "Under this plan, you must meet the $1,500 annual deductible before preventive care is covered.",
        [
            "The plan has an annual deductible of $1,500.",
            "Preventive care is covered at 100% even before you meet your deductible.",
        ],
        "u",
    ),
    # energy-saving tip (en): "one degree Celsius" and "around 10%" restate 1°C and "about 10 percent"
    (
        "Lowering your thermostat by 1°C can cut your heating bill by about 10 percent.",
        [
            "Turning the thermostat down by one degree Celsius can reduce heating costs by around 10%.",
            "Draught-proofing windows and doors is one of the cheapest ways to save energy.",
        ],
        "s",
    ),
    # solar panels (en): second warranty changed, the product warranty is 10 to 12 years, not 25
    (
        "Most solar panels come with a 25-year performance warranty and a 25-year product warranty.",
        [
            "Most solar panels carry a 25-year performance warranty.",
            "Product warranties, which cover manufacturing defects, usually run for 10 to 12 years.",
        ],
        "u",
    ),
    # Python (en): "how many elements it contains" restates "the number of items"
    (
        "In Python, the len() function returns the number of items in a list.",
        [
            "Calling len() on a Python list gives you how many elements it contains.",
            "The append() method adds a single element to the end of a list.",
        ],
        "s",
    ),
    # HTTP status codes (en): meaning swapped, "not found" is 404, while 403 means forbidden
    (
        "The HTTP status code 403 means that the server could not find the requested resource.",
        [
            "HTTP 404 Not Found indicates that the server cannot find the requested resource.",
            "HTTP 403 Forbidden means the server understood the request but refuses to authorize it.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- German
    # heating system (de): "jährliche Wartung wird empfohlen" restates "einmal im Jahr gewartet werden sollte"
    (
        "Eine Wärmepumpe sollte einmal im Jahr gewartet werden.",
        [
            "Für Wärmepumpen wird eine jährliche Wartung durch einen Fachbetrieb empfohlen.",
            "Die Vorlauftemperatur sollte möglichst unter 55 °C liegen.",
        ],
        "s",
    ),
    # electric car charging (de): price changed, fast charging costs 0,69 € per kWh, not 0,59 €
    (
        "An Schnellladesäulen kostet die Kilowattstunde bei diesem Tarif 0,59 Euro.",
        [
            "Mit diesem Tarif zahlen Sie an Schnellladern 0,69 € pro kWh und an AC-Ladepunkten 0,49 € pro kWh.",
            "Eine Grundgebühr fällt nicht an.",
        ],
        "u",
    ),
    # ferry timetable (de): "halb zehn morgens" restates 9:30 Uhr
    (
        "Die erste Fähre von Cuxhaven nach Helgoland legt täglich um 9:30 Uhr ab.",
        [
            "Die erste Abfahrt von Cuxhaven nach Helgoland ist täglich um halb zehn morgens.",
            "Die Überfahrt dauert etwa zweieinviertel Stunden.",
        ],
        "s",
    ),
    # toll roads (de): exception added, electric cars also need the vignette
    (
        "Auf österreichischen Autobahnen brauchen alle Pkw eine Vignette, mit Ausnahme von Elektroautos.",
        [
            "Auf Autobahnen und Schnellstraßen in Österreich ist für alle Pkw eine Vignette Pflicht.",
            "Auch Elektroautos benötigen eine gültige Vignette.",
        ],
        "u",
    ),
    # dinosaurs (de): paraphrase of time span and place, with a distractor
    (
        "Der Tyrannosaurus rex lebte vor etwa 68 bis 66 Millionen Jahren in Nordamerika.",
        [
            "Tyrannosaurus rex lebte in der späten Kreidezeit vor rund 68 bis 66 Millionen Jahren im heutigen "
            "Nordamerika.",
            "Er konnte bis zu 12 Meter lang werden.",
        ],
        "s",
    ),
    # Nobel prizes (de): field and year mismatched, the 1911 prize was for chemistry
    (
        "Marie Curie erhielt 1911 den Nobelpreis für Physik.",
        [
            "Marie Curie wurde 1903 gemeinsam mit Pierre Curie und Henri Becquerel mit dem Nobelpreis für Physik "
            "ausgezeichnet.",
            "1911 erhielt sie den Nobelpreis für Chemie.",
        ],
        "u",
    ),
    # Linux commands (de): "Dateien, deren Name mit einem Punkt beginnt" restates "versteckte Dateien"
    (
        "Mit dem Befehl ls -a werden auch versteckte Dateien angezeigt.",
        [
            "Die Option -a von ls listet alle Dateien auf, auch versteckte, also solche, deren Name mit einem "
            "Punkt beginnt.",
            "Mit ls -l erhält man eine ausführliche Liste mit Rechten und Dateigrößen.",
        ],
        "s",
    ),
    # ----------------------------------------------------------------- French
    # doctor appointment (fr): Saturday opening time changed, 9 h and not 8 h
    (
        "Le cabinet du docteur Martin est ouvert le samedi de 8 h à 12 h.",
        [
            "Le cabinet du docteur Martin est ouvert du lundi au vendredi de 8 h à 19 h, et le samedi de 9 h à 12 h.",
            "Les consultations se font uniquement sur rendez-vous.",
        ],
        "u",
    ),
    # bike sharing (fr): "incluses dans l'abonnement" restates "sans supplément"
    (
        "Avec l'abonnement V-Max, les 45 premières minutes de chaque trajet sont comprises sans supplément.",
        [
            "Les 45 premières minutes de chaque trajet sont incluses dans l'abonnement V-Max.",
            "Au-delà, chaque demi-heure supplémentaire est facturée 1 €.",
        ],
        "s",
    ),
    # taxi fares (fr): destination swapped, 56 € is for the right bank, the left bank costs 65 €
    (
        "Le forfait taxi entre l'aéroport Charles-de-Gaulle et la rive gauche de Paris est de 56 euros.",
        [
            "Le forfait taxi entre Roissy-Charles-de-Gaulle et Paris rive droite est de 56 €, et de 65 € pour la "
            "rive gauche.",
        ],
        "u",
    ),
    # zoo rules (fr): "défendu de donner à manger" restates "interdit de nourrir", with a distractor
    (
        "Au zoo, il est interdit de nourrir les animaux.",
        [
            "Il est strictement défendu de donner à manger aux animaux du parc zoologique.",
            "Les chiens ne sont pas admis, même tenus en laisse.",
        ],
        "s",
    ),
    # tides (fr): "vives-eaux" and "marnage" restate "grandes marées" and the high/low difference
    (
        "À Saint-Malo, la différence entre la marée haute et la marée basse peut atteindre 13 mètres lors des "
        "grandes marées.",
        [
            "Lors des vives-eaux, le marnage à Saint-Malo peut atteindre 13 m.",
            "En morte-eau, il n'est que de 5 à 6 mètres.",
        ],
        "s",
    ),
    # planets and moons (fr): comparison reversed, Saturn has more known moons than Jupiter
    (
        "Jupiter compte plus de lunes connues que Saturne.",
        [
            "Saturne possède 146 lunes confirmées, contre 95 pour Jupiter.",
            "Ganymède, une lune de Jupiter, est le plus grand satellite du système solaire.",
        ],
        "u",
    ),
    # cheese regions (fr): detail changed, Comté is made from raw milk, not pasteurised milk
    (
        "Le comté est un fromage AOP fabriqué au lait de vache pasteurisé.",
        [
            "Le comté AOP est fabriqué exclusivement à partir de lait cru de vaches de race Montbéliarde ou Simmental.",
            "Il est affiné pendant au moins quatre mois.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Spanish
    # health insurance deductible (es): "franquicia" and "1.000 € por asegurado" restate the deductible per person
    (
        "El deducible anual de la póliza es de mil euros por persona.",
        [
            "La franquicia anual de la póliza asciende a 1.000 € por asegurado.",
            "Las urgencias en el extranjero están cubiertas hasta 30.000 €.",
        ],
        "s",
    ),
    # national parks (es): fee changed, the Teide summit permit is free
    (
        "En el Parque Nacional del Teide, subir a pie hasta el pico requiere un permiso que cuesta 5 euros.",
        [
            "Para acceder al sendero n.º 10 hasta el pico del Teide se necesita un permiso gratuito, que debe "
            "solicitarse por internet con antelación.",
            "El teleférico no funciona cuando hay viento fuerte.",
        ],
        "u",
    ),
    # camping (es): "de once de la noche a siete de la mañana" restates 23:00 to 7:00
    (
        "En el camping hay que guardar silencio entre las 23:00 y las 7:00.",
        [
            "Para respetar el descanso de los demás campistas, no se permite hacer ruido de once de la noche a "
            "siete de la mañana.",
            "Las barbacoas de carbón están prohibidas en verano.",
        ],
        "s",
    ),
    # fishing permits (es): added detail, nothing is said about people over 65
    (
        "La licencia de pesca es válida durante cinco años y es gratuita para los mayores de 65 años.",
        [
            "La licencia de pesca recreativa es válida durante cinco años.",
            "Los menores de 16 años no necesitan licencia.",
        ],
        "u",
    ),
    # earthquakes (es): "multiplicar por diez la amplitud" restates "una amplitud diez veces mayor"
    (
        "En la escala de Richter, cada grado más corresponde a una amplitud diez veces mayor.",
        [
            "En la escala de Richter, un aumento de una unidad equivale a multiplicar por diez la amplitud de las "
            "ondas sísmicas.",
        ],
        "s",
    ),
    # Git (es): commands swapped, downloading without merging is git fetch, git pull also merges
    (
        "El comando git pull descarga los cambios del repositorio remoto sin integrarlos en la rama local.",
        [
            "git fetch descarga los cambios del remoto sin modificar tu rama local, mientras que git pull los "
            "descarga y además los fusiona en la rama actual.",
        ],
        "u",
    ),
    # coffee (es): "aproximadamente 7 g" and "alrededor de 25 s" restate the dose and time, with a distractor
    (
        "Un espresso simple se prepara con unos 7 gramos de café molido y una extracción de unos 25 segundos.",
        [
            "Para un espresso simple se usan aproximadamente 7 g de café molido y la extracción dura alrededor de "
            "25 s.",
            "Un doble lleva entre 14 y 18 g.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Italian
    # concert tickets (it): deadline changed, refunds until fourteen days before, not seven
    (
        "I biglietti per il concerto sono rimborsabili fino a sette giorni prima dell'evento.",
        [
            "I biglietti possono essere rimborsati fino a quattordici giorni prima del concerto.",
            "Ogni persona può acquistare al massimo quattro biglietti.",
        ],
        "u",
    ),
    # theatre (it): 150 minutes restated as two and a half hours, interval included
    (
        "Lo spettacolo dura due ore e mezza, intervallo compreso.",
        [
            "Durata: 150 minuti, compreso un intervallo di 20 minuti.",
            "Non è consentito l'ingresso in sala a spettacolo iniziato.",
        ],
        "s",
    ),
    # aquarium rules (it): age range changed, free entry is for children under 4, not up to 6
    (
        "All'acquario i bambini fino a 6 anni entrano gratis.",
        [
            "L'ingresso all'acquario è gratuito per i bambini di età inferiore ai 4 anni.",
            "È vietato usare il flash davanti alle vasche.",
        ],
        "u",
    ),
    # ancient Rome (it): "Anfiteatro Flavio, noto come Colosseo" and "80 d.C." restated, emperor kept
    (
        "Il Colosseo fu inaugurato nell'80 dopo Cristo sotto l'imperatore Tito.",
        [
            "L'Anfiteatro Flavio, noto come Colosseo, fu inaugurato dall'imperatore Tito nell'80 d.C.",
            "I lavori erano iniziati sotto Vespasiano.",
        ],
        "s",
    ),
    # wine regions (it): place changed, Barolo comes from the Langhe in Piedmont, not Tuscany
    (
        "Il Barolo si produce con uve Nebbiolo in Toscana.",
        [
            "Il Barolo DOCG è prodotto esclusivamente con uve Nebbiolo nelle Langhe, in Piemonte.",
            "Deve invecchiare almeno 38 mesi.",
        ],
        "u",
    ),
    # cooking technique (it): "1 l per ogni etto" restates one litre per 100 grams
    (
        "Per cuocere la pasta serve un litro d'acqua ogni 100 grammi.",
        [
            "La regola classica prevede 1 l di acqua per ogni etto di pasta.",
            "Il sale va aggiunto quando l'acqua bolle, circa 10 g per litro.",
        ],
        "s",
    ),
    # weather warning (it): quantifier changed, the orange alert covers only part of Liguria
    (
        "L'allerta arancione per temporali è in vigore fino alle 18 di domani in tutta la Liguria.",
        [
            "La Protezione civile ha emesso un'allerta arancione per temporali sul centro-levante della Liguria, "
            "valida fino alle 18:00 di domani.",
            "Sul ponente l'allerta è gialla.",
        ],
        "u",
    ),
    # ------------------------------------------------------------- Portuguese
    # doctor appointment (pt): "por telefone ou através da app" and "até trinta dias antes" restated
    (
        "As consultas podem ser marcadas por telefone ou pela aplicação SNS 24, com até 30 dias de antecedência.",
        [
            "As consultas podem ser agendadas por telefone ou através da app SNS 24, até trinta dias antes.",
            "Em caso de urgência, dirija-se ao serviço de atendimento permanente.",
        ],
        "s",
    ),
    # prescriptions (pt): validity changed, a normal e-prescription is valid for 60 days, not 30
    (
        "A receita eletrónica normal é válida por 30 dias.",
        [
            "A receita eletrónica normal é válida por 60 dias.",
            "As receitas renováveis podem ser usadas durante seis meses.",
        ],
        "u",
    ),
    # toll roads (pt): "correios" and "entre dois e quinze dias úteis" restate the payment window at CTT
    (
        "Quem não tem Via Verde paga a portagem das autoestradas eletrónicas nos correios, entre 2 e 15 dias úteis "
        "depois da passagem.",
        [
            "Nas autoestradas só com pórticos eletrónicos, quem não tem Via Verde deve pagar nas lojas CTT "
            "(correios) entre dois e quinze dias úteis após a passagem.",
        ],
        "s",
    ),
    # airport lounges (pt): number of guests changed, Gold members may bring one guest, Platinum two
    (
        "Os membros Gold podem entrar no lounge com dois acompanhantes.",
        [
            "Os membros Gold têm acesso ao lounge com um acompanhante; os membros Platinum podem levar dois.",
            "O lounge está aberto das 5h00 às 23h00.",
        ],
        "u",
    ),
    # frequent-flyer programme (pt): 36 months restated as three years, "caducam" as "expiram"
    (
        "As milhas expiram se a conta ficar três anos sem atividade.",
        [
            "Se a conta não registar qualquer movimento durante 36 meses, as milhas caducam.",
            "As milhas podem ser usadas para upgrades de classe.",
        ],
        "s",
    ),
    # dinosaurs (pt): place changed, Lourinhanosaurus was found near Lourinhã (Lisbon district), not the Algarve
    (
        "O Lourinhanosaurus foi descoberto no Algarve em 1982.",
        [
            "O Lourinhanosaurus foi descoberto perto da Lourinhã, no distrito de Lisboa, em 1982.",
            "Era um dinossauro carnívoro do Jurássico Superior.",
        ],
        "u",
    ),
    # tea (pt): "uns 80 graus" and "2 a 3 minutos" restate the temperature and steeping time
    (
        "O chá verde deve ser preparado com água a cerca de 80 °C, em infusão durante dois a três minutos.",
        [
            "Para o chá verde, use água a uns 80 graus e deixe em infusão 2 a 3 minutos.",
            "O chá preto pede água a ferver.",
        ],
        "s",
    ),
    # --------------------------------------------------------------- Japanese
    # dentist appointment (ja): "初めて受診される方" restates "初診の際", both items kept, with a distractor
    (
        "初診の際は健康保険証とお薬手帳を持参してください。",
        [
            "初めて受診される方は、健康保険証とお薬手帳をお持ちください。",
            "予約の変更は前日までにお電話ください。",
        ],
        "s",
    ),
    # hospital visiting hours (ja): quantifier changed, 13:00-19:00 only on weekdays, weekends differ
    (
        "面会時間は毎日午後1時から午後7時までです。",
        [
            "面会は平日13時〜19時、土日祝日は10時〜19時となっております。",
            "面会は1回につき2名までです。",
        ],
        "u",
    ),
    # bike sharing (ja): "基本料金は最初の30分150円、延長は30分につき100円" restated
    (
        "このシェアサイクルは最初の30分が150円で、その後は30分ごとに100円が加算されます。",
        [
            "基本料金は最初の30分150円で、延長料金は30分につき100円です。",
            "1日パスは1,500円で購入できます。",
        ],
        "s",
    ),
    # ancient Japan (ja): material changed, Horyu-ji is the oldest wooden building, not stone
    (
        "法隆寺は聖徳太子によって607年に建立されたと伝えられ、現存する世界最古の石造建築です。",
        [
            "法隆寺は607年に聖徳太子が建立したと伝えられ、現存する世界最古の木造建築として知られている。",
        ],
        "u",
    ),
    # planets and moons (ja): "公転周期はおよそ27.3日" restates orbiting the Earth in about 27.3 days
    (
        "月は約27.3日で地球の周りを一周します。",
        [
            "月の公転周期はおよそ27.3日である。",
            "満ち欠けの周期は約29.5日である。",
        ],
        "s",
    ),
    # camera settings (ja): effect reversed, a larger f-number gives a deeper depth of field
    (
        "絞り値をF2.8からF8に上げると、被写界深度は浅くなります。",
        [
            "F値を大きくする（絞る）と被写界深度は深くなり、背景までピントが合いやすくなる。",
            "シャッタースピードを速くすると手ブレを防ぎやすい。",
        ],
        "u",
    ),
    # databases (ja): role swapped, DELETE removes rows, DROP TABLE removes the table itself
    (
        "SQLのDELETE文を実行すると、テーブルそのものが削除されます。",
        [
            "DELETE文はテーブル内の行を削除するが、テーブル自体は残る。",
            "テーブルごと削除するにはDROP TABLEを使う。",
        ],
        "u",
    ),
    # ---------------------------------------------------------- cross-lingual
    # famous scientists (en claim, de evidence): "kam zur Welt" restates "was born", year and place kept
    (
        "Isaac Newton was born in 1643 in Woolsthorpe.",
        [
            "Isaac Newton kam am 4. Januar 1643 in Woolsthorpe in England zur Welt.",
            "Er starb 1727 in London.",
        ],
        "s",
    ),
    # ferry timetable (de claim, en evidence): time changed, the last return sailing is at 5:45 pm, not 18:15
    (
        "Die letzte Fähre zurück fährt um 18:15 Uhr.",
        [
            "The last return sailing departs at 5:45 pm.",
            "In July and August an extra sailing leaves at 7:15 pm on Saturdays only.",
        ],
        "u",
    ),
    # hiking trails (fr claim, es evidence): twelve kilometres and 800 m of ascent restated
    (
        "Le sentier fait 12 kilomètres et compte 800 mètres de dénivelé positif.",
        [
            "La ruta tiene doce kilómetros de longitud y 800 m de desnivel positivo.",
            "Se recomienda llevar al menos dos litros de agua.",
        ],
        "s",
    ),
    # hotel loyalty (es claim, fr evidence): late checkout time changed, 14 h and not 16:00
    (
        "Los miembros Platino reciben desayuno gratis y salida tardía hasta las 16:00.",
        [
            "Les membres Platine bénéficient du petit-déjeuner offert et d'un départ tardif jusqu'à 14 h.",
            "Les nuits gratuites peuvent être réservées sans dates d'exclusion.",
        ],
        "u",
    ),
    # electric car charging (it claim, de evidence): 11 kW wallbox, 77 kWh battery, about seven hours restated
    (
        "Con una wallbox da 11 kW una batteria da 77 kWh si ricarica completamente in circa sette ore.",
        [
            "Mit einer 11-kW-Wallbox ist ein 77-kWh-Akku in rund sieben Stunden vollständig geladen.",
            "An einer Haushaltssteckdose dauert es mehr als 30 Stunden.",
        ],
        "s",
    ),
    # inventions (pt claim, it evidence): name swapped, the 1876 telephone patent went to Bell, not Meucci
    (
        "A patente do telefone foi concedida a Antonio Meucci em 1876.",
        [
            "Alexander Graham Bell ottenne il brevetto del telefono nel 1876.",
            "Antonio Meucci aveva depositato un caveat nel 1871.",
        ],
        "u",
    ),
    # smartphone specs (ja claim, en evidence): screen size and battery capacity restated, colour distractor
    (
        "このスマートフォンは6.1インチのディスプレイと4,000mAhのバッテリーを搭載しています。",
        [
            "The phone features a 6.1-inch display and a 4,000 mAh battery.",
            "It is available in black and silver.",
        ],
        "s",
    ),
    # medieval kings (en claim, fr evidence): "le 25 décembre 1066" restates Christmas Day 1066, place kept
    (
        "William the Conqueror was crowned King of England on Christmas Day 1066 at Westminster Abbey.",
        [
            "Guillaume le Conquérant fut couronné roi d'Angleterre le 25 décembre 1066 à l'abbaye de Westminster.",
            "Il avait remporté la bataille d'Hastings le 14 octobre de la même année.",
        ],
        "s",
    ),
    # ancient Egypt (de claim, ja evidence): time changed, 146 m was the original height, today it is about 139 m
    (
        "Die Cheops-Pyramide ist heute etwa 146 Meter hoch.",
        [
            "クフ王のピラミッドは完成時の高さが約146メートルだった。",
            "現在の高さは約139メートルである。",
        ],
        "u",
    ),
    # Nobel prizes (es claim, en evidence): exception dropped, the Peace Prize is awarded in Oslo, not Stockholm
    (
        "Los Premios Nobel se entregan cada 10 de diciembre en Estocolmo, incluido el de la Paz.",
        [
            "The Nobel Prizes are presented on 10 December each year in Stockholm, except for the Peace Prize, "
            "which is awarded in Oslo.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
