"""Compile the learned screen's C kernel while hatchling builds nbagent (the custom build hook).

``nbagent/guards/_kernel.c`` becomes ``nbagent/guards/libnbscreen.so``, a plain shared library
(no Python headers: one file serves every Python version), loaded by ``nbagent.guards._learned``
through ctypes. It is built in place, so an editable install uses it too, and a wheel that
carries it is tagged for this platform (any Python 3). Without a C compiler (or on Windows, or with
``NBAGENT_NO_KERNEL=1``) nothing is built, a warning says so, and the screen runs its numpy code:
the same results, slower per document. The library carries its source's SHA-256: it is rebuilt
when the source changed, and nbagent refuses a library built from another source.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shlex
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported outside a build (tests/policy/test_screen_kernel.py calls build_kernel)
    BuildHookInterface = object

log = logging.getLogger("nbagent.kernel")

SOURCE = Path("nbagent/guards/_kernel.c")
LIBRARY = Path("nbagent/guards/libnbscreen.so")
# No -ffast-math and no FMA contraction: the kernel's sums must be numpy's to the last bit.
FLAGS = ["-O2", "-std=c99", "-fPIC", "-shared", "-ffp-contract=off", "-fno-fast-math"]


def build_kernel(root: Path) -> Path | None:
    """Compile the kernel under ``root`` (unless the library there was built from this very source); its path,
    or None. The library carries the source's SHA-256, which nbagent checks before it loads it."""
    source, library = root / SOURCE, root / LIBRARY
    if os.environ.get("NBAGENT_NO_KERNEL") == "1" or sys.platform == "win32":
        return None
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    if library.is_file() and digest.encode() in library.read_bytes():
        return library
    partial = library.with_name(library.name + ".partial")
    flags = [*FLAGS, f'-DNB_SOURCE_SHA256="{digest}"', "-o", str(partial), str(source)]
    try:
        for compiler in _compilers():
            try:
                done = subprocess.run([*compiler, *flags], capture_output=True, text=True, timeout=120)
                break
            except FileNotFoundError:
                continue
        else:
            log.warning("nbagent: no C compiler for the screen's kernel; the screen runs its numpy code")
            return None
    except (OSError, subprocess.TimeoutExpired) as exc:
        log.warning("nbagent: the screen's kernel did not compile (%s); the screen runs its numpy code", exc)
        partial.unlink(missing_ok=True)
        return None
    if done.returncode != 0:
        log.warning("nbagent: the screen's kernel did not compile; the screen runs its numpy code:\n%s", done.stderr)
        partial.unlink(missing_ok=True)
        return None
    partial.replace(library)  # atomic: a kernel that has the old library loaded keeps it
    return library


def _compilers() -> list[list[str]]:
    """$CC when set (only it), else Python's own compiler, then ``cc``."""
    if os.environ.get("CC"):
        return [shlex.split(os.environ["CC"])]
    configured = shlex.split(sysconfig.get_config_var("CC") or "")
    return [c for c in (configured, ["cc"]) if c]


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    """hatchling's hook: build the kernel for wheels and editable installs."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        library = build_kernel(Path(self.root))
        if library is None or version == "editable":
            return  # an editable install imports from the source tree, where the library now is
        build_data["force_include"][str(library)] = LIBRARY.as_posix()  # git-ignored: not found otherwise
        build_data["pure_python"] = False
        platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
        build_data["tag"] = f"py3-none-{platform}"  # any Python 3 (no Python headers), this platform only
