"""Fresh everyday claims (2026-12-07, eleventh session), written by a helper before they were run, independently of
the other probe files: roles swapped, a condition or an exception dropped, a modal changed (may -> must), a time frame
shifted (before/after, until/since), a purpose added, a sister product or the previous CEO, a place widened, one
voucher vs two, a recommendation turned into a requirement, "at least" vs "at most", a status (beta, deprecated), who
pays, the order of steps, and paraphrases that are supported (synonyms, passive voice, a number in words). Mostly in
pairs against the same evidence, in English, German, French, Spanish, Portuguese and Italian, with four English
claims against evidence in another language.

    python probes/detail_checks/everyday_fresh.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    # who did what to whom (finance news)
    (
        "Payly was bought by Northwind Bank.",
        ["Northwind Bank acquired the fintech startup Payly for $120 million in March."],
        "s",
    ),
    (
        "Payly acquired Northwind Bank.",
        ["Northwind Bank acquired the fintech startup Payly for $120 million in March."],
        "u",
    ),
    # a condition dropped (customer support)
    (
        "Loyalty program members receive free standard shipping on all orders.",
        ["Members of our loyalty program get free standard shipping on every order."],
        "s",
    ),
    (
        "Every customer gets free standard shipping on all orders.",
        ["Members of our loyalty program get free standard shipping on every order."],
        "u",
    ),
    # may -> must (HR policy)
    (
        "Staff are allowed to work remotely for up to two days a week.",
        ["Employees may work from home on up to two days per week."],
        "s",
    ),
    (
        "Employees must work from home two days per week.",
        ["Employees may work from home on up to two days per week."],
        "u",
    ),
    # before / after (healthcare leaflet)
    (
        "The tablet should be taken half an hour before breakfast.",
        ["Take one tablet 30 minutes before breakfast with a full glass of water."],
        "s",
    ),
    (
        "The tablet should be taken 30 minutes after breakfast.",
        ["Take one tablet 30 minutes before breakfast with a full glass of water."],
        "u",
    ),
    # a purpose added (local news)
    (
        "Between May and September, Elm Street will be closed to car traffic on Sundays.",
        ["The city will close Elm Street to cars on Sundays from May to September."],
        "s",
    ),
    (
        "The city will close Elm Street to cars on Sundays to reduce air pollution.",
        ["The city will close Elm Street to cars on Sundays from May to September."],
        "u",
    ),
    # an exception ignored (returns policy)
    (
        "Swimwear is excluded from the 30-day return policy.",
        ["Items can be returned within 30 days of delivery, except underwear and swimwear."],
        "s",
    ),
    (
        "Swimwear can be returned within 30 days of delivery.",
        ["Items can be returned within 30 days of delivery, except underwear and swimwear."],
        "u",
    ),
    # a sister product (product page)
    (
        "The Nova X2 Pro has a camera with 5x optical zoom.",
        ["The Nova X2 Pro comes with a 5x optical zoom camera."],
        "s",
    ),
    (
        "The Nova X2 Lite has a camera with 5x optical zoom.",
        ["The Nova X2 Pro comes with a 5x optical zoom camera."],
        "u",
    ),
    # the previous CEO (finance news)
    (
        "Helion Energy's CEO Maria Lopez announced that the plant would close.",
        [
            "Maria Lopez, chief executive of Helion Energy since 2023, announced the plant closure on Tuesday.",
            "Her predecessor, Tom Becker, had opened the plant in 2015.",
        ],
        "s",
    ),
    (
        "Helion Energy's former CEO Tom Becker announced the plant closure on Tuesday.",
        [
            "Maria Lopez, chief executive of Helion Energy since 2023, announced the plant closure on Tuesday.",
            "Her predecessor, Tom Becker, had opened the plant in 2015.",
        ],
        "u",
    ),
    # a place widened (public policy)
    (
        "Bavarian households are eligible for the heating subsidy.",
        ["The heating subsidy is available to households in Bavaria."],
        "s",
    ),
    (
        "The heating subsidy is available to households across Germany.",
        ["The heating subsidy is available to households in Bavaria."],
        "u",
    ),
    # one vs two (travel)
    (
        "Every guest is given one complimentary drink voucher when checking in.",
        ["Each guest receives a free drink voucher at check-in."],
        "s",
    ),
    (
        "Each guest receives two free drink vouchers at check-in.",
        ["Each guest receives a free drink voucher at check-in."],
        "u",
    ),
    # at least / at most, a number in words (software docs)
    ("A password needs a minimum of twelve characters.", ["Passwords must be at least 12 characters long."], "s"),
    ("Passwords may be at most 12 characters long.", ["Passwords must be at least 12 characters long."], "u"),
    # a status (release notes)
    (
        "The v1 API is deprecated and scheduled for removal in June 2027.",
        ["The v1 API is deprecated and will be removed in June 2027."],
        "s",
    ),
    ("The v1 API has already been removed.", ["The v1 API is deprecated and will be removed in June 2027."], "u"),
    # who pays (customer support)
    (
        "Return shipping for damaged items is covered by the store.",
        ["If an item arrives damaged, the store pays for return shipping."],
        "s",
    ),
    (
        "Customers pay for return shipping when an item arrives damaged.",
        ["If an item arrives damaged, the store pays for return shipping."],
        "u",
    ),
    # a condition dropped (education)
    (
        "Students who missed the final exam because of illness can take a make-up exam in September if they hand in a"
        " doctor's note.",
        [
            "Students who miss the final exam for medical reasons may sit a make-up exam in September, provided they"
            " submit a doctor's note."
        ],
        "s",
    ),
    (
        "Any student who misses the final exam can sit a make-up exam in September.",
        [
            "Students who miss the final exam for medical reasons may sit a make-up exam in September, provided they"
            " submit a doctor's note."
        ],
        "u",
    ),
    # the order of steps (cooking)
    (
        "The eggs are added after the butter and sugar have been creamed.",
        ["Cream the butter and sugar together, then beat in the eggs one at a time."],
        "s",
    ),
    (
        "The eggs are beaten in before the butter and sugar are creamed together.",
        ["Cream the butter and sugar together, then beat in the eggs one at a time."],
        "u",
    ),
    # either party vs only one (legal terms)
    (
        "The agreement can be ended by either side with thirty days' notice in writing.",
        ["Either party may terminate this agreement by giving 30 days' written notice."],
        "s",
    ),
    (
        "Only the customer may terminate this agreement by giving 30 days' written notice.",
        ["Either party may terminate this agreement by giving 30 days' written notice."],
        "u",
    ),
    # German: a condition dropped (HR policy)
    (
        "Mit Zustimmung der Führungskraft können Mitarbeitende bis zu 30 Tage pro Jahr im Ausland arbeiten.",
        ["Mitarbeitende dürfen bis zu 30 Tage im Jahr aus dem Ausland arbeiten, sofern die Führungskraft zustimmt."],
        "s",
    ),
    (
        "Mitarbeitende dürfen ohne Zustimmung der Führungskraft bis zu 30 Tage im Jahr aus dem Ausland arbeiten.",
        ["Mitarbeitende dürfen bis zu 30 Tage im Jahr aus dem Ausland arbeiten, sofern die Führungskraft zustimmt."],
        "u",
    ),
    # German: since / until (public transport)
    ("Ab 14. Dezember tritt der neue Fahrplan in Kraft.", ["Der neue Fahrplan gilt ab dem 14. Dezember."], "s"),
    ("Der neue Fahrplan gilt nur bis zum 14. Dezember.", ["Der neue Fahrplan gilt ab dem 14. Dezember."], "u"),
    # French: can -> must pay (subscription terms)
    (
        "L'abonnement peut être résilié gratuitement et à tout moment par les abonnés.",
        ["Les abonnés peuvent résilier leur abonnement à tout moment, sans frais."],
        "s",
    ),
    (
        "Les abonnés doivent payer des frais pour résilier leur abonnement.",
        ["Les abonnés peuvent résilier leur abonnement à tout moment, sans frais."],
        "u",
    ),
    # French: a status (release notes)
    (
        "La version 2.5 est toujours en phase bêta.",
        ["La version 2.5 est encore en bêta et n'est pas recommandée en production."],
        "s",
    ),
    (
        "La version 2.5 est stable et recommandée pour la production.",
        ["La version 2.5 est encore en bêta et n'est pas recommandée en production."],
        "u",
    ),
    # Spanish: a condition dropped (airline)
    (
        "Los clientes premium pueden modificar su vuelo gratis hasta un día antes de la salida.",
        ["Los clientes premium pueden cambiar su vuelo sin coste hasta 24 horas antes de la salida."],
        "s",
    ),
    (
        "Todos los clientes pueden cambiar su vuelo sin coste hasta 24 horas antes de la salida.",
        ["Los clientes premium pueden cambiar su vuelo sin coste hasta 24 horas antes de la salida."],
        "u",
    ),
    # Spanish: a recommendation vs a requirement (travel)
    (
        "Se aconseja estar en el aeropuerto dos horas antes del vuelo.",
        ["Se recomienda llegar al aeropuerto dos horas antes del vuelo."],
        "s",
    ),
    (
        "Es obligatorio llegar al aeropuerto dos horas antes del vuelo.",
        ["Se recomienda llegar al aeropuerto dos horas antes del vuelo."],
        "u",
    ),
    # Portuguese: who pays (rental contract)
    (
        "As grandes reparações são da responsabilidade do proprietário.",
        ["O inquilino é responsável pelas pequenas reparações, e as grandes reparações ficam a cargo do proprietário."],
        "s",
    ),
    (
        "O inquilino tem de pagar as grandes reparações.",
        ["O inquilino é responsável pelas pequenas reparações, e as grandes reparações ficam a cargo do proprietário."],
        "u",
    ),
    # Italian: until / from (education)
    (
        "La domanda di borsa di studio va presentata dagli studenti entro il 15 marzo.",
        ["Gli studenti devono presentare la domanda di borsa di studio entro il 15 marzo."],
        "s",
    ),
    (
        "Gli studenti possono presentare la domanda di borsa di studio solo a partire dal 15 marzo.",
        ["Gli studenti devono presentare la domanda di borsa di studio entro il 15 marzo."],
        "u",
    ),
    # English claims, evidence in another language
    (
        "The warranty only covers devices purchased in Germany.",
        ["Die Garantie gilt nur für Geräte, die in Deutschland gekauft wurden."],
        "s",
    ),
    (
        "The warranty covers devices purchased anywhere in the EU.",
        ["Die Garantie gilt nur für Geräte, die in Deutschland gekauft wurden."],
        "u",
    ),
    (
        "Pets are allowed in the rooms for an extra charge of 15 euros per night.",
        ["Les animaux de compagnie sont acceptés dans les chambres, moyennant un supplément de 15 euros par nuit."],
        "s",
    ),
    (
        "The course is free for anyone who signs up.",
        ["El curso es gratuito para los estudiantes matriculados en la universidad."],
        "u",
    ),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
