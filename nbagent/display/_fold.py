"""One record per tool call, folded from a run's events or from stored audit rows.

Everything that shows a call's state (``RunResult.tool_calls``, the transcript in
the cell, the server and so the lab panel) folds with :func:`fold_calls` or a
:class:`CallFolder`, so the same call has the same status everywhere. Its input
is either :mod:`nbagent.events` objects or audit rows (mappings with ``event``,
``run_id``, ``call_id``, ``tool``, ``decision``, ``decided_by``, ``stage`` ...),
stored with the stream's kinds or with the older names of
:data:`nbagent.events.LEGACY_AUDIT_EVENTS`.

A call's ``status`` (:data:`CallStatus`) is one of:

- ``requested``: the model asked for it; nothing has decided yet whether it runs.
- ``waiting``: waiting for an approval (a person or a handler).
- ``running``: the tool function is running.
- ``ok``: the tool returned and the model got its output (after any rewrite by a hook).
- ``blocked``: the tool ran but its output did not reach the model as it was: screening
  blocked it (the model got a safe replacement: the call is answered, ``blocked_by="screening"``)
  or the output review hook withheld it (the call fails, ``blocked_by="hook"``).
- ``denied``: not allowed to run: the policy, a person or handler, the headless rule, the
  coherence check or the input review hook said no (``decided_by`` says who), or the message
  made more calls than one may.
- ``failed``: answered with an error nobody decided: an unknown tool, invalid arguments, the
  tool raised, its result could not be turned into text, a hook rewrote the arguments badly
  (``stage`` says which).
- ``timed-out``: time ran out: the tool did not finish within its timeout (``stage="timeout"``)
  or the approval wait ended without an answer (``decided_by="timeout"``).
- ``cancelled``: the run stopped (Stop, or an error elsewhere) before the call finished.

The last six are final. Plain Python, no pandas: a row may come from a
DataFrame (missing values as NaN / NA), a JSON answer or a journal line.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal, SupportsFloat, SupportsInt, TypeAlias

from ..boundary._finding import Finding
from ..events import (
    ApprovalDecided,
    ApprovalRequested,
    Event,
    OutputBlocked,
    RunFinished,
    RunStarted,
    ToolArgsRewritten,
    ToolDecided,
    ToolFailed,
    ToolFinished,
    ToolRequested,
    ToolStarted,
    UntrustedContent,
    audit_kind,
    is_event,
)
from ..messages import ToolCall

__all__ = [
    "CALL_STATUS_LABELS",
    "FINAL_STATUSES",
    "CallFolder",
    "CallRecord",
    "CallStatus",
    "fold_calls",
]

CallStatus = Literal["requested", "waiting", "running", "ok", "blocked", "denied", "failed", "timed-out", "cancelled"]
FINAL_STATUSES: frozenset[str] = frozenset({"ok", "blocked", "denied", "failed", "timed-out", "cancelled"})

# How a status reads, in the cell's transcript and in the lab panel alike.
CALL_STATUS_LABELS: dict[CallStatus, str] = {
    "requested": "requested",
    "waiting": "waiting for approval",
    "running": "running",
    "ok": "done",
    "blocked": "output blocked",
    "denied": "denied",
    "failed": "failed",
    "timed-out": "timed out",
    "cancelled": "cancelled",
}

Item: TypeAlias = Event | Mapping[str, object]


@dataclass(frozen=True, slots=True)
class CallRecord:
    """One tool call, from request to outcome.

    The first ten fields are what ``RunResult.tool_calls`` always had. ``args`` are the
    arguments the tool ran with (after a rewrite), else the model's; from audit rows only
    when the store keeps the tool's raw arguments (None otherwise). ``output`` and ``error``
    come from events (audit rows keep no output; their ``error`` is the redacted reason).
    ``decision`` / ``rule`` / ``decided_by`` / ``reason`` are the last decision about
    running the call (an approval's answer included). ``ts`` is when the call was requested
    and ``updated`` when it last changed, as the input gave them (event seconds, or the row's
    ``ts`` value); ``seq`` the highest audit ``seq`` folded in (rows only).
    """

    id: str
    name: str
    args: dict[str, object] | None
    status: CallStatus
    output: str | None
    error: str | None
    duration_s: float
    decision: str | None
    rule: str | None
    decided_by: str | None
    reason: str | None = None
    stage: str | None = None
    wait_s: float | None = None
    via: str | None = None
    rewritten: bool = False
    blocked_by: str | None = None
    run_id: str | None = None
    session_id: str | None = None
    ts: object = None
    updated: object = None
    seq: int | None = None
    scope: str | None = None  # an approval's: "once", or "session" (the person chose "Always allow")
    finding: Finding | None = None  # what the injection screen flagged or blocked in the output
    # a tool that returned a ToolOutput (run_python): how it ran (the audit row's detail.tool), the line the card
    # shows of it, its figures (PNG; from events only) and the names of the results the person may take
    detail: dict[str, object] | None = None
    note: str | None = None
    figures: tuple[bytes, ...] = ()
    results: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """The status as people read it (``CALL_STATUS_LABELS``)."""
        return CALL_STATUS_LABELS[self.status]

    @property
    def decision_label(self) -> str | None:
        """The decision as people read it: ``allow`` by policy without asking, ``approved`` by a person
        (or a handler), ``always allowed`` by an "Always allow" grant (given now or earlier), ``approved
        (replayed)`` / ``approved by hook`` when no person decided now; else the decision as it is
        (``review``, ``deny``)."""
        if self.decision != "allow" or self.decided_by in (None, "policy"):
            return self.decision
        if self.decided_by == "grant" or self.scope == "session":
            return "always allowed"
        return _NOT_A_PERSON.get(self.decided_by, "approved")


_NOT_A_PERSON = {"replay": "approved (replayed)", "hook": "approved by hook", "timeout": "approved on timeout"}
"""Approvals no person gave in this run: the badge says who did."""


def _missing(value: object) -> bool:
    if value is None:
        return True
    if isinstance(value, float) and math.isnan(value):
        return True
    return type(value).__name__ in ("NAType", "NaTType")  # pandas' missing values, without importing pandas


def _json(text: object) -> object:
    if not isinstance(text, str):
        return None
    try:
        parsed: object = json.loads(text)
    except ValueError:
        return None
    return parsed


def _text(value: object) -> str | None:
    """A text column's value (None when missing)."""
    return value if isinstance(value, str) or value is None else str(value)


def _float(value: object) -> float:
    """A number column's value (a Python or NumPy number, or its text)."""
    if isinstance(value, (int, float, str, SupportsFloat)):
        return float(value)
    raise TypeError(f"not a number: {value!r}")


def _int(value: object) -> int:
    """An integer column's value (a Python or NumPy integer, or its text)."""
    if isinstance(value, (int, str, SupportsInt)):
        return int(value)
    raise TypeError(f"not an integer: {value!r}")


@dataclass(slots=True)
class _RowCall:
    """The call of an audit row, shaped like a :class:`~nbagent.messages.ToolCall`."""

    id: object  # the row's call_id as it is (``str()`` when used, as a ToolCall's)
    name: str | None
    args: dict[str, object] | None
    raw_args: None = None


class _Row:
    """An audit row read like the event it records: the folding code reads events and rows alike.

    Events are read as they are (no copy: the transcript folds every event of a run).
    """

    __slots__ = (
        "approved", "by", "call", "decided_by", "decision", "duration_s", "error", "finding", "kind", "output",
        "reason", "rule", "run_id", "scope", "seq", "session", "session_id", "stage", "status", "tool_detail", "ts",
        "via", "wait_s",
    )  # fmt: skip

    kind: str
    run_id: str | None
    ts: object
    session_id: str | None
    session: str | None
    seq: int | None
    call: _RowCall | None
    decision: str | None
    rule: str | None
    decided_by: str | None
    reason: str | None
    stage: str | None
    status: str | None
    error: str | None
    output: None
    duration_s: float | None
    wait_s: float | None
    approved: bool
    via: str | None
    scope: str | None
    by: str
    finding: Finding | None
    tool_detail: dict[str, object] | None

    def __init__(self, row: Mapping[str, object]) -> None:
        def get(key: str) -> object:
            value = row.get(key)
            return None if _missing(value) else value

        self.kind = audit_kind(str(get("event") or ""))
        self.run_id, self.ts, self.session_id = _text(get("run_id")), get("ts"), _text(get("session_id"))
        self.session = self.session_id
        seq = get("seq")
        self.seq = None if seq is None else _int(seq)
        args = _json(get("args_json"))
        call_id = get("call_id")
        self.call = (
            None if call_id is None else _RowCall(call_id, _text(get("tool")), args if isinstance(args, dict) else None)
        )
        self.decision, self.rule, self.decided_by = _text(get("decision")), _text(get("rule")), _text(get("decided_by"))
        self.reason = _text(get("reason"))
        self.stage = self.status = _text(get("stage"))  # run-finished: its status
        self.error = self.reason  # tool-failed: the (redacted) error
        self.output = None  # the audit log keeps no output
        duration_ms = get("duration_ms")
        self.duration_s = None if duration_ms is None else _float(duration_ms) / 1000.0
        wait = get("wait_s")
        self.wait_s = None if wait is None else _float(wait)
        self.approved = self.decision == "allow"
        raw_detail = get("detail")
        detail = (
            _json(raw_detail)
            if self.kind == "approval-decided"
            or (isinstance(raw_detail, str) and ('"finding"' in raw_detail or '"tool"' in raw_detail))
            else None
        )
        self.via = _text(detail.get("via")) if isinstance(detail, dict) else None
        self.scope = _text(detail.get("scope")) if isinstance(detail, dict) else None
        # the screen's finding on this call's output (tool-finished, output-blocked); an approval's is another call's
        own = isinstance(detail, dict) and self.kind in ("tool-finished", "output-blocked")
        self.finding = Finding.from_state(detail.get("finding")) if own and isinstance(detail, dict) else None
        tool = detail.get("tool") if own and isinstance(detail, dict) else None
        self.tool_detail = tool if isinstance(tool, dict) else None
        self.by = self.decided_by or "screening"  # output-blocked; before issue 14 only screening wrote one


def _view(item: Item) -> Event | _Row:
    """``item`` as something read like an event: the event itself, or a row in an event's shape."""
    return item if is_event(item) else _Row(item)


def _call_of(ev: Event | _Row) -> ToolCall | _RowCall | None:
    match ev:
        case (
            _Row() | ToolRequested() | ToolDecided() | ApprovalRequested() | ApprovalDecided() | ToolArgsRewritten()
            | ToolStarted() | OutputBlocked() | ToolFinished() | ToolFailed() | UntrustedContent()
        ):  # fmt: skip
            return ev.call
        case _:
            return None


def _args(call: ToolCall | _RowCall) -> dict[str, object] | None:
    if isinstance(call, _RowCall):
        return call.args
    return dict(call.args) if call.raw_args is None else {"_raw": call.raw_args}


@dataclass(slots=True)
class _Call:
    """The folding state of one call."""

    id: str
    name: str
    run_id: str | None
    session_id: str | None
    ts: object
    status: CallStatus = "requested"
    args: dict[str, object] | None = None
    output: str | None = None
    error: str | None = None
    duration_s: float = 0.0
    decision: str | None = None
    rule: str | None = None
    decided_by: str | None = None
    reason: str | None = None
    stage: str | None = None
    wait_s: float | None = None
    via: str | None = None
    scope: str | None = None
    rewritten: bool = False
    blocked_by: str | None = None
    started: bool = False
    updated: object = None
    seq: int | None = None
    finding: Finding | None = None
    detail: dict[str, object] | None = None
    note: str | None = None
    figures: tuple[bytes, ...] = ()
    results: tuple[str, ...] = ()

    def record(self) -> CallRecord:
        return CallRecord(
            id=self.id, name=self.name, args=self.args, status=self.status, output=self.output,
            error=self.error, duration_s=self.duration_s, decision=self.decision, rule=self.rule,
            decided_by=self.decided_by, reason=self.reason, stage=self.stage, wait_s=self.wait_s,
            via=self.via, scope=self.scope, rewritten=self.rewritten, blocked_by=self.blocked_by, run_id=self.run_id,
            session_id=self.session_id, ts=self.ts, updated=self.updated, seq=self.seq, finding=self.finding,
            detail=self.detail, note=self.note, figures=self.figures, results=self.results,
        )  # fmt: skip

    @property
    def final(self) -> bool:
        return self.status in FINAL_STATUSES

    def set_status(self, status: CallStatus) -> None:
        """Move on, unless the call already ended (a late or repeated fact never reopens it)."""
        if not self.final:
            self.status = status


def _failed_status(call: _Call, stage: str | None) -> CallStatus:
    """The status of a call that ended in ``tool-failed`` at ``stage``."""
    if call.blocked_by is not None:  # the output hook withheld the result
        return "blocked"
    if stage == "timeout" or (call.decision == "deny" and call.decided_by == "timeout"):
        return "timed-out"
    if stage == "cancelled":
        return "cancelled"
    if stage == "denied" or call.decision == "deny":
        return "denied"
    return "failed"


def _block(call: _Call, by: str, reason: str | None) -> None:
    call.blocked_by = by
    call.reason = reason or call.reason
    call.status = "blocked"  # final, and it overrides only "running" (the tool ran)


def _apply(call: _Call, ev: Event | _Row, tool_call: ToolCall | _RowCall) -> None:
    """Fold one fact about ``call`` in (``tool_call``: the event's or row's ``call``)."""
    match ev:
        case ToolDecided() | _Row(kind="tool-decided"):
            if call.started and ev.decision == "deny":
                # Before issue 14 an output block was reported as a post-run decision (rows keep it so)
                _block(call, "screening" if ev.decided_by == "screening" else "hook", ev.reason)
                return
            call.decision, call.rule, call.decided_by, call.reason = ev.decision, ev.rule, ev.decided_by, ev.reason
            if ev.decision == "deny":
                call.set_status("timed-out" if ev.decided_by == "timeout" else "denied")
        case ApprovalRequested() | _Row(kind="approval-requested"):
            call.set_status("waiting")
            call.rule = call.rule or ev.rule
        case ApprovalDecided() | _Row(kind="approval-decided"):
            call.wait_s, call.via, call.scope = ev.wait_s, ev.via or call.via, ev.scope or call.scope
            call.decided_by, call.reason = ev.decided_by, ev.reason or call.reason
            if ev.approved:
                if call.status == "waiting":
                    call.status = "requested"
            else:
                call.set_status("timed-out" if ev.decided_by == "timeout" else "denied")
        case ToolArgsRewritten() | _Row(kind="tool-args-rewritten"):
            call.rewritten = True
            call.args = _args(tool_call) or call.args
        case ToolStarted() | _Row(kind="tool-started"):
            call.started = True
            call.args = _args(tool_call) or call.args
            call.set_status("running")
        case OutputBlocked() | _Row(kind="output-blocked"):
            call.finding = ev.finding or call.finding
            if not call.final:
                _block(call, ev.by or "screening", ev.reason)
        case ToolFinished() | _Row(kind="tool-finished"):
            call.finding = ev.finding or call.finding
            call.output = ev.output
            call.duration_s = ev.duration_s or 0.0
            if isinstance(ev, ToolFinished):
                if ev.extras is not None:
                    extras = ev.extras
                    call.detail, call.note = dict(extras.detail) or None, extras.note or None
                    call.figures, call.results = tuple(extras.figures), tuple(extras.values)
            else:
                call.detail = ev.tool_detail
            call.set_status("blocked" if call.blocked_by else "ok")
        case ToolFailed() | _Row(kind="tool-failed"):
            call.error, call.stage = ev.error, ev.stage
            call.duration_s = ev.duration_s or call.duration_s
            call.set_status(_failed_status(call, ev.stage))


class CallFolder:
    """Folds events or audit rows one at a time; :meth:`add` says which calls changed.

    Calls are told apart by run and call id (ids are unique within a conversation, not
    across sessions). A fact about a call whose request was not seen (a window of rows
    that starts mid-call) starts the call there.
    """

    def __init__(self) -> None:
        self._calls: dict[tuple[str | None, str], _Call] = {}
        self._runs: dict[str | None, list[_Call]] = {}
        self._sessions: dict[str | None, str] = {}

    def add(self, item: Item) -> list[CallRecord]:
        """Fold one event or row in; the records of the calls it changed (none for most run-level facts)."""
        return [call.record() for call in self._add(item)]

    def extend(self, items: Iterable[Item]) -> None:
        """Fold many in."""
        for item in items:
            self._add(item)

    def records(self) -> tuple[CallRecord, ...]:
        """Every call so far, in the order they were first seen."""
        return tuple(call.record() for call in self._calls.values())

    def _add(self, item: Item) -> list[_Call]:
        ev = _view(item)
        kind = ev.kind
        if kind == "run-started" and isinstance(ev, RunStarted | _Row) and ev.session is not None:
            self._sessions.setdefault(ev.run_id, ev.session)
        elif kind == "run-finished" and isinstance(ev, RunFinished | _Row):
            return self._finish_run(ev)
        if not kind.startswith(("tool-", "approval-", "output-")):
            return []
        call = _call_of(ev)
        if call is None or not call.id:
            return []
        state = self._call(ev, call)
        _apply(state, ev, call)
        state.updated = ev.ts if ev.ts is not None else state.updated
        seq = ev.seq if isinstance(ev, _Row) else None  # events have no seq
        if seq is not None:
            state.seq = max(state.seq or 0, seq)
        return [state]

    def _call(self, ev: Event | _Row, call: ToolCall | _RowCall) -> _Call:
        key = (ev.run_id, str(call.id))
        state = self._calls.get(key)
        if state is None:
            session = (ev.session_id if isinstance(ev, _Row) else None) or self._sessions.get(ev.run_id)
            state = _Call(
                id=str(call.id), name=call.name or "", run_id=ev.run_id, session_id=session, ts=ev.ts, args=_args(call)
            )
            self._calls[key] = state
            self._runs.setdefault(ev.run_id, []).append(state)
        elif call.name and not state.name:
            state.name = call.name
        return state

    def _finish_run(self, ev: RunFinished | _Row) -> list[_Call]:
        changed = []
        seq = ev.seq if isinstance(ev, _Row) else None  # events have no seq
        for state in self._runs.get(ev.run_id, ()):
            if not state.final:
                state.status = "cancelled"
                state.error = state.error or f"the run ended ({ev.status or 'stopped'}) before this call finished"
                state.updated = ev.ts if ev.ts is not None else state.updated
                if seq is not None:
                    state.seq = max(state.seq or 0, seq)
                changed.append(state)
        return changed


def fold_calls(items: Iterable[Item]) -> tuple[CallRecord, ...]:
    """One :class:`CallRecord` per tool call, in request order, from events or audit rows."""
    folder = CallFolder()
    folder.extend(items)
    return folder.records()
