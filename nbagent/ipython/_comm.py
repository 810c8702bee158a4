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
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol, TypedDict

if TYPE_CHECKING:
    from comm.base_comm import BaseComm

__all__ = ["TARGET", "VIAS", "ApprovalChannel", "ApprovalData", "Kernel", "current_cell_id"]

log = logging.getLogger("nbagent")

TARGET = "nbagent.approvals"
VERSION = 1
VIAS = frozenset({"panel", "notification", "shortcut"})
_ACTIONS = frozenset({"approve", "deny", "always"})

Decide = Callable[[str, str], None]
"""``decide(action, via)``: called on the comm handler's thread."""


class ApprovalData(TypedDict):
    """The request as the open message carries it (``approval``; see the module's docstring)."""

    call_id: str
    tool: str
    args: str  # the complete arguments, as JSON text
    args_marked: str  # the same, invisible characters marked
    rule: str
    reason: str
    warning: str  # what the injection screen found earlier in the session ("" when nothing)
    grant_scope: str
    grant_allowed: bool
    timeout_s: float | None
    remaining_s: float | None  # whole seconds left (kept current for a page opened later)
    cell_id: str | None


class Kernel(Protocol):
    """What :func:`current_cell_id` asks of ipykernel's kernel: the header of the request it serves."""

    def get_parent(self, channel: str) -> Mapping[str, object] | None: ...


def current_cell_id(kernel: Kernel | None) -> str | None:
    """The JupyterLab cell id of the running execute request (``metadata.cellId``), if any."""
    parent: Mapping[str, object] | None
    try:
        parent = kernel.get_parent("shell") if kernel is not None else None
    except Exception:  # older kernels take no channel argument; the cell id is only a convenience
        parent = getattr(kernel, "_parent_header", None)
    metadata = (parent or {}).get("metadata") or {}
    cell = metadata.get("cellId") if isinstance(metadata, Mapping) else None
    return cell if isinstance(cell, str) else None


class ApprovalChannel:
    """The comm of one waiting request; ``decide`` is called for a valid decision from the extension."""

    def __init__(self, approval: ApprovalData, decide: Decide) -> None:
        from comm import create_comm

        self.approval = approval
        self._decide = decide
        self._closed = False
        self._comm: BaseComm = create_comm(target_name=TARGET, data={"version": VERSION, "approval": approval})
        self._comm.on_msg(self._on_msg)
        self._comm.on_close(self._on_close)

    def _on_close(self, _msg: Mapping[str, object]) -> None:
        # No extension in this front end (it closes comms it has no target for): nothing to do.
        self._closed = True

    def _on_msg(self, msg: Mapping[str, object]) -> None:
        content = msg.get("content") or {}
        data = (content.get("data") if isinstance(content, Mapping) else None) or {}
        if not isinstance(data, Mapping):
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

    def update(self, **data: object) -> None:
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


def open_channel(approval: ApprovalData, decide: Decide) -> ApprovalChannel | None:
    """Open the comm; None when this kernel cannot (the card still works on its own)."""
    try:
        return ApprovalChannel(approval, decide)
    except Exception as exc:  # a kernel without comm support must not break the approval itself
        log.debug("nbagent: no approval comm (%s)", exc)
        return None
