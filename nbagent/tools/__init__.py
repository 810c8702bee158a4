"""Tools: plain Python functions the model can call."""

from __future__ import annotations

from ..messages import ToolOutput
from ._cancel import on_cancel
from ._registry import ToolRegistry
from ._tool import ArgumentError, Tool, as_tool, format_output, tool

__all__ = ["ArgumentError", "Tool", "ToolOutput", "ToolRegistry", "as_tool", "format_output", "on_cancel", "tool"]
