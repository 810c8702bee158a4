"""Stop (interrupting the kernel) during a running %%agent cell, in a real kernel.

The cell ends in error so that Run All stops there, with one line that says what happened,
not a traceback through the worker thread and the event loop; the session stays usable.

Every reply is taken by the id of its request. ``wait_for_ready`` sends a new ``kernel_info``
request each time a reply takes over a second (or iopub stays quiet 0.2 s after it), and the
replies to the extra requests stay queued on the shell channel: on a loaded machine the test
took one of them for the setup cell's reply and the setup cell's "ok" for the stopped cell's.
The fixture leaves such a reply queued on purpose, so that the test meets it every time.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jupyter_client.manager import KernelManager

SETUP = """
%load_ext nbagent
import pathlib, time
import nbagent
from nbagent import ToolCall
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

def wait_forever() -> str:
    \"\"\"Wait until stopped.\"\"\"
    pathlib.Path("started").write_text("1")
    while True:
        time.sleep(0.05)

nbagent.configure(
    store=False,
    model=ScriptedProvider([ToolCall("wait_forever", {}), "after the stop"]),
    policy=Policy(allow=["wait_forever"]),
)
"""


@pytest.fixture
def kernel(tmp_path: Path) -> Iterator[tuple[KernelManager, Any]]:
    manager = KernelManager(kernel_name="python3")
    manager.start_kernel(cwd=str(tmp_path))
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=60)
    client.kernel_info()  # a reply nobody reads, as wait_for_ready leaves under load
    try:
        yield manager, client
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def _execute(client: Any, code: str, timeout: float = 60) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Run code; return the execute reply and the iopub messages of that request."""
    msg_id = client.execute(code)
    outputs = []
    deadline = time.monotonic() + timeout
    while True:
        msg = client.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
        outputs.append(msg)
    return _reply(client, msg_id), outputs


def _reply(client: Any, msg_id: str, timeout: float = 10) -> dict[str, Any]:
    """The shell reply to request ``msg_id`` (replies to other requests are passed over)."""
    deadline = time.monotonic() + timeout
    while True:
        reply: dict[str, Any] = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply


# A cell that is one %%agent or %agent is awaited on the kernel's loop (nbagent.ipython._transform): the
# interrupt cancels it. An %agent line among other code runs the agent on a worker thread
# (nbagent.loop._run.run_in_thread): the interrupt is a KeyboardInterrupt in the waiting main thread.
@pytest.mark.parametrize(
    "source",
    [
        "%%agent --tools wait_forever\nWait.",
        "%agent --tools wait_forever Wait.",
        "waited = True\n%agent --tools wait_forever Wait.",
    ],
    ids=["cell", "line", "line-in-code"],
)
def test_stop_ends_the_cell_with_one_line_and_the_session_goes_on(
    kernel: tuple[KernelManager, Any], tmp_path: Path, source: str
) -> None:
    manager, client = kernel
    reply, _ = _execute(client, SETUP)
    assert reply["content"]["status"] == "ok", reply
    msg_id = client.execute(source)
    started = tmp_path / "started"
    deadline = time.monotonic() + 30
    while not started.exists():
        assert time.monotonic() < deadline, "the tool never started"
        time.sleep(0.05)
    manager.interrupt_kernel()
    errors = []
    while True:
        msg = client.get_iopub_msg(timeout=10)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "error":
            errors.append(msg["content"])
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
    reply = _reply(client, msg_id)
    assert reply["content"]["status"] == "error"  # so Run All stops at this cell
    assert len(errors) == 1, errors
    assert errors[0]["ename"] == "CellStopped"
    visible = "\n".join(errors[0]["traceback"])
    assert "KeyboardInterrupt: the agent run was stopped" in visible
    for internal in ("Traceback", "File ", "nbagent/", "site-packages", "asyncio"):
        assert internal not in visible, f"{internal!r} in the stop message: {visible}"

    # The stopped call is closed in the history; the session answers the next cell.
    reply, outputs = _execute(client, "%%agent --tools wait_forever\nAnd now?\n")
    assert reply["content"]["status"] == "ok", outputs
    reply, outputs = _execute(
        client,
        "from nbagent.messages import ToolResult\n"
        "print(_agent.text)\n"
        "print([m.content for m in _agent.messages if isinstance(m, ToolResult)])",
    )
    lines = "".join(m["content"].get("text", "") for m in outputs if m["msg_type"] == "stream").splitlines()
    assert lines[0] == "after the stop", lines
    assert "cancelled before this tool call finished" in lines[1], lines
