"""Knowledge memory kept as Markdown files a person can read and edit.

Layout, under ``$NBAGENT_HOME`` if set, else ``./.nbagent``::

    MEMORY.md               long-term facts:  - [2026-11-22] **fact**: The fiscal year starts in April
    memory/2026-11-22.md    the daily log:    - [14:32] **note**: Cleaned sales.csv, 3 rows dropped

The files *are* the memory: every read parses them again, so a line edited,
deleted or added by hand is what the agent sees next. One entry is one list
item (``-``, ``*`` or ``+`` at the start of a line); lines under it indented
by two spaces or more (nested items too) continue it; headings and other
prose are ignored and left alone. The ``[stamp]`` and ``**category**:`` parts
are optional: ``- plain text`` is a fact in MEMORY.md and a note in a daily
file. Writes only append a line or delete the lines of one entry, so
hand-written text around them survives.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from ..exceptions import UserError
from ..files._private import open_private, private_dir, write_atomic

__all__ = ["MarkdownBackend", "MemoryEntry", "memory_home"]

EntryKind = Literal["daily", "long-term"]

_STAMP = re.compile(r"^\[(?P<stamp>[^\]]*)\]\s*(?P<rest>.*)$")
_CATEGORY = re.compile(r"^\*\*(?P<cat>[^*\n]{1,40})\*\*\s*:?\s*(?P<rest>.*)$")
_TIME = re.compile(r"^(?P<time>\d{1,2}:\d{2})(?::\d{2})?$")
_DATE = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2})(?:[ T](?P<time>\d{1,2}:\d{2})(?::\d{2})?)?$")
_DAILY_NAME = re.compile(r"^(\d{4}-\d{2}-\d{2})\.md$")


def _bullet_body(line: str) -> str | None:
    """The text of a list item (``- x``, `` * x``, ``+ x``), None when ``line`` is not one.

    Plain string tests, not a regex: Python's ``re`` backtracks over a long run of spaces
    (``^ ?[-*+]\\s+(.*\\S)`` on "-" and 20,000 spaces is quadratic), and MEMORY.md may come
    from a cloned repository and is parsed for every cell.
    """
    i = 1 if line.startswith(" ") else 0
    if len(line) < i + 2 or line[i] not in "-*+" or not line[i + 1].isspace():
        return None
    return line[i + 1 :].strip() or None


def _continuation_body(line: str) -> str | None:
    """The text of a line indented under a list item (two spaces or a tab), None when it is not one."""
    if not line.startswith(("  ", "\t")):
        return None
    return line.strip() or None


def memory_home() -> Path:
    """Where nbagent keeps its files: ``$NBAGENT_HOME`` if set, else ``.nbagent`` in the working folder."""
    env = os.environ.get("NBAGENT_HOME")
    return Path(env).expanduser() if env else Path.cwd() / ".nbagent"


@dataclass(frozen=True, slots=True)
class MemoryEntry:
    """One remembered thing.

    ``id`` is derived from the entry's content (a short hash), so it stays the
    same across reloads and changes when the text is edited. ``kind`` is
    ``"daily"`` (the log of ``date``) or ``"long-term"``. ``date`` is
    ``YYYY-MM-DD`` (empty for a long-term line written without one), ``time``
    ``HH:MM`` or empty. ``source`` and ``line`` (1-based) say where it is.
    """

    text: str
    category: str
    kind: EntryKind
    date: str = ""
    time: str = ""
    id: str = ""
    source: str = ""
    line: int = 0

    def render(self) -> str:
        """The Markdown line for this entry."""
        stamp = self.time if self.kind == "daily" else self.date
        prefix = f"[{stamp}] " if stamp else ""
        return f"- {prefix}**{self.category}**: {self.text}"


def _parse_body(body: str, kind: EntryKind, date: str) -> tuple[str, str, str, str]:
    """(text, category, date, time) of one list item's text."""
    time = ""
    m = _STAMP.match(body)
    if m:
        stamp = m.group("stamp").strip()
        t = _TIME.match(stamp)
        d = _DATE.match(stamp)
        if t and kind == "daily":
            time, body = t.group("time"), m.group("rest")
        elif d:
            date, time, body = d.group("date"), d.group("time") or "", m.group("rest")
        # anything else in brackets ("[x]", "[link]") is part of the text
    category = "note" if kind == "daily" else "fact"
    c = _CATEGORY.match(body)
    if c and c.group("rest").strip():
        category, body = c.group("cat").strip().lower(), c.group("rest")
    return body.strip(), category, date, time


def parse_markdown(
    text: str, *, kind: EntryKind, date: str = "", source: str = ""
) -> list[tuple[MemoryEntry, int, int]]:
    """Entries of one file with their first and last line (0-based, inclusive)."""
    lines = text.splitlines()
    found: list[tuple[MemoryEntry, int, int]] = []
    current: list[str] = []
    start = end = -1

    def close() -> None:
        if current:
            body = " ".join(current)
            entry_text, category, entry_date, time = _parse_body(body, kind, date)
            if entry_text:
                entry = MemoryEntry(entry_text, category, kind, entry_date, time, source=source, line=start + 1)
                found.append((entry, start, end))
        current.clear()

    for i, line in enumerate(lines):
        bullet = _bullet_body(line)
        if bullet is not None:
            close()
            current.append(bullet)
            start = end = i
            continue
        body = _continuation_body(line) if current else None
        if body is not None:
            nested = _bullet_body(body)
            current.append(nested if nested is not None else body)
            end = i
        else:
            close()
    close()
    counts: dict[str, int] = {}
    out = []
    for entry, first, last in found:
        key = "|".join((entry.kind, entry.date, entry.time, entry.category, entry.text))
        base = hashlib.sha1(key.encode("utf-8")).hexdigest()[:8]
        counts[base] = counts.get(base, 0) + 1
        entry_id = base if counts[base] == 1 else f"{base}-{counts[base]}"
        out.append((replace(entry, id=entry_id), first, last))
    return out


class MarkdownBackend:
    """Knowledge memory in ``MEMORY.md`` and ``memory/YYYY-MM-DD.md`` under ``root``.

    Args:
        root: the folder (default: :func:`memory_home`, read when the backend is made).
    """

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = Path(root).expanduser() if root is not None else memory_home()

    def __repr__(self) -> str:
        return f"MarkdownBackend({str(self.root)!r})"

    @property
    def long_term_path(self) -> Path:
        """The file of long-term facts."""
        return self.root / "MEMORY.md"

    @property
    def daily_dir(self) -> Path:
        """The folder of daily logs."""
        return self.root / "memory"

    def path_for(self, entry: MemoryEntry) -> Path:
        """The file an entry belongs in."""
        if entry.kind == "long-term":
            return self.long_term_path
        return self.daily_dir / f"{entry.date}.md"

    # -- the backend protocol ----------------------------------------------------------

    def entries(self) -> list[MemoryEntry]:
        """Every entry: long-term facts, then the daily logs by date; oldest first within each file."""
        out = [e for e, _, _ in self._parse(self.long_term_path, "long-term", "")]
        if self.daily_dir.is_dir():
            days = sorted(p for p in self.daily_dir.iterdir() if _DAILY_NAME.match(p.name) and p.is_file())
            for path in days:
                out += [e for e, _, _ in self._parse(path, "daily", path.stem)]
        return out

    def _own_file(self, path: Path) -> Path:
        """``path`` when writing it stays inside the memory folder: neither the file nor the ``memory/``
        folder may be a symlink leading out (a cloned folder's ``MEMORY.md -> ~/.bashrc`` would make
        ``remember`` append to the shell's startup file). A UserError says what was found."""
        root = self.root.resolve()
        for part in (path, path.parent):
            if part != self.root and part.is_symlink():
                raise UserError(
                    f"refusing to write memory to {part}: it is a symbolic link (to {os.readlink(part)!r}); "
                    "memory files are written only inside the memory folder. Remove the link."
                )
        if not path.resolve().is_relative_to(root):
            raise UserError(f"refusing to write memory to {path}: it resolves outside the memory folder {root}")
        return path

    def add(self, entry: MemoryEntry) -> MemoryEntry:
        """Append one entry (a single line) to its file; return it as read back, with its id."""
        path = self.path_for(entry)
        private_dir(path.parent)  # notes are the person's: 0700 folders, 0600 files, whatever the umask
        path = self._own_file(path)
        line = entry.render()
        # O_NOFOLLOW: a link planted between the check and the open is refused by the OS
        with open(open_private(path, os.O_RDWR | os.O_APPEND | os.O_NOFOLLOW), "a+", encoding="utf-8") as f:
            f.seek(0, os.SEEK_END)
            if f.tell() == 0:
                f.write(self._header(entry))
            else:
                f.seek(f.tell() - 1)
                if f.read(1) != "\n":
                    f.write("\n")
            f.write(line + "\n")
        parsed = self._parse(path, entry.kind, entry.date if entry.kind == "daily" else "")
        same = [e for e, _, _ in parsed if e.text == entry.text and e.category == entry.category]
        return same[-1] if same else entry

    def remove(self, entry: MemoryEntry) -> bool:
        """Delete the lines of one entry from its file; False when it is no longer there."""
        path = Path(entry.source) if entry.source else self.path_for(entry)
        parsed = self._parse(path, entry.kind, path.stem if entry.kind == "daily" else "")
        match = next(((first, last) for e, first, last in parsed if e.id == entry.id), None)
        if match is None:
            return False
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        del lines[match[0] : match[1] + 1]
        _write_atomic(self._own_file(path), "".join(lines))
        return True

    def fingerprint(self) -> tuple[tuple[str, int, int, int], ...]:
        """Name, mtime, size and inode of every memory file: changes when any file may have."""
        paths = [self.long_term_path]
        if self.daily_dir.is_dir():
            paths += sorted(p for p in self.daily_dir.iterdir() if _DAILY_NAME.match(p.name))
        marks = []
        for path in paths:
            try:
                st = path.stat()
            except FileNotFoundError:
                continue
            marks.append((path.name, st.st_mtime_ns, st.st_size, st.st_ino))
        return tuple(marks)

    # -- internals ---------------------------------------------------------------

    @staticmethod
    def _header(entry: MemoryEntry) -> str:
        if entry.kind == "long-term":
            return (
                "# Long-term memory\n\nFacts the agent saved with `remember`. Edit freely: one `- ` line per fact.\n\n"
            )
        return f"# Memory log {entry.date}\n\n"

    @staticmethod
    def _parse(path: Path, kind: EntryKind, date: str) -> list[tuple[MemoryEntry, int, int]]:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return []
        return parse_markdown(text, kind=kind, date=date, source=str(path))


def _write_atomic(path: Path, text: str) -> None:
    """Replace a file's content in one step (a reader never sees half a file)."""
    write_atomic(path, text)
