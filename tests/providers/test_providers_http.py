"""The real openai / anthropic / google-genai SDKs against local servers that speak their wire formats."""

from __future__ import annotations

import json

import pytest
from fakeapi import AnthropicServer, GeminiServer, OpenAIServer, error, text, tool_calls

from nbagent import Agent, RetryPolicy, tool
from nbagent.exceptions import MissingCredentials, ModelAPIError
from nbagent.loop import RunOptions
from nbagent.messages import ToolResult
from nbagent.policy import Policy
from nbagent.providers import get_provider
from nbagent.providers.anthropic import AnthropicProvider
from nbagent.providers.gemini import GeminiProvider
from nbagent.providers.openai import OpenAIProvider

ALLOW = Policy(allow=["*"])  # these tests are about the loop, not the policy
SERVERS = {"openai": OpenAIServer, "anthropic": AnthropicServer, "gemini": GeminiServer}

FAST = RetryPolicy(base_delay=0.01, max_delay=0.05)


@tool
def weather(city: str) -> str:
    """Weather for a city.

    Args:
        city: The city.
    """
    return f"sunny in {city}"


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def make(kind: str, server, **kw) -> Agent:
    if kind == "openai":
        provider = OpenAIProvider("gpt-4.1-mini", base_url=server.url, api_key="sk-test-local-key-000000")
    elif kind == "gemini":
        provider = GeminiProvider("gemini-2.5-flash", base_url=server.url, api_key="AIza-test-local-key-00000")
    else:
        provider = AnthropicProvider("claude-haiku-4-5", base_url=server.url, api_key="sk-ant-test-local-key-0000")
    return Agent(
        provider,
        policy=ALLOW,
        tools=[weather, add],
        defaults=RunOptions(retry=FAST, stream=kw.pop("stream", None)),
        **kw,
    )


@pytest.fixture(params=["openai", "anthropic", "gemini"])
def backend(request):
    with SERVERS[request.param]() as server:
        yield request.param, server


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_multi_tool_turn_round_trip(backend, stream: bool) -> None:
    kind, server = backend
    server.enqueue(
        tool_calls(
            ("weather", {"city": "Paris"}), ("add", {"a": 2, "b": 40}), text="Let me check.", usage=(120, 30, 20)
        ),
        text("Sunny, and 42.", usage=(200, 10, 0)),
    )
    events = []
    result = make(kind, server, stream=stream, on_event=events.append).run("Weather in Paris and 2+40?")
    assert result.text == "Sunny, and 42."
    outputs = [m.content for m in result.messages if isinstance(m, ToolResult)]
    assert outputs == ["sunny in Paris", "42"]
    # the second request carried both results, and the server (which validates like the real API) accepted it
    second = server.requests[1].body
    if kind == "openai":
        roles = [m["role"] for m in second["messages"]]
        assert roles == ["user", "assistant", "tool", "tool"]
        assert second["tools"][0]["function"]["name"] == "weather"
        if stream:
            assert second["stream"] is True and second["stream_options"] == {"include_usage": True}
    elif kind == "gemini":
        assert [c["role"] for c in second["contents"]] == ["user", "model", "user"]
        answers = [p["functionResponse"] for p in second["contents"][-1]["parts"]]
        assert [(a["name"], a["response"]) for a in answers] == [
            ("weather", {"output": "sunny in Paris"}),
            ("add", {"output": "42"}),
        ]
        declared = second["tools"][0]["functionDeclarations"][0]
        assert declared["name"] == "weather" and declared["parameters_json_schema"]["properties"]["city"]
        path = "/v1/models/gemini-2.5-flash:" + ("streamGenerateContent" if stream else "generateContent")
        assert server.requests[1].path == path and server.requests[1].query == ("alt=sse" if stream else "")
    else:
        last = second["messages"][-1]
        assert [b["type"] for b in last["content"]] == ["tool_result", "tool_result"]
        assert second["tools"][0]["input_schema"]["properties"]["city"]["type"] == "string"
    assert result.usage.requests == 2
    assert result.usage.output_tokens == 40
    assert result.usage.cost_usd is not None and result.usage.cost_usd > 0
    if stream:
        assert "".join(e.text for e in events if e.kind == "text-delta") == "Let me check.Sunny, and 42."


def test_openai_usage_and_cost_from_the_response() -> None:
    with OpenAIServer() as server:
        server.enqueue(text("hi", usage=(1_000_000, 1_000_000, 200_000)))
        result = make("openai", server, stream=False).run("x")
    u = result.usage
    assert (u.input_tokens, u.output_tokens, u.cached_tokens) == (1_000_000, 1_000_000, 200_000)
    # gpt-4.1-mini: $0.40 / 1M input, $0.10 / 1M cached input, $1.60 / 1M output
    assert u.cost_usd == pytest.approx(0.8 * 0.40 + 0.2 * 0.10 + 1.60)


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_rate_limit_with_retry_after_is_retried(backend, stream: bool) -> None:
    kind, server = backend
    server.enqueue(error(429, headers={"retry-after": "0.2"}), text("after the wait"))
    events = []
    result = make(kind, server, stream=stream, on_event=events.append).run("x")
    assert result.text == "after the wait"
    retries = [e for e in events if e.kind == "model-retry"]
    assert len(retries) == 1 and retries[0].delay_s == pytest.approx(0.2)
    assert len(server.requests) == 2


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_server_error_is_retried(backend, stream: bool) -> None:
    kind, server = backend
    server.enqueue(error(500), error(503), text("recovered"))
    result = make(kind, server, stream=stream).run("x")
    assert result.text == "recovered" and len(server.requests) == 3


def test_bad_request_is_not_retried(backend) -> None:
    kind, server = backend
    server.enqueue(error(400, "your request is wrong"))
    with pytest.raises(ModelAPIError, match="your request is wrong"):
        make(kind, server).run("x")
    assert len(server.requests) == 1


@pytest.mark.parametrize("kind,stream", [("openai", False), ("openai", True), ("anthropic", True)])
def test_malformed_tool_arguments_go_back_to_the_model(kind: str, stream: bool) -> None:
    with SERVERS[kind]() as server:
        server.enqueue(tool_calls(("add", '{"a": 1, "b": ')), text("I will fix my arguments"))
        result = make(kind, server, stream=stream).run("add")
        assert result.call_records[0].status == "failed" and result.call_records[0].stage == "arguments"
        body = server.requests[1].body
    if kind == "openai":
        tool_msg = body["messages"][-1]
        assert tool_msg["role"] == "tool" and "not valid JSON" in tool_msg["content"]
    else:
        block = body["messages"][-1]["content"][0]
        assert block["type"] == "tool_result" and block["is_error"] is True
        assert "not valid JSON" in block["content"]


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_gemini_malformed_function_call_goes_back_to_the_model(stream: bool) -> None:
    # Gemini cannot send arguments that do not parse: it ends the turn with MALFORMED_FUNCTION_CALL and
    # no call. The call it meant goes back to it as a failed call, as the other providers' malformed JSON.
    with GeminiServer() as server:
        server.enqueue(tool_calls(("add", '{"a": 1, "b": ')), text("I will fix my arguments"))
        provider = GeminiProvider("gemini-2.5-flash", base_url=server.url, api_key="AIza-test-local-key-00000")
        result = Agent(provider, policy=ALLOW, tools=[add], defaults=RunOptions(retry=FAST, stream=stream)).run("add")
        assert result.text == "I will fix my arguments"
        record = result.call_records[0]
        assert (record.name, record.status, record.stage) == ("add", "failed", "arguments")
        body = server.requests[1].body
    # the fake server checked that the answer pairs with the call and that the call carries a signature
    call = body["contents"][-2]["parts"][0]
    assert call["functionCall"] == {"name": "add", "args": {}}
    assert call["thoughtSignature"] == "skip_thought_signature_validator"
    answer = body["contents"][-1]["parts"][0]["functionResponse"]
    assert answer["name"] == "add" and "MALFORMED_FUNCTION_CALL" in answer["response"]["error"]
    assert "Send the arguments as a JSON object" in answer["response"]["error"]


def test_gemini_malformed_call_among_several_tools_names_them() -> None:
    with GeminiServer() as server:
        server.enqueue(tool_calls(("add", "{oops")), text("retrying"))
        result = make("gemini", server).run("add")
        body = server.requests[1].body
    assert result.text == "retrying" and result.call_records[0].status == "failed"
    error_text = body["contents"][-1]["parts"][0]["functionResponse"]["response"]["error"]
    assert "available tools: add, weather" in error_text


def test_conversation_continues_across_runs_over_http(backend) -> None:
    kind, server = backend
    server.enqueue(tool_calls(("add", {"a": 1, "b": 1})), text("2"), text("and again"))
    agent = make(kind, server)
    agent.run("1+1")
    assert agent.run("again?").text == "and again"
    assert server.validate(server.requests[-1].body) == []


def test_missing_keys_name_the_variable(monkeypatch) -> None:
    with pytest.raises(MissingCredentials, match="OPENAI_API_KEY"):
        get_provider("openai:gpt-4.1-mini")
    with pytest.raises(MissingCredentials, match="ANTHROPIC_API_KEY"):
        get_provider("anthropic:claude-sonnet-4-5")
    with pytest.raises(MissingCredentials, match=r"GEMINI_API_KEY \(or GOOGLE_API_KEY\)"):
        get_provider("gemini:gemini-2.5-flash")
    monkeypatch.setenv("GOOGLE_API_KEY", "AIza-google-key-0000000")
    from_google = get_provider("gemini:gemini-2.5-flash")
    assert isinstance(from_google, GeminiProvider) and from_google._api_key == "AIza-google-key-0000000"
    monkeypatch.setenv("GEMINI_API_KEY", "AIza-gemini-key-0000000")  # the provider's own variable wins
    own = get_provider("gemini:gemini-2.5-flash")
    assert isinstance(own, GeminiProvider) and own._api_key == "AIza-gemini-key-0000000"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-000000000000")
    assert get_provider("openai:gpt-4.1-mini").name == "openai:gpt-4.1-mini"


def test_openai_compatible_server_needs_no_key() -> None:
    with OpenAIServer() as server:
        server.enqueue(text("local model says hi"))
        provider = get_provider("openai:llama3.2", base_url=server.url)
        assert Agent(provider).run("hi").text == "local model says hi"
        assert server.requests[0].body["model"] == "llama3.2"


def test_unknown_provider_and_missing_model_are_user_errors() -> None:
    from nbagent.exceptions import UserError

    with pytest.raises(UserError, match="unknown model provider 'gpt'"):
        get_provider("gpt:4")
    with pytest.raises(UserError, match="needs a model"):
        get_provider("openai:")


def test_no_auth_header_reaches_the_request_log_as_plain_text() -> None:
    with OpenAIServer() as server:
        server.enqueue(text("ok"))
        make("openai", server).run("x")
        assert server.requests[0].headers["authorization"] == "Bearer sk-test-local-key-000000"
        assert json.dumps(server.requests[0].body).find("sk-test") == -1
