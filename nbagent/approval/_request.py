"""The approval contract: data in, data out. The UI that asks a person lives elsewhere.

A ``review`` decision becomes an :class:`ApprovalRequest`; a handler (sync or
async callable, e.g. the in-cell buttons or a terminal prompt) answers with an
:class:`ApprovalResult`. ``scope="session"`` results become :class:`Grants`:
"always allow this tool when this rule asks", optionally only for matching
arguments. A grant is scoped three ways:

* to the tool (exact name) AND the plain rule that asked (``review: send_*``,
  ``read_only: review`` or ``default: review``, from the same file and line);
* never to argument rules: a ``review_when`` decision always asks again, and
  a request that came from one offers no grant at all (``grant_allowed``);
  a ``deny`` or ``deny_when`` is never touched;
* to the session: the gate drops its grants when its session changes or the
  conversation is reset.

``decided_by`` (on :class:`ApprovalResult` and the audit log) says who
decided: ``person`` (a click or key press), ``handler`` (an approval handler
given in code), ``headless`` (the headless rule, nobody was there),
``timeout``, ``grant`` (an earlier Always allow), ``replay``, ``policy``
(a rule allowed or denied without asking); failures are ``no-handler`` and
``error``.

:func:`ask` runs a handler failing closed: no handler, a timeout, an exception
or a wrong return type is a denial with a reason the model can be told.
"""

from __future__ import annotations

import copy
import fnmatch
import json
import re
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Literal

from ..boundary._provenance import CONTAINED
from ..messages import ToolCall
from ..policy._conditions import MISSING, parse_path, resolve_path
from ..policy._decision import Decision
from ..policy._values import Where
from ..runtime._invoke import call_hook

__all__ = ["DECIDERS", "ApprovalRequest", "ApprovalResult", "Glob", "Grant", "Grants", "ask", "grantable"]

Scope = Literal["once", "session"]

DECIDERS = ("person", "handler", "headless", "timeout", "grant", "replay", "policy")
"""The vocabulary of ``decided_by`` for decisions (failures add ``no-handler`` and ``error``)."""

# The rule texts of plain (name-only) review decisions, the only ones a grant may cover.
# An allow-list: a new kind of review rule is not grantable until it is added here.
_PLAIN_REVIEW = ("review: ", "read_only: review", "default: review")


def grantable(decision: Decision) -> bool:
    """True when "Always allow" may remember ``decision``: a ``review`` from a plain rule, not an argument rule."""
    return decision.kind == "review" and decision.rule.startswith(_PLAIN_REVIEW)


@dataclass(frozen=True, slots=True)
class ApprovalRequest:
    """A call waiting for a yes or no: what a handler (and the person) is shown.

    ``args`` is the handler's own deep copy: changing it changes nothing. ``server`` names the
    MCP server whose tool it is; ``destructive`` is that server's ``destructiveHint`` for the
    tool (None: not said, or not an MCP tool); :attr:`notice` says it in a sentence. ``warning``: the
    line every approval opens with once the injection screen flagged or blocked an output in the
    session ("this run read text that looks like an injection, in the output of read_document, call 3
    (score 1.42, ...): '...'"; the gravest, when several; "" when it found nothing). Its quote is outside
    text, made safe to show as it was cut.
    """

    call_id: str
    tool_name: str
    args: Mapping[str, object]
    decision: Decision
    timeout_s: float | None = None
    session: str | None = None
    server: str | None = None
    destructive: bool | None = None
    warning: str = ""

    @property
    def notice(self) -> str:
        """What the person should know about the tool beyond the rule ("" when nothing)."""
        if self.server is None:
            return ""
        if self.destructive is True:
            return (
                f"MCP server {self.server!r} marks this tool destructive (destructiveHint): it may delete "
                "or overwrite data."
            )
        if self.destructive is False:
            return f"Tool of MCP server {self.server!r} (which says it is not destructive)."
        return f"Tool of MCP server {self.server!r}."

    @property
    def shown_reason(self) -> str:
        """The reason followed by the :attr:`notice`, as approvers show it."""
        return "\n".join(part for part in (self.reason, self.notice) if part)

    @property
    def rule(self) -> str:
        """The policy rule that asked for review."""
        return self.decision.rule

    @property
    def reason(self) -> str:
        """Why review is needed."""
        return self.decision.reason

    @property
    def contained(self) -> bool:
        """Did containment send this call to review (untrusted content is in the conversation)?
        Then only a person or a handler may approve it: a headless rule never does."""
        return self.decision.layer == CONTAINED

    @property
    def grant_allowed(self) -> bool:
        """May "Always allow" be offered? False when an argument rule (``review_when``) asked."""
        return grantable(self.decision)

    @property
    def grant_scope(self) -> str:
        """One sentence saying what "Always allow" would cover, shown before the click; "" when not offered."""
        if not self.grant_allowed:
            return ""
        return (
            f"Always allow: run `{self.tool_name}` without asking again in this session when rule "
            f"`{self.rule}` asks; argument rules (review_when) still ask."
        )

    @classmethod
    def for_call(
        cls,
        call: ToolCall,
        decision: Decision,
        *,
        timeout_s: float | None = None,
        session: str | None = None,
        server: str | None = None,
        destructive: bool | None = None,
        warning: str = "",
    ) -> ApprovalRequest:
        """Build the request for a validated call and its ``review`` decision."""
        args = copy.deepcopy(dict(call.args))
        return cls(call.id, call.name, args, decision, timeout_s, session, server, destructive, warning)

    def to_dict(self) -> dict[str, object]:
        """JSON-ready form (for a front end or the audit log)."""
        return {
            "call_id": self.call_id, "tool_name": self.tool_name, "args": dict(self.args),
            "rule": self.rule, "reason": self.reason, "layer": self.decision.layer,
            "timeout_s": self.timeout_s, "session": self.session,
            "grant_allowed": self.grant_allowed, "grant_scope": self.grant_scope,
            "server": self.server, "destructive": self.destructive, "notice": self.notice,
            "warning": self.warning,
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class ApprovalResult:
    """A handler's answer.

    Args:
        approved: run the call (True) or not.
        reason: why; told to the model when denied.
        scope: ``"once"`` for this call, ``"session"`` to remember a grant for the session (only
            when the request's ``grant_allowed``; otherwise it counts as ``"once"``).
        args_match: with ``scope="session"``: the grant applies only when these arguments
            (dotted paths allowed) match: plain values exactly, :class:`Glob` values as globs.
            None: every call of this tool that the same rule sends to review.
        decided_by: who answered (see ``DECIDERS``); ``handler`` unless said otherwise. The
            gate records ``handler`` for any handler other than nbagent's own approvers, whatever
            it says here.
        via: for ``person``: where the person decided (``card``, ``panel``, ``notification``,
            ``shortcut``, ``terminal``); empty when not known.
    """

    approved: bool
    reason: str = ""
    scope: Scope = "once"
    args_match: Mapping[str, object] | None = None
    decided_by: str = "handler"  # only a front end that saw a person act says "person"
    via: str = ""

    def __post_init__(self) -> None:
        if self.scope not in ("once", "session"):
            raise ValueError(f"scope must be 'once' or 'session', got {self.scope!r}")


# Characters that separate or wrap mail addresses ("a@x.com, b@y.com", "Name <a@x.com>", "a@x.com;b@y.com").
_ADDRESS_SEPARATORS = frozenset(',;<>()":[]') | frozenset(" \t\r\n\f\v")


@dataclass(frozen=True, slots=True)
class Glob:
    """In ``args_match``: match the argument's text with a case-sensitive fnmatch glob.

    A glob holding ``@`` is an address glob (``*@corp.com``): it covers one bare address only.
    The value must hold as many ``@`` as the glob and none of the characters that separate or
    wrap addresses (``,;<>()":[]``, whitespace) that the glob does not spell itself, so
    ``"boss@evil.example, x@corp.com"`` (``*`` would cross the comma) is not covered.
    """

    pattern: str

    def matches(self, value: object) -> bool:
        """True when the value (as text) matches the glob."""
        text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
        if "@" in self.pattern:
            if text.count("@") != self.pattern.count("@"):
                return False
            if any(ch in _ADDRESS_SEPARATORS and ch not in self.pattern for ch in text):
                return False
        return re.fullmatch(fnmatch.translate(self.pattern), text) is not None


def _show(value: object) -> str:
    return f"glob {value.pattern!r}" if isinstance(value, Glob) else json.dumps(value, ensure_ascii=False, default=str)


@dataclass(frozen=True, slots=True)
class Grant:
    """One remembered "always allow" for the session: a tool, the rule that asked, optionally argument values.

    ``rule`` is the text of the plain review rule (``review: send_*``) and ``source`` its
    ``file:line`` (None for rules given in code): the same glob written in another file or line
    is another rule.
    """

    tool: str
    rule: str
    source: str | None = None
    args_match: Mapping[str, object] | None = None
    decided_by: str = "person"
    reason: str = ""
    _paths: tuple[tuple[str, Where, object], ...] = field(default=(), repr=False, compare=False)

    @property
    def text(self) -> str:
        """``grant: always allow run_sql when query == "SELECT 1" (rule review: run_*, this session)``."""
        when = " and ".join(
            f"{k} {'~' if isinstance(v, Glob) else '=='} {_show(v)}" for k, v in (self.args_match or {}).items()
        )
        return f"grant: always allow {self.tool}" + (f" when {when}" if when else "") + f" ({self.rule}, this session)"

    def covers(self, decision: Decision, tool: str, args: Mapping[str, object]) -> bool:
        """The same tool, a plain review by the same rule, and every ``args_match`` entry satisfied."""
        if not grantable(decision) or decision.rule != self.rule or decision.source != self.source:
            return False
        return self.allows(tool, args)

    def allows(self, tool: str, args: Mapping[str, object]) -> bool:
        """Exact tool name, and every ``args_match`` entry satisfied (the rule is checked by :meth:`covers`)."""
        if tool != self.tool:
            return False
        for _, path, expected in self._paths:
            value = resolve_path(args, path)
            if value is MISSING:
                return False
            if isinstance(expected, Glob):
                if not expected.matches(value):
                    return False
            elif not _exactly(value, expected):
                return False
        return True


def _exactly(a: object, b: object) -> bool:
    # JSON equality: True is not 1, key order does not matter
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


class Grants:
    """Session-scoped approvals. Consult only after the policy said ``review`` (see :meth:`apply`)."""

    def __init__(self) -> None:
        self._grants: list[Grant] = []

    def add(
        self,
        tool: str,
        args_match: Mapping[str, object] | None = None,
        *,
        rule: str,
        source: str | None = None,
        decided_by: str = "person",
        reason: str = "",
    ) -> Grant:
        """Remember "always allow ``tool`` when ``rule`` asks" (only when ``args_match`` holds, if given).

        ``rule`` must be a plain review rule's text (``review: send_*``, ``read_only: review``,
        ``default: review``): an argument rule is refused with ValueError.
        """
        if not rule.startswith(_PLAIN_REVIEW):
            raise ValueError(f"a grant covers a plain review rule (review: GLOB), not {rule!r}")
        paths = tuple((key, parse_path(key), copy.deepcopy(v)) for key, v in (args_match or {}).items())
        grant = Grant(tool, rule, source, dict(args_match) if args_match else None, decided_by, reason, paths)
        self._grants.append(grant)
        return grant

    def record(self, request: ApprovalRequest, result: ApprovalResult) -> Grant | None:
        """Keep a grant when ``result`` approved with ``scope="session"`` and the request allows one."""
        if result.approved is not True or result.scope != "session" or not request.grant_allowed:
            return None
        return self.add(
            request.tool_name,
            result.args_match,
            rule=request.rule,
            source=request.decision.source,
            decided_by=result.decided_by,
            reason=result.reason,
        )

    def covering(self, decision: Decision, tool: str, args: Mapping[str, object]) -> Grant | None:
        """The first grant that covers this call under this decision, or None."""
        for grant in self._grants:
            if grant.covers(decision, tool, args):
                return grant
        return None

    def apply(self, decision: Decision, tool: str, args: Mapping[str, object]) -> Decision:
        """A plain ``review`` becomes ``allow`` when a grant covers the call; every other decision is returned as is."""
        grant = self.covering(decision, tool, args)
        if grant is None:
            return decision
        return Decision(
            "allow",
            grant.text,
            f"approved earlier for this session ({decision.rule} asked for review)",
            "grant",
            decision.source,
        )

    def clear(self) -> None:
        """Forget every grant (a new session)."""
        self._grants.clear()

    def __iter__(self) -> Iterator[Grant]:
        return iter(tuple(self._grants))

    def __len__(self) -> int:
        return len(self._grants)


ApprovalHandler = Callable[[ApprovalRequest], "ApprovalResult | Awaitable[ApprovalResult]"]
"""An approver: ``(ApprovalRequest) -> ApprovalResult``, sync or async (:func:`ask` calls it failing closed)."""


async def ask(handler: ApprovalHandler | None, request: ApprovalRequest) -> ApprovalResult:
    """Ask ``handler`` about ``request``; fails closed.

    No handler -> denied (``decided_by="no-handler"``); no answer within
    ``request.timeout_s`` -> denied (``"timeout"``); an exception or a return
    value that is not an :class:`ApprovalResult` -> denied (``"error"``).
    """
    if handler is None:
        return ApprovalResult(
            False, f"{request.tool_name!r} needs approval ({request.rule}) and no approval handler is configured",
            decided_by="no-handler",
        )  # fmt: skip
    outcome = await call_hook(handler, request, timeout=request.timeout_s, what="the approval handler")
    if outcome.error is not None:
        by = "timeout" if outcome.timed_out else "error"
        return ApprovalResult(False, f"not approved: {outcome.error}", decided_by=by)
    value = outcome.value
    if not isinstance(value, ApprovalResult) or not isinstance(value.approved, bool):
        return ApprovalResult(
            False, f"not approved: the approval handler returned {type(value).__name__}, not ApprovalResult",
            decided_by="error",
        )  # fmt: skip
    return value
