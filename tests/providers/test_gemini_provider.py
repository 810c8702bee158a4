"""What is particular to the gemini provider: call ids, thought signatures, errors, usage, settings.

The conformance shared with the other providers (plain and streamed turns, multi-tool turns, 429 with
retry, malformed arguments) is in test_providers_http.py; record/replay in test_replay.py.
"""

from __future__ import annotations

import socket
import sys
from typing import Any

import pytest
from fakeapi import GeminiServer, error, text, tool_calls
from google.genai import types

from nbagent import Agent, RetryPolicy, tool
from nbagent.exceptions import MissingDependency, ModelAPIError, ModelRateLimited, ModelTimeout, ModelUnreachable
from nbagent.loop import RunOptions
from nbagent.messages import AssistantMessage, Message, ToolCall, ToolResult, UserMessage
from nbagent.policy import Policy
from nbagent.providers import get_provider
from nbagent.providers.gemini import GeminiProvider, _Turn, to_gemini_contents

ALLOW = Policy(allow=["*"])
FAST = RetryPolicy(base_delay=0.01, max_delay=0.05)
KEY = "AIza-test-local-key-00000"


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


def agent(server: GeminiServer, **kw: Any) -> Agent:
    provider = GeminiProvider("gemini-2.5-flash", base_url=server.url, api_key=KEY)
    return Agent(
        provider,
        policy=ALLOW,
        tools=[add],
        defaults=RunOptions(retry=kw.pop("retry", FAST), stream=kw.pop("stream", None)),
        **kw,
    )


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_calls_without_ids_get_stable_ids_that_never_go_back(stream: bool) -> None:
    def run() -> tuple[list[str], list[Any]]:
        with GeminiServer() as server:
            server.enqueue(
                tool_calls(("add", {"a": 1, "b": 2}), ("add", {"a": 1, "b": 2})),
                tool_calls(("add", {"a": 1, "b": 2})),
                text("done"),
            )
            result = agent(server, stream=stream).run("add twice, then once more")
            return [r.id for r in result.call_records], [r.body for r in server.requests]

    ids, bodies = run()
    assert len(ids) == 3 and len(set(ids)) == 3  # two equal calls in one turn, the same call in the next
    assert all(i.startswith("gemini_") and len(i) <= 40 for i in ids)
    assert run()[0] == ids, "the same conversation must give the same ids (replay sends them back the same)"
    # Gemini sent no ids, so none go back: it pairs the answers with the calls by order
    for body in bodies[1:]:
        for content in body["contents"]:
            for part in content["parts"]:
                for key in ("functionCall", "functionResponse"):
                    assert "id" not in part.get(key, {}), part


def test_ids_gemini_sends_are_kept_and_sent_back() -> None:
    with GeminiServer() as server:
        server.enqueue(tool_calls(("add", {"a": 2, "b": 3}, "fc_one"), ("add", {"a": 4, "b": 5}, "fc_two")), text("ok"))
        result = agent(server).run("add")
        body = server.requests[1].body
    assert [r.id for r in result.call_records] == ["fc_one", "fc_two"]
    calls, answers = body["contents"][1]["parts"], body["contents"][2]["parts"]
    assert [p["functionCall"]["id"] for p in calls] == ["fc_one", "fc_two"]
    assert [p["functionResponse"]["id"] for p in answers] == ["fc_one", "fc_two"]
    assert [p["functionResponse"]["response"] for p in answers] == [{"output": "5"}, {"output": "9"}]


def test_signatures_survive_across_runs_and_foreign_turns_get_the_placeholder() -> None:
    with GeminiServer() as server:  # validates signatures as Gemini 3 does
        server.enqueue(
            tool_calls(("add", {"a": 1, "b": 1})), text("2"), tool_calls(("add", {"a": 2, "b": 2})), text("4")
        )
        a = agent(server)
        a.run("1+1")
        assert a.run("and 2+2?").text == "4"
        last = server.requests[-1].body["contents"]
        signed = [p for c in last for p in c["parts"] if "functionCall" in p]
        assert len(signed) == 2 and all(p["thoughtSignature"] != "skip_thought_signature_validator" for p in signed)
    # a turn another provider made has no signature: Google's placeholder on its first call only
    history: list[Message] = [
        UserMessage("hi"),
        AssistantMessage(tool_calls=(ToolCall("add", {"a": 1, "b": 1}, id="call_abc"), ToolCall("add", {}, id="c2"))),
        ToolResult("call_abc", "add", "2"),
        ToolResult("c2", "add", "boom", is_error=True),
    ]
    _, contents = to_gemini_contents(history)
    first, second = contents[1]["parts"]
    assert first["thought_signature"] == b"\xb2H\xa9\xfe\xd8h\xba\x08m\xfe\xc8\xa0\x9d\xabn\xad\xef\xefjX\x9dj\xda+"
    assert "thought_signature" not in second and first["function_call"]["id"] == "call_abc"
    assert contents[2]["parts"][1]["function_response"]["response"] == {"error": "boom"}


def test_errors_are_short_and_say_what_to_do() -> None:
    with GeminiServer(api_key="AIza-the-right-one") as server:
        with pytest.raises(ModelAPIError) as bad_key:
            agent(server).run("x")
        message = str(bad_key.value)
        assert "HTTP 400" in message and "API key not valid" in message and "$GEMINI_API_KEY" in message
        assert server.url.split("//")[1] in message and len(server.requests) == 1  # not retried

    with GeminiServer() as server:
        server.enqueue(*[error(429, "Quota exceeded", headers={"retry-after": "0"}) for _ in range(3)])
        with pytest.raises(ModelRateLimited) as limited:
            agent(server, retry=RetryPolicy(max_retries=2, base_delay=0.01)).run("x")
        assert limited.value.retry_after == 0.0 and "RESOURCE_EXHAUSTED" in str(limited.value)
        assert len(server.requests) == 3

        server.enqueue(text("late", delay=2.0))
        provider = GeminiProvider("gemini-2.5-flash", base_url=server.url, api_key=KEY, timeout=0.3)
        with pytest.raises(ModelTimeout, match="timed out"):
            Agent(provider, defaults=RunOptions(retry=RetryPolicy(max_retries=0))).run("x")

    closed = _closed_port()
    provider = GeminiProvider("gemini-2.5-flash", base_url=f"http://127.0.0.1:{closed}", api_key=KEY)
    with pytest.raises(ModelUnreachable) as unreachable:
        Agent(provider).run("x")
    assert str(unreachable.value) == (
        f"gemini: cannot connect to http://127.0.0.1:{closed}: is the server at http://127.0.0.1:{closed} running?"
    )


def test_usage_counts_thinking_as_output_and_cached_input() -> None:
    provider = GeminiProvider("gemini-2.5-flash", api_key=KEY)
    meta = types.GenerateContentResponseUsageMetadata(
        prompt_token_count=1_000_000, cached_content_token_count=400_000, candidates_token_count=600_000,
        thoughts_token_count=400_000,
    )  # fmt: skip
    usage = provider._usage(meta)
    assert (usage.input_tokens, usage.cached_tokens, usage.output_tokens) == (1_000_000, 400_000, 1_000_000)
    # gemini-2.5-flash: $0.30 / 1M input, $0.03 / 1M cached input, $2.50 / 1M output
    assert usage.cost_usd == pytest.approx(0.6 * 0.30 + 0.4 * 0.03 + 2.50)
    assert provider._usage(None).cost_usd is None


def test_thought_parts_are_not_the_answer() -> None:
    reply = types.GenerateContentResponse.model_validate(
        {
            "candidates": [
                {
                    "content": {
                        "role": "model",
                        "parts": [{"text": "let me think", "thought": True}, {"text": "The answer."}],
                    },
                    "finish_reason": "STOP",
                }
            ]
        }
    )
    turn = _Turn("key")
    assert turn.add(reply) == ["The answer."] and turn.finish_reason == "STOP"
    blocked = types.GenerateContentResponse.model_validate({"prompt_feedback": {"block_reason": "SAFETY"}})
    turn = _Turn("key")
    assert turn.add(blocked) == [] and turn.finish_reason == "PROMPT_BLOCKED:SAFETY"


def test_settings_system_and_environment() -> None:
    with GeminiServer() as server:
        server.enqueue(text("ok"))
        provider = GeminiProvider("models/gemini-2.5-flash", base_url=server.url, api_key=KEY)
        Agent(provider, defaults=RunOptions(settings={"max_tokens": 64, "temperature": 0.2}), system="Be brief.").run(
            "hi"
        )
        body = server.last_request.body
    assert body["generationConfig"] == {"maxOutputTokens": 64, "temperature": 0.2}
    assert "Be brief." in body["systemInstruction"]["parts"][0]["text"]
    assert server.last_request.path.startswith("/v1/models/gemini-2.5-flash:")  # "models/" is not doubled


def test_vertex_environment_does_not_send_the_key_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOOGLE_GENAI_USE_VERTEXAI", "true")
    monkeypatch.setenv("GOOGLE_CLOUD_PROJECT", "someone-elses-project")
    with GeminiServer() as server:
        server.enqueue(text("still the Gemini API"))
        monkeypatch.setenv("GOOGLE_GEMINI_BASE_URL", server.url)
        monkeypatch.setenv("GEMINI_API_KEY", KEY)
        assert Agent(get_provider("gemini:gemini-2.5-flash")).run("x").text == "still the Gemini API"
        assert server.last_request.headers["x-goog-api-key"] == KEY


def test_missing_sdk_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "google.genai", None)
    provider = GeminiProvider("gemini-2.5-flash", api_key=KEY)
    with pytest.raises(MissingDependency, match=r"pip install 'jupyter-nbagent\[gemini\]'"):
        Agent(provider).run("x")


def test_a_cell_runs_on_gemini_when_its_key_is_the_one_set(monkeypatch: pytest.MonkeyPatch) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    import nbagent
    from nbagent.config._configure import defaults

    shell: Any = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.policy, cfg.store)
    try:
        cfg.model = None
        nbagent.configure(policy=ALLOW, store=False)
        with GeminiServer() as server:
            server.enqueue(text("hello from Gemini"))
            monkeypatch.setenv("GEMINI_API_KEY", KEY)
            monkeypatch.setenv("GOOGLE_GEMINI_BASE_URL", server.url)
            result = shell.run_cell("%%agent --new\nhi")
            assert result.success, result.error_in_exec
            assert shell.user_ns["_agent"].text == "hello from Gemini"
            assert server.last_request.headers["x-goog-api-key"] == KEY
    finally:
        cfg.model, cfg.policy, cfg.store = saved
        shell.run_line_magic("unload_ext", "nbagent")
        shell.user_ns.pop("_agent", None)
