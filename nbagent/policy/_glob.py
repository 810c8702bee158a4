"""Globs of tool names and paths: ``*``, ``?`` and ``[...]`` as regular-expression source (the rules and the
conditions both match with them)."""

from __future__ import annotations

import re

__all__ = ["glob_to_regex", "is_literal"]


def is_literal(glob: str) -> bool:
    """True when the glob has no wildcard (it names exactly one tool)."""
    return not any(ch in glob for ch in "*?[")


def glob_to_regex(glob: str) -> str:
    """fnmatch-style glob -> regex source (no anchors; use fullmatch)."""
    out: list[str] = []
    i, n = 0, len(glob)
    while i < n:
        ch = glob[i]
        i += 1
        if ch == "*":
            out.append(".*")
        elif ch == "?":
            out.append(".")
        elif ch == "[":
            j = i
            if j < n and glob[j] == "!":
                j += 1
            if j < n and glob[j] == "]":
                j += 1
            while j < n and glob[j] != "]":
                j += 1
            if j >= n:
                out.append(re.escape(ch))
                continue
            body = glob[i:j]
            i = j + 1
            if body.startswith("!"):
                body = "^" + body[1:]
            elif body.startswith("^"):
                body = "\\" + body
            out.append("[" + body.replace("\\", "\\\\") + "]")
        else:
            out.append(re.escape(ch))
    return "".join(out)
