#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# extract-mlperf.py: reads an MLPerf result repository and writes the extract the catalogue's
# generator takes its throughput figures from (docs/catalogue-format.md).
#
#   extract-mlperf.py GIT_DIR OWNER/NAME [OUTPUT]
#
# GIT_DIR is a clone or a mirror of github.com/mlcommons/training_results_vX.Y or
# inference_results_vX.Y; only its newest commit is read, with git, so that a mirror without a
# work tree will do. The round's month is the month of the repository's first commit, when its
# results were published. The extract keeps the closed division's results of the catalogue's
# GPUs on the benchmarks that compare them, with the numbers each score is computed from, and
# writes them to OUTPUT (default: data/sources/mlperf/NAME.json in this repository), one result
# a line.

import json
import os
import re
import subprocess
import sys

# The benchmarks that compare GPUs for each kind of work, in the generator's order of preference.
TRAINING_BENCHMARKS = {"llama2_70b_lora", "llama31_8b", "retinanet", "ssd"}
INFERENCE_BENCHMARKS = {
    ("llama2-70b-99", "Offline"),
    ("gptj-99", "Offline"),
    ("bert-99", "Offline"),
}

# An accelerator as a round names it, and the catalogue GPU it is. The first match wins; a name
# that matches none (or names two kinds of accelerator) is not a catalogue GPU.
ACCELERATORS = [
    (r"virtuali[sz]ed|,|\(x\d+\)", None),
    (r"\bGB300\b", "gb300-nvl72"),
    (r"\bGB200\b", "gb200-nvl72"),
    (r"\bB300\b", "b300"),
    (r"\bB200\b", "b200"),
    (r"H200[- ]NVL", None),
    (r"\bH200\b", "h200"),
    (r"H100[- ]NVL", "h100-nvl"),
    (r"H100[- ]PCIe", "h100-pcie"),
    (r"\bH100\b", "h100-sxm"),
    (r"A100[- ]SXM4?[- ]80GB", "a100-80gb-sxm"),
    (r"A100[- ]+PCIe[- ]+80 ?GB", "a100-80gb-pcie"),
    (r"A100[- ]+PCIe[- ]+40 ?GB", "a100-40gb-pcie"),
    (r"\bL40S\b", "l40s"),
    (r"RTX PRO 6000", "rtx-pro-6000-server"),
    (r"RTX 4090", "rtx-4090"),
    (r"RTX 5090", "rtx-5090"),
    (r"MI300X", "mi300x"),
    (r"MI325X", "mi325x"),
    (r"MI355X", "mi355x"),
]


def gpu_id(accelerator):
    for pattern, gpu in ACCELERATORS:
        if re.search(pattern, accelerator, re.IGNORECASE):
            return gpu
    return None


class Repo:
    def __init__(self, git_dir):
        self.git_dir = git_dir
        self.commit = self.run("rev-parse", "HEAD").strip()
        self.files = self.run("ls-tree", "-r", "--name-only", "HEAD").splitlines()

    def run(self, *args):
        # Logs are mostly UTF-8, but not always: a stray byte must not stop the extract.
        return subprocess.run(["git", "--git-dir", self.git_dir] + list(args), check=True,
                              capture_output=True).stdout.decode("utf-8", "replace")

    def show(self, path):
        return self.run("show", "HEAD:" + path)


def mllog(text):
    for line in text.splitlines():
        i = line.find(":::MLLOG ")
        if i < 0:
            continue
        try:
            yield json.loads(line[i + 9:])
        except json.JSONDecodeError:
            continue


def training_run(text):
    """The minutes from run_start to run_stop, or None when the run did not converge."""
    start = stop = None
    status = None
    for entry in mllog(text):
        if entry.get("key") == "run_start" and start is None:
            start = entry["time_ms"]
        elif entry.get("key") == "run_stop" and stop is None:
            stop = entry["time_ms"]
            status = (entry.get("metadata") or {}).get("status")
    if start is None or stop is None or status != "success":
        return None
    return round((stop - start) / 60000, 6)


def extract_training(repo):
    systems = {}
    results = {}
    for path in repo.files:
        m = re.match(r"([^/]+)/systems/([^/]+)\.json$", path)
        if m:
            try:
                systems[(m.group(1), m.group(2))] = json.loads(repo.show(path))
            except (json.JSONDecodeError, subprocess.CalledProcessError):
                pass
            continue
        m = re.match(r"([^/]+)/results/([^/]+)/([^/]+)/(result_\d+\.txt|scaling\.json)$", path)
        if m and m.group(3) in TRAINING_BENCHMARKS:
            results.setdefault(m.group(1, 2, 3), []).append(m.group(4))

    rows = []
    for (submitter, system, benchmark), names in sorted(results.items()):
        desc = systems.get((submitter, system))
        if desc is None or desc.get("division") != "closed":
            continue
        gpu = gpu_id(desc.get("accelerator_model_name", ""))
        if gpu is None:
            continue
        folder = "%s/results/%s/%s" % (submitter, system, benchmark)
        runs, dropped, scaling = [], 0, 1.0
        try:
            for name in sorted(names, key=lambda n: (len(n), n)):
                if name == "scaling.json":
                    scaling = float(json.loads(repo.show(folder + "/scaling.json"))
                                    ["scaling_factor"])
                    continue
                minutes = training_run(repo.show(folder + "/" + name))
                if minutes is None:
                    dropped += 1
                else:
                    runs.append(minutes)
        except subprocess.CalledProcessError:
            # A copy of a repository may leave out its largest files: a result that cannot be
            # read whole cannot be scored.
            print("%s: a result file is missing, left out" % folder, file=sys.stderr)
            continue
        rows.append({
            "gpu-id": gpu,
            "accelerator": desc.get("accelerator_model_name"),
            "gpus": int(desc["number_of_nodes"]) * max(int(desc["accelerators_per_node"]), 1),
            "submitter": desc.get("submitter", submitter),
            "system": system,
            "system-name": desc.get("system_name", system),
            "availability": desc.get("status", ""),
            "benchmark": benchmark,
            "metric": "minutes",
            "runs": runs,
            "dropped": dropped,
            "scaling": scaling,
            "path": folder,
        })
    return rows


def summary_value(text, key):
    m = re.search(r"^%s\s*:\s*([0-9.eE+-]+)" % re.escape(key), text, re.MULTILINE)
    return float(m.group(1)) if m else None


def extract_inference(repo):
    systems = {}
    found = {}
    for path in repo.files:
        m = re.match(r"closed/([^/]+)/systems/([^/]+)\.json$", path)
        if m:
            try:
                systems[(m.group(1), m.group(2))] = json.loads(repo.show(path))
            except (json.JSONDecodeError, subprocess.CalledProcessError):
                pass
            continue
        m = re.match(r"closed/([^/]+)/results/([^/]+)/([^/]+)/([^/]+)/performance/run_1/"
                     r"mlperf_log_summary\.txt$", path)
        if m and (m.group(3), m.group(4)) in INFERENCE_BENCHMARKS:
            found[m.group(1, 2, 3, 4)] = path

    rows = []
    for (submitter, system, model, scenario), path in sorted(found.items()):
        desc = systems.get((submitter, system))
        if desc is None or desc.get("division") != "closed":
            continue
        gpu = gpu_id(desc.get("accelerator_model_name", ""))
        if gpu is None:
            continue
        text = repo.show(path)
        if not re.search(r"^Result is : VALID", text, re.MULTILINE):
            continue
        tokens = summary_value(text, "Tokens per second")
        samples = summary_value(text, "Samples per second")
        rows.append({
            "gpu-id": gpu,
            "accelerator": desc.get("accelerator_model_name"),
            "gpus": int(desc.get("number_of_nodes", 1) or 1)
                    * max(int(desc.get("accelerators_per_node", 1) or 1), 1),
            "submitter": desc.get("submitter", submitter),
            "system": system,
            "system-name": desc.get("system_name", system),
            "availability": desc.get("status", ""),
            "benchmark": "%s %s" % (model, scenario),
            "metric": "tokens/s" if tokens is not None else "samples/s",
            "score": tokens if tokens is not None else samples,
            "path": os.path.dirname(os.path.dirname(path)),
        })
    return rows


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: extract-mlperf.py GIT_DIR OWNER/NAME [OUTPUT]", file=sys.stderr)
        return 2
    git_dir, repository = sys.argv[1:3]
    name = repository.split("/")[-1]
    m = re.fullmatch(r"(training|inference)_results_v(\d+\.\d+)", name)
    if m is None:
        print("%s is not an MLPerf result repository" % repository, file=sys.stderr)
        return 2
    kind, version = m.groups()

    repo = Repo(git_dir)
    published = repo.run("log", "--reverse", "--format=%cs", "HEAD").split("\n", 1)[0][:7]
    rows = extract_training(repo) if kind == "training" else extract_inference(repo)
    extract = {
        "round": "MLPerf %s v%s" % (kind.capitalize(), version),
        "kind": kind,
        "published": published,
        "repository": repository,
        "address": "https://github.com/" + repository,
        "commit": repo.commit,
        "results": rows,
    }
    here = os.path.dirname(os.path.abspath(__file__))
    output = sys.argv[3] if len(sys.argv) == 4 else os.path.join(
        here, "..", "..", "data", "sources", "mlperf", name + ".json")
    rows = extract.pop("results")
    with open(output, "w", encoding="utf-8") as f:
        head = json.dumps(extract, indent=1, ensure_ascii=False)
        f.write(head[:-2] + ',\n "results": [\n')
        f.write(",\n".join("  " + json.dumps(row, ensure_ascii=False) for row in rows))
        f.write("\n ]\n}\n")
    print("%s: %d results" % (output, len(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
