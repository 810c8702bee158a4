"""A plain ``pip install`` of the built wheel is all a user does.

Builds the wheel the way a release does (``pip wheel .``: build isolation, the hatch
jupyter-builder hook), installs it into a fresh virtualenv (no system site-packages)
with JupyterLab, and checks that Jupyter sees both extensions enabled, and that a
server started from that virtualenv serves the REST API and lists the lab extension.
The dependencies come from the session's wheelhouse (tests/wheelhouse.py: downloaded once
from this machine's registries, shared with Binder's postBuild test), with ``--no-index``.
Slow (about a minute, mostly pip unpacking JupyterLab and nbagent's dependencies), but part
of the default suite.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import socket
import subprocess
import sys
import sysconfig
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

import nbagent

REPO = Path(__file__).resolve().parents[1]
ANSI = re.compile(r"\x1b\[[0-9;]*m")

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]


def _run(cmd: list[str | Path], **kw: object) -> str:
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)  # type: ignore[call-overload]
    assert out.returncode == 0, f"{cmd} failed ({out.returncode}):\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    return ANSI.sub("", out.stdout + out.stderr)


def _clean_env(tmp: Path, venv: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "IPYTHON", "PYTHON", "VIRTUAL_ENV"))}
    env["HOME"] = str(tmp / "home")
    env["PATH"] = os.pathsep.join([str(venv / "bin"), env.get("PATH", "")])
    env.pop("NBAGENT_HOME", None)
    (tmp / "home").mkdir(exist_ok=True)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    _run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "-w", out], cwd=REPO)
    [built] = out.glob("jupyter_nbagent-*.whl")  # the distribution is jupyter-nbagent (nbagent/_dist.py)
    return built


def test_the_wheel_carries_the_built_extension_and_the_server_config(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    data = f"jupyter_nbagent-{nbagent.__version__}.data/data/"
    ext = data + "share/jupyter/labextensions/nbagent/"
    assert ext + "package.json" in names and ext + "install.json" in names
    assert ext + "static/style.js" in names
    assert any(re.fullmatch(re.escape(ext) + r"static/remoteEntry\.[0-9a-f]+\.js", n) for n in names)
    assert ext + "schemas/nbagent/plugin.json" in names
    assert data + "etc/jupyter/jupyter_server_config.d/nbagent.json" in names
    # The learned screen's C kernel is compiled into the wheel (tagged for this platform), its source is not.
    assert "nbagent/guards/libnbscreen.so" in names and "nbagent/guards/_kernel.c" not in names
    assert wheel.name.endswith("-py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_") + ".whl")
    # Sources and build leftovers stay out; the package itself holds no copy of the bundle.
    assert not [n for n in names if n.startswith(("labextension/", "nbagent/labextension/")) or "node_modules" in n]
    meta = json.loads(zipfile.ZipFile(wheel).read(ext + "package.json"))
    assert meta["name"] == "nbagent" and meta["version"] == nbagent.__version__


def test_a_plain_install_in_a_fresh_venv_enables_both_extensions(wheel: Path, house: Path, tmp_path: Path) -> None:
    started = time.monotonic()
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", venv])
    cfg = (venv / "pyvenv.cfg").read_text()
    assert "include-system-site-packages = false" in cfg
    pip: list[str | Path] = [venv / "bin" / "python", "-m", "pip", "install", "--quiet"]
    pip += ["--no-compile", "--prefer-binary"]  # no .pyc compilation: a third of the time
    # Everything from the wheelhouse, nothing from an index: a wheel it lacks fails here instead of downloading.
    _run([*pip, "--no-index", "--find-links", house, wheel, "jupyterlab>=4.4"])
    installed = time.monotonic() - started
    env = _clean_env(tmp_path, venv)

    labext = _run([venv / "bin" / "jupyter", "labextension", "list"], env=env)
    listed = rf"nbagent v{re.escape(nbagent.__version__)} enabled\s+OK \(python, jupyter-nbagent\)"
    assert re.search(listed, labext), labext
    # the installed screen loads the compiled kernel (not the numpy fallback) and scores with it
    code = "from nbagent.guards import _learned; assert _learned.kernel() is not None; print(_learned.score('x y'))"
    assert "WindowScore(" in _run([venv / "bin" / "python", "-c", code], env=env, cwd=tmp_path)
    serverext = _run([venv / "bin" / "jupyter", "server", "extension", "list"], env=env)
    assert re.search(r"nbagent\.server\s+enabled", serverext), serverext
    assert re.search(rf"nbagent\.server {re.escape(nbagent.__version__)}\s+OK", serverext), serverext

    # A server from that venv loads both: the REST API answers, the page lists the lab extension.
    root = tmp_path / "root"
    root.mkdir()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    token = secrets.token_hex(8)
    args = [venv / "bin" / "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]  # fmt: skip
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")
    server = subprocess.Popen([str(a) for a in args], env=env, cwd=root, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        headers = {"Authorization": f"token {token}"}
        deadline = time.monotonic() + 60
        while True:
            try:
                request = urllib.request.Request(base + "/nbagent/api/status", headers=headers)
                with urllib.request.urlopen(request, timeout=5) as response:
                    status = json.loads(response.read())
                break
            except OSError:
                assert server.poll() is None, server.communicate()[0]
                assert time.monotonic() < deadline, "the server did not answer /nbagent/api/status"
                time.sleep(0.2)
        assert status == {"store": ".nbagent/nbagent.duckdb", "exists": False}
        with urllib.request.urlopen(urllib.request.Request(base + "/lab", headers=headers), timeout=30) as page:
            html = page.read().decode()
        assert '"name": "nbagent"' in html or '"name":"nbagent"' in html  # federated_extensions in page_config
    finally:
        server.terminate()
        server.wait(timeout=30)
    print(f"fresh venv install: {installed:.0f} s, whole test: {time.monotonic() - started:.0f} s")
