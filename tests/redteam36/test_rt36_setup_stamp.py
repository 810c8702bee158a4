"""Red team 36: setup.sh skips pip when its stamp is newer than the build inputs, but never asks whether the
``jupyter-nbagent`` in the virtualenv is this checkout.

``$NBAGENT_VENV`` can name a virtualenv another checkout (an older clone, a fork, a teammate's folder) installed
itself into, editable. The stamp lives in the virtualenv, not in the checkout; the skip only checks that *a*
``jupyter-nbagent`` is installed. lab.sh from this checkout then says "installed and up to date" and starts
JupyterLab on the other checkout's code (its approval UI, its policy code): an old, perhaps vulnerable install
stays in use. The pre-rename branch right above already reads ``direct_url.json`` for ``file://$ROOT``.

The virtualenv's python is a shim (pip and the model build are logged and skipped; everything else is the real
interpreter, with a ``jupyter-nbagent`` dist-info that points at another checkout): no network, no install.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_a_stamp_does_not_vouch_for_another_checkouts_install(tmp_path: Path) -> None:
    checkout = tmp_path / "this-checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copy(REPO / "scripts" / "setup.sh", checkout / "scripts" / "setup.sh")
    (checkout / "pyproject.toml").write_text("[project]\nname = 'jupyter-nbagent'\n")
    (checkout / "nbagent" / "labextension").mkdir(parents=True)
    (checkout / "nbagent" / "labextension" / "package.json").write_text("{}")
    (checkout / "nbagent" / "rag" / "models").mkdir(parents=True)
    (checkout / "nbagent" / "rag" / "models" / "m.onnx").write_text("")
    old = time.time() - 3600
    os.utime(checkout / "pyproject.toml", (old, old))

    venv = tmp_path / "shared-venv"
    site = tmp_path / "site"
    dist = site / "jupyter_nbagent-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: jupyter-nbagent\nVersion: 0.1\n")
    other = tmp_path / "someone-elses-old-checkout"
    (dist / "direct_url.json").write_text(json.dumps({"url": other.as_uri(), "dir_info": {"editable": True}}))
    (venv / "bin").mkdir(parents=True)
    (venv / "share" / "jupyter" / "labextensions" / "nbagent").mkdir(parents=True)
    (venv / "share" / "jupyter" / "labextensions" / "nbagent" / "package.json").write_text("{}")
    log = tmp_path / "pip.log"
    shim = venv / "bin" / "python"
    shim.write_text(
        "#!/usr/bin/env bash\n"
        f'case "$*" in *"-m pip"*) echo "$*" >> {log}; exit 0;; *"nbagent.rag.build_model"*) exit 0;; esac\n'
        f'PYTHONPATH={site} exec {sys.executable} "$@"\n'
    )
    shim.chmod(0o755)
    (venv / ".nbagent-setup-lab").touch()  # the stamp of that other checkout's last install

    env = {**os.environ, "NBAGENT_VENV": str(venv), "NBAGENT_SETUP_SAY": "lab.sh"}
    done = subprocess.run(
        ["bash", str(checkout / "scripts" / "setup.sh"), "lab"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    installs = log.read_text() if log.exists() else ""
    assert f"-e {checkout}[lab]" in installs, (
        "setup.sh kept another checkout's install: " + done.stdout.strip().replace("\n", " | ")
    )
