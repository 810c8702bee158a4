"""Anthropic Messages API through the official ``anthropic`` SDK.

``anthropic:claude-sonnet-4-5`` uses ``ANTHROPIC_API_KEY``. System messages
become the top-level ``system``; tool results become ``tool_result`` blocks in
the following user turn; consecutive same-role turns are merged, because the
API requires user and assistant turns to alternate.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, TypedDict

from ..messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResult,
    ToolSpec,
    Usage,
    UserMessage,
)
from ..usage.pricing import cost_usd
from ._sdk import ClientOptions, SdkProvider
from .base import ModelRequest, ModelResponse, StreamItem

if TYPE_CHECKING:
    from anthropic import AsyncAnthropic, AsyncStream
    from anthropic.types import (
        Message as AnthropicMessage,
    )
    from anthropic.types import (
        MessageDeltaUsage,
        RawMessageStreamEvent,
        TextBlockParam,
        ToolParam,
        ToolResultBlockParam,
        ToolUseBlockParam,
    )
    from anthropic.types import Usage as AnthropicUsage

    # the content blocks nbagent sends
    AnthropicBlock: TypeAlias = TextBlockParam | ToolUseBlockParam | ToolResultBlockParam

__all__ = ["AnthropicProvider", "to_anthropic_messages", "to_anthropic_tools"]

DEFAULT_MAX_TOKENS = 4096


class AnthropicTurn(TypedDict):
    """One turn of the Messages API ``messages`` (``anthropic.types.MessageParam``, with the content as a list)."""

    role: Literal["user", "assistant"]
    content: list[AnthropicBlock]


class AnthropicProvider(SdkProvider["AsyncAnthropic"]):
    """Messages API (tool_use / tool_result, streaming).

    Args:
        model: model id, e.g. ``"claude-sonnet-4-5"``.
        api_key: defaults to ``$ANTHROPIC_API_KEY``.
        base_url: another endpoint speaking the Messages API.
        settings: extra request fields (``max_tokens`` defaults to 4096, ``temperature``, ...).
    """

    provider = "anthropic"
    default_base_url = "https://api.anthropic.com"
    base_url_env = "ANTHROPIC_BASE_URL"
    sdk_module = "anthropic"
    env_var = "ANTHROPIC_API_KEY"

    def _make_client(self, sdk: ModuleType, kwargs: ClientOptions) -> AsyncAnthropic:
        client: AsyncAnthropic = sdk.AsyncAnthropic(**kwargs)
        return client

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        """The keyword arguments of ``messages.create`` (the settings among them, unchecked here)."""
        system, messages = to_anthropic_messages(request.messages)
        params = {
            "model": self.model,
            "max_tokens": DEFAULT_MAX_TOKENS,
            "messages": messages,
            **self._merged_settings(request),
        }
        if system:
            params["system"] = system
        if request.tools:
            params["tools"] = to_anthropic_tools(request.tools)
        return params

    async def _request(self, request: ModelRequest) -> ModelResponse:
        reply: AnthropicMessage = await self._client().messages.create(**self._params(request))
        texts: list[str] = []
        calls: list[ToolCall] = []
        for block in reply.content:
            if block.type == "text":
                texts.append(block.text)
            elif block.type == "tool_use":
                args = block.input if isinstance(block.input, dict) else {}
                calls.append(ToolCall(name=block.name, args=args, id=block.id))
        return ModelResponse(
            message=AssistantMessage(text="".join(texts), tool_calls=tuple(calls)),
            usage=self._usage(reply.usage, reply.usage),
            model=reply.model or self.model,
            finish_reason=reply.stop_reason,
        )

    async def _stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        params = self._params(request)
        params["stream"] = True
        stream: AsyncStream[RawMessageStreamEvent] = await self._client().messages.create(**params)
        texts: list[str] = []
        blocks: dict[int, dict[str, str]] = {}
        start_usage: AnthropicUsage | None = None
        end_usage: MessageDeltaUsage | None = None
        stop_reason: str | None = None
        model = self.model
        async with stream:
            async for event in stream:
                if event.type == "message_start":
                    start_usage = event.message.usage
                    model = event.message.model or model
                elif event.type == "content_block_start":
                    block = event.content_block
                    if block.type == "tool_use":
                        blocks[event.index] = {"id": block.id, "name": block.name, "json": ""}
                elif event.type == "content_block_delta":
                    delta = event.delta
                    if delta.type == "text_delta":
                        texts.append(delta.text)
                        yield delta.text
                    elif delta.type == "input_json_delta" and event.index in blocks:
                        blocks[event.index]["json"] += delta.partial_json
                elif event.type == "message_delta":
                    stop_reason = event.delta.stop_reason or stop_reason
                    end_usage = event.usage
        calls = tuple(
            ToolCall.from_json(b["name"], b["json"] or "{}", b["id"] or "") for _, b in sorted(blocks.items())
        )
        yield ModelResponse(
            message=AssistantMessage(text="".join(texts), tool_calls=calls),
            usage=self._usage(start_usage, end_usage),
            model=model,
            finish_reason=stop_reason,
        )

    def _usage(self, start: AnthropicUsage | None, end: AnthropicUsage | MessageDeltaUsage | None) -> Usage:
        if start is None and end is None:
            return Usage(requests=1, cost_usd=None)
        fresh = _int(start, "input_tokens")
        read = _int(start, "cache_read_input_tokens")
        created = _int(start, "cache_creation_input_tokens")
        out = max(_int(end, "output_tokens"), _int(start, "output_tokens"))
        total_in = fresh + read + created
        return Usage(
            input_tokens=total_in,
            output_tokens=out,
            cached_tokens=read,
            requests=1,
            cost_usd=cost_usd(self.model, total_in, read, out, created),
        )


def _int(obj: object, name: str) -> int:
    """A count the reply may leave out (another server speaking the Messages API): 0 then."""
    return int(getattr(obj, name, 0) or 0) if obj is not None else 0


def to_anthropic_messages(messages: Iterable[Message]) -> tuple[str, list[AnthropicTurn]]:
    """Provider-neutral messages as ``(system, messages)`` for the Messages API."""
    system: list[str] = []
    turns: list[AnthropicTurn] = []

    def add(role: Literal["user", "assistant"], blocks: list[AnthropicBlock]) -> None:
        if not blocks:
            return
        if turns and turns[-1]["role"] == role:
            merged = turns[-1]["content"] + blocks
            # tool_result blocks must open a user turn
            merged.sort(key=lambda b: 0 if b["type"] == "tool_result" else 1)
            turns[-1]["content"] = merged
        else:
            turns.append({"role": role, "content": blocks})

    for m in messages:
        match m:
            case SystemMessage(text=text):
                if text:
                    system.append(text)
            case UserMessage(text=text):
                add("user", [{"type": "text", "text": text}] if text.strip() else [])
            case AssistantMessage(text=text, tool_calls=calls):
                # the API rejects empty and whitespace-only text blocks
                blocks: list[AnthropicBlock] = [{"type": "text", "text": text}] if text.strip() else []
                blocks += [{"type": "tool_use", "id": c.id, "name": c.name, "input": dict(c.args)} for c in calls]
                add("assistant", blocks)
            case ToolResult(call_id=call_id, content=content, is_error=is_error):
                block: ToolResultBlockParam = {"type": "tool_result", "tool_use_id": call_id, "content": content}
                if is_error:
                    block["is_error"] = True
                add("user", [block])
            case _:
                raise TypeError(f"cannot convert {type(m).__name__} to an Anthropic message")
    return "\n\n".join(system), turns


def to_anthropic_tools(tools: Iterable[ToolSpec]) -> list[ToolParam]:
    """Tool specs as Messages API ``tools``."""
    return [
        {"name": t.name, "description": t.description, "input_schema": json.loads(json.dumps(t.parameters))}
        for t in tools
    ]
