"""Tamper evidence: the keyed audit chain, its head outside the database, and the first broken link.

The attacker here can write the database and the journal folder (the project folder), not the
person's nbagent home (where the audit key and the chain heads live).
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import duckdb
import pytest
from store_helpers import counting_agent, frame_key, python

import nbagent
from nbagent.exceptions import StoreError
from nbagent.store import Store
from nbagent.store._schema import AUDIT_CONTENT_COLUMNS
from nbagent.store.integrity._anchor import read_anchor, store_identity
from nbagent.store.integrity._chain import GENESIS, content_digest, link
from nbagent.store.integrity._key import AuditKey, key_path
from nbagent.store.writing._journal import FrameKey, encode_frame


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


def rechain_without_key(path: Path, start: int, *, drop_key_id: bool) -> None:
    """What an attacker with the database but not the key can do: re-hash rows from ``start``
    on with nbagent's own (unkeyed) functions, fix every prev_hash and move audit_head."""
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    con = duckdb.connect(str(path))
    try:
        prev = GENESIS if start == 1 else con.execute("SELECT hash FROM audit WHERE seq = ?", [start - 1]).fetchone()[0]
        last = con.execute("SELECT max(seq) FROM audit").fetchone()[0]
        for seq in range(start, last + 1):
            cur = con.execute(f"SELECT {cols} FROM audit WHERE seq = ?", [seq])
            row = dict(zip([d[0] for d in cur.description], cur.fetchone(), strict=True))
            new = link(prev, seq, content_digest(row))
            key_sql = ", key_id = NULL" if drop_key_id else ""
            con.execute(f"UPDATE audit SET prev_hash = ?, hash = ?{key_sql} WHERE seq = ?", [prev, new, seq])
            prev = new
        con.execute("DELETE FROM audit_head")
        con.execute("INSERT INTO audit_head VALUES (?, ?)", [last, prev])
    finally:
        con.close()


def flipped(path: Path) -> int:
    """Turn the first policy decision around (as a deny flipped to allow would be); its seq."""
    seq, decision = sql(path, "SELECT seq, decision FROM audit WHERE decision IS NOT NULL ORDER BY seq LIMIT 1")[0]
    sql(
        path,
        "UPDATE audit SET decision = ?, decided_by = 'person' WHERE seq = ?",
        ["deny" if decision == "allow" else "allow", seq],
    )
    return int(seq)


def test_a_flip_rechained_without_the_key_is_found(store_path: Path) -> None:
    filled(store_path)
    seq = flipped(store_path)
    rechain_without_key(store_path, seq, drop_key_id=False)
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == seq and "edited" in check.problem, str(check)


def test_a_flip_rechained_as_old_unkeyed_rows_is_found(store_path: Path) -> None:
    filled(store_path)
    seq = flipped(store_path)
    rechain_without_key(store_path, seq, drop_key_id=True)  # pretend the rows predate the keyed chain
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == seq and "re-hashed without the audit key" in check.problem, str(check)


def test_the_whole_log_rechained_as_unkeyed_is_found(store_path: Path) -> None:
    filled(store_path)
    flipped(store_path)
    rechain_without_key(store_path, 1, drop_key_id=True)  # the database alone now looks like an old store
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == 1 and "re-hashed without the audit key" in check.problem, str(check)


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


def move_head(path: Path) -> None:
    """Point audit_head at the last remaining row, as someone covering a deletion would."""
    rows = sql(path, "SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1")
    sql(path, "DELETE FROM audit_head")
    if rows:
        sql(path, "INSERT INTO audit_head VALUES (?, ?)", list(rows[0]))


def test_tail_truncation_with_the_head_moved_is_found(store_path: Path) -> None:
    filled(store_path)
    last = sql(store_path, "SELECT max(seq) FROM audit")[0][0]
    sql(store_path, "DELETE FROM audit WHERE seq > ?", [last - 3])
    move_head(store_path)
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == last - 2, str(check)
    assert f"3 rows missing after seq {last - 3}" in check.problem


def test_a_wiped_log_is_found(store_path: Path) -> None:
    filled(store_path)
    last = sql(store_path, "SELECT max(seq) FROM audit")[0][0]
    sql(store_path, "DELETE FROM audit")
    sql(store_path, "DELETE FROM audit_head")
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == 1, str(check)
    assert "wiped" in check.problem and f"all {last} rows" in check.problem


def test_a_wipe_stays_reported_after_new_rows_are_written(store_path: Path) -> None:
    filled(store_path)
    last = sql(store_path, "SELECT max(seq) FROM audit")[0][0]
    sql(store_path, "DELETE FROM audit")
    sql(store_path, "DELETE FROM audit_head")
    with Store(store_path, flush_interval=0.02) as store:  # the next run extends a fresh chain...
        counting_agent(2, store=store, session="after").run("count")
        check = store.verify_audit()
    assert not check.ok and check.seq == 1 and "wiped" in check.problem, str(check)
    assert f"all {last} rows were gone" in check.problem  # ...without hiding what happened


def test_a_truncation_stays_reported_after_new_rows_are_written(store_path: Path) -> None:
    filled(store_path)
    last = sql(store_path, "SELECT max(seq) FROM audit")[0][0]
    sql(store_path, "DELETE FROM audit WHERE seq > ?", [last - 2])
    move_head(store_path)
    with Store(store_path, flush_interval=0.02) as store:
        counting_agent(1, store=store, session="after").run("count")
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == last - 1 and f"2 rows missing after seq {last - 2}" in check.problem


def test_a_lost_or_replaced_key_is_reported_not_replaced(store_path: Path) -> None:
    filled(store_path)
    key = key_path()
    saved = key.read_bytes()
    assert key.stat().st_mode & 0o777 == 0o600
    key.unlink()
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == 1 and "audit key" in check.problem and "missing" in check.problem
    with pytest.raises(StoreError, match=r"audit key .* is missing"):  # no new key behind the person's back
        Store(store_path)
    assert not key.exists()
    key.write_text("ab" * 32)
    check = nbagent.verify_audit(store_path)
    assert not check.ok and check.seq == 1 and "another audit key" in check.problem
    key.write_bytes(saved)
    assert nbagent.verify_audit(store_path).ok


def plant_segment(store_path: Path, records: list) -> Path:
    """A journal segment under the name of a dead process, framed as nbagent frames them, but
    authenticated with a key the attacker made up (they cannot read the person's key)."""
    journal = store_path.with_name(store_path.name + ".journal")
    ghost = "ghost-4242-cafebabe"
    (journal / f"{ghost}.lock").touch()
    seg = journal / f"{ghost}.000001.journal"
    seg.write_bytes(encode_frame(records, FrameKey(AuditKey(b"\x01" * 32, Path("forged")), store_identity(store_path))))
    return seg


def test_a_forged_journal_segment_is_refused_reported_and_not_written(store_path: Path) -> None:
    filled(store_path)
    before = sql(store_path, "SELECT count(*) FROM audit")[0][0]
    forged = {
        "id": "forged-approval", "ts": time.time(), "event": "approval_decided", "tool": "drop_table",
        "call_id": "c1", "decision": "allow", "decided_by": "person", "run_id": "r",
    }  # fmt: skip
    seg = plant_segment(store_path, [("audit", forged)])
    with Store(store_path, flush_interval=0.02) as store:
        store.flush()
        assert store.stats()["journal_refused"] == 1
        assert store.refused_journals == [seg.with_name(seg.name + ".refused")]
        check = store.verify_audit()
    assert sql(store_path, "SELECT count(*) FROM audit WHERE id = 'forged-approval'")[0][0] == 0
    assert sql(store_path, "SELECT count(*) FROM audit")[0][0] == before
    assert not seg.exists() and seg.with_name(seg.name + ".refused").exists()
    assert check.ok and any("refused" in note for note in check.notes), str(check)
    assert "refused" in str(nbagent.verify_audit(store_path))


def test_a_genuine_journal_of_a_dead_process_is_still_replayed(store_path: Path) -> None:
    filled(store_path)
    row = {"id": "genuine", "ts": time.time(), "event": "run_started", "run_id": "r"}
    journal = store_path.with_name(store_path.name + ".journal")
    (journal / "dead-1-00000000.lock").touch()
    (journal / "dead-1-00000000.000001.journal").write_bytes(encode_frame([("audit", row)], frame_key(store_path)))
    with Store(store_path) as store:
        store.flush()
        assert store.refused_journals == []
    assert sql(store_path, "SELECT count(*) FROM audit WHERE id = 'genuine'")[0][0] == 1
    assert nbagent.verify_audit(store_path).ok


def test_the_head_file_follows_two_processes_writing(store_path: Path) -> None:
    filled(store_path, calls=1)
    workers = [python("agent", str(store_path), f"w{i}", "15") for i in range(2)]
    for w in workers:
        assert w.wait(120) == 0
    check = nbagent.verify_audit(store_path)
    assert check.ok, str(check)
    anchor = read_anchor(store_path.absolute())
    assert anchor is not None and not anchor.breaks
    assert (anchor.seq, anchor.hash) == tuple(sql(store_path, "SELECT seq, hash FROM audit_head")[0])


def test_a_torn_head_write_leaves_the_previous_head(store_path: Path) -> None:
    from nbagent.store.integrity._anchor import SLOT, head_path

    filled(store_path)
    head = head_path(store_path.absolute())
    before = read_anchor(store_path.absolute())
    with Store(store_path, flush_interval=0.02) as store:
        counting_agent(1, store=store, session="more").run("count")
    after = read_anchor(store_path.absolute())
    assert before is not None and after is not None and after.seq > before.seq
    data = bytearray(head.read_bytes())
    at = (after.generation % 2) * SLOT
    data[at + 20 : at + 40] = b"\x00" * 20  # the newest slot torn, as by a crash mid-write
    head.write_bytes(bytes(data))
    torn = read_anchor(store_path.absolute())
    assert torn is not None and not torn.damaged and torn.seq < after.seq
    assert nbagent.verify_audit(store_path).ok  # the chain passes through the older head
    head.write_bytes(b"\x00" * 100)
    check = nbagent.verify_audit(store_path)
    assert not check.ok and "damaged" in check.problem


# -- a log opened where its head record is not found (symlinked, moved, copied) --------------------


def test_a_log_rechained_as_unkeyed_is_found_when_opened_through_a_symlink(store_path: Path, tmp_path: Path) -> None:
    """The head file is named by the resolved path: the same file opened through a symlinked folder
    finds its head record, which says the chain is keyed, so a log re-hashed whole as unkeyed fails."""
    filled(store_path)
    flipped(store_path)
    rechain_without_key(store_path, 1, drop_key_id=True)
    link_dir = tmp_path / "via-symlink"
    link_dir.symlink_to(store_path.parent, target_is_directory=True)
    check = nbagent.verify_audit(link_dir / store_path.name)
    assert not check.ok and check.seq == 1 and "re-hashed without the audit key" in check.problem, str(check)


def test_a_copied_store_rechained_as_unkeyed_is_not_vouched_for(store_path: Path, tmp_path: Path) -> None:
    """A copy has no head record; every row unkeyed then looks like a store from before the keyed chain
    (still usable, so ok) but the check says in its first line that nothing vouches for it."""
    filled(store_path)
    flipped(store_path)
    rechain_without_key(store_path, 1, drop_key_id=True)
    moved = tmp_path / "moved" / "nbagent.duckdb"
    moved.parent.mkdir()
    shutil.copy(store_path, moved)
    check = nbagent.verify_audit(moved)
    assert check.unanchored and check.notes, f"a forged, fully unkeyed log verified with no warning: {check}"
    assert str(check).startswith("audit log NOT VOUCHED FOR") and "re-hashed" in str(check)
    assert nbagent.verify_audit(store_path).seq == 1  # where the head record is, it is plainly broken


def test_a_genuine_frame_of_another_store_is_not_replayed_into_this_one(store_path: Path, tmp_path: Path) -> None:
    """Journal frames are bound to the store's identity: a segment this user's nbagent wrote for another
    store (its journal folder, a backup) is refused here, kept as evidence and reported."""
    filled(store_path)
    other = {"id": "from-another-store", "ts": time.time(), "event": "approval_decided", "tool": "drop_table",
             "call_id": "c1", "decision": "allow", "decided_by": "person", "run_id": "r"}  # fmt: skip
    journal = store_path.with_name(store_path.name + ".journal")
    (journal / "elsewhere-7-0badf00d.lock").touch()
    seg = journal / "elsewhere-7-0badf00d.000001.journal"
    seg.write_bytes(encode_frame([("audit", other)], frame_key(tmp_path / "other" / "nbagent.duckdb")))
    with Store(store_path, flush_interval=0.02) as store:
        store.flush()
        assert store.refused_journals == [seg.with_name(seg.name + ".refused")]
    assert sql(store_path, "SELECT count(*) FROM audit WHERE id = 'from-another-store'")[0][0] == 0
    assert "refused" in str(nbagent.verify_audit(store_path))


def test_a_head_named_by_an_older_nbagent_is_still_found_and_moved(store_path: Path, tmp_path: Path) -> None:
    """Older nbagent named the head by the unresolved absolute path: opened through a symlink, that name
    differs from the resolved one. It is still read, and the next write moves it to the resolved name."""
    from nbagent.store.integrity._anchor import _legacy_head_path, head_path

    filled(store_path)
    link_dir = tmp_path / "via-symlink"
    link_dir.symlink_to(store_path.parent, target_is_directory=True)
    via_link = link_dir / store_path.name
    legacy = _legacy_head_path(via_link)
    head_path(store_path).rename(legacy)
    check = nbagent.verify_audit(via_link)
    assert check.ok and not check.notes, str(check)  # the head record was found
    flipped(store_path)
    rechain_without_key(store_path, 1, drop_key_id=True)
    assert not nbagent.verify_audit(via_link).ok
    sql(store_path, "DELETE FROM audit")  # a wipe, then a write through the link: the break is noted
    sql(store_path, "DELETE FROM audit_head")
    with Store(via_link, flush_interval=0.02) as store:
        counting_agent(1, store=store).run("count")
    assert head_path(store_path).exists()
    assert not nbagent.verify_audit(store_path).ok
