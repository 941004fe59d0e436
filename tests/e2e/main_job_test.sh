#!/usr/bin/env bash
# The README's first command on a clean copy of the repository: copies what the repository
# holds (git's tracked files and the untracked ones it does not ignore, so that work not yet
# committed is tested too; without git, everything but build*/ and what .gitignore names), runs scripts/run-main-job.sh
# there exactly as the README says, and checks that it succeeds and prints both example contests'
# rankings with the exact totals of examples/README.md. It builds again in the copy (ccache,
# when installed, makes that mostly cache hits: scripts/build.sh sets CCACHE_BASEDIR).
# Usage: main_job_test.sh SOURCE_DIR
set -euo pipefail
source_dir=$(cd "$1" && pwd)
started=$(date +%s)
copy=$(mktemp -d "${TMPDIR:-/tmp}/gridjudge-main-job-XXXXXX")
# Kept when the test fails, to review its database (the path is printed).
trap 'if [ "${passed:-0}" = 1 ]; then rm -rf "$copy"; else echo "kept $copy"; fi' EXIT

if git -C "$source_dir" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  # Tracked files deleted in the working tree are skipped: the copy is what is there now.
  (cd "$source_dir" && git ls-files -z --cached --others --exclude-standard) |
    (cd "$source_dir" && while IFS= read -r -d '' file; do
      if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\0' "$file"; fi
    done) |
    (cd "$source_dir" && xargs -0 cp --parents -P -t "$copy")
else
  (cd "$source_dir" && find . -mindepth 1 -maxdepth 1 ! -name 'build*' ! -name .git ! -name out \
    ! -name .cache ! -name packages ! -name '*.db' ! -name '*.db-wal' ! -name '*.db-shm' \
    -exec cp -a -t "$copy" {} +)
fi
echo "copied $(find "$copy" -type f | wc -l) files into $copy"

# Programs compile into the copy's own cache, and results go to the copy's own database.
export GRIDJUDGE_CACHE="$copy/.cache/gridjudge"
unset GRIDJUDGE_DB
status=0
(cd "$copy" && scripts/run-main-job.sh) > "$copy/main-job.out" 2> "$copy/main-job.err" || status=$?
# stderr carries progress lines redrawn with carriage returns: only its last lines matter.
tr '\r' '\n' < "$copy/main-job.err" | { grep -v '^\[' || true; } | tail -n 20
cat "$copy/main-job.out"
echo "main job: exit status $status, $(($(date +%s) - started)) s (copy, build, generate, grade)"
[ "$status" -eq 0 ] || { echo "FAIL: the main job exited with status $status"; exit 1; }

failures=0
# A ranking row: the contestant's name first, the total last (grade's text table).
expect_total() {
  local contest=$1 user=$2 total=$3
  if ! awk -v contest="$contest" -v user="$user" -v total="$total" '
      /^contest / { current = $2 ; sub(/:$/, "", current) }
      current == contest && $0 ~ ("(^|[[:space:]])" user "[[:space:]]") && $NF == total { found = 1 }
      END { exit found ? 0 : 1 }' "$copy/main-job.out"; then
    echo "FAIL: contest $contest: no ranking row for $user with total $total"
    failures=$((failures + 1))
  fi
}
expect_total examples alice 300
expect_total examples dave 160
expect_total examples bob 140
expect_total examples erin 100
expect_total examples frank 60
expect_total examples carol 0
expect_total imported amy 200
expect_total imported ben 40
[ "$failures" -eq 0 ] || exit 1
passed=1
echo "PASS: both example contests ranked as examples/README.md says"
