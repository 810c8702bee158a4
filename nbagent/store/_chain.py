"""The audit hash chain: each row's hash covers the previous row's hash and its own content.

``hash = sha256(prev_hash ":" seq ":" digest)`` where ``digest`` is the
SHA-256 of the JSON list of the row's columns in
:data:`~nbagent.store._schema.AUDIT_CONTENT_COLUMNS` (``ts`` as integer
microseconds). Digests are computed before the writer takes the database;
the links, which need the previous row, inside its write transaction, so
processes that share a store extend one chain in turn. ``audit_head`` holds
the last link, so that cutting rows off the end shows too.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from ._schema import AUDIT_CONTENT_COLUMNS

__all__ = ["GENESIS", "AuditCheck", "check_chain", "content_digest", "link"]

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


def content_digest(row: dict[str, Any]) -> str:
    """SHA-256 of a row's canonical content (``row['ts']`` in integer microseconds)."""
    values = [_canonical(c, row.get(c)) for c in AUDIT_CONTENT_COLUMNS]
    text = json.dumps(values, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def link(prev_hash: str, seq: int, digest: str) -> str:
    """The hash of row ``seq`` with content ``digest``, following ``prev_hash``."""
    return hashlib.sha256(f"{prev_hash}:{seq}:{digest}".encode("ascii")).hexdigest()


@dataclass(frozen=True, slots=True)
class AuditCheck:
    """The result of :meth:`Store.verify_audit`: ``ok``, or the first broken link.

    ``seq`` and ``row_id`` name the first row that does not verify (None when
    all rows do); ``problem`` says what is wrong with it. Truthy when ok.
    """

    ok: bool
    rows: int
    seq: int | None = None
    row_id: str | None = None
    problem: str = ""
    path: str = ""

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"audit log ok: {self.rows} rows, every link verifies ({self.path})"
        where = f"seq {self.seq}" + (f" (id {self.row_id})" if self.row_id else "")
        return f"audit log BROKEN at {where}: {self.problem} ({self.path})"


def check_chain(columns: dict[str, list[Any]], head: tuple[int, str] | None, path: str = "") -> AuditCheck:
    """Verify rows given column-wise in ``seq`` order (content columns, seq, prev_hash, hash)."""
    n = len(columns["seq"])
    prev = GENESIS
    for i in range(n):
        seq, row_id = columns["seq"][i], columns["id"][i]

        def broken(problem: str, seq: int = seq, row_id: str = row_id) -> AuditCheck:
            return AuditCheck(False, n, seq, row_id, problem, path)

        if seq != i + 1:
            expected = i + 1
            if seq > expected:
                return broken(f"rows {expected}..{seq - 1} are missing (deleted?) before this row")
            return broken(f"sequence number {seq} where {expected} was expected (a row was inserted or renumbered)")
        if columns["prev_hash"][i] != prev:
            return broken("prev_hash does not match the hash of the row before it (a row was changed or removed)")
        digest = content_digest({c: columns[c][i] for c in AUDIT_CONTENT_COLUMNS})
        if link(prev, seq, digest) != columns["hash"][i]:
            return broken("the row's content does not match its hash (the row was edited)")
        prev = columns["hash"][i]
    if head is None:
        if n:
            return AuditCheck(False, n, n, None, "the chain head (audit_head) is missing", path)
        return AuditCheck(True, 0, path=path)
    head_seq, head_hash = head
    if head_seq > n:
        return AuditCheck(
            False,
            n,
            n + 1,
            None,
            f"rows {n + 1}..{head_seq} were deleted from the end of the log",
            path,
        )
    if head_seq < n or head_hash != prev:
        return AuditCheck(
            False,
            n,
            head_seq,
            None,
            "the chain head (audit_head) does not match the last row",
            path,
        )
    return AuditCheck(True, n, path=path)
