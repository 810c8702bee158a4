"""RE2 twins of Python regular expressions: a superset of each, for one linear-time pass over a text.

The pattern screen runs about ninety Python regexes over several views of a text; most find nothing,
and Python's engine pays per position tried. :func:`twin` rewrites a regex, from Python's own parse
tree, into an RE2 regex that matches *at least* where the original does (lookarounds and ``\\b``
dropped, ``\\w`` and ``\\d`` widened to every character outside ASCII, ``\\W``, ``\\S`` and ``\\D`` as RE2's
ASCII-only ones, which hold more), so a text the twin does not match cannot match the original:
one RE2 set of all twins says which originals are worth running. Where the rewrite is not sure
(back-references, flags, huge repeat counts) it gives None, and the original always runs.

tests/policy/test_screen_kernel.py checks the classes against Python's over all of Unicode, and the
twins against strings generated from every pattern.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Protocol

from ..boundary._linear import RE2Options, sre_constants, sre_parser

__all__ = ["RE2Regex", "RE2Set", "re2_options", "twin"]

# Python's \s is exactly this class (checked over all of Unicode by a test); RE2's \s is ASCII only.
SPACE = r"\t\n\x0b\f\r \x1c-\x1f\x85\pZ"
# Python's \w and \d are within these: their ASCII characters, and every other character. Exact Unicode
# classes (\pL\pN\pM) made RE2's automata about a fifth slower to build on text they had not met (each
# state holds more instructions), for no fewer candidates: a twin still needs its pattern's literal words.
WORD = r"0-9A-Z_a-z\x{80}-\x{10ffff}"
DIGIT = r"0-9\x{80}-\x{10ffff}"
MAX_REPEAT_COUNT = 1000  # RE2 refuses larger counts


class RE2Regex(Protocol):
    """A compiled ``re2`` regex, as the screen uses it (google-re2 ships no types): a yes-or-no search of bytes."""

    def search(self, data: bytes, /) -> object: ...


class RE2Set(Protocol):
    """An ``re2.Set``: regexes added in turn (numbered from 0), compiled once, then matched together."""

    def Add(self, pattern: str, /) -> int: ...
    def Compile(self) -> None: ...
    def Match(self, data: bytes, /) -> list[int] | None: ...  # None when nothing matched


# Python's regex parse tree (re._parser.SubPattern): (opcode, argument) pairs; an argument's shape depends on
# its opcode (a code point, a (low, high) range, a nested tree...) and is narrowed where it is read
Code = tuple[object, object]


class Opcodes(Protocol):
    """The opcodes and flags of ``re._constants`` that the rewrite reads."""

    LITERAL: int
    NOT_LITERAL: int
    RANGE: int
    CATEGORY: int
    NEGATE: int
    ANY: int
    IN: int
    BRANCH: int
    SUBPATTERN: int
    MAX_REPEAT: int
    MIN_REPEAT: int
    MAXREPEAT: int
    AT: int
    ASSERT: int
    ASSERT_NOT: int
    SRE_FLAG_MULTILINE: int
    SRE_FLAG_UNICODE: int


class _Unsure(Exception):
    """A construct the rewrite does not map to a superset."""


def re2_options() -> RE2Options:
    """The options of the screen's RE2 sets and twins: room for ~80 regexes, errors not logged (a refused
    regex is reported to the caller, which runs the original instead)."""
    import re2

    options: RE2Options = re2.Options()
    options.max_mem = 64 << 20
    options.log_errors = False
    return options


@functools.cache  # each view's set asks for the twins of its patterns: most patterns are in two views
def twin(regex: str, flags: int = 0) -> str | None:
    """An RE2 regex matching wherever ``regex`` (Python syntax, compiled with ``flags``) matches, or None.

    Only ``re.MULTILINE`` may be among the flags (the twin drops anchors); None also when RE2 does not
    take the result (nested repeats whose counts multiply past its limit).
    """
    try:
        import re2

        c, sre = sre_constants, sre_parser  # None when the private modules moved: AttributeError below

        if flags & ~(c.SRE_FLAG_MULTILINE | c.SRE_FLAG_UNICODE):
            return None
        parsed = sre.parse(regex)
        if parsed.state.flags & ~(c.SRE_FLAG_UNICODE | c.SRE_FLAG_MULTILINE):  # inline (?i), (?x), (?s)...
            return None
        out = _seq(parsed, c)
        re2.compile(out, re2_options())
    except Exception:  # _Unsure, RE2's refusal, or a private module that moved: no twin, the original runs
        return None
    return out


def _char(cp: int) -> str:
    ch = chr(cp)
    return ch if ch.isascii() and ch.isalnum() else f"\\x{{{cp:x}}}"


def _class_items(items: Iterable[Code], c: Opcodes) -> str:
    """The inside of a positive RE2 class for Python's class items."""
    out = []
    for op, av in items:
        if op is c.LITERAL:
            out.append(_char(_code_point(av)))
        elif op is c.RANGE:
            low, high = _parts(av)
            out.append(_char(_code_point(low)) + "-" + _char(_code_point(high)))
        elif op is c.CATEGORY:
            name = str(av)
            if name.endswith("CATEGORY_WORD") or name.endswith("UNI_WORD"):
                out.append(WORD)
            elif name.endswith("CATEGORY_SPACE") or name.endswith("UNI_SPACE"):
                out.append(SPACE)
            elif name.endswith("CATEGORY_DIGIT") or name.endswith("UNI_DIGIT"):
                out.append(DIGIT)
            elif "NOT_WORD" in name:
                out.append(r"\W")  # RE2's: every non-ASCII character too
            elif "NOT_SPACE" in name:
                out.append(r"\S")
            elif "NOT_DIGIT" in name:
                out.append(r"\D")
            else:
                raise _Unsure(name)
        else:
            raise _Unsure(str(op))
    return "".join(out)


def _in(items: Sequence[Code], c: Opcodes) -> str:
    if items and items[0][0] is c.NEGATE:
        rest = items[1:]
        if all(op in (c.LITERAL, c.RANGE) for op, _ in rest):
            return "[^" + _class_items(rest, c) + "]"  # the complement of literals and ranges is exact
        return "(?s:.)"  # the complement of a category would be narrower in RE2 than in Python
    return "[" + _class_items(items, c) + "]"


def _seq(items: Iterable[Code], c: Opcodes) -> str:
    return "".join(_item(op, av, c) for op, av in items)


def _item(op: object, av: object, c: Opcodes) -> str:
    if op is c.LITERAL:
        return _char(_code_point(av))
    if op is c.NOT_LITERAL:
        return "[^" + _char(_code_point(av)) + "]"
    if op is c.ANY:
        return "(?s:.)"
    if op is c.IN:
        return _in(_tree(av), c)
    if op is c.BRANCH:
        _none, branches = _parts(av)
        return "(?:" + "|".join(_seq(_tree(branch), c) for branch in _parts(branches)) + ")"
    if op is c.SUBPATTERN:
        _group, add_flags, del_flags, inner = _parts(av)
        if add_flags or del_flags:
            raise _Unsure("flags")
        return "(?:" + _seq(_tree(inner), c) + ")"
    if op is getattr(c, "ATOMIC_GROUP", None):
        return "(?:" + _seq(_tree(av), c) + ")"  # matching without giving back matches less: the plain group holds it
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)):
        low, high, inner = _parts(av)
        lo, hi = _code_point(low), _code_point(high)
        if lo > MAX_REPEAT_COUNT or (hi != c.MAXREPEAT and hi > MAX_REPEAT_COUNT):
            raise _Unsure("repeat count")
        upper = "" if hi == c.MAXREPEAT else str(hi)
        return "(?:" + _seq(_tree(inner), c) + "){" + str(lo) + "," + upper + "}"
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return ""  # anchors, \b and lookarounds only ever remove matches
    raise _Unsure(str(op))


# The parse tree's arguments, narrowed to the shape their opcode gives them (anything else: no twin)


def _code_point(av: object) -> int:
    if isinstance(av, int):
        return av
    raise _Unsure(f"expected a number, got {type(av).__name__}")


def _parts(av: object) -> Sequence[object]:
    if isinstance(av, (tuple, list)):
        return av
    raise _Unsure(f"expected a tuple, got {type(av).__name__}")


def _tree(av: object) -> Sequence[Code]:
    if isinstance(av, (sre_parser.SubPattern, list)):
        return av
    raise _Unsure(f"expected a parse tree, got {type(av).__name__}")
