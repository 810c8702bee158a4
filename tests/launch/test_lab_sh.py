"""The README's main-job command, ``bash scripts/lab.sh``, on a fresh clone: as root and as an ordinary user.

``NBAGENT_VENV`` points at a new virtualenv layered over the test environment (``launching.overlay_venv``), so
``setup.sh`` installs only the clone's editable nbagent (and builds its JupyterLab extension from the clone's
sources with npm, from the npm cache) and the test environment stays as it was. JupyterLab must answer on
127.0.0.1 with the demo notebooks (contents API), nbagent's REST API and the lab extension in the page, then stop
cleanly through Jupyter's shutdown API. About two and a half minutes for the first (root) run on two cores (npm, the
editable build, demo 06's MCP servers from pip's cache), seconds for the second (nothing changed: setup.sh skips pip),
under a minute for the demos.

lab.sh says each step on one line and ends with the URL to open (``launching.LAB_SH_URL``: the port and token
JupyterLab was given; its own log must not show another token). Then every demo notebook (``launching.DEMOS``) runs
with that venv's kernel in the environment lab.sh leaves: the demo folder it trusted (the same ``HOME``), the
reference MCP servers it set up for demo 06 (``NBAGENT_MCP_SERVERS_VENV``), offline model hubs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from launching import (
    DEMOS,
    LAB_SH_URL,
    LAB_URL,
    Output,
    clean_env,
    describe,
    editable_target,
    fresh_clone,
    http,
    http_json,
    overlay_venv,
    run_demos,
)

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

NOBODY = 65534


@dataclass
class Checkout:
    base: Path
    clone: Path
    venv: Path
    lab_home: Path | None = None  # the HOME of a lab.sh run that succeeded (its trust list names the demo folder)


@pytest.fixture(scope="module")
def checkout() -> Iterator[Checkout]:
    # Not under pytest's tmp_path (0700 when root): the ordinary user of the second test must be able to look
    # up programs in the venv (access(2) ignores capabilities).
    base = Path(tempfile.mkdtemp(prefix="nbagent-lab-sh-"))
    base.chmod(0o755)
    ours = editable_target(Path(sys.prefix))
    try:
        yield Checkout(base, fresh_clone(base / "clone"), overlay_venv(base / "venv"))
        # setup.sh ran pip in the overlay: the test environment's nbagent must still point where it did.
        assert editable_target(Path(sys.prefix)) == ours
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _check_server(lab: subprocess.Popen[str], base: str, token: str, clone: Path, as_root: bool) -> None:
    """What a newcomer sees from the server lab.sh started, then Jupyter's own shutdown."""
    # lab.sh execs JupyterLab (jupyter execs jupyter-lab): the process is the server, with its arguments.
    argv = Path(f"/proc/{lab.pid}/cmdline").read_bytes().decode().split("\0")
    assert any(arg.endswith("jupyter-lab") for arg in argv), argv
    assert ("--allow-root" in argv) == as_root, argv

    # The URL is printed once the server listens; give it a few seconds all the same, and say if it died.
    deadline = time.monotonic() + 30
    while True:
        try:
            listing = http_json(f"{base}/api/contents/", token)
            break
        except OSError:
            assert lab.poll() is None, f"JupyterLab exited with {lab.returncode} after printing its URL"
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)
    # The server's root is the clone's notebooks/ folder, with every demo in it.
    names = {item["name"] for item in listing["content"]}
    assert set(DEMOS) <= names, names
    assert {p.name for p in (clone / "notebooks").glob("*.ipynb")} <= names
    notebook = http_json(f"{base}/api/contents/{DEMOS[0]}?content=1", token)
    assert notebook["type"] == "notebook" and notebook["content"]["cells"]

    # nbagent's server extension is loaded from the clone and answers; no store exists before a cell runs.
    assert http_json(f"{base}/nbagent/api/status", token) == {"store": ".nbagent/nbagent.duckdb", "exists": False}
    assert http_json(f"{base}/nbagent/api/sessions", token)["sessions"] == []
    # The lab extension built from the clone's sources is in the page's federated extensions.
    status, page = http(f"{base}/lab", token)
    assert status == 200
    assert '"name": "nbagent"' in page.decode() or '"name":"nbagent"' in page.decode()

    status, _ = http(f"{base}/api/shutdown", token, method="POST")
    assert status == 200


def _run_lab(checkout: Checkout, prefix: list[str], as_root: bool, home: Path) -> None:
    """``bash scripts/lab.sh`` in the clone (under ``prefix``, e.g. setpriv): checks the server, stops it."""
    env = clean_env(home)
    env["NBAGENT_VENV"] = str(checkout.venv)
    if not as_root:  # root's pip cache is not this user's (pip would warn); setup.sh needs no download anyway
        env.pop("PIP_CACHE_DIR")
        env["PIP_NO_CACHE_DIR"] = "1"
    started = time.monotonic()
    lab = subprocess.Popen(
        [*prefix, "bash", "scripts/lab.sh"],
        cwd=checkout.clone,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    output = Output(lab)
    try:
        found = output.wait_for(LAB_SH_URL, lab, timeout=420)
        # JupyterLab's own line once it listens: the same port, and the token lab.sh gave it (shown as `...`)
        own = output.wait_for(LAB_URL, lab, timeout=120)
        ready = time.monotonic() - started
        assert (own[1], own[2]) == (found[1], "..."), output.text[-3000:]
        try:
            _check_server(lab, f"http://127.0.0.1:{found[1]}", found[2], checkout.clone, as_root)
        except (AssertionError, OSError) as exc:
            raise AssertionError(f"{exc!r}\n--- lab.sh said:\n{output.text[-8000:]}") from exc
        assert lab.wait(timeout=60) == 0, output.text[-3000:]
    finally:
        if lab.poll() is None:
            os.killpg(lab.pid, signal.SIGKILL)
            lab.wait(timeout=30)
    text = output.text
    assert "Running as root is not recommended" not in text
    # Each step says what it does (pip itself stays quiet), then one URL to open and the notebook to start with.
    # The first run installs (its overlay venv has no stamp of setup.sh's: `setup.sh lab` really runs pip); the next
    # run finds nothing changed and skips pip.
    installs = "lab.sh: installing nbagent and JupyterLab (lab extras)"
    assert installs in text or "lab.sh: nbagent and JupyterLab are installed and up to date" in text, text[:3000]
    if checkout.lab_home is None:
        assert installs in text, text[:3000]
    assert "lab.sh: setting up the demo MCP servers" in text, text[:3000]
    assert len(LAB_SH_URL.findall(text)) == 1, text[-3000:]
    assert "lab.sh: start with that notebook, 01_quickstart" in text, text[-3000:]
    assert {token for token in re.findall(r"token=([0-9a-f]+)", text)} == {found[2]}, text[-3000:]  # no other one
    # lab.sh trusts the demo folder it opens (its recordings replay as recorded) and says so
    assert f"lab.sh: trusted the demo folder {checkout.clone.resolve() / 'notebooks'}" in text, text[:3000]
    assert "Shutting down" in text or "shutting down" in text, text[-3000:]
    # Nothing the server or setup.sh wrote is tracked or left untracked in the clone (build output is ignored).
    git_status = ["git", "-c", "safe.directory=*", "status", "--porcelain"]
    dirty = subprocess.run(git_status, cwd=checkout.clone, capture_output=True, text=True, check=True)
    assert dirty.stdout == "", dirty.stdout
    print(f"lab.sh {'as root' if as_root else 'as an ordinary user'}: JupyterLab answered after {ready:.0f} s")
    checkout.lab_home = home


def test_lab_sh_on_a_fresh_clone_serves_the_demos_and_the_rest_api(checkout: Checkout) -> None:
    _run_lab(checkout, prefix=[], as_root=os.geteuid() == 0, home=checkout.base / "home")
    # The venv setup.sh used is NBAGENT_VENV, not the clone's .venv; the editable nbagent there is the clone.
    assert not (checkout.clone / ".venv").exists()
    assert json.loads(editable_target(checkout.venv))["url"] == checkout.clone.as_uri()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="switching to nobody needs root")
def test_lab_sh_as_an_ordinary_user(checkout: Checkout) -> None:
    """As uid 65534 (nobody): JupyterLab starts without --allow-root, and everything else works the same.

    The user keeps CAP_DAC_OVERRIDE (ambient) so it can run the interpreter under /root (0700 here) and write to
    the venv and clone that root created; it is still not root (``id -u`` is 65534), which is what lab.sh and
    JupyterLab check.
    """
    setpriv = shutil.which("setpriv")
    assert setpriv is not None, "setpriv (util-linux) is needed to run lab.sh as nobody"
    prefix = [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
              "--inh-caps=+dac_override", "--ambient-caps=+dac_override"]  # fmt: skip
    who = subprocess.run([*prefix, "id", "-u"], capture_output=True, text=True, check=True)
    assert who.stdout.strip() == str(NOBODY)
    home = checkout.base / "home-nobody"
    home.mkdir()
    os.chown(home, NOBODY, NOBODY)
    _run_lab(checkout, prefix=prefix, as_root=False, home=home)


def test_every_demo_runs_in_the_environment_lab_sh_leaves(checkout: Checkout) -> None:
    """After the tests above (or a lab.sh run of its own): every demo, with the venv's kernel, without a cell error."""
    if checkout.lab_home is None:
        _run_lab(checkout, prefix=[], as_root=os.geteuid() == 0, home=checkout.base / "home")
    assert checkout.lab_home is not None
    servers = checkout.clone / ".venv-mcp-servers"  # lab.sh's default, which it exports to JupyterLab's kernels
    assert (servers / "bin" / "mcp-server-git").is_file()
    env = clean_env(checkout.lab_home)
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", NBAGENT_MCP_SERVERS_VENV=str(servers))
    jupyter = checkout.venv / "bin" / "jupyter"
    # the kernel is the venv's own python (ipykernel's python3: `python` is the launching jupyter's interpreter,
    # this venv's), as in the JupyterLab lab.sh started
    specs = subprocess.run([str(jupyter), "kernelspec", "list", "--json"], env=env, capture_output=True, text=True)
    assert specs.returncode == 0, describe(specs)
    argv = json.loads(specs.stdout)["kernelspecs"]["python3"]["spec"]["argv"]
    assert argv[0] in ("python", str(checkout.venv / "bin" / "python")), argv
    run, took = run_demos(jupyter, checkout.clone / "notebooks", env)
    assert run.returncode == 0, describe(run)
    for name in DEMOS:
        assert f"Executing {name}" in run.stderr + run.stdout, describe(run)
    print(f"lab.sh's environment: {len(DEMOS)} demos ran in {took:.0f} s")
