"""Several processes on one store: nothing lost or doubled, no lock errors, SIGKILL-safe."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import duckdb
import pytest
from store_helpers import python

import nbagent
from nbagent.store import Store

AGENTS = 4
CALLS = 1000


def rows(path: Path, sql: str) -> list[tuple]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


@pytest.mark.slow
def test_four_agents_and_a_reader_share_one_store(store_path: Path, tmp_path: Path) -> None:
    Store(store_path).close()
    stop = tmp_path / "stop"
    reader = python("reader", str(store_path), str(stop), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    agents = [
        python(
            "agent",
            str(store_path),
            f"agent-{i}",
            str(CALLS),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for i in range(AGENTS)
    ]
    started = time.monotonic()
    outputs = [p.communicate(timeout=240) for p in agents]
    elapsed = time.monotonic() - started
    stop.touch()
    r_out, r_err = reader.communicate(timeout=60)
    for p, (out, err) in zip(agents, outputs, strict=True):
        assert p.returncode == 0 and err == "", err
        report = json.loads(out.strip().splitlines()[-1])
        assert report["executed"] == report["unique"] == CALLS
    assert reader.returncode == 0 and r_err == "", r_err
    reads = json.loads(r_out.strip().splitlines()[-1])["reads"]
    print(f"4 x {CALLS} tool calls in {elapsed:.1f} s; audit() was read {reads} times meanwhile")
    assert reads >= 3, f"the reader only got {reads} reads in {elapsed:.1f} s"

    executed = rows(
        store_path,
        "SELECT count(*), count(DISTINCT call_id) FROM audit WHERE event = 'tool-finished'",
    )
    assert executed == [(AGENTS * CALLS, AGENTS * CALLS)]
    per_session = rows(
        store_path,
        "SELECT s.name, count(*) FROM audit a JOIN sessions s ON s.id = a.session_id "
        "WHERE a.event = 'tool-finished' GROUP BY s.name ORDER BY s.name",
    )
    assert per_session == [(f"agent-{i}", CALLS) for i in range(AGENTS)]
    assert rows(store_path, "SELECT count(*) - count(DISTINCT id) FROM audit") == [(0,)]
    assert rows(store_path, "SELECT count(*), count(DISTINCT id) FROM messages") == [(AGENTS * (2 * CALLS + 2),) * 2]
    assert rows(store_path, "SELECT count(*) FROM usage") == [(AGENTS * (CALLS + 1),)]
    check = nbagent.verify_audit(store_path)
    assert check.ok, str(check)
    assert not list(store_path.with_name(store_path.name + ".journal").glob("*.journal"))


@pytest.mark.slow
def test_every_event_recorded_before_a_sigkill_is_stored_after_the_next_start(store_path: Path, tmp_path: Path) -> None:
    ids_file = tmp_path / "ids.txt"
    ids_file.touch()
    worker = python("crash", str(store_path), str(ids_file), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert worker.stdout is not None and worker.stdout.readline().strip() == "started"
    deadline = time.monotonic() + 60
    while len(ids_file.read_text().splitlines()) < 3000:
        assert worker.poll() is None, worker.stderr.read() if worker.stderr else ""
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(worker.pid, signal.SIGKILL)
    worker.wait(10)
    worker.stdout.close()
    if worker.stderr:
        worker.stderr.close()
    text = ids_file.read_text()
    recorded = text.splitlines() if text.endswith("\n") else text.splitlines()[:-1]  # a torn last line
    assert len(recorded) >= 3000

    journal = store_path.with_name(store_path.name + ".journal")
    assert list(journal.glob("*.journal")), "the kill should leave rows in the journal"
    with Store(store_path) as store:  # replays the dead process's journal on start
        stored = store.query("SELECT id FROM audit UNION ALL SELECT id FROM usage")["id"]
        assert len(stored) == stored.nunique()
        missing = set(recorded) - set(stored)
        assert not missing, f"{len(missing)} of {len(recorded)} recorded rows are missing"
        check = store.verify_audit()
        assert check.ok, str(check)
        history = store.resume("crash")[1]
        assert len(history) > 100
    assert not list(journal.glob("*.journal")) and not list(journal.glob("*.lock"))
