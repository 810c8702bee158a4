"""An approved sandboxed ``run_python`` call shows its output and figure on the card (issue 38), in JupyterLab.

The model asks ``run_python`` to print a line, draw a matplotlib figure and end with a DataFrame, on a copy of
the notebook's ``sales``; a policy sends the call to review and a person clicks Approve. The finished card says
the call ran under bubblewrap with no network, shows the printed line and the frame's values, draws the figure
(a PNG data URL the browser decoded) and names ``_agent.take('by_region')``. The notebook has no ``by_region``
until the person takes it.
"""

from __future__ import annotations

import pytest
from lab import ARTIFACTS_DIR, Lab
from playwright.sync_api import expect

from nbagent.sandbox import probe

_FOUND = probe()
if not _FOUND.usable:
    pytest.skip(f"bubblewrap cannot run here, so run_python is not sandboxed: {_FOUND.reason}", allow_module_level=True)

NAME = "sandbox_card.ipynb"

CODE = """import matplotlib.pyplot as plt
print("hello from the sandbox")
plt.plot([1, 2, 3], [3, 1, 2])
sales.groupby("region").amount.sum().reset_index()"""

SETUP = f"""
%load_ext nbagent
import nbagent
import pandas as pd
from nbagent import ToolCall
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

sales = pd.DataFrame({{"region": ["north", "south", "north", "east"], "amount": [1250, 3400, 2100, 7700]}})
nbagent.configure(
    model=ScriptedProvider([
        ToolCall("run_python", {{"code": {CODE!r}, "inputs": ["sales"], "result_name": "by_region"}}, "c_py"),
        "Sales by region are ready: take them with _agent.take('by_region').",
    ]),
    policy=Policy(review=["run_python"]),
)
"""

AGENT = "%%agent --tools run_python\nSum the sales by region and plot them."

NOT_IN_NAMESPACE = "print('by_region' in dir())"

TAKE = 'df2 = _agent.take("by_region"); print(df2.shape); print(df2.to_dict("list"))'

# The figure as the browser has it: loaded and decoded (a broken or non-PNG data URL has naturalWidth 0).
FIGURE = """(img) => ({
  complete: img.complete,
  width: img.naturalWidth,
  height: img.naturalHeight,
  alt: img.getAttribute('alt'),
})"""


def test_an_approved_sandboxed_call_shows_its_output_and_figure_on_the_card(lab: Lab) -> None:
    lab.write_notebook(NAME, [SETUP, AGENT, NOT_IN_NAMESPACE, TAKE])
    lab.open(NAME)
    lab.run_cell(0)
    lab.wait_cell_done(0, timeout=60)
    setup = lab.cell_output_text(0)
    assert "Error" not in setup, setup

    # the call waits for review: a person approves it with a real click
    lab.run_cell(1)
    card = lab.cell(1).locator('.nbagent-card[data-call-id="c_py"]')
    expect(card).to_have_count(1, timeout=30_000)
    expect(card).to_have_attribute("data-status", "waiting", timeout=30_000)
    approve = card.get_by_role("button", name="Approve")
    expect(approve).to_be_enabled()
    approve.click()
    expect(card).to_have_attribute("data-status", "ok", timeout=60_000)  # bubblewrap, pandas and matplotlib start
    lab.wait_cell_done(1, timeout=30)
    lab.wait_output_contains(1, "Sales by region are ready")

    # what ran, where: under bubblewrap, with no network
    how = card.locator(".nbagent-card-how")
    expect(how).to_have_count(1)
    assert how.inner_text().startswith("sandboxed (bubblewrap, no network)"), how.inner_text()
    assert "exit 0" in how.inner_text(), how.inner_text()

    # the result text: the printed line and the frame's values (north 1250 + 2100 = 3350)
    text = card.inner_text()
    assert "hello from the sandbox" in text, text
    assert "DataFrame 3 rows x 2 columns" in text, text
    for value in ("east", "7700", "north", "3350", "south", "3400"):
        assert value in text, (value, text)

    # the figure: one PNG data URL, decoded by the browser
    figure = card.locator("img.nbagent-card-figure")
    expect(figure).to_have_count(1)
    figure.scroll_into_view_if_needed()
    expect(figure).to_be_visible()
    src = figure.get_attribute("src") or ""
    assert src.startswith("data:image/png;base64,"), src[:60]
    lab.page.wait_for_function("(img) => img.complete", arg=figure.element_handle(), timeout=10_000)
    drawn = figure.evaluate(FIGURE)
    assert drawn["complete"] and drawn["width"] > 0 and drawn["height"] > 0, drawn
    # the size the card read from the PNG's header is the size the browser decoded
    assert drawn["alt"] == f"figure 1 ({drawn['width']}x{drawn['height']})", drawn
    assert f"figure 1: PNG {drawn['width']}x{drawn['height']}" in text, text

    # the result is offered, not placed in the notebook
    results = card.locator(".nbagent-card-results")
    expect(results).to_have_count(1)
    assert "_agent.take('by_region')" in results.inner_text(), results.inner_text()
    # the card (arguments, result, figure) is taller than the 900 px viewport: JupyterLab's bars would cover its top
    lab.page.set_viewport_size({"width": 1280, "height": 1800})
    card.scroll_into_view_if_needed()
    (ARTIFACTS_DIR / "sandbox-card").mkdir(parents=True, exist_ok=True)
    card.screenshot(path=str(ARTIFACTS_DIR / "sandbox-card" / "card.png"))

    lab.run_cell(2)
    lab.wait_cell_done(2)
    assert lab.wait_output_contains(2, "e") == "False"  # no by_region in the namespace until it is taken

    lab.run_cell(3)
    lab.wait_cell_done(3)
    taken = lab.wait_output_contains(3, "}")
    assert taken.splitlines() == ["(3, 2)", "{'region': ['east', 'north', 'south'], 'amount': [7700, 3350, 3400]}"], (
        taken
    )
