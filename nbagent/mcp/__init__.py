"""MCP servers as tools: ``Agent(tools=[MCPServer.stdio(["uvx", "mcp-server-git"], name="git"), my_fn])``.

An MCP server's tools go through the same pipeline as Python tools: the policy
(globs such as ``git__*`` and argument rules), approvals (the card shows the
server's ``destructiveHint``), containment (their output is untrusted), screening
and the audit log (rows name the server). Servers can also come from the
``mcp_servers:`` key of the user's configuration file or a trusted project's
(:func:`configured_servers`; ``%agent_mcp add`` writes it).

The official ``mcp`` SDK does the protocol; it is imported on first use only. See
docs/mcp.md.
"""

from __future__ import annotations

import os

from ..boundary._provenance import untrusted
from . import _loop
from ._config import configured_servers as found
from ._server import MCPServer, MCPServerError, Prompt, Resource

__all__ = [
    "MCPServer",
    "MCPServerError",
    "Prompt",
    "Resource",
    "configured_servers",
    "read_resource",
    "shutdown",
]


def configured_servers(project_dir: str | os.PathLike[str] | None = None) -> dict[str, MCPServer]:
    """The servers of ``mcp_servers:`` in the user's file and a trusted project's (see :mod:`._config`)."""

    return found(project_dir)


def read_resource(server: MCPServer, uri: str) -> str:
    """The text of a server's resource, marked untrusted (:func:`nbagent.untrusted`).

    Put it in a prompt as ``{name}``: the prompt then carries it as third-party data, and
    the session counts as holding untrusted content (calls of tools that are not
    read-only go to review from then on).
    """

    return untrusted(server.read_resource(uri))


def shutdown() -> None:
    """Stop every MCP server of this process (kernel exit and ``%unload_ext nbagent`` do it)."""

    _loop.shutdown()
