"""Writing a batch of journal records into DuckDB in one transaction.

Two phases, so that the database (shared by every kernel) is held as
briefly as possible:

- :func:`prepare` (no database): group and de-duplicate the rows, build the
  Arrow tables, compute each audit row's content digest;
- :func:`write_prepared` (database open, one transaction): upsert sessions,
  insert messages and usage with an anti-join on their ids, drop audit rows
  already there, link the others into the keyed chain and insert them; after
  the commit, the chain's head is written outside the database too.

Rows go in as Arrow tables (~500k rows/s, against ~600 rows/s one INSERT at a
time). Every row has a unique id and the anti-joins are restricted to the
batch's time range (DuckDB's zone maps make that cheap), so replaying a
journal twice never duplicates anything.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...boundary._sql import quote_ident, quote_idents
from ...exceptions import StoreError
from .._db import run
from .._schema import LATEST, MARKER, inspect_file, migrate
from ..integrity._anchor import HeadKeeper
from ..integrity._chain import GENESIS, content_digest, link
from ..integrity._key import AuditKey
from ._rows import Record

if TYPE_CHECKING:
    import pyarrow as pa
    from duckdb import DuckDBPyConnection

__all__ = ["Chain", "Prepared", "check_store", "init_store", "marker_ok", "prepare", "write_prepared"]

log = logging.getLogger("nbagent.store")

Cols = tuple[tuple[str, str], ...]

_MESSAGE_COLS: Cols = (
    ("id", "str"), ("session_id", "str"), ("seq", "int32"), ("ts", "ts"), ("run_id", "str"),
    ("role", "str"), ("text", "str"), ("tool_calls", "str"), ("tool_call_id", "str"),
    ("tool_name", "str"), ("is_error", "bool"), ("output_chars", "int64"), ("output_kept", "bool"),
)  # fmt: skip
_USAGE_COLS: Cols = (
    ("id", "str"), ("ts", "ts"), ("session_id", "str"), ("run_id", "str"), ("provider", "str"),
    ("model", "str"), ("iteration", "int32"), ("input_tokens", "int64"), ("cached_tokens", "int64"),
    ("output_tokens", "int64"), ("cost_usd", "float64"), ("duration_ms", "float64"),
    ("purpose", "str"),
)  # fmt: skip
_AUDIT_COLS: Cols = (
    ("id", "str"), ("ts", "ts"), ("session_id", "str"), ("run_id", "str"), ("event", "str"),
    ("tool", "str"), ("call_id", "str"), ("decision", "str"), ("rule", "str"),
    ("decided_by", "str"), ("success", "bool"), ("duration_ms", "float64"), ("wait_s", "float64"),
    ("arg_keys", "strlist"), ("arg_hashes", "strlist"), ("input_hash", "str"),
    ("args_json", "str"), ("output_len", "int64"), ("output_hash", "str"), ("stage", "str"),
    ("reason", "str"), ("detail", "str"), ("model", "str"),
)  # fmt: skip
_SESSION_COLS: Cols = (
    ("id", "str"), ("create", "bool"), ("name", "str"), ("title", "str"), ("notebook", "str"),
    ("kernel_id", "str"), ("model", "str"), ("created", "ts"), ("updated", "ts"),
    ("expires_at", "ts"), ("keep_tool_responses", "bool"), ("memory_state", "str"),
)  # fmt: skip
_MEMORY_COLS: Cols = (
    ("id", "str"), ("ts", "ts"), ("op", "str"), ("origin", "str"), ("root", "str"),
    ("entry_id", "str"), ("kind", "str"), ("date", "str"), ("time", "str"), ("category", "str"),
    ("text", "str"), ("session_id", "str"), ("run_id", "str"),
)  # fmt: skip
# The columns each batch table may name in SQL: the Arrow tables are built from the Cols above (the audit
# table gets its chain columns on insert); quote_idents checks every name against these before quoting.
_NAMES: dict[str, frozenset[str]] = {
    "messages": frozenset(c for c, _ in _MESSAGE_COLS),
    "usage": frozenset(c for c, _ in _USAGE_COLS),
    "memories": frozenset(c for c, _ in _MEMORY_COLS),
    "audit": frozenset({*(c for c, _ in _AUDIT_COLS), "seq", "prev_hash", "hash", "key_id"}),
}
EXPIRED = "SELECT id FROM sessions WHERE expires_at IS NOT NULL AND expires_at < now() AND NOT archived"


def _yield_gil() -> None:
    """Let the agent's thread run: long pure-Python work here would stall it 5 ms at a time."""
    time.sleep(0)


def to_us(ts: float | None) -> int | None:
    """Float epoch seconds as integer microseconds (the same integer on every replay)."""
    return None if ts is None else round(ts * 1_000_000)


def _arrow(cols: Cols, rows: list[dict[str, Any]]) -> pa.Table:
    import pyarrow as pa

    types = {
        "str": pa.string(), "int32": pa.int32(), "int64": pa.int64(), "float64": pa.float64(),
        "bool": pa.bool_(), "ts": pa.timestamp("us", tz="UTC"), "strlist": pa.list_(pa.string()),
    }  # fmt: skip
    arrays = []
    for name, kind in cols:
        values = [r.get(name) for r in rows]
        if kind == "ts":
            values = [to_us(v) for v in values]
        arrays.append(pa.array(values, type=types[kind]))
        _yield_gil()
    return pa.Table.from_arrays(arrays, names=[c for c, _ in cols])


# -- checking and migrating -------------------------------------------------------------


def check_store(con: DuckDBPyConnection, path: Path) -> int:
    """The schema version of an open store; StoreError if the file is not (or no longer) ours."""
    kind, version = inspect_file(con)
    if kind == "foreign":
        listed = run(con, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'")
        tables = ", ".join(sorted(r[0] for r in listed)[:8])
        raise StoreError(
            f"{path} is a DuckDB database but not an nbagent store (no nbagent marker; tables: "
            f"{tables}). nbagent will not write into it: pass another path, Store(path=...)",
            path=str(path),
        )
    if version > LATEST:
        raise StoreError(
            f"the store {path} has schema version {version}, made by a newer nbagent (this one "
            f"knows up to {LATEST}): upgrade nbagent to use it",
            path=str(path),
        )
    return version


def init_store(con: DuckDBPyConnection, path: Path, *, ttl_days: float | None) -> int:
    """Check the file is ours (or empty), migrate it, purge expired sessions; return how many."""
    check_store(con, path)
    migrate(con)
    run(con, "BEGIN TRANSACTION")
    try:
        if ttl_days is not None:
            run(
                con,
                "UPDATE sessions SET expires_at = updated + to_microseconds(CAST(? AS BIGINT)) "
                "WHERE expires_at IS NULL AND NOT archived",
                [round(ttl_days * 86400 * 1_000_000)],
            )
        run(con, f"DELETE FROM messages WHERE session_id IN ({EXPIRED})")
        purged = run(con, f"DELETE FROM sessions WHERE id IN ({EXPIRED})")
        run(con, "COMMIT")
    except BaseException:
        run(con, "ROLLBACK")
        raise
    return int(purged[0][0]) if purged else 0


def marker_ok(con: DuckDBPyConnection) -> bool:
    """A cheap check, before each write, that the file is still an nbagent store."""
    try:
        rows = run(con, "SELECT value FROM nbagent_meta WHERE key = ?", [MARKER[0]])
    except Exception:
        return False
    return bool(rows) and rows[0][0] == MARKER[1]


# -- phase 1: prepare (no database) -----------------------------------------------------


@dataclass
class _Table:
    arrow: pa.Table
    ts_range: list[int]


@dataclass
class Prepared:
    """A batch ready to write: Arrow tables and audit digests."""

    sessions: pa.Table | None = None
    tables: dict[str, _Table] = field(default_factory=dict)
    audit: _Table | None = None
    audit_ids: list[str] = field(default_factory=list)
    audit_digests: list[str] = field(default_factory=list)
    # Filled by write_prepared: where the batch's rows ended up, new or already there (for the archive).
    audit_seqs: dict[str, int] = field(default_factory=dict)  # audit row id -> its seq in the chain
    message_seqs: dict[str, int] = field(default_factory=dict)  # message id -> its stored seq, when not its own
    allocate: bool = True  # give messages whose seq is taken the session's next ones (False: keep them, rebuild)


def _table(cols: Cols, rows: list[dict[str, Any]]) -> _Table:
    stamps = [round(r["ts"] * 1_000_000) for r in rows]
    return _Table(_arrow(cols, rows), [min(stamps), max(stamps)])


def prepare(records: list[Record], audit_seqs: dict[str, int] | None = None) -> Prepared:
    """Group, de-duplicate and convert the records; digest the audit rows.

    Audit rows are linked in time order; ``audit_seqs`` (a rebuild: each archived row's place in the
    chain) puts the rows it names first, in that order, so the rebuilt chain repeats the original.
    """
    sessions: list[dict[str, Any]] = []
    by_table: dict[str, dict[str, dict[str, Any]]] = {
        "messages": {}, "usage": {}, "memories": {}, "audit": {}
    }  # fmt: skip
    for n, (table, row) in enumerate(records):
        if n % 256 == 255:
            _yield_gil()
        if table == "session":
            sessions.append(row)
        elif table in by_table:
            by_table[table][row["id"]] = row
        else:
            log.warning("nbagent store: skipping a journal record for unknown table %r", table)
    out = Prepared()
    if sessions:
        out.sessions = _arrow(_SESSION_COLS, _merge_sessions(sessions))
    for name, cols in (
        ("messages", _MESSAGE_COLS), ("usage", _USAGE_COLS), ("memories", _MEMORY_COLS)
    ):  # fmt: skip
        if by_table[name]:
            out.tables[name] = _table(cols, list(by_table[name].values()))
    if audit_seqs is None:
        audit = sorted(by_table["audit"].values(), key=lambda r: r["ts"])
    else:
        after = max(audit_seqs.values(), default=0) + 1  # rows not in the archive (a journal's) come last
        audit = sorted(by_table["audit"].values(), key=lambda r: (audit_seqs.get(r["id"], after), r["ts"]))
    if audit:
        for n, row in enumerate(audit):
            if n % 32 == 31:
                _yield_gil()
            out.audit_digests.append(content_digest(dict(row, ts=to_us(row["ts"]))))
        out.audit = _table(_AUDIT_COLS, audit)
        out.audit_ids = [r["id"] for r in audit]
    return out


def _merge_sessions(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    merged: dict[str, dict[str, Any]] = {}
    for r in rows:
        m = merged.get(r["id"])
        if m is None:
            merged[r["id"]] = dict(r)
            continue
        m["create"] = bool(m.get("create") or r.get("create"))
        m["created"] = min(m["created"], r["created"])
        m["updated"] = max(m["updated"], r["updated"])
        for key in ("name", "title", "keep_tool_responses"):  # the first value set wins
            if m.get(key) is None:
                m[key] = r.get(key)
        for key in ("notebook", "kernel_id", "model", "expires_at"):  # the last value set wins
            if r.get(key) is not None:
                m[key] = r[key]
        if _state_at(r.get("memory_state")) >= _state_at(m.get("memory_state")):
            m["memory_state"] = r.get("memory_state") or m.get("memory_state")
    return list(merged.values())


def _state_at(state: str | None) -> float:
    """When a session's memory state was saved (its ``saved_at``); -1 for none."""
    if not state:
        return -1.0
    try:
        return float(json.loads(state).get("saved_at") or 0.0)
    except (ValueError, TypeError, AttributeError):
        return 0.0


# The newer of the stored and the incoming memory state (a replayed journal may be older).
def _saved_at(column: str) -> str:
    """SQL: a memory state's ``saved_at`` as a DOUBLE, 0 when missing or not JSON (DuckDB >= 1.2)."""
    return (
        f"coalesce(CASE WHEN json_valid({column}) THEN "
        f"TRY_CAST(json_extract_string({column}, '$.saved_at') AS DOUBLE) END, 0)"
    )


_NEWER_STATE = (
    "CASE WHEN b.memory_state IS NULL THEN sessions.memory_state "
    "WHEN sessions.memory_state IS NULL THEN b.memory_state "
    f"WHEN {_saved_at('b.memory_state')} >= {_saved_at('sessions.memory_state')} "
    "THEN b.memory_state ELSE sessions.memory_state END"
)


# -- phase 2: write (database open) -----------------------------------------------------


@dataclass(frozen=True)
class Chain:
    """How audit rows are linked: the key, and the keeper of the head outside the database."""

    key: AuditKey
    heads: HeadKeeper


def write_prepared(con: DuckDBPyConnection, batch: Prepared, chain: Chain) -> int:
    """Write a prepared batch in one transaction; return the number of new audit rows.

    The caller holds the store's gate, which also covers the head file written after the commit.
    """
    run(con, "BEGIN TRANSACTION")
    try:
        if batch.sessions is not None:
            _upsert_sessions(con, batch.sessions)
        for name, table in batch.tables.items():
            if name == "messages":
                _insert_messages(con, table, batch)
            else:
                _insert_new(con, name, table)
        head = _insert_audit(con, batch, chain) if batch.audit is not None else None
        run(con, "COMMIT")
    except BaseException:
        chain.heads.abandon()
        run(con, "ROLLBACK")
        raise
    if head is None:
        return 0
    chain.heads.written(head[1], head[2])
    return head[0]


def _insert_new(con: DuckDBPyConnection, name: str, table: _Table) -> None:
    target = quote_ident(name, _NAMES, what="the store table")
    cols = quote_idents(table.arrow.column_names, _NAMES[name], what=f"the column of {name}")
    con.register("nb_batch", table.arrow)
    try:
        run(
            con,
            f"INSERT INTO {target} ({cols}) SELECT b.* FROM nb_batch b "
            f"ANTI JOIN (SELECT id FROM {target} WHERE ts BETWEEN make_timestamptz(?::BIGINT) "
            "AND make_timestamptz(?::BIGINT)) e ON b.id = e.id",
            table.ts_range,
        )
    finally:
        con.unregister("nb_batch")


def _insert_messages(con: DuckDBPyConnection, table: _Table, batch: Prepared) -> None:
    """Insert the new messages; a message whose ``seq`` is taken in its session gets the session's next one.

    Two kernels on one session each number their messages from what they loaded, so both may write
    seq 10. The writer holds the store's gate here, so the session's last seq cannot move meanwhile:
    the messages of a batch that would collide (or repeat a seq among themselves) are renumbered after
    it, in the order they were written. A session written by one kernel never collides, so nothing moves.
    Messages of a deleted session (a tombstone) are dropped: a dead process's journal cannot bring them back.
    """
    import pyarrow as pa

    arrow = table.arrow
    con.register("nb_batch", arrow.select(["id", "session_id"]))
    try:
        present = run(
            con,
            "SELECT e.id, e.seq FROM (SELECT id, seq FROM messages WHERE ts BETWEEN make_timestamptz(?::BIGINT) "
            "AND make_timestamptz(?::BIGINT)) e SEMI JOIN nb_batch b ON e.id = b.id",
            table.ts_range,
        )
        dead = {
            r[0] for r in run(con, "SELECT session_id FROM session_tombstones SEMI JOIN nb_batch b USING (session_id)")
        }
    finally:
        con.unregister("nb_batch")
    have = dict(present)
    batch.message_seqs.update(have)
    ids, sessions, seqs = (arrow.column(c).to_pylist() for c in ("id", "session_id", "seq"))
    keep = [i not in have and s not in dead for i, s in zip(ids, sessions, strict=True)]
    if not any(keep):
        return
    if not all(keep):
        arrow = arrow.filter(pa.array(keep))
        ids, sessions, seqs = (arrow.column(c).to_pylist() for c in ("id", "session_id", "seq"))
    last = dict(
        run(
            con,
            "SELECT session_id, last_seq FROM message_seqs WHERE session_id IN (SELECT unnest(?::VARCHAR[]))",
            [sorted(set(sessions))],
        )
    )
    if batch.allocate:
        moved = _allocate(last, arrow.column("ts").cast(pa.int64()).to_pylist(), ids, sessions, seqs)
        if moved:
            batch.message_seqs.update(moved)
            seqs = [moved.get(i, q) for i, q in zip(ids, seqs, strict=True)]
            arrow = arrow.set_column(arrow.column_names.index("seq"), "seq", pa.array(seqs, pa.int32()))
    con.register("nb_messages", arrow)
    try:
        cols = quote_idents(arrow.column_names, _NAMES["messages"], what="the column of messages")
        run(con, f"INSERT INTO messages ({cols}) SELECT * FROM nb_messages")
    finally:
        con.unregister("nb_messages")
    for session, seq in zip(sessions, seqs, strict=True):
        if seq > last.get(session, -1):
            last[session] = seq
    run(con, "DELETE FROM message_seqs WHERE session_id IN (SELECT unnest(?::VARCHAR[]))", [list(last)])
    run(
        con,
        "INSERT INTO message_seqs SELECT unnest(?::VARCHAR[]), unnest(?::INTEGER[])",
        [list(last), list(last.values())],
    )


def _allocate(
    last: dict[str, int], stamps: list[int], ids: list[str], sessions: list[str], seqs: list[int]
) -> dict[str, int]:
    """New seqs (by message id) for the messages whose seq is taken in their session; {} when none is.

    ``last``: each session's last stored seq (``message_seqs``).
    """
    by_session: dict[str, list[int]] = {}
    for n, session in enumerate(sessions):
        by_session.setdefault(session, []).append(n)
    moved: dict[str, int] = {}
    for session, rows in by_session.items():
        top = last.get(session)
        mine = [seqs[n] for n in rows]
        if (top is None or min(mine) > top) and len(set(mine)) == len(mine):
            continue
        nxt = (-1 if top is None else int(top)) + 1
        for n in sorted(rows, key=lambda n: (stamps[n], seqs[n], ids[n])):
            moved[ids[n]] = nxt
            nxt += 1
    return moved


def _insert_audit(con: DuckDBPyConnection, batch: Prepared, chain: Chain) -> tuple[int, int, str] | None:
    """Link and insert the new audit rows; (rows added, last seq, last link), None when none are new."""
    import pyarrow as pa

    assert batch.audit is not None
    table = batch.audit.arrow
    con.register("nb_ids", table.select(["id"]))
    try:
        present = dict(
            run(
                con,
                "SELECT a.id, a.seq FROM audit a SEMI JOIN nb_ids b ON a.id = b.id "
                "WHERE a.ts BETWEEN make_timestamptz(?::BIGINT) AND make_timestamptz(?::BIGINT)",
                batch.audit.ts_range,
            )
        )
    finally:
        con.unregister("nb_ids")
    batch.audit_seqs.update(present)
    digests = batch.audit_digests
    if present:
        keep = [row_id not in present for row_id in batch.audit_ids]
        table = table.filter(pa.array(keep))
        digests = [d for d, k in zip(digests, keep, strict=True) if k]
    if not digests:
        return None
    head = run(con, "SELECT seq, hash FROM audit_head")
    seq, prev = (int(head[0][0]), str(head[0][1])) if head else (0, GENESIS)
    chain.heads.begin(con, seq, prev)
    key = chain.key
    seqs, prevs, hashes = [], [], []
    for digest in digests:
        seq += 1
        seqs.append(seq)
        prevs.append(prev)
        prev = link(prev, seq, digest, key)
        hashes.append(prev)
    batch.audit_seqs.update(zip(table.column("id").to_pylist(), seqs, strict=True))
    table = table.append_column("seq", pa.array(seqs, pa.int64()))
    table = table.append_column("prev_hash", pa.array(prevs, pa.string()))
    table = table.append_column("hash", pa.array(hashes, pa.string()))
    table = table.append_column("key_id", pa.array([key.id] * len(seqs), pa.string()))
    con.register("nb_audit", table)
    try:
        cols = quote_idents(table.column_names, _NAMES["audit"], what="the column of audit")
        run(con, f"INSERT INTO audit ({cols}) SELECT * FROM nb_audit")
    finally:
        con.unregister("nb_audit")
    run(con, "DELETE FROM audit_head")
    run(con, "INSERT INTO audit_head VALUES (?, ?)", [seq, prev])
    return len(digests), seq, prev


def _upsert_sessions(con: DuckDBPyConnection, sessions: pa.Table) -> None:
    con.register("nb_sessions", sessions)
    try:
        run(
            con,
            "INSERT INTO sessions (id, name, title, notebook, kernel_id, model, created, updated, "
            "expires_at, archived, keep_tool_responses, memory_state) SELECT b.id, b.name, "
            "b.title, b.notebook, b.kernel_id, b.model, b.created, b.updated, b.expires_at, false, "
            "coalesce(b.keep_tool_responses, false), b.memory_state FROM nb_sessions b "
            "ANTI JOIN sessions s ON b.id = s.id ANTI JOIN session_tombstones t ON b.id = t.session_id "
            'WHERE b."create"',
        )
        run(
            con,
            "UPDATE sessions SET updated = greatest(sessions.updated, b.updated), "
            "title = coalesce(sessions.title, b.title), model = coalesce(b.model, sessions.model), "
            "notebook = coalesce(b.notebook, sessions.notebook), "
            "kernel_id = coalesce(b.kernel_id, sessions.kernel_id), "
            f"memory_state = {_NEWER_STATE}, "
            "expires_at = CASE WHEN sessions.archived THEN NULL "
            "ELSE greatest(sessions.expires_at, b.expires_at) END "
            "FROM nb_sessions b WHERE sessions.id = b.id",
        )
    finally:
        con.unregister("nb_sessions")
