"""The approval card inside the running cell: Approve / Deny / Always allow.

The cell awaits the click (see ``ipython/_transform``); the comm handler that
receives the click resolves an asyncio future with ``call_soon_threadsafe``
(ipykernel 7.0-7.3 run comm handlers on another thread). The wait is done in
slices of 0.25 s so Stop (SIGINT) lands quickly.

A tiny anywidget sends ``rendered`` from the browser when the card is drawn.
No acknowledgement within ``ack_timeout`` means no person can click (nbclient,
nbval, papermill): the headless rule decides instead. The display carries a
``text/html`` summary next to the widget view, so a saved notebook shows the
decision where widgets don't render (GitHub, nbviewer).
"""

from __future__ import annotations

import asyncio
import html
import json
import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

__all__ = ["Choice", "ask_in_cell"]

Action = Literal["approve", "deny", "always", "timeout", "headless-approve", "headless-deny", "cancelled"]

_SLICE = 0.25

_PROBE_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  model.send({ event: "rendered" });
}
export default { render };
"""


@dataclass(frozen=True, slots=True)
class Choice:
    """What happened to one approval request."""

    action: Action
    reason: str
    decided_by: str
    wait_s: float


def _probe_class() -> Any:
    import anywidget

    class RenderProbe(anywidget.AnyWidget):
        _esm = _PROBE_ESM

    return RenderProbe


def _summary_html(tool: str, args: dict[str, Any], rule: str, status: str) -> str:
    args_text = html.escape(json.dumps(args, indent=2, ensure_ascii=False, default=str)[:2000])
    return (
        '<div style="border:1px solid var(--jp-border-color2,#8884);border-radius:6px;padding:6px 10px;'
        'color:var(--jp-ui-font-color1,inherit)">'
        f"<b>Approval for {html.escape(tool)}</b> · rule <code>{html.escape(rule)}</code><br>"
        f'<pre style="white-space:pre-wrap;margin:4px 0">{args_text}</pre>'
        f"<div>{html.escape(status)}</div></div>"
    )


class ApprovalCard:
    """The widgets of one approval request, and the future its buttons resolve."""

    def __init__(self, tool: str, args: dict[str, Any], rule: str, reason: str, timeout_s: float | None) -> None:
        import ipywidgets as w

        self.tool, self.args, self.rule = tool, args, rule
        self.timeout_s = timeout_s
        self._loop = asyncio.get_running_loop()
        self.future: asyncio.Future[tuple[str, str]] = self._loop.create_future()
        self.rendered = asyncio.Event()
        args_json = json.dumps(args, indent=2, ensure_ascii=False, default=str)
        folded = args_json if len(args_json) <= 1500 else args_json[:1500] + f"\n… ({len(args_json)} chars)"
        self.header = w.HTML(
            f"<b>&#9888; {html.escape(tool)}</b> needs your approval"
            f"<div style='opacity:.75;font-size:.9em'>rule <code>{html.escape(rule)}</code>"
            f"{' · ' + html.escape(reason) if reason else ''}</div>"
            f"<pre style='white-space:pre-wrap;margin:4px 0;max-height:16em;overflow:auto'>{html.escape(folded)}</pre>"
        )
        self.reason_box = w.Text(
            placeholder="reason (optional, sent to the model on deny)", layout=w.Layout(width="60%")
        )
        self.approve = w.Button(description="Approve", button_style="success", icon="check")
        self.deny = w.Button(description="Deny", button_style="danger", icon="times")
        self.always = w.Button(
            description="Always allow", button_style="warning", tooltip="Allow this tool for the rest of the session"
        )
        self.status = w.HTML("")
        self.probe = _probe_class()()
        self.probe.on_msg(self._on_probe)
        for button, action in ((self.approve, "approve"), (self.deny, "deny"), (self.always, "always")):
            button.on_click(lambda _b, a=action: self._resolve(a, self.reason_box.value))
        self.box = w.VBox(
            [self.header, w.HBox([self.approve, self.deny, self.always, self.reason_box]), self.status, self.probe],
            layout=w.Layout(border="1px solid var(--jp-border-color2, #8884)", padding="6px", margin="4px 0"),
        )
        self.box.add_class("nbagent-approval")
        self._handle: Any = None

    def _on_probe(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "rendered":
            self._loop.call_soon_threadsafe(self.rendered.set)

    def _resolve(self, action: str, reason: str) -> None:
        def settle() -> None:
            if not self.future.done():
                self.future.set_result((action, reason))

        self._loop.call_soon_threadsafe(settle)

    def _bundle(self, status: str) -> dict[str, Any]:
        return {
            "application/vnd.jupyter.widget-view+json": {
                "version_major": 2,
                "version_minor": 0,
                "model_id": self.box.model_id,
            },
            "text/html": _summary_html(self.tool, self.args, self.rule, status),
            "text/plain": f"Approval for {self.tool}: {status}",
        }

    def show(self) -> None:
        """Display the card in the current cell."""
        from IPython.display import display

        self._handle = display(self._bundle("waiting for a decision"), raw=True, display_id=True)  # type: ignore[no-untyped-call]

    def tick(self, remaining: float | None) -> None:
        """Refresh the countdown."""
        if remaining is not None:
            self.status.value = f"<span style='opacity:.8'>auto-deny in {max(remaining, 0):.0f} s</span>"

    def finish(self, text: str) -> None:
        """Disable the buttons and show who or what decided, and when."""
        for widget in (self.approve, self.deny, self.always, self.reason_box):
            widget.disabled = True
        stamp = datetime.now().strftime("%H:%M:%S")
        self.status.value = f"<b>{html.escape(text)}</b> <span style='opacity:.7'>at {stamp}</span>"
        if self._handle is not None:
            self._handle.update(self._bundle(f"{text} at {stamp}"), raw=True)


async def ask_in_cell(
    tool: str,
    args: dict[str, Any],
    rule: str,
    reason: str,
    *,
    timeout_s: float | None,
    headless: str,
    ack_timeout: float = 3.0,
    stdin_allowed: bool = True,
) -> Choice:
    """Show the card and wait for a click, the timeout, or the headless rule.

    ``headless`` is ``"approve"`` or ``"deny"`` for this tool. When the frontend
    disallows stdin (nbclient, papermill), the acknowledgement window is short.
    """
    card = ApprovalCard(tool, args, rule, reason, timeout_s)
    card.show()
    started = time.monotonic()
    ack_window = ack_timeout if stdin_allowed else min(ack_timeout, 1.0)
    try:
        while not card.future.done():
            elapsed = time.monotonic() - started
            if not card.rendered.is_set() and elapsed >= ack_window:
                action: Action = "headless-approve" if headless == "approve" else "headless-deny"
                verdict = "approved" if headless == "approve" else "denied"
                card.finish(f"{verdict} by the headless rule (no one to click)")
                return Choice(
                    action, f"no person was available to approve; the headless rule {verdict} it", "headless", elapsed
                )
            if timeout_s is not None and elapsed >= timeout_s:
                card.finish(f"denied: no decision within {timeout_s:g} s")
                return Choice("timeout", f"nobody approved within {timeout_s:g} s", "timeout", elapsed)
            card.tick(None if timeout_s is None else timeout_s - elapsed)
            await asyncio.wait({card.future}, timeout=_SLICE)
    except (asyncio.CancelledError, KeyboardInterrupt):
        timed_out = timeout_s is not None and time.monotonic() - started >= timeout_s - _SLICE
        card.finish(f"denied: no decision within {timeout_s:g} s" if timed_out else "cancelled (the cell was stopped)")
        raise
    action_name, text = card.future.result()
    wait = time.monotonic() - started
    label = {"approve": "approved", "deny": "denied", "always": "always allowed (this session)"}[action_name]
    card.finish(f"{label} by you" + (f": {text}" if text else ""))
    return Choice(action_name, text, "person", wait)  # type: ignore[arg-type]
