"""OpenAI Chat Completions, and any server that speaks it (Ollama, vLLM, llama.cpp, LM Studio).

``openai:gpt-4.1-mini`` uses ``OPENAI_API_KEY``. With ``base_url`` (or the
``ollama:`` prefix) a local server is used and no key is required.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Unpack

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
from ._options import SdkOptions
from ._sdk import ClientOptions, SdkProvider
from .base import ModelRequest, ModelResponse, StreamItem

if TYPE_CHECKING:
    from openai import AsyncOpenAI, AsyncStream
    from openai.types import CompletionUsage
    from openai.types.chat import (
        ChatCompletion,
        ChatCompletionAssistantMessageParam,
        ChatCompletionChunk,
        ChatCompletionFunctionToolParam,
        ChatCompletionMessageParam,
    )

__all__ = ["OpenAIProvider", "to_openai_messages", "to_openai_tools"]


class OpenAIProvider(SdkProvider["AsyncOpenAI"]):
    """Chat Completions through the official ``openai`` SDK.

    Args:
        model: model id, e.g. ``"gpt-4.1-mini"``.
        api_key: defaults to ``$OPENAI_API_KEY``.
        base_url: an OpenAI-compatible server, e.g. ``"http://127.0.0.1:11434/v1"`` for Ollama.
        stream_usage: ask for token usage on streams (``stream_options.include_usage``);
            turn off for servers that reject it.
        settings: extra request fields (``temperature``, ``max_completion_tokens``, ...).
    """

    provider = "openai"
    sdk_module = "openai"
    env_var = "OPENAI_API_KEY"
    default_base_url = "https://api.openai.com/v1"
    base_url_env = "OPENAI_BASE_URL"

    def __init__(self, model: str, *, stream_usage: bool = True, **kwargs: Unpack[SdkOptions]) -> None:
        self.stream_usage = stream_usage
        super().__init__(model, **kwargs)

    def _keyless_default(self) -> str | None:
        return "not-needed" if self.base_url else None

    def _make_client(self, sdk: ModuleType, kwargs: ClientOptions) -> AsyncOpenAI:
        client: AsyncOpenAI = sdk.AsyncOpenAI(**kwargs)
        return client

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        """The keyword arguments of ``chat.completions.create`` (the settings among them, unchecked here)."""
        params = {
            "model": self.model,
            "messages": to_openai_messages(request.messages),
            **self._merged_settings(request),
        }
        if request.tools:
            params["tools"] = to_openai_tools(request.tools)
        return params

    async def _request(self, request: ModelRequest) -> ModelResponse:
        completion: ChatCompletion = await self._client().chat.completions.create(**self._params(request))
        choice = completion.choices[0]
        msg = choice.message
        calls = tuple(
            # a custom tool's call (nbagent offers none) comes back as a call whose input is not JSON
            ToolCall.from_json(tc.custom.name, tc.custom.input, tc.id or "")
            if tc.type == "custom"
            else ToolCall.from_json(tc.function.name, tc.function.arguments, tc.id or "")
            for tc in (msg.tool_calls or ())
        )
        return ModelResponse(
            message=AssistantMessage(text=msg.content or "", tool_calls=calls),
            usage=self._usage(completion.usage),
            model=completion.model or self.model,
            finish_reason=choice.finish_reason,
        )

    async def _stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        params = self._params(request)
        params["stream"] = True
        if self.stream_usage:
            params["stream_options"] = {"include_usage": True}
        stream: AsyncStream[ChatCompletionChunk] = await self._client().chat.completions.create(**params)
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        usage: CompletionUsage | None = None
        finish: str | None = None
        model = self.model
        async with stream:
            async for chunk in stream:
                model = chunk.model or model
                if chunk.usage is not None:
                    usage = chunk.usage
                for choice in chunk.choices:
                    finish = choice.finish_reason or finish
                    delta = choice.delta
                    if delta.content:
                        text.append(delta.content)
                        yield delta.content
                    for tc in delta.tool_calls or ():
                        slot = calls.setdefault(tc.index, {"id": "", "name": "", "arguments": ""})
                        if tc.id:
                            slot["id"] = tc.id
                        if tc.function is not None:
                            if tc.function.name:
                                slot["name"] += tc.function.name
                            if tc.function.arguments:
                                slot["arguments"] += tc.function.arguments
        tool_calls = tuple(
            ToolCall.from_json(slot["name"], slot["arguments"], slot["id"]) for _, slot in sorted(calls.items())
        )
        yield ModelResponse(
            message=AssistantMessage(text="".join(text), tool_calls=tool_calls),
            usage=self._usage(usage),
            model=model,
            finish_reason=finish,
        )

    def _usage(self, usage: CompletionUsage | None) -> Usage:
        if usage is None:
            return Usage(requests=1, cost_usd=None)
        details = getattr(usage, "prompt_tokens_details", None)
        cached = (getattr(details, "cached_tokens", 0) or 0) if details is not None else 0
        prompt = usage.prompt_tokens or 0
        out = usage.completion_tokens or 0
        return Usage(
            input_tokens=prompt,
            output_tokens=out,
            cached_tokens=cached,
            requests=1,
            cost_usd=cost_usd(self.model, prompt, cached, out),
        )


def to_openai_messages(messages: Iterable[Message]) -> list[ChatCompletionMessageParam]:
    """Provider-neutral messages as Chat Completions messages."""
    out: list[ChatCompletionMessageParam] = []
    for m in messages:
        match m:
            case SystemMessage(text=text):
                out.append({"role": "system", "content": text})
            case UserMessage(text=text):
                out.append({"role": "user", "content": text})
            case AssistantMessage(text=text, tool_calls=calls):
                entry: ChatCompletionAssistantMessageParam = {"role": "assistant", "content": text or None}
                if calls:
                    entry["tool_calls"] = [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": c.arguments_json()},
                        }
                        for c in calls
                    ]
                elif not text:
                    entry["content"] = ""
                out.append(entry)
            case ToolResult(call_id=call_id, content=content):
                out.append({"role": "tool", "tool_call_id": call_id, "content": content})
            case _:
                raise TypeError(f"cannot convert {type(m).__name__} to an OpenAI message")
    return out


def to_openai_tools(tools: Iterable[ToolSpec]) -> list[ChatCompletionFunctionToolParam]:
    """Tool specs as Chat Completions ``tools``."""
    return [
        {
            "type": "function",
            "function": {"name": t.name, "description": t.description, "parameters": dict(t.parameters)},
        }
        for t in tools
    ]
