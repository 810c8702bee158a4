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
from ..messages import AssistantMessage, Message, ToolResult, UserMessage
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
    memory_state: dict[str, Any] | None = None

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
            memory_state=_parse_state(row.get("memory_state")),
        )


def _parse_state(raw: str | None) -> dict[str, Any] | None:
    """A stored memory state, or None when there is none or it is not readable."""
    if not raw:
        return None
    try:
        state = json.loads(raw)
    except ValueError:
        log.warning("nbagent store: ignoring an unreadable session memory state")
        return None
    return state if isinstance(state, dict) else None


def history_from_rows(rows: Iterable[dict[str, Any]], seqs: list[int] | None = None) -> list[Message]:
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
            if call_id in open_calls and call_id not in answered:
                kept = bool(row["output_kept"]) and row["text"] is not None
                result = ToolResult(
                    call_id=call_id,
                    name=row["tool_name"] or open_calls[call_id][0],
                    content=row["text"] if kept else NOT_KEPT,
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


class _AuditArgs:
    """``name in this``: does the agent's tool ``name`` have ``audit_args=True``?"""

    def __init__(self, agent: Agent) -> None:
        self._agent = agent

    def __contains__(self, name: object) -> bool:
        tool = self._agent.registry.get(name) if isinstance(name, str) else None
        return bool(getattr(tool, "audit_args", False))


class SessionBinding:
    """The event subscriber that keeps one agent's session saved.

    After each step it saves the new messages and, when the agent has a
    :class:`~nbagent.memory.Memory` or a tool selector, their state (the
    rolling summary, where the window starts, the recent domains) with the
    session, so a resumed session goes on where it stopped.
    """

    def __init__(
        self,
        agent: Agent,
        store: Store,
        info: SessionInfo,
        *,
        keep_tool_responses: bool,
        next_seq: int,
        loaded_seqs: list[int] | None = None,
    ) -> None:
        self.agent = agent
        self.store = store
        self.info = info
        self.keep_tool_responses = keep_tool_responses
        self.next_seq = next_seq
        self.saved = len(agent._history)
        self._last: Message | None = agent._history[-1] if agent._history else None
        self.run_id: str | None = None
        self._audit_args = _AuditArgs(agent)
        self._loaded_seqs = list(loaded_seqs or ())  # row seq of each loaded message
        self._state_json: str | None = None  # the memory state saved last

    def __call__(self, event: Event) -> None:
        kind = event.kind
        if kind == "run-started":
            self.run_id = event.run_id
        self.store.record(event, session_id=self.info.id, audit_args=self._audit_args)
        if kind == "run-started":
            self.store.update_session(
                self.info.id,
                title=title_from_prompt(getattr(event, "prompt", "")),
                model=getattr(event, "model", None),
            )
        elif kind in ("model-requested", "run-finished"):
            self.save()

    def save(self) -> None:
        """Save the messages added to the history since the last save, then the memory state."""
        history = self.agent._history
        if self.saved and (len(history) < self.saved or history[self.saved - 1] is not self._last):
            # agent.reset() (or a replaced history): the session goes on with the new messages
            self.saved = 0
            self._loaded_seqs = []
        new = history[self.saved :]
        if new:
            self.store.save_messages(
                self.info.id,
                new,
                start_seq=self.next_seq,
                keep_tool_responses=self.keep_tool_responses,
                run_id=self.run_id,
            )
            self.next_seq += len(new)
            self.saved = len(history)
            self._last = history[-1]
        self.save_state()

    def save_state(self) -> None:
        """Save the memory and tool-selection state with the session, when it changed."""
        state = self.memory_state()
        if state is None:
            return
        text = json.dumps(state, sort_keys=True, default=str)
        if text == self._state_json:
            return
        self.store.update_session(self.info.id, memory_state=state)
        self._state_json = text

    def memory_state(self) -> dict[str, Any] | None:
        """What is saved: ``{"memory": ..., "tool_selection": ...}`` (None without either)."""
        memory, selector = self.agent.memory, self.agent.tool_selection
        if memory is None and selector is None:
            return None
        state: dict[str, Any] = {}
        if memory is not None:
            mem = memory.state()
            mem["window_start_seq"] = self._seq_of(int(mem.pop("window_start", 0)))
            state["memory"] = mem
        if selector is not None:
            state["tool_selection"] = selector.state()
        return state

    def load_state(self, state: dict[str, Any] | None) -> None:
        """Give the agent's memory and selector the state saved with the session."""
        if not state:
            return
        memory, selector = self.agent.memory, self.agent.tool_selection
        try:
            if memory is not None and isinstance(state.get("memory"), dict):
                mem = dict(state["memory"])
                mem["window_start"] = self._index_of(int(mem.get("window_start_seq") or 0))
                memory.load_state(mem, self.agent._history)
            if selector is not None and isinstance(state.get("tool_selection"), dict):
                selector.load_state(state["tool_selection"])
        except (TypeError, ValueError, ArithmeticError) as exc:  # damaged: must not stop the agent
            log.warning(
                "nbagent store: ignoring the unreadable memory state of session %s (%s); "
                "the conversation goes on without its summary",
                self.info.id,
                exc,
            )
            if memory is not None:
                memory.load_state(None)
            return
        self._state_json = json.dumps(self.memory_state(), sort_keys=True, default=str)

    def _seq_of(self, index: int) -> int:
        """The row ``seq`` of the agent's history message at ``index``."""
        if index < len(self._loaded_seqs):
            return self._loaded_seqs[index]
        return self.next_seq - self.saved + index

    def _index_of(self, seq: int) -> int:
        """The history index of the first message stored at ``seq`` or later."""
        for index, at in enumerate(self._loaded_seqs):
            if at >= seq:
                return index
        return len(self._loaded_seqs)


def keep_knowledge_in(knowledge: Any, store: Store) -> None:
    """Make ``store`` the knowledge memory's mirror, unless it has a mirror of another kind."""
    from ._memories import StoreMirror

    mirror = knowledge.mirror
    if mirror is None or (isinstance(mirror, StoreMirror) and mirror.store is not store):
        knowledge.mirror = store.knowledge_mirror()


def bind_agent(agent: Agent, store: Any, session: str | None, keep_tool_responses: bool | None) -> SessionBinding:
    """Open or create the session, load its history and memory state, keep it saved."""
    from ._foreign import resume_allowed
    from ._store import Store, default_store

    if store is None:
        store = default_store()
    elif not isinstance(store, Store):
        store = default_store(store)  # one store per file in a process (a re-run cell reuses it)
    info, created = store.open_session(session, keep_tool_responses=keep_tool_responses, model=agent.provider.name)
    next_seq = 0
    seqs: list[int] = []
    state = info.memory_state
    if not created:
        history, next_seq = store.load_history(info.id, seqs)
        if resume_allowed(store, session or info.id, info.id, len(history)):
            agent._history.extend(history)
        else:  # someone else's session in an untrusted folder's store: none of its text reaches the prompt
            seqs, state = [], None
    keep = info.keep_tool_responses if keep_tool_responses is None else keep_tool_responses
    binding = SessionBinding(agent, store, info, keep_tool_responses=keep, next_seq=next_seq, loaded_seqs=seqs)
    binding.load_state(state)
    if agent.memory is not None and not keep:
        # the summary is saved with the session: it must not hold tool output the store drops
        agent.memory.summary_tool_outputs = False
    knowledge = getattr(agent.memory, "knowledge", None)
    if knowledge is not None:
        keep_knowledge_in(knowledge, store)
    agent.subscribe(binding)
    return binding
