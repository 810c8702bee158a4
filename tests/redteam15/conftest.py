"""Red team 15 fixtures: the MCP tests' reference servers (their virtualenv) are reused."""

from tests.mcp.conftest import _stop_servers, servers_venv  # noqa: F401
