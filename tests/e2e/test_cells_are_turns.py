"""Everyday notebook habits in a real JupyterLab, in the light and the dark theme (issue 20).

- **A re-run cell redoes its turn.** JupyterLab sends the cell's id with each execution: running
  an agent cell again forks the conversation there (its earlier exchange and the later turn leave
  the live conversation), the tool call is made again, and the header shows the same turn number.
- **``configure(model=...)`` takes effect on the next cell**, and the header says the model changed.
- **A shortcut pressed after an approval timed out** says so instead of doing nothing visible.

Each view is saved as a screenshot under ``test-artifacts/views/`` (git-ignored), and axe-core
checks the transcript header (nbagent's own element in the cell) in each theme.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from lab import ARTIFACTS_DIR, Lab
from playwright.sync_api import expect

VIEWS = ARTIFACTS_DIR / "views"

TURNS_SETUP = '''
%load_ext nbagent
import nbagent
from nbagent import ToolCall
from nbagent.messages import UserMessage
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

WIPES = []

def wipe() -> str:
    """Empty the staging folder."""
    WIPES.append(1)
    return f"wiped ({len(WIPES)})"

script = ScriptedProvider(
    [ToolCall("wipe"), "Emptied staging.", "I emptied staging.", ToolCall("wipe"), "Emptied staging again."],
    model="m1",
    rerun="continue",  # every request takes the next step: a re-run's answer shows the turn was redone
)
nbagent.configure(model=script, policy=Policy(allow=["wipe"]))
'''
EMPTY = "%%agent --tools wipe\nEmpty staging."
ASK = "%%agent\nWhat did you do?"
CHECK_AND_CONFIGURE = """
print("wipes", len(WIPES))
print("redo saw", [m.text for m in script.requests[3].messages if isinstance(m, UserMessage)])
nbagent.configure(model=ScriptedProvider(["Answer from m2."], model="m2"))
"""
NEXT = "%%agent\nAnd now?"

APPROVAL_SETUP = '''
%load_ext nbagent
import nbagent
from nbagent import ToolCall
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

def write_file(path: str, text: str) -> str:
    """Write a text file."""
    return f"wrote {path}"

nbagent.configure(
    model=ScriptedProvider([ToolCall("write_file", {"path": "out/report.md", "text": "Q3"}), "Gave up."]),
    policy=Policy(review=["write_file"]),
)
'''
TIMING_OUT = "%%agent --tools write_file --approval-timeout 2\nWrite the report."


def _header(lab: Lab, index: int) -> str:
    header = lab.cell(index).locator(".nbagent-header")
    expect(header).to_have_count(1, timeout=30_000)
    return (header.text_content() or "").strip()


def _axe_headers(lab: Lab) -> list[dict[str, Any]]:
    """axe-core's violations in the transcript headers (nbagent's elements; JupyterLab's own are out of scope)."""
    results = Axe().run(lab.page, context={"include": [[".nbagent-header"]]})
    violations: list[dict[str, Any]] = results.response["violations"]
    return violations


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_rerun_cell_redoes_its_turn_and_configure_takes_effect_on_the_next_cell(lab: Lab, theme: str) -> None:
    lab.write_notebook(f"turns-{theme}.ipynb", [TURNS_SETUP, EMPTY, ASK, CHECK_AND_CONFIGURE, NEXT])
    lab.open(f"turns-{theme}.ipynb")
    lab.set_theme(theme)
    for index in (0, 1, 2):
        lab.run_cell(index)
        lab.wait_cell_done(index, timeout=60)
    assert _header(lab, 1) == "session default · turn 1 · model scripted:m1"
    assert "Emptied staging." in lab.cell_output_text(1)
    assert _header(lab, 2) == "session default · turn 2 · model scripted:m1"
    assert "I emptied staging." in lab.cell_output_text(2)

    # Run the first agent cell again: it redoes turn 1 (the tool runs again), it does not continue.
    lab.run_cell(1)
    lab.wait_cell_done(1, timeout=60)
    assert _header(lab, 1) == "session default · turn 1 · model scripted:m1"
    redone = lab.wait_output_contains(1, "Emptied staging again.", timeout=10)
    assert "wipe" in redone
    lab.run_cell(3)
    lab.wait_cell_done(3, timeout=30)
    checked = lab.cell_output_text(3)
    assert "wipes 2" in checked, checked  # the tool call was made again
    # the redone turn's request held only its own prompt: turn 2 ("What did you do?") left the conversation
    assert "redo saw ['Empty staging.']" in checked, checked
    VIEWS.mkdir(parents=True, exist_ok=True)
    lab.cell(1).screenshot(path=str(VIEWS / f"rerun-cell-{theme}.png"))

    # The model configured in cell 3 answers the next agent cell, and the header says it changed;
    # the conversation now holds turn 1 only, so this is turn 2 again.
    lab.run_cell(4)
    lab.wait_cell_done(4, timeout=60)
    assert _header(lab, 4) == (
        "session default · turn 2 · model scripted:m2 · model changed: scripted:m1 → scripted:m2"
    )
    assert "Answer from m2." in lab.cell_output_text(4)
    assert "error" not in lab.cell_output_text(4).lower()
    lab.cell(4).screenshot(path=str(VIEWS / f"model-changed-{theme}.png"))

    violations = _axe_headers(lab)
    assert not violations, json.dumps([{"id": v["id"], "help": v["help"]} for v in violations], indent=1)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_shortcut_after_an_approval_timed_out_says_it_already_ended(lab: Lab, theme: str) -> None:
    lab.write_notebook(f"ended-{theme}.ipynb", [APPROVAL_SETUP, TIMING_OUT])
    lab.open(f"ended-{theme}.ipynb")
    lab.set_theme(theme)
    lab.run_cell(0)
    lab.wait_cell_done(0, timeout=60)
    lab.run_cell(1)
    lab.button_in_cell(1, "Approve").wait_for(timeout=30_000)  # the request waits in the cell
    lab.wait_cell_done(1, timeout=30)  # nobody answers: the 2 s time limit ends the wait
    assert "no decision within 2 s" in lab.wait_output_contains(1, "Gave up.", timeout=10)

    lab.cell(1).locator(".jp-InputPrompt").click()  # focus the notebook, as a person's click would
    lab.page.keyboard.press("Control+Shift+Y")  # nbagent:approve
    toast = lab.page.locator(".jp-toast-message", has_text="That approval already ended (timed out): write_file")
    expect(toast).to_have_count(1, timeout=10_000)
    expect(toast).to_be_visible()
    VIEWS.mkdir(parents=True, exist_ok=True)
    lab.page.wait_for_timeout(600)  # the toast has slid in
    lab.page.screenshot(path=str(VIEWS / f"approval-ended-{theme}.png"))
    # nothing was approved after the fact: the run ended on the timeout
    assert "wrote out/report.md" not in lab.cell_output_text(1)
