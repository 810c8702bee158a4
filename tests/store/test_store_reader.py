"""The public read API (StoreReader / ArrowReader / open_reader) on real store files.

Legacy audit rows (the names older versions stored) are presented and filtered with the
stream's kinds, the views count both, and the chain still verifies; reads work while
another process writes; a locked file gives StoreBusy; nothing is created by reading.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pytest
from store_helpers import counting_agent, python

from nbagent import ToolCall
from nbagent.events import LEGACY_AUDIT_EVENTS, RunStarted, ToolFinished
from nbagent.exceptions import StoreBusy, StoreError, UserError
from nbagent.store import ArrowReader, Store, StoreReader, open_reader
from nbagent.store._schema import _MIGRATION_5


def test_store_reader_and_open_reader_read_the_same_tables(store: Store) -> None:
    counting_agent(2, store=store, session="eda").run("count")
    reader = store.reader()
    assert isinstance(reader, StoreReader) and isinstance(reader.arrow, ArrowReader)
    alone = open_reader(store.path.parent)  # a folder means its nbagent.duckdb
    assert alone.path == store.path and alone.exists()
    for name in ("sessions", "usage", "audit", "memories"):
        frame = getattr(alone, name)()
        table = getattr(alone.arrow, name)()
        assert isinstance(frame, pd.DataFrame) and isinstance(table, pa.Table), name
        assert list(frame.columns) == table.column_names and len(frame) == table.num_rows, name
        assert getattr(store, name)().equals(frame), name  # Store's own methods are the same reads
    assert alone.messages("eda")["role"].tolist() == ["user", "assistant", "tool", "assistant", "tool", "assistant"]
    assert alone.arrow.messages(store.get_session("eda").id).num_rows == 6  # type: ignore[union-attr]
    with pytest.raises(UserError, match="no session 'nope'"):
        alone.messages("nope")
    assert alone.sessions(limit=0).empty and len(alone.sessions(limit=5)) == 1
    assert alone.usage(limit=1)["iteration"].tolist() == [store.usage()["iteration"].iloc[-1]]
    with pytest.raises(UserError, match="limit"):
        alone.usage(limit=-1)
    assert alone.arrow.query("SELECT ? AS x", [7]).to_pylist() == [{"x": 7}]


def test_a_snapshot_reads_several_tables_on_one_connection(store: Store) -> None:
    counting_agent(1, store=store, session="s").run("count")
    store.flush()
    with store.reader().snapshot() as snap:
        sessions, audit = snap.sessions(), snap.arrow.audit(after=2)
        # within the snapshot nothing else can open the file, so both come from one state
        assert audit.column("seq").to_pylist()[0] == 3
    assert sessions["name"].tolist() == ["s"]


def test_reading_creates_nothing_and_a_missing_store_says_where_it_looked(tmp_path: Path) -> None:
    reader = open_reader(tmp_path / "none" / "nbagent.duckdb")
    assert not reader.exists()
    with pytest.raises(StoreError, match=r"no store at .*none/nbagent\.duckdb.*nbagent\.Store\(") as info:
        reader.audit()
    assert info.value.path == str(tmp_path / "none" / "nbagent.duckdb")
    assert not (tmp_path / "none").exists()


# One run's audit rows as nbagent before the stream's kinds wrote them (RowMaker's old names):
# (event, call, fields).
_OLD = [
    ("run_started", None, {"model": "m"}),
    ("tool_requested", "c1", {}),
    ("policy_decision", "c1", {"decision": "review"}),
    ("approval_requested", "c1", {}),
    ("approval_decided", "c1", {"decision": "allow", "wait_s": 1.5}),
    ("review_modified", "c1", {}),
    ("tool_started", "c1", {}),
    ("tool_executed", "c1", {"success": True, "duration_ms": 5.0}),
    ("screening_blocked", "c1", {"decided_by": "screening"}),
    ("tool_blocked", "c2", {"stage": "denied", "success": False}),
    ("tool_failed", "c3", {"stage": "timeout", "success": False, "duration_ms": 9.0}),
    ("run_finished", None, {"stage": "ok"}),
]


def _rows(run: str, *, new_names: bool = False) -> list[tuple[str, dict[str, object]]]:
    """The rows of ``_OLD`` for ``run`` (``new_names``: the same facts as the stream names them)."""
    rows: list[tuple[str, dict[str, object]]] = []
    for i, (event, call, fields) in enumerate(_OLD):
        row: dict[str, object] = {"id": f"{run}-{i}", "ts": time.time(), "run_id": run, **fields}
        row["event"] = LEGACY_AUDIT_EVENTS[event] if new_names else event
        if call is not None:
            row.update(tool="rm", call_id=f"{run}-{call}")
        rows.append(("audit", row))
    return rows


def test_legacy_rows_are_presented_and_found_with_the_streams_kinds(store: Store) -> None:
    # Written through the writer, the path every audit row takes (journal, batch, hash chain).
    store._writer.record(_rows("old"))
    store._writer.record(_rows("new", new_names=True))
    store.flush()

    stored = store.query("SELECT event FROM audit_stored ORDER BY seq")["event"].tolist()
    assert stored[:12] == [event for event, _, _ in _OLD]  # never rewritten
    audit = store.audit()
    assert set(audit["event"]) <= set(LEGACY_AUDIT_EVENTS.values())
    assert audit["event"].tolist()[:12] == audit["event"].tolist()[12:]  # old rows read as the new ones
    assert store.query("SELECT DISTINCT event FROM audit WHERE event LIKE '%\\_%' ESCAPE '\\'").empty

    for kind in ("tool-decided", "tool-finished", "output-blocked", "tool-args-rewritten", "run-started"):
        found = store.audit(event=kind)
        assert sorted(found["run_id"]) == ["new", "old"], kind
    failed = store.audit(event="tool-failed")  # tool_failed and tool_blocked are both failed calls
    assert sorted(failed["stage"]) == ["denied", "denied", "timeout", "timeout"]
    assert store.audit(event="tool_executed").equals(store.audit(event="tool-finished"))  # older names still work
    assert store.reader().arrow.audit(event="approval-decided", run="old").column("wait_s").to_pylist() == [1.5]

    check = store.verify_audit()
    assert check.ok and check.rows == 24, str(check)


def test_views_count_rows_under_both_names(store: Store) -> None:
    store._writer.record(_rows("old"))
    store._writer.record(_rows("new", new_names=True))
    store.flush()
    [stats] = store.query("SELECT * FROM tool_stats").to_dict("records")
    assert (stats["tool"], stats["requested"], stats["executed"], stats["failed"]) == ("rm", 2, 2, 2)
    assert stats["blocked"] == 4  # per call: screened output (c1) and denied call (c2), old and new
    assert stats["success_rate"] == 0.5
    [approvals] = store.query("SELECT * FROM approval_stats").to_dict("records")
    assert (approvals["requested"], approvals["approved"], approvals["approval_rate"]) == (2, 2, 1.0)


def test_migration_5_counts_each_legacy_name_with_its_kind() -> None:
    # the views spell the names out (a shipped migration never changes): each old one with its kind
    import re

    counted = set(re.findall(r"'([a-z]+_[a-z_]+)'", _MIGRATION_5))
    assert counted == {
        "tool_requested", "tool_executed", "tool_failed", "tool_blocked", "screening_blocked", "output_blocked",
        "approval_requested", "approval_decided",
    }  # fmt: skip
    for old in counted:
        assert f"'{LEGACY_AUDIT_EVENTS[old]}'" in _MIGRATION_5, old


def test_a_reader_works_while_another_process_writes(store_path: Path, tmp_path: Path) -> None:
    Store(store_path).close()
    writer = python("agent", str(store_path), "busy", "400", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    reader = open_reader(store_path, timeout=30)
    reads, last = 0, -1
    while writer.poll() is None:
        n = len(reader.arrow.audit(event="tool-finished"))
        assert n >= last  # rows only ever come
        last, reads = n, reads + 1
    _, err = writer.communicate(timeout=120)
    assert writer.returncode == 0 and err == "", err
    assert reads >= 3, f"only {reads} reads while the other process wrote"
    assert len(reader.audit(event="tool-finished", session="busy")) == 400
    assert reader.query("SELECT count(*) AS n FROM sessions")["n"].tolist() == [1]


def test_a_file_held_open_elsewhere_gives_store_busy_then_reads(store_path: Path) -> None:
    with Store(store_path) as s:
        s.record(RunStarted(run_id="r", prompt="p", model="m"))
        s.record(ToolFinished(run_id="r", call=ToolCall("t", {}), output="ok", duration_s=0.0))
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import duckdb, sys
            con = duckdb.connect({str(store_path)!r})
            print("locked", flush=True)
            sys.stdin.readline()
        """)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        started = time.monotonic()
        with pytest.raises(StoreBusy, match="busy"):
            open_reader(store_path, timeout=0.5).audit()
        assert 0.4 < time.monotonic() - started < 5
    finally:
        holder.communicate("\n", timeout=30)
    assert open_reader(store_path).audit()["event"].tolist() == ["run-started", "tool-finished"]


def test_untrusted_reads_refuse_what_nbagent_never_writes(store_path: Path, tmp_path: Path) -> None:
    import duckdb

    with Store(store_path) as s:
        s.record(RunStarted(run_id="r", prompt="p", model="m"))
    assert len(open_reader(store_path, untrusted=True).audit()) == 1
    con = duckdb.connect(str(store_path))
    con.execute("CREATE MACRO lower(x) AS 'planted'")
    con.close()
    with pytest.raises(StoreError, match="macros"):
        open_reader(store_path, untrusted=True).sessions()
    with pytest.raises(StoreError, match="macros"):  # outside the nbagent home: checked by default
        open_reader(store_path).sessions()
    assert len(open_reader(store_path, untrusted=False).sessions()) == 0  # the caller's say-so: read as is
    foreign = tmp_path / "foreign.duckdb"
    con = duckdb.connect(str(foreign))
    con.execute("CREATE TABLE audit (x INTEGER)")
    con.close()
    with pytest.raises(StoreError, match="not an nbagent store"):
        open_reader(foreign, untrusted=True).query("SELECT 1")
