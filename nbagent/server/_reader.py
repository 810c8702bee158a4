"""Reading the store for the REST API through the store's read API, as JSON-ready rows.

Nothing here keeps the DuckDB file open between requests: kernels write to the
same file, and DuckDB lets one process at a time open it. Each request reads
through :func:`nbagent.store.open_reader` with ``untrusted=True``: the file is
whatever is in a folder under the server's root, so it is read as hostile
(read-only, DuckDB's file, network and ATTACH access off and locked, refused
when it is not an nbagent store, defines SQL macros or has views in place of
nbagent's tables). A read queues behind a kernel's batch write and gives up
after ``timeout`` seconds with :class:`~nbagent.exceptions.StoreBusy`.
Timestamps leave as integer milliseconds since the epoch (what JavaScript's
``Date`` takes); audit events carry the stream's event kinds, and the panel's
overview folds each tool call's rows into one entry (``_activity.py``).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict, TypeVar
from uuid import UUID

from ..exceptions import StoreBusy, StoreError, UserError
from ..store import USAGE_BY, default_path, open_reader, resolve_path
from ._activity import Entry, entries

if TYPE_CHECKING:
    import pyarrow as pa

    from ..store import StoreReader

__all__ = ["ApiReader", "BadRequest", "NotAStore", "StoreBusy", "dumps", "json_rows"]

# A row of a read: column name -> value, JSON-ready (timestamps as milliseconds; ``dumps`` writes any
# other value DuckDB gives, such as a list of timestamps, as text).
Row = dict[str, object]
T = TypeVar("T")


class StoreStatus(TypedDict):
    """Where the store is (as the panel shows the path) and whether the file exists."""

    store: str
    exists: bool


class SessionsAnswer(StoreStatus):
    sessions: list[Row]


class AuditPage(TypedDict):
    """Audit rows after a cursor, the new cursor, and whether rows were left out between."""

    events: list[Row]
    cursor: int
    truncated: bool


class AuditAnswer(StoreStatus, AuditPage):
    pass


class UsageAnswer(StoreStatus):
    usage: list[Row]


class Activity(TypedDict):
    """The panel's entries that changed after a cursor, the new cursor, and whether rows were left out."""

    activity: list[Entry]
    cursor: int
    truncated: bool


class OverviewAnswer(StoreStatus, Activity):
    sessions: list[Row]


# What the panel shows of an audit row (argument hashes, raw arguments and details stay in the store).
PANEL_AUDIT_COLUMNS = (
    "seq", "ts", "session_id", "run_id", "event", "tool", "call_id", "decision", "rule", "decided_by",
    "success", "duration_ms", "wait_s", "stage", "reason", "model",
)  # fmt: skip
# What folding a call needs besides (``detail`` holds where a person approved).
_FOLD_COLUMNS = (*PANEL_AUDIT_COLUMNS, "detail")

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MS = timedelta(milliseconds=1)


class NotAStore(Exception):
    """The file is not an nbagent store, or it cannot be read (answer 409 with the reason)."""


class BadRequest(ValueError):
    """A query parameter is wrong (answer 400)."""


def _json_value(value: object) -> object:
    if isinstance(value, datetime):
        return ((value if value.tzinfo else value.replace(tzinfo=UTC)) - _EPOCH) // _MS
    if isinstance(value, float):
        return value if math.isfinite(value) else None  # JSON has no NaN or Infinity
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, (date, time, timedelta, UUID)):
        return str(value)
    return value


def json_rows(table: pa.Table, columns: tuple[str, ...] | None = None) -> list[Row]:
    """An Arrow table's rows as JSON-ready dicts (``columns``: only those, when present)."""
    if columns is not None:
        table = table.select([c for c in columns if c in table.column_names])
    return [{k: _json_value(v) for k, v in row.items()} for row in table.to_pylist()]


@dataclass(frozen=True)
class ApiReader:
    """Finds the store for a folder and reads it.

    ``pinned`` (a file or folder) wins; else the store a kernel started in that folder uses
    (:func:`nbagent.store.default_path`: ``$NBAGENT_HOME``, else ``<root>/<folder>/.nbagent``).
    """

    root: Path
    pinned: Path | None = None
    timeout: float = 2.0

    # -- where ------------------------------------------------------------------------

    def locate(self, folder: str | None) -> Path:
        """The store file for ``folder`` (relative to the server root; BadRequest outside it)."""
        if self.pinned is not None:
            return resolve_path(self.pinned)
        root = self.root.resolve()
        base = (root / (folder or "").strip("/")).resolve()
        if not base.is_relative_to(root):
            raise BadRequest(f"dir must be a folder inside the server's root, got {folder!r}")
        return default_path(base)

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

    def status(self, folder: str | None) -> StoreStatus:
        """Where the store is and whether it exists (no database access)."""
        path = self.locate(folder)
        return {"store": self.shown(path), "exists": path.is_file()}

    def sessions(self, folder: str | None, *, include_archived: bool = False, limit: int = 100) -> SessionsAnswer:
        """Sessions, most recently used first, with their message counts."""
        none: list[Row] = []
        where, found = self._answer(
            folder, lambda r: self._sessions(r, include_archived=include_archived, limit=limit), none
        )
        return {**where, "sessions": found}

    def audit(
        self,
        folder: str | None,
        *,
        since: int | None = None,
        limit: int = 100,
        session: str | None = None,
        event: str | None = None,
    ) -> AuditAnswer:
        """Audit events after seq ``since`` (the newest ``limit``, oldest first), the new cursor."""
        empty: AuditPage = {"events": [], "cursor": since or 0, "truncated": False}
        where, page = self._answer(folder, lambda r: self._audit(r, since, limit, session, event), empty)
        return {**where, **page}

    def usage(self, folder: str | None, *, by: str | None = None, limit: int = 500) -> UsageAnswer:
        """Usage rows (the newest ``limit``), or sums by day, model, session or purpose."""
        if by is not None and by not in USAGE_BY:
            raise BadRequest(f"by must be one of {', '.join(USAGE_BY)}, got {by!r}")
        none: list[Row] = []
        where, found = self._answer(
            folder, lambda r: json_rows(r.arrow.usage(by, limit=limit if by is None else None)), none
        )
        return {**where, "usage": found}

    def overview(self, folder: str | None, *, since: int | None = None, limit: int = 100) -> OverviewAnswer:
        """Sessions and what changed after seq ``since`` in one read (what the panel polls): ``activity``
        holds one entry per tool call that changed (its status folded from all its rows, see
        ``_activity.py``) and the run events, oldest first."""

        def read(r: StoreReader) -> tuple[list[Row], Activity]:
            return self._sessions(r, limit=50), self._activity(r, since, limit)

        none: list[Row] = []
        empty: Activity = {"activity": [], "cursor": since or 0, "truncated": False}
        where, (sessions, activity) = self._answer(folder, read, (none, empty))
        return {**where, "sessions": sessions, **activity}

    # -- plumbing ---------------------------------------------------------------------

    def _sessions(self, r: StoreReader, *, include_archived: bool = False, limit: int) -> list[Row]:
        return self._notebooks(json_rows(r.arrow.sessions(include_archived=include_archived, limit=limit)))

    @staticmethod
    def _audit(r: StoreReader, since: int | None, limit: int, session: str | None, event: str | None) -> AuditPage:
        found = r.arrow.audit(after=since or 0, session=session or None, event=event or None, limit=limit + 1)
        events = json_rows(found, PANEL_AUDIT_COLUMNS)
        truncated = len(events) > limit
        events = events[len(events) - limit :] if truncated else events
        cursor = _seq(events[-1]) if events else (since or 0)
        if since and events and not session and not event:
            truncated = truncated or _seq(events[0]) > since + 1
        return {"events": events, "cursor": cursor, "truncated": truncated}

    @classmethod
    def _activity(cls, r: StoreReader, since: int | None, limit: int) -> Activity:
        """The newest ``limit`` rows after ``since`` as panel entries: each call they touch folded
        over all its rows (and its run's end, which closes calls left open), plus the run events."""
        new = cls._audit(r, since, limit, None, None)
        calls = {(e["run_id"], e["call_id"]) for e in new["events"] if e["call_id"] and e["run_id"]}
        ended = {
            run for e in new["events"] if e["event"] == "run-finished" and isinstance(run := e["run_id"], str) and run
        }
        runs = ended | {run for run, _ in calls if isinstance(run, str)}
        call_rows: list[Row] = []
        for run in sorted(runs):  # a poll touches one run or two
            for row in json_rows(r.arrow.audit(run=run), _FOLD_COLUMNS):
                if row["call_id"] is None and row["event"] != "run-finished":
                    continue
                if run in ended or not row["call_id"] or (run, row["call_id"]) in calls:
                    call_rows.append(row)
        call_rows.sort(key=_seq)
        return {
            "activity": entries(new["events"], call_rows, since or 0),
            "cursor": new["cursor"],
            "truncated": new["truncated"],
        }

    def _answer(self, folder: str | None, read: Callable[[StoreReader], T], empty: T) -> tuple[StoreStatus, T]:
        """Where the store is, and what ``read`` found in it (``empty`` when there is no file)."""
        path = self.locate(folder)
        where: StoreStatus = {"store": self.shown(path), "exists": path.is_file()}
        if not where["exists"]:
            return where, empty
        reader = open_reader(path, timeout=self.timeout, untrusted=True)
        try:
            with reader.snapshot() as snapshot:
                return where, read(snapshot)
        except StoreBusy:
            raise StoreBusy(
                f"the store {self.shown(path)} is busy (kernels are writing to it); retrying", path=str(path)
            ) from None
        except (StoreError, UserError) as exc:
            raise NotAStore(str(exc).replace(str(path), self.shown(path))) from None


def _seq(row: Mapping[str, object]) -> int:
    """An audit row's ``seq`` (the store's key: always an integer)."""
    seq = row["seq"]
    if not isinstance(seq, int):
        raise StoreError(f"an audit row's seq is {type(seq).__name__}, not an integer")
    return seq


def dumps(value: object) -> str:
    """JSON for the API (lists and other DuckDB values included)."""
    return json.dumps(value, default=str, allow_nan=False)
