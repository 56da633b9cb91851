#!/usr/bin/env bash
# The PostgreSQL API tests start three server processes behind Debian's HAProxy (round robin), as docs/operations.md
# describes running several instances; no proxy is downloaded by npm.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${HAPROXY_PATH:-$(command -v haproxy || echo /usr/sbin/haproxy)}" haproxy \
  'the multi-instance API test' HAPROXY_PATH 'npm run test:api'
