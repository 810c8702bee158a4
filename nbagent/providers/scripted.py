"""``ScriptedProvider``: replies given in advance, one per model request."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable

from ..exceptions import ScriptExhausted
from ._offline import Reply, TokenCounter, stream_response, to_assistant
from .base import ModelRequest, ModelResponse, StreamItem

__all__ = ["ScriptedProvider"]


class ScriptedProvider:
    """An offline model that plays a script.

    Each step answers one model request: a ``str`` is a final text, a
    ``ToolCall(name, args)`` one tool call, a list of ToolCalls parallel calls
    in one turn, an ``AssistantMessage`` anything else. Asking for more steps
    than given raises :class:`~nbagent.exceptions.ScriptExhausted`.

    ``requests`` keeps every :class:`ModelRequest` received, for tests.
    """

    provider = "scripted"

    def __init__(self, steps: Iterable[Reply], *, model: str = "scripted") -> None:
        self._steps: list[Reply] = list(steps)
        self._next = 0
        self._counter = TokenCounter()
        self.model = model
        self.name = model if model == "scripted" else f"scripted:{model}"
        self.requests: list[ModelRequest] = []

    @property
    def remaining(self) -> int:
        """Steps not played yet."""
        return len(self._steps) - self._next

    def extend(self, steps: Iterable[Reply]) -> None:
        """Append more steps to the script."""
        self._steps.extend(steps)

    async def request(self, request: ModelRequest) -> ModelResponse:
        """Play the next step."""
        self.requests.append(request)
        if self._next >= len(self._steps):
            raise ScriptExhausted(
                f"ScriptedProvider has no step left: it was given {len(self._steps)} step(s) and "
                f"this is request {len(self.requests)}. Add a final text step (a str) to end the run.",
                provider=self.provider,
            )
        step = self._steps[self._next]
        self._next += 1
        message = to_assistant(step)
        return ModelResponse(
            message=message, usage=self._counter.usage(request.messages, message, self.model), model=self.model
        )

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Play the next step, streaming its text word by word."""
        async for item in stream_response(await self.request(request)):
            yield item

    def __repr__(self) -> str:
        return f"ScriptedProvider({len(self._steps)} steps, {self.remaining} left)"
