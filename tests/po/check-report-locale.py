#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The command-line report in German and in English, with the build's own translations, as TAP.

  check-report-locale.py BREAKEVEN PROFILE LOCALEDIR

Runs "BREAKEVEN --report PROFILE" with LANGUAGE and LC_ALL set for German and for English and
BREAKEVEN_LOCALEDIR pointing at the build's po/ folder, and checks the words and the numbers;
and with LC_ALL=C, as a script might, that the amounts are still grouped.
"""

import os
import re
import subprocess
import sys


class Tap:
    def __init__(self):
        self.number = 0
        self.failed = 0

    def check(self, ok, name, details=()):
        self.number += 1
        print('%s %d - %s' % ('ok' if ok else 'not ok', self.number, name))
        if not ok:
            self.failed += 1
            for line in details:
                print('# ' + line)


def report(binary, profile, localedir, language, locale):
    env = dict(os.environ)
    for name in list(env):
        if name.startswith('LC_') or name in ('LANG', 'LANGUAGE'):
            del env[name]
    env.update(LANGUAGE=language, LC_ALL=locale, BREAKEVEN_LOCALEDIR=localedir)
    proc = subprocess.run([binary, '--report', profile], env=env, capture_output=True, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def main(argv):
    binary, profile, localedir = argv[1:4]
    tap = Tap()
    print('TAP version 13')

    status, text, err = report(binary, profile, localedir, 'de', 'de_DE.UTF-8')
    lines = text.splitlines()
    tap.check(status == 0, 'the German report runs', err.splitlines())
    for word in ('Zeitraum:', 'Empfehlung:', 'Gesamtkosten', 'Checkliste:', 'Auslastung', 'Mieten',
                 'Kaufen'):
        tap.check(word in text, 'the German report says "%s"' % word, lines[:12])
    tap.check(re.search(r'\bNach \d+ Monaten\b', text) is not None,
              'the German break-even month is declined ("nach 13 Monaten")', lines)
    money = re.findall(r'(?<![\d.,])\d{1,3}(?:\.\d{3})+[ \u00a0]€', text)
    tap.check(len(money) >= 3, 'German amounts are grouped with dots, the € after them ("433.359 €")',
              lines)
    tap.check(re.search(r'\d+[ \u00a0]%', text) is not None, 'German percentages have a space ("95 %")',
              lines)
    english = [w for w in ('Verdict', 'Horizon', 'Checklist:', 'Total cost', 'Break-even: after',
                           'Buying') if w in text]
    tap.check(not english, 'the German report has no English words of the program',
              ['found: ' + ', '.join(english)])
    tap.check(re.search(r'€\d', text) is None, 'no amount in the English money format',
              lines)

    status, text, err = report(binary, profile, localedir, 'en', 'en_US.UTF-8')
    lines = text.splitlines()
    tap.check(status == 0, 'the English report runs', err.splitlines())
    for word in ('Horizon:', 'Verdict:', 'Total cost of ownership', 'Checklist:'):
        tap.check(word in text, 'the English report says "%s"' % word, lines[:12])
    money = re.findall(r'€\d{1,3}(?:,\d{3})+(?![\d])', text)
    tap.check(len(money) >= 3, 'English amounts are grouped with commas, the € before them ("€433,359")',
              lines)
    tap.check(re.search(r'\d%', text) is not None, 'English percentages have no space ("95%")', lines)

    # A script that runs the report without a locale still gets grouped amounts.
    for locale in ('C', 'C.UTF-8'):
        status, text, err = report(binary, profile, localedir, '', locale)
        lines = text.splitlines()
        tap.check(status == 0, 'the report runs under LC_ALL=%s' % locale, err.splitlines())
        money = re.findall(r'€\d{1,3}(?:,\d{3})+(?![\d])', text)
        tap.check(len(money) >= 3 and re.search(r'€\d{4}', text) is None,
                  'amounts under LC_ALL=%s are grouped with commas ("€433,359")' % locale, lines)

    print('1..%d' % tap.number)
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
