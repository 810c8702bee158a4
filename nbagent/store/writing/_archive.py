"""The archive: every committed batch kept, compressed, so that a damaged database can be rebuilt.

The journal (:mod:`._journal`) holds rows only until DuckDB has them; a file
damaged later (a crash during a checkpoint, a bad disk) would take every
committed row with it. So after each commit the writer appends the batch to
this process's archive file before deleting its journal segments: the same
records the journal held (nothing the database does not hold: arguments are
hashed and secrets redacted before a row reaches the journal), plus where
they ended up (each audit row's ``seq`` in the chain, a message's ``seq``
when the writer gave it another). Interactive edits (rename, archive,
supersede, delete) are archived as ``edit`` records after their transaction.
:func:`~nbagent.store.integrity._rebuild.rebuild` replays it all into a fresh file.

Files in the archive folder (``<db>.archive`` by default)::

    <owner>.<YYYYMMDD>.<n>.nbarchive    one per process and day (a new one past 64 MiB)

A frame is ``<u32 length><u32 crc32><32-byte HMAC><zlib(marshal((commit time, records, seqs)))>``,
the HMAC under the user's audit key, bound to the store and to this purpose (a journal frame does
not pass for an archive frame). A frame that does not verify is refused and never replayed.

Pruning, oldest file first: files last written more than ``max_days`` ago go, then more while the
folder holds more than ``max_bytes``. Files are per day, so every row of the last ``max_days``
days stays.
"""

from __future__ import annotations

import logging
import marshal
import os
import struct
import threading
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from ._journal import FrameKey, open_regular, read_frames

__all__ = ["ARCHIVE_SUFFIX", "Archive", "ArchiveContents", "archive_key", "read_archive"]

log = logging.getLogger("nbagent.store")

ARCHIVE_SUFFIX = ".nbarchive"
_HEADER = struct.Struct("<II32s")
_FILE_MAX = 64 << 20  # bytes in one archive file before the next one starts
_PRUNE_EVERY = 300.0  # seconds between prunes of a long-lived process
_MAX_REFUSED = 32  # forged frames read in one file before the rest is skipped (see _journal.py)

Record = tuple[str, dict[str, Any]]


def archive_key(frame_key: FrameKey) -> FrameKey:
    """The archive frames' MAC: the same audit key and store as the journal's, another purpose."""
    return FrameKey(frame_key.key, frame_key.store, "archive frame")


@dataclass
class ArchiveContents:
    """What an archive folder holds: batches in commit order, and the frames refused."""

    batches: list[tuple[float, list[Record], dict[str, int]]] = field(default_factory=list)
    frames: int = 0
    refused: int = 0
    damaged: int = 0
    files: int = 0


class Archive:
    """This process's archive in ``directory``; ``max_days`` / ``max_bytes`` bound what is kept."""

    def __init__(
        self, directory: Path, frame_key: FrameKey, owner: str, *, max_days: float | None, max_bytes: int | None
    ) -> None:
        self.directory = directory
        self.key = archive_key(frame_key)
        self.owner = owner
        self.max_days = max_days
        self.max_bytes = max_bytes
        self.last_error: OSError | None = None
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._day = ""
        self._n = 0
        self._size = 0
        self._pruned_at = 0.0

    def append(self, records: list[Record], seqs: dict[str, int] | None = None) -> bool:
        """Archive one committed batch (one write and an fsync); False when it could not be (logged)."""
        if not records:
            return True
        payload = zlib.compress(marshal.dumps((time.time(), records, seqs or {}), 4), 6)
        frame = _HEADER.pack(len(payload), zlib.crc32(payload), self.key.mac(payload)) + payload
        with self._lock:
            try:
                fd = self._file(len(frame))
                try:
                    os.write(fd, frame)  # O_APPEND: one write, like the journal's
                    os.fsync(fd)
                except OSError:
                    os.ftruncate(fd, self._size)  # no torn frame in the middle of the file
                    raise
                self._size += len(frame)
            except OSError as exc:
                if self.last_error is None:
                    log.warning("nbagent store: cannot write the archive in %s: %s", self.directory, exc)
                self.last_error = exc
                return False
            self.last_error = None
        if time.monotonic() - self._pruned_at > _PRUNE_EVERY:
            self.prune()
        return True

    def _file(self, need: int) -> int:
        day = time.strftime("%Y%m%d", time.gmtime())
        fd = self._fd
        # A new file each day (pruning is by file) and past _FILE_MAX; also when someone removed ours.
        if fd is not None and (day != self._day or self._size + need > _FILE_MAX or os.fstat(fd).st_nlink == 0):
            os.close(fd)
            fd = self._fd = None
        if fd is None:
            self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            if day != self._day:
                self._day, self._n = day, 0
            while True:
                self._n += 1
                path = self.directory / f"{self.owner}.{day}.{self._n:03d}{ARCHIVE_SUFFIX}"
                try:
                    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_EXCL, 0o600)
                    break
                except FileExistsError:
                    continue
            self._fd, self._size = fd, 0
            self._pruned_at = 0.0  # a new file: time to look at the old ones
        return fd

    def prune(self) -> int:
        """Delete archive files past ``max_days`` old, then the oldest while over ``max_bytes``; return how many."""
        self._pruned_at = time.monotonic()
        files = []
        try:
            for entry in os.scandir(self.directory):
                if entry.name.endswith(ARCHIVE_SUFFIX):
                    st = entry.stat()
                    files.append((st.st_mtime, st.st_size, Path(entry.path)))
        except OSError:
            return 0
        files.sort()
        total = sum(f[1] for f in files)
        cutoff = None if self.max_days is None else time.time() - self.max_days * 86400
        removed = 0
        for mtime, size, path in files[:-1]:  # never the newest: it may be another process's current file
            if not ((cutoff is not None and mtime < cutoff) or (self.max_bytes is not None and total > self.max_bytes)):
                break
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.warning("nbagent store: cannot prune the archive file %s: %s", path, exc)
                continue
            total -= size
            removed += 1
        return removed

    def close(self) -> None:
        """Close the current file."""
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None


def read_archive(directory: Path, frame_key: FrameKey) -> ArchiveContents:
    """Every authentic batch in the archive folder, oldest commit first (a forged frame is refused, logged)."""
    key = archive_key(frame_key)
    out = ArchiveContents()
    if not directory.is_dir():
        return out
    for path in sorted(directory.glob(f"*{ARCHIVE_SUFFIX}")):
        out.files += 1
        try:
            fh = open_regular(path)
            if fh is None:
                out.damaged += 1
                log.error("nbagent store: REFUSED the archive file %s: it is not a regular file. Remove it", path)
                continue
            with fh:  # frame by frame: memory bounded by one frame, not the file
                _read_frames(path, fh, key, out)
        except OSError as exc:
            log.warning("nbagent store: cannot read the archive file %s: %s", path, exc)
            out.damaged += 1
            continue
    out.batches.sort(key=lambda b: b[0])
    return out


def _read_frames(path: Path, fh: BinaryIO, key: FrameKey, out: ArchiveContents) -> None:
    refused_from = -1
    refused = 0
    for at, problem, payload, mac in read_frames(fh):
        if problem is not None:
            out.damaged += 1
            if at == 0:  # not an archive file at all: one line, and no more reading
                log.error(
                    "nbagent store: REFUSED the archive file %s: its first frame is %s (planted, copied from "
                    "another store, or torn before its first frame); nothing in it is replayed. Inspect it, "
                    "then delete it",
                    path,
                    problem,
                )
            else:
                log.warning("nbagent store: %s in the archive file %s at byte %d ends it", problem, path, at)
            break
        out.frames += 1
        if not key.verify(payload, mac):
            out.refused += 1
            refused += 1
            if refused_from < 0:
                refused_from = at
            # A file whose first frame is forged is not ours: stop there. Elsewhere, read on (the
            # authentic frames after a planted one are still replayed) up to a bound.
            if at == 0 or refused >= _MAX_REFUSED:
                break
            continue
        try:
            commit_ts, records, seqs = marshal.loads(zlib.decompress(payload))
        except (ValueError, EOFError, TypeError, zlib.error):
            out.damaged += 1
            continue
        good = [
            (r[0], r[1])
            for r in records
            if isinstance(r, tuple) and len(r) == 2 and isinstance(r[0], str) and isinstance(r[1], dict)
        ]
        out.batches.append((float(commit_ts), good, seqs if isinstance(seqs, dict) else {}))
    if refused:
        log.error(
            "nbagent store: REFUSED %d%s archive frame(s) in %s from byte %d: not authenticated by the audit key "
            "for %s (planted, another user's, or copied from another store's archive); not replayed%s. Inspect "
            "the file, then delete it",
            refused,
            "+" if refused >= _MAX_REFUSED else "",
            path,
            refused_from,
            key.store,
            " (its first frame is forged: the rest was not read)" if refused_from == 0 else "",
        )
