"""Everyday claim/fact pairs written on 2026-12-02 (night), as a user checks answers: ranges, figures rounded to
their unit ("42 km" of 42.195 km), hours written "10h", "up to" as the most itself, a wrong place after "located",
second-longest against longest, subscriptions, versions, product facts, in five languages.

    python probes/detail_checks/everyday_users.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    (
        "The Louvre is the most visited museum. It received 8.9 million visitors in 2023. It is located in Lyon.",
        [
            "The Louvre, in Paris, received 8.9 million visitors in 2023, making it the most visited museum in the world."
        ],
        "ssu",
    ),
    (
        "Le Louvre est le musée le plus visité du monde. Il se trouve à Paris.",
        ["Le musée du Louvre, à Paris, a accueilli 8,9 millions de visiteurs en 2023, le plus visité du monde."],
        "ss",
    ),
    (
        "The store is open on Sundays. It is billed monthly.",
        [
            "The store is open from 9:00 to 18:00 on weekdays and closed on Sundays.",
            "The plan costs $12 per user per month, billed annually.",
        ],
        "uu",
    ),
    (
        "The Amazon is the second longest river in the world.",
        ["The Amazon is the second-longest river on Earth, after the Nile."],
        "s",
    ),
    (
        "The Amazon is the longest river in the world.",
        ["The Amazon is the second-longest river on Earth, after the Nile."],
        "u",
    ),
    ("The course costs between $200 and $300.", ["The course fee is $250."], "s"),
    ("The course costs $350.", ["The course fee is $250."], "u"),
    ("About 40% of respondents agreed.", ["Forty-one percent of those surveyed agreed."], "s"),
    ("About 60% of respondents agreed.", ["Forty-one percent of those surveyed agreed."], "u"),
    ("The marathon is 42 km long.", ["A marathon covers 42.195 kilometres."], "s"),
    ("The marathon is 26 km long.", ["A marathon covers 42.195 kilometres."], "u"),
    ("She was 34 when she founded the company.", ["She founded the company in 2010, at the age of 34."], "s"),
    ("She was 43 when she founded the company.", ["She founded the company in 2010, at the age of 34."], "u"),
    ("The app supports iOS and Android.", ["The app is available for iOS, Android and the web."], "s"),
    ("The app supports Windows.", ["The app is available for iOS, Android and the web."], "u"),
    ("The meeting starts at 3 pm.", ["The meeting begins at 15:00."], "s"),
    ("The meeting starts at 5 pm.", ["The meeting begins at 15:00."], "u"),
    ("The river is about 100 miles long.", ["The river is 160 km long."], "s"),
    ("Der Flug dauert etwa drei Stunden.", ["The flight takes about 3 hours."], "s"),
    ("Der Flug dauert etwa fünf Stunden.", ["The flight takes about 3 hours."], "u"),
    ("La réunion a lieu chaque mardi.", ["The meeting is held every Tuesday."], "s"),
    ("La réunion a lieu chaque jeudi.", ["The meeting is held every Tuesday."], "u"),
    ("Python was created by Guido van Rossum.", ["Guido van Rossum began working on Python in the late 1980s."], "s"),
    ("Python was created by James Gosling.", ["Guido van Rossum began working on Python in the late 1980s."], "u"),
    ("The city is larger than Lyon.", ["With 2.1 million inhabitants, Paris is far larger than Lyon (520,000)."], "s"),
    ("Lyon is larger than Paris.", ["With 2.1 million inhabitants, Paris is far larger than Lyon (520,000)."], "u"),
    ("The offer ends on 31 March.", ["The offer is valid until 31 March 2025."], "s"),
    ("The offer ends on 30 April.", ["The offer is valid until 31 March 2025."], "u"),
    ("The hotel has a pool.", ["Guests can use the hotel's outdoor swimming pool from May to September."], "s"),
    ("The hotel has no pool.", ["Guests can use the hotel's outdoor swimming pool from May to September."], "u"),
    ("Returns are accepted within 30 days.", ["You can return any item within 30 days of delivery."], "s"),
    ("Returns are accepted within 60 days.", ["You can return any item within 30 days of delivery."], "u"),
    ("O museu abre às 10h.", ["The museum opens at 10 am."], "s"),
    ("O museu abre às 9h.", ["The museum opens at 10 am."], "u"),
    ("The report was published by the WHO.", ["The World Health Organization published the report in 2021."], "s"),
    ("The report was published by UNICEF.", ["The World Health Organization published the report in 2021."], "u"),
    (
        "Mount Kilimanjaro is in Tanzania.",
        ["Kilimanjaro, Africa's highest mountain, lies in northeastern Tanzania."],
        "s",
    ),
    ("Mount Kilimanjaro is in Kenya.", ["Kilimanjaro, Africa's highest mountain, lies in northeastern Tanzania."], "u"),
    ("The device weighs 1.2 kg.", ["The device weighs 1,200 grams."], "s"),
    ("The device weighs 2 kg.", ["The device weighs 1,200 grams."], "u"),
    ("Il treno parte ogni ora.", ["Trains leave every hour."], "s"),
    ("The vaccine is 95% effective.", ["The vaccine showed 95% efficacy in trials."], "s"),
    ("The vaccine is 59% effective.", ["The vaccine showed 95% efficacy in trials."], "u"),
    ("The band released three albums.", ["The band released albums in 2001, 2004 and 2009."], "s"),
    (
        "Tokyo hosted the Olympics in 2021.",
        ["The 2020 Summer Olympics were held in Tokyo in 2021 after a one-year delay."],
        "s",
    ),
    (
        "Tokyo hosted the Olympics in 2019.",
        ["The 2020 Summer Olympics were held in Tokyo in 2021 after a one-year delay."],
        "u",
    ),
    (
        "You can cancel your subscription at any time.",
        ["Subscriptions can be cancelled at any time from the account page."],
        "s",
    ),
    (
        "You cannot cancel your subscription.",
        ["Subscriptions can be cancelled at any time from the account page."],
        "u",
    ),
    ("The library requires Python 3.9 or later.", ["Requires Python >= 3.9."], "s"),
    ("The library requires Python 3.11 or later.", ["Requires Python >= 3.9."], "u"),
    (
        "Einstein was born in Ulm.",
        ["Albert Einstein was born in Ulm, in the Kingdom of Württemberg, on 14 March 1879."],
        "s",
    ),
    (
        "Einstein was born in Munich.",
        ["Albert Einstein was born in Ulm, in the Kingdom of Württemberg, on 14 March 1879."],
        "u",
    ),
    (
        "Einstein was born in 1879.",
        ["Albert Einstein was born in Ulm, in the Kingdom of Württemberg, on 14 March 1879."],
        "s",
    ),
    (
        "Einstein was born on 14 March 1897.",
        ["Albert Einstein was born in Ulm, in the Kingdom of Württemberg, on 14 March 1879."],
        "u",
    ),
    ("The free tier includes 1,000 API calls per month.", ["Free accounts get 1000 requests a month."], "s"),
    ("The free tier includes 10,000 API calls per month.", ["Free accounts get 1000 requests a month."], "u"),
    ("Die Lieferung ist kostenlos.", ["Delivery is free of charge."], "s"),
    ("La livraison est payante.", ["Delivery is free of charge."], "u"),
    ("The CEO resigned in 2023.", ["In June 2023, the chief executive stepped down after six years."], "s"),
    ("The CEO was fired in 2023.", ["In June 2023, the chief executive stepped down after six years."], "u"),
    (
        "The book has been translated into more than 40 languages.",
        ["The novel has been translated into 47 languages."],
        "s",
    ),
    (
        "The book has been translated into more than 50 languages.",
        ["The novel has been translated into 47 languages."],
        "u",
    ),
    ("Parking is available for guests.", ["Free parking is available on site for all hotel guests."], "s"),
    ("Pets are allowed.", ["Pets are not allowed in the hotel."], "u"),
    ("Pets are not allowed.", ["Pets are not allowed in the hotel."], "s"),
    (
        "The product is made in Germany.",
        ["All our products are manufactured in our factory in Stuttgart, Germany."],
        "s",
    ),
    ("The product is made in China.", ["All our products are manufactured in our factory in Stuttgart, Germany."], "u"),
    (
        "The Great Wall is visible from space with the naked eye.",
        ["Contrary to popular belief, the Great Wall cannot be seen from space with the naked eye."],
        "u",
    ),
    (
        "Mercury is the closest planet to the Sun.",
        ["Mercury is the smallest planet in the Solar System and the closest to the Sun."],
        "s",
    ),
    (
        "Mercury is the largest planet.",
        ["Mercury is the smallest planet in the Solar System and the closest to the Sun."],
        "u",
    ),
    ("La Sagrada Família fue diseñada por Antoni Gaudí.", ["The Sagrada Família was designed by Antoni Gaudí."], "s"),
    (
        "La Sagrada Família se terminó en 1926.",
        ["Construction of the Sagrada Família began in 1882 and is still unfinished."],
        "u",
    ),
    ("The patch fixes a memory leak.", ["Version 2.3.1 fixes a memory leak in the parser."], "s"),
    ("The patch adds a new parser.", ["Version 2.3.1 fixes a memory leak in the parser."], "u"),
    ("She won two Olympic gold medals.", ["She won gold at the 2012 and 2016 Olympics."], "s"),
    ("The battery lasts up to 10 hours.", ["Battery life: up to 10 hours of video playback."], "s"),
    ("The battery lasts up to 20 hours.", ["Battery life: up to 10 hours of video playback."], "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
