"""signals_wake_loop: a signal that lands on another thread still wakes the main thread's event loop."""

from __future__ import annotations

import asyncio
import signal
import threading
import time
from collections.abc import Iterator

import pytest

from nbagent.ipython._stop import signals_wake_loop


@pytest.fixture(autouse=True)
def no_wakeup_fd() -> Iterator[None]:
    """Each test starts without a wakeup fd (another test's event loop may have left one) and leaves none."""
    before = signal.set_wakeup_fd(-1)
    yield
    try:
        signal.set_wakeup_fd(before)
    except (ValueError, OSError):  # it was a closed loop's: leave none
        signal.set_wakeup_fd(-1)


def _handled_after(wake: bool) -> float:
    """Seconds from a SIGUSR1 sent to a worker thread until the main thread ran its Python handler,
    while the main loop sleeps 1.5 s with nothing else to do."""
    handled: list[float] = []
    previous = signal.signal(signal.SIGUSR1, lambda *_: handled.append(time.monotonic()))
    parked = threading.Event()
    sent: list[float] = []

    def worker() -> None:
        parked.wait(5)

    async def main() -> None:
        thread = threading.Thread(target=worker)
        thread.start()
        # signal a thread other than the main one: CPython runs the handler on the main thread, when it
        # next runs Python code
        asyncio.get_running_loop().call_later(0.2, lambda: (sent.append(time.monotonic()), _kill(thread)))
        if wake:
            with signals_wake_loop():
                await asyncio.sleep(1.5)
        else:
            await asyncio.sleep(1.5)
        parked.set()
        thread.join()

    def _kill(thread: threading.Thread) -> None:
        assert thread.ident is not None
        signal.pthread_kill(thread.ident, signal.SIGUSR1)

    try:
        asyncio.run(main())
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert handled and sent
    return handled[0] - sent[0]


def test_a_signal_on_another_thread_wakes_the_loop_at_once() -> None:
    assert _handled_after(wake=True) < 0.5


def test_without_it_the_handler_waits_for_the_loop_to_wake_for_something_else() -> None:
    # what ipykernel's Stop ran into: the handler ran only when the 1.5 s sleep ended
    assert _handled_after(wake=False) > 1.0


def test_the_wakeup_fd_is_put_back() -> None:
    async def inside() -> int:
        with signals_wake_loop():
            current = signal.set_wakeup_fd(-1)
            signal.set_wakeup_fd(current)
            return current

    assert signal.set_wakeup_fd(-1) == -1
    assert asyncio.run(inside()) != -1
    assert signal.set_wakeup_fd(-1) == -1  # ours is gone again

    import socket

    mine, other = socket.socketpair()
    mine.setblocking(False)
    try:
        signal.set_wakeup_fd(mine.fileno())
        assert asyncio.run(inside()) == mine.fileno()  # someone else's stays in place, untouched
        assert signal.set_wakeup_fd(-1) == mine.fileno()
    finally:
        mine.close()
        other.close()
