"""Call a user-supplied hook (sync or async) with a time limit.

Used for review hooks, approval handlers, screening classifiers and coherence
checkers. The callers turn every failure into a *no* (fail closed), so this
only reports what happened; it never raises except for cancellation.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeGuard

__all__ = ["TIMED_OUT", "Outcome", "call_hook"]

TIMED_OUT = "nbagent: the time limit ran out"
"""The message of the ``CancelledError`` a timed-out hook sees, so it can tell a timeout from Stop."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The hook's return value, or what went wrong (``error`` is None on success).

    ``timed_out`` is True when the time limit ran out (``error`` then says so).
    """

    value: object = None
    error: str | None = None
    timed_out: bool = False


def _is_async(fn: Callable[..., object]) -> TypeGuard[Callable[..., Awaitable[object]]]:
    return inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(
        getattr(fn, "__call__", None)  # noqa: B004 - async __call__ of a callable object
    )


async def call_hook(fn: Callable[..., object], *args: object, timeout: float | None, what: str = "hook") -> Outcome:
    """Run ``fn(*args)``; async functions are awaited, sync ones run in a worker thread.

    A sync function that returns an awaitable is awaited too. A timeout, an
    exception or a hook that is not callable comes back as ``Outcome(error=...)``.
    Cancellation (Stop in the notebook) propagates. This is the one owner of the
    time limit: at the limit the hook is cancelled with the message
    ``TIMED_OUT`` (an approval card uses it to say "timed out", not "cancelled").
    """
    if not callable(fn):
        return Outcome(error=f"{what} is not callable ({type(fn).__name__})")

    async def run() -> object:
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
        return await _limited(run(), timeout, what)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        return Outcome(error=f"{what} raised {type(exc).__name__}: {exc}")


async def _limited(work: Awaitable[object], timeout: float, what: str) -> Outcome:
    """Await ``work`` for at most ``timeout`` s; at the limit cancel it with ``TIMED_OUT`` and say so."""
    task = asyncio.ensure_future(work)
    try:
        done, _ = await asyncio.wait({task}, timeout=timeout)
    except BaseException:  # Stop (or our own cancellation) while waiting: the hook stops too, and tidies up
        task.cancel()
        with contextlib.suppress(BaseException):
            await asyncio.wait({task}, timeout=1.0)
        raise
    if done:
        return Outcome(task.result())
    task.cancel(TIMED_OUT)
    # Let the hook tidy up (an approval card shows "timed out"), but never wait long for one that ignores it.
    await asyncio.wait({task}, timeout=1.0)
    if task.done() and not task.cancelled():
        with contextlib.suppress(BaseException):
            task.result()  # retrieved, so asyncio does not warn about it
    return Outcome(error=f"{what} did not answer within {timeout:g} s", timed_out=True)
