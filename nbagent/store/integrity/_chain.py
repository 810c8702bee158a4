"""The audit chain: each row's link covers the previous row's link and its own content.

``link = HMAC-SHA256(key, prev_hash ":" seq ":" digest)`` where ``digest`` is
the SHA-256 of the JSON list of the row's columns in
``~nbagent.store._schema.AUDIT_CONTENT_COLUMNS`` (``ts`` as integer
microseconds) and ``key`` is the user's audit key (:mod:`._key`), kept
outside the database; the row's ``key_id`` names the key. Rows written before
the chain was keyed (schema 3 and older) have ``key_id`` NULL and
``link = sha256(prev_hash ":" seq ":" digest)``: they can only come first, and
the first keyed row anchors on the last of them, so rewriting them breaks it.

Digests are computed before the writer takes the database; the links, which
need the previous row, inside its write transaction, so processes that share
a store extend one chain in turn. ``audit_head`` holds the last link in the
database and the head file (:mod:`._anchor`) outside it, so that cutting
rows off the end or wiping the log shows too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .._schema import AUDIT_CONTENT_COLUMNS
from ._anchor import Anchor, describe_break

if TYPE_CHECKING:
    from ._key import AuditKey

__all__ = ["GENESIS", "AuditCheck", "ChainInputs", "check_chain", "content_digest", "link"]

GENESIS = "0" * 64


_FLOATS = frozenset({"duration_ms", "wait_s"})
_INTS = frozenset({"ts", "output_len"})


def _canonical(column: str, value: Any) -> Any:
    # Typed as the database types them, so a value reads back to the same text.
    if value is None:
        return None
    if column in _FLOATS:
        return float(value)
    if column in _INTS:
        return int(value)
    return value


def content_digest(row: Mapping[str, object]) -> str:
    """SHA-256 of a row's canonical content (``row['ts']`` in integer microseconds)."""
    values = [_canonical(c, row.get(c)) for c in AUDIT_CONTENT_COLUMNS]
    text = json.dumps(values, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def link(prev_hash: str, seq: int, digest: str, key: AuditKey | None = None) -> str:
    """The link of row ``seq`` with content ``digest``, following ``prev_hash``.

    Keyed (HMAC) when ``key`` is given; without it, the unkeyed link of old rows.
    """
    data = f"{prev_hash}:{seq}:{digest}".encode("ascii")
    return key.hexmac(data) if key is not None else hashlib.sha256(data).hexdigest()


@dataclass(frozen=True, slots=True)
class AuditCheck:
    """The result of :meth:`Store.verify_audit`: ``ok``, or the first broken link.

    ``seq`` and ``row_id`` name the first row that does not verify (None when
    all rows do); ``problem`` says what is wrong with it. ``unkeyed`` counts
    rows of the old unkeyed chain (verified by hash only); ``notes`` are
    findings that do not break the chain (a refused journal segment, no head
    record). ``unanchored``: every row is unkeyed and there is no head record,
    so nothing the person holds vouches for the log (a store from before the
    keyed chain that this nbagent never wrote, or a log re-hashed whole by
    someone who could write the file): the links agree, but that proves
    nothing; ``str()`` says so in its first line. Truthy when ok.
    """

    ok: bool
    rows: int
    seq: int | None = None
    row_id: str | None = None
    problem: str = ""
    path: str = ""
    unkeyed: int = 0
    notes: tuple[str, ...] = ()
    unanchored: bool = False

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok and self.unanchored:
            text = (
                f"audit log NOT VOUCHED FOR: {self.rows} rows whose hash links agree, but every row is unkeyed and "
                f"there is no head record for this store: it cannot be told from a log rewritten whole ({self.path})"
            )
        elif self.ok:
            text = f"audit log ok: {self.rows} rows, every link verifies ({self.path})"
            if self.unkeyed:
                text += f"; rows 1..{self.unkeyed} are unkeyed (written before the keyed chain), verified by hash only"
        else:
            where = f"seq {self.seq}" + (f" (id {self.row_id})" if self.row_id else "")
            text = f"audit log BROKEN at {where}: {self.problem} ({self.path})"
        return "\n".join([text, *(f"note: {n}" for n in self.notes)])


@dataclass(frozen=True, slots=True)
class ChainInputs:
    """What the verifier reads: rows column-wise in ``seq`` order, both heads, the key."""

    columns: dict[str, list[Any]]
    head: tuple[int, str] | None
    anchor: Anchor | None
    key: AuditKey | None
    key_file: str = ""
    head_file: str = ""
    path: str = ""
    notes: tuple[str, ...] = ()


def check_chain(given: ChainInputs) -> AuditCheck:
    """Verify the rows, then the database's head, then the head kept outside the database."""
    columns, path, notes = given.columns, given.path, given.notes
    n = len(columns["seq"])
    anchor = given.anchor
    keyed_from = anchor.keyed_from if anchor is not None and not anchor.damaged else None
    if anchor is not None and anchor.notes:
        notes = (*notes, *anchor.notes)

    def fail(seq: int | None, problem: str, row_id: str | None = None) -> AuditCheck:
        return AuditCheck(False, n, seq, row_id, problem, path, notes=notes)

    prev, unkeyed, keyed_seen = GENESIS, 0, False
    key, key_id = given.key, given.key.id if given.key is not None else None
    for i in range(n):
        seq, row_id, row_key = columns["seq"][i], columns["id"][i], columns["key_id"][i]
        if seq != i + 1:
            expected = i + 1
            if seq > expected:
                return fail(seq, f"rows {expected}..{seq - 1} are missing (deleted?) before this row", row_id)
            return fail(seq, f"sequence number {seq} where {expected} was expected (inserted or renumbered)", row_id)
        if columns["prev_hash"][i] != prev:
            return fail(seq, "prev_hash does not match the hash of the row before it (changed or removed)", row_id)
        if row_key is None:
            if keyed_seen or (keyed_from is not None and seq >= keyed_from):
                return fail(
                    seq,
                    "the row is unkeyed where the chain is keyed: it was re-hashed without the audit key (forged)",
                    row_id,
                )
            unkeyed += 1
        else:
            keyed_seen = True
            if key is None:
                return fail(
                    seq,
                    f"the audit key {given.key_file} is missing, so keyed rows cannot be verified: restore the "
                    "key file from a backup",
                    row_id,
                )
            if row_key != key_id:
                return fail(
                    seq,
                    f"the row is keyed with another audit key (id {row_key}) than this user's "
                    f"{given.key_file} (id {key_id}): the key was changed or lost, or another user wrote it",
                    row_id,
                )
        digest = content_digest({c: columns[c][i] for c in AUDIT_CONTENT_COLUMNS})
        if link(prev, seq, digest, key if row_key is not None else None) != columns["hash"][i]:
            return fail(seq, "the row's content does not match its hash (the row was edited)", row_id)
        prev = columns["hash"][i]
    hashes = columns["hash"]
    broken = _check_head(given.head, n, prev) or _check_anchor(given, n, hashes)
    if broken is not None:
        return fail(*broken)
    if anchor is None and keyed_seen:
        notes = (
            *notes,
            f"no head record for this store in {given.head_file} (moved, copied, or another user's store): "
            "rows cut from the end or a wiped log cannot be detected",
        )
    unanchored = anchor is None and n > 0 and not keyed_seen
    if unanchored:
        # Not "broken": a store from before the keyed chain is exactly this until this nbagent first
        # writes to it (then keyed rows and a head record anchor it). Not a plain ok either: anyone who
        # could write the file can re-hash every row with the unkeyed link, and nothing would show.
        notes = (
            *notes,
            f"WARNING: all {n} rows are unkeyed and there is no head record for this store in "
            f"{given.head_file}: the chain only shows the rows agree with each other. A store written "
            "before the keyed chain looks like this until nbagent next writes to it; a store moved, copied "
            "or opened by another user, whose rows were all re-hashed by someone who could write the file, "
            "looks the same. Treat its content as unverified",
        )
    return AuditCheck(True, n, path=path, unkeyed=unkeyed, notes=notes, unanchored=unanchored)


def _check_head(head: tuple[int, str] | None, n: int, last: str) -> tuple[int, str] | None:
    """The chain head inside the database (``audit_head``)."""
    if head is None:
        return (n, "the chain head (audit_head) is missing") if n else None
    head_seq, head_hash = head
    if head_seq > n:
        return (
            n + 1,
            f"{head_seq - n} rows missing after seq {n}: deleted from the end (audit_head says seq {head_seq})",
        )
    if head_seq < n or head_hash != last:
        return head_seq, "the chain head (audit_head) does not match the last row"
    return None


def _check_anchor(given: ChainInputs, n: int, hashes: list[str]) -> tuple[int, str] | None:
    """The head kept outside the database: breaks writers noted, then where the chain ends."""

    anchor = given.anchor
    if anchor is None:
        return None
    if anchor.damaged:
        return 1, anchor.damaged
    if anchor.breaks:
        brk = anchor.breaks[0]
        return int(brk.get("after_seq", 0)) + 1, describe_break(brk) + f" (head record {given.head_file})"
    where = f"the head kept outside the database ({given.head_file}) says the log reached seq {anchor.seq}"
    if anchor.seq > n:
        if n == 0:
            return 1, f"the audit log was wiped: all {anchor.seq} rows are gone; {where}"
        return n + 1, f"{anchor.seq - n} rows missing after seq {n}: {where}"
    if anchor.seq and hashes[anchor.seq - 1] != anchor.hash:
        return anchor.seq, f"the chain was rewritten: row {anchor.seq} does not match the link recorded in {where}"
    return None
