"""Regular expressions that run in linear time, for text a model, a tool or a document controls.

Python's ``re`` backtracks: ``^(a+)+$`` on 31 characters takes tens of seconds,
and the old URL-credentials pattern of the redactor was quadratic on
``a.a.a....``. Everything nbagent matches against such text (policy
``regex:`` / ``pattern:`` rules, the secret redactor) runs on RE2 instead,
through the ``google-re2`` binding, imported on first use.

RE2 cannot do what needs backtracking. :func:`check` refuses those features
by name, so a policy file fails to load with ``file:line`` instead of
silently meaning something else:

- backreferences (``\\1``, ``(?P=name)``), lookahead and lookbehind
  (``(?=``, ``(?!``, ``(?<=``, ``(?<!``), conditionals (``(?(1)a|b)``),
  possessive quantifiers (``a++``) and atomic groups (``(?>...)``);
- the verbose flag ``(?x)`` and other flags RE2 does not know.

Differences that are translated or worth knowing:

- ``\\Z`` (Python: end of text) becomes RE2's ``\\z``; ``\\uXXXX`` and
  ``\\UXXXXXXXX`` become ``\\x{...}``.
- ``$`` without ``(?m)`` matches only at the very end (Python also matches
  before a final newline); policy rules also test the trimmed value.
- ``\\d``, ``\\w``, ``\\s`` and ``\\b`` are ASCII in RE2 (Unicode in Python).
  Policy values are NFKC-normalised first, so fullwidth digits and letters and
  Unicode spaces reach the regex as ASCII.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

try:  # the parser of the re module: private, so a Python that moves it loses only the checks that read it
    from re import _constants as sre_constants  # type: ignore[attr-defined]
    from re import _parser as sre_parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover
    sre_constants = sre_parser = None

__all__ = [
    "LinearMatch",
    "LinearPattern",
    "RE2Options",
    "check",
    "compile_linear",
    "sre_constants",
    "sre_parser",
    "translate",
]


class RE2Options(Protocol):
    """The ``re2.Options`` nbagent sets (google-re2 ships no types)."""

    log_errors: bool
    case_sensitive: bool
    dot_nl: bool
    longest_match: bool
    max_mem: int


class LinearMatch(Protocol):
    """A match of :class:`LinearPattern` on text (``re.Match``'s API, character offsets)."""

    def group(self, index: int | str = 0, /) -> str: ...
    def start(self, index: int | str = 0, /) -> int: ...
    def end(self, index: int | str = 0, /) -> int: ...


class _Compiled(Protocol):
    """A compiled ``re2`` pattern: yes-or-no matching on bytes, the rest on text."""

    def search(self, data: bytes, /) -> object: ...
    def fullmatch(self, data: bytes, /) -> object: ...
    def sub(self, repl: str | Callable[[LinearMatch], str], text: str, /) -> str: ...
    def findall(self, text: str, /) -> list[str] | list[tuple[str, ...]]: ...
    def finditer(self, text: str, /) -> Iterator[LinearMatch]: ...


# Python re's parse-tree opcodes that need backtracking, with what to call them in errors.
_UNSUPPORTED = {
    "GROUPREF": "a backreference (\\1 or (?P=name))",
    "GROUPREF_EXISTS": "a conditional group ((?(1)...|...))",
    "ASSERT": "a lookahead or lookbehind ((?=...) or (?<=...))",
    "ASSERT_NOT": "a negative lookahead or lookbehind ((?!...) or (?<!...))",
    "POSSESSIVE_REPEAT": "a possessive quantifier (a++, a*+)",
    "ATOMIC_GROUP": "an atomic group ((?>...))",
}
_ESCAPES = re.compile(r"\\(?:(Z)|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))", re.DOTALL)


def check(source: str) -> None:
    """Raise ValueError when ``source`` is not a valid regex or needs backtracking (named in the message)."""
    if sre_parser is None:  # pragma: no cover - the private modules moved: RE2's own error still protects us
        return
    c, sre = sre_constants, sre_parser
    try:
        parsed = sre.parse(source)
    except re.error as exc:
        raise ValueError(f"invalid regex {source!r}: {exc}") from None
    if parsed.state.flags & re.VERBOSE:
        raise ValueError(
            f"regex {source!r} uses the verbose flag (?x), which RE2 does not support; write it on one line"
        )
    bad = {getattr(c, name, None): what for name, what in _UNSUPPORTED.items()}
    bad.pop(None, None)

    def walk(items: Iterable[tuple[object, object]]) -> None:  # a SubPattern: (opcode, argument) pairs
        for op, av in items:
            if op in bad:
                raise ValueError(
                    f"regex {source!r} uses {bad[op]}, which needs backtracking: nbagent matches in linear "
                    "time (RE2) so a rule cannot hang on hostile text. Rewrite the rule without it"
                )
            for sub in av if isinstance(av, (list, tuple)) else (av,):
                if isinstance(sub, sre.SubPattern):
                    walk(sub)
                elif isinstance(sub, (list, tuple)):
                    for inner in sub:
                        if isinstance(inner, sre.SubPattern):
                            walk(inner)

    walk(parsed)


def translate(source: str) -> str:
    """Python regex syntax -> RE2 syntax for the escapes that differ (``\\Z``, ``\\uXXXX``, ``\\UXXXXXXXX``)."""

    def fix(m: re.Match[str]) -> str:
        if m.group(1):
            return r"\z"
        code = m.group(2) or m.group(3)
        if code:
            return "\\x{" + code + "}"
        return m.group(0)

    return _ESCAPES.sub(fix, source)


def _options(*, ignore_case: bool, dotall: bool, longest: bool = False) -> RE2Options:
    try:
        import re2
    except ImportError as exc:  # pragma: no cover - a dependency of nbagent
        raise ImportError("nbagent needs google-re2 for linear-time matching: pip install google-re2") from exc
    opts: RE2Options = re2.Options()
    opts.log_errors = False  # errors are raised as exceptions; no absl lines on stderr
    opts.case_sensitive = not ignore_case
    opts.dot_nl = dotall
    opts.longest_match = longest
    opts.max_mem = 32 << 20  # combined policy regexes can be large; RE2 falls back to a slower NFA, never hangs
    return opts


class LinearPattern:
    """A compiled RE2 pattern with the small API nbagent uses (``search``, ``fullmatch``, ``sub``)."""

    __slots__ = ("_rx", "pattern", "source")

    def __init__(self, source: str, *, ignore_case: bool = False, dotall: bool = False) -> None:
        import re2

        self.source = source  # as written (Python syntax)
        self.pattern = translate(source)  # as RE2 reads it
        try:
            self._rx: _Compiled = re2.compile(self.pattern, _options(ignore_case=ignore_case, dotall=dotall))
        except re2.error as exc:
            detail = exc.args[0].decode() if exc.args and isinstance(exc.args[0], bytes) else str(exc)
            raise ValueError(f"regex {source!r} cannot run on the linear-time engine (RE2): {detail}") from None

    def search(self, text: str) -> bool:
        """Does the pattern match anywhere in ``text``?"""
        # bytes input skips the wrapper's character-offset bookkeeping (we only need yes or no)
        return self._rx.search(text.encode("utf-8", "surrogatepass")) is not None

    def fullmatch(self, text: str) -> bool:
        """Does the pattern match the whole of ``text``?"""
        return self._rx.fullmatch(text.encode("utf-8", "surrogatepass")) is not None

    def sub(self, repl: str | Callable[[LinearMatch], str], text: str) -> str:
        """``re.sub`` semantics (``repl`` a string template or a function of the match)."""
        return str(self._rx.sub(repl, text))

    def findall(self, text: str) -> list[Any]:
        """``re.findall`` semantics (whole matches, or the groups when the pattern has any).

        ``Any`` as in ``re.Pattern.findall``: strings or tuples of strings, by the pattern's groups."""
        return list(self._rx.findall(text))

    def finditer(self, text: str) -> Iterator[LinearMatch]:
        """Matches left to right (match objects with ``group`` / ``start`` / ``end``, character offsets)."""
        return self._rx.finditer(text)


def compile_linear(source: str, *, ignore_case: bool = False, dotall: bool = False) -> LinearPattern:
    """Check ``source`` (:func:`check`) and compile it for RE2; ValueError says what is wrong and what to do."""
    check(source)
    return LinearPattern(source, ignore_case=ignore_case, dotall=dotall)
