"""The per-process write-ahead journal.

``Store.record`` appends one frame per call (the rows an event became) to
this process's current segment file with a single ``write(2)``: once it
returns, the rows are in the kernel's page cache and survive a SIGKILL of the
process. The background writer rotates segments (fsync, then close) and
deletes them once their rows are committed to DuckDB and archived
(:mod:`._archive`, what a rebuild of a damaged file replays).

A frame is ``<u32 length><u32 crc32><32-byte HMAC><marshal payload>``:
``marshal`` (plain values only, never code, read back with type checks) is
~5x cheaper than JSON on the agent's critical path; the CRC and length reveal
a frame torn by a crash or a full disk; the HMAC, under the user's audit key
(:mod:`..integrity._key`) and over the store's identity (its resolved path) as well as
the payload, a frame someone else wrote, or one this user's nbagent wrote for
another store (a segment copied from another project's journal folder or a
backup). Such a frame is refused: never
replayed into the database, logged, and its segment kept as
``<name>.refused`` for inspection (``verify_audit`` lists it).

Files in the journal folder, per process ("owner")::

    <host>-<pid>-<token>.lock           flock-ed for the owner's whole life
    <host>-<pid>-<token>.<n>.journal    segments, oldest first

A lock file that can be flock-ed belongs to a dead process: its segments are
replayed into DuckDB by whichever store gets there first (replay is
idempotent: rows carry unique ids and are inserted with an anti-join).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import hmac
import logging
import marshal
import os
import secrets
import socket
import stat
import struct
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from ...exceptions import StoreError
from ..integrity._key import AuditKey

__all__ = [
    "REFUSED",
    "DeadJournal",
    "FrameKey",
    "Journal",
    "Segment",
    "encode_frame",
    "open_regular",
    "read_frames",
    "read_segment",
]

log = logging.getLogger("nbagent.store")


def _owner_name() -> str:
    host = "".join(c if c.isalnum() or c in "-_" else "_" for c in socket.gethostname())[:40] or "host"
    return f"{host}-{os.getpid()}-{secrets.token_hex(4)}"


_HEADER = struct.Struct("<II32s")
SUFFIX = ".journal"
REFUSED = ".refused"


class FrameKey:
    """The MAC of journal frames: HMAC-SHA256 under the audit key over the store's identity, then the payload.

    Binding the store means a genuine frame of another store of the same user does not verify here.
    A NUL ends the identity (a path holds none), so no identity is a prefix of another.
    """

    __slots__ = ("_base", "key", "store")

    def __init__(self, key: AuditKey, store: str, purpose: str = "journal frame") -> None:
        self.key = key
        self.store = store
        base = hmac.new(key.secret, digestmod=hashlib.sha256)
        # ``purpose`` keeps a journal frame from passing for an archive frame (see _archive.py) and back
        base.update(f"nbagent {purpose}\x00".encode() + store.encode("utf-8", "surrogatepass") + b"\x00")
        self._base = base  # copied per frame: cheaper than a new HMAC each time

    def mac(self, payload: bytes) -> bytes:
        """The 32-byte MAC of one frame's payload."""
        h = self._base.copy()
        h.update(payload)
        return h.digest()

    def verify(self, payload: bytes, mac: bytes) -> bool:
        """Is ``mac`` this key's MAC of ``payload``? (constant time)"""
        return hmac.compare_digest(mac, self.mac(payload))


def encode_frame(records: list[tuple[str, dict[str, object]]], key: FrameKey) -> bytes:
    """One frame holding these records, authenticated with ``key`` (the audit key bound to one store)."""
    payload = marshal.dumps(records, 4)
    return _HEADER.pack(len(payload), zlib.crc32(payload), key.mac(payload)) + payload


@dataclass
class Segment:
    """What one segment file holds: authentic records, and how many frames were refused.

    ``foreign`` says why the file was not read as a segment at all (its first frame does not parse,
    or does not verify under this store's key): nothing in it is replayed and it is set aside.
    """

    records: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    refused: int = 0
    foreign: str | None = None


# A segment with this many forged frames after its authentic ones is not read further: a planted
# file of many tiny frames would otherwise cost one HMAC (and once one log line) per 41 bytes.
_MAX_REFUSED = 32


def read_frames(fh: BinaryIO) -> Iterator[tuple[int, str | None, bytes, bytes]]:
    """The frames of an open journal or archive file, one read per frame: ``(offset, problem, payload, mac)``.

    Memory is bounded by one frame, never the file: a header is checked against the bytes the file
    holds before its payload is read. ``problem`` is set on the last item when a frame is torn,
    implausible (empty: nbagent never writes one) or damaged (CRC); the caller decides what it means.
    """
    end = os.fstat(fh.fileno()).st_size
    pos = 0
    while pos < end:
        header = fh.read(_HEADER.size)
        if len(header) < _HEADER.size:
            yield pos, f"a torn frame header ({len(header)} of {_HEADER.size} bytes)", b"", b""
            return
        size, crc, mac = _HEADER.unpack(header)
        if size == 0:
            yield pos, "a frame header claiming an empty frame (nbagent never writes one)", b"", b""
            return
        if size > end - pos - _HEADER.size:
            yield pos, f"a frame header claiming {size} bytes where the file holds {end - pos - _HEADER.size}", b"", b""
            return
        payload = fh.read(size)
        if len(payload) < size or zlib.crc32(payload) != crc:
            yield pos, "a torn or damaged frame (its CRC does not match)", b"", b""
            return
        yield pos, None, payload, mac
        pos += _HEADER.size + size


def open_regular(path: Path) -> BinaryIO | None:
    """``path`` opened for reading, or None when it is not a regular file.

    Non-blocking: a FIFO planted under a segment's name (or a symlink to one) would otherwise
    hang the store's start in ``open``.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        os.close(fd)
        raise
    if not regular:
        os.close(fd)
        return None
    return os.fdopen(fd, "rb")


def _refuse_file(kind: str, path: Path, why: str, then: str) -> None:
    """The one log line for a file that is not what its name says (planted, copied, or torn at birth)."""
    log.error(
        "nbagent store: REFUSED the %s %s: %s. It was not written by nbagent under this user's audit key for "
        "this store (planted, another user's, copied from another store, or torn before its first frame); "
        "nothing in it is replayed. %s",
        kind,
        path,
        why,
        then,
    )


def read_segment(path: Path, key: FrameKey) -> Segment:
    """The records of one segment, read frame by frame.

    A first frame that does not parse or verify refuses the whole file at once (one log line, no
    more reading); after authentic frames, a torn or damaged frame ends the segment and forged
    ones are refused (one log line for them all, at most ``_MAX_REFUSED`` read).
    """
    out = Segment()
    records = out.records
    first_refused = -1

    def refuse(why: str, advice: str = " (verify_audit lists it): inspect it, then delete it") -> None:
        out.foreign = why
        _refuse_file("journal segment", path, why, f"The store sets it aside as {path.name}{REFUSED}{advice}")

    fh = open_regular(path)
    if fh is None:
        refuse("it is not a regular file", "")
        return out
    with fh:
        for at, problem, payload, mac in read_frames(fh):
            if problem is not None:
                if at == 0:
                    refuse(f"its first frame is {problem}")
                else:
                    log.warning("nbagent store: ignoring %s in journal %s at byte %d", problem, path, at)
                break
            if not key.verify(payload, mac):
                # Whole and well-formed, yet not written under this user's key for this store: planted,
                # written by another user, an older nbagent, or for another store (a copied segment).
                # Never replayed into the audit log.
                out.refused += 1
                if at == 0:
                    refuse("its first frame is not authenticated by the audit key for this store")
                    break
                if first_refused < 0:
                    first_refused = at
                if out.refused >= _MAX_REFUSED:
                    break
                continue
            try:
                items = marshal.loads(payload)
            except (ValueError, EOFError, TypeError):
                log.warning("nbagent store: ignoring an unreadable frame in journal %s at byte %d", path, at)
                continue
            for item in items if isinstance(items, list) else ():
                if (
                    isinstance(item, tuple)
                    and len(item) == 2
                    and isinstance(item[0], str)
                    and isinstance(item[1], dict)
                ):
                    records.append((item[0], item[1]))
    if first_refused >= 0:
        log.error(
            "nbagent store: REFUSED %d%s journal frame(s) in %s from byte %d: not authenticated by the audit key "
            "for %s (planted, another user's, or copied from another store's journal); not replayed. The store "
            "sets the segment aside as %s%s (verify_audit lists it): inspect it, then delete it",
            out.refused,
            "+" if out.refused >= _MAX_REFUSED else "",
            path,
            first_refused,
            key.store,
            path.name,
            REFUSED,
        )
    return out


@dataclass
class DeadJournal:
    """The segments of a process that died, held (flock) while they are replayed."""

    owner: str
    lock_path: Path
    lock_fd: int
    segments: list[Path]
    records: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    refused: list[Path] = field(default_factory=list)  # segments holding refused frames

    def finish(self, *, delete: bool) -> None:
        """Delete the replayed files (after a commit) or just let go of them.

        Segments with refused frames are kept as ``*.refused`` (evidence), never replayed again.
        """
        if delete:
            for seg in self.segments:
                if seg in self.refused:
                    _keep_refused(seg)
                else:
                    _unlink(seg)
            # Nobody adds segments for a dead owner: the lock file can go too.
            _unlink(self.lock_path)
        os.close(self.lock_fd)


def _keep_refused(path: Path) -> None:
    try:
        os.replace(path, path.with_name(path.name + REFUSED))
    except OSError as exc:
        log.warning("nbagent store: could not set aside the refused journal %s: %s", path, exc)


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("nbagent store: could not delete %s: %s", path, exc)


class Journal:
    """This process's journal in ``directory``."""

    def __init__(self, directory: Path, key: AuditKey, store: str) -> None:
        self.directory = directory
        self.key = key
        self.frame_key = FrameKey(key, store)  # frames are bound to the store they are for
        try:
            directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as exc:
            raise StoreError(
                f"cannot create the store's journal folder {directory}: {exc.strerror or exc}. "
                "The store needs a writable folder: pass Store(path=...) or set NBAGENT_HOME",
                path=str(directory),
            ) from exc
        self.owner = _owner_name()
        self.lock_path = directory / f"{self.owner}.lock"
        # Locked before it gets its name: a lock file that is visible but not yet locked would look
        # like a dead owner's to another process replaying journals (seen with two kernels starting).
        pending = directory / f"{self.owner}.lock-new"
        try:
            self._lock_fd = os.open(pending, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            fcntl.flock(self._lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.rename(pending, self.lock_path)
        except OSError as exc:
            raise StoreError(
                f"cannot write in the store's journal folder {directory}: {exc.strerror or exc}",
                path=str(directory),
            ) from exc
        self._segment_no = 0
        self._fd: int | None = None
        self._path: Path | None = None
        self._size = 0
        self.closed = False

    # -- called with the store's record lock held -------------------------------------

    def append(self, data: bytes) -> None:
        """Append to the current segment with one write; OSError leaves nothing half-written."""
        if self._fd is None:
            self._segment_no += 1
            path = self.directory / f"{self.owner}.{self._segment_no:06d}{SUFFIX}"
            self._fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_EXCL, 0o600)
            self._path, self._size = path, 0
        fd = self._fd
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
        except OSError:
            with contextlib.suppress(OSError):  # drop a partial frame: the next one starts clean
                os.ftruncate(fd, self._size)
            raise
        self._size += len(data)

    def rotate(self) -> tuple[int, Path] | None:
        """Detach the current segment (the next append starts another); the caller seals it."""
        if self._fd is None:
            return None
        detached = (self._fd, self._path)
        self._fd, self._path, self._size = None, None, 0
        assert detached[1] is not None
        return detached[0], detached[1]

    # -- called by the writer thread ------------------------------------------------------

    @staticmethod
    def seal(fd: int, path: Path) -> None:
        """fsync and close a detached segment (an empty one is deleted)."""
        try:
            if os.fstat(fd).st_size == 0:
                _unlink(path)
            else:
                os.fsync(fd)
        except OSError as exc:
            log.warning("nbagent store: could not sync journal %s: %s", path, exc)
        finally:
            os.close(fd)

    def claim_dead(self) -> list[DeadJournal]:
        """Journals of processes that are gone (their lock file is free), flock-ed for replay."""
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        owners = sorted({n[: -len(".lock")] for n in names if n.endswith(".lock")} - {self.owner})
        # Segments without a lock file (a replayer could not delete them, or the folder was copied):
        # adopt them under a new lock file. Lock files are always created before segments.
        orphans = sorted({n.split(".")[0] for n in names if n.endswith(SUFFIX)} - set(owners) - {self.owner})
        claimed = []
        for owner in owners + orphans:
            lock_path = self.directory / f"{owner}.lock"
            try:
                fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError:
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError as exc:
                os.close(fd)
                if exc.errno not in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES):
                    log.warning("nbagent store: cannot lock %s: %s", lock_path, exc)
                continue
            if not lock_path.exists():  # replayed and removed by someone else meanwhile
                os.close(fd)
                continue
            segments = sorted(self.directory.glob(f"{owner}.*{SUFFIX}"))
            dead = DeadJournal(owner, lock_path, fd, segments)
            try:
                for seg in segments:
                    found = read_segment(seg, self.frame_key)
                    dead.records.extend(found.records)
                    if found.refused or found.foreign:
                        dead.refused.append(seg)
            except OSError as exc:
                log.warning("nbagent store: cannot read journal of %s: %s", owner, exc)
                dead.finish(delete=False)
                continue
            claimed.append(dead)
        return claimed

    def close(self) -> None:
        """Forget the journal: callers make sure every segment was committed first."""
        if self.closed:
            return
        self.closed = True
        detached = self.rotate()
        if detached is not None:
            self.seal(*detached)
        leftovers = list(self.directory.glob(f"{self.owner}.*{SUFFIX}"))
        if not leftovers:
            _unlink(self.lock_path)
        os.close(self._lock_fd)
