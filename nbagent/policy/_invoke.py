"""Call a user-supplied hook (sync or async) with a time limit.

Used for review hooks, approval handlers, screening classifiers and coherence
checkers. The callers turn every failure into a *no* (fail closed), so this
only reports what happened; it never raises except for cancellation.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Outcome", "call_hook"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The hook's return value, or what went wrong (``error`` is None on success)."""

    value: Any = None
    error: str | None = None


def _is_async(fn: Callable[..., Any]) -> bool:
    return inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(
        getattr(fn, "__call__", None)  # noqa: B004 - async __call__ of a callable object
    )


async def call_hook(fn: Callable[..., Any], *args: Any, timeout: float | None, what: str = "hook") -> Outcome:
    """Run ``fn(*args)``; async functions are awaited, sync ones run in a worker thread.

    A sync function that returns an awaitable is awaited too. A timeout, an
    exception or a hook that is not callable comes back as ``Outcome(error=...)``.
    Cancellation (Stop in the notebook) propagates.
    """
    if not callable(fn):
        return Outcome(error=f"{what} is not callable ({type(fn).__name__})")

    async def run() -> Any:
        if _is_async(fn):
            result = await fn(*args)
        else:
            # a worker thread keeps the event loop (and the notebook) responsive, and lets the timeout apply
            result = await asyncio.to_thread(fn, *args)
        if inspect.isawaitable(result):
            result = await result
        return result

    try:
        if timeout is None:
            return Outcome(await run())
        return Outcome(await asyncio.wait_for(run(), timeout))
    except TimeoutError:
        return Outcome(error=f"{what} did not answer within {timeout:g} s")
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        return Outcome(error=f"{what} raised {type(exc).__name__}: {exc}")
