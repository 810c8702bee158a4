"""``publish(store, lake)``: copy what a store holds into the team lake, exactly once.

Exactly once without a watermark in the store: the lake itself says what it
has of each source (the store, by host and resolved path). Audit rows go by
``seq`` (the chain is contiguous: everything after the lake's highest), the
append-only tables by row id (what the lake lacks), sessions as a new version
when their row changed, and messages a re-run cell replaced afterwards as
``superseded`` rows. All of one publish commits in one DuckLake transaction,
with a ``publishes`` row recording the chain head it verified; a crash or a
lost server before the commit leaves nothing, and the next publish computes
the difference again. Two publishers of one store take turns on
``<store>.publish.lock``; publishers of different stores only append, and
DuckLake's rare commit conflicts are retried with backoff.

Raw tool arguments and tool outputs stay on the machine. Audit rows are copied
as the store keeps them (names and salted hashes; ``args_json`` only for tools
marked ``audit_args``, redacted). Messages are not: the store's ``messages``
keep each tool call's arguments (redacted) so a session can resume, so the
published copy replaces every call's ``args`` (and ``raw_args``, ``parse_error``)
by the audit's form: ``arg_keys``, ``arg_hashes`` (this store's salt) and
``input_hash``; and a tool result's ``text`` (the tool's output, kept with
``keep_tool_responses``) is published as NULL (its length, ``output_chars``, is).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..._config import current_user
from ...exceptions import LakeError
from ._lake import Lake, LakeCheck, is_conflict, safe_rollback

if TYPE_CHECKING:
    import pyarrow as pa

    from .. import Store, StoreReader
    from .._privacy import Hasher

__all__ = ["PublishPlan", "publish", "source_id", "verify_published"]

_BY_ID = ("messages", "usage", "memories")
_TABLES = ("audit", "messages", "usage", "memories", "sessions")
_GENESIS = "0" * 64
_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()


def source_id(db_path: Path) -> str:
    """The lake's name for a store: this host and the store's resolved path, hashed."""
    from .._anchor import store_identity

    text = f"{socket.gethostname()}\0{store_identity(db_path)}"
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


@contextmanager
def _publishing(db_path: Path) -> Iterator[None]:
    """One publisher of a store at a time: threads of this process, then processes (flock)."""
    key = os.path.realpath(db_path)
    with _locks_guard:
        lock = _locks.setdefault(key, threading.Lock())
    with lock:
        fd = os.open(db_path.with_name(db_path.name + ".publish.lock"), os.O_RDONLY | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # closing releases the flock


@dataclass
class LakeState:
    """What the lake holds of one source."""

    audit_seq: int = 0
    audit_hash: str = _GENESIS
    ids: dict[str, set[str]] = field(default_factory=dict)
    sessions: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    superseded: set[str] = field(default_factory=set)


# What the lake holds of a source, as this process left it: (lake URL, source) -> (its last publish id, state).
# Valid while that publish is still the source's newest (one query checks it); saves re-reading every id.
_known: dict[tuple[str, str], tuple[str, LakeState]] = {}
_columns: dict[str, dict[str, list[tuple[str, str]]]] = {}


@dataclass
class PublishPlan:
    """The rows one publish adds, and the chain head it verified."""

    tables: dict[str, pa.Table] = field(default_factory=dict)
    superseded: list[tuple[str, str]] = field(default_factory=list)
    head_seq: int = 0
    head_hash: str = _GENESIS
    verified: bool = True
    problem: str = ""

    @property
    def rows(self) -> int:
        """Rows this publish adds (table rows, session versions, superseded marks)."""
        return sum(int(t.num_rows) for t in self.tables.values()) + len(self.superseded)


def _store_columns(reader: StoreReader) -> dict[str, list[tuple[str, str]]]:
    """Each copied table's columns and DuckDB types, as the store has them."""
    names = ", ".join(f"'{t}'" for t in _TABLES)
    table = reader.arrow.query(
        "SELECT table_name, column_name, data_type FROM duckdb_columns() "
        f"WHERE database_name = current_database() AND schema_name = 'main' AND table_name IN ({names}) "
        "ORDER BY table_name, column_index"
    )
    out: dict[str, list[tuple[str, str]]] = {t: [] for t in _TABLES}
    for t, c, kind in zip(*(table.column(i).to_pylist() for i in range(3)), strict=True):
        out[t].append((f'"{c}"', kind))
    return out


def _lake_state(con: Any, source: str) -> LakeState:
    """Read in three queries (each costs a catalog round trip): the audit head, every row id and
    superseded message, the newest session versions."""
    state = LakeState()
    found = con.execute(
        "SELECT seq, hash FROM lake.audit WHERE source_id = ? ORDER BY seq DESC LIMIT 1", [source]
    ).fetchall()
    if found:
        state.audit_seq, state.audit_hash = int(found[0][0]), str(found[0][1])
    union = " UNION ALL ".join(
        [f"SELECT '{t}' AS t, id FROM lake.{t} WHERE source_id = $1" for t in _BY_ID]
        + [
            "SELECT 'superseded', id FROM lake.messages WHERE source_id = $1 AND superseded",
            "SELECT 'superseded', message_id FROM lake.superseded WHERE source_id = $1",
        ]
    )
    ids = con.execute(union, [source]).to_arrow_table()
    state.ids = {t: set() for t in _BY_ID}
    for kind, row_id in zip(ids.column(0).to_pylist(), ids.column(1).to_pylist(), strict=True):
        (state.superseded if kind == "superseded" else state.ids[kind]).add(row_id)
    versions = con.execute(
        'SELECT * EXCLUDE (source_id, "user", published_at, newest) FROM (SELECT *, row_number() OVER '
        "(PARTITION BY id ORDER BY published_at DESC) AS newest FROM lake.session_versions WHERE source_id = ?) "
        "WHERE newest = 1",
        [source],
    ).to_arrow_table()
    for row in versions.to_pylist():
        state.sessions[row["id"]] = tuple(sorted(row.items()))
    return state


def _current_state(con: Any, lake: Lake, source: str) -> tuple[LakeState, str | None]:
    """The lake's state of ``source`` and its newest publish: remembered from this process's last
    publish when that is still the newest, else read."""
    newest = con.execute(
        "SELECT publish_id FROM lake.publishes WHERE source_id = ? ORDER BY published_at DESC LIMIT 1", [source]
    ).fetchall()
    newest_id = str(newest[0][0]) if newest else None
    known = _known.get((lake.url, source))
    if known is not None and newest_id == known[0]:
        return known[1], newest_id
    return _lake_state(con, source), newest_id


def _after(state: LakeState, plan: PublishPlan) -> LakeState:
    """The lake's state of the source once ``plan`` is committed."""
    ids = {t: set(state.ids.get(t, set())) for t in _BY_ID}
    for table in _BY_ID:
        if table in plan.tables:
            ids[table].update(plan.tables[table].column("id").to_pylist())
    sessions = dict(state.sessions)
    if "sessions" in plan.tables:
        for row in plan.tables["sessions"].to_pylist():
            sessions[row["id"]] = tuple(sorted(row.items()))
    superseded = set(state.superseded) | {m for m, _ in plan.superseded}
    if "messages" in plan.tables:
        rows = plan.tables["messages"]
        superseded |= {
            i
            for i, sup in zip(rows.column("id").to_pylist(), rows.column("superseded").to_pylist(), strict=True)
            if sup
        }
    return LakeState(plan.head_seq, plan.head_hash, ids, sessions, superseded)


def _verify_new_audit(rows: pa.Table, state: LakeState, plan: PublishPlan) -> pa.Table:
    """Check the rows after the lake's head link on from it under the owner's key; return the
    verified prefix and set the plan's head (and its problem, when a row does not verify)."""
    from .._chain import content_digest, link
    from .._key import find_key, key_path
    from .._schema import AUDIT_CONTENT_COLUMNS

    plan.head_seq, plan.head_hash = state.audit_seq, state.audit_hash
    data = rows.to_pydict()
    seqs = data["seq"]
    start = 0
    if state.audit_seq:
        if not seqs or seqs[0] != state.audit_seq or data["hash"][0] != state.audit_hash:
            plan.verified = False
            plan.problem = (
                f"the store's audit row seq {state.audit_seq} no longer matches the one published before "
                "(the local log was cut or rewritten since): nothing after it is published"
            )
            return rows.slice(0, 0)
        start = 1
    key = find_key()
    prev, good = state.audit_hash, start
    for i in range(start, len(seqs)):
        seq = seqs[i]
        problem = ""
        if seq != plan.head_seq + 1:
            problem = f"seq {seq} follows seq {plan.head_seq}: rows are missing from the store's log"
        elif data["prev_hash"][i] != prev:
            problem = f"seq {seq} does not link to the row before it"
        elif data["key_id"][i] is not None and (key is None or key.id != data["key_id"][i]):
            problem = f"seq {seq} is keyed with an audit key this user does not hold ({key_path()})"
        else:
            row = {c: data[c][i] for c in AUDIT_CONTENT_COLUMNS}
            row["ts"] = data["ts_us"][i]
            if link(prev, seq, content_digest(row), key if data["key_id"][i] is not None else None) != data["hash"][i]:
                problem = f"seq {seq}: the row's content does not match its hash (edited)"
        if problem:
            plan.verified, plan.problem = False, problem + "; the rows before it are published"
            break
        prev = data["hash"][i]
        plan.head_seq, plan.head_hash = seq, prev
        good = i + 1
    return rows.slice(start, good - start).drop_columns(["ts_us"])


def _published_call(call: dict[str, Any], hasher: Hasher) -> dict[str, Any]:
    """A stored tool call as the lake gets it: id and name, arguments as names and salted hashes."""
    out = {"id": call.get("id"), "name": call.get("name")}
    args = call.get("args")
    if call.get("parse_error") is not None or not isinstance(args, dict):
        out.update(arg_keys=[], arg_hashes=[], input_hash=hasher.text(str(call.get("raw_args") or "")))
    else:
        keys, hashes, whole = hasher.args(args)
        out.update(arg_keys=keys, arg_hashes=hashes, input_hash=whole)
    return out


def _private_messages(rows: pa.Table, hasher: Hasher) -> pa.Table:
    """The messages as published: tool calls' arguments hashed, tool results' output text dropped."""
    import pyarrow as pa

    calls: list[str | None] = []
    for text in rows.column("tool_calls").to_pylist():
        if text is None:
            calls.append(None)
            continue
        try:
            stored = json.loads(text)
        except ValueError:
            stored = []
        published = (
            [_published_call(c, hasher) for c in stored if isinstance(c, dict)] if isinstance(stored, list) else []
        )
        calls.append(json.dumps(published, ensure_ascii=False))
    roles = rows.column("role").to_pylist()
    texts = [None if role == "tool" else t for role, t in zip(roles, rows.column("text").to_pylist(), strict=True)]
    out = rows.set_column(rows.schema.get_field_index("tool_calls"), "tool_calls", pa.array(calls, pa.string()))
    return out.set_column(out.schema.get_field_index("text"), "text", pa.array(texts, rows.schema.field("text").type))


def _plan(reader: StoreReader, state: LakeState, hasher: Hasher) -> PublishPlan:
    """Read, in one snapshot of the store, what the lake lacks."""
    import pyarrow as pa

    plan = PublishPlan()
    with reader.snapshot() as snap:
        q = snap.arrow.query
        audit = q(
            "SELECT *, epoch_us(ts) AS ts_us FROM audit_stored WHERE seq >= ? ORDER BY seq", [max(state.audit_seq, 1)]
        )
        for table in _BY_ID:
            local = set(q(f"SELECT id FROM {table}").column(0).to_pylist())
            missing = sorted(local - state.ids.get(table, set()))
            if missing:
                plan.tables[table] = q(f"SELECT * FROM {table} WHERE id IN (SELECT unnest(?::VARCHAR[]))", [missing])
        sessions = q("SELECT * FROM sessions")
        superseded = q("SELECT id, session_id FROM messages WHERE superseded").to_pylist()
    if "messages" in plan.tables:
        plan.tables["messages"] = _private_messages(plan.tables["messages"], hasher)
    new_audit = _verify_new_audit(audit, state, plan)
    if new_audit.num_rows:
        plan.tables["audit"] = new_audit
    changed = [
        i for i, row in enumerate(sessions.to_pylist()) if state.sessions.get(row["id"]) != tuple(sorted(row.items()))
    ]
    if changed:
        plan.tables["sessions"] = sessions.take(pa.array(changed, pa.int64()))
    fresh = set(plan.tables["messages"].column("id").to_pylist()) if "messages" in plan.tables else set()
    plan.superseded = [
        (r["id"], r["session_id"]) for r in superseded if r["id"] not in state.superseded and r["id"] not in fresh
    ]
    return plan


def _commit(con: Any, plan: PublishPlan, *, source: str, user: str, db_path: Path, publish_id: str) -> int:
    """Add the plan's rows and its ``publishes`` row (in the caller's transaction); the rows added."""
    import pyarrow as pa

    now = time.time()
    for table, rows in plan.tables.items():
        target = "session_versions" if table == "sessions" else table
        extra = ", make_timestamptz(?::BIGINT) AS published_at" if table == "sessions" else ""
        params: list[Any] = [source, user] + ([round(now * 1_000_000)] if table == "sessions" else [])
        con.register("nbagent_new_rows", rows)
        try:
            con.execute(
                f'INSERT INTO lake.{target} BY NAME SELECT ? AS source_id, ? AS "user"{extra}, * FROM nbagent_new_rows',
                params,
            )
        finally:
            con.unregister("nbagent_new_rows")
    if plan.superseded:
        sup = pa.table({"message_id": [m for m, _ in plan.superseded], "session_id": [s for _, s in plan.superseded]})
        con.register("nbagent_new_rows", sup)
        try:
            con.execute(
                'INSERT INTO lake.superseded BY NAME SELECT ? AS source_id, ? AS "user", '
                "make_timestamptz(?::BIGINT) AS published_at, * FROM nbagent_new_rows",
                [source, user, round(now * 1_000_000)],
            )
        finally:
            con.unregister("nbagent_new_rows")
    con.execute(
        "INSERT INTO lake.publishes VALUES (?, ?, ?, ?, ?, make_timestamptz(?::BIGINT), ?, ?, ?, ?, ?)",
        [
            publish_id,
            source,
            user,
            socket.gethostname(),
            str(db_path),
            round(now * 1_000_000),
            plan.head_seq,
            plan.head_hash,
            plan.verified,
            plan.problem or None,
            plan.rows,
        ],
    )
    return plan.rows


def publish(store: Store, lake: Lake | str, *, user: str | None = None) -> int:
    """Copy what ``store`` holds and ``lake`` lacks into the lake; return the number of rows added.

    Exactly once: publishing again, or after a crash, adds nothing twice. Each publish records
    the store's audit chain head, verified with this user's audit key; a row that does not
    verify stops the audit copy there and is recorded as the publish's ``problem``
    (:meth:`Lake.verify` reports it). Raises :class:`~nbagent.exceptions.LakeError` when the
    lake cannot be reached; the store is not affected.
    """
    import duckdb

    lake = Lake(lake) if isinstance(lake, str) else lake
    who = user or current_user()
    source = source_id(store.path)
    reader = store.reader()
    with _publishing(store.path):
        columns = _columns.get(str(store.path)) or _columns.setdefault(str(store.path), _store_columns(reader))
        pause = 0.02
        for attempt in range(lake.retries):
            try:
                with lake.connection() as con:
                    lake.ensure_schema(con, columns)
                    # One transaction: what the lake has and what is added are one snapshot; a publisher of
                    # another store committing meanwhile only appends (a conflict is retried from here).
                    con.execute("BEGIN TRANSACTION")
                    try:
                        state, newest_id = _current_state(con, lake, source)
                        plan = _plan(reader, state, store._rows.hasher)
                        if not plan.rows and plan.verified:
                            con.execute("ROLLBACK")
                            if newest_id is not None:
                                _known[(lake.url, source)] = (newest_id, state)
                            return 0  # nothing new: no empty publishes row for every idle batch
                        publish_id = os.urandom(16).hex()
                        added = _commit(con, plan, source=source, user=who, db_path=store.path, publish_id=publish_id)
                        con.execute("COMMIT")
                    except BaseException:
                        safe_rollback(con)
                        _known.pop((lake.url, source), None)
                        raise
                    _known[(lake.url, source)] = (publish_id, _after(state, plan))
                    return added
            except duckdb.Error as exc:
                if not is_conflict(exc) or attempt == lake.retries - 1:
                    raise lake.error("cannot publish to", exc) from exc
            time.sleep(pause)
            pause = min(pause * 2, 1.0)
    raise LakeError(f"publishing to {lake.display_url} kept conflicting", path=lake.display_url)


def verify_published(store: Store, lake: Lake | str) -> LakeCheck:
    """The owner's check of the lake's copy of ``store``'s audit rows: each row's HMAC recomputed
    with this user's audit key, from seq 1, linking on; a row a teammate changed, removed or made up
    is reported by seq. Needs the key that signed the rows (only their owner holds it)."""
    from .._chain import content_digest, link
    from .._key import find_key
    from .._schema import AUDIT_CONTENT_COLUMNS

    lake = Lake(lake) if isinstance(lake, str) else lake
    source = source_id(store.path)
    cols = ", ".join(f'"{c}"' for c in AUDIT_CONTENT_COLUMNS if c != "ts")
    with lake.connection() as con:
        if "audit" not in lake.tables(con):
            return LakeCheck(True, 0, 0)
        rows = con.execute(
            f"SELECT seq, prev_hash, hash, key_id, epoch_us(ts) AS ts_us, {cols} FROM lake.audit "
            "WHERE source_id = ? ORDER BY seq",
            [source],
        ).to_arrow_table()
    key = find_key()
    problems: list[str] = []
    prev, expected = _GENESIS, 1
    for row in rows.to_pylist():
        seq = row["seq"]
        if seq != expected:
            problems.append(f"seq {seq} follows seq {expected - 1}: rows are missing, duplicated or made up")
            break
        if row["prev_hash"] != prev:
            problems.append(f"seq {seq} does not link to the row before it")
            break
        if row["key_id"] is not None and (key is None or key.id != row["key_id"]):
            problems.append(f"seq {seq} is keyed with an audit key this user does not hold: cannot check it")
            break
        content = {c: row[c] for c in AUDIT_CONTENT_COLUMNS if c != "ts"}
        content["ts"] = row["ts_us"]
        if link(prev, seq, content_digest(content), key if row["key_id"] is not None else None) != row["hash"]:
            problems.append(f"seq {seq}: the lake's row does not match its hash (changed after it was published)")
            break
        prev, expected = row["hash"], seq + 1
    return LakeCheck(not problems, 1, rows.num_rows, tuple(f"{store.path} in the lake: {p}" for p in problems))
