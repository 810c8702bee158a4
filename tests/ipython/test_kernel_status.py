"""The kernel reads busy for as long as an ``%%agent`` cell runs, in a real kernel (issue 36).

Measured in JupyterLab 4 with ipykernel 7.4: when the approval card (a widget) appears, the widget
manager sends ``create_subshell_request`` on the control channel, and ``delete_subshell_request``
once it is decided, while the cell still runs. ipykernel publishes ``busy`` then ``idle`` on iopub
for each of them, with the control request as parent; JupyterLab's kernel connection takes every
status whose parent type is not in jupyter_server's ``untracked_message_types`` (the subshell
requests are not), so the status bar read Idle for the rest of the cell. nbagent now publishes
``busy`` again for the cell after such a nested ``idle`` (``nbagent.ipython._stop``).

The test sends what JupyterLab sends, while a tool of the cell runs, and replays the iopub status
messages through the frontend's rule to see what the person would read.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jupyter_client.manager import KernelManager
from jupyter_server.services.kernels.kernelmanager import MappingKernelManager

SETUP = """
%load_ext nbagent
import pathlib, time
import nbagent
from nbagent import ToolCall
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

def slow() -> str:
    \"\"\"Take a while.\"\"\"
    pathlib.Path("started").write_text("1")
    while not pathlib.Path("go-on").exists():
        time.sleep(0.02)
    return "done"

nbagent.configure(
    store=False, model=ScriptedProvider([ToolCall("slow", {}), "finished"]), policy=Policy(allow=["slow"])
)
"""

# what JupyterLab ignores when it updates the kernel status (the page config has jupyter_server's list)
UNTRACKED = set(MappingKernelManager.class_traits()["untracked_message_types"].default())


@pytest.fixture
def kernel(tmp_path: Path) -> Iterator[Any]:
    manager = KernelManager(kernel_name="python3")
    manager.start_kernel(cwd=str(tmp_path))
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=60)
    try:
        yield client
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def _until_idle(client: Any, msg_id: str, timeout: float = 60) -> list[dict[str, Any]]:
    """Every iopub message until the idle status of request ``msg_id``."""
    seen = []
    deadline = time.monotonic() + timeout
    while True:
        msg = client.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
        seen.append(msg)
        if (
            msg["parent_header"].get("msg_id") == msg_id
            and msg["msg_type"] == "status"
            and msg["content"]["execution_state"] == "idle"
        ):
            return seen


def _control(client: Any, msg_type: str, content: dict[str, Any]) -> dict[str, Any]:
    """Send a control request as JupyterLab does and return its reply."""
    msg = client.session.msg(msg_type, content)
    client.control_channel.send(msg)
    deadline = time.monotonic() + 30
    while True:
        reply: dict[str, Any] = client.control_channel.get_msg(timeout=max(0.1, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
            return reply


def _shown(messages: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """What JupyterLab's kernel status reads after each status message it takes: (state, parent type)."""
    shown = []
    for msg in messages:
        parent_type = msg["parent_header"].get("msg_type", "")
        if msg["msg_type"] == "status" and parent_type not in UNTRACKED:
            shown.append((msg["content"]["execution_state"], parent_type))
    return shown


def test_the_kernel_reads_busy_until_the_agent_cell_ends(kernel: Any, tmp_path: Path) -> None:
    client = kernel
    setup = client.execute(SETUP)
    _until_idle(client, setup)
    cell = client.execute("%%agent --tools slow\nTake a while.")
    deadline = time.monotonic() + 60
    while not (tmp_path / "started").exists():
        assert time.monotonic() < deadline, "the tool never started"
        time.sleep(0.02)
    # what JupyterLab's widget manager sends when the approval card appears, and when it goes
    created = _control(client, "create_subshell_request", {})
    assert created["content"]["status"] == "ok", created
    deleted = _control(client, "delete_subshell_request", {"subshell_id": created["content"]["subshell_id"]})
    assert deleted["content"]["status"] == "ok", deleted
    _control(client, "comm_info_request", {"target_name": "nbagent.approval"})  # the lab extension's (untracked)
    time.sleep(0.3)  # the nested requests' statuses are out before the tool ends
    (tmp_path / "go-on").write_text("1")
    messages = _until_idle(client, cell)

    ids = [m["parent_header"].get("msg_id") for m in messages]
    end = max(i for i, mid in enumerate(ids) if mid == cell)
    nested = [m for m in messages if m["parent_header"].get("msg_type", "").endswith("subshell_request")]
    assert [m["content"]["execution_state"] for m in nested if m["msg_type"] == "status"] == [
        "busy",
        "idle",
        "busy",
        "idle",
    ]  # fmt: skip  (the kernel does publish them: the cause)
    shown = _shown(messages[:end])  # everything before the cell's own idle
    assert shown, messages
    assert shown[-1] == ("busy", "execute_request"), shown  # what the status bar reads while the cell runs
    # after each nested idle, the next status the frontend takes is busy for the cell
    for i, (state, _) in enumerate(shown):
        if state == "idle":
            assert shown[i + 1] == ("busy", "execute_request"), shown
    assert _shown(messages)[-1] == ("idle", "execute_request")  # and idle once the cell has ended
    replies = []
    deadline = time.monotonic() + 10
    while not replies:
        reply = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
        if reply["parent_header"].get("msg_id") == cell:
            replies.append(reply)
    assert replies[0]["content"]["status"] == "ok", replies
