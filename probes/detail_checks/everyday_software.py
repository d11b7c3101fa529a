"""Claims about software documentation, written on 2026-12-06 before they were run: versions against the bound
a requirement puts on them ("iOS 15" against "iOS 16 or later"), platforms, defaults, limits, what a release
removes, plans and intervals; each wrong claim beside a right one, in English, German and French.

    python probes/detail_checks/everyday_software.py [trained|fast]

Wanted verdicts per claim: s = supported (cited), u = unsupported.
"""

import sys

from everyday_more import grade

CLI = [
    "Acme CLI 5.0 requires Python 3.9 or later and runs on Linux, macOS and Windows.",
    "The --verbose flag prints debug output; it is off by default.",
    "The default port is 8080; set PORT to change it.",
    "Version 5.0 removes the deprecated sync command.",
    "Uploads are limited to 100 MB per file.",
]
APP = [
    "The Notes app requires iOS 16 or later, or Android 11 and above.",
    "Offline mode is available on the Pro plan only.",
    "Sync runs every 15 minutes.",
]
APP_DE = ["Die App benötigt Android 11 oder höher.", "Sie synchronisiert alle 15 Minuten."]
APP_FR = ["L'application nécessite iOS 16 ou une version ultérieure.", "Le mode hors ligne est réservé au plan Pro."]

CASES = [
    ("Acme CLI 5.0 works with Python 3.12.", CLI, "s"),
    ("Acme CLI 5.0 supports Python 3.8.", CLI, "u"),
    ("Acme CLI 5.0 runs on Windows.", CLI, "s"),
    ("Acme CLI 5.0 runs on FreeBSD.", CLI, "u"),
    ("The --verbose flag prints debug output.", CLI, "s"),
    ("Debug output is on by default.", CLI, "u"),
    ("The default port is 8080.", CLI, "s"),
    ("The default port is 8000.", CLI, "u"),
    ("The sync command was removed in version 5.0.", CLI, "s"),
    ("Version 5.0 still includes the sync command.", CLI, "u"),
    ("Files of up to 100 MB can be uploaded.", CLI, "s"),
    ("You can upload files of 2 GB.", CLI, "u"),
    ("The Notes app runs on iOS 17.", APP, "s"),
    ("The Notes app runs on iOS 15.", APP, "u"),
    ("The Notes app supports Android 13.", APP, "s"),
    ("The Notes app supports Android 10.", APP, "u"),
    ("Offline mode is included in the Pro plan.", APP, "s"),
    ("Offline mode is available on every plan.", APP, "u"),
    ("Sync runs every quarter of an hour.", APP, "s"),
    ("Sync runs every 5 minutes.", APP, "u"),
    ("Die App läuft auf Android 14.", APP_DE, "s"),
    ("Die App läuft auf Android 10.", APP_DE, "u"),
    ("Die App synchronisiert alle 15 Minuten.", APP_DE, "s"),
    ("Die App synchronisiert stündlich.", APP_DE, "u"),
    ("L'application fonctionne sous iOS 17.", APP_FR, "s"),
    ("L'application fonctionne sous iOS 15.", APP_FR, "u"),
    ("Le mode hors ligne est disponible dans le plan Pro.", APP_FR, "s"),
    ("Le mode hors ligne est disponible dans tous les plans.", APP_FR, "u"),
]

if __name__ == "__main__":
    grade(CASES, sys.argv[1] if len(sys.argv) > 1 else "trained")
