"""One card per tool call (issue 20), on a real InteractiveShell running ``%%agent``.

The shell gets a kernel-like attribute (so the magic uses the in-cell approval widget and a live
transcript) and a display publisher that keeps every display and update by display id, as a
notebook front end does. The "front end" answers the widget the way the browser does: it
acknowledges the render and clicks a button.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from IPython.core.displaypub import DisplayPublisher
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ToolCall
from nbagent.config._configure import defaults
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

WIDGET = "application/vnd.jupyter.widget-view+json"


class Kernel:
    """What the magics read of ipykernel's kernel: stdin allowed (a person's front end), no cell id."""

    _allow_stdin = True

    def get_parent(self, channel: str = "shell") -> dict[str, Any]:
        return {}


class Page(DisplayPublisher):
    """A notebook output area: outputs by display id, updated in place, and every state each one had."""

    def __init__(self, on_widget: Callable[[str], None]) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.outputs: list[dict[str, Any]] = []
        self.ids: list[str | None] = []
        self.history: dict[str, list[dict[str, Any]]] = {}
        self.on_widget = on_widget

    def publish(self, data: dict[str, Any], metadata: Any = None, source: Any = None, *,
                transient: Any = None, update: bool = False, **kwargs: Any) -> None:  # fmt: skip
        display_id = (transient or {}).get("display_id")
        if update:
            for i, known in enumerate(self.ids):
                if known == display_id:
                    self.outputs[i] = data
        else:
            self.outputs.append(data)
            self.ids.append(display_id)
        if display_id is not None:
            self.history.setdefault(display_id, []).append(data)
        if WIDGET in data:
            self.on_widget(data[WIDGET]["model_id"])

    def clear_output(self, wait: bool = False) -> None:
        self.outputs.clear()
        self.ids.clear()


def person(action: str) -> Callable[[str], None]:
    """The browser: the widget view renders (ack), then a person clicks ``action``."""

    def act(model_id: str) -> None:
        from ipywidgets.widgets.widget import _instances

        widget = _instances[model_id]
        widget._handle_custom_msg({"event": "rendered"}, [])
        widget._handle_custom_msg({"event": "decide", "action": action, "reason": ""}, [])

    return act


@pytest.fixture
def shell() -> Iterator[Any]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.tools, cfg.policy, cfg.store, sh.display_pub)
    sh.kernel = Kernel()  # type: ignore[attr-defined]
    yield sh
    del sh.kernel  # type: ignore[attr-defined]
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.tools, cfg.policy, cfg.store, sh.display_pub = saved
    sh.user_ns.pop("_agent", None)


def run(shell: Any, action: Callable[[str], None]) -> Page:
    page = Page(action)
    shell.display_pub = page
    sent: list[str] = []

    def send(to: str) -> str:
        """Send a message."""
        sent.append(to)
        return "sent to " + to

    shell.user_ns["send"] = send
    nbagent.configure(
        model=ScriptedProvider([ToolCall("send", {"to": "a@example.com"}, id="c1"), "Done."]),
        policy=Policy(review=["send"]),
        store=False,
    )
    result = shell.run_cell("%%agent --tools send\nSend it.")
    assert result.success, result.error_in_exec
    page.sent = sent  # type: ignore[attr-defined]
    return page


def cards(page: Page) -> list[tuple[str | None, dict[str, Any]]]:
    return [(i, o) for i, o in zip(page.ids, page.outputs, strict=True) if "nbagent-card" in o.get("text/html", "")]


def test_the_approval_is_part_of_the_call_card_and_its_status_moves_in_place(shell: Any) -> None:
    page = run(shell, person("approve"))
    assert page.sent == ["a@example.com"]  # type: ignore[attr-defined]
    [(display_id, final)] = cards(page)  # one card for the call: no approval card beside it
    assert display_id is not None
    states = page.history[display_id]
    statuses = [re.search(r'data-status="([^"]+)"', s["text/html"]).group(1) for s in states]  # type: ignore[union-attr]
    with_buttons = [i for i, s in enumerate(states) if WIDGET in s]
    assert with_buttons and statuses[with_buttons[0]] == "waiting"  # the buttons are drawn in the waiting card
    after = statuses[with_buttons[-1] + 1 :]
    assert after[0] == "approved" and after[-1] == "ok" and "running" in after, statuses
    decided = states[with_buttons[-1] + 1]["text/html"]
    assert re.search(r"approved by you at \d\d:\d\d:\d\d", decided), decided
    # the saved output is the final status as HTML: no widget with dead buttons, who decided and when kept
    assert WIDGET not in final and 'data-status="ok"' in final["text/html"]
    assert re.search(r"approved by you at \d\d:\d\d:\d\d", final["text/html"])
    assert "sent to a@example.com" in final["text/html"] and "approved by you at" in final["text/plain"]
    assert not any(WIDGET in o for o in page.outputs)


def test_a_denied_call_keeps_one_card_that_says_so(shell: Any) -> None:
    page = run(shell, person("deny"))
    assert page.sent == []  # type: ignore[attr-defined]
    [(_, final)] = cards(page)
    assert WIDGET not in final and 'data-status="denied"' in final["text/html"]
    assert re.search(r"denied by you at \d\d:\d\d:\d\d", final["text/html"])


def test_nobody_to_click_the_headless_rule_settles_the_same_card(shell: Any) -> None:
    shell.kernel._allow_stdin = False  # nbclient / papermill: nothing renders the widget
    try:
        page = run(shell, lambda model_id: None)
    finally:
        del shell.kernel._allow_stdin
    assert page.sent == []  # type: ignore[attr-defined]
    [(display_id, final)] = cards(page)
    assert display_id is not None and any(WIDGET in s for s in page.history[display_id])  # offered, never rendered
    assert WIDGET not in final and 'data-status="denied"' in final["text/html"]
    assert "denied by the headless rule at" in final["text/html"]
