"""Stores someone else wrote: a project folder's own store, audit rows under another audit key.

With ``NBAGENT_HOME`` unset the default store is ``<notebook folder>/.nbagent/nbagent.duckdb``:
in a cloned repository or on a shared drive that file came with the folder, and a named
session in it (``%%agent --session analysis`` in the repository's notebook) would come back
as conversation history. A store is the user's own only when it lies in their nbagent home,
or in a folder they trusted (:func:`nbagent.boundary.store_origin`), judged on the path as given
and on the path with symlinks followed (a repository can ship ``.nbagent`` as a symlink):
see :func:`project_folder`. Anything else is someone else's, so:

* every connection nbagent opens on any store has DuckDB's file, network and ATTACH access
  off and locked (``_db.LOCKED_DOWN``): SQL planted in a file reads that file and nothing else;
* a store outside the nbagent home holding SQL nbagent's own queries would run (macros, views
  in place of its tables) is refused before any query (:func:`refuse_planted`), trusted
  folder or not: trust covers a folder's configuration files, and a ``git pull`` can change
  its store without withdrawing it;
* stored ``system`` rows never come back as system messages (:func:`~.._session.history_from_rows`
  drops them: system prompts come from code and configuration, never from the store);
* a session in a store that is not the user's own is resumed only when this user's nbagent
  wrote it: one of its audit rows verifies under the user's audit key. Otherwise its
  messages and memory summary stay out of the prompt, with a :class:`ForeignStoreWarning`
  saying why and how to resume it (trust the folder: the person's say-so);
* a store holding audit rows keyed with another audit key is reported once, when it opens.
  Writes go on (see :func:`warn_foreign_keys` for why).
"""

from __future__ import annotations

import threading
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

from ...boundary import in_nbagent_home, store_origin
from ...boundary._folders import show_one_line
from ...exceptions import StoreError
from .._schema import AUDIT_CONTENT_COLUMNS
from ._chain import content_digest, link
from ._key import AuditKey, find_key

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

    from .._store import Store

__all__ = [
    "OWN_TABLES",
    "ForeignStoreWarning",
    "in_home",
    "project_folder",
    "refuse_planted",
    "resume_allowed",
    "warn_foreign_keys",
]


_reported: set[str] = set()
_lock = threading.Lock()


class ForeignStoreWarning(UserWarning):
    """A store (or a session in it) was written by someone else: its content is not used as yours."""

    nbagent_one_line = True  # shown as its message alone (nbagent.boundary._folders.show_one_line)


def _warn_once(key: str, message: str) -> None:
    with _lock:
        if key in _reported:
            return
        _reported.add(key)
    show_one_line()  # once, as one line: not also logged (that printed it twice)
    warnings.warn(message, ForeignStoreWarning, stacklevel=4)


def warn_foreign_keys(con: DuckDBPyConnection, path: Path, key: AuditKey) -> list[str]:
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


def in_home(db_path: Path) -> bool:
    """Does the store lie in the user's nbagent home, both as given and with symlinks followed?

    Only such a store is plainly the user's own: anything else may have come with a folder
    (a ``.nbagent`` in a cloned repository, a symlink into one, a file at a repository's root).
    """

    return in_nbagent_home(db_path)


def project_folder(db_path: Path) -> Path | None:
    """The folder a store came with, when it is not the user's own; None for the user's own store.

    The user's own: a store in their nbagent home (:func:`in_home`), or in a folder they trusted
    (``%agent_trust``) judged on both the path as given and the path with symlinks followed, so a
    ``.nbagent`` (or ``nbagent.duckdb``) that is a symlink shipped with a repository does not take
    the store out of the repository's hands. Every other store is someone else's until trusted.
    """

    origin = store_origin(db_path)
    return None if origin.is_person else Path(origin.where)


# nbagent's base tables: in a file nbagent did not make, a view by one of these names would run
# its author's SQL inside nbagent's own queries.
OWN_TABLES = (
    "nbagent_meta", "schema_migrations", "sessions", "messages", "audit", "audit_head", "usage", "memories",
    "response_cache",
)  # fmt: skip


def refuse_planted(con: DuckDBPyConnection, path: Path) -> None:
    """Refuse (:class:`~nbagent.exceptions.StoreError`) a store holding SQL that nbagent's own
    queries would run: macros (they shadow built-in functions such as ``epoch_us``) or views in
    place of nbagent's tables. Runs before any other query on every connection to a store outside
    the user's nbagent home, trusted folders included: trust covers a folder's configuration
    files, and a ``git pull`` can change its store without withdrawing it.
    """

    # system.main.*: an unqualified duckdb_functions() could itself be a planted table macro.
    macros = sorted(
        f"{schema}.{name}"
        for schema, name in con.execute(
            "SELECT schema_name, function_name FROM system.main.duckdb_functions() WHERE NOT internal"
        ).fetchall()
    )
    views = {
        r[0]
        for r in con.execute(
            "SELECT view_name FROM system.main.duckdb_views() "
            "WHERE NOT internal AND NOT temporary AND schema_name = 'main'"
        ).fetchall()
    }
    posing = [t for t in OWN_TABLES if t in views]
    found = []
    if macros:
        found.append(f"SQL macros nbagent never creates ({', '.join(dict.fromkeys(macros[:5]))})")
    if posing:
        found.append(f"views in place of nbagent's tables ({', '.join(posing)})")
    if found:
        raise StoreError(
            f"the store {path} was changed outside nbagent: it defines {' and '.join(found)}, SQL that "
            "would run inside nbagent's own queries of it. nbagent does not open it, whether or not its "
            "folder is trusted. A store that came with a folder (a cloned repository, a shared drive) can "
            "be written to read your files: move it away (nbagent starts a new one there), pass "
            "Store(path=...) or %%agent --store elsewhere, or set NBAGENT_HOME so your sessions live in "
            "your own nbagent home",
            path=str(path),
        )


def _written_by_this_user(store: Store, session_id: str, key: AuditKey) -> bool:
    """Does one of the session's audit rows verify under ``key`` (its own link, without walking the chain)?"""
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    # audit_stored: the event names as hashed, not as the read API presents them
    sql = f"SELECT seq, {cols}, prev_hash, hash FROM audit_stored WHERE session_id = ? AND key_id = ? "
    rows = store.reader().arrow.query(sql + "ORDER BY seq DESC LIMIT 8", [session_id, key.id]).to_pylist()
    return any(link(row["prev_hash"], int(row["seq"]), content_digest(row), key) == row["hash"] for row in rows)


def resume_allowed(store: Store, session: str, session_id: str, messages: int) -> bool:
    """May the stored history of this session go into the prompt? Warns (once) when not.

    Yes for the user's own store (in their nbagent home or a trusted folder, see
    :func:`project_folder`) or for a session whose audit rows this user's nbagent signed.
    """

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
