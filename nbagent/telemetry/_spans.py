"""nbagent events -> OpenTelemetry spans, following the GenAI semantic conventions.

One ``invoke_agent`` span per run, a ``chat {model}`` child per model call, an
``execute_tool {tool}`` child per tool call. Spans are opened and closed at the
times the events carry (their ``ts``), so a span's duration is what the run saw,
whatever the exporter does later. Model calls made for a summary or for tool
selection only report when they are done: their span is drawn back from the
response's duration.

Attributes are the conventions' ``gen_ai.*`` names (``gen_ai.provider.name``,
never the deprecated ``gen_ai.system``), plus ``nbagent.*`` for what the
conventions have no name for (the policy decision, its rule, who decided, the
approval wait, a cache hit, a budget stop, untrusted content).

Content (prompts, answers, tool arguments and outputs) is recorded only when
asked for, and then passes through nbagent's secret redactor first. Without it,
no argument value, prompt or output leaves the process: the audit log's rule
(arguments hashed, never stored) holds for traces too.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..boundary._finding import Finding, uncut
from ..boundary._redact import redact
from ..events import (
    ApprovalDecided,
    ApprovalRequested,
    BudgetStopped,
    CacheHit,
    Event,
    ModelRequested,
    ModelResponded,
    ModelRetry,
    OutputBlocked,
    RunFinished,
    RunStarted,
    ToolArgsRewritten,
    ToolDecided,
    ToolFailed,
    ToolFinished,
    ToolRequested,
    ToolStarted,
    UntrustedContent,
)
from ..events._handler import EventHandler

if TYPE_CHECKING:  # OpenTelemetry is an optional extra, imported only when telemetry is turned on
    from opentelemetry.trace import Span, Tracer
    from opentelemetry.util.types import AttributeValue

__all__ = ["SpanRecorder", "provider_name"]

# nbagent's provider names -> the conventions' well-known gen_ai.provider.name values; the offline
# providers keep nbagent's own names (the conventions allow a custom value)
_PROVIDERS = {"openai": "openai", "anthropic": "anthropic", "gemini": "gcp.gemini"}
_MAX_CONTENT = 32_768  # characters of one content attribute (a redacted prompt can be long)


def provider_name(provider: str) -> str:
    """``gen_ai.provider.name`` for an nbagent provider name (``"gemini"`` -> ``"gcp.gemini"``)."""
    return _PROVIDERS.get(provider, provider)


def _ns(ts: float) -> int:
    return int(ts * 1_000_000_000)


def _split_model(name: str) -> tuple[str, str]:
    """``"openai:gpt-4.1-mini"`` -> ``("openai", "gpt-4.1-mini")``; a bare name has no provider."""
    provider, sep, model = name.partition(":")
    return (provider, model) if sep else ("", name)


def _content(value: object) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    text = redact(text)
    return text if len(text) <= _MAX_CONTENT else text[:_MAX_CONTENT] + "…[truncated]"


@dataclass
class _RunSpans:
    span: Span
    provider: str
    model: str
    session: str | None
    chat: Span | None = None  # the model call in flight (one at a time per run)
    chat_model: str = ""
    tools: dict[str, Span] = field(default_factory=dict)  # call id -> span
    waits: dict[str, float] = field(default_factory=dict)  # call id -> approval asked at
    decided: set[str] = field(default_factory=set)  # call ids the policy decided


class SpanRecorder(EventHandler):
    """An event observer that turns each run's events into spans of ``tracer``."""

    def __init__(self, tracer: Tracer, *, capture_content: bool = False) -> None:
        self.tracer = tracer
        self.capture_content = capture_content
        self._runs: dict[str, _RunSpans] = {}
        self._lock = threading.Lock()  # runs emit from their own threads

    def __call__(self, event: Event) -> None:
        with self._lock:
            self.handle(event)

    # -- the run -----------------------------------------------------------------------

    def on_run_started(self, e: RunStarted) -> None:
        from opentelemetry.trace import SpanKind

        provider, model = _split_model(e.model)
        attributes: dict[str, AttributeValue] = {
            "gen_ai.operation.name": "invoke_agent",
            "gen_ai.agent.name": "nbagent",
            "gen_ai.provider.name": provider_name(provider),
            "gen_ai.request.model": model,
            "nbagent.run.id": e.run_id,
        }
        if e.session:
            attributes["gen_ai.conversation.id"] = e.session
        if self.capture_content:
            attributes["gen_ai.input.messages"] = _content([{"role": "user", "parts": [_text(e.prompt)]}])
        span = self.tracer.start_span(
            "invoke_agent nbagent", kind=SpanKind.INTERNAL, start_time=_ns(e.ts), attributes=attributes
        )
        self._runs[e.run_id] = _RunSpans(span, provider, model, e.session)

    def on_run_finished(self, e: RunFinished) -> None:
        run = self._runs.pop(e.run_id, None)
        if run is None:
            return
        end = _ns(e.ts)
        # anything still open ends with the run (a cancelled or failed run leaves no span open)
        if run.chat is not None:
            _fail(run.chat, "cancelled" if e.status == "cancelled" else "run_failed", e.error or e.status)
            run.chat.end(end_time=end)
        for span in run.tools.values():
            _fail(span, "cancelled" if e.status == "cancelled" else "run_failed", e.error or e.status)
            span.end(end_time=end)
        span = run.span
        span.set_attribute("nbagent.run.status", e.status)
        span.set_attribute("gen_ai.usage.input_tokens", e.usage.input_tokens)
        span.set_attribute("gen_ai.usage.output_tokens", e.usage.output_tokens)
        if e.usage.cost_usd is not None:
            span.set_attribute("nbagent.usage.cost_usd", float(e.usage.cost_usd))
        if self.capture_content and e.text:
            span.set_attribute("gen_ai.output.messages", _content([{"role": "assistant", "parts": [_text(e.text)]}]))
        if e.status in ("error", "cancelled"):
            # nbagent's own message (a provider error, a budget stop), redacted and kept short
            _fail(span, (e.error or "").split(":", 1)[0] or e.status, redact(e.error or e.status)[:500])
        span.end(end_time=end)

    def on_untrusted_content(self, e: UntrustedContent) -> None:
        run = self._runs.get(e.run_id)
        if run is None:
            return
        attributes: dict[str, AttributeValue] = {
            "nbagent.untrusted.source": e.source,
            "nbagent.untrusted.first": e.first,
        }
        if e.call is not None:
            attributes["gen_ai.tool.call.id"] = e.call.id
        run.span.add_event("nbagent.untrusted_content", attributes, timestamp=_ns(e.ts))
        run.span.set_attribute("nbagent.untrusted", True)

    # -- model calls -------------------------------------------------------------------

    def _chat_span(self, run: _RunSpans, ts: float, iteration: int, purpose: str) -> Span:
        from opentelemetry import trace
        from opentelemetry.trace import SpanKind

        return self.tracer.start_span(
            f"chat {run.model}",
            context=trace.set_span_in_context(run.span),
            kind=SpanKind.CLIENT,
            start_time=_ns(ts),
            attributes={
                "gen_ai.operation.name": "chat",
                "gen_ai.provider.name": provider_name(run.provider),
                "gen_ai.request.model": run.model,
                "nbagent.iteration": iteration,
                "nbagent.purpose": purpose,
            },
        )

    def on_model_requested(self, e: ModelRequested) -> None:
        run = self._runs.get(e.run_id)
        if run is None:
            return
        span = self._chat_span(run, e.ts, e.iteration, "answer")
        if e.max_tokens is not None:
            span.set_attribute("gen_ai.request.max_tokens", e.max_tokens)
        if e.temperature is not None:
            span.set_attribute("gen_ai.request.temperature", e.temperature)
        if e.tool_names:
            span.set_attribute("nbagent.tools.offered", list(e.tool_names))
        run.chat = span

    def on_model_retry(self, e: ModelRetry) -> None:
        run = self._runs.get(e.run_id)
        if run is not None and run.chat is not None:
            attributes = {"nbagent.retry.attempt": e.attempt, "nbagent.retry.delay_s": e.delay_s}
            run.chat.add_event("nbagent.retry", attributes, timestamp=_ns(e.ts))

    def on_cache_hit(self, e: CacheHit) -> None:
        run = self._runs.get(e.run_id)
        if run is not None and run.chat is not None:
            run.chat.set_attribute("nbagent.cache.hit", True)
            run.chat.set_attribute("nbagent.cache.name", e.cache)

    def on_budget_exceeded(self, e: BudgetStopped) -> None:
        run = self._runs.get(e.run_id)
        if run is None:
            return
        target = run.chat if run.chat is not None else run.span
        target.set_attribute("nbagent.budget.limit", e.limit)
        if e.limit_usd is not None:
            target.set_attribute("nbagent.budget.limit_usd", e.limit_usd)
        target.set_attribute("nbagent.budget.spent_usd", e.spent_usd)
        if e.estimate_usd is not None:
            target.set_attribute("nbagent.budget.estimate_usd", e.estimate_usd)
        if run.chat is not None:  # the call was never made
            _fail(run.chat, "BudgetExceeded", f"the {e.limit} budget would be exceeded")
            run.chat.end(end_time=_ns(e.ts))
            run.chat = None

    def on_model_responded(self, e: ModelResponded) -> None:
        run = self._runs.get(e.run_id)
        if run is None:
            return
        if e.purpose == "answer" and run.chat is not None:
            span, run.chat = run.chat, None
        else:  # a seam's call (summary, tool selection): reported when done, drawn back from its duration
            span = self._chat_span(run, e.ts - e.duration_s, e.iteration, e.purpose)
        span.set_attribute("gen_ai.response.model", e.model)
        span.set_attribute("gen_ai.usage.input_tokens", e.usage.input_tokens)
        span.set_attribute("gen_ai.usage.output_tokens", e.usage.output_tokens)
        if e.usage.cached_tokens:
            span.set_attribute("gen_ai.usage.cache_read.input_tokens", e.usage.cached_tokens)
        if e.usage.cost_usd is not None:
            span.set_attribute("nbagent.usage.cost_usd", float(e.usage.cost_usd))
        finish = e.finish_reason or ("tool_calls" if e.message.tool_calls else "stop")
        span.set_attribute("gen_ai.response.finish_reasons", [finish])
        if e.cached:
            span.set_attribute("nbagent.cache.hit", True)
        if self.capture_content:
            parts: list[dict[str, object]] = [_text(e.message.text)] if e.message.text else []
            parts += [
                {"type": "tool_call", "id": c.id, "name": c.name, "arguments": c.args} for c in e.message.tool_calls
            ]
            span.set_attribute("gen_ai.output.messages", _content([{"role": "assistant", "parts": parts}]))
        span.end(end_time=_ns(e.ts))

    # -- tool calls --------------------------------------------------------------------

    def on_tool_requested(self, e: ToolRequested) -> None:
        from opentelemetry import trace
        from opentelemetry.trace import SpanKind

        run = self._runs.get(e.run_id)
        if run is None:
            return
        attributes: dict[str, AttributeValue] = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": e.call.name,
            "gen_ai.tool.call.id": e.call.id,
            "gen_ai.tool.type": "extension" if e.server else "function",
        }
        if e.server:
            attributes["nbagent.mcp.server"] = e.server
        if self.capture_content:
            attributes["gen_ai.tool.call.arguments"] = _content(e.call.args)
        run.tools[e.call.id] = self.tracer.start_span(
            f"execute_tool {e.call.name}",
            context=trace.set_span_in_context(run.span),
            kind=SpanKind.INTERNAL,
            start_time=_ns(e.ts),
            attributes=attributes,
        )

    def _tool(self, run_id: str, call_id: str) -> tuple[_RunSpans | None, Span | None]:
        run = self._runs.get(run_id)
        return run, (run.tools.get(call_id) if run is not None else None)

    def on_tool_decided(self, e: ToolDecided) -> None:
        run, span = self._tool(e.run_id, e.call.id)
        if run is None or span is None:
            return
        if e.call.id not in run.decided:  # the policy's decision (a review is decided again, by its approval)
            run.decided.add(e.call.id)
            span.set_attribute("nbagent.policy.decision", e.decision)
            span.set_attribute("nbagent.policy.rule", e.rule)
        span.set_attribute("nbagent.decision", e.decision)  # the one that counted
        span.set_attribute("nbagent.decided_by", e.decided_by)

    def on_approval_requested(self, e: ApprovalRequested) -> None:
        run, span = self._tool(e.run_id, e.call.id)
        if run is not None and span is not None:
            run.waits[e.call.id] = e.ts
            span.add_event("nbagent.approval_requested", {"nbagent.policy.rule": e.rule}, timestamp=_ns(e.ts))

    def on_approval_decided(self, e: ApprovalDecided) -> None:
        run, span = self._tool(e.run_id, e.call.id)
        if run is None or span is None:
            return
        run.waits.pop(e.call.id, None)
        span.set_attribute("nbagent.approval.approved", e.approved)
        span.set_attribute("nbagent.approval.decided_by", e.decided_by)
        span.set_attribute("nbagent.approval.wait_s", e.wait_s)
        span.set_attribute("nbagent.approval.scope", e.scope)
        if e.via:
            span.set_attribute("nbagent.approval.via", e.via)

    def on_tool_args_rewritten(self, e: ToolArgsRewritten) -> None:
        _, span = self._tool(e.run_id, e.call.id)
        if span is not None:
            span.set_attribute("nbagent.tool.args_rewritten_by", e.by)
            if self.capture_content:
                span.set_attribute("gen_ai.tool.call.arguments", _content(e.call.args))

    def on_tool_started(self, e: ToolStarted) -> None:
        _, span = self._tool(e.run_id, e.call.id)
        if span is not None:
            span.add_event("nbagent.tool_started", timestamp=_ns(e.ts))

    def on_output_blocked(self, e: OutputBlocked) -> None:
        _, span = self._tool(e.run_id, e.call.id)
        if span is not None:
            span.set_attribute("nbagent.tool.output_blocked_by", e.by)
            self._finding(span, e.finding)

    def _finding(self, span: Span, finding: Finding | None) -> None:
        """The screen's finding on the tool's span: the verdict, score and family always, the quote (outside
        text, redacted) only with content capture on."""
        if finding is None:
            return
        span.set_attribute("nbagent.screen.verdict", "blocked" if finding.blocked else "flagged")
        span.set_attribute("nbagent.screen.score", float(finding.score))
        span.set_attribute("nbagent.screen.family", finding.family)
        if self.capture_content:
            span.set_attribute("nbagent.screen.quote", _content(uncut(finding.quote)))

    def on_tool_finished(self, e: ToolFinished) -> None:
        run, span = self._tool(e.run_id, e.call.id)
        if run is None or span is None:
            return
        del run.tools[e.call.id]
        span.set_attribute("nbagent.tool.outcome", "ok")
        span.set_attribute("nbagent.tool.duration_s", e.duration_s)
        if e.finding is not None and not e.finding.blocked:  # a blocked one was set by on_output_blocked
            self._finding(span, e.finding)
        if self.capture_content:
            span.set_attribute("gen_ai.tool.call.result", _content(e.output))
        span.end(end_time=_ns(e.ts))

    def on_tool_failed(self, e: ToolFailed) -> None:
        run, span = self._tool(e.run_id, e.call.id)
        if run is None or span is None:
            return
        del run.tools[e.call.id]
        span.set_attribute("nbagent.tool.outcome", "denied" if e.stage == "denied" else "failed")
        span.set_attribute("nbagent.tool.failure_stage", e.stage)
        # the error text may quote arguments: only with content on, and redacted
        _fail(span, e.stage, _content(e.error) if self.capture_content else e.stage)
        span.end(end_time=_ns(e.ts))


def _text(text: str) -> dict[str, object]:
    return {"type": "text", "content": text}


def _fail(span: Span, error_type: str, description: str) -> None:
    from opentelemetry.trace import Status, StatusCode

    span.set_attribute("error.type", error_type)
    span.set_status(Status(StatusCode.ERROR, description))
