#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the project the way the Flatpak manifest does (prefix /app and the manifest's own
# config-opts) in a fresh build directory, installs it into a temporary DESTDIR and checks that the
# tree has everything the sandbox needs: the binary, the desktop file, the metainfo, both icons, the
# compiled GSettings schema and the German catalogue.
#
#   check-install-tree.py SOURCE_ROOT MANIFEST
#
# Set BK_KEEP_INSTALL_TREE=1 to keep the temporary directory for a look.

import json
import os
import shutil
import subprocess
import sys
import tempfile

APP_ID = "io.github.breakeven.Breakeven"

count = 0
failures = 0


def check(condition, message):
    global count, failures
    count += 1
    print(("ok" if condition else "not ok") + f" {count} - {message}")
    if not condition:
        failures += 1
    return condition


def run(argv, **kwargs):
    print("# $ " + " ".join(argv), flush=True)
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
    if proc.returncode != 0:
        for line in proc.stdout.splitlines()[-40:]:
            print("# " + line)
    return proc


def main():
    if len(sys.argv) != 3:
        print("usage: check-install-tree.py SOURCE_ROOT MANIFEST", file=sys.stderr)
        return 2
    source_root, manifest_path = sys.argv[1:]

    # Inside flatpak-builder the real install into /app is this very check, and a nested build
    # there would only double the build time.
    if os.path.exists("/.flatpak-info"):
        print("1..0 # SKIP inside a Flatpak build the install tree is flatpak-builder's own")
        return 0

    meson = shutil.which("meson")
    if meson is None:
        check(False, "meson is installed")
        return 1

    with open(manifest_path, encoding="utf-8") as f:
        module = json.load(f)["modules"][-1]
    config_opts = module.get("config-opts", [])

    tmp = tempfile.mkdtemp(prefix="bk-install-tree-")
    try:
        build = os.path.join(tmp, "build")
        dest = os.path.join(tmp, "dest")
        # The test environment points GSettings at the build tree; the nested build must not
        # inherit that.
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("MESON", "GSETTINGS_", "G_DEBUG"))}
        env["DESTDIR"] = dest

        if not check(run([meson, "setup", "--prefix=/app", *config_opts, build, source_root],
                         env=env).returncode == 0,
                     "meson setup --prefix=/app " + " ".join(config_opts)):
            return 1
        # Only what is installed: the tests and benchmarks that the suite has built already
        # would take most of the time and are no part of the tree.
        introspect = subprocess.run([meson, "introspect", build, "--targets"], env=env,
                                    stdout=subprocess.PIPE, text=True)
        installed = [os.path.relpath(f, build)
                     for t in (json.loads(introspect.stdout) if introspect.returncode == 0 else [])
                     if t.get("installed") for f in t["filename"]]
        if not check("src/breakeven" in installed, "the app is among the installed targets"):
            return 1
        if not check(run([meson, "compile", "-C", build, "--ninja-args=" + ",".join(installed)],
                         env=env).returncode == 0,
                     "meson compile of the installed targets"):
            return 1
        if not check(run([meson, "install", "-C", build, "--no-rebuild", "--destdir", dest],
                         env=env).returncode == 0,
                     "meson install --destdir"):
            return 1

        app = os.path.join(dest, "app")
        binary = os.path.join(app, "bin", "breakeven")
        check(os.path.isfile(binary) and os.access(binary, os.X_OK), "app/bin/breakeven is executable")

        for rel in (f"share/applications/{APP_ID}.desktop",
                    f"share/metainfo/{APP_ID}.metainfo.xml",
                    f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                    f"share/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
                    f"share/glib-2.0/schemas/{APP_ID}.gschema.xml",
                    "share/locale/de/LC_MESSAGES/breakeven.mo"):
            check(os.path.isfile(os.path.join(app, rel)), f"app/{rel}")

        # The post-install script compiles the schemas only when DESTDIR is unset (flatpak-builder
        # installs straight into /app); here it is left to the test, as flatpak-builder's own
        # compile step would do.
        schemas = os.path.join(app, "share", "glib-2.0", "schemas")
        compiled = os.path.join(schemas, "gschemas.compiled")
        if not os.path.exists(compiled):
            run(["glib-compile-schemas", "--strict", schemas])
        check(os.path.isfile(compiled), "app/share/glib-2.0/schemas/gschemas.compiled")
        keys = run(["gsettings", "--schemadir", schemas, "list-keys", APP_ID], env=env)
        listed = sorted(keys.stdout.split()) if keys.returncode == 0 else []
        check(listed == sorted(["allowed-servers", "default-currency", "default-electricity-price",
                                "exchange-rates", "last-profile", "price-aws-region",
                                "price-azure-region", "price-check-weekly", "price-last-check",
                                "prometheus-address", "window-height", "window-maximized",
                                "window-width"]),
              f"the compiled schema has the app's keys ({' '.join(listed)})")

        # Nothing may land outside the prefix: the Flatpak only keeps /app.
        outside = sorted(e for e in os.listdir(dest) if e != "app")
        check(outside == [], f"nothing is installed outside /app ({' '.join(outside)})")
    finally:
        if os.environ.get("BK_KEEP_INSTALL_TREE"):
            print(f"# kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)

    return 1 if failures else 0


if __name__ == "__main__":
    status = main()
    if count:
        print(f"1..{count}")
    sys.exit(status)
