"""Tool names: exact lookup, and lookalike detection that only ever makes rules stricter.

Tool lookup is exact (``ToolRegistry.get``): ``Shell_exec``, ``shell_exec ``,
``ѕhell_exec`` (Cyrillic ѕ) or ``shell\u200b_exec`` are simply not tools and are
refused before the policy runs. Normalising a requested name *for lookup*
would be the bypass, so nothing here does that.

What the skeleton is for: a registered name that merely *looks like* a name a
``deny`` or ``review`` glob covers (``she11_exec`` next to ``deny: [shell*]``)
is treated as matched by that glob (fail closed), and
:meth:`Policy.check_tools` warns about it. The skeleton is NFKC, minus
invisible characters and accents, with lookalike letters mapped to one ASCII
prototype, case folded, ``-`` and whitespace read as ``_``. It deliberately
over-merges (``i``, ``l``, ``1``, ``I`` and ``|`` are one letter): it only ever
widens restrictive rules, never permissive ones.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from .._suggest import closest
from ..boundary._lookalikes import LOOKALIKES

__all__ = ["glob_skeleton", "normalize_check", "skeleton", "suggest_name"]

# Lookalike letters come from the one table (nbagent.boundary._lookalikes, shared with output screening). On top of it,
# names deliberately over-merge ASCII and symbols read as letters (``she11``, ``sh|ell``, ``5hell``), and read
# dashes, spaces and tabs as ``_``: that only ever widens restrictive rules.
_OVER_MERGE = {
    "i": "l1|I¡",
    "o": "0",
    "s": "$5",
    "x": "×",
    "_": "-‐‑‒–—―⁃_ \t",
}
_CONFUSABLES = {ord(ch): latin for ch, latin in LOOKALIKES.items()} | {
    ord(ch): proto for proto, sources in _OVER_MERGE.items() for ch in sources
}
# Multi-letter lookalikes, folded to one spelling after the letters are mapped.
_MULTI = (("m", "rn"), ("w", "vv"), ("d", "cl"))


def _strip_invisible(text: str) -> str:
    """Drop format characters (zero-width, bidi controls, tag characters) and combining marks."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(
        ch
        for ch in decomposed
        if unicodedata.category(ch) not in ("Cf", "Mn", "Me", "Cc") and not 0xFE00 <= ord(ch) <= 0xFE0F
    )


@functools.lru_cache(maxsize=4096)
def skeleton(text: str) -> str:
    """The lookalike-insensitive form of a name: equal skeletons look alike to a person."""
    s = unicodedata.normalize("NFKC", text)
    s = _strip_invisible(s).strip()
    s = s.translate(_CONFUSABLES).casefold().translate(_CONFUSABLES)
    for single, multi in _MULTI:
        s = s.replace(single, multi)
    return s


def glob_skeleton(glob: str) -> str:
    """The skeleton of a glob: literal runs are skeletonised, ``*`` ``?`` and ``[...]`` kept."""
    out: list[str] = []
    for token in re.findall(r"\[[^\]]*\]|[*?]|[^*?\[]+|\[", glob):
        if token in ("*", "?"):
            out.append(token)
        elif token.startswith("[") and token.endswith("]") and len(token) > 1:
            body = token[1:-1]
            neg = body[:1] == "!"
            body = body[1:] if neg else body
            # ranges stay as written (lowercased); single characters are skeletonised
            parts = re.findall(r".-.|.", body)
            mapped = "".join(p.lower() if len(p) == 3 else (skeleton(p) or p) for p in parts)
            out.append("[" + ("!" if neg else "") + mapped + "]")
        else:
            out.append(skeleton(token) if token != "[" else "[")
    return "".join(out)


def normalize_check(name: str, registered_names: Iterable[str]) -> str | None:
    """``name`` if it is exactly a registered tool name, else None (the call is refused).

    Deliberately no normalisation: a name that differs by case, whitespace, an
    invisible character or a lookalike letter does not reach any tool, so the
    policy decision for a tool is always the decision for its exact name.
    """
    names = registered_names if isinstance(registered_names, (set, frozenset, dict)) else set(registered_names)
    return name if isinstance(name, str) and name in names else None


def suggest_name(name: str, registered_names: Iterable[str]) -> str | None:
    """A registered name that looks like ``name`` (for the error message only; never used to run).

    Telling the model the exact name is safe: its next call goes through the
    policy under that exact name.
    """
    if not isinstance(name, str):
        return None
    bare = name.strip().split(".")[-1].rstrip("()")
    pool = [c for c in registered_names if c != name]
    return bare if bare in pool else closest(bare, pool, cutoff=None, alike=skeleton)
