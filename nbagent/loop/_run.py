"""One run of an :class:`~nbagent.loop._agent.Agent`, and the seams the loop calls.

A :class:`Run` carries everything that belongs to one ``arun`` alone: its id,
session, prompt, model, tool registry (the agent's tools plus the tools the
memory adds), the tools offered, the policy, the approval handler and its
timeout, the events and the usage, and this run's spotlight delimiters. Nothing
of it sits on objects two runs share (but the session's :class:`Provenance`,
which says whether untrusted content entered the conversation and outlives
the run, like the history), so a run-level override (``arun(model=..., policy=...)``) never leaks
into the next run.

Memory and tool selection plug into the loop through two small Protocols:
:class:`HistoryProcessor` (``nbagent.memory.Memory`` satisfies it) and
:class:`ToolFilter` (``nbagent.memory.DomainSelector``). The loop calls only
their methods. :func:`run_in_thread` runs a coroutine from code that is
already inside an event loop (``Agent.run`` in a notebook).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeVar

from ..boundary._provenance import Provenance, Spotlight
from ..events import Event, ModelResponded
from ..messages import Message, Usage
from ..usage.budget import Budget, Spend
from ._call_ids import CallIds
from ._model import ModelCall, ProviderCall

if TYPE_CHECKING:
    from ..approval import ApprovalHandler
    from ..cache import Cache
    from ..policy import Policy
    from ..providers import ModelResponse, Provider
    from ..tools import Tool, ToolRegistry

__all__ = [
    "HistoryProcessor",
    "ModelCallReport",
    "Run",
    "Selection",
    "SessionKeeper",
    "SessionRef",
    "ToolFilter",
    "run_blocking",
    "run_in_thread",
]

T = TypeVar("T")

ModelCallReport = Callable[[Any, "ModelResponse", float], None]
"""Told of a model call a seam made for the run: ``(provider, response, seconds)``."""


class HistoryProcessor(Protocol):
    """What the loop asks of a memory: which part of the history the model sees, and what goes before it."""

    @property
    def count_tokens(self) -> Callable[[Message], int]:
        """Tokens of one message (the loop counts its system prompt with it)."""
        ...

    async def begin_run(self) -> Sequence[Tool]:
        """Once per run, before its first request; returns the tools it adds to the run (``remember``)."""
        ...

    def context_messages(self) -> Sequence[Message]:
        """Messages for the front of each request (notes, a summary), after the agent's system prompt."""
        ...

    def untrusted_context(self) -> str | None:
        """What third-party text :meth:`context_messages` holds, as a label (an untrusted folder's
        notes), or None; the agent then marks the conversation as holding untrusted content."""
        ...

    def track_untrusted(self, carries: Callable[[str], bool]) -> None:
        """Which tool results carry untrusted content (``carries(call_id)``): a summary of them is data too."""
        ...

    def untrusted_summary(self) -> str | None:
        """The summary among :meth:`context_messages` when it covers untrusted tool output (it goes to the model
        between the run's delimiters, like the output itself); None otherwise."""
        ...

    def window(self, history: Sequence[Message], *, reserved_tokens: int = 0) -> Sequence[Message]:
        """The part of ``history`` sent to the model (``history`` itself is never changed)."""
        ...

    def rewind(self, history: Sequence[Message]) -> None:
        """The conversation was cut back to ``history`` (a redone turn): forget what covered the rest."""
        ...

    async def update(
        self,
        history: Sequence[Message],
        provider: Provider | None = None,
        *,
        reserved_tokens: int = 0,
        report: ModelCallReport | None = None,
    ) -> None:
        """Before each request: move the window on (and, say, summarize what left it)."""
        ...


class Selection(Protocol):
    """What a :class:`ToolFilter` chose for one prompt."""

    @property
    def tool_names(self) -> tuple[str, ...]:
        """The tools offered."""
        ...

    @property
    def domains(self) -> tuple[str, ...]:
        """The domains (groups of tools) chosen."""
        ...

    @property
    def reasoning(self) -> str:
        """Why, in a sentence (shown in the ``tools-selected`` event)."""
        ...


class ToolFilter(Protocol):
    """What the loop asks of a tool selection: the tools to offer for one prompt."""

    async def select(
        self,
        prompt: str,
        tools: Iterable[Tool],
        provider: Provider | None = None,
        *,
        report: ModelCallReport | None = None,
    ) -> Selection:
        """The tools of ``tools`` to offer for ``prompt``."""
        ...


class SessionRef(Protocol):
    """What the loop knows of a stored session (``agent.session``; the store's ``SessionInfo`` has more)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str | None: ...


class SessionKeeper(Protocol):
    """What keeps an agent's conversation saved somewhere: :func:`nbagent.store.bind` attaches one
    (:meth:`~nbagent.loop.Agent.keep_session`); the loop never imports what implements it."""

    @property
    def store(self) -> object:
        """Where the session is kept (``agent.store``)."""
        ...

    @property
    def info(self) -> SessionRef:
        """The session (``agent.session``: its ``id``, ``name`` ...)."""
        ...

    @property
    def session_id(self) -> str:
        """The session's id (it names the session in ``run-started`` and the audit rows)."""
        ...

    def rewound(self, kept: int) -> None:
        """The conversation was cut back to its first ``kept`` messages (:meth:`~nbagent.loop.Agent.rewind`)."""
        ...

    def spent_usd(self) -> float:
        """What the session's model calls cost so far, this agent's included (its per-session budget)."""
        ...


@dataclass(eq=False)
class Run:
    """Everything one ``arun`` uses that is its own (see the module docstring)."""

    run_id: str
    session_id: str | None
    prompt: str
    provider: Provider
    registry: ToolRegistry
    policy: Policy
    approve: ApprovalHandler | None
    approval_timeout: float | None
    max_iterations: int
    stream: bool
    publish: Callable[[Event], None]  # the agent's subscribers
    offered: frozenset[str] | None = None  # None: every tool of the registry
    events: list[Event] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)  # the run's own model turns
    aux_usage: Usage = field(default_factory=Usage)  # summaries and tool selection
    # the session's: did untrusted content enter the conversation, from which call, which results carry it
    provenance: Provenance = field(default_factory=Provenance)
    spotlight: Spotlight = field(default_factory=Spotlight)  # this run's random delimiters
    cache: Cache | None = None  # the run's response cache, None: every request goes to the model
    budget: Budget | None = None  # the run's budget, None: no limit
    spend: Spend = field(default_factory=Spend)  # the agent's: the session's and the day's spending
    spent_usd: float = 0.0  # this run's paid calls (summaries and tool selection included)
    history: list[Message] = field(default_factory=list)  # the conversation (the agent's list: it grows here)
    call_ids: CallIds = field(default_factory=CallIds)  # the ids the conversation uses (the agent's)
    ask: ModelCall = field(default_factory=ProviderCall)  # the model seam of this run (_model.compose)
    title: str | None = None  # what a stored session is titled from, when not the prompt (RunOptions.title)
    cell: str | None = None  # the notebook cell the run belongs to (RunOptions.cell)

    def emit(self, event: Event) -> None:
        """Record ``event`` for the result and hand it to the agent's subscribers."""
        if isinstance(event, ModelResponded) and not event.cached and event.usage.cost_usd:
            # every paid call passes here (the loop's and the seams'): the budgets count it
            self.spent_usd += event.usage.cost_usd
            self.spend.paid(event.usage.cost_usd)
        self.events.append(event)
        self.publish(event)

    def offered_names(self) -> list[str] | None:
        """The tool names the model is offered, in registry order (None: all of them)."""
        if self.offered is None:
            return None
        return [name for name in self.registry.names if name in self.offered]

    def reporter(self, iteration: int, purpose: Literal["summary", "tool-selection"]) -> ModelCallReport:
        """A report for a seam's model call: its tokens count in the run's usage, and it is a
        ``model-responded`` event with its purpose."""

        def report(provider: Any, response: ModelResponse, duration_s: float) -> None:
            self.aux_usage = self.aux_usage + response.usage
            self.emit(
                ModelResponded(
                    run_id=self.run_id,
                    iteration=iteration,
                    message=response.message,
                    usage=response.usage,
                    provider=str(getattr(provider, "provider", "") or getattr(provider, "name", "")),
                    model=response.model,
                    duration_s=duration_s,
                    purpose=purpose,
                    finish_reason=response.finish_reason,
                )
            )

        return report


def run_blocking(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion from synchronous code: on a new event loop here, or, when a loop
    already runs on this thread (a notebook cell), on a worker thread with its own (:func:`run_in_thread`)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    return run_in_thread(coro)


def run_in_thread(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion on a worker thread with its own loop.

    KeyboardInterrupt in the waiting thread cancels the run on the worker's
    loop and waits for it to wind down, so the history stays consistent.
    """
    box: dict[str, Any] = {}
    ready = threading.Event()

    def worker() -> None:
        loop = asyncio.new_event_loop()
        box["loop"] = loop
        try:
            task = loop.create_task(coro)
            box["task"] = task
            ready.set()
            box["result"] = loop.run_until_complete(task)
        except BaseException as exc:
            box["error"] = exc
        finally:
            ready.set()
            loop.close()

    thread = threading.Thread(target=worker, name="nbagent-run", daemon=True)
    thread.start()
    try:
        while thread.is_alive():
            thread.join(0.1)
    except KeyboardInterrupt:
        ready.wait()
        if "task" in box:
            box["loop"].call_soon_threadsafe(box["task"].cancel)
        thread.join()
        raise
    if "error" in box:
        raise box["error"]
    result: T = box["result"]
    return result
