"""One model turn of a run: the request as the model gets it, the cache, the budget, the call itself.

:class:`~nbagent.agent.Agent` decides when a turn happens and what the conversation is; this module
builds the request (untrusted tool results between the run's random delimiters, the cache key taken
before them), serves it from the run's cache when it can, stops before a call that would cross the
budget, and asks the provider, streaming and retrying transient failures. Each call's ids are made
unique against the history before anything displays, stores or runs them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ._pipeline import CallIds, unique_call_ids
from ._retry import RetryPolicy
from ._run import HistoryProcessor, Run
from .budget import Spend, estimate_call
from .cache import cache_key, deterministic
from .events import BudgetStopped, CacheHit, ModelRequested, ModelResponded, ModelRetry, TextDelta
from .exceptions import BudgetExceeded, RetryableError, RunError, UserError
from .messages import Message, SystemMessage, ToolResult, Usage
from .providers import ModelRequest, ModelResponse

if TYPE_CHECKING:
    from .cache import Cache

__all__ = ["SUMMARY_SOURCE", "announce", "ask", "build_request", "cached", "check_budget", "run_cache", "spotlit"]

log = logging.getLogger("nbagent")

SUMMARY_SOURCE = "the summary of earlier messages"


def build_request(
    run: Run,
    history: Sequence[Message],
    processor: HistoryProcessor | None,
    *,
    system: str | None,
    settings: dict[str, Any],
    reserved: int,
    cache_nondeterministic: bool,
) -> tuple[ModelRequest, str | None]:
    """The request, and its cache key (None: no cache for this run, or a request it must not serve)."""
    messages: list[Message] = [SystemMessage(system)] if system else []
    shown_history: Sequence[Message] = history
    summary: str | None = None
    plain: list[Message] = list(messages)  # the request before the run's random delimiters: the cache key's
    if processor is not None:
        context = list(processor.context_messages())
        plain.extend(context)
        # optional, like untrusted_context: a summary that covers untrusted tool output is data too
        ask_summary = getattr(processor, "untrusted_summary", None)
        summary = ask_summary() if callable(ask_summary) else None
        if isinstance(summary, str) and any(isinstance(m, SystemMessage) and m.text == summary for m in context):
            wrapped = SystemMessage(run.spotlight.wrap(summary))
            context = [wrapped if isinstance(m, SystemMessage) and m.text == summary else m for m in context]
        else:
            summary = None
        messages.extend(context)
        shown_history = processor.window(history, reserved_tokens=reserved)
    shown, instruction = spotlit(shown_history, run, summary is not None)
    tools = run.registry.specs(run.offered_names())
    key = None
    if run.cache is not None and (cache_nondeterministic or deterministic(settings)):
        # keyed on the conversation as it is, before the run's random spotlight delimiters
        key = cache_key(run.provider.provider, run.provider.model, [*plain, *shown_history], tools, settings)
    if instruction is not None:
        messages.append(instruction)
    messages.extend(shown)
    return ModelRequest(messages=tuple(messages), tools=tools, settings=settings), key


def spotlit(
    history: Sequence[Message], run: Run, summary: bool = False
) -> tuple[Sequence[Message], SystemMessage | None]:
    """``history`` as the model gets it: each tool result that carries untrusted content between the
    run's random delimiters; and the system instruction saying what they mean (None: nothing wrapped).
    ``summary``: the memory's summary was wrapped too (the instruction names it).

    Only the request changes: the history (and the stored session) keep the text as it was.
    """
    provenance, spotlight = run.provenance, run.spotlight
    if not provenance.calls:
        return history, (SystemMessage(spotlight.instruction([SUMMARY_SOURCE])) if summary else None)
    out: list[Message] = []
    wrapped: list[str] = []
    for message in history:
        if isinstance(message, ToolResult) and provenance.carries(message.call_id):
            wrapped.append(message.name)
            message = replace(message, content=spotlight.wrap(message.content, message.call_id))
        out.append(message)
    if summary:
        wrapped.append(SUMMARY_SOURCE)
    return out, (SystemMessage(spotlight.instruction(wrapped)) if wrapped else None)


def announce(run: Run, iteration: int, request: ModelRequest) -> None:
    """The ``model-requested`` event of a turn."""
    run.emit(
        ModelRequested(
            run_id=run.run_id,
            iteration=iteration,
            message_count=len(request.messages),
            tool_names=tuple(t.name for t in request.tools),
            max_tokens=_setting(request.settings, "max_tokens", int),
            temperature=_setting(request.settings, "temperature", float),
        )
    )


def cached(run: Run, iteration: int, key: str, history: Sequence[Message], call_ids: CallIds) -> ModelResponse | None:
    """The cache's response for ``key`` as this turn's, announced (``cache-hit``) and free; None on a miss."""
    cache = run.cache
    started = time.perf_counter()
    try:
        found: ModelResponse | None = cache.get(key) if cache is not None else None
    except Exception:  # a cache never stops a run: a failing one misses
        log.exception("nbagent: the response cache %r failed; asking the model", cache)
        return None
    if found is None:
        return None
    response = _own_ids(replace(found, usage=Usage()), history, call_ids)
    name = str(getattr(cache, "name", type(cache).__name__))
    run.emit(CacheHit(run_id=run.run_id, iteration=iteration, key=key[:16], cache=name, model=found.model,
                      saved=found.usage))  # fmt: skip
    if run.stream and response.message.text:
        run.emit(TextDelta(run_id=run.run_id, text=response.message.text))
    _responded(run, iteration, response, started, cached=True)
    return response


def check_budget(run: Run, iteration: int, request: ModelRequest, spend: Spend, store: Any) -> None:
    """Stop the run (``budget-exceeded``, :class:`BudgetExceeded`) before a call that would cross a limit."""
    model = run.provider.model
    try:
        if run.budget.per_session_usd is not None:
            spend.load_session(store, run.session_id)
        estimate = estimate_call(model, request.messages, request.tools, request.settings)
        spend.check(run.budget, model, run.spent_usd, estimate)
    except BudgetExceeded as exc:
        run.emit(
            BudgetStopped(
                run_id=run.run_id,
                iteration=iteration,
                model=model,
                limit=exc.limit,
                limit_usd=exc.limit_usd,
                spent_usd=exc.spent_usd,
                estimate_usd=exc.estimate_usd,
            )
        )
        raise


async def ask(
    run: Run,
    iteration: int,
    request: ModelRequest,
    key: str | None,
    *,
    history: Sequence[Message],
    call_ids: CallIds,
    retry: RetryPolicy,
) -> ModelResponse:
    """The provider's response (streamed when the run streams), retried on transient failures (not once
    text was streamed), its call ids made unique, announced, and kept in the run's cache under ``key``."""
    provider = run.provider
    attempt = 0
    while True:
        started = time.perf_counter()
        streamed = False
        try:
            if run.stream:
                response = None
                async for item in provider.stream(request):
                    if isinstance(item, str):
                        streamed = True
                        run.emit(TextDelta(run_id=run.run_id, text=item))
                    else:
                        response = item
                if response is None:
                    raise RunError(f"{provider.name} ended its stream without a response")
            else:
                response = await provider.request(request)
        except RetryableError as exc:
            attempt += 1
            if streamed or attempt > retry.max_retries:
                if attempt > 1:
                    exc.args = (f"{exc} (gave up after {attempt - 1} retries)", *exc.args[1:])
                raise
            delay = retry.delay(attempt, exc)
            run.emit(ModelRetry(run_id=run.run_id, attempt=attempt, delay_s=delay, error=str(exc)))
            await asyncio.sleep(delay)
            continue
        response = _own_ids(response, history, call_ids)
        _responded(run, iteration, response, started)
        if key is not None and run.cache is not None:
            await _keep(run.cache, key, response)
        return response


def _own_ids(response: ModelResponse, history: Sequence[Message], call_ids: CallIds) -> ModelResponse:
    """``response`` with call ids no other call of ``history`` uses: before anything displays, stores or
    runs the calls, one id is one call."""
    fixed = unique_call_ids(response.message, history, used=call_ids.of(history))
    return response if fixed is response.message else replace(response, message=fixed)


def _responded(run: Run, iteration: int, response: ModelResponse, started: float, *, cached: bool = False) -> None:
    """The ``model-responded`` event of a turn (``cached``: served by the run's cache, at no cost)."""
    run.emit(
        ModelResponded(
            run_id=run.run_id,
            iteration=iteration,
            message=response.message,
            usage=response.usage,
            provider=run.provider.provider,
            model=response.model,
            duration_s=time.perf_counter() - started,
            cached=cached,
            finish_reason=response.finish_reason,
        )
    )


def run_cache(default: Cache | None, override: Cache | bool | None) -> Cache | None:
    """The cache of one run: the agent's, another (``arun(cache=...)``), or none (``cache=False``)."""
    if override is None or override is True:
        return default
    if override is False:
        return None
    if not callable(getattr(override, "get", None)) or not callable(getattr(override, "put", None)):
        raise UserError(f"cache must be a Cache (MemoryCache(), StoreCache(store)) or False, got {override!r}")
    return override


async def _keep(cache: Cache, key: str, response: ModelResponse) -> None:
    """Put a paid response in the cache, off the event loop (a store cache writes its file)."""
    from .cache import cacheable

    if cacheable(response) is None:  # the redactor would change it: not kept (see nbagent.cache)
        return
    try:
        await asyncio.to_thread(cache.put, key, response)
    except Exception:
        log.exception("nbagent: the response cache %r could not keep a response", cache)


def _setting(settings: Any, name: str, kind: type[int] | type[float]) -> Any:
    """A numeric request setting as ``kind`` (None when unset or not a number)."""
    value = settings.get(name) if settings else None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return kind(value)
