"""The store's public read API: :class:`StoreReader` (pandas) and :class:`ArrowReader` (Arrow).

::

    reader = nbagent.store.open_reader(".nbagent/nbagent.duckdb")   # or store.reader()
    reader.audit(event="tool-finished", since="2026-11-01")         # a DataFrame
    reader.arrow.usage(by="day")                                    # a pyarrow.Table
    with reader.snapshot() as snap:                                 # several reads, one connection
        sessions, events = snap.sessions(), snap.audit(after=41)

Every read opens the file read-only for that read and closes it (several
kernels share a store, and DuckDB lets one process at a time hold the file):
it waits its turn while another process writes, up to ``timeout`` seconds,
then raises :class:`~nbagent.exceptions.StoreBusy`. Rows this process has
recorded but not yet written (its own ``Store`` objects on the same file) are
written first, so a read sees them.

Audit rows are presented with the event kinds of the stream (``tool-finished``,
``tool-decided`` ...): rows stored under the names older versions wrote
(``tool_executed``, ``policy_decision`` ...) are mapped through
:data:`nbagent.events.LEGACY_AUDIT_EVENTS` as they are read, never rewritten
(the hash chain covers them). SQL given to :meth:`~StoreReader.query` sees the
same: ``audit`` is the presented log, ``audit_stored`` the table as stored.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

from ...exceptions import StoreError, UserError
from .._schema import inspect_file
from ..integrity import _foreign
from ..writing._writer import flush_live_writers
from . import _queries

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa
    from duckdb import DuckDBPyConnection

__all__ = ["ArrowReader", "StoreReader", "open_reader"]

T = TypeVar("T")
R = TypeVar("R")

DEFAULT_NAME = "nbagent.duckdb"

# What the read API needs in an untrusted file: these must be there, as nbagent's own base tables.
_OWN_TABLES = ("audit", "messages", "sessions", "usage")
# Waiting for this process's own pending rows is bounded apart from the read's wait.
_FLUSH_WAIT = 5.0


def resolve_path(path: str | os.PathLike[str]) -> Path:
    """A store file from a path: a folder means the ``nbagent.duckdb`` in it; ``~`` expanded; absolute."""
    p = Path(path).expanduser()
    if p.is_dir():
        p = p / DEFAULT_NAME
    return p.absolute()


def default_path(folder: str | os.PathLike[str] | None = None) -> Path:
    """Where the default store lives: ``$NBAGENT_HOME/nbagent.duckdb`` when that is set, else
    ``<folder>/.nbagent/nbagent.duckdb`` (``folder``: the current folder, the notebook's)."""
    home = os.environ.get("NBAGENT_HOME")
    if home:
        return Path(home).expanduser() / DEFAULT_NAME
    return Path.cwd() / ".nbagent" / DEFAULT_NAME if folder is None else Path(folder) / ".nbagent" / DEFAULT_NAME


class _Source:
    """Where reads go: a file opened per read, or one connection held by a snapshot."""

    def __init__(self, path: Path, timeout: float, untrusted: bool, con: DuckDBPyConnection | None = None) -> None:
        self.path = path
        self.timeout = timeout
        self.untrusted = untrusted
        self.con = con
        self._presenting = False  # a held connection has the presentation views

    @contextmanager
    def connected(self) -> Iterator[DuckDBPyConnection]:
        """A read-only connection (checked first when the file is untrusted)."""
        if self.con is not None:
            yield self.con
            return
        started = time.monotonic()
        flush_live_writers(self.path, started + min(self.timeout, _FLUSH_WAIT))
        if not self.path.is_file():
            raise StoreError(
                f"there is no store at {self.path}: one is made by the first %%agent cell run there, "
                f"or by nbagent.Store({str(self.path)!r})",
                path=str(self.path),
            )
        wait = max(0.2, self.timeout - (time.monotonic() - started))
        with _queries.reading(self.path, wait, check=_check_untrusted if self.untrusted else None) as con:
            yield con

    def present(self, con: DuckDBPyConnection) -> None:
        """Create the connection's ``audit`` (event kinds presented) and ``audit_stored`` views."""
        if self.con is not None:
            if self._presenting:
                return
            self._presenting = True
        database, attached = con.execute(
            "SELECT current_database(), list(database_name) FROM system.main.duckdb_databases()"
        ).fetchall()[0]
        for statement in _queries.presentation_sql(database, attached):
            con.execute(statement)

    def run(self, fn: Callable[[DuckDBPyConnection], R], *, present: bool = True) -> R:
        """``fn(connection)`` on one connection (``present``: with the presentation views)."""
        with self.connected() as con:
            if present:
                self.present(con)
            return fn(con)

    def table(self, sql: str, params: Sequence[object] | None = None) -> pa.Table:
        """The result of ``sql`` (statements that only read) as an Arrow table."""

        def read(con: DuckDBPyConnection) -> pa.Table:
            _refuse_writes(con, sql, self.path)
            if _MENTIONS_AUDIT.search(sql):  # ~2 ms a connection: only for SQL that reads the log
                self.present(con)
            return con.sql(sql, params=params or None).to_arrow_table()

        return self.run(read, present=False)


_READING = frozenset({"SELECT", "EXPLAIN", "PRAGMA"})
# SQL that names the audit log (its views read it too, but they count rows under both names).
_MENTIONS_AUDIT = re.compile(r"audit", re.IGNORECASE)


def _refuse_writes(con: DuckDBPyConnection, sql: str, path: Path) -> None:
    """The file is open read-only, but temporary objects are not, and a write's own error can
    be obscure (deleting from the presented ``audit`` view): say what is going on instead."""
    kinds = [str(getattr(s.type, "name", s.type)) for s in con.extract_statements(sql)]
    writes = [k for k in kinds if k not in _READING]
    if writes:
        raise UserError(
            f"the store {path} is read here, never written: queries may only read (SELECT), "
            f"got {', '.join(dict.fromkeys(writes))}. Sessions change through Store methods "
            "(rename_session, archive_session, delete_session); the audit log is append-only"
        )


def _check_untrusted(con: DuckDBPyConnection, path: Path) -> None:
    """Refuse a file that is not an nbagent store, or that could make nbagent's queries run SQL
    its author wrote (a planted macro shadowing a built-in function, a view in place of a table)."""

    _foreign.refuse_planted(con, path)  # first: inspect_file's own queries call functions too
    kind, _version = inspect_file(con)
    if kind != "nbagent":
        raise StoreError(f"{path} is not an nbagent store ({kind} database)", path=str(path))
    tables = {
        r[0]
        for r in con.execute(
            "SELECT table_name FROM system.main.duckdb_tables() WHERE schema_name = 'main' AND NOT temporary"
        ).fetchall()
    }
    missing = [t for t in _OWN_TABLES if t not in tables]
    if missing:
        raise StoreError(
            f"{path} was changed outside nbagent ({', '.join(missing)} is not a table): not reading it",
            path=str(path),
        )


class _Reads(Generic[T]):
    """The read methods, returning what ``convert`` makes of an Arrow table."""

    def __init__(self, source: _Source, convert: Callable[[pa.Table], T]) -> None:
        self._source = source
        self._convert = convert

    @property
    def path(self) -> Path:
        """The store file."""
        return self._source.path

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self.path)!r})"

    def query(self, sql: str, params: Sequence[object] | None = None) -> T:
        """Run read-only SQL on the store (``?`` placeholders take ``params``).

        Tables: ``sessions``, ``messages``, ``audit`` (event kinds presented, see the module),
        ``audit_stored`` (as stored), ``usage``, ``memories``; views: ``tool_stats``,
        ``approval_stats``, ``cost_per_day``, ``memory_latest``, ``memory_entries``.
        Statements that write are refused (the file is opened read-only); SQL DuckDB cannot
        run raises :class:`~nbagent.exceptions.UserError` with DuckDB's message.
        """
        return self._convert(self._source.table(sql, params))

    def sessions(self, *, include_archived: bool = False, limit: int | None = None) -> T:
        """Sessions, most recently used first, with their message counts (archived ones only
        with ``include_archived``; ``limit``: the first rows)."""
        return self.query(_queries.sessions_sql(include_archived=include_archived, limit=limit))

    def messages(self, session: str) -> T:
        """The stored messages of a session (id, or the most recently used session of that
        name), in order; :class:`~nbagent.exceptions.UserError` when there is none."""

        def read(con: DuckDBPyConnection) -> pa.Table:
            found = con.sql(_queries.session_sql(), params=[session, session]).fetchall()
            if not found:
                raise UserError(f"there is no session {session!r} in the store {self.path}; see store.sessions()")
            exact = [row for row in found if row[0] == session]  # an exact id wins over a name
            sql, params = _queries.messages_sql((exact or found)[0][0])
            return con.sql(sql, params=params).to_arrow_table()

        return self._convert(self._source.run(read, present=False))

    def audit(
        self,
        *,
        since: _queries.TimeBound | None = None,
        until: _queries.TimeBound | None = None,
        tool: str | None = None,
        session: str | None = None,
        event: str | None = None,
        run: str | None = None,
        after: int | None = None,
        limit: int | None = None,
    ) -> T:
        """The audit log, oldest first, its ``event`` column holding the stream's kinds.

        ``since`` / ``until`` take a datetime, a date string or a timedelta (that long ago);
        ``session`` an id or a name; ``event`` a kind (``tool-finished``) or a legacy name
        (``tool_executed``): rows stored under either are found; ``run`` a run id;
        ``after`` a ``seq`` (only newer rows: a cursor); ``limit`` keeps only the newest rows.
        The columns are described in :mod:`nbagent.store`.
        """
        sql, params = _queries.audit_sql(
            since=since, until=until, tool=tool, session=session, event=event, run=run, after=after, limit=limit
        )
        return self.query(sql, params)

    def usage(self, by: str | None = None, *, limit: int | None = None) -> T:
        """Tokens and cost per model call (``limit``: the newest), or summed ``by="day"``,
        ``"model"``, ``"session"`` or ``"purpose"`` (answer, summary, tool-selection)."""
        return self.query(_queries.usage_sql(by, limit))

    def memories(self, *, root: str | None = None, history: bool = False) -> T:
        """The knowledge memory as the store keeps it: what is remembered now, newest first.

        ``history=True`` gives every change instead (``op`` "added" / "removed", ``origin``
        "remember", "forget", "restore", "hand-edit" or "import", with the session and run of
        an agent's change), oldest first. ``root`` limits it to one Markdown folder.
        """
        sql, params = _queries.memories_sql(root=root, history=history)
        return self.query(sql, params)


class ArrowReader(_Reads["pa.Table"]):
    """The read API returning ``pyarrow.Table`` objects (``StoreReader.arrow``)."""


def _to_pandas(table: pa.Table) -> pd.DataFrame:
    return table.to_pandas()


def _same(table: pa.Table) -> pa.Table:
    return table


class StoreReader(_Reads["pd.DataFrame"]):
    """The read API of a store file, returning pandas DataFrames; ``.arrow`` returns Arrow tables.

    Made by :meth:`nbagent.Store.reader` or :func:`open_reader`. DuckDB's file, network and
    ATTACH access are off and locked on every connection. ``untrusted`` reads a file someone
    else may have written (any store outside the user's nbagent home; the REST server always):
    a file that is not an nbagent store, defines SQL macros or has views in place of nbagent's
    tables is refused before anything else runs on it.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        timeout: float = 30.0,
        untrusted: bool = False,
        _source: _Source | None = None,
    ) -> None:
        source = _source or _Source(resolve_path(path), float(timeout), untrusted)
        super().__init__(source, _to_pandas)
        self.arrow = ArrowReader(source, _same)

    @property
    def timeout(self) -> float:
        """Seconds a read waits while other processes hold the file."""
        return self._source.timeout

    def exists(self) -> bool:
        """Is there a store file (reads raise :class:`~nbagent.exceptions.StoreError` when not)."""
        return self.path.is_file()

    @contextmanager
    def snapshot(self) -> Iterator[StoreReader]:
        """Several reads on one connection: one consistent state, one wait for the file.

        Writers in other processes wait while the block runs: keep it short.
        """
        with self._source.connected() as con:
            source = _Source(self.path, self.timeout, self._source.untrusted, con)
            yield StoreReader(self.path, _source=source)


def open_reader(
    path: str | os.PathLike[str] | None = None, *, timeout: float = 30.0, untrusted: bool | None = None
) -> StoreReader:
    """The read API of the store at ``path`` (a file, or a folder holding ``nbagent.duckdb``;
    default: :func:`default_path`). Opening starts no writer and creates nothing; reading a
    missing file raises :class:`~nbagent.exceptions.StoreError` saying where it looked.

    ``untrusted`` (see :class:`StoreReader`) defaults to whether the store lies outside your
    nbagent home (as given and with symlinks followed): a cloned repository's store can hold
    views and macros written to read your files, and trusting its folder does not vouch for it.
    """
    file = resolve_path(default_path() if path is None else path)
    if untrusted is None:
        untrusted = not _foreign.in_home(file)
    return StoreReader(file, timeout=timeout, untrusted=untrusted)
