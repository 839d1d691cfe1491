#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks the Flatpak manifest against the data files it ships, since the manifest itself cannot be
# built here: one app ID everywhere (manifest, metainfo, desktop file, icons, GSettings schema),
# the command, the minimal sandbox and the one meson module built from this tree.
#
# It also holds the manifest to flatpak-builder's own vocabulary (an unknown key is only a warning
# there, and the setting is lost) and build-aux/flatpak-local-manifest.py, which derives the copy
# that build-aux/flatpak-check builds on a local runtime, to changing the runtime alone.
#
#   check-manifest.py MANIFEST METAINFO DESKTOP SOURCE_ROOT

import configparser
import importlib.util
import json
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET

# The network is for the providers' price lists and the team's Prometheus, each reached only
# when the user asks (docs/flatpak.md).
EXPECTED_FINISH_ARGS = ["--share=ipc", "--share=network", "--socket=fallback-x11", "--socket=wayland",
                        "--device=dri"]
EXPECTED_COMMAND = "breakeven"
GETTEXT_DOMAIN = "breakeven"

# flatpak-builder 1.2's properties of a module, its build-options and a dir source.
MODULE_KEYS = {
    "name", "subdir", "disabled", "rm-configure", "no-autogen", "no-parallel-make", "install-rule",
    "test-rule", "no-make-install", "no-python-timestamp-fix", "cmake", "builddir", "buildsystem",
    "config-opts", "make-args", "make-install-args", "ensure-writable", "only-arches",
    "skip-arches", "post-install", "build-options", "sources", "modules", "cleanup",
    "cleanup-platform", "build-commands", "run-tests", "test-commands", "license-files",
}
BUILD_OPTIONS_KEYS = {
    "cflags", "cflags-override", "cppflags", "cppflags-override", "cxxflags", "cxxflags-override",
    "ldflags", "ldflags-override", "prefix", "libdir", "append-path", "prepend-path",
    "append-ld-library-path", "prepend-ld-library-path", "append-pkg-config-path",
    "prepend-pkg-config-path", "env", "secret-env", "build-args", "test-args", "config-opts",
    "secret-opts", "make-args", "make-install-args", "strip", "no-debuginfo",
    "no-debuginfo-compression", "arch",
}
DIR_SOURCE_KEYS = {"type", "path", "skip", "dest", "only-arches", "skip-arches"}

# What the dir source must leave out: the repository, flatpak-builder's own folders and every
# build folder build-aux/dev, build-aux/flatpak-check and .ci/run make in the checkout.
# flatpak-builder matches skip entries as exact paths, not patterns.
REQUIRED_SKIP = [
    ".git", ".flatpak-builder", "_flatpak", "_repo", "breakeven.flatpak",
    "_build", "_build-sanitize", "_build-fuzz", "_build-ci", "_build-ci-logs", "_build-flatpak",
]


def unknown_keys(obj, known):
    return sorted(k for k in obj if k not in known and not k.startswith("x-"))

# Results are printed as TAP, one line per check.
failures = []
count = 0


def check(condition, message):
    global count
    count += 1
    print(("ok" if condition else "not ok") + f" {count} - {message}")
    if not condition:
        failures.append(message)
    return condition


def reject_duplicates(pairs):
    keys = [k for k, _ in pairs]
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    if duplicates:
        raise ValueError("duplicate keys: " + ", ".join(duplicates))
    return dict(pairs)


def check_local_manifest(manifest, manifest_path, source_root):
    # The copy build-aux/flatpak-check builds: the same manifest on a local runtime.
    path = os.path.join(source_root, "build-aux", "flatpak-local-manifest.py")
    spec = importlib.util.spec_from_file_location("flatpak_local_manifest", path)
    local_manifest = importlib.util.module_from_spec(spec)
    # No __pycache__ in the checkout.
    sys.dont_write_bytecode = True
    try:
        spec.loader.exec_module(local_manifest)
    except OSError as e:
        check(False, f"build-aux/flatpak-local-manifest.py loads ({e})")
        return
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, os.path.basename(manifest_path))
        argv = sys.argv
        sys.argv = [path, manifest_path, "org.example.LocalSdk", "13", out]
        try:
            status = local_manifest.main()
        finally:
            sys.argv = argv
        with open(out, encoding="utf-8") as f:
            local = json.load(f, object_pairs_hook=reject_duplicates)
    check(status == 0, "flatpak-local-manifest.py writes the local manifest")
    changed = sorted(k for k in set(manifest) | set(local) if manifest.get(k) != local.get(k))
    check(set(changed) <= set(local_manifest.LOCAL_KEYS),
          f"the local manifest differs only in {', '.join(local_manifest.LOCAL_KEYS)} "
          f"(changed: {changed})")
    check(local.get("runtime") == local.get("sdk") == "org.example.LocalSdk" and
          local.get("runtime-version") == "13",
          "the local manifest builds and runs on the local runtime")


def main():
    if len(sys.argv) != 5:
        print("usage: check-manifest.py MANIFEST METAINFO DESKTOP SOURCE_ROOT", file=sys.stderr)
        return 2
    manifest_path, metainfo_path, desktop_path, source_root = sys.argv[1:]

    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f, object_pairs_hook=reject_duplicates)
    except (OSError, ValueError) as e:
        check(False, f"{manifest_path} is valid JSON ({e})")
        return 1
    check(isinstance(manifest, dict), "the manifest is a JSON object")

    # The ID: "id" (or the older "app-id"), exactly once.
    id_keys = [k for k in ("id", "app-id") if k in manifest]
    check(len(id_keys) == 1, f"the manifest names its ID once (found {id_keys})")
    app_id = manifest.get(id_keys[0]) if id_keys else None
    check(isinstance(app_id, str) and
          re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*){2,4}", app_id) is not None,
          f"the app ID {app_id!r} has 3 to 5 components of [A-Za-z0-9_], none starting with a digit")
    check(os.path.basename(manifest_path) == f"{app_id}.json",
          f"the manifest file is named after the ID ({os.path.basename(manifest_path)})")

    check(manifest.get("runtime") == "org.gnome.Platform", "runtime is org.gnome.Platform")
    check(manifest.get("runtime-version") == "50", "runtime-version is \"50\"")
    check(manifest.get("sdk") == "org.gnome.Sdk", "sdk is org.gnome.Sdk")
    check(manifest.get("command") == EXPECTED_COMMAND, f"command is {EXPECTED_COMMAND}")

    # The sandbox: exactly the minimal set. Files go through the portal, so no file-system access;
    # the network only for the price lists and the Prometheus server the user asks for.
    finish_args = manifest.get("finish-args", [])
    check(sorted(finish_args) == sorted(EXPECTED_FINISH_ARGS) and
          len(finish_args) == len(EXPECTED_FINISH_ARGS),
          f"finish-args are exactly {' '.join(EXPECTED_FINISH_ARGS)} (found {' '.join(finish_args)})")
    check(not any(a.startswith(("--filesystem", "--persist")) for a in finish_args),
          "no --filesystem or --persist")
    check(not any(a in ("--socket=session-bus", "--socket=system-bus", "--device=all")
                  or a.startswith(("--talk-name", "--own-name", "--system-talk-name"))
                  for a in finish_args),
          "no bus access or devices beyond the GPU")

    # The one module: meson, built out of tree from this very source tree, release, tested.
    modules = manifest.get("modules", [])
    check(isinstance(modules, list) and len(modules) == 1, "exactly one module")
    module = modules[0] if modules and isinstance(modules[0], dict) else {}
    check(module.get("buildsystem") == "meson", "the module is built with meson")
    check(module.get("builddir") is True, "the module builds in a separate build directory")
    check("--buildtype=release" in module.get("config-opts", []), "config-opts has --buildtype=release")
    check(not any(o.startswith("-Ddevelopment=true") for o in module.get("config-opts", [])),
          "config-opts build the release variant, not the development one")
    check(module.get("run-tests") is True, "run-tests is true")
    sources = module.get("sources", [])
    check(len(sources) == 1 and sources[0].get("type") == "dir", "one source of type dir")
    if sources and sources[0].get("path"):
        tree = os.path.realpath(os.path.join(os.path.dirname(manifest_path), sources[0]["path"]))
        root = os.path.realpath(source_root)
        check(tree == root, f"the source dir {sources[0]['path']!r} is the project's source tree")
    check(unknown_keys(module, MODULE_KEYS) == [],
          f"the module has only flatpak-builder module properties (unknown: "
          f"{unknown_keys(module, MODULE_KEYS)}; test-args belongs in build-options)")
    build_options = module.get("build-options", {})
    check(isinstance(build_options, dict) and unknown_keys(build_options, BUILD_OPTIONS_KEYS) == [],
          f"the module's build-options has only flatpak-builder options "
          f"(unknown: {unknown_keys(build_options, BUILD_OPTIONS_KEYS)})")
    test_args = build_options.get("test-args", []) + module.get("test-args", [])
    check(not any(a.startswith(("--filesystem", "--share=network")) for a in test_args),
          "the tests run without network or file-system access")
    check("--socket=x11" in build_options.get("test-args", []),
          "build-options' test-args give the widget tests an X11 display")
    source = sources[0] if sources and isinstance(sources[0], dict) else {}
    check(unknown_keys(source, DIR_SOURCE_KEYS) == [],
          f"the dir source has only dir source properties (unknown: "
          f"{unknown_keys(source, DIR_SOURCE_KEYS)})")
    skip = source.get("skip", [])
    missing = [s for s in REQUIRED_SKIP if s not in skip]
    check(missing == [], f"the dir source skips the repository and every build folder "
          f"(missing: {missing})")
    # And whatever .gitignore names by a plain path at the top.
    ignored = []
    try:
        with open(os.path.join(source_root, ".gitignore"), encoding="utf-8") as f:
            ignored = [l.strip().strip("/") for l in f if l.startswith("/")]
    except OSError:
        pass
    missing = [i for i in ignored if not any(c in i for c in "*?[") and i not in skip]
    check(missing == [], f"the dir source skips every plain top-level path of .gitignore "
          f"(missing: {missing})")
    check(manifest.get("appstream-compose", True) is True,
          "the manifest composes the AppStream data (GNOME's SDK has appstream-compose)")

    check_local_manifest(manifest, manifest_path, source_root)

    # The metainfo: same ID, the desktop file as launchable, our translation domain.
    try:
        component = ET.parse(metainfo_path).getroot()
    except (OSError, ET.ParseError) as e:
        check(False, f"{metainfo_path} is well-formed XML ({e})")
        return 1
    check(component.findtext("id") == app_id, f"the metainfo ID is {app_id}")
    launchables = [l.text for l in component.findall("launchable") if l.get("type") == "desktop-id"]
    check(launchables == [f"{app_id}.desktop"], f"the metainfo launches {app_id}.desktop")
    translations = [(t.get("type"), t.text) for t in component.findall("translation")]
    check(translations == [("gettext", GETTEXT_DOMAIN)],
          f"the metainfo names the gettext domain {GETTEXT_DOMAIN}")
    provided = [b.text for b in component.findall("provides/binary")]
    check(provided in ([], [EXPECTED_COMMAND]), "the metainfo's binary (if any) is the command")

    # The desktop file: named after the ID, runs the command, uses the app icon.
    check(os.path.basename(desktop_path) == f"{app_id}.desktop",
          f"the desktop file is named {app_id}.desktop")
    desktop = configparser.ConfigParser(interpolation=None, strict=True)
    desktop.optionxform = str
    desktop.read(desktop_path, encoding="utf-8")
    entry = desktop["Desktop Entry"] if desktop.has_section("Desktop Entry") else {}
    check(entry.get("Exec", "").split(" ")[0] == EXPECTED_COMMAND,
          f"the desktop file runs {EXPECTED_COMMAND}")
    check(entry.get("Icon") == app_id, f"the desktop file's icon is {app_id}")
    check(entry.get("DBusActivatable", "false") == "false",
          "the desktop file is not D-Bus activatable (the app ships no D-Bus service file)")

    # The icons that the Icon= name resolves to, and the schema.
    icons = os.path.join(source_root, "data", "icons", "hicolor")
    for rel in (f"scalable/apps/{app_id}.svg", f"symbolic/apps/{app_id}-symbolic.svg"):
        path = os.path.join(icons, rel)
        ok = os.path.isfile(path)
        if ok:
            try:
                svg = ET.parse(path).getroot()
                ok = svg.tag == "{http://www.w3.org/2000/svg}svg"
            except ET.ParseError:
                ok = False
        check(ok, f"the icon hicolor/{rel} exists and is SVG")
    schema_path = os.path.join(source_root, "data", f"{app_id}.gschema.xml")
    schema_ids = []
    if os.path.isfile(schema_path):
        schema_ids = [s.get("id") for s in ET.parse(schema_path).getroot().findall("schema")]
    check(schema_ids == [app_id], f"data/{app_id}.gschema.xml has the one schema {app_id}")

    return 1 if failures else 0


def run():
    status = main()
    print(f"1..{count}")
    return status


if __name__ == "__main__":
    sys.exit(run())
