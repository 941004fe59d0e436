#!/usr/bin/env bash
# Benchmark: a 30-contestant x 3-problem contest graded end to end by the real gridjudge, once
# with one local worker (the baseline) and once with the default number of workers (one per
# CPU), each cold (its own empty compile cache) on its own copy of the same test sets.
# Contestant NN submits the programs of examples/contest/<alice|bob|carol|dave> (round robin),
# each with its own comment line so that every program really compiles. Prints both times, the
# speed-up, and how much each test's CPU time moved between the two runs: parallel judging must
# not change what a program is measured to use (tests stopped at the limit are left out).
# Then the floor of each run: what its work costs if the judge cost nothing — the CPU
# time of every test run (a test stopped at its limit counts its limit; a TLE test run again
# counts every run) plus the CPU time of
# compiling every program with the same command outside the sandbox, divided by the workers —
# and the ratio of the real time to it, with where the rest went (the programs' waits inside
# their runs, and what is outside them). The load average is printed beside the figures.
# Needs python3 for the comparison (installed with GRIDJUDGE_WITH_LANGUAGES=1).
# Usage: scripts/bench-contest.sh [BUILD_DIR] [JOBS]   (default build/ and one worker per CPU;
# JOBS=1 compares one worker with itself: the run-to-run noise of the CPU times)
set -euo pipefail
cd "$(dirname "$0")/.."
gj="$(realpath "${1:-build}")/bin/gridjudge"
work="$(mktemp -d /tmp/gridjudge-contest-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT

export GRIDJUDGE_DB="$work/base.db"
for problem in huarongdao wallpusher halloween; do
  "$gj" gen "$problem" --seed 2026 --out "$work/packages/$problem" > /dev/null 2>&1
done

examples=(alice bob carol dave)
contestants="${GRIDJUDGE_BENCH_CONTESTANTS:-30}"  # fewer: a quick try of the script itself
for i in $(seq -w 1 "$contestants"); do
  model="${examples[$((10#$i % 4))]}"
  (cd examples/contest/"$model" && find . -name '*.cpp') | while read -r source; do
    mkdir -p "$work/contest/c$i/$(dirname "$source")"
    { cat "examples/contest/$model/$source"; echo "// contestant c$i"; } \
      > "$work/contest/c$i/$source"
  done
done

# grade_ms NAME JOBS: a cold grade on a copy of the generated database; prints milliseconds.
grade_ms() {
  local start end
  cp "$work/base.db" "$work/$1.db"
  start=$(date +%s%N)
  GRIDJUDGE_DB="$work/$1.db" GRIDJUDGE_CACHE="$work/cache-$1" \
    "$gj" grade "$work/contest" --contest bench --jobs "$2" --json > /dev/null
  end=$(date +%s%N)
  cut -d' ' -f1-3 /proc/loadavg > "$work/$1.load"  # the machine's load over the run, to quote with it
  echo $(((end - start) / 1000000))
}
jobs="${2:-$(nproc)}"
one_ms=$(grade_ms one 1)
many_ms=$(grade_ms many "$jobs")

awk -v one="$one_ms" -v many="$many_ms" -v jobs="$jobs" -v n="$((10#$contestants))" \
  -v one_load="$(cat "$work/one.load")" -v many_load="$(cat "$work/many.load")" 'BEGIN {
  printf "%d contestants x 3 problems = %d programs, every one compiled\n", n, 3 * n
  printf "1 worker:  %7.1f s  (%.2f s per program; load average after it %s)\n", one / 1000,
         one / 1000 / (3 * n), one_load
  printf "%d workers: %7.1f s  (%.2f s per program; load average after it %s)\n", jobs,
         many / 1000, many / 1000 / (3 * n), many_load
  printf "speed-up:  %7.2fx\n", one / many
}'

# Every submission of both runs as `show --json` prints it.
for run in one many; do
  GRIDJUDGE_DB="$work/$run.db" "$gj" list --json > "$work/$run-list.json"
  python3 - "$gj" "$work/$run.db" "$work/$run-list.json" > "$work/$run-shown.json" <<'PY'
import json, subprocess, sys
gj, db, listing = sys.argv[1:4]
print(json.dumps([json.loads(subprocess.run([gj, "show", str(s["id"]), "--db", db, "--json"],
                                            check=True, capture_output=True, text=True).stdout)
                  for s in json.load(open(listing))]))
PY
  # The CPU time of every test judged to its end, keyed by contestant, problem and test.
  python3 - "$work/$run-shown.json" > "$work/$run-tests.tsv" <<'PY'
import json, sys
for shown in json.load(open(sys.argv[1])):
    for test in shown["tests"]:
        if test["verdict"] in ("AC", "WA", "PE"):
            print(f'{shown["user"]}/{shown["problem"]}/{test["name"]}\t{test["cpu_ms"]}')
PY
done
python3 - "$work/one-tests.tsv" "$work/many-tests.tsv" <<'PY'
import sys
def load(path):
    return dict(line.rstrip("\n").split("\t") for line in open(path))
one, many = load(sys.argv[1]), load(sys.argv[2])
pairs = [(int(one[k]), int(many[k])) for k in one if k in many]
heavy = [(a, b) for a, b in pairs if a >= 100]  # 1 ms granularity: small tests say nothing
print(f"tests judged to their end in both runs: {len(pairs)}")
print(f"  sum of CPU time: 1 worker {sum(a for a, _ in pairs)} ms, parallel {sum(b for _, b in pairs)} ms "
      f"({100 * (sum(b for _, b in pairs) / max(1, sum(a for a, _ in pairs)) - 1):+.1f} %)")
if heavy:
    diffs = sorted(100 * (b / a - 1) for a, b in heavy)
    print(f"  tests of 100 ms or more: {len(heavy)}; CPU time parallel vs 1 worker: "
          f"median {diffs[len(diffs) // 2]:+.1f} %, range {diffs[0]:+.1f} % to {diffs[-1]:+.1f} %")
PY

# The floor of each run. Every contestant's program of one problem is its model's
# program plus a comment: compiling one per model and problem, with the judge's own command,
# measures them all. (The judge compiles sources that include <bits/stdc++.h> against a
# precompiled header; compiled here without it, those count a little more than they cost.)
floor() {  # floor RUN MS WORKERS
python3 - "$work/$1-shown.json" "$2" "$3" "$work" "$1" <<'PY'
import json, os, resource, shutil, subprocess, sys
shown_all, many_ms, jobs, work = json.load(open(sys.argv[1])), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
run_name = sys.argv[5]
models = ["alice", "bob", "carol", "dave"]
compile_cpu, compiled = {}, 0.0
for shown in shown_all:
    model = models[int(shown["user"][1:]) % 4]
    key = (model, shown["problem"])
    if key not in compile_cpu:
        folder = os.path.join(work, "compile", run_name, *key)
        os.makedirs(folder)
        sources = sorted(os.path.join(root, name)
                         for root, _, names in os.walk(os.path.join("examples/contest", model))
                         for name in names if name == shown["source_name"])
        source = next((s for s in sources if shown["problem"] in s), sources[0])
        shutil.copy(source, os.path.join(folder, "main.cpp"))
        command = shown["compile_command"].split(" (")[0]  # without the precompiled-header note
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, shell=True, cwd=folder, capture_output=True)  # CE counts too
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        compile_cpu[key] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    compiled += compile_cpu[key]
tests = [t for s in shown_all for t in s["tests"] if t["verdict"] != "SK"]
limit_of = {s["id"]: s["settings"]["time_limit_ms"] for s in shown_all}
run_ms = sum(t["cpu_ms"] if t["cpu_measured_to_end"] else
             max(t["cpu_ms"], limit_of[s["id"]]) for s in shown_all for t in s["tests"]
             if t["verdict"] != "SK")
tle = [t for t in tests if t["verdict"] == "TLE"]
tle_ms = sum(max(t["cpu_ms"], 0) for t in tle)
# A TLE run again (--tle-reruns) keeps one outcome; its other runs' CPU times are in its
# message (judge/judging/tle_rerun.cpp writes both forms): "run again after a TLE (CPU time
# 1003 ms, 1004 ms)" lists the runs before the deciding one, "over the limit on each of 2 runs
# (1010 ms, 1020 ms)" every run, the first being the test's own.
import re
reruns = []
for t in tests:
    if m := re.search(r"run again after a TLE \(CPU time ([^)]*)\)", t["message"]):
        reruns += [int(x) for x in re.findall(r"(\d+) ms", m.group(1))]
    elif m := re.search(r"over the limit on each of \d+ runs \(([^)]*)\)", t["message"]):
        reruns += [int(x) for x in re.findall(r"(\d+) ms", m.group(1))][1:]
rerun_ms = sum(reruns)
run_ms += rerun_ms
floor_ms = (run_ms + 1000 * compiled) / jobs
busy_ms = many_ms * jobs
rest_ms = busy_ms - run_ms - 1000 * compiled
print(f"floor of the {jobs}-worker run: {floor_ms / 1000:.1f} s = (tests' CPU {run_ms / 1000:.1f} s "
      f"+ compiling {compiled:.1f} s) / {jobs} workers")
print(f"  the run against its floor: x{many_ms / floor_ms:.2f}")
print(f"  of the tests' CPU, {len(tle)} TLE tests: {tle_ms / 1000:.1f} s; "
      f"{len(reruns)} more runs of a TLE test: {rerun_ms / 1000:.1f} s")
# Inside the runs: a test's wall time beyond its CPU time is the program waiting (for a CPU the
# machine gave to someone else, or sleeping); the rest is outside them.
waited_ms = sum(max(0, t["wall_ms"] - t["cpu_ms"]) for t in tests)
print(f"  the rest, {rest_ms / 1000:.1f} s of worker time over {len(tests)} tests run: "
      f"{rest_ms / max(1, len(tests)):.1f} ms per test, of which")
print(f"    programs waiting inside their runs (wall beyond CPU): {waited_ms / 1000:.1f} s")
print(f"    boxes, checkers, the store, compiles and tests waiting (for a rerun run alone): "
      f"{(rest_ms - waited_ms) / 1000:.1f} s "
      f"({(rest_ms - waited_ms) / max(1, len(tests)):.1f} ms per test)")
PY
}
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
floor one "$one_ms" 1
floor many "$many_ms" "$jobs"
