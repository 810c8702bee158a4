#!/usr/bin/env bash
# Run the whole nbagent test suite on a fresh machine (installs what it needs first).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh" test,docs  # docs: tests/test_docs.py builds the site
# Browser tests drive Debian's chromium (Playwright cannot download browsers here).
if [ ! -x /usr/bin/chromium ]; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
cd "$ROOT"
exec "$ROOT/.venv/bin/python" -m pytest "$@"
