"""Hedges, plans and superlatives (2026-12-06, fourth session), written before they were run: a claim that states as
done what the fact gives as a plan or an expectation ("opened a store" against "plans to open a store"), as certain
what it gives as possible ("causes" against "may be linked to"), as the one thing what it gives as one of several
("the largest city" against "one of the largest cities"; "only by email" against "by email and phone"), or as always
what it gives as usual, each beside the right claim, in four languages.

    python probes/detail_checks/everyday_hedges.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

STORE = ["The company plans to open a store in Paris next year."]
BAN = ["The city council has proposed a ban on diesel cars from 2030."]
COFFEE = ["A 2021 study found that coffee may be linked to a lower risk of liver disease."]
LYON = ["Lyon is one of the largest cities in France."]
MODEL_T = ["The Model T was one of the first cars built on an assembly line."]
BUS = ["The number 12 bus usually arrives on time."]
SUPPORT = ["Our support team can be reached by email and by phone."]
STARTUP = ["According to unconfirmed reports, Apple is considering buying the startup."]
BRIDGE = ["The bridge is expected to open in 2027."]
NAUSEA = ["Side effects may include nausea and dizziness."]
FLIGHTS = ["Most flights depart from Terminal 2."]
POOL = ["Die Stadt plant, 2026 ein neues Schwimmbad zu bauen."]
HAMBURG = ["Hamburg ist eine der größten Städte Deutschlands."]
RETRAITE = ["Le gouvernement envisage de relever l'âge de la retraite à 65 ans."]
MAUX = ["Le médicament peut provoquer des maux de tête."]
MADRID = ["Madrid es una de las ciudades más visitadas de Europa."]
TREN = ["El tren suele salir puntual."]
# Written after the checks for the first 34 were built, before they were run: other words and phrasings.
AIRLINE = ["The airline intends to add flights to Lisbon in the spring."]
RENTS = ["The new law is likely to raise rents in Berlin."]
VITAMIN = ["Vitamin D might reduce the risk of colds."]
TOKYO = ["Tokyo is one of the most expensive cities in the world."]
FABRICA = ["La empresa prevé abrir una fábrica en Valencia en 2026."]
BAHN = ["Die Bahn könnte die Preise im Dezember erhöhen."]
USINE = ["L'usine pourrait fermer en 2025."]
MONDAYS = ["The museum is usually closed on Mondays."]
APP = ["The app is available on iOS and Android."]
COLOSSEO = ["Il Colosseo è uno dei monumenti più visitati d'Italia."]
JOBS = ["The CEO said the company would cut 500 jobs."]
# Written after the 56 were 56 of 56, before they were run: a future, an aim, a suspicion, what a study suggests.
OPENING = ["The bridge will open in 2027."]
SALE = ["Tickets are expected to go on sale in May."]
EMISSIONS = ["The company aims to cut emissions by 50% by 2030."]
BATS = ["Researchers suspect the virus came from bats."]
MEMORY = ["The study suggests that exercise improves memory."]
MERGER = ["Die beiden Banken wollen bis Ende 2025 fusionieren."]

CASES = [
    ("The company plans to open a store in Paris.", STORE, "s"),
    ("The company opened a store in Paris.", STORE, "u"),
    ("The city council proposed banning diesel cars from 2030.", BAN, "s"),
    ("Diesel cars will be banned from 2030.", BAN, "u"),
    ("A 2021 study linked coffee to a lower risk of liver disease.", COFFEE, "s"),
    ("Coffee prevents liver disease.", COFFEE, "u"),
    ("Lyon is one of France's largest cities.", LYON, "s"),
    ("Lyon is the largest city in France.", LYON, "u"),
    ("The Model T was among the first cars built on an assembly line.", MODEL_T, "s"),
    ("The Model T was the first car built on an assembly line.", MODEL_T, "u"),
    ("The number 12 bus is usually on time.", BUS, "s"),
    ("The number 12 bus always arrives on time.", BUS, "u"),
    ("Support can be reached by phone.", SUPPORT, "s"),
    ("Support can be reached only by email.", SUPPORT, "u"),
    ("Apple is reportedly considering buying the startup.", STARTUP, "s"),
    ("Apple bought the startup.", STARTUP, "u"),
    ("The bridge is scheduled to open in 2027.", BRIDGE, "s"),
    ("The bridge opened in 2027.", BRIDGE, "u"),
    ("Nausea is a possible side effect.", NAUSEA, "s"),
    ("The drug always causes nausea.", NAUSEA, "u"),
    ("Most flights leave from Terminal 2.", FLIGHTS, "s"),
    ("All flights depart from Terminal 2.", FLIGHTS, "u"),
    ("Die Stadt will 2026 ein neues Schwimmbad bauen.", POOL, "s"),
    ("Die Stadt hat 2026 ein neues Schwimmbad gebaut.", POOL, "u"),
    ("Hamburg gehört zu den größten Städten Deutschlands.", HAMBURG, "s"),
    ("Hamburg ist die größte Stadt Deutschlands.", HAMBURG, "u"),
    ("Le gouvernement envisage de porter l'âge de la retraite à 65 ans.", RETRAITE, "s"),
    ("Le gouvernement a relevé l'âge de la retraite à 65 ans.", RETRAITE, "u"),
    ("Le médicament peut causer des maux de tête.", MAUX, "s"),
    ("Le médicament provoque toujours des maux de tête.", MAUX, "u"),
    ("Madrid está entre las ciudades más visitadas de Europa.", MADRID, "s"),
    ("Madrid es la ciudad más visitada de Europa.", MADRID, "u"),
    ("Normalmente el tren sale puntual.", TREN, "s"),
    ("El tren siempre sale puntual.", TREN, "u"),
    ("The airline intends to add flights to Lisbon.", AIRLINE, "s"),
    ("The airline added flights to Lisbon.", AIRLINE, "u"),
    ("The new law will probably raise rents in Berlin.", RENTS, "s"),
    ("The new law raised rents in Berlin.", RENTS, "u"),
    ("Vitamin D may lower the risk of colds.", VITAMIN, "s"),
    ("Vitamin D reduces the risk of colds.", VITAMIN, "u"),
    ("Tokyo ranks among the most expensive cities in the world.", TOKYO, "s"),
    ("Tokyo is the most expensive city in the world.", TOKYO, "u"),
    ("La empresa tiene previsto abrir una fábrica en Valencia.", FABRICA, "s"),
    ("La empresa abrió una fábrica en Valencia.", FABRICA, "u"),
    ("Die Bahn erhöht möglicherweise im Dezember die Preise.", BAHN, "s"),
    ("Die Bahn erhöht die Preise im Dezember.", BAHN, "u"),
    ("L'usine pourrait fermer ses portes en 2025.", USINE, "s"),
    ("L'usine fermera en 2025.", USINE, "u"),
    ("The museum is usually closed on Mondays.", MONDAYS, "s"),
    ("The museum is always closed on Mondays.", MONDAYS, "u"),
    ("The app is available on Android.", APP, "s"),
    ("The app is available only on iOS.", APP, "u"),
    ("Il Colosseo è tra i monumenti più visitati d'Italia.", COLOSSEO, "s"),
    ("Il Colosseo è il monumento più visitato d'Italia.", COLOSSEO, "u"),
    ("The CEO said the company would cut 500 jobs.", JOBS, "s"),
    ("The company cut 500 jobs.", JOBS, "u"),
    ("The bridge is scheduled to open in 2027.", OPENING, "s"),
    ("The bridge opened in 2027.", OPENING, "u"),
    ("Tickets should go on sale in May.", SALE, "s"),
    ("Tickets went on sale in May.", SALE, "u"),
    ("The company wants to halve its emissions by 2030.", EMISSIONS, "s"),
    ("The company has cut its emissions by 50%.", EMISSIONS, "u"),
    ("Researchers think the virus may have come from bats.", BATS, "s"),
    ("The virus came from bats.", BATS, "u"),
    ("According to the study, exercise may improve memory.", MEMORY, "s"),
    ("Exercise improves memory.", MEMORY, "u"),
    ("Die Banken planen eine Fusion bis Ende 2025.", MERGER, "s"),
    ("Die Banken haben fusioniert.", MERGER, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
