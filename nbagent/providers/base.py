"""The provider protocol: one request, one streaming request.

A provider turns a :class:`ModelRequest` (provider-neutral messages and tool
specs) into a :class:`ModelResponse`. ``stream`` yields text deltas as ``str``
and ends with the complete :class:`ModelResponse`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from ..messages import AssistantMessage, Message, ToolSpec, Usage

__all__ = ["ModelRequest", "ModelResponse", "Provider", "Rewindable", "StreamItem"]


@dataclass(frozen=True, slots=True)
class ModelRequest:
    """Everything a provider needs for one call."""

    messages: tuple[Message, ...]
    tools: tuple[ToolSpec, ...] = ()
    # request options for the provider (``temperature``, ``max_tokens`` ...): each provider passes them on
    settings: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ModelResponse:
    """One reply from the model."""

    message: AssistantMessage
    usage: Usage
    model: str
    finish_reason: str | None = None


StreamItem = str | ModelResponse


@runtime_checkable
class Provider(Protocol):
    """What the agent loop needs from a model provider.

    ``name`` is the full name (``"openai:gpt-4.1-mini"``), ``provider`` the
    family (``"openai"``) and ``model`` the model id.
    """

    name: str
    provider: str
    model: str

    async def request(self, request: ModelRequest) -> ModelResponse:
        """Send one request and return the whole reply."""
        ...

    def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Send one request; yield text deltas, then the complete ModelResponse last."""
        ...


@runtime_checkable
class Rewindable(Protocol):
    """A provider with a position in what it plays (:class:`~nbagent.providers.ScriptedProvider`'s next step).

    A re-executed ``%%agent`` cell redoes its turn (docs/magics.md, "Cells are turns"): the cell's
    provider goes back with the conversation, to the :meth:`checkpoint` it had when that turn began.
    """

    def checkpoint(self) -> int:
        """Where it stands now (for :meth:`restore`)."""
        ...

    def restore(self, checkpoint: int) -> None:
        """Go back (or forward) to a position :meth:`checkpoint` returned."""
        ...
