"""Reading the store for the REST API: one short read-only connection per request, JSON-ready rows.

Nothing here keeps the DuckDB file open between requests: kernels write to the
same file, and DuckDB lets one process at a time open it. The file is whatever
is in a folder under the server's root, so it is read as hostile: read-only,
with DuckDB's file, network and ATTACH access off and locked (a planted view
cannot read files), only from nbagent's own base tables (the queries name no
views), and refused when it defines SQL macros (in DuckDB they shadow
built-in functions such as ``epoch_ms``). Audit ``event`` names leave as the
stream's kinds (old rows' names through ``LEGACY_AUDIT_EVENTS``), and the panel's
overview folds each tool call's rows into one entry (``_activity.py``). Each read goes
through the store's own gate (``nbagent.store._db.connect``), so it queues
behind a kernel's batch write instead of failing, and gives up after
``timeout`` seconds with :class:`StoreBusy`. Timestamps leave as integer
milliseconds since the epoch (what JavaScript's ``Date`` takes).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..events import LEGACY_AUDIT_EVENTS, audit_kind
from ..exceptions import StoreError, UserError
from ._activity import entries

__all__ = ["BadRequest", "NotAStore", "StoreBusy", "StoreReader"]

STORE_FILE = "nbagent.duckdb"

Row = dict[str, Any]

_AUDIT_COLUMNS = (
    "seq, ts, session_id, run_id, event, tool, call_id, decision, rule, decided_by, success, "
    "duration_ms, wait_s, stage, reason, model"
)
_SESSION_MATCH = "session_id IN (SELECT id FROM sessions WHERE id = ? OR name = ?)"


class StoreBusy(Exception):
    """Other processes kept the store busy for the whole read timeout (answer 503, try again)."""


class NotAStore(Exception):
    """The file is not an nbagent store, or it cannot be read (answer 409 with the reason)."""


class BadRequest(ValueError):
    """A query parameter is wrong (answer 400)."""


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def rows(con: Any, sql: str, params: list[Any] | None = None) -> list[Row]:
    """Run ``sql`` and return its rows as dicts, with timestamps as epoch milliseconds."""
    rel = con.sql(sql, params=params or None)
    exprs = []
    for name, kind in zip(rel.columns, rel.types, strict=True):
        col, text = _quote(name), str(kind)
        if text.startswith("TIMESTAMP"):
            exprs.append(f"epoch_ms({col}) AS {col}")
        elif text in ("DOUBLE", "FLOAT"):  # JSON has no NaN or Infinity
            exprs.append(f"CASE WHEN isfinite({col}) THEN {col} END AS {col}")
        elif text in ("DATE", "TIME", "INTERVAL", "UUID") or text.startswith("DECIMAL"):
            exprs.append(f"CAST({col} AS {'DOUBLE' if text.startswith('DECIMAL') else 'VARCHAR'}) AS {col}")
        else:
            exprs.append(col)
    rel = rel.project(", ".join(exprs))
    return [dict(zip(rel.columns, row, strict=True)) for row in rel.fetchall()]


@dataclass(frozen=True)
class StoreReader:
    """Finds the store for a folder and reads it.

    ``pinned`` (a file or folder) wins, then ``home`` (``$NBAGENT_HOME``), then
    ``<root>/<folder>/.nbagent/nbagent.duckdb``: where a kernel started in that
    folder keeps its store.
    """

    root: Path
    pinned: Path | None = None
    home: Path | None = None
    timeout: float = 2.0

    # -- where ------------------------------------------------------------------------

    def locate(self, folder: str | None) -> Path:
        """The store file for ``folder`` (relative to the server root; BadRequest outside it)."""
        if self.pinned is not None:
            return self.pinned / STORE_FILE if self.pinned.is_dir() else self.pinned
        if self.home is not None:
            return self.home / STORE_FILE
        root = self.root.resolve()
        base = (root / (folder or "").strip("/")).resolve()
        if not base.is_relative_to(root):
            raise BadRequest(f"dir must be a folder inside the server's root, got {folder!r}")
        return base / ".nbagent" / STORE_FILE

    def shown(self, path: Path) -> str:
        """The path as the panel shows it: relative to the server root when inside it."""
        try:
            return path.relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return str(path)

    def _notebooks(self, found: list[Row]) -> list[Row]:
        """Notebook paths as JupyterLab names them (kernels record absolute paths)."""
        for row in found:
            notebook = row.get("notebook")
            if isinstance(notebook, str) and notebook.startswith("/"):
                row["notebook"] = self.shown(Path(notebook))
        return found

    # -- reads ------------------------------------------------------------------------

    def status(self, folder: str | None) -> Row:
        """Where the store is and whether it exists (no database access)."""
        path = self.locate(folder)
        return {"store": self.shown(path), "exists": path.is_file()}

    def sessions(self, folder: str | None, *, include_archived: bool = False, limit: int = 100) -> Row:
        """Sessions, most recently used first, with their message counts."""
        from ..store._queries import sessions_sql

        sql = f"SELECT * FROM ({sessions_sql(include_archived=include_archived)}) LIMIT ?"
        return self._answer(
            folder,
            lambda con: {"sessions": self._notebooks(rows(con, sql, [limit]))},
            {"sessions": []},
        )

    def audit(
        self,
        folder: str | None,
        *,
        since: int | None = None,
        limit: int = 100,
        session: str | None = None,
        event: str | None = None,
    ) -> Row:
        """Audit events after seq ``since`` (the newest ``limit``, oldest first), the new cursor."""
        return self._answer(
            folder,
            lambda con: self._audit(con, since, limit, session, event),
            {"events": [], "cursor": since or 0, "truncated": False},
        )

    def usage(self, folder: str | None, *, by: str | None = None, limit: int = 500) -> Row:
        """Usage rows (the newest ``limit``), or sums by day, model or session."""
        from ..store._queries import usage_sql

        try:
            sql = usage_sql(by)
        except UserError as exc:
            raise BadRequest(str(exc)) from None
        if by is None:
            newest = f"SELECT * FROM ({sql}) ORDER BY ts DESC LIMIT {int(limit)}"
            sql = f"SELECT * FROM ({newest}) ORDER BY ts"
        return self._answer(folder, lambda con: {"usage": rows(con, sql)}, {"usage": []})

    def overview(self, folder: str | None, *, since: int | None = None, limit: int = 100) -> Row:
        """Sessions and what changed after seq ``since`` in one read (what the panel polls): ``activity``
        holds one entry per tool call that changed (its status folded from all its rows) and the run
        events, oldest first."""
        from ..store._queries import sessions_sql

        sessions = f"SELECT * FROM ({sessions_sql()}) LIMIT 50"

        def read(con: Any) -> Row:
            return {
                "sessions": self._notebooks(rows(con, sessions)),
                **self._activity(con, since, limit),
            }

        empty = {
            "sessions": [],
            "activity": [],
            "cursor": since or 0,
            "truncated": False,
        }
        return self._answer(folder, read, empty)

    # -- plumbing ---------------------------------------------------------------------

    @staticmethod
    def _audit(con: Any, since: int | None, limit: int, session: str | None, event: str | None) -> Row:
        where: list[str] = ["seq > ?"]
        params: list[Any] = [since or 0]
        if session:
            where.append(_SESSION_MATCH)
            params += [session, session]
        if event:  # a kind, or an old name: rows stored under any name that stands for it
            kind = audit_kind(event)
            names = [kind, *(old for old, new in LEGACY_AUDIT_EVENTS.items() if new == kind)]
            where.append(f"event IN ({', '.join('?' * len(names))})")
            params += names
        sql = f"SELECT {_AUDIT_COLUMNS} FROM audit WHERE {' AND '.join(where)} ORDER BY seq DESC LIMIT ?"
        events = rows(con, sql, [*params, limit + 1])
        truncated = len(events) > limit
        events = events[:limit][::-1]
        cursor = events[-1]["seq"] if events else (since or 0)
        if since and events and not session and not event:
            truncated = truncated or events[0]["seq"] > since + 1
        for row in events:
            row["event"] = audit_kind(row["event"])
        return {"events": events, "cursor": cursor, "truncated": truncated}

    @classmethod
    def _activity(cls, con: Any, since: int | None, limit: int) -> Row:
        """The newest ``limit`` rows after ``since`` as panel entries: each call they touch folded
        over all its rows (and its run's end, which closes calls left open), plus the run events."""
        new = cls._audit(con, since, limit, None, None)
        calls = {(r["run_id"], r["call_id"]) for r in new["events"] if r["call_id"] and r["run_id"]}
        ended = {r["run_id"] for r in new["events"] if r["event"] == "run-finished" and r["run_id"]}
        runs = sorted({run for run, _ in calls} | ended)
        call_rows: list[Row] = []
        if runs:
            marks = ", ".join("?" * len(runs))
            found = rows(
                con,
                f"SELECT {_AUDIT_COLUMNS}, detail FROM audit WHERE run_id IN ({marks}) "
                "AND (call_id IS NOT NULL OR event IN ('run-finished', 'run_finished')) ORDER BY seq",
                runs,
            )
            call_rows = [
                r for r in found if r["run_id"] in ended or (r["run_id"], r["call_id"]) in calls or not r["call_id"]
            ]
        return {
            "activity": entries(new["events"], call_rows, since or 0),
            "cursor": new["cursor"],
            "truncated": new["truncated"],
        }

    def _answer(self, folder: str | None, read: Callable[[Any], Row], empty: Row) -> Row:
        path = self.locate(folder)
        answer: Row = {"store": self.shown(path), "exists": path.is_file()}
        if not answer["exists"]:
            return answer | empty
        return answer | self._read(path, read)

    def _read(self, path: Path, read: Callable[[Any], Row]) -> Row:
        from ..store._db import Busy
        from ..store._queries import read_file
        from ..store._schema import inspect_file

        def checked(con: Any) -> Row:
            kind, _version = inspect_file(con)
            if kind != "nbagent":
                raise NotAStore(f"{self.shown(path)} is not an nbagent store ({kind} database)")
            tampered = _not_ours(con)
            if tampered:
                raise NotAStore(f"{self.shown(path)} was changed outside nbagent ({tampered}): not reading it")
            return read(con)

        try:
            result: Row = read_file(path, checked, self.timeout, locked_down=True)
        except StoreError as exc:
            if isinstance(exc.__cause__, Busy):
                raise StoreBusy(f"the store {self.shown(path)} is busy (kernels are writing to it); retrying") from None
            raise NotAStore(str(exc)) from None
        except UserError as exc:
            raise NotAStore(str(exc)) from None
        return result


_OWN_TABLES = ("audit", "messages", "sessions", "usage")  # what the API's queries read


def _not_ours(con: Any) -> str:
    """Why the file cannot be trusted to answer nbagent's queries ("" when it can)."""
    # system.main.*: an unqualified duckdb_functions() could itself be a planted table macro.
    macros = sorted(
        r[0]
        for r in con.execute("SELECT function_name FROM system.main.duckdb_functions() WHERE NOT internal").fetchall()
    )
    if macros:
        return f"it defines SQL macros nbagent never creates: {', '.join(macros[:5])}"
    tables = {
        r[0]
        for r in con.execute(
            "SELECT table_name FROM system.main.duckdb_tables() WHERE schema_name = 'main' AND NOT temporary"
        ).fetchall()
    }
    missing = [t for t in _OWN_TABLES if t not in tables]
    if missing:
        return f"{', '.join(missing)} is not a table"
    return ""


def dumps(value: Any) -> str:
    """JSON for the API (lists and other DuckDB values included)."""
    return json.dumps(value, default=str, allow_nan=False)
