"""In a real kernel (nbclient): a server started in a cell is reused by the next cell, and it stops when the
kernel shuts down (its process ends, its status file is removed)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_servers_are_reused_across_cells_and_stop_with_the_kernel(slow_command: list[str], tmp_path: Path) -> None:
    home = Path(os.environ["NBAGENT_HOME"])
    setup = (
        "%load_ext nbagent\n"
        "from nbagent.mcp import MCPServer\n"
        f"slow = MCPServer.stdio({slow_command!r}, name='slow')\n"
        "pid_tool = {t.remote_name: t for t in slow.tools()}['pid']\n"
        "first = int(pid_tool())"
    )
    cells = [setup, "second = int(pid_tool())\nprint(first, second, slow.starts)"]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    # the kernel inherits this test's private NBAGENT_HOME (tests/conftest.py)
    NotebookClient(nb, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    first, second, starts = "".join(o.get("text", "") for o in nb.cells[1].outputs).split()
    assert first == second and starts == "1"  # the second cell used the same server process
    deadline = time.monotonic() + 15
    while _alive(int(first)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _alive(int(first)), "the server outlived its kernel"
    assert not list((home / "mcp" / "kernels").glob("*.json"))
    assert "stopped" in (home / "mcp" / "logs" / "slow.log").read_text()
