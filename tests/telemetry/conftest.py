"""Arize Phoenix, a real OTLP receiver users run, started on a loopback port in its own virtualenv."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.request
import venv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def phoenix_bin() -> Path:
    """The virtualenv holding Phoenix (scripts/test.sh makes it; else made here, ~2 minutes)."""
    where = Path(os.environ.get("NBAGENT_PHOENIX_VENV") or ROOT / ".venv-phoenix")
    wanted = [line.strip() for line in (HERE / "phoenix.txt").read_text().splitlines() if line.strip()[:1].isalnum()]
    if not (where / "bin" / "phoenix").exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(where)
        pip = [str(where / "bin" / "python"), "-m", "pip", "install", "--quiet", *wanted]
        subprocess.run(pip, check=True, timeout=900)
    return where / "bin"


class Phoenix:
    """A running Phoenix: where to send OTLP and how to read spans back through its REST API."""

    def __init__(self, port: int) -> None:
        self.url = f"http://127.0.0.1:{port}"

    def spans(self, project: str = "default") -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        cursor = ""
        while True:
            query = f"{self.url}/v1/projects/{project}/spans?limit=1000" + (f"&cursor={cursor}" if cursor else "")
            with urllib.request.urlopen(query, timeout=10) as reply:
                page = json.load(reply)
            out += page["data"]
            cursor = page.get("next_cursor") or ""
            if not cursor:
                return out


@pytest.fixture(scope="session")
def phoenix(phoenix_bin: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Phoenix]:
    work = tmp_path_factory.mktemp("phoenix")
    port = _free_port()
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(work),
        "PHOENIX_WORKING_DIR": str(work),  # its SQLite database: thrown away with the test's folder
        "PHOENIX_HOST": "127.0.0.1",
        "PHOENIX_PORT": str(port),
        "PHOENIX_GRPC_PORT": str(_free_port()),
        "PHOENIX_TELEMETRY_ENABLED": "false",  # no usage reports: nothing leaves loopback
        "DO_NOT_TRACK": "1",
    }
    log = (work / "phoenix.log").open("w")
    proc = subprocess.Popen([str(phoenix_bin / "phoenix"), "serve"], env=env, stdout=log, stderr=subprocess.STDOUT)
    server = Phoenix(port)
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                with urllib.request.urlopen(f"{server.url}/healthz", timeout=2) as reply:
                    if reply.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Phoenix did not start: {(work / 'phoenix.log').read_text()[-3000:]}")
            time.sleep(0.5)
        yield server
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
