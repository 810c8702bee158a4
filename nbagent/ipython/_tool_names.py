"""``--tools``: what each name in a cell's tool list stands for."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from IPython.core.error import UsageError

from ..exceptions import NbAgentError, ToolError
from ..mcp import MCPServer, configured_servers
from ..tools import Tool, ToolRegistry
from ..tools._toolset import Toolset, is_toolset
from ..tools._yaml import is_tools_file, load_tools
from ._hints import unknown_tool_message
from .tools import BUILTIN_NAMES, notebook_tools

if TYPE_CHECKING:
    from IPython.core.interactiveshell import InteractiveShell

__all__ = ["resolve_tools"]


def resolve_tools(
    spec: str, namespace: Mapping[str, object], shell: InteractiveShell | None
) -> list[Tool | Toolset | Callable[..., object]]:
    """Tools named in ``--tools``: notebook variables, built-in tool names, ``notebook`` for all built-ins,
    the tools of each ``*.yaml`` / ``*.yml`` file named, and MCP servers of the configuration files."""
    names = [n for n in (p.strip() for p in spec.replace(",", " ").split()) if n]
    builtins: dict[str, Tool] = {}
    # Tools, functions and tool sets (MCP servers, known by their ``__nbagent_toolset__`` mark)
    tools: list[Tool | Toolset | Callable[..., object]] = []
    servers: dict[str, MCPServer] | None = None
    for name in names:
        value = namespace.get(name)
        if is_tools_file(name):
            tools.extend(load_tools(name.strip("'\"")))  # a ToolsFileError becomes the cell's UsageError
        elif is_toolset(value):  # an MCPServer
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


def _configured_servers() -> dict[str, MCPServer]:
    try:
        return configured_servers()
    except NbAgentError as exc:
        raise UsageError(str(exc)) from None
