#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes a copy of the Flatpak manifest that builds against a local runtime instead of GNOME's,
# for build-aux/flatpak-check on machines that cannot download org.gnome.Sdk. The copy changes
# only what a local runtime needs; tests/data/check-manifest.py holds it to that.
#
#   flatpak-local-manifest.py MANIFEST RUNTIME BRANCH OUT
#
# OUT must sit at the same depth as MANIFEST (e.g. _build-flatpak/ next to flatpak/), since the
# source dir's "path" is relative to the manifest's own folder.

import json
import sys

# The one runtime serves as SDK too; a local SDK has no appstream-compose (GNOME's has).
LOCAL_KEYS = ("runtime", "runtime-version", "sdk", "appstream-compose")


def derive(manifest, runtime, branch):
    local = dict(manifest)
    local["runtime"] = runtime
    local["runtime-version"] = branch
    local["sdk"] = runtime
    local["appstream-compose"] = False
    return local


def main():
    if len(sys.argv) != 5:
        print("usage: flatpak-local-manifest.py MANIFEST RUNTIME BRANCH OUT", file=sys.stderr)
        return 2
    manifest_path, runtime, branch, out = sys.argv[1:]
    with open(manifest_path, encoding="utf-8") as f:
        manifest = json.load(f)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(derive(manifest, runtime, branch), f, indent=2)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
