"""``%%agent_sql``: read-only SQL on the store from a notebook cell, answered as a DataFrame.

A thin magic over the store's read API (:func:`nbagent.store.open_reader`):
no store is started, nothing is written, and the file is held only while the
query runs, so kernels writing to the same store are not in the way.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from IPython.core.error import UsageError
from IPython.core.magic import Magics, line_cell_magic, magics_class

from ..exceptions import StoreError, UserError

__all__ = ["SqlMagics"]

if TYPE_CHECKING:  # IPython.core.magic_arguments has no annotations (see magics.py)
    import argparse

    _F = TypeVar("_F", bound=Callable[..., Any])

    def magic_arguments() -> Callable[[Any], Callable[..., Any]]: ...
    def argument(*args: Any, **kwargs: Any) -> Callable[[_F], _F]: ...
    def parse_argstring(magic_func: Callable[..., Any], argstring: str) -> argparse.Namespace: ...

else:
    from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

# The line form's leading options; what follows them is the SQL, verbatim (a shell-like split
# would eat the quotes of SQL strings).
_OPTION = re.compile(r"""\s*(?:--store|--out|-o)(?:=|\s+)(?:"[^"]*"|'[^']*'|\S+)""")
_NAME = re.compile(r'"([^"\n]{1,200})"')


def _split(line: str) -> tuple[str, str]:
    """``(options, sql)`` of a ``%agent_sql`` line."""
    rest, options = line, []
    while match := _OPTION.match(rest):
        options.append(match.group(0).strip())
        rest = rest[match.end() :]
    return " ".join(options), rest.strip()


def _where(message: str, sql: str) -> str:
    """The SQL line a DuckDB error is about, when its message does not show it already."""
    if "LINE " in message:
        return ""
    lines = sql.splitlines()
    for name in _NAME.findall(message):
        for number, text in enumerate(lines, 1):
            found = re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", text, re.IGNORECASE)
            if found:
                return f"\n\nLINE {number}: {text}\n{' ' * (len(f'LINE {number}: ') + found.start())}^"
    return f"\n\nLINE 1: {lines[0]}" if len(lines) == 1 else ""


@magics_class
class SqlMagics(Magics):
    """``%%agent_sql``: query the nbagent store (sessions, messages, audit, usage, memories)."""

    @magic_arguments()
    @argument(
        "--store",
        default=None,
        metavar="PATH",
        help="The store file, or a folder holding nbagent.duckdb (default: the store %%agent uses).",
    )
    @argument("-o", "--out", default=None, metavar="VAR", help="Also keep the DataFrame in this variable.")
    @line_cell_magic
    def agent_sql(self, line: str, cell: str | None = None) -> Any:
        """Run read-only SQL on the nbagent store and return a DataFrame.

        ``%%agent_sql [--store PATH] [-o VAR]`` with the query in the cell, or
        ``%agent_sql [--store PATH] [-o VAR] SELECT ...`` on one line. Tables:
        ``sessions``, ``messages``, ``audit`` (event kinds such as ``tool-finished``;
        rows stored under older names are shown with these too), ``audit_stored``
        (as stored), ``usage``, ``memories``; views: ``tool_stats``,
        ``approval_stats``, ``cost_per_day``, ``memory_entries``, ``memory_latest``.
        The store is opened read-only: statements that write are refused.
        """
        options, sql = (line, cell or "") if cell is not None else _split(line)
        try:
            args = parse_argstring(self.agent_sql, options)
        except SystemExit as exc:  # argparse on --help-like input
            raise UsageError(str(exc)) from None
        if not sql.strip():
            raise UsageError("%%agent_sql needs a query: write it in the cell body (or after %agent_sql)")
        if args.out is not None and not args.out.isidentifier():
            raise UsageError(f"-o takes a variable name, got {args.out!r}")
        reader = _reader(args.store)
        try:
            frame = reader.query(sql)
        except StoreError as exc:
            raise UsageError(f"{exc}; --store PATH reads another store") from None
        except UserError as exc:
            raise UsageError(f"{exc}{_where(str(exc), sql.strip())}") from None
        if args.out is not None:
            assert self.shell is not None
            self.shell.user_ns[args.out] = frame
        return frame


def _reader(store: str | None) -> Any:
    """The read API of ``--store``, else of the store ``%%agent`` cells use (nothing started).

    No store is read with file or network access from SQL; one outside your nbagent home is
    refused when it holds planted macros or views in place of nbagent's tables, as
    ``open_reader`` does by default (trusting its folder does not change that).
    """
    from ..config._configure import defaults
    from ..store import Store, default_path, open_reader

    if store is not None:
        return open_reader(Path(store.strip("'\"")))
    setting = defaults().store
    if setting is False:
        raise UsageError("nbagent.configure(store=False) turned the store off: name one with --store PATH")
    if isinstance(setting, Store):
        return open_reader(setting.path, timeout=setting.timeout)
    return open_reader(default_path() if setting is None or setting is True else setting)
