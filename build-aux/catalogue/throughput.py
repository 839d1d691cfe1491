# SPDX-License-Identifier: GPL-3.0-or-later
#
# throughput.py: the catalogue's throughput figures by MLPerf's own method
# (docs/model.md#gpu-generations, docs/catalogue-format.md).
#
# A figure compares two results of one round: the same benchmark, the same number of GPUs, the
# closed division, the benchmark's standard accuracy (the extracts hold nothing else). For each
# benchmark in the kind of work's order of preference, the newest round in which the GPU and the
# reference ran it on the same number of GPUs gives the figure; where no round has both, a chain
# through a GPU present in both rounds does: the GPU against that GPU in the newest round that
# has the GPU, then that GPU against the reference. A GPU with neither has no figure, and the
# reason says why. A vendor's stated figure is never a throughput: only results read from a
# round's own files count.

# The benchmarks that compare GPUs for each kind of work, most telling first.
BENCHMARKS = {
    "training": ["llama2_70b_lora", "llama31_8b", "retinanet", "ssd"],
    "inference": ["llama2-70b-99 Offline", "gptj-99 Offline", "bert-99 Offline"],
}

# The eight GPUs of one server are what a team buys: that count first, then the fewest, up to
# two servers; larger systems measure the network as much as the GPU.
PREFERRED_GPUS = 8
MAX_GPUS = 16

# Submissions that do not show the GPU as sold: power-capped runs for the power category
# (NVIDIA's "MaxQ") and the H200 with a custom thermal solution at 1,000 W (NVIDIA's "CTS").
EXCLUDED_SYSTEMS = ("MaxQ", "-CTS")


class Result:
    """One submission's result for one benchmark in one round."""

    def __init__(self, round_, row):
        # Only a result read from the round's own files is a measurement: a row that names no
        # result files, or no runs or score, is a claim (a vendor's "up to" figure) and refused.
        if not row.get("path") or ("runs" not in row and "score" not in row):
            raise ValueError("%s, %s %s: not a result read from the round's files"
                             % (round_.name, row.get("submitter"), row.get("system")))
        self.round = round_
        self.gpu = row["gpu-id"]
        self.gpus = row["gpus"]
        self.submitter = row["submitter"]
        self.system = row["system"]
        self.benchmark = row["benchmark"]
        self.metric = row["metric"]
        self.available = "preview" not in row.get("availability", "").lower()
        self.path = row["path"]
        if self.metric == "minutes":
            self.score = olympic_minutes(row["runs"], row.get("dropped", 0),
                                         row.get("scaling", 1.0))
        else:
            self.score = row["score"]

    @property
    def throughput(self):
        """More is faster, whatever the metric."""
        return 1.0 / self.score if self.metric == "minutes" else self.score

    def file(self):
        return "%s %s at %s" % (self.round.repository, self.path, self.round.commit[:12])


class Round:
    def __init__(self, extract):
        self.name = extract["round"]
        self.kind = extract["kind"]
        self.published = extract["published"]
        self.repository = extract["repository"]
        self.commit = extract["commit"]
        self.results = []
        for row in extract["results"]:
            result = Result(self, row)
            if (result.score is not None and result.gpus <= MAX_GPUS
                    and not any(x in result.system for x in EXCLUDED_SYSTEMS)):
                self.results.append(result)

    def find(self, gpu, benchmark, gpus=None):
        return [r for r in self.results
                if r.gpu == gpu and r.benchmark == benchmark and (gpus is None or r.gpus == gpus)]


def olympic_minutes(runs, dropped, scaling):
    """MLPerf Training's score: the mean of the runs without the fastest and the slowest (a run
    that did not converge counts as the slowest; more than one such run voids the result),
    times the round's scaling factor for the result, in minutes."""
    if dropped > 1 or len(runs) + dropped < 3:
        return None
    kept = sorted(runs)[1:len(runs) - (1 - dropped)]
    return sum(kept) / len(kept) * scaling if kept else None


def maker(gpu):
    return "AMD" if gpu.startswith("mi") else "NVIDIA"


def pick(results, gpu):
    """The submission that speaks for a GPU in a round: the maker's own where it has one, a
    generally available system before a preview, then the median by throughput (the slower of
    the two middle ones)."""
    own = [r for r in results if r.submitter.lower() == maker(gpu).lower()]
    pool = own or results
    available = [r for r in pool if r.available]
    pool = sorted(available or pool, key=lambda r: (r.throughput, r.submitter, r.system))
    return pool[(len(pool) - 1) // 2]


def count_order(n):
    return (n != PREFERRED_GPUS, n)


def counts(round_, gpu, benchmark):
    found = {r.gpus for r in round_.results if r.gpu == gpu and r.benchmark == benchmark}
    return sorted(found, key=count_order)


class Pair:
    def __init__(self, round_, benchmark, gpus, result, against):
        self.round = round_
        self.benchmark = benchmark
        self.gpus = gpus
        self.result = result
        self.against = against
        self.ratio = result.throughput / against.throughput

    def to_json(self):
        return {
            "round": self.round.name,
            "published": self.round.published,
            "benchmark": self.benchmark,
            "gpus": self.gpus,
            "metric": self.result.metric,
            "system": "%s %s" % (self.result.submitter, self.result.system),
            "result": self.result.file(),
            "score": round(self.result.score, 4),
            "against": self.against.gpu,
            "against-system": "%s %s" % (self.against.submitter, self.against.system),
            "against-result": self.against.file(),
            "against-score": round(self.against.score, 4),
            "ratio": round(self.ratio, 4),
        }


def pair_order(pair):
    """Eight GPUs before other counts, then the fewest, then the newest round, then a pair of
    generally available systems: the smaller the better."""
    return (count_order(pair.gpus), -int(pair.round.published.replace("-", "")),
            not (pair.result.available and pair.against.available))


def direct_pair(rounds, gpu, reference, benchmark):
    """The pair of the GPU and the reference on the same number of GPUs in one round: eight if
    some round has both at eight, else the fewest; the newest round with that count."""
    pairs = []
    for round_ in rounds:
        mine = set(counts(round_, gpu, benchmark))
        for n in counts(round_, reference, benchmark):
            if n in mine:
                pairs.append(Pair(round_, benchmark, n,
                                  pick(round_.find(gpu, benchmark, n), gpu),
                                  pick(round_.find(reference, benchmark, n), reference)))
    return min(pairs, key=pair_order) if pairs else None


class Figure:
    def __init__(self, kind, pairs):
        self.kind = kind
        self.pairs = pairs
        product = 1.0
        for pair in pairs:
            product *= round(pair.ratio, 4)
        self.relative = round(product, 2)
        self.as_of = min(pair.round.published for pair in pairs)


def figure(rounds, gpu, reference, kind, order):
    """The GPU's throughput for a kind of work against the reference, or (None, reason).

    rounds: the rounds of that kind; order: the catalogue's GPU ids, which settles a tie between
    two GPUs a chain could go through."""
    rounds = sorted((r for r in rounds if r.kind == kind), key=lambda r: r.published,
                    reverse=True)
    for benchmark in BENCHMARKS[kind]:
        pair = direct_pair(rounds, gpu, reference, benchmark)
        if pair is not None:
            return Figure(kind, [pair]), None

        # A chain: the newest round that has the GPU (eight of it first), through a GPU of that
        # round with a pair of its own with the reference, the best such pair first.
        chains = []
        for round_ in rounds:
            for n in counts(round_, gpu, benchmark):
                for other in order:
                    if other in (gpu, reference) or not round_.find(other, benchmark, n):
                        continue
                    second = direct_pair(rounds, other, reference, benchmark)
                    if second is not None:
                        first = Pair(round_, benchmark, n,
                                     pick(round_.find(gpu, benchmark, n), gpu),
                                     pick(round_.find(other, benchmark, n), other))
                        chains.append((pair_order(first), pair_order(second), order.index(other),
                                       first, second))
        if chains:
            *_, first, second = min(chains, key=lambda c: c[:3])
            return Figure(kind, [first, second]), None

    seen = any(r.gpu == gpu for round_ in rounds for r in round_.results)
    if seen:
        return None, "no-pair"
    return None, "no-result"
