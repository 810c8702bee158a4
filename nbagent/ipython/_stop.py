"""Stop during a ``%%agent`` cell: noticed at once, reported in one line.

An ``%%agent`` cell in a kernel is awaited on the kernel's event loop. ipykernel turns the
SIGINT of Stop into a cancel of the cell, from its Python-level signal handler, and CPython
runs that handler on the main thread between bytecodes. The kernel's SIGINT reaches the
process, not a thread: measured with ipykernel 7.4, a cell whose tool was busy in a worker
thread was never cancelled (the main thread slept on in ``epoll_wait`` until some other
message woke its loop), and while an approval waited the stop lagged by up to a poll slice.
:func:`signals_wake_loop` gives the loop a wakeup fd, as asyncio's own ``add_signal_handler``
does: the C-level handler writes a byte to it from whatever thread the signal landed on, the
loop wakes, and the main thread runs the handler.

The stop itself then surfaces as :class:`~nbagent.exceptions.CellStopped`: one line instead of
IPython formatting every frame between the cell and the await that was cancelled.

While inside, the kernel also reads busy until the cell ends (issue 36). Measured in JupyterLab 4 with
ipykernel 7.4: when the approval card (a widget) appears, the widget manager sends
``create_subshell_request`` on the control channel (``delete_subshell_request`` once decided), and
ipykernel publishes ``busy``/``idle`` on iopub for each, with the control request as parent.
JupyterLab takes every status whose parent is not in jupyter_server's ``untracked_message_types``, so
its status bar read Idle while the cell ran on. After such a nested ``idle``, :func:`signals_wake_loop`
publishes ``busy`` again with the cell's request as parent (what the frontend then shows).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import asyncio

__all__ = ["STOPPED", "signals_wake_loop"]

STOPPED = "the agent run was stopped; its unfinished tool calls are recorded as cancelled"


@contextlib.contextmanager
def signals_wake_loop() -> Iterator[None]:
    """While inside, a signal wakes the running event loop of the main thread at once.

    Does nothing off the main thread, without a running loop, or when a wakeup fd is already
    set (whoever set it wakes their loop; there is only one).
    """
    import asyncio  # here, not at module level: `%load_ext nbagent` imports no asyncio (a kernel has it)

    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    with contextlib.ExitStack() as undo:
        if loop is not None and threading.current_thread() is threading.main_thread():
            _watch(loop, undo)
            _stay_busy(undo)
        yield


def _msg_id(msg: object) -> object:
    header = msg.get("header") if isinstance(msg, dict) else None
    return header.get("msg_id") if isinstance(header, dict) else None


def _stay_busy(undo: contextlib.ExitStack) -> None:
    """Until ``undo``, a status ``idle`` the kernel publishes for another request (a control message
    handled while the cell runs) is followed by ``busy`` for the cell's ``execute_request``."""
    from IPython import get_ipython

    kernel = getattr(get_ipython(), "kernel", None)
    publish = getattr(kernel, "_publish_status", None)
    get_parent = getattr(kernel, "get_parent", None)
    if kernel is None or publish is None or get_parent is None or "_publish_status" in vars(kernel):
        return  # not ipykernel, or a cell inside a cell (the outer one keeps the kernel busy)
    try:
        cell = get_parent("shell")
    except TypeError:  # an older kernel without channels: leave it as it is
        return
    cell_id = _msg_id(cell)
    if cell_id is None or cell.get("header", {}).get("msg_type") != "execute_request":
        return
    lock = threading.Lock()  # the control thread publishes too: never a busy after the cell's own idle
    active = [True]

    def publish_status(status: str, channel: str, parent: object = None) -> None:
        with lock:
            publish(status, channel, parent)
            if status == "idle" and active[0] and _msg_id(parent or get_parent(channel)) != cell_id:
                publish("busy", "shell", cell)

    def restore() -> None:
        with lock:
            active[0] = False
            if vars(kernel).get("_publish_status") is publish_status:
                del kernel._publish_status

    kernel._publish_status = publish_status
    undo.callback(restore)


def _watch(loop: asyncio.AbstractEventLoop, undo: contextlib.ExitStack) -> None:
    """Point the wakeup fd at a socket ``loop`` reads; ``undo`` puts everything back."""
    import signal  # here, not at module level: `%load_ext nbagent` stays cheap
    import socket

    reader, writer = socket.socketpair()
    restored = [True]
    # closed last, and only once the wakeup fd no longer points at it (else the number could be reused)
    undo.callback(lambda: writer.close() if restored[0] else None)
    undo.callback(reader.close)
    reader.setblocking(False)
    writer.setblocking(False)

    def drain() -> None:
        with contextlib.suppress(OSError):
            reader.recv(4096)

    try:
        loop.add_reader(reader.fileno(), drain)
    except NotImplementedError:  # a loop without readers (Windows' proactor): nothing to wake
        return
    undo.callback(loop.remove_reader, reader.fileno())
    previous = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    if previous != -1:  # someone else's: put it back untouched
        signal.set_wakeup_fd(previous)
        return

    def restore() -> None:
        try:
            current = signal.set_wakeup_fd(-1)
        except ValueError:  # not on the main thread now (a coroutine closed at shutdown): leave it be
            restored[0] = False
            return
        if current != writer.fileno():  # replaced meanwhile: leave the new one in place
            signal.set_wakeup_fd(current)

    undo.callback(restore)
