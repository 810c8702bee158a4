"""``%%agent_sql``: read-only SQL on the store from a notebook cell, answered as a DataFrame.

A thin magic over the store's read API (:func:`nbagent.store.open_reader`):
no store is started, nothing is written, and the file is held only while the
query runs, so kernels writing to the same store are not in the way. This module
is the magic (``%load_ext nbagent`` imports it); the query is run by ``_store_sql``,
imported when the magic runs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from IPython.core.error import UsageError
from IPython.core.magic import Magics, line_cell_magic, magics_class

from ._options import parse_options

__all__ = ["SqlMagics"]

if TYPE_CHECKING:  # IPython.core.magic_arguments has no annotations (see magics.py)
    import pandas as pd

    _F = TypeVar("_F", bound=Callable[..., object])

    def magic_arguments() -> Callable[[object], Callable[..., object]]: ...
    def argument(*args: object, **kwargs: object) -> Callable[[_F], _F]: ...

else:
    from IPython.core.magic_arguments import argument, magic_arguments

# The line form's leading options; what follows them is the SQL, verbatim (a shell-like split
# would eat the quotes of SQL strings).
_OPTION = re.compile(r"""\s*(?:--store|--out|-o)(?:=|\s+)(?:"[^"]*"|'[^']*'|\S+)""")


def _split(line: str) -> tuple[str, str]:
    """``(options, sql)`` of a ``%agent_sql`` line."""
    rest, options = line, []
    while match := _OPTION.match(rest):
        options.append(match.group(0).strip())
        rest = rest[match.end() :]
    return " ".join(options), rest.strip()


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
    def agent_sql(self, line: str, cell: str | None = None) -> pd.DataFrame:
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
        args = parse_options(self.agent_sql, options, "%%agent_sql" if cell is not None else "%agent_sql")
        if not sql.strip():
            raise UsageError("%%agent_sql needs a query: write it in the cell body (or after %agent_sql)")
        if args.out is not None and not args.out.isidentifier():
            raise UsageError(f"-o takes a variable name, got {args.out!r}")
        from ._store_sql import run_sql  # the door: %load_ext must not import the store

        frame = run_sql(sql, args.store)
        if args.out is not None:
            assert self.shell is not None
            self.shell.user_ns[args.out] = frame
        return frame
