"""The knowledge memory's record in the store: every entry saved or forgotten, by whom.

:class:`StoreMirror` is the :class:`~nbagent.memory.KnowledgeMirror` a
:class:`~nbagent.store.Store` hands out. Changes go to the journal like
events (cheap, never lost); the ``memories`` table keeps them append-only,
the ``memory_latest`` view holds each entry's newest change, and the
``memory_entries`` view is what is remembered now (per Markdown folder:
``root``). Nothing there is deleted, so a forgotten entry can be
restored.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...loop._context import current_run
from ..reading._reader import StoreReader

if TYPE_CHECKING:
    from ...memory import MemoryEntry
    from .._store import Store

__all__ = ["StoreMirror"]

_CURRENT = "SELECT entry_id, kind, date, time, category, text FROM memory_entries WHERE root = ? ORDER BY saved_at"
_FORGOTTEN = (
    "SELECT entry_id, kind, date, time, category, text FROM memory_latest "
    "WHERE root = ? AND op = 'removed' ORDER BY ts DESC"
)


_NOBODYS = frozenset({"hand-edit", "import"})  # changes no agent run made
_SYNC_TIMEOUT = 2.0  # seconds a memory read waits for the store before it gives up (logged)


class StoreMirror:
    """Keeps a knowledge memory's changes in a store (see :meth:`Store.knowledge_mirror`)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def __repr__(self) -> str:
        return f"StoreMirror({self.store!r})"

    def memory_changed(
        self,
        root: str,
        added: Sequence[MemoryEntry] = (),
        removed: Sequence[MemoryEntry] = (),
        *,
        origin: str,
    ) -> None:
        """Record entries saved and forgotten (journaled).

        The session and run are those of the agent run doing it (``remember``
        called by the model); a hand edit or an import noticed during a run is
        nobody's run, so it has none.
        """
        run = current_run.get() if origin not in _NOBODYS else None
        session_id = run.session_id if run else None
        run_id = run.run_id if run else None
        ts = time.time()
        make = self.store._rows.memory_row
        rows = [
            make("removed", e, root=root, origin=origin, ts=ts, session_id=session_id, run_id=run_id) for e in removed
        ]
        rows += [make("added", e, root=root, origin=origin, ts=ts, session_id=session_id, run_id=run_id) for e in added]
        if rows:
            self.store._writer.record(rows)

    def memory_entries(self, root: str, *, forgotten: bool = False) -> list[MemoryEntry]:
        """What the store holds as remembered for ``root`` (or forgotten: newest first)."""
        from ...memory import MemoryEntry

        # checked as the store's own reads are: a cloned folder's store can hold planted views
        reader = StoreReader(self.store.path, timeout=_SYNC_TIMEOUT, untrusted=self.store.checked).arrow
        rows = reader.query(_FORGOTTEN if forgotten else _CURRENT, [root]).to_pylist()
        return [
            MemoryEntry(
                r["text"],
                r["category"],
                r["kind"],
                r["date"] or "",
                r["time"] or "",
                id=r["entry_id"],
            )
            for r in rows
        ]
