#!/usr/bin/env bash
# Installs the Debian 12 packages gridjudge needs, only those missing. Needs root (or sudo).
# The default is what building and the main job need; optional parts install on request:
#   GRIDJUDGE_WITH_BROWSER=1    Chromium and ChromeDriver for the web UI's browser tests
#   GRIDJUDGE_WITH_LANGUAGES=1  Python 3, Java 17, Free Pascal, Rust, Go, Kotlin, C# (Mono),
#                               Node.js and PyPy, to judge those languages (about 240 MB to
#                               download beyond Java: Go and Rust ~135 MB, Kotlin's libraries ~85)
#   GRIDJUDGE_WITH_POSTGRES=1   the PostgreSQL 15 server, for the PostgreSQL store's tests (the
#                               client library is always installed: it is part of the build)
# scripts/run-tests.sh asks for all of them.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config git ccache
  libsqlitecpp-dev libsqlite3-dev libboost-dev libspdlog-dev libfmt-dev
  libcli11-dev nlohmann-json3-dev libcpp-httplib-dev libseccomp-dev libssl-dev
  libyaml-cpp-dev libpugixml-dev libarchive-dev libpqxx-dev libsodium-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  # The Contest API's tests: its responses checked against JSON Schemas (python3-jsonschema),
  # and scripts/check-contest-api.sh runs the spec's own checker (curl, jq).
  python3 python3-jsonschema jq curl
)
if [ "${GRIDJUDGE_WITH_BROWSER:-0}" = 1 ]; then
  # The web UI's end-to-end tests drive a real headless browser through ChromeDriver; the font
  # lets its screenshots show the Chinese problem titles.
  packages+=(chromium chromium-driver fonts-wqy-zenhei)
fi
if [ "${GRIDJUDGE_WITH_LANGUAGES:-0}" = 1 ]; then
  packages+=(python3 openjdk-17-jdk-headless fp-compiler rustc golang-go kotlin mono-mcs
    mono-runtime nodejs pypy3)
fi
if [ "${GRIDJUDGE_WITH_POSTGRES:-0}" = 1 ]; then
  packages+=(postgresql-15)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
  "${missing[@]}"
