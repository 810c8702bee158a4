"""Fixtures for the MCP tests: real reference servers from PyPI (in a virtualenv of their own), a stdio
server and a streamable HTTP server built with the SDK's server API, a git repository to work on."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import venv
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


@pytest.fixture(scope="session")
def servers_venv() -> Path:
    """The virtualenv holding mcp-server-time and mcp-server-git (scripts/mcp_servers.sh makes it; else made here)."""
    where = Path(os.environ.get("NBAGENT_MCP_SERVERS_VENV") or ROOT / ".venv-mcp-servers")
    wanted = [line.strip() for line in (HERE / "servers.txt").read_text().splitlines() if line.strip()[:1].isalnum()]
    bin_dir = where / "bin"
    if not all((bin_dir / req.split("==")[0]).exists() for req in wanted):
        venv.EnvBuilder(with_pip=True, clear=True).create(where)
        subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", *wanted], check=True, timeout=600)
    return bin_dir


@pytest.fixture(autouse=True)
def _stop_servers() -> Iterator[None]:
    """Every test starts without MCP connections and leaves none behind."""
    yield
    from nbagent.mcp import shutdown

    shutdown()


@pytest.fixture
def time_command(servers_venv: Path) -> list[str]:
    return [str(servers_venv / "mcp-server-time")]


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A git repository with one commit and one uncommitted change."""
    path = tmp_path / "repo"
    path.mkdir()
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}  # fmt: skip
    for args in (["init", "-q", "-b", "main"], ["add", "README.md"], ["commit", "-q", "-m", "first commit"]):
        if args[0] == "add":
            (path / "README.md").write_text("hello\n")
        subprocess.run(["git", *args], cwd=path, check=True, env=env)
    (path / "README.md").write_text("hello\nworld\n")
    return path


@pytest.fixture
def git_command(servers_venv: Path, repo: Path) -> list[str]:
    return [str(servers_venv / "mcp-server-git"), "--repository", str(repo)]


@pytest.fixture
def slow_command() -> list[str]:
    return [sys.executable, str(HERE / "_slow_server.py")]


@pytest.fixture(scope="module")
def http_url() -> Iterator[str]:
    """A streamable HTTP MCP server (the SDK's MCPServer) on a free loopback port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "_http_server.py"), str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError(proc.stderr.read().decode() if proc.stderr else "the HTTP server exited") from None
            time.sleep(0.1)
    yield f"http://127.0.0.1:{port}/mcp"
    proc.terminate()
    proc.wait(10)
