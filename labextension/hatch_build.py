"""Build the JupyterLab extension while hatchling builds nbagent (the jupyter-builder hook).

``npm ci`` when ``node_modules`` is missing or older than ``package-lock.json``,
then ``npm run build:prod``: TypeScript to ``lib/``, then the prebuilt extension
(``@jupyter/builder``, rspack) to ``nbagent/labextension/``, which the wheel
ships as ``share/jupyter/labextensions/nbagent``. Nothing runs when that output
is newer than every source file (a rebuild of an unchanged tree takes no
time, and an sdist that carries the built extension needs no Node.js).
``HATCH_JUPYTER_BUILDER_SKIP_NPM=1`` skips the step entirely.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
from pathlib import Path

log = logging.getLogger("nbagent.labextension")

SOURCES = ("src", "style", "schema", "package.json", "package-lock.json", "tsconfig.json")


def _newest(paths: list[Path]) -> float:
    newest = 0.0
    for path in paths:
        if path.is_file():
            newest = max(newest, path.stat().st_mtime)
        elif path.is_dir():
            for file in path.rglob("*"):
                if file.is_file():
                    newest = max(newest, file.stat().st_mtime)
    return newest


def _oldest(path: Path) -> float:
    times = [f.stat().st_mtime for f in path.rglob("*") if f.is_file()]
    return min(times) if times else 0.0


def is_fresh(ext: Path, out: Path) -> bool:
    """Is the built extension in ``out`` newer than every source file of ``ext``?"""
    if not (out / "package.json").is_file() or not (out / "static").is_dir():
        return False
    return _oldest(out) >= _newest([ext / name for name in SOURCES])


def _run(cmd: list[str], cwd: Path) -> None:
    log.info("nbagent labextension: %s (in %s)", " ".join(cmd), cwd)
    subprocess.run(cmd, cwd=cwd, check=True)


def build_labextension(
    target_name: str,
    version: str,
    path: str = "labextension",
    build_dir: str = "nbagent/labextension",
    force: bool = False,
) -> None:
    """The hook's build function (``target_name``: wheel/sdist; ``version``: standard/editable)."""
    if os.environ.get("HATCH_JUPYTER_BUILDER_SKIP_NPM") == "1":
        log.info("nbagent labextension: skipped (HATCH_JUPYTER_BUILDER_SKIP_NPM=1)")
        return
    ext, out = Path(path).resolve(), Path(build_dir).resolve()
    if not force and is_fresh(ext, out):
        log.info("nbagent labextension: %s is up to date", out)
        return
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "building nbagent's JupyterLab extension needs Node.js (20.19 or newer) and npm on "
            "PATH: install them (https://nodejs.org, or conda install nodejs), or install a built "
            "nbagent wheel"
        )
    stamp = ext / "node_modules" / ".package-lock.json"
    lock = ext / "package-lock.json"
    if not stamp.is_file() or stamp.stat().st_mtime < lock.stat().st_mtime:
        _run([npm, "ci", "--no-audit", "--no-fund"], ext)
    _run([npm, "run", "build:prod"], ext)
