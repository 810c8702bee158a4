"""Trimmed histories through the real openai / anthropic SDKs to the strict local API servers."""

from __future__ import annotations

import asyncio

import pytest
from fakeapi import AnthropicServer, OpenAIServer, text, tool_calls
from hypothesis import HealthCheck, given, settings
from memory_histories import LIMITS, conversations

from nbagent import Agent, RetryPolicy, tool
from nbagent.loop import RunOptions
from nbagent.memory import Memory, trim
from nbagent.messages import Message, ToolSpec, UserMessage
from nbagent.providers import ModelRequest
from nbagent.providers.anthropic import AnthropicProvider
from nbagent.providers.openai import OpenAIProvider

SPECS = tuple(
    ToolSpec(name, f"{name} tool", {"type": "object", "properties": {}})
    for name in ("read_csv", "describe", "plot", "run_sql", "remember")
)


def provider(kind: str, server):
    if kind == "openai":
        return OpenAIProvider("gpt-4.1-mini", base_url=server.url, api_key="sk-test-local-key-000000")
    return AnthropicProvider("claude-haiku-4-5", base_url=server.url, api_key="sk-ant-test-local-key-0000")


@pytest.fixture(scope="module")
def servers():
    with OpenAIServer() as oai, AnthropicServer() as ant:
        yield {"openai": oai, "anthropic": ant}


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(history=conversations(), limits=LIMITS)
def test_random_trimmed_histories_are_accepted_by_the_servers(servers, history: list[Message], limits) -> None:
    trimmed = trim(history, *limits)
    for kind, server in servers.items():
        server.enqueue(text("fine"))
        response = asyncio.run(provider(kind, server).request(ModelRequest(messages=tuple(trimmed), tools=SPECS)))
        # a 400 from the server would have raised ModelAPIError
        assert response.message.text == "fine"


@tool(read_only=True)
def lookup(key: str) -> str:
    """Look a key up.

    Args:
        key: The key.
    """
    return f"value of {key} " + "." * 200


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_an_agent_with_a_small_window_stays_valid_over_many_runs(servers, kind: str, stream: bool) -> None:
    server = servers[kind]
    server.reset()
    # one old exchange (7 messages) fits beside a new prompt, not more
    memory = Memory(max_messages=9)
    agent = Agent(provider(kind, server), tools=[lookup], extensions=[memory], system="Be brief.",
                  defaults=RunOptions(stream=stream, retry=RetryPolicy(base_delay=0.01, max_delay=0.05)))  # fmt: skip
    for i in range(6):
        server.enqueue(
            tool_calls(("lookup", {"key": f"a{i}"}), ("lookup", {"key": f"b{i}"})),
            tool_calls(("lookup", {"key": f"c{i}"})),
            text(f"answer {i}"),
        )
        result = agent.run(f"question {i}")
        assert result.text == f"answer {i}"
    assert len(server.requests) == 18  # every request accepted: a rejected one would have raised
    assert len(agent.messages) == 6 * 7  # the agent keeps the whole conversation ...
    last = server.requests[-1].body["messages"]
    # ... and sends only the latest exchange (it alone is over the limits) after the system prompt
    if kind == "openai":
        assert [m["role"] for m in last] == [
            "system",
            "user",
            "assistant",
            "tool",
            "tool",
            "assistant",
            "tool",
        ]
        assert last[1]["content"] == "question 5"
    else:
        assert [m["role"] for m in last] == ["user", "assistant", "user", "assistant", "user"]
        assert last[0]["content"][0]["text"] == "question 5"
    # the previous exchange still fits beside the prompt
    first_of_run = str(server.requests[-3].body["messages"])
    assert "question 4" in first_of_run and "question 3" not in first_of_run
    # the current exchange grew: the old one left
    second = str(server.requests[-2].body["messages"])
    assert "question 4" not in second and "question 5" in second
    assert isinstance(agent.messages[0], UserMessage) and agent.messages[0].text == "question 0"
