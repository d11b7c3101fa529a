"""More claims that say one thing more than their evidence (2026-12-07, tenth session), written before they were
run, after `everyday_additions.py` had been run and mended: a manner ("automatically", "instantly"), a reach
("worldwide", "in all stores"), a purpose ("to cut costs"), a frequency ("every day"), a permanence, an added
requirement, in five languages. Each beside the claim without the addition, which its evidence supports.

    python probes/detail_checks/everyday_additions2.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CASES = [
    ("The app backs up your photos.", ["The app can back up your photos to the cloud."], "s"),
    ("The app backs up your photos automatically.", ["The app can back up your photos to the cloud."], "u"),
    ("Payments are processed.", ["Payments are processed within three business days."], "s"),
    ("Payments are processed instantly.", ["Payments are processed within three business days."], "u"),
    ("The product is sold in the United States.", ["The product is sold in the United States and Canada."], "s"),
    ("The product is sold worldwide.", ["The product is sold in the United States and Canada."], "u"),
    ("The discount applies in all stores.", ["The discount applies in participating stores."], "u"),
    ("The company cut 200 jobs.", ["The company cut 200 jobs in its logistics unit."], "s"),
    ("The company cut 200 jobs to reduce costs.", ["The company cut 200 jobs in its logistics unit."], "u"),
    ("The pool is open in summer.", ["The outdoor pool is open from June to August."], "s"),
    ("The pool is open every day in summer.", ["The outdoor pool is open on weekends from June to August."], "u"),
    ("The account was closed.", ["The account was closed in May at the customer's request."], "s"),
    ("The account was closed permanently.", ["The account was suspended in May pending a review."], "u"),
    ("Applicants need a passport.", ["Applicants need a valid passport."], "s"),
    ("Applicants need a passport and a visa.", ["Applicants need a valid passport."], "u"),
    ("The vaccine is given in two doses.", ["The vaccine is given in two doses four weeks apart."], "s"),
    ("The vaccine is given in two doses to adults only.", ["The vaccine is given in two doses four weeks apart."], "u"),
    ("The battery lasts 10 hours.", ["The battery lasts up to 10 hours of video playback."], "s"),
    ("The battery lasts 10 hours and charges in 30 minutes.", ["The battery lasts up to 10 hours."], "u"),
    ("The library was renovated in 2019.", ["The library was renovated in 2019."], "s"),
    (
        "The library was renovated in 2019 and reopened in 2020.",
        ["The library was renovated in 2019."],
        "u",
    ),
    ("Die Software läuft unter Linux.", ["Die Software läuft unter Linux und macOS."], "s"),
    ("Die Software läuft auch unter Windows.", ["Die Software läuft unter Linux und macOS."], "u"),
    ("Le colis est livré en 48 heures.", ["Le colis est livré en 48 heures en France métropolitaine."], "s"),
    ("Le colis est livré en 48 heures dans toute l'Europe.", ["Le colis est livré en 48 heures en France."], "u"),
    ("La tienda abre los domingos.", ["La tienda abre los domingos de 10 a 14 horas."], "s"),
    ("La tienda abre los domingos y festivos.", ["La tienda abre los domingos de 10 a 14 horas."], "u"),
    ("O aplicativo é compatível com Android.", ["O aplicativo é compatível com Android 10 ou superior."], "s"),
    ("O aplicativo é compatível com Android e iOS.", ["O aplicativo é compatível com Android 10 ou superior."], "u"),
    ("Il museo offre visite guidate.", ["Il museo offre visite guidate il sabato mattina."], "s"),
    ("Il museo offre visite guidate in inglese.", ["Il museo offre visite guidate il sabato mattina."], "u"),
    ("The warranty covers the battery.", ["The two-year warranty covers the battery and the screen."], "s"),
    ("The warranty covers accidental damage.", ["The two-year warranty covers the battery and the screen."], "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
