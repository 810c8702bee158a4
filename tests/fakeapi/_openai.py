"""Fake OpenAI Chat Completions API (`POST /v1/chat/completions`)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

from ._base import FakeServer
from ._replies import Reply, new_id, split_pieces

TOOL_NAME_RE = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
ROLES = ("system", "developer", "user", "assistant", "tool")

_ERROR_TYPES: dict[int, tuple[str, str | None]] = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    403: ("invalid_request_error", "unsupported_country_region_territory"),
    404: ("invalid_request_error", "unknown_url"),
    429: ("requests", "rate_limit_exceeded"),
}


def _is_text_parts(content: Any) -> bool:
    return isinstance(content, list) and all(
        isinstance(p, dict) and p.get("type") == "text" and isinstance(p.get("text"), str) for p in content
    )


def _check_content(where: str, msg: dict[str, Any], *, text_only: bool) -> list[str]:
    if "content" not in msg or msg["content"] is None:
        return [f"{where}: missing required parameter 'content'"]
    content = msg["content"]
    if isinstance(content, str):
        return []
    if text_only:
        if _is_text_parts(content):
            return []
        return [f"{where}.content: expected a string or a list of text parts"]
    if (
        isinstance(content, list)
        and content
        and all(isinstance(p, dict) and isinstance(p.get("type"), str) for p in content)
    ):
        return []
    return [f"{where}.content: expected a string or a non-empty list of content parts"]


def _check_tool_calls(where: str, calls: Any) -> tuple[list[str], list[str]]:
    """Return (problems, ids) for an assistant message's `tool_calls`."""
    if not isinstance(calls, list) or not calls:
        return [f"{where}.tool_calls: expected a non-empty array"], []
    problems: list[str] = []
    ids: list[str] = []
    for j, call in enumerate(calls):
        at = f"{where}.tool_calls[{j}]"
        if not isinstance(call, dict):
            problems.append(f"{at}: expected an object")
            continue
        if not isinstance(call.get("id"), str) or not call["id"]:
            problems.append(f"{at}.id: missing required parameter")
        else:
            ids.append(call["id"])
        if call.get("type") != "function":
            problems.append(f"{at}.type: expected 'function', got {call.get('type')!r}")
        fn = call.get("function")
        if not isinstance(fn, dict):
            problems.append(f"{at}.function: missing required parameter")
            continue
        if not isinstance(fn.get("name"), str) or not fn["name"]:
            problems.append(f"{at}.function.name: missing required parameter")
        arguments = fn.get("arguments")
        if not isinstance(arguments, str):
            kind = type(arguments).__name__
            problems.append(f"{at}.function.arguments: expected a string, got {kind}")
    if len(set(ids)) != len(ids):
        problems.append(f"{where}.tool_calls: duplicate tool call ids")
    return problems, ids


def _check_tools(tools: Any) -> list[str]:
    if not isinstance(tools, list):
        return ["tools: expected an array"]
    problems: list[str] = []
    for i, tool in enumerate(tools):
        at = f"tools[{i}]"
        if not isinstance(tool, dict) or tool.get("type") != "function":
            problems.append(f"{at}.type: expected 'function'")
            continue
        fn = tool.get("function")
        if not isinstance(fn, dict):
            problems.append(f"{at}.function: missing required parameter")
            continue
        name = fn.get("name")
        if not isinstance(name, str) or not TOOL_NAME_RE.match(name):
            problems.append(f"{at}.function.name: invalid {name!r}, must match ^[a-zA-Z0-9_-]{{1,64}}$")
        params = fn.get("parameters")
        if params is not None and (not isinstance(params, dict) or params.get("type") != "object"):
            problems.append(f"{at}.function.parameters: must be a JSON schema of type 'object'")
    return problems


def validate_openai_messages(body: Any) -> list[str]:
    """Check a Chat Completions request body like the real API; return problems."""
    if not isinstance(body, dict):
        return ["request body must be a JSON object"]
    problems: list[str] = []
    if not isinstance(body.get("model"), str) or not body["model"]:
        problems.append("model: missing required parameter")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        problems.append("messages: missing required parameter (a non-empty array)")
        messages = []
    pending: list[str] = []  # tool_call ids of the last assistant turn not answered yet
    answerable: set[str] = set()
    for i, msg in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(msg, dict):
            problems.append(f"{where}: expected an object")
            continue
        role = msg.get("role")
        if role not in ROLES:
            problems.append(f"{where}.role: invalid value {role!r}, supported: {', '.join(ROLES)}")
            continue
        if role != "tool" and pending:
            problems.append(
                f"{where}: an assistant message with 'tool_calls' must be followed by tool "
                "messages responding to each 'tool_call_id'. The following tool_call_ids did "
                f"not have response messages: {', '.join(pending)}"
            )
            pending = []
        if role != "tool":
            answerable = set()
        if role in ("system", "developer"):
            problems += _check_content(where, msg, text_only=True)
        elif role == "user":
            problems += _check_content(where, msg, text_only=False)
        elif role == "assistant":
            calls = msg.get("tool_calls")
            if calls is None:
                if msg.get("content") is None and msg.get("function_call") is None:
                    problems.append(f"{where}: assistant message needs 'content' or 'tool_calls'")
            else:
                call_problems, ids = _check_tool_calls(where, calls)
                problems += call_problems
                pending, answerable = list(ids), set(ids)
            content = msg.get("content")
            if content is not None and not isinstance(content, str) and not _is_text_parts(content):
                problems.append(f"{where}.content: expected a string or a list of text parts")
        else:  # tool
            call_id = msg.get("tool_call_id")
            if not isinstance(call_id, str) or not call_id:
                problems.append(f"{where}.tool_call_id: missing required parameter")
            elif call_id not in answerable:
                problems.append(
                    f"{where}: messages with role 'tool' must be a response to a preceding "
                    f"message with 'tool_calls' (unknown tool_call_id {call_id!r})"
                )
            elif call_id not in pending:
                problems.append(f"{where}: duplicate tool message for tool_call_id {call_id!r}")
            else:
                pending.remove(call_id)
            problems += _check_content(where, msg, text_only=True)
    if pending:
        problems.append(
            "messages: an assistant message with 'tool_calls' must be followed by tool messages "
            "responding to each 'tool_call_id'. The following tool_call_ids did not have "
            f"response messages: {', '.join(pending)}"
        )
    if "tools" in body and body["tools"] is not None:
        problems += _check_tools(body["tools"])
    if body.get("tool_choice") is not None and not body.get("tools"):
        problems.append("tool_choice: only allowed when 'tools' are specified")
    if body.get("stream_options") is not None and body.get("stream") is not True:
        problems.append("stream_options: only allowed when 'stream' is enabled")
    return problems


class OpenAIServer(FakeServer):
    """Speaks the Chat Completions wire format; pass `srv.url` (ends in /v1) as base_url."""

    request_id_header = "x-request-id"
    url_suffix = "/v1"

    def validate(self, body: dict[str, Any]) -> list[str]:
        """Problems with a request body (empty when valid)."""
        return validate_openai_messages(body)

    def _route_ok(self, method: str, path: str) -> bool:
        return method == "POST" and path.rstrip("/") == "/v1/chat/completions"

    def _header_problem(self, headers: dict[str, str]) -> tuple[int, str] | None:
        auth = headers.get("authorization", "")
        scheme, _, token = auth.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            return 401, (
                "You didn't provide an API key. You need to provide your API key in an "
                "Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
            )
        if self.api_key is not None and token.strip() != self.api_key:
            return 401, "Incorrect API key provided."
        return None

    def _error_body(self, status: int, message: str, error_type: str | None) -> dict[str, Any]:
        default_type, code = _ERROR_TYPES.get(
            status, ("server_error" if status >= 500 else "invalid_request_error", None)
        )
        return {
            "error": {
                "message": message,
                "type": error_type or default_type,
                "param": None,
                "code": code,
            }
        }

    def _request_id(self) -> str:
        return new_id("req_", 32)

    # ------------------------------------------------------------- rendering
    @staticmethod
    def _finish_reason(reply: Reply) -> str:
        if reply.kind == "tool_calls":
            return "tool_calls"
        return "length" if reply.truncated else "stop"

    @staticmethod
    def _usage(reply: Reply) -> dict[str, Any]:
        return {
            "prompt_tokens": reply.input_tokens,
            "completion_tokens": reply.output_tokens,
            "total_tokens": reply.input_tokens + reply.output_tokens,
            "prompt_tokens_details": {"cached_tokens": reply.cached_tokens, "audio_tokens": 0},
            "completion_tokens_details": {
                "reasoning_tokens": 0,
                "audio_tokens": 0,
                "accepted_prediction_tokens": 0,
                "rejected_prediction_tokens": 0,
            },
        }

    @staticmethod
    def _call_ids(reply: Reply) -> list[str]:
        return [c.id or new_id("call_") for c in reply.calls]

    def _envelope(self, obj: str, body: dict[str, Any], cid: str, created: int) -> dict[str, Any]:
        return {
            "id": cid,
            "object": obj,
            "created": created,
            "model": body.get("model", ""),
            "service_tier": "default",
            "system_fingerprint": "fp_fakeapi",
        }

    def _render(self, reply: Reply, body: dict[str, Any]) -> dict[str, Any]:
        message: dict[str, Any] = {
            "role": "assistant",
            "content": reply.text if (reply.text or reply.kind == "text") else None,
            "refusal": None,
            "annotations": [],
        }
        if reply.calls:
            message["tool_calls"] = [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": call.arguments},
                }
                for call, call_id in zip(reply.calls, self._call_ids(reply), strict=True)
            ]
        payload = self._envelope("chat.completion", body, new_id("chatcmpl-"), int(time.time()))
        payload["choices"] = [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": self._finish_reason(reply),
            }
        ]
        payload["usage"] = self._usage(reply)
        return payload

    def _render_stream(self, reply: Reply, body: dict[str, Any]) -> Iterator[str]:
        options = body.get("stream_options") or {}
        include_usage = isinstance(options, dict) and options.get("include_usage") is True
        base = self._envelope("chat.completion.chunk", body, new_id("chatcmpl-"), int(time.time()))

        def chunk(delta: dict[str, Any], finish: str | None = None) -> str:
            data = dict(base)
            data["choices"] = [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]
            if include_usage:
                data["usage"] = None
            return f"data: {json.dumps(data)}\n\n"

        first_content = "" if reply.text or reply.kind == "text" else None
        yield chunk({"role": "assistant", "content": first_content, "refusal": None})
        for piece in split_pieces(reply.text, self.chunk_chars):
            yield chunk({"content": piece})
        for index, (call, call_id) in enumerate(zip(reply.calls, self._call_ids(reply), strict=True)):
            head = {
                "index": index,
                "id": call_id,
                "type": "function",
                "function": {"name": call.name, "arguments": ""},
            }
            yield chunk({"tool_calls": [head]})
            for piece in split_pieces(call.arguments, self.chunk_chars):
                yield chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
        yield chunk({}, self._finish_reason(reply))
        if include_usage:
            data = dict(base)
            data["choices"] = []
            data["usage"] = self._usage(reply)
            yield f"data: {json.dumps(data)}\n\n"
        yield "data: [DONE]\n\n"
