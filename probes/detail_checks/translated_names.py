"""Names of several words across languages (2026-12-03, evening), written before they were run: a claim in one
language against a fact in another, each right name beside a wrong one. "El Reino Unido" is "the United
Kingdom" as a whole; word by word, "Unido" is no "Kingdom".

    python probes/detail_checks/translated_names.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

BREXIT = ["The United Kingdom left the European Union on 31 January 2020."]
WAR = ["The Hundred Years' War ended in 1453."]
WALL = ["The Great Wall of China is more than 20,000 kilometres long."]
SEA = ["The Mediterranean Sea covers about 2.5 million square kilometres."]
UN = ["The United Nations was founded in 1945 and has 193 member states."]
WW2 = ["World War II ended in 1945."]
HOUSE = ["The White House has been the residence of every US president since John Adams."]
KOREA = ["South Korea's capital is Seoul."]
DUTCH = ["The Netherlands has about 17.9 million inhabitants."]
BANK = ["The European Central Bank sets interest rates for the euro area."]
TOWER = ["Das Brandenburger Tor wurde 1791 fertiggestellt."]
REVOLUTION = ["La Révolution française a commencé en 1789."]

CASES = [
    ("El Reino Unido salió de la Unión Europea en 2020.", BREXIT, "s"),
    ("Los Estados Unidos salieron de la Unión Europea en 2020.", BREXIT, "u"),
    ("O Reino Unido saiu da União Europeia em 2020.", BREXIT, "s"),
    ("Il Regno Unito è uscito dalla NATO nel 2020.", BREXIT, "u"),
    ("La Guerra de los Cien Años terminó en 1453.", WAR, "s"),
    ("La Guerra de los Treinta Años terminó en 1453.", WAR, "u"),
    ("La Grande Muraglia cinese è lunga più di 20.000 chilometri.", WALL, "s"),
    ("La Grande Barriera Corallina è lunga più di 20.000 chilometri.", WALL, "u"),
    ("El mar Mediterráneo cubre unos 2,5 millones de kilómetros cuadrados.", SEA, "s"),
    ("El mar Negro cubre unos 2,5 millones de kilómetros cuadrados.", SEA, "u"),
    ("As Nações Unidas foram fundadas em 1945.", UN, "s"),
    ("A União Africana foi fundada em 1945.", UN, "u"),
    ("La Seconde Guerre mondiale s'est terminée en 1945.", WW2, "s"),
    ("La Première Guerre mondiale s'est terminée en 1945.", WW2, "u"),
    ("A Casa Branca é a residência de todos os presidentes desde John Adams.", HOUSE, "s"),
    ("O Palácio do Planalto é a residência de todos os presidentes desde John Adams.", HOUSE, "u"),
    ("Die Hauptstadt von Südkorea ist Seoul.", KOREA, "s"),
    ("Die Hauptstadt von Nordkorea ist Seoul.", KOREA, "u"),
    ("Los Países Bajos tienen unos 17,9 millones de habitantes.", DUTCH, "s"),
    ("Bélgica tiene unos 17,9 millones de habitantes.", DUTCH, "u"),
    ("Le Banque centrale européenne fixe les taux d'intérêt de la zone euro.", BANK, "s"),
    ("La Banque mondiale fixe les taux d'intérêt de la zone euro.", BANK, "u"),
    ("The Brandenburg Gate was completed in 1791.", TOWER, "s"),
    ("The Berlin Wall was completed in 1791.", TOWER, "u"),
    ("The French Revolution began in 1789.", REVOLUTION, "s"),
    ("The Russian Revolution began in 1789.", REVOLUTION, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
