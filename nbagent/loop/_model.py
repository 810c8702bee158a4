"""The model seam: one model call of a run goes through a stack of small layers, composed once per run.

A model turn builds its request (:mod:`nbagent.loop._turn`) and asks :attr:`Run.ask`; what happens
between the request and the provider is this stack, outermost first:

- :class:`Cached`: a request the run's cache answered before gets the kept answer (``cache-hit``,
  nothing paid); a paid answer is kept;
- :class:`Budgeted`: a call whose estimated cost would cross a limit is not made (``budget-exceeded``);
- :class:`Retrying`: a transient failure (429, 5xx, a timeout) is retried with backoff (``model-retry``),
  never once text was streamed;
- :class:`ProviderCall`: the provider itself, streamed (``text-delta``) or not.

Each layer has one job and sees the same :class:`ModelTurn`. After the stack, :func:`ask_model` makes the
response's call ids unique in the conversation and announces it (``model-responded``), so a cached answer
and a fresh one look the same to everything after. The response cassettes of ``%%agent`` cells are a
provider (:mod:`nbagent.cassettes`), and traces subscribe to the events (:mod:`nbagent.telemetry`): both
compose around this seam without the loop knowing them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from ..cache import cacheable
from ..events import BudgetStopped, CacheHit, ModelResponded, ModelRetry, TextDelta
from ..exceptions import BudgetExceeded, RetryableError, RunError
from ..messages import Usage
from ..providers import ModelRequest, ModelResponse
from ..usage.budget import estimate_call
from ._call_ids import unique_call_ids
from ._retry import RetryPolicy

if TYPE_CHECKING:
    from ..cache import Cache
    from ..extensions import SessionKeeper
    from ..usage.budget import Budget, Spend
    from ._run import Run

__all__ = ["Budgeted", "Cached", "ModelCall", "ModelTurn", "ProviderCall", "Retrying", "ask_model", "compose"]

log = logging.getLogger("nbagent")


@dataclass(eq=False)
class ModelTurn:
    """One model call as the layers see it: the run, which turn, the request and its cache key."""

    run: Run
    iteration: int
    request: ModelRequest
    key: str | None = None  # the cache key (None: not cached)
    started: float = 0.0  # perf_counter when the answering attempt started
    cached: bool = False  # answered by the cache, at no cost
    streamed: bool = False  # the answering attempt streamed text (a retry would show it twice)


class ModelCall(Protocol):
    """A layer of the seam (or the whole stack): the response to one model turn."""

    async def __call__(self, turn: ModelTurn) -> ModelResponse: ...


class ProviderCall:
    """The run's provider, asked once: streamed (each text piece a ``text-delta``) when the run streams."""

    async def __call__(self, turn: ModelTurn) -> ModelResponse:
        run, request = turn.run, turn.request
        provider = run.provider
        turn.started = time.perf_counter()
        if not run.stream:
            return await provider.request(request)
        response = None
        async for item in provider.stream(request):
            if isinstance(item, str):
                turn.streamed = True
                run.emit(TextDelta(run_id=run.run_id, text=item))
            else:
                response = item
        if response is None:
            raise RunError(f"{provider.name} ended its stream without a response")
        return response


class Retrying:
    """Transient failures retried by ``policy`` (``model-retry`` before each wait), not once text streamed."""

    def __init__(self, inner: ModelCall, policy: RetryPolicy) -> None:
        self.inner = inner
        self.policy = policy

    async def __call__(self, turn: ModelTurn) -> ModelResponse:
        attempt = 0
        while True:
            turn.streamed = False
            try:
                return await self.inner(turn)
            except RetryableError as exc:
                attempt += 1
                if turn.streamed or attempt > self.policy.max_retries:
                    if attempt > 1:
                        exc.args = (f"{exc} (gave up after {attempt - 1} retries)", *exc.args[1:])
                    raise
                delay = self.policy.delay(attempt, exc)
                turn.run.emit(ModelRetry(run_id=turn.run.run_id, attempt=attempt, delay_s=delay, error=str(exc)))
                await asyncio.sleep(delay)


class Budgeted:
    """A call that would cross a limit of ``budget`` is not made: ``budget-exceeded``, then
    :class:`~nbagent.exceptions.BudgetExceeded`. ``session`` reads what a stored session spent before."""

    def __init__(self, inner: ModelCall, budget: Budget, spend: Spend, session: SessionKeeper | None) -> None:
        self.inner = inner
        self.budget = budget
        self.spend = spend
        self.session = session

    async def __call__(self, turn: ModelTurn) -> ModelResponse:
        run, request = turn.run, turn.request
        model = run.provider.model
        try:
            if self.budget.per_session_usd is not None:
                self.spend.load_session(self.session.spent_usd if self.session is not None else None)
            estimate = estimate_call(model, request.messages, request.tools, request.settings)
            self.spend.check(self.budget, model, run.spent_usd, estimate)
        except BudgetExceeded as exc:
            run.emit(
                BudgetStopped(
                    run_id=run.run_id,
                    iteration=turn.iteration,
                    model=model,
                    limit=exc.limit,
                    limit_usd=exc.limit_usd,
                    spent_usd=exc.spent_usd,
                    estimate_usd=exc.estimate_usd,
                )
            )
            raise
        return await self.inner(turn)


class Cached:
    """A request ``cache`` answered before gets the kept answer at no cost (``cache-hit``; its text as a
    ``text-delta`` when the run streams); a paid answer is kept, off the event loop. A failing cache
    misses: it never stops a run."""

    def __init__(self, inner: ModelCall, cache: Cache) -> None:
        self.inner = inner
        self.cache = cache
        self.name = str(getattr(cache, "name", type(cache).__name__))

    async def __call__(self, turn: ModelTurn) -> ModelResponse:
        if turn.key is None:
            return await self.inner(turn)
        found = self._get(turn.key)
        if found is not None:
            run = turn.run
            turn.started, turn.cached = time.perf_counter(), True
            run.emit(CacheHit(run_id=run.run_id, iteration=turn.iteration, key=turn.key[:16], cache=self.name,
                              model=found.model, saved=found.usage))  # fmt: skip
            if run.stream and found.message.text:
                run.emit(TextDelta(run_id=run.run_id, text=found.message.text))
            return replace(found, usage=Usage())
        response = await self.inner(turn)
        await self._keep(turn.key, response)
        return response

    def _get(self, key: str) -> ModelResponse | None:
        try:
            return self.cache.get(key)
        except Exception:
            log.exception("nbagent: the response cache %r failed; asking the model", self.cache)
            return None

    async def _keep(self, key: str, response: ModelResponse) -> None:
        if cacheable(response) is None:  # the redactor would change it: not kept (see nbagent.cache)
            return
        try:
            await asyncio.to_thread(self.cache.put, key, response)
        except Exception:
            log.exception("nbagent: the response cache %r could not keep a response", self.cache)


def compose(run: Run, retry: RetryPolicy, session: SessionKeeper | None) -> ModelCall:
    """The stack of one run: only the layers it needs (no cache, no budget: those layers are left out)."""
    call: ModelCall = Retrying(ProviderCall(), retry)
    if run.budget is not None and run.budget.active:
        call = Budgeted(call, run.budget, run.spend, session)
    if run.cache is not None:
        call = Cached(call, run.cache)
    return call


async def ask_model(turn: ModelTurn) -> ModelResponse:
    """The run's answer to ``turn`` through its stack, with call ids unique in the conversation, announced
    (``model-responded``) before anything displays, stores or runs its calls."""
    run = turn.run
    response = await run.ask(turn)
    fixed = unique_call_ids(response.message, run.history, used=run.call_ids.of(run.history))
    if fixed is not response.message:
        response = replace(response, message=fixed)
    run.emit(
        ModelResponded(
            run_id=run.run_id,
            iteration=turn.iteration,
            message=response.message,
            usage=response.usage,
            provider=run.provider.provider,
            model=response.model,
            duration_s=time.perf_counter() - turn.started,
            cached=turn.cached,
            finish_reason=response.finish_reason,
        )
    )
    return response
