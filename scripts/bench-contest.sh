#!/usr/bin/env bash
# Benchmark: a 30-contestant x 3-problem contest graded end to end by the real gridjudge.
# Contestant NN submits the programs of examples/contest/<alice|bob|carol|dave> (round robin),
# each with its own comment line so that every program really compiles. The contest is graded
# twice on the same test sets: cold (every program compiled) and warm (all from the compile
# cache: the baseline that leaves only the runs). Prints both and the per-program figures.
# Usage: scripts/bench-contest.sh [BUILD_DIR]   (default build/; the binary must be built)
set -euo pipefail
cd "$(dirname "$0")/.."
gj="${1:-build}/bin/gridjudge"
work="$(mktemp -d /tmp/gridjudge-contest-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT
export GRIDJUDGE_DB="$work/contest.db" GRIDJUDGE_CACHE="$work/cache"

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

grade_ms() {
  local start end
  start=$(date +%s%N)
  "$gj" grade "$work/contest" --contest bench --json > /dev/null
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}
cold_ms=$(grade_ms)
warm_ms=$(grade_ms)
awk -v cold="$cold_ms" -v warm="$warm_ms" 'BEGIN {
  programs = 90
  printf "30 contestants x 3 problems = %d programs per grade\n", programs
  printf "cold grade (every program compiled): %7.1f s  (%.2f s per program)\n", cold / 1000, cold / 1000 / programs
  printf "warm grade (compile cache hits):     %7.1f s  (%.2f s per program)\n", warm / 1000, warm / 1000 / programs
  printf "compiling share of the cold grade:   %7.0f %%\n", (cold - warm) * 100 / cold
}'
