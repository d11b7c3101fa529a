"""Conditions (2026-12-06, fifth session), written before they were run: a claim that drops the condition its fact
puts on what it states ("Shipping is free." against "Shipping is free on orders over $50."; "Trains run every 10
minutes." against "On weekdays, trains run every 10 minutes."), each beside the right claim, in six languages; and
claims that drop a detail that restricts nothing ("The bridge opened in 1884." against "The bridge, designed by
Gustave Eiffel, opened in 1884."), which stay supported.

    python probes/detail_checks/everyday_conditions.py [trained|fast]

Wanted verdicts: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

SHIP = ["Shipping is free on orders over $50."]
LEAVE = ["After five years of service, employees get 30 days of paid leave."]
MUSEUM = ["In summer, the museum is open until 9 pm."]
PARKING = ["Parking is free for hotel guests on weekends."]
REMOTE = ["Employees may work from home up to two days a week with their manager's approval."]
WARRANTY = ["The warranty covers manufacturing defects for two years if the product was registered online."]
TRAINS = ["On weekdays, trains run every 10 minutes."]
DOSE = ["For adults, the recommended dose is 500 mg twice a day."]
NOON = ["Orders placed before noon ship the same day."]
CONFIG = ["On Linux, the configuration file is stored in ~/.config/app."]
EINTRITT = ["Für Mitglieder ist der Eintritt frei."]
VERSAND = ["Bei Bestellungen ab 50 Euro ist der Versand kostenlos."]
GRATUIT = ["Le musée est gratuit le premier dimanche du mois."]
PLUIE = ["En cas de pluie, le concert aura lieu dans la salle des fêtes."]
METRO = ["Los menores de 12 años viajan gratis en el metro."]
RESERVA = ["Si se cancela con 48 horas de antelación, la reserva se reembolsa íntegramente."]
BIBLIOTECA = ["Aos domingos, a biblioteca fecha às 14h."]
TESSERA = ["Con la tessera, l'ingresso al museo costa 5 euro."]
# Details that restrict nothing: dropping them leaves the claim supported.
EIFFEL = ["The bridge, designed by Gustave Eiffel, opened in 1884."]
AUSTIN = ["In 2019, the company moved its headquarters to Austin, Texas."]
GOOGLE = ["Founded in 1998, Google is headquartered in Mountain View."]
BATTERY = ["According to the manual, the battery lasts up to 12 hours."]
MONDAYS = ["Since 2020, the museum has been open on Mondays."]
BERLIN = ["With 3.7 million inhabitants, Berlin is Germany's largest city."]
ZUG = ["Der Zug fährt täglich um 8 Uhr in Hamburg ab."]
# Written after the checks for the first 43 were built, before they were run: other conditions and phrasings.
ADMISSION = ["Admission is free for children under six."]
POOL = ["During the school holidays, the pool is open until 10 pm."]
CANCEL = ["You can cancel at no cost up to 24 hours before check-in."]
PREMIUM = ["Premium members get free delivery on orders over €20."]
OFFLINE = ["The app works offline once the maps have been downloaded."]
PARKING_FR = ["Le parking est gratuit pour les clients du magasin."]
MUSEUM_DE = ["Donnerstags ist das Museum bis 20 Uhr geöffnet."]
SERVICIO = ["Los fines de semana, el servicio funciona las 24 horas."]
EBOOKS = ["The library lends e-books to card holders."]
TRENO = ["Nei giorni feriali il treno parte ogni 30 minuti."]
REFUNDS = ["If you paid by card, refunds are issued within 5 days."]
VACCINE = ["The vaccine is recommended for people over 65."]
FEES = ["Late fees are waived for first-time customers."]
SPA = ["In addition to a spa, the hotel has a pool."]
BRANCHES = ["Like all our branches, the store opens at 9 am."]
BUS = ["Every 20 minutes, the bus stops at the station."]
# A third batch, written after the second was mended, before it was run: places, plans, passengers, stays, nights.
EU = ["The feature is available to customers in the EU."]
STOCKS = ["Customers get a free tote bag while stocks last."]
PRO = ["On the Pro plan, you can invite up to 50 team members."]
LOUNGE = ["Lounge access is included for first-class passengers."]
BUSSE = ["Am Wochenende fahren die Busse stündlich."]
INSURANCE = ["With a prescription, the medicine is covered by insurance."]
NIGHT = ["At night, the bridge is lit in blue."]
BREAKFAST = ["Breakfast is included in the price for stays of three nights or more."]
ABONNEMENT = ["Pour les moins de 26 ans, l'abonnement coûte 20 euros par mois."]
MARTES = ["Los martes, la entrada al museo es gratuita."]
RESIDENTI = ["Per i residenti, il parcheggio è gratuito."]
SOCIOS = ["Para sócios, o estacionamento é gratuito."]
DOCKER = ["When running in Docker, logs are written to stdout."]
EMPLOYS = ["As of 2024, the company employs 5,000 people."]
LUNA = ["Like most cats, Luna sleeps during the day."]
MANUAL = ["For more details, the manual lists all error codes."]
CEO = ["On Monday, the company announced a new CEO."]
JAZZ = ["Every year in summer, the town hosts a jazz festival."]

CASES = [
    ("Orders over $50 ship for free.", SHIP, "s"),
    ("Shipping is free.", SHIP, "u"),
    ("Employees with five years of service get 30 days of paid leave.", LEAVE, "s"),
    ("Employees get 30 days of paid leave.", LEAVE, "u"),
    ("The museum is open until 9 pm in summer.", MUSEUM, "s"),
    ("The museum is open until 9 pm.", MUSEUM, "u"),
    ("Hotel guests park for free on weekends.", PARKING, "s"),
    ("Hotel guests park for free.", PARKING, "u"),
    ("With their manager's approval, employees can work from home two days a week.", REMOTE, "s"),
    ("Employees can work from home two days a week.", REMOTE, "u"),
    ("Registered products have a two-year warranty against manufacturing defects.", WARRANTY, "s"),
    ("The warranty covers manufacturing defects for two years.", WARRANTY, "u"),
    ("Trains run every 10 minutes on weekdays.", TRAINS, "s"),
    ("Trains run every 10 minutes.", TRAINS, "u"),
    ("Adults should take 500 mg twice a day.", DOSE, "s"),
    ("The recommended dose is 500 mg twice a day.", DOSE, "u"),
    ("If you order before noon, your order ships the same day.", NOON, "s"),
    ("Orders ship the same day.", NOON, "u"),
    ("The configuration file is in ~/.config/app on Linux.", CONFIG, "s"),
    ("The configuration file is stored in ~/.config/app.", CONFIG, "u"),
    ("Mitglieder haben freien Eintritt.", EINTRITT, "s"),
    ("Der Eintritt ist frei.", EINTRITT, "u"),
    ("Ab 50 Euro Bestellwert ist der Versand kostenlos.", VERSAND, "s"),
    ("Der Versand ist kostenlos.", VERSAND, "u"),
    ("L'entrée du musée est gratuite le premier dimanche de chaque mois.", GRATUIT, "s"),
    ("Le musée est gratuit.", GRATUIT, "u"),
    ("S'il pleut, le concert aura lieu dans la salle des fêtes.", PLUIE, "s"),
    ("Le concert aura lieu dans la salle des fêtes.", PLUIE, "u"),
    ("Los menores de 12 años viajan gratis.", METRO, "s"),
    ("El metro es gratis.", METRO, "u"),
    ("Las reservas canceladas con 48 horas de antelación se reembolsan íntegramente.", RESERVA, "s"),
    ("La reserva se reembolsa íntegramente.", RESERVA, "u"),
    ("A biblioteca fecha às 14h aos domingos.", BIBLIOTECA, "s"),
    ("A biblioteca fecha às 14h.", BIBLIOTECA, "u"),
    ("Con la tessera, l'ingresso costa 5 euro.", TESSERA, "s"),
    ("L'ingresso al museo costa 5 euro.", TESSERA, "u"),
    ("The bridge opened in 1884.", EIFFEL, "s"),
    ("The company moved its headquarters to Austin.", AUSTIN, "s"),
    ("Google is headquartered in Mountain View.", GOOGLE, "s"),
    ("The battery lasts up to 12 hours.", BATTERY, "s"),
    ("The museum is open on Mondays.", MONDAYS, "s"),
    ("Berlin is Germany's largest city.", BERLIN, "s"),
    ("Der Zug fährt um 8 Uhr in Hamburg ab.", ZUG, "s"),
    ("Children under six get in for free.", ADMISSION, "s"),
    ("Admission is free.", ADMISSION, "u"),
    ("The pool is open until 10 pm during the school holidays.", POOL, "s"),
    ("The pool is open until 10 pm.", POOL, "u"),
    ("Cancellation is free up to 24 hours before check-in.", CANCEL, "s"),
    ("You can cancel at no cost.", CANCEL, "u"),
    ("Premium members get free delivery on orders over €20.", PREMIUM, "s"),
    ("Premium members get free delivery.", PREMIUM, "u"),
    ("Once the maps are downloaded, the app works offline.", OFFLINE, "s"),
    ("The app works offline.", OFFLINE, "u"),
    ("Les clients du magasin se garent gratuitement.", PARKING_FR, "s"),
    ("Le parking est gratuit.", PARKING_FR, "u"),
    ("Am Donnerstag hat das Museum bis 20 Uhr geöffnet.", MUSEUM_DE, "s"),
    ("Das Museum ist bis 20 Uhr geöffnet.", MUSEUM_DE, "u"),
    ("El servicio funciona las 24 horas los fines de semana.", SERVICIO, "s"),
    ("El servicio funciona las 24 horas.", SERVICIO, "u"),
    ("Card holders can borrow e-books from the library.", EBOOKS, "s"),
    ("The library lends e-books.", EBOOKS, "u"),
    ("Nei giorni feriali c'è un treno ogni 30 minuti.", TRENO, "s"),
    ("Il treno parte ogni 30 minuti.", TRENO, "u"),
    ("Card payments are refunded within 5 days.", REFUNDS, "s"),
    ("Refunds are issued within 5 days.", REFUNDS, "u"),
    ("People over 65 are advised to get the vaccine.", VACCINE, "s"),
    ("The vaccine is recommended.", VACCINE, "u"),
    ("First-time customers do not pay late fees.", FEES, "s"),
    ("Late fees are waived.", FEES, "u"),
    ("The hotel has a pool.", SPA, "s"),
    ("The store opens at 9 am.", BRANCHES, "s"),
    ("The bus stops at the station.", BUS, "s"),
    ("EU customers can use the feature.", EU, "s"),
    ("The feature is available to customers.", EU, "u"),
    ("While stocks last, customers get a free tote bag.", STOCKS, "s"),
    ("Customers get a free tote bag.", STOCKS, "u"),
    ("Pro plan users can invite up to 50 team members.", PRO, "s"),
    ("You can invite up to 50 team members.", PRO, "u"),
    ("First-class passengers get lounge access.", LOUNGE, "s"),
    ("Lounge access is included.", LOUNGE, "u"),
    ("Am Wochenende fahren die Busse jede Stunde.", BUSSE, "s"),
    ("Die Busse fahren stündlich.", BUSSE, "u"),
    ("Insurance covers the medicine if it is prescribed.", INSURANCE, "s"),
    ("The medicine is covered by insurance.", INSURANCE, "u"),
    ("The bridge is lit in blue at night.", NIGHT, "s"),
    ("The bridge is lit in blue.", NIGHT, "u"),
    ("Stays of three nights or more include breakfast.", BREAKFAST, "s"),
    ("Breakfast is included in the price.", BREAKFAST, "u"),
    ("Les moins de 26 ans paient l'abonnement 20 euros par mois.", ABONNEMENT, "s"),
    ("L'abonnement coûte 20 euros par mois.", ABONNEMENT, "u"),
    ("El museo es gratis los martes.", MARTES, "s"),
    ("La entrada al museo es gratuita.", MARTES, "u"),
    ("I residenti parcheggiano gratis.", RESIDENTI, "s"),
    ("Il parcheggio è gratuito.", RESIDENTI, "u"),
    ("Os sócios estacionam de graça.", SOCIOS, "s"),
    ("O estacionamento é gratuito.", SOCIOS, "u"),
    ("In Docker, logs go to stdout.", DOCKER, "s"),
    ("Logs are written to stdout.", DOCKER, "u"),
    ("The company employs 5,000 people.", EMPLOYS, "s"),
    ("Luna sleeps during the day.", LUNA, "s"),
    ("The manual lists all error codes.", MANUAL, "s"),
    ("The company announced a new CEO.", CEO, "s"),
    ("The town hosts a jazz festival.", JAZZ, "s"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
