"""The user's nbagent home: ``$NBAGENT_HOME``, else ``~/.nbagent``.

What belongs to the person rather than to a project lives here: the user's
policy layer, the folders they trust, the audit chain's key.
"""

from __future__ import annotations

import os
from pathlib import Path

from ._private import private_dir

__all__ = ["mcp_server_dir", "mcp_status_dir", "user_home"]


def user_home() -> Path:
    """``$NBAGENT_HOME`` when set, else ``~/.nbagent`` (not created here)."""
    home = os.environ.get("NBAGENT_HOME")
    return Path(home).expanduser() if home else Path("~/.nbagent").expanduser()


def mcp_status_dir() -> Path:
    """Where each kernel says what its MCP servers are doing (``nbagent.mcp._status``), for the lab panel."""
    return user_home() / "mcp" / "kernels"


def mcp_server_dir(name: str) -> Path:
    """The working directory a stdio MCP server starts in unless given one: ``<home>/mcp/servers/<name>``.

    Created (owner only) on first use. Never the kernel's working directory: that is the notebook's
    folder, possibly a cloned repository, and ``python -m``, ``npx`` and ``uvx`` take code or settings
    from the folder they start in.
    """
    return private_dir(user_home() / "mcp" / "servers" / name)
