#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""build-aux/mutate.py: mutation testing of the engine, the model, the usage readers and the
catalogue and price code (build-aux/dev mutate).

Every mutant in tests/mutants.ini is a one-line change that changes what the code computes: a
comparison flipped, a term dropped, a bound moved, a rounding changed. Each is applied, one at a
time, to a copy of the checkout (uncommitted changes included) in a build directory of its own;
ninja rebuilds only the changed object and the test programs that link it, and those tests, the
ones that need no display (meson's suite "model" without "slow"), run until the first fails. A
mutant that every test lets pass is a survivor: a formula of docs/model.md that no test holds.

  mutate.py SRC [--work DIR] [--only ID…] [--daily [--date YYYY-MM-DD]] [--jobs N]
  mutate.py SRC --check [--tap]

--check runs nothing: it says whether every mutant still applies to the code as it is and
whether every section of docs/model.md has one (the test suite's "mutants" test). The run ends
with the score and, for the sum CI makes, "N passed, N failed, N skipped": a mutant caught
passes, a survivor, a mutant that no longer applies or does not build fails, and a mutant
marked equivalent is skipped when it survives (and fails when a test catches it after all, since
then it is not equivalent).
"""

import argparse
import configparser
import datetime
import fcntl
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import time

MUTANTS = 'tests/mutants.ini'
MODEL = 'docs/model.md'
MINIMUM = 80
# The share of the list CI runs each day: mutant i when i % DAILY_SLICES is the day's number.
DAILY_SLICES = 8
KEYS = {'section', 'file', 'find', 'replace', 'after', 'equivalent', 'tests'}


class Stale(Exception):
    """The mutant's line is no longer in the code as the list says."""


class Mutant:
    def __init__(self, ident, fields, index):
        self.ident = ident
        self.index = index
        self.section = fields.get('section', '')
        self.file = fields.get('file', '')
        self.find = fields.get('find', '')
        self.replace = fields.get('replace', '')
        self.after = fields.get('after')
        self.equivalent = fields.get('equivalent')
        self.tests = fields.get('tests', '').split()
        self.line = None      # 1-based, once located
        self.original = None  # the line as it is
        self.mutated = None   # the line as the mutant has it

    def locate(self, root):
        """Finds the mutant's line in the file; raises Stale with the reason when it cannot."""
        path = root / self.file
        if not path.is_file():
            raise Stale('%s does not exist' % self.file)
        lines = path.read_text(encoding='utf-8').split('\n')
        start = 0
        if self.after is not None:
            anchors = [i for i, line in enumerate(lines) if self.after in line]
            if not anchors:
                raise Stale('no line of %s has `%s` (after)' % (self.file, self.after))
            if len(anchors) > 1:
                raise Stale('%d lines of %s have `%s` (after): make it unique'
                            % (len(anchors), self.file, self.after))
            start = anchors[0]
            found = [i for i in range(start, len(lines)) if self.find in lines[i]][:1]
        else:
            found = [i for i, line in enumerate(lines) if self.find in line]
        if not found:
            raise Stale('no line of %s%s has `%s`'
                        % (self.file, ' after `%s`' % self.after if self.after else '', self.find))
        if len(found) > 1:
            raise Stale('%d lines of %s have `%s`: give a longer text or an `after` line'
                        % (len(found), self.file, self.find))
        i = found[0]
        if lines[i].count(self.find) != 1:
            raise Stale('line %d of %s has `%s` more than once' % (i + 1, self.file, self.find))
        self.line = i + 1
        self.original = lines[i]
        self.mutated = lines[i].replace(self.find, self.replace)
        if self.mutated == self.original:
            raise Stale('the replacement leaves line %d as it is' % self.line)
        return lines, i

    def where(self):
        return '%s:%s' % (self.file, self.line if self.line else '?')


def load_mutants(root):
    parser = configparser.ConfigParser(interpolation=None, comment_prefixes=('#',),
                                       inline_comment_prefixes=None, strict=True,
                                       empty_lines_in_values=False)
    parser.optionxform = str
    with open(root / MUTANTS, encoding='utf-8') as f:
        parser.read_file(f)
    mutants, problems = [], []
    for index, ident in enumerate(parser.sections()):
        fields = dict(parser[ident])
        unknown = set(fields) - KEYS
        if unknown:
            problems.append('[%s]: unknown keys %s' % (ident, ', '.join(sorted(unknown))))
        for key in ('section', 'file', 'find'):
            if not fields.get(key):
                problems.append('[%s]: no %s' % (ident, key))
        if 'replace' not in fields:
            problems.append('[%s]: no replace' % ident)
        if 'equivalent' in fields and not fields['equivalent'].strip():
            problems.append('[%s]: equivalent, but not why' % ident)
        mutants.append(Mutant(ident, fields, index))
    return mutants, problems


def model_sections(root):
    """The anchors of docs/model.md's sections, as GitHub makes them."""
    text = (root / MODEL).read_text(encoding='utf-8')
    anchors = []
    for title in re.findall(r'^## (.*)$', text, flags=re.M):
        anchor = re.sub(r'[^\w\- ]', '', title.strip().lower()).replace(' ', '-')
        anchors.append(anchor)
    return anchors


def check(root, tap):
    """Every mutant applies and names a section; every section has a mutant."""
    mutants, problems = load_mutants(root)
    sections = model_sections(root)
    results = []
    for problem in problems:
        results.append((False, 'the list is well formed', problem))
    results.append((len(mutants) >= MINIMUM, 'at least %d mutants' % MINIMUM,
                    '%d in %s' % (len(mutants), MUTANTS)))
    for m in mutants:
        reason = ''
        ok = True
        if m.section not in sections:
            ok, reason = False, 'section `%s` is not a heading of %s' % (m.section, MODEL)
        else:
            try:
                m.locate(root)
            except Stale as e:
                ok, reason = False, 'no longer applies: %s' % e
        results.append((ok, '[%s] applies to %s' % (m.ident, m.where()), reason))
    for anchor in sections:
        n = sum(1 for m in mutants if m.section == anchor)
        results.append((n > 0, '%s#%s has mutants' % (MODEL, anchor), '%d' % n))

    if tap:
        print('TAP version 13')
        for i, (ok, what, detail) in enumerate(results, 1):
            print('%s %d - %s' % ('ok' if ok else 'not ok', i, what))
            if not ok:
                print('# ' + detail)
        print('1..%d' % len(results))
    else:
        for ok, what, detail in results:
            if not ok:
                print('%s: %s' % (what, detail))
        print('%d mutants over %d sections; %d problems'
              % (len(mutants), len(sections), sum(1 for r in results if not r[0])))
    return 0 if all(r[0] for r in results) else 1


# The copy of the tree and its build.

def tracked_files(root):
    out = subprocess.run(['git', '-C', str(root), 'ls-files', '-z', '--cached', '--others',
                          '--exclude-standard'], check=True, capture_output=True).stdout
    return sorted({f for f in out.decode().split('\0') if f and (root / f).is_file()})


def sync_tree(root, tree):
    """Makes the copy the checkout's files, touching only the files that differ, so that ninja
    rebuilds what changed since the last run and nothing else."""
    files = tracked_files(root)
    wanted = set(files)
    tree.mkdir(parents=True, exist_ok=True)
    for name in files:
        source, target = root / name, tree / name
        data = source.read_bytes()
        if target.is_file() and target.read_bytes() == data:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        shutil.copymode(source, target)
    for path in sorted(tree.rglob('*'), reverse=True):
        name = path.relative_to(tree).as_posix()
        if path.is_file() and name not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kwargs).stdout


def ninja(build, targets):
    """Builds the targets; returns None or the first lines of the compiler's error."""
    if not targets:
        return None
    result = subprocess.run(['ninja', '-C', str(build)] + sorted(targets),
                            capture_output=True, text=True)
    if result.returncode == 0:
        return None
    errors = [l for l in result.stdout.splitlines() if 'error' in l]
    return (errors or result.stdout.splitlines()[-3:] or ['ninja failed'])[0].strip()


class Test:
    def __init__(self, info, build, executables):
        self.name = info['name']
        self.cmd = info['cmd']
        self.env = info['env']
        self.workdir = info['workdir']
        # The test's program, and the programs it runs (the app's, for the command line).
        self.programs = [os.path.relpath(self.cmd[0], build)]
        for dep in info.get('depends', []):
            for f in executables.get(dep, []):
                name = os.path.relpath(f, build)
                if name not in self.programs:
                    self.programs.append(name)
        self.duration = 0.0


def no_display_tests(build, with_app):
    """The tests of the suite "model" but "slow"; without @with_app not those that run the app's
    program (the command line), which the copy would otherwise have to build, GTK and all."""
    tests = json.loads(run(['meson', 'introspect', '--tests', str(build)]))
    targets = json.loads(run(['meson', 'introspect', '--targets', str(build)]))
    files = {t['id']: t['filename'] for t in targets}
    executables = {t['id']: t['filename'] for t in targets if t['type'] == 'executable'}
    chosen, needed = [], set()
    # What the tests read besides their programs: the translations, the compiled schemas.
    for t in targets:
        if t['type'] == 'custom' and t['build_by_default']:
            needed.update(os.path.relpath(f, build) for f in t['filename'])
    for info in tests:
        suites = {s.split(':')[-1] for s in info['suite']}
        if 'model' in suites and 'slow' not in suites:
            test = Test(info, build, executables)
            if len(test.programs) > 1 and not with_app:
                continue
            chosen.append(test)
            for dep in info.get('depends', []):
                for f in files.get(dep, []):
                    needed.add(os.path.relpath(f, build))
    return chosen, needed


def symbols(path, all_symbols=False):
    args = ['nm', '--defined-only'] + ([] if all_symbols else ['-g']) + [str(path)]
    out = subprocess.run(args, capture_output=True, text=True).stdout
    return {line.split()[-1] for line in out.splitlines() if len(line.split()) >= 3}


class Affected:
    """Which test programs link the object of a source file: those whose symbols include the
    object's own. Found once from the unmutated build."""

    def __init__(self, build, tree, tests):
        self.objects = {}
        with open(build / 'compile_commands.json', encoding='utf-8') as f:
            for entry in json.load(f):
                source = os.path.normpath(os.path.join(entry['directory'], entry['file']))
                name = os.path.relpath(source, tree)
                self.objects.setdefault(name, []).append(
                    os.path.normpath(os.path.join(entry['directory'], entry['output'])))
        self.tests = tests
        self.build = build
        self.exe_symbols = {}
        self.cache = {}

    def __call__(self, name):
        if name not in self.cache:
            own = set()
            for obj in self.objects.get(name, []):
                own |= symbols(obj)
            if not own:
                self.cache[name] = list(self.tests)
            else:
                chosen = []
                for t in self.tests:
                    for program in t.programs:
                        if program not in self.exe_symbols:
                            self.exe_symbols[program] = symbols(self.build / program, True)
                    if any(own & self.exe_symbols[p] for p in t.programs):
                        chosen.append(t)
                self.cache[name] = chosen
        return self.cache[name]


def first_failure(output):
    for line in output.splitlines():
        if line.startswith('not ok'):
            return re.sub(r'^not ok \d+ ', '', line)[:160]
        if line.startswith('Bail out!'):
            return line[:160]
    return None


class Running:
    """One test program started, its output in a file of its own."""

    def __init__(self, test, timeout, logdir):
        env = dict(os.environ)
        env.update(test.env)
        self.test = test
        self.log = open(logdir / (test.name + '.log'), 'w+')
        self.started = time.monotonic()
        self.deadline = self.started + timeout
        self.timeout = timeout
        self.proc = subprocess.Popen(test.cmd, env=env, cwd=test.workdir, stdout=self.log,
                                     stderr=subprocess.STDOUT, start_new_session=True)

    def kill(self):
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        self.log.close()

    def poll(self):
        """None while it runs; else (passed, why)."""
        code = self.proc.poll()
        if code is None:
            if time.monotonic() < self.deadline:
                return None
            self.kill()
            return False, 'timed out after %d s' % self.timeout
        self.log.seek(0)
        output = self.log.read()
        self.log.close()
        if code == 0:
            return True, None
        why = first_failure(output)
        if why is None:
            why = 'killed by signal %d' % -code if code < 0 else 'exit status %d' % code
        return False, why


def run_tests(tests, jobs, timeout_for, logdir):
    """Runs the tests in order, `jobs` at a time, until one fails; returns (test, why) of the
    first failure, or None when all pass. The others still running are stopped then."""
    queue, running, failure = list(tests), [], None
    while (queue or running) and failure is None:
        while queue and len(running) < jobs:
            t = queue.pop(0)
            running.append(Running(t, timeout_for(t), logdir))
        time.sleep(0.01)
        for r in list(running):
            result = r.poll()
            if result is None:
                continue
            running.remove(r)
            if not result[0] and failure is None:
                failure = (r.test, result[1])
    for r in running:
        r.kill()
    return failure


def order_tests(mutant, affected, killers):
    """The tests most likely to catch the mutant first: the ones the list names, the ones that
    caught earlier mutants of the same file, the file's own room, then the quickest."""
    def rank(t):
        if t.name in mutant.tests:
            return (0, mutant.tests.index(t.name))
        if t.name in killers.get(mutant.file, []):
            return (1, killers[mutant.file].index(t.name))
        room = mutant.file.split('/')
        own = ((room[1] == 'engine' and t.name.startswith('engine-'))
               or ('usage' in room and 'usage' in t.name)
               or ('catalogue' in mutant.file and 'catalogue' in t.name)
               or ('exchange' in mutant.file and 'exchange' in t.name))
        return (2 if own else 3, t.duration)
    return sorted(affected, key=rank)


def mutate(root, work, only, daily, date, jobs):
    tree, build = work / 'tree', work / 'build'
    mutants, problems = load_mutants(root)
    if problems:
        for p in problems:
            print('%s: %s' % (MUTANTS, p))
        print('0 passed, 1 failed')
        return 1
    chosen = mutants
    if only:
        chosen = [m for m in mutants if any(re.fullmatch(o.replace('*', '.*'), m.ident)
                                            for o in only)]
        if not chosen:
            print('no mutant is called %s' % ' or '.join(only))
            print('0 passed, 1 failed')
            return 1
    if daily:
        day = date.toordinal() % DAILY_SLICES
        chosen = [m for m in chosen if m.index % DAILY_SLICES == day]
        print('the slice of %s: mutants %d, %d, … of every %d (%d mutants)'
              % (date.isoformat(), day + 1, day + 1 + DAILY_SLICES, DAILY_SLICES, len(chosen)))

    work.mkdir(parents=True, exist_ok=True)
    lock = open(work / 'lock', 'w')
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        print('another mutation run is using %s' % work)
        print('0 passed, 1 failed')
        return 1

    started = time.monotonic()
    sync_tree(root, tree)
    if not (build / 'build.ninja').is_file():
        subprocess.run(['meson', 'setup', str(build), str(tree)], check=True,
                       stdout=subprocess.DEVNULL)
    else:
        # A changed meson.build regenerates the build, and with it the list of tests.
        error = ninja(build, {'build.ninja'})
        if error:
            print('the build does not configure: %s' % error)
            print('0 passed, 1 failed')
            return 1
    # CI's slice leaves out the tests that run the command line: building the app in the copy
    # would double its first build, and the list's mutants are caught without them.
    tests, needed = no_display_tests(build, with_app=not daily)
    if daily:
        print('the tests that run the command line are left out of the slice')
    error = ninja(build, needed)
    if error:
        print('the unchanged tree does not build: %s' % error)
        print('0 passed, 1 failed')
        return 1
    logdir = work / 'logs'
    logdir.mkdir(exist_ok=True)
    for t in tests:
        r = Running(t, 600, logdir)
        while (result := r.poll()) is None:
            time.sleep(0.01)
        t.duration = time.monotonic() - r.started
        if not result[0]:
            print('%s fails without any mutant: %s (its output: %s)'
                  % (t.name, result[1], logdir / (t.name + '.log')))
            print('0 passed, 1 failed')
            return 1
    print('%d tests without a display pass on the unchanged tree; built and run in %d s'
          % (len(tests), time.monotonic() - started), flush=True)

    affected = Affected(build, tree, tests)
    killers = {}
    results = {}
    # Mutants of one file one after the other: each rebuild compiles the file once.
    by_file = sorted(chosen, key=lambda m: (m.file, m.index))
    width = len(str(len(by_file)))
    for n, m in enumerate(by_file, 1):
        t0 = time.monotonic()
        try:
            lines, i = m.locate(tree)
        except Stale as e:
            results[m.ident] = ('stale', str(e))
            print('[%*d/%d] NO LONGER APPLIES  %s: %s' % (width, n, len(by_file), m.ident, e),
                  flush=True)
            continue
        path = tree / m.file
        original = path.read_bytes()
        lines[i] = m.mutated
        try:
            path.write_text('\n'.join(lines), encoding='utf-8')
            chosen_tests = order_tests(m, affected(m.file), killers)
            outcome = ('survived', '%d tests pass' % len(chosen_tests) if chosen_tests
                       else 'no test links %s' % m.file)
            # The likeliest test first, then twice as many each round: a mutant caught at once
            # costs one compile and one link, a survivor links them all.
            start, size = 0, 1
            while start < len(chosen_tests):
                chunk = chosen_tests[start:start + size]
                error = ninja(build, {p for t in chunk for p in t.programs})
                if error:
                    outcome = ('broken', 'does not build: %s' % error)
                    break
                failure = run_tests(chunk, jobs, lambda t: max(20.0, 10 * t.duration), logdir)
                if failure:
                    outcome = ('caught', '%s %s' % (failure[0].name, failure[1]))
                    names = killers.setdefault(m.file, [])
                    if failure[0].name in names:
                        names.remove(failure[0].name)
                    names.insert(0, failure[0].name)
                    break
                start, size = start + size, size * 2
        finally:
            path.write_bytes(original)
        if m.equivalent:
            outcome = (('equivalent', outcome[1]) if outcome[0] == 'survived'
                       else ('not-equivalent', outcome[1]) if outcome[0] == 'caught'
                       else outcome)
        results[m.ident] = outcome
        label = {'caught': 'caught', 'survived': 'SURVIVED', 'broken': 'DOES NOT BUILD',
                 'equivalent': 'equivalent', 'not-equivalent': 'CAUGHT, BUT MARKED EQUIVALENT'}
        print('[%*d/%d] %-10s %-32s %-42s %s (%.1f s)'
              % (width, n, len(by_file), label[outcome[0]], m.ident, m.where(), outcome[1],
                 time.monotonic() - t0), flush=True)

    # The unmutated tree builds again, so that the next run starts from it.
    ninja(build, needed)
    return summary(chosen, results, time.monotonic() - started)


def summary(chosen, results, seconds):
    def of(kind):
        return [m for m in chosen if results[m.ident][0] == kind]

    caught, survived, equivalent = of('caught'), of('survived'), of('equivalent')
    stale, broken, wrong = of('stale'), of('broken'), of('not-equivalent')
    counted = len(caught) + len(survived)
    print()
    if survived:
        print('Survivors (a formula that no test holds):')
        for m in survived:
            print('  [%s] %s, docs/model.md#%s' % (m.ident, m.where(), m.section))
            print('    - %s' % m.original.strip())
            print('    + %s' % m.mutated.strip())
    if stale:
        print('No longer apply (the code changed: update the mutant in %s):' % MUTANTS)
        for m in stale:
            print('  [%s] %s' % (m.ident, results[m.ident][1]))
    if broken:
        print('Do not build (a mutant must compile):')
        for m in broken:
            print('  [%s] %s: %s' % (m.ident, m.where(), results[m.ident][1]))
    if wrong:
        print('Marked equivalent, but a test catches them (remove the mark):')
        for m in wrong:
            print('  [%s] %s: %s' % (m.ident, m.where(), results[m.ident][1]))
    if equivalent:
        print('Equivalent (survive as the list says):')
        for m in equivalent:
            print('  [%s] %s: %s' % (m.ident, m.where(), m.equivalent))
    score = 100.0 * len(caught) / counted if counted else 100.0
    print('Score: %d of %d non-equivalent mutants caught (%.1f %%); %d equivalent, %d no longer '
          'apply, %d do not build; %d s'
          % (len(caught), counted, score, len(equivalent), len(stale), len(broken), seconds))
    failed = len(survived) + len(stale) + len(broken) + len(wrong)
    print('%d passed, %d failed, %d skipped' % (len(caught), failed, len(equivalent)))
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('root', type=pathlib.Path)
    parser.add_argument('--work', type=pathlib.Path,
                        help='the copy of the tree and its build (default: ROOT/_build-mutate)')
    parser.add_argument('--only', nargs='+', metavar='ID',
                        help='only these mutants (a * matches anything)')
    parser.add_argument('--daily', action='store_true',
                        help='only the day\'s slice, one mutant in %d (CI)' % DAILY_SLICES)
    parser.add_argument('--date', type=datetime.date.fromisoformat,
                        default=datetime.datetime.now(datetime.timezone.utc).date(),
                        help='the day whose slice --daily runs (default: today, UTC)')
    parser.add_argument('--jobs', type=int, default=2, help='tests run at once (default 2)')
    parser.add_argument('--check', action='store_true',
                        help='build nothing: check that every mutant applies')
    parser.add_argument('--tap', action='store_true', help='with --check, TAP output')
    args = parser.parse_args()
    root = args.root.resolve()
    if args.check:
        return check(root, args.tap)
    work = (args.work or root / '_build-mutate').resolve()
    return mutate(root, work, args.only, args.daily, args.date, max(1, args.jobs))


if __name__ == '__main__':
    sys.exit(main())
