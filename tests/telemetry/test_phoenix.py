"""Spans exported over OTLP/HTTP to a real receiver (Arize Phoenix) and read back through its REST API:
names, parent-child structure, the raw ``gen_ai.*`` attributes, token counts and policy decisions match
the run (the real ``openai`` SDK against the local OpenAI-compatible server)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from fakeapi import OpenAIServer, text, tool_calls

import nbagent.telemetry as telemetry
from nbagent import Agent, tool
from nbagent.approval import ApprovalResult
from nbagent.loop import RunOptions
from nbagent.policy import Policy
from nbagent.providers.openai import OpenAIProvider

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]  # Phoenix's own virtualenv may be built first


@tool
def read_invoice(number: str) -> str:
    """Read an invoice."""
    return f"invoice {number}: 120 EUR"


@tool
def pay(iban: str, amount: float) -> str:
    """Pay an amount."""
    return "paid"


@tool
def wipe() -> str:
    """Wipe the ledger."""
    return "wiped"


@pytest.fixture
def traced(phoenix: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", phoenix.url)  # the SDK appends /v1/traces
    monkeypatch.setenv("OTEL_SERVICE_NAME", "nbagent-test")
    telemetry.enable()
    yield phoenix
    telemetry.disable()


def _trace(phoenix: Any, trace_id: str, count: int) -> list[dict[str, Any]]:
    deadline = time.monotonic() + 30
    while True:  # Phoenix ingests in the background
        spans = [s for s in phoenix.spans() if s["context"]["trace_id"] == trace_id]
        if len(spans) >= count or time.monotonic() > deadline:
            return spans
        time.sleep(0.3)


def test_a_run_reads_back_from_phoenix_as_it_happened(traced: Any) -> None:
    with OpenAIServer() as server:
        server.enqueue(
            tool_calls(("read_invoice", {"number": "A-17"}), usage=(120, 30, 0)),
            tool_calls(("pay", {"iban": "DE00123", "amount": 120.0}), ("wipe", {}), usage=(180, 40, 20)),
            text("Paid invoice A-17.", usage=(260, 12, 0)),
        )
        provider = OpenAIProvider("gpt-4.1-mini", base_url=server.url, api_key="sk-test-local-key-000000")
        events: list[Any] = []
        agent = Agent(
            provider,
            [read_invoice, pay, wipe],
            policy=Policy(allow=["read_invoice"], review=["pay"], deny=["wipe"]),
            approve=lambda request: ApprovalResult(approved=True, reason="checked"),
            defaults=RunOptions(settings={"max_tokens": 300}, stream=False),
            on_event=events.append,
        )
        result = agent.run("pay invoice A-17")
    assert result.text == "Paid invoice A-17."
    assert telemetry.flush(10)

    # the run's trace: 1 agent span, 3 chat spans, 3 tool spans
    ids = {e.call.name: e.call.id for e in events if e.kind == "tool-requested"}
    deadline = time.monotonic() + 30
    while True:  # Phoenix ingests in the background
        runs = [s for s in traced.spans() if s["attributes"].get("nbagent.run.id") == result.run_id]
        if runs or time.monotonic() > deadline:
            break
        time.sleep(0.3)
    assert len(runs) == 1, "the run's span did not reach Phoenix"
    spans = _trace(traced, runs[0]["context"]["trace_id"], 7)
    by_name: dict[str, list[dict[str, Any]]] = {}
    for span in spans:
        by_name.setdefault(span["name"], []).append(span)
    assert sorted(by_name) == [
        "chat gpt-4.1-mini",
        "execute_tool pay",
        "execute_tool read_invoice",
        "execute_tool wipe",
        "invoke_agent nbagent",
    ]
    assert len(by_name["chat gpt-4.1-mini"]) == 3 and len(spans) == 7
    root = by_name["invoke_agent nbagent"][0]
    assert root["parent_id"] is None
    for span in spans:
        if span is not root:
            assert span["parent_id"] == root["context"]["span_id"], span["name"]

    attrs = root["attributes"]
    assert attrs["gen_ai.operation.name"] == "invoke_agent"
    assert attrs["gen_ai.provider.name"] == "openai" and "gen_ai.system" not in attrs
    assert attrs["gen_ai.request.model"] == "gpt-4.1-mini"
    assert attrs["gen_ai.usage.input_tokens"] == result.usage.input_tokens == 120 + 180 + 260
    assert attrs["gen_ai.usage.output_tokens"] == result.usage.output_tokens == 30 + 40 + 12

    chats = sorted(by_name["chat gpt-4.1-mini"], key=lambda s: s["start_time"])
    assert [c["attributes"]["gen_ai.usage.input_tokens"] for c in chats] == [120, 180, 260]
    assert [c["attributes"]["gen_ai.usage.output_tokens"] for c in chats] == [30, 40, 12]
    for chat in chats:
        a = chat["attributes"]
        assert a["gen_ai.operation.name"] == "chat" and a["gen_ai.provider.name"] == "openai"
        assert a["gen_ai.request.model"] == "gpt-4.1-mini" and a["gen_ai.response.model"]
        assert a["gen_ai.request.max_tokens"] == 300
    assert [list(c["attributes"]["gen_ai.response.finish_reasons"]) for c in chats] == [
        ["tool_calls"],
        ["tool_calls"],
        ["stop"],
    ]
    assert chats[1]["attributes"]["gen_ai.usage.cache_read.input_tokens"] == 20

    tools = {s["attributes"]["gen_ai.tool.name"]: s["attributes"] for s in spans if s["name"].startswith("execute_")}
    assert {name: a["gen_ai.tool.call.id"] for name, a in tools.items()} == ids
    assert tools["read_invoice"]["nbagent.policy.decision"] == "allow"
    assert tools["read_invoice"]["nbagent.tool.outcome"] == "ok"
    assert tools["pay"]["nbagent.policy.decision"] == "review" and tools["pay"]["nbagent.decision"] == "allow"
    assert tools["pay"]["nbagent.approval.decided_by"] == "handler" and tools["pay"]["nbagent.approval.approved"]
    assert tools["pay"]["nbagent.approval.wait_s"] >= 0
    assert tools["wipe"]["nbagent.policy.decision"] == "deny" and tools["wipe"]["nbagent.tool.outcome"] == "denied"
    wiped = next(s for s in spans if s["name"] == "execute_tool wipe")
    assert wiped["status_code"] == "ERROR"
    # content is off by default: no argument value reached the receiver
    dump = repr(spans)
    assert "DE00123" not in dump and "A-17" not in dump
