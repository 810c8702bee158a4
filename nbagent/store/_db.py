"""Opening the DuckDB file: briefly, in turn, and with clear errors.

DuckDB lets one process at a time open a file (any other connect fails at
once with "Conflicting lock is held"). Every nbagent process therefore takes
an advisory ``flock`` on ``<db>.lock`` around each open-use-close (the
"gate"): kernels wait in the kernel's flock queue instead of spinning on
DuckDB's lock, readers in the same queue with a deadline. A DuckDB lock held
by something else (a SQL client, a script) is retried with exponential
backoff and jitter.
"""

from __future__ import annotations

import fcntl
import os
import random
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from ..exceptions import StoreDamaged, StoreError
from .integrity._fileversion import newer_format_message

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = ["LOCKED_DOWN", "Busy", "Config", "Gate", "connect", "is_lock_error", "run", "store_error"]

# The settings ``duckdb.connect(config=...)`` takes (its own annotation).
Config = dict[str, str | bool | int | float | list[str]]

# Every connection nbagent opens on a store, the writer's included: no file, network, extension
# or ATTACH access from SQL, and no SET/PRAGMA to turn it back on. nbagent's own SQL never needs
# them, and a store file can hold views and macros someone else wrote (a cloned folder's store):
# with this, whatever runs inside it reads that file and nothing else. Costs nothing measurable
# on open (see tests/store/test_store_planted_sql.py).
LOCKED_DOWN: Config = {"enable_external_access": False, "lock_configuration": True}


def run(con: DuckDBPyConnection, sql: str, params: Sequence[object] | None = None) -> list[tuple[Any, ...]]:
    """Execute a statement and fetch all of its result (else DuckDB refuses the next one)."""
    return list(con.execute(sql, params or []).fetchall())


class Busy(Exception):
    """The database stayed locked by another process until the deadline (internal)."""


def is_lock_error(exc: BaseException) -> bool:
    """Is this DuckDB's "another process holds the file" error?"""
    text = str(exc)
    return "Could not set lock on file" in text or "Conflicting lock is held" in text


def store_error(exc: BaseException, path: Path) -> StoreError:
    """A DuckDB or OS error as a :class:`StoreError` that says what and where."""
    text = str(exc)
    low = text.lower()
    if "created with an newer version of duckdb" in low or "created with a newer version of duckdb" in low:
        return StoreError(newer_format_message(path), path=str(path))
    remedy = (
        f"Store.rebuild({str(path)!r}) (or `nbagent store rebuild {path}` in a terminal) moves it aside "
        "and rebuilds the store from its archive and journal"
    )
    if "not a valid duckdb database file" in low:
        return StoreDamaged(
            f"{path} is not a DuckDB database (another kind of file, or a damaged one), so nbagent cannot "
            f"use it as its store. If it was an nbagent store: {remedy}. Otherwise pass another path: "
            "Store(path=...)",
            path=str(path),
        )
    if "corrupt" in low or "checksum" in low or "could not read enough bytes" in low:
        return StoreDamaged(
            f"the store database {path} is damaged ({text.strip()}). {remedy}; new events wait in the "
            "journal meanwhile",
            path=str(path),
        )
    if "read-only file system" in low or "permission denied" in low:
        msg = (
            f"cannot write the store database {path}: its folder is read-only ({text.strip()}). "
            "Pass a writable location: Store(path=...) or set NBAGENT_HOME"
        )
    elif "no space left" in low or "disk is full" in low or "file too large" in low:
        msg = f"cannot write the store database {path}: the disk is full ({text.strip()})"
    else:
        msg = f"the store database {path} cannot be used: {text.strip()}"
    return StoreError(msg, path=str(path))


class Gate:
    """One per lock file and process: a thread lock plus an ``flock`` on the file."""

    _gates: ClassVar[dict[str, Gate]] = {}
    _gates_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, lock_path: Path) -> None:
        self.lock_path = lock_path
        self._thread_lock = threading.Lock()
        self._fd: int | None = None
        self._pid = os.getpid()

    @classmethod
    def for_path(cls, lock_path: Path) -> Gate:
        """The process-wide gate of this lock file."""
        key = os.path.realpath(lock_path)
        with cls._gates_lock:
            gate = cls._gates.get(key)
            if gate is None or gate._pid != os.getpid():
                gate = cls._gates[key] = cls(lock_path)
            return gate

    def _file(self) -> int | None:
        if self._fd is None:
            # Read-only: flock does not need write access, and an fd open for writing would keep
            # the file system from being remounted read-only.
            try:
                self._fd = os.open(self.lock_path, os.O_RDONLY | os.O_CREAT, 0o600)
            except OSError:
                try:  # a read-only folder: an existing lock file still works
                    self._fd = os.open(self.lock_path, os.O_RDONLY)
                except OSError:
                    return None
        return self._fd

    @contextmanager
    def hold(self, deadline: float | None) -> Iterator[None]:
        """Hold the gate; ``deadline`` (monotonic) None waits as long as it takes."""
        wait = -1.0 if deadline is None else max(0.0, deadline - time.monotonic())
        if not self._thread_lock.acquire(timeout=wait):
            raise Busy("another thread of this process is using the store")
        try:
            fd = self._lock_file(deadline)
            try:
                yield
            finally:
                if fd is not None:
                    fcntl.flock(fd, fcntl.LOCK_UN)
                    if fd != self._fd:
                        os.close(fd)
        finally:
            self._thread_lock.release()

    def _lock_file(self, deadline: float | None) -> int | None:
        """flock the lock file; return the fd that holds it (None: no lock file could be opened)."""
        fd = self._file()
        if fd is None:
            return None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            pass
        if deadline is None:
            fcntl.flock(fd, fcntl.LOCK_EX)
            return fd
        return self._lock_before(deadline)

    def _lock_before(self, deadline: float) -> int:
        """Wait in the kernel's queue for the lock (fair to writers queued there) until deadline.

        The blocking flock runs on a helper thread with its own file description, so
        the caller can give up at the deadline (or on Ctrl-C); a helper that gets the
        lock after that lets go of it at once.
        """
        own = os.open(self.lock_path, os.O_RDONLY)
        cond = threading.Condition()
        state = ["waiting"]

        def wait() -> None:
            fcntl.flock(own, fcntl.LOCK_EX)
            with cond:
                if state[0] == "abandoned":
                    fcntl.flock(own, fcntl.LOCK_UN)
                    os.close(own)
                else:
                    state[0] = "held"
                    cond.notify()

        threading.Thread(target=wait, name="nbagent-store-gate", daemon=True).start()
        try:
            with cond:
                cond.wait_for(lambda: state[0] == "held", timeout=max(0.0, deadline - time.monotonic()))
                if state[0] == "held":
                    return own
                state[0] = "abandoned"
        except BaseException:
            with cond:
                if state[0] == "held":
                    fcntl.flock(own, fcntl.LOCK_UN)
                    os.close(own)
                else:
                    state[0] = "abandoned"
            raise
        raise Busy("another process is using the store")


# Files whose content a check passed, by (file, check): the signature the file had then. While a
# connection is open no other process writes the file (DuckDB's lock), so an unchanged signature
# (ctime cannot be set from user space; the WAL file counts too) means the checked catalog.
_checked: dict[tuple[str, str], tuple[int, ...]] = {}
_checked_lock = threading.Lock()


def _signature(path: Path) -> tuple[int, ...]:
    out: list[int] = []
    for p in (path, path.with_name(path.name + ".wal")):
        try:
            st = os.stat(p)
        except OSError:
            out += [-1, -1, -1, -1, -1]
        else:
            out += [st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]
    return tuple(out)


def _run_check(
    con: DuckDBPyConnection, path: Path, check: Callable[[DuckDBPyConnection, Path], None]
) -> tuple[str, tuple[int, ...]]:
    """Run ``check`` on a fresh connection unless it passed on this very file content before;
    return the file and the signature it was checked (or found checked) with."""
    real = os.path.realpath(path)
    key = (real, f"{check.__module__}.{check.__qualname__}")
    sig = _signature(path)
    with _checked_lock:
        if _checked.get(key) == sig:
            return real, sig
    check(con, path)
    with _checked_lock:
        _checked[key] = sig
    return real, sig


def _wrote(real: str, before: tuple[int, ...], path: Path) -> None:
    """After nbagent's own writes (still under the gate): checks that held before still hold."""
    after = _signature(path)
    with _checked_lock:
        for key, sig in list(_checked.items()):
            if key[0] == real and sig == before:
                _checked[key] = after


@contextmanager
def connect(
    path: Path,
    *,
    read_only: bool,
    deadline: float | None,
    queue: bool = False,
    config: Config | None = None,
    check: Callable[[DuckDBPyConnection, Path], None] | None = None,
) -> Iterator[DuckDBPyConnection]:
    """Open ``path`` through the gate, retrying DuckDB lock conflicts until ``deadline``.

    ``queue`` waits for the gate without a deadline (the background writer
    does: other nbagent processes hold it for milliseconds); ``config`` goes
    to ``duckdb.connect`` on top of :data:`LOCKED_DOWN`, which it cannot loosen.
    ``check(connection, path)`` runs before the caller's first statement (it raises to refuse
    the file); it is skipped when it passed before on the same file content, and a write
    through this connection (nbagent's own statements) keeps it passed. Raises
    :class:`Busy` when the file stays locked, :class:`StoreError` for anything else; errors
    of the caller's own statements pass through.
    """
    import duckdb

    gate = Gate.for_path(path.with_name(path.name + ".lock"))
    pause = 0.005
    while True:
        with gate.hold(None if queue else deadline):
            try:
                con = duckdb.connect(str(path), read_only=read_only, config={**(config or {}), **LOCKED_DOWN})
            except duckdb.Error as exc:
                if not is_lock_error(exc):
                    raise store_error(exc, path) from exc
            except OSError as exc:
                raise store_error(exc, path) from exc
            else:
                checked = None
                try:
                    if check is not None:
                        checked = _run_check(con, path, check)
                    yield con
                finally:
                    con.close()
                    if checked is not None and not read_only:
                        # still under the gate: what changed since the check is this connection's doing
                        _wrote(*checked, path)
                return
        if deadline is not None and time.monotonic() >= deadline:
            raise Busy(f"{path} is locked by another program")
        time.sleep(pause * random.uniform(0.5, 1.5))
        pause = min(pause * 2, 0.5)
