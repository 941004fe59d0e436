#!/usr/bin/env bash
# The main job (README): installs what is missing, builds, generates the three problems' test
# sets, grades the example submissions in examples/contest, and prints the ranking. Results
# are stored in gridjudge.db (or $GRIDJUDGE_DB); the packages go to packages/.
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
echo "results stored in $GRIDJUDGE_DB; review one with: $gj show ID (ids: $gj list)"
