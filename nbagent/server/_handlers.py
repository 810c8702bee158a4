"""The REST handlers: thin ``APIHandler`` subclasses over :class:`~._reader.ApiReader`.

Reads run on a worker thread (DuckDB and the store's lock waits would block
the server's event loop). Errors answer JSON ``{"message", "reason"}`` like
the rest of the Jupyter server API: 400 for a bad parameter, 409 for a file
that is not a usable store, 503 (``Retry-After: 2``) while kernels keep the
store busy.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from typing import TypedDict

from jupyter_server.base.handlers import APIHandler
from tornado import web

from ._lake import LakeApi, LakeUnreachable
from ._mcp import mcp_servers
from ._reader import ApiReader, BadRequest, NotAStore, StoreBusy, dumps

__all__ = ["handlers"]

_MAX_LIMIT = 1000


class _Args(TypedDict):
    """What every handler is initialized with."""

    reader: ApiReader
    lake: LakeApi


class _StoreHandler(APIHandler):
    """Shared parameter parsing and error mapping."""

    reader: ApiReader
    lake: LakeApi

    def initialize(self, reader: ApiReader, lake: LakeApi | None = None) -> None:
        self.reader = reader
        self.lake = lake if lake is not None else LakeApi()

    def _int(self, name: str, default: int | None, *, low: int = 0, high: int = _MAX_LIMIT) -> int | None:
        raw = self.get_query_argument(name, None)
        if raw in (None, ""):
            return default
        try:
            value = int(raw)
        except ValueError:
            raise web.HTTPError(400, f"{name} must be an integer, got {raw!r}") from None
        if not low <= value <= high:
            raise web.HTTPError(400, f"{name} must be between {low} and {high}, got {value}")
        return value

    @property
    def folder(self) -> str | None:
        return self.get_query_argument("dir", None)

    def write_error(self, status_code: int, **kwargs: object) -> None:
        """JSON error (``APIHandler``); a busy store also says when to ask again."""
        if status_code == 503:
            self.set_header("Retry-After", "2")  # send_error cleared the headers set before
        super().write_error(status_code, **kwargs)

    async def answer(self, read: Callable[[], object]) -> None:
        try:
            result = await asyncio.get_running_loop().run_in_executor(None, read)
        except BadRequest as exc:
            raise web.HTTPError(400, str(exc), reason="bad-request") from None
        except StoreBusy as exc:
            raise web.HTTPError(503, str(exc), reason="store-busy") from None
        except LakeUnreachable as exc:
            raise web.HTTPError(503, str(exc), reason="lake-unreachable") from None
        except NotAStore as exc:
            raise web.HTTPError(409, str(exc), reason="store-unusable") from None
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        await self.finish(dumps(result))


class StatusHandler(_StoreHandler):
    """``GET /nbagent/api/status``: where the store is, whether it exists."""

    @web.authenticated
    async def get(self) -> None:
        await self.answer(functools.partial(self.reader.status, self.folder))


class SessionsHandler(_StoreHandler):
    """``GET /nbagent/api/sessions?archived=1&limit=N``:

    sessions, most recently used first, with message counts.
    """

    @web.authenticated
    async def get(self) -> None:
        archived = self.get_query_argument("archived", "0") in ("1", "true", "yes")
        limit = self._int("limit", 100, low=1) or 100
        await self.answer(functools.partial(self.reader.sessions, self.folder, include_archived=archived, limit=limit))


class AuditHandler(_StoreHandler):
    """``GET /nbagent/api/audit?since=SEQ&limit=N&session=ID_OR_NAME&event=KIND``:

    audit events after ``since``, oldest first, and the new ``cursor``.
    """

    @web.authenticated
    async def get(self) -> None:
        read = functools.partial(
            self.reader.audit,
            self.folder,
            since=self._int("since", None, high=2**62),
            limit=self._int("limit", 100, low=1) or 100,
            session=self.get_query_argument("session", None) or None,
            event=self.get_query_argument("event", None) or None,
        )
        await self.answer(read)


class UsageHandler(_StoreHandler):
    """``GET /nbagent/api/usage?by=BY``:

    tokens and cost per model call, or summed by day, model or session.
    """

    @web.authenticated
    async def get(self) -> None:
        by = self.get_query_argument("by", None) or None
        await self.answer(functools.partial(self.reader.usage, self.folder, by=by))


class OverviewHandler(_StoreHandler):
    """``GET /nbagent/api/overview?since=SEQ``:

    sessions and what changed after ``since`` in one read (what the Agent panel polls): one
    entry per tool call, its status folded from all its audit rows, and the run events.
    """

    @web.authenticated
    async def get(self) -> None:
        read = functools.partial(
            self.reader.overview,
            self.folder,
            since=self._int("since", None, high=2**62),
            limit=self._int("limit", 100, low=1) or 100,
        )
        await self.answer(read)


class McpHandler(_StoreHandler):
    """``GET /nbagent/api/mcp``: the MCP servers the live kernels run, their status and tools."""

    @web.authenticated
    async def get(self) -> None:
        await self.answer(mcp_servers)


class LakeStatusHandler(_StoreHandler):
    """``GET /nbagent/api/lake/status``: whether a team lake is configured, and its stores."""

    @web.authenticated
    async def get(self) -> None:
        await self.answer(self.lake.status)


class LakeSessionsHandler(_StoreHandler):
    """``GET /nbagent/api/lake/sessions?user=NAME&limit=N``: every member's sessions."""

    @web.authenticated
    async def get(self) -> None:
        user = self.get_query_argument("user", None) or None
        await self.answer(functools.partial(self.lake.sessions, user=user, limit=self._int("limit", 100, low=1) or 100))


class LakeAuditHandler(_StoreHandler):
    """``GET /nbagent/api/lake/audit?user=NAME&event=KIND&limit=N``: the newest audit rows, all members."""

    @web.authenticated
    async def get(self) -> None:
        read = functools.partial(
            self.lake.audit,
            user=self.get_query_argument("user", None) or None,
            event=self.get_query_argument("event", None) or None,
            limit=self._int("limit", 100, low=1) or 100,
        )
        await self.answer(read)


class LakeUsageHandler(_StoreHandler):
    """``GET /nbagent/api/lake/usage?by=user|day|model|session``: tokens and cost, all members."""

    @web.authenticated
    async def get(self) -> None:
        await self.answer(functools.partial(self.lake.usage, by=self.get_query_argument("by", None) or "user"))


def handlers(reader: ApiReader, lake: LakeApi | None = None) -> list[tuple[str, type[APIHandler], _Args]]:
    """The URL table (patterns relative to the server's base URL)."""
    table: dict[str, type[_StoreHandler]] = {
        "status": StatusHandler,
        "sessions": SessionsHandler,
        "audit": AuditHandler,
        "usage": UsageHandler,
        "overview": OverviewHandler,
        "lake/status": LakeStatusHandler,
        "lake/sessions": LakeSessionsHandler,
        "lake/audit": LakeAuditHandler,
        "lake/usage": LakeUsageHandler,
        "mcp": McpHandler,
    }
    kwargs: _Args = {"reader": reader, "lake": lake if lake is not None else LakeApi()}
    return [(f"/nbagent/api/{name}", handler, kwargs) for name, handler in table.items()]
