#!/usr/bin/env bash
# Build the private virtualenv for the peer prompt-injection detectors that
# bench/screen_peers.py measures nbagent's screen against (issue 37).
#
# The peers live in .cache/peers-venv (git-ignored), never in nbagent's own
# venv, never in CI, and nbagent never imports them. Idempotent: a second
# run only checks the pins and exits.
#
#   scripts/peers_venv.sh            # create/update .cache/peers-venv
#   PEERS_VENV=/some/dir scripts/peers_venv.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${PEERS_VENV:-$ROOT/.cache/peers-venv}"
PY="$VENV/bin/python"

# The three peers, at the pins issue 37 names. None of them requires torch
# at its default install (checked in their wheel metadata: jailguard has no
# runtime deps, prismguard needs pydantic+pyyaml, toolwall-guard needs
# pydantic+regex; torch only comes with optional extras we do not install).
# Should a future pin pull torch, install TORCH_PIN first: it resolves to a
# local CPU wheel, whereas an unpinned torch pulls GBs of CUDA wheels.
PEERS=("jailguard==0.1.2" "prismguard==0.1.10" "toolwall-guard==0.4.0")
TORCH_PIN="torch==2.13.0"

step() { printf '[peers-venv] %s\n' "$*"; }

if [[ -x "$PY" ]]; then
    step "venv exists: $VENV"
else
    step "creating venv: $VENV"
    python3 -m venv "$VENV"
fi

# Are all pins already installed? (pip's own metadata, no network.)
missing=()
for spec in "${PEERS[@]}"; do
    name="${spec%%==*}"
    want="${spec##*==}"
    have="$("$PY" -c 'import importlib.metadata as m, sys
try:
    print(m.version(sys.argv[1]))
except m.PackageNotFoundError:
    print("")' "$name")"
    if [[ "$have" == "$want" ]]; then
        step "ok: $name $have"
    else
        step "needs install: $spec (have: ${have:-none})"
        missing+=("$spec")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    step "all peers installed at their pins; nothing to do"
    exit 0
fi

# Would any missing peer pull torch? Ask pip's resolver without installing.
if "$PY" -m pip install --dry-run --quiet --report - "${missing[@]}" 2>/dev/null |
    "$PY" -c 'import json, sys
r = json.load(sys.stdin)
names = {i["metadata"]["name"].lower() for i in r.get("install", [])}
sys.exit(0 if "torch" in names else 1)'; then
    step "a peer pulls torch: installing $TORCH_PIN first (CPU wheel)"
    "$PY" -m pip install --quiet "$TORCH_PIN"
else
    step "no peer pulls torch"
fi

step "installing: ${missing[*]}"
"$PY" -m pip install --quiet "${missing[@]}"

for spec in "${PEERS[@]}"; do
    name="${spec%%==*}"
    step "installed: $name $("$PY" -c 'import importlib.metadata as m, sys; print(m.version(sys.argv[1]))' "$name")"
done
step "done; run: .venv/bin/python bench/screen_peers.py --peers-python $VENV/bin/python"
