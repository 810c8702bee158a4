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
# The demos' recordings (notebooks/cassettes) speak for the model and replay their approvals only from a folder
# you trust. This repository's code runs here anyway, so lab.sh trusts the demo folder it opens, and says so.
"$VENV/bin/python" - "$ROOT/notebooks" <<'PY'
import sys

import nbagent

folder = nbagent.trust(sys.argv[1])
print(f"lab.sh: trusted the demo folder {folder}: its recordings replay as recorded "
      f"(undo: python -c \"import nbagent; nbagent.untrust('{folder}')\")")
PY
cd "$ROOT/notebooks"
exec "$VENV/bin/jupyter" lab --ip=127.0.0.1 --no-browser "${ROOT_FLAG[@]}" "$@"
