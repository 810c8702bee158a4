"""Red team: the keyed audit chain, attacked by someone who can write the database and the journal
folder (a shared project folder) but not the person's nbagent home (key, chain heads)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import duckdb
from store_helpers import counting_agent

import nbagent
from nbagent.store import Store
from nbagent.store._chain import GENESIS, content_digest, link
from nbagent.store._journal import encode_frame
from nbagent.store._key import load_key
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


def rechain_everything_as_unkeyed(path: Path) -> None:
    """Flip the first decision, then re-hash every row with nbagent's unkeyed link, key_id NULL."""
    seq, decision = sql(path, "SELECT seq, decision FROM audit WHERE decision IS NOT NULL ORDER BY seq LIMIT 1")[0]
    sql(path, "UPDATE audit SET decision = ?, decided_by = 'person' WHERE seq = ?",
        ["deny" if decision == "allow" else "allow", seq])  # fmt: skip
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    con = duckdb.connect(str(path))
    try:
        prev = GENESIS
        last = con.execute("SELECT max(seq) FROM audit").fetchone()[0]
        for s in range(1, last + 1):
            cur = con.execute(f"SELECT {cols} FROM audit WHERE seq = ?", [s])
            row = dict(zip([d[0] for d in cur.description], cur.fetchone(), strict=True))
            new = link(prev, s, content_digest(row))
            con.execute("UPDATE audit SET prev_hash = ?, hash = ?, key_id = NULL WHERE seq = ?", [prev, new, s])
            prev = new
        con.execute("DELETE FROM audit_head")
        con.execute("INSERT INTO audit_head VALUES (?, ?)", [last, prev])
    finally:
        con.close()


def test_a_log_rechained_as_unkeyed_is_found_when_opened_through_a_symlink(store_path: Path, tmp_path: Path) -> None:
    """The head file is named by the path's absolute() (not resolve()): the same file opened through a
    symlinked folder has no head record, and then a fully unkeyed (forged) chain verifies "ok"
    with no note at all, although this user's audit key exists and keyed the rows."""
    filled(store_path)
    rechain_everything_as_unkeyed(store_path)
    link_dir = tmp_path / "via-symlink"
    link_dir.symlink_to(store_path.parent, target_is_directory=True)
    check = nbagent.verify_audit(link_dir / store_path.name)
    assert not check.ok, str(check)


def test_a_copied_store_rechained_as_unkeyed_is_not_reported_ok(store_path: Path, tmp_path: Path) -> None:
    """A store copied or moved (a project folder moved, a shared drive mounted elsewhere) has no head
    record; with every row re-hashed as "old unkeyed rows" the forged log still says ok, silently."""
    filled(store_path)
    rechain_everything_as_unkeyed(store_path)
    moved = tmp_path / "moved" / "nbagent.duckdb"
    moved.parent.mkdir()
    shutil.copy(store_path, moved)
    check = nbagent.verify_audit(moved)
    assert not check.ok or check.notes, f"a forged, fully unkeyed log verified with no warning: {check}"


def test_a_genuine_frame_of_another_store_is_not_replayed_into_this_one(store_path: Path, tmp_path: Path) -> None:
    """Journal frames are authenticated by the user's key alone, not bound to a store: a segment taken
    from another store of the same user (its journal folder, a backup) replays into this one."""
    filled(store_path)
    other = {"id": "from-another-store", "ts": time.time(), "event": "approval_decided", "tool": "drop_table",
             "call_id": "c1", "decision": "allow", "decided_by": "person", "run_id": "r"}  # fmt: skip
    journal = store_path.with_name(store_path.name + ".journal")
    (journal / "elsewhere-7-0badf00d.lock").touch()
    (journal / "elsewhere-7-0badf00d.000001.journal").write_bytes(encode_frame([("audit", other)], load_key()))
    with Store(store_path, flush_interval=0.02) as store:
        store.flush()
    assert sql(store_path, "SELECT count(*) FROM audit WHERE id = 'from-another-store'")[0][0] == 0
