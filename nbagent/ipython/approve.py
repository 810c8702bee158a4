"""The in-cell approval card as an approval handler, and the choice of approver for a shell.

The card (``_card``, its front end ``_card.js`` and ``_card.css``, and the lab extension's comm
``_comm``) is IPython code; the approval contract it answers is data in
:mod:`nbagent.approval`, which never imports this package.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..approval import ApprovalRequest, ApprovalResult, BuiltinApprover, StdinApprover, headless_action
from ..approval._text import result_of
from ._card import ask_in_cell
from ._comm import current_cell_id

__all__ = ["WidgetApprover", "default_approver"]


class WidgetApprover(BuiltinApprover):
    """Approve / Deny / Always allow on a card inside the running cell (and from the lab extension).

    The time limit is ``request.timeout_s``, enforced by :func:`nbagent.approval.ask`
    (the card counts down and says "timed out" when it ends).

    Args:
        headless: what to do when no frontend renders the card within ``ack_timeout``:
            ``"deny"`` (default), ``"approve"``, or a list of tool names to approve.
        ack_timeout: seconds to wait for the card's "rendered" acknowledgement.
    """

    def __init__(self, headless: str | Sequence[str] = "deny", *, ack_timeout: float = 3.0) -> None:
        self.headless = headless
        self.ack_timeout = ack_timeout

    async def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        from IPython import get_ipython

        kernel = getattr(get_ipython(), "kernel", None)
        choice = await ask_in_cell(
            request,
            # after untrusted content nobody approves unseen: a contained call is denied headless
            headless="deny" if request.contained else headless_action(request.tool_name, self.headless),
            ack_timeout=self.ack_timeout,
            stdin_allowed=bool(getattr(kernel, "_allow_stdin", True)),
            cell_id=current_cell_id(kernel),
        )
        result: ApprovalResult = result_of(choice)  # (result_of builds an ApprovalResult; annotated Any there)
        return result


def default_approver(shell: object, headless: str | Sequence[str] = "deny") -> BuiltinApprover:
    """Widgets when ``shell`` is a kernel, the terminal prompt otherwise."""
    if getattr(shell, "kernel", None) is not None:
        return WidgetApprover(headless)
    return StdinApprover()
