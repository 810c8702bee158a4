"""Sessions: what one is, how its history comes back, and how an Agent stays saved.

An :class:`~nbagent.agent.Agent` built with ``store=`` is bound by
:func:`bind_agent`: it opens (or creates) the session, loads the history,
subscribes to the agent's events and saves the new messages after each step
(at ``model-requested`` and ``run-finished``, when every tool call of the step
has its result).
"""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..events import Event
from ..messages import AssistantMessage, Message, SystemMessage, ToolResult, UserMessage
from ._rows import title_from_prompt, tool_call_from_json

if TYPE_CHECKING:
    from ..agent import Agent
    from ._store import Store

__all__ = ["NOT_KEPT", "SessionBinding", "SessionInfo", "bind_agent", "history_from_rows"]

log = logging.getLogger("nbagent.store")

NOT_KEPT = "(tool output not kept in the session store)"
NO_RESULT = "(no result was saved for this tool call)"


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

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> SessionInfo:
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
        )


def history_from_rows(rows: Iterable[dict[str, Any]]) -> list[Message]:
    """Stored message rows (in ``seq`` order) back as a history every provider accepts.

    Each assistant tool call gets exactly one result right after its message:
    results not kept in the store become :data:`NOT_KEPT`, a call without a
    saved result (the process died mid-step) gets an error result, results
    that answer no call are dropped.
    """
    out: list[Message] = []
    open_calls: dict[str, str] = {}  # call id -> tool name, for the last assistant message
    answered: dict[str, ToolResult] = {}
    order: list[str] = []

    def close_step() -> None:
        for call_id in order:
            result = answered.get(call_id)
            if result is None:
                result = ToolResult(
                    call_id=call_id, name=open_calls[call_id], content=NO_RESULT, is_error=True
                )
            out.append(result)
        open_calls.clear()
        answered.clear()
        order.clear()

    for row in rows:
        role = row["role"]
        if role == "tool":
            call_id = row["tool_call_id"]
            if call_id in open_calls and call_id not in answered:
                kept = bool(row["output_kept"]) and row["text"] is not None
                answered[call_id] = ToolResult(
                    call_id=call_id,
                    name=row["tool_name"] or open_calls[call_id],
                    content=row["text"] if kept else NOT_KEPT,
                    is_error=bool(row["is_error"]),
                )
            continue
        close_step()
        if role == "user":
            out.append(UserMessage(row["text"] or ""))
        elif role == "assistant":
            calls = tuple(tool_call_from_json(c) for c in json.loads(row["tool_calls"] or "[]"))
            out.append(AssistantMessage(text=row["text"] or "", tool_calls=calls))
            for call in calls:
                if call.id not in open_calls:
                    open_calls[call.id] = call.name
                    order.append(call.id)
        elif role == "system":
            out.append(SystemMessage(row["text"] or ""))
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


class _AuditArgs:
    """``name in this``: does the agent's tool ``name`` have ``audit_args=True``?"""

    def __init__(self, agent: Agent) -> None:
        self._agent = agent

    def __contains__(self, name: object) -> bool:
        tool = self._agent.registry.get(name) if isinstance(name, str) else None
        return bool(getattr(tool, "audit_args", False))


class SessionBinding:
    """The event subscriber that keeps one agent's session saved."""

    def __init__(
        self,
        agent: Agent,
        store: Store,
        info: SessionInfo,
        *,
        keep_tool_responses: bool,
        next_seq: int,
    ) -> None:
        self.agent = agent
        self.store = store
        self.info = info
        self.keep_tool_responses = keep_tool_responses
        self.next_seq = next_seq
        self.saved = len(agent._history)
        self.run_id: str | None = None
        self._audit_args = _AuditArgs(agent)

    def __call__(self, event: Event) -> None:
        kind = event.kind
        if kind == "run-started":
            self.run_id = event.run_id
        self.store.record(event, session_id=self.info.id, audit_args=self._audit_args)
        if kind == "run-started":
            self.store._touch_session(
                self.info.id,
                title=title_from_prompt(getattr(event, "prompt", "")),
                model=getattr(event, "model", None),
            )
        elif kind in ("model-requested", "run-finished"):
            self.save()

    def save(self) -> None:
        """Save the messages added to the agent's history since the last save."""
        history = self.agent._history
        if len(history) < self.saved:  # agent.reset(): the session goes on with what comes next
            self.saved = len(history)
        new = history[self.saved :]
        if not new:
            return
        self.store.save_messages(
            self.info.id,
            new,
            start_seq=self.next_seq,
            keep_tool_responses=self.keep_tool_responses,
            run_id=self.run_id,
        )
        self.next_seq += len(new)
        self.saved = len(history)


def bind_agent(
    agent: Agent, store: Any, session: str | None, keep_tool_responses: bool | None
) -> SessionBinding:
    """Open or create the session, load its history into the agent and keep it saved."""
    from ._store import Store, default_store

    if store is None:
        store = default_store()
    elif not isinstance(store, Store):
        store = Store(store)
    info, created = store.open_session(
        session, keep_tool_responses=keep_tool_responses, model=agent.provider.name
    )
    next_seq = 0
    if not created:
        history, next_seq = store._load_history(info.id)
        agent._history.extend(history)
    keep = info.keep_tool_responses if keep_tool_responses is None else keep_tool_responses
    binding = SessionBinding(agent, store, info, keep_tool_responses=keep, next_seq=next_seq)
    agent.subscribe(binding)
    return binding
