"""API-neutral scripted replies: what the fake model answers to one request."""

from __future__ import annotations

import json
import secrets
import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias

ReplyKind: TypeAlias = Literal["text", "tool_calls", "error"]
# (input, output, cached) or (input, output, cached, cache_creation); see `Reply.usage`.
Usage: TypeAlias = tuple[int, ...]
CallSpec: TypeAlias = "ToolCall | tuple[str, Mapping[str, Any] | str] | tuple[str, Mapping[str, Any] | str, str]"

DEFAULT_USAGE: Usage = (10, 5, 0)

_ALPHABET = string.ascii_letters + string.digits


def new_id(prefix: str, length: int = 24) -> str:
    """Return `prefix` followed by `length` random alphanumerics (like real ids)."""
    return prefix + "".join(secrets.choice(_ALPHABET) for _ in range(length))


@dataclass(frozen=True)
class ToolCall:
    """One tool call: `arguments` is the exact JSON text put on the wire."""

    name: str
    arguments: str
    id: str | None = None

    @property
    def parsed(self) -> dict[str, Any] | None:
        """The arguments as a JSON object, or None when they are not one."""
        try:
            value = json.loads(self.arguments)
        except ValueError:
            return None
        return value if isinstance(value, dict) else None


@dataclass(frozen=True)
class Reply:
    """A scripted reply.

    `usage` is reported verbatim in each API's own fields: OpenAI
    `prompt_tokens`/`completion_tokens`/`prompt_tokens_details.cached_tokens`;
    Anthropic `input_tokens`/`output_tokens`/`cache_read_input_tokens` and, if a
    4th value is given, `cache_creation_input_tokens`. `truncated` makes the
    turn end with OpenAI `length` / Anthropic `max_tokens`. `delay` sleeps
    (seconds) before answering.
    """

    kind: ReplyKind
    text: str = ""
    calls: tuple[ToolCall, ...] = ()
    usage: Usage = DEFAULT_USAGE
    truncated: bool = False
    status: int = 200
    message: str | None = None
    error_type: str | None = None
    headers: tuple[tuple[str, str], ...] = field(default=())
    delay: float = 0.0

    def __post_init__(self) -> None:
        if not 2 <= len(self.usage) <= 4:
            raise ValueError("usage must be (input, output[, cached[, cache_creation]])")
        if self.kind == "tool_calls" and not self.calls:
            raise ValueError("a tool_calls reply needs at least one call")
        if self.kind == "error" and self.status < 400:
            raise ValueError("an error reply needs a status >= 400")

    @property
    def input_tokens(self) -> int:
        """Input/prompt token count."""
        return self.usage[0]

    @property
    def output_tokens(self) -> int:
        """Output/completion token count."""
        return self.usage[1]

    @property
    def cached_tokens(self) -> int:
        """Tokens read from the prompt cache."""
        return self.usage[2] if len(self.usage) > 2 else 0

    @property
    def cache_creation_tokens(self) -> int:
        """Tokens written to the prompt cache (Anthropic only)."""
        return self.usage[3] if len(self.usage) > 3 else 0


def text(
    content: str,
    *,
    usage: Usage = DEFAULT_USAGE,
    truncated: bool = False,
    delay: float = 0.0,
) -> Reply:
    """A final assistant text reply."""
    return Reply("text", text=content, usage=tuple(usage), truncated=truncated, delay=delay)


def _to_call(spec: CallSpec) -> ToolCall:
    if isinstance(spec, ToolCall):
        return spec
    if not isinstance(spec, tuple) or len(spec) not in (2, 3):
        raise TypeError(f"tool call must be (name, args[, id]) or ToolCall, got {spec!r}")
    name, args = spec[0], spec[1]
    call_id = spec[2] if len(spec) == 3 else None
    arguments = args if isinstance(args, str) else json.dumps(dict(args))
    return ToolCall(name=name, arguments=arguments, id=call_id)


def tool_calls(
    *calls: CallSpec,
    text: str = "",
    usage: Usage = DEFAULT_USAGE,
    delay: float = 0.0,
) -> Reply:
    """One assistant turn with one or more tool calls (and optional text before them).

    Each call is `(name, args)` or `(name, args, id)`; a dict `args` is JSON-encoded,
    a str is sent as-is (use it for malformed JSON). Missing ids are generated.
    """
    return Reply(
        "tool_calls",
        text=text,
        calls=tuple(_to_call(c) for c in calls),
        usage=tuple(usage),
        delay=delay,
    )


def error(
    status: int,
    message: str | None = None,
    *,
    headers: Mapping[str, str] | None = None,
    type: str | None = None,
    delay: float = 0.0,
) -> Reply:
    """An HTTP error in the API's own error format (`type` overrides the error type)."""
    return Reply(
        "error",
        status=status,
        message=message,
        error_type=type,
        headers=tuple((headers or {}).items()),
        delay=delay,
    )


def split_pieces(value: str, size: int) -> list[str]:
    """Split `value` into pieces of `size` chars; at least two pieces when possible."""
    if not value:
        return []
    if len(value) <= size:
        size = max(1, (len(value) + 1) // 2)
    return [value[i : i + size] for i in range(0, len(value), size)]
