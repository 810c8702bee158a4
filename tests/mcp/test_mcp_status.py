"""The lab panel's view of MCP servers: each kernel publishes its servers (status, tools) in the nbagent
home, and the Jupyter server's ``/nbagent/api/mcp`` lists those of live processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from nbagent.files._home import mcp_status_dir
from nbagent.mcp import MCPServer, shutdown
from nbagent.server._mcp import mcp_servers


def test_a_kernels_servers_and_tools_are_listed_while_it_runs(time_command: list[str]) -> None:
    assert mcp_servers() == {"servers": []}
    server = MCPServer.stdio(time_command, name="time", env={"SECRET_TOKEN": "s3cret"})
    server.tools()
    (listed,) = mcp_servers()["servers"]
    assert listed["name"] == "time" and listed["status"] == "running" and listed["pid"] == os.getpid()
    assert [(t["name"], t["read_only"]) for t in listed["tools"]] == [
        ("time__get_current_time", False),
        ("time__convert_time", False),
    ]
    assert "s3cret" not in (mcp_status_dir() / f"{os.getpid()}.json").read_text()  # env values are never written
    server.stop()
    assert mcp_servers()["servers"][0]["status"] == "stopped"
    shutdown()
    assert mcp_servers() == {"servers": []} and not (mcp_status_dir() / f"{os.getpid()}.json").exists()


def test_the_file_of_a_process_that_is_gone_is_removed() -> None:
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    pid = int(dead.stdout)
    folder = mcp_status_dir()
    folder.mkdir(parents=True)
    (folder / f"{pid}.json").write_text(json.dumps({"pid": pid, "servers": [{"name": "ghost", "tools": []}]}))
    (folder / "garbage.json").write_text("{not json")
    assert mcp_servers() == {"servers": []}
    assert not (folder / f"{pid}.json").exists()


def test_the_rest_table_serves_it() -> None:
    from nbagent.server._handlers import McpHandler, handlers

    table = {pattern: handler for pattern, handler, _ in handlers(reader=None)}  # type: ignore[arg-type]
    assert table["/nbagent/api/mcp"] is McpHandler
