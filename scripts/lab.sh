#!/usr/bin/env bash
# Start JupyterLab with nbagent and the demo notebooks. Offline by default:
# the demos use scripted / replay providers unless you set OPENAI_API_KEY or ANTHROPIC_API_KEY.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh" test
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
cd "$ROOT/notebooks"
exec "$ROOT/.venv/bin/jupyter" lab --ip=127.0.0.1 --no-browser "$@"
