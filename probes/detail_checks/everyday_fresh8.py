"""Fresh everyday claims written on 2026-12-07 (sixteenth session) by a helper, before they were run, as a held-out
test measured only after the session's fixes: airline baggage, airport security, medicine leaflets, vaccination
advice, sunscreen, antibiotics, blood donation, school absence rules, API rate limits, library version support,
password resets and password policy, expense and remote-work policies, paid leave, ETF fees, savings interest,
bank transfers, bank account fees, car rental, insurance claims, consumer warranties, streaming plans, gym
contracts, library loans, train and metro tickets, bus timetables, high-speed trains, transit passes, waste
collection, address registration, car inspections, identity cards, order dispatch, museum free entry, recipes
(gazpacho), lakes, mountains and waterfalls, boiling points, the speed of light, the Berlin Wall, the French and
Carnation revolutions, the Italian referendum of 1946, tennis, marathons, football, cycling and sumo, in
en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh8.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # airline baggage (en): "kilograms" for kg, "plus" for "also permitted", with a Business Class distractor
    (
        "Economy passengers may bring one cabin bag weighing up to 8 kilograms, plus a small personal item.",
        [
            "In Economy, the cabin baggage allowance is 1 piece of up to 8 kg.",
            "One small personal item, such as a handbag or laptop bag, is also permitted.",
            "Business Class passengers may bring two cabin bags.",
        ],
        "s",
    ),
    # airport security (en): number of bags changed, a single 1-litre bag becomes two bags
    (
        "Liquids in hand luggage must be in containers of at most 100 ml, and you may carry up to two clear "
        "plastic bags of them.",
        [
            "Liquids must be in containers of 100 ml or less.",
            "All containers must fit into a single transparent, resealable bag of up to 1 litre.",
        ],
        "u",
    ),
    # medicine leaflet (en): numbers in words for 1-2, 4 to 6, 8, with a distractor about children
    (
        "Adults can take one or two 500 mg tablets every four to six hours, but no more than eight tablets in "
        "24 hours.",
        [
            "Adults and children aged 16 and over: take 1–2 tablets (500 mg each) every 4 to 6 hours as needed.",
            "Do not take more than 8 tablets in any 24-hour period.",
            "Children aged 10 to 15: take 1 tablet every 4 to 6 hours.",
        ],
        "s",
    ),
    # medicine leaflet (en): the 10-day limit for pain applied to fever, which has a 3-day limit
    (
        "You can take these tablets for a fever for up to ten days without seeing a doctor.",
        [
            "Do not take for more than 3 days for fever or 10 days for pain without consulting your doctor.",
            "Take the tablets with or after food.",
        ],
        "u",
    ),
    # software documentation, API rate limits (en): the two limits reordered, "sixty" for 60
    (
        "Authenticated requests are limited to 5,000 per hour, while unauthenticated requests get only sixty per hour.",
        [
            "Unauthenticated requests are limited to 60 requests per hour.",
            "Authenticated clients may send up to 5000 requests per hour.",
        ],
        "s",
    ),
    # software documentation, version support (en): list member added, Python 3.9 is dropped only in 3.2
    (
        "Version 3.0 of the library drops support for Python 3.8 and 3.9.",
        [
            "Starting with version 3.0, Python 3.8 is no longer supported.",
            "Python 3.9 support will be removed in version 3.2.",
        ],
        "u",
    ),
    # company expense policy (en): "within 30 days" for "no later than thirty days", with a mileage distractor
    (
        "Employees must submit expense claims within 30 days, with receipts attached for anything over $25.",
        [
            "Expense claims must be filed no later than thirty days after the expense was incurred.",
            "Receipts are required for all items above $25.",
            "Mileage is reimbursed at 67 cents per mile.",
        ],
        "s",
    ),
    # remote work policy (en): condition negated, "subject to approval" becomes "without approval"
    (
        "Staff may work from home up to three days a week without their manager's approval.",
        [
            "Employees may work remotely up to three days per week, subject to their manager's approval.",
            "Core hours are 10 am to 3 pm.",
        ],
        "u",
    ),
    # ETF fees (en): "annual fee" for "p.a.", "every three months" for quarterly
    (
        "The fund charges an annual fee of 0.07% and pays out its dividends every three months.",
        [
            "Ongoing charges: 0.07% p.a.",
            "Dividend distribution: quarterly.",
            "Fund size: USD 12.4 billion.",
        ],
        "s",
    ),
    # savings interest (en): quantifier widened, 4.1% applies only to balances up to £25,000
    (
        "The savings account pays 4.1% interest on all balances.",
        [
            "The account pays 4.1% AER on balances up to £25,000.",
            "Balances above £25,000 earn 2.5% AER.",
        ],
        "u",
    ),
    # lakes (en): 3,812 m given as about 12,500 feet, countries reordered, with a distractor
    (
        "Lake Titicaca, which straddles the border between Peru and Bolivia, lies roughly 12,500 feet above sea level.",
        [
            "Lake Titicaca sits at an elevation of about 3,812 m.",
            "The lake is shared by Bolivia and Peru.",
            "Its largest island is Isla del Sol.",
        ],
        "s",
    ),
    # history (en): order of events reversed, the Wall fell almost a year before reunification
    (
        "The Berlin Wall fell in November 1989, one year after German reunification.",
        [
            "The Berlin Wall fell on 9 November 1989.",
            "Germany was reunified on 3 October 1990.",
        ],
        "u",
    ),
    # tennis (en): "still played on grass" for "played on grass courts", with a clay distractor
    (
        "Wimbledon is the only Grand Slam tournament that is played on grass.",
        [
            "Of the four Grand Slam tournaments, Wimbledon is the only one played on grass courts.",
            "The French Open is played on clay.",
        ],
        "s",
    ),
    # marathon (en): unit swapped, 42.195 kilometres given as miles
    (
        "The official marathon distance is 42.195 miles.",
        [
            "The official marathon distance is 42.195 kilometres (26.2 miles).",
            "The half marathon is exactly half of that distance.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- German
    # train tickets (de): "bundesweit" for "deutschlandweit", "nicht im ICE" for "ausgeschlossen", facts joined
    (
        "Das Deutschlandticket kostet 58 Euro im Monat und gilt bundesweit im Nahverkehr, nicht aber im ICE.",
        [
            "Das Deutschlandticket gilt deutschlandweit in allen Bussen und Bahnen des Nah- und Regionalverkehrs.",
            "Der Preis beträgt 58 € pro Monat.",
            "Fernverkehrszüge wie ICE und IC sind ausgeschlossen.",
        ],
        "s",
    ),
    # waste collection (de): fortnightly emptying turned into weekly, with the weekly Restmüll as distractor
    (
        "Die Biotonne wird jeden Dienstag geleert.",
        [
            "Die Biotonne wird alle zwei Wochen am Dienstag geleert.",
            "Die Restmülltonne wird jeden Donnerstag abgeholt.",
        ],
        "u",
    ),
    # address registration (de): "zwei Wochen" for 14 Tage, "nach einem Umzug" for "wer eine neue Wohnung bezieht"
    (
        "Nach einem Umzug muss man sich innerhalb von zwei Wochen bei der Meldebehörde anmelden.",
        [
            "Wer eine neue Wohnung bezieht, hat sich innerhalb von 14 Tagen nach dem Einzug bei der "
            "Meldebehörde anzumelden.",
            "Für die Anmeldung ist eine Wohnungsgeberbestätigung erforderlich.",
        ],
        "s",
    ),
    # car inspection (de): interval after the first inspection shortened from 24 months to every year
    (
        "Neuwagen müssen erst nach drei Jahren zur Hauptuntersuchung, danach jedes Jahr.",
        [
            "Bei Neuwagen ist die erste Hauptuntersuchung nach 36 Monaten fällig.",
            "Danach muss der Pkw alle 24 Monate zur HU.",
        ],
        "u",
    ),
    # boiling point (de): "Grad Celsius" for °C, "etwa" for "rund", two facts joined
    (
        "Wasser siedet auf Meereshöhe bei 100 Grad Celsius, auf der Zugspitze dagegen schon bei etwa 90 Grad.",
        [
            "Bei normalem Luftdruck auf Meereshöhe siedet Wasser bei 100 °C.",
            "Auf dem Gipfel der Zugspitze (2962 m) liegt der Siedepunkt wegen des geringeren Luftdrucks bei "
            "rund 90 °C.",
        ],
        "s",
    ),
    # gym contract (de): one-month notice period turned into cancellation without notice
    (
        "Die Mitgliedschaft im Fitnessstudio kann nach der Mindestlaufzeit jederzeit fristlos gekündigt werden.",
        [
            "Die Mindestlaufzeit beträgt zwölf Monate.",
            "Danach ist der Vertrag mit einer Frist von einem Monat kündbar.",
        ],
        "u",
    ),
    # lakes (de): countries reordered, "grenzt an" for "liegt im Dreiländereck", with an area distractor
    (
        "Der Bodensee grenzt an Deutschland, Österreich und die Schweiz.",
        [
            "Der Bodensee liegt im Dreiländereck von Deutschland, der Schweiz und Österreich.",
            "Mit 536 km² ist er der drittgrößte See Mitteleuropas.",
        ],
        "s",
    ),
    # ----------------------------------------------------------------- French
    # train tickets (fr): "sans frais" for "gratuitement", "trois" for 3, with a fee distractor
    (
        "Les billets TGV INOUI sont échangeables sans frais jusqu'à trois jours avant le départ.",
        [
            "Les billets TGV INOUI peuvent être échangés gratuitement jusqu'à 3 jours avant le départ.",
            "Au-delà, une retenue de 19 € s'applique.",
        ],
        "s",
    ),
    # vaccination advice (fr): age threshold lowered from 65 to 60
    (
        "Le vaccin contre la grippe est recommandé chaque année à toutes les personnes de plus de 60 ans.",
        [
            "La vaccination contre la grippe est recommandée chaque année aux personnes âgées de 65 ans et plus.",
            "Elle est également recommandée aux femmes enceintes.",
        ],
        "u",
    ),
    # library loans (fr): "trois semaines" for 21 jours, "dix" for 10, with a DVD distractor
    (
        "À la médiathèque, on peut emprunter jusqu'à dix documents pour trois semaines.",
        [
            "Chaque abonné peut emprunter 10 documents simultanément.",
            "La durée du prêt est de 21 jours.",
            "Les DVD sont limités à 3 par carte.",
        ],
        "s",
    ),
    # history (fr): two dates wrongly joined, Louis XVI was executed in 1793, not 1789
    (
        "La Bastille a été prise le 14 juillet 1789, et Louis XVI a été exécuté la même année.",
        [
            "La prise de la Bastille a eu lieu le 14 juillet 1789.",
            "Louis XVI fut guillotiné le 21 janvier 1793.",
        ],
        "u",
    ),
    # password reset help page (fr): "une heure" for 60 minutes, steps joined
    (
        "Pour réinitialiser votre mot de passe, cliquez sur « Mot de passe oublié » : le lien envoyé par e-mail "
        "reste valable une heure.",
        [
            "Cliquez sur « Mot de passe oublié » sur la page de connexion.",
            "Vous recevrez un e-mail contenant un lien de réinitialisation valable 60 minutes.",
        ],
        "s",
    ),
    # company password policy (fr): periodic change every 90 days added, the policy says it is no longer required
    (
        "Le mot de passe doit contenir au moins 12 caractères et être changé tous les 90 jours.",
        [
            "Les mots de passe doivent comporter au minimum 12 caractères, dont un chiffre et un caractère spécial.",
            "Il n'est plus obligatoire de changer son mot de passe périodiquement, sauf en cas de compromission.",
        ],
        "u",
    ),
    # mountains (fr): comparison reversed, Elbrus (5 642 m) is higher than Mont Blanc (4 806 m)
    (
        "Le mont Blanc est plus haut que le mont Elbrouz.",
        [
            "Le mont Blanc culmine à 4 806 mètres.",
            "L'Elbrouz, dans le Caucase, atteint 5 642 mètres.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Spanish
    # metro timetable (es): times written in words for 6:00 and 1:30, with a frequency distractor
    (
        "El metro de Madrid funciona de seis de la mañana a la una y media de la madrugada.",
        [
            "El horario del servicio de Metro de Madrid es de 6:00 a 1:30 horas.",
            "La frecuencia en hora punta es de 2 a 4 minutos.",
        ],
        "s",
    ),
    # car rental (es): zero-excess cover claimed as included, it is sold separately
    (
        "El alquiler incluye kilometraje ilimitado y seguro a todo riesgo sin franquicia.",
        [
            "Todas las tarifas incluyen kilometraje ilimitado.",
            "El seguro básico incluido tiene una franquicia de 900 €; la cobertura sin franquicia se contrata aparte.",
        ],
        "u",
    ),
    # recipes (es): subset of the ingredient list, "un kilo" for 1 kg, "medio" for 1/2
    (
        "Para el gazpacho se necesita un kilo de tomates maduros, un pimiento verde y medio pepino.",
        [
            "Ingredientes: 1 kg de tomates maduros, 1 pimiento verde, 1/2 pepino, 1 diente de ajo, 50 ml de "
            "aceite de oliva.",
            "Servir muy frío.",
        ],
        "s",
    ),
    # insurance claims (es): seven calendar days turned into seven working days
    (
        "Los siniestros deben comunicarse a la aseguradora en un plazo máximo de siete días hábiles.",
        [
            "El asegurado deberá comunicar el siniestro en un plazo máximo de siete días naturales desde que "
            "lo conoció.",
            "La comunicación puede hacerse por teléfono o a través de la app.",
        ],
        "u",
    ),
    # speed of light (es): "algo más de ocho minutos" for 8 minutes 20 seconds, with a Moon distractor
    (
        "La luz del Sol tarda algo más de ocho minutos en llegar a la Tierra.",
        [
            "La luz solar tarda aproximadamente 8 minutos y 20 segundos en llegar a la Tierra.",
            "La luz reflejada por la Luna tarda poco más de un segundo.",
        ],
        "s",
    ),
    # football (es): wrong person, the winning goal was scored by Iniesta, not Xavi
    (
        "En la final del Mundial de 2010, España venció a Países Bajos con un gol de Xavi.",
        [
            "España ganó la final del Mundial 2010 a Países Bajos por 1-0.",
            "El gol lo marcó Andrés Iniesta en el minuto 116.",
            "Iker Casillas levantó el trofeo como capitán.",
        ],
        "u",
    ),
    # identity cards (es): "doce euros" for 12,00 €, two facts joined, with a distractor about over-70s
    (
        "Para renovar el DNI hay que pedir cita previa y pagar una tasa de doce euros.",
        [
            "La renovación del DNI requiere cita previa.",
            "La tasa es de 12,00 €.",
            "El DNI de los mayores de 70 años es permanente.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Italian
    # train tickets (it): 4-hour validity after validation turned into a 4-hour deadline for validating
    (
        "Il biglietto regionale deve essere convalidato entro quattro ore dalla partenza.",
        [
            "I biglietti regionali cartacei vanno convalidati prima della partenza.",
            "Dopo la convalida, il biglietto è valido per 4 ore per percorsi fino a 200 km.",
        ],
        "u",
    ),
    # sunscreen leaflet (it): "due ore" for 2 ore, "dopo ogni bagno" for "dopo essere usciti dall'acqua"
    (
        "La crema solare va riapplicata ogni due ore e dopo ogni bagno.",
        [
            "Riapplicare il prodotto almeno ogni 2 ore e sempre dopo essere usciti dall'acqua.",
            "Evitare l'esposizione al sole tra le 12 e le 16.",
        ],
        "s",
    ),
    # history (it): negation, women also voted in 1946, the claim says only men did
    (
        "L'Italia divenne una repubblica con il referendum del 2 giugno 1946, a cui votarono solo gli uomini.",
        [
            "Con il referendum del 2 giugno 1946 gli italiani scelsero la repubblica.",
            "Fu la prima consultazione a livello nazionale in cui votarono anche le donne.",
        ],
        "u",
    ),
    # cycling (it): "vinto" for "conquistato la maglia rosa finale", with a runner-up distractor
    (
        "Il Giro d'Italia 2024 è stato vinto da Tadej Pogačar.",
        [
            "Tadej Pogačar ha conquistato la maglia rosa finale del Giro d'Italia 2024.",
            "Al secondo posto si è classificato Daniel Martínez.",
        ],
        "s",
    ),
    # bus timetable (it): weekday frequency of 10 minutes extended to Sundays (every 20 minutes)
    (
        "L'autobus 64 passa ogni dieci minuti anche la domenica.",
        [
            "Nei giorni feriali la linea 64 ha una frequenza di 10 minuti.",
            "La domenica e nei festivi le corse sono ogni 20 minuti.",
        ],
        "u",
    ),
    # instant bank transfers (it): "pochi secondi" for "meno di 10 secondi", "festivi" from "7 giorni su 7"
    (
        "Un bonifico istantaneo arriva al beneficiario in pochi secondi, anche nei giorni festivi.",
        [
            "Con il bonifico istantaneo il denaro viene accreditato sul conto del beneficiario in meno di 10 secondi.",
            "Il servizio è disponibile 24 ore su 24, 7 giorni su 7, festivi inclusi.",
        ],
        "s",
    ),
    # lakes (it): superlative swapped, Garda is the largest lake, Como the deepest
    (
        "Il Lago di Garda è il lago più profondo d'Italia.",
        [
            "Il Lago di Garda è il lago più grande d'Italia, con una superficie di 370 km².",
            "Il lago più profondo è il Lago di Como, che raggiunge i 425 metri.",
        ],
        "u",
    ),
    # ------------------------------------------------------------- Portuguese
    # transit pass (pt): "quarenta euros por mês" for "custo mensal de 40 €", two facts joined
    (
        "O passe Navegante Metropolitano custa quarenta euros por mês e pode ser usado em todos os "
        "transportes públicos da Área Metropolitana de Lisboa.",
        [
            "O passe Navegante Metropolitano tem um custo mensal de 40 €.",
            "É válido em todos os operadores de transporte público dos 18 municípios da Área Metropolitana de Lisboa.",
        ],
        "s",
    ),
    # blood donation (pt): minimum weight lowered from 50 kg to 45 kg
    (
        "Pode dar sangue qualquer pessoa entre os 18 e os 65 anos que pese pelo menos 45 kg.",
        [
            "Para dar sangue, é necessário ter entre 18 e 65 anos.",
            "O peso mínimo exigido é de 50 kg.",
        ],
        "u",
    ),
    # antibiotic leaflet (pt): "de oito em oito horas" for "a cada 8 horas", "uma semana" for 7 dias
    (
        "O antibiótico deve ser tomado de oito em oito horas durante uma semana, mesmo que os sintomas "
        "desapareçam antes.",
        [
            "Tome 1 cápsula a cada 8 horas, durante 7 dias.",
            "Não interrompa o tratamento antes do fim, ainda que já não tenha sintomas.",
        ],
        "s",
    ),
    # consumer warranty (pt): legal warranty of 3 years given as 2 years
    (
        "A garantia legal dos eletrodomésticos novos comprados em Portugal é de dois anos.",
        [
            "Desde 2022, os bens móveis novos comprados em Portugal têm uma garantia legal de 3 anos.",
            "Nos bens usados, o prazo pode ser reduzido para 18 meses por acordo entre as partes.",
        ],
        "u",
    ),
    # history (pt): date as 25/04/1974, "pôs fim ao" for "derrubou"
    (
        "A Revolução dos Cravos aconteceu a 25/04/1974 e pôs fim ao Estado Novo.",
        [
            "Em 25 de abril de 1974, a Revolução dos Cravos derrubou o regime do Estado Novo.",
        ],
        "s",
    ),
    # streaming plans (pt): Premium's four screens attributed to the Standard plan
    (
        "No plano Padrão, é possível ver em quatro ecrãs ao mesmo tempo.",
        [
            "O plano Padrão permite assistir em 2 dispositivos em simultâneo.",
            "O plano Premium permite até 4 ecrãs em simultâneo.",
        ],
        "u",
    ),
    # waterfalls (pt): countries reordered, two facts joined, with a distractor about the Devil's Throat
    (
        "As Cataratas do Iguaçu ficam na fronteira entre o Brasil e a Argentina e têm cerca de 275 quedas.",
        [
            "As Cataratas do Iguaçu são um conjunto de cerca de 275 quedas de água.",
            "Estão localizadas na fronteira entre a Argentina e o Brasil.",
            "A Garganta do Diabo é a maior queda, com 82 metros.",
        ],
        "s",
    ),
    # --------------------------------------------------------------- Japanese
    # high-speed trains (ja): 2時間21分 restated as 141分, with a Hikari distractor
    (
        "のぞみを使えば、東京から新大阪まで最短141分で行ける。",
        [
            "のぞみ号の東京～新大阪間の最速所要時間は2時間21分です。",
            "ひかり号では約3時間かかります。",
        ],
        "s",
    ),
    # waste collection (ja): collection day of burnable waste given for PET bottles
    (
        "ペットボトルは毎週月曜日に回収されます。",
        [
            "ペットボトルは第2・第4水曜日に回収します。",
            "燃やすごみは毎週月曜日と木曜日です。",
        ],
        "u",
    ),
    # school absence rules (ja): "五日" and "二日" for 5日 and 2日, paraphrase, with a COVID-19 distractor
    (
        "小学生がインフルエンザにかかった場合、発症後五日が過ぎ、さらに熱が下がってから二日が過ぎるまで出席停止となる。",
        [
            "学校保健安全法では、インフルエンザの出席停止期間は「発症した後5日を経過し、かつ、解熱した後2日（幼児は3日）を経過するまで」とされています。",
            "新型コロナウイルス感染症は、発症後5日を経過し、かつ症状軽快後1日を経過するまでです。",
        ],
        "s",
    ),
    # software documentation (ja): refresh-token lifetime (24 hours) attributed to the access token (1 hour)
    (
        "このAPIのアクセストークンの有効期限は24時間です。",
        [
            "アクセストークンの有効期限は1時間です。",
            "リフレッシュトークンは24時間有効です。",
        ],
        "u",
    ),
    # mountains (ja): wrong place, Fuji straddles Shizuoka and Yamanashi, not Nagano
    (
        "富士山は山梨県と長野県にまたがっている。",
        [
            "富士山は静岡県と山梨県にまたがる標高3,776mの活火山である。",
            "最後の噴火は1707年の宝永噴火である。",
        ],
        "u",
    ),
    # paid leave policy (ja): condition dropped, leave is granted only with at least 80% attendance
    (
        "入社6か月後に、10日間の年次有給休暇が付与されます。",
        [
            "年次有給休暇は、入社日から半年間継続勤務し、全労働日の8割以上出勤した従業員に10日付与されます。",
            "未使用の有給休暇は翌年度に限り繰り越すことができます。",
        ],
        "u",
    ),
    # sumo (ja): "奇数月" summarises the listed months, "年6回" and 15日間 joined from two sentences
    (
        "大相撲の本場所は奇数月に年6回開かれ、1場所は15日間である。",
        [
            "本場所は1月、3月、5月、7月、9月、11月の年6回行われる。",
            "各場所は15日間にわたって行われる。",
        ],
        "s",
    ),
    # ---------------------------------------------------------- cross-lingual
    # order dispatch (en claim, fr evidence): "2 pm" for 14 h, "business day" for "jour ouvré"
    (
        "Orders placed before 2 pm on a business day are shipped the same day.",
        [
            "Les commandes passées avant 14 h un jour ouvré sont expédiées le jour même.",
            "Les commandes du week-end partent le lundi.",
        ],
        "s",
    ),
    # mountains (it claim, de evidence): wrong neighbour country, Austria instead of Italy
    (
        "Il Cervino è alto 4.478 metri e si trova al confine tra Svizzera e Austria.",
        [
            "Das Matterhorn ist 4478 Meter hoch.",
            "Es liegt an der Grenze zwischen der Schweiz und Italien.",
        ],
        "u",
    ),
    # museum free entry (pt claim, es evidence): "18h às 20h" for 18:00 a 20:00, with a Sunday distractor
    (
        "A entrada no Museu do Prado é gratuita de segunda a sábado, das 18h às 20h.",
        [
            "La entrada al Museo del Prado es gratuita de lunes a sábado de 18:00 a 20:00 h.",
            "Domingos y festivos, de 17:00 a 19:00 h.",
        ],
        "s",
    ),
    # bank account fees (ja claim, en evidence): free ATM withdrawals raised from three to five a month
    (
        "この口座は口座維持手数料が無料で、ATM手数料も月5回まで無料です。",
        [
            "There is no monthly account maintenance fee.",
            "ATM withdrawals are free up to three times per month.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
