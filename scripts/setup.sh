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
# The embeddings extra needs it, and so does test (the RAG tests run the real MiniLM model). The constraint
# keeps every later resolution on the same pin.
TORCH_PIN="torch==2.13.0"
CONSTRAINTS="$(mktemp)"
trap 'rm -f "$CONSTRAINTS"' EXIT
echo "$TORCH_PIN" > "$CONSTRAINTS"
if [[ "$EXTRAS" == *embeddings* || "$EXTRAS" == *test* || "$EXTRAS" == *all* ]]; then
    if ! "$VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('torch').split('+')[0] != '2.13.0')" 2>/dev/null; then
        "$VENV/bin/python" -m pip install --quiet "$TORCH_PIN"
    fi
fi
"$VENV/bin/python" -m pip install --quiet --constraint "$CONSTRAINTS" -e "$ROOT[$EXTRAS]"
