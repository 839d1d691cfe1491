#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The shipped catalogue (docs/catalogue-format.md): data/catalogue.json is what
# build-aux/catalogue/generate.py makes of data/sources/ (fails when the shipped file differs
# from a fresh build), and every figure in it has a source that names the public document it
# was read from, and a date.
#
#   check-catalogue.py SOURCE_ROOT      prints TAP

import json
import os
import re
import sys

ROOT = sys.argv[1]
sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, os.path.join(ROOT, "build-aux", "catalogue"))

import generate  # noqa: E402

DATE = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")
# A document named with the day it was read: "(https://…, dated 2026-01-08, read 2026-12-04)".
READ = re.compile(r"read \d{4}-\d{2}-\d{2}\)")
results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition), detail))


with open(os.path.join(ROOT, "data", "catalogue.json"), encoding="utf-8") as f:
    shipped_text = f.read()
fresh, _ = generate.build()
fresh_text = generate.dump(fresh)
changed = generate.changes(json.loads(shipped_text), fresh)
check("data/catalogue.json is a fresh build of data/sources/ (build-aux/catalogue/generate.py)",
      shipped_text == fresh_text, "; ".join(line[:120] for line in changed[:5]))

shipped = json.loads(shipped_text)
check("the catalogue is format %d" % generate.FORMAT, shipped.get("format") == generate.FORMAT)

for gpu in shipped["gpus"]:
    gid = gpu["id"]
    check("%s: its figures have a date" % gid, DATE.match(gpu.get("as-of", "")))
    source = gpu.get("source", "")
    # Every figure names its document; what no document gives says it is an estimate.
    check("%s: its power and memory name the documents read" % gid,
          "Board power" in source and "Memory" in source and READ.search(source), source[:200])
    if "purchase-price" in gpu:
        check("%s: its purchase price names the document read" % gid,
              re.search(r"Purchase price [^:]+: .*?read \d{4}-\d{2}-\d{2}\)", source),
              source[:200])
    else:
        check("%s: the missing purchase price is said" % gid,
              "No public document read gives a purchase price" in source)
    check("%s: the estimates say they are" % gid,
          "Idle power" in source and "estimate" in source and "Server share" in source)
    if "resale-discount" in gpu:
        check("%s: its used-market discount has a source and a date" % gid,
              READ.search(gpu.get("resale-source", "")) and DATE.match(gpu.get("resale-as-of", "")))
    for kind in ("training", "inference"):
        if kind not in gpu:
            continue
        figure = gpu[kind]
        check("%s %s: a source and a date" % (gid, kind),
              figure.get("source") and DATE.match(figure.get("as-of", "")))
        if gid == "h100-sxm":
            check("%s %s: the reference is 1 and rests on no pair" % (gid, kind),
                  figure["relative"] == 1 and figure["pairs"] == [])
            continue
        pairs = figure.get("pairs", [])
        check("%s %s: one MLPerf pair or a chain of two" % (gid, kind), len(pairs) in (1, 2))
        product = 1.0
        for pair in pairs:
            product *= pair["ratio"]
            check("%s %s: each pair names its round, benchmark, systems and result files" % (
                gid, kind),
                  pair["round"].startswith("MLPerf ") and pair["benchmark"]
                  and pair["system"] and pair["against-system"]
                  and re.match(r"^mlcommons/\S+ \S+ at [0-9a-f]{12}$", pair["result"])
                  and re.match(r"^mlcommons/\S+ \S+ at [0-9a-f]{12}$", pair["against-result"]),
                  json.dumps(pair)[:200])
        check("%s %s: the figure is the product of its pairs" % (gid, kind),
              abs(product - figure["relative"]) <= 0.005 + 1e-9)
        check("%s %s: the figure is as old as its oldest round" % (gid, kind),
              figure["as-of"] == min(p["published"] for p in pairs))

for i, offer in enumerate(shipped["rents"]):
    name = "offer %d (%s, %s)" % (i, offer["gpu-id"], offer["provider"])
    check("%s: a source that names the document read, and a date" % name,
          READ.search(offer.get("source", "")) and DATE.match(offer.get("as-of", "")),
          offer.get("source", "")[:200])

print("1..%d" % len(results))
failed = 0
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s%s" % ("ok" if ok else "not ok", i, name,
                            (" # " + detail) if detail and not ok else ""))
    failed += not ok
sys.exit(1 if failed else 0)
