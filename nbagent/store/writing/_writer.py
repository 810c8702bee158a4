"""The journal-then-batch write path: ``record`` (caller's thread) and the background writer.

``record`` serialises the rows, appends them to the journal with one
``write(2)`` and queues them in memory: microseconds, no DuckDB. The
writer thread wakes when rows are waiting, lets a batch build up for
``flush_interval`` seconds (or ``max_batch`` rows), then opens the database,
writes everything in one transaction, closes it and deletes the journal
segments that are now in DuckDB. While the file is locked or broken, rows
stay in the journal and in memory and the writer retries with backoff.
"""

from __future__ import annotations

import json
import logging
import random
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ...exceptions import StoreError
from .._db import Busy, connect, store_error
from ..integrity._anchor import HeadKeeper
from ..integrity._foreign import refuse_planted, warn_foreign_keys
from ._archive import Archive
from ._batch import Chain, Prepared, init_store, marker_ok, prepare, write_prepared
from ._journal import REFUSED, DeadJournal, FrameKey, Journal, encode_frame
from ._rows import Record

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = ["Writer", "flush_live_writers", "register_writer"]

log = logging.getLogger("nbagent.store")


def _utf8(text: str) -> str:
    return text.encode("utf-8", "replace").decode("utf-8")  # lone surrogates cannot go to DuckDB


def _encode(records: list[Record], frame_key: FrameKey) -> bytes:
    """The journal frame of these records (strings made valid UTF-8 in place first)."""
    for _, row in records:
        for key, value in row.items():
            if type(value) is str:
                if not value.isascii():
                    row[key] = _utf8(value)
            elif type(value) is list:
                row[key] = [_utf8(v) if type(v) is str and not v.isascii() else v for v in value]
    try:
        return encode_frame(records, frame_key)
    except ValueError:  # a value marshal cannot hold (rows are plain values; be safe anyway)
        for _, row in records:
            row.update(json.loads(json.dumps(row, default=str)))
        return encode_frame(records, frame_key)


class Writer:
    """Queue, journal and background writer of one :class:`~nbagent.store.Store`."""

    def __init__(
        self,
        db_path: Path,
        journal: Journal,
        *,
        flush_interval: float,
        max_batch: int,
        ttl_days: float | None,
        checked: bool = True,
        archive: Archive | None = None,
    ) -> None:
        self.db_path = db_path
        self.archive = archive  # committed batches go there before their journal segments are deleted
        self.checked = checked  # refuse planted SQL on every connection (a store outside the nbagent home)
        self.journal = journal
        self.chain = Chain(journal.key, HeadKeeper(db_path, journal.key.id))
        self.refused: list[Path] = []  # journal segments of others refused as not authentic
        self.flush_interval = flush_interval
        self.max_batch = max_batch
        self.ttl_days = ttl_days
        self.ready = False  # the file was checked and migrated by this process
        self.purged = 0
        self.last_error: StoreError | None = None
        self.journal_error: StoreError | None = None
        self._cv = threading.Condition(threading.Lock())
        self._pending: list[Record] = []
        self._first_pending_at = 0.0
        self._recorded = 0  # rows recorded so far
        self._committed = 0  # rows recorded so far that are in DuckDB
        self._flush_wanted = 0
        self._flush_gen = 0
        self._stop = False
        self._retry: list[Record] = []  # taken from the queue, not committed yet (writer thread only)
        self._retry_upto = 0
        self._segments: list[Path] = []  # journal segments holding _retry (writer thread only)
        self._failures = 0
        # This process's messages the writer gave another seq (another kernel wrote the session too):
        # session id -> {seq the caller gave: seq stored}, so supersede_messages finds them.
        self.moved: dict[str, dict[int, int]] = {}
        # Where the writer's time goes (see Store.stats()).
        self.stats: dict[str, float] = dict.fromkeys(
            ("batches", "rows", "prepare_s", "wait_s", "write_s", "journal_refused"), 0.0
        )
        self._thread: threading.Thread | None = None
        # Called (on the writer thread, after each commit) by whoever must know: the team lake's publisher.
        self.on_commit: Callable[[], None] | None = None

    # -- caller side --------------------------------------------------------------------

    def record(self, records: list[Record]) -> None:
        """Journal and queue rows. Never raises for I/O trouble: it is kept on ``journal_error``."""
        if not records:
            return
        data = _encode(records, self.journal.frame_key)
        with self._cv:
            if not self.journal.closed:
                try:
                    self.journal.append(data)
                except OSError as exc:
                    self._journal_failed(exc)
                else:
                    if self.journal_error is not None:
                        log.warning("nbagent store: the journal in %s works again", self.journal.directory)
                        self.journal_error = None
            if not self._pending:
                self._first_pending_at = time.monotonic()
                self._cv.notify()
            self._pending.extend(records)
            self._recorded += len(records)
            if len(self._pending) >= self.max_batch:
                self._cv.notify()

    def _journal_failed(self, exc: OSError) -> None:
        first = self.journal_error is None
        self.journal_error = StoreError(
            f"cannot write the store's journal in {self.journal.directory}: {exc.strerror or exc}. "
            "Events are kept in memory until they reach the database; a crash now would lose them",
            path=str(self.journal.directory),
        )
        if first:
            log.warning("nbagent store: %s", self.journal_error)

    @property
    def stopped(self) -> bool:
        """True once :meth:`stop` was called (the store was closed)."""
        return self._stop

    @property
    def pending(self) -> int:
        """Rows recorded but not yet in DuckDB."""
        with self._cv:
            return self._recorded - self._committed

    def flush(self, timeout: float) -> None:
        """Wait until every row recorded so far is in DuckDB; StoreError after ``timeout`` s."""
        deadline = time.monotonic() + timeout
        with self._cv:
            target = self._recorded
            if self._committed >= target:
                return
            if self._thread is None or not self._thread.is_alive():
                raise StoreError(f"the store {self.db_path} is closed", path=str(self.db_path))
            self._flush_wanted += 1
            self._flush_gen += 1
            self._cv.notify_all()
            try:
                while self._committed < target:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        break
                    self._cv.wait(min(left, 0.25))
            finally:
                self._flush_wanted -= 1
            waiting = self._recorded - self._committed
            if self._committed >= target:
                return
        cause = f": {self.last_error}" if self.last_error else " (the database stayed locked by other processes)"
        raise StoreError(
            f"{waiting} event rows are not in the store database {self.db_path} after "
            f"{timeout:g} s{cause}. They wait in the journal ({self.journal.directory}) and are "
            "written when the database is usable",
            path=str(self.db_path),
        )

    # -- lifecycle ------------------------------------------------------------------------

    def start(self) -> None:
        """Start the background thread."""
        self._thread = threading.Thread(target=self._run, name=f"nbagent-store:{self.db_path.name}", daemon=True)
        self._thread.start()

    def stop(self, timeout: float) -> None:
        """Stop the thread after a last write attempt."""
        with self._cv:
            self._stop = True
            self._cv.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def sync_once(self, deadline: float | None) -> bool:
        """Initialise the file (first time) and write what is waiting, on the caller's thread.

        Used at start so that journals of dead processes are in the database
        when the constructor returns. Returns False when the file stayed locked.
        """
        return self._attempt(deadline=deadline)

    # -- writer thread ------------------------------------------------------------------------

    def _run(self) -> None:
        pause, gen = 0.0, 0
        while True:
            with self._cv:
                if pause:  # back off after a failure; a new flush() request cuts the pause short
                    until = time.monotonic() + pause
                    while not self._stop and self._flush_gen == gen and time.monotonic() < until:
                        self._cv.wait(until - time.monotonic())
                while not (self._pending or self._retry or self._stop):
                    self._cv.wait()
                if not self._stop and not self._retry:  # let a batch build up
                    until = self._first_pending_at + self.flush_interval
                    while (
                        not self._stop
                        and not self._flush_wanted
                        and len(self._pending) < self.max_batch
                        and time.monotonic() < until
                    ):
                        self._cv.wait(until - time.monotonic())
                stopping = self._stop
                gen = self._flush_gen
            if stopping:  # one last try; what fails stays in the journal for the next start
                self._attempt(deadline=time.monotonic() + 5.0)
                return
            if self._attempt(deadline=time.monotonic() + 2.0, queue=True):
                self._failures, pause = 0, 0.0
            else:
                self._failures += 1
                cap = 0.5 if isinstance(self._last_failure, Busy) else 5.0
                pause = min(cap, 0.01 * 2 ** min(self._failures, 10)) * random.uniform(0.5, 1.5)

    _last_failure: BaseException | None = None

    def _take(self) -> None:
        with self._cv:
            taken, self._pending = self._pending, []
            upto = self._recorded
            detached = self.journal.rotate() if not self.journal.closed else None
        if detached is not None:
            Journal.seal(*detached)
            if detached[1].exists():
                self._segments.append(detached[1])
        self._retry.extend(taken)
        self._retry_upto = upto

    def _attempt(self, *, deadline: float | None, queue: bool = False) -> bool:
        self._take()
        # Journals of dead processes join every write (a directory listing and a few flock tries).
        dead: list[DeadJournal] = [] if self.journal.closed else self.journal.claim_dead()
        batch = self._retry + [r for d in dead for r in d.records]
        committed = False
        stats = self.stats
        try:
            t0 = time.perf_counter()
            prepared = self._prepare_batch(batch) if batch else None
            t1 = time.perf_counter()
            stats["prepare_s"] += t1 - t0
            if prepared is not None or not self.ready:
                # checked before any query of ours: a planted macro would run inside it
                check = refuse_planted if self.checked else None
                with connect(self.db_path, read_only=False, deadline=deadline, queue=queue, check=check) as con:
                    t2 = time.perf_counter()
                    stats["wait_s"] += t2 - t1
                    self._check_file(con)
                    if prepared is not None:
                        write_prepared(con, prepared, self.chain)
                stats["write_s"] += time.perf_counter() - t2
                stats["batches"] += 1
                stats["rows"] += len(batch)
                if prepared is not None:
                    self._archive(batch, prepared)
            committed = True
        except Busy as exc:
            self._last_failure = exc
        except StoreError as exc:
            self._failed(exc)
        except Exception as exc:  # a DuckDB or OS error while writing
            self._failed(store_error(exc, self.db_path))
        finally:
            for d in dead:
                if committed and d.refused:
                    self.refused += [p.with_name(p.name + REFUSED) for p in d.refused]
                    stats["journal_refused"] += len(d.refused)
                d.finish(delete=committed)
        if not committed:
            return False
        for seg in self._segments:
            try:
                seg.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.warning("nbagent store: could not delete journal segment %s: %s", seg, exc)
        self._segments = []
        self._retry = []
        if self.last_error is not None:
            log.warning("nbagent store: %s works again; waiting events were written", self.db_path)
            self.last_error = None
        with self._cv:
            self._committed = max(self._committed, self._retry_upto)
            self._cv.notify_all()
        if self.on_commit is not None and batch:
            self.on_commit()
        return True

    def _archive(self, batch: list[Record], prepared: Prepared) -> None:
        """After the commit: keep the batch in the archive as stored, and note this process's moved messages."""
        moved = prepared.message_seqs
        if moved:
            own = len(self._retry)
            for n, (table, row) in enumerate(batch):
                if table == "messages" and moved.get(row["id"], row["seq"]) != row["seq"]:
                    if n < own:
                        self.moved.setdefault(row["session_id"], {})[row["seq"]] = moved[row["id"]]
                    batch[n] = (table, dict(row, seq=moved[row["id"]]))
        if self.archive is not None:
            try:  # the rows are committed: nothing here may make the writer write them again
                self.archive.append(batch, prepared.audit_seqs)
            except Exception:
                log.exception("nbagent store: could not archive a committed batch of %s", self.db_path)

    @staticmethod
    def _prepare_batch(batch: list[Record]) -> Prepared:
        try:
            return prepare(batch)
        except Exception:
            # Rows are built from typed events, so this should not happen; if it does, one bad
            # row must not keep every later row out of the database forever.
            good = []
            for record in batch:
                try:
                    prepare([record])
                    good.append(record)
                except Exception:
                    log.exception("nbagent store: dropping a row that cannot be written: %.200r", record)
            return prepare(good)

    def _check_file(self, con: DuckDBPyConnection) -> None:
        # Checked before every write: the file may have been replaced or deleted since the last one.
        if not self.ready or not marker_ok(con):
            self.ready = False
            self.purged += init_store(con, self.db_path, ttl_days=self.ttl_days)
            self.ready = True
            try:  # a report only: it must never keep the rows out
                warn_foreign_keys(con, self.db_path, self.chain.key)
            except Exception as exc:
                log.warning("nbagent store: could not check the audit keys of %s: %s", self.db_path, exc)

    def _failed(self, exc: StoreError) -> None:
        self._last_failure = exc
        if self.last_error is None or str(self.last_error) != str(exc):
            log.warning("nbagent store: %s", exc)
        self.last_error = exc


# The running writers of this process, per database file: a read first writes what this
# process has waiting for that file (a notebook's `Store()` next to the one %%agent uses).
_writers: dict[Path, weakref.WeakSet[Writer]] = {}
_writers_lock = threading.Lock()


def register_writer(path: Path, writer: Writer) -> None:
    """Let reads of ``path`` in this process wait for ``writer``'s pending rows."""
    with _writers_lock:
        _writers.setdefault(path, weakref.WeakSet()).add(writer)


def flush_live_writers(path: Path, until: float) -> None:
    """Write what this process's stores on ``path`` have waiting, until ``until`` (monotonic).

    If they cannot be written now (the file is busy or unusable) the read goes on with what
    is there; the error stays on the store's ``last_error``.
    """
    with _writers_lock:
        live = [w for w in _writers.get(path, ()) if not w.stopped]
    for writer in live:
        left = until - time.monotonic()
        if left <= 0:
            return
        try:
            writer.flush(left)
        except StoreError:
            return  # the others would wait for the same file
