"""``%agent_memory`` on a real InteractiveShell: list, search, forget the default knowledge memory."""

from __future__ import annotations

from pathlib import Path

import pytest
from IPython.core.error import UsageError
from IPython.core.interactiveshell import InteractiveShell

from nbagent.memory import KnowledgeMemory, memory_home


@pytest.fixture
def shell():
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")


def test_list_search_forget(shell, capsys: pytest.CaptureFixture[str]) -> None:
    km = KnowledgeMemory()
    fact = km.remember("Sales data lives in data/sales.parquet")
    km.remember("Compared Q3 and Q4 revenue", "note")
    capsys.readouterr()

    shell.run_line_magic("agent_memory", "")
    listed = capsys.readouterr().out
    assert fact.id in listed and "  fact: Sales data lives in data/sales.parquet" in listed  # plain text here
    assert "Q3 and Q4" in listed

    shell.run_line_magic("agent_memory", "list --kind daily")
    assert "Sales data" not in capsys.readouterr().out

    shell.run_line_magic("agent_memory", "search revenue q4")
    assert capsys.readouterr().out.strip().endswith("  note: Compared Q3 and Q4 revenue")

    shell.run_line_magic("agent_memory", f"forget {fact.id}")
    assert capsys.readouterr().out.startswith("Forgot:\n" + fact.id)
    assert "Sales data" not in (memory_home() / "MEMORY.md").read_text()

    shell.run_line_magic("agent_memory", 'forget "no such thing"')
    assert "No memory entry matches 'no such thing'" in capsys.readouterr().out
    with pytest.raises(UsageError, match="needs a query"):
        shell.run_line_magic("agent_memory", "search")
    with pytest.raises(UsageError):
        shell.run_line_magic("agent_memory", "drop everything")


def test_ambiguous_forget_is_a_usage_error(shell) -> None:
    km = KnowledgeMemory()
    km.remember("alpha one")
    km.remember("alpha two")
    with pytest.raises(UsageError, match="forget one by its id"):
        shell.run_line_magic("agent_memory", "forget alpha")
    assert isinstance(memory_home(), Path)


def test_forgotten_entries_are_listed_and_restored_from_the_store(shell, capsys: pytest.CaptureFixture[str]) -> None:
    from nbagent.store import default_store

    shell.run_line_magic("agent_memory", "")  # the magic's memory is kept in the default store
    capsys.readouterr()
    path = memory_home() / "MEMORY.md"
    path.write_text("- Sales data lives in data/sales.parquet\n- Prices are in EUR\n")
    shell.run_line_magic("agent_memory", "forget EUR")
    path.write_text(path.read_text().replace("- Sales data lives in data/sales.parquet\n", ""))
    capsys.readouterr()

    shell.run_line_magic("agent_memory", "forgotten")
    listed = capsys.readouterr().out
    assert "Prices are in EUR" in listed and "Sales data lives" in listed  # a hand deletion too

    shell.run_line_magic("agent_memory", "restore sales.parquet")
    assert capsys.readouterr().out.startswith("Restored:\n")
    assert "Sales data lives in data/sales.parquet" in path.read_text()
    shell.run_line_magic("agent_memory", "restore 'nothing like it'")
    assert "No forgotten entry matches 'nothing like it'" in capsys.readouterr().out
    with pytest.raises(UsageError, match="needs an id or text"):
        shell.run_line_magic("agent_memory", "restore")
    history = default_store().memories(history=True)
    assert history["origin"].tolist() == ["import", "import", "forget", "hand-edit", "restore"]


def test_each_session_gets_its_own_copy_of_the_configured_memory(shell) -> None:
    import nbagent
    from nbagent.memory import Memory
    from nbagent.providers import FunctionProvider, ScriptedProvider

    summarizer = FunctionProvider(lambda messages, tools: "they asked q1")
    template = Memory(max_messages=2, summarize=True, summary_model=summarizer)
    nbagent.configure(model=ScriptedProvider(["a1", "a2", "b1"]), memory=template, store=False)
    try:
        shell.run_cell_magic("agent", "-s one --no-stream", "q1")
        shell.run_cell_magic("agent", "-s one --no-stream", "q2")
        shell.run_cell_magic("agent", "-s two --no-stream", "other")
        magics = shell.magics_manager.registry["AgentMagics"]
        one, two = magics._slots.get("one"), magics._slots.get("two")
        assert one.memory is not template and two.memory is not one.memory
        assert one.memory.summary == "they asked q1" and two.memory.summary is None
        assert template.summary is None
        with pytest.raises(UsageError, match=r"takes an nbagent\.memory\.Memory"):
            try:
                nbagent.configure(memory={"max_messages": 2})
            except nbagent.UserError as exc:
                raise UsageError(str(exc)) from exc
    finally:
        nbagent.configure(model=None, memory=None, store=None)
