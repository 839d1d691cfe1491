#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a folder of src/ includes a header of a folder it may not depend on.

The folders form layers, each allowed to include its own headers and those of the folders
listed for it (HACKING.md, "Which folder may include which"): the engine and the connections
(src/net/) nothing but themselves, the model's top (src/model/) the engine, each room of the
model the rooms below it, and the app's rooms the whole model, the chart and the few rooms they
build on; the folders that connect to servers the user names, src/net/ too. A header is found by
its name, as the compiler finds it. On success the stamp file (the second argument) is written,
so that the build runs this again only when a source changes.
"""

import pathlib
import re
import sys

MODEL = {'model', 'model/profile', 'model/catalogue', 'model/analysis', 'model/words',
         'model/store', 'model/usage', 'model/prices', 'model/report'}

# Folder: the other folders whose headers it may include.
ALLOWED = {
    'engine': set(),
    'net': set(),
    'model': {'engine'},
    'model/profile': {'engine', 'model'},
    'model/catalogue': {'engine', 'model', 'model/profile'},
    'model/usage': {'engine', 'model', 'model/profile', 'net'},
    'model/analysis': {'engine', 'model', 'model/profile', 'model/catalogue'},
    'model/words': {'engine', 'model', 'model/profile', 'model/catalogue', 'model/analysis'},
    'model/store': {'engine', 'model', 'model/profile', 'model/catalogue', 'model/analysis'},
    'model/prices': {'engine', 'model', 'model/profile', 'model/catalogue', 'net'},
    'model/report': {'engine', 'net'} | MODEL,
    'chart': {'engine', 'src'} | MODEL,
    'result': {'engine', 'src', 'chart'} | MODEL,
    'paper': {'engine', 'src', 'chart'} | MODEL,
    'comparison': {'engine', 'src', 'chart', 'paper'} | MODEL,
    'wizard': {'engine', 'net', 'src', 'chart', 'result'} | MODEL,
    'window': {'engine', 'net', 'src', 'chart', 'result', 'paper', 'comparison', 'wizard'} | MODEL,
    'src': {'engine', 'net', 'chart', 'result', 'paper', 'comparison', 'wizard', 'window'} | MODEL,
}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def folder_of(path, src):
    parent = path.parent.relative_to(src).as_posix()
    return 'src' if parent == '.' else parent


def main():
    root = pathlib.Path(sys.argv[1])
    stamp = pathlib.Path(sys.argv[2])
    src = root / 'src'
    headers = {path.name: path for path in src.rglob('*.h')}
    problems = []

    for path in sorted(src.rglob('*.[ch]')):
        folder = folder_of(path, src)
        if folder not in ALLOWED:
            problems.append('%s is in %s, a folder the include rules do not know: add it to '
                            'src/check-includes.py and HACKING.md' % (path.relative_to(root), folder))
            continue
        for name in INCLUDE.findall(path.read_text(encoding='utf-8')):
            header = headers.get(name)
            if header is None:
                continue
            other = folder_of(header, src)
            if other != folder and other not in ALLOWED[folder]:
                problems.append('%s includes %s from %s/: %s/ may include only %s'
                                % (path.relative_to(root), name, other, folder,
                                   ', '.join(sorted(ALLOWED[folder] | {folder}))))

    if problems:
        for problem in problems:
            print('include check: ' + problem, file=sys.stderr)
        return 1

    stamp.write_text('/* check-includes.py found every include allowed. */\n', encoding='utf-8')
    return 0


if __name__ == '__main__':
    sys.exit(main())
