"""The set of tools an agent may call, looked up by exact name only."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator

from ..exceptions import ToolError
from ..messages import ToolSpec
from ._tool import Tool, as_tool
from ._toolset import Toolset, is_toolset
from ._yaml import load_tools

__all__ = ["ToolRegistry"]


class ToolRegistry:
    """Tools by name.

    Lookup is exact on purpose: a name that differs in case, whitespace or by a
    lookalike character is *not* a tool, so the model cannot reach a tool by
    spelling its name differently from the one the policy sees.
    """

    def __init__(self, tools: Iterable[Tool | Toolset | Callable[..., object] | ToolRegistry] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        self._toolsets: dict[str, Toolset] = {}
        for item in tools:
            if isinstance(item, ToolRegistry):  # a registry among the tools stands for its tools (and tool sets)
                for t in item:
                    self.add(t)
                for toolset in item.toolsets:
                    self.add_toolset(toolset)
            elif is_toolset(item):  # the marker is the opt-in (MCPServer sets it)
                self.add_toolset(item)
            else:
                self.add(item)

    def add_toolset(self, toolset: Toolset) -> None:
        """Register a set of tools listed when a run starts (an :class:`~nbagent.mcp.MCPServer`):
        it has a ``name`` and ``async atools()``; :meth:`expanded` adds its tools."""
        known = self._toolsets.get(toolset.name)
        if known is not None and known is not toolset:
            raise ToolError(f"two tool sets (MCP servers) are named {toolset.name!r}: give one of them another name")
        self._toolsets[toolset.name] = toolset

    @property
    def toolsets(self) -> tuple[Toolset, ...]:
        """The tool sets (MCP servers) whose tools join when a run starts."""
        return tuple(self._toolsets.values())

    async def expanded(self) -> ToolRegistry:
        """A registry with these tools and the tools each tool set lists now (it may connect first)."""
        registry = ToolRegistry(self._tools.values())
        for toolset in self._toolsets.values():
            for item in await toolset.atools():
                registry.add(item)
        return registry

    @classmethod
    def from_yaml(cls, path: str | os.PathLike[str]) -> ToolRegistry:
        """The tools a YAML file declares (the format: docs/tools.md, :mod:`nbagent.tools._yaml`).

        The file must be in your nbagent home or a trusted folder (``%agent_trust``): it names
        functions to import, and nothing is imported from any other file. Mistakes raise
        :class:`~nbagent.exceptions.ToolsFileError` naming ``file:line`` and the key.
        """

        return cls(load_tools(path))

    def add(self, item: Tool | Callable[..., object]) -> Tool:
        """Register a tool (a plain function is wrapped); a second tool with the same name is an error."""
        t = as_tool(item)
        if t.name in self._tools and self._tools[t.name] is not t:
            raise ToolError(f"two tools are named {t.name!r}: give one of them another name=")
        self._tools[t.name] = t
        return t

    def get(self, name: str) -> Tool | None:
        """The tool with exactly this name, or None."""
        return self._tools.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[Tool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    @property
    def tools(self) -> tuple[Tool, ...]:
        """The tools, in registration order (``Agent(tools=registry.tools)``; the registry itself works too)."""
        return tuple(self._tools.values())

    @property
    def names(self) -> tuple[str, ...]:
        """Registered names, in registration order."""
        return tuple(self._tools)

    def specs(self, names: Iterable[str] | None = None) -> tuple[ToolSpec, ...]:
        """Tool specs for the provider, for all tools or the given names."""
        chosen = self._tools.values() if names is None else (self._tools[n] for n in names)
        return tuple(t.to_spec() for t in chosen)
