"""What this kernel's MCP servers are doing, in a file the Jupyter server reads for the lab panel.

The Jupyter server is another process: it cannot see a kernel's connections. Each kernel
that used an MCP server keeps ``<nbagent home>/mcp/kernels/<pid>.json`` up to date (written
atomically when a server starts, lists its tools, exits or stops) and removes it when its
MCP loop shuts down; ``nbagent.server._mcp`` lists the files of live processes. Only
names, commands and tool descriptions are written: never the environment or headers
given to a server, and commands, URLs and errors pass the secret redactor first. The
files are the owner's only (0600 in a 0700 folder).
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
import weakref
from typing import TYPE_CHECKING, TypedDict

from ..boundary._redact import redact
from ..files._home import mcp_status_dir
from ..files._private import write_atomic
from ._private import private_folder

if TYPE_CHECKING:
    from ._server import MCPServer

__all__ = ["ServerStatus", "ToolStatus", "forget", "publish"]


class ToolStatus(TypedDict):
    """One tool of a server as the lab panel shows it."""

    name: str
    read_only: bool
    destructive: bool | None
    description: str


class ServerStatus(TypedDict):
    """One server's entry in a kernel's status file (nothing secret: commands and errors redacted)."""

    name: str
    transport: str
    target: str
    status: str
    source: str
    log: str
    last_error: str
    trusted_metadata: bool
    refused: list[str]
    tools: list[ToolStatus]


_lock = threading.Lock()
_servers: weakref.WeakValueDictionary[str, MCPServer] = weakref.WeakValueDictionary()


def publish(server: MCPServer) -> None:
    """Record ``server``'s state (it started, listed its tools, exited or stopped) in this process's file."""
    with _lock:
        _servers[server.name] = server
        entries = [_entry(s) for s in list(_servers.values())]
        path = mcp_status_dir() / f"{os.getpid()}.json"
        try:
            private_folder(path.parent)
            payload = json.dumps({"pid": os.getpid(), "updated": time.time(), "servers": entries})
            write_atomic(path, payload, private=True)
        except OSError:  # the panel is a view: a home that cannot be written must not break a call
            pass


def forget() -> None:
    """This process's MCP loop shut down: remove its file."""
    with _lock:
        _servers.clear()
        with contextlib.suppress(OSError):
            (mcp_status_dir() / f"{os.getpid()}.json").unlink(missing_ok=True)


def _entry(server: MCPServer) -> ServerStatus:
    tools = server.listed
    return {
        "name": server.name,
        "transport": server.transport,
        "target": server.target,  # redacted
        "status": server.status,
        "source": server.source,
        "log": str(server.log_path),
        "last_error": redact(server.last_error),
        "trusted_metadata": server.trusted_metadata,
        "refused": [redact(why) for why in server.refused.values()],
        "tools": [
            {
                "name": t.name,
                "read_only": bool(t.read_only),
                "destructive": t.destructive,
                "description": str(t.description or "")[:300],
            }
            for t in tools
        ],
    }
