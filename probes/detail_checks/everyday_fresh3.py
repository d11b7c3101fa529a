"""Fresh everyday claims written on 2026-12-07 (twelfth session) by a helper, before they were run, as a held-out
test: telecom, insurance, transit, admissions, release notes, HR, hotels, restaurants, clinics, passports, refunds,
museums, libraries, sports, history, geography and science, in en/de/fr/es/it/pt/ja plus cross-lingual pairs.

    python probes/detail_checks/everyday_fresh3.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # telecom (en): monthly data cap and throttle speed, paraphrased
    (
        "Unlimited Plus subscribers get 50 GB of full-speed data monthly, after which they are slowed to 1 Mbps.",
        [
            "The Unlimited Plus plan includes 50 GB of high-speed data per month; after that, speeds drop to 1 Mbps.",
        ],
        "s",
    ),
    # telecom (en): frequency changed from monthly to weekly
    (
        "Unlimited Plus includes 50 GB of high-speed data per week before speeds drop to 1 Mbps.",
        [
            "The Unlimited Plus plan includes 50 GB of high-speed data per month; after that, speeds drop to 1 Mbps.",
        ],
        "u",
    ),
    # insurance (en): deductible split between policyholder and insurer, needs both facts
    (
        "Once the policyholder has paid the $500 deductible, the insurer picks up the rest, up to the policy limit.",
        [
            "The policyholder pays the first $500 of each claim, known as the deductible.",
            "The insurer covers the remaining costs of the claim up to the policy limit.",
        ],
        "s",
    ),
    # insurance (en): roles swapped (who pays the first $500)
    (
        "The insurer pays the first $500 of every claim, and the policyholder covers everything beyond that.",
        [
            "The policyholder pays the first $500 of each claim, known as the deductible.",
            "The insurer covers the remaining costs of the claim up to the policy limit.",
        ],
        "u",
    ),
    # public transport (en): comparison derived from two headways (10 vs 20 minutes)
    (
        "Line 7 trams come twice as often on weekdays as they do on Sundays.",
        [
            "Line 7 trams run every 10 minutes on weekdays.",
            "On Sundays, Line 7 runs every 20 minutes.",
        ],
        "s",
    ),
    # public transport (en): weekday frequency widened to every day
    (
        "Line 7 trams run every 10 minutes on every day of the week.",
        [
            "Line 7 trams run every 10 minutes on weekdays.",
            "On Sundays, Line 7 runs every 20 minutes.",
        ],
        "u",
    ),
    # university admissions (en): deadline for a specific group, paraphrased
    (
        "International students have until February 1 to send in their TOEFL results.",
        [
            "Applications for the fall semester must be submitted by January 15.",
            "International applicants must also submit TOEFL scores by February 1.",
        ],
        "s",
    ),
    # university admissions (en): group widened from international applicants to everyone
    (
        "Every applicant has to submit TOEFL scores by February 1.",
        [
            "Applications for the fall semester must be submitted by January 15.",
            "International applicants must also submit TOEFL scores by February 1.",
        ],
        "u",
    ),
    # software release notes (en): minimum version restated
    (
        "From version 4.2 onwards you need at least Python 3.9, since 3.8 is no longer supported.",
        [
            "Version 4.2 removes support for Python 3.8.",
            "The minimum supported Python version is now 3.9.",
        ],
        "s",
    ),
    # software release notes (en): wrong version number dropped
    (
        "Version 4.2 drops support for Python 3.9.",
        [
            "Version 4.2 removes support for Python 3.8.",
            "The minimum supported Python version is now 3.9.",
        ],
        "u",
    ),
    # HR policy (en): remote work with approval, synonyms
    (
        "With their manager's sign-off, staff can work from home for as many as two days a week.",
        [
            "Employees may work remotely up to two days per week with their manager's approval.",
        ],
        "s",
    ),
    # HR policy (en): approval condition dropped
    (
        "Employees can work remotely two days per week without needing anyone's approval.",
        [
            "Employees may work remotely up to two days per week with their manager's approval.",
        ],
        "u",
    ),
    # hotel (en): early check-in with fee and availability condition kept
    (
        "If a room is ready, guests can check in as early as 11 AM for an extra 25 euros.",
        [
            "Check-in begins at 3:00 PM.",
            "Early check-in from 11:00 AM is available for a fee of 25 euros, subject to availability.",
        ],
        "s",
    ),
    # hotel (en): "subject to availability" turned into a guarantee
    (
        "Guests who pay 25 euros are guaranteed early check-in from 11 AM.",
        [
            "Check-in begins at 3:00 PM.",
            "Early check-in from 11:00 AM is available for a fee of 25 euros, subject to availability.",
        ],
        "u",
    ),
    # government services (en): expedited passport fee and time, numbers in words
    (
        "Paying sixty dollars more for expedited service cuts passport renewal processing to two or three weeks.",
        [
            "Passport renewals by mail take 6 to 8 weeks to process.",
            "Expedited service costs an additional $60 and reduces processing time to 2 to 3 weeks.",
        ],
        "s",
    ),
    # government services (en): expedited processing time changed
    (
        "With expedited service, a passport renewal costs $60 extra and takes 3 to 4 weeks to process.",
        [
            "Passport renewals by mail take 6 to 8 weeks to process.",
            "Expedited service costs an additional $60 and reduces processing time to 2 to 3 weeks.",
        ],
        "u",
    ),
    # sports (en): result restated from the loser's side
    (
        "England lost the 2023 Women's World Cup final to Spain by a single goal.",
        [
            "Spain won the 2023 FIFA Women's World Cup, defeating England 1-0 in the final in Sydney.",
        ],
        "s",
    ),
    # sports (en): winner and loser swapped
    (
        "England beat Spain 1-0 in the 2023 Women's World Cup final in Sydney.",
        [
            "Spain won the 2023 FIFA Women's World Cup, defeating England 1-0 in the final in Sydney.",
        ],
        "u",
    ),
    # history (en): interval between two dated events (under a year)
    (
        "German reunification came less than a year after the fall of the Berlin Wall.",
        [
            "The Berlin Wall fell on 9 November 1989.",
            "Germany was formally reunified on 3 October 1990.",
        ],
        "s",
    ),
    # history (en): dates of two events merged
    (
        "Germany was reunified on 9 November 1989, the same day the Berlin Wall fell.",
        [
            "The Berlin Wall fell on 9 November 1989.",
            "Germany was formally reunified on 3 October 1990.",
        ],
        "u",
    ),
    # telecom (en): billing frequency changed
    (
        "Roaming passes are billed weekly and renew automatically unless you cancel them.",
        [
            "Roaming passes are billed monthly and renew automatically unless cancelled.",
        ],
        "u",
    ),
    # telecom (en): auto-renewal paraphrased
    (
        "A roaming pass keeps renewing on its own every month until you cancel it.",
        [
            "Roaming passes are billed monthly and renew automatically unless cancelled.",
        ],
        "s",
    ),
    # insurance (en): group widened from Premium and Gold to all policyholders
    (
        "Every policyholder gets roadside assistance at no extra cost.",
        [
            "Roadside assistance is included at no extra cost for Premium and Gold policyholders.",
        ],
        "u",
    ),
    # insurance (en): narrower group (Gold only) is still supported
    (
        "Gold policyholders receive roadside assistance without any additional charge.",
        [
            "Roadside assistance is included at no extra cost for Premium and Gold policyholders.",
        ],
        "s",
    ),
    # public transport (en): order of steps reversed (validate after boarding)
    (
        "You should stamp your paper ticket in the platform machine once you have boarded the train.",
        [
            "To validate a paper ticket, insert it into the machine on the platform before boarding the train.",
        ],
        "u",
    ),
    # public transport (en): order of steps kept, passive voice
    (
        "Paper tickets have to be validated at the platform machine before you get on the train.",
        [
            "To validate a paper ticket, insert it into the machine on the platform before boarding the train.",
        ],
        "s",
    ),
    # software (en): discontinued product claimed to be still available
    (
        "The legacy desktop app remains available and continues to receive updates.",
        [
            "The legacy desktop app was discontinued in March 2024.",
            "Users should switch to the web version.",
        ],
        "u",
    ),
    # software (en): discontinuation and advice restated
    (
        "The old desktop app has been discontinued since March 2024, and users are advised to move to the web app.",
        [
            "The legacy desktop app was discontinued in March 2024.",
            "Users should switch to the web version.",
        ],
        "s",
    ),
    # HR / company news (en): reason added that the evidence does not give
    (
        "The company is closing its Leeds office on 30 June to cut costs.",
        [
            "The company will close its Leeds office on 30 June.",
            "Staff at the Leeds office will be offered relocation to Manchester.",
        ],
        "u",
    ),
    # HR / company news (en): two facts combined, date format changed
    (
        "The Leeds office shuts on June 30, and its employees will be offered a move to Manchester.",
        [
            "The company will close its Leeds office on 30 June.",
            "Staff at the Leeds office will be offered relocation to Manchester.",
        ],
        "s",
    ),
    # hotels (en): amenity of one hotel attributed to the other
    (
        "The Aurora hotel offers free airport shuttles.",
        [
            "The Aurora hotel has a rooftop pool.",
            "The Belmont hotel offers free airport shuttles.",
        ],
        "u",
    ),
    # hotels (en): both amenities attributed correctly
    (
        "The Belmont runs a complimentary airport shuttle, while the Aurora has a pool on its roof.",
        [
            "The Aurora hotel has a rooftop pool.",
            "The Belmont hotel offers free airport shuttles.",
        ],
        "s",
    ),
    # business news (en): "stepped down" contradicted by "still CEO"
    (
        "Maria Lopez is still the CEO of Tandem Corp.",
        [
            "Maria Lopez stepped down as CEO of Tandem Corp in January 2025 and now serves as chair of its board.",
        ],
        "u",
    ),
    # business news (en): role change restated
    (
        "Since leaving the CEO job in January 2025, Maria Lopez has chaired Tandem Corp's board.",
        [
            "Maria Lopez stepped down as CEO of Tandem Corp in January 2025 and now serves as chair of its board.",
        ],
        "s",
    ),
    # geography (en): exact unit conversion (metres to kilometres) plus location
    (
        "Africa's tallest mountain, Kilimanjaro, stands 5.895 kilometres high in Tanzania.",
        [
            "Mount Kilimanjaro, at 5,895 metres, is the highest mountain in Africa.",
            "It is located in northeastern Tanzania.",
        ],
        "s",
    ),
    # geography (en): place changed
    (
        "Kilimanjaro, the highest peak in Africa, is located in Kenya.",
        [
            "Mount Kilimanjaro, at 5,895 metres, is the highest mountain in Africa.",
            "It is located in northeastern Tanzania.",
        ],
        "u",
    ),
    # science (de): boiling point at altitude, cause restated
    (
        "Im Gebirge kocht Wasser schon unter 100 Grad Celsius, weil dort der Luftdruck geringer ist.",
        [
            "Wasser siedet auf Meereshöhe bei 100 Grad Celsius.",
            "In größerer Höhe siedet es wegen des geringeren Luftdrucks bei einer niedrigeren Temperatur.",
        ],
        "s",
    ),
    # science (de): comparison reversed
    (
        "In großer Höhe siedet Wasser bei einer höheren Temperatur als auf Meereshöhe.",
        [
            "Wasser siedet auf Meereshöhe bei 100 Grad Celsius.",
            "In größerer Höhe siedet es wegen des geringeren Luftdrucks bei einer niedrigeren Temperatur.",
        ],
        "u",
    ),
    # public transport (de): 50 percent = half, for the right fare type
    (
        "Wer eine BahnCard 50 besitzt, zahlt beim Flexpreis nur die Hälfte.",
        [
            "Die BahnCard 50 gewährt 50 Prozent Rabatt auf den Flexpreis und 25 Prozent auf den Sparpreis.",
        ],
        "s",
    ),
    # public transport (de): discount of one fare type applied to another
    (
        "Mit der BahnCard 50 wird auch der Sparpreis halbiert.",
        [
            "Die BahnCard 50 gewährt 50 Prozent Rabatt auf den Flexpreis und 25 Prozent auf den Sparpreis.",
        ],
        "u",
    ),
    # restaurant (fr): bar open after kitchen closes
    (
        "Après la fermeture de la cuisine à 22 h, on peut encore prendre un verre au bar.",
        [
            "La cuisine ferme à 22 h, mais le bar reste ouvert jusqu'à minuit.",
        ],
        "s",
    ),
    # restaurant (fr): closing times of two places merged
    (
        "Le bar et la cuisine ferment tous les deux à minuit.",
        [
            "La cuisine ferme à 22 h, mais le bar reste ouvert jusqu'à minuit.",
        ],
        "u",
    ),
    # government services (fr): "only by appointment" turned into "without appointment"
    (
        "On peut déposer sa demande de carte d'identité en mairie sans prendre rendez-vous.",
        [
            "La demande de carte nationale d'identité se fait en mairie, uniquement sur rendez-vous.",
        ],
        "u",
    ),
    # healthcare appointments (es): 24 hours = one day, fee kept
    (
        "Si anulas la cita con menos de un día de antelación, te cobrarán 40 euros.",
        [
            "Las citas canceladas con menos de 24 horas de antelación tendrán un cargo de 40 euros.",
        ],
        "s",
    ),
    # healthcare appointments (es): notice window changed
    (
        "Cancelar una cita con menos de 48 horas de antelación cuesta 40 euros.",
        [
            "Las citas canceladas con menos de 24 horas de antelación tendrán un cargo de 40 euros.",
        ],
        "u",
    ),
    # sports (es): final result restated from the loser's side, two facts
    (
        "En la final de 2024, jugada en Wembley, el Borussia Dortmund cayó 2-0 ante el Real Madrid.",
        [
            "El Real Madrid ganó en 2024 su decimoquinta Copa de Europa.",
            "En la final, disputada en Wembley, venció al Borussia Dortmund por 2-0.",
        ],
        "s",
    ),
    # geography (it): superlative paraphrased
    (
        "Nessun fiume al mondo attraversa più paesi del Danubio, che ne tocca dieci.",
        [
            "Il Danubio attraversa dieci paesi, più di qualsiasi altro fiume al mondo.",
        ],
        "s",
    ),
    # geography (it): first turned into second
    (
        "Il Danubio è il secondo fiume al mondo per numero di paesi attraversati.",
        [
            "Il Danubio attraversa dieci paesi, più di qualsiasi altro fiume al mondo.",
        ],
        "u",
    ),
    # retail refunds (it): "only" turned into "either ... or"
    (
        "Il rimborso può essere accreditato sul metodo di pagamento originale oppure come buono negozio.",
        [
            "I rimborsi vengono effettuati esclusivamente sul metodo di pagamento originale.",
        ],
        "u",
    ),
    # history (pt): ordinal and uniqueness restated
    (
        "Roosevelt, trigésimo segundo presidente dos EUA, foi o único a vencer mais de duas eleições presidenciais.",
        [
            "Franklin D. Roosevelt foi o trigésimo segundo presidente dos Estados Unidos.",
            "Ele foi o único presidente eleito para mais de dois mandatos.",
        ],
        "s",
    ),
    # history (pt): ordinal changed
    (
        "Franklin D. Roosevelt foi o trigésimo terceiro presidente dos Estados Unidos.",
        [
            "Franklin D. Roosevelt foi o trigésimo segundo presidente dos Estados Unidos.",
            "Ele foi o único presidente eleito para mais de dois mandatos.",
        ],
        "u",
    ),
    # telecom (pt): line limit and price per line, digits vs words
    (
        "No plano Família é possível incluir no máximo 4 linhas dependentes, pagando R$ 29,90 mensais por cada uma.",
        [
            "O plano Família permite adicionar até quatro linhas dependentes, cada uma por R$ 29,90 por mês.",
        ],
        "s",
    ),
    # hotel (ja): 15:00 = 3 PM
    (
        "チェックインは午後3時以降に可能です。",
        [
            "当ホテルのチェックインは15時からです。",
        ],
        "s",
    ),
    # healthcare (ja): every week turned into every other week
    (
        "このクリニックは隔週水曜日が休診です。",
        [
            "このクリニックは毎週水曜日が休診です。",
        ],
        "u",
    ),
    # software release (ja): added detail (free of charge) not in the evidence
    (
        "新バージョンは2025年4月に公開され、無料で提供されています。",
        [
            "新バージョンは2025年4月にリリースされました。",
        ],
        "u",
    ),
    # museum (en claim, de evidence): opening days and hours
    (
        "The museum is closed on Mondays and open from 10 am to 6 pm on the other days.",
        [
            "Das Museum ist montags geschlossen; an allen anderen Tagen ist es von 10 bis 18 Uhr geöffnet.",
        ],
        "s",
    ),
    # museum (en claim, de evidence): closed day dropped
    (
        "The museum is open from 10 am to 6 pm every day, including Mondays.",
        [
            "Das Museum ist montags geschlossen; an allen anderen Tagen ist es von 10 bis 18 Uhr geöffnet.",
        ],
        "u",
    ),
    # retail refunds (en claim, fr evidence): 14 days = two weeks
    (
        "Refunds are issued within two weeks of the returned product being received.",
        [
            "Le remboursement est effectué sous 14 jours à compter de la réception du produit retourné.",
        ],
        "s",
    ),
    # online shop (en claim, es evidence): mainland Spain widened to all of Spain
    (
        "Shipping is free on orders over 50 euros anywhere in Spain, including the Canary Islands.",
        [
            "El envío es gratuito para pedidos superiores a 50 euros en la España peninsular.",
        ],
        "u",
    ),
    # library (en claim, ja evidence): loan period and one renewal
    (
        "Library books can be borrowed for two weeks and renewed once.",
        [
            "図書館の本は2週間借りることができ、延長は1回のみ可能です。",
        ],
        "s",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
