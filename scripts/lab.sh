#!/usr/bin/env bash
# Start JupyterLab with nbagent and the demo notebooks. Offline by default:
# the demos use scripted / replay providers unless you set OPENAI_API_KEY or ANTHROPIC_API_KEY.
#   bash scripts/lab.sh [JupyterLab options]
# Installs what the demos need (setup.sh lab: nbagent, JupyterLab, demo 06's MCP client; not the test tooling) into
# $NBAGENT_VENV (default .venv), the reference MCP servers of demo 06 into $NBAGENT_MCP_SERVERS_VENV (default
# .venv-mcp-servers), then prints the URL to open. JUPYTER_PORT (default: the first free port from 8888) and
# JUPYTER_TOKEN (default: a fresh random token) choose the server's port and token; a --port of yours wins.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${NBAGENT_VENV:-$ROOT/.venv}"  # the same default as setup.sh
started=$SECONDS
NBAGENT_SETUP_SAY=lab.sh bash "$ROOT/scripts/setup.sh" lab
echo "lab.sh: setting up the demo MCP servers (demo 06: mcp-server-git, mcp-server-time in a virtualenv of their own)"
export NBAGENT_MCP_SERVERS_VENV="${NBAGENT_MCP_SERVERS_VENV:-$ROOT/.venv-mcp-servers}"
bash "$ROOT/scripts/mcp_servers.sh"
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

# The port: a --port (or --port=N, --ServerApp.port=N) of yours, else JUPYTER_PORT, else the first free one from 8888.
PORT=""
prev=""
for arg in "$@"; do
    case "$arg" in
        --port=* | --ServerApp.port=*) PORT="${arg#*=}" ;;
        *) if [ "$prev" = --port ] || [ "$prev" = --ServerApp.port ]; then PORT="$arg"; fi ;;
    esac
    prev="$arg"
done
PORT_FLAG=()
if [ -z "$PORT" ]; then
    PORT="${JUPYTER_PORT:-$("$VENV/bin/python" - <<'PY'
import socket

for port in range(8888, 9888):
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            continue
        print(port)
        break
PY
)}"
    PORT_FLAG=(--port="$PORT")
fi
# The token: JUPYTER_TOKEN, else a fresh one. JupyterLab reads it from the environment (not from its command line,
# which other users of the machine can read), so its own log shows `?token=...` and the URL below is the one to open.
export JUPYTER_TOKEN="${JUPYTER_TOKEN:-$("$VENV/bin/python" -c 'import secrets; print(secrets.token_hex(24))')}"
echo "lab.sh: ready after $((SECONDS - started)) s; starting JupyterLab in $ROOT/notebooks"
echo "lab.sh: open http://127.0.0.1:$PORT/lab/tree/01_quickstart.ipynb?token=$JUPYTER_TOKEN"
echo "lab.sh: start with that notebook, 01_quickstart (Run All), then the others in order; Ctrl-C here stops JupyterLab"
cd "$ROOT/notebooks"
# --ServerApp.port_retries=0: a busy port fails with a message instead of moving to a port other than the one printed.
exec "$VENV/bin/jupyter" lab --ip=127.0.0.1 --no-browser --ServerApp.port_retries=0 \
    "${PORT_FLAG[@]}" "${ROOT_FLAG[@]}" "$@"
