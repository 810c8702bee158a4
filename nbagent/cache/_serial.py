"""Responses as JSON for a persistent cache, and the redaction rule for what is cached.

Cached entries pass through the secret redactor like everything else nbagent
writes down. A redacted answer is not the answer, though: ``[REDACTED]`` in a
tool call's arguments would run the tool with other arguments. So the rule is
all or nothing: a response the redactor would change (it holds something that
looks like a secret) is not cached at all, and the next identical request asks
the model again. What a cache holds is therefore both redacted and exact.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TypedDict

from ..boundary._redact import redact_obj
from ..messages import AssistantMessage, JSONValue, ToolCall, Usage
from ..providers import ModelResponse

__all__ = ["EncodedResponse", "cacheable", "decode_response", "encode_response"]


class EncodedCall(TypedDict):
    """A tool call of :class:`EncodedResponse`."""

    id: str
    name: str
    args: dict[str, JSONValue]
    raw_args: str | None
    parse_error: str | None


class EncodedUsage(TypedDict):
    """The usage of :class:`EncodedResponse`."""

    input_tokens: int
    output_tokens: int
    cached_tokens: int
    requests: int
    cost_usd: float | None


class EncodedResponse(TypedDict):
    """A response as JSON-ready data (what a persistent cache and a cassette keep)."""

    text: str
    tool_calls: list[EncodedCall]
    usage: EncodedUsage
    model: str
    finish_reason: str | None


def encode_response(response: ModelResponse) -> EncodedResponse:
    """``response`` as JSON-ready data."""
    m, u = response.message, response.usage
    return {
        "text": m.text,
        "tool_calls": [
            {"id": c.id, "name": c.name, "args": dict(c.args), "raw_args": c.raw_args, "parse_error": c.parse_error}
            for c in m.tool_calls
        ],
        "usage": {
            "input_tokens": u.input_tokens,
            "output_tokens": u.output_tokens,
            "cached_tokens": u.cached_tokens,
            "requests": u.requests,
            "cost_usd": u.cost_usd,
        },
        "model": response.model,
        "finish_reason": response.finish_reason,
    }


def decode_response(data: object) -> ModelResponse:
    """A response back from :func:`encode_response`'s data; ValueError when it is not such data."""

    try:
        if not isinstance(data, Mapping):
            raise TypeError(f"{type(data).__name__}, not a mapping")
        calls = tuple(_call(c) for c in data["tool_calls"])
        u = data["usage"]
        usage = Usage(
            input_tokens=int(u["input_tokens"]),
            output_tokens=int(u["output_tokens"]),
            cached_tokens=int(u["cached_tokens"]),
            requests=int(u["requests"]),
            cost_usd=None if u["cost_usd"] is None else float(u["cost_usd"]),
        )
        finish_reason = data.get("finish_reason")
        if not (finish_reason is None or isinstance(finish_reason, str)):
            raise TypeError(f"finish_reason is {type(finish_reason).__name__}, not text")
        return ModelResponse(
            message=AssistantMessage(text=str(data["text"]), tool_calls=calls),
            usage=usage,
            model=str(data["model"]),
            finish_reason=finish_reason,
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"not a cached response: {exc}") from exc


def _call(c: object) -> ToolCall:
    if not isinstance(c, Mapping):
        raise TypeError(f"a tool call is {type(c).__name__}, not a mapping")
    args, raw_args, parse_error = c["args"], c.get("raw_args"), c.get("parse_error")
    if not isinstance(args, Mapping):
        raise TypeError(f"a tool call's args are {type(args).__name__}, not a mapping")
    if not (raw_args is None or isinstance(raw_args, str)) or not (parse_error is None or isinstance(parse_error, str)):
        raise TypeError("a tool call's raw_args or parse_error is not text")
    return ToolCall(name=str(c["name"]), args=dict(args), id=str(c["id"]), raw_args=raw_args, parse_error=parse_error)


def cacheable(response: ModelResponse) -> str | None:
    """The response as the JSON text a cache keeps, or None when the redactor would change it."""
    data = encode_response(response)
    if redact_obj(data) != data:
        return None
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
