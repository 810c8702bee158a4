"""The DuckDB store: sessions, messages, audit log and usage, read back as pandas DataFrames.

::

    store = nbagent.Store()                       # .nbagent/nbagent.duckdb (or $NBAGENT_HOME)
    agent = nbagent.Agent("openai:gpt-4.1-mini", tools=[...])
    nbagent.store.bind(agent, "eda", store=store)  # the session is kept: resumed if it exists
    store.audit(tool="run_sql", since="2026-11-01")
    store.usage(by="day")
    store.verify_audit()                          # the hash chain, or the first broken link

    reader = nbagent.store.open_reader()          # the read API alone: no writer, read-only
    reader.arrow.audit(event="tool-finished")     # Arrow tables instead of DataFrames

    lake = nbagent.Lake("ducklake:postgres:host=db dbname=lake", data_path="/shared/lake/")
    store.publish(lake)                           # into the team lake (nbagent.store.lake), exactly once

The read API is :class:`StoreReader` (``store.reader()`` or :func:`open_reader`):
``sessions``, ``messages``, ``audit``, ``usage``, ``memories`` and ``query``,
as DataFrames, or as Arrow tables through its ``arrow`` (:class:`ArrowReader`).
The module-level functions below work on the default store. Importing this
package imports neither DuckDB nor pandas; they load on first use.

Tables: ``sessions`` (one row per session: name, title from the first prompt,
notebook, kernel, model, created / updated / expires_at, archived,
keep_tool_responses, and ``memory_state``: JSON with the rolling summary,
the ``seq`` where the conversation window starts, the recent tool
domains, the untrusted-content mark (``sessions()`` shows its source as ``untrusted``) and
the notebook cell of the latest turn (``sessions()`` shows it as ``cell``)), ``messages``
(per session, in ``seq`` order: role, text, tool calls as JSON with ids, names and arguments;
tool output text only when the
session keeps tool responses, cut with a ``…[truncated N chars]`` marker;
``superseded``: the turn was replaced by a re-run notebook cell, kept but no
longer part of the live conversation a resumed session loads),
``usage`` (one row per model call: provider, model, input / cached / output
tokens, cost_usd, duration_ms, and ``purpose``: answer, summary or
tool-selection), ``memories`` (the knowledge memory, append-only: each entry
``added`` or ``removed``, with its Markdown folder ``root``, ``entry_id``,
kind, date, time, category, text, ``origin`` (remember, forget, restore,
hand-edit, import) and the session and run of an agent's change) and ``audit``. Views:
``tool_stats`` (calls, success rate, durations per tool), ``approval_stats``
(approval rate and wait per tool), ``cost_per_day``, ``memory_latest``
(each knowledge entry's newest change), ``memory_entries`` (what is
remembered now). ``session_tombstones`` (deleted sessions: their rows in a
dead process's journal or in the archive are never written back) and
``message_seqs`` (each session's last message ``seq``, so two kernels writing
one session never share one) are the writer's bookkeeping. Secrets are
redacted everywhere.

The ``audit`` table, for people who write queries against it (argument
values never appear in it, unless a tool says ``audit_args=True``):

=============== ============= ==========================================================
column          type          meaning
=============== ============= ==========================================================
seq             BIGINT        position in the hash chain (1, 2, 3 ... over the whole store)
id              VARCHAR       unique id of the row (``Store.record`` returns it)
ts              TIMESTAMPTZ   when the event happened
session_id      VARCHAR       the agent session (NULL for an agent without one)
run_id          VARCHAR       one ``Agent.run``
event           VARCHAR       the event's kind in the stream (run-started, tool-decided,
                              tool-finished, output-blocked ...); rows written before kept
                              older names (tool_executed ...): the read API presents them
                              as kinds (``nbagent.events.LEGACY_AUDIT_EVENTS``)
tool            VARCHAR       tool name
call_id         VARCHAR       the tool call's id (pairs the rows of one call)
decision        VARCHAR       allow / review / deny (policy); allow / deny (approval)
rule            VARCHAR       the policy rule that matched
decided_by      VARCHAR       policy, grant, person, handler, headless, timeout, replay, hook, screening ...
success         BOOLEAN       tool-finished: true; tool-failed: false
duration_ms     DOUBLE        how long the tool ran
wait_s          DOUBLE        approval-decided: how long the call waited for a decision
arg_keys        VARCHAR[]     argument names
arg_hashes      VARCHAR[]     salted SHA-256 of each argument value, same order
input_hash      VARCHAR       salted SHA-256 of all arguments together
args_json       VARCHAR       raw arguments (secrets redacted), only for tools with audit_args=True
output_len      BIGINT        characters of the tool output (or error text)
output_hash     VARCHAR       salted SHA-256 of that text
stage           VARCHAR       where a failed call stopped (denied, hook, execution ...);
                              run-finished: the run's status
reason          VARCHAR       the reason given, secrets and argument values masked
detail          VARCHAR       JSON with anything else (scope, timeout_s, attempt ...)
model           VARCHAR       run-started: the model
prev_hash       VARCHAR       ``hash`` of row seq-1 (64 zeros for the first row)
hash            VARCHAR       HMAC-SHA256, under the user's audit key, of prev_hash, seq and
                              the SHA-256 of the row's content (plain SHA-256 for old rows)
key_id          VARCHAR       the audit key that made ``hash`` (NULL: an unkeyed row written
                              before schema 4)
=============== ============= ==========================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ._binding import SessionBinding, bind
from ._cache import StoreCache
from ._session import NOT_KEPT, SessionInfo
from ._store import Store, default_path, default_store, verify_audit
from .integrity._chain import AuditCheck
from .integrity._foreign import ForeignStoreWarning
from .integrity._rebuild import RebuildReport
from .lake import Lake, LakeCheck
from .reading._queries import USAGE_BY
from .reading._reader import ArrowReader, StoreReader, open_reader, resolve_path
from .writing._rows import title_from_prompt

if TYPE_CHECKING:
    import pandas as pd

    from .reading._queries import TimeBound

__all__ = [
    "NOT_KEPT",
    "USAGE_BY",
    "ArrowReader",
    "AuditCheck",
    "ForeignStoreWarning",
    "Lake",
    "LakeCheck",
    "RebuildReport",
    "SessionBinding",
    "SessionInfo",
    "Store",
    "StoreCache",
    "StoreReader",
    "audit",
    "bind",
    "default_path",
    "default_store",
    "messages",
    "open_reader",
    "resolve_path",
    "sessions",
    "sql",
    "title_from_prompt",
    "usage",
    "verify_audit",
]


def sessions(*, include_archived: bool = False) -> pd.DataFrame:
    """Sessions of the default store (see :meth:`Store.sessions`)."""
    return default_store().sessions(include_archived=include_archived)


def messages(session: str) -> pd.DataFrame:
    """Messages of a session in the default store (see :meth:`Store.messages`)."""
    return default_store().messages(session)


def audit(
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
    """The default store's audit log (see :meth:`Store.audit` for the filters)."""
    return default_store().audit(
        since=since, until=until, tool=tool, session=session, event=event, run=run, after=after, limit=limit
    )


def usage(by: str | None = None) -> pd.DataFrame:
    """Usage in the default store (see :meth:`Store.usage`)."""
    return default_store().usage(by)


def sql(query: str, params: Sequence[object] | None = None) -> pd.DataFrame:
    """Read-only SQL on the default store (see :meth:`Store.query`)."""
    return default_store().query(query, params)
