"""A session's title is the cell's prompt as written, not the prompt with ``{df}`` filled in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent.config._configure import defaults
from nbagent.providers import ScriptedProvider
from nbagent.store import Store


@pytest.fixture
def shell() -> Iterator[Any]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    saved = (defaults().model, defaults().store)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    (d := defaults()).model, d.store = saved
    for name in ("_agent", "sales"):
        sh.user_ns.pop(name, None)


def _titles(store: Store) -> list[str]:
    store.flush()
    return [str(t) for t in store.sessions()["title"]]


def test_title_is_the_prompt_as_written_not_the_interpolated_dataframe(shell: Any, tmp_path: Path) -> None:
    store = Store(tmp_path / "s.duckdb")
    nbagent.configure(store=store, model=ScriptedProvider(["Sales look fine.", "Still fine."]))
    shell.user_ns["sales"] = pd.DataFrame({"region": ["north", "south"], "revenue": [10, 20]})

    shell.run_cell("%%agent --session titles\nSummarise {sales} by region")
    assert _titles(store) == ["Summarise {sales} by region"]

    # A new session from a later cell: titled as written too.
    shell.run_cell("%%agent --session more\nAnd {sales.revenue} alone?")
    assert sorted(_titles(store)) == ["And {sales.revenue} alone?", "Summarise {sales} by region"]


def test_title_without_placeholders_is_unchanged(shell: Any, tmp_path: Path) -> None:
    store = Store(tmp_path / "s.duckdb")
    nbagent.configure(store=store, model=ScriptedProvider(["ok"]))
    shell.run_cell("%%agent --session plain\nSay ok")
    assert _titles(store) == ["Say ok"]
