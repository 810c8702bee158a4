"""One tool call, from the model's request to the result the model sees.

resolve the name (exact) -> parse / validate arguments -> authorize (policy,
approval, input review; supplied by the caller) -> run (timeout) -> review
the result (output review, screening; supplied by the caller) -> ToolResult.

Every way a call can fail ends as a :class:`ToolResult` with ``is_error`` and
a ``tool-failed`` event; only cancellation propagates.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .events import Event, FailureStage, ToolFailed, ToolFinished, ToolRequested, ToolStarted
from .messages import AssistantMessage, Message, ToolCall, ToolResult
from .tools import ArgumentError, Tool, ToolRegistry, format_output

__all__ = ["MAX_CALLS_PER_MESSAGE", "CallRunner", "Verdict", "unique_call_ids"]

_MAX_ID = 40  # OpenAI refuses longer tool-call ids
# Calls one model message may run. Real models send a handful; a hostile or broken one can send
# thousands, each a card, an audit row and maybe a tool run. The rest are answered with an error.
MAX_CALLS_PER_MESSAGE = 128


def unique_call_ids(message: AssistantMessage, history: Iterable[Message]) -> AssistantMessage:
    """``message`` with every tool-call id unique in the conversation (and not empty).

    Providers have sent two calls with one id, ids reused across turns, or none at all:
    the transcript card, the audit rows and the pairing of results are all keyed by the id,
    so two calls sharing one would show one call's decision for the other. A duplicate id
    ``x`` becomes ``x_2`` (``x_3`` ...), an empty one ``call_nb_1``: deterministic, so a
    replayed conversation sends the same ids as the recorded one.
    """
    if not message.tool_calls:
        return message
    taken = {c.id for m in history if isinstance(m, AssistantMessage) for c in m.tool_calls}
    taken.update(m.call_id for m in history if isinstance(m, ToolResult))
    # first the ids that are fine (the first use of a new id) keep theirs, then the others get new ones
    keep: set[int] = set()
    for i, call in enumerate(message.tool_calls):
        if call.id and call.id not in taken:
            taken.add(call.id)
            keep.add(i)
    calls: list[ToolCall] = []
    # the next suffix to try per base id: each duplicate continues where the last one stopped, so
    # 8,000 calls sharing one id are renamed in linear time (probing from 2 each time was quadratic)
    next_n: dict[str, int] = {}
    for i, call in enumerate(message.tool_calls):
        if i in keep:
            calls.append(call)
            continue
        base = call.id[: _MAX_ID - 4] if call.id else "call_nb"
        n = next_n.get(base, 2 if call.id else 1)
        while (new_id := _numbered(base, n)) in taken:
            n += 1
        next_n[base] = n + 1
        taken.add(new_id)
        calls.append(replace(call, id=new_id))
    if all(a is b for a, b in zip(calls, message.tool_calls, strict=True)):
        return message
    return replace(message, tool_calls=tuple(calls))


def _numbered(base: str, n: int) -> str:
    """``base_n``, ``base`` cut so the id stays within the providers' length limit."""
    suffix = f"_{n}"
    return base[: _MAX_ID - len(suffix)] + suffix


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of authorizing a call.

    ``args`` are JSON arguments to use instead of the model's (a review hook
    rewrote them); they are validated again before the tool runs.
    """

    allowed: bool
    reason: str = ""
    stage: FailureStage = "denied"
    args: Mapping[str, Any] | None = None


Authorize = Callable[[ToolCall, Tool], Awaitable[Verdict]]
ReviewResult = Callable[[ToolCall, Tool, str], Awaitable[tuple[bool, str]]]
Emit = Callable[[Event], None]


class CallRunner:
    """Runs the tool calls of one agent run."""

    def __init__(
        self,
        registry: ToolRegistry,
        emit: Emit,
        run_id: str,
        *,
        offered: frozenset[str] | None = None,
        authorize: Authorize | None = None,
        review_result: ReviewResult | None = None,
        default_timeout: float | None = None,
    ) -> None:
        self.registry = registry
        self.emit = emit
        self.run_id = run_id
        self.offered = offered
        self.authorize = authorize
        self.review_result = review_result
        self.default_timeout = default_timeout

    async def run_all(self, calls: tuple[ToolCall, ...]) -> list[ToolResult]:
        """Run independent calls of one turn concurrently; results in call order.

        At most ``MAX_CALLS_PER_MESSAGE`` run; each call beyond gets an error result the model
        sees (every call needs an answer for the conversation to stay valid).
        """
        if len(calls) == 1:
            return [await self.run(calls[0])]
        ran = list(await asyncio.gather(*(self.run(c) for c in calls[:MAX_CALLS_PER_MESSAGE])))
        for call in calls[MAX_CALLS_PER_MESSAGE:]:
            self.emit(ToolRequested(run_id=self.run_id, call=call))
            ran.append(
                self._fail(
                    call,
                    "denied",
                    f"not run: one message may make at most {MAX_CALLS_PER_MESSAGE} tool calls "
                    f"(this one made {len(calls)}); make the calls you still need in the next message",
                )
            )
        return ran

    def _fail(self, call: ToolCall, stage: FailureStage, error: str, duration: float = 0.0) -> ToolResult:
        self.emit(ToolFailed(run_id=self.run_id, call=call, error=error, stage=stage, duration_s=duration))
        return ToolResult(call_id=call.id, name=call.name, content=f"Error: {error}", is_error=True)

    async def run(self, call: ToolCall) -> ToolResult:
        """Take one call through every step."""
        self.emit(ToolRequested(run_id=self.run_id, call=call))
        tool = self.registry.get(call.name)
        if tool is None or (self.offered is not None and call.name not in self.offered):
            from .policy import suggest_name

            names = sorted(self.offered if self.offered is not None else self.registry.names)
            hint = suggest_name(call.name, names)
            did_you_mean = f" (did you mean {hint!r}?)" if hint else ""
            return self._fail(
                call,
                "unknown-tool",
                f"there is no tool named {call.name!r}{did_you_mean}; available tools: {', '.join(names) or 'none'}",
            )
        if call.parse_error is not None:
            return self._fail(call, "arguments", f"{call.parse_error}. Send the arguments as a JSON object.")
        try:
            kwargs = tool.validate(call.args)
        except ArgumentError as exc:
            return self._fail(call, "arguments", str(exc))
        checked = ToolCall(call.name, tool.jsonable(kwargs), call.id)
        if self.authorize is not None:
            verdict = await self.authorize(checked, tool)
            if not verdict.allowed:
                return self._fail(checked, verdict.stage, verdict.reason or "the call was not allowed")
            if verdict.args is not None:
                try:
                    kwargs = tool.validate(verdict.args)
                except ArgumentError as exc:
                    return self._fail(checked, "hook", f"a review hook rewrote the arguments badly: {exc}")
                checked = ToolCall(call.name, tool.jsonable(kwargs), call.id)
        return await self._execute(checked, tool, kwargs)

    async def _execute(self, call: ToolCall, tool: Tool, kwargs: dict[str, Any]) -> ToolResult:
        self.emit(ToolStarted(run_id=self.run_id, call=call))
        started = time.perf_counter()
        timeout = tool.timeout if tool.timeout is not None else self.default_timeout
        try:
            value = await tool.invoke(kwargs, default_timeout=self.default_timeout)
        except TimeoutError:
            return self._fail(
                call,
                "timeout",
                f"tool {call.name!r} did not finish within {timeout:g} s",
                time.perf_counter() - started,
            )
        except Exception as exc:
            return self._fail(call, "execution", f"{type(exc).__name__}: {exc}", time.perf_counter() - started)
        duration = time.perf_counter() - started
        try:
            output = format_output(value)
        except Exception as exc:
            return self._fail(call, "execution", f"the result could not be turned into text: {exc}", duration)
        if self.review_result is not None:
            ok, output = await self.review_result(call, tool, output)
            if not ok:
                return self._fail(call, "hook", output, duration)
        self.emit(ToolFinished(run_id=self.run_id, call=call, output=output, duration_s=duration))
        return ToolResult(call_id=call.id, name=call.name, content=output)
