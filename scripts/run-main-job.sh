#!/usr/bin/env bash
# The main job (README): installs what is missing, builds, generates the three built-in
# problems' test sets, imports the example packages (examples/imported/packages: Polygon and
# Kattis), grades both example contests and prints their rankings. Results are stored in
# gridjudge.db (or $GRIDJUDGE_DB); the packages go to packages/.
set -euo pipefail
cd "$(dirname "$0")/.."
# The example contest has Python and Pascal contestants: their toolchains too.
GRIDJUDGE_WITH_LANGUAGES=1 scripts/install-deps.sh
scripts/build.sh --target gridjudge gridjudge_checker_tokens gridjudge_checker_wallpusher
gj=build/bin/gridjudge
export GRIDJUDGE_DB="${GRIDJUDGE_DB:-$PWD/gridjudge.db}"

$gj doctor || true
for problem in huarongdao wallpusher halloween; do
  $gj gen "$problem" --seed "${GRIDJUDGE_SEED:-2026}" --out "packages/$problem"
done
$gj grade examples/contest --contest examples
# Each import stores the problem as a new version; earlier versions keep their results.
for package in examples/imported/packages/*/; do
  $gj import "$package" --out packages
done
$gj grade examples/imported/contest --contest imported
echo "results stored in $GRIDJUDGE_DB; review one with: $gj show ID (ids: $gj list)"
