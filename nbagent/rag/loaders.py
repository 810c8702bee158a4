"""Loaders: one file's bytes -> a :class:`Document` of structural sections.

A loader keeps the structure a reader would use to find their way: heading
paths for Markdown and reStructuredText, cells for notebooks (outputs are
skipped), functions and classes for Python, pages for PDF, headings for HTML,
row groups for CSV (the header travels with every chunk as ``prefix``). The
chunker (:mod:`nbagent.rag.chunking`) packs and splits sections to size.

A file that cannot be read raises :class:`SkipFile` with a reason for the
report (bad encoding, binary content, corrupt PDF, bad notebook JSON);
indexing goes on with the next file. Add a format with :func:`register_loader`.
"""

from __future__ import annotations

import ast
import csv
import io
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ._markup import load_html, load_pdf
from ._sections import (
    Document,
    Section,
    SkipFile,
    decode,
    decode_text,
    heading_sections,
    markdown_headings,
    rst_headings,
)

__all__ = [
    "Document",
    "Loader",
    "Section",
    "SkipFile",
    "decode",
    "decode_text",
    "kind_of",
    "load",
    "register_loader",
]

Loader = Callable[[bytes, Path], Document]
"""``(data, path) -> Document``; raise :class:`SkipFile` for a file that cannot be used."""

CLASS_SPLIT_CHARS = 1500
"""A Python class longer than this becomes one section per method (plus its header)."""


@dataclass
class _Registry:
    by_suffix: dict[str, tuple[str, Loader]] = field(default_factory=dict)


_REGISTRY = _Registry()


def register_loader(suffixes: str | Iterable[str], kind: str, loader: Loader) -> None:
    """Use ``loader`` for files ending in ``suffixes`` (``".org"`` or ``[".org", ".txt"]``).

    ``kind`` names the format in the index (``"markdown"``, ``"pdf"``, ...).
    A later registration for the same suffix replaces the earlier one.
    """
    for suffix in [suffixes] if isinstance(suffixes, str) else suffixes:
        _REGISTRY.by_suffix[suffix.lower()] = (kind, loader)


def kind_of(path: Path) -> str | None:
    """The loader kind for this file name, or None if no loader handles it."""
    found = _REGISTRY.by_suffix.get(path.suffix.lower())
    return found[0] if found else None


def load(path: Path, data: bytes) -> Document:
    """Run the loader registered for ``path``'s suffix on ``data``."""
    found = _REGISTRY.by_suffix.get(path.suffix.lower())
    if found is None:
        raise SkipFile(f"no loader for {path.suffix or 'files without an extension'}")
    return found[1](data, path)


# -- plain text, Markdown, reStructuredText ---------------------------------------------


def load_text(data: bytes, path: Path) -> Document:
    """Plain text: one section; the chunker splits it on paragraphs."""
    text, encoding = decode_text(data)
    return Document("text", [Section(text, "", 1, text.count("\n") + 1)], encoding=encoding)


def load_markdown(data: bytes, path: Path) -> Document:
    """Markdown: a section per heading (ATX ``#`` and setext), fenced code respected."""
    text, encoding = decode_text(data)
    lines = text.split("\n")
    return Document("markdown", heading_sections(lines, markdown_headings(lines)), encoding=encoding)


def load_rst(data: bytes, path: Path) -> Document:
    """reStructuredText: a section per title; levels follow the order adornments appear."""
    text, encoding = decode_text(data)
    lines = text.split("\n")
    return Document("rst", heading_sections(lines, rst_headings(lines)), encoding=encoding)


# -- Python ------------------------------------------------------------------------------


def load_python(data: bytes, path: Path) -> Document:
    """Python: module-level code, then each function and class (big classes by method).

    A file that does not parse (Python 2, a template) is indexed as plain text.
    """
    text, encoding = decode_text(data)
    lines = text.split("\n")
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return Document("python", [Section(text, "", 1, len(lines))], encoding=encoding)
    sections: list[Section] = []
    _python_block(tree.body, lines, 1, len(lines), "", sections)
    return Document("python", sections, encoding=encoding)


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _python_block(
    body: list[ast.stmt], lines: list[str], start: int, end: int, prefix: str, out: list[Section]
) -> None:
    cursor = start
    for node in body:
        if not isinstance(node, _DEFS):
            continue
        first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
        while first - 1 >= cursor and lines[first - 2].lstrip().startswith("#"):
            first -= 1  # the comment block right above belongs to the definition
        last = node.end_lineno or node.lineno
        _python_gap(lines, cursor, first - 1, prefix, out)
        label = ("class " if isinstance(node, ast.ClassDef) else "def ") + node.name
        heading = f"{prefix} > {label}" if prefix else label
        body_text = "\n".join(lines[first - 1 : last])
        has_defs = any(isinstance(child, _DEFS) for child in getattr(node, "body", []))
        if isinstance(node, ast.ClassDef) and has_defs and len(body_text) > CLASS_SPLIT_CHARS:
            _python_block(node.body, lines, first, last, heading, out)
        else:
            out.append(Section(body_text, heading, first, last))
        cursor = last + 1
    _python_gap(lines, cursor, end, prefix, out)


def _python_gap(lines: list[str], start: int, end: int, heading: str, out: list[Section]) -> None:
    while start <= end and not lines[start - 1].strip():
        start += 1
    while end >= start and not lines[end - 1].strip():
        end -= 1
    if start <= end:
        out.append(Section("\n".join(lines[start - 1 : end]), heading, start, end))


# -- Jupyter notebooks ---------------------------------------------------------------------


def load_notebook(data: bytes, path: Path) -> Document:
    """Jupyter notebook: one section per markdown or code cell (numbered from 1), no outputs.

    Markdown headings carry over: a code cell's heading path is that of the
    markdown above it.
    """
    try:
        text, encoding = decode_text(data)
        nb = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SkipFile(f"not a valid notebook (bad JSON at line {exc.lineno}: {exc.msg})") from None
    if not isinstance(nb, dict):
        raise SkipFile("not a valid notebook (top level is not a JSON object)")
    cells = nb.get("cells")
    if cells is None and nb.get("worksheets"):  # nbformat 3
        cells = nb["worksheets"][0].get("cells", [])
    if not isinstance(cells, list):
        raise SkipFile("not a valid notebook (no 'cells' list)")
    stack: list[tuple[int, str]] = []
    sections: list[Section] = []
    for number, cell in enumerate(cells, start=1):
        if not isinstance(cell, dict) or cell.get("cell_type") not in ("markdown", "code"):
            continue
        source = cell.get("source", cell.get("input", ""))
        text = "".join(source) if isinstance(source, list) else str(source)
        text = text.replace("\r\n", "\n")
        if not text.strip():
            continue
        heading = " > ".join(title for _, title in stack)
        if cell["cell_type"] == "markdown":
            lines = text.split("\n")
            for i, (start, _end, level, title) in enumerate(markdown_headings(lines)):
                while stack and stack[-1][0] >= level:
                    stack.pop()
                stack.append((level, title))
                if i == 0 and not "\n".join(lines[:start]).strip():
                    heading = " > ".join(t for _, t in stack)
        sections.append(Section(text, heading, 1, text.count("\n") + 1, cell=number))
    return Document("notebook", sections, encoding=encoding)


# -- CSV ------------------------------------------------------------------------------------


def load_csv(data: bytes, path: Path) -> Document:
    """CSV / TSV: one section per row with the header line(s) as ``prefix``.

    The chunker packs rows into chunks that each start with the header.
    """
    text, encoding = decode_text(data)
    lines = text.split("\n")
    delimiter = "\t" if path.suffix.lower() == ".tsv" else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    sections: list[Section] = []
    try:
        if next(reader, None) is None:
            return Document("csv", [], encoding=encoding)
        header_end = reader.line_num
        header = "\n".join(lines[:header_end])
        previous = header_end
        for _row in reader:
            start, end = previous + 1, reader.line_num
            previous = end
            row_text = "\n".join(lines[start - 1 : end])
            if row_text.strip():
                sections.append(Section(row_text, "", start, end, prefix=header))
    except csv.Error as exc:
        raise SkipFile(f"malformed CSV at line {reader.line_num}: {exc}") from None
    return Document("csv", sections, encoding=encoding)


register_loader((".md", ".markdown", ".mdown", ".mkd"), "markdown", load_markdown)
register_loader((".txt", ".text"), "text", load_text)
register_loader((".rst", ".rest"), "rst", load_rst)
register_loader((".py", ".pyi"), "python", load_python)
register_loader(".ipynb", "notebook", load_notebook)
register_loader(".pdf", "pdf", load_pdf)
register_loader((".html", ".htm", ".xhtml"), "html", load_html)
register_loader((".csv", ".tsv"), "csv", load_csv)
