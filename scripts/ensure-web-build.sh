#!/usr/bin/env bash
# The browser tests serve the built web app (dist/web). It is built again unless the last build is newer than every
# file a build reads, as `npm start` decides (scripts/lib/web-build.ts), here counting every source, the public
# files, the schemas and the settings: in `npm test` the API tests' `npm start` has just built it.
set -euo pipefail
cd "$(dirname "$0")/.."
STAMP=dist/web/index.html
INPUTS=(src public schemas index.html vite.config.ts scripts/lib/prerender-pages-plugin.ts tsconfig.json package.json package-lock.json)
if [ -f "$STAMP" ] && [ -z "$(find "${INPUTS[@]}" -newer "$STAMP" -print -quit)" ]; then
  echo "dist/web is newer than its sources: not built again."
  exit 0
fi
exec npx vite build
