#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The translation checks of the test suite, as TAP.

  check-po.py SOURCE_ROOT

1. msgfmt --check passes on every .po file in po/.
2. Every language in po/LINGUAS is complete: each message of po/breakeven.pot is translated and
   none is fuzzy.
3. po/POTFILES.in lists every source file with translatable strings, only files that exist, sorted.
4. po/data-strings.pot is what po/data-strings.py makes of the data files.
5. po/breakeven.pot has the messages that xgettext finds in the sources now, extracted the way
   meson's i18n module does it (`meson compile breakeven-pot`), and xgettext has no warnings.
"""

import os
import pathlib
import re
import subprocess
import sys
import tempfile

# The arguments of meson's 'glib' preset (mesonbuild/modules/i18n.py), which po/meson.build uses.
GLIB_PRESET_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format', '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format', '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]

# What marks a file as having translatable strings.
TRANSLATABLE_C = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|ngettext|g_dngettext)\s*\(')
TRANSLATABLE_XML = re.compile(r'translatable\s*=\s*"yes"')
SCANNED_DIRS = ('src', 'ui', 'data')

ESCAPE = re.compile(r'\\(.)')
ESCAPES = {'n': '\n', 't': '\t', 'r': '\r', 'a': '\a', 'b': '\b', 'f': '\f', 'v': '\v'}
SCANNED_SUFFIXES = ('.c', '.h', '.ui', '.desktop.in', '.metainfo.xml.in', '.gschema.xml')


def parse_po(path):
    """Returns the messages of a PO file as a dict keyed by (msgctxt, msgid, msgid_plural), each
    {'msgstr': [...], 'flags': set()}, without the header and the obsolete ones."""
    messages = {}
    entry = None
    field = None

    def finish():
        if entry is not None and not entry.get('obsolete') and 'msgid' in entry:
            key = (entry.get('msgctxt'), entry['msgid'], entry.get('msgid_plural'))
            if key != (None, '', None):
                messages[key] = {'msgstr': [entry['msgstr'][i] for i in sorted(entry['msgstr'])],
                                 'flags': entry['flags']}

    def unquote(text):
        text = text.strip()
        if not (text.startswith('"') and text.endswith('"')):
            raise ValueError('%s: not a quoted string: %r' % (path, text))
        return ESCAPE.sub(lambda m: ESCAPES.get(m.group(1), m.group(1)), text[1:-1])

    for raw in pathlib.Path(path).read_text(encoding='utf-8').splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith('#~'):
            if entry is not None and 'msgid' in entry:
                finish()
                entry = None
            continue
        if line.startswith('#'):
            if entry is not None and 'msgid' in entry:
                finish()
                entry = None
            if entry is None:
                entry = {'flags': set(), 'msgstr': {}}
            if line.startswith('#,'):
                entry['flags'].update(f.strip() for f in line[2:].split(','))
            continue
        if line.startswith('msgctxt') and entry is not None and 'msgid' in entry:
            finish()
            entry = None
        if line.startswith('msgid ') and entry is not None and 'msgid' in entry:
            finish()
            entry = None
        if entry is None:
            entry = {'flags': set(), 'msgstr': {}}
        match = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
        if match:
            keyword, index, text = match.groups()
            if keyword.startswith('msgstr'):
                field = ('msgstr', int(index or 0))
                entry['msgstr'][field[1]] = unquote(text)
            else:
                field = (keyword, None)
                entry[keyword] = unquote(text)
        elif line.startswith('"'):
            if field[0] == 'msgstr':
                entry['msgstr'][field[1]] += unquote(line)
            else:
                entry[field[0]] += unquote(line)
        else:
            raise ValueError('%s: cannot read the line %r' % (path, raw))
    finish()
    return messages


def describe(key):
    context, msgid, _plural = key
    text = msgid if len(msgid) < 70 else msgid[:67] + '…'
    return ('[%s] ' % context if context else '') + repr(text)


class Tap:
    def __init__(self):
        self.number = 0
        self.failed = 0

    def result(self, ok, name, details=()):
        self.number += 1
        print('%s %d - %s' % ('ok' if ok else 'not ok', self.number, name))
        for line in details:
            print('# ' + line)
        if not ok:
            self.failed += 1


def check_msgfmt(tap, po_dir):
    for po in sorted(po_dir.glob('*.po')):
        with tempfile.TemporaryDirectory() as tmp:
            proc = subprocess.run(['msgfmt', '--check', '--statistics', '-o',
                                   os.path.join(tmp, 'out.mo'), str(po)],
                                  capture_output=True, text=True)
        details = [l for l in (proc.stdout + proc.stderr).splitlines() if l]
        tap.result(proc.returncode == 0, 'msgfmt --check %s' % po.name, details)


def check_complete(tap, po_dir, pot):
    langs = []
    for line in (po_dir / 'LINGUAS').read_text(encoding='utf-8').splitlines():
        line = line.split('#', 1)[0]
        langs += line.split()
    for lang in langs:
        po_path = po_dir / (lang + '.po')
        if not po_path.exists():
            tap.result(False, '%s.po is complete' % lang, ['po/%s.po is missing' % lang])
            continue
        po = parse_po(po_path)
        problems = []
        for key in pot:
            message = po.get(key)
            if message is None:
                problems.append('not in %s.po (run build-aux/dev pot): %s' % (lang, describe(key)))
            elif 'fuzzy' in message['flags']:
                problems.append('fuzzy: ' + describe(key))
            elif not all(message['msgstr']):
                problems.append('untranslated: ' + describe(key))
        for key, message in po.items():
            if key not in pot and 'fuzzy' in message['flags']:
                problems.append('fuzzy: ' + describe(key))
        tap.result(not problems, '%s.po translates all %d messages, none fuzzy' % (lang, len(pot)),
                   problems[:40] + (['… and %d more' % (len(problems) - 40)]
                                    if len(problems) > 40 else []))


def check_potfiles(tap, root):
    listed = []
    for line in (root / 'po' / 'POTFILES.in').read_text(encoding='utf-8').splitlines():
        line = line.strip()
        if line and not line.startswith('#'):
            listed.append(line)

    needed = []
    for top in SCANNED_DIRS:
        for path in sorted((root / top).rglob('*')):
            if not path.is_file() or not path.name.endswith(SCANNED_SUFFIXES):
                continue
            text = path.read_text(encoding='utf-8', errors='replace')
            if path.name.endswith(('.c', '.h')):
                # Comments may mention _() without being translatable.
                text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
                if TRANSLATABLE_C.search(text):
                    needed.append(path.relative_to(root).as_posix())
            elif path.name.endswith('.ui'):
                if TRANSLATABLE_XML.search(text):
                    needed.append(path.relative_to(root).as_posix())
            elif path.name.endswith('.gschema.xml'):
                if re.search(r'<(summary|description)>', text):
                    needed.append(path.relative_to(root).as_posix())
            else:
                needed.append(path.relative_to(root).as_posix())

    # The texts of the data files reach xgettext through this template.
    needed.append('po/data-strings.pot')
    missing = [p for p in needed if p not in listed]
    tap.result(not missing, 'POTFILES.in lists every file with translatable strings',
               ['missing from po/POTFILES.in: ' + p for p in missing])
    gone = [p for p in listed if not (root / p).is_file()]
    tap.result(not gone, 'POTFILES.in lists only files that exist',
               ['in po/POTFILES.in but not in the tree: ' + p for p in gone])
    tap.result(listed == sorted(listed), 'POTFILES.in is sorted',
               ['first out of order: ' + next(b for a, b in zip(listed, listed[1:]) if b < a)]
               if listed != sorted(listed) else [])


def check_data_strings(tap, root):
    proc = subprocess.run([sys.executable, str(root / 'po' / 'data-strings.py'), '--check'],
                          capture_output=True, text=True)
    tap.result(proc.returncode == 0, 'po/data-strings.pot is up to date with the data files',
               (proc.stdout + proc.stderr).splitlines())


def check_pot(tap, root, pot):
    with tempfile.TemporaryDirectory() as tmp:
        fresh_path = os.path.join(tmp, 'fresh.pot')
        proc = subprocess.run(['xgettext', '--package-name=breakeven', '-f',
                               str(root / 'po' / 'POTFILES.in'), '-D', str(root), '-k_',
                               '-o', fresh_path] + GLIB_PRESET_ARGS,
                              capture_output=True, text=True)
        if proc.returncode != 0:
            tap.result(False, 'xgettext extracts the sources', proc.stderr.splitlines())
            return
        # A message xgettext warns about, such as one cut short at a G_GSIZE_FORMAT, is extracted
        # wrong and can never be translated.
        warnings = [l for l in proc.stderr.splitlines() if 'warning' in l]
        tap.result(not warnings, 'xgettext extracts the sources without warnings', warnings)
        fresh = parse_po(fresh_path)
    new = [k for k in fresh if k not in pot]
    old = [k for k in pot if k not in fresh]
    details = (['new in the sources: ' + describe(k) for k in new[:20]]
               + ['gone from the sources: ' + describe(k) for k in old[:20]])
    if new or old:
        details.append('run build-aux/dev pot to update po/breakeven.pot and the .po files')
    tap.result(not new and not old,
               'po/breakeven.pot has the %d messages of the sources' % len(fresh), details)

    changed = [k for k in fresh if k in pot
               and fresh[k]['flags'] - {'fuzzy'} != pot[k]['flags'] - {'fuzzy'}]
    tap.result(not changed, 'po/breakeven.pot has the format flags of the sources',
               ['flags differ: ' + describe(k) for k in changed[:20]])


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = pathlib.Path(argv[1]).resolve()
    po_dir = root / 'po'
    pot_path = po_dir / 'breakeven.pot'
    tap = Tap()
    print('TAP version 13')
    check_msgfmt(tap, po_dir)
    if pot_path.exists():
        pot = parse_po(pot_path)
        check_complete(tap, po_dir, pot)
        check_pot(tap, root, pot)
    else:
        tap.result(False, 'po/breakeven.pot exists', ['run build-aux/dev pot'])
    check_potfiles(tap, root)
    check_data_strings(tap, root)
    print('1..%d' % tap.number)
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
