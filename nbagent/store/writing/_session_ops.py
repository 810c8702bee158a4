"""Session operations of :class:`~nbagent.store.Store`: new, open, resume, rename, archive, delete.

A :class:`SessionOps` is held by each store (``store.session_ops``); the store's
session methods delegate to it. Creating a session and touching it are
journaled like events (cheap, never lost); renames, archiving and deletions
are interactive edits written at once, after what is journaled, in one
transaction. Reads go through the store's read API.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Unpack

from ...exceptions import StoreError, UserError
from ...messages import JSONObject, Message
from .._db import Busy, connect, run, store_error
from .._session import MessageRow, SessionInfo, SessionRow, history_from_rows, kernel_id, notebook_path
from ..integrity._foreign import refuse_planted
from ..reading._queries import session_sql
from ._batch import EXPIRED as _EXPIRED
from ._privacy import redact
from ._rows import Record, RowMaker, SessionUpdate, new_id

if TYPE_CHECKING:
    from ..reading._reader import ArrowReader
    from ._writer import Writer

__all__ = ["SessionOps"]


class SessionOps:
    """The session operations on one store file: its writer for journaled changes, its read
    API for reads, short write transactions for interactive edits.

    ``keep_tool_responses`` is the default of new sessions; sessions unused for
    ``session_ttl_days`` expire; ``timeout`` is how long an edit waits for the file.
    """

    def __init__(
        self,
        path: Path,
        *,
        writer: Writer,
        rows: RowMaker,
        reader: ArrowReader,
        keep_tool_responses: bool,
        session_ttl_days: float | None,
        timeout: float,
    ) -> None:
        self.path = path
        self.keep_tool_responses = keep_tool_responses
        self.session_ttl_days = session_ttl_days
        self.timeout = timeout
        self._writer = writer
        self._rows = rows
        self._reader = reader

    def _session_rows(self, params: Sequence[object]) -> list[SessionRow]:
        """The rows of the session whose id or name is ``params`` (two parameters)."""
        return list(self._reader.query(session_sql(), params).to_pylist())

    @staticmethod
    def _check_name(name: str | None) -> None:
        """A session name is written to the store as is: refuse one that holds a secret.

        (Redacting it instead would make two secret-named sessions the same name, and resuming
        one could open the other.)
        """
        if name is not None and redact(name) != name:
            raise UserError(
                f"the session name looks like it holds a secret ({redact(name)}); names are stored in clear: "
                "pick another name"
            )

    def get_session(self, session: str) -> SessionInfo | None:
        """A session by id, or by name (the most recently used of that name); None if none."""
        rows = self._session_rows([session, session])
        rows.sort(key=lambda r: r["id"] != session)  # an exact id wins over a name
        return SessionInfo.from_row(rows[0]) if rows else None

    def require(self, session: str) -> SessionInfo:
        """The session by id or name; :class:`~nbagent.exceptions.UserError` when there is none."""
        info = self.get_session(session)
        if info is None:
            raise UserError(f"there is no session {session!r} in the store {self.path}; see store.sessions()")
        return info

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
        self._check_name(name)
        if name is not None and self.get_session(name) is not None:
            raise UserError(f"a session named {name!r} already exists in {self.path}: resume it or pick another name")
        return self._create_session(name, keep_tool_responses, model, notebook, kernel)

    def _create_session(
        self,
        name: str | None,
        keep_tool_responses: bool | None,
        model: str | None,
        notebook: str | None = None,
        kernel: str | None = None,
    ) -> SessionInfo:
        ts = time.time()
        keep = self.keep_tool_responses if keep_tool_responses is None else keep_tool_responses
        session_id = new_id()[:16]
        notebook = notebook or notebook_path()
        kernel = kernel or kernel_id()
        expires = self._expiry(ts)
        self._writer.record(
            [
                self._rows.session_row(
                    session_id,
                    ts=ts,
                    create=True,
                    name=name,
                    notebook=notebook,
                    kernel_id=kernel,
                    model=model,
                    keep_tool_responses=keep,
                    expires_at=expires,
                )
            ]
        )
        when = datetime.fromtimestamp(ts, tz=UTC)
        return SessionInfo(
            id=session_id,
            name=name,
            title=None,
            notebook=notebook,
            kernel_id=kernel,
            model=model,
            created=when,
            updated=when,
            expires_at=None if expires is None else datetime.fromtimestamp(expires, tz=UTC),
            archived=False,
            keep_tool_responses=keep,
        )

    def open_session(
        self,
        session: str | None,
        *,
        keep_tool_responses: bool | None = None,
        model: str | None = None,
    ) -> tuple[SessionInfo, bool]:
        """The session with this id or name, or a new one of that name; ``(info, created)``."""
        self._check_name(session)
        if session is not None:
            info = self.get_session(session)
            if info is not None:
                if info.archived:
                    self.archive_session(info.id, archived=False)
                self._writer.record([self.touch_row(info.id, time.time(), kernel_id=kernel_id(), model=model)])
                return info, False
        return self._create_session(session, keep_tool_responses, model), True

    def resume(self, session: str) -> tuple[SessionInfo, list[Message]]:
        """A stored session and its history (each tool call paired with a result)."""
        info = self.require(session)
        return info, self.load_history(info.id)[0]

    def load_history(self, session_id: str, seqs: list[int] | None = None) -> tuple[list[Message], int]:
        """The session's history (each tool call paired with a result) and its next ``seq``;
        ``seqs``, when given, receives each message's row ``seq``."""
        rows: list[MessageRow] = self._reader.query(
            "SELECT seq, role, text, tool_calls, tool_call_id, tool_name, is_error, output_kept "
            "FROM messages "
            "WHERE session_id = ? AND superseded IS NOT TRUE ORDER BY seq, ts",
            [session_id],
        ).to_pylist()
        next_seq = (max(r["seq"] for r in rows) + 1) if rows else 0
        return history_from_rows(rows, seqs), next_seq

    def supersede_messages(self, session_id: str, from_seq: int) -> int:
        """Mark the session's messages from ``from_seq`` on as superseded; return how many were live.

        They leave the live conversation (:meth:`load_history` skips them) and stay in the store.
        Written at once, after what is journaled, so the rows of the turns being replaced are there.
        """
        # This process's seqs the writer moved (another kernel wrote the session too) are stored elsewhere.
        from_seq = self._writer_moved(session_id, from_seq)
        return self._write(
            "UPDATE messages SET superseded = true WHERE session_id = ? AND seq >= ? AND superseded IS NOT TRUE",
            [session_id, from_seq],
            edit={"op": "supersede", "session_id": session_id, "from_seq": from_seq},
        )[0]

    def _writer_moved(self, session_id: str, seq: int) -> int:
        """Where this process's message numbered ``seq`` is stored (a moved one only ever moves later)."""
        return self._writer.moved.get(session_id, {}).get(seq, seq)

    def rename_session(self, session: str, name: str) -> SessionInfo:
        """Give a session a new name (it must be unused)."""
        self._check_name(name)
        info = self.require(session)
        other = self.get_session(name)
        if other is not None and other.id != info.id:
            raise UserError(f"a session named {name!r} already exists in {self.path}")
        self._write(
            "UPDATE sessions SET name = ? WHERE id = ?",
            [name, info.id],
            edit={"op": "rename", "session_id": info.id, "name": name},
        )
        return self.require(info.id)

    def archive_session(self, session: str, archived: bool = True) -> None:
        """Archive a session (hidden from :meth:`sessions`, never expires) or bring it back."""
        info = self.require(session)
        expiry = None if archived else self._expiry(time.time())
        expires = None if expiry is None else round(expiry * 1_000_000)
        self._write(
            "UPDATE sessions SET archived = ?, expires_at = make_timestamptz(?::BIGINT) WHERE id = ?",
            [archived, expires, info.id],
            edit={"op": "archive", "session_id": info.id, "archived": archived, "expires_us": expires},
        )

    def delete_session(self, session: str) -> None:
        """Delete a session and its messages (its audit rows stay: the log is append-only)."""
        info = self.require(session)
        # The tombstone keeps it deleted when a dead process's journal (or a rebuild) replays its rows.
        self._write(
            [
                "DELETE FROM messages WHERE session_id = ?",
                "DELETE FROM sessions WHERE id = ?",
                "INSERT INTO session_tombstones VALUES (?, now())",
            ],
            [info.id],
            edit={"op": "delete", "session_id": info.id},
        )

    def purge_expired(self) -> int:
        """Delete expired sessions and their messages now; return how many sessions went."""
        expired = _EXPIRED
        counts = self._write(
            [
                f"DELETE FROM messages WHERE session_id IN ({expired})",
                f"DELETE FROM sessions WHERE id IN ({expired})",
            ],
            [],
        )
        return counts[-1]

    # -- helpers ------------------------------------------------------------------------

    def _expiry(self, ts: float) -> float | None:
        return None if self.session_ttl_days is None else ts + self.session_ttl_days * 86400

    def touch_row(self, session_id: str, ts: float, **fields: Unpack[SessionUpdate]) -> Record:
        """The journal row that marks a session used at ``ts`` (pushing its expiry), with new ``fields``."""
        return self._rows.session_row(session_id, ts=ts, expires_at=self._expiry(ts), **fields)

    def update_session(self, session_id: str, **fields: Unpack[SessionUpdate]) -> None:
        """Record new values for a session's ``title``, ``model`` or ``memory_state`` (journaled, in order)."""
        self._writer.record([self.touch_row(session_id, time.time(), **fields)])

    def _write(
        self, statements: str | list[str], params: Sequence[object], edit: JSONObject | None = None
    ) -> list[int]:
        """Run statements in one transaction, after what is journaled (interactive edits).

        ``edit`` (what changed, as data) goes to the archive after the commit, for a rebuild to redo.
        """
        import duckdb

        self._writer.flush(self.timeout)
        deadline = time.monotonic() + self.timeout
        counts = []
        try:
            check = refuse_planted if self._writer.checked else None
            with connect(self.path, read_only=False, deadline=deadline, check=check) as con:
                run(con, "BEGIN TRANSACTION")
                for statement in [statements] if isinstance(statements, str) else statements:
                    row = next(iter(run(con, statement, params)), None)
                    counts.append(int(row[0]) if row else 0)
                run(con, "COMMIT")
        except Busy as exc:
            raise StoreError(
                f"the store {self.path} stayed busy for {self.timeout:g} s; try again",
                path=str(self.path),
            ) from exc
        except duckdb.Error as exc:
            raise store_error(exc, self.path) from exc
        if edit is not None and self._writer.archive is not None:
            self._writer.archive.append([("edit", {**edit, "ts": time.time()})])
        return counts
