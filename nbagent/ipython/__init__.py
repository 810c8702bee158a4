"""IPython integration: the ``%%agent`` magics and ``%%agent_sql`` (loaded by ``%load_ext nbagent``)."""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Any

from ._mcp import McpMagics
from ._sql import SqlMagics
from ._transform import agent_cell_transformer
from .magics import AgentMagics

if TYPE_CHECKING:
    from IPython.core.interactiveshell import InteractiveShell

__all__ = ["load_ipython_extension", "unload_ipython_extension"]


def load_ipython_extension(ipython: Any) -> None:
    """Register the magics and the ``pre_run_cell`` hook that tells them which cell runs; no prints."""
    # an InteractiveShell, whose ``configurables`` IPython leaves typed as a list of shells (inferred from
    # ``[self]``), so appending the magics to it would not type-check
    magics = AgentMagics(shell=ipython)
    ipython.register_magics(magics)
    ipython.register_magics(SqlMagics(shell=ipython))
    ipython.register_magics(McpMagics(shell=ipython))
    ipython.configurables.append(magics)
    ipython.events.register("pre_run_cell", magics.turns.pre_run_cell)
    if agent_cell_transformer not in ipython.input_transformers_cleanup:
        # first: IPython's own cleanup would strip ">>> " and "In [1]: " from every line of a prompt
        # that has one, and dedent it, before the magic saw the text as written
        ipython.input_transformers_cleanup.insert(0, agent_cell_transformer)


def unload_ipython_extension(ipython: InteractiveShell) -> None:
    """Remove the magics registered by :func:`load_ipython_extension` and stop the MCP servers it started."""
    while agent_cell_transformer in ipython.input_transformers_cleanup:
        ipython.input_transformers_cleanup.remove(agent_cell_transformer)
    manager = ipython.magics_manager
    for magics in [c for c in ipython.configurables if isinstance(c, AgentMagics)]:
        with contextlib.suppress(ValueError):  # not registered (made without load_ipython_extension)
            ipython.events.unregister("pre_run_cell", magics.turns.pre_run_cell)
    for kind in ("line", "cell"):
        table = manager.magics[kind]
        for name, fn in list(table.items()):
            owner = getattr(fn, "__self__", None)
            if isinstance(owner, (AgentMagics, SqlMagics, McpMagics)):
                del table[name]
    manager.registry.pop("AgentMagics", None)
    manager.registry.pop("SqlMagics", None)
    manager.registry.pop("McpMagics", None)
    if "nbagent.mcp._loop" in sys.modules:  # only if MCP was used: unloading imports nothing new
        sys.modules["nbagent.mcp._loop"].shutdown()
    ipython.configurables[:] = [c for c in ipython.configurables if not isinstance(c, AgentMagics)]
