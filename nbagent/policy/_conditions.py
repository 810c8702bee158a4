"""Argument conditions of ``deny_when`` / ``review_when`` rules.

A condition looks at one value inside the call's arguments, found by a dotted
path (``options.to``, ``rows[0].id``) and tests it with exactly one of
``pattern``, ``regex``, ``equals``, ``in``, ``gt``, ``ge``, ``lt``, ``le``.

Conditional rules only ever *restrict* (deny or review), so every doubtful
case is resolved towards a match (fail closed):

- String tests ignore case unless the rule says ``case_sensitive: true``
  (``*@external.com`` must catch ``X@EXTERNAL.COM``).
- A list value matches when any element matches (``to: [ok@corp, x@external]``).
- A comparison on a value that is present but not a number (``"lots"``,
  ``true``, NaN, a dict) **matches**: the rule cannot tell the value is safe.
  A numeric string (``"5000"``) is compared as a number.
- A path that runs into a value of the wrong shape (a key asked of a string)
  **matches** for the same reason.
- A missing argument (absent key, index past the end, or ``null``) does
  **not** match: the tool does not receive that value at all, and a rule like
  ``tool: "*", arg: path`` must not deny every tool that has no ``path``.
  Arguments reach the policy after validation, with defaults filled in, so a
  value the tool will use is never "missing".
"""

from __future__ import annotations

import fnmatch
import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "CONDITION_KEYS",
    "MISSING",
    "WRONG_SHAPE",
    "Condition",
    "parse_path",
    "quote",
    "resolve_path",
]

CONDITION_KEYS = ("pattern", "regex", "equals", "in", "gt", "ge", "lt", "le")

_PATH_TOKEN = re.compile(r"([^.\[\]]+)|\[(-?\d+)\]|(\.)")


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
WRONG_SHAPE: Any = type("_WrongShape", (), {"__repr__": lambda self: "WRONG_SHAPE"})()


def parse_path(path: str) -> tuple[str | int, ...]:
    """``"a.b[0].c"`` -> ``("a", "b", 0, "c")``; ValueError when it is not a path."""
    if not isinstance(path, str) or not path or path.strip() != path:
        raise ValueError(f"arg must be a dotted path like 'options.to' or 'rows[0].id', got {path!r}")
    parts: list[str | int] = []
    pos = 0
    expect_name = True
    while pos < len(path):
        m = _PATH_TOKEN.match(path, pos)
        if m is None:
            raise ValueError(f"arg {path!r}: unexpected {path[pos]!r} at position {pos}")
        name, index, dot = m.groups()
        if dot:
            if expect_name:
                raise ValueError(f"arg {path!r}: empty name before '.' at position {pos}")
            expect_name = True
        elif name is not None:
            if not expect_name:
                raise ValueError(f"arg {path!r}: missing '.' before {name!r}")
            parts.append(name)
            expect_name = False
        else:
            if not parts:
                raise ValueError(f"arg {path!r}: must start with an argument name")
            parts.append(int(index))
            expect_name = False
        pos = m.end()
    if expect_name:
        raise ValueError(f"arg {path!r}: ends with '.'")
    return tuple(parts)


def resolve_path(args: Mapping[str, Any], path: tuple[str | int, ...]) -> Any:
    """The value at ``path``, ``MISSING`` when absent or null, ``WRONG_SHAPE`` when the path cannot apply."""
    value: Any = args
    for part in path:
        if value is None:
            return MISSING
        if isinstance(part, str):
            if not isinstance(value, Mapping):
                return WRONG_SHAPE
            if part not in value:
                return MISSING
            value = value[part]
        else:
            if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
                return WRONG_SHAPE
            if not -len(value) <= part < len(value):
                return MISSING
            value = value[part]
    return MISSING if value is None else value


def quote(value: Any) -> str:
    """A value as rule text: strings in single quotes (backslashes kept as typed), numbers plain."""
    if isinstance(value, str):
        return "'" + value.replace("'", "\\'") + "'"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return json.dumps(value, ensure_ascii=False, default=str)


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _as_number(value: Any) -> float | None:
    """A finite-or-infinite float, or None when the value is not a number (NaN is not a number)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        return None
    return None if math.isnan(number) else number


def _fold(value: Any) -> Any:
    return value.casefold() if isinstance(value, str) else value


def _same(a: Any, b: Any) -> bool:
    # JSON semantics: true is not 1, 1 is 1.0
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a is b
    return bool(a == b)


@dataclass(frozen=True, slots=True)
class Condition:
    """One test on one argument value (built and checked by the loader)."""

    op: str
    expected: Any
    case_sensitive: bool = False
    _regex: re.Pattern[str] | None = None

    @classmethod
    def build(cls, op: str, expected: Any, case_sensitive: bool = False) -> Condition:
        """Compile the test; raises ValueError with a readable message when ``expected`` is unusable."""
        flags = 0 if case_sensitive else re.IGNORECASE
        if op == "pattern":
            if not isinstance(expected, str):
                raise ValueError(f"pattern must be a string glob, got {type(expected).__name__}")
            return cls(
                op,
                expected,
                case_sensitive,
                re.compile(fnmatch.translate(expected), flags | re.DOTALL),
            )
        if op == "regex":
            if not isinstance(expected, str):
                raise ValueError(f"regex must be a string, got {type(expected).__name__}")
            try:
                compiled = re.compile(expected, flags)
            except re.error as exc:
                raise ValueError(f"invalid regex {expected!r}: {exc}") from None
            return cls(op, expected, case_sensitive, compiled)
        if op == "in":
            if isinstance(expected, (str, bytes)) or not isinstance(expected, Sequence):
                raise ValueError(f"in must be a list of values, got {type(expected).__name__}")
            return cls(op, tuple(expected), case_sensitive)
        if op in ("gt", "ge", "lt", "le"):
            if isinstance(expected, bool) or not isinstance(expected, (int, float)) or math.isnan(expected):
                raise ValueError(f"{op} must be a number, got {expected!r}")
            return cls(op, float(expected), case_sensitive)
        if op == "equals":
            if isinstance(expected, float) and math.isnan(expected):
                raise ValueError("equals: NaN never equals anything")
            return cls(op, expected, case_sensitive)
        raise ValueError(f"unknown condition {op!r}")

    def text(self) -> str:
        """The condition as it reads in a rule (``regex='rm\\s+-rf'``)."""
        value = "[" + ", ".join(quote(v) for v in self.expected) + "]" if self.op == "in" else quote(self.expected)
        return f"{self.op}={value}" + (", case_sensitive" if self.case_sensitive else "")

    def matcher(self) -> Callable[[Any], bool]:
        """A fast ``value -> matched`` with exactly the semantics of :meth:`test` (used by ``decide``)."""
        op = self.op
        if op in ("pattern", "regex"):
            assert self._regex is not None
            find = self._regex.match if op == "pattern" else self._regex.search

            def one(v: Any) -> bool:
                return find(v if isinstance(v, str) else _as_text(v)) is not None

        elif op in ("equals", "in"):
            options = (self.expected,) if op == "equals" else self.expected
            if not self.case_sensitive:
                options = tuple(_fold(o) for o in options)
            fold = not self.case_sensitive

            def one(v: Any) -> bool:
                if fold and isinstance(v, str):
                    v = v.casefold()
                return any(_same(v, o) for o in options)

        else:
            limit = self.expected
            cmp = {"gt": float.__gt__, "ge": float.__ge__, "lt": float.__lt__, "le": float.__le__}[op]

            def one(v: Any) -> bool:
                number = _as_number(v)
                return True if number is None else cmp(number, limit)

        def match(value: Any) -> bool:
            if value is MISSING:
                return False
            if value is WRONG_SHAPE:
                return True
            if isinstance(value, (list, tuple)):
                return any(one(item) for item in value if item is not None)
            return one(value)

        return match

    def test(self, value: Any) -> tuple[bool, str]:
        """(matched, why) for a resolved value (``MISSING`` / ``WRONG_SHAPE`` included)."""
        if value is MISSING:
            return False, "argument is missing or null"
        if value is WRONG_SHAPE:
            return True, "the path does not fit the arguments' shape (fail closed)"
        if isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                if item is None:
                    continue
                ok, why = self.test(item)
                if ok:
                    return True, f"element [{i}]: {why}"
            return False, f"no element of the list matches {self.text()}"
        return self._test_one(value)

    def _test_one(self, value: Any) -> tuple[bool, str]:
        op = self.op
        if op in ("pattern", "regex"):
            assert self._regex is not None
            text = _as_text(value)
            hit = self._regex.match(text) if op == "pattern" else self._regex.search(text)
            return (True, f"value matches {op}") if hit else (False, f"value does not match {op}")
        if op in ("equals", "in"):
            options = (self.expected,) if op == "equals" else self.expected
            if not self.case_sensitive:
                value, options = _fold(value), tuple(_fold(o) for o in options)
            same = any(_same(value, o) for o in options)
            return (True, f"value {op} expected") if same else (False, f"value not {op} expected")
        number = _as_number(value)
        if number is None:
            return True, f"value is not a number, cannot be compared with {op} (fail closed)"
        limit = self.expected
        hit = {
            "gt": number > limit,
            "ge": number >= limit,
            "lt": number < limit,
            "le": number <= limit,
        }[op]
        return (True, f"{number:g} {op} {limit:g}") if hit else (False, f"not {number:g} {op} {limit:g}")
