#!/usr/bin/env bash
# Run the whole nbagent test suite on a fresh machine (installs what it needs first).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh" test
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
cd "$ROOT"
exec "$ROOT/.venv/bin/python" -m pytest "$@"
