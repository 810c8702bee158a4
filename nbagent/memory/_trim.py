"""Tool-pair-aware trimming of a conversation (Selectools P0.3).

A naive sliding window can cut between an assistant message that calls tools
and the results of those calls; every provider API rejects the orphan. Here a
conversation is first cut into *exchanges* (a user text message and all that
follows it up to the next one) whose tool calls travel with their results,
and only whole exchanges are dropped, oldest first. So a trimmed history:

- never separates a tool call from its result (parallel calls included);
- starts with a user text message (after any system messages);
- keeps at least the latest exchange, even when that alone is over a limit;
- keeps every ``SystemMessage``, moved to the front in their original order
  (they are instructions, not conversation: never dropped, not counted by
  ``max_messages``, counted by ``max_tokens``).

Histories that arrive damaged (a resumed session, a hand-built list) are
repaired on the way, so the result is always valid for the OpenAI and the
Anthropic message formats: a tool result is moved right after the call it
answers (matched to the nearest earlier unanswered call with its id), results
are put in call order, a result that answers no call is dropped, a call with
no result gets an error result, and messages that carry nothing (blank user
text, blank assistant text without calls) are dropped. Messages before the
first user text message are dropped too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..messages import AssistantMessage, Message, SystemMessage, ToolResult, UserMessage

__all__ = ["CountTokens", "Trimmed", "estimate_tokens", "split_history", "trim"]

CountTokens = Callable[[Message], int]

MISSING_RESULT = "Error: no result was recorded for this tool call"
_OVERHEAD = 4  # tokens every message costs for its role and framing, roughly


def estimate_tokens(message: Message) -> int:
    """A cheap token estimate: about 4 characters a token, plus a few for framing.

    Good enough to keep a request under a budget with some margin; pass a real
    tokenizer as ``count_tokens=`` when the margin matters.
    """
    if isinstance(message, AssistantMessage):
        chars = len(message.text) + sum(len(c.name) + len(c.arguments_json()) for c in message.tool_calls)
    elif isinstance(message, ToolResult):
        chars = len(message.content) + len(message.name)
    else:
        chars = len(message.text)
    return _OVERHEAD + (chars + 3) // 4


@dataclass(frozen=True, slots=True)
class Trimmed:
    """The outcome of :func:`split_history`.

    ``messages`` is what to send: system messages first, then the kept
    exchanges. ``dropped`` are the input messages that were left out (whole
    old exchanges, and anything the repair removed), in their original order;
    summarize-on-trim folds these into its summary. ``exchanges`` counts the
    kept exchanges.
    """

    messages: tuple[Message, ...]
    dropped: tuple[Message, ...]
    exchanges: int


class _CallBlock:
    """An assistant message with tool calls, and the results found for it so far."""

    __slots__ = ("message", "results")

    def __init__(self, message: AssistantMessage) -> None:
        self.message = message
        self.results: dict[str, ToolResult] = {}

    def wants(self, call_id: str) -> bool:
        return call_id not in self.results and any(c.id == call_id for c in self.message.tool_calls)

    def render(self) -> list[Message]:
        out: list[Message] = [self.message]
        seen: set[str] = set()
        for call in self.message.tool_calls:
            if call.id in seen:  # a duplicate id inside one message: one result answers both
                continue
            seen.add(call.id)
            result = self.results.get(call.id)
            out.append(result or ToolResult(call_id=call.id, name=call.name, content=MISSING_RESULT, is_error=True))
        return out


def _units(messages: Iterable[Message]) -> tuple[list[SystemMessage], list[list[Message]]]:
    """System messages, and the conversation as units that must stay together."""
    system: list[SystemMessage] = []
    units: list[Message | _CallBlock] = []
    blocks: list[_CallBlock] = []
    for m in messages:
        if isinstance(m, SystemMessage):
            system.append(m)
        elif isinstance(m, UserMessage):
            if m.text.strip():
                units.append(m)
        elif isinstance(m, AssistantMessage):
            if m.tool_calls:
                block = _CallBlock(m)
                blocks.append(block)
                units.append(block)
            elif m.text.strip():
                units.append(m)
        elif isinstance(m, ToolResult):
            owner = next((b for b in reversed(blocks) if b.wants(m.call_id)), None)
            if owner is not None:
                owner.results[m.call_id] = m
            # else: an orphan result (its call was dropped or never existed) is left out
        else:
            raise TypeError(f"cannot trim a {type(m).__name__}: expected nbagent message types")
    return system, [u.render() if isinstance(u, _CallBlock) else [u] for u in units]


def _exchanges(units: list[list[Message]]) -> list[list[Message]]:
    """Group units into exchanges, each opened by a user text message; units before the first are left out."""
    out: list[list[Message]] = []
    for unit in units:
        if isinstance(unit[0], UserMessage):
            out.append(list(unit))
        elif out:
            out[-1].extend(unit)
    return out


def split_history(
    messages: Sequence[Message],
    *,
    max_messages: int | None = None,
    max_tokens: int | None = None,
    count_tokens: CountTokens = estimate_tokens,
    reserved_tokens: int = 0,
) -> Trimmed:
    """Trim ``messages`` to the limits and say what was dropped.

    Args:
        messages: the conversation, oldest first.
        max_messages: most conversation (non-system) messages to keep.
        max_tokens: most tokens for the system messages plus the kept conversation.
        count_tokens: tokens of one message (default :func:`estimate_tokens`).
        reserved_tokens: tokens already spent elsewhere in the request (a system
            prompt, a summary), subtracted from ``max_tokens``.
    """
    if max_messages is not None and max_messages < 1:
        raise ValueError(f"max_messages must be at least 1, got {max_messages}")
    if max_tokens is not None and max_tokens < 1:
        raise ValueError(f"max_tokens must be at least 1, got {max_tokens}")
    system, units = _units(messages)
    exchanges = _exchanges(units)
    start = 0
    if exchanges and (max_messages is not None or max_tokens is not None):
        budget = None if max_tokens is None else max_tokens - reserved_tokens - sum(count_tokens(m) for m in system)
        count = tokens = 0
        start = len(exchanges) - 1  # the latest exchange stays whatever its size
        for i in range(len(exchanges) - 1, -1, -1):
            count += len(exchanges[i])
            if budget is not None:
                tokens += sum(count_tokens(m) for m in exchanges[i])
            if (max_messages is not None and count > max_messages) or (budget is not None and tokens > budget):
                break
            start = i
    kept: list[Message] = [m for exchange in exchanges[start:] for m in exchange]
    kept_ids = {id(m) for m in kept} | {id(m) for m in system}
    dropped = tuple(m for m in messages if id(m) not in kept_ids)
    return Trimmed(messages=(*system, *kept), dropped=dropped, exchanges=len(exchanges) - start)


def trim(
    messages: Sequence[Message],
    max_messages: int | None = None,
    max_tokens: int | None = None,
    count_tokens: CountTokens = estimate_tokens,
) -> list[Message]:
    """A copy of ``messages`` cut to at most ``max_messages`` messages and ``max_tokens`` tokens.

    Whole exchanges are dropped, oldest first; tool calls stay with their
    results; the result starts with a user text message after the system
    messages, and the latest exchange is always kept. See the module docs
    for how damaged histories are repaired. With no limit it only repairs.
    """
    return list(
        split_history(messages, max_messages=max_messages, max_tokens=max_tokens, count_tokens=count_tokens).messages
    )
