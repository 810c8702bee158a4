"""Loaders for HTML (the standard library's parser) and PDF (pypdf)."""

from __future__ import annotations

import contextlib
import io
import logging
import re
from collections.abc import Iterator, Sequence
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from ._sections import Document, Section, SkipFile, decode_text

if TYPE_CHECKING:  # pypdf is imported when the first PDF is read
    from pypdf import PdfReader
    from pypdf.generic import Destination

_Outline: TypeAlias = "Sequence[Destination | _Outline]"
"""A PDF's bookmarks: a destination, or the bookmarks nested under the one before."""

__all__ = ["load_html", "load_pdf"]


# -- HTML ----------------------------------------------------------------------------------

_HIDDEN = frozenset({"script", "style", "noscript", "template", "svg", "head", "iframe", "canvas", "object"})
_BLOCK = frozenset(
    {
        *("address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div"),
        *("dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "header", "hr"),
        *("h1", "h2", "h3", "h4", "h5", "h6", "li", "main", "nav", "ol", "p", "pre"),
        *("section", "summary", "table", "tbody", "td", "th", "thead", "tr", "ul"),
    }
)
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_SPACES = re.compile(r"[ \t\f\v\n]+")


class _VisibleText(HTMLParser):
    """Collects visible text by heading section, with source line numbers."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.sections: list[Section] = []
        self._hidden = 0
        self._pre = 0
        self._in_title = False
        self._heading: tuple[int, list[str]] | None = None  # (level, parts) while inside <hN>
        self._stack: list[tuple[int, str]] = []
        self._parts: list[str] = []
        self._start: int | None = None
        self._end = 1

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _HIDDEN:
            self._hidden += 1
        elif tag in _HEADINGS and not self._hidden:
            self._flush()
            self._start = self.getpos()[0]
            self._heading = (_HEADINGS[tag], [])
        if tag == "pre":
            self._pre += 1
        if tag in _BLOCK:
            self._parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _HIDDEN:
            self._hidden = max(0, self._hidden - 1)
        elif tag in _HEADINGS and self._heading is not None:
            level, parts = self._heading
            self._heading = None
            title = _SPACES.sub(" ", "".join(parts)).strip()
            while self._stack and self._stack[-1][0] >= level:
                self._stack.pop()
            if title:
                self._stack.append((level, title))
        if tag == "pre":
            self._pre = max(0, self._pre - 1)
        if tag in _BLOCK:
            self._parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
            return
        if self._hidden:
            return
        text = data if self._pre else _SPACES.sub(" ", data)
        if not text.strip() and not self._pre:
            if self._parts and not self._parts[-1].endswith((" ", "\n")):
                self._parts.append(" ")
            return
        if self._heading is not None:
            self._heading[1].append(text)
        if self._start is None:
            self._start = self.getpos()[0]
        self._parts.append(text)
        self._end = self.getpos()[0] + data.count("\n")

    def _flush(self) -> None:
        lines = [line.strip() if not self._pre else line.rstrip() for line in "".join(self._parts).split("\n")]
        text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
        if text:
            heading = " > ".join(t for _, t in self._stack)
            start = self._start or self._end
            self.sections.append(Section(text, heading, start, max(self._end, start)))
        self._parts = []
        self._start = None

    def close(self) -> None:
        super().close()
        self._flush()


def load_html(data: bytes, path: Path) -> Document:
    """HTML: visible text (no scripts, styles or head), a section per heading, the ``<title>``."""
    parser = _VisibleText()
    text, encoding = decode_text(data)
    try:
        parser.feed(text)
        parser.close()
    except (AssertionError, ValueError) as exc:  # the parser's own failures on broken markup
        raise SkipFile(f"unreadable HTML ({exc})") from None
    title = _SPACES.sub(" ", parser.title).strip()
    sections = parser.sections
    if title and not any(s.heading for s in sections):
        sections = [Section(s.text, title, s.start_line, s.end_line) for s in sections]
    return Document("html", sections, title=title, encoding=encoding)


# -- PDF -----------------------------------------------------------------------------------


@contextlib.contextmanager
def _quiet(logger_name: str) -> Iterator[None]:
    """Silence a library's warnings about damaged files while we read one (we report instead)."""
    logger = logging.getLogger(logger_name)
    level = logger.level
    logger.setLevel(logging.ERROR + 10)
    try:
        yield
    finally:
        logger.setLevel(level)


def load_pdf(data: bytes, path: Path) -> Document:
    """PDF: one section per page with text (page numbers from 1), headings from the outline."""
    try:
        import pypdf
    except ImportError:
        raise SkipFile("reading PDF needs the 'pypdf' package: pip install pypdf") from None
    with _quiet("pypdf"):
        try:
            reader = pypdf.PdfReader(io.BytesIO(data))
            if reader.is_encrypted and not reader.decrypt(""):
                raise SkipFile("encrypted PDF (needs a password)")
            pages = list(reader.pages)
        except SkipFile:
            raise
        except Exception as exc:
            raise SkipFile(f"corrupt PDF ({type(exc).__name__}: {exc})") from None
        marks = _outline(reader)
        title = ""
        with contextlib.suppress(Exception):
            metadata = reader.metadata
            title = str(metadata.get("/Title") or "").strip() if metadata else ""
        sections: list[Section] = []
        failures: list[str] = []
        for number, page in enumerate(pages, start=1):
            try:
                text = page.extract_text() or ""
            except Exception as exc:
                failures.append(f"page {number}: {type(exc).__name__}")
                continue
            if text.strip():
                sections.append(Section(text.strip(), _heading_at(marks, number) or title, page=number))
    if not sections:
        if failures:
            raise SkipFile(f"corrupt PDF (no page could be read: {', '.join(failures[:3])})")
        raise SkipFile("PDF has no extractable text (a scanned document?)")
    return Document("pdf", sections, title=title)


def _outline(reader: PdfReader) -> list[tuple[int, int, str]]:
    """``(page, level, title)`` per bookmark, in page order; empty if the outline is unreadable."""
    marks: list[tuple[int, int, str]] = []

    def walk(items: _Outline, level: int) -> None:
        for item in items:
            if isinstance(item, Sequence):  # pypdf's list of the bookmarks nested under the one before
                walk(item, level + 1)
                continue
            with contextlib.suppress(Exception):
                page = reader.get_destination_page_number(item)
                if page is not None and page >= 0:
                    marks.append((page + 1, level, str(item.title).strip()))

    with contextlib.suppress(Exception):
        walk(reader.outline, 1)
    marks.sort(key=lambda m: m[0])
    return marks


def _heading_at(marks: list[tuple[int, int, str]], page: int) -> str:
    stack: list[tuple[int, str]] = []
    for start, level, title in marks:
        if start > page:
            break
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, title))
    return " > ".join(t for _, t in stack)
