"""A throwaway PostgreSQL cluster on 127.0.0.1 for the team lake's tests (Debian's ``postgresql``).

``initdb`` refuses to run as root: as root, the cluster belongs to the ``postgres`` user and every
command runs through ``runuser``, in a folder that user can write.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["PgServer", "find_bin", "start_server"]


def find_bin() -> Path | None:
    """The folder of Debian's PostgreSQL binaries (the newest installed), or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return Path(found[-1]).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class PgServer:
    """A running cluster: ``dsn`` is libpq's key=value form DuckLake takes after ``ducklake:postgres:``."""

    root: Path
    bin: Path
    port: int
    as_postgres: bool

    @property
    def data(self) -> Path:
        return self.root / "data"

    def dsn(self, dbname: str = "postgres") -> str:
        return f"host=127.0.0.1 port={self.port} dbname={dbname} user=postgres"

    def _cmd(self, *args: str) -> list[str]:
        cmd = [str(self.bin / args[0]), *args[1:]]
        return ["runuser", "-u", "postgres", "--", *cmd] if self.as_postgres else cmd

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(self._cmd(*args), capture_output=True, text=True, check=check, timeout=60)

    def start(self) -> None:
        opts = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off"
        self.run("pg_ctl", "-D", str(self.data), "-o", opts, "-l", str(self.root / "log"), "-w", "start")

    def stop(self) -> None:
        self.run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop", check=False)

    def createdb(self, name: str) -> str:
        self.run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return self.dsn(name)

    def wait_ready(self, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            done = self.run("pg_isready", "-h", "127.0.0.1", "-p", str(self.port), check=False)
            if done.returncode == 0:
                return
            time.sleep(0.1)
        status = self.run("pg_ctl", "status", "-D", str(self.data), check=False).stdout
        raise RuntimeError(f"PostgreSQL on port {self.port} did not come up: {status}")


def start_server() -> PgServer:
    """initdb a cluster in a fresh temporary folder and start it on a free loopback port."""
    pgbin = find_bin()
    if pgbin is None:
        raise RuntimeError("PostgreSQL is not installed: apt-get install postgresql (scripts/test.sh does)")
    as_postgres = os.geteuid() == 0
    root = Path(tempfile.mkdtemp(prefix="nbagent-pg-"))
    if as_postgres:
        shutil.chown(root, "postgres", "postgres")
    server = PgServer(root, pgbin, _free_port(), as_postgres)
    server.run("initdb", "-D", str(server.data), "-A", "trust", "-U", "postgres", "--no-sync")
    server.start()
    server.wait_ready()
    return server
