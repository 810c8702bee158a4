"""%agent_index on a real InteractiveShell, then search_docs through %%agent."""

from __future__ import annotations

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ToolCall
from nbagent._config import defaults
from nbagent.messages import ToolResult
from nbagent.providers import FunctionProvider


@pytest.fixture
def shell(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "guide.md").write_text("# Guide\n\n## Install\n\nRun `pip install nbagent` to install it.\n")
    (tmp_path / "notes.txt").write_text("Unrelated notes about lunch.\n")
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    defaults().model = None


def test_index_then_search_docs_cites_the_file(shell, tmp_path) -> None:
    idx = shell.run_line_magic("agent_index", "--rebuild")
    assert {p.split("/")[-1] for p in idx.files()["source"]} >= {"guide.md", "notes.txt"}

    def model(messages, tools):
        results = [m for m in messages if isinstance(m, ToolResult)]
        if not results:
            return ToolCall("search_docs", {"query": "how to install"})
        return "From the docs: " + results[0].content.split("Sources:")[1].strip().splitlines()[0]

    shell.user_ns["search_docs"] = nbagent.rag.search_docs
    nbagent.configure(model=FunctionProvider(model))
    assert shell.run_cell("%%agent --tools search_docs\nHow do I install it?").success
    text = shell.user_ns["_agent"].text
    assert "guide.md" in text and "](" in text  # a Markdown link to the passage
