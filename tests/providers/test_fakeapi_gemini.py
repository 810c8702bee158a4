"""Drive the real `google-genai` SDK against the fake Gemini server: the wire format as the SDK speaks it."""

from __future__ import annotations

import asyncio
import base64
import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from fakeapi import NO_REPLY_MESSAGE, GeminiServer, error, text, tool_calls, validate_gemini_request
from google import genai
from google.genai import errors, types

HI: Any = [{"role": "user", "parts": [{"text": "hi"}]}]
SCHEMA = {"type": "object", "properties": {"city": {"type": "string"}}}
TOOLS: Any = [{"function_declarations": [{"name": "get_weather", "parameters_json_schema": SCHEMA}]}]
NO_AFC: Any = {"disable": True}
PLACEHOLDER = base64.urlsafe_b64decode("skip_thought_signature_validator")


@pytest.fixture(scope="module")
def gm() -> Iterator[GeminiServer]:
    with GeminiServer() as srv:
        yield srv


@pytest.fixture(autouse=True)
def _fresh(gm: GeminiServer) -> None:
    gm.reset()


def client(srv: GeminiServer, key: str = "AIza-test") -> genai.Client:
    return genai.Client(vertexai=False, api_key=key, http_options={"base_url": srv.url})


@pytest.fixture(scope="module")
def gc(gm: GeminiServer) -> genai.Client:
    """A real client against the fake server (the SDK never retries unless told to)."""
    return client(gm)


def generate(gc: genai.Client, **kw: Any) -> types.GenerateContentResponse:
    config: Any = {"automatic_function_calling": NO_AFC, **kw.pop("config", {})}
    return gc.models.generate_content(model="gemini-t", contents=kw.pop("contents", HI), config=config, **kw)


def stream(gc: genai.Client, **kw: Any) -> list[types.GenerateContentResponse]:
    config: Any = {"automatic_function_calling": NO_AFC, **kw.pop("config", {})}
    return list(gc.models.generate_content_stream(model="gemini-t", contents=kw.pop("contents", HI), config=config))


def test_plain_text(gm: GeminiServer, gc: genai.Client) -> None:
    gm.enqueue(text("hello there", usage=(12, 3, 4)))
    resp = generate(gc, config={"system_instruction": "be brief", "temperature": 0})
    assert resp.text == "hello there" and resp.model_version == "gemini-t"
    candidate = resp.candidates[0] if resp.candidates else None
    assert candidate is not None and candidate.finish_reason == types.FinishReason.STOP
    usage = resp.usage_metadata
    assert usage is not None
    assert (usage.prompt_token_count, usage.candidates_token_count, usage.cached_content_token_count) == (12, 3, 4)
    assert usage.total_token_count == 15
    req = gm.last_request
    assert req.path == "/v1/models/gemini-t:generateContent" and req.query == ""
    assert req.headers["x-goog-api-key"] == "AIza-test" and "authorization" not in req.headers
    assert req.body["systemInstruction"]["parts"] == [{"text": "be brief"}]
    assert req.body["generationConfig"] == {"temperature": 0}
    assert gm.pending == 0


def test_stream_text_with_usage(gm: GeminiServer, gc: genai.Client) -> None:
    gm.enqueue(text("streamed hello world", usage=(7, 9, 2)))
    chunks = stream(gc)
    pieces = [c.text for c in chunks if c.text]
    assert len(pieces) > 2 and "".join(pieces) == "streamed hello world"
    last = chunks[-1]
    assert last.candidates and last.candidates[0].finish_reason == types.FinishReason.STOP
    assert last.usage_metadata is not None and last.usage_metadata.candidates_token_count == 9
    assert all(c.candidates and c.candidates[0].finish_reason is None for c in chunks[:-1])
    # a text turn ends on an empty part that carries the thought signature
    parts = last.candidates[0].content.parts if last.candidates[0].content else None
    assert parts and parts[-1].thought_signature and not parts[-1].text
    assert gm.last_request.path.endswith(":streamGenerateContent") and gm.last_request.query == "alt=sse"


def test_multi_tool_calls_signed_once_and_ids_as_scripted(gm: GeminiServer, gc: genai.Client) -> None:
    gm.enqueue(tool_calls(("get_weather", {"city": "Paris"}, "fc_1"), ("get_weather", {"city": "Rome"}), text="Hm."))
    for resp in (generate(gc, config={"tools": TOOLS}), None):
        if resp is None:
            gm.enqueue(tool_calls(("get_weather", {"city": "Paris"}, "fc_1"), ("get_weather", {"city": "Rome"})))
            chunks = stream(gc, config={"tools": TOOLS})
            resp = chunks[-1]
        assert resp.function_calls is not None
        assert [(c.name, c.args, c.id) for c in resp.function_calls] == [
            ("get_weather", {"city": "Paris"}, "fc_1"),
            ("get_weather", {"city": "Rome"}, None),
        ]
        parts = resp.candidates[0].content.parts if resp.candidates and resp.candidates[0].content else []
        calls = [p for p in parts or [] if p.function_call]
        assert calls[0].thought_signature and calls[1].thought_signature is None  # only the first is signed
    assert gm.last_request.body["tools"][0]["functionDeclarations"][0]["parameters_json_schema"] == SCHEMA


def test_tool_round_trip_is_valid_and_signatures_are_required(gm: GeminiServer, gc: genai.Client) -> None:
    gm.enqueue(tool_calls(("get_weather", {"city": "Paris"})), text("It is sunny."))
    first = generate(gc, config={"tools": TOOLS})
    model_turn = first.candidates[0].content if first.candidates else None
    assert model_turn is not None and model_turn.parts
    answer = types.Part.from_function_response(name="get_weather", response={"output": "sunny"})
    contents = [*HI, model_turn, types.Content(role="user", parts=[answer])]
    assert generate(gc, contents=contents, config={"tools": TOOLS}).text == "It is sunny."
    sent = gm.last_request.body["contents"][1]["parts"][0]
    assert sent["thoughtSignature"] and sent["functionCall"]["name"] == "get_weather"

    # the same history without the signature is refused (Gemini 3), and uses no scripted reply
    gm.enqueue(text("never sent"))
    unsigned = types.Content(role="model", parts=[types.Part(function_call=model_turn.parts[0].function_call)])
    with pytest.raises(errors.ClientError, match="missing a thought_signature") as info:
        generate(gc, contents=[*HI, unsigned, contents[2]], config={"tools": TOOLS})
    assert info.value.code == 400 and info.value.status == "INVALID_ARGUMENT" and gm.pending == 1
    # ... a made-up one too; Google's placeholder is accepted
    forged = unsigned.model_copy(deep=True)
    assert forged.parts
    forged.parts[0].thought_signature = b"forged"
    with pytest.raises(errors.ClientError, match="Corrupted thought signature"):
        generate(gc, contents=[*HI, forged, contents[2]], config={"tools": TOOLS})
    forged.parts[0].thought_signature = PLACEHOLDER
    assert generate(gc, contents=[*HI, forged, contents[2]], config={"tools": TOOLS}).text == "never sent"
    assert gm.last_request.body["contents"][1]["parts"][0]["thoughtSignature"] == "skip_thought_signature_validator"


def test_unanswered_function_call_is_rejected(gm: GeminiServer, gc: genai.Client) -> None:
    gm.enqueue(text("never sent"))
    call = types.Part(function_call=types.FunctionCall(name="get_weather", args={}), thought_signature=PLACEHOLDER)
    contents = [*HI, types.Content(role="model", parts=[call]), *HI]
    with pytest.raises(errors.ClientError, match="number of function response parts"):
        generate(gc, contents=contents)
    assert gm.pending == 1, "an invalid request must not consume a scripted reply"


def test_error_replies(gm: GeminiServer, gc: genai.Client) -> None:
    gm.enqueue(error(429, headers={"retry-after": "0.25"}), error(400, "context too long"))
    with pytest.raises(errors.ClientError) as info:
        generate(gc)
    assert (info.value.code, info.value.status) == (429, "RESOURCE_EXHAUSTED")
    assert info.value.details["error"]["details"] == [
        {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "0.25s"}
    ]
    response: Any = info.value.response
    assert "retry-after" not in response.headers  # Gemini says it in the body
    with pytest.raises(errors.ClientError, match="context too long"):
        generate(gc)
    gm.enqueue(error(500), error(503))
    with pytest.raises(errors.ServerError) as server_error:
        generate(gc)
    assert server_error.value.status == "INTERNAL"
    with pytest.raises(errors.ServerError, match="UNAVAILABLE"):
        stream(gc)


def test_keys(gm: GeminiServer) -> None:
    with GeminiServer(api_key="AIza-right") as srv:
        srv.enqueue(text("ok"))
        with pytest.raises(errors.ClientError) as info:
            generate(client(srv, "AIza-wrong"))
        assert (info.value.code, info.value.status) == (400, "INVALID_ARGUMENT")
        assert info.value.details["error"]["details"][0]["reason"] == "API_KEY_INVALID"
        assert generate(client(srv, "AIza-right")).text == "ok"
    data = json.dumps({"contents": HI}).encode()
    req = urllib.request.Request(gm.url + "/v1beta/models/m:generateContent", data=data)
    with pytest.raises(urllib.error.HTTPError) as no_key:
        urllib.request.urlopen(req, timeout=5)
    assert no_key.value.code == 403
    assert json.loads(no_key.value.read())["error"]["status"] == "PERMISSION_DENIED"


def test_nothing_scripted_fails_loudly(gc: genai.Client) -> None:
    with pytest.raises(errors.ServerError, match=NO_REPLY_MESSAGE):
        generate(gc)


def test_async_stream(gm: GeminiServer) -> None:
    gm.enqueue(text("async works"))

    async def run() -> str:
        aio = client(gm).aio
        pieces = [c.text or "" async for c in await aio.models.generate_content_stream(model="m", contents="hi")]
        return "".join(pieces)

    assert asyncio.run(run()) == "async works"
    assert gm.last_request.body["contents"] == HI


def _post(srv: GeminiServer, path: str, body: Any) -> bytes:
    req = urllib.request.Request(srv.url + path, data=json.dumps(body).encode(), headers={"x-goog-api-key": "k"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        assert resp.headers["content-type"].startswith("text/event-stream" if "stream" in path else "application/json")
        return bytes(resp.read())


def test_raw_sse_wire_format(gm: GeminiServer) -> None:
    gm.enqueue(text("hi there"))
    raw = _post(gm, "/v1beta/models/m:streamGenerateContent?alt=sse", {"contents": HI}).decode()
    events = raw.split("\r\n\r\n")
    assert events[-1] == "" and len(events) > 2
    for event in events[:-1]:
        assert event.startswith("data: {") and "\n" not in event
        assert json.loads(event.removeprefix("data: "))["candidates"][0]["content"]["role"] == "model"
    # without alt=sse the real API streams a JSON array, which the fake does not speak: it says so
    with pytest.raises(urllib.error.HTTPError) as info:
        _post(gm, "/v1beta/models/m:streamGenerateContent", {"contents": HI})
    assert info.value.code == 400 and "alt=sse" in info.value.read().decode()


def test_malformed_call_is_a_finish_reason(gm: GeminiServer) -> None:
    gm.enqueue(tool_calls(("add", '{"a": 1')))
    body = json.loads(_post(gm, "/v1/models/m:generateContent", {"contents": HI}))
    candidate = body["candidates"][0]
    assert candidate["finishReason"] == "MALFORMED_FUNCTION_CALL" and "content" not in candidate
    assert candidate["finishMessage"] == 'Malformed function call: print(default_api.add({"a": 1))'


def test_validator() -> None:
    body = {
        "contents": [
            *HI,
            {"role": "robot", "parts": [{"text": "x"}]},
            {"role": "user", "parts": []},
            {"role": "user", "parts": [{"text": "a", "functionCall": {"name": "f"}}]},
            {"role": "user", "parts": [{"functionCall": {"name": "f"}}]},
            {"role": "model", "parts": [{"bogus": 1}]},
        ],
        "model": "not a body field",
    }
    problems = "\n".join(validate_gemini_request(body))
    for needle in ["valid role", "must not be empty", "oneof", "'model' turn", '"bogus"', 'Unknown name "model"']:
        assert needle in problems
    tools = [{"functionDeclarations": [{"name": "9bad"}, {"name": "ok", "parameters": {"type": "string"}}]}]
    problems = "\n".join(validate_gemini_request({"contents": HI, "tools": tools}))
    assert "Invalid function name" in problems and "object schema" in problems
    answer = {"role": "user", "parts": [{"functionResponse": {"name": "f", "response": {}}}]}
    assert "immediately after" in "".join(validate_gemini_request({"contents": [*HI, answer]}))
    assert validate_gemini_request({"contents": HI, "system_instruction": {"parts": [{"text": "s"}]}}) == []
    assert validate_gemini_request({}) == ["* GenerateContentRequest.contents: contents is not specified"]
