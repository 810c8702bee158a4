"""Sections and documents, and the heading finders shared by the text loaders."""

from __future__ import annotations

import codecs
import functools
import re
from dataclasses import dataclass, field

from ..boundary._linear import LinearPattern
from ..exceptions import NbAgentError

__all__ = [
    "Document",
    "Heading",
    "Section",
    "SkipFile",
    "decode",
    "decode_text",
    "heading_sections",
    "markdown_headings",
    "rst_headings",
]


class SkipFile(NbAgentError):
    """This file cannot be indexed; the message is the reason shown in the report."""


@dataclass(frozen=True)
class Section:
    """A structural piece of a document (a heading's text, a cell, a page, a function).

    Lines, cells and pages are 1-based; 0 means "does not apply". ``prefix``
    is repeated at the start of every chunk made from this section (a CSV
    header). ``heading_only`` marks a heading with no body of its own, which
    the chunker glues to what follows.
    """

    text: str
    heading: str = ""
    start_line: int = 0
    end_line: int = 0
    cell: int = 0
    page: int = 0
    prefix: str = ""
    heading_only: bool = False


@dataclass(frozen=True)
class Document:
    """What a loader made of one file: its kind, sections in order, a title if it has one, and the encoding
    its text was read with."""

    kind: str
    sections: list[Section] = field(default_factory=list)
    title: str = ""
    encoding: str = "utf-8"  # what its text was read with (a PDF's: "utf-8")


Heading = tuple[int, int, int, str]
"""``(first_line, last_line, level, title)``: 0-based indexes of the title and its adornment."""


def heading_sections(lines: list[str], headings: list[Heading]) -> list[Section]:
    """Cut ``lines`` at ``headings`` into sections that know their heading path."""
    out: list[Section] = []
    first = headings[0][0] if headings else len(lines)
    _emit(lines, 0, first - 1, "", out, heading_only=False)
    stack: list[tuple[int, str]] = []
    for n, (start, end, level, title) in enumerate(headings):
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, title))
        stop = headings[n + 1][0] - 1 if n + 1 < len(headings) else len(lines) - 1
        body_blank = not any(line.strip() for line in lines[end + 1 : stop + 1])
        _emit(lines, start, stop, " > ".join(t for _, t in stack), out, heading_only=body_blank)
    return out


def _emit(lines: list[str], start: int, stop: int, heading: str, out: list[Section], *, heading_only: bool) -> None:
    while start <= stop and not lines[start].strip():
        start += 1
    while stop >= start and not lines[stop].strip():
        stop -= 1
    if start <= stop:
        text = "\n".join(lines[start : stop + 1])
        out.append(Section(text, heading, start + 1, stop + 1, heading_only=heading_only))


_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
# Python's re is quadratic on a heading of "[" characters (16,000 took 1.3 s): RE2, compiled on first use
_LINK_SOURCE = r"!?\[([^\]]*)\]\([^)]*\)"


@functools.cache
def _link() -> LinearPattern:
    return LinearPattern(_LINK_SOURCE)


def clean_title(title: str) -> str:
    """Heading text without Markdown emphasis, code marks and link targets."""
    title = _link().sub(r"\1", title)
    return re.sub(r"\*\*|__|`", "", title).strip().rstrip(":").strip()


def markdown_headings(lines: list[str]) -> list[Heading]:
    """ATX (``## Title``) and setext (underlined) headings outside fenced code and front matter."""
    out: list[Heading] = []
    i = 0
    if lines and lines[0].strip() == "---":  # YAML front matter
        for j in range(1, len(lines)):
            if lines[j].strip() in ("---", "..."):
                i = j + 1
                break
    fence: str | None = None
    while i < len(lines):
        line = lines[i]
        marker = _FENCE.match(line)
        if fence is not None:
            if (
                marker
                and marker.group(1)[0] == fence[0]
                and len(marker.group(1)) >= len(fence)
                and not line.strip()[len(marker.group(1)) :].strip()
            ):
                fence = None
            i += 1
            continue
        if marker:
            fence = marker.group(1)
            i += 1
            continue
        atx = _ATX.match(line)
        if atx:
            out.append((i, i, len(atx.group(1)), clean_title(atx.group(2) or "")))
        elif (
            i + 1 < len(lines)
            and line.strip()
            and not line.startswith(("    ", "\t"))
            and _SETEXT.match(lines[i + 1])
            and (i == 0 or not lines[i - 1].strip())
        ):
            out.append((i, i + 1, 1 if "=" in lines[i + 1] else 2, clean_title(line)))
            i += 1
        i += 1
    return out


_ADORNMENT = re.compile(r"^([!-/:-@\[-`{-~])\1{2,}[ \t]*$")


def rst_headings(lines: list[str]) -> list[Heading]:
    """reStructuredText section titles (underlined, or over- and underlined).

    The level of a style (adornment character, with or without overline) is
    the order in which it first appears, as docutils does.
    """
    styles: list[tuple[str, bool]] = []
    out: list[Heading] = []
    i = 0
    n = len(lines)
    while i < n - 1:
        line, nxt = lines[i], lines[i + 1]
        over = _ADORNMENT.match(line)
        if (
            over
            and i + 2 < n
            and nxt.strip()
            and not _ADORNMENT.match(nxt)
            and _ADORNMENT.match(lines[i + 2])
            and lines[i + 2].strip()[0] == line.strip()[0]
        ):
            style, title, end = (line.strip()[0], True), nxt.strip(), i + 2
        elif (
            line.strip()
            and not over
            and not line[0].isspace()
            and _ADORNMENT.match(nxt)
            and len(nxt.rstrip()) >= len(line.rstrip())
            and (i == 0 or not lines[i - 1].strip())
        ):
            style, title, end = (nxt.strip()[0], False), line.strip(), i + 1
        else:
            i += 1
            continue
        if style not in styles:
            styles.append(style)
        out.append((i, end, styles.index(style) + 1, clean_title(title)))
        i = end + 1
    return out


def decode(data: bytes) -> str:
    """Bytes -> text with ``\\n`` line ends (see :func:`decode_text`, which also says the encoding)."""
    return decode_text(data)[0]


def decode_text(data: bytes) -> tuple[str, str]:
    """Bytes -> ``(text with \\n line ends, the encoding it was read with)``.

    UTF-8 (a BOM is dropped) and BOM-marked UTF-16 are read as they are. Anything else that is text (a
    Windows ``cp1252`` file, Latin-1, Shift-JIS ...) is decoded with the encoding charset-normalizer finds
    for it, and that encoding is returned so the index report can say so. Raises :class:`SkipFile` for
    binary content: NUL bytes, or bytes no text encoding fits.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text, encoding = data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError as exc:
            raise SkipFile(f"bad UTF-16 text ({exc.reason} at offset {exc.start})") from None
    else:
        if b"\x00" in data[:8192]:
            raise SkipFile("binary content (NUL bytes)")
        try:
            text, encoding = data.decode("utf-8-sig"), "utf-8"
        except UnicodeDecodeError:
            text, encoding = _legacy(data)
    return text.replace("\r\n", "\n").replace("\r", "\n"), encoding


def _legacy(data: bytes) -> tuple[str, str]:
    """Text in an encoding other than UTF-8, as charset-normalizer reads it (imported only for such files).

    Short Western texts fit many single-byte code pages equally well ("café" is as clean in cp1250 or
    cp1006); among the encodings that fit as well as the best one, the common Western ones win, cp1252
    first (what Windows editors wrote for decades), so "naïve" does not come back as "naďve"."""
    from charset_normalizer import from_bytes

    matches = list(from_bytes(data))
    if not matches:
        raise SkipFile("binary content (no text encoding fits its bytes)")
    best = matches[0]
    tied = [m for m in matches if m.chaos <= best.chaos + 0.01 and m.coherence >= best.coherence - 0.01]
    for encoding in _WESTERN:  # a match stands for every code page that reads the bytes the same way
        for match in tied:
            if encoding in match.could_be_from_charset:
                return str(match), encoding
    return str(best), best.encoding


_WESTERN = ("cp1252", "latin_1", "iso8859_15")
