"""One run of an :class:`~nbagent.loop._agent.Agent`, and the seams the loop calls.

A :class:`Run` carries everything that belongs to one ``arun`` alone: its id,
session, prompt, model, tool registry (the agent's tools plus the tools the
memory adds), the tools offered, the policy, the approval handler and its
timeout, the events and the usage, and this run's spotlight delimiters. Nothing
of it sits on objects two runs share (but the session's :class:`Provenance`,
which says whether untrusted content entered the conversation and outlives
the run, like the history), so a run-level override (``arun(model=..., policy=...)``) never leaks
into the next run.

Memory, tool selection and the rest plug into the loop as extensions
(:mod:`nbagent.extensions`): the loop calls only the hooks their kinds declare.
:func:`run_in_thread` runs a coroutine from code that is already inside an event loop (``Agent.run`` in a notebook).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Literal, TypeVar

from ..boundary._provenance import Provenance, Spotlight
from ..events import Event, ModelResponded
from ..extensions import ModelCallReport
from ..messages import Message, Usage
from ..usage.budget import Budget, Spend
from ._call_ids import CallIds
from ._model import ModelCall, ProviderCall

if TYPE_CHECKING:
    from ..approval import ApprovalHandler
    from ..cache import Cache
    from ..policy import Policy
    from ..providers import ModelResponse, Provider
    from ..tools import ToolRegistry

__all__ = ["Run", "run_blocking", "run_in_thread"]

T = TypeVar("T")


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
    settings: Mapping[str, object] = field(default_factory=dict)  # request options for the provider
    tool_timeout: float | None = None  # seconds for tools that set none of their own
    cache_nondeterministic: bool = False  # cache requests that do not ask for a deterministic answer too
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

        def report(provider: Provider, response: ModelResponse, duration_s: float) -> None:
            self.aux_usage = self.aux_usage + response.usage
            self.emit(
                ModelResponded(
                    run_id=self.run_id,
                    iteration=iteration,
                    message=response.message,
                    usage=response.usage,
                    provider=provider.provider or provider.name,
                    model=response.model,
                    duration_s=duration_s,
                    purpose=purpose,
                    finish_reason=response.finish_reason,
                )
            )

        return report


def run_blocking(coro: Coroutine[object, None, T]) -> T:
    """Run a coroutine to completion from synchronous code: on a new event loop here, or, when a loop
    already runs on this thread (a notebook cell), on a worker thread with its own (:func:`run_in_thread`)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    return run_in_thread(coro)


def run_in_thread(coro: Coroutine[object, None, T]) -> T:
    """Run a coroutine to completion on a worker thread with its own loop.

    KeyboardInterrupt in the waiting thread cancels the run on the worker's
    loop and waits for it to wind down, so the history stays consistent.
    """
    box = _Box[T]()
    ready = threading.Event()

    def worker() -> None:
        loop = asyncio.new_event_loop()
        box.loop = loop
        try:
            task = loop.create_task(coro)
            box.task = task
            ready.set()
            box.result = (loop.run_until_complete(task),)
        except BaseException as exc:
            box.error = exc
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
        if box.loop is not None and box.task is not None:
            box.loop.call_soon_threadsafe(box.task.cancel)
        thread.join()
        raise
    if box.error is not None:
        raise box.error
    if box.result is None:  # the worker either returned or raised: not reached
        raise RuntimeError("the run's worker thread ended without a result")
    return box.result[0]


class _Box(Generic[T]):
    """What the worker thread of :func:`run_in_thread` hands back."""

    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task[T] | None = None
        self.result: tuple[T] | None = None
        self.error: BaseException | None = None
