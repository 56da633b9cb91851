#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core; no browser is downloaded by npm.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it is not there.
Install it as root with:  apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.
MSG
exit 1
