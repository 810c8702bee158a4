"""RunOptions: one run's typed overrides; its title and cell reach the store on the run-started event."""

from __future__ import annotations

from pathlib import Path

import pytest

from nbagent import Agent, RunOptions
from nbagent.events import Event, RunStarted
from nbagent.providers import FunctionProvider, ScriptedProvider
from nbagent.store import Store, bind


def test_options_apply_to_one_run_and_a_keyword_wins_over_the_same_option() -> None:
    seen: list[str] = []
    agent = Agent(FunctionProvider(lambda m, t: "default", model="a"), defaults=RunOptions(stream=False))
    other = FunctionProvider(lambda m, t: seen.append("other") or "other", model="b")
    third = FunctionProvider(lambda m, t: seen.append("third") or "third", model="c")
    assert agent.run("q", RunOptions(model=other, max_iterations=1)).text == "other"
    assert agent.run("q", RunOptions(model=other), model=third).text == "third"
    assert agent.run("q").text == "default" and seen == ["other", "third"]
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        agent.run("q", colour="blue")  # type: ignore[call-arg]


def test_title_and_cell_travel_on_the_run_started_event_to_the_session(tmp_path: Path) -> None:
    events: list[Event] = []
    with Store(tmp_path / "s.duckdb") as store:
        agent = bind(Agent(ScriptedProvider(["ok"]), on_event=events.append), "t", store=store)
        agent.run("Summarize the 1,204 rows of sales_2026", RunOptions(title="Summarize {df}", cell="cell-7"))
        store.flush()
        started = next(e for e in events if isinstance(e, RunStarted))
        assert (started.title, started.cell) == ("Summarize {df}", "cell-7")
        row = store.sessions().set_index("name").loc["t"]
        assert row["title"] == "Summarize {df}" and row["cell"] == "cell-7"
