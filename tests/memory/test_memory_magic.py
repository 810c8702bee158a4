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
    assert fact.id in listed and "**fact**: Sales data lives in data/sales.parquet" in listed
    assert "Q3 and Q4" in listed

    shell.run_line_magic("agent_memory", "list --kind daily")
    assert "Sales data" not in capsys.readouterr().out

    shell.run_line_magic("agent_memory", "search revenue q4")
    assert capsys.readouterr().out.strip().endswith("**note**: Compared Q3 and Q4 revenue")

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
