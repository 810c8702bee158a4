"""``%%agent --tools tools.yaml`` in a real InteractiveShell (and once in a real kernel): a YAML tool
runs, ``requires_approval`` sends a call to review (nobody there: denied), a timeout is a tool error,
and a tools file in an untrusted folder is refused before anything is imported."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ToolCall
from nbagent.config._configure import defaults
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

MODULE = '''
import time
SENT = []

def search(query: str, limit: int = 3) -> list[str]:
    """Search the notes."""
    return [f"note about {query}"] * limit

def notify(user_id: str, message: str) -> str:
    """Send a notification."""
    SENT.append((user_id, message))
    return "sent"

def nap(seconds: float) -> str:
    """Sleep."""
    time.sleep(seconds)
    return "awake"
'''

TOOLS = """\
tools:
  search:
    function: magic_yt_tools.search
    description: Search the team's notes
    read_only: true
    parameters:
      query: {type: string, required: true}
      limit: {type: integer, default: 2}
  notify:
    function: magic_yt_tools.notify
    description: Send a notification
    requires_approval: true
    parameters:
      user_id: {type: string, required: true}
      message: {type: string, required: true}
  nap:
    function: magic_yt_tools.nap
    description: Sleep a while
    timeout: 0.2
    read_only: true
"""


@pytest.fixture
def shell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "magic_yt_tools", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # nobody at the terminal: the prompt reads EOF
    (tmp_path / "magic_yt_tools.py").write_text(MODULE)
    (tmp_path / "tools.yaml").write_text(TOOLS)
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.tools, cfg.policy, cfg.store)
    nbagent.configure(policy=Policy(allow=["*"]), store=False)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.tools, cfg.policy, cfg.store = saved
    sh.user_ns.pop("_agent", None)


def test_agent_tools_yaml_runs_reviews_and_times_out(shell: Any, tmp_path: Path) -> None:
    nbagent.trust(tmp_path)
    nbagent.configure(
        model=ScriptedProvider([
            ToolCall("search", {"query": "deploys"}),
            ToolCall("notify", {"user_id": "u1", "message": "deploys at 10"}),
            ToolCall("nap", {"seconds": 1.5}),
            "Searched; the notification was not approved; the nap timed out.",
        ])
    )  # fmt: skip
    res = shell.run_cell("%%agent --tools tools.yaml\nFind the deploy notes and tell u1")
    assert res.success, res.error_in_exec
    result = shell.user_ns["_agent"]
    search, notify, nap = result.call_records
    assert search.status == "ok" and search.output == '["note about deploys", "note about deploys"]'  # YAML default 2
    # allow: ['*'] is in the policy, but requires_approval puts a review rule on top; no terminal: denied
    assert (notify.status, notify.rule, notify.decided_by) == ("denied", "review: notify", "headless")
    assert sys.modules["magic_yt_tools"].SENT == []
    assert nap.status == "timed-out" and "did not finish within 0.2 s" in (nap.error or "")


def test_agent_tools_mixes_yaml_files_and_notebook_names(shell: Any, tmp_path: Path) -> None:
    nbagent.trust(tmp_path)
    shell.run_cell("def shout(text: str) -> str:\n    '''Shout.'''\n    return text.upper()")
    nbagent.configure(
        model=ScriptedProvider([ToolCall("shout", {"text": "hi"}), ToolCall("search", {"query": "q"}), "ok"])
    )
    res = shell.run_cell("%%agent --tools shout,tools.yaml\nshout, then search")
    assert res.success, res.error_in_exec
    assert [r.status for r in shell.user_ns["_agent"].call_records] == ["ok", "ok"]


def test_configure_tools_yaml_is_read_by_each_cell(shell: Any, tmp_path: Path) -> None:
    nbagent.configure(tools="tools.yaml", model=ScriptedProvider(["never asked"]))
    res = shell.run_cell("%%agent\nsearch")  # not trusted yet: the cell says so, nothing imported
    assert not res.success and "refused" in str(res.error_in_exec) and "magic_yt_tools" not in sys.modules
    nbagent.trust(tmp_path)
    nbagent.configure(model=ScriptedProvider([ToolCall("search", {"query": "q", "limit": 1}), "ok"]))
    res = shell.run_cell("%%agent\nsearch")
    assert res.success, res.error_in_exec
    assert shell.user_ns["_agent"].call_records[0].output == '["note about q"]'


def test_agent_tools_yaml_in_an_untrusted_folder_is_refused(shell: Any, tmp_path: Path) -> None:
    (tmp_path / "magic_yt_tools.py").write_text(
        "import pathlib\npathlib.Path(__file__).with_name('IMPORTED').write_text('ran')\n" + MODULE
    )
    nbagent.configure(model=ScriptedProvider(["never asked"]))
    res = shell.run_cell("%%agent --tools tools.yaml\nsearch")
    assert not res.success
    message = str(res.error_in_exec)
    assert "refused" in message and f"%agent_trust {tmp_path.resolve()}" in message
    assert not (tmp_path / "IMPORTED").exists() and "magic_yt_tools" not in sys.modules


def test_a_mistake_in_the_file_is_the_cells_error_with_file_and_line(shell: Any, tmp_path: Path) -> None:
    nbagent.trust(tmp_path)
    (tmp_path / "bad.yaml").write_text(TOOLS.replace("    timeout: 0.2", "    timout: 0.2"))
    nbagent.configure(model=ScriptedProvider(["never asked"]))
    res = shell.run_cell("%%agent --tools bad.yaml\nnap")
    assert not res.success
    assert "bad.yaml:19: tools.nap.timout: unknown key 'timout' (did you mean 'timeout'?)" in str(res.error_in_exec)


def test_two_tools_of_one_name_are_the_cells_error(shell: Any, tmp_path: Path) -> None:
    nbagent.trust(tmp_path)
    shell.run_cell("def search(query: str) -> str:\n    return query")
    nbagent.configure(model=ScriptedProvider(["never asked"]))
    res = shell.run_cell("%%agent --tools search,tools.yaml\nsearch")
    assert not res.success and "two tools are named 'search'" in str(res.error_in_exec)


def test_the_help_mentions_yaml_files(shell: Any) -> None:
    from nbagent.ipython.magics import AgentMagics

    doc = AgentMagics.agent.__doc__ or ""
    assert "tools YAML file" in doc and "trusted folder" in doc


def test_in_a_real_kernel_headless_requires_approval_is_denied(tmp_path: Path) -> None:
    """nbclient (like nbval / papermill): nobody can click, so the headless rule denies the reviewed call."""
    import nbformat
    from nbclient import NotebookClient

    (tmp_path / "magic_yt_tools.py").write_text(MODULE)
    (tmp_path / "tools.yaml").write_text(TOOLS)
    setup = """
%load_ext nbagent
import nbagent
from nbagent import ToolCall
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
nbagent.trust(".")
nbagent.configure(policy=Policy(allow=["*"]), model=ScriptedProvider([
    ToolCall("search", {"query": "x"}), ToolCall("notify", {"user_id": "u", "message": "m"}), "done"]))
"""
    cells = [
        setup,
        "%%agent --tools tools.yaml\nsearch, then notify u",
        "import magic_yt_tools\nprint([(r.status, r.decided_by) for r in _agent.call_records], magic_yt_tools.SENT)",
    ]
    nb = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]  # type: ignore[no-untyped-call]
    NotebookClient(nb, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    out = "".join(o.get("text", "") for o in nb.cells[2].outputs)
    assert out.strip() == "[('ok', 'policy'), ('denied', 'headless')] []"
