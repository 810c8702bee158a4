"""OpenTelemetry traces of agent runs: spans, their structure and the GenAI attributes, checked with the
SDK's in-memory exporter (the OTLP export to a real receiver, Arize Phoenix, is test_phoenix.py)."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import nbagent
import nbagent.telemetry as telemetry
from nbagent import Agent, Budget, BudgetExceeded, ToolCall, tool
from nbagent.approval import ApprovalResult
from nbagent.loop import RunOptions
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider
from nbagent.usage.pricing import register_price

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0" * 2


@tool
def lookup(customer: str) -> str:
    """Look a customer up."""
    return f"{customer}: gold tier, api_key={SECRET}"


@tool
def send_mail(to: str, body: str) -> str:
    """Send an e-mail."""
    return "sent"


@tool
def delete_all() -> str:
    """Delete everything."""
    return "deleted"


def _model(messages: Any, tools: Any) -> Any:
    done = sum(1 for m in messages if type(m).__name__ == "ToolResult")
    script = [
        ToolCall("lookup", {"customer": "alice@example.com"}),
        ToolCall("send_mail", {"to": "bob@example.com", "body": "hello"}),
        ToolCall("delete_all", {}),
    ]
    return script[done] if done < len(script) else "all done"


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    telemetry.enable(exporter=exporter)
    yield exporter
    telemetry.disable()


def _agent(**kwargs: Any) -> Agent:
    kwargs.setdefault("policy", Policy(allow=["lookup"], review=["send_mail"], deny=["delete_all"]))
    kwargs.setdefault("approve", lambda request: ApprovalResult(approved=True, reason="fine"))
    return Agent(
        FunctionProvider(_model, model="tel-model"),
        [lookup, send_mail, delete_all],
        defaults=RunOptions(stream=False, settings={"max_tokens": 64, "temperature": 0}),
        **kwargs,
    )


def _finished(exporter: InMemorySpanExporter) -> list[Any]:
    assert telemetry.flush()
    return list(exporter.get_finished_spans())


def test_a_run_is_one_agent_span_with_model_and_tool_children(spans: InMemorySpanExporter) -> None:
    events: list[Any] = []
    result = _agent(on_event=events.append).run("help alice")
    got = _finished(spans)
    runs = [s for s in got if s.name == "invoke_agent nbagent"]
    assert len(runs) == 1
    run = runs[0]
    assert run.parent is None
    assert run.attributes["gen_ai.operation.name"] == "invoke_agent"
    assert run.attributes["gen_ai.provider.name"] == "function"
    assert run.attributes["gen_ai.request.model"] == "tel-model"
    assert run.attributes["nbagent.run.status"] == "ok"
    assert run.attributes["gen_ai.usage.input_tokens"] == result.usage.input_tokens
    assert run.attributes["gen_ai.usage.output_tokens"] == result.usage.output_tokens
    assert "gen_ai.system" not in run.attributes  # the deprecated name is never written

    chats = sorted((s for s in got if s.name == "chat tel-model"), key=lambda s: s.start_time)
    responded = [e for e in events if e.kind == "model-responded"]
    assert len(chats) == len(responded) == 4
    for span, event in zip(chats, responded, strict=True):
        assert span.parent is not None and span.parent.span_id == run.context.span_id
        assert span.context.trace_id == run.context.trace_id
        assert span.attributes["gen_ai.operation.name"] == "chat"
        assert span.attributes["gen_ai.request.model"] == "tel-model"
        assert span.attributes["gen_ai.response.model"] == "tel-model"
        assert span.attributes["gen_ai.usage.input_tokens"] == event.usage.input_tokens > 0
        assert span.attributes["gen_ai.usage.output_tokens"] == event.usage.output_tokens
        assert span.attributes["gen_ai.request.max_tokens"] == 64
        assert span.attributes["gen_ai.request.temperature"] == 0.0
        assert run.start_time <= span.start_time <= span.end_time <= run.end_time
    assert [s.attributes["gen_ai.response.finish_reasons"] for s in chats] == [("tool_calls",)] * 3 + [("stop",)]

    tools = {s.attributes["gen_ai.tool.name"]: s for s in got if s.name.startswith("execute_tool ")}
    assert set(tools) == {"lookup", "send_mail", "delete_all"}
    for span in tools.values():
        assert span.parent is not None and span.parent.span_id == run.context.span_id
        assert span.attributes["gen_ai.operation.name"] == "execute_tool"
        assert span.attributes["gen_ai.tool.type"] == "function"
    looked = tools["lookup"].attributes
    assert looked["nbagent.policy.decision"] == "allow" and looked["nbagent.decided_by"] == "policy"
    assert looked["nbagent.policy.rule"]
    assert looked["nbagent.tool.outcome"] == "ok"
    sent = tools["send_mail"].attributes
    assert sent["nbagent.policy.decision"] == "review" and sent["nbagent.decision"] == "allow"
    assert sent["nbagent.decided_by"] == "handler"
    assert sent["nbagent.approval.approved"] is True and sent["nbagent.approval.decided_by"] == "handler"
    assert sent["nbagent.approval.wait_s"] >= 0 and sent["nbagent.tool.outcome"] == "ok"
    denied = tools["delete_all"]
    assert denied.attributes["nbagent.policy.decision"] == "deny"
    assert denied.attributes["nbagent.tool.outcome"] == "denied"
    assert denied.status.status_code.name == "ERROR" and denied.attributes["error.type"] == "denied"
    ids = {e.call.id for e in events if e.kind == "tool-requested"}
    assert {s.attributes["gen_ai.tool.call.id"] for s in tools.values()} == ids


def test_content_is_off_by_default_and_redacted_when_on(spans: InMemorySpanExporter) -> None:
    _agent().run("help alice@example.com")
    plain = _finished(spans)
    dump = repr([dict(s.attributes) for s in plain]) + repr([s.status.description for s in plain])
    assert "alice@example.com" not in dump and "bob@example.com" not in dump and "hello" not in dump
    assert not any(k.startswith(("gen_ai.input", "gen_ai.output", "gen_ai.tool.call.arg")) for k in dump.split("'"))

    content = InMemorySpanExporter()
    telemetry.enable(exporter=content, capture_content=True)
    _agent().run("help alice@example.com")
    got = _finished(content)
    run = next(s for s in got if s.name == "invoke_agent nbagent")
    assert "alice@example.com" in run.attributes["gen_ai.input.messages"]
    assert "all done" in run.attributes["gen_ai.output.messages"]
    looked = next(s for s in got if s.name == "execute_tool lookup")
    assert "alice@example.com" in looked.attributes["gen_ai.tool.call.arguments"]
    result = looked.attributes["gen_ai.tool.call.result"]
    assert "gold tier" in result and SECRET not in result and "REDACTED" in result
    assert all(SECRET not in repr(dict(s.attributes)) for s in got)


def test_the_content_switch_reads_the_conventions_environment_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    exporter = InMemorySpanExporter()
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "true")
    telemetry.enable(exporter=exporter)
    try:
        _agent().run("help carol")
        run = next(s for s in _finished(exporter) if s.name == "invoke_agent nbagent")
        assert "carol" in run.attributes["gen_ai.input.messages"]
    finally:
        telemetry.disable()


def test_a_failed_run_ends_every_span_with_an_error(spans: InMemorySpanExporter) -> None:
    def broken(messages: Any, tools: Any) -> Any:
        if any(type(m).__name__ == "ToolResult" for m in messages):
            raise RuntimeError("the model fell over")
        return ToolCall("lookup", {"customer": "dan"})

    agent = Agent(
        FunctionProvider(broken, model="tel-model"),
        [lookup],
        defaults=RunOptions(stream=False),
        policy=Policy(allow=["*"]),
    )
    with pytest.raises(RuntimeError):
        agent.run("go")
    got = _finished(spans)
    run = next(s for s in got if s.name == "invoke_agent nbagent")
    assert run.status.status_code.name == "ERROR" and run.attributes["error.type"] == "RuntimeError"
    assert run.attributes["nbagent.run.status"] == "error"
    open_chat = [s for s in got if s.name == "chat tel-model" and s.status.status_code.name == "ERROR"]
    assert len(open_chat) == 1 and open_chat[0].end_time <= run.end_time  # the call in flight ended with the run
    assert all(s.end_time is not None for s in got)


def test_a_cancelled_run_leaves_no_span_open(spans: InMemorySpanExporter) -> None:
    started = asyncio.Event()

    async def slow(messages: Any, tools: Any) -> Any:
        started.set()
        await asyncio.sleep(30)
        return "never"

    agent = Agent(FunctionProvider(slow, model="tel-model"), defaults=RunOptions(stream=False))

    async def main() -> None:
        task = asyncio.create_task(agent.arun("wait"))
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    got = _finished(spans)
    run = next(s for s in got if s.name == "invoke_agent nbagent")
    assert run.attributes["nbagent.run.status"] == "cancelled" and run.status.status_code.name == "ERROR"
    chat = next(s for s in got if s.name == "chat tel-model")
    assert chat.attributes["error.type"] == "cancelled"


def test_a_budget_stop_is_a_failed_chat_span_that_was_never_sent(spans: InMemorySpanExporter) -> None:
    register_price("tel-priced", input=100.0, cached_input=100.0, output=100.0)
    calls: list[int] = []

    def model(messages: Any, tools: Any) -> Any:
        calls.append(1)
        return "hi"

    agent = Agent(
        FunctionProvider(model, model="tel-priced"),
        extensions=[Budget(per_run_usd=0.0)],
        defaults=RunOptions(stream=False),
    )
    with pytest.raises(BudgetExceeded):
        agent.run("go")
    assert calls == []
    got = _finished(spans)
    chat = next(s for s in got if s.name == "chat tel-priced")
    assert chat.attributes["error.type"] == "BudgetExceeded" and chat.attributes["nbagent.budget.limit"] == "run"
    assert "gen_ai.usage.input_tokens" not in chat.attributes  # nothing was paid
    run = next(s for s in got if s.name == "invoke_agent nbagent")
    assert run.attributes["error.type"] == "BudgetExceeded"


def test_disable_stops_tracing_and_configure_switches_it() -> None:
    exporter = InMemorySpanExporter()
    telemetry.enable(exporter=exporter)
    telemetry.disable()
    _agent().run("after disable")
    assert list(exporter.get_finished_spans()) == []
    assert not telemetry.enabled()
    try:
        nbagent.configure(telemetry=True)  # OTLP to the default endpoint: nothing listens, nothing breaks
        assert telemetry.enabled()
        assert _agent().run("with nothing listening").text == "all done"
    finally:
        nbagent.configure(telemetry=False)
    assert not telemetry.enabled()
    with pytest.raises(nbagent.UserError, match="telemetry must be True or False"):
        nbagent.configure(telemetry="yes")


def test_a_collector_that_is_down_never_holds_up_a_run(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as s:  # a loopback port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_TIMEOUT", "1")
    telemetry.enable()
    try:
        started = time.perf_counter()
        for _ in range(5):
            assert _agent().run("go").text == "all done"
        assert time.perf_counter() - started < 5  # export happens in the background
    finally:
        telemetry.disable(timeout_s=2)


def test_importing_nbagent_and_loading_the_extension_do_not_import_opentelemetry() -> None:
    code = (
        "import sys, nbagent, nbagent.ipython; print(sorted(m for m in sys.modules if m.startswith('opentelemetry')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
