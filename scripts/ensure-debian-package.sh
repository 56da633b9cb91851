#!/usr/bin/env bash
# Makes sure a binary the tests drive is installed, from Debian's package of it (nothing is downloaded by npm):
#   ensure-debian-package.sh <binary path> <package> <what needs it> <variable that points elsewhere> <command to run again>
# As root with apt-get it installs the package; otherwise it says how to, and fails.
set -euo pipefail
BINARY="$1" PACKAGE="$2" NEEDED_BY="$3" PATH_VARIABLE="$4" RERUN="$5"
if [ -x "$BINARY" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$BINARY is missing: installing Debian's $PACKAGE package for $NEEDED_BY…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$PACKAGE" >/dev/null
  exit 0
fi
cat >&2 <<MSG
$BINARY is not there; $NEEDED_BY cannot run without it.
Install it as root with:  apt-get update && apt-get install -y $PACKAGE
or point $PATH_VARIABLE at another $PACKAGE binary, then run $RERUN again.
MSG
exit 1
