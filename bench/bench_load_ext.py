"""Cost of `%load_ext nbagent` over a bare IPython shell, in fresh processes.

Each sample is a new Python process that builds an InteractiveShell and then
either loads nothing (baseline) or runs `%load_ext nbagent`. Target: < 50 ms
added (on these machines `%load_ext jupyter_ai_magics` adds about 3.2 s).

    python bench/bench_load_ext.py [--runs 15]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

PROBE = r"""
import time
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
t0 = time.perf_counter()
if {load}:
    shell.run_line_magic("load_ext", "nbagent")
print(time.perf_counter() - t0)
"""


def sample(load: bool) -> tuple[float, float]:
    """(seconds spent in the load step, wall seconds of the whole process)."""
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", PROBE.format(load=load)], capture_output=True, text=True, check=True)
    wall = time.perf_counter() - t0
    return float(out.stdout.strip().splitlines()[-1]), wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    base, loaded = [], []
    for _ in range(args.runs):  # interleave so drift hits both equally
        base.append(sample(False))
        loaded.append(sample(True))
    step = statistics.median(s for s, _ in loaded)
    wall_base = statistics.median(w for _, w in base)
    wall_loaded = statistics.median(w for _, w in loaded)
    print(f"fresh processes: {args.runs} each (interleaved)")
    print(f"%load_ext nbagent step, in process   median {step * 1e3:7.2f} ms  (target < 50 ms)")
    print(f"whole process, bare shell            median {wall_base * 1e3:7.1f} ms")
    print(f"whole process, shell + load_ext      median {wall_loaded * 1e3:7.1f} ms")
    print(
        f"added to a fresh shell (wall)        median {(wall_loaded - wall_base) * 1e3:7.1f} ms "
        f"(ratio {wall_loaded / wall_base:.3f})"
    )
    print(f"vs %load_ext jupyter_ai_magics ~3.2 s: {step / 3.2 * 100:.2f}% of its cost")


if __name__ == "__main__":
    main()
