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
from typing import Any, Literal, TypeAlias

from .events import Event, audit_kind

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

Item: TypeAlias = Event | Mapping[str, Any]


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
    args: dict[str, Any] | None
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
    ts: Any = None
    updated: Any = None
    seq: int | None = None

    @property
    def label(self) -> str:
        """The status as people read it (``CALL_STATUS_LABELS``)."""
        return CALL_STATUS_LABELS[self.status]


def _missing(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, float) and math.isnan(value):
        return True
    return type(value).__name__ in ("NAType", "NaTType")  # pandas' missing values, without importing pandas


@dataclass(slots=True)
class _Fact:
    """One event or row, reduced to what folding needs."""

    kind: str
    run_id: str | None
    call_id: str | None = None
    tool: str | None = None
    ts: Any = None
    seq: int | None = None
    session_id: str | None = None
    args: dict[str, Any] | None = None
    decision: str | None = None
    rule: str | None = None
    decided_by: str | None = None
    reason: str | None = None
    approved: bool | None = None
    wait_s: float | None = None
    via: str | None = None
    by: str | None = None
    output: str | None = None
    error: str | None = None
    stage: str | None = None
    duration_s: float | None = None
    run_status: str | None = None


def _event_args(call: Any) -> dict[str, Any]:
    return dict(call.args) if call.raw_args is None else {"_raw": call.raw_args}


def _from_event(ev: Any) -> _Fact:
    fact = _Fact(kind=ev.kind, run_id=ev.run_id, ts=ev.ts)
    call = getattr(ev, "call", None)
    if call is not None:
        fact.call_id, fact.tool, fact.args = call.id, call.name, _event_args(call)
    match ev.kind:
        case "run-started":
            fact.session_id = ev.session
        case "run-finished":
            fact.run_status = ev.status
        case "approval-requested":
            fact.rule = ev.rule
        case "tool-decided":
            fact.decision, fact.rule, fact.decided_by, fact.reason = ev.decision, ev.rule, ev.decided_by, ev.reason
        case "approval-decided":
            fact.approved, fact.decided_by, fact.reason = ev.approved, ev.decided_by, ev.reason
            fact.wait_s, fact.via = ev.wait_s, ev.via or None
        case "tool-args-rewritten":
            fact.by = ev.by
        case "output-blocked":
            fact.by, fact.reason = ev.by, ev.reason
        case "tool-finished":
            fact.output, fact.duration_s = ev.output, ev.duration_s
        case "tool-failed":
            fact.error, fact.stage, fact.duration_s = ev.error, ev.stage, ev.duration_s
    return fact


def _json(text: Any) -> Any:
    if not isinstance(text, str):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _from_row(row: Mapping[str, Any]) -> _Fact:
    def get(key: str) -> Any:
        value = row.get(key)
        return None if _missing(value) else value

    kind = audit_kind(str(get("event") or ""))
    seq = get("seq")
    fact = _Fact(
        kind=kind,
        run_id=get("run_id"),
        call_id=get("call_id"),
        tool=get("tool"),
        ts=get("ts"),
        seq=None if seq is None else int(seq),
        session_id=get("session_id"),
        decision=get("decision"),
        rule=get("rule"),
        decided_by=get("decided_by"),
        reason=get("reason"),
        stage=get("stage"),
    )
    args = _json(get("args_json"))
    fact.args = args if isinstance(args, dict) else None
    duration_ms = get("duration_ms")
    fact.duration_s = None if duration_ms is None else float(duration_ms) / 1000.0
    match kind:
        case "run-finished":
            fact.run_status = fact.stage
        case "approval-decided":
            fact.approved = fact.decision == "allow"
            wait = get("wait_s")
            fact.wait_s = None if wait is None else float(wait)
            detail = _json(get("detail"))
            fact.via = detail.get("via") if isinstance(detail, dict) else None
        case "output-blocked":
            fact.by = fact.decided_by or "screening"  # rows before issue 14: only screening wrote one
        case "tool-failed":
            fact.error = fact.reason
    return fact


def _fact(item: Item) -> _Fact:
    if isinstance(item, Mapping):
        return _from_row(item)
    return _from_event(item)


@dataclass(slots=True)
class _Call:
    """The folding state of one call."""

    id: str
    name: str
    run_id: str | None
    session_id: str | None
    ts: Any
    status: CallStatus = "requested"
    args: dict[str, Any] | None = None
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
    rewritten: bool = False
    blocked_by: str | None = None
    started: bool = False
    updated: Any = None
    seq: int | None = None

    def record(self) -> CallRecord:
        return CallRecord(
            id=self.id, name=self.name, args=self.args, status=self.status, output=self.output,
            error=self.error, duration_s=self.duration_s, decision=self.decision, rule=self.rule,
            decided_by=self.decided_by, reason=self.reason, stage=self.stage, wait_s=self.wait_s,
            via=self.via, rewritten=self.rewritten, blocked_by=self.blocked_by, run_id=self.run_id,
            session_id=self.session_id, ts=self.ts, updated=self.updated, seq=self.seq,
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


def _apply(call: _Call, fact: _Fact) -> None:
    match fact.kind:
        case "tool-decided":
            if call.started and fact.decision == "deny":
                # Before issue 14 an output block was reported as a post-run decision (rows keep it so)
                _block(call, "screening" if fact.decided_by == "screening" else "hook", fact.reason)
                return
            call.decision, call.rule, call.decided_by = fact.decision, fact.rule, fact.decided_by
            call.reason = fact.reason
            if fact.decision == "deny":
                call.set_status("timed-out" if fact.decided_by == "timeout" else "denied")
        case "approval-requested":
            call.set_status("waiting")
            call.rule = call.rule or fact.rule
        case "approval-decided":
            call.wait_s, call.via = fact.wait_s, fact.via or call.via
            call.decided_by, call.reason = fact.decided_by, fact.reason or call.reason
            if fact.approved:
                if call.status == "waiting":
                    call.status = "requested"
            else:
                call.set_status("timed-out" if fact.decided_by == "timeout" else "denied")
        case "tool-args-rewritten":
            call.rewritten = True
            call.args = fact.args if fact.args is not None else call.args
        case "tool-started":
            call.started = True
            call.args = fact.args if fact.args is not None else call.args
            call.set_status("running")
        case "output-blocked":
            if not call.final:
                _block(call, fact.by or "screening", fact.reason)
        case "tool-finished":
            call.output = fact.output
            call.duration_s = fact.duration_s or 0.0
            call.set_status("blocked" if call.blocked_by else "ok")
        case "tool-failed":
            call.error, call.stage = fact.error, fact.stage
            call.duration_s = fact.duration_s or call.duration_s
            call.set_status(_failed_status(call, fact.stage))


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
        fact = _fact(item)
        if fact.session_id is not None and fact.run_id is not None:
            self._sessions.setdefault(fact.run_id, fact.session_id)
        if fact.kind == "run-finished":
            return self._finish_run(fact)
        if fact.call_id is None or not fact.kind.startswith(("tool-", "approval-", "output-")):
            return []
        call = self._call(fact)
        _apply(call, fact)
        call.updated = fact.ts if fact.ts is not None else call.updated
        if fact.seq is not None:
            call.seq = max(call.seq or 0, fact.seq)
        return [call.record()]

    def extend(self, items: Iterable[Item]) -> None:
        """Fold many in."""
        for item in items:
            self.add(item)

    def records(self) -> tuple[CallRecord, ...]:
        """Every call so far, in the order they were first seen."""
        return tuple(call.record() for call in self._calls.values())

    def _call(self, fact: _Fact) -> _Call:
        key = (fact.run_id, str(fact.call_id))
        call = self._calls.get(key)
        if call is None:
            call = _Call(
                id=str(fact.call_id),
                name=fact.tool or "",
                run_id=fact.run_id,
                session_id=fact.session_id or self._sessions.get(fact.run_id),
                ts=fact.ts,
                args=fact.args,
            )
            self._calls[key] = call
            self._runs.setdefault(fact.run_id, []).append(call)
        elif fact.tool and not call.name:
            call.name = fact.tool
        return call

    def _finish_run(self, fact: _Fact) -> list[CallRecord]:
        changed = []
        for call in self._runs.get(fact.run_id, ()):
            if not call.final:
                call.status = "cancelled"
                call.error = call.error or f"the run ended ({fact.run_status or 'stopped'}) before this call finished"
                call.updated = fact.ts if fact.ts is not None else call.updated
                if fact.seq is not None:
                    call.seq = max(call.seq or 0, fact.seq)
                changed.append(call.record())
        return changed


def fold_calls(items: Iterable[Item]) -> tuple[CallRecord, ...]:
    """One :class:`CallRecord` per tool call, in request order, from events or audit rows."""
    folder = CallFolder()
    folder.extend(items)
    return folder.records()
