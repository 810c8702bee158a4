"""What the Agent panel lists: one entry per tool call (folded from its audit rows) and the run events.

The status of a call is worked out here, in Python, by :func:`nbagent.display._fold.fold_calls` (the same
fold the cell's transcript and ``RunResult.tool_calls`` use); the panel shows the entries as they
come, with no status logic of its own. Each entry has a ``key`` that stays the same while a call
goes on (``run_id/call_id``), so the panel updates that call's row in place, and a ``category``
for the panel's filters. Every stored name is presented as the stream's kind
(:func:`nbagent.events.audit_kind`), old rows included.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal, NotRequired, TypedDict

from ..display._fold import CALL_STATUS_LABELS, CallFolder, CallRecord, CallStatus
from ..events import audit_kind
from ..messages import JSONObject

__all__ = ["CallEntry", "Category", "Entry", "EventEntry", "call_entry", "entries", "event_entry"]

# What the panel's filters go by: "All events" shows everything, "Decisions, approvals, failures"
# the last three, "Failures" the last one. Routine run starts and ends are "run", plain allowed calls "tool".
Category = Literal["run", "tool", "decision", "approval", "failure"]


class CallEntry(TypedDict):
    """The panel's entry for one tool call (its status folded from all its rows)."""

    key: str
    type: Literal["call"]
    seq: int | None
    ts: object  # as the rows gave it (milliseconds since the epoch)
    updated: object
    session_id: str | None
    run_id: str | None
    call_id: str
    tool: str
    status: CallStatus
    label: str
    category: Category
    summary: str
    decision: str | None
    rule: str | None
    decided_by: str | None
    via: str | None
    wait_s: float | None
    stage: str | None
    blocked_by: str | None
    rewritten: bool
    reason: str | None
    duration_ms: float | None
    finding: JSONObject | None  # what the injection screen flagged or blocked in the output (Finding.state())


class EventEntry(TypedDict):
    """The panel's entry for an audit row that is not a step of one call; row values as the row gave them."""

    key: str
    type: Literal["event"]
    event: str
    seq: object
    ts: object
    updated: object
    session_id: object
    run_id: object
    tool: object
    call_id: NotRequired[object]  # untrusted content: the call that brought it
    category: Category
    summary: str
    source: NotRequired[str]  # untrusted content: where it came from
    stage: object
    reason: object
    model: object


Entry = CallEntry | EventEntry

_FAILED = frozenset({"denied", "failed", "blocked", "timed-out", "cancelled"})


def _category(record: CallRecord) -> Category:
    if record.status in _FAILED:
        return "failure"
    if record.status == "waiting" or record.wait_s is not None:
        return "approval"
    if record.decision in ("review", "deny") or record.decided_by not in (None, "policy") or record.rewritten:
        return "decision"
    return "tool"


def _verdict(record: CallRecord) -> str:
    if record.decision == "allow":
        return "approved" if record.wait_s is not None else "allowed"
    return {"deny": "denied", "review": "sent to review"}.get(record.decision or "", record.decision or "decided")


def _summary(record: CallRecord) -> str:
    """One line on what happened to the call, as a person reads it."""
    parts: list[str] = []
    if record.decided_by and record.decided_by != "policy":
        text = f"{_verdict(record)} by {record.decided_by}"
        if record.via:
            text += f" ({record.via})"
        if record.wait_s is not None:
            text += f" after {record.wait_s:.1f} s"
        parts.append(text)
    elif record.decision:
        parts.append(f"policy: {record.decision}" + (f" ({record.rule})" if record.rule else ""))
    if record.rewritten:
        parts.append("arguments rewritten by a hook")
    found = record.finding
    if record.blocked_by == "screening":
        parts.append("output blocked by screening" + (f": {found.scored}: {found.quoted}" if found is not None else ""))
    elif found is not None:
        parts.append(f"output flagged by screening: {found.scored}: {found.quoted}")
    if record.blocked_by and record.blocked_by != "screening":
        parts.append("output withheld by the review hook")
    if record.status in ("failed", "timed-out", "cancelled") and record.stage:
        parts.append(f"stage: {record.stage}")
    if record.status in ("ok", "blocked") and record.duration_s:
        parts.append(f"ran in {round(record.duration_s * 1000)} ms")
    return " · ".join(parts)


def call_entry(record: CallRecord) -> CallEntry:
    """The panel's entry for one call."""
    return {
        "key": f"{record.run_id}/{record.id}",
        "type": "call",
        "seq": record.seq,
        "ts": record.ts,
        "updated": record.updated,
        "session_id": record.session_id,
        "run_id": record.run_id,
        "call_id": record.id,
        "tool": record.name,
        "status": record.status,
        "label": CALL_STATUS_LABELS[record.status],
        "category": _category(record),
        "summary": _summary(record),
        "decision": record.decision,
        "rule": record.rule,
        "decided_by": record.decided_by,
        "via": record.via,
        "wait_s": record.wait_s,
        "stage": record.stage,
        "blocked_by": record.blocked_by,
        "rewritten": record.rewritten,
        "reason": record.error if record.status in _FAILED and record.error else record.reason,
        "duration_ms": record.duration_s * 1000.0 if record.duration_s else None,
        "finding": None if record.finding is None else record.finding.state(),
    }


def event_entry(row: Mapping[str, object]) -> EventEntry:
    """The panel's entry for an audit row that is not about one call (a run started, a retry ...)."""
    kind = audit_kind(str(row.get("event") or ""))
    stage = row.get("stage")
    if kind == "run-started":
        summary = "run started" + (f" ({row['model']})" if row.get("model") else "")
    elif kind == "run-finished":
        summary = "run finished" + (f": {stage}" if stage and stage != "ok" else "")
    elif kind == "model-retry":
        summary = "model request retried"
    elif kind == "tools-selected":
        summary = "tools selected"
    elif kind == "untrusted-content":
        return _untrusted_entry(row)
    else:
        summary = kind.replace("-", " ")
    failed = (kind == "run-finished" and stage not in (None, "ok")) or kind == "model-retry"
    return {
        "key": f"seq:{row.get('seq')}",
        "type": "event",
        "event": kind,
        "seq": row.get("seq"),
        "ts": row.get("ts"),
        "updated": row.get("ts"),
        "session_id": row.get("session_id"),
        "run_id": row.get("run_id"),
        "tool": None,
        "category": "failure" if failed else "run",
        "summary": summary,
        "stage": stage,
        "reason": row.get("reason"),
        "model": row.get("model"),
    }


_UNTRUSTED_PREFIX, _UNTRUSTED_SUFFIX = "untrusted content from ", " entered the conversation"


def _untrusted_entry(row: Mapping[str, object]) -> EventEntry:
    """Untrusted content entered the conversation: its own row, with where it came from (``source``:
    the text the store wrote, ``search_docs (call 2)``; the tool's name alone when that text is gone)."""
    reason = str(row.get("reason") or "")
    source = reason.removeprefix(_UNTRUSTED_PREFIX).removesuffix(_UNTRUSTED_SUFFIX)
    if source == reason:  # not the store's sentence (an older or damaged row)
        source = str(row.get("tool") or "an unknown source")
    return {
        "key": f"seq:{row.get('seq')}",
        "type": "event",
        "event": "untrusted-content",
        "seq": row.get("seq"),
        "ts": row.get("ts"),
        "updated": row.get("ts"),
        "session_id": row.get("session_id"),
        "run_id": row.get("run_id"),
        "tool": row.get("tool"),
        "call_id": row.get("call_id"),
        # from here on the session's side effects go to review: as much a decision as a policy's
        "category": "decision",
        "summary": f"untrusted content from {source} is now in the conversation",
        "source": source,
        "stage": None,
        "reason": reason or None,
        "model": None,
    }


def _is_untrusted(row: Mapping[str, object]) -> bool:
    return audit_kind(str(row.get("event") or "")) == "untrusted-content"


def entries(
    new_rows: Iterable[Mapping[str, object]], call_rows: Iterable[Mapping[str, object]], since: int
) -> list[Entry]:
    """The entries that changed after ``since``: the run events among ``new_rows`` and every call
    with a row after ``since``, folded over ``call_rows`` (all of those calls' rows, and the
    ``run-finished`` rows of their runs, oldest first). Ordered by ``seq``."""
    folder = CallFolder()
    folder.extend(call_rows)
    out: list[Entry] = [call_entry(r) for r in folder.records() if (r.seq or 0) > since]
    # the untrusted-content row names a call but is no step of it: its own entry
    out += [event_entry(row) for row in new_rows if not row.get("call_id") or _is_untrusted(row)]
    out.sort(key=lambda e: _order(e["seq"]))
    return out


def _order(seq: object) -> int:
    """Where an entry sorts: its ``seq`` (a store's rows always have one; none sorts first)."""
    return seq if isinstance(seq, int) else 0
