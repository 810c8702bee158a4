"""The transcript of a run inside the cell: streamed answer, tool cards, a footer.

``Transcript`` is an event subscriber. Everything it shows is plain HTML
output with a plain-text twin, so a saved notebook shows the transcript on
GitHub and nbviewer too; colours come from JupyterLab's theme variables so
light and dark themes both read well.

One card per tool call, one display (``display_id``) updated in place. While a
call waits for approval, the approval card of :mod:`nbagent.ipython._card`
draws into that same display (:func:`approval_card`): the bundle then holds
the widget view (buttons, countdown) next to the HTML form of the card; once
decided the display is plain HTML again ("approved by you at 13:40:05"), then
"running", then "done" with the result. So a saved or reopened notebook holds
the final status as HTML, never a widget with dead buttons.

Nothing a model or a tool wrote reaches the page as markup: the answer is
Markdown rendered by :func:`nbagent.display._render.markdown_to_html` (raw HTML shown
as text, no images, only safe links), never ``text/markdown`` (JupyterLab
renders the raw HTML inside trusted Markdown outputs); tool arguments,
results and errors are escaped into ``<pre>``. Nothing reaches a terminal as an
escape sequence either: every plain-text form (what terminal IPython prints) goes
through :func:`nbagent.boundary._terminal.visible`, so ``ESC[8m`` in a fetched
page is shown as ``␛[8m`` instead of hiding the approval prompt that follows.
Text redraws are throttled: at
most ``1 / min_interval`` per second, and further apart for a long answer, so
that re-rendering it takes at most about a tenth of the time.
"""

from __future__ import annotations

import html
import json
import logging
import re
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol, TypedDict

from ..boundary._finding import Finding
from ..boundary._marks import invisible_parts
from ..boundary._terminal import visible
from ..display._fold import CALL_STATUS_LABELS, FINAL_STATUSES, CallFolder, CallRecord
from ..display._render import LINK_REL, markdown_to_html, safe_href
from ..events import CacheHit, Event, ModelResponded, RunFinished, TextDelta, ToolsSelected, UntrustedContent
from ..events._handler import EventHandler
from ..messages import JSONObject, ToolCall
from ..usage.budget import DayLedger
from ._card_extras import extras_html, extras_text

if TYPE_CHECKING:
    from ..usage.budget import Budget

__all__ = [
    "ApprovalView",
    "CardSlot",
    "CardState",
    "Display",
    "DisplayHandle",
    "Transcript",
    "approval_card",
    "card_html",
    "footer_text",
    "header_text",
]

_FOLD_ARGS = 600
_FOLD_RESULT = 400
_SHOW_RESULT = 64 * 1024  # characters of a tool output a card shows (its HTML stays small)
_SHOW_HTML = 96 * 1024  # and at most this many bytes of escaped HTML (UTF-8) of them
_VALUE_PREVIEW = 160

_WARN = "border-left:3px solid var(--jp-warn-color1,#b8860b);padding:1px 6px;margin:3px 0;font-size:.9em"
_BOX = (
    "border:1px solid var(--jp-border-color2,#8884);border-radius:6px;padding:6px 10px;margin:4px 0;"
    "color:var(--jp-ui-font-color1,inherit);background:var(--jp-layout-color1,transparent);"
    "font-family:var(--jp-ui-font-family,system-ui,sans-serif);font-size:var(--jp-ui-font-size1,13px)"
)
_PRE = (
    "margin:4px 0;padding:4px 6px;white-space:pre-wrap;word-break:break-word;max-height:24em;overflow:auto;"
    "background:var(--jp-layout-color2,#8881);color:var(--jp-content-font-color1,inherit);"
    "font-family:var(--jp-code-font-family,monospace);font-size:var(--jp-code-font-size,12px)"
)
_BADGE = {
    "allow": "rgba(46,160,67,.25)",
    "review": "rgba(210,153,34,.3)",
    "deny": "rgba(218,54,51,.3)",
    "ok": "rgba(46,160,67,.25)",
    "failed": "rgba(218,54,51,.3)",
    "denied": "rgba(218,54,51,.3)",
    "blocked": "rgba(218,54,51,.3)",
    "timed-out": "rgba(218,54,51,.3)",
    "cancelled": "rgba(128,128,128,.3)",
    "waiting": "rgba(210,153,34,.3)",
    "approved": "rgba(46,160,67,.25)",
    "running": "rgba(56,139,253,.25)",
}
_STATUS_LABELS: dict[str, str] = dict(CALL_STATUS_LABELS.items())  # a card's status may be "approved" too
_MARK = (
    "color:var(--jp-error-color1,#d32f2f);border:1px solid var(--jp-error-color1,#d32f2f);"
    "border-radius:3px;padding:0 2px;font-weight:bold"
)


class DisplayHandle(Protocol):
    """An output shown with a ``display_id`` (IPython's ``DisplayHandle``): updated in place."""

    def update(self, obj: object) -> None: ...


class Display(Protocol):
    """``IPython.display.display`` as the transcript calls it: with ``display_id=True`` it returns the
    output's handle (None where nothing can be updated)."""

    def __call__(self, obj: object, *, display_id: bool = ...) -> DisplayHandle | None: ...


class CardState(TypedDict):
    """What one tool card shows (:func:`card_html`, :func:`card_text`), made by :func:`_card_state`."""

    call: ToolCall
    status: str
    decision: str | None
    rule: str | None
    reason: str
    grant: str
    note: str
    decided_by: str | None
    output: str | None
    error: str | None
    duration_s: float | None
    warning: str  # what the screen found earlier in the session, while the approval waits ("" otherwise)
    finding: str  # what the screen flagged or blocked in this call's own output ("" when nothing)
    extras: str  # a ToolOutput's note, figures and results, as HTML ("" for a tool that returned text)
    extras_text: str


class _Bundle:
    """An output with an HTML and a plain-text form (and, while a call waits for approval, the widget view).

    The plain form is what a terminal prints: control characters in it are shown, not obeyed (:func:`visible`).
    """

    def __init__(self, html_text: str, plain: str, widget: JSONObject | None = None) -> None:
        self.html, self.plain, self.widget = html_text, visible(plain), widget

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> JSONObject:
        bundle: JSONObject = {"text/html": self.html, "text/plain": self.plain}
        if self.widget is not None:
            bundle["application/vnd.jupyter.widget-view+json"] = self.widget
        return bundle


class _Answer:
    """The model's answer: Markdown rendered to safe HTML, and the text as it came (control characters shown,
    not obeyed, in the plain form a terminal prints)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.html = f'<div class="nbagent-answer">{markdown_to_html(text)}</div>'

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        return {"text/html": self.html, "text/plain": visible(self.text)}


def _badge(label: str, kind: str | None = None) -> str:
    colour = _BADGE.get(kind or label, "rgba(128,128,128,.25)")
    return (
        f'<span style="background:{colour};border-radius:4px;padding:0 6px;margin-left:6px;'
        f'font-size:.9em">{html.escape(label)}</span>'
    )


def _fold_values(value: object) -> object:
    if isinstance(value, str) and len(value) > _VALUE_PREVIEW:
        return value[:_VALUE_PREVIEW] + f"… ({len(value)} chars)"
    if isinstance(value, dict):
        return {k: _fold_values(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_fold_values(v) for v in value]
    return value


def _pre(text: str) -> str:
    return f'<pre style="{_PRE}">{html.escape(text)}</pre>'


def _marked(text: str) -> str:
    """Escaped text with invisible characters (bidi overrides, zero-width ...) shown as visible markers."""
    return "".join(
        f'<span class="nbagent-mark" style="{_MARK}">&#10214;{html.escape(piece)}&#10215;</span>'
        if flag
        else html.escape(piece)
        for piece, flag in invisible_parts(text)
    )


def _pre_marked(text: str) -> str:
    return f'<pre style="{_PRE}">{_marked(text)}</pre>'


def _details(summary: str, body: str, open_: bool) -> str:
    flag = " open" if open_ else ""
    return f"<details{flag}><summary>{summary}</summary>{body}</details>"


_LINK = re.compile(r"\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)")


def _citation_links(text: str) -> str:
    """Markdown links to local files in a tool result, as clickable HTML links (JupyterLab opens them).

    Only relative paths inside the notebook's folder (:func:`nbagent.display._render.safe_href`):
    no scheme at all (no ``javascript:``, ``data:``, ``http:``), no absolute path, no ``..``.
    """
    links = []
    for label, target in _LINK.findall(text):
        href = safe_href(target)
        if href is None or href.lower().startswith(("http:", "https:", "mailto:")):
            continue
        links.append(
            f'<a href="{html.escape(href, quote=True)}" target="_blank" rel="{LINK_REL}">{html.escape(label)}</a>'
        )
    if not links:
        return ""
    return f'<div style="margin-top:4px">sources: {" · ".join(dict.fromkeys(links))}</div>'


# The tool icon (a wrench), inline SVG: an emoji renders as an empty box where no emoji font is installed.
# The approval widget (``_card.js``) draws the same path, synced as its ``icon_path``: one icon, nothing else as SVG.
ICON_PATH = (
    "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3"
    "l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z"
)
_ICON = (
    '<svg class="nbagent-icon" aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" '
    'style="vertical-align:-2px;margin-right:4px" fill="none" stroke="currentColor" stroke-width="2" '
    f'stroke-linecap="round" stroke-linejoin="round"><path d="{ICON_PATH}"/></svg>'
)
_WHO = {
    "person": "you",
    "timeout": "the time limit",
    "headless": "the headless rule",
    "grant": "your grant",
    "handler": "the approval handler",
    "replay": "the recording",
}
_VIA = {"panel": " from the Agent panel", "notification": " from a notification", "shortcut": " with a shortcut"}


@dataclass(slots=True)
class ApprovalView:
    """What a call card shows of its approval, set by the approval card drawing into it.

    ``widget``: the widget view (``{"model_id": ...}``) while the buttons wait, None once decided;
    ``status``: the card's status the approval set (``approved``, ``denied``, ``timed-out``,
    ``cancelled``) until the run says more; ``note``: the status line (the countdown's static
    form while waiting, then "approved by you at 13:40:05").
    """

    reason: str = ""
    grant: str = ""
    note: str = ""
    status: str | None = None
    widget: JSONObject | None = None
    warning: str = ""  # what the injection screen found earlier in the session: the card opens with it


def _decision_note(record: CallRecord, decided_at: float | None, via: str | None) -> str:
    """ "approved by you at 13:40:05 (after 2.1 s)" for an approval the transcript only saw as events."""
    verdict = "denied" if record.decision == "deny" or record.status in ("denied", "timed-out") else "approved"
    who = _WHO.get(record.decided_by or "", record.decided_by or "")
    when = "" if decided_at is None else f" at {datetime.fromtimestamp(decided_at).strftime('%H:%M:%S')}"
    after = "" if record.wait_s is None else f" (after {record.wait_s:.1f} s)"
    return f"{verdict} by {who}{_VIA.get(via or '', '')}{when}{after}"


def _card_state(
    call: ToolCall, record: CallRecord, approval: ApprovalView | None = None, decided_at: float | None = None
) -> CardState:
    """What a card shows of a folded call (:func:`nbagent.display._fold.fold_calls`: the status the panel shows too).

    The card's status is the call's, with one more between the decision and the tool's start:
    ``approved``. ``approval``: what the approval card drew into this card; ``decided_at``: when an
    approval ended (the transcript saw it), for approvals decided elsewhere (a handler in code).
    """
    status: str = record.status
    decided = record.wait_s is not None and bool(record.decided_by)
    note = approval.note if approval is not None else ""
    if approval is not None and approval.status is not None and status in ("waiting", "requested"):
        status = approval.status
    elif status == "requested" and decided:
        status = "approved"
    if decided and not (approval is not None and approval.note and approval.widget is None):
        note = _decision_note(record, decided_at, record.via)
    waiting = approval is not None and approval.widget is not None
    return {
        "call": call,
        "status": status,
        "decision": record.decision_label,
        "rule": record.rule,
        "reason": (approval.reason if approval is not None else "") if status in ("waiting", "approved") else "",
        "grant": approval.grant if waiting and approval is not None else "",
        "note": note,
        "decided_by": None if decided else record.decided_by,
        "output": record.output,
        "error": record.error,
        "duration_s": record.duration_s if record.status in FINAL_STATUSES and record.duration_s else None,
        "warning": approval.warning if waiting and approval is not None else "",
        "finding": _finding_line(record.finding),
        "extras": extras_html(record),  # "" for a tool that returned text only
        "extras_text": extras_text(record),
    }


def _finding_line(finding: Finding | None) -> str:
    """``flagged by the injection screen: '...' (score 1.42, instruction override)``: what a call's card says of
    its own output ("" when the screen found nothing)."""
    if finding is None:
        return ""
    what = "blocked: the model got a safe replacement" if finding.blocked else "flagged: the model read it, spotlighted"
    return f"the injection screen {what} ({finding.scored}). It found: {finding.quoted}"


def _size(n: int) -> str:
    return f"{n / (1 << 20):.1f} MB" if n >= 1 << 20 else f"{max(1, round(n / 1024))} KB"


def _shown_output(output: str, call_id: str) -> tuple[str, str]:
    """The part of a tool output a card shows, and the HTML note saying it was cut (empty when whole).

    A card is HTML kept in the notebook: a 20 MB output would make 20 MB of it (and the browser
    draw it). The card shows the start, at most ``_SHOW_RESULT`` characters whose escaped HTML stays
    under ``_SHOW_HTML`` bytes of UTF-8, and says where the whole output is.
    """
    if len(output) <= _SHOW_RESULT:
        return output, ""
    shown = output[:_SHOW_RESULT]
    # '&' and quotes grow five or six times when escaped, CJK three times when encoded
    while len(html.escape(shown).encode("utf-8", "surrogatepass")) > _SHOW_HTML:
        shown = shown[: len(shown) * 3 // 4]
    total = len(output.encode("utf-8", "surrogatepass"))
    note = (
        f'<div class="nbagent-card-cut" style="opacity:.75;font-size:.9em">showing the first '
        f"{_size(len(shown.encode('utf-8', 'surrogatepass')))} of {_size(total)} ({len(output):,} characters): "
        f"the whole output is in the run's result, <code>_agent.tool_calls</code> (or the <code>--out</code> "
        f"variable), column <code>output</code> of call <code>{html.escape(call_id)}</code></div>"
    )
    return shown, note


def card_html(state: CardState) -> str:
    """HTML of one tool card from its state (name, args, decision, rule, status, output, error, duration)."""
    call = state["call"]
    head = f"<b>{_ICON}{html.escape(call.name)}</b>"
    status = state["status"]
    shown = _STATUS_LABELS.get(status, status)
    if (decision := state["decision"]) and decision != shown:  # "approved" once, not twice
        head += _badge(decision, "approved" if decision == "always allowed" else None)
    if status != "requested":
        head += _badge(shown, status)
    if (duration_s := state["duration_s"]) is not None:
        head += f' <span style="opacity:.7">· {duration_s * 1000:.0f} ms</span>'
    parts = [f"<div>{head}</div>"]
    if state["warning"]:
        parts.append(f'<div class="nbagent-card-warning" style="{_WARN}">⚠ {_marked(state["warning"])}</div>')
    if state["finding"]:
        parts.append(f'<div class="nbagent-card-finding" style="{_WARN}">⚠ {_marked(state["finding"])}</div>')
    if rule := state["rule"]:
        decided_by = state["decided_by"]
        who = f" · decided by {html.escape(decided_by)}" if decided_by else ""
        why = f" · {_marked(state['reason'])}" if state["reason"] else ""
        parts.append(f'<div style="opacity:.75;font-size:.9em">rule: <code>{_marked(rule)}</code>{why}{who}</div>')
    args_text = (
        call.raw_args
        if call.raw_args is not None
        else json.dumps(_fold_values(dict(call.args)), indent=2, ensure_ascii=False, default=str)
    )
    full_args = (
        call.raw_args
        if call.raw_args is not None
        else json.dumps(dict(call.args), indent=2, ensure_ascii=False, default=str)
    )
    if len(full_args) > _FOLD_ARGS or args_text != full_args:
        parts.append(
            _details(
                f"arguments ({len(full_args)} chars)",
                _pre_marked(args_text) + _details("full arguments", _pre_marked(full_args), False),
                status == "waiting",  # what a person approves is in view
            )
        )
    else:
        parts.append(_details("arguments", _pre_marked(args_text), True))
    if state["grant"]:
        parts.append(f'<div style="opacity:.75;font-size:.9em">{_marked(state["grant"])}</div>')
    if state["note"]:
        parts.append(f'<div class="nbagent-card-note" style="font-weight:bold">{html.escape(state["note"])}</div>')
    if error := state["error"]:
        parts.append(f'<div style="color:var(--jp-error-color1,#d33)">{html.escape(error)}</div>')
    output = state["output"]
    if output is not None:
        shown, cut = _shown_output(output, call.id)
        if len(output) > _FOLD_RESULT:
            preview = html.escape(output[:120].replace("\n", " "))
            parts.append(
                _details(
                    f"result ({len(output)} chars): <span style='opacity:.7'>{preview}…</span>",
                    cut + _pre(shown),
                    False,
                )
            )
        else:
            parts.append(_details("result", _pre(output), True))
        parts.append(_citation_links(shown))
    parts.append(state["extras"])
    marks = f'data-call-id="{html.escape(call.id, quote=True)}" data-status="{html.escape(status, quote=True)}"'
    return f'<div class="nbagent-card" {marks} style="{_BOX}">{"".join(parts)}</div>'


def card_text(state: CardState) -> str:
    """Plain-text form of a tool card."""
    call = state["call"]
    line = f"[tool] {call.name}({call.arguments_json()[:200]})"
    if state["warning"]:
        line = f"⚠ {state['warning']}\n{line}"
    if state["finding"]:
        line += f"\n  ⚠ {state['finding']}"
    if state["decision"]:
        line += f" -> {state['decision']}" + (f" by {state['rule']}" if state["rule"] else "")
    if state["note"]:
        line += f"\n  {state['note']}"
    if state["error"]:
        line += f"\n  error: {state['error']}"
    elif (out := state["output"]) is not None:
        line += f"\n  result: {out[:300]}" + ("…" if len(out) > 300 else "")
    if state["extras_text"]:
        line += "\n" + state["extras_text"]
    return line


def header_text(
    *, session: str, turn: int, model: str, previous: str | None = None, untrusted: str | None = None
) -> str:
    """The transcript's first line: ``session NAME · turn N · model M`` (and a model change since the last turn,
    and ``untrusted``: the source of the untrusted content the conversation holds as the turn starts)."""
    line = f"session {session} · turn {turn} · model {model}"
    if previous is not None and previous != model:
        line += f" · model changed: {previous} → {model}"
    if untrusted is not None:
        line += f" · holds untrusted content from {untrusted}"
    return line


_SPEND_WORDS = {"run": "budget", "session": "this session", "day": "today"}


def _tightest(budget: Budget | None, run_usd: float, spent: Mapping[str, float]) -> tuple[str, float, float] | None:
    """The limit closest to being reached (the least left under it), as (kind, spent, limit), among the run's
    and those of ``spent`` (``"session"``, ``"day"``: what they spent, this run included) the budget sets."""
    if budget is None:
        return None
    limits = {"run": budget.per_run_usd, "session": budget.per_session_usd, "day": budget.per_day_usd}
    spending = {"run": run_usd, **spent}
    applying = [(kind, spending[kind], cap) for kind, cap in limits.items() if cap is not None and kind in spending]
    return min(applying, key=lambda t: t[2] - t[1], default=None)


def footer_text(
    event: RunFinished,
    elapsed: float,
    cached: int = 0,
    budget: Budget | None = None,
    spent: Mapping[str, float] | None = None,
) -> str:
    """One line: status, model calls, tokens, cost, time; ``cached``: answers the response cache gave;
    ``budget``: the run's :class:`~nbagent.Budget`, ``spent``: what the session and the day spent (``"session"``,
    ``"day"``, this run included). The spend is shown against the tightest limit that applies (the least left):
    ``$0.0012 of $0.5000 budget`` (the run's), ``$0.0123 of $1.0000 this session``, ``... today``."""
    u = event.usage
    cost = "cost unknown" if u.cost_usd is None else f"${u.cost_usd:.4f}"
    tightest = _tightest(budget, u.cost_usd or 0.0, spent or {})
    if tightest is not None:
        kind, used, limit = tightest
        spend = f"${used:.4f} of ${limit:.4f} {_SPEND_WORDS[kind]}"
        cost = f"{cost} of ${limit:.4f} budget" if kind == "run" else f"{cost} · {spend}"
    mark = {"ok": "✓", "cancelled": "■ cancelled", "error": "✗ error", "max-iterations": "⚠ max iterations"}[
        event.status
    ]
    return (
        f"{mark} · {f'cached ({cached} answer(s) from the cache) · ' if cached else ''}"
        f"{u.requests} model call(s) · {u.input_tokens:,} in"
        f"{f' ({u.cached_tokens:,} cached)' if u.cached_tokens else ''} / {u.output_tokens:,} out tokens · "
        f"{cost} · {elapsed:.1f} s"
    )


class Transcript(EventHandler):
    """Shows a run in the cell as it happens.

    Args:
        display: ``IPython.display.display`` (injectable for tests).
        min_interval: seconds between two redraws of streaming text (0.1 = 10/s).
        live: update outputs in place (a kernel with a frontend). Off in terminal
            IPython, where each text block and each finished card is shown once.
    """

    def __init__(self, display: Display | None = None, *, min_interval: float = 0.1, live: bool = True) -> None:
        if display is None:
            from IPython.display import display as ipy_display

            display = ipy_display
        self._display: Display = display
        self.min_interval = min_interval
        self.live = live
        self.redraws = 0
        self._text: list[str] = []
        self._text_handle: DisplayHandle | None = None
        self._last_draw = 0.0
        self._interval = min_interval
        self._cards: dict[str, tuple[DisplayHandle | None, CardState]] = {}
        self._calls: dict[str, ToolCall] = {}  # the latest form of each call (arguments after a rewrite)
        self._folder = CallFolder()
        self._started = time.monotonic()
        self._decided_at: dict[str, float] = {}  # call id -> when its approval ended
        self._approvals: dict[str, ApprovalView] = {}  # what the approval card drew into a call's card
        self._records: dict[str, CallRecord] = {}
        self._cached = 0  # answers the response cache gave in this run
        self.budget: Budget | None = None  # the run's budget (set by %%agent): the footer shows spend against it
        # the session's spending after the run (set by %%agent, for a per-session limit); the day's is read
        # from the user's spending ledger when a per-day limit applies
        self.session_spent: Callable[[], float] | None = None

    def __call__(self, event: Event) -> None:
        call = getattr(event, "call", None)
        if call is not None:
            self._calls[call.id] = call
            if event.kind == "approval-decided":
                self._decided_at[call.id] = event.ts
        for record in self._folder.add(event):
            self._update(record)
        self.handle(event)

    def header(self, text: str) -> None:
        """Show the one-line header (:func:`header_text`) before anything of the run."""
        style = "opacity:.7;font-size:.9em;font-family:var(--jp-ui-font-family,sans-serif);margin-bottom:2px"
        self._display(_Bundle(f'<div class="nbagent-header" style="{style}">{html.escape(text)}</div>', text))

    # -- text ----------------------------------------------------------------

    def _draw_text(self) -> None:
        text = "".join(self._text)
        if not text:
            return
        self.redraws += 1
        started = time.monotonic()
        answer = _Answer(text)
        if self._text_handle is None:
            self._text_handle = self._display(answer, display_id=True)
        else:
            self._text_handle.update(answer)
        self._last_draw = time.monotonic()
        # A long answer costs more to render each time: keep redraws under ~10% of the time.
        self._interval = max(self.min_interval, 10 * (self._last_draw - started))

    def on_text_delta(self, event: TextDelta) -> None:
        self._text.append(event.text)
        if self.live and time.monotonic() - self._last_draw >= self._interval:
            self._draw_text()

    def on_model_responded(self, event: ModelResponded) -> None:
        if getattr(event, "purpose", "answer") != "answer":  # a summary or tool-selection call
            return
        if not self._text and event.message.text:
            self._text.append(event.message.text)
        self._draw_text()
        self._text, self._text_handle = [], None

    # -- tool cards -------------------------------------------------------------

    def _show_card(self, call_id: str) -> None:
        handle, state = self._cards[call_id]
        if not self.live and state["status"] not in FINAL_STATUSES:
            return
        approval = self._approvals.get(call_id)
        bundle = _Bundle(card_html(state), card_text(state), None if approval is None else approval.widget)
        if handle is None:
            self._cards[call_id] = (self._display(bundle, display_id=True), state)
        else:
            handle.update(bundle)

    def _update(self, record: CallRecord) -> None:
        self._records[record.id] = record
        call = self._calls.get(record.id) or ToolCall(record.name, record.args or {}, record.id)
        state = _card_state(call, record, self._approvals.get(record.id), self._decided_at.get(record.id))
        entry = self._cards.get(record.id)
        self._cards[record.id] = (None if entry is None else entry[0], state)
        self._show_card(record.id)

    # -- approvals: the approval card draws into the call's own card ---------------------

    @contextmanager
    def hosting_approvals(self) -> Iterator[None]:
        """Within this block (the run of a cell), approval cards draw into this transcript's call cards."""
        token = _HOST.set(self)
        try:
            yield
        finally:
            _HOST.reset(token)

    def slot(self, call: ToolCall, rule: str) -> CardSlot | None:
        """The card of ``call`` for its approval card to draw into; None when this transcript is not live.

        A call this transcript has not shown yet (an approver used outside a ``%%agent`` run) gets
        a card of its own here.
        """
        if not self.live:
            return None
        if call.id not in self._records:
            self._calls[call.id] = call
            record = CallRecord(call.id, call.name, dict(call.args), "waiting", None, None, 0.0, "review", rule, None)
            self._records[call.id] = record
        return CardSlot(self, call.id)

    def _redraw(self, call_id: str) -> None:
        record = self._records.get(call_id)
        if record is not None:
            self._update(record)

    def on_tools_selected(self, event: ToolsSelected) -> None:
        domains = f" from {', '.join(event.domains)}" if event.domains else ""
        text = f"tools offered{domains}: {', '.join(event.tool_names) or 'none'}"
        why = f" — {event.reasoning}" if event.reasoning else ""
        style = "opacity:.7;font-size:.9em;font-family:var(--jp-ui-font-family,sans-serif)"
        self._display(_Bundle(f'<div style="{style}">{html.escape(text + why)}</div>', text + why))

    def on_untrusted_content(self, event: UntrustedContent) -> None:
        if not event.first:  # one line, when the conversation first holds third-party text
            return
        text = (
            f"⚠ untrusted content from {event.source} is now in the conversation; "
            "from here on, tools that are not read-only ask for approval"
        )
        style = "font-size:.9em;font-family:var(--jp-ui-font-family,sans-serif);color:var(--jp-warn-color0,#b26b00)"
        self._display(_Bundle(f'<div class="nbagent-untrusted" style="{style}">{html.escape(text)}</div>', text))

    def on_cache_hit(self, event: CacheHit) -> None:
        self._cached += 1

    def _spent(self) -> dict[str, float]:
        """What the session and the day spent, for the limits of :attr:`budget` that need it (the footer)."""
        spent: dict[str, float] = {}
        budget = self.budget
        if budget is None:
            return spent
        try:
            if budget.per_session_usd is not None and self.session_spent is not None:
                spent["session"] = float(self.session_spent())
            if budget.per_day_usd is not None:
                spent["day"] = DayLedger().spent()
        except Exception as exc:  # the footer never fails a run; the budget itself was checked before each call
            logging.getLogger("nbagent").debug("nbagent: spending for the footer not read (%s)", exc)
        return spent

    def on_run_finished(self, event: RunFinished) -> None:
        self._draw_text()
        # a failed run's error is the cell's error, right below (once, with its traceback folded): not repeated here
        text = footer_text(event, time.monotonic() - self._started, self._cached, self.budget, self._spent())
        style = "opacity:.7;font-size:.9em;font-family:var(--jp-ui-font-family,sans-serif);margin-top:4px"
        self._display(_Bundle(f'<div style="{style}">{html.escape(text)}</div>', text))


class CardSlot:
    """One call's card as its approval card sees it: set :attr:`view`, then :meth:`redraw`."""

    def __init__(self, transcript: Transcript, call_id: str) -> None:
        self._transcript, self.call_id = transcript, call_id
        self.view = transcript._approvals.setdefault(call_id, ApprovalView())

    def redraw(self) -> None:
        """Show the card again, in place, with :attr:`view`."""
        self._transcript._redraw(self.call_id)


_HOST: ContextVar[Transcript | None] = ContextVar("nbagent_card_host", default=None)


def approval_card(call: ToolCall, rule: str) -> CardSlot:
    """The card the approval of ``call`` draws into: the running cell's card for the call
    (:meth:`Transcript.hosting_approvals`), else a card of its own."""
    host = _HOST.get()
    slot = None if host is None else host.slot(call, rule)
    if slot is None:
        slot = Transcript().slot(call, rule)
    assert slot is not None  # a new transcript is live
    return slot
