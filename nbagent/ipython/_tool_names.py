"""``--tools``: what each name in a cell's tool list stands for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from IPython.core.error import UsageError

from ..exceptions import NbAgentError, ToolError
from ..mcp import configured_servers
from ..tools import Tool, ToolRegistry
from ..tools._yaml import is_tools_file, load_tools
from ._hints import unknown_tool_message
from .tools import BUILTIN_NAMES, notebook_tools

__all__ = ["resolve_tools"]


def resolve_tools(spec: str, namespace: Mapping[str, Any], shell: Any) -> list[Any]:
    """Tools named in ``--tools``: notebook variables, built-in tool names, ``notebook`` for all built-ins,
    the tools of each ``*.yaml`` / ``*.yml`` file named, and MCP servers of the configuration files."""
    names = [n for n in (p.strip() for p in spec.replace(",", " ").split()) if n]
    builtins: dict[str, Any] = {}
    tools: list[Any] = []
    servers: dict[str, Any] | None = None
    for name in names:
        value = namespace.get(name)
        if is_tools_file(name):
            tools.extend(load_tools(name.strip("'\"")))  # a ToolsFileError becomes the cell's UsageError
        elif getattr(value, "__nbagent_toolset__", False) and not isinstance(value, type):  # an MCPServer
            tools.append(value)
        elif value is not None and callable(value):
            if not isinstance(value, Tool) and getattr(value, "__name__", "") == "<lambda>":
                value = Tool(value, name=name)  # a lambda is known by its variable's name
            tools.append(value)
        elif name == "notebook" or name in BUILTIN_NAMES:
            if not builtins:
                builtins = {t.name: t for t in notebook_tools(shell)}
            tools.extend(builtins.values() if name == "notebook" else [builtins[name]])
        elif name in (servers := _configured_servers() if servers is None else servers):
            tools.append(servers[name])  # an MCP server of the configuration files (mcp_servers:)
        else:
            raise UsageError(unknown_tool_message(name, namespace, BUILTIN_NAMES))
    unique = list({id(t): t for t in tools}.values())
    try:  # two tools of one name (a YAML tool and a notebook function, two files): say so here
        ToolRegistry(unique)
    except ToolError as exc:
        raise UsageError(f"--tools: {exc}") from None
    return unique


def _configured_servers() -> dict[str, Any]:
    try:
        return configured_servers()
    except NbAgentError as exc:
        raise UsageError(str(exc)) from None
