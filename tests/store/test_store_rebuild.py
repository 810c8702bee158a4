"""Nothing committed is lost: the archive, Store.rebuild (and `nbagent store rebuild`), damage reported
with its remedy, message seqs of two kernels on one session, and tombstones of deleted sessions."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pytest
from store_helpers import corrupt, counting_agent, python

import nbagent
from nbagent.exceptions import StoreDamaged, UserError
from nbagent.messages import AssistantMessage, UserMessage
from nbagent.store import Store
from nbagent.store.integrity._key import load_key
from nbagent.store.writing._archive import ARCHIVE_SUFFIX, Archive, read_archive
from nbagent.store.writing._journal import FrameKey

TABLES = ("sessions", "messages", "audit", "usage")


def rows_of(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of the tables a rebuild restores, sorted (audit with its seq and hash)."""
    con = duckdb.connect(str(path), read_only=True)
    try:
        out = {}
        for table in TABLES:
            cols = "id, seq, prev_hash, hash" if table == "audit" else "id, session_id, input_tokens, cost_usd"
            if table == "messages":
                cols = "id, session_id, seq, role, text, superseded"
            if table == "sessions":
                cols = "id, name, title, archived"
            out[table] = sorted(con.execute(f"SELECT {cols} FROM {table}").fetchall(), key=str)
    finally:
        con.close()
    return out


def filled_store(path: Path, runs: int = 3) -> None:
    """A store with sessions, messages, audit rows and usage, written through the public API."""
    store = Store(path, flush_interval=0.01)
    for n in range(runs):
        counting_agent(4, store=store, session=f"s{n}").run("count")
        store.flush(30)  # several batches: the archive holds several frames
    store.close()


def test_rebuild_recovers_every_committed_row_with_the_chain_as_it_was(store_path: Path) -> None:
    filled_store(store_path)
    with Store(store_path) as store:
        store.rename_session("s1", "renamed")
        store.archive_session("s2")
    before = rows_of(store_path)
    assert len(before["audit"]) > 20 and before["messages"] and before["usage"]
    assert nbagent.verify_audit(store_path).ok
    corrupt(store_path)

    # not a raw DuckDB error: what, where, and the remedy
    with pytest.raises(StoreDamaged) as caught, Store(store_path) as store:
        store.audit()
    text = str(caught.value)
    assert str(store_path) in text and "Store.rebuild(" in text and "nbagent store rebuild" in text

    report = Store.rebuild(store_path)
    assert report.chain == "reproduced", report
    assert rows_of(store_path) == before  # every row, the same seqs and links, the edits redone
    assert report.recovered["audit"] == len(before["audit"]) and report.recovered["messages"] == len(before["messages"])
    assert report.moved_to and Path(report.moved_to).exists()  # kept aside, never deleted
    check = nbagent.verify_audit(store_path)
    assert check.ok and not check.notes, check
    with Store(store_path) as store:  # and the store goes on
        counting_agent(1, store=store, session="after").run("count")
    assert nbagent.verify_audit(store_path).ok


def test_a_healthy_file_is_not_rebuilt_without_force(store_path: Path) -> None:
    filled_store(store_path, runs=1)
    with pytest.raises(UserError, match="reads whole"):
        Store.rebuild(store_path)
    assert not list(store_path.parent.glob("*.damaged-*"))
    report = Store.rebuild(store_path, force=True)
    assert report.chain == "reproduced" and nbagent.verify_audit(store_path).ok


def test_command_line_rebuild(store_path: Path) -> None:
    filled_store(store_path, runs=1)
    before = rows_of(store_path)
    store_path.write_bytes(b"junk" * 1000)  # not a DuckDB file at all any more
    cmd = [sys.executable, "-m", "nbagent.cli", "store", "rebuild", str(store_path)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "rebuilt" in done.stdout and "audit" in done.stdout and "reproduced" in done.stdout
    assert rows_of(store_path) == before
    again = subprocess.run(cmd, capture_output=True, text=True, timeout=120)  # healthy now: a usage mistake
    assert again.returncode == 2 and "--force" in again.stderr
    verify = subprocess.run(
        [sys.executable, "-m", "nbagent.cli", "store", "verify", str(store_path)], capture_output=True, text=True
    )
    assert verify.returncode == 0 and "audit log ok" in verify.stdout


def test_rebuild_with_a_pruned_archive_links_the_chain_afresh_and_says_so(store_path: Path) -> None:
    filled_store(store_path)
    files = sorted(store_path.with_name(store_path.name + ".archive").glob(f"*{ARCHIVE_SUFFIX}"))
    key = FrameKey(load_key(), str(store_path.resolve()))
    contents = read_archive(files[0].parent, key)
    assert contents.frames >= 3 and not contents.refused
    # cut the first archived batches off, as pruning would
    data = files[0].read_bytes()
    first = int.from_bytes(data[:4], "little") + 40
    files[0].write_bytes(data[first:])
    corrupt(store_path)
    report = Store.rebuild(store_path)
    assert report.chain == "restarted"
    check = nbagent.verify_audit(store_path)
    assert check.ok, check
    assert any("rebuilt from the archive" in n for n in check.notes)


def test_a_forged_archive_frame_is_refused(store_path: Path) -> None:
    filled_store(store_path, runs=1)
    before = rows_of(store_path)
    adir = store_path.with_name(store_path.name + ".archive")
    other = FrameKey(load_key(), "/some/other/store.duckdb")  # genuine key, another store: refused too
    Archive(adir, other, "planted", max_days=None, max_bytes=None).append(
        [("audit", {"id": "planted", "ts": time.time(), "event": "run-started", "run_id": "r"})]
    )
    corrupt(store_path)
    report = Store.rebuild(store_path)
    assert report.refused == 1
    assert rows_of(store_path) == before


def test_archive_is_pruned_oldest_first_by_age_and_size(tmp_path: Path) -> None:
    key = FrameKey(load_key(), "/x.duckdb")
    adir = tmp_path / "archive"
    now = time.time()
    for n, age_days in enumerate((40, 20, 10, 0)):
        path = adir / f"p{n}.2026010{n}.001{ARCHIVE_SUFFIX}"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(b"x" * 1000)
        os.utime(path, (now - age_days * 86400, now - age_days * 86400))
    assert Archive(adir, key, "me", max_days=30, max_bytes=None).prune() == 1  # the 40-day-old one
    assert Archive(adir, key, "me", max_days=30, max_bytes=2000).prune() == 1  # then the oldest while > 2000
    assert sorted(p.name[:2] for p in adir.iterdir()) == ["p2", "p3"]
    assert Archive(adir, key, "me", max_days=30, max_bytes=10).prune() == 1  # never the newest file
    assert [p.name[:2] for p in adir.iterdir()] == ["p3"]


def test_archive_off(store_path: Path) -> None:
    with Store(store_path, archive_days=0) as store:
        counting_agent(1, store=store).run("count")
        assert store.archive_dir is None
    assert not store_path.with_name(store_path.name + ".archive").exists()


def test_two_kernels_on_one_session_never_share_a_message_seq(store_path: Path) -> None:
    with Store(store_path) as store:
        session = store.new_session("shared").id
    go = store_path.with_name("go")
    workers = [python("twin", str(store_path), "shared", "15", str(go), stdout=subprocess.PIPE) for _ in range(2)]
    for w in workers:  # both loaded the same (empty) history: both number from seq 0
        assert w.stdout is not None and w.stdout.readline().strip() == "bound"
    go.touch()
    for w in workers:
        out, _ = w.communicate(timeout=300)
        assert w.returncode == 0 and "done" in out, out
    con = duckdb.connect(str(store_path), read_only=True)
    try:
        rows = con.execute(
            "SELECT seq, run_id, epoch_us(ts), id FROM messages WHERE session_id = ?", [session]
        ).fetchall()
    finally:
        con.close()
    seqs = [r[0] for r in rows]
    assert len(rows) >= 2 * 30 and len(set(seqs)) == len(seqs), sorted(seqs)
    for run in {r[1] for r in rows if r[1]}:  # each kernel's messages keep their order
        mine = sorted((r for r in rows if r[1] == run), key=lambda r: r[0])
        assert [r[2] for r in mine] == sorted(r[2] for r in mine)
    with Store(store_path) as store:  # and a resumed session reads one history
        _, next_seq = store.load_history(session)
        assert next_seq == max(seqs) + 1


def test_supersede_finds_this_kernels_moved_messages(store_path: Path) -> None:
    with Store(store_path) as other:
        session = other.new_session("both").id
        other.save_messages(session, [UserMessage("theirs 0"), AssistantMessage("theirs 1")], start_seq=0)
        other.flush()
    with Store(store_path) as store:  # numbered from 0 too, as a kernel that loaded the session earlier would
        store.save_messages(session, [UserMessage("mine 0"), AssistantMessage("mine 1")], start_seq=0)
        store.flush()
        assert store.supersede_messages(session, 1) == 1  # "mine 1", stored at seq 3
        df = store.messages(session)
    assert list(zip(df["seq"], df["text"], df["superseded"], strict=True)) == [
        (0, "theirs 0", False),
        (1, "theirs 1", False),
        (2, "mine 0", False),
        (3, "mine 1", True),
    ]


def test_a_deleted_session_does_not_come_back_from_a_dead_process_journal(store_path: Path) -> None:
    with Store(store_path) as store:
        session = store.new_session("doomed").id
        store.save_messages(session, [UserMessage("first")], start_seq=0)
    writer = python("pending", str(store_path), session, stdout=subprocess.PIPE)
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        with Store(store_path) as store:  # the writer is alive: its journal cannot be replayed yet
            store.delete_session(session)
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait(30)
    with Store(store_path) as store:  # replays the dead process's journal
        assert store.pending == 0
        assert store.get_session(session) is None
        assert store.query("SELECT count(*) AS n FROM messages WHERE session_id = ?", [session])["n"][0] == 0
    corrupt(store_path)  # and a rebuild, from the archive and that journal, honours the tombstone too
    Store.rebuild(store_path)
    with Store(store_path) as store:
        assert store.get_session(session) is None
        assert store.query("SELECT count(*) AS n FROM messages WHERE session_id = ?", [session])["n"][0] == 0
