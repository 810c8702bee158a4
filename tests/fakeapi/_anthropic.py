"""Fake Anthropic Messages API (`POST /v1/messages`)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from ._base import FakeServer, RenderError
from ._replies import Reply, new_id, split_pieces

TOOL_NAME_RE = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
BLOCK_TYPES = {
    "user": {"text", "image", "document", "search_result", "tool_result"},
    "assistant": {
        "text",
        "tool_use",
        "thinking",
        "redacted_thinking",
        "server_tool_use",
        "web_search_tool_result",
    },
}

_ERROR_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    504: "timeout_error",
    529: "overloaded_error",
}


def _is_blank(value: Any) -> bool:
    return not isinstance(value, str) or not value.strip()


def _check_text_blocks(where: str, blocks: Any) -> list[str]:
    """Validate a `system` value or a tool_result `content`: str or list of blocks."""
    if isinstance(blocks, str):
        return []
    if not isinstance(blocks, list):
        return [f"{where}: expected a string or a list of content blocks"]
    problems: list[str] = []
    for j, block in enumerate(blocks):
        if not isinstance(block, dict) or not isinstance(block.get("type"), str):
            problems.append(f"{where}.{j}: expected a content block object with a 'type'")
        elif block["type"] == "text" and _is_blank(block.get("text")):
            problems.append(f"{where}.{j}: text content blocks must contain non-whitespace text")
    return problems


def _check_block(where: str, role: str, block: Any) -> list[str]:
    if not isinstance(block, dict) or not isinstance(block.get("type"), str):
        return [f"{where}: expected a content block object with a 'type'"]
    kind = block["type"]
    if kind not in BLOCK_TYPES[role]:
        return [f"{where}: block type {kind!r} is not allowed in a {role!r} message"]
    if kind == "text" and _is_blank(block.get("text")):
        return [f"{where}: text content blocks must contain non-whitespace text"]
    if kind == "tool_use":
        problems = []
        if _is_blank(block.get("id")):
            problems.append(f"{where}.id: Field required")
        if _is_blank(block.get("name")):
            problems.append(f"{where}.name: Field required")
        if not isinstance(block.get("input"), dict):
            problems.append(f"{where}.input: Input should be a valid dictionary")
        return problems
    if kind == "tool_result":
        if _is_blank(block.get("tool_use_id")):
            return [f"{where}.tool_use_id: Field required"]
        if "content" in block:
            return _check_text_blocks(f"{where}.content", block["content"])
    return []


def _check_tools(tools: Any) -> list[str]:
    if not isinstance(tools, list):
        return ["tools: Input should be a valid list"]
    problems: list[str] = []
    names: list[str] = []
    for i, tool in enumerate(tools):
        at = f"tools.{i}"
        if not isinstance(tool, dict):
            problems.append(f"{at}: expected an object")
            continue
        name = tool.get("name")
        if isinstance(name, str):
            names.append(name)
        if tool.get("type") not in (None, "custom"):
            continue  # server tool (web_search_..., bash_..., ...)
        if not isinstance(name, str) or not TOOL_NAME_RE.match(name):
            problems.append(f"{at}.name: String should match pattern '^[a-zA-Z0-9_-]{{1,64}}$'")
        schema = tool.get("input_schema")
        if not isinstance(schema, dict) or schema.get("type") != "object":
            problems.append(f"{at}.input_schema: must be a JSON schema with type 'object'")
    if len(set(names)) != len(names):
        problems.append("tools: Tool names must be unique.")
    return problems


def _tool_ids(msg: dict[str, Any], kind: str, key: str) -> list[str]:
    content = msg.get("content")
    if not isinstance(content, list):
        return []
    return [b[key] for b in content if isinstance(b, dict) and b.get("type") == kind and isinstance(b.get(key), str)]


def _check_pairing(messages: list[Any]) -> list[str]:
    """tool_use ↔ tool_result pairing between adjacent assistant/user messages."""
    problems: list[str] = []
    for i, msg in enumerate(messages):
        if not isinstance(msg, dict):
            continue
        if msg.get("role") == "assistant":
            uses = _tool_ids(msg, "tool_use", "id")
            nxt = messages[i + 1] if i + 1 < len(messages) else None
            answered = (
                set(_tool_ids(nxt, "tool_result", "tool_use_id"))
                if isinstance(nxt, dict) and nxt.get("role") == "user"
                else set()
            )
            missing = [u for u in uses if u not in answered]
            if missing:
                problems.append(
                    f"messages.{i}: `tool_use` ids were found without `tool_result` blocks "
                    f"immediately after: {', '.join(missing)}. Each `tool_use` block must have a "
                    "corresponding `tool_result` block in the next message."
                )
        elif msg.get("role") == "user" and isinstance(msg.get("content"), list):
            prev = messages[i - 1] if i > 0 else None
            prev_uses = (
                set(_tool_ids(prev, "tool_use", "id"))
                if isinstance(prev, dict) and prev.get("role") == "assistant"
                else set()
            )
            results = _tool_ids(msg, "tool_result", "tool_use_id")
            for rid in results:
                if rid not in prev_uses:
                    problems.append(
                        f"messages.{i}: unexpected `tool_use_id` found in `tool_result` blocks: "
                        f"{rid}. Each `tool_result` block must have a corresponding `tool_use` "
                        "block in the previous message."
                    )
            if len(set(results)) != len(results):
                problems.append(f"messages.{i}: duplicate `tool_result` blocks for one tool_use_id")
            kinds = [b.get("type") for b in msg["content"] if isinstance(b, dict)]
            if "tool_result" in kinds:
                last = max(j for j, k in enumerate(kinds) if k == "tool_result")
                if any(k != "tool_result" for k in kinds[:last]):
                    problems.append(
                        f"messages.{i}: `tool_result` blocks must come first in the user "
                        "message content, before any other block"
                    )
    return problems


def validate_anthropic_messages(body: Any) -> list[str]:
    """Check a Messages API request body like the real API; return problems."""
    if not isinstance(body, dict):
        return ["request body must be a JSON object"]
    problems: list[str] = []
    if _is_blank(body.get("model")):
        problems.append("model: Field required")
    max_tokens = body.get("max_tokens")
    if not isinstance(max_tokens, int) or isinstance(max_tokens, bool) or max_tokens < 1:
        problems.append("max_tokens: Field required (a positive integer)")
    if body.get("system") is not None:
        problems += _check_text_blocks("system", body["system"])
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        problems.append("messages: Field required (a non-empty list)")
        messages = []
    prev_role: str | None = None
    for i, msg in enumerate(messages):
        where = f"messages.{i}"
        if not isinstance(msg, dict):
            problems.append(f"{where}: expected an object")
            continue
        role = msg.get("role")
        if role == "system":
            problems.append(
                f'{where}: Unexpected role "system". The Messages API accepts a top-level '
                '`system` parameter, not "system" as an input message role.'
            )
            continue
        if role not in ("user", "assistant"):
            problems.append(f"{where}.role: Input should be 'user' or 'assistant'")
            continue
        if i == 0 and role != "user":
            problems.append(f'{where}: first message must use the "user" role')
        if role == prev_role:
            problems.append(
                f'{where}: roles must alternate between "user" and "assistant", '
                f'but found multiple "{role}" roles in a row'
            )
        prev_role = role
        content = msg.get("content")
        if isinstance(content, str):
            if not content.strip():
                problems.append(f"{where}: {role} messages must have non-empty content")
        elif isinstance(content, list) and content:
            for j, block in enumerate(content):
                problems += _check_block(f"{where}.content.{j}", role, block)
        else:
            problems.append(f"{where}.content: expected a non-empty string or list of blocks")
    problems += _check_pairing(messages)
    tools = body.get("tools")
    if tools is not None:
        problems += _check_tools(tools)
    choice = body.get("tool_choice")
    if isinstance(choice, dict) and choice.get("type") == "tool":
        names = {t.get("name") for t in tools or [] if isinstance(t, dict)}
        if choice.get("name") not in names:
            problems.append(f"tool_choice.name: no tool named {choice.get('name')!r} in tools")
    return problems


class AnthropicServer(FakeServer):
    """Speaks the Messages API wire format; pass `srv.url` (the root) as base_url."""

    request_id_header = "request-id"
    url_suffix = ""

    def validate(self, body: dict[str, Any]) -> list[str]:
        """Problems with a request body (empty when valid)."""
        return validate_anthropic_messages(body)

    def _route_ok(self, method: str, path: str) -> bool:
        return method == "POST" and path.rstrip("/") == "/v1/messages"

    def _header_problem(self, headers: dict[str, str]) -> tuple[int, str] | None:
        key = headers.get("x-api-key", "").strip()
        scheme, _, token = headers.get("authorization", "").partition(" ")
        if not key and scheme.lower() == "bearer":
            key = token.strip()
        if not key:
            return 401, "x-api-key header is required"
        if self.api_key is not None and key != self.api_key:
            return 401, "invalid x-api-key"
        if not headers.get("anthropic-version"):
            return 400, "anthropic-version: header is required"
        return None

    def _error_body(self, status: int, message: str, error_type: str | None) -> dict[str, Any]:
        default = _ERROR_TYPES.get(status, "api_error" if status >= 500 else "invalid_request_error")
        return {
            "type": "error",
            "error": {"type": error_type or default, "message": message},
            "request_id": self._request_id(),
        }

    def _request_id(self) -> str:
        return new_id("req_011C", 20)

    # ------------------------------------------------------------- rendering
    @staticmethod
    def _stop_reason(reply: Reply) -> str:
        if reply.kind == "tool_calls":
            return "tool_use"
        return "max_tokens" if reply.truncated else "end_turn"

    @staticmethod
    def _usage(reply: Reply, output_tokens: int) -> dict[str, Any]:
        return {
            "input_tokens": reply.input_tokens,
            "cache_creation_input_tokens": reply.cache_creation_tokens,
            "cache_read_input_tokens": reply.cached_tokens,
            "cache_creation": {
                "ephemeral_5m_input_tokens": reply.cache_creation_tokens,
                "ephemeral_1h_input_tokens": 0,
            },
            "output_tokens": output_tokens,
            "service_tier": "standard",
        }

    @staticmethod
    def _message(body: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": new_id("msg_01"),
            "type": "message",
            "role": "assistant",
            "model": body.get("model", ""),
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
        }

    def _render(self, reply: Reply, body: dict[str, Any]) -> dict[str, Any]:
        message = self._message(body)
        if reply.text:
            message["content"].append({"type": "text", "text": reply.text})
        for call in reply.calls:
            parsed = call.parsed
            if parsed is None:
                raise RenderError(
                    f"fakeapi: tool call {call.name!r} has arguments {call.arguments!r} that are "
                    "not a JSON object; the Anthropic API can only send those when streaming"
                )
            message["content"].append(
                {
                    "type": "tool_use",
                    "id": call.id or new_id("toolu_01"),
                    "name": call.name,
                    "input": parsed,
                }
            )
        message["stop_reason"] = self._stop_reason(reply)
        message["usage"] = self._usage(reply, reply.output_tokens)
        return message

    def _render_stream(self, reply: Reply, body: dict[str, Any]) -> Iterator[str]:
        def event(name: str, data: dict[str, Any]) -> str:
            return f"event: {name}\ndata: {json.dumps({'type': name, **data})}\n\n"

        message = self._message(body)
        message["usage"] = self._usage(reply, 1)
        yield event("message_start", {"message": message})
        yield event("ping", {})
        index = 0
        if reply.text:
            yield event(
                "content_block_start",
                {"index": index, "content_block": {"type": "text", "text": ""}},
            )
            for piece in split_pieces(reply.text, self.chunk_chars):
                delta = {"type": "text_delta", "text": piece}
                yield event("content_block_delta", {"index": index, "delta": delta})
            yield event("content_block_stop", {"index": index})
            index += 1
        for call in reply.calls:
            block = {
                "type": "tool_use",
                "id": call.id or new_id("toolu_01"),
                "name": call.name,
                "input": {},
            }
            yield event("content_block_start", {"index": index, "content_block": block})
            for piece in ["", *split_pieces(call.arguments, self.chunk_chars)]:
                delta = {"type": "input_json_delta", "partial_json": piece}
                yield event("content_block_delta", {"index": index, "delta": delta})
            yield event("content_block_stop", {"index": index})
            index += 1
        usage = self._usage(reply, reply.output_tokens)
        del usage["cache_creation"], usage["service_tier"]
        yield event(
            "message_delta",
            {
                "delta": {"stop_reason": self._stop_reason(reply), "stop_sequence": None},
                "usage": usage,
            },
        )
        yield event("message_stop", {})
