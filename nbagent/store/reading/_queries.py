"""The read side: SQL of the read API, read-only connections, chain checks."""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from ...boundary._sql import quote_ident, quote_literal
from ...events import LEGACY_AUDIT_EVENTS, audit_kind
from ...exceptions import StoreBusy, UserError
from .._db import LOCKED_DOWN, Busy, connect, store_error
from .._schema import AUDIT_CONTENT_COLUMNS
from ..integrity._anchor import head_path, read_anchor
from ..integrity._chain import AuditCheck, ChainInputs, check_chain
from ..integrity._key import find_key, key_path
from ..writing._batch import check_store
from ..writing._journal import REFUSED

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = [
    "LOCKED_DOWN",
    "USAGE_BY",
    "audit_sql",
    "memories_sql",
    "messages_sql",
    "presentation_sql",
    "read_file",
    "reading",
    "session_sql",
    "sessions_sql",
    "usage_sql",
    "verify_chain",
]

_AUDIT_COLUMNS = (
    "seq, ts, session_id, run_id, event, tool, call_id, decision, rule, decided_by, success, "
    "duration_ms, wait_s, arg_keys, arg_hashes, input_hash, args_json, output_len, output_hash, "
    "stage, reason, detail, model, id"
)
_SESSION_MATCH = "(SELECT id FROM sessions WHERE id = ? OR name = ?)"

T = TypeVar("T")

# A ``since`` / ``until`` of the read API: a datetime (a pandas Timestamp is one), a timedelta (that long
# ago) or a date string; anything else is refused with a UserError.
TimeBound = datetime | timedelta | str


# A ``since`` / ``until`` bound: one of its two parameters is set (integer microseconds, or text DuckDB
# parses), the other NULL, so the SQL stays one constant whatever the caller passed.
_TIME = "coalesce(make_timestamptz(?::BIGINT), CAST(? AS TIMESTAMPTZ))"


def _when(value: object, name: str) -> list[int | str | None]:
    """A ``since`` / ``until`` value as the two parameters of ``_TIME``: timedelta (ago), datetime,
    pandas Timestamp or text."""
    if isinstance(value, timedelta):
        value = datetime.now(UTC) - value
    if isinstance(value, datetime):
        if value.tzinfo is None:
            value = value.astimezone()  # a naive time means local time, as people read clocks
        return [round(value.timestamp() * 1_000_000), None]
    if isinstance(value, str):
        return [None, value]
    to_py = getattr(value, "to_pydatetime", None)
    if callable(to_py):
        return _when(to_py(), name)
    raise UserError(f"{name} must be a datetime, a timedelta (that long ago) or a date string, got {value!r}")


def presentation_sql(database: str, attached: Collection[str]) -> list[str]:
    """Temporary views for one read-only connection: ``audit`` shadows the table with every
    legacy ``event`` name mapped to its stream kind; ``audit_stored`` is the table as stored.
    ``database`` is the connection's database (DuckDB names it after the file), one of ``attached``.

    Temporary objects live in the connection only (nothing is written to the file) and are
    found before the file's own tables; the file's views keep reading the stored table.
    """
    table = quote_ident(database, attached, what="the store's database") + ".main.audit"
    case = " ".join(f"WHEN {quote_literal(old)} THEN {quote_literal(new)}" for old, new in LEGACY_AUDIT_EVENTS.items())
    return [
        f"CREATE TEMP VIEW audit AS SELECT * REPLACE (CASE event {case} ELSE event END AS event) FROM {table}",
        f"CREATE TEMP VIEW audit_stored AS SELECT * FROM {table}",
    ]


def audit_sql(
    *,
    since: TimeBound | None = None,
    until: TimeBound | None = None,
    tool: str | None = None,
    session: str | None = None,
    event: str | None = None,
    run: str | None = None,
    after: int | None = None,
    limit: int | None = None,
) -> tuple[str, list[object]]:
    """``SELECT`` over the presented audit log with optional filters, oldest first.

    ``event`` takes a stream kind or a legacy name (rows of both are found);
    ``after``: only rows with a larger ``seq``; ``limit``: only the newest rows.
    """
    where: list[str] = []
    params: list[object] = []
    if after is not None:
        where.append("seq > ?")
        params.append(int(after))
    if since is not None:
        where.append(f"ts >= {_TIME}")
        params += _when(since, "since")
    if until is not None:
        where.append(f"ts < {_TIME}")
        params += _when(until, "until")
    if tool is not None:
        where.append("tool = ?")
        params.append(tool)
    if event is not None:
        where.append("event = ?")
        params.append(audit_kind(event))
    if run is not None:
        where.append("run_id = ?")
        params.append(run)
    if session is not None:
        where.append(f"session_id IN {_SESSION_MATCH}")
        params += [session, session]
    sql = f"SELECT {_AUDIT_COLUMNS} FROM audit"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += " ORDER BY seq"
    if limit is not None:
        sql = f"SELECT * FROM ({sql} DESC LIMIT {int(_count(limit))}) ORDER BY seq"
    return sql, params


def _count(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise UserError(f"limit must be a whole number of rows (0 or more), got {limit!r}")
    return limit


# Where the untrusted content the conversation holds now came from, as the binding saves the mark
# (``memory_state.provenance.source``, recomputed after a rewind): ``search_docs (call 2)``, a label
# (``number`` 0), NULL when it holds none. A source that is there but damaged still shows (fail closed).
_SOURCE = "json_extract(s.memory_state, '$.provenance.source')"
_UNTRUSTED = (
    f"CASE WHEN json_valid(s.memory_state) AND coalesce(json_type({_SOURCE}), 'NULL') <> 'NULL' THEN "
    f"coalesce(json_extract_string({_SOURCE}, '$.tool'), '(unknown tool)') || "
    f"CASE WHEN try_cast(json_extract_string({_SOURCE}, '$.number') AS BIGINT) > 0 "
    f"THEN ' (call ' || try_cast(json_extract_string({_SOURCE}, '$.number') AS BIGINT) || ')' ELSE '' END END"
)


def sessions_sql(*, include_archived: bool = False, limit: int | None = None) -> str:
    """Sessions, most recently used first, with their message counts."""
    where = "" if include_archived else "WHERE NOT s.archived"
    first = "" if limit is None else f" LIMIT {int(_count(limit))}"
    return (
        "SELECT s.id, s.name, s.title, s.notebook, s.kernel_id, s.model, s.created, s.updated, "
        "s.expires_at, s.archived, s.keep_tool_responses, coalesce(m.n, 0) AS messages, "
        # the notebook cell of the latest turn, as the binding saves it (JupyterLab's cell id)
        "CASE WHEN json_valid(s.memory_state) THEN json_extract_string(s.memory_state, '$.cell') END AS cell, "
        f"{_UNTRUSTED} AS untrusted "
        "FROM sessions s "
        "LEFT JOIN (SELECT session_id, count(*) AS n FROM messages GROUP BY session_id) m "
        f"ON m.session_id = s.id {where} ORDER BY s.updated DESC{first}"
    )


def session_sql() -> str:
    """Whole sessions rows (times as epoch microseconds, the memory state, message counts) of the
    session named by two parameters: its id or its name."""
    return (
        "SELECT s.id, s.name, s.title, s.notebook, s.kernel_id, s.model, "
        "epoch_us(s.created) AS created, "
        "epoch_us(s.updated) AS updated, epoch_us(s.expires_at) AS expires_at, s.archived, "
        "s.keep_tool_responses, s.memory_state, "
        "(SELECT count(*) FROM messages m WHERE m.session_id = s.id) AS messages "
        "FROM sessions s WHERE s.id = ? OR s.name = ? ORDER BY s.updated DESC"
    )


def messages_sql(session_id: str) -> tuple[str, list[object]]:
    """The messages of a session (by id) in order."""
    return (
        "SELECT session_id, seq, ts, run_id, role, text, tool_calls, tool_call_id, tool_name, "
        "is_error, output_chars, output_kept, id, coalesce(superseded, false) AS superseded FROM messages "
        "WHERE session_id = ? ORDER BY seq, ts",
        [session_id],
    )


def memories_sql(*, root: str | None = None, history: bool = False) -> tuple[str, list[object]]:
    """What the knowledge memory holds now (newest first), or every change (oldest first)."""
    where = "WHERE root = ?" if root is not None else ""
    params: list[object] = [root] if root is not None else []
    if history:
        # on equal times "removed" comes last, as the memory_latest view reads it
        return f"SELECT * FROM memories {where} ORDER BY ts, op = 'removed'", params
    return f"SELECT * FROM memory_entries {where} ORDER BY saved_at DESC", params


_USAGE_BY: dict[str | None, str] = {
    None: "SELECT ts, session_id, run_id, provider, model, iteration, "
    "coalesce(purpose, 'answer') AS purpose, input_tokens, cached_tokens, "
    "output_tokens, cost_usd, duration_ms FROM usage ORDER BY ts",
    # the cost_per_day view's query, spelled out: readers that must not trust views (the REST
    # server) read only the base tables
    "day": "SELECT CAST(ts AS DATE) AS day, count(*) AS requests, sum(input_tokens) AS input_tokens, "
    "sum(cached_tokens) AS cached_tokens, sum(output_tokens) AS output_tokens, sum(cost_usd) AS cost_usd "
    "FROM usage GROUP BY day ORDER BY day",
    "model": "SELECT provider, model, count(*) AS requests, sum(input_tokens) AS input_tokens, "
    "sum(cached_tokens) AS cached_tokens, sum(output_tokens) AS output_tokens, "
    "sum(cost_usd) AS cost_usd "
    "FROM usage GROUP BY provider, model ORDER BY cost_usd DESC NULLS LAST, requests DESC",
    "session": "SELECT u.session_id, any_value(s.name) AS name, any_value(s.title) AS title, "
    "count(*) AS requests, sum(u.input_tokens) AS input_tokens, "
    "sum(u.cached_tokens) AS cached_tokens, sum(u.output_tokens) AS output_tokens, "
    "sum(u.cost_usd) AS cost_usd, min(u.ts) AS first, max(u.ts) AS last "
    "FROM usage u LEFT JOIN sessions s ON s.id = u.session_id "
    "GROUP BY u.session_id ORDER BY last DESC",
    "purpose": "SELECT coalesce(purpose, 'answer') AS purpose, count(*) AS requests, "
    "sum(input_tokens) AS input_tokens, sum(cached_tokens) AS cached_tokens, "
    "sum(output_tokens) AS output_tokens, sum(cost_usd) AS cost_usd "
    "FROM usage GROUP BY 1 ORDER BY requests DESC",
}


USAGE_BY: tuple[str, ...] = tuple(k for k in _USAGE_BY if k is not None)


def usage_sql(by: str | None, limit: int | None = None) -> str:
    """Usage rows (``limit``: the newest), or sums by ``"day"``, ``"model"``, ``"session"`` or ``"purpose"``."""
    try:
        sql = _USAGE_BY[by]
    except KeyError:
        raise UserError(f"usage(by=...) must be None, 'day', 'model', 'session' or 'purpose', got {by!r}") from None
    if by is None and limit is not None:
        sql = f"SELECT * FROM ({sql} DESC LIMIT {int(_count(limit))}) ORDER BY ts"
    return sql


@contextmanager
def reading(
    path: Path, timeout: float, *, check: Callable[[DuckDBPyConnection, Path], None] | None = None
) -> Iterator[DuckDBPyConnection]:
    """A read-only connection to ``path`` for the ``with`` block; wait up to ``timeout`` s for the file.

    Like every store connection it has no file, network or ATTACH access (``LOCKED_DOWN``);
    ``check(connection, path)`` runs first (see :func:`~.._db.connect`).
    Raises :class:`~nbagent.exceptions.StoreBusy` when other processes keep the file, a
    :class:`~nbagent.exceptions.UserError` for a query DuckDB cannot parse or bind (its own
    message) and :class:`~nbagent.exceptions.StoreError` for the rest.
    """
    import duckdb

    try:
        with connect(path, read_only=True, deadline=time.monotonic() + timeout, check=check) as con:
            yield con
    except Busy as exc:
        raise StoreBusy(
            f"the store {path} stayed busy for {timeout:g} s (other kernels writing); try again",
            path=str(path),
        ) from exc
    except duckdb.Error as exc:
        if isinstance(exc, (duckdb.ParserException, duckdb.BinderException, duckdb.CatalogException)):
            raise UserError(f"the query failed on the store {path}: {exc}") from exc
        if "read-only" in str(exc).lower():
            raise UserError(f"the store is read here: {exc}") from exc
        raise store_error(exc, path) from exc


def read_file(
    path: Path,
    fn: Callable[[DuckDBPyConnection], T],
    timeout: float,
    *,
    check: Callable[[DuckDBPyConnection, Path], None] | None = None,
) -> T:
    """Run ``fn(connection)`` on a read-only connection (see :func:`reading`)."""
    with reading(path, timeout, check=check) as con:
        return fn(con)


def verify_chain(con: DuckDBPyConnection, path: Path, journal_dir: Path | None = None) -> AuditCheck:
    """Read the audit rows and both chain heads in one go (under the gate), and check the chain.

    The key is read, never created, here: a missing key is reported by the check.
    """

    check_store(con, path)
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    table = con.sql(f"SELECT seq, {cols}, prev_hash, hash, key_id FROM audit ORDER BY seq").to_arrow_table()
    head = con.sql("SELECT seq, hash FROM audit_head").to_arrow_table().to_pylist()
    columns = {name: table.column(name).to_pylist() for name in table.column_names}
    jdir = journal_dir if journal_dir is not None else path.with_name(path.name + ".journal")
    refused = sorted(jdir.glob(f"*{REFUSED}")) if jdir.is_dir() else []
    notes = tuple(
        f"journal segment {p} was refused (not authenticated by the audit key: planted, or another "
        "user's); nothing in it reached the log"
        for p in refused
    )
    return check_chain(
        ChainInputs(
            columns=columns,
            head=(head[0]["seq"], head[0]["hash"]) if head else None,
            anchor=read_anchor(path),
            key=find_key(),
            key_file=str(key_path()),
            head_file=str(head_path(path)),
            path=str(path),
            notes=notes,
        )
    )
