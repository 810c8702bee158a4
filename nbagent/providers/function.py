"""``FunctionProvider``: a Python function decides each reply."""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Callable

from ._offline import TokenCounter, stream_response, to_assistant
from .base import ModelRequest, ModelResponse, StreamItem

__all__ = ["FunctionProvider"]


class FunctionProvider:
    """An offline model backed by ``fn(messages, tools) -> reply``.

    ``messages`` is the tuple of provider-neutral messages, ``tools`` the tuple
    of :class:`~nbagent.messages.ToolSpec` offered. The reply is what a
    :class:`ScriptedProvider` step may be: a str, a ToolCall, a list of
    ToolCalls or an AssistantMessage. ``fn`` may be async.
    """

    provider = "function"

    def __init__(self, fn: Callable[..., object], *, model: str = "function") -> None:
        self.fn = fn
        self.model = model
        self.name = model if model == "function" else f"function:{model}"
        self._counter = TokenCounter()

    async def request(self, request: ModelRequest) -> ModelResponse:
        """Ask the function for the next reply."""
        reply: object = self.fn(request.messages, request.tools)
        if inspect.isawaitable(reply):
            reply = await reply
        message = to_assistant(reply)
        return ModelResponse(
            message=message, usage=self._counter.usage(request.messages, message, self.model), model=self.model
        )

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Ask the function, then stream its text word by word."""
        async for item in stream_response(await self.request(request)):
            yield item

    def __repr__(self) -> str:
        return f"FunctionProvider({getattr(self.fn, '__name__', self.fn)!r})"
