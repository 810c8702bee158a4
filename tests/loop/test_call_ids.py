"""Duplicate or missing tool-call ids from a provider: one call, one id, one card, one audit trail."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fakeapi import AnthropicServer, OpenAIServer, tool_calls
from fakeapi import text as text_reply
from hypothesis import given, settings
from hypothesis import strategies as st

from nbagent import Agent, Tool, ToolCall, tool
from nbagent.ipython.display import Transcript
from nbagent.loop import RunOptions
from nbagent.loop._call_ids import unique_call_ids
from nbagent.messages import AssistantMessage, Message, ToolResult, UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider, ReplayProvider, ScriptedProvider
from nbagent.providers.openai import OpenAIProvider
from nbagent.store import Store, bind

POLICY = Policy(allow=["read_*"], deny=["delete_*"])


@tool
def read_note(name: str) -> str:
    """Read a note."""
    return f"note {name}"


@tool
def delete_note(name: str) -> str:
    """Delete a note."""
    raise AssertionError("a denied tool ran")


class Cards:
    """Collects the transcript's outputs by display id (one card per call)."""

    def __init__(self) -> None:
        self.outputs: list[dict[str, str]] = []

    def __call__(self, obj: Any, display_id: Any = None, raw: bool = False) -> Any:
        index = len(self.outputs)
        self.outputs.append(obj._repr_mimebundle_())
        outer = self

        class Handle:
            def update(self, new_obj: Any, raw: bool = False) -> None:
                outer.outputs[index] = new_obj._repr_mimebundle_()

        return Handle() if display_id else None

    def cards(self) -> list[str]:
        return [o["text/html"] for o in self.outputs if "nbagent-card" in o.get("text/html", "")]


def scripted_with_ids(ids: tuple[str, str], seen: list[list[Message]]) -> FunctionProvider:
    """A model that asks for both tools with the ids given, then answers; it keeps every request."""

    def reply(messages: list[Message], tools: Any) -> Any:
        seen.append(list(messages))
        if len(seen) == 1:
            return [ToolCall("read_note", {"name": "a"}, id=ids[0]), ToolCall("delete_note", {"name": "a"}, id=ids[1])]
        return "done"

    return FunctionProvider(reply)


@pytest.mark.parametrize("ids", [("dup", "dup"), ("", "")], ids=["same id", "no ids"])
def test_two_calls_sharing_an_id_stay_two_calls(ids: tuple[str, str], tmp_path: Path) -> None:
    seen: list[list[Message]] = []
    cards = Cards()
    store = Store(tmp_path / "s.duckdb")
    agent = bind(
        Agent(scripted_with_ids(ids, seen), tools=[read_note, delete_note], policy=POLICY, on_event=Transcript(cards)),
        "ids",
        store=store,
    )
    result = agent.run("tidy up")
    records = {r.name: r for r in result.call_records}
    assert len(result.call_records) == 2 and records["read_note"].id != records["delete_note"].id
    assert all(r.id for r in result.call_records)
    assert (records["read_note"].decision, records["delete_note"].decision) == ("allow", "deny")
    # two cards, each with its own decision
    shown = cards.cards()
    assert len(shown) == 2
    read_card = next(c for c in shown if "read_note" in c)
    delete_card = next(c for c in shown if "delete_note" in c)
    assert "note a" in read_card and "deny" in delete_card and "note a" not in delete_card
    # the model's next request pairs each result with its own call
    calls = next(m for m in seen[1] if isinstance(m, AssistantMessage)).tool_calls
    answers = {m.call_id: m for m in seen[1] if isinstance(m, ToolResult)}
    assert [c.id for c in calls] == [records["read_note"].id, records["delete_note"].id]
    assert answers[calls[0].id].content == "note a" and answers[calls[1].id].is_error
    # two audit trails
    store.flush()
    audit = store.audit(event="tool-decided")
    assert sorted(zip(audit["tool"], audit["decision"], strict=True)) == [("delete_note", "deny"),
                                                                         ("read_note", "allow")]  # fmt: skip
    assert audit["call_id"].nunique() == 2
    store.close()


def test_ids_reused_in_a_later_turn_are_renamed_and_the_renaming_is_deterministic() -> None:
    first = AssistantMessage(tool_calls=(ToolCall("x", id="call_0"),))
    history: list[Message] = [first, ToolResult(call_id="call_0", name="x", content="1")]
    again = AssistantMessage(tool_calls=(ToolCall("x", id="call_0"), ToolCall("x", id=""), ToolCall("x", id="")))
    fixed = unique_call_ids(again, history)
    assert [c.id for c in fixed.tool_calls] == ["call_0_2", "call_nb_1", "call_nb_2"]
    assert [c.id for c in unique_call_ids(again, history).tool_calls] == ["call_0_2", "call_nb_1", "call_nb_2"]
    fine = AssistantMessage(tool_calls=(ToolCall("x", id="call_1"),))
    assert unique_call_ids(fine, history) is fine
    long = AssistantMessage(tool_calls=(ToolCall("x", id="c" * 40), ToolCall("x", id="c" * 40)))
    assert all(len(c.id) <= 40 for c in unique_call_ids(long, []).tool_calls)


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "sse"])
def test_openai_sdk_duplicate_ids_are_answered_pairwise(stream: bool) -> None:
    with OpenAIServer() as server:
        server.enqueue(
            tool_calls(("read_note", {"name": "a"}, "call_same"), ("read_note", {"name": "b"}, "call_same")),
            text_reply("both read"),
        )
        provider = OpenAIProvider("gpt-4.1-mini", base_url=server.url, api_key="sk-test-local-key-000000")
        agent = Agent(provider, tools=[read_note], policy=POLICY, defaults=RunOptions(stream=stream))
        result = agent.run("read a and b")
        second = server.requests[1].body["messages"]
    assert result.text == "both read"  # the server validates like the real API: duplicate ids are a 400
    sent_calls = next(m for m in second if m["role"] == "assistant")["tool_calls"]
    sent_ids = [c["id"] for c in sent_calls]
    assert sent_ids == ["call_same", "call_same_2"]
    answers = {m["tool_call_id"]: m["content"] for m in second if m["role"] == "tool"}
    assert answers == {"call_same": "note a", "call_same_2": "note b"}


@settings(max_examples=300, deadline=None)
@given(
    earlier=st.lists(st.sampled_from(["", "a", "a_2", "b", "call_nb_1"]), max_size=6),
    ids=st.lists(st.sampled_from(["", "a", "a_2", "b", "call_nb_1", "c" * 40]), min_size=1, max_size=6),
)
def test_unique_call_ids_property(earlier: list[str], ids: list[str]) -> None:
    history: list[Message] = [AssistantMessage(tool_calls=(ToolCall("x", id=unique),)) for unique in set(earlier)]
    message = AssistantMessage(text="t", tool_calls=tuple(ToolCall("x", {"i": i}, id=c) for i, c in enumerate(ids)))
    fixed = unique_call_ids(message, history)
    new = [c.id for c in fixed.tool_calls]
    taken = set(earlier)
    assert all(new) and len(set(new)) == len(new) and not (set(new) & taken)
    assert all(len(c) <= 40 for c in new if c not in ids)
    assert [c.args for c in fixed.tool_calls] == [c.args for c in message.tool_calls] and fixed.text == "t"
    # an id that was already unique and not empty is kept as it is
    for old, got in zip(ids, new, strict=True):
        if old and old not in taken and ids.count(old) == 1:
            assert got == old
    assert [c.id for c in unique_call_ids(message, history).tool_calls] == new  # deterministic


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_a_recorded_conversation_with_duplicate_ids_replays(tmp_path: Path, kind: str) -> None:
    """The renamed ids are the same on every run, so the replayed requests match the recorded ones."""
    cassette = tmp_path / "dup.json"
    server_cls = OpenAIServer if kind == "openai" else AnthropicServer
    model = "openai:gpt-4.1-mini" if kind == "openai" else "anthropic:claude-haiku-4-5"
    with server_cls() as server:
        server.enqueue(
            tool_calls(("read_note", {"name": "a"}, "toolu_same"), ("read_note", {"name": "b"}, "toolu_same")),
            text_reply("both read"),
        )
        recorder = ReplayProvider(cassette, record=model, base_url=server.url, api_key="sk-test-local-key-000000")
        live = Agent(recorder, tools=[read_note], policy=POLICY).run("read a and b")
    replayed = Agent(ReplayProvider(cassette), tools=[read_note], policy=POLICY).run("read a and b")
    assert replayed.text == live.text == "both read"
    assert [r.id for r in replayed.call_records] == [r.id for r in live.call_records] == ["toolu_same", "toolu_same_2"]


def test_many_duplicate_ids_are_renamed_in_linear_time() -> None:
    # probing x_2, x_3 ... from 2 for every duplicate was quadratic: 8,000 calls sharing one id took ~3.8 s
    import time

    message = AssistantMessage(text="", tool_calls=tuple(ToolCall("t", {}, id="a") for _ in range(8000)))
    history: list[Message] = [AssistantMessage(tool_calls=(ToolCall("t", id="a_2"), ToolCall("t", id="a_5")))]
    started = time.thread_time()  # this thread only: a store writer left by another test in the worker must not count
    out = unique_call_ids(message, history)
    assert time.thread_time() - started < 0.5
    ids = [c.id for c in out.tool_calls]
    assert len(set(ids)) == 8000 and not {"a_2", "a_5"} & set(ids)
    assert ids[:5] == ["a", "a_3", "a_4", "a_6", "a_7"]
    long = AssistantMessage(tool_calls=tuple(ToolCall("t", id="c" * 40) for _ in range(2000)))
    long_ids = [c.id for c in unique_call_ids(long, []).tool_calls]
    assert len(set(long_ids)) == 2000 and all(len(i) <= 40 for i in long_ids)


def test_calls_beyond_the_per_message_cap_are_answered_with_an_error_the_model_sees() -> None:
    from nbagent.loop._pipeline import MAX_CALLS_PER_MESSAGE

    seen: list[list[Message]] = []
    ran: list[str] = []

    @tool
    def count(n: int) -> str:
        """Count."""
        ran.append(str(n))
        return f"counted {n}"

    def reply(messages: list[Message], tools: Any) -> Any:
        seen.append(list(messages))
        if len(seen) == 1:
            return [ToolCall("count", {"n": i}, id=f"c{i}") for i in range(MAX_CALLS_PER_MESSAGE + 20)]
        return "done"

    result = Agent(FunctionProvider(reply), tools=[count], policy=Policy(allow=["count"])).run("count")
    assert result.text == "done"
    assert len(ran) == MAX_CALLS_PER_MESSAGE
    answers = [m for m in seen[1] if isinstance(m, ToolResult)]
    assert len(answers) == MAX_CALLS_PER_MESSAGE + 20  # every call is answered, so the conversation stays valid
    extra = answers[MAX_CALLS_PER_MESSAGE:]
    assert all(a.is_error and f"at most {MAX_CALLS_PER_MESSAGE} tool calls" in a.content for a in extra)
    assert [a.call_id for a in extra] == [f"c{i}" for i in range(MAX_CALLS_PER_MESSAGE, MAX_CALLS_PER_MESSAGE + 20)]


def test_the_ids_a_growing_history_uses_are_kept_up_to_date() -> None:
    """The loop keeps the used ids incrementally (a scan per turn was quadratic); it must see what a scan sees."""
    from nbagent.loop._call_ids import CallIds, used_call_ids

    ids = CallIds()
    history: list = []
    for turn in range(5):
        call = ToolCall("t", {}, f"c{turn}")
        history += [UserMessage(f"q{turn}"), AssistantMessage(tool_calls=(call,))]
        assert set(ids.of(history)) == used_call_ids(history)
        history.append(ToolResult(call_id=call.id, name="t", content="r"))
    assert set(ids.of(history)) == {f"c{i}" for i in range(5)}
    history.clear()  # agent.reset()
    assert set(ids.of(history)) == set()
    replaced = [UserMessage("x"), AssistantMessage(tool_calls=(ToolCall("t", {}, "z"),))]
    assert set(ids.of(replaced)) == {"z"}
    other = [UserMessage("y"), AssistantMessage(tool_calls=(ToolCall("t", {}, "w"),))]  # same length, new history
    assert set(ids.of(other)) == {"w"}


def test_ids_stay_unique_across_runs_and_a_reset() -> None:
    agent = Agent(ScriptedProvider([ToolCall("t", {}, "same"), "a", ToolCall("t", {}, "same"), "b",
                                    ToolCall("t", {}, "same"), "c"]), tools=[Tool(lambda: "ok", name="t")],
                  policy=Policy(allow=["*"]))  # fmt: skip
    agent.run("one")
    second = agent.run("two")
    assert [r.id for r in second.call_records] == ["same_2"]
    agent.reset()
    assert [r.id for r in agent.run("three").call_records] == ["same"]  # a new conversation: the id is free again


def test_a_first_use_id_over_the_providers_limit_is_cut_deterministically() -> None:
    long_id = "call_" + "x" * 1_000_000  # a hostile provider: stored in every audit row, refused by OpenAI next turn
    message = AssistantMessage(
        tool_calls=(ToolCall("read_note", {"name": "a"}, long_id), ToolCall("read_note", {"name": "b"}, long_id))
    )
    ids = [c.id for c in unique_call_ids(message, []).tool_calls]
    assert all(len(i) <= 40 for i in ids) and len(set(ids)) == 2
    assert ids == [c.id for c in unique_call_ids(message, []).tool_calls], "the same message gets the same ids"
    fine = AssistantMessage(tool_calls=(ToolCall("read_note", {"name": "a"}, "c" * 40),))
    assert unique_call_ids(fine, []) is fine, "an id within the limit is kept as it is"
