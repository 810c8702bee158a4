"""Hostile tool arguments (nested thousands deep, or huge) become a tool error the model sees.

Never an exception out of ``Agent.run``: not from parsing, validation, the events, the store or
the display. End to end with a store attached, through the real SDKs and offline providers.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fakeapi import AnthropicServer, OpenAIServer, text, tool_calls

from nbagent import Agent, RetryPolicy, ToolCall, tool
from nbagent.loop import RunOptions
from nbagent.messages import ArgumentLimits, ToolResult, set_argument_limits
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.providers.anthropic import AnthropicProvider
from nbagent.providers.openai import OpenAIProvider
from nbagent.store import Store, bind

DEPTH = 3000


@tool(audit_args=True)  # raw arguments go to the audit log (and through the redactor)
def echo(data: Any = None) -> str:
    """Echo the data back."""
    return "echoed"


def nested(depth: int) -> Any:
    """``depth`` levels of lists and mappings, alternating."""
    value: Any = "bottom"
    for level in range(depth):
        value = {"a": value} if level % 2 else [value]
    return value


def deep_json(depth: int) -> str:
    return '{"data": ' + "[" * depth + "1" + "]" * depth + "}"


def assert_refused(agent: Agent, store: Store, *, says: str) -> None:
    result = agent.run("go")
    assert result.text == "ok, giving up"
    [record] = result.call_records
    assert record.status == "failed" and record.stage == "arguments"
    [failed] = [m for m in result.messages if isinstance(m, ToolResult)]
    assert failed.is_error and says in failed.content  # the model is told
    store.flush()
    row = store.query("SELECT event, stage FROM audit WHERE event = 'tool-failed'").to_dict("records")
    assert row == [{"event": "tool-failed", "stage": "arguments"}]
    assert store.verify_audit().ok


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with Store(tmp_path / "nbagent.duckdb", flush_interval=0.02) as s:
        yield s


@pytest.mark.parametrize("shape", ["dict", "list"])
def test_a_scripted_model_sending_arguments_3000_deep(store: Store, shape: str) -> None:
    data = nested(DEPTH) if shape == "dict" else [nested(DEPTH)]
    provider = ScriptedProvider([ToolCall("echo", {"data": data}), "ok, giving up"])
    agent = bind(Agent(provider, tools=[echo], policy=Policy(allow=["*"])), store=store)
    assert_refused(agent, store, says="nested deeper than 64")


# Anthropic's non-streamed reply carries the arguments as a JSON object inside the body: a body
# nested 3,000 deep cannot be decoded at all (by the SDK, or by the fake server that renders it),
# so there is no tool call to refuse; streamed, they arrive as text like OpenAI's.
@pytest.mark.parametrize("kind,stream", [("openai", False), ("openai", True), ("anthropic", True)])
def test_a_model_api_sending_json_3000_deep(store: Store, kind: str, stream: bool) -> None:
    cls = OpenAIServer if kind == "openai" else AnthropicServer
    with cls() as server:
        server.enqueue(tool_calls(("echo", deep_json(DEPTH))), text("ok, giving up"))
        if kind == "openai":
            provider: Any = OpenAIProvider("gpt-4.1-mini", base_url=server.url, api_key="sk-test-local-key-000000")
        else:
            provider = AnthropicProvider("claude-haiku-4-5", base_url=server.url, api_key="sk-ant-test-local-key-0000")
        agent = bind(
            Agent(
                provider,
                tools=[echo],
                policy=Policy(allow=["*"]),
                defaults=RunOptions(stream=stream, retry=RetryPolicy(base_delay=0.01, max_delay=0.05)),
            ),
            store=store,
        )
        assert_refused(agent, store, says="nested deeper than 64")


def test_arguments_over_the_size_cap(store: Store) -> None:
    big = "x" * 1_100_000
    provider = ScriptedProvider([ToolCall("echo", {"data": big}), "ok, giving up"])
    agent = bind(Agent(provider, tools=[echo], policy=Policy(allow=["*"])), store=store)
    assert_refused(agent, store, says="larger than")
    assert len(ToolCall.from_json("echo", json.dumps({"data": big})).raw_args or "") < 1000


def test_the_limits_are_configurable_and_sane_arguments_pass(store: Store) -> None:
    previous = set_argument_limits(ArgumentLimits(max_depth=8, max_bytes=1000))
    try:
        assert ToolCall("echo", {"data": nested(7)}).parse_error is None
        assert "deeper than 8" in (ToolCall("echo", {"data": nested(9)}).parse_error or "")
        assert "larger than 1000" in (ToolCall.from_json("echo", json.dumps({"d": "x" * 2000})).parse_error or "")
    finally:
        set_argument_limits(previous)
    provider = ScriptedProvider([ToolCall("echo", {"data": nested(40)}), "done"])
    result = bind(Agent(provider, tools=[echo], policy=Policy(allow=["*"])), store=store).run("go")
    assert result.call_records[0].status == "ok" and result.text == "done"
