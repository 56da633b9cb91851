#!/usr/bin/env bash
# Fails when a schema file under src/server/db/schema changed without a committed migration for it.
set -euo pipefail
cd "$(dirname "$0")/.."
# drizzle-kit resolves --out relative to the project, so the scratch copy lives inside it (git-ignored).
scratch=".test-artifacts/migration-check"
rm -rf "$scratch" && mkdir -p "$scratch"
trap 'rm -rf "$scratch"' EXIT
cp -R src/server/db/migrations/. "$scratch/"
log="$(npx drizzle-kit generate --dialect postgresql --schema ./src/server/db/schema/index.ts --out "./$scratch" --name drift 2>&1)"
if echo "$log" | grep -qiE 'error|ENOENT'; then
  echo "$log" >&2
  exit 1
fi
if ls "$scratch" | grep -q drift; then
  echo "The database schema changed but no migration was generated. Run: npm run db:generate -- --name <what-changed>" >&2
  cat "$scratch"/*drift*.sql >&2
  exit 1
fi
echo "Migrations match the schema."
