#!/usr/bin/env bash
# Configures and builds gridjudge into build/ (Release). Extra arguments go to cmake --build.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache (when installed) shares compiled objects between clones and worktrees of the project.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release > build-configure.log 2>&1 \
  || { cat build-configure.log; exit 1; }
rm -f build-configure.log
cmake --build build -j "$(nproc)" "$@"
