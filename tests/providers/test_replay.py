"""Record real exchanges against a local server, replay them with the server gone."""

from __future__ import annotations

import json

import pytest
from fakeapi import AnthropicServer, GeminiServer, OpenAIServer, text, tool_calls

from nbagent import Agent, tool
from nbagent.exceptions import ReplayMismatch, UserError
from nbagent.loop import RunOptions
from nbagent.policy import Policy
from nbagent.providers import ReplayProvider, get_provider

ALLOW = Policy(allow=["*"])  # these tests are about the loop, not the policy

KEY = "sk-proj-SECRETSECRETSECRET0123456789"


@tool
def lookup(term: str) -> str:
    """Look a term up."""
    return f"definition of {term}"


SERVERS = {"openai": OpenAIServer, "anthropic": AnthropicServer, "gemini": GeminiServer}
MODELS = {
    "openai": "openai:gpt-4.1-mini",
    "anthropic": "anthropic:claude-haiku-4-5",
    "gemini": "gemini:gemini-2.5-flash",
}


@pytest.mark.parametrize("kind", ["openai", "anthropic", "gemini"])
@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_record_then_replay_without_the_server(tmp_path, kind: str, stream: bool) -> None:
    cassette = tmp_path / "run.json"
    model = MODELS[kind]
    with SERVERS[kind]() as server:
        server.enqueue(tool_calls(("lookup", {"term": "agent"})), text("An agent acts."))
        recorder = ReplayProvider(cassette, record=model, base_url=server.url, api_key=KEY)
        live = Agent(recorder, policy=ALLOW, tools=[lookup], defaults=RunOptions(stream=stream)).run(
            "What is an agent?"
        )
    # the server is stopped now: replay must not need it
    raw = cassette.read_bytes()
    assert KEY.encode() not in raw and b"SECRETSECRET" not in raw
    assert b"authorization" not in raw.lower() and b"x-api-key" not in raw.lower()
    assert b"x-goog-api-key" not in raw.lower()
    data = json.loads(raw)
    assert data["provider"] == kind and len(data["interactions"]) == 2

    replayed = Agent(
        get_provider(f"replay:{cassette}"), policy=ALLOW, tools=[lookup], defaults=RunOptions(stream=stream)
    ).run("What is an agent?")
    assert replayed.text == live.text == "An agent acts."
    assert [r.output for r in replayed.call_records] == ["definition of agent"]
    assert replayed.usage.output_tokens == live.usage.output_tokens


def test_diverging_conversation_names_the_difference(tmp_path) -> None:
    cassette = tmp_path / "run.json"
    with OpenAIServer() as server:
        server.enqueue(text("recorded answer"))
        Agent(ReplayProvider(cassette, record="openai:gpt-4.1-mini", base_url=server.url, api_key=KEY)).run(
            "first prompt"
        )

    with pytest.raises(ReplayMismatch) as err:
        Agent(ReplayProvider(cassette)).run("a different prompt")
    message = str(err.value)
    assert "exchange 1 of 1" in message
    assert "body.messages[0].content" in message and "a different prompt" in message

    agent = Agent(ReplayProvider(cassette))
    agent.run("first prompt")
    with pytest.raises(ReplayMismatch, match="has 1 exchange"):
        agent.run("one more")


def test_bad_cassettes_are_clear_errors(tmp_path) -> None:
    with pytest.raises(UserError, match="no cassette"):
        ReplayProvider(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(UserError, match="not valid JSON"):
        ReplayProvider(bad)
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": 1}')
    with pytest.raises(UserError, match="not an nbagent cassette"):
        ReplayProvider(foreign)
    with pytest.raises(UserError, match="can record"):
        ReplayProvider(tmp_path / "x.json", record="scripted")
