#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Collects the translatable texts of the data files into po/data-strings.pot.

The catalogue (data/catalogue.json), the exchange rates (data/exchange-rates.json) and the example
profiles (data/profiles/*.json) are JSON, which
xgettext cannot read. This script writes their texts as a small template that po/POTFILES.in lists,
so that xgettext merges them into breakeven.pot like any source file. src/model/bk-i18n.c looks them
up at run time under the same message contexts.

  po/data-strings.py            rewrite po/data-strings.pot
  po/data-strings.py --check    exit 1 when po/data-strings.pot is not what the data files give
"""

import json
import pathlib
import sys

SRC = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = SRC / 'po' / 'data-strings.pot'

# Must match BK_I18N_CONTEXT_* in src/model/bk-i18n.h.
CTX_SOURCE = 'catalogue source'
CTX_PROVIDER = 'catalogue provider'
CTX_RATE_PUBLISHER = 'exchange rate publisher'
CTX_RATE_SOURCE = 'exchange rate source'
CTX_EXAMPLE_NAME = 'example profile name'
CTX_EXAMPLE_NOTES = 'example profile notes'

def po_string(text):
    escaped = (text.replace('\\', '\\\\').replace('"', '\\"')
               .replace('\n', '\\n').replace('\t', '\\t'))
    return '"' + escaped + '"'


class Messages:
    def __init__(self):
        self.order = []
        self.comments = {}
        self.refs = {}

    def add(self, context, text, comment, ref):
        if not text:
            return
        key = (context, text)
        if key not in self.comments:
            self.order.append(key)
            self.comments[key] = []
            self.refs[key] = []
        if comment not in self.comments[key]:
            self.comments[key].append(comment)
        if ref not in self.refs[key]:
            self.refs[key].append(ref)

    def render(self):
        out = [
            '# Texts of the data files, for xgettext. Made by po/data-strings.py; do not edit.',
            '# SPDX-License-Identifier: GPL-3.0-or-later',
            'msgid ""',
            'msgstr ""',
            '"Content-Type: text/plain; charset=UTF-8\\n"',
            '"Content-Transfer-Encoding: 8bit\\n"',
            '',
        ]
        for key in self.order:
            context, text = key
            comments = self.comments[key]
            if len(comments) > 3:
                comments = comments[:3] + ['(and %d more)' % (len(comments) - 3)]
            for comment in comments:
                out.append('#. ' + comment)
            out.append('#: ' + ' '.join(sorted(self.refs[key])))
            out.append('msgctxt ' + po_string(context))
            out.append('msgid ' + po_string(text))
            out.append('msgstr ""')
            out.append('')
        return '\n'.join(out)


def collect():
    messages = Messages()
    catalogue = json.loads((SRC / 'data' / 'catalogue.json').read_text(encoding='utf-8'))
    gpu_names = {gpu['id']: gpu['name'] for gpu in catalogue.get('gpus', [])}

    for gpu in catalogue.get('gpus', []):
        messages.add(CTX_SOURCE, gpu.get('source', ''),
                     'Where the catalogue\'s figures for the %s come from. Keep the sites, names '
                     'and dates as they are; write the numbers the German way.' % gpu['name'],
                     'data/catalogue.json')
        messages.add(CTX_SOURCE, gpu.get('resale-source', ''),
                     'Where the catalogue\'s used-market discount for the %s comes from. Keep the '
                     'sites, names and dates as they are; write the numbers the German way.'
                     % gpu['name'],
                     'data/catalogue.json')
        for kind in ('training', 'inference'):
            figure = gpu.get(kind)
            if figure:
                messages.add(CTX_SOURCE, figure.get('source', ''),
                             'Where the catalogue\'s relative %s throughput of the %s comes '
                             'from. Keep the sites, names, titles and dates as they are; write the '
                             'numbers the German way.' % (kind, gpu['name']),
                             'data/catalogue.json')

    for offer in catalogue.get('rents', []):
        gpu = gpu_names.get(offer.get('gpu-id'), offer.get('gpu-id', ''))
        messages.add(CTX_SOURCE, offer.get('source', ''),
                     'Where the rent price of the %s at %s comes from. Keep the sites, names and '
                     'dates as they are.' % (gpu, offer.get('provider', '')),
                     'data/catalogue.json')

    # Every provider is listed: a company name ("AWS") is translated as itself, a description
    # ("Hyperscalers", "The article's range") into the language.
    for offer in catalogue.get('rents', []):
        messages.add(CTX_PROVIDER, offer.get('provider', ''),
                     'The provider of a GPU rental offer, the title of its row in the price step. '
                     'Keep company names as they are; translate descriptions such as '
                     '"Hyperscalers" (the big cloud providers).',
                     'data/catalogue.json')

    rates = json.loads((SRC / 'data' / 'exchange-rates.json').read_text(encoding='utf-8'))
    messages.add(CTX_RATE_PUBLISHER, rates.get('publisher', ''),
                 'The short name of the publisher of the exchange rates, as in "(ECB, '
                 '2026-05-08)" after a converted price; the German abbreviation is EZB.',
                 'data/exchange-rates.json')
    messages.add(CTX_RATE_SOURCE, rates.get('source', ''),
                 'Where the exchange rates come from, shown in Preferences. Keep the site and the '
                 'dates as they are; write the numbers the German way.',
                 'data/exchange-rates.json')

    for path in sorted((SRC / 'data' / 'profiles').glob('*.json')):
        profile = json.loads(path.read_text(encoding='utf-8'))
        ref = path.relative_to(SRC).as_posix()
        messages.add(CTX_EXAMPLE_NAME, profile.get('name', ''),
                     'The name of an example profile on the welcome page.', ref)
        messages.add(CTX_EXAMPLE_NOTES, profile.get('notes', ''),
                     'The notes of the example profile "%s": where its figures come from. '
                     'Write amounts the German way ("0,40 €/kWh", "25.000 €").'
                     % profile.get('name', ''), ref)

    return messages.render()


def main(argv):
    text = collect()
    if argv[1:] == ['--check']:
        current = OUTPUT.read_text(encoding='utf-8') if OUTPUT.exists() else ''
        if current != text:
            print('po/data-strings.pot is out of date with the data files: run po/data-strings.py '
                  '(or build-aux/dev pot)', file=sys.stderr)
            return 1
        return 0
    if argv[1:]:
        print(__doc__, file=sys.stderr)
        return 2
    OUTPUT.write_text(text, encoding='utf-8')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
