"""Chunking: a document's sections -> chunks of about ``size`` characters.

Structure first: a chunk never spans two notebook cells or two PDF pages, and
small neighbouring sections (short Markdown sections, small functions, CSV
rows) are packed together up to ``size``, under their common heading path. A
section longer than ``1.25 * size`` is split on line and paragraph boundaries
(long lines on word boundaries) with about ``overlap`` characters repeated
between consecutive pieces, so a sentence cut at a border is whole in one of
them. Every chunk keeps its line range (or cell, or page) and heading path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .loaders import Document, Section

__all__ = ["DEFAULT_OVERLAP", "DEFAULT_SIZE", "Chunk", "chunk_document", "location"]

DEFAULT_SIZE = 1000
DEFAULT_OVERLAP = 150


def location(start_line: int = 0, end_line: int = 0, cell: int = 0, page: int = 0) -> str:
    """``"lines 10-42"``, ``"line 7"``, ``"cell 3"``, ``"page 2"`` or ``""``."""
    if page:
        return f"page {page}"
    if cell:
        return f"cell {cell}"
    if start_line:
        return f"line {start_line}" if end_line in (0, start_line) else f"lines {start_line}-{end_line}"
    return ""


@dataclass(frozen=True)
class Chunk:
    """A piece of a document as it is embedded and searched.

    ``start_line`` / ``end_line`` are 1-based lines of the file (within the
    cell for notebooks; 0 for PDF pages). ``ordinal`` is the chunk's position
    in its file.
    """

    text: str
    heading: str = ""
    start_line: int = 0
    end_line: int = 0
    cell: int = 0
    page: int = 0
    ordinal: int = 0

    @property
    def location(self) -> str:
        """Where the chunk is, for citations: ``"lines 10-42"``, ``"cell 3"`` or ``"page 2"``."""
        return location(self.start_line, self.end_line, self.cell, self.page)


class _Unit(NamedTuple):
    line: int  # 0 when the source has no line numbers (PDF)
    text: str
    joiner: str  # how it attaches to the unit before: "\n", " " (wrapped line) or "" (hard cut)


def chunk_document(doc: Document, *, size: int = DEFAULT_SIZE, overlap: int = DEFAULT_OVERLAP) -> list[Chunk]:
    """Chunks for ``doc``: packed small sections, split long ones, in document order."""
    if size < 100:
        raise ValueError(f"chunk size must be at least 100 characters, got {size}")
    overlap = max(0, min(overlap, size // 2))
    chunks: list[Chunk] = []
    for group in _pack(doc.sections, size):
        first = group[0]
        budget = size - (len(first.prefix) + 1 if first.prefix else 0)
        units = _group_units(group, piece=max(overlap, 80))
        total = sum(len(u.text) + 1 for u in units)
        pieces = [units] if total <= budget * 1.25 else _split(units, max(budget, 100), overlap)
        heading = _group_heading(group)
        for piece in pieces:
            body = _join(piece).strip("\n")
            if not body.strip():
                continue
            lines = [u.line for u in piece if u.line and u.text.strip()]
            text = f"{first.prefix}\n{body}" if first.prefix else body
            chunks.append(
                Chunk(
                    text=text,
                    heading=heading,
                    start_line=min(lines) if lines else 0,
                    end_line=max(lines) if lines else 0,
                    cell=first.cell,
                    page=first.page,
                    ordinal=len(chunks),
                )
            )
    return chunks


def _same_place(a: Section, b: Section) -> bool:
    return a.cell == b.cell and a.page == b.page and a.prefix == b.prefix


def _pack(sections: Sequence[Section], size: int) -> list[list[Section]]:
    """Greedy packing of neighbours in the same cell / page up to ``size``.

    Sections join a group while they share a heading path with it (siblings
    under one parent), or while the group is still small (under a third of
    ``size``). Bare headings always join the section after them: a heading
    alone answers nothing.
    """
    groups: list[list[Section]] = []
    current: list[Section] = []
    length = 0
    for section in sections:
        n = len(section.text) + 2
        if current and _same_place(current[-1], section):
            only_headings = all(s.heading_only for s in current)
            together = [*current, section]
            same = len({s.heading for s in together if not s.heading_only}) <= 1
            related = same or bool(_group_heading(together)) or length < size / 3
            if only_headings or (length + n <= size and related):
                current.append(section)
                length += n
                continue
        if current:
            groups.append(current)
        current = [section]
        length = n + (len(section.prefix) + 1 if section.prefix else 0)
    if current:
        groups.append(current)
    return groups


def _group_heading(group: list[Section]) -> str:
    """The common heading path of the sections that have a body."""
    headings = [s.heading for s in group if not s.heading_only] or [group[-1].heading]
    parts = [h.split(" > ") if h else [] for h in headings]
    common: list[str] = []
    for level in zip(*parts, strict=False):
        if len(set(level)) != 1:
            break
        common.append(level[0])
    return " > ".join(common)


def _wrap(line: str, width: int) -> list[tuple[str, str]]:
    """Cut a long line into ``(piece, joiner)`` parts of at most ``width`` characters."""
    out: list[tuple[str, str]] = []
    joiner = "\n"
    while len(line) > width:
        cut = line.rfind(" ", width // 2, width + 1)
        if cut <= 0:
            out.append((line[:width], joiner))
            line, joiner = line[width:], ""
        else:
            out.append((line[:cut], joiner))
            line, joiner = line[cut + 1 :], " "
    out.append((line, joiner))
    return out


def _group_units(group: list[Section], piece: int) -> list[_Unit]:
    units: list[_Unit] = []
    for index, section in enumerate(group):
        previous = group[index - 1] if index else None
        if previous is not None and not (section.start_line and section.start_line == previous.end_line + 1):
            units.append(_Unit(0, "", "\n"))  # a blank line between sections that were apart
        for k, line in enumerate(section.text.split("\n")):
            # Clamped: extracted text (HTML) has fewer or more lines than its source range.
            number = min(section.start_line + k, max(section.end_line, section.start_line)) if section.start_line else 0
            for text, joiner in _wrap(line, piece):
                units.append(_Unit(number, text, joiner))
    return units


def _join(units: Sequence[_Unit]) -> str:
    return "".join((u.joiner if i else "") + u.text for i, u in enumerate(units))


def _split(units: list[_Unit], size: int, overlap: int) -> list[list[_Unit]]:
    """Runs of ``units`` of about ``size`` characters, ``overlap`` repeated between runs."""
    pieces: list[list[_Unit]] = []
    i, n = 0, len(units)
    while i < n:
        while i < n - 1 and not units[i].text.strip():
            i += 1  # a piece never starts on a blank line
        j, length = i, 0
        while j < n and (j == i or length + len(units[j].text) + 1 <= size):
            length += len(units[j].text) + 1
            j += 1
        if j < n:
            # Prefer to end at a paragraph break in the last 40% of the piece.
            run = length
            for b in range(j - 1, i, -1):
                run -= len(units[b].text) + 1
                if run < 0.6 * size:
                    break
                if not units[b].text.strip():
                    j = b
                    break
        pieces.append(units[i:j])
        if j >= n:
            break
        k, tail = j, 0
        while k - 1 > i and tail + len(units[k - 1].text) + 1 <= overlap:
            k -= 1
            tail += len(units[k].text) + 1
        i = k
    return pieces
