"""Red team: query_dataframes' 256 MB memory limit does not bound DuckDB's string arenas.

Each query runs in its own process through a real Agent run (tests/ipython/_query_worker.py), so
the peak resident memory it reports is the query's own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

WORKER = Path(__file__).parents[1] / "ipython" / "_query_worker.py"
TIMEOUT = 3.0


def run_query(sql: str) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    done = subprocess.run(
        [sys.executable, str(WORKER), str(TIMEOUT), sql], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize(
    "sql",
    [
        # one huge string: memory_limit does not count it (measured: 1.5e9 -> 3 GB peak, 11 s)
        "SELECT length(repeat('x', 700000000)) AS n",
        # 51 rows (the LIMIT) of 20 MB each, fetched into pandas before the cut
        "SELECT repeat('x', 20000000) AS s FROM range(51)",
    ],
)
def test_huge_strings_stay_within_the_query_memory_bound(sql: str) -> None:
    out = run_query(sql)
    assert out["rss_growth_mb"] < 300, (
        f"peak RSS grew {out['rss_growth_mb']:.0f} MB ({out['kind']}: {out['text'][:80]})"
    )
    assert out["seconds"] < TIMEOUT + 1, f"the run took {out['seconds']:.1f} s with a {TIMEOUT:g} s tool timeout"
