"""The approval contract with the JupyterLab extension: one kernel comm per waiting request.

When a card waits, the kernel opens a comm with target ``nbagent.approvals``
(kernel-initiated: nothing is registered on ``%load_ext``). The open message
carries the request; the extension keeps its list of pending approvals from
these comms (never from the page's DOM) and decides by sending::

    {"decide": "approve" | "deny" | "always", "call_id": "...", "via": "panel" | "notification" | "shortcut"}

which resolves the same future as the card's buttons (``decided_by="person"``,
``via`` recorded). The kernel closes the comm with the outcome once the request
is settled. A page loaded after the comm opened finds it with a
``comm_info_request`` and asks for the request again with ``{"resend": true}``.

Open data (``version`` 1)::

    {"version": 1, "approval": {"call_id", "tool", "args" (complete JSON text),
     "args_marked" (invisible characters marked), "rule", "reason", "grant_scope",
     "grant_allowed", "timeout_s", "remaining_s", "cell_id"}}

Close data: ``{"call_id", "status", "decided_by", "outcome"}``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

__all__ = ["TARGET", "VIAS", "ApprovalChannel", "current_cell_id"]

log = logging.getLogger("nbagent")

TARGET = "nbagent.approvals"
VERSION = 1
VIAS = frozenset({"panel", "notification", "shortcut"})
_ACTIONS = frozenset({"approve", "deny", "always"})

Decide = Callable[[str, str], None]
"""``decide(action, via)``: called on the comm handler's thread."""


def current_cell_id(kernel: Any) -> str | None:
    """The JupyterLab cell id of the running execute request (``metadata.cellId``), if any."""
    try:
        parent = kernel.get_parent("shell") if kernel is not None else None
    except Exception:  # older kernels take no channel argument; the cell id is only a convenience
        parent = getattr(kernel, "_parent_header", None)
    metadata = (parent or {}).get("metadata") or {}
    cell = metadata.get("cellId")
    return cell if isinstance(cell, str) else None


class ApprovalChannel:
    """The comm of one waiting request; ``decide`` is called for a valid decision from the extension."""

    def __init__(self, approval: dict[str, Any], decide: Decide) -> None:
        from comm import create_comm

        self.approval = approval
        self._decide = decide
        self._closed = False
        self._comm: Any = create_comm(target_name=TARGET, data={"version": VERSION, "approval": approval})
        self._comm.on_msg(self._on_msg)
        self._comm.on_close(self._on_close)

    def _on_close(self, _msg: Any) -> None:
        # No extension in this front end (it closes comms it has no target for): nothing to do.
        self._closed = True

    def _on_msg(self, msg: Any) -> None:
        data = (msg.get("content") or {}).get("data") or {}
        if not isinstance(data, dict):
            return
        if data.get("resend") is True:
            self.update(approval=self.approval)
            return
        action = data.get("decide")
        if action not in _ACTIONS:
            return
        if data.get("call_id") != self.approval.get("call_id"):
            log.warning("nbagent: a decision for call %r reached the channel of %r; ignored",
                        data.get("call_id"), self.approval.get("call_id"))  # fmt: skip
            return
        via = data.get("via")
        self._decide(str(action), via if via in VIAS else "lab")

    def update(self, **data: Any) -> None:
        """Send ``data`` to the extension (no-op once closed)."""
        if not self._closed:
            self._comm.send(data)

    def close(self, status: str, decided_by: str, outcome: str) -> None:
        """Tell the extension the request is settled and close the comm."""
        if self._closed:
            return
        self._closed = True
        data = {"call_id": self.approval.get("call_id"), "status": status, "decided_by": decided_by, "outcome": outcome}
        self._comm.close(data=data)


def open_channel(approval: dict[str, Any], decide: Decide) -> ApprovalChannel | None:
    """Open the comm; None when this kernel cannot (the card still works on its own)."""
    try:
        return ApprovalChannel(approval, decide)
    except Exception as exc:  # a kernel without comm support must not break the approval itself
        log.debug("nbagent: no approval comm (%s)", exc)
        return None
