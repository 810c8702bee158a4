"""One model turn of a run: the request as the model gets it.

:class:`~nbagent.loop._agent.Agent` decides when a turn happens and what the conversation is; this module
builds the request (untrusted tool results between the run's random delimiters, the cache key taken
before them) and announces it (``model-requested``). Asking is the model seam's
(:mod:`nbagent.loop._model`: the cache, the budget, retries, the provider).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..cache import cache_key, deterministic
from ..events import ModelRequested
from ..exceptions import UserError
from ..extensions import Cache, HistoryProcessor
from ..messages import Message, SystemMessage, ToolResult
from ..providers import ModelRequest
from ._run import Run

__all__ = ["SUMMARY_SOURCE", "announce", "build_request", "run_cache", "spotlit"]

log = logging.getLogger("nbagent")

SUMMARY_SOURCE = "the summary of earlier messages"


def build_request(
    run: Run,
    history: Sequence[Message],
    processor: HistoryProcessor | None,
    *,
    system: str | None,
    settings: Mapping[str, object],
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
        summary = processor.untrusted_summary()  # a summary that covers untrusted tool output is data too
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
            max_tokens=_int(_setting(request.settings, "max_tokens")),
            temperature=_setting(request.settings, "temperature"),
        )
    )


def run_cache(default: Cache | None, override: Cache | bool | None) -> Cache | None:
    """The cache of one run: the agent's, another (``arun(cache=...)``), or none (``cache=False``)."""
    if override is None or override is True:
        return default
    if override is False:
        return None
    if not isinstance(override, Cache):
        raise UserError(f"cache must be a Cache (MemoryCache(), StoreCache(store)) or False, got {override!r}")
    return override


def _setting(settings: Mapping[str, object] | None, name: str) -> float | None:
    """A numeric request setting (None when unset or not a number)."""
    value = settings.get(name) if settings else None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _int(value: float | None) -> int | None:
    return None if value is None else int(value)
