"""Which agent a ``%%agent`` cell talks to, and where its session is kept.

One agent per session name in the kernel. With a store (the default store
``.nbagent/nbagent.duckdb`` unless ``nbagent.configure(store=False)``), a
named session (``--session NAME``) is resumed from the store, also after a
kernel restart; the unnamed default session is new for each kernel.
"""

from __future__ import annotations

from typing import Any

from IPython.core.error import UsageError

__all__ = ["SessionSlots", "resolve_store", "session_action"]

DEFAULT = "default"


def resolve_store(setting: Any) -> Any:
    """The store for ``configure(store=...)``: None -> the default store, False -> none, a path or a Store."""
    if setting is False:
        return None
    from ..store import Store, default_store

    if setting is None or setting is True:
        return default_store()
    return setting if isinstance(setting, Store) else default_store(setting)  # one per path


class SessionSlots:
    """Agents by session name; ``current`` is what a cell without ``--session`` uses."""

    def __init__(self) -> None:
        self.agents: dict[str, Any] = {}
        self.current = DEFAULT

    def get(self, name: str) -> Any:
        """The agent already made for this session in this kernel, or None."""
        return self.agents.get(name)

    def create(self, name: str, *, new: bool, store: Any, make: Any) -> Any:
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

    def forget(self, name: str) -> None:
        """Drop the kernel's agent for a session (a deleted or renamed session)."""
        self.agents.pop(name, None)


def session_action(slots: SessionSlots, store: Any, action: str, names: list[str], *, archived: bool = False) -> Any:
    """What ``%agent_session ACTION NAMES`` does (the argument count is checked by the magic);
    ``list`` returns the table, the others print what they did."""
    if action == "list":
        from ._listing import session_table

        return session_table(store, include_archived=archived)
    if action == "new":
        name = names[0] if names else f"session-{len(slots.agents) + 1}"
        if store.get_session(name) is not None:
            raise UsageError(f"a session named {name!r} already exists: resume it or pick another name")
        slots.current = name
        print(f"New session {name!r}: the next %%agent cells use it.")
    elif action == "resume":
        info = store.get_session(names[0])
        if info is None:
            raise UsageError(f"no stored session {names[0]!r}; %agent_session lists them")
        key = info.name or info.id
        slots.forget(key)
        slots.current = key
        from ..boundary._terminal import visible  # not at module level: %load_ext imports no nbagent.boundary

        title = visible(info.title) if info.title else "untitled"  # a stored title may come with a cloned store
        print(f"Resumed {key!r} ({title}): the next %%agent cells continue it.")
    elif action == "rename":
        old, new_name = names
        info = store.rename_session(old, new_name)
        if old in slots.agents:
            slots.agents[new_name] = slots.agents.pop(old)
        if slots.current == old:
            slots.current = new_name
        print(f"Renamed {old!r} to {info.name!r}.")
    else:
        info = store.get_session(names[0])
        if info is None:
            raise UsageError(f"no stored session {names[0]!r}")
        store.delete_session(info.id)
        for key in {info.id, info.name}:
            if key:
                slots.forget(key)
        print(f"Deleted session {info.name or info.id!r}.")
    return None
