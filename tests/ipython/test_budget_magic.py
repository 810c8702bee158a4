"""``%%agent --budget USD`` in a real InteractiveShell: the stop is one short message, the model is not called."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent.config._configure import defaults
from nbagent.exceptions import CellFailed
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider
from nbagent.usage.pricing import register_price


@pytest.fixture
def shell() -> Iterator[Any]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.policy, cfg.store, cfg.budget)
    nbagent.configure(policy=Policy(allow=["*"]), store=False)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.policy, cfg.store, cfg.budget = saved
    sh.user_ns.pop("_agent", None)


def test_budget_option_stops_the_cell_with_a_short_message(shell: Any, capsys: pytest.CaptureFixture[str]) -> None:
    register_price("budget-magic-model", input=100.0, cached_input=100.0, output=100.0)
    calls: list[int] = []

    def fn(messages: Any, tools: Any) -> str:
        calls.append(1)
        return "an answer"

    nbagent.configure(model=FunctionProvider(fn, model="budget-magic-model"))
    result = shell.run_cell("%%agent --budget 0.000001 --no-stream\nsummarize the data")
    assert isinstance(result.error_in_exec, CellFailed)
    assert calls == []
    out = capsys.readouterr()
    shown = out.out + out.err
    assert "BudgetExceeded: the per-run budget of $0.0000 would be crossed" in shown
    assert "%%agent --budget USD" in shown
    assert "Traceback" not in shown and "File " not in shown
    # a budget the call fits in: the cell runs, the footer shows the spend against the budget
    result = shell.run_cell("%%agent --budget 5 --no-stream\nsummarize the data")
    assert result.error_in_exec is None and calls == [1]
    assert "of $5.0000 budget" in capsys.readouterr().out


def test_configure_budget_applies_to_cells(shell: Any) -> None:
    calls: list[int] = []

    def fn(messages: Any, tools: Any) -> str:
        calls.append(1)
        return "an answer"

    nbagent.configure(model=FunctionProvider(fn, model="budget-magic-unpriced"), budget=nbagent.Budget(per_day_usd=1))
    result = shell.run_cell("%%agent --no-stream\nhello")
    assert isinstance(result.error_in_exec, CellFailed) and "no known price" in str(result.error_in_exec)
    assert calls == []
    with pytest.raises(nbagent.UserError):
        nbagent.configure(budget="lots")
