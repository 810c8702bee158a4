"""Tool-pair-aware trimming: every trimmed history is valid for both APIs, whatever went in."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from memory_histories import LIMITS, anthropic_problems, conversations, openai_problems

from nbagent.memory import Memory, estimate_tokens, split_history, trim
from nbagent.memory._trim import MISSING_RESULT
from nbagent.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResult,
    UserMessage,
)
from nbagent.providers import FunctionProvider

SETTINGS = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def exchanges_of(messages: list[Message]) -> list[list[Message]]:
    out: list[list[Message]] = []
    for m in messages:
        if isinstance(m, SystemMessage):
            continue
        if isinstance(m, UserMessage):
            out.append([m])
        else:
            out[-1].append(m)
    return out


def within(exchanges: list[list[Message]], system: list[Message], max_messages, max_tokens) -> bool:
    count = sum(len(e) for e in exchanges)
    tokens = sum(estimate_tokens(m) for e in exchanges for m in e) + sum(estimate_tokens(m) for m in system)
    return (max_messages is None or count <= max_messages) and (max_tokens is None or tokens <= max_tokens)


@SETTINGS
@given(conversations(), LIMITS)
def test_trimmed_histories_are_valid_for_both_apis(messages: list[Message], limits) -> None:
    max_messages, max_tokens = limits
    out = trim(messages, max_messages=max_messages, max_tokens=max_tokens)
    assert openai_problems(out) == []
    assert anthropic_problems(out) == []

    system = [m for m in out if isinstance(m, SystemMessage)]
    rest = out[len(system) :]
    # system messages: all kept, in order, at the front
    assert system == [m for m in messages if isinstance(m, SystemMessage)]
    assert not any(isinstance(m, SystemMessage) for m in rest)
    # starts with a user text message
    assert isinstance(rest[0], UserMessage) and rest[0].text.strip()
    # every call is followed right away by its results, in call order
    for i, m in enumerate(rest):
        if isinstance(m, AssistantMessage) and m.tool_calls:
            ids = list(dict.fromkeys(c.id for c in m.tool_calls))
            answers = rest[i + 1 : i + 1 + len(ids)]
            assert [r.call_id for r in answers if isinstance(r, ToolResult)] == ids
    # nothing invented except error results for calls that had none
    given_ids = {id(m) for m in messages}
    for m in rest:
        assert id(m) in given_ids or (isinstance(m, ToolResult) and m.content == MISSING_RESULT and m.is_error)


@SETTINGS
@given(conversations(), LIMITS)
def test_trim_keeps_the_latest_exchange_and_drops_only_whole_old_ones(messages: list[Message], limits) -> None:
    max_messages, max_tokens = limits
    full = trim(messages)  # no limits: only the repair
    out = trim(messages, max_messages=max_messages, max_tokens=max_tokens)
    system = [m for m in out if isinstance(m, SystemMessage)]
    all_ex, kept_ex = exchanges_of(full), exchanges_of(out)
    # the kept exchanges are the newest ones, untouched
    assert 1 <= len(kept_ex) <= len(all_ex)
    assert kept_ex == all_ex[-len(kept_ex) :]
    last_user = next(m for m in reversed(messages) if isinstance(m, UserMessage) and m.text.strip())
    assert kept_ex[-1][0] is last_user
    # over the limits only when a single exchange is left; as much kept as the limits allow
    if len(kept_ex) > 1:
        assert within(kept_ex, system, max_messages, max_tokens)
    if len(kept_ex) < len(all_ex):
        assert not within(all_ex[-len(kept_ex) - 1 :], system, max_messages, max_tokens)


@SETTINGS
@given(conversations(), LIMITS)
def test_trimming_twice_changes_nothing(messages: list[Message], limits) -> None:
    once = trim(messages, *limits)
    assert trim(once, *limits) == once


@settings(max_examples=100, deadline=None)
@given(conversations(), LIMITS, st.integers(0, 500))
def test_dropped_are_exactly_the_input_messages_left_out(messages: list[Message], limits, reserved: int) -> None:
    result = split_history(messages, max_messages=limits[0], max_tokens=limits[1], reserved_tokens=reserved)
    kept = {id(m) for m in result.messages}
    assert [id(m) for m in result.dropped] == [id(m) for m in messages if id(m) not in kept]


# -- the cases the properties are about, spelled out ------------------------------------------


def test_parallel_calls_stay_with_all_their_results() -> None:
    calls = (ToolCall("a", {}, id="c1"), ToolCall("b", {}, id="c2"))
    history = [
        UserMessage("first"),
        AssistantMessage("one"),
        UserMessage("second"),
        AssistantMessage(tool_calls=calls),
        ToolResult("c2", "b", "B"),
        ToolResult("c1", "a", "A"),
        AssistantMessage("done"),
    ]
    out = trim(history, max_messages=3)  # the latest exchange alone has 5: kept whole
    assert out[0] is history[2]
    assert [type(m).__name__ for m in out] == [
        "UserMessage",
        "AssistantMessage",
        "ToolResult",
        "ToolResult",
        "AssistantMessage",
    ]
    assert [m.call_id for m in out if isinstance(m, ToolResult)] == ["c1", "c2"]  # call order


def test_a_naive_cut_would_orphan_a_result_this_one_does_not() -> None:
    history = [
        UserMessage("Delete file X"),
        AssistantMessage(tool_calls=(ToolCall("delete_file", {"path": "X"}, id="d1"),)),
        ToolResult("d1", "delete_file", "File deleted"),
        AssistantMessage("Done, I deleted file X"),
        UserMessage("thanks"),
        AssistantMessage("you're welcome"),
    ]
    assert openai_problems(history[2:]) != []  # what a sliding window of 4 sends
    out = trim(history, max_messages=4)
    assert out == history[4:]
    assert trim(history, max_messages=6) == history


def test_results_far_from_their_call_are_brought_back_and_orphans_dropped() -> None:
    call = ToolCall("plot", {}, id="p1")
    history = [
        ToolResult("p0", "plot", "orphan before anything"),
        UserMessage("plot it"),
        AssistantMessage(tool_calls=(call,)),
        UserMessage("(the person typed while the tool ran)"),
        ToolResult("p1", "plot", "<figure>"),
        ToolResult("p1", "plot", "<figure again>"),
    ]
    out = trim(history)
    assert out == [history[1], history[2], history[4], history[3]]
    assert openai_problems(out) == [] and anthropic_problems(out) == []


def test_a_call_without_result_gets_an_error_result() -> None:
    history = [
        UserMessage("go"),
        AssistantMessage(tool_calls=(ToolCall("x", {}, id="x1"),)),
        UserMessage("and?"),
    ]
    out = trim(history)
    assert isinstance(out[2], ToolResult) and out[2].is_error and out[2].call_id == "x1"
    assert openai_problems(out) == [] and anthropic_problems(out) == []


def test_system_messages_move_to_the_front_and_stay() -> None:
    history = [
        UserMessage("a"),
        SystemMessage("be brief"),
        AssistantMessage("A"),
        UserMessage("b"),
        AssistantMessage("B"),
    ]
    out = trim(history, max_messages=2)
    assert out == [history[1], history[3], history[4]]


def test_token_limit_and_pluggable_counter() -> None:
    history = [
        UserMessage("q" * 400),
        AssistantMessage("a" * 400),
        UserMessage("short"),
        AssistantMessage("ok"),
    ]
    assert trim(history, max_tokens=50) == history[2:]
    assert trim(history, max_tokens=10_000) == history
    # one exchange stays, over the limit or not
    assert trim(history, max_tokens=3, count_tokens=lambda m: 1) == history[2:]
    assert trim(history, max_tokens=4, count_tokens=lambda m: 1) == history


def test_no_user_message_leaves_only_the_system_messages() -> None:
    assert trim([SystemMessage("s"), AssistantMessage("hello")]) == [SystemMessage("s")]
    assert trim([]) == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(conversations(), LIMITS, st.booleans())
def test_the_agent_window_moves_forward_and_summarizes_each_message_once(
    messages: list[Message], limits, with_system_prompt: bool
) -> None:
    shown: list[str] = []

    def summarizer(msgs, tools):
        shown.append(msgs[-1].text)
        return "summary"

    # a history as the agent keeps it
    clean = [m for m in trim(messages) if not isinstance(m, SystemMessage)]
    memory = Memory(*limits, summarize=True, summary_model=FunctionProvider(summarizer))
    reserved = 30 if with_system_prompt else 0
    starts = []
    for end in range(1, len(clean) + 1):
        if not isinstance(clean[end - 1], UserMessage | ToolResult) or (
            end < len(clean) and isinstance(clean[end], ToolResult)
        ):
            continue  # the agent only asks the model after a prompt or after all results of a turn
        history = clean[:end]
        asyncio.run(memory.update(history, reserved_tokens=reserved))
        window = memory.window(history, reserved_tokens=reserved)
        request = [*memory.context_messages(), *window]
        assert openai_problems(request) == [] and anthropic_problems(request) == []
        start = next(i for i, m in enumerate(history) if m is window[0])
        assert window == history[start:]  # a clean history's window is a plain suffix
        starts.append(start)
    assert starts == sorted(starts)  # never moves back
    persons = sum(text.count("[person] ") for text in shown)
    # each message left the window once and was summarized once
    assert persons == sum(isinstance(m, UserMessage) for m in clean[: starts[-1]])
    assert memory.dropped_messages == starts[-1]
