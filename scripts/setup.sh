#!/usr/bin/env bash
# Set up a fresh machine for nbagent: a virtualenv in .venv with nbagent and its extras.
# Idempotent: re-running only installs what changed. Sourced by lab.sh and test.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${NBAGENT_VENV:-$ROOT/.venv}"
PY="${PYTHON:-python3}"
EXTRAS="${1:-test}"

if [ ! -x "$VENV/bin/python" ]; then
    "$PY" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet --upgrade pip
# torch must come from the pinned local CPU wheel before anything pulls it (an unpinned torch drags in GBs of CUDA).
if [[ "$EXTRAS" == *embeddings* || "$EXTRAS" == *all* ]]; then
    "$VENV/bin/python" -m pip install --quiet "torch==2.13.0"
fi
"$VENV/bin/python" -m pip install --quiet -e "$ROOT[$EXTRAS]"
