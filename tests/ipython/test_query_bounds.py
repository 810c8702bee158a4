"""query_dataframes stays bounded: rows streamed up to what is shown, memory capped, stopped at the timeout.

Each query runs in its own process (tests/ipython/_query_worker.py) through a real Agent run, so
the peak resident memory (ru_maxrss) it reports belongs to that query alone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

WORKER = Path(__file__).with_name("_query_worker.py")
TIMEOUT = 3.0
JOIN = "SELECT a.x, b.y FROM a JOIN b ON a.k = b.k"  # 4,000 x 4,000 rows on one key: 16M rows


def run_query(sql: str) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    done = subprocess.run(
        [sys.executable, str(WORKER), str(TIMEOUT), sql], capture_output=True, text=True, timeout=90, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def test_a_16m_row_join_streams_only_the_rows_shown() -> None:
    out = run_query(JOIN)
    assert out["kind"] == "tool-finished", out["text"]
    assert "more than 50 rows, first 50 shown" in out["text"]
    assert out["seconds"] < TIMEOUT + 1
    assert out["rss_growth_mb"] < 300, f"peak RSS grew {out['rss_growth_mb']:.0f} MB"


def test_a_join_past_the_timeout_is_interrupted_and_the_run_returns() -> None:
    out = run_query("SELECT count(*) FROM a JOIN b ON a.k = b.k JOIN a c ON c.k = b.k")  # 64 billion rows
    assert out["kind"] == "tool-failed" and "did not finish within" in out["text"], out["text"]
    assert out["seconds"] < TIMEOUT + 1, f"the run took {out['seconds']:.1f} s with a {TIMEOUT:g} s tool timeout"
    assert out["rss_growth_mb"] < 300, f"peak RSS grew {out['rss_growth_mb']:.0f} MB"


def test_a_join_that_must_hold_all_16m_rows_stays_under_the_memory_cap() -> None:
    # A hash table over every row of the join: it answers, runs out of its 256 MB or is stopped at
    # the timeout (depending on the machine's speed), but always in time and within the memory bound.
    out = run_query("SELECT count(DISTINCT a.x * 10000 + b.y) AS n FROM a JOIN b ON a.k = b.k")
    if out["kind"] == "tool-finished":
        assert "16000000" in out["text"]
    else:
        assert "did not finish within" in out["text"] or "more than 256MB" in out["text"], out["text"]
    assert out["seconds"] < TIMEOUT + 1, f"the run took {out['seconds']:.1f} s with a {TIMEOUT:g} s tool timeout"
    assert out["rss_growth_mb"] < 300, f"peak RSS grew {out['rss_growth_mb']:.0f} MB"


@pytest.mark.parametrize(
    "sql",
    [
        # folded while DuckDB plans the query, outside memory_limit: +1.3 GB before; refused from its syntax tree
        "SELECT length(repeat('x', 700000000)) AS n",
        "SELECT length(repeat('x', 350000000 * 2)) AS n",
        # 51 rows (the LIMIT) of 20 MB each, fetched whole into pandas before: +4.1 GB
        "SELECT repeat('x', 20000000) AS s FROM range(51)",
    ],
)
def test_constant_huge_strings_are_refused_before_planning(sql: str) -> None:
    out = run_query(sql)
    assert out["kind"] == "tool-failed" and "too large for the notebook's memory" in out["text"], out["text"]
    assert out["rss_growth_mb"] < 300, f"peak RSS grew {out['rss_growth_mb']:.0f} MB"
    assert out["seconds"] < TIMEOUT + 1


def test_values_built_from_data_are_cut_inside_duckdb_before_the_fetch() -> None:
    # the size depends on the data, so it is not refused: each 20 MB value is cut to 200 characters in SQL
    out = run_query("SELECT repeat('x', n) AS s FROM (SELECT 20000000 + range * 0 AS n FROM range(51))")
    assert out["kind"] == "tool-finished", out["text"]
    assert "more than 50 rows, first 50 shown" in out["text"] and "xxx..." in out["text"]
    assert out["rss_growth_mb"] < 300, f"peak RSS grew {out['rss_growth_mb']:.0f} MB"
    assert out["seconds"] < TIMEOUT + 1


def test_numbers_lists_and_odd_column_names_still_show() -> None:
    out = run_query('SELECT k, x, [x, 2] AS l, \'a\' || x AS t, 1 AS "x""y", 2 AS t FROM a ORDER BY x LIMIT 3')
    assert out["kind"] == "tool-finished", out["text"]
    lines = out["text"].splitlines()
    assert lines[0].split() == ["k", "x", "l", "t", 'x"y', "t_1"]  # DuckDB names a repeated column t_1
    assert lines[1].split() == ["0", "0", "0", "[0,", "2]", "a0", "1", "2"]
