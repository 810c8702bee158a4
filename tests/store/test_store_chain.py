"""Tamper evidence: the audit hash chain and the first broken link."""

from __future__ import annotations

from pathlib import Path

import duckdb
from store_helpers import counting_agent

import nbagent
from nbagent.store import Store
from nbagent.store._chain import content_digest, link
from nbagent.store._schema import AUDIT_CONTENT_COLUMNS


def filled(path: Path, calls: int = 3) -> None:
    with Store(path, flush_interval=0.02) as store:
        counting_agent(calls, store=store, session="chain").run("count")
        assert store.verify_audit().ok


def sql(path: Path, statement: str, params: list | None = None) -> list:
    con = duckdb.connect(str(path))
    try:
        return con.execute(statement, params or []).fetchall()
    finally:
        con.close()


def test_an_untouched_log_verifies(store_path: Path) -> None:
    filled(store_path)
    check = nbagent.verify_audit(store_path)
    assert check.ok and bool(check) and check.rows > 10
    assert "ok" in str(check)
    seqs = [r[0] for r in sql(store_path, "SELECT seq FROM audit ORDER BY seq")]
    assert seqs == list(range(1, len(seqs) + 1))


def test_an_edited_row_is_the_first_broken_link(store_path: Path) -> None:
    filled(store_path)
    row_id = sql(store_path, "SELECT id FROM audit WHERE seq = 5")[0][0]
    sql(
        store_path,
        "UPDATE audit SET success = NOT coalesce(success, false), tool = 'other' WHERE seq = 5",
    )
    check = nbagent.verify_audit(store_path)
    assert not check.ok and not bool(check)
    assert (check.seq, check.row_id) == (5, row_id)
    assert "edited" in check.problem and "seq 5" in str(check)
    with Store(store_path) as store:  # the same answer from a store
        assert store.verify_audit().seq == 5


def test_an_edit_that_recomputes_its_own_hash_breaks_the_next_link(store_path: Path) -> None:
    filled(store_path)
    sql(store_path, "UPDATE audit SET decision = 'allow', rule = 'forged' WHERE seq = 4")
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    con = duckdb.connect(str(store_path))
    cur = con.execute(f"SELECT {cols}, prev_hash FROM audit WHERE seq = 4")
    names = [d[0] for d in cur.description]
    row = dict(zip(names, cur.fetchone(), strict=True))
    con.execute("UPDATE audit SET hash = ? WHERE seq = 4", [link(row["prev_hash"], 4, content_digest(row))])
    con.close()
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == 5 and "prev_hash" in check.problem


def test_deleted_rows_are_detected_in_the_middle_and_at_the_end(store_path: Path) -> None:
    filled(store_path)
    last = sql(store_path, "SELECT max(seq) FROM audit")[0][0]
    sql(store_path, "DELETE FROM audit WHERE seq = ?", [last])
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == last and "end" in check.problem
    sql(store_path, "DELETE FROM audit WHERE seq = 3")
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == 4 and "missing" in check.problem


def test_the_chain_continues_across_stores_and_restarts(store_path: Path) -> None:
    filled(store_path, calls=2)
    a = Store(store_path, flush_interval=0.02)
    b = Store(store_path, flush_interval=0.02)  # two stores on one file, as two kernels would be
    counting_agent(3, store=a, session="a").run("count")
    counting_agent(3, store=b, session="b").run("count")
    a.close()
    b.close()
    check = nbagent.verify_audit(store_path)
    assert check.ok, str(check)
    sessions = sql(store_path, "SELECT count(DISTINCT session_id) FROM audit")[0][0]
    assert sessions == 3
