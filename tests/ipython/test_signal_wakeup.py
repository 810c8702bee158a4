"""signals_wake_loop: a signal that lands on another thread still wakes the main thread's event loop.

Each measurement runs in a fresh interpreter: threads and loops that other tests leave in the test
process can wake the main thread on their own and hide the difference.
"""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from collections.abc import Iterator

import pytest

from nbagent.ipython._stop import signals_wake_loop

# Seconds from a SIGUSR1 sent to a worker thread until the main thread ran its Python handler, while the
# main loop sleeps 1.5 s with nothing else to do (argv[1]: "wake" runs the sleep inside signals_wake_loop).
MEASURE = """
import asyncio, contextlib, signal, sys, threading, time
from nbagent.ipython._stop import signals_wake_loop

handled, sent = [], []
signal.signal(signal.SIGUSR1, lambda *_: handled.append(time.monotonic()))
parked = threading.Event()

async def main():
    worker = threading.Thread(target=lambda: parked.wait(5))
    worker.start()
    # sent by a timer thread to the worker: the main thread, asleep in the loop, neither sends nor gets it
    # (CPython runs the handler on the main thread when that next runs Python code)
    def kill():
        sent.append(time.monotonic())
        signal.pthread_kill(worker.ident, signal.SIGUSR1)
    threading.Timer(0.2, kill).start()
    with signals_wake_loop() if sys.argv[1] == "wake" else contextlib.nullcontext():
        await asyncio.sleep(1.5)
    parked.set()
    worker.join()

asyncio.run(main())
print(handled[0] - sent[0])
"""


def _handled_after(mode: str) -> float:
    done = subprocess.run([sys.executable, "-c", MEASURE, mode], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return float(done.stdout.strip())


def test_a_signal_on_another_thread_wakes_the_loop_at_once() -> None:
    assert _handled_after("wake") < 0.5


def test_without_it_the_handler_waits_for_the_loop_to_wake_for_something_else() -> None:
    # what ipykernel's Stop ran into: the handler ran only when the 1.5 s sleep ended
    assert _handled_after("plain") > 1.0


@pytest.fixture
def no_wakeup_fd() -> Iterator[None]:
    """The test starts without a wakeup fd (another test's event loop may have left one) and leaves none."""
    before = signal.set_wakeup_fd(-1)
    yield
    try:
        signal.set_wakeup_fd(before)
    except (ValueError, OSError):  # it was a closed loop's: leave none
        signal.set_wakeup_fd(-1)


def test_the_wakeup_fd_is_put_back(no_wakeup_fd: None) -> None:
    async def inside() -> int:
        with signals_wake_loop():
            current = signal.set_wakeup_fd(-1)
            signal.set_wakeup_fd(current)
            return current

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
