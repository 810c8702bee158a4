"""The store's schema, as numbered migrations recorded in ``schema_migrations``.

Never edit a migration that has shipped: add the next one. ``tests/store``
pins the resulting schema column by column.

What the tables and their columns mean is documented in :mod:`nbagent.store`.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ._db import LOCKED_DOWN, run

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = [
    "AUDIT_CONTENT_COLUMNS",
    "LATEST",
    "MIGRATIONS",
    "applied_versions",
    "inspect_file",
    "known_columns",
    "known_names",
    "migrate",
]

_MIGRATION_1 = """
CREATE TABLE nbagent_meta (
    key VARCHAR NOT NULL,
    value VARCHAR NOT NULL
);
CREATE TABLE schema_migrations (
    version INTEGER NOT NULL,
    name VARCHAR NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE sessions (
    id VARCHAR NOT NULL,
    name VARCHAR,
    title VARCHAR,
    notebook VARCHAR,
    kernel_id VARCHAR,
    model VARCHAR,
    created TIMESTAMPTZ NOT NULL,
    updated TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ,
    archived BOOLEAN NOT NULL DEFAULT false,
    keep_tool_responses BOOLEAN NOT NULL DEFAULT false
);
CREATE TABLE messages (
    id VARCHAR NOT NULL,
    session_id VARCHAR NOT NULL,
    seq INTEGER NOT NULL,
    ts TIMESTAMPTZ NOT NULL,
    run_id VARCHAR,
    role VARCHAR NOT NULL,
    text VARCHAR,
    tool_calls VARCHAR,
    tool_call_id VARCHAR,
    tool_name VARCHAR,
    is_error BOOLEAN,
    output_chars BIGINT,
    output_kept BOOLEAN
);
CREATE TABLE audit (
    seq BIGINT NOT NULL,
    id VARCHAR NOT NULL,
    ts TIMESTAMPTZ NOT NULL,
    session_id VARCHAR,
    run_id VARCHAR,
    event VARCHAR NOT NULL,
    tool VARCHAR,
    call_id VARCHAR,
    decision VARCHAR,
    rule VARCHAR,
    decided_by VARCHAR,
    success BOOLEAN,
    duration_ms DOUBLE,
    wait_s DOUBLE,
    arg_keys VARCHAR[],
    arg_hashes VARCHAR[],
    input_hash VARCHAR,
    args_json VARCHAR,
    output_len BIGINT,
    output_hash VARCHAR,
    stage VARCHAR,
    reason VARCHAR,
    detail VARCHAR,
    model VARCHAR,
    prev_hash VARCHAR NOT NULL,
    hash VARCHAR NOT NULL
);
CREATE TABLE audit_head (
    seq BIGINT NOT NULL,
    hash VARCHAR NOT NULL
);
CREATE TABLE usage (
    id VARCHAR NOT NULL,
    ts TIMESTAMPTZ NOT NULL,
    session_id VARCHAR,
    run_id VARCHAR,
    provider VARCHAR,
    model VARCHAR,
    iteration INTEGER,
    input_tokens BIGINT NOT NULL,
    cached_tokens BIGINT NOT NULL,
    output_tokens BIGINT NOT NULL,
    cost_usd DOUBLE,
    duration_ms DOUBLE
);
"""

_MIGRATION_2 = """
CREATE VIEW tool_stats AS
SELECT
    tool,
    count(*) FILTER (WHERE event = 'tool_requested') AS requested,
    count(*) FILTER (WHERE event = 'tool_executed') AS executed,
    count(*) FILTER (WHERE event = 'tool_failed') AS failed,
    count(*) FILTER (WHERE event IN ('tool_blocked', 'screening_blocked')) AS blocked,
    count(*) FILTER (WHERE event = 'tool_executed')
        / nullif(count(*) FILTER (WHERE event IN ('tool_executed', 'tool_failed')), 0)
        AS success_rate,
    avg(duration_ms) FILTER (WHERE event IN ('tool_executed', 'tool_failed')) AS avg_duration_ms,
    median(duration_ms) FILTER (WHERE event IN ('tool_executed', 'tool_failed'))
        AS median_duration_ms
FROM audit
WHERE tool IS NOT NULL
GROUP BY tool;

CREATE VIEW approval_stats AS
SELECT
    tool,
    count(*) FILTER (WHERE event = 'approval_requested') AS requested,
    count(*) FILTER (WHERE event = 'approval_decided' AND decision = 'allow') AS approved,
    count(*) FILTER (WHERE event = 'approval_decided' AND decision = 'deny') AS denied,
    count(*) FILTER (WHERE event = 'approval_decided' AND decision = 'allow')
        / nullif(count(*) FILTER (WHERE event = 'approval_decided'), 0) AS approval_rate,
    avg(wait_s) FILTER (WHERE event = 'approval_decided') AS avg_wait_s,
    median(wait_s) FILTER (WHERE event = 'approval_decided') AS median_wait_s,
    max(wait_s) FILTER (WHERE event = 'approval_decided') AS max_wait_s
FROM audit
WHERE event IN ('approval_requested', 'approval_decided')
GROUP BY tool;

CREATE VIEW cost_per_day AS
SELECT
    CAST(ts AS DATE) AS day,
    count(*) AS requests,
    sum(input_tokens) AS input_tokens,
    sum(cached_tokens) AS cached_tokens,
    sum(output_tokens) AS output_tokens,
    sum(cost_usd) AS cost_usd
FROM usage
GROUP BY day;
"""

_MIGRATION_3 = """
ALTER TABLE sessions ADD COLUMN memory_state VARCHAR;
ALTER TABLE usage ADD COLUMN purpose VARCHAR;
CREATE TABLE memories (
    id VARCHAR NOT NULL,
    ts TIMESTAMPTZ NOT NULL,
    op VARCHAR NOT NULL,
    origin VARCHAR NOT NULL,
    root VARCHAR NOT NULL,
    entry_id VARCHAR NOT NULL,
    kind VARCHAR NOT NULL,
    date VARCHAR,
    time VARCHAR,
    category VARCHAR NOT NULL,
    text VARCHAR NOT NULL,
    session_id VARCHAR,
    run_id VARCHAR
);
CREATE VIEW memory_latest AS
SELECT * EXCLUDE (newest)
FROM (
    SELECT *, row_number() OVER (
        PARTITION BY root, entry_id ORDER BY ts DESC, op = 'removed' DESC
    ) AS newest
    FROM memories
)
WHERE newest = 1;
CREATE VIEW memory_entries AS
SELECT root, entry_id, kind, date, time, category, text, ts AS saved_at, origin, session_id, run_id
FROM memory_latest
WHERE op = 'added';
"""

# The audit chain becomes keyed (HMAC under a key outside the database, see _chain.py):
# each row names its key; rows from before keep NULL and stay verifiable by hash.
_MIGRATION_4 = """
ALTER TABLE audit ADD COLUMN key_id VARCHAR;
"""

# Audit rows now hold the stream's event kinds (tool-finished ...); rows written before keep
# the older names (tool_executed ...), so the views count both (nbagent.events.LEGACY_AUDIT_EVENTS).
# A failed call is one tool-failed row; it was "blocked" when it stopped before running
# (stage denied or hook). A withheld output may come with a tool-failed row for the same call:
# blocked calls are counted once per call.
_MIGRATION_5 = """
CREATE OR REPLACE VIEW tool_stats AS
SELECT
    tool,
    count(*) FILTER (WHERE event IN ('tool_requested', 'tool-requested')) AS requested,
    count(*) FILTER (WHERE event IN ('tool_executed', 'tool-finished')) AS executed,
    count(*) FILTER (
        WHERE event = 'tool_failed' OR (event = 'tool-failed' AND stage IS DISTINCT FROM 'denied'
            AND stage IS DISTINCT FROM 'hook')
    ) AS failed,
    count(DISTINCT call_id) FILTER (
        WHERE event IN ('tool_blocked', 'screening_blocked', 'output_blocked', 'output-blocked')
            OR (event = 'tool-failed' AND stage IN ('denied', 'hook'))
    ) AS blocked,
    count(*) FILTER (WHERE event IN ('tool_executed', 'tool-finished'))
        / nullif(count(*) FILTER (
            WHERE event IN ('tool_executed', 'tool-finished', 'tool_failed')
                OR (event = 'tool-failed' AND stage IS DISTINCT FROM 'denied' AND stage IS DISTINCT FROM 'hook')
        ), 0) AS success_rate,
    avg(duration_ms) FILTER (
        WHERE event IN ('tool_executed', 'tool-finished', 'tool_failed')
            OR (event = 'tool-failed' AND stage IS DISTINCT FROM 'denied' AND stage IS DISTINCT FROM 'hook')
    ) AS avg_duration_ms,
    median(duration_ms) FILTER (
        WHERE event IN ('tool_executed', 'tool-finished', 'tool_failed')
            OR (event = 'tool-failed' AND stage IS DISTINCT FROM 'denied' AND stage IS DISTINCT FROM 'hook')
    ) AS median_duration_ms
FROM audit
WHERE tool IS NOT NULL
GROUP BY tool;

CREATE OR REPLACE VIEW approval_stats AS
SELECT
    tool,
    count(*) FILTER (WHERE event IN ('approval_requested', 'approval-requested')) AS requested,
    count(*) FILTER (WHERE event IN ('approval_decided', 'approval-decided') AND decision = 'allow') AS approved,
    count(*) FILTER (WHERE event IN ('approval_decided', 'approval-decided') AND decision = 'deny') AS denied,
    count(*) FILTER (WHERE event IN ('approval_decided', 'approval-decided') AND decision = 'allow')
        / nullif(count(*) FILTER (WHERE event IN ('approval_decided', 'approval-decided')), 0) AS approval_rate,
    avg(wait_s) FILTER (WHERE event IN ('approval_decided', 'approval-decided')) AS avg_wait_s,
    median(wait_s) FILTER (WHERE event IN ('approval_decided', 'approval-decided')) AS median_wait_s,
    max(wait_s) FILTER (WHERE event IN ('approval_decided', 'approval-decided')) AS max_wait_s
FROM audit
WHERE event IN ('approval_requested', 'approval_decided', 'approval-requested', 'approval-decided')
GROUP BY tool;
"""

# A re-run notebook cell redoes its turn: the messages of that turn and of every later one leave
# the live conversation but stay in the store, marked (``Store.supersede_messages``).
# In three steps, the same end state as ``ADD COLUMN superseded BOOLEAN DEFAULT false``: DuckDB 1.5.5
# refuses an ADD COLUMN with a DEFAULT inside a transaction on a connection with a locked configuration
# ("Cannot change configuration option current_transaction_invalidation_policy"), and every store
# connection is locked (_db.LOCKED_DOWN).
_MIGRATION_6 = """
ALTER TABLE messages ADD COLUMN superseded BOOLEAN;
ALTER TABLE messages ALTER COLUMN superseded SET DEFAULT false;
UPDATE messages SET superseded = false;
"""

# The response cache (nbagent.StoreCache): a model response under the SHA-256 of its request, so a
# re-run notebook or a restarted kernel does not pay twice. ``response`` is the JSON of the response
# (only responses the redactor leaves unchanged are kept). One table; its keys are loaded once per process.
_MIGRATION_7 = """
CREATE TABLE response_cache (
    key VARCHAR PRIMARY KEY,
    created TIMESTAMPTZ NOT NULL,
    provider VARCHAR,  -- reserved (the key covers the provider); NULL for now
    model VARCHAR,  -- the model that answered, for people reading the table
    response VARCHAR NOT NULL
);
"""

# A deleted session leaves a tombstone: rows for it still waiting in a dead process's journal (or in
# the archive a rebuild replays) are dropped instead of bringing the session back.
# message_seqs: each session's last message seq, so the writer can give a kernel's messages the next
# free seqs when another kernel wrote the session too (looking it up in messages cost ~25 ms a batch
# at a million messages, against ~1 ms here).
_MIGRATION_8 = """
CREATE TABLE session_tombstones (
    session_id VARCHAR NOT NULL,
    deleted_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE message_seqs (
    session_id VARCHAR NOT NULL,
    last_seq INTEGER NOT NULL
);
INSERT INTO message_seqs SELECT session_id, max(seq) FROM messages GROUP BY session_id;
"""

MIGRATIONS: tuple[tuple[int, str, str], ...] = (
    (1, "sessions, messages, audit chain, usage", _MIGRATION_1),
    (2, "views: tool_stats, approval_stats, cost_per_day", _MIGRATION_2),
    (3, "session memory state, usage purpose, knowledge memory log", _MIGRATION_3),
    (4, "keyed audit chain: audit.key_id", _MIGRATION_4),
    (5, "views count audit rows under the stream's event kinds and the older names", _MIGRATION_5),
    (6, "messages.superseded: the turns a re-run cell replaced", _MIGRATION_6),
    (7, "response_cache: model responses by request key (StoreCache)", _MIGRATION_7),
    (8, "session_tombstones (deleted sessions stay deleted), message_seqs (each session's last seq)", _MIGRATION_8),
)
LATEST = MIGRATIONS[-1][0]
MARKER = ("app", "nbagent-store")

# The audit columns a row's content digest covers, in canonical order
# (``ts`` enters as integer microseconds since the epoch).
AUDIT_CONTENT_COLUMNS: tuple[str, ...] = (
    "id", "ts", "session_id", "run_id", "event", "tool", "call_id", "decision", "rule",
    "decided_by", "success", "duration_ms", "wait_s", "arg_keys", "arg_hashes", "input_hash",
    "args_json", "output_len", "output_hash", "stage", "reason", "detail", "model",
)  # fmt: skip


def inspect_file(con: DuckDBPyConnection) -> tuple[str, int]:
    """What the open database is: ``("empty", 0)``, ``("nbagent", version)``, ``("foreign", 0)``."""
    tables = {r[0] for r in run(con, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'")}
    if not tables:
        return "empty", 0
    if "nbagent_meta" not in tables or "schema_migrations" not in tables:
        return "foreign", 0
    marker = next(iter(run(con, "SELECT value FROM nbagent_meta WHERE key = ?", [MARKER[0]])), None)
    if marker is None or marker[0] != MARKER[1]:
        return "foreign", 0
    return "nbagent", max(applied_versions(con), default=0)


def applied_versions(con: DuckDBPyConnection) -> list[int]:
    """Migration versions recorded in the database."""
    return [r[0] for r in run(con, "SELECT version FROM schema_migrations ORDER BY version")]


def migrate(con: DuckDBPyConnection, upto: int | None = None) -> list[int]:
    """Apply the migrations not yet applied (up to ``upto``) in one transaction; return them.

    The caller has checked with :func:`inspect_file` that the database is
    empty or ours.
    """
    kind, _ = inspect_file(con)
    done = set(applied_versions(con)) if kind == "nbagent" else set()
    todo = [m for m in MIGRATIONS if m[0] not in done and (upto is None or m[0] <= upto)]
    if not todo:
        return []
    run(con, "BEGIN TRANSACTION")
    try:
        for version, name, sql in todo:
            run(con, sql)
            if version == 1:
                run(con, "INSERT INTO nbagent_meta VALUES (?, ?)", list(MARKER))
            run(con, "INSERT INTO schema_migrations VALUES (?, ?, now())", [version, name])
        run(con, "COMMIT")
    except BaseException:
        run(con, "ROLLBACK")
        raise
    return [m[0] for m in todo]


@functools.cache
def known_columns() -> Mapping[str, tuple[tuple[str, str], ...]]:
    """Every table and view this nbagent's migrations define: name -> its columns and DuckDB types, in order.

    Read from the migrations themselves, run once per process on an in-memory DuckDB (a few
    milliseconds), so a new migration needs no list kept by hand. What a store file says its
    columns are is data; this is what SQL may name (:mod:`nbagent.boundary._sql`).
    """
    import duckdb

    con = duckdb.connect(":memory:", config=dict(LOCKED_DOWN))
    try:
        migrate(con)
        rows = run(
            con,
            "SELECT table_name, column_name, data_type FROM duckdb_columns() "
            "WHERE database_name = current_database() AND schema_name = 'main' ORDER BY table_name, column_index",
        )
    finally:
        con.close()
    found: dict[str, list[tuple[str, str]]] = {}
    for table, column, kind in rows:
        found.setdefault(str(table), []).append((str(column), str(kind)))
    return MappingProxyType({t: tuple(cols) for t, cols in found.items()})


def known_names(table: str | None = None) -> frozenset[str]:
    """The column names of ``table`` as this nbagent's migrations define it (none for a table they do
    not define); without ``table``, the names of the tables and views."""
    schema = known_columns()
    if table is None:
        return frozenset(schema)
    return frozenset(c for c, _ in schema.get(table, ()))
