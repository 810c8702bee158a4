"""The MCP servers the kernels of this user run, for the lab panel (``GET /nbagent/api/mcp``).

Each kernel that used an MCP server keeps a file in ``<nbagent home>/mcp/kernels/`` (written by
``nbagent.mcp._status``); this reads the files of live processes and removes those of
processes that are gone. What a file holds is shown as text (the panel never renders it as HTML).
"""

from __future__ import annotations

import json
import os
from typing import TypedDict

from ..files._home import mcp_status_dir

__all__ = ["mcp_servers"]

_MAX_FILE = 1_000_000


class McpServers(TypedDict):
    """What the panel lists: each server as its kernel's status file has it, with the kernel's ``pid``."""

    servers: list[dict[str, object]]


def mcp_servers() -> McpServers:
    """``{"servers": [...]}``: each server with its kernel's ``pid``, status and tools."""
    found: list[dict[str, object]] = []
    folder = mcp_status_dir()
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        try:
            if path.stat().st_size > _MAX_FILE:
                continue
            data: object = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):  # not this module's file
                continue
            pid = int(data["pid"])
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if not _alive(pid):
            path.unlink(missing_ok=True)
            continue
        for server in data.get("servers") or ():
            if isinstance(server, dict) and isinstance(server.get("name"), str):
                found.append({**server, "pid": pid})
    return {"servers": found}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, another user's
        return True
    return True
