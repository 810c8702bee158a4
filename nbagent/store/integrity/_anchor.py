"""The chain head kept outside the database, so that cutting or wiping the log shows.

One small file per store in ``<user home>/audit-heads/``, named by a hash of
the store's resolved path (symlinks followed, so the same file opened through
a symlinked folder finds its head; a head named by the unresolved absolute
path, as nbagent 0.x before this wrote it, is still read), rewritten after every batch that adds audit rows.
It is written while the writer holds the store's gate (``<db>.lock``), the
lock every nbagent process takes around its writes, so two kernels writing one
store keep it right.

The file holds two slots of ``SLOT`` bytes, written in turn with one
``pwrite`` each: ``<u32 length><u32 crc32><u64 generation>`` then JSON. The
reader takes the valid slot with the higher generation, so a write torn by a
crash leaves the previous head readable (a head behind the database is fine:
the chain must still pass through it). A temporary file and ``rename`` would
be atomic too, but cost 1-3 ms a batch on ext4 (measured), against ~1 us here.

It holds the last ``seq`` and link, the first keyed ``seq`` (older rows were
written by the unkeyed chain) and ``breaks``: each time a writer found the
database's chain no longer ending where this file said (rows deleted from
the end, the log wiped, the chain rewritten), it notes that here before
extending the chain, so the verifier reports it forever after instead of the
next write hiding it. Deleting the file is how a person accepts a reset.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import struct
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...files._private import private_dir
from .._db import run
from ._key import heads_dir

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = ["SLOT", "Anchor", "HeadKeeper", "describe_break", "head_path", "read_anchor", "store_identity", "write_head"]

log = logging.getLogger("nbagent.store")

SLOT = 8192
_SLOT_HEADER = struct.Struct("<IIQ")
_MAX_BREAKS = 20  # the first ones are what matters; the rest are counted


def _head_name(path: Path) -> Path:
    name = hashlib.sha256(str(path).encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return heads_dir() / f"{name}.head"


def store_identity(db_path: Path) -> str:
    """The store's identity: its resolved path (what head files and journal frames are bound to)."""
    return str(db_path.resolve())


def head_path(db_path: Path) -> Path:
    """The head file of the store at ``db_path`` (named by its resolved path)."""
    return _head_name(Path(store_identity(db_path)))


def _legacy_head_path(db_path: Path) -> Path:
    """Where an older nbagent kept the head: named by the absolute, unresolved path."""
    return _head_name(db_path.absolute())


@dataclass
class Anchor:
    """What the head file says."""

    seq: int = 0
    hash: str = ""
    keyed_from: int = 1
    key_id: str = ""
    breaks: list[dict[str, Any]] = field(default_factory=list)
    more_breaks: int = 0  # breaks beyond the first _MAX_BREAKS
    notes: list[str] = field(default_factory=list)  # findings that break nothing (a rebuild, see _rebuild.py)
    generation: int = 0  # of the slot it was read from
    damaged: str = ""  # why the file could not be read (then the rest is empty)


def _slot(data: bytes, at: int) -> tuple[int, dict[str, Any]] | None:
    """(generation, content) of the slot at ``at``, None when empty, torn or damaged."""
    if len(data) < at + _SLOT_HEADER.size:
        return None
    size, crc, generation = _SLOT_HEADER.unpack_from(data, at)
    body = data[at + _SLOT_HEADER.size : at + _SLOT_HEADER.size + size]
    if not size or len(body) < size or zlib.crc32(body) != crc:
        return None
    try:
        content = json.loads(body)
    except ValueError:
        return None
    return (generation, content) if isinstance(content, dict) else None


def read_anchor(db_path: Path, head: Path | None = None) -> Anchor | None:
    """The head file of ``db_path`` (None when there is none; ``damaged`` set when unreadable).

    ``head``: the head file's path, when the caller fixed it already (see :class:`HeadKeeper`).
    """
    path = head or head_path(db_path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        legacy = _legacy_head_path(db_path) if head is None else path
        if legacy == path or not legacy.exists():
            return None
        path = legacy  # the next write moves it to the resolved name
        try:
            data = path.read_bytes()
        except OSError as exc:
            return Anchor(damaged=f"the head record {path} cannot be read: {exc}")
    except OSError as exc:
        return Anchor(damaged=f"the head record {path} cannot be read: {exc}")
    slots = [s for s in (_slot(data, 0), _slot(data, SLOT)) if s is not None]
    if not slots:
        return Anchor(damaged=f"the head record {path} is damaged (no valid slot)")
    generation, content = max(slots, key=lambda s: s[0])
    try:
        return Anchor(
            seq=int(content["seq"]),
            hash=str(content["hash"]),
            keyed_from=int(content["keyed_from"]),
            key_id=str(content.get("key_id", "")),
            breaks=[dict(b) for b in content.get("breaks", [])],
            more_breaks=int(content.get("more_breaks", 0)),
            notes=[str(n) for n in content.get("notes", [])][:_MAX_BREAKS],
            generation=generation,
        )
    except (KeyError, TypeError, ValueError) as exc:
        return Anchor(damaged=f"the head record {path} is damaged: {exc!r}")


def _write(db_path: Path, anchor: Anchor, path: Path) -> None:
    """Write the next generation into the slot not holding the current one (one pwrite)."""
    private_dir(path.parent)  # the home too, when nbagent makes it: 0700 (mkdir's mode skips parents)
    if len(anchor.breaks) > _MAX_BREAKS:
        anchor.more_breaks += len(anchor.breaks) - _MAX_BREAKS
        del anchor.breaks[_MAX_BREAKS:]
    content = {
        "store": store_identity(db_path),
        "seq": anchor.seq,
        "hash": anchor.hash,
        "keyed_from": anchor.keyed_from,
        "key_id": anchor.key_id,
        "breaks": anchor.breaks,
        "more_breaks": anchor.more_breaks,
        "notes": anchor.notes[-_MAX_BREAKS:],
        "updated": time.time(),
    }
    body = json.dumps(content, separators=(",", ":")).encode("utf-8")
    while len(body) > SLOT - _SLOT_HEADER.size and anchor.breaks:  # long paths: keep the first break
        anchor.more_breaks += 1
        anchor.breaks.pop()
        content["breaks"], content["more_breaks"] = anchor.breaks, anchor.more_breaks
        body = json.dumps(content, separators=(",", ":")).encode("utf-8")
    anchor.generation += 1
    record = _SLOT_HEADER.pack(len(body), zlib.crc32(body), anchor.generation) + body
    # A first generation starts the file afresh (a damaged one is replaced, its break noted).
    fd = os.open(path, os.O_RDWR | os.O_CREAT | (os.O_TRUNC if anchor.generation == 1 else 0), 0o600)
    try:
        os.pwrite(fd, record, (anchor.generation % 2) * SLOT)
    finally:
        os.close(fd)


def write_head(db_path: Path, anchor: Anchor) -> None:
    """Write ``anchor`` as the store's head record (a rebuild: the caller holds the store's gate)."""
    _write(db_path, anchor, head_path(db_path))


def describe_break(brk: dict[str, Any]) -> str:
    """A break noted by a writer, in words."""
    after, expected = int(brk.get("after_seq", 0)), int(brk.get("expected_seq", 0))
    when = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(float(brk.get("at", 0))))
    if brk.get("problem"):
        return f"{brk['problem']} (noticed when seq {after + 1} was written at {when})"
    if after == 0 and expected > 0:
        return f"the audit log was wiped: all {expected} rows were gone when seq 1 was written at {when}"
    if expected > after:
        return (
            f"{expected - after} rows missing after seq {after}: rows {after + 1}..{expected} were removed "
            f"before seq {after + 1} was written again at {when}"
        )
    return (
        f"the chain was rewritten: at seq {after} it no longer matched the head kept outside the "
        f"database (seq {expected}) when seq {after + 1} was written at {when}"
    )


class HeadKeeper:
    """Checks the head file against the database before a batch and rewrites it after the commit.

    Both steps run while the writer holds the store's gate.
    """

    def __init__(self, db_path: Path, key_id: str) -> None:
        self.db_path = db_path
        self.key_id = key_id
        # Fixed with the key, when the store starts: the head belongs with the key the chain is made
        # with, even if NBAGENT_HOME changes later in the process (and no path is resolved per batch).
        self.head_file = head_path(db_path)
        legacy = _legacy_head_path(db_path)
        self._legacy = legacy if legacy != self.head_file and not self.head_file.exists() else None
        self._next: Anchor | None = None

    def begin(self, con: DuckDBPyConnection, db_seq: int, db_hash: str) -> None:
        """Compare the database's chain head with the file's; note a break before extending it."""
        anchor = read_anchor(self.db_path, self.head_file)
        if anchor is None and self._legacy is not None:  # a head an older nbagent named: moved on first write
            anchor = read_anchor(self.db_path, self._legacy)
        if anchor is None or anchor.damaged:
            first = run(con, "SELECT min(seq) FROM audit WHERE key_id IS NOT NULL")
            keyed_from = int(first[0][0]) if first and first[0][0] is not None else db_seq + 1
            self._next = Anchor(keyed_from=keyed_from, key_id=self.key_id)
            if anchor is not None:  # damaged: say so forever after, then start a readable one
                log.warning("nbagent store: %s", anchor.damaged)
                self._next.breaks.append({"after_seq": db_seq, "problem": anchor.damaged, "at": time.time()})
            return
        if not self._follows(con, anchor, db_seq, db_hash):
            brk = {
                "after_seq": db_seq,
                "expected_seq": anchor.seq,
                "expected_hash": anchor.hash,
                "at": time.time(),
            }
            log.warning("nbagent store: audit log of %s: %s", self.db_path, describe_break(brk))
            anchor.breaks.append(brk)
        anchor.key_id = self.key_id
        self._next = anchor

    @staticmethod
    def _follows(con: DuckDBPyConnection, anchor: Anchor, db_seq: int, db_hash: str) -> bool:
        if (anchor.seq, anchor.hash) == (db_seq, db_hash):
            return True
        if anchor.seq == 0:
            return True
        if anchor.seq < db_seq:
            # Rows written after the file (a crash between the commit and the head write): the chain must
            # still pass through the recorded head.
            found = run(con, "SELECT hash FROM audit WHERE seq = ?", [anchor.seq])
            return bool(found) and found[0][0] == anchor.hash
        return False

    def written(self, seq: int, link: str) -> None:
        """After the commit: the chain now ends at ``seq`` with ``link``."""
        anchor, self._next = self._next, None
        if anchor is None:
            return
        anchor.seq, anchor.hash = seq, link
        try:
            _write(self.db_path, anchor, self.head_file)
        except OSError as exc:
            log.warning("nbagent store: cannot write the audit head %s: %s", self.head_file, exc)

    def abandon(self) -> None:
        """The transaction failed: forget what :meth:`begin` prepared."""
        self._next = None
