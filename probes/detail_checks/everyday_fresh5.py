"""Fresh everyday claims written on 2026-12-07 (fourteenth session) by a helper, before they were run, as a held-out
test: insurance, mobile plans, hotels, libraries, waste collection, museums, sports, geography, history, leave
policies, API quotas, device specifications, nutrition, vaccination, renting, elections, programming releases,
parcel delivery, school enrolment and ecology, in en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh5.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # ---------------------------------------------------------------- English
    # travel insurance (en): "two million euros" restates €2,000,000, with a distractor
    (
        "The travel policy pays for emergency medical treatment abroad up to two million euros per trip.",
        [
            "Emergency medical expenses abroad are covered up to €2,000,000 per trip.",
            "Baggage is insured up to €1,500 per person.",
        ],
        "s",
    ),
    # mobile phone plans (en): data amount of the other plan attributed to the Basic plan
    (
        "The Basic plan includes 15 GB of data per month.",
        [
            "The Basic plan comes with 10 GB of monthly data and unlimited calls.",
            "The Plus plan adds another 15 GB on top of that for €5 more per month.",
        ],
        "u",
    ),
    # public libraries (en): "two weeks" for 14 days, with a distractor about books
    (
        "Borrowed DVDs have to be brought back within two weeks.",
        [
            "DVDs can be borrowed for 14 days and cannot be renewed.",
            "Books have a loan period of three weeks.",
        ],
        "s",
    ),
    # cloud API rate limits (en): quantifier widened from free-tier accounts to every account
    (
        "Every account, paid or free, is limited to 60 requests per minute.",
        [
            "Free-tier accounts may send up to 60 requests per minute.",
            "Paid plans raise this limit to 600 requests per minute.",
        ],
        "u",
    ),
    # geography (en): two sentences joined, "ends in" for "enters"
    (
        "Ireland's longest river, the Shannon, ends in the Atlantic Ocean.",
        [
            "The Shannon is the longest river in Ireland.",
            "It enters the Atlantic Ocean through a long estuary west of Limerick.",
            "Dublin lies on the River Liffey.",
        ],
        "s",
    ),
    # vaccination schedules (en): booster frequency changed, the five years come from a distractor
    (
        "Adults should get a tetanus booster every five years.",
        [
            "Adults should receive a tetanus and diphtheria booster every 10 years.",
            "An extra dose is advised after a deep wound if the last dose was more than five years ago.",
        ],
        "u",
    ),
    # parcel delivery (en): paraphrase, "a week" for seven days, facts joined
    (
        "If nobody is home, the courier takes the parcel to the nearest pickup point, where it is kept for a week.",
        [
            "When a delivery cannot be made because no one is available, the package is taken to the closest "
            "pickup point.",
            "Parcels are held there for seven days before being returned to the sender.",
        ],
        "s",
    ),
    # elections (en): correct comparison but an invented cause
    (
        "Turnout in the 2022 municipal election was higher than in 2018 because of the new postal voting rules.",
        [
            "Turnout in the 2022 municipal election was 54 percent, up from 49 percent in 2018.",
            "Postal voting was available on the same terms in both elections.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- German
    # renting a flat (de): "das Dreifache" for "drei Monatskaltmieten", with a distractor
    (
        "Die Kaution darf höchstens das Dreifache der monatlichen Kaltmiete betragen.",
        [
            "Die Mietkaution darf drei Monatskaltmieten nicht übersteigen.",
            "Sie kann in drei gleichen monatlichen Raten gezahlt werden.",
        ],
        "s",
    ),
    # employee leave policies (de): carry-over date changed from 31 March to end of June
    (
        "Resturlaub kann bis Ende Juni des Folgejahres übertragen werden.",
        [
            "Resturlaub kann bis zum 31. März des Folgejahres übertragen werden.",
            "Neue Mitarbeitende erhalten im ersten Jahr anteiligen Urlaub.",
        ],
        "u",
    ),
    # waste collection (de): "alle zwei Wochen" for "14-täglich", joined with the summer rule
    (
        "Die Biotonne wird alle zwei Wochen geleert, von Juni bis August jedoch jede Woche.",
        [
            "Die Biotonne wird 14-täglich abgeholt.",
            "Von Juni bis August erfolgt die Leerung wöchentlich.",
            "Sperrmüll muss vorher telefonisch angemeldet werden.",
        ],
        "s",
    ),
    # museum tickets (de): "erster Sonntag im Monat" widened to every Sunday
    (
        "Der Eintritt ist an jedem Sonntag für alle Besucher frei.",
        [
            "Am ersten Sonntag im Monat ist der Eintritt für alle Besucher frei.",
            "Kinder unter 6 Jahren haben immer freien Eintritt.",
        ],
        "u",
    ),
    # sports results (de): 2:1 win of Freiburg in Munich restated as Bayern's one-goal home defeat
    (
        "Bayern verlor das Heimspiel gegen Freiburg mit einem Tor Unterschied.",
        [
            "Der SC Freiburg gewann am Samstag in der Münchner Allianz Arena mit 2:1 gegen den FC Bayern.",
            "Für Freiburg war es der erste Sieg in München seit zwölf Jahren.",
        ],
        "s",
    ),
    # history (de): sequence reversed, reunification placed before the fall of the Wall
    (
        "Die Berliner Mauer fiel 1989, ein Jahr nach der deutschen Wiedervereinigung.",
        [
            "Die Berliner Mauer fiel am 9. November 1989.",
            "Die deutsche Wiedervereinigung erfolgte am 3. Oktober 1990.",
        ],
        "u",
    ),
    # laptop specifications (de): "anderthalb Kilogramm" for 1.500 g, joined with the display size
    (
        "Das Notebook wiegt anderthalb Kilogramm und hat einen 14-Zoll-Bildschirm.",
        [
            "Gewicht: 1.500 g.",
            "Display: 14 Zoll, 2880 × 1800 Pixel.",
            "Akkulaufzeit: bis zu 12 Stunden.",
        ],
        "s",
    ),
    # parcel delivery (de): place changed from post office to parcel locker
    (
        "Pakete, die nicht zugestellt werden können, werden in die nächste Packstation gebracht.",
        [
            "Kann ein Paket nicht zugestellt werden, wird es in der nächsten Postfiliale hinterlegt.",
            "Die Abholfrist beträgt sieben Werktage.",
        ],
        "u",
    ),
    # ----------------------------------------------------------------- French
    # home insurance (fr): facts joined from two sentences, "franchise" amount restated
    (
        "Les dégâts des eaux sont couverts, avec une franchise de 150 euros.",
        [
            "Le contrat multirisque habitation couvre les dégâts des eaux, l'incendie et le vol.",
            "Une franchise de 150 € s'applique à chaque sinistre.",
        ],
        "s",
    ),
    # mobile phone plans (fr): condition dropped, EU-only data presented as usable worldwide
    (
        "Le forfait inclut 20 Go utilisables partout dans le monde.",
        [
            "Le forfait comprend 100 Go en France métropolitaine, dont 20 Go utilisables depuis l'Union européenne.",
            "Les appels vers les fixes et les mobiles sont illimités.",
        ],
        "u",
    ),
    # hotel policies (fr): "la moitié" for 50 %, "48 heures" for "deux jours"
    (
        "En cas d'annulation moins de 48 heures avant l'arrivée, la moitié du séjour est facturée.",
        [
            "Toute annulation effectuée moins de deux jours avant la date d'arrivée entraîne la facturation "
            "de 50 % du montant du séjour.",
            "Les animaux sont acceptés moyennant un supplément de 15 € par nuit.",
        ],
        "s",
    ),
    # public libraries (fr): negation, new releases are the exception to online reservation
    (
        "Les nouveautés peuvent, comme les autres documents, être réservées en ligne.",
        [
            "Les documents peuvent être réservés en ligne depuis votre compte lecteur, à l'exception des nouveautés.",
            "Chaque lecteur peut emprunter jusqu'à 10 documents à la fois.",
        ],
        "u",
    ),
    # vaccination schedules (fr): "un an et quatre mois" for 16 months
    (
        "La seconde dose du vaccin ROR est faite à l'âge d'un an et quatre mois.",
        [
            "La première dose du vaccin ROR est recommandée à 12 mois.",
            "La seconde dose est administrée à 16 mois.",
        ],
        "s",
    ),
    # elections (fr): winner and loser swapped
    (
        "Au second tour, Marie Dupont a été battue par Paul Martin, qui a obtenu 52 % des voix.",
        [
            "Au second tour, Marie Dupont l'a emporté avec 52 % des voix face à Paul Martin.",
            "La participation s'est élevée à 61 %.",
        ],
        "u",
    ),
    # geography (fr): comparison derived from two heights
    (
        "Le mont Blanc est plus haut que le Cervin.",
        [
            "Le mont Blanc culmine à 4 806 mètres.",
            "Le Cervin atteint 4 478 mètres d'altitude.",
        ],
        "s",
    ),
    # recycling (fr): extra requirement (rinsing) the evidence never gives
    (
        "Les bouteilles en verre vont dans le conteneur vert, sans leurs bouchons, et doivent être rincées.",
        [
            "Les bouteilles et bocaux en verre se déposent dans le conteneur vert.",
            "Retirez les bouchons et couvercles avant le dépôt.",
            "Les cartons vont dans le bac jaune.",
        ],
        "u",
    ),
    # ---------------------------------------------------------------- Spanish
    # travel insurance (es): cancellation limit changed from 2.000 to 3.000 euros
    (
        "El seguro cubre la cancelación del viaje hasta 3.000 euros.",
        [
            "La póliza cubre los gastos de cancelación hasta 2.000 euros por asegurado.",
            "La asistencia médica en el extranjero está cubierta hasta 100.000 euros.",
        ],
        "u",
    ),
    # renting a flat (es): paraphrase of the notice period, "casero" for "arrendador"
    (
        "Para dejar el piso, el inquilino tiene que avisar al casero con al menos dos meses de antelación.",
        [
            "El inquilino debe comunicar al arrendador su desistimiento del contrato con una antelación "
            "mínima de dos meses.",
            "La fianza equivale a una mensualidad de renta.",
        ],
        "s",
    ),
    # cloud API quotas (es): time unit changed from per day to per month
    (
        "Cada proyecto puede hacer 10.000 llamadas a la API al mes.",
        [
            "La cuota predeterminada es de 10.000 solicitudes por día y por proyecto.",
            "Puede solicitar un aumento de cuota desde la consola.",
        ],
        "u",
    ),
    # nutrition labels (es): 1200 mg restated as 1,2 g, with a distractor
    (
        "El producto contiene 1,2 gramos de sal por cada 100 gramos.",
        [
            "Sal: 1200 mg por 100 g.",
            "Grasas: 3,5 g por 100 g, de las cuales saturadas: 0,8 g.",
        ],
        "s",
    ),
    # sports rules (es): foul-out number changed from five to four
    (
        "En las competiciones FIBA, un jugador queda eliminado al cometer su cuarta falta personal.",
        [
            "En las competiciones FIBA, un jugador que comete cinco faltas debe abandonar el partido.",
            "Cada cuarto dura diez minutos.",
        ],
        "u",
    ),
    # history (es): two dated facts joined, Guanahaní in the Bahamas restated as America
    (
        "Colón llegó a América en octubre de 1492, tras zarpar de Palos en agosto de ese mismo año.",
        [
            "Cristóbal Colón partió del puerto de Palos el 3 de agosto de 1492.",
            "Llegó a la isla de Guanahaní, en las Bahamas, el 12 de octubre de 1492.",
        ],
        "s",
    ),
    # school enrolment (es): "pueden" (optional, for extra points) turned into "deben"
    (
        "Las familias deben presentar el certificado de empadronamiento para poder matricular a sus hijos.",
        [
            "Las familias pueden presentar el certificado de empadronamiento para obtener puntos adicionales "
            "por proximidad.",
            "El plazo de solicitud termina el 15 de abril.",
        ],
        "u",
    ),
    # animals and ecology (es): "endémico" restated as "vive únicamente", joined with diet
    (
        "El lince ibérico se alimenta sobre todo de conejos y vive únicamente en la península ibérica.",
        [
            "El lince ibérico es endémico de la península ibérica.",
            "Su dieta se compone principalmente de conejo europeo.",
        ],
        "s",
    ),
    # ---------------------------------------------------------------- Italian
    # home insurance (it): vacancy condition changed from 45 to 60 days and reversed
    (
        "La garanzia furto vale anche quando la casa resta disabitata per più di 60 giorni.",
        [
            "La garanzia furto è valida solo se l'abitazione non resta disabitata per oltre 45 giorni consecutivi.",
            "Il massimale per i gioielli è di 5.000 euro.",
        ],
        "u",
    ),
    # public libraries (it): "una sola volta" for "una volta sola", "15 giorni" for "quindici giorni"
    (
        "I libri si possono rinnovare una sola volta, per altri 15 giorni.",
        [
            "Il prestito dura 30 giorni.",
            "È possibile rinnovare il prestito una volta sola, per ulteriori quindici giorni.",
            "La tessera è gratuita per i residenti.",
        ],
        "s",
    ),
    # phone specifications (it): comparison reversed, Pro battery is larger
    (
        "Il modello Pro ha una batteria più piccola del modello base.",
        [
            "Il modello base ha una batteria da 4.000 mAh.",
            "Il modello Pro monta una batteria da 4.500 mAh.",
        ],
        "u",
    ),
    # waste collection (it): weekly Tuesday pickup, "otto di sera del lunedì" for "20 del giorno precedente"
    (
        "La carta viene ritirata ogni martedì mattina e il contenitore va esposto dopo le otto di sera del lunedì.",
        [
            "La raccolta della carta avviene il martedì mattina, ogni settimana.",
            "I contenitori devono essere esposti dopo le 20 del giorno precedente.",
            "Il vetro si raccoglie il venerdì.",
        ],
        "s",
    ),
    # employee leave policies (it): number of leave days changed from 26 to 28
    (
        "I dipendenti a tempo pieno hanno diritto a 28 giorni di ferie all'anno.",
        [
            "Ogni dipendente a tempo pieno matura 26 giorni di ferie all'anno.",
            "Sono inoltre previste 32 ore di permessi retribuiti.",
        ],
        "u",
    ),
    # geography (it): "il più grande" for "il più esteso", joined with the three regions
    (
        "Il lago di Garda, il più grande d'Italia, si estende tra Lombardia, Veneto e Trentino-Alto Adige.",
        [
            "Il lago di Garda è il lago più esteso d'Italia.",
            "Le sue sponde sono divise tra Lombardia, Veneto e Trentino-Alto Adige.",
        ],
        "s",
    ),
    # programming release notes (it): feature attributed to the wrong version (3.11 instead of 3.10)
    (
        "Il pattern matching strutturale è arrivato con Python 3.11.",
        [
            "Python 3.10 ha introdotto il pattern matching strutturale con le istruzioni match e case.",
            "Python 3.11 ha portato miglioramenti di velocità tra il 10 e il 60%.",
        ],
        "u",
    ),
    # ------------------------------------------------------------- Portuguese
    # mobile phone plans (pt): "1,5 GB" for 1500 MB, joined with unlimited national calls
    (
        "O tarifário Base inclui 1,5 GB de dados por mês e chamadas ilimitadas para as redes nacionais.",
        [
            "O tarifário Base inclui 1500 MB de internet móvel mensais.",
            "As chamadas são ilimitadas para todas as redes nacionais.",
            "O cartão SIM é enviado gratuitamente.",
        ],
        "s",
    ),
    # hotel policies (pt): parking said to be free although it costs 12 euros a day
    (
        "O estacionamento do hotel é gratuito para os hóspedes.",
        [
            "O hotel dispõe de estacionamento privado por 12 euros por dia.",
            "O pequeno-almoço está incluído na tarifa.",
        ],
        "u",
    ),
    # museum tickets (pt): "até aos 12 anos" restates "menores de 13 anos"
    (
        "As crianças até aos 12 anos não pagam entrada.",
        [
            "A entrada é gratuita para menores de 13 anos.",
            "O bilhete normal custa 8 euros.",
        ],
        "s",
    ),
    # vaccination schedules (pt): restriction added, "apenas a raparigas" where boys are included too
    (
        "A vacina contra o HPV é dada aos 10 anos, apenas a raparigas.",
        [
            "A vacina contra o HPV é administrada aos 10 anos, a raparigas e rapazes.",
            "São necessárias duas doses, com um intervalo de seis meses.",
        ],
        "u",
    ),
    # parcel delivery (pt): "duas da tarde" for 14h00, "enviadas no próprio dia" for "expedidas no mesmo dia"
    (
        "As encomendas confirmadas até às duas da tarde são enviadas no próprio dia.",
        [
            "Todas as encomendas confirmadas até às 14h00 são expedidas no mesmo dia.",
            "A entrega em Portugal continental demora um a dois dias úteis.",
        ],
        "s",
    ),
    # elections (pt): number of members changed by swapped digits (203 instead of 230)
    (
        "A Assembleia da República tem 203 deputados, eleitos para mandatos de quatro anos.",
        [
            "A Assembleia da República é composta por 230 deputados.",
            "Os deputados são eleitos para mandatos de quatro anos.",
        ],
        "u",
    ),
    # animals and ecology (pt): "um quinto" for 20 % is right, but the cause is invented
    (
        "A população de lobo-ibérico no parque cresceu um quinto desde 2015 graças à proibição da caça.",
        [
            "A população de lobo-ibérico no parque cresceu 20% desde 2015.",
            "A caça é proibida em toda a área protegida desde 1998.",
        ],
        "u",
    ),
    # --------------------------------------------------------------- Japanese
    # hotel policies (ja): "午後3時" for 15:00, with a distractor
    (
        "チェックインは午後3時からできます。",
        [
            "チェックイン開始時刻は15:00です。",
            "朝食は6時30分から9時30分までです。",
        ],
        "s",
    ),
    # public libraries (ja): negation, latest magazine issues cannot be borrowed
    (
        "雑誌の最新号も借りることができます。",
        [
            "図書は一人10冊まで、2週間借りることができます。",
            "雑誌の最新号は貸出できません。",
        ],
        "u",
    ),
    # waste collection (ja): "燃えるごみ" for "可燃ごみ", "週に2回" derived from Monday and Thursday
    (
        "燃えるごみは週に2回、月曜日と木曜日に出します。",
        [
            "可燃ごみの収集日は毎週月曜日と木曜日です。",
            "ごみは収集日の朝8時までに出してください。",
        ],
        "s",
    ),
    # phone specifications (ja): storage changed from 128GB to 256GB
    (
        "このスマートフォンの内蔵ストレージは256GBです。",
        [
            "内蔵ストレージは128GBで、microSDカードで最大1TBまで拡張できます。",
            "画面サイズは6.1インチです。",
        ],
        "u",
    ),
    # nutrition labels (ja): 10.0g restated as 10g per bottle, with a distractor
    (
        "この商品1本には、たんぱく質が10g含まれています。",
        [
            "1本(200ml)あたり:エネルギー140kcal、たんぱく質10.0g。",
            "保存料は使用していません。",
        ],
        "s",
    ),
    # school enrolment (ja): deadline date changed, applications close on 28 February, not 1 March
    (
        "入学願書の提出期限は3月1日です。",
        [
            "入学願書は2月1日から2月28日まで受け付けます。",
            "合格発表は3月10日に行います。",
        ],
        "u",
    ),
    # ---------------------------------------------------------- cross-lingual
    # sports rules (en claim, de evidence): two 30-minute halves restated as one hour in total
    (
        "A handball game is split into two halves that together last one hour.",
        [
            "Ein Handballspiel besteht aus zwei Halbzeiten zu je 30 Minuten.",
            "Die Halbzeitpause dauert in der Regel 10 Minuten.",
        ],
        "s",
    ),
    # employee leave policies (de claim, en evidence): time window changed from 56 days to the first year
    (
        "Väter haben Anspruch auf zwei Wochen bezahlten Vaterschaftsurlaub, den sie jederzeit im ersten "
        "Lebensjahr des Kindes nehmen können.",
        [
            "Employees who become fathers are entitled to two weeks of paid paternity leave.",
            "This leave must be taken within 56 days of the birth.",
        ],
        "u",
    ),
    # geography (fr claim, es evidence): translation, "plus de 3 800 mètres" from 3.812 metros, facts joined
    (
        "Le lac Titicaca est partagé entre le Pérou et la Bolivie et se situe à plus de 3 800 mètres d'altitude.",
        [
            "El lago Titicaca se encuentra en la frontera entre Perú y Bolivia.",
            "Está situado a 3.812 metros sobre el nivel del mar.",
        ],
        "s",
    ),
    # programming release notes (es claim, en evidence): end-of-life date moved a year earlier
    (
        "Node.js 20 dejará de recibir soporte en abril de 2025.",
        [
            "Node.js 20 entered Long-Term Support in October 2023.",
            "Its end-of-life date is April 30, 2026.",
        ],
        "u",
    ),
    # parcel delivery (ja claim, en evidence): "24時間以内" for "within one day"
    (
        "追跡番号は発送から24時間以内にメールで届きます。",
        [
            "You will receive your tracking number by email within one day of dispatch.",
            "Returns are accepted within 30 days.",
        ],
        "s",
    ),
    # museum tickets (en claim, ja evidence): discount extended to children, who are free and not mentioned
    (
        "Tickets bought online are 200 yen cheaper, and children also get this discount.",
        [
            "オンラインで購入すると、一般チケットが200円引きになります。",
            "中学生以下は入館無料です。",
            "毎週月曜日は休館日です。",
        ],
        "u",
    ),
    # cloud API rate limits (it claim, fr evidence): "al massimo un minuto" for "jusqu'à une minute"
    (
        "Se si supera la quota, l'API restituisce l'errore 429 e bisogna attendere al massimo un minuto "
        "prima di riprovare.",
        [
            "En cas de dépassement du quota, l'API renvoie une erreur HTTP 429.",
            "Le compteur est réinitialisé toutes les 60 secondes ; il faut donc attendre jusqu'à une minute "
            "avant de réessayer.",
        ],
        "s",
    ),
    # animals and ecology (pt claim, de evidence): wintering place changed from Africa to South America
    (
        "As cegonhas-brancas passam o inverno na América do Sul.",
        [
            "Weißstörche ziehen im Herbst nach Afrika, wo sie den Winter verbringen.",
            "Sie kehren im März oder April in ihre Brutgebiete zurück.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
