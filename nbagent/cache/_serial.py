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
from typing import Any

from ..boundary._redact import redact_obj
from ..messages import AssistantMessage, ToolCall, Usage
from ..providers import ModelResponse

__all__ = ["cacheable", "decode_response", "encode_response"]


def encode_response(response: ModelResponse) -> dict[str, Any]:
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


def decode_response(data: Any) -> ModelResponse:
    """A response back from :func:`encode_response`'s data; ValueError when it is not such data."""

    try:
        calls = tuple(
            ToolCall(
                name=str(c["name"]),
                args=dict(c["args"]),
                id=str(c["id"]),
                raw_args=c.get("raw_args"),
                parse_error=c.get("parse_error"),
            )
            for c in data["tool_calls"]
        )
        u = data["usage"]
        usage = Usage(
            input_tokens=int(u["input_tokens"]),
            output_tokens=int(u["output_tokens"]),
            cached_tokens=int(u["cached_tokens"]),
            requests=int(u["requests"]),
            cost_usd=None if u["cost_usd"] is None else float(u["cost_usd"]),
        )
        return ModelResponse(
            message=AssistantMessage(text=str(data["text"]), tool_calls=calls),
            usage=usage,
            model=str(data["model"]),
            finish_reason=data.get("finish_reason"),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"not a cached response: {exc}") from exc


def cacheable(response: ModelResponse) -> str | None:
    """The response as the JSON text a cache keeps, or None when the redactor would change it."""
    data = encode_response(response)
    if redact_obj(data) != data:
        return None
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
