#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when the engine reaches beyond GLib and libm, or its private header leaks out.

Every file in src/engine may include the C library, <glib.h> and the engine's own headers, and
nothing else: no GObject, GIO, json-glib, GTK or libadwaita header and no header of the model.
bk-engine-private.h is the engine's own: only src/engine and the tests include it. On
success the stamp file (the second argument) is written, so that the build runs this again only
when a source changes.
"""

import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)
ALLOWED_SYSTEM = re.compile(r'^(glib\.h|math\.h|string\.h|stdlib\.h|stdio\.h|float\.h|'
                            r'stdint\.h|stdbool\.h|limits\.h)$')
ALLOWED_LOCAL = {'config.h', 'bk-engine.h', 'bk-engine-enums.h', 'bk-engine-private.h'}


def main():
    root = pathlib.Path(sys.argv[1])
    stamp = pathlib.Path(sys.argv[2])
    problems = []

    for path in sorted((root / 'src' / 'engine').glob('*.[ch]')):
        text = path.read_text(encoding='utf-8')
        for match in INCLUDE.finditer(text):
            kind, name = match.groups()
            allowed = ALLOWED_SYSTEM.match(name) if kind == '<' else name in ALLOWED_LOCAL
            if not allowed:
                problems.append('%s includes %s%s%s: the engine depends on GLib and libm only'
                                % (path.relative_to(root), kind, name, '>' if kind == '<' else '"'))

    for path in sorted((root / 'src').rglob('*.[ch]')):
        relative = path.relative_to(root)
        if relative.parts[:2] == ('src', 'engine'):
            continue
        if re.search(r'#\s*include\s*"bk-engine-private\.h"', path.read_text(encoding='utf-8')):
            problems.append('%s includes bk-engine-private.h: outside the engine, include '
                            'bk-engine.h' % relative)

    if problems:
        for problem in problems:
            print('engine include check: ' + problem, file=sys.stderr)
        return 1

    stamp.write_text('/* check-engine-includes.py found GLib and libm only. */\n', encoding='utf-8')
    return 0


if __name__ == '__main__':
    sys.exit(main())
