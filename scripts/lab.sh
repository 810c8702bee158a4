#!/usr/bin/env bash
# Start JupyterLab with nbagent and the demo notebooks. Offline by default:
# the demos use scripted / replay providers unless you set OPENAI_API_KEY or ANTHROPIC_API_KEY.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${NBAGENT_VENV:-$ROOT/.venv}"  # the same default as setup.sh
bash "$ROOT/scripts/setup.sh" test
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
# Containers and CI images commonly run as root, where JupyterLab refuses to start without --allow-root.
ROOT_FLAG=()
[ "$(id -u)" -eq 0 ] && ROOT_FLAG=(--allow-root)
cd "$ROOT/notebooks"
exec "$VENV/bin/jupyter" lab --ip=127.0.0.1 --no-browser "${ROOT_FLAG[@]}" "$@"
