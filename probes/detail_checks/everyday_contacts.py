"""Contacts, codes and materials (2026-12-07, ninth session), written before they were run: a phone number, an email
address or a web address one character off, a house number, a postcode, a flight or model number, a gate, and a
material or colour said instead of another, in five languages. Each wrong claim stands beside a right one.

    python probes/detail_checks/everyday_contacts.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

SUPPORT = "You can reach support at +1 800 555 0199 or support@acme.com, Monday to Friday."
OFFICE = "Our office is at 221 Baker Street, London NW1 6XE."
CASES = [
    ("Call support at +1 800 555 0199.", [SUPPORT], "s"),
    ("Call support at +1 800 555 0198.", [SUPPORT], "u"),
    ("Email support@acme.com for help.", [SUPPORT], "s"),
    ("Email help@acme.com for help.", [SUPPORT], "u"),
    ("The office is at 221 Baker Street.", [OFFICE], "s"),
    ("The office is at 212 Baker Street.", [OFFICE], "u"),
    ("The office's postcode is NW1 6XE.", [OFFICE], "s"),
    ("The office's postcode is NW1 6XF.", [OFFICE], "u"),
    ("The docs are at docs.acme.com.", ["Documentation is published at docs.acme.com."], "s"),
    ("The docs are at docs.acme.io.", ["Documentation is published at docs.acme.com."], "u"),
    ("Flight BA 117 leaves at 8:25.", ["Flight BA 117 to New York departs at 8:25 from Terminal 5."], "s"),
    ("Flight BA 115 leaves at 8:25.", ["Flight BA 117 to New York departs at 8:25 from Terminal 5."], "u"),
    ("It departs from Terminal 3.", ["Flight BA 117 to New York departs at 8:25 from Terminal 5."], "u"),
    ("Boarding is at gate B12.", ["Boarding for this flight is at gate B12."], "s"),
    ("Boarding is at gate B21.", ["Boarding for this flight is at gate B12."], "u"),
    ("The XR-500 has a 12 MP camera.", ["The XR-500 has a 12 MP camera; the XR-700 has 48 MP."], "s"),
    ("The XR-700 has a 12 MP camera.", ["The XR-500 has a 12 MP camera; the XR-700 has 48 MP."], "u"),
    ("The frame is made of aluminium.", ["The frame is made of aluminium and the fork of carbon."], "s"),
    ("The frame is made of steel.", ["The frame is made of aluminium and the fork of carbon."], "u"),
    ("The fork is made of aluminium.", ["The frame is made of aluminium and the fork of carbon."], "u"),
    ("The case is available in blue.", ["The case is available in black and white."], "u"),
    ("Die Hotline ist unter 030 1234567 erreichbar.", ["Die Hotline erreichen Sie unter 030 1234567."], "s"),
    ("Die Hotline ist unter 030 1234576 erreichbar.", ["Die Hotline erreichen Sie unter 030 1234567."], "u"),
    ("Le siège est au 12 rue de Rivoli.", ["Le siège social se trouve au 21 rue de Rivoli, à Paris."], "u"),
    ("Le siège est au 21 rue de Rivoli.", ["Le siège social se trouve au 21 rue de Rivoli, à Paris."], "s"),
    ("La mesa es de madera.", ["La mesa es de vidrio y las patas son de acero."], "u"),
    ("La mesa es de vidrio.", ["La mesa es de vidrio y las patas son de acero."], "s"),
    ("O voo TP 1351 parte às 10h.", ["O voo TP 1315 parte às 10h do terminal 1."], "u"),
    ("The Wi-Fi password is Guest2024.", ["The guest Wi-Fi password is Guest2024!"], "s"),
    ("The Wi-Fi password is Guest2023.", ["The guest Wi-Fi password is Guest2024!"], "u"),
    ("The order number is 4471-A.", ["Your order 4471-B has shipped."], "u"),
    ("Your order 4471-B has shipped.", ["Your order 4471-B has shipped and arrives Friday."], "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
