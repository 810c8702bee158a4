"""The team lake for the REST API: every member's sessions, audit rows and costs, as JSON rows.

Served only when one is configured (``c.NbAgentServer.lake`` or ``$NBAGENT_LAKE``). The lake is
read through its own connection, attached read-only, that loads only the lake's extensions
(DuckLake and its catalog's scanner, from their packages' files); the store's connections are
untouched and keep external access off. The connection is opened on first use and kept (a lake
has no single-process lock); a lake that cannot be reached answers 503 and is tried again on
the next request.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NotRequired, TypedDict, TypeVar

from ..exceptions import LakeError, UserError
from ..store import Lake
from ._reader import PANEL_AUDIT_COLUMNS, BadRequest, Row, json_rows

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["LakeApi", "LakeUnreachable"]

T = TypeVar("T")
LAKE_USAGE_BY = ("user", "day", "model", "session")
_LAKE_AUDIT_COLUMNS = ("user", "source_id", *PANEL_AUDIT_COLUMNS)


class LakeUnreachable(Exception):
    """The lake's catalog cannot be reached (answer 503)."""


class LakeStatus(TypedDict):
    """Whether a lake is configured; if so where (password masked) and its stores."""

    configured: bool
    lake: NotRequired[str]
    sources: NotRequired[list[Row]]


class LakeSessions(TypedDict):
    sessions: list[Row]


class LakeAudit(TypedDict):
    events: list[Row]


class LakeUsage(TypedDict):
    usage: list[Row]


def _rows(frame: pd.DataFrame, columns: tuple[str, ...] | None = None) -> list[Row]:
    import pyarrow as pa

    return json_rows(pa.Table.from_pandas(frame, preserve_index=False), columns)


@dataclass
class LakeApi:
    """Reads of one configured lake (``url`` empty: none is configured)."""

    url: str = ""
    data_path: str | None = None
    _lake: Lake | None = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def configured(self) -> bool:
        return bool(self.url)

    def _open(self) -> Lake:
        with self._lock:
            if self._lake is None:
                self._lake = Lake(self.url, data_path=self.data_path, read_only=True)
            return self._lake

    def _read(self, fn: Callable[[Lake], T]) -> T:
        if not self.configured:
            raise BadRequest("no team lake is configured (c.NbAgentServer.lake or $NBAGENT_LAKE)")
        lake = self._open()
        try:
            return fn(lake)
        except LakeError as exc:
            raise LakeUnreachable(str(exc)) from None
        except UserError as exc:
            raise BadRequest(str(exc)) from None

    def status(self) -> LakeStatus:
        """Whether a lake is configured, where (password masked), and its stores."""
        if not self.configured:
            return {"configured": False}
        sources = self._read(lambda lake: lake.sources())
        shown = self._open().display_url
        return {"configured": True, "lake": shown, "sources": _rows(sources)}

    def sessions(self, *, user: str | None = None, limit: int = 100) -> LakeSessions:
        """Every member's sessions (newest version of each), most recently used first."""
        return {"sessions": self._read(lambda lake: _rows(lake.sessions(user=user).head(limit)))}

    def audit(self, *, user: str | None = None, event: str | None = None, limit: int = 100) -> LakeAudit:
        """The newest ``limit`` audit rows of every member (or one), oldest first."""
        return {
            "events": self._read(
                lambda lake: _rows(lake.audit(user=user, event=event, limit=limit), _LAKE_AUDIT_COLUMNS)
            )
        }

    def usage(self, *, by: str | None = "user") -> LakeUsage:
        """Tokens and cost summed by user, day, model or session."""
        if by not in LAKE_USAGE_BY:
            raise BadRequest(f"by must be one of {', '.join(LAKE_USAGE_BY)}, got {by!r}")
        return {"usage": self._read(lambda lake: _rows(lake.usage(by=by)))}

    def close(self) -> None:
        """Close the lake's connection."""
        with self._lock:
            if self._lake is not None:
                self._lake.close()
                self._lake = None
