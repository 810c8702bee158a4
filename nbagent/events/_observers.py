"""Process-wide event observers: every agent's events also go to these (telemetry uses it).

An agent's own subscribers (``Agent(on_event=...)``, ``agent.subscribe``) see one agent;
an observer here sees every run in the process, ``%%agent`` cells included, without the
code that makes the agents knowing about it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from . import Event

__all__ = ["add_observer", "observers"]

_LOCK = threading.Lock()
_OBSERVERS: tuple[Callable[[Event], None], ...] = ()


def observers() -> tuple[Callable[[Event], None], ...]:
    """The observers now (a tuple: adding or removing one never disturbs an event being handed out)."""
    return _OBSERVERS


def add_observer(fn: Callable[[Event], None]) -> Callable[[], None]:
    """Hand every event of every agent to ``fn``; returns a function that removes it."""
    global _OBSERVERS
    with _LOCK:
        _OBSERVERS = (*_OBSERVERS, fn)

    def remove() -> None:
        global _OBSERVERS
        with _LOCK:
            _OBSERVERS = tuple(o for o in _OBSERVERS if o is not fn)

    return remove
