"""``Store.rebuild``: a fresh database from the archive and the journal, the damaged file kept aside.

A damaged DuckDB file cannot be opened (or fails on the blocks that are
damaged), so the rebuild works from what nbagent keeps outside it: the
archive (:mod:`..writing._archive`, every committed batch of the last 30 days by
default, as stored) and the journal (rows not committed yet). Under the
store's gate, so no kernel writes meanwhile, it:

1. moves the file (and its WAL) aside as ``<db>.damaged-<UTC time>``, never deleting it;
2. writes the archived batches into a fresh file in commit order: the audit rows in their original
   chain order, so the keyed chain comes out link for link as it was and still ends where the head
   record outside the database says (:mod:`._anchor`); then the journal's rows;
3. redoes the archived edits (renames, archiving, superseded turns) and honours the tombstones of
   deleted sessions; purges expired sessions, as a store's start would;
4. counts the rows by table.

When the archive no longer reaches back to the first row (pruned, or a store older than its
archive), the chain is linked afresh from seq 1 and the head record says so in a note that
``verify_audit`` shows.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...boundary._sql import quote_ident
from ...exceptions import StoreError, UserError
from .._db import LOCKED_DOWN, Busy, Gate, is_lock_error, run
from .._schema import known_names, migrate
from ..writing._archive import read_archive
from ..writing._batch import EXPIRED, Chain, prepare, write_prepared
from ..writing._journal import SUFFIX, FrameKey, read_segment
from ._anchor import Anchor, HeadKeeper, read_anchor, store_identity, write_head
from ._key import load_key

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = ["TABLES", "RebuildReport", "default_archive_dir", "rebuild"]

log = logging.getLogger("nbagent.store")

TABLES = ("sessions", "messages", "audit", "usage", "memories", "session_tombstones")


def default_archive_dir(db_path: Path) -> Path:
    """Where a store's archive lives unless told otherwise: ``<db>.archive`` next to the file."""
    return db_path.with_name(db_path.name + ".archive")


@dataclass(frozen=True)
class RebuildReport:
    """What :meth:`Store.rebuild` did: where the old file went and how many rows are back, by table."""

    path: str
    moved_to: str | None  # the damaged file, kept (None: there was no file)
    recovered: dict[str, int] = field(default_factory=dict)
    archive_batches: int = 0
    journal_rows: int = 0
    refused: int = 0  # archive or journal frames not authenticated by the audit key (not replayed)
    damaged_frames: int = 0  # torn or unreadable frames (their rows are not replayed)
    # "reproduced": link for link as before; "restarted": linked afresh; "new": no head record to compare
    # with (a head file deleted, or another user's store); "empty": no audit rows
    chain: str = "empty"

    def __str__(self) -> str:
        rows = ", ".join(f"{table} {n}" for table, n in self.recovered.items())
        lines = [f"rebuilt {self.path}: {rows}"]
        if self.moved_to:
            lines.append(f"the damaged file is kept as {self.moved_to}")
        lines.append(
            f"from {self.archive_batches} archived batches and {self.journal_rows} journal rows; audit chain "
            + {
                "reproduced": "reproduced link for link (it ends at the recorded head)",
                "restarted": "linked afresh from seq 1 (it could not be reproduced link for link: the archive did "
                "not reach back to the first row, or rows committed but not archived when a writer was killed "
                "had to be placed from the journal)",
                "new": "linked from seq 1 (there was no head record to compare it with)",
                "empty": "empty",
            }[self.chain]
        )
        if self.refused:
            lines.append(f"{self.refused} frames were refused (not authenticated by the audit key) and not replayed")
        if self.damaged_frames:
            lines.append(f"{self.damaged_frames} torn or damaged frames were skipped")
        return "\n".join(lines)


class _NoHead(HeadKeeper):
    """The head record is the rebuild's business (see :func:`_update_head`), not the batch writer's."""

    def begin(self, con: DuckDBPyConnection, db_seq: int, db_hash: str) -> None:
        """Nothing to compare: the file is new."""

    def written(self, seq: int, link: str) -> None:
        """Written once at the end."""

    def abandon(self) -> None:
        """Nothing prepared."""


def rebuild(
    path: Path,
    *,
    archive_dir: Path | None = None,
    journal_dir: Path | None = None,
    force: bool = False,
    timeout: float = 60.0,
) -> RebuildReport:
    """Rebuild the store at ``path`` (see the module docstring); UserError if the file reads fine and not ``force``."""
    key = load_key()
    frame_key = FrameKey(key, store_identity(path))
    adir = archive_dir or default_archive_dir(path)
    jdir = journal_dir or path.with_name(path.name + ".journal")
    gate = Gate.for_path(path.with_name(path.name + ".lock"))
    try:
        with gate.hold(time.monotonic() + timeout):
            if path.exists() and not force:
                problem = _damage(path)
                if problem is None:
                    raise UserError(
                        f"the store {path} opens and reads whole: there is nothing to rebuild. A rebuild would "
                        "drop rows older than the archive; pass force=True (--force) to rebuild anyway"
                    )
                log.warning("nbagent store: rebuilding %s: %s", path, problem)
            moved = _move_aside(path)
            return _build(path, adir, jdir, frame_key, moved)
    except Busy as exc:
        raise StoreError(f"the store {path} stayed busy for {timeout:g} s; try again", path=str(path)) from exc


def _damage(path: Path) -> str | None:
    """Why the file cannot be used, or None when every table reads whole."""
    import duckdb

    try:
        con = duckdb.connect(str(path), read_only=True, config=dict(LOCKED_DOWN))
    except duckdb.Error as exc:
        if is_lock_error(exc):
            raise StoreError(f"another program holds {path} open: close it before rebuilding", path=str(path)) from exc
        return str(exc).strip()
    try:
        tables = [r[0] for r in run(con, "SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main'")]
        known = known_names()
        for table in tables:
            if table not in known:
                continue  # not a table of nbagent's schema: the rebuilt store holds only nbagent's tables
            # every value of every column is read, so every block's checksum is checked
            run(con, f"SELECT max(length(CAST(COLUMNS(*) AS VARCHAR))) FROM {quote_ident(table, known)}")
    except duckdb.Error as exc:
        return str(exc).strip()
    finally:
        con.close()
    return None


def _move_aside(path: Path) -> str | None:
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, target)
    wal = path.with_name(path.name + ".wal")
    if wal.exists():
        os.replace(wal, target.with_name(target.name + ".wal"))
    return str(target)


def _build(path: Path, adir: Path, jdir: Path, frame_key: FrameKey, moved: str | None) -> RebuildReport:
    import duckdb

    archive = read_archive(adir, frame_key)
    archived: list[tuple[str, dict[str, Any]]] = []
    seqs: dict[str, int] = {}
    for _, records, batch_seqs in archive.batches:
        archived.extend(records)
        seqs.update(batch_seqs)
    journal: list[tuple[str, dict[str, Any]]] = []
    refused = archive.refused
    for segment in sorted(jdir.glob(f"*{SUFFIX}")) if jdir.is_dir() else []:
        found = read_segment(segment, frame_key)
        journal.extend(found.records)
        # A segment that is not one (planted, torn at birth) counts once, however many frames it claims
        refused += found.refused or (1 if found.foreign else 0)
    filled = _fill_gaps(seqs, journal)
    edits = [row for table, row in archived + journal if table == "edit"]
    fresh = path.with_name(path.name + ".rebuilding")
    for leftover in (fresh, fresh.with_name(fresh.name + ".wal")):
        leftover.unlink(missing_ok=True)
    chain = Chain(frame_key.key, _NoHead(path, frame_key.key.id))
    con = duckdb.connect(str(fresh), config=dict(LOCKED_DOWN))
    try:
        migrate(con)
        deleted = {e["session_id"] for e in edits if e.get("op") == "delete"}
        if deleted:
            run(con, "INSERT INTO session_tombstones SELECT unnest(?::VARCHAR[]), now()", [sorted(deleted)])
        data = [r for r in archived if r[0] != "edit"]
        data += [r for r in journal if r[0] == "audit" and r[1]["id"] in filled]
        if data:
            first = prepare(data, audit_seqs=seqs)
            first.allocate = False  # archived messages carry the seq they were stored with
            write_prepared(con, first, chain)
        rest = [r for r in journal if r[0] != "edit"]
        if rest:
            write_prepared(con, prepare(rest), chain)
        _redo_edits(con, edits)
        run(con, f"DELETE FROM messages WHERE session_id IN ({EXPIRED})")
        run(con, f"DELETE FROM sessions WHERE id IN ({EXPIRED})")
        counts = {t: int(run(con, f"SELECT count(*) FROM {t}")[0][0]) for t in TABLES}
        head = run(con, "SELECT seq, hash FROM audit_head")
        end = (int(head[0][0]), str(head[0][1])) if head else (0, "")
        at_anchor = _row_hash(con, read_anchor(path))
    finally:
        con.close()
    os.replace(fresh, path)
    outcome = _update_head(path, frame_key.key.id, end, at_anchor, moved)
    return RebuildReport(
        path=str(path),
        moved_to=moved,
        recovered=counts,
        archive_batches=len(archive.batches),
        journal_rows=len(journal),
        refused=refused,
        damaged_frames=archive.damaged,
        chain=outcome,
    )


def _fill_gaps(seqs: dict[str, int], journal: list[tuple[str, dict[str, Any]]]) -> set[str]:
    """Give the archive's missing chain positions to the journal's audit rows not archived, in time order.

    A writer killed after its commit but before it archived the batch leaves the rows in the database
    and its journal only; had the file not been damaged, the next start would have archived them with
    their seqs. They were linked in time order, so this usually puts them back where they were (the
    head record then confirms the rebuilt chain; when it does not, the chain is linked afresh).
    """
    if not seqs:
        return set()
    taken = set(seqs.values())
    gaps = [n for n in range(1, max(taken)) if n not in taken]
    loose = sorted(
        {row["id"]: row for table, row in journal if table == "audit" and row["id"] not in seqs}.values(),
        key=lambda row: row["ts"],
    )
    filled = set()
    for n, row in zip(gaps, loose, strict=False):
        seqs[row["id"]] = n
        filled.add(row["id"])
    return filled


def _redo_edits(con: DuckDBPyConnection, edits: list[dict[str, Any]]) -> None:
    """The archived interactive edits, in the order they were made."""
    for e in sorted(edits, key=lambda e: float(e.get("ts", 0))):
        op, session = e.get("op"), e.get("session_id")
        if op == "rename":
            run(con, "UPDATE sessions SET name = ? WHERE id = ?", [e.get("name"), session])
        elif op == "archive":
            run(
                con,
                "UPDATE sessions SET archived = ?, expires_at = make_timestamptz(?::BIGINT) WHERE id = ?",
                [bool(e.get("archived")), e.get("expires_us"), session],
            )
        elif op == "supersede":
            # the messages there were then: later ones (saved after the edit) stay live
            run(
                con,
                "UPDATE messages SET superseded = true WHERE session_id = ? AND seq >= ? "
                "AND ts <= make_timestamptz(?::BIGINT)",
                [session, int(e.get("from_seq", 0)), round(float(e.get("ts", 0)) * 1_000_000)],
            )
        elif op == "delete":
            run(con, "DELETE FROM messages WHERE session_id = ?", [session])
            run(con, "DELETE FROM sessions WHERE id = ?", [session])


def _row_hash(con: DuckDBPyConnection, anchor: Anchor | None) -> tuple[Anchor | None, str | None]:
    """The head record, and the rebuilt chain's link at the seq it names."""
    if anchor is None or anchor.damaged or anchor.seq <= 0:
        return anchor, None
    found = run(con, "SELECT hash FROM audit WHERE seq = ?", [anchor.seq])
    return anchor, (str(found[0][0]) if found else None)


def _update_head(
    path: Path, key_id: str, end: tuple[int, str], at_anchor: tuple[Anchor | None, str | None], moved: str | None
) -> str:
    """Point the head record at the rebuilt chain's end; a note when the chain could not be reproduced."""
    anchor, link = at_anchor
    seq, last = end
    if anchor is not None and not anchor.damaged and anchor.seq > 0 and link == anchor.hash:
        anchor.seq, anchor.hash, anchor.key_id = seq, last, key_id  # the chain passes through the recorded head
        write_head(path, anchor)
        return "reproduced"
    when = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
    fresh = Anchor(seq=seq, hash=last, keyed_from=1, key_id=key_id)
    if anchor is not None and (anchor.seq > 0 or anchor.damaged):
        was = anchor.damaged or f"the log had reached seq {anchor.seq}"
        fresh.notes.append(
            f"rebuilt from the archive at {when} ({was}; the damaged file is kept as {moved}): the chain could "
            "not be reproduced link for link (the archive did not reach back to the first row, or rows committed "
            "but not yet archived when a writer was killed were placed from the journal, whose order may differ), "
            f"so the {seq} rows recovered were linked afresh from seq 1"
        )
    if seq:
        write_head(path, fresh)
    if not seq:
        return "empty"
    return "restarted" if anchor is not None and (anchor.seq > 0 or anchor.damaged) else "new"
