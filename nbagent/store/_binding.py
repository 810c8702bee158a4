"""Keeping one :class:`~nbagent.loop._agent.Agent`'s session saved in a store.

:func:`bind` (``nbagent.store.bind(agent, session)``, ``store.bind(agent, session)``) opens (or
creates) the session and loads its history, which the agent continues from
(:meth:`~nbagent.loop.Agent.keep_session`); then
:meth:`SessionBinding.attach` gives the agent's memory and tool selection the
state saved with the session and subscribes to the agent's events: every
event is recorded, and the new messages are saved after each step (at
``model-requested`` and ``run-finished``, when every tool call of the step has
its result). When the agent's conversation is cut back (``Agent.rewind``: a
re-run cell redoing its turn), :meth:`SessionBinding.rewound` marks the stored
messages it dropped superseded, and the new ones are saved after them: a resumed
session loads the live branch only. (``Agent.reset`` is not a fork: the session
keeps every message, the new conversation saved after the old one.)

The session's mark of untrusted content (``agent.provenance``: did third-party
text enter the conversation, from which call) is saved the same way, so a
resumed session keeps containing side effects after it (see docs/security.md);
on resume it is recomputed from the live branch, as a rewind recomputes it.

Uses only the store's public methods and the agent's public API (``messages``,
``subscribe``, ``tool``, ``memory``, ``tool_selection``, ``provenance``).
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Container, Mapping
from typing import TYPE_CHECKING, TypeVar

from ..boundary._provenance import Source
from ..events import Event, ModelRequested, RunFinished, RunStarted, ToolRequested
from ..events._handler import EventHandler
from ..extensions import SessionKeeper
from ..memory import DomainSelector, KnowledgeMemory, Memory
from ..messages import JSONObject, Message, ToolResult
from ._store import Store, default_store
from .writing._rows import title_from_prompt

if TYPE_CHECKING:
    from ..loop import Agent
    from ._session import SessionInfo

A = TypeVar("A", bound="Agent")

__all__ = ["SessionBinding", "bind", "keep_knowledge_in"]

log = logging.getLogger("nbagent.store")


class _AuditArgs:
    """``name in this``: does the tool ``name`` of the agent's run have ``audit_args=True``?"""

    def __init__(self, agent: Agent) -> None:
        self._agent = agent

    def __contains__(self, name: object) -> bool:
        tool = self._agent.tool(name) if isinstance(name, str) else None
        return tool is not None and tool.audit_args


class SessionBinding(EventHandler, SessionKeeper):
    """The event subscriber that keeps one agent's session saved.

    After each step it saves the new messages and, when the agent has a
    :class:`~nbagent.memory.Memory` or a tool selector, their state (the
    rolling summary, where the window starts, the recent domains) with the
    session, so a resumed session goes on where it stopped.
    """

    store: Store
    info: SessionInfo

    def __init__(
        self,
        store: Store,
        info: SessionInfo,
        *,
        keep_tool_responses: bool,
        history: list[Message],
        next_seq: int,
        loaded_seqs: list[int],
        state: JSONObject | None,
    ) -> None:
        self.store = store
        self.info = info
        self.keep_tool_responses = keep_tool_responses
        self.history = history  # what the agent continues from
        self.next_seq = next_seq
        self.agent: Agent | None = None
        self._saved: list[Message] = []  # the agent's messages as saved, each at the row seq in _seqs
        self._seqs: list[int] = loaded_seqs  # -1: a message the agent started with that is not stored
        self.run_id: str | None = None
        self._audit_args: Container[str] = ()
        self._state = state
        self._state_json: str | None = None  # the memory state saved last
        self._keeps_provenance = False  # once saved (or loaded), the provenance is always saved: reset() clears it
        self._cell: str | None = None  # the notebook cell of the latest turn (JupyterLab's cell id)
        self.mcp_servers: set[str] = set()  # the MCP servers whose tools the session called (saved with it)

    @property
    def session_id(self) -> str:
        """The session's id."""
        return self.info.id

    def spent_usd(self) -> float:
        """What the session's model calls cost so far (the store's usage rows, this agent's included)."""
        self.store.flush()
        frame = self.store.query(
            "SELECT coalesce(sum(cost_usd), 0) AS usd FROM usage WHERE session_id = ?", [self.info.id]
        )
        return float(frame["usd"].iloc[0])

    def attach(self, agent: Agent) -> None:
        """Follow ``agent``, whose messages start with :attr:`history`: restore the memory state,
        keep the knowledge memory's changes in the store, and subscribe."""
        self.agent = agent
        self._saved = list(agent.messages)
        self._seqs = (self._seqs + [-1] * len(self._saved))[: len(self._saved)]
        self._audit_args = _AuditArgs(agent)
        self.load_state(self._state)
        if "provenance" not in (self._state or {}) and any(isinstance(m, ToolResult) for m in self._saved):
            # saved before nbagent kept the mark: its tool results may hold third-party text
            agent.provenance.mark_history(Source("a session saved without its provenance", "", 0), len(self._saved))
            self._keeps_provenance = True
        knowledge = agent.memory.knowledge if isinstance(agent.memory, Memory) else None
        if knowledge is not None:
            keep_knowledge_in(knowledge, self.store)
        agent.subscribe(self)

    def __call__(self, event: Event) -> None:
        """Record ``event``, then act on the kinds that change the session (:meth:`handle`)."""
        self.store.record(event, session_id=self.info.id, audit_args=self._audit_args)
        self.handle(event)

    def on_run_started(self, event: RunStarted) -> None:
        """Title the session (from the prompt as the person wrote it: ``RunOptions.title``) and remember the
        run's notebook cell (the panel opens the notebook there)."""
        self.run_id = event.run_id
        self.store.update_session(self.info.id, title=title_from_prompt(event.title or event.prompt), model=event.model)
        if event.cell is not None and event.cell != self._cell:
            self._cell = event.cell
            self.save_state()

    def on_tool_requested(self, event: ToolRequested) -> None:
        """The MCP servers whose tools the session called are saved with it."""
        if event.server is not None:
            self.mcp_servers.add(event.server)

    def on_model_requested(self, event: ModelRequested) -> None:
        """A step ended (every tool call of the last one has its result): save the new messages."""
        self.save()

    def on_run_finished(self, event: RunFinished) -> None:
        self.save()

    @property
    def saved(self) -> int:
        """How many of the agent's messages are saved (or were loaded)."""
        return len(self._saved)

    def save(self) -> None:
        """Save the messages added to the history since the last save, then the memory state.

        A history that no longer starts with what was saved (``agent.reset()``) is saved on
        after the stored messages, which stay live.
        """
        assert self.agent is not None, "attach() the binding to an agent first"
        history = self.agent.messages
        kept = _common_prefix(self._saved, history)
        if kept < len(self._saved):
            # agent.reset() (or a replaced history): the session goes on with the new messages after the
            # old ones, which stay live (a rewind marked its dropped turns already: rewound())
            self._saved, self._seqs, kept = [], [], 0
        new = history[kept:]
        # a session with tool results always saves its provenance, marked or not: on resume, its
        # absence then means a session saved before nbagent kept the mark (see attach)
        self._keeps_provenance = self._keeps_provenance or any(isinstance(m, ToolResult) for m in new)
        if new:
            self.store.save_messages(
                self.info.id,
                new,
                start_seq=self.next_seq,
                keep_tool_responses=self.keep_tool_responses,
                run_id=self.run_id,
            )
            self._saved.extend(new)
            self._seqs.extend(range(self.next_seq, self.next_seq + len(new)))
            self.next_seq += len(new)
        self.save_state()

    def rewound(self, kept: int) -> None:
        """``Agent.rewind`` cut the conversation back to its first ``kept`` messages: the stored
        messages after them stay in the store, marked superseded; the next ones are saved after them."""
        stored = [seq for seq in self._seqs[kept:] if seq >= 0]
        del self._saved[kept:], self._seqs[kept:]
        try:
            if stored:
                self.store.supersede_messages(self.info.id, min(stored))
            self.save_state()  # the mark recomputed from what remains (a resume recomputes it too)
        except Exception:  # a store failure never stops a run; the next resume would show the old branch
            log.exception("nbagent store: could not mark the replaced turns of session %s superseded", self.info.id)

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

    def memory_state(self) -> JSONObject | None:
        """What is saved: ``{"memory": ..., "tool_selection": ..., "provenance": ..., "cell": ...,
        "mcp_servers": [...]}`` (None without any)."""
        if self.agent is None:
            return None
        memory, selector = _saved_parts(self.agent)
        provenance = self.agent.provenance
        self._keeps_provenance = self._keeps_provenance or provenance.tainted
        nothing = memory is None and selector is None and not self._keeps_provenance and self._cell is None
        if nothing and not self.mcp_servers:
            return None
        state: JSONObject = {}
        if self._cell is not None:
            state["cell"] = self._cell
        if self.mcp_servers:
            state["mcp_servers"] = [*sorted(self.mcp_servers)]
        if self._keeps_provenance:
            state["provenance"] = provenance.state()
        if memory is not None:
            mem = memory.state()
            start = mem.pop("window_start", 0)
            mem["window_start_seq"] = self._seq_of(start if isinstance(start, int) else 0)
            state["memory"] = mem
        if selector is not None:
            state["tool_selection"] = {domain: [*names] for domain, names in selector.state().items()}
        return state

    def load_state(self, state: Mapping[str, object] | None) -> None:
        """Give the agent's memory and selector the state saved with the session."""
        if not state or self.agent is None:
            return
        cell = state.get("cell")
        if isinstance(cell, str):
            self._cell = cell
        memory, selector = _saved_parts(self.agent)
        servers = state.get("mcp_servers")
        if isinstance(servers, list):
            self.mcp_servers.update(s for s in servers if isinstance(s, str))
        if "provenance" in state:
            # before the memory's state: a damaged memory state must not lose the mark
            raw = state["provenance"]
            messages = self.agent.messages
            self.agent.provenance.load_state(raw if isinstance(raw, dict) else {"source": "damaged"}, len(messages))
            # what a rewind left: the live branch; a state saved before the rewind was saved still names
            # the dropped turns' calls
            self.agent.provenance.recompute(messages)
            self._keeps_provenance = True
        try:
            saved_memory, saved_selection = state.get("memory"), state.get("tool_selection")
            if memory is not None and isinstance(saved_memory, Mapping):
                mem = {str(k): v for k, v in saved_memory.items()}
                seq = mem.get("window_start_seq")
                if not (seq is None or isinstance(seq, int)):
                    raise TypeError(f"window_start_seq is not a number: {seq!r}")
                mem["window_start"] = self._index_of(seq or 0)
                memory.load_state(mem, self.agent.messages)
            if selector is not None and isinstance(saved_selection, Mapping):
                selector.load_state({str(k): v for k, v in saved_selection.items()})
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
        if index < len(self._seqs):
            return self._seqs[index]
        return self.next_seq + index - len(self._seqs)

    def _index_of(self, seq: int) -> int:
        """The history index of the first message stored at ``seq`` or later."""
        for index, at in enumerate(self._seqs):
            if at >= seq:
                return index
        return len(self._seqs)


def _common_prefix(saved: list[Message], history: tuple[Message, ...]) -> int:
    """How many of the saved messages still start the history (the same objects, in order)."""
    n = len(saved)
    if n <= len(history) and (n == 0 or history[n - 1] is saved[-1]):
        return n  # the usual case: the history only grew
    kept = 0
    for ours, theirs in zip(saved, history, strict=False):
        if ours is not theirs:
            break
        kept += 1
    return kept


def _saved_parts(agent: Agent) -> tuple[Memory | None, DomainSelector | None]:
    """The agent's memory and tool selector whose state is saved with the session: nbagent's own (a history
    processor or tool filter of another kind keeps its state itself)."""
    memory, selector = agent.memory, agent.tool_selection
    return (
        memory if isinstance(memory, Memory) else None,
        selector if isinstance(selector, DomainSelector) else None,
    )


def keep_knowledge_in(knowledge: KnowledgeMemory, store: Store) -> None:
    """Make ``store`` the knowledge memory's mirror, unless it has a mirror of another kind."""
    mirror = knowledge.mirror
    ours = store.knowledge_mirror()
    if mirror is None or (type(mirror) is type(ours) and getattr(mirror, "store", None) is not store):
        knowledge.mirror = ours


def bind(
    agent: A,
    session: str | None = None,
    *,
    store: Store | str | os.PathLike[str] | None = None,
    keep_tool_responses: bool | None = None,
) -> A:
    """Keep ``agent``'s conversation in a stored session: resumed when it exists (its history loaded, the agent
    continues from it), else created; every step is saved from then on.

    ``session``: the session's id or name (None: a new session). ``store``: a :class:`~nbagent.store.Store`, a path
    (one store per file in a process, so a re-run cell reuses it) or None for the default store.
    ``keep_tool_responses``: keep tool outputs in the stored messages (default: the session's setting, off
    unless the store or the session turned it on). Call it before the agent's first run. Returns ``agent``
    (``agent = nbagent.store.bind(Agent(...), "eda")``); ``agent.session`` is the session.
    """
    binding = open_binding(store, session, keep_tool_responses, model=agent.provider.name)
    agent.keep_session(binding, binding.history)
    if isinstance(agent.memory, Memory) and not binding.keep_tool_responses:
        # the summary is saved with the session: it must not hold tool output the store drops
        agent.memory.summary_tool_outputs = False
    binding.attach(agent)
    return agent


def open_binding(
    store: Store | str | os.PathLike[str] | None, session: str | None, keep_tool_responses: bool | None, *, model: str
) -> SessionBinding:
    """Open or create the session and load its history and memory state (not yet attached to an agent)."""
    if store is None:
        store = default_store()
    elif not isinstance(store, Store):
        store = default_store(store)
    info, created = store.open_session(session, keep_tool_responses=keep_tool_responses, model=model)
    history: list[Message] = []
    next_seq = 0
    seqs: list[int] = []
    state = info.memory_state
    if not created:
        history, next_seq = store.load_history(info.id, seqs)
        # nothing stored to put in the prompt (a session made with new_session): nothing to ask
        if (history or state) and not store.may_resume(session or info.id, info.id, len(history)):
            # someone else's session in an untrusted folder's store: none of its text reaches the prompt
            history, seqs, state = [], [], None
    keep = info.keep_tool_responses if keep_tool_responses is None else keep_tool_responses
    return SessionBinding(
        store,
        info,
        keep_tool_responses=keep,
        history=history,
        next_seq=next_seq,
        loaded_seqs=seqs,
        state=state,
    )
