#!/usr/bin/env bash
# The test command (README, and .ci/run): installs what is missing, builds, runs every test,
# then builds the unit tests with AddressSanitizer + UndefinedBehaviorSanitizer and runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache (when installed) shares the sanitizer build's objects between clones too, as build.sh
# does the Release build's: a clean clone's sanitizer build then takes minutes, not half an hour.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
GRIDJUDGE_WITH_BROWSER=1 GRIDJUDGE_WITH_LANGUAGES=1 GRIDJUDGE_WITH_POSTGRES=1 scripts/install-deps.sh
scripts/build.sh

echo "== tests (Release build)"
ctest --test-dir build --output-on-failure -j 2 --timeout 600

if [ "${GRIDJUDGE_SKIP_SANITIZERS:-0}" != 1 ]; then
  echo "== unit tests under ASan + UBSan"
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGRIDJUDGE_SANITIZE=ON \
    -DGRIDJUDGE_BUILD_BENCHMARKS=OFF > /dev/null
  cmake --build build-asan -j "$(nproc)" --target gridjudge_sanitizer_tests
  # The sandbox tests clone into namespaces, which ASan's runtime does not follow; the kill
  # tests time programs against limits that sanitizers would distort.
  # tests/lsan.supp names the one third-party leak (libpqxx on a broken connection).
  ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp" \
    ctest --test-dir build-asan --output-on-failure -j 2 \
    -L unit -LE 'sandbox|timing' --timeout 900
fi
