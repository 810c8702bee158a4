"""Tool-call ids: one id is one call, across the whole conversation.

Providers have sent two calls with one id, ids reused across turns, or none at all. Every response's
calls get ids no other call of the conversation uses (:func:`unique_call_ids`) before anything
displays, stores or runs them; :class:`CallIds` keeps the ids a growing conversation uses.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace

from ..messages import AssistantMessage, Message, ToolCall, ToolResult

__all__ = ["CallIds", "unique_call_ids", "used_call_ids"]

_MAX_ID = 40  # OpenAI refuses longer tool-call ids


def used_call_ids(history: Iterable[Message]) -> set[str]:
    """Every tool-call id the conversation uses (in calls or in results)."""
    taken = {c.id for m in history if isinstance(m, AssistantMessage) for c in m.tool_calls}
    taken.update(m.call_id for m in history if isinstance(m, ToolResult))
    return taken


class CallIds:
    """The ids a growing history uses, kept up to date incrementally (scanning the whole history
    for each model turn made a long run quadratic: 0.8 ms a turn at 2,000 calls)."""

    def __init__(self) -> None:
        self._ids: set[str] = set()
        self._upto = 0
        self._last: Message | None = None

    def of(self, history: Sequence[Message]) -> AbstractSet[str]:
        """The ids used in ``history``, which grew from the last one asked about (else: scanned afresh)."""
        if self._upto > len(history) or (self._upto and history[self._upto - 1] is not self._last):
            self._ids, self._upto = set(), 0  # reset() or a replaced history
        self._ids |= used_call_ids(history[self._upto :])
        self._upto = len(history)
        self._last = history[-1] if history else None
        return self._ids


def unique_call_ids(
    message: AssistantMessage, history: Iterable[Message], *, used: AbstractSet[str] | None = None
) -> AssistantMessage:
    """``message`` with every tool-call id unique in the conversation (and not empty).

    Providers have sent two calls with one id, ids reused across turns, or none at all:
    the transcript card, the audit rows and the pairing of results are all keyed by the id,
    so two calls sharing one would show one call's decision for the other. A duplicate id
    ``x`` becomes ``x_2`` (``x_3`` ...), an empty one ``call_nb_1``: deterministic, so a
    replayed conversation sends the same ids as the recorded one. An id longer than the
    providers take (``_MAX_ID``, 40: OpenAI refuses more) is cut and numbered like a duplicate,
    even on first use (else every audit row and the next request carry it). ``used``: the ids of
    ``history`` when the caller keeps them (:class:`CallIds`); it is not changed.
    """
    if not message.tool_calls:
        return message
    before = used if used is not None else used_call_ids(history)
    added: set[str] = set()

    def taken(call_id: str) -> bool:
        return call_id in before or call_id in added

    # first the ids that are fine (the first use of a new id) keep theirs, then the others get new ones
    keep: set[int] = set()
    for i, call in enumerate(message.tool_calls):
        if call.id and len(call.id) <= _MAX_ID and not taken(call.id):
            added.add(call.id)
            keep.add(i)
    calls: list[ToolCall] = []
    # the next suffix to try per base id: each duplicate continues where the last one stopped, so
    # 8,000 calls sharing one id are renamed in linear time (probing from 2 each time was quadratic)
    next_n: dict[str, int] = {}
    for i, call in enumerate(message.tool_calls):
        if i in keep:
            calls.append(call)
            continue
        base = call.id[: _MAX_ID - 4] if call.id else "call_nb"
        n = next_n.get(base, 2 if call.id else 1)
        while taken(new_id := _numbered(base, n)):
            n += 1
        next_n[base] = n + 1
        added.add(new_id)
        calls.append(replace(call, id=new_id))
    if all(a is b for a, b in zip(calls, message.tool_calls, strict=True)):
        return message
    return replace(message, tool_calls=tuple(calls))


def _numbered(base: str, n: int) -> str:
    """``base_n``, ``base`` cut so the id stays within the providers' length limit."""
    suffix = f"_{n}"
    return base[: _MAX_ID - len(suffix)] + suffix
