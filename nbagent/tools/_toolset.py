"""What a tool set is to the registry and the loop: tools listed when a run starts (an MCP server)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from ._tool import Tool

__all__ = ["Toolset", "is_toolset"]


class Toolset(Protocol):
    """A named set of tools the registry lists when a run starts (:class:`~nbagent.mcp.MCPServer` is one).

    An object opts in with the class attribute ``__nbagent_toolset__ = True``."""

    @property
    def name(self) -> str:
        """Unique among a registry's tool sets."""
        ...

    async def atools(self) -> Sequence[Tool]:
        """The tools now (it may connect first)."""
        ...

    def untrusted_metadata(self) -> str | None:
        """A label when the set's descriptions are third-party text (they go out with every request and mark
        the conversation untrusted); None when they are the person's own."""
        ...


def is_toolset(value: object) -> TypeIs[Toolset]:
    """Is ``value`` a tool set (an object, not a class, with the opt-in ``__nbagent_toolset__ = True``)?"""
    return getattr(value, "__nbagent_toolset__", False) is True and not isinstance(value, type)
