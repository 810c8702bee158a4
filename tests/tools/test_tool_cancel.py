"""on_cancel: a tool in a worker thread learns that its call timed out, and stops its work."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from nbagent.tools import Tool, on_cancel


def test_a_timed_out_thread_tool_runs_its_cancel_callback() -> None:
    stopped = threading.Event()

    def slow() -> str:
        on_cancel(stopped.set)
        if not stopped.wait(10):  # the work ends only when told to
            return "ran to the end"
        return "stopped"

    tool = Tool(slow, timeout=0.2)
    started = time.monotonic()
    with pytest.raises(TimeoutError):
        asyncio.run(tool.invoke({}))
    assert stopped.is_set() and time.monotonic() - started < 2


def test_a_call_that_finishes_never_runs_the_callback_and_scopes_do_not_leak() -> None:
    called: list[str] = []

    def quick(x: int) -> int:
        on_cancel(lambda: called.append("cancelled"))
        return x + 1

    tool = Tool(quick, timeout=5)
    assert asyncio.run(tool.invoke({"x": 1})) == 2
    on_cancel(lambda: called.append("outside"))  # outside a tool call: nothing to cancel
    assert called == []
