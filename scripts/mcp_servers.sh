#!/usr/bin/env bash
# The reference MCP servers (mcp-server-time, mcp-server-git from PyPI) that demo 06 and tests/mcp run, in a
# virtualenv of their own: their pins never meet nbagent's. The pins are in tests/mcp/servers.txt.
# The virtualenv is $NBAGENT_MCP_SERVERS_VENV, else .venv-mcp-servers in the checkout (where demo 06 looks by
# default); callers export that variable for the kernels. Called by lab.sh, test.sh and binder/postBuild.
# Idempotent: nothing to do (a fraction of a second) when the servers are there with the pins of servers.txt.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MCP_VENV="${NBAGENT_MCP_SERVERS_VENV:-$ROOT/.venv-mcp-servers}"
PINS="$ROOT/tests/mcp/servers.txt"
STAMP="$MCP_VENV/nbagent-servers.txt"  # the pins it was made with: a changed pin reinstalls

if [ -x "$MCP_VENV/bin/mcp-server-time" ] && [ -x "$MCP_VENV/bin/mcp-server-git" ] \
    && { [ ! -f "$STAMP" ] || cmp -s "$PINS" "$STAMP"; }; then
    exit 0
fi
if [ ! -x "$MCP_VENV/bin/python" ]; then
    "${PYTHON:-python3}" -m venv "$MCP_VENV"
fi
"$MCP_VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$PINS"
cp "$PINS" "$STAMP"
