"""The journal: idempotent replay, torn frames, the write at exit, and what record() costs."""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import duckdb
from store_helpers import frame_key

import nbagent
from nbagent.events import RunStarted, ToolFinished, ToolRequested
from nbagent.messages import ToolCall
from nbagent.store import Store
from nbagent.store.writing._journal import encode_frame, read_segment


def counts(path: Path) -> tuple[int, int]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        return con.execute("SELECT count(*), count(DISTINCT id) FROM audit").fetchone()  # type: ignore[return-value]
    finally:
        con.close()


def events(n: int) -> list:
    out: list = [RunStarted(run_id="r", prompt="p", model="m")]
    for i in range(n):
        call = ToolCall("t", {"i": i})
        out += [
            ToolRequested(run_id="r", call=call),
            ToolFinished(run_id="r", call=call, output="x", duration_s=0.001),
        ]
    return out


def test_replaying_a_journal_that_was_already_written_adds_nothing(store_path: Path) -> None:
    store = Store(store_path, flush_interval=3600)  # the writer waits: rows stay in the journal
    for event in events(50):
        store.record(event)
    journal = store.journal_dir
    segments = list(journal.glob("*.journal"))
    assert segments and sum(len(read_segment(s, frame_key(store_path)).records) for s in segments) == 101
    # A crash between the DuckDB commit and the journal's deletion leaves a committed segment
    # behind: copy it under the name of a process that is gone.
    ghost = "ghost-1-deadbeef"
    for i, seg in enumerate(segments):
        shutil.copy(seg, journal / f"{ghost}.{i:06d}.journal")
    (journal / f"{ghost}.lock").touch()
    store.flush(30)
    assert counts(store_path) == (101, 101)  # its own rows, and the ghost's replayed, once
    assert not list(journal.glob(f"{ghost}*"))
    store.close()
    for i, seg in enumerate(segments):  # and once more, into a database that has them all
        frame = encode_frame(read_segment_copy(seg, store_path), frame_key(store_path))
        (journal / f"{ghost}.{i:06d}.journal").write_bytes(frame)
    Store(store_path).close()
    assert counts(store_path) == (101, 101)
    assert nbagent.verify_audit(store_path).ok


def read_segment_copy(seg: Path, store_path: Path) -> list:
    """The rows of a (deleted) segment, read back from the database as the journal held them."""
    con = duckdb.connect(str(store_path), read_only=True)
    try:
        ids = con.execute("SELECT id, epoch_us(ts), event FROM audit ORDER BY seq").fetchall()
    finally:
        con.close()
    return [("audit", {"id": i, "ts": ts / 1e6, "event": e, "run_id": "r"}) for i, ts, e in ids]


def test_a_torn_last_frame_is_skipped(tmp_path: Path) -> None:
    seg = tmp_path / "x.000001.journal"
    key = frame_key(tmp_path / "x.duckdb")
    good = encode_frame([("audit", {"id": "a"})], key)
    seg.write_bytes(good + encode_frame([("audit", {"id": "b"})], key)[:-3])
    assert read_segment(seg, key).records == [("audit", {"id": "a"})]
    seg.write_bytes(good[:-1] + b"\x00" + good)  # a damaged frame ends the segment
    found = read_segment(seg, key)
    assert found.records == [] and found.refused == 0


def test_rows_recorded_before_exit_are_written_at_exit(store_path: Path) -> None:
    code = (
        "import sys\n"
        "from nbagent.store import Store\n"
        "from nbagent.events import RunStarted\n"
        "store = Store(sys.argv[1], flush_interval=3600)\n"
        "for i in range(20): store.record(RunStarted(run_id=str(i), prompt='p', model='m'))\n"
    )  # no close(), no flush(): the interpreter exits with the rows still queued
    subprocess.run([sys.executable, "-c", code, str(store_path)], check=True, timeout=60)
    assert counts(store_path) == (20, 20)
    journal = store_path.with_name(store_path.name + ".journal")
    assert not list(journal.iterdir())


def test_record_is_cheap_and_never_raises(store: Store) -> None:
    batch = events(300)
    costs = []
    for event in batch:
        started = time.perf_counter()
        store.record(event)
        costs.append(time.perf_counter() - started)
    assert statistics.median(costs) < 0.001, f"record() median {statistics.median(costs) * 1e6:.0f} us"
    store.close()
    assert store.record(batch[0]) != ()  # after close: kept in memory, no exception
