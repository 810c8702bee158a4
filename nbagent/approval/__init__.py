"""Approval handlers for ``review`` calls: buttons in the cell, a terminal prompt, the headless rule.

A handler is any callable ``(ApprovalRequest) -> ApprovalResult`` (sync or
async); these are the ones nbagent ships. ``default_approver`` picks the
right one for the running IPython: widgets in a kernel with a frontend
(falling back to the headless rule when nobody renders them), ``y/N`` in
terminal IPython.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from ._marks import mark_invisible
from ._widget import Choice

__all__ = ["StdinApprover", "WidgetApprover", "default_approver", "headless_action", "mark_invisible"]


def headless_action(tool: str, rule: str | Sequence[str]) -> str:
    """``"approve"`` or ``"deny"`` for ``tool`` under a headless rule (``deny``, ``approve`` or tool names)."""
    if isinstance(rule, str):
        return "approve" if rule == "approve" else "deny"
    return "approve" if tool in set(rule) else "deny"


def _result(choice: Choice) -> Any:
    from ..policy.approval import ApprovalResult

    approved = choice.action in ("approve", "always", "headless-approve")
    reason = choice.reason or ("" if approved else "the person denied this call")
    scope: Literal["once", "session"] = "session" if choice.action == "always" else "once"
    return ApprovalResult(approved=approved, reason=reason, scope=scope, decided_by=choice.decided_by, via=choice.via)


class WidgetApprover:
    """Approve / Deny / Always allow on a card inside the running cell (and from the lab extension).

    The time limit is ``request.timeout_s``, enforced by :func:`nbagent.policy.approval.ask`
    (the card counts down and says "timed out" when it ends).

    Args:
        headless: what to do when no frontend renders the card within ``ack_timeout``:
            ``"deny"`` (default), ``"approve"``, or a list of tool names to approve.
        ack_timeout: seconds to wait for the card's "rendered" acknowledgement.
    """

    def __init__(self, headless: str | Sequence[str] = "deny", *, ack_timeout: float = 3.0) -> None:
        self.headless = headless
        self.ack_timeout = ack_timeout

    async def __call__(self, request: Any) -> Any:
        from IPython import get_ipython

        from ._contract import current_cell_id
        from ._widget import ask_in_cell

        kernel = getattr(get_ipython(), "kernel", None)
        choice = await ask_in_cell(
            request,
            headless=headless_action(request.tool_name, self.headless),
            ack_timeout=self.ack_timeout,
            stdin_allowed=bool(getattr(kernel, "_allow_stdin", True)),
            cell_id=current_cell_id(kernel),
        )
        return _result(choice)


class StdinApprover:
    """``y / a / s / N`` on the terminal (terminal IPython, scripts); ``s`` shows folded arguments in full."""

    async def __call__(self, request: Any) -> Any:
        from ._stdin import ask_stdin

        choice = await ask_stdin(
            request.tool_name,
            dict(request.args),
            request.rule,
            request.reason,
            grant_allowed=bool(getattr(request, "grant_allowed", True)),
            grant_scope=str(getattr(request, "grant_scope", "") or ""),
        )
        return _result(choice)


def default_approver(shell: Any, headless: str | Sequence[str] = "deny") -> Any:
    """Widgets when ``shell`` is a kernel, the terminal prompt otherwise."""
    if getattr(shell, "kernel", None) is not None:
        return WidgetApprover(headless)
    return StdinApprover()
