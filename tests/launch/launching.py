"""Helpers for the launch tests: a fresh clone, environments that cannot harm the one running the tests, a server's URL.

The tests under tests/launch run the repository's own entry points (``scripts/lab.sh``, ``binder/postBuild``,
``binder/start``) the way a newcomer or Binder does: on a ``git clone`` of the repository in ``tmp_path``, with a
private ``HOME``, talking only to 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
# The demo notebooks the README promises; each launch test checks they are all there and runs every one.
DEMOS = (
    "01_quickstart.ipynb",
    "02_policy_and_approvals.ipynb",
    "03_rag.ipynb",
    "04_audit_with_duckdb.ipynb",
    "05_memory_and_tools.ipynb",
    "06_mcp_and_yaml_tools.ipynb",
)
ANSI = re.compile(r"\x1b\[[0-9;]*m")
# The line lab.sh prints just before it starts JupyterLab (a contract: the browser tests open this URL): the port
# (JUPYTER_PORT, a --port of the caller's, else the first free one from 8888) and the token (JUPYTER_TOKEN, else new).
LAB_SH_URL = re.compile(
    r"^lab\.sh: open http://127\.0\.0\.1:(\d+)/lab/tree/01_quickstart\.ipynb\?token=([0-9A-Za-z_.~-]+)$", re.M
)
# JupyterLab's own log line once it listens; with the token set by lab.sh it shows `?token=...`, not a second token.
LAB_URL = re.compile(r"http://127\.0\.0\.1:(\d+)/lab\?token=(\.\.\.|[0-9a-f]+)")


def fresh_clone(dest: Path) -> Path:
    """``git clone`` this repository (its committed HEAD, as a newcomer gets it) into ``dest``.

    ``NBAGENT_LAUNCH_SOURCE`` names another repository to clone (a throwaway copy with uncommitted changes committed,
    to try them before they are committed here).
    """
    source = os.environ.get("NBAGENT_LAUNCH_SOURCE") or str(REPO)
    subprocess.run(["git", "clone", "--quiet", source, str(dest)], check=True, capture_output=True)
    return dest


def run_demos(jupyter: Path, notebooks: Path, env: dict[str, str]) -> tuple[subprocess.CompletedProcess[str], float]:
    """Every demo notebook executed by ``jupyter execute`` (nbclient) in ``notebooks`` with ``env``; the run, seconds.

    The kernel is ``jupyter``'s environment's own (ipykernel's ``python3``); a cell error fails the run.
    """
    started = time.monotonic()
    run = subprocess.run(
        [str(jupyter), "execute", "--timeout=300", "--startup_timeout=120", *DEMOS],
        cwd=notebooks, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    return run, time.monotonic() - started


def overlay_venv(path: Path) -> Path:
    """A new virtualenv whose imports fall through to the running test environment's packages.

    ``setup.sh`` installs the checkout in editable mode into ``NBAGENT_VENV``; pointed at the test environment
    itself it would re-point that environment's ``nbagent`` at a temporary clone. This venv has no packages of
    its own: a ``.pth`` line appends the test environment's site-packages to ``sys.path`` (its own ``.pth``
    files, among them its editable ``nbagent``, are not processed), so ``setup.sh`` finds every dependency
    satisfied, downloads nothing, and installs only the clone's editable ``nbagent`` here (pip refuses to
    uninstall the other one: it lies outside this environment). Console scripts (``jupyter``, ``ruff``...) are
    copied with their ``#!`` line pointed at this venv's python.
    """
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True, capture_output=True)
    base_prefix = Path(sys.prefix)
    purelib = Path(sysconfig.get_paths()["purelib"])
    platlib = Path(sysconfig.get_paths()["platlib"])
    ours = Path(sysconfig.get_paths(vars={"base": str(path), "platbase": str(path)})["purelib"])
    lines = dict.fromkeys([str(purelib), str(platlib)])  # one line each, purelib first
    (ours / "zz_nbagent_test_base.pth").write_text("\n".join(lines) + "\n")
    python = str(path / "bin" / "python").encode()
    # pip writes `#!<venv>/bin/python`, or for long paths `#!/bin/sh` then `'''exec' "<venv>/bin/python" "$0"...`.
    theirs = re.compile(re.escape(str(base_prefix / "bin").encode()) + rb"/python[0-9.]*")
    for script in sorted((base_prefix / "bin").iterdir()):
        target = path / "bin" / script.name
        if target.exists() or not script.is_file():
            continue
        body = script.read_bytes()
        head, rest = body[:512], body[512:]
        if head.startswith(b"#!") and theirs.search(head):
            target.write_bytes(theirs.sub(python, head, count=1) + rest)
            target.chmod(0o755)
    return path


def editable_target(venv: Path) -> str:
    """Where ``venv``'s ``nbagent`` distribution points (``direct_url.json``), to check nothing re-pointed it."""
    probe = "import importlib.metadata as m; print(m.distribution('jupyter-nbagent').read_text('direct_url.json'))"
    out = subprocess.run([str(venv / "bin" / "python"), "-c", probe], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def clean_env(home: Path, path_first: Path | None = None) -> dict[str, str]:
    """This process's environment without Python/Jupyter/nbagent settings, with a private ``HOME``.

    pip's and npm's caches stay the user's (they are caches: they change what is downloaded, not what is built).
    """
    real_home = Path.home()
    drop = ("JUPYTER", "IPYTHON", "PYTHON", "VIRTUAL_ENV", "NBAGENT", "PYTEST", "CONDA")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    home.mkdir(parents=True, exist_ok=True)
    env["HOME"] = str(home)
    # The user's pip configuration names the registries this machine reaches (and where its local wheels lie).
    for config in (Path(".config") / "pip" / "pip.conf", Path(".pip") / "pip.conf"):
        if (real_home / config).is_file() and not (home / config).exists():
            (home / config).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(real_home / config, home / config)
    env.setdefault("PIP_CACHE_DIR", str(real_home / ".cache" / "pip"))
    env.setdefault("npm_config_cache", str(real_home / ".npm"))
    if path_first is not None:
        env["PATH"] = os.pathsep.join([str(path_first), env.get("PATH", "")])
    return env


class Output:
    """Collects a child's merged stdout/stderr on a thread, so it never blocks on a full pipe."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self._lines: list[str] = []
        self._lock = threading.Lock()
        assert process.stdout is not None
        self._thread = threading.Thread(target=self._pump, args=(process.stdout,), daemon=True)
        self._thread.start()

    def _pump(self, stream: Any) -> None:
        for line in stream:
            with self._lock:
                self._lines.append(ANSI.sub("", line))

    @property
    def text(self) -> str:
        with self._lock:
            return "".join(self._lines)

    def wait_for(self, pattern: re.Pattern[str], process: subprocess.Popen[str], timeout: float) -> re.Match[str]:
        """The first match of ``pattern`` in the output; fails if the process exits or ``timeout`` passes first."""
        deadline = time.monotonic() + timeout
        while True:
            found = pattern.search(self.text)
            if found:
                return found
            if process.poll() is not None:
                self._thread.join(timeout=5)
                code = process.returncode
                raise AssertionError(f"exited with {code} before printing {pattern.pattern}:\n{self.text[-8000:]}")
            if time.monotonic() > deadline:
                raise AssertionError(f"no {pattern.pattern} after {timeout:.0f} s:\n{self.text[-5000:]}")
            time.sleep(0.2)


def http(url: str, token: str, method: str = "GET", timeout: float = 30) -> tuple[int, bytes]:
    """A request to a local Jupyter server with its token; the status and the body."""
    request = urllib.request.Request(url, method=method, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return response.status, response.read()


def http_json(url: str, token: str) -> Any:
    status, body = http(url, token)
    assert status == 200, (url, status, body[:500])
    return json.loads(body)


def describe(result: subprocess.CompletedProcess[str]) -> str:
    """A failed command's output tails, for assertion messages."""
    out, err = ANSI.sub("", result.stdout or "")[-6000:], ANSI.sub("", result.stderr or "")[-6000:]
    return f"{result.args} exited {result.returncode}:\n{out}\n--- stderr:\n{err}"
