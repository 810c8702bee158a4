"""``Lake``: a team's audit, sessions and costs in one DuckLake, read as DataFrames across users.

The lake's connection is its own: DuckDB's in-memory database with the DuckLake
extension (and PostgreSQL's or SQLite's, for the catalog) loaded from their
packages' files, the lake attached as ``lake``, then locked: files only under
the lake's data path, no other file, no extension, no setting changed later
(:meth:`Lake._lock_down`). It never touches a store file; the stores'
connections keep external access off. Its SQL names only tables and columns
nbagent's migrations define (:mod:`nbagent.boundary._sql`), never one read
from a store or the catalog.

Tables in the lake (each row also has ``source_id``, the store it came from,
and ``user``, who published it): ``audit``, ``messages``, ``usage`` and
``memories`` as the stores keep them (append-only: a row is published once;
messages with tool arguments hashed and tool outputs left out);
``session_versions`` (a session's row each time it changed; the ``sessions``
view shows the newest); ``superseded`` (messages a re-run cell replaced after
they were published); ``publishes`` (one row per publish: the source's verified
chain head, host and store path).
"""

from __future__ import annotations

import contextlib
import logging
import os
import random
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, TypeVar

from ...boundary import team_origin
from ...boundary._provenance import untrusted
from ...boundary._sql import known_word, quote_ident, quote_literal
from ...events import LEGACY_AUDIT_EVENTS
from ...exceptions import LakeError, UserError
from .._db import Config
from .._schema import known_columns, known_names
from . import _extensions

if TYPE_CHECKING:
    import pandas as pd
    from duckdb import DuckDBPyConnection

__all__ = ["USAGE_BY", "Lake", "LakeCheck", "is_conflict", "safe_rollback"]

log = logging.getLogger("nbagent.store.lake")
T = TypeVar("T")

# Tables copied row for row from the stores (each gets source_id and user in front).
COPIED = ("audit", "messages", "usage", "memories")
# The lake's base tables: the only table names its SQL is built with.
LAKE_TABLES = frozenset({*COPIED, "session_versions", "publishes", "superseded"})
# The columns the lake puts in front of a store's (session_versions also gets published_at).
_FRONT = (("source_id", "VARCHAR"), ("user", "VARCHAR"))
_PUBLISHED_AT = ("published_at", "TIMESTAMPTZ")
# Data paths in object storage (DuckDB's httpfs); anything else is a folder.
_REMOTE = re.compile(r"^(s3|s3a|gcs|gs|r2|https?)://")
USAGE_BY = ("user", "day", "model", "session")
_GENESIS = "0" * 64
_NO_DOWNLOADS: Config = {"autoinstall_known_extensions": False, "autoload_known_extensions": False}

_OWN_DDL = (
    """CREATE TABLE IF NOT EXISTS lake.publishes (
        publish_id VARCHAR, source_id VARCHAR, "user" VARCHAR, host VARCHAR, store_path VARCHAR,
        published_at TIMESTAMPTZ, head_seq BIGINT, head_hash VARCHAR, verified BOOLEAN, problem VARCHAR,
        rows_added BIGINT)""",
    """CREATE TABLE IF NOT EXISTS lake.superseded (
        source_id VARCHAR, "user" VARCHAR, message_id VARCHAR, session_id VARCHAR, published_at TIMESTAMPTZ)""",
)

# What lake.sql() sees: the tables, and views that read them as people expect.
_VIEWS = {
    "sessions": """SELECT * EXCLUDE (published_at, newest) FROM (
        SELECT *, row_number() OVER (PARTITION BY source_id, id ORDER BY published_at DESC) AS newest
        FROM lake.session_versions) WHERE newest = 1""",
    "messages": """SELECT m.* REPLACE (coalesce(m.superseded, false) OR s.message_id IS NOT NULL AS superseded)
        FROM lake.messages m LEFT JOIN (SELECT DISTINCT source_id, message_id FROM lake.superseded) s
        ON s.source_id = m.source_id AND s.message_id = m.id""",
}


_S3_KEYS = frozenset({"key_id", "secret", "region", "endpoint", "url_style", "use_ssl", "session_token", "scope"})
_S3_WORDS = frozenset(k.upper() for k in _S3_KEYS)


def _s3_secret(options: dict[str, str | bool]) -> str:
    """A temporary DuckDB S3 secret (the connection's memory only) from ``Lake(s3=...)``.
    (CREATE SECRET takes no parameters: values go in as quoted SQL strings.)"""
    unknown = sorted(set(options) - _S3_KEYS)
    if unknown:
        raise UserError(f"Lake(s3=...) takes {', '.join(sorted(_S3_KEYS))}; got {', '.join(unknown)}")
    parts = ["TYPE s3"]
    for key, value in options.items():
        text = ("true" if value else "false") if isinstance(value, bool) else quote_literal(str(value))
        parts.append(f"{known_word(key.upper(), _S3_WORDS, what='the S3 option')} {text}")
    return f"CREATE TEMPORARY SECRET nbagent_lake_s3 ({', '.join(parts)})"


def _redact_url(url: str) -> str:
    return re.sub(r"(password\s*=\s*)\S+", r"\1***", url, flags=re.IGNORECASE)


def _column_names(table: str) -> tuple[frozenset[str], frozenset[str]]:
    """The column names and the types a lake table may be made with: what nbagent's migrations define
    for the store table it copies, and the lake's own columns in front."""
    source = "sessions" if table == "session_versions" else table
    names = frozenset({*known_names(source), *(n for n, _ in _FRONT), _PUBLISHED_AT[0]})
    types = frozenset({k for cols in known_columns().values() for _, k in cols} | {"VARCHAR", "TIMESTAMPTZ"})
    return names, types


def safe_rollback(con: DuckDBPyConnection) -> None:
    """ROLLBACK if a transaction is still open (a failed COMMIT, or a server gone, ended it already)."""
    with contextlib.suppress(Exception):
        con.execute("ROLLBACK")


def is_conflict(exc: BaseException) -> bool:
    """Is this DuckLake's "another transaction committed first" error (worth a retry)?"""
    text = str(exc).lower()
    return "conflict" in text or "could not serialize" in text


@dataclass(frozen=True, slots=True)
class LakeCheck:
    """The result of :meth:`Lake.verify` (or :meth:`Store.verify_published`): truthy when no DuckLake
    snapshot deleted or changed rows of ``audit`` or ``publishes``, every source's audit rows are
    contiguous from seq 1, each row links to the one before it, and they end at the head its last
    publish recorded (verified against the owner's key on their machine). Without keys this cannot
    catch a member who appends made-up rows or edits the catalog outside DuckLake: only the owner's
    ``Store.verify_published(lake)`` re-checks rows against their key. ``problems`` says what is wrong
    where, one line per finding."""

    ok: bool
    sources: int
    rows: int
    problems: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"lake ok: {self.rows} audit rows from {self.sources} stores, contiguous and at their recorded heads"
        return "\n".join([f"lake BROKEN: {len(self.problems)} problem(s) in {self.sources} stores", *self.problems])


_APPEND_ONLY = ("audit", "publishes")


def _rewrites(con: DuckDBPyConnection) -> list[str]:
    """The snapshots that deleted or updated rows of ``audit`` or ``publishes`` (nbagent only appends
    to them), or dropped them; an update is a delete and an insert in DuckLake."""
    ids: dict[str, str] = {}
    for table_id, name in con.execute(
        "SELECT DISTINCT table_id, table_name FROM __ducklake_metadata_lake.ducklake_table"
    ).fetchall():
        if name in _APPEND_ONLY:
            ids[str(table_id)] = name
    found: list[str] = []
    snapshots = con.execute(
        "SELECT snapshot_id, CAST(snapshot_time AS VARCHAR), changes FROM ducklake_snapshots('lake') "
        "ORDER BY snapshot_id"
    ).fetchall()
    for snapshot_id, when, changes in snapshots:
        for kind, values in dict(changes or {}).items():
            if "delete" not in kind and "drop" not in kind:
                continue
            hit = sorted({ids.get(str(v)) or str(v).rsplit(".", 1)[-1] for v in values or ()} & set(_APPEND_ONLY))
            if hit:
                found.append(
                    f"DuckLake snapshot {snapshot_id} ({when}) {kind.replace('_', ' ')} {', '.join(hit)}: rows of "
                    "an append-only table were deleted or changed after they were published (rewritten history)"
                )
    if snapshots and snapshots[0][0] != 0:
        found.append(f"DuckLake snapshots before {snapshots[0][0]} were expired: rewrites before it cannot be seen")
    return found


# The filters of Lake.audit(): each a constant clause with one parameter.
_FILTERS = {
    "user": '"user" = ?',
    "tool": "tool = ?",
    "session_id": "session_id = ?",
    "since": "ts >= CAST(? AS TIMESTAMPTZ)",
    "until": "ts < CAST(? AS TIMESTAMPTZ)",
}


class Lake:
    """A team lake: DuckLake with its catalog in PostgreSQL (a team) or SQLite (one person).

    Args:
        url: DuckLake's own catalog string: ``ducklake:postgres:host=... port=... dbname=... user=...``
            or ``ducklake:sqlite:/path/catalog.sqlite``.
        data_path: where the Parquet files go (a shared folder, or ``s3://bucket/prefix/``); needed when the
            lake is created, optional afterwards (the catalog remembers it).
        read_only: attach the lake read-only (the lab panel and REST API do).
        retries: attempts of a publish whose commit conflicts with another's (with backoff).
        s3: credentials and endpoint for data in object storage, as DuckDB's S3 secret takes them:
            ``{"key_id": ..., "secret": ..., "region": ..., "endpoint": "host:port", "url_style": "path",
            "use_ssl": False}`` (kept in the lake's connection only, never written anywhere).

    Publishing is :meth:`nbagent.Store.publish` (or ``Store(team=lake)``). Reads return pandas
    DataFrames across users: :meth:`audit`, :meth:`usage`, :meth:`sessions`, :meth:`sql`.
    Raises :class:`~nbagent.exceptions.LakeError` when the catalog cannot be reached.
    """

    def __init__(
        self,
        url: str,
        *,
        data_path: str | None = None,
        read_only: bool = False,
        retries: int = 30,
        s3: Mapping[str, str | bool] | None = None,
    ) -> None:
        if not isinstance(url, str) or not url.startswith("ducklake:"):
            raise UserError(
                "Lake(url) takes DuckLake's catalog string, e.g. 'ducklake:postgres:host=db port=5432 dbname=lake' "
                f"or 'ducklake:sqlite:/path/catalog.sqlite'; got {url!r}"
            )
        self.url = url
        self.data_path = data_path
        self.read_only = read_only
        self.retries = retries
        self._s3 = dict(s3) if s3 is not None else None
        self._lock = threading.RLock()  # one DuckDB connection: one statement sequence at a time
        self._con: DuckDBPyConnection | None = None
        self._ready = False
        self._schemas: set[str] = set()  # store schemas the lake's tables were checked against
        self._spill: str | None = None  # the connection's private temporary folder

    def __repr__(self) -> str:
        return f"Lake({_redact_url(self.url)!r})"

    @property
    def display_url(self) -> str:
        """The URL with any password masked (for messages and logs)."""
        return _redact_url(self.url)

    def _extensions(self) -> list[str]:
        names = ["ducklake"]
        catalog = self.url[len("ducklake:") :]
        if catalog.startswith(("postgres:", "postgresql:")):
            names.append("postgres_scanner")
        elif catalog.startswith(("sqlite:", "sqlite3:")):
            names.append("sqlite_scanner")
        if self._s3 is not None or (self.data_path and _REMOTE.match(self.data_path)):
            names.append("httpfs")
        return names

    def _connect(self) -> DuckDBPyConnection:
        import duckdb

        con = duckdb.connect(config=dict(_NO_DOWNLOADS))
        try:
            _extensions.load(con, *self._extensions())
            if self._s3 is not None:
                con.execute(_s3_secret(self._s3))
            options = []
            if self.data_path:  # ATTACH takes no parameters: the path and URL go in as quoted SQL strings
                options.append(f"DATA_PATH {quote_literal(self.data_path)}")
            if self.read_only:
                options.append("READ_ONLY")
            opts = f" ({', '.join(options)})" if options else ""
            self._attach(con, f"ATTACH {quote_literal(self.url)} AS lake{opts}")
            self._lock_down(con)
        except BaseException as exc:
            con.close()
            if self._spill is not None:
                shutil.rmtree(self._spill, ignore_errors=True)
                self._spill = None
            if isinstance(exc, duckdb.Error) and "data_path is not set" in str(exc):
                raise LakeError(
                    f"there is no lake at {self.display_url} yet, and making one needs to know where its data "
                    "goes: pass data_path= (a folder every member sees at the same path, or s3://bucket/prefix/)",
                    path=self.display_url,
                ) from exc
            if isinstance(exc, duckdb.Error):
                raise self.error("cannot open the lake", exc) from exc
            raise
        return con

    def _lock_down(self, con: DuckDBPyConnection) -> None:
        """After the extensions, the secret and the ATTACH (none of which work once access is off):
        files only under the lake's data path, and nothing may be fetched or switched back on by SQL
        the lake holds or a query sends. DuckDB 1.5 takes these settings in this order only: in
        ``connect(config=...)`` they would refuse the LOAD and the ATTACH. A statement that slips
        through anyway (``COPY ... TO`` a startup file) then fails instead of writing outside the lake."""
        found = con.execute("SELECT value FROM ducklake_options('lake') WHERE option_name = 'data_path'").fetchall()
        data = str(found[0][0]) if found and found[0][0] else (self.data_path or "")
        allowed: list[str] = []
        if data and _REMOTE.match(data):
            allowed.append(data)
        elif data:
            folder = os.path.abspath(data)
            if not self.read_only:
                # DuckLake makes the folder on its first write, which the access rule below refuses
                # (it is not inside itself): made here instead
                try:
                    os.makedirs(folder, exist_ok=True)
                except OSError as exc:
                    raise LakeError(
                        f"cannot make the lake's data folder {folder}: {exc.strerror or exc}",
                        path=self.display_url,
                    ) from exc
            allowed.append(folder.rstrip("/") + "/")
        # DuckDB adds its temporary folder (``<cwd>/.tmp`` by default: the notebook's folder) to the
        # allowed ones: a private folder instead, removed when the connection closes
        self._spill = tempfile.mkdtemp(prefix="nbagent-lake-")
        con.execute("SET temp_directory = ?", [self._spill])
        con.execute("SET allowed_directories = ?", [allowed])
        con.execute("SET enable_external_access = false")
        con.execute("SET allow_community_extensions = false")
        con.execute("SET lock_configuration = true")

    @staticmethod
    def _attach(con: DuckDBPyConnection, sql: str) -> None:
        """ATTACH; several members creating a new lake at once race to make its catalog tables
        (PostgreSQL reports a duplicate key): the losers try again and find the lake made."""
        import duckdb

        for attempt in range(8):
            try:
                con.execute(sql)
                return
            except duckdb.Error as exc:
                racing = "duplicate key" in str(exc) or "already exists" in str(exc)
                if not racing or attempt == 7:
                    raise
                time.sleep(0.05 * 2**attempt * random.uniform(0.5, 1.5))

    def error(self, what: str, exc: BaseException) -> LakeError:
        """A DuckDB error as a :class:`LakeError` naming the lake."""
        text = str(exc).strip().splitlines()[0].rstrip(".") if str(exc).strip() else type(exc).__name__
        return LakeError(
            f"{what} {self.display_url}: {_redact_url(text)}. The local store keeps everything; "
            "publishing resumes when the lake is reachable",
            path=self.display_url,
        )

    @contextmanager
    def connection(self) -> Iterator[DuckDBPyConnection]:
        """The lake's connection (opened on first use, reopened after a failure)."""
        with self._lock:
            if self._con is None:
                self._con = self._connect()
                self._ready = False
            try:
                if not self._ready:
                    self._ensure_views(self._con)
                    self._ready = True
                yield self._con
            except Exception as exc:
                if not is_conflict(exc):  # a conflict leaves the connection fine; anything else: start afresh
                    self._drop()
                raise

    def _drop(self) -> None:
        if self._con is not None:
            with contextlib.suppress(Exception):  # a connection to a server that went away: nothing to keep
                self._con.close()
            self._con, self._ready = None, False
            self._schemas.clear()
        if self._spill is not None:
            shutil.rmtree(self._spill, ignore_errors=True)
            self._spill = None

    def close(self) -> None:
        """Close the lake's connection (the next use opens it again)."""
        with self._lock:
            self._drop()

    def __enter__(self) -> Lake:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def tables(self, con: DuckDBPyConnection) -> set[str]:
        """The lake's base tables (DuckLake views are not tables: never trusted as one)."""
        rows = con.execute(
            "SELECT table_name FROM duckdb_tables() WHERE database_name = 'lake' AND schema_name = 'main'"
        ).fetchall()
        return {r[0] for r in rows}

    def ensure_schema(self, con: DuckDBPyConnection, store_columns: dict[str, list[tuple[str, str]]]) -> None:
        """Create the lake's tables (and add columns a newer store has) in one transaction.

        ``store_columns``: each copied store table's columns and types; every name and type must be
        one nbagent's migrations define for that table (:class:`UnknownIdentifier` otherwise: the
        publisher checks the store first and refuses it with a :class:`LakeError`)."""
        wanted = repr(sorted(store_columns.items()))
        if wanted in self._schemas:
            return  # checked on this connection already
        if not self._schema_statements(con, store_columns):
            self._schemas.add(wanted)
            return

        def create(con: DuckDBPyConnection) -> None:
            statements = self._schema_statements(con, store_columns)  # again: another member may have made them
            con.execute("BEGIN TRANSACTION")
            try:
                for statement in statements:
                    con.execute(statement)
                con.execute("COMMIT")
            except BaseException:
                safe_rollback(con)
                raise

        self.retrying(create, con, what="cannot create the tables of the lake")
        self._ensure_views(con)
        self._schemas.add(wanted)

    def _schema_statements(self, con: DuckDBPyConnection, store_columns: dict[str, list[tuple[str, str]]]) -> list[str]:
        have = self.tables(con)
        views = {
            r[0]
            for r in con.execute(
                "SELECT view_name FROM duckdb_views() WHERE database_name = 'lake' AND schema_name = 'main'"
            ).fetchall()
        }
        clash = sorted(views & {*COPIED, "session_versions", "publishes", "superseded"})
        if clash:
            raise LakeError(
                f"the lake {self.display_url} has views named {', '.join(clash)} where nbagent keeps tables: "
                "not publishing into it (someone replaced them)",
                path=self.display_url,
            )
        statements: list[str] = [s for s in _OWN_DDL if s.split("lake.")[1].split()[0] not in have]
        for table, columns in store_columns.items():
            name = "session_versions" if table == "sessions" else table
            target = quote_ident(name, LAKE_TABLES, what="the lake table")
            extra = [_PUBLISHED_AT] if table == "sessions" else []
            wanted = [*_FRONT, *extra, *columns]
            names, types = _column_names(name)
            what = f"the column of {table}"
            if name not in have:
                cols = ", ".join(
                    f"{quote_ident(column, names, what=what)} {known_word(kind, types, what=what + ' type')}"
                    for column, kind in wanted
                )
                statements.append(f"CREATE TABLE IF NOT EXISTS lake.{target} ({cols})")
                continue
            present = {
                r[0]
                for r in con.execute(
                    "SELECT column_name FROM duckdb_columns() WHERE database_name = 'lake' AND table_name = ?",
                    [name],
                ).fetchall()
            }
            for column, kind in wanted:
                if column not in present:  # a newer store schema: the lake grows with it
                    statements.append(
                        f"ALTER TABLE lake.{target} ADD COLUMN {quote_ident(column, names, what=what)} "
                        f"{known_word(kind, types, what=what + ' type')}"
                    )
        return statements

    def retrying(self, fn: Callable[[DuckDBPyConnection], T], con: DuckDBPyConnection, *, what: str) -> T:
        """``fn(con)``, retried with backoff and jitter while DuckLake reports a commit conflict."""
        import duckdb

        pause = 0.02
        for attempt in range(self.retries):
            try:
                return fn(con)
            except duckdb.Error as exc:
                if not is_conflict(exc) or attempt == self.retries - 1:
                    raise self.error(what, exc) from exc
                time.sleep(pause * random.uniform(0.5, 1.5))
                pause = min(pause * 2, 1.0)
        raise AssertionError("unreachable")

    def _ensure_views(self, con: DuckDBPyConnection) -> None:
        have = self.tables(con)
        for name, sql in _VIEWS.items():
            base = "session_versions" if name == "sessions" else name
            if base in have and (name != "messages" or "superseded" in have):
                con.execute(f"CREATE OR REPLACE TEMP VIEW {name} AS {sql}")
        for name in ("audit", "usage", "memories", "publishes", "superseded", "session_versions"):
            if name in have:
                con.execute(f"CREATE OR REPLACE TEMP VIEW {name} AS SELECT * FROM lake.{name}")

    def checkpoint(self) -> None:
        """Run DuckLake's maintenance (``CHECKPOINT``): rows small publishes kept in the catalog go to
        Parquet files, small files are merged, files no snapshot needs are removed. Run it now and then
        (nightly, say) from one place; publishing meanwhile is fine (a conflict is retried)."""
        with self.connection() as con:
            self.retrying(lambda c: c.execute("CHECKPOINT lake"), con, what="cannot run maintenance on")

    # -- reading ----------------------------------------------------------------------------

    def sql(self, query: str, params: Sequence[object] | None = None) -> pd.DataFrame:
        """Run SQL on the lake; a DataFrame. Names: ``audit``, ``messages``, ``usage``, ``memories``,
        ``sessions`` (newest version of each), ``session_versions``, ``superseded``, ``publishes``;
        ``lake.<table>`` for DuckLake's own (``lake.snapshots()`` ...).

        The rows are other team members' text (origin ``team-member``): the frame carries
        :func:`nbagent.untrusted`'s mark, so ``{frame}`` in a prompt, or a notebook tool showing it,
        marks the session as holding untrusted content."""
        import duckdb

        with self.connection() as con:
            try:
                frame = con.execute(query, params or []).to_arrow_table().to_pandas()
                return untrusted(frame) if team_origin(self.display_url).marks_session else frame
            except duckdb.Error as exc:
                unreachable = isinstance(exc, (duckdb.IOException, duckdb.ConnectionException)) or any(
                    word in str(exc).lower() for word in ("connect", "server closed", "terminating connection")
                )
                if unreachable:
                    raise self.error("cannot read", exc) from exc
                raise UserError(f"the lake query failed: {exc}") from exc

    query = sql

    def audit(
        self,
        *,
        user: str | None = None,
        tool: str | None = None,
        event: str | None = None,
        session: str | None = None,
        since: datetime | date | str | None = None,
        until: datetime | date | str | None = None,
        limit: int | None = None,
    ) -> pd.DataFrame:
        """Every published audit row, all users, oldest first (``limit``: the newest rows)."""

        given = {
            k: v
            for k, v in {"user": user, "tool": tool, "session_id": session, "since": since, "until": until}.items()
            if v is not None
        }
        where = " AND ".join(_FILTERS[k] for k in given)
        params: list[object] = [str(v) if k in ("since", "until") else v for k, v in given.items()]
        case = " ".join(
            f"WHEN {quote_literal(old)} THEN {quote_literal(new)}" for old, new in LEGACY_AUDIT_EVENTS.items()
        )
        inner = f"SELECT * REPLACE (CASE event {case} ELSE event END AS event) FROM audit"
        if where:
            inner += f" WHERE {where}"
        if event is not None:
            inner = f"SELECT * FROM ({inner}) WHERE event = ?"
            params.append(LEGACY_AUDIT_EVENTS.get(event, event))
        if limit is not None:
            inner = f"SELECT * FROM ({inner}) ORDER BY ts DESC LIMIT {int(limit)}"
        return self.sql(f"SELECT * FROM ({inner}) ORDER BY ts, source_id, seq", params)

    def usage(self, by: str | None = None) -> pd.DataFrame:
        """Tokens and cost per model call, all users; or summed ``by="user"``, ``"day"``, ``"model"``
        or ``"session"``."""
        if by is None:
            return self.sql("SELECT * FROM usage ORDER BY ts")
        if by not in USAGE_BY:
            raise UserError(f"usage(by=...) takes one of {', '.join(USAGE_BY)}; got {by!r}")
        key = {
            "user": '"user"',
            "day": "CAST(ts AS DATE) AS day",
            "model": "provider, model",
            "session": '"user", source_id, session_id',
        }[by]
        group = key.replace(" AS day", "").replace("CAST(ts AS DATE)", "day") if by == "day" else key
        return self.sql(
            f"SELECT {key}, count(*) AS requests, sum(input_tokens) AS input_tokens, "
            "sum(cached_tokens) AS cached_tokens, sum(output_tokens) AS output_tokens, sum(cost_usd) AS cost_usd "
            f"FROM usage GROUP BY ALL ORDER BY {group.split(',')[0]}"
        )

    def sessions(self, *, user: str | None = None) -> pd.DataFrame:
        """Every published session (its newest version), all users, most recently used first,
        with its message count."""
        where = ' WHERE s."user" = ?' if user is not None else ""
        return self.sql(
            "SELECT s.*, coalesce(m.messages, 0) AS messages FROM sessions s LEFT JOIN "
            "(SELECT source_id, session_id, count(*) AS messages FROM lake.messages GROUP BY ALL) m "
            f"ON m.source_id = s.source_id AND m.session_id = s.id{where} ORDER BY s.updated DESC",
            [user] if user is not None else [],
        )

    def sources(self) -> pd.DataFrame:
        """One row per store that published: its user, host, path, last publish and recorded head."""
        return self.sql(
            "SELECT * EXCLUDE (newest) FROM (SELECT *, row_number() OVER (PARTITION BY source_id "
            'ORDER BY published_at DESC, head_seq DESC) AS newest FROM publishes) WHERE newest = 1 ORDER BY "user"'
        )

    def verify(self) -> LakeCheck:
        """Check what can be checked without anyone's key: DuckLake's snapshots show that ``audit``
        and ``publishes`` were only ever appended to (no snapshot deleted or updated a row of them);
        every source's audit rows are contiguous from 1, each links to the one before (``prev_hash``)
        and they end at the chain head its last publish recorded (verified with the audit key on the
        owner's machine). A member with write access to the catalog can still append made-up rows
        or rewrite the catalog's history itself; only the owner can re-check the HMAC of their rows:
        ``Store.verify_published(lake)`` (see docs/team.md)."""
        with self.connection() as con:
            if "publishes" not in self.tables(con):
                return LakeCheck(True, 0, 0)
            rewrites = _rewrites(con)
            heads = con.execute(
                'SELECT source_id, "user", head_seq, head_hash, verified, problem, store_path FROM ('
                "SELECT *, row_number() OVER (PARTITION BY source_id ORDER BY published_at DESC, head_seq DESC) AS n "
                "FROM lake.publishes) WHERE n = 1 ORDER BY source_id"
            ).fetchall()
            stats = {
                r[0]: r[1:]
                for r in con.execute(
                    f"""SELECT source_id, count(*), count(DISTINCT seq), min(seq), max(seq),
                        count(*) FILTER (WHERE prev_hash IS DISTINCT FROM
                            (CASE WHEN seq = 1 THEN '{_GENESIS}' ELSE prev END)),
                        min(seq) FILTER (WHERE prev_hash IS DISTINCT FROM
                            (CASE WHEN seq = 1 THEN '{_GENESIS}' ELSE prev END))
                    FROM (SELECT source_id, seq, prev_hash,
                            lag(hash) OVER (PARTITION BY source_id ORDER BY seq) AS prev FROM lake.audit)
                    GROUP BY source_id"""
                ).fetchall()
            }
            head_rows = {
                (h[0], h[2]): con.execute(
                    "SELECT any_value(hash) FROM lake.audit WHERE source_id = ? AND seq = ?", [h[0], h[2]]
                ).fetchall()[0][0]
                for h in heads
                if h[2]
            }
        problems: list[str] = list(rewrites)
        total = 0
        for source, user, head_seq, head_hash, verified, problem, path in heads:
            name = f"{user}'s store {path} (source {source})"
            n, distinct, low, high, unlinked, first_unlinked = stats.get(source, (0, 0, None, None, 0, None))
            total += n
            if not verified:
                problems.append(f"{name}: its last publish could not verify the chain on its machine: {problem}")
            if distinct != n:
                problems.append(f"{name}: {n - distinct} audit rows are duplicated (the same seq twice)")
            if n and (low != 1 or high != distinct):
                problems.append(
                    f"{name}: audit rows are not contiguous: {distinct} distinct seqs between {low} and {high} "
                    f"({(high or 0) - distinct} missing)"
                )
            if unlinked:
                problems.append(
                    f"{name}: {unlinked} audit rows do not link to the row before them, first at seq {first_unlinked} "
                    "(a row removed, changed or inserted)"
                )
            if (high or 0) != (head_seq or 0):
                problems.append(f"{name}: the audit rows end at seq {high or 0}, the recorded head is seq {head_seq}")
            elif head_seq and head_rows.get((source, head_seq)) != head_hash:
                problems.append(f"{name}: the row at the recorded head seq {head_seq} does not have the recorded hash")
        return LakeCheck(not problems, len(heads), total, tuple(problems))
