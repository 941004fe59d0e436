#!/usr/bin/env bash
# Benchmark: a 30-contestant x 3-problem contest graded end to end by the real gridjudge, once
# with one local worker (the baseline) and once with the default number of workers (one per
# CPU), each cold (its own empty compile cache) on its own copy of the same test sets.
# Contestant NN submits the programs of examples/contest/<alice|bob|carol|dave> (round robin),
# each with its own comment line so that every program really compiles. Prints both times, the
# speed-up, and how much each test's CPU time moved between the two runs: parallel judging must
# not change what a program is measured to use (tests stopped at the limit are left out).
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
for i in $(seq -w 1 30); do
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
  echo $(((end - start) / 1000000))
}
jobs="${2:-$(nproc)}"
one_ms=$(grade_ms one 1)
many_ms=$(grade_ms many "$jobs")

awk -v one="$one_ms" -v many="$many_ms" -v jobs="$jobs" 'BEGIN {
  printf "30 contestants x 3 problems = 90 programs, every one compiled\n"
  printf "1 worker:  %7.1f s  (%.2f s per program)\n", one / 1000, one / 1000 / 90
  printf "%d workers: %7.1f s  (%.2f s per program)\n", jobs, many / 1000, many / 1000 / 90
  printf "speed-up:  %7.2fx\n", one / many
}'

# The CPU time of every test judged to its end in both runs, paired by contestant, problem and
# test.
for run in one many; do
  GRIDJUDGE_DB="$work/$run.db" "$gj" list --json > "$work/$run-list.json"
  python3 - "$gj" "$work/$run.db" "$work/$run-list.json" > "$work/$run-tests.tsv" <<'PY'
import json, subprocess, sys
gj, db, listing = sys.argv[1:4]
for submission in json.load(open(listing)):
    shown = json.loads(subprocess.run([gj, "show", str(submission["id"]), "--db", db, "--json"],
                                      check=True, capture_output=True, text=True).stdout)
    for test in shown["tests"]:
        if test["verdict"] in ("AC", "WA", "PE"):
            print(f'{submission["user"]}/{submission["problem"]}/{test["name"]}\t{test["cpu_ms"]}')
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
