"""``Store``: sessions, messages, audit log and usage in one DuckDB file, read as DataFrames."""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from collections.abc import Container, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Unpack

from ..events import Event
from ..exceptions import StoreError, UserError
from ..files._private import private_dir
from ..messages import Message
from ._session import SessionInfo
from .integrity._anchor import store_identity
from .integrity._chain import AuditCheck
from .integrity._foreign import in_home, refuse_planted, resume_allowed
from .integrity._key import load_key
from .integrity._rebuild import RebuildReport, default_archive_dir
from .integrity._rebuild import rebuild as _rebuild
from .lake import Lake, publish
from .lake._background import Publisher
from .lake._publish import verify_published
from .reading._queries import TimeBound, read_file, verify_chain
from .reading._reader import StoreReader, default_path, resolve_path
from .writing._archive import Archive
from .writing._journal import Journal
from .writing._memories import StoreMirror
from .writing._privacy import Hasher, load_salt
from .writing._rows import RowMaker, SessionUpdate
from .writing._session_ops import SessionOps
from .writing._writer import Writer, register_writer

if TYPE_CHECKING:
    import pandas as pd

    from .lake import LakeCheck

__all__ = ["Store", "default_path", "default_store", "verify_audit"]

log = logging.getLogger("nbagent.store")


def _resolve(path: str | os.PathLike[str] | None) -> Path:
    return resolve_path(default_path() if path is None else path)


class Store:
    """Sessions, messages, audit log and usage of agents, kept in a DuckDB file.

    Args:
        path: the database file (or a folder to hold ``nbagent.duckdb``). Default:
            ``$NBAGENT_HOME/nbagent.duckdb``, else ``.nbagent/nbagent.duckdb`` in the current
            folder (the notebook's).
        session_ttl_days: sessions unused for this long expire; expired sessions (and their
            messages) are purged when a store starts. Archived sessions never expire.
        keep_tool_responses: default for new sessions: keep tool outputs in ``messages``.
        max_tool_response_chars: kept tool outputs are cut here, with a
            ``…[truncated N chars]`` marker.
        journal_dir: where this store's write-ahead journal lives (default ``<path>.journal``).
        flush_interval: seconds a batch may build up before the writer writes it.
        max_batch: rows that make the writer write at once.
        timeout: seconds to wait for the file at start and for reads when other processes hold it.
        team: a team lake (:class:`nbagent.Lake`, or its URL) to publish into in the background after
            each batch (see :meth:`publish`); the agent never waits for it, and this file stays the
            source of truth.
        archive_dir: where committed batches are archived for :meth:`rebuild` (default ``<path>.archive``).
        archive_days: archive files older than this many days are pruned (default 30; None: no age limit;
            0 turns the archive off).
        archive_max_bytes: the oldest archive files are pruned while the archive is bigger (default 1 GiB;
            None: no size limit).

    Nothing holds the file open between writes, so several kernels can share a
    store. :meth:`record` only appends to the journal; a background thread
    writes batches to DuckDB. Reads go through the store's read API
    (:meth:`reader`, a :class:`~nbagent.store.StoreReader`): they wait for their
    turn and return pandas DataFrames. Session operations (:meth:`open_session`,
    :meth:`resume` ...) are held by :attr:`session_ops`. Raises :class:`~nbagent.exceptions.StoreError` when the path is
    not usable (a foreign or damaged file, a read-only folder).
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        session_ttl_days: float | None = None,
        keep_tool_responses: bool = False,
        max_tool_response_chars: int = 8000,
        journal_dir: str | os.PathLike[str] | None = None,
        flush_interval: float = 0.2,
        max_batch: int = 5000,
        timeout: float = 30.0,
        team: Lake | str | None = None,
        archive_dir: str | os.PathLike[str] | None = None,
        archive_days: float | None = 30.0,
        archive_max_bytes: int | None = 1 << 30,
    ) -> None:
        if session_ttl_days is not None and session_ttl_days <= 0:
            raise UserError(f"session_ttl_days must be positive, got {session_ttl_days}")
        self.path = _resolve(path)
        self.timeout = timeout
        # Outside the user's nbagent home the file may be someone else's (a cloned folder's store,
        # a symlink into one): every connection refuses planted SQL before running any of ours.
        self.checked = not in_home(self.path)
        if self.path.exists() and not self.path.is_file():
            raise StoreError(f"the store path {self.path} exists and is not a file", path=str(self.path))
        try:
            private_dir(self.path.parent)  # 0700, parents made too (DuckDB's own files follow the umask)
        except OSError as exc:
            raise StoreError(
                f"cannot create the store folder {self.path.parent}: {exc.strerror or exc}. "
                "Pass a writable location: Store(path=...) or set NBAGENT_HOME",
                path=str(self.path.parent),
            ) from exc
        if not os.access(self.path.parent, os.W_OK):
            raise StoreError(
                f"the store folder {self.path.parent} is read-only: nbagent needs to write its "
                "database and journal there. Pass a writable location: Store(path=...) or set "
                "NBAGENT_HOME",
                path=str(self.path.parent),
            )
        # Import what the writer needs now: an import on the writer thread would stall the
        # agent's thread (import lock, GIL), and one at interpreter exit can fail. DuckDB
        # imports pandas the first time an Arrow table is registered.
        import duckdb  # noqa: F401
        import pandas  # noqa: F401
        import pyarrow  # noqa: F401

        if self.path.exists() and self.path.stat().st_size == 0:
            self.path.unlink()  # empty (a crash while creating it, or `touch`): start afresh
        self._rows = RowMaker(
            Hasher(load_salt(self.path.with_name(self.path.name + ".salt"))),
            max_tool_response_chars=max_tool_response_chars,
        )
        jdir = (
            Path(journal_dir).expanduser().absolute()
            if journal_dir
            else self.path.with_name(self.path.name + ".journal")
        )
        # The audit key (outside the database): made on first use, never silently replaced.
        journal = Journal(jdir, load_key(), store_identity(self.path))
        archive = None
        if archive_days is None or archive_days > 0:
            adir = Path(archive_dir).expanduser().absolute() if archive_dir else default_archive_dir(self.path)
            archive = Archive(
                adir, journal.frame_key, journal.owner, max_days=archive_days, max_bytes=archive_max_bytes
            )
        self._writer = Writer(
            self.path,
            journal,
            flush_interval=flush_interval,
            max_batch=max_batch,
            ttl_days=session_ttl_days,
            checked=self.checked,
            archive=archive,
        )
        try:
            if not self._writer.sync_once(time.monotonic() + timeout):
                if self._writer.last_error is not None:
                    raise self._writer.last_error
                log.warning(
                    "nbagent store: %s stayed locked for %g s; it is checked on the first write",
                    self.path,
                    timeout,
                )
        except BaseException:
            journal.close()
            if archive is not None:
                archive.close()
            raise
        self._closed = False
        self._reader = StoreReader(self.path, timeout=timeout, untrusted=self.checked)
        self.session_ops = SessionOps(
            self.path,
            writer=self._writer,
            rows=self._rows,
            reader=self._reader.arrow,
            keep_tool_responses=keep_tool_responses,
            session_ttl_days=session_ttl_days,
            timeout=timeout,
        )
        self._publisher = None if team is None else self._start_publisher(team)
        self._writer.start()
        register_writer(self.path, self._writer)
        # Runs at exit too (weakref.finalize's atexit hook): what is recorded gets written.
        self._finalizer = weakref.finalize(self, _close_at_exit, self._writer)

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r})"

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ----------------------------------------------------------------------

    @property
    def journal_dir(self) -> Path:
        """The folder of the write-ahead journal."""
        return self._writer.journal.directory

    @property
    def archive_dir(self) -> Path | None:
        """The folder of the archive of committed batches (None: the archive is off)."""
        archive = self._writer.archive
        return archive.directory if archive is not None else None

    @classmethod
    def rebuild(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        archive_dir: str | os.PathLike[str] | None = None,
        journal_dir: str | os.PathLike[str] | None = None,
        force: bool = False,
        timeout: float = 60.0,
    ) -> RebuildReport:
        """Rebuild a damaged store from its archive and journal; return what came back, by table.

        A class-level call: a damaged file cannot be opened. The damaged file (and its WAL) is moved
        aside as ``<db>.damaged-<time>``, never deleted; a fresh file gets the archived batches (every
        committed row of the last ``archive_days``, 30 by default) and the journal's rows, with the
        audit chain linked as it was. Running stores of other kernels go on writing into the new file.
        Also on the command line: ``nbagent store rebuild PATH``. A file that reads whole is left
        alone (:class:`~nbagent.exceptions.UserError`) unless ``force``.
        """
        p = _resolve(path)
        return _rebuild(
            p,
            archive_dir=Path(archive_dir).expanduser().absolute() if archive_dir else None,
            journal_dir=Path(journal_dir).expanduser().absolute() if journal_dir else None,
            force=force,
            timeout=timeout,
        )

    @property
    def last_error(self) -> StoreError | None:
        """Why the last write to the database or the journal failed (None when all is well)."""
        return self._writer.last_error or self._writer.journal_error

    @property
    def pending(self) -> int:
        """Rows recorded but not yet in the database."""
        return self._writer.pending

    @property
    def purged_sessions(self) -> int:
        """Sessions this store purged as expired when it started."""
        return self._writer.purged

    def stats(self) -> dict[str, float]:
        """What this store's writer did: batches and rows written, seconds spent preparing
        batches, waiting for the database (other kernels) and writing; rows still pending."""
        return {**self._writer.stats, "pending": float(self.pending)}

    def record(
        self, event: Event, *, session_id: str | None = None, audit_args: Container[str] = ()
    ) -> tuple[str, ...]:
        """Keep one agent event; return the ids of the rows it became.

        Cheap (journal append, no database): use it as an event subscriber.
        Tools named in ``audit_args`` have their raw arguments (secrets
        redacted) in the audit log; others only names and salted hashes.
        Never raises: a failure is logged and kept on :attr:`last_error`.
        """
        try:
            rows = self._rows.event_rows(event, session_id, audit_args)
            self._writer.record(rows)
        except Exception:
            log.exception("nbagent store: could not record %s", getattr(event, "kind", event))
            return ()
        return tuple(r["id"] for _, r in rows)

    __call__ = record

    def save_messages(
        self,
        session_id: str,
        messages: Iterable[Message],
        *,
        start_seq: int,
        keep_tool_responses: bool = False,
        run_id: str | None = None,
    ) -> None:
        """Append messages to a session, numbered from ``start_seq`` (journaled; never raises)."""
        ts = time.time()
        try:
            rows = self._rows.message_rows(
                session_id,
                messages,
                start_seq=start_seq,
                keep_tool_responses=keep_tool_responses,
                run_id=run_id,
                ts=ts,
            )
            rows.append(self.session_ops.touch_row(session_id, ts))
            self._writer.record(rows)
        except Exception:
            log.exception("nbagent store: could not save the messages of session %s", session_id)

    def flush(self, timeout: float = 30.0) -> None:
        """Block until all recorded so far is in the database (StoreError after ``timeout`` s)."""
        self._writer.flush(timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Write what is waiting and stop the writer (what cannot be written stays journaled);
        with ``team=``, a last publish (what it cannot publish goes with the next one)."""
        if self._closed:
            return
        self._closed = True
        self._finalizer.detach()
        _close_at_exit(self._writer, timeout)
        if self._publisher is not None:
            self._publisher.stop(timeout)

    # -- the team lake ------------------------------------------------------------------

    def _start_publisher(self, team: Lake | str) -> Publisher:

        publisher = Publisher(self, Lake(team) if isinstance(team, str) else team)
        self._writer.on_commit = publisher.poke
        return publisher

    def publish(self, lake: Lake | str) -> int:
        """Copy what this store holds and ``lake`` lacks into the team lake; return the rows added.

        Exactly once (by row id, and by ``seq`` for the audit chain): publishing again, or after a
        crash, adds nothing twice. Rows recorded so far are written first. Each publish records the
        audit chain head it verified with your audit key. Raises
        :class:`~nbagent.exceptions.LakeError` when the lake cannot be reached (this store is not
        affected). See :class:`nbagent.Lake`.
        """

        self.flush(self.timeout)
        return publish(self, lake)

    @property
    def team(self) -> Publisher | None:
        """The background publisher of ``team=`` (``last_error``, ``published``, ``sync()``), or None."""
        return self._publisher

    # -- reading ----------------------------------------------------------------------

    def verify_published(self, lake: Lake | str) -> LakeCheck:
        """Re-check, with your audit key, the lake's copy of this store's audit rows (each row's HMAC,
        from seq 1): a row a teammate changed, removed or made up after you published is reported.
        :meth:`Lake.verify` cannot do this (it holds no key). Truthy when every row verifies."""

        return verify_published(self, lake)

    def reader(self) -> StoreReader:
        """The read API of this store's file (DataFrames; ``.arrow`` for Arrow tables).

        Reads first write what this process has recorded for the file, then wait
        their turn while other processes write (up to the store's ``timeout``).
        """
        return self._reader

    def query(self, sql: str, params: Sequence[object] | None = None) -> pd.DataFrame:
        """Run read-only SQL on the store and return a DataFrame (see :meth:`StoreReader.query`)."""
        return self._reader.query(sql, params)

    sql = query

    def audit(
        self,
        *,
        since: TimeBound | None = None,
        until: TimeBound | None = None,
        tool: str | None = None,
        session: str | None = None,
        event: str | None = None,
        run: str | None = None,
        after: int | None = None,
        limit: int | None = None,
    ) -> pd.DataFrame:
        """The audit log, oldest first, with the stream's event kinds (see :meth:`StoreReader.audit`)."""
        return self._reader.audit(
            since=since, until=until, tool=tool, session=session, event=event, run=run, after=after, limit=limit
        )

    def sessions(self, *, include_archived: bool = False, limit: int | None = None) -> pd.DataFrame:
        """Sessions, most recently used first, with their message counts."""
        return self._reader.sessions(include_archived=include_archived, limit=limit)

    def messages(self, session: str) -> pd.DataFrame:
        """The stored messages of a session (id or name), in order."""
        return self._reader.messages(session)

    def usage(self, by: str | None = None, *, limit: int | None = None) -> pd.DataFrame:
        """Tokens and cost per model call, or summed ``by="day"``, ``"model"``, ``"session"`` or
        ``"purpose"`` (answer, summary, tool-selection)."""
        return self._reader.usage(by, limit=limit)

    def memories(self, *, root: str | None = None, history: bool = False) -> pd.DataFrame:
        """The knowledge memory as the store keeps it (see :meth:`StoreReader.memories`)."""
        return self._reader.memories(root=root, history=history)

    def may_resume(self, session: str, session_id: str, messages: int) -> bool:
        """May the stored history of this session go into a prompt? Warns once when not.

        Yes for the user's own store (in their nbagent home or a trusted folder) or for a session
        whose audit rows this user's nbagent signed.
        """

        return resume_allowed(self, session, session_id, messages)

    def knowledge_mirror(self) -> StoreMirror:
        """A :class:`~nbagent.memory.KnowledgeMirror` keeping knowledge memory changes here."""
        return StoreMirror(self)

    @property
    def refused_journals(self) -> list[Path]:
        """Journal segments this store refused to replay (not authenticated by the audit key)."""
        return list(self._writer.refused)

    def verify_audit(self) -> AuditCheck:
        """Check the audit chain; the result names the first broken link, a truncation or a wipe.

        Rows are checked against the user's audit key and the chain head kept
        outside the database (both in the user's nbagent home); truthy when ok.
        """
        check: AuditCheck = self._reader._source.run(
            lambda con: verify_chain(con, self.path, self.journal_dir), present=False
        )
        return check

    # -- sessions (held by session_ops) -------------------------------------------------

    @property
    def keep_tool_responses(self) -> bool:
        """Whether new sessions keep tool outputs in ``messages`` by default."""
        return self.session_ops.keep_tool_responses

    @property
    def session_ttl_days(self) -> float | None:
        """Sessions unused for this many days expire (None: never)."""
        return self.session_ops.session_ttl_days

    def get_session(self, session: str) -> SessionInfo | None:
        """A session by id, or by name (the most recently used of that name); None if none."""
        return self.session_ops.get_session(session)

    def new_session(
        self,
        name: str | None = None,
        *,
        keep_tool_responses: bool | None = None,
        model: str | None = None,
        notebook: str | None = None,
        kernel: str | None = None,
    ) -> SessionInfo:
        """Create a session (``name`` must be unused); journaled, written with the next batch."""
        return self.session_ops.new_session(
            name, keep_tool_responses=keep_tool_responses, model=model, notebook=notebook, kernel=kernel
        )

    def open_session(
        self, session: str | None, *, keep_tool_responses: bool | None = None, model: str | None = None
    ) -> tuple[SessionInfo, bool]:
        """The session with this id or name, or a new one of that name; ``(info, created)``."""
        return self.session_ops.open_session(session, keep_tool_responses=keep_tool_responses, model=model)

    def resume(self, session: str) -> tuple[SessionInfo, list[Message]]:
        """A stored session and its history (each tool call paired with a result)."""
        return self.session_ops.resume(session)

    def load_history(self, session_id: str, seqs: list[int] | None = None) -> tuple[list[Message], int]:
        """The session's history (each tool call paired with a result) and its next ``seq``;
        ``seqs``, when given, receives each message's row ``seq``."""
        return self.session_ops.load_history(session_id, seqs)

    def supersede_messages(self, session_id: str, from_seq: int) -> int:
        """Mark the session's messages from row ``seq`` ``from_seq`` on as superseded (a redone turn):
        :meth:`load_history` skips them, the read API still shows them. Returns how many were live."""
        return self.session_ops.supersede_messages(session_id, from_seq)

    def update_session(self, session_id: str, **fields: Unpack[SessionUpdate]) -> None:
        """Record new values for a session's ``title``, ``model`` or ``memory_state`` (journaled, in order)."""
        self.session_ops.update_session(session_id, **fields)

    def rename_session(self, session: str, name: str) -> SessionInfo:
        """Give a session a new name (it must be unused)."""
        return self.session_ops.rename_session(session, name)

    def archive_session(self, session: str, archived: bool = True) -> None:
        """Archive a session (hidden from :meth:`sessions`, never expires) or bring it back."""
        self.session_ops.archive_session(session, archived)

    def delete_session(self, session: str) -> None:
        """Delete a session and its messages (its audit rows stay: the log is append-only)."""
        self.session_ops.delete_session(session)

    def purge_expired(self) -> int:
        """Delete expired sessions and their messages now; return how many sessions went."""
        return self.session_ops.purge_expired()


def _close_at_exit(writer: Writer, timeout: float = 5.0) -> None:
    try:
        writer.flush(timeout)
    except StoreError as exc:
        log.warning("nbagent store: %s", exc)
    writer.stop(timeout)
    if writer.pending == 0:
        writer.journal.close()
    if writer.archive is not None:
        writer.archive.close()


_default: dict[Path, Store] = {}
_default_lock = threading.Lock()


def default_store(path: str | os.PathLike[str] | None = None) -> Store:
    """The store at ``path`` (default: :func:`default_path`), one per process and path."""
    path = _resolve(path)
    with _default_lock:
        store = _default.get(path)
        if store is None or store._closed:
            store = _default[path] = Store(path)
        return store


def verify_audit(path: str | os.PathLike[str] | None = None) -> AuditCheck:
    """Check the audit hash chain of the store at ``path`` (default: the default store's file).

    Reads the file without starting a store (rows still in another store's
    journal are not seen); the result names the first broken link, a
    truncation or a wipe, or says all is well (truthy when ok).
    """
    p = _resolve(path)
    if not p.is_file():
        raise StoreError(f"there is no store at {p}", path=str(p))
    planted = None if in_home(p) else refuse_planted
    check: AuditCheck = read_file(p, lambda con: verify_chain(con, p), 30.0, check=planted)
    return check
