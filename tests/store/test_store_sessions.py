"""Sessions: auto-save, resume with every tool call paired, session operations, TTL purge."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from fakeapi import (
    AnthropicServer,
    OpenAIServer,
    text,
    validate_anthropic_messages,
    validate_openai_messages,
)
from store_helpers import allow_all, counting_agent

from nbagent import Agent, ToolCall, tool
from nbagent.exceptions import UserError
from nbagent.loop import RunOptions
from nbagent.messages import AssistantMessage, ToolResult, UserMessage
from nbagent.providers import ScriptedProvider
from nbagent.providers.anthropic import AnthropicProvider, to_anthropic_messages
from nbagent.providers.openai import OpenAIProvider, to_openai_messages
from nbagent.store import NOT_KEPT, Store, bind


@tool(read_only=True)
def weather(city: str) -> str:
    """Weather for a city."""
    if city == "Atlantis":
        raise ValueError("no such city")
    return f"sunny in {city} " + "x" * 100


def paired(messages: tuple | list) -> bool:
    calls = [c.id for m in messages if isinstance(m, AssistantMessage) for c in m.tool_calls]
    results = [m.call_id for m in messages if isinstance(m, ToolResult)]
    return sorted(calls) == sorted(results) and len(set(calls)) == len(calls)


def two_runs(store: Store, session: str, *, keep_tool_responses: bool | None = None) -> Agent:
    provider = ScriptedProvider(
        [
            [ToolCall("weather", {"city": "Paris"}), ToolCall("weather", {"city": "Atlantis"})],
            "Paris is sunny; Atlantis does not exist.",
            ToolCall("weather", {"city": "Rome"}),
            "Rome too.",
        ]
    )
    agent = Agent(provider, tools=[weather], defaults=RunOptions(stream=False), **allow_all())
    bind(agent, session, store=store, keep_tool_responses=keep_tool_responses)
    agent.run("Weather in Paris and Atlantis?")
    agent.run("And Rome?")
    return agent


def check_wire(history: list) -> None:
    oa = validate_openai_messages({"model": "gpt-4.1-mini", "messages": to_openai_messages(history)})
    _, turns = to_anthropic_messages(history)
    an = validate_anthropic_messages({"model": "claude-haiku-4-5", "max_tokens": 100, "messages": turns})
    assert oa == [] and an == [], (oa, an)


def test_a_resumed_session_has_every_tool_call_paired(store: Store) -> None:
    first = two_runs(store, "weather")
    assert first.session.name == "weather"
    info, history = store.resume("weather")
    assert info.messages == len(first.messages) == 9
    assert [m.kind for m in history] == [m.kind for m in first.messages]
    assert paired(history)
    results = [m for m in history if isinstance(m, ToolResult)]
    assert [r.content for r in results] == [NOT_KEPT] * 3  # tool responses are off by default
    assert [r.is_error for r in results] == [False, True, False]
    check_wire(history)

    provider = ScriptedProvider(["Still sunny."])
    again = bind(
        Agent(provider, tools=[weather], defaults=RunOptions(stream=False), **allow_all()), "weather", store=store
    )
    assert again.session.id == first.session.id
    assert list(again.messages) == history
    again.run("Anything new?")
    sent = provider.requests[0].messages
    assert paired(sent) and isinstance(sent[-1], UserMessage)
    assert len(store.resume("weather")[1]) == 11


def test_a_session_interrupted_mid_step_resumes_with_error_results(store: Store) -> None:
    info = store.new_session("cut")
    calls = (ToolCall("weather", {"city": "Oslo"}), ToolCall("weather", {"city": "Rome"}))
    store.save_messages(
        info.id,
        [
            UserMessage("weather?"),
            AssistantMessage("", calls),
            ToolResult(calls[0].id, "weather", "rain"),
        ],
        start_seq=0,
        keep_tool_responses=True,
    )  # the process died before the second result was saved
    store.save_messages(info.id, [ToolResult("call_stray", "weather", "?")], start_seq=3)
    _, history = store.resume("cut")
    assert paired(history)
    assert [(m.content, m.is_error) for m in history if isinstance(m, ToolResult)] == [
        ("rain", False),
        ("(no result was saved for this tool call)", True),
    ]
    check_wire(history)


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_the_local_api_servers_accept_a_resumed_session(store: Store, kind: str) -> None:
    two_runs(store, "wire")
    server_cls = OpenAIServer if kind == "openai" else AnthropicServer
    with server_cls() as server:
        server.enqueue(text("Resumed fine."))
        if kind == "openai":
            provider = OpenAIProvider("gpt-4.1-mini", base_url=server.url, api_key="sk-test-local-key-000000")
        else:
            provider = AnthropicProvider("claude-haiku-4-5", base_url=server.url, api_key="sk-ant-test-local-key-0000")
        agent = bind(Agent(provider, tools=[weather], **allow_all()), "wire", store=store)
        assert agent.run("Summarise.").text == "Resumed fine."
        body = server.last_request.body
    problems = validate_openai_messages(body) if kind == "openai" else validate_anthropic_messages(body)
    assert problems == []


def test_kept_tool_responses_are_capped_with_a_visible_marker(store_path: Path) -> None:
    with Store(store_path, flush_interval=0.02, max_tool_response_chars=40) as store:
        two_runs(store, "kept", keep_tool_responses=True)
        _, history = store.resume("kept")
        contents = [m.content for m in history if isinstance(m, ToolResult)]
        assert contents[0] == "sunny in Paris " + "x" * 25 + "…[truncated 75 chars]"
        assert contents[1].startswith("Error: ValueError: no such city")
        df = store.messages("kept")
        tools = df[df["role"] == "tool"]
        assert tools["output_chars"].tolist()[0] == 115 and tools["output_kept"].all()
        assert paired(history)


def test_title_and_auto_save_after_each_step(store: Store) -> None:
    seen: list[int] = []
    agent = counting_agent(3, store=store, session="steps")
    agent.subscribe(lambda e: seen.append(store.pending) if e.kind == "model-requested" else None)
    agent.run("  \n  Count to three, please, and then tell me the final number you reached in the end\nok")
    info = store.get_session("steps")
    assert info is not None
    assert info.title == "Count to three, please, and then tell me the final number…"
    assert info.messages == 8 and info.model == "function"
    assert store.sessions()["name"].tolist() == ["steps"]


def test_session_operations(store: Store) -> None:
    a = store.new_session("alpha")
    counting_agent(1, store=store, session="alpha").run("one")
    with pytest.raises(UserError, match="already exists"):
        store.new_session("alpha")
    renamed = store.rename_session("alpha", "beta")
    assert renamed.id == a.id and renamed.name == "beta" and store.get_session("alpha") is None
    store.archive_session("beta")
    assert store.sessions().empty
    assert store.sessions(include_archived=True)["archived"].tolist() == [True]
    store.archive_session("beta", archived=False)
    anonymous = counting_agent(1, store=store).session
    assert anonymous.name is None and store.get_session(anonymous.id) is not None
    store.delete_session("beta")
    assert store.get_session(a.id) is None
    assert store.query("SELECT count(*) AS n FROM messages WHERE session_id = ?", [a.id])["n"].tolist() == [0]
    assert (store.audit(session=a.id)["session_id"] == a.id).all()  # the audit log keeps its rows
    with pytest.raises(UserError, match="no session"):
        store.messages("beta")


def test_expired_sessions_are_purged_on_start(store_path: Path) -> None:
    with Store(store_path, flush_interval=0.02) as store:
        for name in ("old", "fresh", "kept-old"):
            counting_agent(1, store=store, session=name).run("hi")
        store.archive_session("kept-old")
    con = duckdb.connect(str(store_path))
    con.execute("UPDATE sessions SET updated = now() - INTERVAL 10 DAY WHERE name IN ('old', 'kept-old')")
    con.close()

    with Store(store_path) as store:  # no TTL: nothing expires
        assert store.purged_sessions == 0
    with Store(store_path, session_ttl_days=7) as store:
        assert store.purged_sessions == 1
        names = set(store.sessions(include_archived=True)["name"])
        assert names == {"fresh", "kept-old"}
        left = store.query("SELECT DISTINCT s.name FROM messages m JOIN sessions s ON s.id = m.session_id")
        assert set(left["name"]) == {"fresh", "kept-old"}
        assert store.query("SELECT count(*) AS n FROM messages")["n"].tolist() == [8]
        fresh = store.get_session("fresh")
        assert fresh is not None and fresh.expires_at is not None
    con = duckdb.connect(str(store_path))
    con.execute("UPDATE sessions SET expires_at = now() - INTERVAL 1 SECOND WHERE name = 'fresh'")
    con.close()
    with Store(store_path) as store:  # an expiry set earlier is honoured without a TTL now
        assert store.purged_sessions == 1
        assert set(store.sessions(include_archived=True)["name"]) == {"kept-old"}


def test_a_second_store_object_on_the_same_file_reads_what_the_first_recorded(
    store_path: Path,
) -> None:
    """A notebook's `Store()` next to the store %%agent uses sees the agent's latest rows."""
    from nbagent import Agent
    from nbagent.providers import ScriptedProvider

    busy = Store(store_path, flush_interval=30.0)  # would keep its rows 30 s before writing
    try:
        bind(Agent(ScriptedProvider(["hi"])), "s", store=busy).run("hello")
        assert busy.pending > 0
        reader = Store(store_path)
        try:
            info = reader.get_session("s")
            assert info is not None and info.messages == 2
        finally:
            reader.close()
    finally:
        busy.close()
