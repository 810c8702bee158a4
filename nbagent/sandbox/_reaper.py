"""The fallback's parent: ``python _reaper.py runner.py``, run in place of the runner where bubblewrap cannot run.

Without a pid namespace, a process the code starts in a session of its own (a double fork with ``setsid``) leaves
the process group and, once its parent exits, the process tree: the executor's kill would not find it. This
program makes itself the *child subreaper* (Linux ``PR_SET_CHILD_SUBREAPER``): every orphan below it is re-parented
to it, not to init. When the runner ends, it kills what is left below it, then exits with the runner's code; the
executor's timeout kills it and everything below it the same way. Standalone (no nbagent import): it runs with
``-I -S``, like the runner. Elsewhere than Linux it only runs the runner.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys

PR_SET_CHILD_SUBREAPER = 36


def children() -> dict[int, list[int]]:
    """Every process's children, from /proc: parent pid -> pids (also the executor's, which kills a run's tree)."""
    tree: dict[int, list[int]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return tree
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                # the fields after the command's closing parenthesis: state, then the parent's pid
                fields = f.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        tree.setdefault(int(fields[1]), []).append(int(name))
    return tree


def main() -> int:
    reaping = sys.platform.startswith("linux")
    if reaping:
        try:
            reaping = ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
        except (OSError, AttributeError):
            reaping = False
    code = subprocess.call([sys.executable, "-I", "-S", "-B", *sys.argv[1:]])
    for _ in range(100):  # what is left below: killed, reaped, until nothing is (a fork may race one round)
        left = children().get(os.getpid(), []) if reaping else []
        if not left:
            break
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        for pid in left:
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(pid, 0)
    return code


if __name__ == "__main__":
    sys.exit(main())
