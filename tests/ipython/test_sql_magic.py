"""%%agent_sql / %agent_sql on a real InteractiveShell and a real store file: answers, errors, read-only."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from IPython.core.error import UsageError
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import Agent, ToolCall
from nbagent.config._configure import defaults
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import Store, bind


@pytest.fixture
def shell() -> Iterator[InteractiveShell]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    saved = defaults().store
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    defaults().store = saved
    for name in ("calls", "df"):
        sh.user_ns.pop(name, None)


def double(x: int) -> int:
    """Double a number."""
    return 2 * x


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A store with one session in which the agent called ``double`` twice."""
    with Store(tmp_path / "project" / "nbagent.duckdb", flush_interval=0.02) as s:
        steps = [ToolCall("double", {"x": 1}), ToolCall("double", {"x": 2}), "4"]
        bind(Agent(ScriptedProvider(steps), tools=[double], policy=Policy(allow=["*"])), "eda", store=s).run("go")
        s.flush()
        yield s


def _error(result: Any) -> str:
    assert isinstance(result.error_in_exec, UsageError), result.error_in_exec
    return str(result.error_in_exec)


def test_a_cell_returns_a_dataframe_and_o_keeps_it(shell: InteractiveShell, store: Store) -> None:
    nbagent.configure(store=store)  # no --store: the store %%agent uses
    result = shell.run_cell(
        "%%agent_sql -o calls\n"
        "SELECT tool, count(*) AS n FROM audit\n"
        "WHERE event = 'tool-finished' -- the stream's kind; older rows are shown with it too\n"
        "GROUP BY tool"
    )
    assert result.success, result.error_in_exec
    assert isinstance(result.result, pd.DataFrame)  # the cell's Out[]: displayed
    assert result.result.to_dict("records") == [{"tool": "double", "n": 2}]
    assert shell.user_ns["calls"] is result.result


def test_the_line_form_keeps_the_quotes_of_the_sql(shell: InteractiveShell, store: Store) -> None:
    line = f"--store {store.path.parent} -o df SELECT name, title FROM sessions WHERE name = 'eda'"
    frame = shell.run_line_magic("agent_sql", line)
    assert frame.to_dict("records") == [{"name": "eda", "title": "go"}]
    assert shell.user_ns["df"] is frame
    by_event = shell.run_line_magic("agent_sql", f"--store={store.path} SELECT count(*) AS n FROM audit_stored")
    assert by_event["n"].tolist() == [len(store.audit())]


def test_bad_sql_shows_duckdbs_message_and_the_line(shell: InteractiveShell, store: Store) -> None:
    nbagent.configure(store=store)
    message = _error(shell.run_cell("%%agent_sql\nSELEC * FROM audit"))
    assert "Parser Error" in message and "LINE 1: SELEC * FROM audit" in message
    message = _error(shell.run_cell("%%agent_sql\nSELECT tool\nFROM audit\nWHERE evnt = 'x'"))
    assert 'Referenced column "evnt" not found' in message
    assert "LINE 3: WHERE evnt = 'x'\n" + " " * len("LINE 3: WHERE ") + "^" in message
    assert "needs a query" in _error(shell.run_cell("%%agent_sql\n   \n"))


def test_a_missing_store_says_where_it_looked_and_how_to_make_one(
    shell: InteractiveShell, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "empty-home"))
    defaults().store = None
    message = _error(shell.run_cell("%%agent_sql\nSELECT * FROM sessions"))
    assert str(tmp_path / "empty-home" / "nbagent.duckdb") in message
    assert "%%agent cell" in message and "nbagent.Store(" in message and "--store PATH" in message
    assert not (tmp_path / "empty-home").exists()  # reading creates nothing
    elsewhere = _error(shell.run_cell(f"%%agent_sql --store {tmp_path / 'nowhere.duckdb'}\nSELECT 1"))
    assert str(tmp_path / "nowhere.duckdb") in elsewhere and not (tmp_path / "nowhere.duckdb").exists()
    nbagent.configure(store=False)
    assert "store=False" in _error(shell.run_cell("%%agent_sql\nSELECT 1"))


@pytest.mark.parametrize(
    "sql",
    [
        "DELETE FROM audit",
        "DELETE FROM sessions",
        "UPDATE sessions SET name = 'x'",
        "SELECT 1; DROP TABLE usage",
        "CREATE TABLE notes (x INTEGER)",
        "COPY audit TO 'out.csv'",
    ],
)
def test_writes_are_refused(shell: InteractiveShell, store: Store, sql: str) -> None:
    before = store.query("SELECT (SELECT count(*) FROM audit) AS a, (SELECT count(*) FROM sessions) AS s")
    message = _error(shell.run_cell(f"%%agent_sql --store {store.path}\n{sql}"))
    assert "read here, never written" in message
    after = store.query("SELECT (SELECT count(*) FROM audit) AS a, (SELECT count(*) FROM sessions) AS s")
    assert after.equals(before)
    assert store.verify_audit().ok


def test_bad_options_are_usage_errors(shell: InteractiveShell, store: Store) -> None:
    assert "variable name" in _error(shell.run_cell(f"%%agent_sql --store {store.path} -o 1x\nSELECT 1"))
    nope = _error(shell.run_cell(f"%%agent_sql --store {store.path} --nope\nSELECT 1"))
    assert "%%agent_sql: unknown option '--nope'; its options: --store, --out" in nope


def test_unload_removes_the_sql_magic() -> None:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    assert sh.find_cell_magic("agent_sql") is not None and sh.find_line_magic("agent_sql") is not None
    sh.run_line_magic("unload_ext", "nbagent")
    assert sh.find_cell_magic("agent_sql") is None and sh.find_line_magic("agent_sql") is None


def test_a_store_from_an_untrusted_folder_is_read_locked_down(shell: InteractiveShell, tmp_path: Path) -> None:
    import duckdb

    from nbagent.boundary import _folders as _trust

    project = tmp_path / "cloned"
    with Store(project / ".nbagent" / "nbagent.duckdb") as planted:
        planted.new_session("theirs")
    secret = tmp_path / "secret.csv"
    secret.write_text("token\nSECRET-42\n")
    read_secret = f"%%agent_sql --store {project / '.nbagent'}\nSELECT * FROM read_csv('{secret}')"
    assert "SECRET-42" not in _error(shell.run_cell(read_secret))  # no file access from a cloned store
    con = duckdb.connect(str(project / ".nbagent" / "nbagent.duckdb"))
    con.execute("CREATE MACRO upper(x) AS 'planted'")
    con.close()
    message = _error(shell.run_cell(f"%%agent_sql --store {project / '.nbagent'}\nSELECT upper(name) FROM sessions"))
    assert "macros" in message and "upper" in message
    _trust.trust(project)  # trust covers the folder's configuration, not SQL planted in its store
    message = _error(shell.run_cell(f"%%agent_sql --store {project / '.nbagent'}\nSELECT upper(name) FROM sessions"))
    assert "macros" in message and "whether or not its folder is trusted" in message
    con = duckdb.connect(str(project / ".nbagent" / "nbagent.duckdb"))
    con.execute("DROP MACRO upper")
    con.close()
    assert shell.run_cell(f"%%agent_sql --store {project / '.nbagent'}\nSELECT name FROM sessions").result is not None
    assert "SECRET-42" not in _error(shell.run_cell(read_secret))  # %%agent_sql reads the store, never files
