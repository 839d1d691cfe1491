#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The catalogue's throughput rule (docs/model.md#gpu-generations, build-aux/catalogue/
# throughput.py) on rounds made up here, each result's numbers worked out by hand: a same-round,
# same-benchmark, same-count pair gives the figure; other counts do not; a claim that is no
# result read from a round's files is refused; a chain through a GPU present in both rounds is
# said; MLPerf's olympic score, the maker's own submission and the median pick.
#
#   test-throughput-rule.py SOURCE_ROOT      prints TAP

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, os.path.join(sys.argv[1], "build-aux", "catalogue"))

import throughput  # noqa: E402

ORDER = ["h100-sxm", "h200", "b200", "mi300x"]
results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition), detail))


def training(version, published, rows):
    return throughput.Round({
        "round": "MLPerf Training v" + version, "kind": "training", "published": published,
        "repository": "mlcommons/training_results_v" + version, "commit": "0" * 40,
        "results": rows,
    })


def inference(version, published, rows):
    return throughput.Round({
        "round": "MLPerf Inference v" + version, "kind": "inference", "published": published,
        "repository": "mlcommons/inference_results_v" + version, "commit": "0" * 40,
        "results": rows,
    })


def run(gpu, submitter, gpus, runs, benchmark="llama2_70b_lora", availability="available"):
    return {"gpu-id": gpu, "gpus": gpus, "submitter": submitter, "system": "%s-%s-%d" % (
        submitter, gpu, gpus), "availability": availability, "benchmark": benchmark,
        "metric": "minutes", "runs": runs, "dropped": 0, "scaling": 1.0,
        "path": "%s/results/%s/%s" % (submitter, gpu, benchmark)}


def rate(gpu, submitter, gpus, score, benchmark="llama2-70b-99 Offline"):
    return {"gpu-id": gpu, "gpus": gpus, "submitter": submitter, "system": "%s-%s-%d" % (
        submitter, gpu, gpus), "availability": "available", "benchmark": benchmark,
        "metric": "tokens/s", "score": score, "path": "closed/%s/results/%s" % (submitter, gpu)}


# MLPerf Training's score drops the fastest and the slowest run: 10, 11, 12, 13, 20 → 12.
check("olympic score drops the fastest and the slowest",
      throughput.olympic_minutes([20, 10, 12, 11, 13], 0, 1.0) == 12.0)
# A run that did not converge counts as the slowest: 10, 11, 12, 13 and one failed → 12.
check("a failed run is the one dropped from the top",
      throughput.olympic_minutes([13, 10, 12, 11], 1, 1.0) == 12.0)
check("two failed runs void the result", throughput.olympic_minutes([10, 11, 12], 2, 1.0) is None)
check("the round's scaling factor multiplies the score",
      abs(throughput.olympic_minutes([10, 11, 12, 13, 20], 0, 1.5) - 18.0) < 1e-12)

# A same-count pair: H100 trains in 30 minutes, H200 in 24 (olympic means of 29/30/31 and
# 23/24/25 with an outlier each side), so the H200 does 30 / 24 = 1.25 times the work.
v41 = training("4.1", "2024-11", [
    run("h100-sxm", "NVIDIA", 8, [20, 29, 30, 31, 40]),
    run("h200", "NVIDIA", 8, [10, 23, 24, 25, 40]),
    run("b200", "NVIDIA", 4, [5, 12, 12, 12, 20]),
    run("h100-sxm", "NVIDIA", 4, [40, 60, 60, 60, 80]),
])
figure, why = throughput.figure([v41], "h200", "h100-sxm", "training", ORDER)
check("a same-round, same-benchmark, same-count pair gives the figure",
      figure is not None and figure.relative == 1.25 and len(figure.pairs) == 1,
      "got %r" % (figure.relative if figure else why))
check("the pair names its round, benchmark, count and systems",
      figure is not None and figure.pairs[0].to_json()["round"] == "MLPerf Training v4.1"
      and figure.pairs[0].to_json()["gpus"] == 8
      and figure.pairs[0].to_json()["system"] == "NVIDIA NVIDIA-h200-8"
      and figure.pairs[0].to_json()["against-system"] == "NVIDIA NVIDIA-h100-sxm-8")
check("the figure is as old as its round", figure is not None and figure.as_of == "2024-11")

# Eight GPUs of each beat other counts; where the GPU ran only on four, four against four:
# 60 / 12 = 5.
figure, why = throughput.figure([v41], "b200", "h100-sxm", "training", ORDER)
check("a four-GPU result pairs only with a four-GPU result",
      figure is not None and figure.relative == 5.0 and figure.pairs[0].gpus == 4,
      "got %r" % (figure.relative if figure else why))

# Different counts never pair.
alone = training("4.1", "2024-11", [
    run("h100-sxm", "NVIDIA", 8, [29, 30, 31, 30, 30]),
    run("mi300x", "AMD", 16, [15, 15, 15, 15, 15]),
])
figure, why = throughput.figure([alone], "mi300x", "h100-sxm", "training", ORDER)
check("results on different counts give no figure", figure is None and why == "no-pair")
figure, why = throughput.figure([alone], "b200", "h100-sxm", "training", ORDER)
check("a GPU without results has no figure", figure is None and why == "no-result")

# A vendor's stated "up to" figure is no result read from a round's files: refused.
try:
    training("4.1", "2024-11", [{"gpu-id": "b200", "gpus": 8, "submitter": "NVIDIA",
                                 "system": "press release", "benchmark": "llama2_70b_lora",
                                 "metric": "minutes", "up-to": 2.2}])
    check("a vendor figure is refused", False, "accepted")
except ValueError:
    check("a vendor figure is refused", True)

# A chain: the newer round has no H100, so the MI300X (36 minutes) goes through the H200
# (24 minutes) of that round, and the H200 through the older round's pair with the H100:
# 24 / 36 × 1.25 = 0.6667 × 1.25 = 0.83.
v51 = training("5.1", "2025-11", [
    run("h200", "Dell", 8, [23, 24, 24, 24, 25]),
    run("mi300x", "AMD", 8, [35, 36, 36, 36, 37]),
])
figure, why = throughput.figure([v41, v51], "mi300x", "h100-sxm", "training", ORDER)
check("a chain through a GPU present in both rounds gives the figure",
      figure is not None and len(figure.pairs) == 2 and figure.relative == 0.83,
      "got %r" % (figure.relative if figure else why))
check("the chain says which GPU it goes through",
      figure is not None and figure.pairs[0].against.gpu == "h200"
      and figure.pairs[1].result.gpu == "h200" and figure.pairs[1].against.gpu == "h100-sxm")
check("a chain is as old as its oldest round", figure is not None and figure.as_of == "2024-11")

# A direct pair in an older round wins over a chain through a newer one.
figure, why = throughput.figure([v41, v51], "h200", "h100-sxm", "training", ORDER)
check("a direct pair wins over a chain", figure is not None and len(figure.pairs) == 1)

# Inference: more tokens a second is more work; the maker's own submission speaks for a GPU,
# and among others the median (the slower of the middle two): AMD's 2,000 tokens/s against
# NVIDIA's 2,500 is 0.8, whatever Dell's 3,000.
v50 = inference("5.0", "2025-04", [
    rate("h100-sxm", "NVIDIA", 8, 2500),
    rate("h100-sxm", "Cisco", 8, 2600),
    rate("mi300x", "Dell", 8, 3000),
    rate("mi300x", "AMD", 8, 2000),
    rate("h200", "Dell", 8, 3000),
    rate("h200", "HPE", 8, 3100),
    rate("h200", "Lenovo", 8, 3200),
    rate("h200", "Cisco", 8, 3300),
])
figure, why = throughput.figure([v50], "mi300x", "h100-sxm", "inference", ORDER)
check("the maker's own submission speaks for its GPU",
      figure is not None and figure.relative == 0.8, "got %r" % (figure.relative if figure
                                                                 else why))
figure, why = throughput.figure([v50], "h200", "h100-sxm", "inference", ORDER)
check("without the maker's own, the median submission: 3,100 / 2,500 = 1.24",
      figure is not None and figure.relative == 1.24,
      "got %r" % (figure.relative if figure else why))

# A benchmark outside the kind's list (high accuracy, llama2-70b-99.9) compares nothing.
v51i = inference("5.1", "2025-09", [
    rate("h100-sxm", "NVIDIA", 8, 2500, "llama2-70b-99.9 Offline"),
    rate("b200", "NVIDIA", 8, 9000, "llama2-70b-99.9 Offline"),
])
figure, why = throughput.figure([v51i], "b200", "h100-sxm", "inference", ORDER)
check("only the benchmarks at standard accuracy compare", figure is None)

print("1..%d" % len(results))
failed = 0
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s%s" % ("ok" if ok else "not ok", i, name, (" # " + detail) if detail and
                            not ok else ""))
    failed += not ok
sys.exit(1 if failed else 0)
