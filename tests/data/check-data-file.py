#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs one validator on one data file and fails on any warning, not only on errors: the
# validators themselves exit with 0 when they only warn.
#
#   check-data-file.py desktop FILE     desktop-file-validate
#   check-data-file.py appstream FILE   appstreamcli validate --no-net
#   check-data-file.py schemas DIR      glib-compile-schemas --strict --dry-run

import shutil
import subprocess
import sys

# The project has no web site yet, and an invented address would be worse than none, so the
# missing homepage is demoted to a pedantic hint (not shown without --pedantic). Every other
# issue, pedantic hints aside, fails the check. Remove the override together with adding a real
# <url type="homepage">.
APPSTREAM_OVERRIDES = ["url-homepage-missing=pedantic"]


def run(argv):
    tool = shutil.which(argv[0])
    if tool is None:
        print(f"{argv[0]} is not installed; it is needed to check the data files", file=sys.stderr)
        sys.exit(1)
    print("$ " + " ".join(argv))
    proc = subprocess.run([tool] + argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)
    print(proc.stdout, end="")
    return proc.returncode, proc.stdout.splitlines()


def main():
    if len(sys.argv) != 3:
        print("usage: check-data-file.py desktop|appstream|schemas PATH", file=sys.stderr)
        return 2
    kind, path = sys.argv[1], sys.argv[2]

    if kind == "desktop":
        rc, lines = run(["desktop-file-validate", path])
        # desktop-file-validate prints "FILE: error: …", "FILE: warning: …" and "FILE: hint: …".
        bad = [l for l in lines if ": error:" in l or ": warning:" in l or ": hint:" in l]
    elif kind == "appstream":
        argv = ["appstreamcli", "validate", "--no-net"]
        argv += ["--override=" + o for o in APPSTREAM_OVERRIDES]
        rc, lines = run(argv + [path])
        # Issues are reported as "E: id:line: tag", "W: …", "I: …" (info) and "P: …" (pedantic,
        # shown only with --pedantic). Errors, warnings and infos all fail the check.
        bad = [l for l in lines if l[:3] in ("E: ", "W: ", "I: ")]
    elif kind == "schemas":
        rc, lines = run(["glib-compile-schemas", "--strict", "--dry-run", path])
        bad = [l for l in lines if l.strip()]
    else:
        print(f"unknown kind {kind!r}", file=sys.stderr)
        return 2

    if rc != 0 or bad:
        print(f"FAIL: {path}: exit status {rc}, {len(bad)} issue(s)", file=sys.stderr)
        return 1
    print(f"OK: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
