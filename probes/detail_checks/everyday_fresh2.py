"""Fresh everyday claims written on 2026-12-07 (eleventh session) by a helper, before they were run and after the
checks of `everyday_fresh.py` had been written, as a held-out test: deadlines ("up to", "bis spätestens", "jusqu'à"),
minimums and maximums, exceptions, fees, who pays, required vs recommended, eligibility, the status of a feature,
counts, locations, roles, the order of steps, frequency, numbers in words and digits, and supported paraphrases
(a synonym, the passive, a converted unit), mostly as pairs against the same evidence, in six languages and four
cases with an English claim against evidence in another language.

    python probes/detail_checks/everyday_fresh2.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # e-commerce returns: a deadline and its starting point
    (
        "You can return an item within 30 days of delivery.",
        ["Items may be returned up to thirty days after delivery."],
        "s",
    ),
    (
        "You can return an item within 30 days of purchase.",
        ["Items may be returned up to thirty days after delivery."],
        "u",
    ),
    # banking: a minimum read as a maximum
    (
        "You need to deposit at least $100 to open a savings account.",
        ["To open a savings account, you must deposit a minimum of $100."],
        "s",
    ),
    (
        "The savings account accepts deposits of up to $100.",
        ["To open a savings account, you must deposit a minimum of $100."],
        "u",
    ),
    # airlines: a maximum and a count
    (
        "Economy passengers can bring one carry-on bag of up to 8 kg.",
        ["Economy passengers may take one cabin bag with a maximum weight of 8 kg on board."],
        "s",
    ),
    (
        "Economy passengers can bring two carry-on bags of up to 8 kg each.",
        ["Economy passengers may take one cabin bag with a maximum weight of 8 kg on board."],
        "u",
    ),
    # city services: an exception
    ("The recycling centre is closed on Sundays.", ["The recycling centre is open every day except Sundays."], "s"),
    (
        "The recycling centre is open seven days a week.",
        ["The recycling centre is open every day except Sundays."],
        "u",
    ),
    # e-commerce: who pays
    (
        "Customers pay for return shipping unless the item is faulty.",
        [
            "If the item is faulty, we will cover the cost of return shipping.",
            "For all other returns, the customer pays for return shipping.",
        ],
        "s",
    ),
    (
        "The company pays for return shipping on all returns.",
        [
            "If the item is faulty, we will cover the cost of return shipping.",
            "For all other returns, the customer pays for return shipping.",
        ],
        "u",
    ),
    # public health: recommended vs required
    ("Adults over 65 are advised to get a flu vaccine.", ["A flu vaccine is recommended for all adults over 65."], "s"),
    ("A flu vaccine is mandatory for adults over 65.", ["A flu vaccine is recommended for all adults over 65."], "u"),
    # eligibility
    (
        "Full-time students between 18 and 25 can get the student discount if they have a valid student ID.",
        ["The student discount is available to full-time students aged 18 to 25 with a valid student ID."],
        "s",
    ),
    (
        "Part-time students aged 18 to 25 can get the student discount.",
        ["The student discount is available to full-time students aged 18 to 25 with a valid student ID."],
        "u",
    ),
    # software: deprecated, and a date moved to the wrong version
    (
        "API version 2 is scheduled to be removed on June 30, 2027.",
        [
            "Version 2 of the API is deprecated and will be removed on 30 June 2027.",
            "Developers should migrate to version 3.",
        ],
        "s",
    ),
    (
        "API version 3 will be removed on June 30, 2027.",
        [
            "Version 2 of the API is deprecated and will be removed on 30 June 2027.",
            "Developers should migrate to version 3.",
        ],
        "u",
    ),
    # software: beta vs released
    (
        "Dark mode is in beta, and only some users have access to it.",
        ["Dark mode is currently in beta and available only to selected users."],
        "s",
    ),
    (
        "Dark mode has been released to all users.",
        ["Dark mode is currently in beta and available only to selected users."],
        "u",
    ),
    # roles: founder, former and current CEO
    (
        "David Okafor took over as CEO from Maria Chen in 2019.",
        [
            "Maria Chen founded the company in 2004.",
            "She stepped down as CEO in 2019, when David Okafor took over the role.",
        ],
        "s",
    ),
    (
        "Maria Chen is still the company's CEO.",
        [
            "Maria Chen founded the company in 2004.",
            "She stepped down as CEO in 2019, when David Okafor took over the role.",
        ],
        "u",
    ),
    # banking: one branch vs all branches
    (
        "Safe deposit boxes are offered only at the bank's main branch in Zurich.",
        ["Safe deposit boxes are available only at our Zurich main branch."],
        "s",
    ),
    (
        "Safe deposit boxes are offered at all of the bank's branches in Switzerland.",
        ["Safe deposit boxes are available only at our Zurich main branch."],
        "u",
    ),
    # telecom support: the order of steps
    (
        "After switching the router off, wait 30 seconds before switching it on again.",
        ["First, turn off the router.", "Wait 30 seconds, then turn it back on."],
        "s",
    ),
    (
        "Turn the router off and on again, and then wait 30 seconds.",
        ["First, turn off the router.", "Wait 30 seconds, then turn it back on."],
        "u",
    ),
    # city services: frequency
    (
        "Garden waste is collected fortnightly between April and October.",
        ["Garden waste bins are emptied every two weeks from April to October."],
        "s",
    ),
    (
        "Garden waste is collected every week from April to October.",
        ["Garden waste bins are emptied every two weeks from April to October."],
        "u",
    ),
    # city services: a unit converted
    (
        "The new riverside cycle path is about 3.1 miles long.",
        ["The new cycle path along the river is 5 km long."],
        "s",
    ),
    ("The new riverside cycle path is about 5 miles long.", ["The new cycle path along the river is 5 km long."], "u"),
    # insurance: an exclusion
    (
        "Flood damage is not covered by the policy.",
        ["The policy covers water damage from burst pipes but excludes damage caused by flooding."],
        "s",
    ),
    (
        "The policy covers damage from both burst pipes and flooding.",
        ["The policy covers water damage from burst pipes but excludes damage caused by flooding."],
        "u",
    ),
    # sports: the result said from the loser's side, and with the teams swapped
    (
        "Barcelona lost 3–1 to Real Madrid on Sunday.",
        ["Real Madrid beat Barcelona 3–1 at the Bernabéu on Sunday."],
        "s",
    ),
    (
        "Barcelona beat Real Madrid 3–1 at the Bernabéu on Sunday.",
        ["Real Madrid beat Barcelona 3–1 at the Bernabéu on Sunday."],
        "u",
    ),
    # German: telecom minimum term
    (
        "Nach Ablauf von 24 Monaten kann der Vertrag monatlich gekündigt werden.",
        ["Der Vertrag hat eine Mindestlaufzeit von 24 Monaten.", "Danach ist er monatlich kündbar."],
        "s",
    ),
    (
        "Der Vertrag kann jederzeit monatlich gekündigt werden.",
        ["Der Vertrag hat eine Mindestlaufzeit von 24 Monaten.", "Danach ist er monatlich kündbar."],
        "u",
    ),
    # German: a free service and a fee from the next sentence
    (
        "Für Überweisungen zwischen den eigenen Konten fallen keine Gebühren an.",
        [
            "Überweisungen zwischen eigenen Konten sind kostenlos.",
            "Für Überweisungen an andere Banken berechnen wir 0,50 Euro pro Auftrag.",
        ],
        "s",
    ),
    (
        "Überweisungen zwischen eigenen Konten kosten 0,50 Euro pro Auftrag.",
        [
            "Überweisungen zwischen eigenen Konten sind kostenlos.",
            "Für Überweisungen an andere Banken berechnen wir 0,50 Euro pro Auftrag.",
        ],
        "u",
    ),
    # German: university deadline, "bis" vs "ab"
    (
        "Anmeldungen für das Wintersemester werden bis zum 15. Juli angenommen.",
        ["Die Anmeldung zum Wintersemester ist bis spätestens 15. Juli möglich."],
        "s",
    ),
    (
        "Die Anmeldung zum Wintersemester ist ab dem 15. Juli möglich.",
        ["Die Anmeldung zum Wintersemester ist bis spätestens 15. Juli möglich."],
        "u",
    ),
    # French: public health, recommended vs required
    (
        "Dans les transports en commun, le masque est conseillé mais pas imposé.",
        ["Le port du masque est recommandé dans les transports en commun, mais il n'est pas obligatoire."],
        "s",
    ),
    (
        "Le port du masque est obligatoire dans les transports en commun.",
        ["Le port du masque est recommandé dans les transports en commun, mais il n'est pas obligatoire."],
        "u",
    ),
    # French: airline check-in window
    (
        "L'enregistrement en ligne est possible jusqu'à deux heures avant le départ.",
        ["Les passagers peuvent s'enregistrer en ligne à partir de 30 heures et jusqu'à 2 heures avant le départ."],
        "s",
    ),
    (
        "L'enregistrement en ligne ouvre 48 heures avant le départ.",
        ["Les passagers peuvent s'enregistrer en ligne à partir de 30 heures et jusqu'à 2 heures avant le départ."],
        "u",
    ),
    # Spanish: e-commerce returns with exceptions
    (
        "Los productos personalizados no se pueden devolver.",
        ["Los productos pueden devolverse en 14 días, excepto la ropa interior y los productos personalizados."],
        "s",
    ),
    (
        "La ropa interior puede devolverse en un plazo de 14 días.",
        ["Los productos pueden devolverse en 14 días, excepto la ropa interior y los productos personalizados."],
        "u",
    ),
    # Spanish: eligibility for a city library card
    (
        "Para pedir la tarjeta de la biblioteca municipal hay que estar empadronado y tener más de 16 años.",
        ["Solo los empadronados mayores de 16 años pueden pedir la tarjeta de la biblioteca municipal."],
        "s",
    ),
    (
        "Cualquier persona mayor de 16 años puede pedir la tarjeta de la biblioteca municipal.",
        ["Solo los empadronados mayores de 16 años pueden pedir la tarjeta de la biblioteca municipal."],
        "u",
    ),
    # Portuguese: insurance limit, the fourth visit moved to the third
    (
        "O segurado tem direito a no máximo três consultas por ano cobertas pelo seguro.",
        [
            "O seguro cobre até três consultas médicas por ano.",
            "A partir da quarta consulta, o segurado paga 50% do valor.",
        ],
        "s",
    ),
    (
        "A partir da terceira consulta, o segurado paga metade do valor.",
        [
            "O seguro cobre até três consultas médicas por ano.",
            "A partir da quarta consulta, o segurado paga 50% do valor.",
        ],
        "u",
    ),
    # Portuguese: sports result in words and digits, and the stadium
    (
        "No sábado, o Porto perdeu por 2 a 0 para o Benfica.",
        ["O Benfica venceu o Porto por dois a zero no sábado, no Estádio da Luz."],
        "s",
    ),
    (
        "O Benfica venceu o Porto por dois a zero no Estádio do Dragão.",
        ["O Benfica venceu o Porto por dois a zero no sábado, no Estádio da Luz."],
        "u",
    ),
    # Italian: admissions, a deadline and a test date
    (
        "Il test d'ingresso è previsto per il 20 maggio.",
        [
            "Le domande di ammissione si presentano dal 1° marzo al 30 aprile.",
            "Il test d'ingresso si svolgerà il 20 maggio.",
        ],
        "s",
    ),
    (
        "Le domande di ammissione si possono presentare fino al 20 maggio.",
        [
            "Le domande di ammissione si presentano dal 1° marzo al 30 aprile.",
            "Il test d'ingresso si svolgerà il 20 maggio.",
        ],
        "u",
    ),
    # Italian: a discontinued version and the one still available
    (
        "La versione desktop dell'app è stata dismessa, mentre quella web è ancora disponibile.",
        ["La versione desktop dell'app è stata dismessa a gennaio; è ancora disponibile la versione web."],
        "s",
    ),
    (
        "La versione web dell'app è stata dismessa a gennaio.",
        ["La versione desktop dell'app è stata dismessa a gennaio; è ancora disponibile la versione web."],
        "u",
    ),
    # English claims, evidence in another language
    (
        "The pharmacy offers a night service from 8 pm to 8 am.",
        ["Die Apotheke bietet einen Nachtdienst von 20 Uhr bis 8 Uhr an."],
        "s",
    ),
    (
        "International students must pay a registration fee of 170 euros.",
        ["Les étudiants internationaux doivent s'acquitter de frais d'inscription de 170 euros."],
        "s",
    ),
    (
        "The airline includes one free checked bag on all international flights.",
        ["La aerolínea incluye una maleta facturada gratuita en los vuelos a Sudamérica."],
        "u",
    ),
    (
        "João Silva, the bank's former CEO, founded the bank.",
        [
            "João Silva, presidente executivo do banco de 2010 a 2020, integra hoje o conselho de administração.",
            "O banco foi fundado em 1952 por Manuel Costa.",
        ],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
