"""One ``%%agent`` cell under a cassette: which provider and approver it runs with, and what is kept.

Recording wraps the cell's provider (each exchange kept) and its approver (each
decision kept, and calls a session grant let through, so that a replay, which
grants nothing, can answer them too). The file is written when the cell's run
ends without an error: a failed cell keeps no half recording.

Replaying serves the exchanges in order. A cassette is a file in the project, and a
cloned project could ship one that "approves" a dangerous call or answers for the
model. Its origin (:func:`nbagent.boundary.cassette_origin`) decides what it may do:
from the nbagent home or a trusted folder (``%agent_trust``) its recorded approvals
are answered as they were; from anywhere else its answers are untrusted model text
(``marks_session``: the ``%%agent`` magic marks the session, naming the recording, so
containment applies) and the calls go to the policy and the approver exactly as live
ones do. A replayed approval counts for that call only (``scope="once"``): a
cassette never adds a grant or changes the policy; its ``decided_by`` is
``replay``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from ..approval import ApprovalHandler, ApprovalRequest, ApprovalResult, BuiltinApprover, ask
from ..boundary import Origin
from ..boundary._redact import redact
from ..events import Event
from ..exceptions import CassetteMismatch
from ..providers import Provider
from ._file import CellKey, OlderFormat, Recording, args_digest, load, save
from ._provider import CassetteProvider, record_advice

__all__ = ["CellCassette", "describe_cell"]

log = logging.getLogger("nbagent.cassettes")


def describe_cell(number: int | None, cell_id: str | None, prompt: str) -> str:
    """How errors name a cell: ``cell [3] (id 1a2b…, "Summarise the sales…")``."""
    first = next((line.strip() for line in prompt.splitlines() if line.strip()), "")
    first = first if len(first) <= 60 else first[:59] + "…"
    parts = [f"id {cell_id}"] if cell_id else []
    parts.append(repr(redact(first)))
    return f"cell [{number}] ({', '.join(parts)})" if number is not None else f"cell ({', '.join(parts)})"


class _RecordingApprover(BuiltinApprover):
    """Asks the cell's approver and keeps the decision (tool name and an argument digest, never the values)."""

    def __init__(self, inner: ApprovalHandler | None, recording: Recording) -> None:
        self.inner = inner
        self.recording = recording

    async def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        result = await ask(self.inner, request)
        if self.inner is not None and not isinstance(self.inner, BuiltinApprover):
            result = replace(result, decided_by="handler")
        self.recording.approvals.append(
            {
                "tool": request.tool_name,
                "args": args_digest(request.tool_name, dict(request.args)),
                "approved": bool(result.approved),
                "decided_by": result.decided_by,
                "reason": redact(result.reason or ""),
            }
        )
        return result


class _ReplayingApprover(BuiltinApprover):
    """Answers a call the recording decided (same tool, same arguments) as it was decided then, for this
    call only; asks the cell's own approver about anything else."""

    def __init__(self, inner: ApprovalHandler | None, recording: Recording) -> None:
        self.inner = inner
        self.pending = list(recording.approvals)

    async def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        digest = args_digest(request.tool_name, dict(request.args))
        for n, recorded in enumerate(self.pending):
            if recorded.get("tool") == request.tool_name and recorded.get("args") == digest:
                del self.pending[n]
                how = str(recorded.get("decided_by") or "")
                verb = "approved" if recorded.get("approved") is True else "denied"
                return ApprovalResult(
                    approved=recorded.get("approved") is True,
                    reason=f"{verb} when the cell was recorded" + (f" (by {how})" if how else ""),
                    scope="once",
                    decided_by="replay",
                )
        return await ask(self.inner, request)


class CellCassette:
    """A cell's cassette: ``provider`` and ``approver`` to run it with, ``finish`` when it ends."""

    def __init__(
        self,
        *,
        mode: str,
        folder: Path,
        key: CellKey,
        where: str,
        cell: Mapping[str, object],
        provider: Provider,
        approver: ApprovalHandler | None,
        origin: Origin,
    ) -> None:
        self.path = key.file(folder)
        self.where = where
        existing = self._existing(mode, folder, key, where, cell, provider)
        self.replaying = existing is not None
        self.recording = existing if existing is not None else Recording.start(key, cell)
        self.provider = CassetteProvider(provider, self.recording, replay=self.replaying, where=where)
        self.origin = origin
        self.approvals_replayed = self.replaying and origin.may_replay_approvals
        if not self.replaying:
            self.approver: ApprovalHandler | None = _RecordingApprover(approver, self.recording)
        elif origin.may_replay_approvals:
            self.approver = _ReplayingApprover(approver, self.recording)
        else:
            self.approver = approver
            if self.recording.approvals:
                log.warning(
                    "nbagent: %s replays its model answers from %s, but not its %d recorded approval(s): the "
                    "folder is not trusted (%%agent_trust), so each call is decided as a live one would be",
                    where,
                    self.path.parent,
                    len(self.recording.approvals),
                )

    @property
    def untrusted_answers(self) -> str | None:
        """While replaying a recording that is not the person's own: the label the session is marked with
        (its answers are untrusted model text); None otherwise."""
        if self.replaying and self.origin.marks_session:
            return f"the recording {self.path.name} in {self.path.parent} (not a trusted folder)"
        return None

    def _existing(
        self, mode: str, folder: Path, key: CellKey, where: str, cell: Mapping[str, object], provider: Provider
    ) -> Recording | None:
        if mode == "record":
            return None
        try:
            return load(self.path)
        except FileNotFoundError:
            pass
        if mode == "auto":
            return None
        # replay: no recording under this key; say what changed against this cell's own recording
        raise CassetteMismatch(_no_recording(where, folder, key, *recording_for_cell(folder, cell), provider))

    def subscriber(self, event: Event) -> None:
        """While recording: a call a session grant let through is kept as approved (a replay grants nothing)."""
        if self.replaying or event.kind != "tool-decided":
            return
        if event.decided_by == "grant" and event.decision == "allow":
            self.recording.approvals.append(
                {
                    "tool": event.call.name,
                    "args": args_digest(event.call.name, dict(event.call.args)),
                    "approved": True,
                    "decided_by": "grant",
                    "reason": "",
                }
            )

    def finish(self, ok: bool) -> None:
        """The cell's run ended: a recording is written when it ended without an error."""
        if self.replaying or not ok:
            return
        save(self.path, self.recording)


def recording_for_cell(folder: Path, cell: Mapping[str, object]) -> tuple[Recording | None, int]:
    """The recording made for the same cell (by cell id, else by its number), if one is in ``folder``, and
    how many cassettes of format 1 (:class:`OlderFormat`) the files read before it hold."""
    field, wanted = ("id", cell.get("id")) if cell.get("id") else ("number", cell.get("number"))
    older = 0
    for file in sorted(folder.glob("cell-*.json")) if folder.is_dir() else ():
        try:
            found = load(file)
        except OlderFormat:
            older += 1
            continue
        except Exception:  # another file's damage is not this cell's error
            continue
        if wanted is not None and found.cell.get(field) == wanted:
            return found, older
    return None, older


def _no_recording(where: str, folder: Path, key: CellKey, own: Recording | None, older: int, provider: Provider) -> str:
    if own is None and older:
        return (
            f"{where} has no recording in {folder}: {older} cassette(s) there were recorded by an older nbagent "
            "(format 1, whose key left out the conversation a cell continues). Record them again with "
            'nbagent.configure(cassettes="record").'
        )
    if own is not None:
        changed = key.differences(own.key)
        what = "; ".join(changed) if changed else "its key"
        advice = record_advice(provider, again=True)
        return f"{where} no longer matches its recording in {folder}: {what} changed. {advice}"
    advice = record_advice(provider)
    return f"{where} has no recording in {folder} for this prompt, model, tools and policy. {advice}"
