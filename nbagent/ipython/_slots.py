"""Which agent a ``%%agent`` cell talks to: one per session name in the kernel.

``%load_ext nbagent`` makes the slots (light: the store is reached through ``_sessions`` when a cell
runs). With a store (the default store ``.nbagent/nbagent.duckdb`` unless
``nbagent.configure(store=False)``), a named session (``--session NAME``) is resumed from the store,
also after a kernel restart; the unnamed default session is new for each kernel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from IPython.core.error import UsageError

if TYPE_CHECKING:
    from ..loop import Agent
    from ..store import Store

__all__ = ["DEFAULT", "SessionSlots"]

DEFAULT = "default"


class MakeAgent(Protocol):
    """What builds a session's agent: ``make(store=..., session=...)`` (no store: ``None, None``)."""

    def __call__(self, *, store: Store | None, session: str | None) -> Agent: ...


class SessionSlots:
    """Agents by session name; ``current`` is what a cell without ``--session`` uses."""

    def __init__(self) -> None:
        self.agents: dict[str, Agent] = {}
        self.current = DEFAULT

    def get(self, name: str) -> Agent | None:
        """The agent already made for this session in this kernel, or None."""
        return self.agents.get(name)

    def create(self, name: str, *, new: bool, store: Store | None, make: MakeAgent) -> Agent:
        """Make the agent of session ``name`` (``make(store=..., session=...)`` builds it)."""
        if store is None:
            agent = make(store=None, session=None)
        elif name == DEFAULT:
            # the default session is this kernel's own: a fresh, unnamed session in the store
            agent = make(store=store, session=store.new_session(None).id)
        else:
            if new and store.get_session(name) is not None:
                raise UsageError(
                    f"a session named {name!r} is already stored: continue it without --new, "
                    f"or remove it with %agent_session delete {name}"
                )
            agent = make(store=store, session=name)
        self.agents[name] = agent
        return agent

    def names_by_id(self) -> dict[str, str]:
        """The stored session id of each session this kernel talks to -> the name its cells use
        (``default`` for the kernel's own unnamed session): what ``%agent_session list`` shows."""
        return {agent.session.id: name for name, agent in self.agents.items() if agent.session is not None}

    def forget(self, name: str) -> None:
        """Drop the kernel's agent for a session (a deleted or renamed session)."""
        self.agents.pop(name, None)
