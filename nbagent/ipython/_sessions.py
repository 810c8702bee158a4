"""``%agent_session``, and the store a ``%%agent`` cell keeps its session in.

Imported when a magic that needs the store runs (``%load_ext nbagent`` imports no store); the agents
of the kernel's sessions are in ``_slots``.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from IPython.core.error import UsageError

from ..boundary._terminal import visible
from ..config._configure import defaults
from ..exceptions import UserError
from ..store import Store, default_store
from ._listing import session_table
from ._slots import SessionSlots

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["resolve_store", "session_action", "session_magic"]


def resolve_store(setting: Store | str | os.PathLike[str] | bool | None) -> Store | None:
    """The store for ``configure(store=...)``: None -> the default store, False -> none, a path or a Store."""
    if setting is False:
        return None
    if setting is None or setting is True:
        return default_store()
    return setting if isinstance(setting, Store) else default_store(setting)  # one per path


def session_magic(slots: SessionSlots, action: str, names: list[str], *, archived: bool) -> pd.DataFrame | None:
    """``%agent_session ACTION NAMES`` on the store of ``configure(store=...)``; UsageError for user mistakes."""
    store = resolve_store(defaults().store)
    if store is None:
        raise UsageError("no session store: nbagent.configure(store=False) turned it off")
    need = {"list": 0, "new": None, "resume": 1, "rename": 2, "delete": 1}[action]
    if need is not None and len(names) != need:
        raise UsageError(f"%agent_session {action} takes {need} argument(s), got {len(names)}")
    try:
        return session_action(slots, store, action, names, archived=archived)
    except UserError as exc:
        raise UsageError(str(exc)) from None


def _by_slot_names(table: pd.DataFrame, slots: SessionSlots, store: Store, *, archived: bool) -> pd.DataFrame:
    """The listing by the names cells use: this kernel's sessions by their slot name (``default`` for the
    kernel's own unnamed session, as the transcript's header says), stored sessions by their name; the
    stored id comes last, secondary (an unnamed session of another kernel has no name: ``%agent_session
    resume ID`` takes its id)."""
    stored = store.sessions(include_archived=archived)
    id_of = {(n if isinstance(n, str) and n else i): i for i, n in zip(stored["id"], stored["name"], strict=True)}
    in_kernel = slots.names_by_id()
    ids = [id_of.get(shown, shown) for shown in table["name"]]
    table["name"] = [in_kernel.get(i, "" if shown == i else shown) for i, shown in zip(ids, table["name"], strict=True)]
    table["id"] = ids
    return table


def session_action(
    slots: SessionSlots, store: Store, action: str, names: list[str], *, archived: bool = False
) -> pd.DataFrame | None:
    """What ``%agent_session ACTION NAMES`` does (the argument count is checked by :func:`session_magic`);
    ``list`` returns the table, the others print what they did."""
    if action == "list":
        return _by_slot_names(session_table(store, include_archived=archived), slots, store, archived=archived)
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
        for alias in {info.id, info.name}:
            if alias:
                slots.forget(alias)
        print(f"Deleted session {info.name or info.id!r}.")
    return None
