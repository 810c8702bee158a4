"""The approval contract: data in, data out. The UI that asks a person lives elsewhere.

A ``review`` decision becomes an :class:`ApprovalRequest`; a handler (sync or
async callable, e.g. the in-cell buttons or a terminal prompt) answers with an
:class:`ApprovalResult`. ``scope="session"`` results become :class:`Grants`
("always allow this tool", optionally only for matching arguments), consulted
for later ``review`` decisions of the same session. Grants never turn a
``deny`` into anything else.

:func:`ask` runs a handler failing closed: no handler, a timeout, an exception
or a wrong return type is a denial with a reason the model can be told.
"""

from __future__ import annotations

import copy
import fnmatch
import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..messages import ToolCall
from ._conditions import MISSING, parse_path, resolve_path
from ._decision import Decision
from ._invoke import call_hook

__all__ = ["ApprovalRequest", "ApprovalResult", "Glob", "Grant", "Grants", "ask"]

Scope = Literal["once", "session"]


@dataclass(frozen=True, slots=True)
class ApprovalRequest:
    """A call waiting for a yes or no: what a handler (and the person) is shown.

    ``args`` is the handler's own deep copy: changing it changes nothing.
    """

    call_id: str
    tool_name: str
    args: Mapping[str, Any]
    decision: Decision
    timeout_s: float | None = None
    session: str | None = None

    @property
    def rule(self) -> str:
        """The policy rule that asked for review."""
        return self.decision.rule

    @property
    def reason(self) -> str:
        """Why review is needed."""
        return self.decision.reason

    @classmethod
    def for_call(
        cls,
        call: ToolCall,
        decision: Decision,
        *,
        timeout_s: float | None = None,
        session: str | None = None,
    ) -> ApprovalRequest:
        """Build the request for a validated call and its ``review`` decision."""
        return cls(call.id, call.name, copy.deepcopy(dict(call.args)), decision, timeout_s, session)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (for a front end or the audit log)."""
        return {
            "call_id": self.call_id, "tool_name": self.tool_name, "args": dict(self.args),
            "rule": self.rule, "reason": self.reason, "layer": self.decision.layer,
            "timeout_s": self.timeout_s, "session": self.session,
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class ApprovalResult:
    """A handler's answer.

    Args:
        approved: run the call (True) or not.
        reason: why; told to the model when denied.
        scope: ``"once"`` for this call, ``"session"`` to remember a grant for the session.
        args_match: with ``scope="session"``: the grant applies only when these arguments
            (dotted paths allowed) match: plain values exactly, :class:`Glob` values as globs.
            None: every call of this tool.
        decided_by: who answered: ``handler`` (the default: a handler's own word), ``person``
            (nbagent's card, lab extension and terminal prompt, which saw a person act),
            ``timeout``, ``headless``, ...
        via: for ``person``: where the person decided (``card``, ``panel``, ``notification``,
            ``shortcut``, ``terminal``); empty when not known.
    """

    approved: bool
    reason: str = ""
    scope: Scope = "once"
    args_match: dict[str, Any] | None = None
    decided_by: str = "handler"  # only a front end that saw a person act says "person"
    via: str = ""

    def __post_init__(self) -> None:
        if self.scope not in ("once", "session"):
            raise ValueError(f"scope must be 'once' or 'session', got {self.scope!r}")


@dataclass(frozen=True, slots=True)
class Glob:
    """In ``args_match``: match the argument's text with a case-sensitive fnmatch glob."""

    pattern: str

    def matches(self, value: Any) -> bool:
        """True when the value (as text) matches the glob."""
        text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
        return re.fullmatch(fnmatch.translate(self.pattern), text) is not None


def _show(value: Any) -> str:
    return f"glob {value.pattern!r}" if isinstance(value, Glob) else json.dumps(value, ensure_ascii=False, default=str)


@dataclass(frozen=True, slots=True)
class Grant:
    """One remembered "always allow" for the session."""

    tool: str
    args_match: Mapping[str, Any] | None = None
    decided_by: str = "person"
    reason: str = ""
    _paths: tuple[tuple[str, tuple[str | int, ...], Any], ...] = field(default=(), repr=False, compare=False)

    @property
    def text(self) -> str:
        """``grant: always allow run_sql when query == "SELECT 1"``."""
        when = " and ".join(
            f"{k} {'~' if isinstance(v, Glob) else '=='} {_show(v)}" for k, v in (self.args_match or {}).items()
        )
        return f"grant: always allow {self.tool}" + (f" when {when}" if when else "") + " (this session)"

    def allows(self, tool: str, args: Mapping[str, Any]) -> bool:
        """Exact tool name, and every ``args_match`` entry satisfied."""
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


def _exactly(a: Any, b: Any) -> bool:
    # JSON equality: True is not 1, key order does not matter
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


class Grants:
    """Session-scoped approvals. Consult only after the policy said ``review`` (see :meth:`apply`)."""

    def __init__(self) -> None:
        self._grants: list[Grant] = []

    def add(
        self,
        tool: str,
        args_match: Mapping[str, Any] | None = None,
        *,
        decided_by: str = "person",
        reason: str = "",
    ) -> Grant:
        """Remember "always allow ``tool``" (only when ``args_match`` holds, if given)."""
        paths = tuple((key, parse_path(key), copy.deepcopy(v)) for key, v in (args_match or {}).items())
        grant = Grant(tool, dict(args_match) if args_match else None, decided_by, reason, paths)
        self._grants.append(grant)
        return grant

    def record(self, request: ApprovalRequest, result: ApprovalResult) -> Grant | None:
        """Keep a grant when ``result`` approved with ``scope="session"``; otherwise nothing."""
        if result.approved is not True or result.scope != "session":
            return None
        return self.add(request.tool_name, result.args_match, decided_by=result.decided_by, reason=result.reason)

    def allows(self, tool: str, args: Mapping[str, Any]) -> str | None:
        """The text of the first grant that covers this call, or None."""
        for grant in self._grants:
            if grant.allows(tool, args):
                return grant.text
        return None

    def apply(self, decision: Decision, tool: str, args: Mapping[str, Any]) -> Decision:
        """A ``review`` decision becomes ``allow`` when a grant covers the call; others are returned unchanged."""
        if decision.kind != "review":
            return decision
        text = self.allows(tool, args)
        if text is None:
            return decision
        return Decision(
            "allow",
            text,
            f"approved earlier for this session ({decision.rule} asked for review)",
            "grant",
        )

    def clear(self) -> None:
        """Forget every grant (a new session)."""
        self._grants.clear()

    def __iter__(self) -> Iterator[Grant]:
        return iter(tuple(self._grants))

    def __len__(self) -> int:
        return len(self._grants)


ApprovalHandler = Callable[[ApprovalRequest], Any]


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
