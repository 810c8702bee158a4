"""Hypothesis strategies for conversations with tool calls, some of them damaged on purpose."""

from __future__ import annotations

from typing import Any

from fakeapi import validate_anthropic_messages, validate_openai_messages
from hypothesis import strategies as st

from nbagent.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResult,
    UserMessage,
)
from nbagent.providers.anthropic import to_anthropic_messages
from nbagent.providers.openai import to_openai_messages

WORDS = st.sampled_from(["load", "sales", "plot", "the", "data", "mean", "by", "region", "äöü", "{json}", "x" * 120])
TEXT = st.lists(WORDS, min_size=1, max_size=12).map(" ".join)
TOOL_NAMES = st.sampled_from(["read_csv", "describe", "plot", "run_sql", "remember"])
ARGS = st.dictionaries(st.sampled_from(["path", "n", "query"]), st.one_of(st.integers(0, 99), TEXT), max_size=2)


@st.composite
def conversations(draw: st.DrawFn, min_exchanges: int = 1) -> list[Message]:
    """A conversation of exchanges with text turns and (parallel) tool calls, then some damage.

    Damage: results in any order, results moved later (past other messages),
    missing or duplicated results, orphan results, call ids reused across
    turns, system messages anywhere, blank messages, junk before the first
    user message.
    """
    messages: list[Message] = []
    serial = 0
    if draw(st.booleans()):
        messages.append(SystemMessage(draw(TEXT)))
    if draw(st.integers(0, 4)) == 0:
        messages.append(
            draw(st.sampled_from([AssistantMessage(text="stray"), ToolResult("call_zz", "plot", "orphan")]))
        )
    for _ in range(draw(st.integers(min_exchanges, 6))):
        messages.append(UserMessage(draw(TEXT)))
        for _ in range(draw(st.integers(0, 3))):
            if draw(st.booleans()):
                messages.append(AssistantMessage(text=draw(TEXT)))
                continue
            k = draw(st.integers(1, 3))
            reuse = draw(st.integers(0, 3)) == 0  # some local models number calls call_0, call_1 ... every turn
            ids = [f"call_{i}" for i in range(k)] if reuse else [f"call_{serial + i}_x" for i in range(k)]
            serial += k
            calls = tuple(ToolCall(draw(TOOL_NAMES), draw(ARGS), id=i) for i in ids)
            messages.append(AssistantMessage(text=draw(st.sampled_from(["", "Let me check."])), tool_calls=calls))
            results = [ToolResult(c.id, c.name, draw(st.sampled_from(["", "ok", "42 rows", "x" * 300]))) for c in calls]
            messages.extend(draw(st.permutations(results)))
        if draw(st.integers(0, 5)) == 0:
            messages.append(AssistantMessage(text=draw(TEXT)))
    for _ in range(draw(st.integers(0, 3))):
        _damage(draw, messages)
    return messages


def _damage(draw: st.DrawFn, messages: list[Message]) -> None:
    kind = draw(st.sampled_from(["move", "drop", "dup", "orphan", "system", "blank-user", "blank-assistant"]))
    results = [i for i, m in enumerate(messages) if isinstance(m, ToolResult)]
    if kind in ("move", "drop", "dup") and not results:
        return
    if kind == "move":
        i = draw(st.sampled_from(results))
        m = messages.pop(i)
        messages.insert(draw(st.integers(i, len(messages))), m)
    elif kind == "drop":
        messages.pop(draw(st.sampled_from(results)))
    elif kind == "dup":
        i = draw(st.sampled_from(results))
        messages.insert(draw(st.integers(i + 1, len(messages))), messages[i])
    elif kind == "orphan":
        messages.insert(draw(st.integers(0, len(messages))), ToolResult("call_nobody", "plot", "orphan"))
    elif kind == "system":
        messages.insert(draw(st.integers(0, len(messages))), SystemMessage(draw(TEXT)))
    elif kind == "blank-user":
        messages.insert(draw(st.integers(0, len(messages))), UserMessage(draw(st.sampled_from(["", "  \n"]))))
    else:
        messages.insert(
            draw(st.integers(0, len(messages))),
            AssistantMessage(text=draw(st.sampled_from(["", " "]))),
        )


LIMITS = st.tuples(st.one_of(st.none(), st.integers(1, 20)), st.one_of(st.none(), st.integers(1, 1500)))


def openai_problems(messages: list[Message]) -> list[str]:
    """What the (strict) fake OpenAI API says about a history."""
    return validate_openai_messages({"model": "gpt-4.1-mini", "messages": to_openai_messages(messages)})


def anthropic_problems(messages: list[Message]) -> list[str]:
    """What the (strict) fake Anthropic API says about a history."""
    system, turns = to_anthropic_messages(messages)
    body: dict[str, Any] = {"model": "claude-haiku-4-5", "max_tokens": 64, "messages": turns}
    if system:
        body["system"] = system
    return validate_anthropic_messages(body)
