"""The event loop that owns every MCP connection of this process, on a thread of its own.

A notebook cell runs on ipykernel's event loop and ends; an MCP session must
outlive it (reused by the next cell) and its transport (anyio task groups, a
child process) must be entered and left by one task on one loop. So one daemon
thread runs a loop for the whole kernel; connections live there, and callers on
any loop hand it coroutines (:func:`submit`) and await the answer without
blocking their own loop. :func:`shutdown` closes every connection (kernel exit,
``%unload_ext``); the next :func:`submit` starts a fresh loop.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import TypeVar

from . import _status

__all__ = ["on_shutdown", "shutdown", "submit", "wait"]

T = TypeVar("T")
Closer = Callable[[], Awaitable[object]]

_lock = threading.Lock()
_loop: asyncio.AbstractEventLoop | None = None
_thread: threading.Thread | None = None
_closers: list[Closer] = []  # async callables run on the loop by shutdown() (each server's stop)


def _ensure() -> asyncio.AbstractEventLoop:
    global _loop, _thread
    with _lock:
        if _loop is not None and _thread is not None and _thread.is_alive():
            return _loop
        loop = asyncio.new_event_loop()
        started = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(loop)
            loop.call_soon(started.set)
            loop.run_forever()

        thread = threading.Thread(target=run, name="nbagent-mcp", daemon=True)
        thread.start()
        started.wait()
        _loop, _thread = loop, thread
        return loop


def submit(coro: Coroutine[object, None, T]) -> concurrent.futures.Future[T]:
    """Run ``coro`` on the MCP loop; cancelling the returned future cancels it there."""
    return asyncio.run_coroutine_threadsafe(coro, _ensure())


async def wait(coro: Coroutine[object, None, T], timeout: float | None = None) -> T:
    """Await ``coro`` run on the MCP loop from any other loop; at ``timeout`` it is cancelled there
    and :class:`TimeoutError` raised here (so is cancellation of the caller passed on)."""
    future = asyncio.wrap_future(submit(coro))
    if timeout is None:
        return await future
    return await asyncio.wait_for(future, timeout)


def call(coro: Coroutine[object, None, T], timeout: float | None = None) -> T:
    """Blocking form of :func:`wait` for code that is not on an event loop (magics, ``server.tools()``)."""
    future = submit(coro)
    try:
        return future.result(timeout)
    except concurrent.futures.TimeoutError:
        future.cancel()
        raise TimeoutError from None


def on_shutdown(closer: Closer) -> None:
    """Register ``closer`` (an async callable) to run when the loop shuts down."""
    if closer not in _closers:
        _closers.append(closer)


def shutdown(timeout: float = 10.0) -> None:
    """Stop every connection (their processes end), then the loop and its thread."""
    global _loop, _thread
    with _lock:
        loop, thread = _loop, _thread
        _loop = _thread = None
    if loop is None or thread is None or not thread.is_alive():
        return

    async def close_all() -> None:
        await asyncio.gather(*(closer() for closer in list(_closers)), return_exceptions=True)

    with contextlib.suppress(Exception):  # a server that will not stop must not block the kernel's exit
        asyncio.run_coroutine_threadsafe(close_all(), loop).result(timeout)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(timeout=2.0)

    _status.forget()


atexit.register(shutdown)
