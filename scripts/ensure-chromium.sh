#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when it is missing (idempotent).
set -euo pipefail
for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/lib/chromium/chromium; do
  if [ -n "$c" ] && [ -x "$c" ]; then exit 0; fi
done
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
echo "Installing Debian's chromium for the browser tests..."
if ! $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null; then
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
