"""Argument conditions of ``deny_when`` / ``review_when`` rules.

A condition looks at one value inside the call's arguments, found by a dotted
path (``options.to``, ``rows[0].id``) and tests it with exactly one of
``pattern`` (a glob on the whole value), ``regex`` (found anywhere in the value),
``equals``, ``in`` (a list), ``path``, ``email_domain``, ``email_outside``,
``gt``, ``ge``, ``lt``, ``le``.

Conditional rules only ever *restrict* (deny or review), so every doubtful
case is resolved towards a match (fail closed):

- **Text is normalised before it is compared**: NFKC (fullwidth ``ｕｓｅｒｓ`` is
  ``users``, NFD ``café`` is NFC ``café``), invisible characters removed,
  trimmed, wrapping quotes or brackets removed (``'"users"'``, ``[users]``),
  and case ignored unless the rule says ``case_sensitive: true``
  (``*@external.com`` must catch ``X@EXTERNAL.COM``). ``pattern`` and ``regex``
  match when the value as given *or* any normalised spelling matches.
- **Comparisons are typed, and a string spelling a number is that number**:
  ``equals: 1000`` matches ``1000``, ``1000.0``, ``"1000"`` and ``" 1e3 "``,
  because a tool may well convert the string; ``true`` is not ``1``; a string
  ``"true"`` is ``true``. An integer too large for a float (JSON allows
  ``1`` followed by 400 zeros) compares as infinity.
- **Lists and mappings are searched**: a list matches when any element matches,
  at any depth (``[["a@external.com"]]``); for text tests (``pattern``,
  ``regex``, ``equals``, ``in``, ``path``) a mapping matches when any key or
  value inside matches (``{"addr": "a@external.com"}``). Nesting deeper than 64
  levels matches.
- A comparison (``gt``...) on a value that is present but not a number
  (``"lots"``, ``true``, NaN, a mapping) **matches**: the rule cannot tell the
  value is safe.
- A path that runs into a value of the wrong shape (a key asked of a string)
  **matches** for the same reason.
- A missing argument (absent key, index past the end, or ``null``) does
  **not** match: the tool does not receive that value at all, and a rule like
  ``tool: "*", arg: path`` must not deny every tool that has no ``path``.
  Arguments reach the policy after validation, with defaults filled in, so a
  value the tool will use is never "missing".

**What ``equals`` and ``in`` promise.** Equality of the whole value after the
normalisation above, nothing more: they do not parse SQL, shell or URLs.
``in: [users]`` stops ``users``, ``"users "``, ``'"users"'``, ``[users]``,
``ＵＳＥＲＳ``; it does not stop ``main.users``, ``users AS u`` or
``public."users"``, which are other strings. To stop a table however it is
qualified, match its last name part with a regex (``regex: '(^|[.\\s"])users["\\s]*$'``),
or better, give the tool a parameter that cannot be qualified.

**Paths.** ``path: /etc`` matches a value that, as a path, is ``/etc`` or lies
under it: ``//etc/passwd``, ``/./etc``, ``/tmp/../etc``, ``~/../../etc`` (``~``
is expanded), and a relative path resolved from the current directory. A glob
(``path: "/home/*/.ssh/*"``, ``"~/.aws/*"``) must match the whole normalised path; a
relative glob (``"*.pem"``, ``"secrets/*"``) matches that tail anywhere. A value
starting with ``$HOME`` or ``${HOME}`` is also looked at with the home folder in
its place (a shell or ``os.path.expandvars`` opens that). With ``resolve: true``
symlinks are followed too, in order, before a later ``..`` applies
(``<link>/../key.pem`` is the file next to the link's target, as the OS opens it;
this asks the file system at decision time); without it a symlink to ``/etc`` is
not caught and ``..`` is applied to the text.

**Mail addresses.** ``pattern: "*@external.com"`` is a glob over the whole
string: it misses ``Evil <a@external.com>``, ``<a@external.com>``,
``a@external.com.`` (the root dot) and ``b@corp.com;a@external.com`` (a list in
one string), all of which a mail library sends to external.com. For addresses use
``email_domain: external.com`` (matches when any address in the value is at that
domain or a subdomain) or, better, the allow-list form ``email_outside: corp.com``
(matches when any address is *not* at corp.com or its subdomains: mail leaving
the company). Both take a domain or a list of domains, parse the value as an
RFC 5322 address list (``,`` ``;`` and line breaks separate addresses; display
names and ``<...>`` are understood; case and a root dot are ignored) and fail
closed: a value they cannot read as plain addresses (an ``@`` that belongs to no
address, ``a@b@corp.com``, an address literal ``a@[192.0.2.1]``) matches. A value
without any ``@`` holds no address and does not match.

**Regular expressions are a speed bump, not a sandbox.** ``regex`` and
``pattern`` run in linear time (RE2, see :mod:`nbagent.boundary._linear`): no
backreferences or lookaround, and ``^(a+)+$`` cannot hang a run. But a regex
over *code* cannot stop code: ``regex: 'os\\.remove'`` is passed by
``os.unlink``, ``getattr(os, "remove")``, ``shutil.rmtree``, ``pathlib``,
``subprocess``, ``exec(base64...)``. Fullwidth ``ｏｓ.ｒｅｍｏｖｅ`` is caught
(values are NFKC-normalised before matching, as Python does with identifiers),
but the rest cannot be. Put tools that run code under ``review`` (or ``deny``)
and use regex rules only to flag the obvious.
"""

from __future__ import annotations

import json
import math
import os
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from ..boundary._linear import LinearPattern, compile_linear
from ._addresses import domain_form, domains_in, in_domains
from ._glob import glob_to_regex
from ._values import (
    KEY,
    TOO_DEEP,
    Key,
    Where,
    as_number,
    as_text,
    clean,
    home_spelled,
    keys,
    leaves,
    path_form,
    path_under,
    text_forms,
    to_float,
)

__all__ = [
    "CONDITION_KEYS",
    "MISSING",
    "TEXT_OPS",
    "WRONG_SHAPE",
    "Condition",
    "any_leaf",
    "not_a_path",
    "parse_path",
    "quote",
    "resolve_path",
]

CONDITION_KEYS = ("pattern", "regex", "equals", "in", "path", "email_domain", "email_outside", "gt", "ge", "lt", "le")
# text tests look inside mappings too
TEXT_OPS = frozenset({"pattern", "regex", "equals", "in", "path", "email_domain", "email_outside"})

_PATH_TOKEN = re.compile(r"([^.\[\]]+)|\[(-?\d+)\]|(\.)")


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


class _WrongShape:
    def __repr__(self) -> str:
        return "WRONG_SHAPE"


MISSING: Final = _Missing()
WRONG_SHAPE: Final = _WrongShape()


def not_a_path(path: object) -> str:
    """The message for an ``arg`` that is not a dotted path."""
    return f"arg must be a dotted path like 'options.to' or 'rows[0].id', got {path!r}"


def parse_path(path: str) -> Where:
    """``"a.b[0].c"`` -> ``("a", "b", 0, "c")``; ValueError when it is not a path."""
    if not isinstance(path, str) or not path or path.strip() != path:
        raise ValueError(not_a_path(path))
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


def resolve_path(args: Mapping[str, object], path: Where) -> object:
    """The value at ``path``, ``MISSING`` when absent or null, ``WRONG_SHAPE`` when the path cannot apply."""
    value: object = args
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


def quote(value: object) -> str:
    """A value as rule text: strings in single quotes (backslashes kept as typed), numbers plain."""
    if isinstance(value, str):
        return "'" + value.replace("'", "\\'") + "'"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return json.dumps(value, ensure_ascii=False, default=str)


def _where(where: Where) -> str:
    """``element ['to'][1]`` or ``a key of the mapping at ['opts']`` for a leaf found by :func:`leaves`."""
    if where and where[-1] == KEY:
        inner = "".join(f"[{w}]" if isinstance(w, int) else f"[{w!r}]" for w in where[:-1])
        return "a key of the mapping" + (f" at {inner}" if inner else "")
    return "element " + "".join(f"[{w}]" if isinstance(w, int) else f"[{w!r}]" for w in where)


@dataclass(frozen=True, slots=True)
class Condition:
    """One test on one argument value (built and checked by the loader)."""

    op: str
    expected: object  # as written; a tuple for in (the options) and the email tests (the domains' forms)
    case_sensitive: bool = False
    resolve: bool = False
    _regex: LinearPattern | None = None  # pattern / regex / path globs
    _keys: frozenset[Key] = frozenset()  # equals / in: the options' comparison keys
    _root: str | None = None  # path without wildcards: the cleaned rule path
    # what ``expected`` holds, typed for the op that uses it (derived from ``expected``: not compared or shown)
    _limit: float = field(default=0.0, repr=False, compare=False)  # gt / ge / lt / le
    _listed: tuple[object, ...] = field(default=(), repr=False, compare=False)  # in: the options
    _domains: tuple[str, ...] = field(default=(), repr=False, compare=False)  # email_domain / email_outside

    @classmethod
    def build(cls, op: str, expected: object, case_sensitive: bool = False, resolve: bool = False) -> Condition:
        """Compile the test; raises ValueError with a readable message when ``expected`` is unusable."""

        if resolve and op != "path":
            raise ValueError("resolve: true only goes with a path condition")
        fold = not case_sensitive
        if op == "pattern":
            if not isinstance(expected, str):
                raise ValueError(f"pattern must be a string glob, got {type(expected).__name__}")
            return cls(op, expected, case_sensitive, _regex=_glob(expected, fold))
        if op == "regex":
            if not isinstance(expected, str):
                raise ValueError(f"regex must be a string, got {type(expected).__name__}")
            # NFC only: NFKC could turn a literal fullwidth bracket into regex syntax
            rx = compile_linear(unicodedata.normalize("NFC", expected), ignore_case=fold)
            return cls(op, expected, case_sensitive, _regex=rx)
        if op == "path":
            if not isinstance(expected, str) or not expected.strip():
                raise ValueError(f"path must be a file or folder path or a glob, got {expected!r}")
            if "\x00" in expected:
                raise ValueError("path must not contain a NUL byte")
            if any(ch in expected for ch in "*?["):
                glob = os.path.expanduser(expected) if expected.startswith("~") else expected
                glob = glob if glob.startswith("/") else "*/" + glob  # relative: that tail anywhere
                return cls(op, expected, case_sensitive, resolve, _regex=_glob(glob, fold))
            return cls(op, expected, case_sensitive, resolve, _root=clean(expected))
        if op in ("email_domain", "email_outside"):
            names = [expected] if isinstance(expected, str) else expected
            if isinstance(names, bytes) or not isinstance(names, Sequence) or not names:
                raise ValueError(f"{op} must be a domain or a list of domains, got {expected!r}")
            domains = tuple(domain_form(n) for n in names)
            return cls(op, domains, case_sensitive, _domains=domains)
        if op == "in":
            if isinstance(expected, (str, bytes)) or not isinstance(expected, Sequence):
                raise ValueError(f"in must be a list of values, got {type(expected).__name__}")
            options: tuple[object, ...] = tuple(expected)
            found: frozenset[Key] = frozenset().union(*(keys(o, fold) for o in options))
            return cls(op, options, case_sensitive, _keys=found, _listed=options)
        if op in ("gt", "ge", "lt", "le"):
            if isinstance(expected, bool) or not isinstance(expected, (int, float)) or math.isnan(to_float(expected)):
                raise ValueError(f"{op} must be a number, got {expected!r}")
            limit = to_float(expected)
            return cls(op, limit, case_sensitive, _limit=limit)
        if op == "equals":
            if isinstance(expected, float) and math.isnan(expected):
                raise ValueError("equals: NaN never equals anything")
            return cls(op, expected, case_sensitive, _keys=keys(expected, fold))
        raise ValueError(f"unknown condition {op!r}")

    def text(self) -> str:
        """The condition as it reads in a rule (``regex='rm\\s+-rf'``)."""
        email = self.op in ("email_domain", "email_outside")
        if self.op == "in" or (email and len(self._domains) > 1):
            value = "[" + ", ".join(quote(v) for v in (self._domains if email else self._listed)) + "]"
        else:
            value = quote(self._domains[0] if email else self.expected)
        return (
            f"{self.op}={value}"
            + (", case_sensitive" if self.case_sensitive else "")
            + (", resolve" if self.resolve else "")
        )

    def one(self, leaf: object) -> tuple[bool, str]:
        """(matched, why) for one scalar leaf (not a list; a mapping only for comparisons)."""
        if leaf is TOO_DEEP:
            return True, "nested deeper than a rule looks (fail closed)"
        op = self.op
        fold = not self.case_sensitive
        if op in ("pattern", "regex"):
            rx = self._regex
            assert rx is not None  # built with the condition
            test = rx.fullmatch if op == "pattern" else rx.search
            for form in text_forms(as_text(leaf), fold):
                if test(form):
                    return True, f"value {_spelled(form, leaf)}matches {op}"
            return False, f"value does not match {op}"
        if op in ("equals", "in"):
            if keys(leaf, fold) & self._keys:
                return True, f"value {op} expected"
            return False, f"value not {op} expected"
        if op == "path":
            return self._path(leaf)
        if op in ("email_domain", "email_outside"):
            return self._email(leaf)
        number = as_number(leaf)
        if number is None:
            return True, f"value is not a number, cannot be compared with {op} (fail closed)"
        limit = self._limit
        hit = {"gt": number > limit, "ge": number >= limit, "lt": number < limit, "le": number <= limit}[op]
        return (True, f"{number:g} {op} {limit:g}") if hit else (False, f"not {number:g} {op} {limit:g}")

    def _email(self, leaf: object) -> tuple[bool, str]:
        found = domains_in(clean(as_text(leaf)))
        if found is None:
            return True, "value is not a plain list of mail addresses (fail closed)"
        inside = self.op == "email_domain"  # email_outside: an address outside the listed domains matches
        for domain in found:
            if in_domains(domain, self._domains) == inside:
                return True, f"an address is at {domain!r}" + ("" if inside else ", outside the listed domains")
        if not found:
            return False, "value holds no mail address"
        return False, "no address in the listed domains" if inside else "every address is in the listed domains"

    def _root_form(self) -> str | None:
        """The rule's own path, normalised now (relative to the cwd, symlinks followed with ``resolve``)."""
        if self._root is None:
            return None
        try:
            return path_form(self._root, resolve=self.resolve, fold=not self.case_sensitive)
        except (ValueError, OSError):  # pragma: no cover - checked when the rule was built
            return None

    def _path(self, leaf: object, root: str | None = None) -> tuple[bool, str]:
        """``root``: the rule's path from :meth:`_root_form`, when the caller computed it once for many leaves."""
        text = as_text(leaf)
        if root is None and self._regex is None:
            root = self._root_form()
            if root is None:  # pragma: no cover - checked when the rule was built
                return True, "the rule's path is unusable: fail closed"
        home = home_spelled(text) if "$" in text else None
        if home is not None:  # "$HOME/.ssh": the rule looks at it as written and as a shell would open it
            hit, why = self._one_path(home, root)
            if hit:
                return True, f"with $HOME expanded, {why}"
        return self._one_path(text, root)

    def _one_path(self, text: str, root: str | None) -> tuple[bool, str]:
        fold = not self.case_sensitive
        try:
            path = path_form(text, resolve=self.resolve, fold=fold)
        except (ValueError, OSError) as exc:
            return True, f"value is not a usable path ({exc}): fail closed"
        if self._regex is not None:
            hit = self._regex.fullmatch(path)
            return (True, f"path {path!r} matches") if hit else (False, f"path {path!r} does not match")
        assert root is not None
        if path_under(path, root):
            return True, f"path {path!r} is {root!r} or inside it"
        return False, f"path {path!r} is not inside {root!r}"

    def one_matcher(self) -> Callable[[object], bool]:
        """``leaf -> matched`` for the leaves of one value (what :class:`_fast._AnyOf` asks of rules it cannot
        combine). Make one per value: a path rule normalises its own path once, not once per leaf."""
        if self.op == "path" and self._regex is None:
            root = self._root_form()
            if root is None:  # pragma: no cover - checked when the rule was built
                return lambda leaf: True
            path = self._path
            return lambda leaf: leaf is TOO_DEEP or path(leaf, root)[0]
        one = self.one
        return lambda leaf: one(leaf)[0]

    def _leaves(self, value: object) -> Iterator[tuple[Where, object]]:
        return leaves(value, self.op in TEXT_OPS)

    def matcher(self) -> Callable[[object], bool]:
        """A fast ``value -> matched`` with exactly the semantics of :meth:`test` (used by ``decide``)."""

        def match(value: object) -> bool:
            if value is MISSING:
                return False
            if value is WRONG_SHAPE:
                return True
            one = self.one_matcher()
            if isinstance(value, (str, int, float)):  # one scalar: nothing to walk
                return one(value)
            return any_leaf(one, self._leaves(value))

        return match

    def test(self, value: object) -> tuple[bool, str]:
        """(matched, why) for a resolved value (``MISSING`` / ``WRONG_SHAPE`` included)."""
        if value is MISSING:
            return False, "argument is missing or null"
        if value is WRONG_SHAPE:
            return True, "the path does not fit the arguments' shape (fail closed)"
        nested = isinstance(value, (list, tuple)) or (self.op in TEXT_OPS and isinstance(value, Mapping))
        why = "no value inside"
        for where, leaf in self._leaves(value):
            ok, why = self.one(leaf)
            if ok:
                return True, (f"{_where(where)}: {why}" if where else why)
        return False, f"nothing inside the value matches {self.text()}" if nested else why


def any_leaf(test: Callable[[object], bool], found: Iterator[tuple[Where, object]]) -> bool:
    """Does ``test`` hold for any leaf? Each distinct scalar is tested once: a value repeated 80,000 times
    in a list costs one test, not 80,000 (``test`` is pure for one call)."""
    seen: set[tuple[type, str | float]] = set()
    for _, leaf in found:
        if isinstance(leaf, (str, int, float)):
            key = (type(leaf), leaf)
            if key in seen:
                continue
            seen.add(key)
        if test(leaf):
            return True
    return False


def _glob(glob: str, fold: bool) -> LinearPattern:
    """A glob as a linear-time pattern (``*`` crosses ``/``); ValueError names a bad ``[...]`` range."""

    try:
        return LinearPattern(glob_to_regex(clean(glob)), ignore_case=fold, dotall=True)
    except ValueError as exc:
        detail = str(exc).split("(RE2): ", 1)[-1]
        raise ValueError(f"{glob!r} is not a usable glob ({detail}); write ranges low to high, like [a-z]") from None


def _spelled(form: str, leaf: object) -> str:
    return "" if form == as_text(leaf) else f"(read as {form!r}) "
