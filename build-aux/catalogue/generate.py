#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# generate.py: builds the shipped catalogue, data/catalogue.json, from the extracts of public
# documents in data/sources/ (docs/catalogue-format.md). Python 3, standard library only.
#
#   generate.py                  write data/catalogue.json and print every figure that changed:
#                                its old value, its new value and its source
#   generate.py --check          exit 1 when data/catalogue.json is not what the sources give
#   generate.py --german-po FILE write the German of every text the catalogue holds (its
#                                sources and providers) as a PO file, to merge into po/de.po
#
# Every figure names the document it was read from and its date; a figure no document gives is
# left out, or is an estimate that says so.

import argparse
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, HERE)

import throughput  # noqa: E402

FORMAT = 4
SOURCES = os.path.join(SRC, "data", "sources")
OUTPUT = os.path.join(SRC, "data", "catalogue.json")
LANGUAGES = ("en", "de")


# Numbers and money, as the app writes them in each language.

def number(value, decimals, lang):
    text = "{:,.{}f}".format(value, decimals)
    if lang == "de":
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


def plain(value, lang):
    """A figure with as many decimals as it has, up to four."""
    decimals = 0
    while decimals < 4 and round(value, decimals) != round(value, 4):
        decimals += 1
    return number(value, decimals, lang)


def money(value, currency, lang):
    digits = 0 if value >= 100 else 2
    amount = number(value, digits, lang)
    symbol = {"USD": "$", "EUR": "€"}.get(currency, currency + " ")
    if lang == "de":
        return "%s %s" % (amount, symbol.strip())
    return symbol + amount


def quote(text, lang):
    return ("„%s“" if lang == "de" else "“%s”") % text


# The document a figure was read from: its title, address, commit or date, and the day read.

def cite(doc, lang):
    parts = [doc["address"]] if "address" in doc else []
    if "commit" in doc:
        parts.append(("Commit %s" if lang == "de" else "commit %s") % doc["commit"][:12])
    if "date" in doc:
        parts.append(("Stand %s" if lang == "de" else "dated %s") % doc["date"])
    parts.append(("gelesen am %s" if lang == "de" else "read %s") % doc["read"])
    title = doc.get("title-de", doc["title"]) if lang == "de" else doc["title"]
    return "%s (%s)" % (title, ", ".join(parts))


def doc_date(doc):
    return doc.get("date", doc["read"])


def older(a, b):
    """The earlier of two catalogue dates, each standing for its earliest day."""
    return a if a.ljust(10, "0") <= b.ljust(10, "0") else b


TEXT = {
    "en": {
        "purchase": "Purchase price {value}: {doc}: {quote}.",
        "no-purchase": "No public document read gives a purchase price of this GPU: enter your own quote.",
        "power": "Board power {value} W: {doc}: {quote}.",
        "vram": "Memory {value} GB: {doc}: {quote}.",
        "idle": "Idle power {value} W is an estimate, {share} % of board power: no document gives a measured figure.",
        "loss": "Value loss {value} % a year: {doc}: {quote} for an H100; the middle, 30 % left after three years, is 1 − 0.30^(1/3) = 33 % lost a year.",
        "loss-estimate": "Value loss {value} % a year is an estimate: the middle of the 15–20 % a year that consumer cards are said to lose; no document gives it.",
        "host": {
            "server": "Server share {value} per GPU is an estimate of an eight-GPU server's processors, memory, chassis and network: no document gives it.",
            "pcie": "Server share {value} per GPU is an estimate of a PCIe server's processors, memory and chassis, without the SXM networking: no document gives it.",
            "consumer": "Server share {value} per GPU is an estimate of a workstation's share: no document gives it, and a smaller workstation may cost less.",
            "rack": "Server share {value}: the rack's price includes its Grace processors, memory, NVLink switches and liquid cooling.",
        },
        "resale": {
            "h100": "Used-market discount {value} %: {doc}: {quote}, which a discount of {value} % with the yearly value loss of 33 % meets (60 %, 40 %, 27 % left).",
            "a100": "Used-market discount {value} %: {doc}: {quote}, which a discount of {value} % with the yearly value loss of 33 % meets (54 % left after the first year).",
        },
        "middle": "{quote}: the middle",
        "rack": "{quote}: the middle, {total}, for {gpus} GPUs is {value} per GPU",
        "offer": "{provider}: {quote}{page}{checked}; from {doc}.",
        "page": ", page {page}",
        "checked": ", checked {date}",
        "pair-minutes": "{round} ({published}), {benchmark}, {gpus} GPUs in each system, closed division: {system} trained in {score} minutes, {against_system} ({against}) in {against_score} minutes; {against_score} / {score} = {ratio}.",
        "pair-rate": "{round} ({published}), {benchmark}, {gpus} GPUs in each system, closed division: {system} {score} {metric}, {against_system} ({against}) {against_score} {metric}; {score} / {against_score} = {ratio}.",
        "results": "Results: {files}.",
        "and": " and ",
        "chain": "Chained through the {via}, which both rounds have: {first} × {second} = {relative}.",
        "reference": "The reference GPU: every relative throughput in the catalogue is measured against the {name}.",
    },
    "de": {
        "purchase": "Kaufpreis {value}: {doc}: {quote}.",
        "no-purchase": "Kein gelesenes öffentliches Dokument nennt einen Kaufpreis dieser GPU: Trage dein eigenes Angebot ein.",
        "power": "Leistungsaufnahme der Karte {value} W: {doc}: {quote}.",
        "vram": "Speicher {value} GB: {doc}: {quote}.",
        "idle": "Leerlaufleistung {value} W ist eine Schätzung, {share} % der Leistungsaufnahme: Kein Dokument nennt einen gemessenen Wert.",
        "loss": "Wertverlust {value} % im Jahr: {doc}: {quote} für eine H100; die Mitte, 30 % Restwert nach drei Jahren, sind 1 − 0,30^(1/3) = 33 % Verlust im Jahr.",
        "loss-estimate": "Wertverlust {value} % im Jahr ist eine Schätzung: die Mitte der 15–20 % im Jahr, die Consumer-Karten verlieren sollen; kein Dokument nennt ihn.",
        "host": {
            "server": "Serveranteil {value} je GPU ist eine Schätzung für Prozessoren, Speicher, Gehäuse und Netzwerk eines Servers mit acht GPUs: Kein Dokument nennt ihn.",
            "pcie": "Serveranteil {value} je GPU ist eine Schätzung für Prozessoren, Speicher und Gehäuse eines PCIe-Servers ohne das SXM-Netzwerk: Kein Dokument nennt ihn.",
            "consumer": "Serveranteil {value} je GPU ist eine Schätzung für den Anteil einer Workstation: Kein Dokument nennt ihn, und eine kleinere Workstation kann weniger kosten.",
            "rack": "Serveranteil {value}: Der Preis des Racks enthält seine Grace-Prozessoren, den Speicher, die NVLink-Switches und die Flüssigkeitskühlung.",
        },
        "resale": {
            "h100": "Abschlag auf dem Gebrauchtmarkt {value} %: {doc}: {quote}; das trifft ein Abschlag von {value} % mit dem jährlichen Wertverlust von 33 % (60 %, 40 %, 27 % Restwert).",
            "a100": "Abschlag auf dem Gebrauchtmarkt {value} %: {doc}: {quote}; das trifft ein Abschlag von {value} % mit dem jährlichen Wertverlust von 33 % (54 % Restwert nach dem ersten Jahr).",
        },
        "middle": "{quote}: die Mitte",
        "rack": "{quote}: die Mitte, {total}, für {gpus} GPUs sind {value} je GPU",
        "offer": "{provider}: {quote}{page}{checked}; aus {doc}.",
        "page": ", Seite {page}",
        "checked": ", geprüft am {date}",
        "pair-minutes": "{round} ({published}), {benchmark}, {gpus} GPUs in jedem System, geschlossene Division: {system} trainierte in {score} Minuten, {against_system} ({against}) in {against_score} Minuten; {against_score} / {score} = {ratio}.",
        "pair-rate": "{round} ({published}), {benchmark}, {gpus} GPUs in jedem System, geschlossene Division: {system} {score} {metric}, {against_system} ({against}) {against_score} {metric}; {score} / {against_score} = {ratio}.",
        "results": "Ergebnisse: {files}.",
        "and": " und ",
        "chain": "Verkettet über die {via}, die beide Runden haben: {first} × {second} = {relative}.",
        "reference": "Die Bezugs-GPU: Jeder relative Durchsatz im Katalog ist an der {name} gemessen.",
    },
}

PROVIDERS_DE = {"The article's range": "Spanne aus dem Artikel"}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


class Sources:
    def __init__(self):
        self.documents = load(os.path.join(SOURCES, "documents.json"))["documents"]
        self.gpus = load(os.path.join(SOURCES, "gpus.json"))
        self.prices = [load(p) for p in sorted(glob.glob(os.path.join(SOURCES, "prices", "*.json")))]
        self.rounds = [throughput.Round(load(p))
                       for p in sorted(glob.glob(os.path.join(SOURCES, "mlperf", "*.json")))]

    def doc(self, key):
        return self.documents[key]


class Text:
    """A text of the catalogue in English, with its German for po/de.po."""

    def __init__(self):
        self.german = {}

    def make(self, build):
        en = build("en")
        self.german[en] = build("de")
        return en


def gpu_entry(sources, gpu, text):
    order = [g["id"] for g in sources.gpus["gpus"]]
    form = gpu["form"]
    host_kind = {"server": "server", "pcie": "pcie", "consumer": "consumer", "rack": "rack"}[form]
    host = sources.gpus["host-cost"][host_kind]["amount"]
    loss_kind = "consumer" if form == "consumer" else "datacentre"
    loss = sources.gpus["value-loss"][loss_kind]
    share = sources.gpus["idle-share"]
    power, power_doc, power_quote = gpu["power-watts"]
    vram, vram_doc, vram_quote = gpu["vram-gb"]
    purchase = gpu.get("purchase-price")
    idle = round(power * share, 2)

    def build(lang):
        t = TEXT[lang]
        parts = []
        if purchase:
            said = quote(purchase[2], lang)
            how = purchase[3] if len(purchase) > 3 else ""
            if how == "middle":
                said = t["middle"].format(quote=said)
            elif how.startswith("rack:"):
                _, total, gpus = how.split(":")
                said = t["rack"].format(quote=said, total=money(float(total), "USD", lang),
                                        gpus=gpus, value=money(purchase[0], "USD", lang))
            parts.append(t["purchase"].format(value=money(purchase[0], "USD", lang),
                                              doc=cite(sources.doc(purchase[1]), lang),
                                              quote=said))
        else:
            parts.append(t["no-purchase"])
        parts.append(t["power"].format(value=number(power, 0, lang),
                                       doc=cite(sources.doc(power_doc), lang),
                                       quote=quote(power_quote, lang)))
        parts.append(t["vram"].format(value=number(vram, 0, lang),
                                      doc=cite(sources.doc(vram_doc), lang),
                                      quote=quote(vram_quote, lang)))
        parts.append(t["host"][host_kind].format(value=money(host, "USD", lang)))
        parts.append(t["idle"].format(value=plain(idle, lang), share=number(share * 100, 0, lang)))
        if "from" in loss:
            parts.append(t["loss"].format(value=plain(loss["percent"], lang),
                                          doc=cite(sources.doc(loss["from"]), lang),
                                          quote=quote(loss["read-as"], lang)))
        else:
            parts.append(t["loss-estimate"].format(value=plain(loss["percent"], lang)))
        return " ".join(parts)

    # The purchase figures date from the price's document; without a price, from the older of
    # the documents that give power and memory.
    if purchase:
        as_of = doc_date(sources.doc(purchase[1]))
    else:
        as_of = older(doc_date(sources.doc(power_doc)), doc_date(sources.doc(vram_doc)))

    entry = {"id": gpu["id"], "name": gpu["name"], "vram-gb": vram}
    if purchase:
        entry["purchase-price"] = purchase[0]
    entry.update({
        "host-cost": host,
        "power-watts": power,
        "idle-watts": idle,
        "annual-value-loss": loss["percent"],
        "currency": "USD",
        "source": text.make(build),
        "as-of": as_of,
    })

    if "resale" in gpu:
        resale = sources.gpus["resale"][gpu["resale"]]
        doc = sources.doc(resale["from"])
        entry["resale-discount"] = resale["discount"]
        entry["resale-source"] = text.make(
            lambda lang: TEXT[lang]["resale"][gpu["resale"]].format(
                value=plain(resale["discount"], lang), doc=cite(doc, lang),
                quote=quote(resale["read-as"], lang)))
        entry["resale-as-of"] = doc_date(doc)

    reference = sources.gpus["reference"]
    names = {g["id"]: g["name"] for g in sources.gpus["gpus"]}
    for kind in ("training", "inference"):
        if gpu["id"] == reference:
            newest = max(r.published for r in sources.rounds if r.kind == kind)
            entry[kind] = {
                "relative": 1,
                "pairs": [],
                "source": text.make(lambda lang: TEXT[lang]["reference"].format(name=gpu["name"])),
                "as-of": newest,
            }
            continue
        figure, _ = throughput.figure(sources.rounds, gpu["id"], reference, kind, order)
        if figure is not None:
            entry[kind] = throughput_entry(figure, names, text)
    return entry


def score_text(pair, value, lang):
    return number(value, 2 if pair.result.metric == "minutes" else 0, lang)


def throughput_entry(figure, names, text):
    def build(lang):
        t = TEXT[lang]
        sentences = []
        for pair in figure.pairs:
            key = "pair-minutes" if pair.result.metric == "minutes" else "pair-rate"
            sentences.append(t[key].format(
                round=pair.round.name, published=pair.round.published, benchmark=pair.benchmark,
                gpus=pair.gpus, system="%s %s" % (pair.result.submitter, pair.result.system),
                score=score_text(pair, pair.result.score, lang),
                against_system="%s %s" % (pair.against.submitter, pair.against.system),
                against=names[pair.against.gpu],
                against_score=score_text(pair, pair.against.score, lang),
                metric=pair.result.metric, ratio=number(pair.ratio, 2, lang)))
            sentences.append(t["results"].format(
                files=t["and"].join((pair.result.file(), pair.against.file()))))
        if len(figure.pairs) == 2:
            sentences.append(t["chain"].format(
                via=names[figure.pairs[0].against.gpu],
                first=number(figure.pairs[0].ratio, 2, lang),
                second=number(figure.pairs[1].ratio, 2, lang),
                relative=number(figure.relative, 2, lang)))
        return " ".join(sentences)

    return {
        "relative": figure.relative,
        "pairs": [pair.to_json() for pair in figure.pairs],
        "source": text.make(build),
        "as-of": figure.as_of,
    }


def offers(sources, text):
    known = {g["id"] for g in sources.gpus["gpus"]}
    out = []
    for extract in sources.prices:
        for row in extract["rows"]:
            if row["gpu-id"] not in known:
                raise SystemExit("%s: no GPU has the id %s" % (extract["title"], row["gpu-id"]))
            as_of = row.get("date", doc_date(extract))

            def build(lang, row=row):
                t = TEXT[lang]
                provider = row["provider"]
                if lang == "de":
                    provider = PROVIDERS_DE.get(provider, provider)
                return t["offer"].format(
                    provider=provider, quote=quote(row["product"], lang),
                    page=t["page"].format(page=row["page"]) if "page" in row else "",
                    checked=t["checked"].format(date=row["date"]) if "date" in row else "",
                    doc=cite(extract, lang))

            offer = {
                "gpu-id": row["gpu-id"],
                "provider": row["provider"],
                "provider-type": row["provider-type"],
                "price-per-hour": row["price"],
            }
            if "low" in row:
                offer["price-low"] = row["low"]
                offer["price-high"] = row["high"]
            offer["currency"] = row.get("currency", "USD")
            offer["source"] = text.make(build)
            offer["as-of"] = as_of
            if row.get("term", "on-demand") != "on-demand":
                offer["term"] = row["term"]
                for key in ("term-months", "upfront-percent"):
                    if key in row:
                        offer[key] = row[key]
            out.append(offer)

    # The catalogue's order: GPU by GPU, on demand before the other terms, cheapest first.
    order = [g["id"] for g in sources.gpus["gpus"]]
    out.sort(key=lambda o: (order.index(o["gpu-id"]), "term" in o, o["price-per-hour"],
                            o["provider"]))
    return out


def build():
    sources = Sources()
    text = Text()
    catalogue = {
        "format": FORMAT,
        "gpus": [gpu_entry(sources, gpu, text) for gpu in sources.gpus["gpus"]],
        "rents": offers(sources, text),
    }
    for offer in catalogue["rents"]:
        text.german[offer["provider"]] = PROVIDERS_DE.get(offer["provider"], offer["provider"])
    return catalogue, text


def dump(catalogue):
    return json.dumps(catalogue, indent=2, ensure_ascii=False) + "\n"


# The closing note's list: every figure that changed, with its old value, its new value and
# its source.

def changes(old, new):
    lines = []
    old_gpus = {g["id"]: g for g in old.get("gpus", [])}
    new_gpus = {g["id"]: g for g in new["gpus"]}
    fields = ("purchase-price", "host-cost", "power-watts", "idle-watts", "annual-value-loss",
              "vram-gb", "resale-discount", "as-of")
    for gid, gpu in new_gpus.items():
        before = old_gpus.get(gid)
        if before is None:
            lines.append("+ GPU %s (%s): new. %s" % (gid, gpu["name"], gpu["source"]))
            for kind in ("training", "inference"):
                if kind in gpu:
                    lines.append("  %s %s: %s. %s" % (gid, kind, gpu[kind]["relative"],
                                                       gpu[kind]["source"]))
            continue
        for field in fields:
            if before.get(field) != gpu.get(field):
                source = gpu.get("resale-source") if field == "resale-discount" else gpu["source"]
                lines.append("~ %s %s: %s → %s. %s" % (gid, field, before.get(field, "none"),
                                                       gpu.get(field, "none"), source))
        for kind in ("training", "inference"):
            a = before.get(kind, {}).get("relative")
            b = gpu.get(kind, {}).get("relative")
            if a != b:
                lines.append("~ %s %s: %s → %s. %s" % (gid, kind, a if a else "none",
                                                       b if b else "none",
                                                       gpu.get(kind, {}).get("source",
                                                                             "no MLPerf pair")))
    for gid, gpu in old_gpus.items():
        if gid not in new_gpus:
            lines.append("- GPU %s: removed" % gid)

    def key(offer):
        return (offer["gpu-id"], offer["provider"], offer.get("term", "on-demand"),
                offer.get("term-months", 0), offer["currency"])

    old_offers = {}
    for offer in old.get("rents", []):
        old_offers.setdefault(key(offer), []).append(offer)
    seen = set()
    for offer in new["rents"]:
        k = key(offer)
        candidates = old_offers.get(k, [])
        match = next((o for o in candidates if id(o) not in seen), None)
        if match is None:
            lines.append("+ offer %s %s %s: %s. %s" % (offer["gpu-id"], offer["provider"], k[2],
                                                       offer["price-per-hour"], offer["source"]))
            continue
        seen.add(id(match))
        if match["price-per-hour"] != offer["price-per-hour"] or match["as-of"] != offer["as-of"]:
            lines.append("~ offer %s %s %s: %s (%s) → %s (%s). %s" % (
                offer["gpu-id"], offer["provider"], k[2], match["price-per-hour"], match["as-of"],
                offer["price-per-hour"], offer["as-of"], offer["source"]))
    for k, offers_ in old_offers.items():
        for offer in offers_:
            if id(offer) not in seen:
                lines.append("- offer %s %s %s: %s (%s) removed. Its source: %s" % (
                    k[0], k[1], k[2], offer["price-per-hour"], offer["as-of"], offer["source"]))
    return lines


def po_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"%s"' % escaped


def write_german_po(path, catalogue, text):
    providers = {o["provider"] for o in catalogue["rents"]}
    with open(path, "w", encoding="utf-8") as f:
        f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
        for en, de in sorted(text.german.items()):
            context = "catalogue provider" if en in providers else "catalogue source"
            f.write("msgctxt %s\nmsgid %s\nmsgstr %s\n\n" % (po_string(context), po_string(en),
                                                           po_string(de)))


def main():
    parser = argparse.ArgumentParser(description="Build data/catalogue.json from data/sources/")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when data/catalogue.json is not a fresh build")
    parser.add_argument("--german-po", metavar="FILE",
                        help="write the German of the catalogue's texts as a PO file")
    parser.add_argument("--output", default=OUTPUT, help="where to write (default: %(default)s)")
    args = parser.parse_args()

    catalogue, text = build()
    fresh = dump(catalogue)

    if args.german_po:
        write_german_po(args.german_po, catalogue, text)
        return 0

    try:
        with open(args.output, encoding="utf-8") as f:
            shipped = f.read()
    except FileNotFoundError:
        shipped = ""

    if args.check:
        if shipped == fresh:
            print("%s is what data/sources/ gives" % os.path.relpath(args.output, SRC))
            return 0
        print("%s differs from a fresh build of data/sources/; run build-aux/catalogue/generate.py"
              % os.path.relpath(args.output, SRC), file=sys.stderr)
        for line in changes(json.loads(shipped) if shipped else {}, catalogue):
            print(line, file=sys.stderr)
        return 1

    for line in changes(json.loads(shipped) if shipped else {}, catalogue):
        print(line)
    with open(args.output + ".tmp", "w", encoding="utf-8") as f:
        f.write(fresh)
    os.replace(args.output + ".tmp", args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
