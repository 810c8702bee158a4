"""Drive the real `openai` and `anthropic` SDKs against the fakeapi servers."""

from __future__ import annotations

import asyncio
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import anthropic
import openai
import pytest
from fakeapi import (
    NO_REPLY_MESSAGE,
    AnthropicServer,
    FakeServer,
    OpenAIServer,
    Reply,
    error,
    text,
    tool_calls,
    validate_anthropic_messages,
    validate_openai_messages,
)

HI: Any = [{"role": "user", "content": "hi"}]
SCHEMA = {"type": "object", "properties": {"city": {"type": "string"}}}
OA_TOOLS: Any = [{"type": "function", "function": {"name": "get_weather", "parameters": SCHEMA}}]
AN_TOOLS: Any = [{"name": "get_weather", "input_schema": SCHEMA}]


@pytest.fixture(scope="module")
def oa() -> Iterator[OpenAIServer]:
    with OpenAIServer() as srv:
        yield srv


@pytest.fixture(scope="module")
def an() -> Iterator[AnthropicServer]:
    with AnthropicServer() as srv:
        yield srv


@pytest.fixture(autouse=True)
def _fresh(oa: OpenAIServer, an: AnthropicServer) -> None:
    """Each test starts with no scripted replies and an empty request log."""
    oa.reset()
    an.reset()


@pytest.fixture(scope="module")
def oc(oa: OpenAIServer) -> Iterator[openai.OpenAI]:
    """A real OpenAI client (slow to build, so shared), no retries."""
    with openai.OpenAI(base_url=oa.url, api_key="sk-test", max_retries=0) as client:
        yield client


@pytest.fixture(scope="module")
def ac(an: AnthropicServer) -> Iterator[anthropic.Anthropic]:
    """A real Anthropic client, no retries."""
    with anthropic.Anthropic(base_url=an.url, api_key="sk-ant-test", max_retries=0) as client:
        yield client


@dataclass
class Api:
    """One API under test: its server, SDK module and a `call(**kwargs)` helper."""

    srv: FakeServer
    sdk: Any
    call: Callable[..., Any]
    reply_text: Callable[[Any], str]


@pytest.fixture(params=["openai", "anthropic"])
def api(
    request: pytest.FixtureRequest,
    oa: OpenAIServer,
    an: AnthropicServer,
    oc: openai.OpenAI,
    ac: anthropic.Anthropic,
) -> Api:
    """Each API in turn, for behaviour both must share."""
    if request.param == "openai":
        return Api(
            oa,
            openai,
            lambda **kw: oc.chat.completions.create(**{"model": "gpt-t", "messages": HI, **kw}),
            lambda r: r.choices[0].message.content,
        )
    return Api(an, anthropic, lambda **kw: _create(ac, **kw), lambda r: r.content[0].text)


# ------------------------------------------------------------------ shared behaviour


def test_error_replies(api: Api) -> None:
    api.srv.enqueue(error(429, headers={"retry-after": "0.1"}), error(400, "context too long"))
    with pytest.raises(api.sdk.RateLimitError) as info:
        api.call()
    assert info.value.status_code == 429
    assert info.value.response.headers["retry-after"] == "0.1"
    with pytest.raises(api.sdk.BadRequestError, match="context too long"):
        api.call()
    for stream in (False, True):
        api.srv.enqueue(error(500))
        with pytest.raises(api.sdk.InternalServerError):
            api.call(stream=stream)


def test_unanswered_tool_call_is_rejected(api: Api) -> None:
    api.srv.enqueue(text("never sent"))
    fn = {"name": "get_weather", "arguments": "{}"}
    oa_turn = {
        "role": "assistant",
        "tool_calls": [{"id": "t1", "type": "function", "function": fn}],
    }
    use = {"type": "tool_use", "id": "t1", "name": "get_weather", "input": {}}
    turn = oa_turn if api.sdk is openai else {"role": "assistant", "content": [use]}
    with pytest.raises(api.sdk.BadRequestError, match="t1"):
        api.call(messages=[*HI, turn, *HI])
    assert api.srv.pending == 1, "an invalid request must not consume a scripted reply"


def test_missing_key_is_401(api: Api) -> None:
    with pytest.raises(api.sdk.AuthenticationError):
        api.call(extra_headers={"Authorization": api.sdk.Omit()})
    assert "authorization" not in api.srv.last_request.headers


def test_nothing_scripted_fails_loudly(api: Api) -> None:
    with pytest.raises(api.sdk.InternalServerError, match=NO_REPLY_MESSAGE):
        api.call()


def test_responder_under_concurrency(api: Api) -> None:
    api.srv.responder = lambda body: text("echo " + body["messages"][-1]["content"])
    results: dict[int, str] = {}

    def worker(i: int) -> None:
        results[i] = api.reply_text(api.call(messages=[{"role": "user", "content": f"n{i}"}]))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(5)
    assert results == {i: f"echo n{i}" for i in range(8)}
    assert len(api.srv.requests) == 8


def test_wrong_key_is_401() -> None:
    with (
        OpenAIServer(api_key="sk-right") as srv,
        openai.OpenAI(base_url=srv.url, api_key="sk-wrong", max_retries=0) as client,
        pytest.raises(openai.AuthenticationError, match="Incorrect API key"),
    ):
        client.chat.completions.create(model="gpt-t", messages=HI)


# ---------------------------------------------------------------------------- OpenAI


def test_openai_plain_text(oa: OpenAIServer, oc: openai.OpenAI) -> None:
    oa.enqueue(text("hello there", usage=(12, 3, 4)))
    resp = oc.chat.completions.create(model="gpt-t", messages=HI)
    assert (resp.object, resp.model) == ("chat.completion", "gpt-t")
    choice, usage = resp.choices[0], resp.usage
    assert (choice.message.content, choice.finish_reason) == ("hello there", "stop")
    assert usage is not None and usage.prompt_tokens_details is not None
    assert (usage.prompt_tokens, usage.completion_tokens, usage.total_tokens) == (12, 3, 15)
    assert usage.prompt_tokens_details.cached_tokens == 4
    req = oa.last_request
    assert (req.path, req.headers["authorization"]) == ("/v1/chat/completions", "Bearer sk-test")
    assert req.body["messages"] == HI and oa.pending == 0


def test_openai_stream_text_with_usage(oa: OpenAIServer, oc: openai.OpenAI) -> None:
    oa.enqueue(text("streamed hello world", usage=(7, 9, 2)))
    chunks = list(
        oc.chat.completions.create(model="gpt-t", messages=HI, stream=True, stream_options={"include_usage": True})
    )
    assert all(c.object == "chat.completion.chunk" for c in chunks)
    assert chunks[0].choices[0].delta.role == "assistant"
    pieces = [c.choices[0].delta.content for c in chunks if c.choices and c.choices[0].delta.content]
    assert len(pieces) > 2 and "".join(pieces) == "streamed hello world"
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-2:] == [None, "stop"]
    last = chunks[-1]
    assert last.choices == [] and last.usage is not None
    assert (last.usage.prompt_tokens, last.usage.completion_tokens) == (7, 9)
    assert last.usage.prompt_tokens_details is not None
    assert last.usage.prompt_tokens_details.cached_tokens == 2
    assert all(c.usage is None for c in chunks[:-1])


def test_openai_stream_multi_tool_raw_chunks(oa: OpenAIServer, oc: openai.OpenAI) -> None:
    oa.enqueue(
        tool_calls(
            ("get_weather", {"city": "Paris"}, "call_weather1"),
            ("add", '{"a": 1'),  # malformed on purpose: sent as-is
            text="Let me check.",
        )
    )
    stream = oc.chat.completions.create(model="gpt-t", messages=HI, tools=OA_TOOLS, stream=True)
    calls: dict[int, dict[str, Any]] = {}
    content, finish, arg_chunks = "", None, 0
    for chunk in stream:
        delta = chunk.choices[0].delta
        content += delta.content or ""
        finish = chunk.choices[0].finish_reason or finish
        for tc in delta.tool_calls or []:
            slot = calls.setdefault(tc.index, {"id": None, "name": None, "arguments": ""})
            if tc.id:  # only the first chunk of each tool call carries id/type/name
                assert slot["id"] is None and tc.type == "function"
                assert tc.function is not None
                slot["id"], slot["name"] = tc.id, tc.function.name
            elif tc.function and tc.function.arguments:
                slot["arguments"] += tc.function.arguments
                arg_chunks += 1
    assert (content, finish) == ("Let me check.", "tool_calls")
    weather = {"id": "call_weather1", "name": "get_weather", "arguments": '{"city": "Paris"}'}
    assert calls[0] == weather
    assert calls[1]["name"] == "add" and calls[1]["arguments"] == '{"a": 1'
    assert calls[1]["id"].startswith("call_") and arg_chunks >= 4


def test_openai_stream_helper_reassembles(oa: OpenAIServer, oc: openai.OpenAI) -> None:
    oa.enqueue(tool_calls(("get_weather", {"city": "Paris"}), ("get_weather", {"city": "Rome"})))
    with oc.chat.completions.stream(model="gpt-t", messages=HI, tools=OA_TOOLS) as stream:
        final = stream.get_final_completion()
    assert final.choices[0].finish_reason == "tool_calls"
    calls = final.choices[0].message.tool_calls or []
    args = [json.loads(tc.function.arguments) for tc in calls]
    assert args == [{"city": "Paris"}, {"city": "Rome"}]
    assert len({tc.id for tc in calls}) == 2


def test_openai_tool_roundtrip_is_valid(oa: OpenAIServer, oc: openai.OpenAI) -> None:
    oa.enqueue(tool_calls(("get_weather", {"city": "Paris"})), text("It is sunny."))
    first = oc.chat.completions.create(model="gpt-t", messages=HI, tools=OA_TOOLS)
    assistant = first.choices[0].message
    assert assistant.tool_calls is not None
    call_id = assistant.tool_calls[0].id
    messages: Any = [
        *HI,
        assistant.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call_id, "content": "sunny"},
    ]
    assert validate_openai_messages({"model": "m", "messages": messages}) == []
    second = oc.chat.completions.create(model="gpt-t", messages=messages, tools=OA_TOOLS)
    assert second.choices[0].message.content == "It is sunny."


def test_openai_async_stream(oa: OpenAIServer) -> None:
    oa.enqueue(text("async works"))

    async def run() -> str:
        async with openai.AsyncOpenAI(base_url=oa.url, api_key="k", max_retries=0) as client:
            stream = await client.chat.completions.create(model="m", messages=HI, stream=True)
            return "".join([c.choices[0].delta.content or "" async for c in stream])

    assert asyncio.run(run()) == "async works"


def test_openai_raw_sse_wire_format(oa: OpenAIServer) -> None:
    oa.enqueue(text("hi"))
    body = json.dumps({"model": "m", "messages": HI, "stream": True}).encode()
    req = urllib.request.Request(oa.url + "/chat/completions", data=body, headers={"Authorization": "Bearer k"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        assert resp.headers["content-type"].startswith("text/event-stream")
        events = resp.read().decode().split("\n\n")
    assert events[-2:] == ["data: [DONE]", ""]
    assert all(e.startswith("data: {") for e in events[:-2])


def test_openai_validator() -> None:
    bad_call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": {"x": 1}}}
    body = {
        "model": "m",
        "messages": [
            *HI,
            {"role": "assistant", "tool_calls": [bad_call]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            {"role": "tool", "tool_call_id": "zzz", "content": "ok"},
            {"role": "robot", "content": "x"},
        ],
        "tools": [{"type": "function", "function": {"name": "bad name!", "parameters": []}}],
    }
    problems = "\n".join(validate_openai_messages(body))
    for needle in ["arguments: expected a string", "'zzz'", "robot", "bad name!", "parameters"]:
        assert needle in problems
    assert validate_openai_messages({"model": "m", "messages": HI}) == []
    assert validate_openai_messages({"messages": []}) == [
        "model: missing required parameter",
        "messages: missing required parameter (a non-empty array)",
    ]


# ------------------------------------------------------------------------- Anthropic


def _create(ac: anthropic.Anthropic, **kw: Any) -> Any:
    """`messages.create` with defaults for model, max_tokens and messages."""
    return ac.messages.create(**{"model": "claude-t", "max_tokens": 64, "messages": HI, **kw})


def test_anthropic_plain_text(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(text("hello there", usage=(20, 6, 11, 3)))
    msg = _create(ac)
    assert (msg.type, msg.role, msg.stop_reason) == ("message", "assistant", "end_turn")
    assert msg.content[0].type == "text" and msg.content[0].text == "hello there"
    assert (msg.usage.input_tokens, msg.usage.output_tokens) == (20, 6)
    assert msg.usage.cache_read_input_tokens == 11
    assert msg.usage.cache_creation_input_tokens == 3
    req = an.last_request
    assert req.path == "/v1/messages" and req.headers["anthropic-version"]
    assert req.body["max_tokens"] == 64


def test_anthropic_stream_text(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(text("streamed hello world", usage=(5, 8, 1)))
    with ac.messages.stream(model="claude-t", max_tokens=64, messages=HI) as stream:
        pieces = list(stream.text_stream)
        final = stream.get_final_message()
    assert len(pieces) > 2 and "".join(pieces) == "streamed hello world"
    assert final.content[0].type == "text" and final.content[0].text == "streamed hello world"
    assert final.stop_reason == "end_turn"
    assert (final.usage.input_tokens, final.usage.output_tokens) == (5, 8)
    assert final.usage.cache_read_input_tokens == 1


def test_anthropic_stream_multi_tool_raw_events(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(
        tool_calls(
            ("get_weather", {"city": "Paris"}, "toolu_weather1"),
            ("add", '{"a": 1'),  # malformed on purpose: streamed as-is
            text="Checking.",
        )
    )
    stream = _create(ac, tools=AN_TOOLS, stream=True)
    types: list[str] = []
    blocks: dict[int, dict[str, Any]] = {}
    json_deltas: dict[int, int] = {}
    stop_reason = None
    for event in stream:
        types.append(event.type)
        if event.type == "content_block_start":
            blocks[event.index] = {**event.content_block.model_dump(), "partial": ""}
        elif event.type == "content_block_delta" and event.delta.type == "text_delta":
            blocks[event.index]["text"] += event.delta.text
        elif event.type == "content_block_delta" and event.delta.type == "input_json_delta":
            blocks[event.index]["partial"] += event.delta.partial_json
            json_deltas[event.index] = json_deltas.get(event.index, 0) + 1
        elif event.type == "message_delta":
            stop_reason = event.delta.stop_reason
            assert event.usage.output_tokens == 5
    assert types[0] == "message_start" and types[-2:] == ["message_delta", "message_stop"]
    assert "ping" not in types  # the SDK drops ping events
    assert blocks[0]["type"] == "text" and blocks[0]["text"] == "Checking."
    assert (blocks[1]["id"], blocks[1]["name"]) == ("toolu_weather1", "get_weather")
    assert json.loads(blocks[1]["partial"]) == {"city": "Paris"}
    assert blocks[2]["id"].startswith("toolu_") and blocks[2]["partial"] == '{"a": 1'
    assert json_deltas[1] >= 3 and json_deltas[2] >= 3
    assert stop_reason == "tool_use"


def test_anthropic_stream_helper_reassembles(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(tool_calls(("get_weather", {"city": "Paris"}), ("get_weather", {"city": "Rome"})))
    with ac.messages.stream(model="claude-t", max_tokens=64, messages=HI, tools=AN_TOOLS) as stream:
        final = stream.get_final_message()
    uses = [b for b in final.content if b.type == "tool_use"]
    assert [u.input for u in uses] == [{"city": "Paris"}, {"city": "Rome"}]
    assert final.stop_reason == "tool_use"


def test_anthropic_tool_roundtrip_is_valid(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(tool_calls(("get_weather", {"city": "Paris"}), text="Checking."), text("Sunny."))
    first = _create(ac, tools=AN_TOOLS)
    use = first.content[1]
    assert first.stop_reason == "tool_use"
    assert use.type == "tool_use" and use.input == {"city": "Paris"}
    result = {"type": "tool_result", "tool_use_id": use.id, "content": "sunny"}
    messages: Any = [
        *HI,
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {"role": "user", "content": [result, {"type": "text", "text": "thanks"}]},
    ]
    second = _create(ac, messages=messages, tools=AN_TOOLS)
    assert second.content[0].type == "text" and second.content[0].text == "Sunny."


def test_anthropic_malformed_args_need_streaming(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(tool_calls(("add", '{"a": 1')))
    with pytest.raises(anthropic.InternalServerError, match="only send those when streaming"):
        _create(ac)


def test_anthropic_error_bodies(an: AnthropicServer, ac: anthropic.Anthropic) -> None:
    an.enqueue(error(429), error(529))
    with pytest.raises(anthropic.RateLimitError) as info:
        _create(ac)
    assert isinstance(info.value.body, dict) and info.value.body["type"] == "error"
    assert info.value.body["error"]["type"] == "rate_limit_error"
    with pytest.raises(anthropic.OverloadedError):
        _create(ac)


def _post_anthropic(an: AnthropicServer, headers: dict[str, str], **body: Any) -> bytes:
    data = json.dumps({"model": "m", "max_tokens": 5, "messages": HI, **body}).encode()
    req = urllib.request.Request(an.url + "/v1/messages", data=data, headers=headers)
    with urllib.request.urlopen(req, timeout=5) as resp:
        return bytes(resp.read())


def test_anthropic_raw_sse_wire_format(an: AnthropicServer) -> None:
    an.enqueue(text("hi"))
    headers = {"x-api-key": "k", "anthropic-version": "2023-06-01"}
    events = [e for e in _post_anthropic(an, headers, stream=True).decode().split("\n\n") if e]
    names = [e.split("\n")[0].removeprefix("event: ") for e in events]
    assert names[:2] == ["message_start", "ping"] and names[-1] == "message_stop"
    for event in events:
        name_line, data_line = event.split("\n")
        assert json.loads(data_line.removeprefix("data: "))["type"] == name_line[7:]


def test_anthropic_requires_version_header(an: AnthropicServer) -> None:
    with pytest.raises(urllib.error.HTTPError) as info:
        _post_anthropic(an, {"x-api-key": "k"})
    assert info.value.code == 400
    assert "anthropic-version" in json.loads(info.value.read())["error"]["message"]


def test_anthropic_validator() -> None:
    use = {"type": "tool_use", "id": "toolu_1", "name": "f", "input": {}}
    res = [{"type": "tool_result", "tool_use_id": t, "content": "ok"} for t in ("toolu_1", "toolu_zzz")]
    results = [{"type": "text", "text": "first"}, *res]
    body = {
        "model": "m",
        "max_tokens": 10,
        "system": [{"type": "text", "text": ""}],
        "messages": [
            {"role": "system", "content": "be nice"},
            *HI,
            {"role": "user", "content": [{"type": "text", "text": " "}]},
            {"role": "assistant", "content": [use]},
            {"role": "user", "content": results},
        ],
        "tools": [{"name": "f", "input_schema": {"type": "string"}}, {"name": "f"}],
    }
    problems = "\n".join(validate_anthropic_messages(body))
    needles = 'role "system"|system.0|multiple "user"|non-whitespace|must come first|toolu_zzz'
    for needle in [*needles.split("|"), "input_schema", "unique"]:
        assert needle in problems
    ok = {"model": "m", "max_tokens": 1, "system": "s", "messages": HI}
    assert validate_anthropic_messages(ok) == []
    starts_wrong = {**ok, "messages": [{"role": "assistant", "content": "x"}]}
    assert any("first message" in p for p in validate_anthropic_messages(starts_wrong))


def test_reply_helpers() -> None:
    reply = tool_calls(("f", {"a": 1}), ("g", "{bad", "id1"), text="t")
    assert [c.arguments for c in reply.calls] == ['{"a": 1}', "{bad"]
    assert reply.calls[0].parsed == {"a": 1} and reply.calls[1].parsed is None
    assert reply.calls[1].id == "id1" and reply.kind == "tool_calls"
    assert error(429, headers={"retry-after": "1"}).headers == (("retry-after", "1"),)
    assert isinstance(text("x"), Reply) and text("x", usage=(1, 2, 3)).cached_tokens == 3
