"""``nbagent.store.bind(agent, session)``: a stored session is attached from outside the loop."""

from __future__ import annotations

from pathlib import Path

import pytest

from nbagent import Agent, UserError
from nbagent.providers import ScriptedProvider
from nbagent.store import Store, bind


def test_bind_resumes_a_session_and_returns_the_agent(tmp_path: Path) -> None:
    with Store(tmp_path / "s.duckdb") as store:
        first = Agent(ScriptedProvider(["one"]))
        assert bind(first, "eda", store=store) is first
        assert first.store is store and first.session.name == "eda"
        first.run("q1")
        store.flush()
        again = bind(Agent(ScriptedProvider(["two"])), "eda", store=store)
        assert [m.text for m in again.messages] == ["q1", "one"]
        again.run("q2")
        store.flush()
        assert list(store.messages("eda")["text"]) == ["q1", "one", "q2", "two"]


def test_an_agent_keeps_one_session_and_binds_before_it_holds_a_conversation(tmp_path: Path) -> None:
    with Store(tmp_path / "s.duckdb") as store:
        agent = bind(Agent(ScriptedProvider(["one"])), "a", store=store)
        with pytest.raises(UserError, match="already keeps session"):
            bind(agent, "b", store=store)
        seeded = bind(Agent(ScriptedProvider(["x"])), "seed", store=store)
        seeded.run("hello")
        store.flush()
        talked = Agent(ScriptedProvider(["y"]))
        talked.run("something else")
        with pytest.raises(UserError, match="already holds a conversation"):
            bind(talked, "seed", store=store)


def test_the_old_keywords_say_where_they_went() -> None:
    with pytest.raises(UserError, match=r"Agent\(store=, session=\) moved: .*nbagent\.store\.bind\(agent, session"):
        Agent(ScriptedProvider(["x"]), store="x.duckdb", session="s")  # type: ignore[call-arg]
    with pytest.raises(UserError, match="unexpected keyword arguments: colour"):
        Agent(ScriptedProvider(["x"]), colour="blue")  # type: ignore[call-arg]
