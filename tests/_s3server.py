"""moto's S3 server on a free loopback port, shared by the tests of the team lake (tests/lake) and of the team
index (tests/rag): ``with s3_server() as address: ...`` gives ``host:port``."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator

__all__ = ["create_bucket", "s3_server"]


@contextlib.contextmanager
def s3_server() -> Iterator[str]:
    """Start ``python -m moto.server`` on 127.0.0.1 and a free port, yield ``host:port``, stop it after.
    (``NBAGENT_TEST_MOTO_PATH``: a folder to put on the server's PYTHONPATH, where moto is installed apart from
    the test environment.)"""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ)
    if os.environ.get("NBAGENT_TEST_MOTO_PATH"):
        env["PYTHONPATH"] = os.environ["NBAGENT_TEST_MOTO_PATH"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
                break
            except OSError:
                assert proc.poll() is None, "moto's S3 server did not start: pip install 'moto[server]'"
                assert time.monotonic() < deadline, "moto's S3 server did not answer in 30 s"
                time.sleep(0.2)
        yield f"127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(10)


def create_bucket(address: str, bucket: str) -> None:
    """Create ``bucket`` on the server at ``address`` (a plain PUT: moto needs no signature)."""
    urllib.request.urlopen(urllib.request.Request(f"http://{address}/{bucket}", method="PUT"))
