"""Fresh everyday claims written on 2026-12-07 (sixteenth session) by a helper, as a held-out test measured only
after the session's fixes: insurance policies, telecom contracts, airline baggage rules, train tickets, restaurant
menus and allergens, gardening, pet care, university admissions, tax deadlines, job adverts, real estate listings,
car maintenance, smart-home devices, video games, music history, art museums, medicine dosage leaflets, weather and
climate, astronomy, biology, famous inventors, football clubs and programming languages and APIs, in
en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh9.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # insurance policy (en): paraphrase of laptop accidental-damage cover and its £1,500 limit, with a distractor
    (
        "The home contents policy covers accidental damage to laptops, up to £1,500 per claim.",
        [
            "Laptops are insured against accidental damage under the home contents policy, with a limit of "
            "£1,500 for each claim.",
            "Mobile phones are excluded unless you add the Gadget Cover option.",
        ],
        "s",
    ),
    # insurance policy (en): condition dropped, winter sports are only covered with the add-on
    (
        "The standard travel insurance policy covers skiing holidays.",
        [
            "Skiing and other winter sports are only covered if you buy the Winter Sports add-on.",
            "The standard policy covers emergency medical expenses up to £10 million.",
        ],
        "u",
    ),
    # telecom contract (en): "thirty days' notice" and "at any time" restate 30 days and "whenever you like"
    (
        "The SIM-only plan can be cancelled at any time with thirty days' notice.",
        [
            "Our SIM-only plan runs on a rolling monthly basis, and you can end it whenever you like by giving "
            "us 30 days' notice.",
            "Handset contracts have a minimum term of 24 months.",
        ],
        "s",
    ),
    # airline baggage (en): role swap, the Classic fare's checked bag attributed to the Light fare
    (
        "Economy Light fares include one checked bag of up to 23 kg.",
        [
            "Economy Light fares include a cabin bag only; checked baggage can be added for a fee.",
            "Economy Classic fares include one checked bag weighing up to 23 kg.",
        ],
        "u",
    ),
    # train tickets (en): "up to a month after your outward journey" restates "within one calendar month"
    (
        "With an Off-Peak Return, you can come back on any off-peak train up to a month after your outward journey.",
        [
            "The return portion of an Off-Peak Return ticket can be used on any off-peak train within one "
            "calendar month of the outward date.",
            "Anytime Return tickets are valid on any train, including at peak times.",
        ],
        "s",
    ),
    # restaurant allergens (en): list member added, walnuts are in the cake, not the pesto
    (
        "The house pesto contains pine nuts, parmesan and walnuts.",
        [
            "Our house pesto is made with fresh basil, pine nuts, parmesan and extra virgin olive oil.",
            "The walnut cake is baked in the same kitchen.",
        ],
        "u",
    ),
    # gardening (en): "after the last frost" and "end of May" restate "no more risk of frost" and "late May"
    (
        "Tomato seedlings should be planted outdoors after the last frost, which is typically at the end of May.",
        [
            "Move tomato plants outside only once there is no more risk of frost, which is usually in late May.",
            "Chillies and aubergines do better in a greenhouse in cooler regions.",
        ],
        "s",
    ),
    # pet care (en): comparison reversed, puppies eat more often than adult dogs
    (
        "Adult dogs should be fed more often than puppies.",
        [
            "Puppies under six months old should be fed three to four times a day.",
            "Most adult dogs do well on two meals a day.",
        ],
        "u",
    ),
    # university admissions (en): "January 15, 2027" for 15/01/2027, "to start in September" for September entry
    (
        "Applications to start in September 2027 must be submitted by January 15, 2027.",
        [
            "The application deadline for September 2027 entry is 15/01/2027.",
            "International applicants must also submit an English test score by 30 June 2027.",
        ],
        "s",
    ),
    # tax deadlines (en): online deadline given for paper returns
    (
        "Paper Self Assessment returns can be filed until 31 January 2027.",
        [
            "The deadline for paper Self Assessment returns is 31 October 2026.",
            "If you file online, you have until 31 January 2027.",
        ],
        "u",
    ),
    # job advert (en): two facts joined, "£42k and £48k" for £42,000–£48,000, three office days in Leeds
    (
        "The data analyst role pays between £42k and £48k and requires three days a week in the Leeds office.",
        [
            "Data Analyst – Salary: £42,000–£48,000 per year.",
            "This is a hybrid role: you will work from our Leeds office three days per week and from home for "
            "the rest.",
        ],
        "s",
    ),
    # real estate listing (en): direction changed, the balcony faces west; the south-facing garden is another unit
    (
        "The second-floor flat has a south-facing balcony.",
        [
            "The second-floor flat has a west-facing balcony overlooking the park.",
            "The garden of the ground-floor flat faces south.",
        ],
        "u",
    ),
    # programming API (en): paraphrase of the str.split() documentation, with a distractor about rsplit
    (
        "Called without arguments, Python's str.split() treats consecutive whitespace as a single separator.",
        [
            "If sep is not specified or is None, runs of consecutive whitespace are regarded as a single separator.",
            "The str.rsplit() method works the same way but splits from the right.",
        ],
        "s",
    ),
    # smart-home device (en): the schedule keeps running offline, but app control does not work without Wi-Fi
    (
        "You can still adjust the thermostat from the app when the Wi-Fi is down.",
        [
            "If the Wi-Fi connection is lost, the thermostat keeps following its heating schedule.",
            "Remote control through the app is not available while the thermostat is offline.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- German
    # car maintenance (de): "fünfzehntausend Kilometer" and "zwölf Monate" restate 15.000 km and "einmal jährlich"
    (
        "Das Motoröl sollte alle fünfzehntausend Kilometer gewechselt werden, spätestens aber nach zwölf Monaten.",
        [
            "Ölwechsel: alle 15.000 km oder spätestens einmal jährlich.",
            "Die Bremsflüssigkeit wird alle zwei Jahre erneuert.",
        ],
        "s",
    ),
    # train tickets (de): the Flexpreis' free cancellation attributed to the Sparpreis
    (
        "Sparpreis-Tickets können bis einen Tag vor dem ersten Geltungstag kostenlos storniert werden.",
        [
            "Sparpreis-Tickets können bis einen Tag vor dem ersten Geltungstag gegen ein Entgelt von 10 Euro "
            "storniert werden.",
            "Flexpreis-Tickets sind bis einen Tag vor dem ersten Geltungstag kostenlos stornierbar.",
        ],
        "u",
    ),
    # medicine leaflet (de): two facts joined, "sechs Tabletten" and "sechs Stunden" for 6 and 6
    (
        "Erwachsene dürfen höchstens sechs Tabletten am Tag einnehmen, wobei zwischen zwei Einnahmen mindestens "
        "sechs Stunden liegen müssen.",
        [
            "Erwachsene und Jugendliche ab 12 Jahren nehmen 1 bis 2 Tabletten ein, höchstens jedoch 6 Tabletten "
            "pro Tag.",
            "Der Abstand zwischen den einzelnen Einnahmen muss mindestens 6 Stunden betragen.",
        ],
        "s",
    ),
    # football clubs (de): Schalke's founding year given to Borussia Dortmund
    (
        "Borussia Dortmund wurde im Jahr 1904 gegründet.",
        [
            "Borussia Dortmund wurde am 19. Dezember 1909 gegründet.",
            "Der FC Schalke 04 entstand im Jahr 1904.",
        ],
        "u",
    ),
    # weather forecast (de): "Donnerstagnachmittag" and "einunddreißig Grad" restate the forecast, with a distractor
    (
        "Für Donnerstagnachmittag werden teils kräftige Gewitter erwartet, bei Höchstwerten von einunddreißig Grad.",
        [
            "Am Donnerstag steigen die Temperaturen auf bis zu 31 Grad, ab dem Nachmittag bilden sich teils "
            "kräftige Gewitter.",
            "Am Freitag wird es deutlich kühler.",
        ],
        "s",
    ),
    # smart-home device (de): colour changed, a muted microphone is shown by an orange ring, not a red one
    (
        "Ein rot leuchtender Lichtring zeigt an, dass das Mikrofon des Lautsprechers stummgeschaltet ist.",
        [
            "Ist das Mikrofon stummgeschaltet, leuchtet der Lichtring dauerhaft orange.",
            "Ein blau pulsierender Ring bedeutet, dass das Gerät gerade zuhört.",
        ],
        "u",
    ),
    # gardening (de): "im April oder Mai" and "abgetrocknet" restate "etwa April bis Mai" and the soil condition
    (
        "Vertikutieren sollte man den Rasen im Frühjahr, etwa im April oder Mai, wenn der Boden abgetrocknet ist.",
        [
            "Der beste Zeitpunkt zum Vertikutieren ist das Frühjahr – etwa April bis Mai –, sobald der Boden gut "
            "abgetrocknet ist.",
            "Gedüngt wird am besten zwei Wochen danach.",
        ],
        "s",
    ),
    # ----------------------------------------------------------------- French
    # telecom contract (fr): place swap, the 100 GB are for France, only 25 GB in Europe
    (
        "Le forfait 5G inclut 100 Go utilisables depuis les autres pays de l'Union européenne.",
        [
            "Le forfait 5G comprend 100 Go d'internet mobile en France métropolitaine.",
            "Depuis les autres pays de l'Union européenne, 25 Go sont utilisables chaque mois.",
        ],
        "u",
    ),
    # restaurant menu (fr): "dix-neuf euros cinquante" for 19,50 €, "le midi" for "formule déjeuner"
    (
        "Du lundi au vendredi, le midi, on peut prendre entrée, plat et dessert pour dix-neuf euros cinquante.",
        [
            "Formule déjeuner à 19,50 € (entrée + plat + dessert), servie en semaine du lundi au vendredi.",
            "Le soir, seul le menu dégustation est proposé.",
        ],
        "s",
    ),
    # art museum (fr): day changed, the late opening is on Thursday, not Friday
    (
        "Le vendredi, le musée des Beaux-Arts reste ouvert jusqu'à 21h45.",
        [
            "Le musée des Beaux-Arts est ouvert du mardi au dimanche de 9h30 à 18h.",
            "Une nocturne a lieu chaque jeudi jusqu'à 21h45.",
        ],
        "u",
    ),
    # astronomy (fr): "8 min 20 s" for "huit minutes et vingt secondes", with a distractor about the Moon
    (
        "Il faut à peu près 8 min 20 s à la lumière du Soleil pour arriver jusqu'à la Terre.",
        [
            "La lumière émise par le Soleil met environ huit minutes et vingt secondes pour parvenir à la Terre.",
            "Depuis la Lune, la lumière réfléchie met un peu plus d'une seconde.",
        ],
        "s",
    ),
    # university admissions (fr): quantifier widened, only shortlisted candidates have an interview
    (
        "Tous les candidats au master passent un entretien oral.",
        [
            "Les candidats présélectionnés sur dossier sont convoqués à un entretien oral.",
            "Les résultats d'admission sont publiés fin juin.",
        ],
        "u",
    ),
    # pet care (fr): "huit semaines" and "trois à quatre semaines" for 8 and 3 à 4, with a distractor about rabies
    (
        "Les chatons peuvent être vaccinés contre le typhus et le coryza dès huit semaines, avec un rappel trois "
        "à quatre semaines plus tard.",
        [
            "Première injection contre le typhus et le coryza : à partir de 8 semaines ; rappel 3 à 4 semaines après.",
            "La vaccination contre la rage n'est obligatoire que pour voyager à l'étranger.",
        ],
        "s",
    ),
    # famous inventors (fr): person swap, Bell patented the telephone, Edison the light bulb
    (
        "Thomas Edison a obtenu le brevet du téléphone en 1876.",
        [
            "Alexander Graham Bell obtient en 1876 le brevet du téléphone.",
            "Thomas Edison dépose en 1879 le brevet de sa lampe à incandescence.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Spanish
    # airline baggage (es): "diez kilos" for 10 kg, measurements and weight in reverse order
    (
        "La maleta de cabina puede pesar como máximo diez kilos y medir hasta 55 × 40 × 20 cm.",
        [
            "El equipaje de mano no debe exceder las medidas de 55 x 40 x 20 cm ni un peso de 10 kg.",
            "Además, se permite un artículo personal que quepa bajo el asiento.",
        ],
        "s",
    ),
    # tax deadlines (es): condition ignored, with direct debit the deadline is 25 June, not the campaign's 30 June
    (
        "Si eliges domiciliar el pago de la Renta, puedes presentar la declaración hasta el 30 de junio.",
        [
            "La campaña de la Renta se desarrolla del 2 de abril al 30 de junio de 2026.",
            "Si la declaración sale a pagar y se domicilia el pago, el plazo termina el 25 de junio.",
        ],
        "u",
    ),
    # real estate listing (es): "habitaciones" and "metros cuadrados" for dormitorios and m², reordered
    (
        "El piso tiene tres habitaciones y dos baños repartidos en 85 metros cuadrados.",
        [
            "Vivienda de 85 m² distribuidos en tres dormitorios, dos cuartos de baño, cocina y salón.",
            "La plaza de garaje se vende por separado.",
        ],
        "s",
    ),
    # video games (es): list member added, Xbox is not among the launch platforms
    (
        "El juego saldrá el 14 de marzo para PlayStation 5, Xbox Series X|S y PC.",
        [
            "El lanzamiento está previsto para el 14 de marzo en PlayStation 5 y PC.",
            "La versión para Nintendo Switch 2 llegará más adelante.",
        ],
        "u",
    ),
    # biology (es): "cien mil veces diarias" for 100.000 veces al día, with a distractor about hummingbirds
    (
        "El corazón de un adulto late alrededor de cien mil veces diarias.",
        [
            "El corazón humano adulto late unas 100.000 veces al día.",
            "El de un colibrí puede superar los 1.000 latidos por minuto.",
        ],
        "s",
    ),
    # restaurant allergens (es): negation, the restaurant explicitly cannot guarantee absence of traces
    (
        "El restaurante garantiza que sus platos sin gluten están libres de trazas.",
        [
            "Disponemos de opciones sin gluten, marcadas en la carta.",
            "Todos los platos se elaboran en la misma cocina, por lo que no podemos garantizar la ausencia total "
            "de trazas de gluten.",
        ],
        "u",
    ),
    # music history (es): "en una única jornada" for "en un solo día", month instead of full date
    (
        "Please Please Me, el álbum debut de los Beatles, se grabó en una única jornada en febrero de 1963.",
        [
            "El primer álbum de los Beatles, Please Please Me, se grabó en un solo día: el 11 de febrero de 1963.",
            "Salió a la venta en marzo de ese mismo año.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Italian
    # train tickets (it): condition ignored, a 150 km trip gets 4 hours, 6 hours only beyond 200 km
    (
        "Per un viaggio di 150 km, il biglietto regionale convalidato resta valido sei ore.",
        [
            "Per percorsi fino a 200 km, il biglietto regionale è valido 4 ore dalla convalida.",
            "Per percorsi superiori a 200 km, la validità sale a 6 ore.",
        ],
        "u",
    ),
    # art museum (it): "gratis" for "gratuito", "ingresso" for "accesso", with a distractor about evening hours
    (
        "La prima domenica di ogni mese l'ingresso alla Galleria è gratis.",
        [
            "Ogni prima domenica del mese l'accesso alla Galleria è gratuito.",
            "Il martedì l'orario di apertura si prolunga fino alle 22:00.",
        ],
        "s",
    ),
    # medicine leaflet (it): the syrup's age range given to the tablets, which are contraindicated under 12
    (
        "Le compresse possono essere date ai bambini a partire dai 6 anni.",
        [
            "Le compresse sono controindicate nei bambini di età inferiore ai 12 anni.",
            "Per i bambini dai 6 anni è disponibile la formulazione in sciroppo.",
        ],
        "u",
    ),
    # car maintenance (it): "15/11" and "15/04" for 15 novembre and 15 aprile, condition kept
    (
        "Dal 15/11 al 15/04, sulle strade con l'apposita segnaletica, servono gomme invernali oppure catene a bordo.",
        [
            "Sulle strade dove è presente l'apposito cartello, dal 15 novembre al 15 aprile è obbligatorio montare "
            "pneumatici invernali oppure avere le catene a bordo.",
            "Gli pneumatici invernali con codice di velocità inferiore possono essere usati fino al 15 maggio.",
        ],
        "s",
    ),
    # climate (it): superlative vs comparative, for Italy the evidence only says warmer than 2023
    (
        "Il 2024 è stato l'anno più caldo mai registrato in Italia.",
        [
            "Secondo i dati del CNR, in Italia il 2024 è stato più caldo del 2023.",
            "A livello globale, il 2024 è risultato l'anno più caldo da quando esistono misurazioni.",
        ],
        "u",
    ),
    # football clubs (it): two facts joined, "ventesimo" for 20°, with a distractor about Milan
    (
        "Con lo scudetto del 2024, il ventesimo della sua storia, l'Inter ha ottenuto la seconda stella.",
        [
            "Nel 2024 l'Inter ha conquistato il suo 20° scudetto.",
            "Questo titolo le ha permesso di cucire sulla maglia la seconda stella.",
            "Il Milan è fermo a 19 scudetti.",
        ],
        "s",
    ),
    # job advert (it): fixed-term contract described as permanent
    (
        "L'offerta prevede un contratto a tempo indeterminato.",
        [
            "Si offre un contratto a tempo determinato di 12 mesi, con possibilità di trasformazione a tempo "
            "indeterminato.",
            "RAL: 32.000 € lordi annui.",
        ],
        "u",
    ),
    # ------------------------------------------------------------- Portuguese
    # insurance policy (pt): "quinhentos euros" for 500 €, with a distractor about glass cover
    (
        "Na cobertura de danos próprios, a franquia é de quinhentos euros por sinistro.",
        [
            "O seguro de danos próprios tem uma franquia de 500 € por sinistro.",
            "A cobertura de quebra isolada de vidros não tem franquia.",
        ],
        "s",
    ),
    # telecom contract (pt): the mobile plan's 12 months given to the fibre + TV bundle, which has 24
    (
        "O pacote fibra + TV tem uma fidelização de 12 meses.",
        [
            "O pacote fibra + TV tem uma fidelização de 24 meses.",
            "O tarifário móvel pode ser contratado sem fidelização ou com fidelização de 12 meses.",
        ],
        "u",
    ),
    # gardening (pt): "de quinze em quinze dias" for "a cada 15 dias", "a terra secar por completo" for substrate
    (
        "No verão, as suculentas só devem ser regadas quando a terra secar por completo, mais ou menos de quinze "
        "em quinze dias.",
        [
            "Durante o verão, regue as suculentas apenas quando o substrato estiver totalmente seco — em geral, a "
            "cada 15 dias.",
            "No inverno, basta uma rega por mês.",
        ],
        "s",
    ),
    # astronomy (pt): place changed, Lisbon sees only a partial eclipse
    (
        "Em Lisboa, o eclipse solar de 12 de agosto de 2026 será visto como eclipse total.",
        [
            "O eclipse solar de 12 de agosto de 2026 será total numa faixa que atravessa o norte de Espanha.",
            "Em Portugal continental, incluindo Lisboa, o eclipse será apenas parcial.",
        ],
        "u",
    ),
    # programming API (pt): two facts joined, "cria um array novo" and "não modifica", with a distractor on sort()
    (
        "O método map() cria um array novo e não modifica o array original.",
        [
            "O método map() devolve um novo array com os resultados da função aplicada a cada elemento.",
            "O array sobre o qual é chamado não é alterado.",
            "Já o método sort() ordena o array no próprio lugar.",
        ],
        "s",
    ),
    # pet care (pt): invented cause, the evidence never says why chocolate is toxic
    (
        "O chocolate é tóxico para os cães por causa do açúcar que contém.",
        [
            "O chocolate é tóxico para os cães, sobretudo o chocolate negro.",
            "As uvas e as passas também podem causar insuficiência renal.",
        ],
        "u",
    ),
    # university admissions (pt): "21/07 a 04/08" for "entre 21 de julho e 4 de agosto"
    (
        "A primeira fase de candidaturas ao ensino superior decorre de 21/07 a 04/08.",
        [
            "A 1.ª fase do Concurso Nacional de Acesso ao ensino superior decorre entre 21 de julho e 4 de agosto.",
            "Os resultados da 1.ª fase são divulgados a 24 de agosto.",
        ],
        "s",
    ),
    # --------------------------------------------------------------- Japanese
    # weather forecast (ja): 「午後から」 for 「昼過ぎから」, 70% for 七十パーセント
    (
        "明日は午後から雨が降り出し、午後の降水確率は70%です。",
        [
            "明日は朝のうちは晴れますが、昼過ぎから雨となるでしょう。",
            "午後の降水確率は七十パーセントです。",
            "最高気温は18度の予想です。",
        ],
        "s",
    ),
    # train tickets (ja): time changed, reserved seats go on sale one month ahead, not two
    (
        "新幹線の指定席券は乗車日の2か月前から購入できる。",
        [
            "新幹線の指定席券は、乗車日の1か月前の午前10時に発売が開始されます。",
            "えきねっとでは、発売日のさらに1週間前から事前受付ができます。",
        ],
        "u",
    ),
    # medicine leaflet (ja): 「一回二錠を一日三回」 for 1回2錠を1日3回, adults covered by 15歳以上
    (
        "成人は一回二錠を一日三回、食後に服用する。",
        [
            "成人（15歳以上）：1回2錠を1日3回、食後に服用してください。",
            "15歳未満の小児は服用しないでください。",
        ],
        "s",
    ),
    # video games (ja): platform changed, Famicom, not Super Famicom
    (
        "『スーパーマリオブラザーズ』はスーパーファミコン用ソフトとして1985年に発売された。",
        [
            "『スーパーマリオブラザーズ』は1985年9月13日にファミリーコンピュータ用ソフトとして発売された。",
            "スーパーファミコンは1990年に登場した。",
        ],
        "u",
    ),
    # famous inventors (ja): paraphrase of the Wright brothers' first flight, with a distractor about its length
    (
        "1903年12月17日、ライト兄弟はキティホーク近くで世界初の有人動力飛行を成功させた。",
        [
            "ウィルバーとオーヴィルのライト兄弟は、1903年12月17日にノースカロライナ州キティホーク近郊で、"
            "動力飛行機による世界初の有人飛行に成功した。",
            "最初の飛行は12秒間で、約36メートルを飛んだ。",
        ],
        "s",
    ),
    # real estate listing (ja): negation, cats are explicitly not allowed, only one small dog
    (
        "この物件では猫を1匹まで飼うことができる。",
        [
            "ペット飼育は小型犬1匹に限り可能です（猫は不可）。",
            "楽器の演奏は午後8時まで可能です。",
        ],
        "u",
    ),
    # art museum (ja): place swap, the Sunflowers are at the SOMPO Museum, the NMWA holds Roses
    (
        "東京の国立西洋美術館はゴッホの《ひまわり》を所蔵している。",
        [
            "ゴッホの《ひまわり》の一点は、東京のSOMPO美術館が所蔵している。",
            "国立西洋美術館には、ゴッホの《ばら》が所蔵されている。",
        ],
        "u",
    ),
    # ---------------------------------------------------------- cross-lingual
    # programming languages (en claim, de evidence): "January 1, 2020" for "1. Januar 2020"
    (
        "Support for Python 2 ended on January 1, 2020.",
        [
            "Der Support für Python 2 endete am 1. Januar 2020.",
            "Python 3.0 war bereits im Dezember 2008 erschienen.",
        ],
        "s",
    ),
    # music history (it claim, fr evidence): facts from two sentences wrongly joined, born in Salzburg, died in Vienna
    (
        "Mozart nacque a Vienna nel 1756.",
        [
            "Wolfgang Amadeus Mozart est né à Salzbourg le 27 janvier 1756.",
            "Il est mort à Vienne le 5 décembre 1791.",
        ],
        "u",
    ),
    # biology (pt claim, es evidence): "aproximadamente seis semanas" for "unas seis semanas", summer kept
    (
        "No verão, uma abelha operária vive aproximadamente seis semanas.",
        [
            "En verano, una abeja obrera vive unas seis semanas.",
            "Las obreras nacidas en otoño pueden sobrevivir varios meses durante el invierno.",
        ],
        "s",
    ),
    # airline pets (ja claim, en evidence): condition changed, the 8 kg limit includes the carrier
    (
        "機内に持ち込めるペットは、キャリーを含まずに体重8kgまでです。",
        [
            "Pets may travel in the cabin if the combined weight of the pet and its carrier does not exceed 8 kg.",
            "Larger animals must travel in the hold.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
