"""SQL is never built from data: names are checked against a set nbagent knows, values are bound.

Every SQL statement nbagent sends is its own text. What varies comes in one of two ways:

* a **value** (a session id, a path, a user name) is bound as a parameter (``?``); where DuckDB
  takes no parameters (``ATTACH``, ``SET``, ``CREATE SECRET``) it goes through
  :func:`quote_literal`;
* a **name** (a table, a column, a view, a SQL type) goes through :func:`quote_ident`,
  :func:`quote_idents` or :func:`known_word`, which check it against a set the caller holds
  (the columns the running version's migrations define, a table of nbagent's own) and raise
  :class:`UnknownIdentifier` for anything else, before quoting it.

A name read from a file (a store's column names, a lake's table names) is data: a store planted
in a cloned folder can name a column ``x" VARCHAR); COPY (SELECT ...) TO '...'; --``. Quoting
alone would make that one odd column name; checking it first refuses the file instead of
carrying the name anywhere. ``tests/boundary/test_sql_construction.py`` scans the package for SQL built
any other way.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from ..exceptions import UnknownIdentifier

__all__ = ["UnknownIdentifier", "known_word", "quote_ident", "quote_idents", "quote_literal"]


def _shown(allowed: Collection[str]) -> str:
    names = sorted(str(a) for a in allowed)
    return ", ".join(names[:12]) + (f" and {len(names) - 12} more" if len(names) > 12 else "")


def _check(name: object, allowed: Collection[str], what: str) -> str:
    if not isinstance(name, str) or name not in allowed or "\0" in name:
        raise UnknownIdentifier(
            f"{what} {name!r} is not one nbagent knows here (it knows {_shown(allowed)}): SQL is never "
            "built from names read from data. If it came from a file (a store, a lake catalog), that file "
            "was made by another nbagent version or changed outside nbagent"
        )
    return name


def quote_ident(name: str, allowed: Collection[str], *, what: str = "the name") -> str:
    """``name`` as a double-quoted SQL identifier (inner quotes doubled), after checking that it is
    in ``allowed``; :class:`UnknownIdentifier` otherwise (``what`` names it in the message)."""
    checked = _check(name, allowed, what)
    return '"' + checked.replace('"', '""') + '"'


def quote_idents(names: Iterable[str], allowed: Collection[str], *, what: str = "the name") -> str:
    """:func:`quote_ident` of each name, joined with ``", "`` (a column list)."""
    return ", ".join(quote_ident(n, allowed, what=what) for n in names)


def known_word(text: str, allowed: Collection[str], *, what: str = "the SQL word") -> str:
    """``text`` unchanged, after checking that it is in ``allowed``: for SQL that is not an identifier
    and cannot be a parameter (a column's type, an option's keyword); :class:`UnknownIdentifier`
    otherwise."""
    return _check(text, allowed, what)


def quote_literal(text: str) -> str:
    """``text`` as a single-quoted SQL string (inner quotes doubled), for the few statements DuckDB
    takes no parameters in (``ATTACH``, ``SET``, ``CREATE SECRET``, ``LOAD``); everywhere else a value
    is bound as a parameter. Raises :class:`UnknownIdentifier` for text holding a NUL character
    (DuckDB's parser would end the string there)."""
    if not isinstance(text, str) or "\0" in text:
        raise UnknownIdentifier(f"the SQL string {text!r} holds a NUL character (or is not text): not quoting it")
    return "'" + text.replace("'", "''") + "'"
