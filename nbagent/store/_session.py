"""Sessions: what one is and how its history comes back.

An :class:`~nbagent.loop._agent.Agent` built with ``store=`` is kept saved by
:mod:`nbagent.store._binding`, which uses the store's public methods only.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import NotRequired, Required, TypedDict

from ..messages import AssistantMessage, JSONObject, Message, ToolResult, UserMessage
from .writing._rows import tool_call_from_json

__all__ = ["NOT_KEPT", "MessageRow", "SessionInfo", "SessionRow", "history_from_rows", "kernel_id", "notebook_path"]

log = logging.getLogger("nbagent.store")

NOT_KEPT = "(tool output not kept in the session store)"
NO_RESULT = "(no result was saved for this tool call)"


class SessionRow(TypedDict):
    """A ``sessions`` row as :func:`~.reading._queries.session_sql` reads it (times in epoch microseconds)."""

    id: str
    name: str | None
    title: str | None
    notebook: str | None
    kernel_id: str | None
    model: str | None
    created: int | None
    updated: int | None
    expires_at: int | None
    archived: bool
    keep_tool_responses: bool
    messages: NotRequired[int | None]
    memory_state: NotRequired[str | None]


class MessageRow(TypedDict, total=False):
    """A ``messages`` row as a session's history is read back (the columns :func:`history_from_rows` uses)."""

    seq: int
    role: Required[str]
    text: str | None
    tool_calls: str | None
    tool_call_id: str | None
    tool_name: str | None
    is_error: bool | None
    output_kept: bool | None


def _dt(us: int | None) -> datetime | None:
    return None if us is None else datetime.fromtimestamp(us / 1_000_000, tz=UTC)


@dataclass(frozen=True, slots=True)
class SessionInfo:
    """One stored session (times are UTC)."""

    id: str
    name: str | None
    title: str | None
    notebook: str | None
    kernel_id: str | None
    model: str | None
    created: datetime | None
    updated: datetime | None
    expires_at: datetime | None
    archived: bool
    keep_tool_responses: bool
    messages: int = 0
    memory_state: JSONObject | None = None

    @classmethod
    def from_row(cls, row: SessionRow) -> SessionInfo:
        """Build from a ``sessions`` row read with ``epoch_us`` timestamps."""
        return cls(
            id=row["id"],
            name=row["name"],
            title=row["title"],
            notebook=row["notebook"],
            kernel_id=row["kernel_id"],
            model=row["model"],
            created=_dt(row["created"]),
            updated=_dt(row["updated"]),
            expires_at=_dt(row["expires_at"]),
            archived=bool(row["archived"]),
            keep_tool_responses=bool(row["keep_tool_responses"]),
            messages=int(row.get("messages") or 0),
            memory_state=_parse_state(row.get("memory_state")),
        )


def _parse_state(raw: str | None) -> JSONObject | None:
    """A stored memory state, or None when there is none or it is not readable."""
    if not raw:
        return None
    try:
        state = json.loads(raw)
    except ValueError:
        log.warning("nbagent store: ignoring an unreadable session memory state")
        return None
    return state if isinstance(state, dict) else None


def history_from_rows(rows: Iterable[MessageRow], seqs: list[int] | None = None) -> list[Message]:
    """Stored message rows (in ``seq`` order) back as a history every provider accepts.

    Each assistant tool call gets exactly one result right after its message:
    results not kept in the store become ``NOT_KEPT``, a call without a
    saved result (the process died mid-step) gets an error result, results
    that answer no call are dropped, and so are ``system`` rows (never
    restored as system messages). ``seqs``, when given, receives the row
    ``seq`` of each message returned (a made-up result gets its call's).
    """
    out: list[Message] = []
    open_calls: dict[str, tuple[str, int]] = {}  # call id -> (tool name, seq of its message)
    answered: dict[str, tuple[ToolResult, int]] = {}
    order: list[str] = []

    def add(message: Message, seq: int) -> None:
        out.append(message)
        if seqs is not None:
            seqs.append(seq)

    def close_step() -> None:
        for call_id in order:
            name, call_seq = open_calls[call_id]
            result, seq = answered.get(call_id) or (
                ToolResult(call_id=call_id, name=name, content=NO_RESULT, is_error=True),
                call_seq,
            )
            add(result, seq)
        open_calls.clear()
        answered.clear()
        order.clear()

    for row in rows:
        role, seq = row["role"], int(row.get("seq") or 0)
        if role == "tool":
            call_id = row["tool_call_id"]
            if call_id is not None and call_id in open_calls and call_id not in answered:
                text = row["text"]
                kept = bool(row["output_kept"]) and text is not None
                result = ToolResult(
                    call_id=call_id,
                    name=row["tool_name"] or open_calls[call_id][0],
                    content=text if kept and text is not None else NOT_KEPT,
                    is_error=bool(row["is_error"]),
                )
                answered[call_id] = (result, seq)
            continue
        close_step()
        if role == "user":
            add(UserMessage(row["text"] or ""), seq)
        elif role == "assistant":
            calls = tuple(tool_call_from_json(c) for c in json.loads(row["tool_calls"] or "[]"))
            add(AssistantMessage(text=row["text"] or "", tool_calls=calls), seq)
            for call in calls:
                if call.id not in open_calls:
                    open_calls[call.id] = (call.name, seq)
                    order.append(call.id)
        # Stored "system" rows are never turned back into system messages: system prompts come from
        # code and configuration, and a store may have come with someone else's folder (_foreign).
    close_step()
    return out


def kernel_id() -> str | None:
    """The Jupyter kernel's id, when running in one (ipykernel already imported)."""
    if "ipykernel" not in sys.modules:
        return None
    try:
        from ipykernel import get_connection_file

        name = os.path.basename(get_connection_file())
    except Exception:
        return None
    return name.removeprefix("kernel-").removesuffix(".json") or None


def notebook_path() -> str | None:
    """The notebook's path as Jupyter tells the kernel (``JPY_SESSION_NAME``), if it does."""
    return os.environ.get("JPY_SESSION_NAME") or None
