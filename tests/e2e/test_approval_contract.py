"""The approval card and its contract in a real JupyterLab: only a person decides, and sees everything.

- Clicks made by page scripts (``element.click()``, ``dispatchEvent``, running the approve
  command) decide nothing: the tool does not run and the audit log says who did decide.
- A 20,000-character argument is fully reachable on the card; bidi and zero-width
  characters show as markers.
- The Agent panel decides through the kernel comm (not by clicking the card), and the audit
  log records ``decided_by=person`` and where; a shortcut with nothing waiting says so.
"""

from __future__ import annotations

import json
from urllib.parse import quote

from lab import ARTIFACTS_DIR, Lab
from playwright.sync_api import expect

from nbagent.approval import mark_invisible

SETUP = '''
%load_ext nbagent
import nbagent
from nbagent import ToolCall
from nbagent.messages import ToolResult, UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider

sent = []

def send(to: str, body: str) -> str:
    """Send a message."""
    sent.append(to)
    return "sent to " + to

ARGS = {args!r}

def model(messages, tools):
    last = max(i for i, m in enumerate(messages) if isinstance(m, UserMessage))
    if not [m for m in messages[last:] if isinstance(m, ToolResult)]:
        return ToolCall("send", ARGS)
    return "Done."

nbagent.configure(model=FunctionProvider(model), policy=Policy(review=["send"]))
'''

AUDIT = """
from nbagent.store import default_store
store = default_store(); store.flush()
a = store.audit(tool='send')
mine = {r.id for r in _agent.call_records}  # this notebook's call (the store is shared by the tests)
rows = {(e, d or '', x or '') for e, d, x, c in zip(a.event, a.decided_by, a.detail, a.call_id)
        if e == 'approval-decided' and c in mine}
print(json.dumps(sorted(rows)), sent)
"""

CARD = ".nbagent-card"  # one card per call: the approval is part of the call's card
JS_SCRIPT_CLICKS = """(card) => {
  card.querySelector('[data-action="approve"]').click();
  card.querySelector('[data-action="always"]').dispatchEvent(new MouseEvent('click', {bubbles: true}));
  return window.jupyterapp.commands.execute('nbagent:approve');
}"""


def _notebook(lab: Lab, name: str, args: dict[str, str], agent_flags: str = "") -> None:
    lab.write_notebook(
        name,
        [SETUP.format(args=args), f"%%agent --tools send{agent_flags}\nSend it.", "import json\n" + AUDIT],
    )
    lab.open(name)
    lab.run_cell(0)
    lab.wait_cell_done(0, timeout=60)


def _audit(lab: Lab) -> tuple[list[list[str]], str]:
    lab.run_cell(2)
    lab.wait_cell_done(2, timeout=30)
    rows, sent = lab.cell_output_text(2).rsplit(" ", 1)
    return json.loads(rows), sent


def test_script_made_clicks_decide_nothing(lab: Lab) -> None:
    _notebook(lab, "script_clicks.ipynb", {"to": "a@example.com", "body": "hello"}, " --approval-timeout 8")
    lab.run_cell(1)
    card = lab.cell(1).locator(CARD)
    expect(card).to_have_attribute("data-status", "waiting", timeout=30_000)
    expect(lab.page.locator("#nbagent-panel")).to_have_count(1)
    # the card's status can read "waiting" a moment before its buttons are drawn: the script clicks need them
    expect(card.locator('[data-action="approve"]')).to_be_enabled()
    expect(card.locator('[data-action="always"]')).to_be_enabled()
    lab.page.evaluate(JS_SCRIPT_CLICKS, card.element_handle())
    lab.page.wait_for_timeout(1000)
    expect(card).to_have_attribute("data-status", "waiting")  # nothing happened
    expect(card.locator('[data-action="approve"]')).to_be_enabled()
    lab.wait_cell_done(1, timeout=20)  # the time limit ends the wait
    expect(card).to_have_attribute("data-status", "timed-out")
    expect(card).to_have_count(1)
    out = lab.cell_output_text(1)
    assert "denied by the time limit at" in out and "no decision within 8 s" in out
    assert "refused a script-made click" in out
    rows, sent = _audit(lab)
    assert sent == "[]", "the tool ran"
    assert [r[:2] for r in rows] == [["approval-decided", "timeout"]], rows
    lab.screenshot("approval_script_clicks_refused")


def test_long_arguments_are_reachable_and_invisible_characters_marked(lab: Lab) -> None:
    body = "x" * 20_000 + " TAIL-MARKER"
    args_sent = {"to": "invoice\u202efdp.exe\u200b@example.com", "body": body}
    _notebook(lab, "long_args.ipynb", args_sent)
    lab.run_cell(1)
    card = lab.cell(1).locator(CARD)
    expect(card).to_have_attribute("data-status", "waiting", timeout=30_000)
    args = card.locator(".nbagent-approval-args")
    more = card.locator(".nbagent-approval-more")
    expect(more).to_contain_text("more chars)")
    folded = int(more.inner_text().split("(")[1].split(" ")[0])
    shown = args.evaluate("(el) => el.textContent")
    assert "TAIL-MARKER" not in shown
    marks = card.locator(".nbagent-approval-mark").all_inner_texts()
    assert marks == ["⟦U+202E⟧", "⟦U+200B⟧"], marks
    assert "\u202e" not in shown and "\u200b" not in shown
    ARTIFACTS_DIR.mkdir(exist_ok=True)
    card.screenshot(path=str(ARTIFACTS_DIR / "approval_card_light.png"))
    more.click()
    full = args.evaluate("(el) => el.textContent")
    expect(more).to_have_count(0)
    text = json.dumps(args_sent, indent=2, ensure_ascii=False)
    assert full == mark_invisible(text)  # everything, in order, markers in place of the invisible characters
    assert full.endswith('TAIL-MARKER"\n}')
    # Nothing was cut silently: what was shown plus the folded count is the whole text (a marker is one char).
    assert len(shown) - 2 * (len("⟦U+202E⟧") - 1) + folded == len(text)
    lab.page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
    lab.page.wait_for_timeout(1500)
    card.screenshot(path=str(ARTIFACTS_DIR / "approval_card_dark.png"))
    card.locator('[data-action="deny"]').click()
    lab.wait_cell_done(1, timeout=30)
    expect(card).to_have_attribute("data-status", "denied")
    expect(card).to_have_count(1)
    expect(card.locator("button")).to_have_count(0)
    lab.page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")


def test_panel_decides_through_the_contract_and_the_audit_says_person(lab: Lab) -> None:
    _notebook(lab, "contract.ipynb", {"to": "a@example.com", "body": "hello"})
    lab.page.evaluate("() => window.jupyterapp.commands.execute('nbagent:open-panel')")
    panel = lab.page.locator("#nbagent-panel")
    expect(panel).to_be_visible()
    # A shortcut with nothing waiting says so.
    lab.page.keyboard.press("Control+Shift+Y")
    expect(lab.page.locator(".jp-toast-message", has_text="Nothing waits for approval.")).to_have_count(1)

    lab.run_cell(1)
    item = panel.locator(".nbagent-Panel-pendingItem")
    expect(item).to_have_count(1, timeout=30_000)
    expect(item).to_contain_text("send waits for approval")
    expect(item).to_contain_text("contract.ipynb · cell 2")
    expect(item).to_contain_text('"to": "a@example.com"')
    # A script-made click on the panel's Approve decides nothing either.
    item.get_by_role("button", name="Approve").evaluate("(b) => b.click()")
    lab.page.wait_for_timeout(800)
    expect(lab.cell(1).locator(CARD)).to_have_attribute("data-status", "waiting")
    # The card itself is not clicked: the decision goes through the kernel comm.
    lab.page.evaluate(
        """(card) => card.addEventListener('click', () => { window.__cardClicked = true; }, {capture: true})""",
        lab.cell(1).locator(CARD).element_handle(),
    )
    item.get_by_role("button", name="Approve").click()
    lab.wait_cell_done(1, timeout=30)
    expect(lab.cell(1).locator(CARD)).to_have_count(1)
    expect(lab.cell(1).locator(CARD)).to_have_attribute("data-status", "ok")
    assert "approved by you from the Agent panel at" in lab.wait_output_contains(1, "Done.")
    assert lab.page.evaluate("() => window.__cardClicked === undefined")
    expect(item).to_have_count(0)
    rows, sent = _audit(lab)
    assert sent == "['a@example.com']"
    assert len(rows) == 1 and rows[0][:2] == ["approval-decided", "person"], rows
    assert json.loads(rows[0][2]) == {"scope": "once", "via": "panel"}


JS_PANEL_FOR_PATH = """(path) => {
  const app = window.jupyterapp;
  if (!app) return null;
  for (const w of app.shell.widgets('main')) {
    if (w.context && w.context.path === path && w.context.isReady && w.sessionContext.session?.kernel) return w.id;
  }
  return null;
}"""


def test_a_reloaded_page_finds_the_waiting_approval(lab: Lab) -> None:
    _notebook(lab, "reload.ipynb", {"to": "a@example.com", "body": "hello"})
    lab.run_cell(1)
    expect(lab.cell(1).locator(CARD)).to_have_attribute("data-status", "waiting", timeout=30_000)
    # A new page while the cell waits: the comm was opened before this page existed.
    lab.page.goto(f"{lab.server.url}/lab/tree/{quote('reload.ipynb')}?reset&token={lab.server.token}")
    handle = lab.page.wait_for_function(JS_PANEL_FOR_PATH, arg="reload.ipynb", timeout=60_000, polling=100)
    lab._panel_id = str(handle.json_value())
    lab.page.evaluate("() => window.jupyterapp.commands.execute('nbagent:open-panel')")
    item = lab.page.locator("#nbagent-panel .nbagent-Panel-pendingItem")
    expect(item).to_have_count(1, timeout=30_000)
    expect(item).to_contain_text("reload.ipynb · cell 2")
    item.get_by_role("button", name="Deny").click()
    lab.wait_cell_done(1, timeout=30)
    rows, sent = _audit(lab)
    assert sent == "[]" and [r[:2] for r in rows] == [["approval-decided", "person"]], rows
