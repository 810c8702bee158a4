"""The approval inside the call's own card: one anywidget model, Approve / Deny / Always allow.

The cell awaits the decision (see ``ipython/_transform``). The approval does
not add a card of its own: it draws into the call's card of the transcript
(:func:`nbagent.ipython.display.approval_card`, one display updated in place),
whose bundle holds the widget view while the call waits and plain HTML once it
is decided ("approved by you at 13:40:05"), so a saved notebook never keeps a
widget with dead buttons. An approver used outside a ``%%agent`` run draws a
card of its own the same way.

The widget's model carries the request as traits (``call_id``, ``tool``,
``args``, ``rule``, ``reason``, ``grant_scope``, ``grant_allowed``, ``status``,
``decided_by``, ``remaining_s``); its front end (``_card.js`` and ``_card.css``
beside this module, served as the widget's ESM and CSS) draws the whole call
card, sends ``rendered`` when drawn and ``decide`` on a person's click, and
refuses clicks made by scripts. The front end holds no value of its own: the
fold limits and the tool icon travel as synced traits (``fold_chars``,
``fold_lines``, ``icon_path``) from their one source in Python. The lab
extension decides through the kernel comm of ``_comm`` instead. Both resolve one asyncio future with
``call_soon_threadsafe`` (ipykernel 7.0-7.3 run comm handlers on another
thread). The wait is done in slices of 0.25 s so Stop (SIGINT) lands quickly.

No "rendered" within ``ack_timeout`` means no person can click (nbclient,
nbval, papermill): the headless rule decides instead. The time limit is owned
by :func:`nbagent.approval.ask`, which cancels the wait with
``nbagent.runtime._invoke.TIMED_OUT``; the card only counts down.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from datetime import datetime
from importlib import resources
from typing import TYPE_CHECKING

from ..approval._text import FOLD_CHARS, FOLD_LINES, Action, Choice, args_text, grant_sentence
from ..boundary._marks import invisible_parts, mark_invisible
from ..messages import ToolCall
from ..runtime._invoke import TIMED_OUT
from ._comm import open_channel
from .display import ICON_PATH, approval_card

if TYPE_CHECKING:
    import anywidget

    from ..approval import ApprovalRequest

__all__ = ["ApprovalCard", "ask_in_cell"]

log = logging.getLogger("nbagent")

_SLICE = 0.25
_COMM_STATUS = {"timed-out": "timed out"}


@functools.cache
def front_end_text(name: str) -> str:
    """The text of one front-end file of the card (``_card.js`` or ``_card.css``), read once.

    Read with :mod:`importlib.resources` and handed to anywidget as text, not as a
    ``Path``: anywidget turns a path into a ``FileContents``, which starts a file
    watcher thread for every widget class when ``ANYWIDGET_HMR=1`` outside
    site-packages (an editable install); a kernel never watches files.
    """
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def _card_class() -> type[anywidget.AnyWidget]:
    import anywidget
    import traitlets as t

    class ApprovalWidget(anywidget.AnyWidget):
        """The card's model: the request, its status and who decided."""

        _esm = front_end_text("_card.js")
        _css = front_end_text("_card.css")
        # the front end's constants, from their one source in Python
        fold_chars = t.Int(FOLD_CHARS).tag(sync=True)
        fold_lines = t.Int(FOLD_LINES).tag(sync=True)
        icon_path = t.Unicode(ICON_PATH).tag(sync=True)
        call_id = t.Unicode("").tag(sync=True)
        tool = t.Unicode("").tag(sync=True)
        args = t.Unicode("").tag(sync=True)  # the complete arguments, as JSON text
        args_parts: t.List[list[str | bool]] = t.List().tag(sync=True)  # the same text as [text, marked] runs
        rule = t.Unicode("").tag(sync=True)
        reason = t.Unicode("").tag(sync=True)
        warning = t.Unicode("").tag(sync=True)  # what the screen found earlier in the session: shown first
        grant_scope = t.Unicode("").tag(sync=True)
        grant_allowed = t.Bool(True).tag(sync=True)
        status = t.Unicode("waiting").tag(sync=True)  # waiting|approved|denied|timed-out|cancelled
        decided_by = t.Unicode("").tag(sync=True)
        outcome = t.Unicode("").tag(sync=True)
        timeout_s = t.Float(-1.0).tag(sync=True)
        remaining_s = t.Int(-1).tag(sync=True)  # whole seconds left, -1: no limit

    return ApprovalWidget


class ApprovalCard:
    """The widget of one approval request, the call card it draws into, its comm for the lab extension,
    and the future both resolve."""

    def __init__(self, request: ApprovalRequest, *, cell_id: str | None = None) -> None:
        self.tool = str(request.tool_name)
        self.call_id = str(request.call_id)
        self.rule = str(request.rule)
        self.timeout_s: float | None = request.timeout_s
        self.grant_allowed = bool(getattr(request, "grant_allowed", True))
        self.args = args_text(request.args)
        self.warning = str(getattr(request, "warning", "") or "")
        self.refused: list[str] = []  # buttons a script clicked; the card refused them
        self._loop = asyncio.get_running_loop()
        self.future: asyncio.Future[tuple[str, str, str]] = self._loop.create_future()
        self.rendered = asyncio.Event()
        scope = grant_sentence(self.tool, str(getattr(request, "grant_scope", "") or ""), self.grant_allowed)
        self.widget = _card_class()(
            call_id=self.call_id,
            tool=mark_invisible(self.tool),
            args=self.args,
            args_parts=[[piece, flag] for piece, flag in invisible_parts(self.args)],
            rule=mark_invisible(self.rule),
            reason=mark_invisible(str(getattr(request, "shown_reason", request.reason) or "")),
            warning=mark_invisible(self.warning),
            grant_scope=scope,
            grant_allowed=self.grant_allowed,
            timeout_s=-1.0 if self.timeout_s is None else float(self.timeout_s),
            remaining_s=-1 if self.timeout_s is None else int(self.timeout_s),
        )
        self.widget.on_msg(self._on_msg)
        self.card = approval_card(ToolCall(self.tool, dict(request.args), self.call_id), self.rule)
        self.card.view.reason = str(request.reason or "")
        self.card.view.warning = self.warning
        self.card.view.grant = scope if self.grant_allowed else ""
        self.channel = open_channel(
            {
                "call_id": self.call_id,
                "tool": self.tool,
                "args": self.args,
                "args_marked": mark_invisible(self.args),
                "rule": self.rule,
                "reason": str(getattr(request, "shown_reason", request.reason) or ""),
                "warning": self.warning,
                "grant_scope": scope,
                "grant_allowed": self.grant_allowed,
                "timeout_s": self.timeout_s,
                "remaining_s": self.timeout_s,
                "cell_id": cell_id,
            },
            lambda action, via: self._resolve(action, "", via),
        )
        self._reported = 0

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        event = content.get("event")
        if event == "rendered":
            self._loop.call_soon_threadsafe(self.rendered.set)
        elif event == "decide":
            reason = content.get("reason")
            self._resolve(str(content.get("action")), reason if isinstance(reason, str) else "", "card")
        elif event == "refused-untrusted":
            action = content.get("action")
            self.refused.append(str(action) if action in ("approve", "deny", "always") else "?")

    def _resolve(self, action: str, reason: str, via: str) -> None:
        if action not in ("approve", "deny", "always"):
            return
        if action == "always" and not self.grant_allowed:
            log.warning("nbagent: 'always allow' is not offered for %s; the decision was ignored", self.tool)
            return

        def settle() -> None:
            if not self.future.done():
                self.future.set_result((action, reason, via))

        self._loop.call_soon_threadsafe(settle)

    def show(self) -> None:
        """Put the buttons into the call's card (its display is updated in place)."""
        limit = "" if self.timeout_s is None else f" (denied if nobody decides within {self.timeout_s:g} s)"
        view = self.card.view
        view.widget = {"version_major": 2, "version_minor": 0, "model_id": self.widget.model_id}
        view.note, view.status = "waiting for your decision" + limit, "waiting"
        self.card.redraw()

    def report_refused(self) -> None:
        """Log script-made clicks (from the cell, so the warning shows where the card is)."""
        while self._reported < len(self.refused):
            log.warning(
                "nbagent: refused a script-made click on %r of the approval card for %s (call %s): "
                "only a person's click decides",
                self.refused[self._reported], self.tool, self.call_id,
            )  # fmt: skip
            self._reported += 1

    def tick(self, remaining: float | None) -> None:
        """Refresh the countdown (one message per whole second)."""
        if remaining is not None:
            seconds = max(int(remaining + 0.999), 0)
            if seconds != self.widget.remaining_s:
                self.widget.remaining_s = seconds
                if self.channel is not None:
                    self.channel.approval["remaining_s"] = seconds  # what a page opened later is told

    def finish(self, status: str, decided_by: str, verdict: str, detail: str = "") -> None:
        """Settle the card: its status, who decided and when ("approved by you at 13:40:05"); the call's
        card becomes plain HTML again (no buttons left in a saved notebook); close the lab extension's comm."""
        stamp = datetime.now().strftime("%H:%M:%S")
        outcome = f"{verdict} at {stamp}" + (f": {detail}" if detail else "")
        with self.widget.hold_sync():
            self.widget.status, self.widget.decided_by, self.widget.outcome = status, decided_by, outcome
        if self.channel is not None:
            # the comm contract keeps its own words ("timed out", "headless"): the extension shows them as they are
            said = "headless" if decided_by == "headless" else _COMM_STATUS.get(status, status)
            self.channel.close(said, decided_by, outcome)
        view = self.card.view
        view.widget, view.note, view.status = None, outcome, status
        self.card.redraw()
        try:
            self.widget.close()  # its view is gone from the page: nothing of it is saved with the notebook
        except Exception as exc:  # a closed kernel connection must not turn a decision into an error
            log.debug("nbagent: closing the approval widget failed (%s)", exc)


_LABELS = {"approve": "approved", "deny": "denied", "always": "always allowed (this session)"}
_STATUS = {"approve": "approved", "deny": "denied", "always": "approved"}
_VIA = {"panel": " from the Agent panel", "notification": " from a notification", "shortcut": " with a shortcut"}


async def ask_in_cell(
    request: ApprovalRequest,
    *,
    headless: str,
    ack_timeout: float = 3.0,
    stdin_allowed: bool = True,
    cell_id: str | None = None,
) -> Choice:
    """Show the card for ``request`` and wait for a decision, the headless rule, a timeout or Stop.

    ``headless`` is ``"approve"`` or ``"deny"`` for this tool. When the frontend
    disallows stdin (nbclient, papermill), the acknowledgement window is short.
    """
    card = ApprovalCard(request, cell_id=cell_id)
    card.show()
    started = time.monotonic()
    ack_window = ack_timeout if stdin_allowed else min(ack_timeout, 1.0)
    timeout_s = card.timeout_s
    try:
        while not card.future.done():
            elapsed = time.monotonic() - started
            if not card.rendered.is_set() and elapsed >= ack_window:
                action: Action = "headless-approve" if headless == "approve" else "headless-deny"
                verdict = "approved" if headless == "approve" else "denied"
                card.finish(verdict, "headless", f"{verdict} by the headless rule", "no one was there to click")
                return Choice(
                    action, f"no person was available to approve; the headless rule {verdict} it", "headless", elapsed
                )
            card.tick(None if timeout_s is None else timeout_s - elapsed)
            card.report_refused()
            await asyncio.wait({card.future}, timeout=_SLICE)
    except asyncio.CancelledError as exc:
        if TIMED_OUT in exc.args:
            limit = f" within {timeout_s:g} s" if timeout_s is not None else ""
            card.finish("timed-out", "timeout", "denied by the time limit", f"no decision{limit}")
        else:
            card.finish("cancelled", "", "cancelled", "the cell was stopped")
        raise
    except KeyboardInterrupt:
        card.finish("cancelled", "", "cancelled", "the cell was stopped")
        raise
    action_name, text, via = card.future.result()
    wait = time.monotonic() - started
    label = _LABELS[action_name] + " by you" + _VIA.get(via, "")
    card.finish(_STATUS[action_name], "person", label, text)
    return Choice(action_name, text, "person", wait, via)  # type: ignore[arg-type]
