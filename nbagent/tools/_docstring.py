"""Split a docstring into a summary and per-argument descriptions.

Understands the three styles people actually write: Google (``Args:``),
NumPy (``Parameters`` underlined) and Sphinx (``:param name:``).
"""

from __future__ import annotations

import inspect
import re

__all__ = ["parse_docstring"]

_GOOGLE_ARGS = re.compile(r"^(Args|Arguments|Parameters|Params|Keyword Args|Kwargs):\s*$")
_GOOGLE_OTHER = re.compile(
    r"^(Returns?|Yields?|Raises?|Examples?|Notes?|Attributes|See Also|Warnings?|Todo|References):\s*$"
)
_GOOGLE_ITEM = re.compile(r"^(\*{0,2}\w+)\s*(\([^)]*\))?\s*:\s*(.*)$")
_NUMPY_HEADER = re.compile(r"^-{3,}\s*$")
_NUMPY_ITEM = re.compile(r"^(\w+)\s*(:.*)?$")
_SPHINX_PARAM = re.compile(r"^:param\s+(?:[^:]*\s)?(\w+)\s*:\s*(.*)$")
_SPHINX_ANY = re.compile(r"^:\w+")


def parse_docstring(doc: str | None) -> tuple[str, dict[str, str]]:
    """Return ``(description, {arg: description})`` from a docstring."""
    if not doc:
        return "", {}
    lines = inspect.cleandoc(doc).splitlines()
    params: dict[str, str] = {}
    summary: list[str] = []
    i = 0
    in_summary = True
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if _GOOGLE_ARGS.match(stripped) and not _is_numpy_header(lines, i):
            i = _google_section(lines, i + 1, params)
            in_summary = False
            continue
        if _is_numpy_header(lines, i):
            section = stripped.lower()
            i += 2
            if section in ("parameters", "params", "arguments", "other parameters"):
                i = _numpy_section(lines, i, params)
            else:
                i = _skip_numpy_section(lines, i)
            in_summary = False
            continue
        if _GOOGLE_OTHER.match(stripped):
            in_summary = False
            i += 1
            continue
        sphinx = _SPHINX_PARAM.match(stripped)
        if sphinx:
            i = _sphinx_param(lines, i, sphinx, params)
            in_summary = False
            continue
        if _SPHINX_ANY.match(stripped):
            in_summary = False
        if in_summary:
            summary.append(stripped)
        i += 1
    return _join_paragraphs(summary), params


def _is_numpy_header(lines: list[str], i: int) -> bool:
    return i + 1 < len(lines) and bool(lines[i].strip()) and bool(_NUMPY_HEADER.match(lines[i + 1].strip()))


def _google_section(lines: list[str], i: int, params: dict[str, str]) -> int:
    base_indent: int | None = None
    current: str | None = None
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        indent = len(line) - len(line.lstrip())
        if indent == 0:
            break
        if base_indent is None:
            base_indent = indent
        item = _GOOGLE_ITEM.match(line.strip())
        if indent == base_indent and item:
            current = item.group(1).lstrip("*")
            params[current] = item.group(3).strip()
        elif current is not None:
            params[current] = (params[current] + " " + line.strip()).strip()
        i += 1
    return i


def _numpy_section(lines: list[str], i: int, params: dict[str, str]) -> int:
    current: str | None = None
    while i < len(lines):
        line = lines[i]
        if _is_numpy_header(lines, i):
            break
        if not line.strip():
            i += 1
            continue
        indent = len(line) - len(line.lstrip())
        item = _NUMPY_ITEM.match(line.strip())
        if indent == 0 and item:
            current = item.group(1)
            params[current] = ""
        elif current is not None:
            params[current] = (params[current] + " " + line.strip()).strip()
        i += 1
    return i


def _skip_numpy_section(lines: list[str], i: int) -> int:
    while i < len(lines) and not _is_numpy_header(lines, i):
        i += 1
    return i


def _sphinx_param(lines: list[str], i: int, match: re.Match[str], params: dict[str, str]) -> int:
    name, text = match.group(1), match.group(2).strip()
    i += 1
    while i < len(lines) and lines[i].startswith((" ", "\t")) and not _SPHINX_ANY.match(lines[i].strip()):
        text = (text + " " + lines[i].strip()).strip()
        i += 1
    params[name] = text
    return i


def _join_paragraphs(lines: list[str]) -> str:
    paragraphs: list[str] = []
    current: list[str] = []
    for line in lines:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return "\n\n".join(paragraphs)
