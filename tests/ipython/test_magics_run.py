"""%%agent builds a run for each cell on a real InteractiveShell: the session's Agent keeps the
conversation, and every cell decides its own model, tools, policy, approver and limits."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import RetryPolicy, ToolCall
from nbagent.config._configure import defaults
from nbagent.messages import UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider, ScriptedProvider


@pytest.fixture
def shell() -> Iterator[Any]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.tools, cfg.policy, cfg.retry, cfg.store)
    nbagent.configure(policy=Policy(allow=["*"]), store=False)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.tools, cfg.policy, cfg.retry, cfg.store = saved
    sh.user_ns.pop("_agent", None)


def session_agent(shell: Any, name: str = "default") -> Any:
    """The Agent a session's cells run on (the magics keep one per session)."""
    return shell.magics_manager.registry["AgentMagics"]._slots.get(name)


def echo(label: str) -> FunctionProvider:
    def reply(messages: Any, tools: Any) -> str:
        users = [m.text for m in messages if isinstance(m, UserMessage)]
        return f"{label}#{len(users)}: {users[-1]}"

    return FunctionProvider(reply)


def test_configure_sticks_after_a_failed_model_cell(shell: Any) -> None:
    """Issue 20: after `-m ollama:...` failed, configure(model=...) was ignored; the next cell called Ollama again."""
    nbagent.configure(model=echo("first"), retry=RetryPolicy(max_retries=0))
    assert shell.run_cell("%%agent\nhello").success
    res = shell.run_cell("%%agent -m ollama:llama3.2\nask the local model")  # nothing listens on 11434
    assert not res.success and "11434" in str(res.error_in_exec)
    scripted = ScriptedProvider(["from the scripted provider"])
    nbagent.configure(model=scripted)
    res = shell.run_cell("%%agent\nand now?")
    assert res.success, res.error_in_exec
    assert shell.user_ns["_agent"].text == "from the scripted provider" and scripted.remaining == 0
    # one session all along: the conversation went on across the three models
    sent = [m.text for m in scripted.requests[0].messages if isinstance(m, UserMessage)]
    assert sent == ["hello", "ask the local model", "and now?"]


def test_a_cell_with_options_does_not_change_the_sessions_agent(shell: Any, tmp_path: Path) -> None:
    calls: list[str] = []
    shell.user_ns["wipe"] = lambda: calls.append("wipe") or "wiped"
    shell.user_ns["look"] = lambda: calls.append("look") or "seen"
    nbagent.configure(model=ScriptedProvider([ToolCall("look"), "looked", "plain"]))
    assert shell.run_cell("%%agent --tools look\nlook around").success
    agent = session_agent(shell)
    before = (agent.provider, agent.policy, agent.tools, agent.stream, agent.max_iterations)
    policy_file = tmp_path / "cell.yaml"
    policy_file.write_text("deny:\n  - wipe\n")
    other = ScriptedProvider([ToolCall("wipe"), "not wiped"])
    shell.user_ns["other"] = other
    nbagent.configure(model=other)
    cell = f"%%agent --tools wipe --policy {policy_file} --no-stream --max-iterations 3\nwipe it"
    assert shell.run_cell(cell).success
    result = shell.user_ns["_agent"]
    assert result.call_records[0].status == "denied" and calls == ["look"]  # the cell's policy file decided
    assert other.remaining == 0  # the cell's model answered
    assert session_agent(shell) is agent  # the same session, the same agent ...
    assert (agent.provider, agent.policy, agent.tools, agent.stream, agent.max_iterations) == before  # ... unchanged
    assert len(agent.messages) == 8  # and its conversation holds both cells


def _count_opens(paths: list[Path]) -> dict[str, int]:
    """Count every open() of these files from now on (audit hooks cannot be removed: it checks a flag)."""
    counts = {str(p): 0 for p in paths}

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "open" and counts.get("on") is not None and isinstance(args[0], (str, Path)):
            name = str(args[0])
            if name in counts:
                counts[name] += 1

    sys.addaudithook(hook)
    counts["on"] = 1
    return counts


def test_the_policy_files_are_read_once_per_cell(shell: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "project"
    (project / ".nbagent").mkdir(parents=True)
    project_policy = project / ".nbagent" / "policy.yaml"
    project_policy.write_text("version: 1\nreview: [send_*]\n")
    cell_policy = tmp_path / "cell.yaml"
    cell_policy.write_text("deny:\n  - wipe\n")
    monkeypatch.chdir(project)
    nbagent.configure(model=echo("m"), policy=None)
    counts = _count_opens([project_policy, cell_policy])
    try:
        for n in (1, 2):  # the first cell makes the session's agent; the second reuses it
            assert shell.run_cell(f"%%agent --policy {cell_policy}\ncell {n}").success
            assert counts[str(project_policy)] == n and counts[str(cell_policy)] == n
    finally:
        counts.pop("on")


def test_the_lookalike_checks_see_the_cells_policy_and_tools(
    shell: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A typo in a `--policy FILE` rule protects nothing: the cell that runs with it is told, once."""
    import logging

    shell.user_ns["delete_file"] = lambda path: "gone"
    policy_file = tmp_path / "cell.yaml"
    policy_file.write_text("deny:\n  - delete_flie\n")
    nbagent.configure(model=echo("m"))
    assert shell.run_cell("%%agent\nfirst, no tools").success  # the session's agent exists before the cell below
    with caplog.at_level(logging.WARNING, logger="nbagent"):
        for _ in range(2):
            assert shell.run_cell(f"%%agent --tools delete_file --policy {policy_file}\nclean up").success
    warned = [r.message for r in caplog.records if "did you mean 'delete_file'" in r.message]
    assert len(warned) == 1 and "delete_flie" in warned[0]
