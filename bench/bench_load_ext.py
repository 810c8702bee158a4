"""Cost of `%load_ext nbagent` over a bare IPython shell, in fresh processes.

Each sample is a new Python process that builds an InteractiveShell and then
either loads nothing (baseline) or runs `%load_ext nbagent`. Targets: < 50 ms
added (on these machines `%load_ext jupyter_ai_magics` adds about 3.2 s), at
most 20 modules added, none of asyncio, ssl, socket, http, urllib.request,
subprocess or concurrent (a kernel has asyncio already; a bare shell must not
pay for it).

    python bench/bench_load_ext.py [--runs 15]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

MAX_MODULES = 20
FORBIDDEN = ("asyncio", "ssl", "_ssl", "socket", "http", "urllib.request", "subprocess", "concurrent")
"""Not imported by ``%load_ext nbagent`` (nor any submodule of them)."""

PROBE = r"""
import json, sys, time
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
before = set(sys.modules)
t0 = time.perf_counter()
if {load}:
    shell.run_line_magic("load_ext", "nbagent")
step = time.perf_counter() - t0
print(json.dumps({{"step": step, "modules": sorted(set(sys.modules) - before)}}))
"""


def forbidden(modules: list[str]) -> list[str]:
    """The modules of ``modules`` that are, or are inside, one of :data:`FORBIDDEN`."""
    return [m for m in modules if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]


def sample(load: bool) -> tuple[float, float, list[str]]:
    """(seconds spent in the load step, wall seconds of the whole process, modules the step added)."""
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", PROBE.format(load=load)], capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t0
    found = json.loads(out.stdout.strip().splitlines()[-1])
    return float(found["step"]), wall, list(found["modules"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    base, loaded = [], []
    for _ in range(args.runs):  # interleave so drift hits both equally
        base.append(sample(False))
        loaded.append(sample(True))
    step = statistics.median(s for s, _, _ in loaded)
    wall_base = statistics.median(w for _, w, _ in base)
    wall_loaded = statistics.median(w for _, w, _ in loaded)
    modules = sorted({m for _, _, found in loaded for m in found})  # the same in every run
    bad = forbidden(modules)
    print(f"fresh processes: {args.runs} each (interleaved)")
    if sys.dont_write_bytecode or os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("(PYTHONDONTWRITEBYTECODE is set: every run compiles nbagent's modules from source)")
    print(f"%load_ext nbagent step, in process   median {step * 1e3:7.2f} ms  (target < 50 ms)")
    print(f"whole process, bare shell            median {wall_base * 1e3:7.1f} ms")
    print(f"whole process, shell + load_ext      median {wall_loaded * 1e3:7.1f} ms")
    print(
        f"added to a fresh shell (wall)        median {(wall_loaded - wall_base) * 1e3:7.1f} ms "
        f"(ratio {wall_loaded / wall_base:.3f})"
    )
    print(f"modules added by %load_ext nbagent   {len(modules):7d}     (target <= {MAX_MODULES})")
    print(f"forbidden among them                 {', '.join(bad) if bad else 'none':>7s}     (target none)")
    print(f"vs %load_ext jupyter_ai_magics ~3.2 s: {step / 3.2 * 100:.2f}% of its cost")


if __name__ == "__main__":
    main()
