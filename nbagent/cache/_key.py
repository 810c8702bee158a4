"""The cache key of a request, and whether the request is deterministic enough to cache.

The key is a SHA-256 over a canonical JSON of what decides the answer: the
provider family and model, the messages (as the conversation holds them,
before the run's random spotlight delimiters wrap untrusted tool output: those
change every run and would make every key new), the tools offered with their
descriptions and JSON schemas, and every request setting (temperature,
max_tokens, ...). Anything else that changes the answer changes one of these.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping

from ..messages import AssistantMessage, JSONValue, Message, SystemMessage, ToolResult, ToolSpec, UserMessage

__all__ = ["cache_key", "deterministic", "message_payload"]

_FORMAT = 1  # bump when the key's content changes: old entries then simply miss


def message_payload(m: Message) -> list[JSONValue]:
    """One message as the JSON-ready list a key is made of."""
    match m:
        case SystemMessage(text=text):
            return ["system", text]
        case UserMessage(text=text):
            return ["user", text]
        case AssistantMessage(text=text, tool_calls=calls):
            return ["assistant", text, [[c.id, c.name, dict(c.args), c.raw_args, c.parse_error] for c in calls]]
        case ToolResult(call_id=call_id, name=name, content=content, is_error=is_error):
            return ["tool", call_id, name, content, bool(is_error)]
        case _:
            raise TypeError(f"cannot key a {type(m).__name__} message")


def cache_key(
    provider: str,
    model: str,
    messages: Iterable[Message],
    tools: Iterable[ToolSpec],
    settings: Mapping[str, object],
) -> str:
    """The SHA-256 (hex) of one request's content (see the module docstring)."""
    payload = {
        "v": _FORMAT,
        "provider": provider,
        "model": model,
        "messages": [message_payload(m) for m in messages],
        "tools": [[t.name, t.description, t.parameters] for t in tools],
        "settings": dict(settings),
    }
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def deterministic(settings: Mapping[str, object]) -> bool:
    """Does the request ask for the model's deterministic setting (``temperature`` 0, or ``top_k`` 1)?

    Without it the same request may rightly get another answer; the cache serves such requests only
    when the person opts in (``Agent(cache_nondeterministic=True)``).
    """
    temperature = settings.get("temperature")
    top_k = settings.get("top_k")
    return _number(temperature) == 0 or _number(top_k) == 1


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)
