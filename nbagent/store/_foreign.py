"""Stores someone else wrote: a project folder's own store, audit rows under another audit key.

With ``NBAGENT_HOME`` unset the default store is ``<notebook folder>/.nbagent/nbagent.duckdb``:
in a cloned repository or on a shared drive that file came with the folder, and a named
session in it (``%%agent --session analysis`` in the repository's notebook) would come back
as conversation history. Its text is someone else's, so:

* stored ``system`` rows never come back as system messages (:func:`~._session.history_from_rows`
  drops them: system prompts come from code and configuration, never from the store);
* a session in the store of an untrusted project folder (a ``.nbagent`` folder that is not the
  user's home; trust as :func:`nbagent._trust.is_trusted` says) is resumed only when this user's
  nbagent wrote it: one of its audit rows verifies under the user's audit key. Otherwise its
  messages and memory summary stay out of the prompt, with a :class:`ForeignStoreWarning`
  saying why and how to resume it (trust the folder: the person's say-so);
* a store holding audit rows keyed with another audit key is reported once, when it opens.
  Writes go on (see :func:`warn_foreign_keys` for why).
"""

from __future__ import annotations

import logging
import threading
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._chain import content_digest, link
from ._schema import AUDIT_CONTENT_COLUMNS

if TYPE_CHECKING:
    from ._key import AuditKey
    from ._store import Store

__all__ = ["ForeignStoreWarning", "project_folder", "resume_allowed", "warn_foreign_keys"]

log = logging.getLogger("nbagent.store")

_reported: set[str] = set()
_lock = threading.Lock()


class ForeignStoreWarning(UserWarning):
    """A store (or a session in it) was written by someone else: its content is not used as yours."""


def _warn_once(key: str, message: str) -> None:
    with _lock:
        if key in _reported:
            return
        _reported.add(key)
    log.warning("%s", message)
    warnings.warn(message, ForeignStoreWarning, stacklevel=4)


def warn_foreign_keys(con: Any, path: Path, key: AuditKey) -> list[str]:
    """Report (once per store and process) audit rows keyed with another audit key; their key ids.

    Warning, not refusing writes: refusing would make every ``%%agent`` cell of a cloned project
    fail while protecting nothing, since the danger of such a store is what is read back from it
    (history, handled by :func:`resume_allowed`), not what this user adds. The user's own rows
    are keyed with their key as always, and ``verify_audit`` names the first foreign row.
    """
    rows = con.execute(
        "SELECT key_id, count(*) FROM audit WHERE key_id IS NOT NULL AND key_id <> ? GROUP BY key_id ORDER BY 2 DESC",
        [key.id],
    ).fetchall()
    if not rows:
        return []
    ids = ", ".join(f"{k} ({n} rows)" for k, n in rows[:3]) + (f" and {len(rows) - 3} more" if len(rows) > 3 else "")
    _warn_once(
        f"keys:{path}",
        f"nbagent: the store {path} holds audit rows keyed with another audit key than yours ({key.path}, id "
        f"{key.id}): {ids}. It was written by another user (a store that came with a cloned or shared "
        "folder) or with an audit key you no longer have. Its audit log does not verify for you "
        "(verify_audit names the first such row) and its sessions are not yours: they are resumed only "
        "from a folder you trust. To keep your own sessions and audit log apart, set NBAGENT_HOME or "
        "pass Store(path=...) in a folder of your own.",
    )
    return [str(k) for k, _ in rows]


def project_folder(db_path: Path) -> Path | None:
    """The project folder whose ``.nbagent`` holds the store, when it is not the user's home; else None."""
    from .._trust import _is_home, is_trusted

    parent = db_path.resolve().parent
    if parent.name != ".nbagent" or _is_home(parent) or _is_home(parent.parent) or is_trusted(parent.parent):
        return None
    return parent.parent


def _written_by_this_user(store: Store, session_id: str, key: AuditKey) -> bool:
    """Does one of the session's audit rows verify under ``key`` (its own link, without walking the chain)?"""
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    # audit_stored: the event names as hashed, not as the read API presents them
    sql = f"SELECT seq, {cols}, prev_hash, hash FROM audit_stored WHERE session_id = ? AND key_id = ? "
    rows = store.reader().arrow.query(sql + "ORDER BY seq DESC LIMIT 8", [session_id, key.id]).to_pylist()
    return any(link(row["prev_hash"], int(row["seq"]), content_digest(row), key) == row["hash"] for row in rows)


def resume_allowed(store: Store, session: str, session_id: str, messages: int) -> bool:
    """May the stored history of this session go into the prompt? Warns (once) when not.

    Yes for a store outside a project folder (the user's home, a path of their choosing), in a
    trusted folder, or for a session whose audit rows this user's nbagent signed.
    """
    from ._key import find_key

    folder = project_folder(store.path)
    if folder is None:
        return True
    key = find_key()
    if key is not None and _written_by_this_user(store, session_id, key):
        return True
    _warn_once(
        f"session:{store.path}:{session_id}",
        f"nbagent: session {session!r} in {store.path} was not written by you (none of its audit rows is "
        f"signed with your audit key) and {folder} is not a trusted folder: its {messages} stored messages "
        "and its memory summary were NOT put into the conversation, because a store that came with a folder "
        "(a cloned repository, a shared drive) can hold text written to steer the model. New messages are "
        f"added to the session. To resume it with its history, read it first (Store({str(store.path)!r})"
        f".messages({session!r})), then trust the folder (%agent_trust {folder}) and run the cell again; or "
        "set NBAGENT_HOME so that your sessions live in your own nbagent home.",
    )
    return False
