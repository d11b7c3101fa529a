"""Fresh everyday claims written on 2026-12-08 (seventeenth session) by a helper, before they were run, as a blind
test: hotel check-in/check-out rules, parking regulations, electricity tariffs, mobile roaming, parcel delivery,
returns policies of online shops, cinema tickets, swimming pool opening hours, ski passes, visa rules, passport
renewal, driving licence rules, child car seats, recycling rules, dog licences, mortgage terms, credit cards, pension
ages, minimum wage, public holidays, school terms, exam rules, open-source software licences, cloud storage quotas,
browser versions, keyboard shortcuts, recipes, nutrition facts, sports rules (rugby, basketball, volleyball), Olympic
history, rivers, islands, volcanoes, bridges, cathedrals, composers, painters, novelists, space missions, chemistry
and human body facts, in en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh10.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # hotel check-in (en): "3 pm" / "11 am" restate 15:00 and 11:00, with an early check-in distractor
    (
        "Guests can check in from 3 pm and must check out by 11 am.",
        [
            "Check-in starts at 15:00, and rooms must be vacated no later than 11:00 on the day of departure.",
            "Early check-in from 12:00 is available for a fee of £20, subject to availability.",
        ],
        "s",
    ),
    # parking (en): 2-hour maximum stay changed to 3 hours
    (
        "On Saturdays you can park on Mill Road free of charge for up to three hours.",
        [
            "Parking on Mill Road is free on Saturdays, with a maximum stay of two hours.",
            "On weekdays, a pay-and-display charge of £1.50 per hour applies.",
        ],
        "u",
    ),
    # electricity tariff (en): "midnight to 7 am" restates 00:00-07:00, "seven hours" kept
    (
        "Under the Economy 7 tariff, electricity is cheaper for seven hours every night, from midnight to 7 am.",
        [
            "Economy 7 customers pay a lower unit rate during a seven-hour off-peak period each night, which runs "
            "from 00:00 to 07:00.",
            "The standing charge is the same at all times of day.",
        ],
        "s",
    ),
    # mobile roaming (en): quantifier changed, roaming is included only in two of the plans, not all
    (
        "Roaming in the EU at no extra cost is included in all of our mobile plans.",
        [
            "Roam-like-at-home in EU countries is included in our Unlimited and Plus plans.",
            "Basic plan customers pay £2 per day to use their allowance abroad.",
        ],
        "u",
    ),
    # parcel delivery (en): paraphrase of calling card and second attempt on the next working day
    (
        "If you're not home, the courier will leave a card and try again the following working day.",
        [
            "If nobody is in, our driver will leave a calling card and make a second delivery attempt on the next "
            "working day.",
            "After two failed attempts, parcels are returned to the local depot and kept there for 7 days.",
        ],
        "s",
    ),
    # returns policy (en): 30-day return window for footwear changed to 60 days
    (
        "Unworn shoes can be returned within 60 days of delivery for a full refund.",
        [
            "You can return unworn footwear within 30 days of delivery for a full refund.",
            "Refunds are issued to the original payment method within 5 working days.",
        ],
        "u",
    ),
    # cinema tickets (en): "under 12" restates "aged 11 and under", child price kept
    (
        "Children under 12 pay £6 for a standard 2D screening.",
        [
            "A standard 2D ticket costs £6 for children aged 11 and under, and £9.50 for adults.",
            "3D screenings carry a £2 supplement.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- German
    # swimming pool (de): Sunday closing time changed from 16 to 18 Uhr
    (
        "Das Hallenbad ist sonntags von 8 bis 18 Uhr geöffnet.",
        [
            "Öffnungszeiten des Hallenbads: Montag bis Samstag 7–21 Uhr, Sonntag 8–16 Uhr.",
            "Die Sauna ist montags geschlossen.",
        ],
        "u",
    ),
    # ski pass (de): "unter sechs Jahren" restates "bis einschließlich fünf Jahre", adult price kept
    (
        "Der Tagesskipass kostet für Erwachsene 62 Euro, Kinder unter sechs Jahren fahren gratis.",
        [
            "Ein Tagesskipass kostet für Erwachsene 62 €.",
            "Kinder bis einschließlich fünf Jahre erhalten einen kostenlosen Skipass.",
        ],
        "s",
    ),
    # visa rules (de): 90-day visa-free stay changed to 180 days
    (
        "Deutsche Staatsbürger können als Touristen bis zu 180 Tage ohne Visum in Japan bleiben.",
        [
            "Deutsche Staatsangehörige können für touristische Aufenthalte bis zu 90 Tage visumfrei nach Japan "
            "einreisen.",
            "Der Reisepass muss für die gesamte Dauer des Aufenthalts gültig sein.",
        ],
        "u",
    ),
    # passport renewal (de): "ab 24 Jahren" restates "24 Jahre oder älter", "zehn" for 10
    (
        "Ein Reisepass für Personen ab 24 Jahren ist zehn Jahre gültig.",
        [
            "Reisepässe für Antragsteller, die 24 Jahre oder älter sind, haben eine Gültigkeitsdauer von 10 Jahren.",
            "Für jüngere Antragsteller gilt der Pass sechs Jahre.",
        ],
        "s",
    ),
    # driving licence (de): condition dropped, at 17 only accompanied driving is allowed
    (
        "Mit 17 Jahren darf man in Deutschland allein Auto fahren.",
        [
            "Beim begleiteten Fahren ab 17 dürfen Jugendliche nur in Begleitung einer eingetragenen Begleitperson "
            "fahren.",
            "Ab dem 18. Geburtstag entfällt diese Pflicht.",
        ],
        "u",
    ),
    # child car seats (de): "1,50 m" restates 150 cm, both conditions kept, with an airbag distractor
    (
        "Ein Kind, das jünger als zwölf Jahre und kleiner als 1,50 m ist, braucht im Auto einen Kindersitz.",
        [
            "Kinder unter 12 Jahren, die kleiner als 150 cm sind, müssen im Auto in einem geeigneten Kindersitz "
            "gesichert werden.",
            "Rückwärtsgerichtete Babyschalen dürfen auf dem Beifahrersitz nur bei deaktiviertem Airbag verwendet "
            "werden.",
        ],
        "s",
    ),
    # recycling (de): list member added, glass bottles do not go in the yellow bin
    (
        "In die Gelbe Tonne gehören Plastikverpackungen, Konservendosen und Glasflaschen.",
        [
            "In die Gelbe Tonne gehören Verpackungen aus Kunststoff, Metall und Verbundstoffen, zum Beispiel "
            "Joghurtbecher und Konservendosen.",
            "Glasflaschen werden in den Altglascontainern nach Farben getrennt entsorgt.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- French
    # dog licence (fr): "cent francs par an" restates the 100-franc annual tax, exemption kept
    (
        "Chaque propriétaire doit payer cent francs par an pour son chien, sauf s'il s'agit d'un chien d'assistance.",
        [
            "Dans la commune, l'impôt annuel sur les chiens est de 100 francs par chien.",
            "Les chiens d'assistance en sont exonérés.",
        ],
        "s",
    ),
    # mortgage terms (fr): fixed rate only for the first ten years, claim says the whole 20-year term
    (
        "Le taux fixe de 3,2 % est garanti pendant toute la durée du prêt immobilier sur 20 ans.",
        [
            "Le prêt immobilier sur 20 ans est assorti d'un taux fixe de 3,2 % pendant les dix premières années, "
            "puis d'un taux révisable.",
            "Les frais de dossier s'élèvent à 1 000 €.",
        ],
        "u",
    ),
    # credit card (fr): "à l'étranger" restates "hors de France", "gratuits" restates "aucun frais"
    (
        "Les retraits d'espèces à l'étranger avec la carte Premier sont gratuits.",
        [
            "Avec la carte Premier, aucun frais n'est facturé pour les retraits d'argent liquide hors de France.",
            "La cotisation annuelle de la carte Premier est de 135 €.",
        ],
        "s",
    ),
    # pension age (fr): birth-year threshold changed from 1968 to "after 1960"
    (
        "En France, l'âge légal de départ à la retraite est de 64 ans pour les personnes nées après 1960.",
        [
            "L'âge légal de départ passe progressivement de 62 à 64 ans ; il atteindra 64 ans pour les assurés nés "
            "à partir de 1968.",
            "Les carrières longues permettent un départ anticipé.",
        ],
        "u",
    ),
    # minimum wage (fr): "salaire minimum" for SMIC, "depuis le 1er janvier 2025", same hourly amount
    (
        "Depuis le 1er janvier 2025, le salaire minimum brut en France est de 11,88 € par heure.",
        [
            "Au 1er janvier 2025, le SMIC brut s'établit à 11,88 € de l'heure.",
            "Le montant mensuel brut correspondant, pour 35 heures par semaine, est de 1 801,80 €.",
        ],
        "s",
    ),
    # public holidays (fr): reordered, the two extra holidays in the three départements restated
    (
        "Le Vendredi saint et le 26 décembre sont fériés en plus dans le Bas-Rhin, le Haut-Rhin et la Moselle.",
        [
            "Les départements du Haut-Rhin, du Bas-Rhin et de la Moselle bénéficient de deux jours fériés de plus "
            "que le reste de la France : le Vendredi saint et le 26 décembre (Saint-Étienne).",
        ],
        "s",
    ),
    # school terms (fr): winter holidays last two weeks, claim says three
    (
        "Les vacances d'hiver durent trois semaines et sont décalées selon les zones A, B et C.",
        [
            "Les vacances d'hiver durent deux semaines et sont décalées selon les zones A, B et C.",
            "Les vacances de la Toussaint sont communes à toutes les zones.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Spanish
    # exam rules (es): negation flipped, only non-programmable calculators are allowed
    (
        "En el examen está permitido usar una calculadora programable.",
        [
            "Durante la prueba solo se permiten calculadoras científicas no programables.",
            "Los teléfonos móviles deben entregarse antes de entrar al aula.",
        ],
        "u",
    ),
    # open-source licence (es): MIT permits commercial use on condition of keeping the copyright notice
    (
        "La licencia MIT permite usar el código en productos comerciales siempre que se incluya el aviso de copyright.",
        [
            "La licencia MIT autoriza el uso, la copia, la modificación y la venta del software, incluso con fines "
            "comerciales, con la única condición de incluir el aviso de copyright y la licencia en todas las copias.",
        ],
        "s",
    ),
    # cloud storage (es): adds a paid upgrade to 100 GB that the facts never mention
    (
        "El plan gratuito incluye 15 GB de almacenamiento, que puedes ampliar a 100 GB por 1,99 € al mes.",
        [
            "Las cuentas gratuitas incluyen 15 GB de almacenamiento que se comparten entre el correo, las fotos y "
            "los documentos.",
            "Los archivos de la papelera también cuentan para la cuota.",
        ],
        "u",
    ),
    # browser versions (es): reordered "cada cuatro semanas aproximadamente", since 2021 kept
    (
        "Desde 2021, Google publica una nueva versión principal de Chrome cada cuatro semanas aproximadamente.",
        [
            "A partir de 2021, Google lanza una versión principal de Chrome aproximadamente cada cuatro semanas.",
            "Las actualizaciones de seguridad pueden publicarse entre versiones.",
        ],
        "s",
    ),
    # keyboard shortcuts (es): roles swapped, Cmd+Z undoes and Cmd+Shift+Z redoes
    (
        "En Mac, Cmd+Z rehace la última acción.",
        [
            "En Mac, Cmd+Z deshace la última acción y Cmd+Mayús+Z la rehace.",
        ],
        "u",
    ),
    # recipe (es): "40 minutos" for "cuarenta minutos", "180 grados" for "180 °C", clauses reordered
    (
        "El bizcocho se hornea 40 minutos a 180 grados.",
        [
            "Hornear el bizcocho a 180 °C durante cuarenta minutos, hasta que al pinchar con un palillo salga limpio.",
            "Dejar enfriar en el molde diez minutos antes de desmoldar.",
        ],
        "s",
    ),
    # nutrition facts (es): "nada de colesterol" contradicts the 185 mg stated, protein kept
    (
        "Un huevo grande contiene unos 6 gramos de proteína y nada de colesterol.",
        [
            "Un huevo grande contiene alrededor de 6 g de proteína y unos 185 mg de colesterol.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Italian
    # rugby (it): "cinque punti" for 5 punti, with the conversion as distractor
    (
        "Nel rugby a quindici una meta vale cinque punti.",
        [
            "Nel rugby a 15, una meta vale 5 punti e la successiva trasformazione ne vale 2.",
        ],
        "s",
    ),
    # basketball (it): NBA quarter length changed from 12 to 10 minutes (10 is the FIBA value)
    (
        "Nella NBA ogni quarto dura 10 minuti.",
        [
            "Nella NBA una partita si compone di quattro quarti da 12 minuti.",
            "Nelle competizioni FIBA i quarti durano invece 10 minuti.",
        ],
        "u",
    ),
    # volleyball (it): paraphrase of 25 points with two-point margin and the fifth set to 15
    (
        "Nella pallavolo un set si vince a 25 punti con almeno due punti di vantaggio, tranne il quinto, che si "
        "gioca a 15.",
        [
            "Un set di pallavolo è vinto dalla squadra che arriva per prima a 25 punti con uno scarto di almeno due "
            "punti.",
            "L'eventuale set decisivo, il quinto, si gioca ai 15 punti.",
        ],
        "s",
    ),
    # Olympic history (it): city changed, 1896 Games were in Athens, Paris was 1900
    (
        "Le prime Olimpiadi moderne si svolsero a Parigi nel 1896.",
        [
            "I primi Giochi olimpici dell'era moderna si tennero ad Atene nel 1896.",
            "Parigi ospitò i Giochi nel 1900.",
        ],
        "u",
    ),
    # rivers (it): length, ranking and mouth combined from two facts
    (
        "Il Po, lungo 652 km, è il fiume più lungo d'Italia e sfocia nell'Adriatico.",
        [
            "Con i suoi 652 chilometri, il Po è il fiume più lungo d'Italia.",
            "Sfocia nel mare Adriatico formando un ampio delta.",
        ],
        "s",
    ),
    # islands (it): comparison reversed, Sicily is larger than Sardinia
    (
        "La Sardegna è più grande della Sicilia.",
        [
            "La Sicilia, con circa 25.700 km², è l'isola più grande del Mediterraneo; la Sardegna, con circa "
            "24.100 km², è la seconda.",
        ],
        "u",
    ),
    # volcanoes (it): reordered restatement of Etna as Europe's highest active volcano, in Sicily
    (
        "Il vulcano attivo più alto d'Europa è l'Etna, in Sicilia.",
        [
            "L'Etna, situato nella Sicilia orientale, è il più alto vulcano attivo d'Europa.",
            "Il Vesuvio si trova vicino a Napoli.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Portuguese
    # bridges (pt): opening year changed from 1966 to 1974 (the year of the renaming)
    (
        "A Ponte 25 de Abril, em Lisboa, foi inaugurada em 1974.",
        [
            "A Ponte 25 de Abril foi inaugurada em 6 de agosto de 1966, com o nome de Ponte Salazar.",
            "Recebeu o nome atual após a revolução de 1974.",
        ],
        "u",
    ),
    # cathedrals (pt): reordered restatement of the Sé as oldest church, begun in 1147
    (
        "A Sé de Lisboa é a igreja mais antiga da cidade e começou a ser construída em 1147.",
        [
            "A construção da Sé de Lisboa começou em 1147, logo após a reconquista da cidade, e é a igreja mais "
            "antiga de Lisboa.",
        ],
        "s",
    ),
    # composers (pt): number changed, the Bachianas Brasileiras are nine works, not ten
    (
        "Heitor Villa-Lobos compôs as Bachianas Brasileiras, uma série de dez obras.",
        [
            "Heitor Villa-Lobos escreveu as Bachianas Brasileiras, um ciclo de nove obras.",
            "Villa-Lobos nasceu no Rio de Janeiro em 1887.",
        ],
        "u",
    ),
    # painters (pt): painter, year and the gift to Oswald de Andrade combined from two facts
    (
        "Tarsila do Amaral pintou o Abaporu em 1928 como presente para Oswald de Andrade.",
        [
            "O Abaporu foi pintado por Tarsila do Amaral em 1928.",
            "A tela foi um presente de aniversário para o escritor Oswald de Andrade, seu marido na época.",
        ],
        "s",
    ),
    # novelists (pt): Nobel year changed to 1995 (the Camões Prize year)
    (
        "José Saramago recebeu o Prémio Nobel da Literatura em 1995.",
        [
            "José Saramago foi galardoado com o Prémio Nobel da Literatura em 1998.",
            "Em 1995 recebeu o Prémio Camões.",
        ],
        "u",
    ),
    # space missions (pt): date written as 20/07/1969 vs "20 de julho de 1969", "pousou" for "alunissou"
    (
        "A missão Apollo 11 pousou na Lua em 20 de julho de 1969.",
        [
            "O módulo lunar da Apollo 11 alunissou a 20/07/1969.",
            "Neil Armstrong foi o primeiro a caminhar na superfície lunar.",
        ],
        "s",
    ),
    # chemistry (pt): symbol swapped, gold is Au and Ag is silver
    (
        "O ouro tem número atômico 79 e símbolo Ag.",
        [
            "O ouro, de símbolo Au, tem número atômico 79.",
            "A prata é representada pelo símbolo Ag.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Japanese
    # human body (ja): "約二百六個" in kanji numerals restates 206, newborn distractor
    (
        "成人の骨はおよそ206個ある。",
        [
            "大人の人間の骨格は、約二百六個の骨で構成されている。",
            "新生児の骨は300個近くある。",
        ],
        "s",
    ),
    # hotel check-out (ja): late check-out costs 2,000 yen per hour, claim says it is free
    (
        "チェックアウトは午前11時までで、延長は無料です。",
        [
            "チェックアウトは11:00です。",
            "レイトチェックアウトは1時間につき2,000円で承ります。",
        ],
        "u",
    ),
    # parking (ja): "最初の30分間無料" restates "入庫後30分まで無料"
    (
        "この駐車場は最初の30分間無料です。",
        [
            "当駐車場は入庫後30分まで無料、以降は30分ごとに200円かかります。",
        ],
        "s",
    ),
    # electricity tariff (ja): off-peak window shifted from 23:00-7:00 to 22:00-6:00
    (
        "夜トク8プランでは、午後10時から午前6時までの電気料金が割安になる。",
        [
            "夜トク8プランでは、午後11時から翌朝7時までの8時間、電力量料金が割安になります。",
            "日中の料金は従量電灯プランより高めに設定されています。",
        ],
        "u",
    ),
    # cinema tickets (ja): "毎月1日は誰でも1,300円" restates the first-day service price
    (
        "毎月1日は、誰でも1,300円で映画を観られる。",
        [
            "毎月1日の映画サービスデーは、どなたでも鑑賞料金が1,300円です。",
            "レイトショーは1,400円です。",
        ],
        "s",
    ),
    # passport renewal (ja): age threshold for 10-year passports changed from 18 to 20
    (
        "10年用パスポートは20歳以上でなければ申請できない。",
        [
            "2022年4月から、18歳以上であれば10年用パスポートを申請できるようになった。",
            "18歳未満は5年用のみです。",
        ],
        "u",
    ),
    # recycling (ja): remove cap and label, put out on the recyclables day
    (
        "ペットボトルはキャップとラベルを外してから、資源ごみの日に出してください。",
        [
            "ペットボトルは、キャップとラベルをはがしてから資源ごみとして出します。",
            "資源ごみの収集は毎週水曜日です。",
        ],
        "s",
    ),
    # pension age (ja): standard start age changed from 65 to 60 (60 is only the earliest optional age)
    (
        "老齢基礎年金は原則として60歳から受け取れる。",
        [
            "老齢基礎年金の受給開始は原則65歳ですが、60歳から75歳の間で選ぶこともできます。",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- cross-lingual
    # minimum wage (en claim, de evidence): €12.82 per hour since 1 January 2025
    (
        "Germany's statutory minimum wage has been €12.82 per hour since January 2025.",
        [
            "Seit dem 1. Januar 2025 beträgt der gesetzliche Mindestlohn in Deutschland 12,82 Euro brutto pro Stunde.",
            "Auszubildende erhalten eine eigene Mindestvergütung.",
        ],
        "s",
    ),
    # mobile roaming (de claim, en evidence): 5 GB per week changed to per month
    (
        "Im Tarif Travel sind im Ausland 5 GB Daten pro Monat enthalten.",
        [
            "The Travel plan includes 5 GB of roaming data per week.",
            "Calls to UK numbers from abroad are free.",
        ],
        "u",
    ),
    # parcel delivery (fr claim, es evidence): no home delivery for parcels over 30 kg
    (
        "Les colis de plus de 30 kg ne sont pas livrés à domicile.",
        [
            "No realizamos entregas a domicilio de paquetes que superen los 30 kilos.",
            "Estos envíos deben recogerse en una de nuestras oficinas.",
        ],
        "s",
    ),
    # returns policy (es claim, it evidence): returns are not free, the customer pays €4.95 shipping
    (
        "Las devoluciones son gratuitas en un plazo de 14 días.",
        [
            "Hai 14 giorni di tempo per restituire un articolo.",
            "Le spese di spedizione per il reso, pari a 4,95 €, sono a carico del cliente.",
        ],
        "u",
    ),
    # cathedrals (it claim, fr evidence): fire in April 2019 and reopening on 7 December 2024
    (
        "La cattedrale di Notre-Dame di Parigi, devastata da un incendio nell'aprile 2019, ha riaperto il 7 "
        "dicembre 2024.",
        [
            "Notre-Dame de Paris a rouvert ses portes le 7 décembre 2024.",
            "La cathédrale avait été ravagée par un incendie le 15 avril 2019.",
        ],
        "s",
    ),
    # dog licences (pt claim, en evidence): licensing age changed from four to six months
    (
        "Na Irlanda, a licença anual para cães custa 20 euros e é obrigatória a partir dos seis meses de idade.",
        [
            "In Ireland, an annual dog licence costs €20.",
            "Every dog must be licensed from the age of four months.",
        ],
        "u",
    ),
    # space missions (ja claim, en evidence): Hayabusa2 samples from Ryugu returned to Earth in December 2020
    (
        "はやぶさ2は小惑星リュウグウのサンプルを2020年12月に地球へ届けた。",
        [
            "Hayabusa2's capsule, carrying samples from the asteroid Ryugu, landed in Australia in December 2020.",
            "The spacecraft then continued on an extended mission to asteroid 1998 KY26.",
        ],
        "s",
    ),
    # volcanoes (en claim, ja evidence): last eruption year changed from 1707 to 1777, height kept
    (
        "Mount Fuji is 3,776 metres high and last erupted in 1777.",
        [
            "富士山の標高は3,776メートルです。",
            "最後の噴火は1707年の宝永噴火です。",
        ],
        "u",
    ),
    # painters (de claim, fr evidence): "rund 250" for "environ 250", Giverny distractor
    (
        "Claude Monet malte rund 250 Gemälde von Seerosen.",
        [
            "Claude Monet a peint environ 250 tableaux représentant des nymphéas.",
            "Il les a peints dans son jardin de Giverny.",
        ],
        "s",
    ),
    # credit cards (es claim, en evidence): fee waiver lasts one year, claim says two
    (
        "La tarjeta Gold no tiene cuota anual durante los dos primeros años.",
        [
            "The Gold card has no annual fee in the first year; after that, the fee is £95 a year.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
