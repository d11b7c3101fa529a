"""Amounts restated in another unit and centuries in their usual forms (2026-12-06), written before they were run: an
answer that gives a height in metres and feet ("828 metres (2,717 ft)") against a source in metres, "pieds" and
"milles carrés" in French, inches and pounds in product specs, Fahrenheit beside Celsius, and centuries written in
Roman numerals ("XIXe siècle", "siglo XIX"), in words ("nineteenth century") or as a year of them.

    python probes/detail_checks/everyday_units.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

BURJ = ["The Burj Khalifa in Dubai is 828 m tall and was completed in 2010."]
EIFFEL_FR = ["La tour Eiffel mesure 330 mètres de haut depuis 2022."]
SUPERIOR = ["Lake Superior has a surface area of 82,100 square kilometres."]
SUPERIOR_ES = ["El lago Superior tiene una superficie de 82.100 km²."]
AFRICA_FR = ["L'Afrique du Sud couvre une superficie de 1 221 037 kilomètres carrés."]
PHONE_DE = ["Das Display hat eine Diagonale von 15,5 cm."]
LAPTOP = ["Weight: 1.2 kg. Battery: up to 18 hours."]
WATER = ["At sea level, water boils at 100 degrees Celsius."]
MARATHON = ["A marathon is 42.195 kilometres long."]
LUMBERJACKS = ["Les Jumping Frenchmen du Maine étaient un groupe de bûcherons du XIXe siècle."]
PALACE = ["The palace was built in 1650 for the Duke of Orléans."]
CASTLE_IT = ["Il castello fu costruito nel 1250 dai conti di Savoia."]
MONASTERY_PT = ["O mosteiro foi construído em 1502, por ordem do rei D. Manuel I."]
PALACIO_ES = ["El palacio se construyó en el siglo XVII."]
CHURCH = ["The church dates from the twelfth century."]
CITY = ["The city was founded in 1852 by settlers from Ohio."]
LOUIS = ["Louis XIV reigned for 72 years, from 1643 to 1715."]

CASES = [
    ("The Burj Khalifa is 828 metres (2,717 ft) tall.", BURJ, "s"),
    ("The Burj Khalifa is 828 metres (3,717 ft) tall.", BURJ, "u"),
    ("La tour Eiffel mesure 330 mètres (1 083 pieds).", EIFFEL_FR, "s"),
    ("La tour Eiffel mesure 1 083 pieds.", EIFFEL_FR, "s"),
    ("La tour Eiffel mesure 1 283 pieds.", EIFFEL_FR, "u"),
    ("Lake Superior covers 82,100 km² (31,700 sq mi).", SUPERIOR, "s"),
    ("Lake Superior covers 31,700 square miles.", SUPERIOR, "s"),
    ("Lake Superior covers 41,700 square miles.", SUPERIOR, "u"),
    ("El lago Superior tiene una superficie de 31.700 millas cuadradas.", SUPERIOR_ES, "s"),
    ("La taille de l'Afrique du Sud est de 1,221,037 kilomètres carrés (471,445 miles carrés).", AFRICA_FR, "s"),
    ("Der Bildschirm misst 6,1 Zoll.", PHONE_DE, "s"),
    ("Der Bildschirm misst 6,7 Zoll.", PHONE_DE, "u"),
    ("The laptop weighs 1.2 kg (2.6 lb).", LAPTOP, "s"),
    ("The laptop weighs 3.6 lb.", LAPTOP, "u"),
    ("Water boils at 212 °F (100 °C) at sea level.", WATER, "s"),
    ("Water boils at 212 degrees Fahrenheit at sea level.", WATER, "s"),
    ("Water boils at 200 °F at sea level.", WATER, "u"),
    ("A marathon is 26.2 miles long.", MARATHON, "s"),
    ("A marathon is 24.2 miles long.", MARATHON, "u"),
    ("Les Jumping Frenchmen du Maine étaient des bûcherons du 19e siècle.", LUMBERJACKS, "s"),
    ("Les Jumping Frenchmen du Maine étaient des bûcherons du 18e siècle.", LUMBERJACKS, "u"),
    ("The Jumping Frenchmen of Maine were 19th-century lumberjacks.", LUMBERJACKS, "s"),
    ("The palace was built in the 17th century.", PALACE, "s"),
    ("The palace was built in the seventeenth century.", PALACE, "s"),
    ("The palace was built in the 16th century.", PALACE, "u"),
    ("Il castello fu costruito nel XIII secolo.", CASTLE_IT, "s"),
    ("Il castello fu costruito nel XII secolo.", CASTLE_IT, "u"),
    ("O mosteiro foi construído no século XVI.", MONASTERY_PT, "s"),
    ("El palacio se construyó en el siglo 17.", PALACIO_ES, "s"),
    ("El palacio se construyó en el siglo XVIII.", PALACIO_ES, "u"),
    ("Die Kirche stammt aus dem 12. Jahrhundert.", CHURCH, "s"),
    ("The city was founded in the nineteenth century.", CITY, "s"),
    ("The city was founded in the eighteenth century.", CITY, "u"),
    ("Louis XIV reigned for 72 years.", LOUIS, "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
