"""What a person sees of nbagent outside the cell, in light and dark: panel, card, notification.

One notebook waits for approval of a call with long, hostile arguments while its card is
scrolled away. The notification and the panel's entry show the tool, the rule and the
arguments (folded, complete on expand, as text: the markup in them stays text); axe-core
finds no violations in nbagent's own elements (the panel, the approval card, the
notification) in the light and in the dark theme; each view is saved as a screenshot under
``test-artifacts/views/``. The approve shortcut then says what it did, and pressed again says
that the request already ended. A session's row opens its notebook at the cell of its latest turn.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from axe_playwright_python.sync_playwright import Axe
from lab import ARTIFACTS_DIR, Lab
from playwright.sync_api import Locator, expect

SETUP = '''
%load_ext nbagent
import nbagent
from nbagent import ToolCall
from nbagent.messages import ToolResult
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider

def write_file(path: str, text: str) -> str:
    """Write a text file."""
    return f"wrote {len(text)} chars to {path}"

TEXT = "<img src=x onerror=alert(1)> " + " ".join(f"line {i} of the report" for i in range(60)) + " THE-END"

def model(messages, tools):
    if not any(isinstance(m, ToolResult) for m in messages):
        return ToolCall("write_file", {"path": "out/report.md", "text": TEXT})
    return "Done: " + [m for m in messages if isinstance(m, ToolResult)][-1].content

nbagent.configure(model=FunctionProvider(model), policy=Policy(review=["write_file"]))
'''
AGENT_CELL = "%%agent --tools write_file\nWrite the quarterly report."
TALL_CELL = "# md\n" + "\n\n".join(f"Filler paragraph {i}: scrolls the approval card away." for i in range(40))

JS_SCROLL_TO_END = """(id) => {
  const panel = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id);
  const outer = panel.content.node.closest('.jp-WindowedPanel-outer') || panel.content.node;
  outer.scrollTop = outer.scrollHeight;
}"""
JS_THEME = """async (name) => {
  await window.jupyterapp.commands.execute('apputils:change-theme', {theme: name});
}"""
JS_ACTIVATE_LAST = """(id) => {
  const panel = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id);
  panel.content.activeCellIndex = panel.content.widgets.length - 1;
}"""
JS_CELL_ID = """([id, index]) => Array.from(window.jupyterapp.shell.widgets('main'))
  .find(w => w.id === id).content.widgets[index].model.id"""
JS_ACTIVE_INDEX_IS = """([id, index]) => Array.from(window.jupyterapp.shell.widgets('main'))
  .find(w => w.id === id).content.activeCellIndex === index"""
JS_CLOSE = """(path) => Array.from(window.jupyterapp.shell.widgets('main'))
  .filter(w => w.context && w.context.path === path).forEach(w => w.close())"""
# -1: the notebook is not open; else: it is open and that cell is active and on screen
JS_OPEN_AT = """([path, index]) => {
  const w = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.context && w.context.path === path);
  if (index < 0) return !w;
  if (!w || w.content.activeCellIndex !== index || !w.content.widgets[index]) return false;
  const cell = w.content.widgets[index].node.getBoundingClientRect();
  const view = w.content.node.getBoundingClientRect();
  return cell.height > 0 && cell.bottom > view.top && cell.top < view.bottom;
}"""
JS_OPEN_PANEL = "() => window.jupyterapp.commands.execute('nbagent:open-panel')"
JS_CURRENT_PATH = (
    "() => { const w = window.jupyterapp.shell.currentWidget; return w && w.context ? w.context.path : null; }"
)

THEMES = {"light": ("JupyterLab Light", "true"), "dark": ("JupyterLab Dark", "false")}
VIEWS = ARTIFACTS_DIR / "views"


def _axe_violations(lab: Lab, selectors: list[str]) -> list[dict[str, Any]]:
    """axe-core's violations inside nbagent's elements only (JupyterLab's own are out of scope)."""
    context = {"include": [[s] for s in selectors]}
    results = Axe().run(lab.page, context=context)
    violations: list[dict[str, Any]] = results.response["violations"]
    return violations


def _describe(violations: list[dict[str, Any]]) -> str:
    return json.dumps(
        [
            {
                "id": v["id"],
                "help": v["help"],
                "nodes": [n["target"] + [n.get("failureSummary", "")] for n in v["nodes"]],
            }
            for v in violations
        ],
        indent=1,
    )


def _shot(element: Locator, name: str) -> None:
    VIEWS.mkdir(parents=True, exist_ok=True)
    element.screenshot(path=str(VIEWS / f"{name}.png"))


def _check_views(lab: Lab, views: dict[str, Locator], also: tuple[str, ...] | list[str] = ()) -> list[str]:
    """Run axe-core on the views (and the `also` selectors) in each theme and save the views'
    screenshots; return what axe found."""
    selectors = {
        "panel": "#nbagent-panel",
        "notification": ".jp-Notification-Toast-warning",
        "approval-card": ".nbagent-approval",
    }
    found = []
    for name, (theme, is_light) in THEMES.items():
        lab.page.evaluate(JS_THEME, theme)
        lab.page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{is_light}'", timeout=20_000)
        lab.page.wait_for_timeout(300)  # the new theme's CSS variables applied
        violations = _axe_violations(lab, [selectors[view] for view in views] + list(also))
        if violations:
            found.append(f"{name} theme, {', '.join(views)}: {_describe(violations)}")
        for view, element in views.items():
            _shot(element, f"{view}-{name}")
    return found


def test_panel_card_and_notification_show_what_is_approved_in_light_and_dark(lab: Lab) -> None:
    lab.write_notebook("views.ipynb", [SETUP, AGENT_CELL, *[TALL_CELL] * 8])
    lab.open("views.ipynb")
    lab.run_cell(0)
    lab.wait_cell_done(0, timeout=60)
    lab.run_cell(1)
    lab.button_in_cell(1, "Approve").wait_for(state="attached", timeout=30_000)
    panel_id = lab._require_panel()
    lab.page.evaluate(JS_SCROLL_TO_END, panel_id)

    # The notification: tool, where, rule and the start of the arguments, as text.
    message = lab.page.locator(".jp-toast-message", has_text="Approve write_file?")
    expect(message).to_have_count(1, timeout=10_000)
    expect(message).to_contain_text("views.ipynb, cell 2")
    expect(message).to_contain_text("rule: ")
    expect(message).to_contain_text('"path": "out/report.md"')
    toast = lab.page.locator(".jp-Notification-Toast-warning", has=message)
    assert lab.page.locator(".Toastify img").count() == 0, "the arguments' markup must stay text"

    # "Details" opens the panel with the entry's complete arguments unfolded.
    toast.get_by_role("button", name="Details").click()
    panel = lab.page.locator("#nbagent-panel")
    expect(panel).to_be_visible()
    entry = panel.locator(".nbagent-Panel-pendingItem", has_text="write_file waits for approval")
    expect(entry).to_have_count(1)
    expect(entry).to_contain_text("rule ")
    full = entry.locator(".nbagent-Panel-argsFull")
    expect(full).to_be_visible()
    text = full.text_content() or ""
    args = json.loads(text)
    assert args["path"] == "out/report.md" and args["text"].endswith("THE-END"), text[-80:]
    assert args["text"].startswith("<img src=x onerror=alert(1)>")
    assert panel.locator("img").count() == 0, "the arguments' markup must stay text"
    expect(entry.locator("summary")).to_contain_text("more chars")
    expect(toast).to_be_visible()  # "Details" decides nothing: the toast stays

    # axe-core and screenshots, light and dark: the panel and the notification first (a toast's
    # actions close it), then the card, brought into view by the toast's "Go to cell".
    found = _check_views(lab, {"notification": toast}, also=["#nbagent-panel"])
    toast.get_by_role("button", name="Go to cell").click()
    card = lab.page.locator(".nbagent-approval").first
    expect(card).to_be_in_viewport(timeout=10_000)
    found += _check_views(lab, {"approval-card": card, "panel": panel})
    assert not found, "axe-core violations in nbagent's elements:\n" + "\n".join(found)
    lab.page.evaluate(JS_THEME, "JupyterLab Light")
    message = lab.page.locator(".jp-toast-message", has_text="Approve write_file?")

    # The shortcut decides and says so; pressed again, it says the request already ended.
    lab.page.keyboard.press("Control+Shift+Y")  # nbagent:approve
    expect(lab.page.locator(".jp-toast-message", has_text="Approved write_file")).to_have_count(1, timeout=10_000)
    lab.wait_cell_done(1, timeout=30)
    lab.wait_output_contains(1, "Done: wrote", timeout=10)
    expect(message).to_have_count(0, timeout=10_000)
    lab.page.keyboard.press("Control+Shift+Y")
    expect(
        lab.page.locator(".jp-toast-message", has_text="That approval already ended (approved): write_file")
    ).to_have_count(1, timeout=10_000)

    # The session's row opens its notebook at the agent cell: make the last cell active and show
    # another tab first, then click the row.
    lab.page.evaluate(JS_ACTIVATE_LAST, panel_id)
    lab.page.evaluate("() => window.jupyterapp.commands.execute('launcher:create')")
    lab.page.wait_for_function(f"() => ({JS_CURRENT_PATH})() === null", timeout=10_000)
    row = panel.locator(".nbagent-Panel-session", has_text="Write the quarterly report")
    expect(row).to_have_count(1, timeout=15_000)
    expect(row).to_contain_text("views.ipynb")
    expect(row).to_contain_text("ago")
    expect(row).to_have_attribute("data-cell", lab.page.evaluate(JS_CELL_ID, [panel_id, 1]))
    row.locator(".nbagent-Panel-sessionOpen").click()
    lab.page.wait_for_function(f"() => ({JS_CURRENT_PATH})() === 'views.ipynb'", timeout=10_000)
    lab.page.wait_for_function(JS_ACTIVE_INDEX_IS, arg=[panel_id, 1], timeout=10_000)
    expect(lab.cell(1)).to_be_in_viewport(timeout=10_000)

    # The same from a closed notebook (the usual case: yesterday's session): it opens at the cell.
    lab.save()
    lab.page.evaluate(JS_CLOSE, "views.ipynb")
    lab.page.wait_for_function(JS_OPEN_AT, arg=["views.ipynb", -1], timeout=10_000)
    row.locator(".nbagent-Panel-sessionOpen").click()
    lab.page.wait_for_function(JS_OPEN_AT, arg=["views.ipynb", 1], timeout=20_000)


def test_sessions_show_once_each_and_repeats_fold_into_the_newest(lab: Lab) -> None:
    """A prompt re-run in fresh kernels makes unnamed sessions with one title: one row, with a count."""
    from nbagent.store import Store

    home = Path(lab.server.env["NBAGENT_HOME"])
    title = f"Fold check {time.time_ns()}"  # the store is shared by the session's tests
    with Store(home / "nbagent.duckdb") as store:
        for _ in range(3):
            info = store.new_session(None, model="function", notebook="repeat.ipynb")
            store.update_session(info.id, title=title)
        named = store.new_session(f"fold-named-{time.time_ns()}", model="function", notebook="repeat.ipynb")
        store.update_session(named.id, title=title)
    lab.write_notebook("repeat.ipynb", ["1 + 1"])
    lab.open("repeat.ipynb")
    lab.page.evaluate(JS_OPEN_PANEL)
    rows = lab.page.locator("#nbagent-panel .nbagent-Panel-session", has_text=title)
    expect(rows).to_have_count(2, timeout=15_000)  # the named session keeps its own row
    unnamed = rows.filter(has=lab.page.locator(f'.nbagent-Panel-sessionOpen:text-is("{title}")'))
    expect(unnamed).to_have_count(1)
    expect(unnamed).to_contain_text("and 2 earlier sessions like it")
    expect(rows.filter(has_text=named.name or "")).to_have_count(1)
