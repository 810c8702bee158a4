"""Cancel callbacks: how a tool running in a worker thread learns that its call was abandoned.

A thread cannot be stopped from outside, so when a call times out (or the run
is cancelled) the loop cannot end the work itself: it tells the tool, which
stops what it started (``duckdb.DuckDBPyConnection.interrupt``, closing a
socket, setting an event)::

    @tool(timeout=10)
    def heavy(sql: str) -> str:
        con = duckdb.connect()
        on_cancel(con.interrupt)  # the query stops when the call is abandoned
        ...

Callbacks run on the event loop's thread, once; a callback registered after
the call was abandoned runs at once. Outside a tool call ``on_cancel`` does
nothing.
"""

from __future__ import annotations

import contextvars
import logging
import threading
from collections.abc import Callable

__all__ = ["CancelScope", "on_cancel"]

log = logging.getLogger("nbagent.tools")


class CancelScope:
    """The cancel callbacks of one tool call."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._callbacks: list[Callable[[], object]] = []
        self.cancelled = False

    def add(self, callback: Callable[[], object]) -> None:
        """Run ``callback`` when the call is abandoned (at once if it already was)."""
        with self._lock:
            if not self.cancelled:
                self._callbacks.append(callback)
                return
        _call(callback)

    def cancel(self) -> None:
        """The call was abandoned: run the callbacks (each once; their errors are logged)."""
        with self._lock:
            if self.cancelled:
                return
            self.cancelled = True
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            _call(callback)


def _call(callback: Callable[[], object]) -> None:
    try:
        callback()
    except Exception:
        log.warning("nbagent: a tool's cancel callback failed", exc_info=True)


current_scope: contextvars.ContextVar[CancelScope | None] = contextvars.ContextVar("nbagent_cancel_scope", default=None)


def on_cancel(callback: Callable[[], object]) -> None:
    """Inside a tool running in a worker thread: call ``callback`` if the call is abandoned
    (timeout or cancellation), e.g. ``on_cancel(con.interrupt)``. Does nothing elsewhere."""
    scope = current_scope.get()
    if scope is not None:
        scope.add(callback)
