#!/usr/bin/env bash
# Runs the ICPC ccs-specs' own Contest API checker (check-api.sh of its 2023-06 branch) against
# a running gridjudge, with scripts/contest-api/yajsv (yajsv's command line over Debian's
# python3-jsonschema) first on PATH.
#
#   scripts/check-contest-api.sh SPEC_CHECKOUT URL [CHECK_API_OPTION...]
#
# SPEC_CHECKOUT: a checkout of https://github.com/icpc/ccs-specs at its 2023-06 branch (the
# folder holding check-api.sh and json-schema/). URL: the API's base, "http://127.0.0.1:8080/api".
# The options go to check-api.sh before the URL, for example
#   -e                     also check the error codes of missing objects
#   -a strict=1            append ?strict=1 to every request
#   -c '-s -u jury:secret' curl's options: HTTP Basic credentials for the jury's view
#   -t 5                   read the event feed for 5 seconds
# check-api.sh itself exits 0 when a response fails its schema (unless -b); this script exits 1
# when any line says "fail", so it can gate a CI job.
set -euo pipefail

if [ $# -lt 2 ]; then
  sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
spec=$1
url=$2
shift 2
[ -x "$spec/check-api.sh" ] || [ -f "$spec/check-api.sh" ] || {
  echo "check-contest-api.sh: $spec has no check-api.sh (a ccs-specs checkout, branch 2023-06?)" >&2
  exit 2
}
for tool in curl jq python3; do
  command -v "$tool" > /dev/null || {
    echo "check-contest-api.sh: $tool is missing (scripts/install-deps.sh installs it)" >&2
    exit 2
  }
done
here=$(cd "$(dirname "$0")" && pwd)
export PATH="$here/contest-api:$PATH"

output=$(mktemp)
trap 'rm -f "$output"' EXIT
status=0
bash "$spec/check-api.sh" "$@" "$url" 2>&1 | tee "$output" || status=$?
if grep -q -E ': fail|: error:|Failed to download|Warning: curl|Error:|No such file' "$output"; then
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
