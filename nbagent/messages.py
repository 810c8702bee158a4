"""Provider-neutral conversation types.

Every provider converts to and from these. They are frozen dataclasses with a
``kind`` tag so converters can match on them and refuse what they don't know.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias

__all__ = [
    "ArgumentLimits",
    "AssistantMessage",
    "JSONObject",
    "JSONValue",
    "Message",
    "SystemMessage",
    "ToolCall",
    "ToolOutput",
    "ToolResult",
    "ToolSpec",
    "Usage",
    "UserMessage",
    "new_call_id",
    "set_argument_limits",
]


JSONValue: TypeAlias = "str | int | float | bool | list[JSONValue] | dict[str, JSONValue] | None"
"""A value as JSON holds it: what ``json.loads`` returns (narrow it with ``isinstance`` before use)."""
JSONObject: TypeAlias = "dict[str, JSONValue]"
"""A JSON object."""


def new_call_id() -> str:
    """A fresh tool-call id, unique enough to pair calls with results."""
    return "call_" + secrets.token_hex(8)


@dataclass(frozen=True, slots=True)
class ArgumentLimits:
    """How deep and how large (as JSON) a tool call's arguments may be.

    Arguments beyond either limit are never kept: the call carries a
    ``parse_error`` and the model gets a tool error (stage ``arguments``), so
    hostile nesting cannot make anything recurse out of the loop (JSON
    encoders, validation, the store, the display). ``max_bytes`` is counted
    on the JSON text (or, for arguments built as Python values, a close estimate).
    """

    max_depth: int = 64
    max_bytes: int = 1_000_000


_limits = ArgumentLimits()


def set_argument_limits(limits: ArgumentLimits) -> ArgumentLimits:
    """Set the limits for this process (they apply to calls built from now on); return the old ones."""
    global _limits
    previous, _limits = _limits, limits
    return previous


def _too_much(args: object) -> str | None:
    """Why ``args`` break the limits, or None. Iterative (it must not recurse), and it stops on
    cycles too: every step adds to the size."""
    limits = _limits
    size, stack = 0, [(args, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            size += len(value) + 2
        elif isinstance(value, Mapping):
            if depth > limits.max_depth:
                return f"arguments nested deeper than {limits.max_depth} levels"
            size += 2
            for key, item in value.items():
                size += len(key) + 4 if isinstance(key, str) else 12
                stack.append((item, depth + 1))
        elif isinstance(value, (list, tuple)):
            if depth > limits.max_depth:
                return f"arguments nested deeper than {limits.max_depth} levels"
            size += 2 + len(value)
            stack.extend((item, depth + 1) for item in value)
        else:
            size += 8
        if size > limits.max_bytes:
            return f"arguments larger than {limits.max_bytes} bytes of JSON"
    return None


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A request from the model to run a tool.

    ``args`` are the parsed arguments. When the model sent arguments that are
    not a JSON object, ``raw_args`` keeps its text and ``parse_error`` says why;
    the agent then answers the model with a tool error instead of running it.
    Arguments beyond the :class:`ArgumentLimits` (nested too deep, too large)
    are dropped the same way when the call is built (``args`` empty, the
    text, if any, cut short).
    """

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)  # JSON from the model; Any: a review hook may rewrite it
    id: str = field(default_factory=new_call_id)
    raw_args: str | None = None
    parse_error: str | None = None
    kind: Literal["tool-call"] = "tool-call"

    def __post_init__(self) -> None:
        if self.parse_error is None:
            problem = _too_much(self.args)
            if problem is not None:
                object.__setattr__(self, "args", {})
                object.__setattr__(self, "parse_error", problem)

    @classmethod
    def from_json(cls, name: str, arguments: str | None, id: str | None = None) -> ToolCall:
        """Build a call from a JSON argument string as the model sent it (may be malformed).

        ``id=None`` makes a fresh id; ``id=""`` (a provider sent none) is kept, for the agent
        loop to replace with a deterministic one (see ``nbagent.loop._call_ids.unique_call_ids``).
        """
        call_id = new_call_id() if id is None else id
        text = arguments if arguments is not None else ""
        if not text.strip():
            return cls(name=name, args={}, id=call_id)
        limit = _limits.max_bytes
        if len(text) > limit:  # not even parsed
            cut = text[:200] + f"…[truncated {len(text) - 200} chars]"
            return cls(name=name, id=call_id, raw_args=cut, parse_error=f"arguments larger than {limit} bytes of JSON")
        try:
            parsed = json.loads(text)
        except json.JSONDecodeError as exc:
            return cls(name=name, id=call_id, raw_args=text, parse_error=f"arguments are not valid JSON: {exc}")
        except RecursionError:  # the decoder recurses per level: deep nesting is refused, not crashed on
            problem = f"arguments nested deeper than {_limits.max_depth} levels"
            return cls(name=name, id=call_id, raw_args=text, parse_error=problem)
        if not isinstance(parsed, dict):
            return cls(
                name=name,
                id=call_id,
                raw_args=text,
                parse_error=f"arguments must be a JSON object, got {type(parsed).__name__}",
            )
        return cls(name=name, args=parsed, id=call_id)

    def arguments_json(self) -> str:
        """The arguments as a JSON string (the raw text if they never parsed)."""
        if self.raw_args is not None:
            return self.raw_args
        return json.dumps(dict(self.args), ensure_ascii=False, default=str)


@dataclass(frozen=True, slots=True)
class SystemMessage:
    """Instructions for the model."""

    text: str
    kind: Literal["system"] = "system"


@dataclass(frozen=True, slots=True)
class UserMessage:
    """What the person asked."""

    text: str
    kind: Literal["user"] = "user"


@dataclass(frozen=True, slots=True)
class AssistantMessage:
    """A model reply: text, tool calls, or both."""

    text: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    kind: Literal["assistant"] = "assistant"


@dataclass(frozen=True, slots=True)
class ToolResult:
    """The answer to one tool call, matched by ``call_id``."""

    call_id: str
    name: str
    content: str
    is_error: bool = False
    kind: Literal["tool-result"] = "tool-result"


Message: TypeAlias = SystemMessage | UserMessage | AssistantMessage | ToolResult


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """What a tool may return besides text: the model sees ``text`` only; the person's card also shows the
    ``figures`` (PNG bytes, checked as PNG before they are shown), ``values`` are results the person may take
    into the notebook (``RunResult.take(name)``: nothing enters the namespace by itself), and ``detail`` is what
    the audit row records of how the call ran (JSON: names, sizes, limits, never the data itself)."""

    text: str
    figures: tuple[bytes, ...] = ()
    values: Mapping[str, object] = field(default_factory=dict)
    detail: Mapping[str, JSONValue] = field(default_factory=dict)
    note: str = ""  # one line the card shows the person (how the call ran), never sent to the model


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """What a provider is told about a tool: name, description, JSON schema of its arguments."""

    name: str
    description: str
    parameters: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class Usage:
    """Tokens of one or more model calls and their cost.

    ``input_tokens`` counts every prompt token, cached ones included;
    ``cached_tokens`` is the part served from the provider's prompt cache.
    ``cost_usd`` is None when the model is not in the pricing table.
    """

    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    requests: int = 0
    cost_usd: float | None = 0.0

    def __add__(self, other: Usage) -> Usage:
        cost = None if self.cost_usd is None or other.cost_usd is None else self.cost_usd + other.cost_usd
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cached_tokens=self.cached_tokens + other.cached_tokens,
            requests=self.requests + other.requests,
            cost_usd=cost,
        )

    @property
    def total_tokens(self) -> int:
        """Input plus output tokens."""
        return self.input_tokens + self.output_tokens

    @staticmethod
    def sum(items: Iterable[Usage]) -> Usage:
        """Add up several usages (an empty sum is zero, cost 0.0)."""
        total = Usage()
        for item in items:
            total = total + item
        return total
