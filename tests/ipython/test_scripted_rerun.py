"""Issue 36: re-running a cell on a ScriptedProvider replays that cell's steps; a new cell continues the script.

A real InteractiveShell, the cell id passed the way ipykernel passes it (``run_cell(..., cell_id=...)``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ScriptedProvider, ToolCall
from nbagent.config._configure import defaults
from nbagent.exceptions import CellFailed, ScriptExhausted
from nbagent.messages import UserMessage
from nbagent.policy import Policy
from nbagent.providers.base import ModelRequest, Rewindable


@pytest.fixture
def shell() -> Iterator[Any]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.tools, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir)
    nbagent.configure(policy=Policy(allow=["*"]), store=False)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.tools, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir = saved
    sh.user_ns.pop("_agent", None)


def run(shell: Any, body: str, cell_id: str | None, options: str = "") -> Any:
    res = shell.run_cell(f"%%agent {options}\n{body}", cell_id=cell_id)
    assert res.success, res.error_in_exec
    return shell.user_ns["_agent"]


def failure(shell: Any, body: str, cell_id: str | None) -> str:
    res = shell.run_cell(f"%%agent\n{body}", cell_id=cell_id)
    assert not res.success and isinstance(res.error_in_exec, CellFailed), res.error_in_exec
    return str(res.error_in_exec)


def prompts(shell: Any) -> list[str]:
    agent = shell.magics_manager.registry["AgentMagics"]._slots.get("default")
    return [m.text for m in agent.messages if isinstance(m, UserMessage)]


def lookups(shell: Any) -> list[str]:
    calls: list[str] = []

    def lookup_customer(email: str) -> str:
        """Find a customer by e-mail."""
        calls.append(email)
        return "customer 42, plan: pro"

    shell.user_ns["lookup_customer"] = lookup_customer
    return calls


def test_a_rerun_cell_replays_its_steps_and_the_next_cell_continues_the_script(shell: Any) -> None:
    calls = lookups(shell)
    script = ScriptedProvider(
        [ToolCall("lookup_customer", {"email": "ada@example.com"}), "Ada is on the pro plan.", "Goodbye, Ada."]
    )
    nbagent.configure(model=script)
    assert run(shell, "Which plan is Ada on?", "cell-a", "--tools lookup_customer").text == "Ada is on the pro plan."
    # the report: this re-run raised ScriptExhausted ("Add a final text step") although the script ends in one
    again = run(shell, "Which plan is Ada on?", "cell-a", "--tools lookup_customer")
    assert again.text == "Ada is on the pro plan." and [r.status for r in again.call_records] == ["ok"]
    assert calls == ["ada@example.com", "ada@example.com"]  # the tool ran again: nothing of the old answer reused
    assert script.remaining == 1
    # a new cell continues the script where it stands (step 3)
    assert run(shell, "Say goodbye.", "cell-b").text == "Goodbye, Ada."
    assert script.remaining == 0 and prompts(shell) == ["Which plan is Ada on?", "Say goodbye."]
    # re-running A again: back to A's steps; B's turn left the conversation and its step is unplayed again
    assert run(shell, "Which plan is Ada on?", "cell-a", "--tools lookup_customer").text == "Ada is on the pro plan."
    assert script.remaining == 1 and prompts(shell) == ["Which plan is Ada on?"]
    assert run(shell, "Say goodbye.", "cell-b").text == "Goodbye, Ada."  # B, run after it, plays step 3 again
    assert run(shell, "Say goodbye.", "cell-b").text == "Goodbye, Ada."  # and B re-run replays it
    assert len(calls) == 3 and len(script.requests) == 9


def test_two_agent_lines_in_one_cell_replay_both_on_a_rerun(shell: Any) -> None:
    nbagent.configure(model=ScriptedProvider(["one", "two", "three"]))
    cell = "%agent first\n%agent second"
    assert shell.run_cell(cell, cell_id="x").success
    assert shell.run_cell(cell, cell_id="x").success
    agent = shell.magics_manager.registry["AgentMagics"]._slots.get("default")
    assert [m.text for m in agent.messages] == ["first", "one", "second", "two"]
    assert run(shell, "third", "y").text == "three"


def test_the_provider_the_run_used_is_rewound_not_the_sessions_first(shell: Any) -> None:
    """The session's agent is made with the first cell's model; a later configure() changes the model
    the next cells use (``options.model``): that one's steps are the ones a re-run replays."""
    first = ScriptedProvider(["from the first model"])
    nbagent.configure(model=first)
    run(shell, "hello", "a")
    second = ScriptedProvider(["B from the second", "C from the second"])
    nbagent.configure(model=second)
    assert run(shell, "b", "b").text == "B from the second"
    assert run(shell, "b", "b").text == "B from the second"
    assert run(shell, "c", "c").text == "C from the second"
    # re-running the first cell drops every turn: both providers go back to where their first dropped turn began
    nbagent.configure(model=first)
    assert run(shell, "hello", "a").text == "from the first model"
    assert first.remaining == 0 and second.remaining == 2


def test_a_failed_cell_rerun_after_extend_replays_from_its_start(shell: Any) -> None:
    script = ScriptedProvider([ToolCall("lookup_customer", {"email": "ada@example.com"})])
    lookups(shell)
    nbagent.configure(model=script)
    res = shell.run_cell("%%agent --tools lookup_customer\nWhich plan?", cell_id="a")
    assert not res.success
    message = str(res.error_in_exec)
    assert "ScriptExhausted" in message and "given 1 step(s)" in message and "request 2" in message
    assert "a final text step (a str) ends the run" in message and "provider.extend([...])" in message
    script.extend(["Pro."])
    assert run(shell, "Which plan?", "a", "--tools lookup_customer").text == "Pro."
    assert len(script.requests) == 4  # the re-run replayed the tool call, then the new text step


def test_a_script_that_really_runs_out_says_so_without_wrong_advice(shell: Any) -> None:
    nbagent.configure(model=ScriptedProvider(["only one"]))
    run(shell, "first", "a")
    message = failure(shell, "second", "b")
    assert "ScriptExhausted" in message and "given 1 step(s) and has played all of them" in message
    assert "request 2" in message and "provider.extend([...])" in message and "new ScriptedProvider" in message
    # the script ends with a text: no advice to add one, but why the new cell asks for more
    assert "ends the run" not in message and "continues the script where the previous one stopped" in message


def test_rerun_continue_keeps_one_cursor_for_scripts_that_answer_a_rerun_differently(shell: Any) -> None:
    nbagent.configure(model=ScriptedProvider(["A", "A again"], rerun="continue"))
    assert run(shell, "x", "a").text == "A"
    assert run(shell, "x", "a").text == "A again"
    with pytest.raises(ValueError, match="rerun must be"):
        ScriptedProvider([], rerun="never")  # type: ignore[arg-type]


def test_under_a_recording_cassette_the_wrapped_script_is_rewound(shell: Any, tmp_path: Path) -> None:
    script = ScriptedProvider(["recorded answer", "next cell"])
    nbagent.configure(model=script, cassettes="record", cassette_dir=str(tmp_path))
    assert run(shell, "q", "a").text == "recorded answer"
    assert run(shell, "q", "a").text == "recorded answer"
    assert run(shell, "r", "b").text == "next cell"
    assert list(tmp_path.rglob("*")), "the cells were recorded"


def test_checkpoint_and_restore_are_the_rewindable_protocol() -> None:
    script = ScriptedProvider(["a", "b"])
    assert isinstance(script, Rewindable)

    def ask() -> str:
        return asyncio.run(script.request(ModelRequest(messages=()))).message.text

    mark = script.checkpoint()
    assert ask() == "a" and script.remaining == 1
    script.restore(mark)
    assert ask() == "a" and ask() == "b"
    with pytest.raises(ValueError, match="no checkpoint 3"):
        script.restore(3)
    with pytest.raises(ScriptExhausted, match="request 4"):
        ask()


def test_a_rerun_cell_on_a_replay_provider_replays_its_recorded_exchanges(shell: Any, tmp_path: Path) -> None:
    # ReplayProvider has a cursor too: a re-executed cell starts from its own recorded exchanges
    from fakeapi import OpenAIServer, text

    from nbagent import ReplayProvider

    cassette = tmp_path / "two-cells.json"
    with OpenAIServer() as server:  # recorded through the same cells, against a local server
        server.enqueue(text("Ada is on the pro plan."), text("Goodbye, Ada."))
        nbagent.configure(
            model=ReplayProvider(cassette, record="openai:gpt-4.1-mini", base_url=server.url, api_key="sk-test")
        )
        run(shell, "Which plan is Ada on?", "rec-a")
        run(shell, "Say goodbye.", "rec-b")
    nbagent.configure(model=ReplayProvider(cassette))
    fresh = "--session replayed"  # a conversation of its own, as the recording had
    assert run(shell, "Which plan is Ada on?", "cell-a", fresh).text == "Ada is on the pro plan."
    assert run(shell, "Which plan is Ada on?", "cell-a", fresh).text == "Ada is on the pro plan."  # re-run: the same
    assert run(shell, "Say goodbye.", "cell-b", fresh).text == "Goodbye, Ada."
