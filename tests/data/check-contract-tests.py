#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every formula of the contract names its hand-worked test, and every test it names exists.

docs/model.md gives each concept a heading and each heading a paragraph that starts with
"Test:", naming a test file (`tests/engine/test-demand.c`) and the test paths in it
(`/engine/demand/levels`). This checks that every heading has such a paragraph and that every
path is registered, as a string, in the file named before it. TAP output.
"""

import pathlib
import re
import sys


def main():
    root = pathlib.Path(sys.argv[1])
    text = (root / 'docs' / 'model.md').read_text(encoding='utf-8')
    sections = re.split(r'^## ', text, flags=re.M)[1:]
    results = []

    for section in sections:
        title = section.splitlines()[0].strip()
        paragraphs = re.findall(r'^Test: (.*?)(?:\n\n|\Z)', section, flags=re.M | re.S)
        problems = []
        if not paragraphs:
            problems.append('no "Test:" paragraph')
        for paragraph in paragraphs:
            current = None
            for token in re.findall(r'`([^`]+)`', paragraph):
                if token.endswith('.c'):
                    current = root / token
                    if not current.is_file():
                        problems.append('%s does not exist' % token)
                        current = None
                elif token.startswith('/'):
                    if current is None:
                        problems.append('%s names no file before it' % token)
                    elif ('"%s"' % token) not in current.read_text(encoding='utf-8'):
                        problems.append('%s is not a test of %s' % (token, current.relative_to(root)))
        results.append((title, problems))

    print('TAP version 13')
    for i, (title, problems) in enumerate(results, 1):
        print('%s %d - docs/model.md#%s names its tests' % ('not ok' if problems else 'ok', i,
                                                           title.lower().replace(' ', '-')))
        for problem in problems:
            print('# ' + problem)
    print('1..%d' % len(results))
    return 1 if any(problems for _, problems in results) else 0


if __name__ == '__main__':
    sys.exit(main())
