"""%agent_index on a real InteractiveShell and in a real kernel, then search_docs through %%agent."""

from __future__ import annotations

import json

import nbformat
import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output
from nbclient import NotebookClient

import nbagent
from nbagent import ToolCall
from nbagent.config._configure import defaults
from nbagent.messages import ToolResult
from nbagent.providers import FunctionProvider

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@pytest.fixture
def shell(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NBAGENT_EMBEDDER", "hashing:64")  # fast, and with vectors: hybrid search
    (tmp_path / "guide.md").write_text("# Guide\n\n## Install\n\nRun `pip install nbagent` to install it.\n")
    (tmp_path / "notes.txt").write_text("Unrelated notes about lunch.\n")
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    defaults().model = None


def test_index_shows_a_summary_not_a_repr(shell, tmp_path) -> None:
    with capture_output() as first:
        assert shell.run_line_magic("agent_index", "--rebuild") is None  # nothing for Out[] to repr
    (tmp_path / "notes.txt").unlink()
    (tmp_path / "bad.md").write_bytes(b"\xff\xfe\x00 not text \x00\x00")
    with capture_output() as second:
        shell.run_line_magic("agent_index", "")

    [report] = [o.data for o in first.outputs]
    assert "Index(" not in report["text/plain"]
    assert report["text/plain"].startswith("indexed 2 files (2 new, 0 changed, 0 unchanged)")
    assert "2 chunks in the index" in report["text/plain"] and " s in all" in report["text/plain"]
    html = report["text/html"]
    assert "<th>Files</th><td>2 indexed (2 new, 0 changed), 0 unchanged, 0 removed, none failed</td>" in html
    assert "<th>Chunks</th><td>2 added, 0 removed, 2 in the index (embedded with hashing:64)</td>" in html

    again = second.outputs[-1].data
    assert "1 removed" in again["text/plain"] and "1 could not be read" in again["text/plain"]
    assert "0 indexed (0 new, 0 changed), 1 unchanged, 1 removed, 1 could not be read" in again["text/html"]
    assert "<details><summary>1 file skipped</summary><ul><li>bad.md:" in again["text/html"]
    assert {p.split("/")[-1] for p in nbagent.rag.default_index().files()["source"]} == {"guide.md"}


def test_skipped_file_names_are_escaped_in_the_summary(shell, tmp_path) -> None:
    (tmp_path / "<img src=x onerror=alert(1)>.md").write_bytes(b"\xff\xfe\x00\x00binary\x00")
    with capture_output() as out:
        shell.run_line_magic("agent_index", "")
    html = out.outputs[-1].data["text/html"]
    assert "&lt;img src=x onerror=alert(1)&gt;.md" in html and "<img" not in html


def test_index_then_search_docs_cites_the_file_with_rank_and_relevance(shell, tmp_path) -> None:
    with capture_output():
        shell.run_line_magic("agent_index", "--rebuild")
    seen: list[str] = []

    def model(messages, tools):
        results = [m for m in messages if isinstance(m, ToolResult)]
        if not results:
            return ToolCall("search_docs", {"query": "how to install"})
        seen.append(results[0].content)
        return "From the docs: " + results[0].content.split("Sources:")[1].strip().splitlines()[0]

    shell.user_ns["search_docs"] = nbagent.rag.search_docs
    nbagent.configure(model=FunctionProvider(model))
    assert shell.run_cell("%%agent --tools search_docs\nHow do I install it?").success
    text = shell.user_ns["_agent"].text
    assert "guide.md" in text and "](" in text  # a Markdown link to the passage
    assert "best first. Relevance is 0-1: 1.00 = ranked first by both keyword and meaning search" in seen[0]
    assert "[1] guide.md:lines 1-5 (Guide > Install), relevance 1.00\n" in seen[0]
    assert "[2] notes.txt:line 1, relevance 0.49\n" in seen[0]  # only the vectors found it, second


SETUP = """
%load_ext nbagent
import os, pathlib
os.environ["NBAGENT_EMBEDDER"] = "hashing:64"
pathlib.Path("docs").mkdir()
for n in range(40):
    pathlib.Path(f"docs/page{n}.md").write_text(f"# Page {n}\\n\\n" + "Some words about topic {n}. " * 40)
"""


def test_index_in_a_kernel_leaves_only_static_output(tmp_path) -> None:
    """What the saved notebook holds after %agent_index: no widget (a reopened notebook has no model for it)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(SETUP), nbformat.v4.new_code_cell("%agent_index docs")]
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = nb.cells[1].outputs
    saved = json.dumps(outputs)
    assert WIDGET_VIEW not in saved and "Index(" not in saved
    assert [o.output_type for o in outputs] == ["display_data", "display_data"]  # no execute_result
    progress, summary = outputs
    assert progress.data == {"text/plain": progress.data["text/plain"]}  # the bar ended as one static line
    assert progress.data["text/plain"].startswith("embedded 40 chunks with hashing:64 in ")
    assert "<progress" not in saved
    assert summary.data["text/plain"].startswith("indexed 40 files (40 new, 0 changed, 0 unchanged)")
    assert "<th>Chunks</th><td>40 added, 0 removed, 40 in the index" in summary.data["text/html"]


def test_the_running_notebook_is_left_out_unless_named(shell, tmp_path, monkeypatch) -> None:
    """With no path, %agent_index indexes the notebook's folder but not the notebook it runs in (Jupyter names
    it in JPY_SESSION_NAME): it would cite itself. Other notebooks are indexed; named, the running one is too."""
    cell = {"cell_type": "markdown", "metadata": {}, "source": "# Pelicans\n\nThe pelican eats fish."}
    for name in ("analysis.ipynb", "other.ipynb"):
        (tmp_path / name).write_text(json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    monkeypatch.setenv("JPY_SESSION_NAME", str(tmp_path / "analysis.ipynb"))
    with capture_output() as out:
        shell.run_line_magic("agent_index", "--rebuild")
    text = out.outputs[-1].data["text/plain"]
    assert "left out analysis.ipynb, the notebook this runs in" in text
    assert "Left out" in out.outputs[-1].data["text/html"]
    indexed = {p.split("/")[-1] for p in nbagent.rag.default_index().files()["source"]}
    assert indexed == {"guide.md", "notes.txt", "other.ipynb"}
    with capture_output():
        shell.run_line_magic("agent_index", "analysis.ipynb")
    indexed = {p.split("/")[-1] for p in nbagent.rag.default_index().files()["source"]}
    assert "analysis.ipynb" in indexed
    # indexing the folder again (no path) takes it out again
    with capture_output() as again:
        shell.run_line_magic("agent_index", "")
    assert "1 removed" in again.outputs[-1].data["text/plain"]
    assert "analysis.ipynb" not in {p.split("/")[-1] for p in nbagent.rag.default_index().files()["source"]}
