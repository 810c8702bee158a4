"""Issue 32: every folder nbagent creates is 0700 and every file 0600, whatever the umask.

A notebook session under the usual umask 0o022 (which leaves new files 0644 and folders 0755:
readable by every account on a shared JupyterHub host): a ``%%agent`` cell in a real
InteractiveShell, with the default store (in ``$NBAGENT_HOME``, which nbagent creates), a cassette
recording (under the project's ``.nbagent``), and knowledge memory written by the ``remember`` tool.
Then every file and folder under ``$NBAGENT_HOME`` and the project's ``.nbagent`` must have no group
or other bits: the journal, the archive, the audit key, the heads, the salt, the locks, the
cassette, the memory files and the folders that hold them. DuckDB's own database and WAL files
follow the umask (DuckDB creates them) and are left out; their folder is not.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ToolCall
from nbagent.config._configure import defaults
from nbagent.memory import KnowledgeMemory, Memory
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider


class Model:
    """Asks to remember a fact, then answers."""

    def __call__(self, messages: Any, tools: Any) -> Any:
        if type(messages[-1]).__name__ == "ToolResult":
            return "Noted."
        return ToolCall("remember", {"text": "Ana prefers bar charts", "category": "preference"})


@pytest.fixture
def shell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    project = tmp_path / "project"
    project.mkdir()
    (tmp_path / "home").mkdir()
    monkeypatch.chdir(project)
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "home" / "nbagent"))  # nbagent makes this folder
    old_umask = os.umask(0o022)
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir, cfg.tools, cfg.memory)
    try:
        yield sh
    finally:
        sh.run_line_magic("unload_ext", "nbagent")
        cfg.model, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir, cfg.tools, cfg.memory = saved
        sh.user_ns.pop("_agent", None)
        os.umask(old_umask)
        from nbagent.store._store import _default

        for store in list(_default.values()):
            store.close()
        _default.clear()


def _made(root: Path) -> list[tuple[str, str]]:
    """(path, mode) of everything under ``root`` (``root`` too) open to group or others, DuckDB's files aside."""
    out = []
    for path in [root, *root.rglob("*")]:
        name = path.name
        if path.is_file() and (name.endswith(".duckdb") or name.endswith(".duckdb.wal")):
            continue  # DuckDB creates these itself, with the umask
        mode = stat.S_IMODE(path.lstat().st_mode)
        if mode & 0o077:
            out.append((str(path.relative_to(root.parent)), oct(mode)))
    return out


def test_a_session_leaves_nothing_readable_by_others(shell: Any, tmp_path: Path) -> None:
    home = tmp_path / "home" / "nbagent"
    project_dot = tmp_path / "project" / ".nbagent"
    nbagent.configure(
        model=FunctionProvider(Model(), model="modes-model"),
        cassettes="record",
        store=None,  # the default store: $NBAGENT_HOME/nbagent.duckdb
        policy=Policy(allow=["*"]),
        memory=Memory(knowledge=KnowledgeMemory()),  # Markdown files under $NBAGENT_HOME
        tools=[],
    )
    result = shell.run_cell("%%agent --new --no-stream\nI like bar charts, remember that")
    assert result.error_in_exec is None, result.error_in_exec
    assert shell.user_ns["_agent"].text == "Noted."
    from nbagent.store import default_store

    default_store().flush(30)

    made = {p.relative_to(tmp_path).as_posix() for p in [*home.rglob("*"), *project_dot.rglob("*")]}
    # what the session wrote: a store with its journal, archive, key and salt; a memory file; a cassette
    assert "home/nbagent/nbagent.duckdb" in made
    assert any(p.endswith(".journal") or "journal" in p for p in made), sorted(made)
    assert any("archive" in p for p in made), sorted(made)
    assert any(p.endswith(".md") for p in made), sorted(made)
    assert any(p.startswith("project/.nbagent/cassettes/cell-") for p in made), sorted(made)

    wide = _made(home) + _made(project_dot)
    assert not wide, f"nbagent made these readable by group or others under umask 022: {wide}"
