#!/usr/bin/env bash
# Every check, in order of speed: types, lint and format, then unit, property, oracle and
# CLI tests, then the browser tests against a production build. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_loglevel=error

echo "== typecheck"
npx tsc -b
echo "== lint and format"
npx oxlint --deny-warnings src tests bench scripts
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
echo "== unit, property, oracle and CLI tests"
npx vitest run --project unit --project unit-isolated
if [ -f tests/e2e/run.ts ]; then
  echo "== browser tests"
  bash scripts/ensure-chromium.sh
  npx vite build --logLevel warn
  npx tsx tests/e2e/run.ts
fi
