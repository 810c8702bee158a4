"""Helpers shared by the offline providers (scripted, function)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence

from ..exceptions import UserError
from ..messages import AssistantMessage, Message, ToolCall, ToolResult, Usage
from ..usage.pricing import cost_usd
from .base import ModelResponse, StreamItem

__all__ = ["Reply", "TokenCounter", "stream_response", "to_assistant"]

Reply = str | ToolCall | Sequence[ToolCall] | AssistantMessage


def to_assistant(reply: object) -> AssistantMessage:
    """A scripted reply (text, a ToolCall, a list of them, or a message) as an AssistantMessage.

    Call ids are taken as written: the agent loop makes duplicate or empty ids unique
    (a ToolCall object reused in two steps, say) before anything sees them.
    """
    if isinstance(reply, AssistantMessage):
        msg = reply
    elif isinstance(reply, str):
        msg = AssistantMessage(text=reply)
    elif isinstance(reply, ToolCall):
        msg = AssistantMessage(tool_calls=(reply,))
    elif isinstance(reply, (list, tuple)) and reply and all(isinstance(c, ToolCall) for c in reply):
        msg = AssistantMessage(tool_calls=tuple(reply))
    else:
        raise UserError(
            f"an offline reply must be a str, a ToolCall, a non-empty list of ToolCalls "
            f"or an AssistantMessage, got {reply!r}"
        )
    return msg


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


def _message_tokens(m: Message) -> int:
    if isinstance(m, ToolResult):
        return _tokens(m.content)
    if isinstance(m, AssistantMessage):
        return _tokens(m.text) + sum(_tokens(c.arguments_json()) for c in m.tool_calls)
    return _tokens(m.text)


class TokenCounter:
    """Rough prompt-token counts (4 characters a token) for offline providers.

    Conversations only grow, so it counts just the messages added since the
    last request instead of the whole history every time.
    """

    def __init__(self) -> None:
        self._n = 0
        self._last: Message | None = None
        self._tokens = 0

    def usage(self, messages: Sequence[Message], reply: AssistantMessage, model: str | None = None) -> Usage:
        """Usage of one offline call: estimated tokens; cost 0, unless ``model`` (the provider's
        ``model=`` name) has a price in the registry (``register_price``): then that price's cost,
        so costs and budgets can be tested offline."""
        if not (len(messages) >= self._n and (self._n == 0 or messages[self._n - 1] is self._last)):
            self._n, self._tokens = 0, 0
        self._tokens += sum(_message_tokens(m) for m in messages[self._n :])
        self._n = len(messages)
        self._last = messages[-1] if messages else None
        out = _tokens(reply.text) + sum(_tokens(c.name) + _tokens(c.arguments_json()) for c in reply.tool_calls)
        cost = 0.0
        if model is not None:
            cost = cost_usd(model, self._tokens, 0, out) or 0.0
        return Usage(input_tokens=self._tokens, output_tokens=out, requests=1, cost_usd=cost)


_WORDS = re.compile(r"\S+\s*|\s+")


async def stream_response(response: ModelResponse) -> AsyncIterator[StreamItem]:
    """Stream a finished response word by word, then the response itself."""
    for piece in _WORDS.findall(response.message.text):
        yield piece
    yield response
