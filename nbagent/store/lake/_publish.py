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

Only the person's own rows go out under their name. A store is published only when it is
theirs: its columns are the ones this nbagent's migrations define (a column name is never
taken from the file into the lake's SQL), and none of its audit rows is signed with another
audit key, and some are signed with theirs. Within it, a session, and its messages, usage and
memories, go out only when an audit row this user's key signed names it (its run, or the
session): a session planted in a cloned folder's store is left out, with a warning saying how
many were.

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
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ...boundary._sql import quote_ident, quote_idents
from ...config._configure import current_user
from ...exceptions import LakeError
from .._schema import AUDIT_CONTENT_COLUMNS, LATEST, known_columns, known_names
from ..integrity._anchor import store_identity
from ..integrity._chain import content_digest, link
from ..integrity._foreign import _warn_once, in_home
from ..integrity._key import AuditKey, find_key, key_path
from ._lake import LAKE_TABLES, Lake, LakeCheck, is_conflict, safe_rollback

if TYPE_CHECKING:
    import pyarrow as pa
    from duckdb import DuckDBPyConnection

    from .. import Store, StoreReader
    from ..writing._privacy import Hasher

__all__ = ["PublishPlan", "publish", "source_id", "verify_published"]

_BY_ID = ("messages", "usage", "memories")
_TABLES = ("audit", "messages", "usage", "memories", "sessions")
_GENESIS = "0" * 64
_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()


def source_id(db_path: Path) -> str:
    """The lake's name for a store: this host and the store's resolved path, hashed."""

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
    sessions: dict[str, tuple[tuple[str, object], ...]] = field(default_factory=dict)
    superseded: set[str] = field(default_factory=set)


# What the lake holds of a source, as this process left it: (lake URL, source) -> (its last publish id, state).
# Valid while that publish is still the source's newest (one query checks it); saves re-reading every id.
_known: dict[tuple[str, str], tuple[str, LakeState]] = {}


@dataclass
class Signed:
    """What this user's audit key vouches for in a store: the sessions and runs its signed audit rows
    name, up to the signed row ``seq`` (with ``hash``) read so far."""

    sessions: set[str] = field(default_factory=set)
    runs: set[str] = field(default_factory=set)
    own: bool = False  # the store lies in the user's nbagent home
    seq: int = 0
    hash: str = ""

    def keeps(self, session_id: str | None, run_id: str | None) -> bool:
        """May a row of this session and run be published under the user's name? A row of a run: when
        the run is signed. Without a run (saved outside an agent run, or a hand edit of the memory):
        only from a store in the user's nbagent home, and a session's row only when the session is signed."""
        if run_id is not None:
            return run_id in self.runs
        if not self.own:
            return False
        return session_id is None or session_id in self.sessions


# (store file, audit key id) -> what that key was found to vouch for in it; later publishes read only newer rows.
_signed: dict[tuple[str, str], Signed] = {}
_lock = threading.Lock()
# A row's digest content as _chain.content_digest takes it (ts in integer microseconds).
_CONTENT = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
_PER_RUN = 3  # signed rows tried per (session, run): one that verifies is enough


@dataclass
class PublishPlan:
    """The rows one publish adds, and the chain head it verified; what it left out as not the user's."""

    tables: dict[str, pa.Table] = field(default_factory=dict)
    superseded: list[tuple[str, str]] = field(default_factory=list)
    head_seq: int = 0
    head_hash: str = _GENESIS
    verified: bool = True
    problem: str = ""
    left_sessions: set[str] = field(default_factory=set)
    left_rows: int = 0

    @property
    def rows(self) -> int:
        """Rows this publish adds (table rows, session versions, superseded marks)."""
        return sum(int(t.num_rows) for t in self.tables.values()) + len(self.superseded)


def _store_columns(reader: StoreReader, path: Path) -> dict[str, list[tuple[str, str]]]:
    """Each copied table's columns and DuckDB types, once the store is checked against this nbagent's
    schema: a store of a newer schema version is told to upgrade; a column the migrations do not
    define, or one of another type, refuses the store (:class:`LakeError`), because the lake's
    tables are made with these names."""
    found = reader.arrow.query("SELECT max(version) AS v FROM schema_migrations").column(0).to_pylist()
    version = int(found[0] or 0) if found else 0
    if version > LATEST:
        raise LakeError(
            f"the store {path} has schema version {version}, made by a newer nbagent (this one knows up to "
            f"{LATEST}): upgrade nbagent to publish it",
            path=str(path),
        )
    table = reader.arrow.query(
        "SELECT table_name, column_name, data_type FROM duckdb_columns() "
        "WHERE database_name = current_database() AND schema_name = 'main' "
        "AND list_contains(?::VARCHAR[], table_name) ORDER BY table_name, column_index",
        [list(_TABLES)],
    )
    schema = known_columns()
    out: dict[str, list[tuple[str, str]]] = {t: [] for t in _TABLES}
    unknown: dict[str, list[str]] = {}
    retyped: list[str] = []
    for t, c, kind in zip(*(table.column(i).to_pylist() for i in range(3)), strict=True):
        types = dict(schema.get(t, ()))
        if c not in types:
            unknown.setdefault(t, []).append(c)
        elif kind != types[c]:
            retyped.append(f"{t}.{c!r} is {kind!r} where nbagent's schema has {types[c]!r}")
        else:
            out[t].append((c, kind))
    if unknown or retyped:
        what = [f"{t}: {', '.join(repr(c) for c in cols)}" for t, cols in unknown.items()]
        raise LakeError(
            f"the store {path} has "
            + "; ".join(
                ([f"columns nbagent's schema (version {LATEST}) does not define ({'; '.join(what)})"] if what else [])
                + ([f"columns of another type ({'; '.join(retyped)})"] if retyped else [])
            )
            + ". Not publishing it: a store that came with a cloned or shared folder, or was changed outside "
            "nbagent, can name a column so that it runs SQL in the lake. Publish a store of your own (set "
            "NBAGENT_HOME, or Store(path=...) in a folder of your own)",
            path=str(path),
        )
    return out


def _ownership(reader: StoreReader, path: Path, who: str) -> AuditKey | None:
    """Refuse (:class:`LakeError`) a store that is not this user's: audit rows signed with another audit
    key, or audit rows none of which is signed with theirs. Otherwise their audit key (None: they have none,
    and the store has no audit rows)."""

    key = find_key()
    counts = reader.arrow.query("SELECT key_id, count(*) AS n FROM audit_stored GROUP BY key_id ORDER BY n DESC")
    keys = dict(zip(counts.column(0).to_pylist(), counts.column(1).to_pylist(), strict=True))
    mine = keys.pop(key.id, 0) if key is not None else 0
    unkeyed = keys.pop(None, 0)
    if keys:
        ids = ", ".join(f"{k} ({n} rows)" for k, n in list(keys.items())[:3])
        raise LakeError(
            f"the store {path} holds audit rows signed with another audit key than yours ({key_path()}"
            f"{f', id {key.id}' if key is not None else ': there is none'}): {ids}. It was written by another "
            f"person (a store that came with a cloned or shared folder) or with a key you no longer have: "
            f"nbagent publishes only your own store under your name ({who!r}). Publish a store of your own "
            "(set NBAGENT_HOME, or Store(path=...) in a folder of your own)",
            path=str(path),
        )
    if unkeyed and not mine:
        raise LakeError(
            f"none of the {unkeyed} audit rows of the store {path} is signed with your audit key ({key_path()}): "
            f"nothing shows that you wrote it, and nbagent publishes only your own store under your name ({who!r}). "
            "A store from before the keyed audit chain is published once this nbagent has recorded a run in it",
            path=str(path),
        )
    return key


def _vouched(q: Callable[..., pa.Table], path: Path, key: AuditKey | None) -> Signed:
    """The sessions and runs this user's key signed audit rows of (read with ``q``: in the snapshot the
    rows to publish are read in, so a run's rows and its audit rows are seen together)."""
    signed = Signed(own=in_home(path))
    if key is None:
        return signed
    with _lock:
        known = _signed.get((os.path.realpath(path), key.id))
    if known is not None and known.seq:
        # still the same log up to there (a store replaced or rebuilt is read again from the start)
        same = q("SELECT hash FROM audit_stored WHERE seq = ?", [known.seq]).column(0).to_pylist()
        if same == [known.hash]:
            signed = Signed(set(known.sessions), set(known.runs), signed.own, known.seq, known.hash)
    rows = q(
        f"SELECT seq, prev_hash, hash, {_CONTENT} FROM (SELECT *, row_number() OVER (PARTITION BY session_id, "
        "run_id ORDER BY seq DESC) AS nth FROM audit_stored WHERE key_id = ? AND seq > ?) "
        f"WHERE nth <= {int(_PER_RUN)} ORDER BY seq",
        [key.id, signed.seq],
    ).to_pylist()
    for row in rows:
        if link(row["prev_hash"], int(row["seq"]), content_digest(row), key) != row["hash"]:
            continue  # not signed by this key (forged): it vouches for nothing
        if row["session_id"] is not None:
            signed.sessions.add(row["session_id"])
        if row["run_id"] is not None:
            signed.runs.add(row["run_id"])
        signed.seq, signed.hash = int(row["seq"]), row["hash"]
    with _lock:
        _signed[(os.path.realpath(path), key.id)] = signed
    return signed


def _warn_left_out(path: Path, lake: Lake, who: str, plan: PublishPlan) -> None:
    """Say (once per store and count) that sessions no audit row of this user's key names were left out."""
    if not plan.left_rows:
        return

    n = len(plan.left_sessions)
    _warn_once(
        f"lake:{path}:{n}:{plan.left_rows}",
        f"nbagent: {plan.left_rows} rows ({n} session(s)) of the store {path} were NOT published to "
        f"{lake.display_url} under your name ({who!r}): none of their audit rows is signed with your audit key "
        f"({key_path()}), so nothing shows that you wrote them (a store that came with a cloned or shared folder "
        "can hold sessions planted in it). Everything you wrote in it was published.",
    )


def _lake_state(con: DuckDBPyConnection, source: str) -> LakeState:
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


def _current_state(con: DuckDBPyConnection, lake: Lake, source: str) -> tuple[LakeState, str | None]:
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


def _published_call(call: Mapping[str, object], hasher: Hasher) -> dict[str, object]:
    """A stored tool call as the lake gets it: id and name, arguments as names and salted hashes."""
    out: dict[str, object] = {"id": call.get("id"), "name": call.get("name")}
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


def _plan(
    reader: StoreReader,
    state: LakeState,
    hasher: Hasher,
    columns: dict[str, list[tuple[str, str]]],
    key: AuditKey | None,
) -> PublishPlan:
    """Read, in one snapshot of the store, what the lake lacks of what this user's key vouches for."""
    import pyarrow as pa

    plan = PublishPlan()
    # Every column named (never *): what the lake gets is what nbagent's schema defines, whatever the file holds.
    names = {t: [c for c, _ in columns[t]] for t in _TABLES}
    with reader.snapshot() as snap:
        q = snap.arrow.query
        signed = _vouched(q, reader.path, key)
        audit_cols = quote_idents(names["audit"], known_names("audit"), what="the column of audit")
        audit = q(
            f"SELECT {audit_cols}, epoch_us(ts) AS ts_us FROM audit_stored WHERE seq >= ? ORDER BY seq",
            [max(state.audit_seq, 1)],
        )
        for table in _BY_ID:
            rows = q(f"SELECT id, session_id, run_id FROM {table}").to_pylist()
            local = set()
            for row in rows:
                if signed.keeps(row["session_id"], row["run_id"]):
                    local.add(row["id"])
                else:
                    plan.left_rows += 1
                    if row["session_id"] is not None:
                        plan.left_sessions.add(row["session_id"])
            missing = sorted(local - state.ids.get(table, set()))
            if missing:
                cols = quote_idents(names[table], known_names(table), what=f"the column of {table}")
                plan.tables[table] = q(
                    f"SELECT {cols} FROM {table} WHERE id IN (SELECT unnest(?::VARCHAR[]))", [missing]
                )
        session_cols = quote_idents(names["sessions"], known_names("sessions"), what="the column of sessions")
        sessions = q(f"SELECT {session_cols} FROM sessions")
        superseded = [
            r
            for r in q("SELECT id, session_id, run_id FROM messages WHERE superseded").to_pylist()
            if signed.keeps(r["session_id"], r["run_id"])
        ]
    # A session's own row is left out too, but not counted: a new session's row can be committed
    # before its run's first audit row, and is published with the next publish after it.
    kept = [i for i, sid in enumerate(sessions.column("id").to_pylist()) if sid in signed.sessions]
    sessions = sessions.take(pa.array(kept, pa.int64()))
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


def _commit(
    con: DuckDBPyConnection, plan: PublishPlan, *, source: str, user: str, db_path: Path, publish_id: str
) -> int:
    """Add the plan's rows and its ``publishes`` row (in the caller's transaction); the rows added."""
    import pyarrow as pa

    now = time.time()
    for table, rows in plan.tables.items():
        target = quote_ident("session_versions" if table == "sessions" else table, LAKE_TABLES, what="the lake table")
        extra = ", make_timestamptz(?::BIGINT) AS published_at" if table == "sessions" else ""
        params: list[object] = [source, user] + ([round(now * 1_000_000)] if table == "sessions" else [])
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
    lake cannot be reached (the store is not affected), and when the store is not this user's
    to publish: a column this nbagent's schema does not define, a newer schema (upgrade), audit
    rows signed with another audit key, or none signed with theirs. Sessions no audit row signed
    with their key names are left out, with a :class:`~nbagent.store.ForeignStoreWarning`.
    """
    import duckdb

    lake = Lake(lake) if isinstance(lake, str) else lake
    who = user or current_user()
    source = source_id(store.path)
    reader = store.reader()
    with _publishing(store.path):
        columns = _store_columns(reader, store.path)
        key = _ownership(reader, store.path, who)
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
                        plan = _plan(reader, state, store._rows.hasher, columns, key)
                        _warn_left_out(store.path, lake, who, plan)
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
