#!/usr/bin/env bash
# The PostgreSQL API tests start three server processes behind Debian's HAProxy (round robin), as docs/operations.md
# describes running several instances; no proxy is downloaded by npm.
set -euo pipefail
HAPROXY="${HAPROXY_PATH:-$(command -v haproxy || echo /usr/sbin/haproxy)}"
if [ -x "$HAPROXY" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "HAProxy is missing: installing Debian's haproxy package for the multi-instance API test…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  exit 0
fi
cat >&2 <<MSG
The multi-instance API test needs HAProxy at $HAPROXY and it is not there.
Install it as root with:  apt-get update && apt-get install -y haproxy
or point HAPROXY_PATH at an haproxy binary, then run npm run test:api again.
MSG
exit 1
