"""Everyday answers from ten domains, written on 2026-12-02 (evening) before running them: medicine labels, refund
and HR policies, finance news, software docs, travel, history, science, sport, product specs. Most come as a
right/wrong pair; some are closing lines that state nothing.

    python probes/detail_checks/everyday_domains.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported, n = no check required.
"""

import sys

from everyday_more import grade

CASES = [
    # medicine labels
    ("Take 500 mg twice a day.", ["Adults: 500 mg every 12 hours, not more than 1,000 mg in 24 hours."], "s"),
    ("Take 500 mg four times a day.", ["Adults: 500 mg every 12 hours, not more than 1,000 mg in 24 hours."], "u"),
    ("The tablets may cause drowsiness.", ["Side effects include drowsiness and dry mouth."], "s"),
    ("The tablets do not cause drowsiness.", ["Side effects include drowsiness and dry mouth."], "u"),
    ("Children under 12 should not take it.", ["Not for use in children under 12 years of age."], "s"),
    ("Das Medikament ist für Kinder ab 6 Jahren geeignet.", ["Not for use in children under 12 years of age."], "u"),
    # refund and HR policies
    (
        "You can return items within 30 days.",
        ["Items may be returned within 30 days of delivery for a full refund."],
        "s",
    ),
    (
        "You can return items within 60 days.",
        ["Items may be returned within 30 days of delivery for a full refund."],
        "u",
    ),
    ("Sale items are refundable.", ["Sale items are final and cannot be refunded."], "u"),
    (
        "Employees get 25 days of paid leave per year.",
        ["Full-time staff are entitled to 25 days of annual paid leave."],
        "s",
    ),
    (
        "Employees get 20 days of paid leave per year.",
        ["Full-time staff are entitled to 25 days of annual paid leave."],
        "u",
    ),
    (
        "Los empleados pueden trabajar desde casa dos días por semana.",
        ["Employees may work remotely up to two days a week."],
        "s",
    ),
    (
        "Los empleados pueden trabajar desde casa todos los días.",
        ["Employees may work remotely up to two days a week."],
        "u",
    ),
    # finance news
    ("Revenue rose 12% to $3.1 billion.", ["Quarterly revenue increased 12 percent to $3.1 billion."], "s"),
    ("Revenue fell 12% to $3.1 billion.", ["Quarterly revenue increased 12 percent to $3.1 billion."], "u"),
    ("Microsoft acquired GitHub in 2018.", ["In 2018, Microsoft bought GitHub for $7.5 billion."], "s"),
    ("GitHub acquired Microsoft in 2018.", ["In 2018, Microsoft bought GitHub for $7.5 billion."], "u"),
    ("Microsoft paid $7.5 million for GitHub.", ["In 2018, Microsoft bought GitHub for $7.5 billion."], "u"),
    ("Die Inflation lag im Mai bei 2,4 Prozent.", ["Inflation was 2.4% in May."], "s"),
    ("Die Inflation lag im Juni bei 2,4 Prozent.", ["Inflation was 2.4% in May."], "u"),
    # software docs
    ("The library requires Python 3.10 or later.", ["Requires Python >= 3.10."], "s"),
    ("The library supports Python 3.8.", ["Requires Python >= 3.10."], "u"),
    ("Run pip install veracity to install it.", ["Install it with pip install veracity."], "s"),
    ("The default port is 8080.", ["The server listens on port 8080 unless --port is given."], "s"),
    ("The default port is 8000.", ["The server listens on port 8080 unless --port is given."], "u"),
    ("The free plan includes 5 GB of storage.", ["Free accounts get 5 GB of storage; Pro accounts get 1 TB."], "s"),
    ("The free plan includes 1 TB of storage.", ["Free accounts get 5 GB of storage; Pro accounts get 1 TB."], "u"),
    # travel
    (
        "The flight from Paris to Tokyo takes about 14 hours.",
        ["Nonstop flights from Paris to Tokyo take around 14 hours."],
        "s",
    ),
    ("The museum is closed on Mondays.", ["The museum is open Tuesday to Sunday, 10:00-18:00."], "s"),
    ("The museum is open on Mondays.", ["The museum is open Tuesday to Sunday, 10:00-18:00."], "u"),
    ("東京タワーの高さは333メートルです。", ["Tokyo Tower is 333 metres tall."], "s"),
    ("東京タワーの高さは634メートルです。", ["Tokyo Tower is 333 metres tall."], "u"),
    ("A visa is not required for stays under 90 days.", ["Visitors can stay up to 90 days without a visa."], "s"),
    # history
    ("The Berlin Wall fell in 1989.", ["The Berlin Wall came down on 9 November 1989."], "s"),
    ("The Berlin Wall fell in 1991.", ["The Berlin Wall came down on 9 November 1989."], "u"),
    (
        "A Revolução dos Cravos aconteceu em 1974.",
        ["The Carnation Revolution took place on 25 April 1974 in Portugal."],
        "s",
    ),
    (
        "A Revolução dos Cravos aconteceu na Espanha.",
        ["The Carnation Revolution took place on 25 April 1974 in Portugal."],
        "u",
    ),
    (
        "Napoleon was born before the French Revolution.",
        ["Napoleon was born in 1769; the French Revolution began in 1789."],
        "s",
    ),
    (
        "Napoleon was born after the French Revolution.",
        ["Napoleon was born in 1769; the French Revolution began in 1789."],
        "u",
    ),
    # science
    ("Water boils at 100 °C at sea level.", ["At sea level, water boils at 100 degrees Celsius."], "s"),
    ("Water boils at 90 °C at sea level.", ["At sea level, water boils at 100 degrees Celsius."], "u"),
    (
        "Light from the Sun takes about eight minutes to reach Earth.",
        ["Sunlight reaches Earth in about 8 minutes 20 seconds."],
        "s",
    ),
    ("Mars has two moons.", ["Mars has two small moons, Phobos and Deimos."], "s"),
    ("Mars has three moons.", ["Mars has two small moons, Phobos and Deimos."], "u"),
    (
        "La vitesse de la lumière est d'environ 300 000 km/s.",
        ["The speed of light is about 299,792 km per second."],
        "s",
    ),
    # sport
    (
        "Brazil has won the World Cup five times.",
        ["Brazil won the FIFA World Cup in 1958, 1962, 1970, 1994 and 2002."],
        "s",
    ),
    ("Argentina won the 2022 World Cup.", ["Argentina beat France on penalties in the 2022 World Cup final."], "s"),
    ("France won the 2022 World Cup.", ["Argentina beat France on penalties in the 2022 World Cup final."], "u"),
    (
        "Usain Bolt ran 100 m in 9.58 seconds.",
        ["Usain Bolt set the 100 m world record of 9.58 s in Berlin in 2009."],
        "s",
    ),
    (
        "Usain Bolt set the record in Beijing.",
        ["Usain Bolt set the 100 m world record of 9.58 s in Berlin in 2009."],
        "u",
    ),
    # product specs
    ("The laptop weighs 1.2 kg.", ["Weight: 1.2 kg (2.6 lb)."], "s"),
    ("The laptop weighs 2.1 kg.", ["Weight: 1.2 kg (2.6 lb)."], "u"),
    ("The phone is water-resistant.", ["IP68 rated: water-resistant to 6 metres for up to 30 minutes."], "s"),
    (
        "The battery charges fully in 30 minutes.",
        ["Charges to 50% in 30 minutes; a full charge takes 80 minutes."],
        "u",
    ),
    (
        "Das Handy hat eine 48-Megapixel-Kamera.",
        ["The phone has a 48 MP main camera and a 12 MP ultra-wide camera."],
        "s",
    ),
    (
        "Das Handy hat eine 64-Megapixel-Kamera.",
        ["The phone has a 48 MP main camera and a 12 MP ultra-wide camera."],
        "u",
    ),
    # answers with lines that state nothing
    (
        "Here is what I found. The warranty lasts two years. Let me know if you have other questions.",
        ["All products come with a two-year warranty."],
        "nsn",
    ),
    (
        "The warranty lasts five years. I hope this helps!",
        ["All products come with a two-year warranty."],
        "un",
    ),
    ("In short: the warranty covers two years.", ["All products come with a two-year warranty."], "s"),
    # written second, after the fixes above, the same way: contracts, recipes, timetables, IT, real estate
    (
        "The contract can be terminated with 30 days' notice.",
        ["Either party may end the agreement by giving thirty days' written notice."],
        "s",
    ),
    (
        "The contract can be terminated without notice.",
        ["Either party may end the agreement by giving thirty days' written notice."],
        "u",
    ),
    ("Bake the cake for 40 minutes at 180 °C.", ["Bake at 180 degrees Celsius for 40 minutes."], "s"),
    ("Bake the cake for 40 minutes at 220 °C.", ["Bake at 180 degrees Celsius for 40 minutes."], "u"),
    ("The recipe serves four people.", ["Serves 4."], "s"),
    ("The last train leaves at 23:40.", ["The final departure is at 11:40 pm."], "s"),
    ("The last train leaves at 22:40.", ["The final departure is at 11:40 pm."], "u"),
    ("Trains run every 10 minutes during rush hour.", ["During peak hours, trains run every ten minutes."], "s"),
    ("Trains run every 20 minutes during rush hour.", ["During peak hours, trains run every ten minutes."], "u"),
    ("The backup runs every night at 2 am.", ["A nightly backup starts at 02:00."], "s"),
    ("The backup runs every Sunday.", ["A nightly backup starts at 02:00."], "u"),
    ("The apartment has three bedrooms.", ["The flat offers 3 bedrooms, 2 bathrooms and a balcony."], "s"),
    ("The apartment has two bathrooms and a garden.", ["The flat offers 3 bedrooms, 2 bathrooms and a balcony."], "u"),
    ("The rent is €1,200 per month.", ["Monthly rent: 1,200 euros, utilities not included."], "s"),
    ("Utilities are included in the rent.", ["Monthly rent: 1,200 euros, utilities not included."], "u"),
    ("Das Büro ist am Freitag geschlossen.", ["The office is closed on Fridays."], "s"),
    ("El hotel está a 5 minutos de la playa.", ["The hotel is a five-minute walk from the beach."], "s"),
    ("El hotel está a 15 minutos de la playa.", ["The hotel is a five-minute walk from the beach."], "u"),
    ("O curso tem duração de seis meses.", ["The course lasts six months."], "s"),
    ("O curso tem duração de um ano.", ["The course lasts six months."], "u"),
    ("Il volo è stato cancellato.", ["The flight was cancelled because of the storm."], "s"),
    ("Il volo è partito in orario.", ["The flight was cancelled because of the storm."], "u"),
    ("Sales doubled in 2023.", ["Sales rose from 10,000 units in 2022 to 20,000 in 2023."], "s"),
    ("The population has declined since 2010.", ["Since 2010 the town's population has grown by 12%."], "u"),
    ("Unemployment dropped to 4%.", ["The unemployment rate fell to 4 percent."], "s"),
    (
        "The company was founded by two brothers.",
        ["The company was founded in 1946 by the brothers Adolf and Rudolf Dassler."],
        "s",
    ),
    ("Shakespeare wrote Hamlet.", ["Hamlet is a tragedy written by William Shakespeare around 1600."], "s"),
    ("Marlowe wrote Hamlet.", ["Hamlet is a tragedy written by William Shakespeare around 1600."], "u"),
]


if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
