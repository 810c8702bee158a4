"""The approval contract as data, and the approvers that need no IPython.

A ``review`` decision becomes an :class:`ApprovalRequest`; :func:`ask` runs an
approval handler (any callable ``(ApprovalRequest) -> ApprovalResult``, sync or
async) failing closed and owns the time limit; ``scope="session"`` results become
:class:`Grants`. The handlers nbagent ships: :class:`StdinApprover` (``y/N`` in
terminal IPython and scripts, here) and the in-cell card,
``nbagent.ipython.approve.WidgetApprover`` (next to the other IPython code;
``nbagent.ipython.approve.default_approver`` picks between the two).
:func:`headless_action` is the rule used when nobody is there to click.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..boundary._marks import mark_invisible
from ._request import DECIDERS, ApprovalHandler, ApprovalRequest, ApprovalResult, Glob, Grant, Grants, ask, grantable
from ._stdin import ask_stdin
from ._text import result_of

__all__ = [
    "DECIDERS",
    "ApprovalHandler",
    "ApprovalRequest",
    "ApprovalResult",
    "BuiltinApprover",
    "Glob",
    "Grant",
    "Grants",
    "StdinApprover",
    "ask",
    "grantable",
    "headless_action",
    "mark_invisible",
]


def headless_action(tool: str, rule: str | Sequence[str]) -> str:
    """``"approve"`` or ``"deny"`` for ``tool`` under a headless rule (``deny``, ``approve`` or tool names)."""
    if isinstance(rule, str):
        return "approve" if rule == "approve" else "deny"
    return "approve" if tool in set(rule) else "deny"


class BuiltinApprover:
    """Base of nbagent's own approvers (buttons, terminal prompt).

    They report ``decided_by`` (person / headless / timeout) themselves, so the
    loop records what they say instead of ``handler``.
    """

    async def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        raise NotImplementedError


class StdinApprover(BuiltinApprover):
    """``y / a / s / N`` on the terminal (terminal IPython, scripts); ``s`` shows folded arguments in full."""

    async def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        choice = await ask_stdin(
            request.tool_name,
            dict(request.args),
            request.rule,
            request.shown_reason,
            grant_allowed=request.grant_allowed,
            grant_scope=request.grant_scope,
            warning=request.warning,
        )
        return result_of(choice)
