"""Everyday magics on a real InteractiveShell: ``%%agent?``, ``--tools`` hints, ``%agent_session list``,
``%agent_memory`` rendering, the README's first example, and the default approval wait."""

from __future__ import annotations

import io
import re
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pandas as pd
import pytest
from IPython.core.error import UsageError
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

import nbagent
from nbagent import ToolCall
from nbagent.config._configure import DEFAULT_APPROVAL_TIMEOUT, approval_timeout_for, defaults
from nbagent.ipython._hints import did_you_mean
from nbagent.ipython._listing import relative_time
from nbagent.ipython.tools import BUILTIN_NAMES
from nbagent.memory import KnowledgeMemory, memory_home
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

README = Path(__file__).resolve().parents[2] / "README.md"


@pytest.fixture
def shell():
    sh = InteractiveShell.instance()
    # the shell is the process's one instance: other files' tests leave functions in its namespace (a send_mail
    # there turned "did you mean" on), and on a test worker they may run first
    for name in [k for k in sh.user_ns if not k.startswith("_") and k not in sh.user_ns_hidden]:
        del sh.user_ns[name]
    sh.run_line_magic("load_ext", "nbagent")
    saved = (defaults().model, defaults().tools, defaults().policy, defaults().approval_timeout, defaults().store)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    (d := defaults()).model, d.tools, d.policy, d.approval_timeout, d.store = saved
    for name in ("_agent", "word_count", "df", "wipe"):
        sh.user_ns.pop(name, None)


# -- %%agent? and --tools ------------------------------------------------------------------


def test_agent_help_documents_every_tools_form(shell, capsys: pytest.CaptureFixture[str]) -> None:
    shell.run_cell("%%agent?")
    shown = " ".join(capsys.readouterr().out.split())  # the pager prints in a terminal shell
    assert "``--tools`` names the tools the agent may call in this cell" in shown
    assert "a function in the notebook (``--tools word_count``)" in shown
    assert "a ``Tool`` variable" in shown
    assert "``notebook``: every built-in notebook tool" in shown
    assert "Without ``--tools`` the cell uses ``nbagent.configure(tools=...)``" in shown
    tools_help = shown.split("--tools NAMES", 2)[-1]
    assert "'notebook' for every built-in notebook tool" in tools_help
    for name in BUILTIN_NAMES:  # fails when a built-in is added but not documented
        assert f"``{name}``" in shown and name in tools_help


def _tools_error(shell, spec: str) -> str:
    nbagent.configure(model=ScriptedProvider(["never asked"]))
    res = shell.run_cell(f"%%agent --tools {spec}\nhi")
    assert isinstance(res.error_in_exec, UsageError), res.error_in_exec
    return str(res.error_in_exec)


def test_unknown_tool_names_get_did_you_mean(shell) -> None:
    shell.run_cell(
        "def word_count(text: str) -> int:\n    return len(text.split())\nimport pandas as pd\ndf = pd.DataFrame()"
    )
    message = _tools_error(shell, "word_cont")
    assert message.startswith("--tools: 'word_cont' is not a function or Tool in this notebook nor a built-in tool")
    assert "(did you mean 'word_count'?)" in message
    assert "'notebook' for every built-in notebook tool" in message and "insert_code_cell" in message
    assert "(did you mean 'list_variables'?)" in _tools_error(shell, "list_variable")
    assert "(did you mean 'query_dataframes'?)" in _tools_error(shell, "Query_Dataframes")
    assert "(did you mean 'notebook'?)" in _tools_error(shell, "notebooks")
    assert "'df' is a DataFrame, not a function or Tool" in _tools_error(shell, "word_count,df")
    assert "did you mean" not in _tools_error(shell, "send_email")


def test_did_you_mean_prefers_lookalikes_and_ignores_other_words() -> None:
    assert did_you_mean("wоrd_count", ["word_count", "other"]) == "word_count"  # a Cyrillic о
    assert did_you_mean("word_coutn", ["word_count", "other"]) == "word_count"
    assert did_you_mean("plot", ["word_count", "run_python"]) is None
    assert did_you_mean("word_count", ["word_count"]) is None  # never itself


# -- %agent_session list ----------------------------------------------------------------------


def test_session_list_is_a_tidy_table(shell, tmp_path) -> None:
    from nbagent.messages import AssistantMessage, UserMessage
    from nbagent.store import Store

    store = Store(tmp_path / "s.duckdb")
    nbagent.configure(store=store)
    old = store.new_session("project", model="openai:gpt-4.1-mini", notebook="work/analysis.ipynb", kernel="k-123")
    store.save_messages(old.id, [UserMessage("first"), AssistantMessage("a"), UserMessage("second")], start_seq=0)
    store.update_session(old.id, title="Compare <b>Q3</b> and Q4 revenue " + "by region " * 10)
    unnamed = store.new_session(None, model="anthropic:claude-haiku-4-5", kernel="k-456")
    store.flush()
    store.query("SELECT 1")  # the writes are visible to readers

    table = shell.run_line_magic("agent_session", "list")
    assert list(table.columns) == ["name", "title", "turns", "model", "last used", "notebook", "id"]
    rows = {r["id"]: r for r in table.to_dict("records")}
    assert set(rows) == {old.id, unnamed.id}  # the id is secondary: %agent_session resume takes it
    assert rows[old.id]["name"] == "project" and rows[unnamed.id]["name"] == ""  # another kernel's: no name
    rows = {r["name"] or r["id"]: r for r in table.to_dict("records")}
    project = rows["project"]
    assert project["turns"] == 2 and project["model"] == "openai:gpt-4.1-mini"
    assert project["notebook"] == "work/analysis.ipynb" and project["last used"] == "just now"
    assert project["title"].startswith("Compare <b>Q3</b> and Q4") and project["title"].endswith("…")
    assert len(project["title"]) == 60
    assert rows[unnamed.id]["turns"] == 0 and rows[unnamed.id]["notebook"] == ""
    shown = table.to_html()
    assert "k-123" not in shown and "k-456" not in shown and "<b>Q3</b>" not in shown  # escaped, no kernel ids
    assert {"kernel_id", "expires_at", "keep_tool_responses"} <= set(store.sessions().columns)  # still there


def test_relative_times() -> None:
    now = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    ago = [relative_time(now - d, now) for d in (timedelta(seconds=5), timedelta(minutes=7), timedelta(hours=3))]
    assert ago == ["just now", "7 min ago", "3 h ago"]
    assert relative_time(pd.Timestamp(now - timedelta(days=1, hours=2)), now) == "yesterday"
    assert relative_time(now - timedelta(days=5), now) == "5 days ago"
    assert relative_time(now - timedelta(days=40), now) == "2026-10-14"
    assert relative_time(None, now) == "" and relative_time(pd.NaT, now) == ""


# -- %agent_memory --------------------------------------------------------------------------


HOSTILE = (
    "Use [the docs](javascript:alert(1)) <script>alert(1)</script> "
    '<img src=x onerror="alert(2)"> ![pixel](https://tracker.example/p.png) `code` and **bold**\x1b[2J'
)


def test_memory_renders_markdown_safely_in_a_notebook_and_plain_text_in_a_terminal(shell) -> None:
    km = KnowledgeMemory()
    fact = km.remember("Sales data lives in `data/sales.parquet`")
    (memory_home() / "MEMORY.md").write_text((memory_home() / "MEMORY.md").read_text() + f"- {HOSTILE}\n")
    with capture_output() as out:
        shell.run_line_magic("agent_memory", "")
    [bundle] = [o.data for o in out.outputs]
    page = bundle["text/html"]
    assert "<th>id</th><th>when</th><th>entry</th>" in page
    assert f"<td><code>{fact.id}</code></td>" in page
    assert "<strong>fact</strong>: Sales data lives in <code>data/sales.parquet</code>" in page  # rendered
    assert "**" not in page.split("<tbody>")[1].split("</tr>")[0]
    assert "&lt;script&gt;" in page and "<script" not in page and "<img" not in page
    assert "javascript:" not in page.replace("[the docs](javascript:alert(1))", "")  # never a link
    assert 'href="https://tracker.example/p.png"' in page and ">image: pixel (" in page  # a link, not fetched
    plain = bundle["text/plain"]
    assert f"{fact.id}  long-term " in plain and "fact: Sales data lives in `data/sales.parquet`" in plain
    assert "\x1b" not in plain and "\\x1b[2J" in plain  # a terminal shows the escape instead of obeying it

    with capture_output() as out:
        shell.run_line_magic("agent_memory", f"forget {fact.id}")
    forgot = out.outputs[0].data
    assert forgot["text/plain"].startswith(f"Forgot:\n{fact.id}")
    assert forgot["text/html"].startswith("<p>Forgot:</p><table>")


def test_one_memory_entry_cannot_reshape_the_listing(shell) -> None:
    (memory_home()).mkdir(parents=True, exist_ok=True)
    (memory_home() / "MEMORY.md").write_text("- first | </td></tr></table><h1>owned</h1>\n- second\n")
    with capture_output() as out:
        shell.run_line_magic("agent_memory", "")
    page = out.outputs[0].data["text/html"]
    assert page.count("<tr>") == 3 and page.count("</table>") == 1 and "<h1>" not in page


# -- the README's first example and the default approval wait -------------------------------------


def _readme_notebook_cells() -> list[str]:
    section = README.read_text().split("## In a notebook", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)[:2]


def test_readme_first_example_runs_without_asking(shell, monkeypatch: pytest.MonkeyPatch) -> None:
    setup, cell = _readme_notebook_cells()
    assert cell.startswith("%%agent\n")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # nobody at the keyboard: an approval prompt would deny
    nbagent.configure(store=False, policy=None)
    assert shell.run_cell(setup).success
    text = re.search(r'"([^"]+)"', cell).group(1)  # type: ignore[union-attr]
    nbagent.configure(model=ScriptedProvider([ToolCall("word_count", {"text": text}), "4 words."]))
    assert shell.run_cell(cell).success
    [record] = shell.user_ns["_agent"].call_records
    assert (record.status, record.decided_by, record.output) == ("ok", "policy", "4")
    assert not [e for e in shell.user_ns["_agent"].events if e.kind == "approval-requested"]


def test_default_approval_wait_is_finite_and_configurable(shell, monkeypatch: pytest.MonkeyPatch) -> None:
    assert defaults().approval_timeout == DEFAULT_APPROVAL_TIMEOUT == 300
    shell.run_cell("def wipe() -> str:\n    return 'wiped'")

    def waited(*setup: str) -> float | None:
        for line in setup:
            shell.run_cell(line)
        monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))  # the person answers no
        nbagent.configure(model=ScriptedProvider([ToolCall("wipe", {}), "not wiped"]), policy=Policy(review=["wipe"]))
        assert shell.run_cell("%%agent --new --tools wipe\nwipe it").success
        [asked] = [e for e in shell.user_ns["_agent"].events if e.kind == "approval-requested"]
        return asked.timeout_s

    assert waited() == 300  # what the card counts down from
    assert waited("%config AgentMagics.approval_timeout = 45") == 45
    no_limit = "import nbagent\nnbagent.configure(approval_timeout=None)"
    assert waited("%config AgentMagics.approval_timeout = None", no_limit) is None
    nbagent.configure(approval_timeout=0)
    assert defaults().approval_timeout is None  # 0 means no limit too
    with pytest.raises(nbagent.UserError, match="None or 0: no limit"):
        nbagent.configure(approval_timeout=-5)


def test_approval_timeout_for_takes_the_first_setting_that_is_set() -> None:
    assert approval_timeout_for(None, None) == 300
    assert approval_timeout_for(None, 45.0) == 45 and approval_timeout_for(10.0, 45.0) == 10
    assert approval_timeout_for(None, 0.0) is None  # %config AgentMagics.approval_timeout = 0: no limit
    saved = defaults().approval_timeout
    try:
        nbagent.configure(approval_timeout=None)
        assert approval_timeout_for(None, None) is None
    finally:
        defaults().approval_timeout = saved
