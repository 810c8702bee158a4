"""What the code running now belongs to: the agent run and its stored session.

:class:`~nbagent.loop._agent.Agent` sets it for the length of a run; tools run in
worker threads see it too (``asyncio.to_thread`` copies the context). The
knowledge memory uses it to note which session and run saved an entry.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass

__all__ = ["RunContext", "current_run"]


@dataclass(frozen=True, slots=True)
class RunContext:
    """The run in progress: its id and its stored session's id (None without a store)."""

    run_id: str
    session_id: str | None = None


current_run: ContextVar[RunContext | None] = ContextVar("nbagent_current_run", default=None)
