"""The text every approver shows the same way (the in-cell card and the terminal prompt).

Pure functions and data: no widgets, no IPython. The card (``nbagent.ipython._card``)
and the terminal prompt (``_stdin``) both use them, so a person reads the same
arguments, the same "Always allow covers ..." sentence and the same fold limits
wherever they decide.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from ..boundary._marks import mark_invisible
from ._request import ApprovalResult

__all__ = ["FOLD_CHARS", "FOLD_LINES", "Action", "Choice", "args_text", "grant_sentence", "result_of"]

FOLD_CHARS = 1500
"""Characters of the arguments shown before "show all"."""
FOLD_LINES = 24
"""Lines of the arguments shown before "show all"."""

Action = Literal["approve", "deny", "always", "timeout", "headless-approve", "headless-deny", "cancelled"]


@dataclass(frozen=True, slots=True)
class Choice:
    """What happened to one approval request (``via``: where a person decided)."""

    action: Action
    reason: str
    decided_by: str
    wait_s: float
    via: str = ""


def args_text(args: Mapping[str, object]) -> str:
    """The complete arguments as the person reads them (indented JSON)."""
    return json.dumps(dict(args), indent=2, ensure_ascii=False, default=str)


def grant_sentence(tool: str, scope: str, allowed: bool) -> str:
    """What "Always allow" would cover, said before the click ("" when it is not offered)."""
    if not allowed:
        return ""
    if scope.lower().startswith("always allow"):  # the request's own sentence (ApprovalRequest.grant_scope)
        return mark_invisible(scope)
    covers = mark_invisible(scope) if scope else f"every {mark_invisible(tool)} call for the rest of this session"
    return f"Always allow covers: {covers}"


def result_of(choice: Choice) -> ApprovalResult:
    """The :class:`~nbagent.approval.ApprovalResult` of a person's (or the headless rule's) choice."""

    approved = choice.action in ("approve", "always", "headless-approve")
    reason = choice.reason or ("" if approved else "the person denied this call")
    scope: Literal["once", "session"] = "session" if choice.action == "always" else "once"
    return ApprovalResult(approved=approved, reason=reason, scope=scope, decided_by=choice.decided_by, via=choice.via)
