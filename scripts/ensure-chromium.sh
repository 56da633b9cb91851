#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core; no browser is downloaded by npm.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium 'the browser tests' CHROMIUM_PATH 'npm test'
