"""Events and messages as store rows: redacted, hashed, ready for the journal.

Everything here runs in ``Store.record`` on the agent's critical path, so it
stays plain Python: dicts of JSON values, no pandas. Timestamps are float
seconds since the epoch; the writer turns them into TIMESTAMPTZ.

An audit row's ``event`` is exactly the stream event's ``kind`` (``tool-decided``,
``tool-finished``, ``output-blocked`` ...). Rows written by older versions hold
older names; :data:`nbagent.events.LEGACY_AUDIT_EVENTS` maps them (they are
never rewritten: the hash chain covers them).
"""

from __future__ import annotations

import json
import os
from collections.abc import Container, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypedDict, Unpack

from ...boundary._finding import Finding, uncut
from ...events import (
    ApprovalDecided,
    ApprovalRequested,
    BudgetStopped,
    CacheHit,
    Event,
    ModelRequested,
    ModelResponded,
    ModelRetry,
    OutputBlocked,
    ResultTaken,
    RunFinished,
    RunStarted,
    TextDelta,
    ToolArgsRewritten,
    ToolDecided,
    ToolFailed,
    ToolFinished,
    ToolRequested,
    ToolsSelected,
    ToolStarted,
    UntrustedContent,
)
from ...messages import AssistantMessage, Message, SystemMessage, ToolCall, ToolResult, UserMessage
from ._privacy import Hasher, audit_text, redact, redact_obj

if TYPE_CHECKING:
    from ...memory import MemoryEntry

__all__ = ["Record", "RowMaker", "SessionFields", "SessionUpdate", "new_id", "title_from_prompt", "truncate"]

Record = tuple[str, dict[str, Any]]  # (table, row)


class SessionUpdate(TypedDict, total=False):
    """What a session change may set besides its expiry; a field not given stays as it is."""

    name: str | None
    title: str | None
    notebook: str | None
    kernel_id: str | None
    model: str | None
    keep_tool_responses: bool | None
    memory_state: Mapping[str, object] | None  # saved as JSON, redacted, with its saved_at


class SessionFields(SessionUpdate, total=False):
    """What :meth:`RowMaker.session_row` may set."""

    expires_at: float | None  # epoch seconds


class _CallFields(TypedDict, total=False):
    """The columns of an audit row that name a tool call (arguments as names and salted hashes)."""

    tool: str
    call_id: str
    arg_keys: list[str]
    arg_hashes: list[str]
    input_hash: str
    args_json: str


# The rule an output-blocked row names: what the same block was called before it was its own fact.
_BLOCK_RULES = {"screening": "screening", "hook": "review_output hook"}
_TITLE_CHARS = 60
_REDACT_MARGIN = 8192


def new_id() -> str:
    """A unique row id (128 random bits)."""
    return os.urandom(16).hex()


def truncate(text: str, cap: int) -> str:
    """``text`` cut to ``cap`` characters with a visible marker saying how much was dropped."""
    if cap < 0 or len(text) <= cap:
        return text
    return text[:cap] + f"…[truncated {len(text) - cap} chars]"


def _redact_head(text: str, cap: int) -> str:
    """``redact`` of what :func:`truncate` keeps: only the head, with a margin so that a secret
    (a PEM key is a few KB) crossing the cut is still recognised whole. Bounds the work done on
    the agent's event loop for a huge tool output."""
    if cap < 0 or len(text) <= cap + _REDACT_MARGIN:
        return redact(text)
    head = redact(text[: cap + _REDACT_MARGIN])
    if len(head) <= cap:  # redaction shrank the head below the cut: the tail would be kept unredacted
        return redact(text)
    return head + text[cap + _REDACT_MARGIN :]  # truncate() cuts inside the redacted head


def title_from_prompt(prompt: str) -> str | None:
    """A session title: the prompt's first non-empty line, about 60 characters, redacted."""
    for line in redact(prompt).splitlines():
        line = " ".join(line.split())
        if line:
            if len(line) <= _TITLE_CHARS:
                return line
            cut = line[:_TITLE_CHARS]
            space = cut.rfind(" ")
            return (cut[:space] if space > _TITLE_CHARS // 2 else cut).rstrip() + "…"
    return None


def _finding(finding: Finding | None, args: Mapping[str, object] | None) -> dict[str, object] | None:
    """A screen finding as an audit row's detail holds it: its quote and labels redacted like any free text
    of the row (secrets, the call's own argument values, e-mail addresses)."""
    if finding is None:
        return None
    state: dict[str, object] = dict(finding.state())
    # a secret the quote's cut went through no longer looks like one: the cut word is dropped, then redacted
    state["quote"] = audit_text(uncut(finding.quote), args) or ""
    state["reasons"] = [audit_text(r, args) or "" for r in finding.reasons]
    return state


def _detail(**values: object) -> str | None:
    kept = {k: v for k, v in values.items() if v is not None}
    return json.dumps(kept, ensure_ascii=False, separators=(",", ":")) if kept else None


class RowMaker:
    """Turns events and messages into rows, applying the privacy rules."""

    def __init__(self, hasher: Hasher, *, max_tool_response_chars: int) -> None:
        self.hasher = hasher
        self.max_tool_response_chars = max_tool_response_chars

    # -- audit --------------------------------------------------------------------

    def _audit(self, event: Event, session_id: str | None, *, name: str | None = None, **fields: object) -> Record:
        # Only the fields that are set: shorter journal lines; readers use row.get().
        row = {"id": new_id(), "ts": float(event.ts), "event": name or event.kind, "run_id": event.run_id}
        if session_id is not None:
            row["session_id"] = session_id
        for key, value in fields.items():
            if value is not None:
                row[key] = value
        return ("audit", row)

    def _call_fields(self, call: ToolCall, raw_args: Container[str]) -> _CallFields:
        fields: _CallFields = {"tool": call.name, "call_id": call.id}
        if call.parse_error is not None:
            fields["arg_keys"], fields["arg_hashes"] = [], []
            fields["input_hash"] = self.hasher.text(call.raw_args or "")
            if call.name in raw_args:
                fields["args_json"] = redact(call.raw_args or "")
            return fields
        args = dict(call.args)
        fields["arg_keys"], fields["arg_hashes"], fields["input_hash"] = self.hasher.args(args)
        if call.name in raw_args:
            fields["args_json"] = json.dumps(redact_obj(args), ensure_ascii=False, default=str)
        return fields

    def _output_blocked(self, event: OutputBlocked, session_id: str | None, raw_args: Container[str]) -> Record:
        """The tool ran but its output did not reach the model as it was (hook withheld, screening blocked)."""
        call, by = event.call, event.by
        return self._audit(
            event,
            session_id,
            decision="deny",
            rule=_BLOCK_RULES.get(by, by),
            decided_by=by,
            reason=audit_text(event.reason, call.args),
            detail=_detail(finding=_finding(event.finding, call.args)),
            **self._call_fields(call, raw_args),
        )

    def event_rows(self, event: Event, session_id: str | None, raw_args: Container[str] = ()) -> list[Record]:
        """Rows for one event (none for events the store does not keep, like text deltas)."""
        match event:
            case TextDelta() | ModelRequested():
                return []
            case RunStarted():
                return [
                    self._audit(
                        event,
                        session_id,
                        model=event.model,
                        detail=_detail(prompt_chars=len(event.prompt)),
                    ),
                ]
            case RunFinished():
                u = event.usage
                return [
                    self._audit(
                        event,
                        session_id,
                        success=event.status == "ok",
                        stage=event.status,
                        reason=audit_text(event.error),
                        output_len=len(event.text),
                        output_hash=self.hasher.text(event.text),
                        detail=_detail(
                            input_tokens=u.input_tokens,
                            cached_tokens=u.cached_tokens,
                            output_tokens=u.output_tokens,
                            requests=u.requests,
                            cost_usd=u.cost_usd,
                        ),
                    )
                ]
            case ModelRetry():
                return [
                    self._audit(
                        event,
                        session_id,
                        reason=audit_text(event.error),
                        detail=_detail(attempt=event.attempt, delay_s=float(event.delay_s)),
                    )
                ]
            case CacheHit():
                u = event.saved
                return [
                    self._audit(
                        event,
                        session_id,
                        model=event.model,
                        detail=_detail(
                            cached=True,
                            cache=event.cache,
                            key=event.key,
                            iteration=int(event.iteration),
                            saved_input_tokens=u.input_tokens,
                            saved_output_tokens=u.output_tokens,
                            saved_cost_usd=u.cost_usd,
                        ),
                    )
                ]
            case BudgetStopped():
                return [
                    self._audit(
                        event,
                        session_id,
                        model=event.model,
                        stage=event.limit,
                        success=False,
                        detail=_detail(
                            limit=event.limit,
                            limit_usd=event.limit_usd,
                            spent_usd=float(event.spent_usd),
                            estimate_usd=event.estimate_usd,
                            iteration=int(event.iteration),
                        ),
                    )
                ]
            case ModelResponded(cached=True):
                return []  # nothing was paid: the usage table holds calls made (the cache-hit row says why)
            case ModelResponded():
                u = event.usage
                row = {
                    "id": new_id(),
                    "ts": float(event.ts),
                    "session_id": session_id,
                    "run_id": event.run_id,
                    "provider": event.provider,
                    "model": event.model,
                    "iteration": int(event.iteration),
                    "input_tokens": int(u.input_tokens),
                    "cached_tokens": int(u.cached_tokens),
                    "output_tokens": int(u.output_tokens),
                    "cost_usd": None if u.cost_usd is None else float(u.cost_usd),
                    "duration_ms": float(event.duration_s) * 1000.0,
                    "purpose": event.purpose,
                }
                return [("usage", row)]
            case ToolsSelected():
                return [
                    self._audit(
                        event,
                        session_id,
                        reason=audit_text(event.reasoning or None),
                        detail=_detail(tools=list(event.tool_names), domains=list(event.domains) or None),
                    )
                ]
            case ToolRequested():
                fields = self._call_fields(event.call, raw_args)
                return [self._audit(event, session_id, detail=_detail(mcp_server=event.server), **fields)]
            case ToolDecided():
                fields = self._call_fields(event.call, raw_args)
                return [
                    self._audit(
                        event,
                        session_id,
                        decision=event.decision,
                        rule=event.rule,
                        decided_by=event.decided_by,
                        reason=audit_text(event.reason, event.call.args),
                        **fields,
                    )
                ]
            case ApprovalRequested():
                return [
                    self._audit(
                        event,
                        session_id,
                        tool=event.call.name,
                        call_id=event.call.id,
                        rule=event.rule,
                        detail=_detail(timeout_s=event.timeout_s, finding=_finding(event.finding, event.call.args)),
                    )
                ]
            case ApprovalDecided():
                return [
                    self._audit(
                        event,
                        session_id,
                        tool=event.call.name,
                        call_id=event.call.id,
                        decision="allow" if event.approved else "deny",
                        decided_by=event.decided_by,
                        wait_s=float(event.wait_s),
                        reason=audit_text(event.reason, event.call.args),
                        detail=_detail(
                            scope=event.scope, via=event.via or None, finding=_finding(event.finding, event.call.args)
                        ),
                    )
                ]
            case ToolArgsRewritten():
                # the new arguments as every call row records them; the model's only as their hash
                before = self._call_fields(event.original, ())["input_hash"]
                return [
                    self._audit(
                        event,
                        session_id,
                        rule=event.by,
                        decided_by="hook",
                        detail=_detail(input_hash_before=before),
                        **self._call_fields(event.call, raw_args),
                    )
                ]
            case OutputBlocked():
                return [self._output_blocked(event, session_id, raw_args)]
            case ToolStarted():
                fields = self._call_fields(event.call, raw_args)
                return [self._audit(event, session_id, detail=_detail(mcp_server=event.server), **fields)]
            case ToolFinished():
                return [
                    self._audit(
                        event,
                        session_id,
                        tool=event.call.name,
                        call_id=event.call.id,
                        success=True,
                        duration_ms=float(event.duration_s) * 1000.0,
                        output_len=len(event.output),
                        output_hash=self.hasher.text(event.output),
                        # flagged: the screen's finding (a blocked output's is on its output-blocked row);
                        # a ToolOutput's detail (how run_python ran: executor, limits, exit, inputs)
                        detail=_detail(
                            finding=_finding(event.finding, event.call.args)
                            if event.finding is not None and not event.finding.blocked
                            else None,
                            tool=dict(event.extras.detail) if event.extras and event.extras.detail else None,
                        ),
                    )
                ]
            case ResultTaken():
                return [
                    self._audit(
                        event,
                        session_id,
                        tool=event.call.name,
                        call_id=event.call.id,
                        detail=_detail(name=event.name, value_kind=event.value_kind, untrusted=event.untrusted),
                    )
                ]
            case ToolFailed():
                return [
                    self._audit(
                        event,
                        session_id,
                        tool=event.call.name,
                        call_id=event.call.id,
                        success=False,
                        stage=event.stage,
                        duration_ms=float(event.duration_s) * 1000.0,
                        reason=audit_text(event.error, event.call.args),
                        output_len=len(event.error),
                        output_hash=self.hasher.text(event.error),
                    )
                ]
            case UntrustedContent():
                return [
                    self._audit(
                        event,
                        session_id,
                        tool=None if event.call is None else event.call.name,
                        call_id=None if event.call is None else event.call.id,
                        reason=audit_text(f"untrusted content from {event.source} entered the conversation"),
                        detail=_detail(number=event.number or None, first=event.first),
                    )
                ]
            case _:
                # An event kind this version does not know: keep that it happened, not its content.
                kind = str(getattr(event, "kind", type(event).__name__))
                return [self._audit(event, session_id, name=kind)]

    # -- messages and sessions -------------------------------------------------------

    def message_rows(
        self,
        session_id: str,
        messages: Iterable[Message],
        *,
        start_seq: int,
        keep_tool_responses: bool,
        run_id: str | None,
        ts: float,
    ) -> list[Record]:
        """Rows for messages of a session, numbered from ``start_seq``."""
        rows: list[Record] = []
        for seq, m in enumerate(messages, start_seq):
            row: dict[str, Any] = {
                "id": new_id(),
                "session_id": session_id,
                "seq": seq,
                "ts": ts,
                "run_id": run_id,
                "role": "",
                "text": None,
                "tool_calls": None,
                "tool_call_id": None,
                "tool_name": None,
                "is_error": None,
                "output_chars": None,
                "output_kept": None,
            }
            match m:
                case UserMessage(text=text):
                    row.update(role="user", text=redact(text))
                case SystemMessage(text=text):
                    row.update(role="system", text=redact(text))
                case AssistantMessage(text=text, tool_calls=calls):
                    row.update(role="assistant", text=redact(text))
                    if calls:
                        row["tool_calls"] = json.dumps(
                            [self._call_json(c) for c in calls], ensure_ascii=False, default=str
                        )
                case ToolResult(call_id=call_id, name=name, content=content, is_error=is_error):
                    row.update(
                        role="tool",
                        tool_call_id=call_id,
                        tool_name=name,
                        is_error=bool(is_error),
                        output_chars=len(content),
                        output_kept=keep_tool_responses,
                    )
                    if keep_tool_responses:
                        row["text"] = truncate(
                            _redact_head(content, self.max_tool_response_chars), self.max_tool_response_chars
                        )
                case _:
                    raise TypeError(f"the store cannot save a {type(m).__name__} message")
            rows.append(("messages", row))
        return rows

    @staticmethod
    def _call_json(call: ToolCall) -> dict[str, object]:
        out: dict[str, object] = {
            "id": call.id,
            "name": call.name,
            "args": redact_obj(dict(call.args)),
        }
        if call.raw_args is not None:
            out["raw_args"] = redact(call.raw_args)
        if call.parse_error is not None:
            out["parse_error"] = redact(call.parse_error)
        return out

    @staticmethod
    def session_row(session_id: str, *, ts: float, create: bool = False, **fields: Unpack[SessionFields]) -> Record:
        """A session change: ``create`` inserts it if missing; otherwise it updates the fields."""
        row: dict[str, Any] = {
            "id": session_id,
            "create": create,
            "name": None,
            "title": None,
            "notebook": None,
            "kernel_id": None,
            "model": None,
            "created": ts,
            "updated": ts,
            "expires_at": None,
            "keep_tool_responses": None,
            "memory_state": None,
        }
        for key, value in fields.items():
            if key not in row:
                raise TypeError(f"unknown session field {key!r}")
            row[key] = value
        if row["title"] is not None:
            row["title"] = redact(str(row["title"]))
        if row["name"] is not None:
            row["name"] = redact(str(row["name"]))
        memory_state = fields.get("memory_state")
        if memory_state is not None:  # saved_at: a replayed older state never wins
            redacted = redact_obj(dict(memory_state))  # a dict in, a dict out
            state = dict(redacted) if isinstance(redacted, dict) else {}
            state["saved_at"] = ts
            row["memory_state"] = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
        return ("session", row)

    @staticmethod
    def memory_row(
        op: str,
        entry: MemoryEntry,
        *,
        root: str,
        origin: str,
        ts: float,
        session_id: str | None = None,
        run_id: str | None = None,
    ) -> Record:
        """A knowledge memory change: ``op`` is "added" or "removed"; the text is redacted."""
        row = {
            "id": new_id(),
            "ts": ts,
            "op": op,
            "origin": origin,
            "root": root,
            "entry_id": entry.id,
            "kind": entry.kind,
            "date": entry.date or None,
            "time": entry.time or None,
            "category": redact(entry.category),
            "text": redact(entry.text),
            "session_id": session_id,
            "run_id": run_id,
        }
        return ("memories", row)


def tool_call_from_json(item: Mapping[str, Any]) -> ToolCall:
    """A stored tool call back as a :class:`ToolCall`."""
    args = item.get("args")
    return ToolCall(
        name=str(item.get("name", "")),
        args=dict(args) if isinstance(args, Mapping) else {},
        id=str(item.get("id", "")),
        raw_args=item.get("raw_args"),
        parse_error=item.get("parse_error"),
    )
