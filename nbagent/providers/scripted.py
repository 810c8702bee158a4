"""``ScriptedProvider``: replies given in advance, one per model request."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from typing import Literal

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

    In a notebook the script follows the cells (cells are turns): a new
    ``%%agent`` cell continues the script where the previous one stopped, and
    re-running a cell replays that cell's steps from the start, as the
    conversation goes back to where the cell's turn began. Going back to a cell
    also makes the steps of the turns after it unplayed again: the script stands
    where it stood when that cell first ran, so running the later cells again
    replays their steps too. (:meth:`checkpoint` / :meth:`restore` are what the
    cells use; ``remaining`` says how many steps are left.) With
    ``rerun="continue"`` every request takes the next step, a re-run cell's too
    (a script that answers a re-run differently, for tests of re-runs).

    ``requests`` keeps every :class:`ModelRequest` received, for tests.
    """

    provider = "scripted"

    def __init__(
        self, steps: Iterable[Reply], *, model: str = "scripted", rerun: Literal["replay", "continue"] = "replay"
    ) -> None:
        if rerun not in ("replay", "continue"):
            raise ValueError(f"rerun must be 'replay' or 'continue', got {rerun!r}")
        self.rerun = rerun
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

    def checkpoint(self) -> int:
        """The next step to play (for :meth:`restore`)."""
        return self._next

    def restore(self, checkpoint: int) -> None:
        """Play from step ``checkpoint`` on (0 is the first): a redone turn plays its steps again
        (with ``rerun="continue"``, nothing changes)."""
        if not 0 <= checkpoint <= len(self._steps):
            raise ValueError(f"ScriptedProvider has {len(self._steps)} step(s): no checkpoint {checkpoint}")
        if self.rerun == "replay":
            self._next = checkpoint

    async def request(self, request: ModelRequest) -> ModelResponse:
        """Play the next step."""
        self.requests.append(request)
        if self._next >= len(self._steps):
            raise ScriptExhausted(self._exhausted(), provider=self.provider)
        step = self._steps[self._next]
        self._next += 1
        message = to_assistant(step)
        return ModelResponse(
            message=message, usage=self._counter.usage(request.messages, message, self.model), model=self.model
        )

    def _exhausted(self) -> str:
        """What a request past the end of the script says: the counts, and the fix."""
        given = len(self._steps)
        message = (
            f"ScriptedProvider has no step left: it was given {given} step(s) and has played all of them; "
            f"this is request {len(self.requests)} it has received"
        )
        last = to_assistant(self._steps[given - 1]) if given else None
        if last is not None and last.tool_calls:
            # after a tool call the model is asked again: only a text ends the run
            message += (
                ". Its last step is a tool call, so the model was asked again after the tool ran: "
                "a final text step (a str) ends the run"
            )
        elif last is not None:
            # the script ended a run already: this request is a later run's (a new cell continues the script)
            message += (
                " (its final text step ended an earlier run: each new %%agent cell continues the script "
                "where the previous one stopped)"
            )
        return message + ". Add steps with provider.extend([...]) or configure a new ScriptedProvider([...])."

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Play the next step, streaming its text word by word."""
        async for item in stream_response(await self.request(request)):
            yield item

    def __repr__(self) -> str:
        return f"ScriptedProvider({len(self._steps)} steps, {self.remaining} left)"
