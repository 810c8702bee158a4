"""Is bubblewrap usable here? Asked once per process (per ``bwrap`` found on PATH), with the reason when not."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from dataclasses import dataclass

__all__ = ["NOBODY", "Probe", "drops_uid", "probe"]

NOBODY = 65534
"""The unprivileged uid and gid the sandboxed code runs as when the kernel runs as root."""

_LOCK = threading.Lock()
_CACHE: dict[str, Probe] = {}


@dataclass(frozen=True)
class Probe:
    """The answer: ``usable``, the ``bwrap`` path, and why not when it is not."""

    usable: bool
    bwrap: str = ""
    reason: str = ""


def drops_uid() -> bool:
    """True when the process runs as root: the sandboxed code then runs as uid/gid 65534 (RLIMIT_NPROC holds)."""
    return sys.platform.startswith("linux") and os.geteuid() == 0


def _why(stderr: str) -> str:
    text = " ".join(stderr.split())[:200] or "no message"
    low = text.lower()
    if "namespace" in low or "uid map" in low or "operation not permitted" in low or "permission denied" in low:
        return f"bubblewrap cannot create namespaces here (no unprivileged user namespaces?): {text}"
    return f"bubblewrap failed its test run: {text}"


def _try(bwrap: str) -> Probe:
    # the same shape the executor runs: as uid 65534 when root (setpriv), with every namespace unshared
    command = [bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--ro-bind", "/", "/"]
    command += ["--proc", "/proc", "--dev", "/dev", "true"]
    drop = drops_uid()
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=20, check=False,
            user=NOBODY if drop else None, group=NOBODY if drop else None, extra_groups=[] if drop else None,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError) as e:
        return Probe(False, bwrap, f"bubblewrap could not be started: {e}")
    if done.returncode != 0:
        return Probe(False, bwrap, _why(done.stderr))
    if drops_uid() and shutil.which("setpriv") is None:
        return Probe(False, bwrap, "setpriv (util-linux) is missing: needed to drop to an unprivileged uid as root")
    return Probe(True, bwrap)


def probe() -> Probe:
    """Whether bubblewrap can sandbox code here; cached per process for each ``bwrap`` found on PATH."""
    if not sys.platform.startswith("linux"):
        return Probe(False, "", f"not Linux ({sys.platform}): bubblewrap runs on Linux only")
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return Probe(False, "", "bubblewrap is not installed (no bwrap on PATH; Debian: apt-get install bubblewrap)")
    with _LOCK:
        if bwrap not in _CACHE:
            _CACHE[bwrap] = _try(bwrap)
        return _CACHE[bwrap]
