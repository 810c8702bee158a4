"""How conditions see argument values: normalised text, typed keys, normalised paths.

Hostile spellings of one value must compare equal to the value a rule names:
``"users "``, ``'"users"'``, ``ｕｓｅｒｓ`` (fullwidth), ``us\\u200bers`` (an
invisible character), ``café`` in NFD. Everything here is pure except
:func:`path_form` with ``resolve=True`` (it asks the file system about symlinks).
"""

from __future__ import annotations

import json
import math
import os
import posixpath
import re
import unicodedata
from collections.abc import Iterator, Mapping
from typing import Final

from ._addresses import address_forms

__all__ = [
    "KEY", "MAX_DEPTH", "TOO_DEEP", "Key", "Where", "as_number", "as_text", "clean", "home_spelled", "keys", "leaves",
    "path_form", "text_forms", "to_float",
]  # fmt: skip

MAX_DEPTH = 64
KEY = "\x00key"  # marks a mapping's key in the ``where`` of :func:`leaves`


class _TooDeep:
    def __repr__(self) -> str:
        return "TOO_DEEP"


TOO_DEEP: Final = _TooDeep()
Key = tuple[str, str | float | bool]
"""A comparison key of :func:`keys`: ``("s", text)``, ``("n", number)``, ``("b", flag)`` or ``("j", json)``."""
Where = tuple[str | int, ...]
"""Where a leaf lies inside a value: list indexes and mapping keys (``KEY`` for a mapping's key itself)."""

# Default-ignorable code points: invisible, so "us\u200bers" reads as "users" to a person and to many tools.
_IGNORABLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0000-\U000e0fff]"
)
_QUOTES = {'"': '"', "'": "'", "`": "`", "[": "]", "\u201c": "\u201d", "\u2018": "\u2019", "\u00ab": "\u00bb"}
_SLASHES = re.compile(r"/{2,}")
_HOME_VAR = re.compile(r"\$(?:HOME|\{HOME\})(?![A-Za-z0-9_])")


def clean(text: str) -> str:
    """NFKC (fullwidth and other compatibility forms to plain ones) without invisible characters."""
    if text.isascii():
        return text
    return _IGNORABLE.sub("", unicodedata.normalize("NFKC", _IGNORABLE.sub("", text)))


def unwrap(text: str) -> str:
    """Trimmed, with wrapping quotes or brackets removed (``' "users" '`` -> ``users``), repeatedly."""
    text = text.strip()
    while len(text) >= 2 and _QUOTES.get(text[0]) == text[-1]:
        text = text[1:-1].strip()
    return text


def text_forms(text: str, fold: bool) -> tuple[str, ...]:
    """The spellings a text test looks at: as given, cleaned, cleaned and unwrapped (and case-folded).

    A restrictive rule matches when any form matches, so normalising can only add matches.
    """
    forms = [text]
    cleaned = clean(text)
    for form in (cleaned, unwrap(cleaned)):
        if form not in forms:
            forms.append(form)
    if fold and not cleaned.isascii():  # ASCII case is handled by the regex's own flag
        for form in tuple(forms[1:]):
            folded = form.casefold()
            if folded not in forms:
                forms.append(folded)
    if "@" in text:  # addresses as a mailer delivers them: bare, no root dot (``pattern: "*@external.com"``)
        forms += [f for f in address_forms(cleaned, fold) if f not in forms]
    return tuple(forms)


def as_text(value: object) -> str:
    """A leaf as text for ``pattern`` / ``regex`` (strings as they are, others as JSON)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def to_float(value: int | float) -> float:
    """``float(value)``, with an integer too large for a float (JSON ``1e400`` written out) as ±infinity."""
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def as_number(value: object) -> float | None:
    """A finite-or-infinite float, or None when the value is not a number (NaN is not a number)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        number = to_float(value)
    elif isinstance(value, str):
        try:
            number = float(clean(value).strip())
        except ValueError:
            return None
    else:
        return None
    return None if math.isnan(number) else number


def keys(value: object, fold: bool) -> frozenset[Key]:
    """What ``equals`` / ``in`` compare: two values are equal when their key sets meet.

    A number's key is its value (1 == 1.0; true is not 1); a string's keys are its normalised
    text (cleaned, unwrapped, case-folded unless ``fold`` is false) and, when it spells one,
    the number or boolean it spells: a tool may well turn ``"1000"`` into 1000.
    """
    if isinstance(value, bool):
        return frozenset({("b", value)})
    if isinstance(value, (int, float)):
        number = to_float(value)
        return frozenset() if math.isnan(number) else frozenset({("n", number)})
    if isinstance(value, str):
        text = unwrap(clean(value))
        out: set[Key] = {("s", text.casefold() if fold else text)}
        spelled = as_number(text)
        if spelled is not None:
            out.add(("n", spelled))
        if text.casefold() in ("true", "false"):
            out.add(("b", text.casefold() == "true"))
        return frozenset(out)
    return frozenset({("j", as_text(value))})


def leaves(value: object, into_mappings: bool, depth: int = 0) -> Iterator[tuple[Where, object]]:
    """(where, leaf) for every scalar inside lists (and mappings: keys and values) of ``value``.

    Nulls are skipped (a null is an absent value). Deeper than ``MAX_DEPTH``, one
    ``TOO_DEEP`` leaf stands for the rest: a condition treats it as a match (fail closed).
    """
    if value is None:
        return
    if isinstance(value, (list, tuple)):
        if depth >= MAX_DEPTH:
            yield (), TOO_DEEP
            return
        for i, item in enumerate(value):
            for where, leaf in leaves(item, into_mappings, depth + 1):
                yield (i, *where), leaf
        return
    if not (into_mappings and isinstance(value, Mapping)):
        yield (), value
        return
    if depth >= MAX_DEPTH:
        yield (), TOO_DEEP
        return
    for key, item in value.items():
        yield (KEY,), key
        for where, leaf in leaves(item, into_mappings, depth + 1):
            yield (str(key), *where), leaf


def path_form(value: str, *, resolve: bool, fold: bool) -> str:
    """An absolute, normalised path: ``~`` expanded, ``//`` and ``/./`` collapsed, ``..`` applied.

    Relative paths are taken from the current directory (where a notebook tool opens them);
    ``resolve`` also follows symlinks (the file system is asked). Raises ValueError for a
    path no tool can open (a NUL byte).
    """
    text = unwrap(clean(value))
    if "\x00" in text:
        raise ValueError("a NUL byte in a path")
    if text.startswith("file://"):
        text = text[len("file://") :]
    if text.startswith("~"):
        text = os.path.expanduser(text)
    if not text.startswith("/"):
        text = os.path.join(os.getcwd(), text)
    text = _SLASHES.sub("/", text)
    # With resolve, realpath walks the components in order, following a symlink before a later ".." is
    # applied: "<link>/../key.pem" is the file next to the link's *target*, which is what the OS opens
    # (normpath first would apply ".." lexically and judge a sibling of the link instead).
    text = os.path.realpath(text) if resolve else posixpath.normpath(text)
    if text.startswith("//"):  # normpath keeps a leading "//" (POSIX leaves its meaning open)
        text = "/" + text.lstrip("/")
    return text.casefold() if fold else text


def home_spelled(value: str) -> str | None:
    """``value`` with a leading ``$HOME`` / ``${HOME}`` replaced by the home folder (what a shell or
    ``os.path.expandvars`` opens), or None when it does not start with one."""
    text = unwrap(clean(value))
    match = _HOME_VAR.match(text)
    if match is None:
        return None
    return os.path.expanduser("~") + text[match.end() :]


def path_under(path: str, root: str) -> bool:
    """``path`` is ``root`` or inside it (whole components: ``/etcetera`` is not under ``/etc``)."""
    return path == root or root == "/" or path.startswith(root.rstrip("/") + "/")
