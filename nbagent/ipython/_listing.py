"""What ``%agent_session list`` and ``%agent_memory`` show: tidy, and safe with hostile text.

Sessions: one row per session with the columns a person looks for (name, title,
turns, model, last used, notebook); ``store.sessions()`` keeps every column.

Memory entries: memory files are Markdown that a model wrote or a project folder
brought along (possibly untrusted), so the notebook gets them through the safe
renderer (``nbagent.display._render``: raw HTML shown as text, no images fetched, only
safe links), each entry rendered on its own so one entry cannot reshape the
others; terminals get plain text with control characters made visible (an
entry cannot send escape sequences to the terminal).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ..display._render import markdown_to_html, sanitize_html

if TYPE_CHECKING:
    import pandas as pd

    from ..memory import MemoryEntry
    from ..store import Store

__all__ = ["SESSION_COLUMNS", "memory_bundle", "plain_entries", "relative_time", "session_table"]

SESSION_COLUMNS = ["name", "title", "turns", "model", "last used", "notebook"]
_TITLE_CHARS = 60
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")

_TURNS_SQL = (  # the live conversation's turns: a re-run cell's earlier ones are superseded
    "SELECT session_id, count(*) AS turns FROM messages WHERE role = 'user' AND superseded IS NOT TRUE "
    "GROUP BY session_id"
)


def relative_time(when: datetime | None, now: datetime | None = None) -> str:
    """``"just now"``, ``"5 min ago"``, ``"3 h ago"``, ``"yesterday"``, ``"4 days ago"``, else the date."""
    if when is None or when != when:  # None or NaT
        return ""
    if hasattr(when, "to_pydatetime"):
        when = when.to_pydatetime()
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)  # the store keeps UTC
    now = now or datetime.now(UTC)
    seconds = (now - when).total_seconds()
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    if seconds < 86400:
        return f"{int(seconds // 3600)} h ago"
    days = int(seconds // 86400)
    if days == 1:
        return "yesterday"
    if days < 14:
        return f"{days} days ago"
    return str(when.date())


def _short(value: object, limit: int = _TITLE_CHARS) -> str:
    if not isinstance(value, str):
        return ""
    text = " ".join(value.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def session_table(store: Store, *, include_archived: bool = False, now: datetime | None = None) -> pd.DataFrame:
    """Stored sessions, most recently used first: name (or id when unnamed), title, turns, model,
    last used (relative), notebook. ``store.sessions()`` has every column."""
    import pandas as pd

    sessions = store.sessions(include_archived=include_archived)
    turns = store.query(_TURNS_SQL)
    per_session = dict(zip(turns["session_id"], turns["turns"], strict=True))
    rows = [
        {
            "name": row.name if isinstance(row.name, str) and row.name else row.id,
            "title": _short(row.title),
            "turns": int(per_session.get(row.id, 0)),
            "model": row.model if isinstance(row.model, str) else "",
            "last used": relative_time(row.updated, now),
            "notebook": row.notebook if isinstance(row.notebook, str) else "",
        }
        for row in sessions.itertuples(index=False)
    ]
    return pd.DataFrame(rows, columns=SESSION_COLUMNS)


def _visible(text: str) -> str:
    """Control characters as ``\\x1b``-style escapes: a terminal shows them instead of obeying them."""
    return _CONTROL.sub(lambda m: m.group(0).encode("unicode_escape").decode("ascii"), text)


def _when(entry: MemoryEntry) -> str:
    stamp = " ".join(p for p in (entry.date, entry.time) if p)
    return f"long-term {stamp}".strip() if entry.kind == "long-term" else stamp


def plain_entries(entries: Iterable[MemoryEntry]) -> str:
    """Entries as plain text for a terminal: ``id  when  category: text``, one a line."""
    lines = [f"{e.id}  {_when(e)}  {_visible(e.category)}: {_visible(e.text)}" for e in entries]
    return "\n".join(lines) if lines else "(no memory entries)"


def _entry_html(entry: MemoryEntry) -> str:
    # one line of Markdown per entry: a line break in a file cannot start a new block here
    text = " ".join(entry.text.split())
    body = markdown_to_html(f"**{' '.join(entry.category.split())}**: {text}")
    if body.startswith("<p>") and body.endswith("</p>\n") and body.count("<p>") == 1:
        body = body[3:-5]  # a table cell needs no paragraph
    return body


def memory_bundle(entries: Iterable[MemoryEntry], heading: str = "") -> dict[str, str]:
    """``text/plain`` and safe ``text/html`` for a list of entries (with an optional heading line)."""
    items = list(entries)
    plain = plain_entries(items)
    if not items:
        rows = "<tr><td></td><td></td><td>(no memory entries)</td></tr>"
    else:
        rows = "".join(
            f"<tr><td><code>{html.escape(e.id)}</code></td><td>{html.escape(_when(e))}</td>"
            f"<td>{_entry_html(e)}</td></tr>"
            for e in items
        )
    head = f"<p>{html.escape(heading)}</p>" if heading else ""
    table = f"<table><thead><tr><th>id</th><th>when</th><th>entry</th></tr></thead><tbody>{rows}</tbody></table>"
    return {
        "text/plain": f"{heading}\n{plain}" if heading else plain,
        "text/html": sanitize_html(head + table),
    }
