"""Built-in notebook tools (domain ``notebook``), off unless enabled.

``notebook_tools()`` returns them bound to the running IPython shell:
``list_variables`` (names, types and sizes; never the text of a string),
``describe_dataframe``, ``query_dataframes`` (read-only DuckDB SQL over the
notebook's DataFrames), ``run_python`` (in a sandbox by default: :mod:`._run_python`) and
``insert_code_cell`` (puts code in a new cell; it runs nothing, but the person may run it
without reading it closely). ``insert_code_cell`` is not read-only, so the default policy asks
a person; ``run_python`` is read-only when it runs isolated, and asks otherwise.

Provenance: the notebook's variables are the person's data, so the tools that
show them are trusted, unless the person marked a value with
:func:`nbagent.untrusted`: ``describe_dataframe`` of a marked DataFrame, and
``query_dataframes`` naming one, return untrusted output. ``run_python``'s output is untrusted
when an input is marked, the project folder is not trusted, or it ran unisolated.
``list_variables`` (names, types and sizes) and ``insert_code_cell`` (a fixed
sentence) show no content.
"""

from __future__ import annotations

import datetime
import decimal
import fractions
import types
from collections.abc import Callable, Mapping, Sized
from typing import TYPE_CHECKING

from ..boundary._provenance import is_untrusted
from ..boundary._redact import is_secret_name, redact
from ..config._configure import defaults
from ..exceptions import UserError
from ..tools import Tool, on_cancel
from ._clip import clip
from ._frames import is_dataframe as _is_dataframe
from ._query import check_sizes, fetch_cut
from ._run_python import check_mode, run_python_tool

if TYPE_CHECKING:
    from IPython.core.interactiveshell import InteractiveShell

__all__ = ["BUILTIN_NAMES", "notebook_tools"]

BUILTIN_NAMES = ("list_variables", "describe_dataframe", "query_dataframes", "run_python", "insert_code_cell")
_HIDDEN = {"In", "Out", "exit", "quit", "get_ipython"}
_MAX_ROWS = 50
_QUERY_THREADS = 2
_QUERY_MEMORY = "256MB"


def _user_vars(ns: Mapping[str, object]) -> dict[str, object]:
    return {
        k: v
        for k, v in ns.items()
        if not k.startswith("_") and k not in _HIDDEN and not isinstance(v, types.ModuleType)
    }


# types whose value list_variables shows: numbers, booleans, None, dates (their repr holds no free text);
# exact types, so a subclass with a chatty __repr__ shows only its name
_SHOWN = frozenset({int, float, complex, bool, type(None), decimal.Decimal, fractions.Fraction,
                    datetime.date, datetime.datetime, datetime.time, datetime.timedelta})  # fmt: skip


def _describe(value: object) -> str:
    """``DataFrame 3 rows x 2 columns``, ``str (12 characters)``, ``int = 2``, ``ndarray shape (3, 4) float64``."""
    kind = type(value).__name__
    if _is_dataframe(value):
        return f"DataFrame {value.shape[0]} rows x {value.shape[1]} columns"
    if isinstance(value, (str, bytes, bytearray)):
        unit = "characters" if isinstance(value, str) else "bytes"
        return f"{kind} ({len(value)} {unit})"
    if callable(value):
        return kind
    shape = getattr(value, "shape", None)
    if isinstance(shape, tuple) and all(isinstance(n, int) for n in shape):
        dtype = getattr(value, "dtype", None)
        return f"{kind} shape {shape}" + (f" {dtype}" if dtype is not None else "")
    pandas_time = type(value).__module__.startswith("pandas") and kind in ("Timestamp", "Timedelta")
    if type(value) in _SHOWN or pandas_time:
        text = repr(value)
        return f"{kind} = {text[:80] + '…' if len(text) > 80 else text}"
    if not isinstance(value, Sized):  # no len(): the type is all we say
        return kind
    try:
        return f"{kind} (length {len(value)})"
    except Exception:  # a len() that fails: the same
        return kind


def notebook_tools(shell: InteractiveShell | None = None) -> list[Tool]:
    """The built-in notebook tools, bound to ``shell`` (default: the running IPython)."""
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
        if shell is None:
            raise UserError("notebook tools need a running IPython shell")
    ns: dict[str, object] = shell.user_ns

    def list_variables() -> str:
        """List the notebook's variables: name, type and size, never the text of strings.

        DataFrames and arrays show their shape, strings, bytes and collections their length,
        numbers, booleans, None and dates their value; other objects only their type. String
        values (which may be passwords or tokens) are never shown, nor anything of a variable
        whose name says secret (``db_password``, ``api_key``) but its type.
        """
        # a variable named like a secret (db_password = 84736251) shows its type only, whatever the type:
        # numbers are shown for other names, and a PIN or a numeric password is still a secret
        lines = [
            f"{name}: {type(value).__name__ if is_secret_name(name) else _describe(value)}"
            for name, value in sorted(_user_vars(ns).items())
        ]
        if not lines:
            return "(no variables)"

        # values shown are numbers and dates; the redactor is the last guard should a repr surprise us
        note = "(string values are never shown: their length only)"
        return redact("\n".join([*lines, note]))

    def describe_dataframe(name: str) -> str:
        """Describe a DataFrame of the notebook: shape, columns, types, missing values, statistics, first rows.

        Args:
            name: The variable name of the DataFrame.
        """
        value = ns.get(name)
        if not _is_dataframe(value):
            raise ValueError(f"{name!r} is not a DataFrame in this notebook")
        info = [f"{name}: {value.shape[0]} rows x {value.shape[1]} columns", "columns (dtype, missing):"]
        nulls = value.isna().sum()
        info += [f"  {col} ({dtype}, {int(nulls[col])} missing)" for col, dtype in value.dtypes.astype(str).items()]
        info += ["statistics:", value.describe(include="all").T.head(40).to_string(max_colwidth=30)]
        info += ["first rows:", value.head(5).to_string(max_cols=20, max_colwidth=40)]
        return clip("\n".join(info))

    def query_dataframes(sql: str) -> str:
        """Run a read-only SQL query (DuckDB dialect) over the notebook's pandas DataFrames.

        Each DataFrame is a table named like its variable. Only SELECT queries are allowed.

        Args:
            sql: One SELECT statement, e.g. "SELECT region, sum(sales) FROM df GROUP BY 1".
        """
        import duckdb

        # Bounded: a few threads and a memory ceiling (a join can blow up), and stopped when the
        # call times out (DuckDB does not notice that the thread running it was abandoned).
        con = duckdb.connect(":memory:", config={"threads": _QUERY_THREADS, "memory_limit": _QUERY_MEMORY})
        on_cancel(con.interrupt)
        try:
            statements = con.extract_statements(sql)
            if len(statements) != 1 or statements[0].type != duckdb.StatementType.SELECT:
                raise ValueError("only a single SELECT statement is allowed")
            # before DuckDB plans it: constants are folded while planning (repeat('x', 700000000))
            check_sizes(con, sql)
            for name, value in _user_vars(ns).items():
                if _is_dataframe(value):
                    con.register(name, value)
            # no files, no network, no ATTACH: the query sees the registered DataFrames only
            con.execute("SET enable_external_access = false")
            con.execute("SET lock_configuration = true")
            # Only the rows shown are ever produced: DuckDB streams under a LIMIT, so a join of
            # millions of rows costs what its first rows cost (unless it must sort or group).
            # and every text, list or blob value is cut inside DuckDB, so pandas never holds a huge one
            frame = fetch_cut(con, con.sql(sql), _MAX_ROWS + 1)
        except duckdb.InterruptException:
            raise TimeoutError("the query was stopped: it ran past the tool's timeout") from None
        except duckdb.OutOfMemoryException:
            raise MemoryError(
                f"the query needs more than {_QUERY_MEMORY} of memory: aggregate or filter before joining"
            ) from None
        finally:
            con.close()
        shown = frame.head(_MAX_ROWS).to_string(max_cols=30, max_colwidth=40)
        more = (
            f"\n(more than {_MAX_ROWS} rows, first {_MAX_ROWS} shown)"
            if len(frame) > _MAX_ROWS
            else f"\n({len(frame)} rows)"
        )
        return clip(shown + more)

    def insert_code_cell(code: str) -> str:
        """Put code into a new cell below, for the person to review and run. Nothing is executed.

        Args:
            code: The Python source of the new cell.
        """
        shell.set_next_input(code, replace=False)
        return "The code was placed in a new cell below; the person decides whether to run it."

    def shows_marked_frame(kwargs: Mapping[str, object]) -> bool:
        name = kwargs.get("name")
        return isinstance(name, str) and is_untrusted(ns.get(name))

    def queries_marked_frame(kwargs: Mapping[str, object]) -> bool:
        # a table is reached only by its variable's name: a marked frame whose name appears in the SQL
        # (any case, quoted or not) may be in the result; over-approximates, never misses
        sql = str(kwargs.get("sql", "")).casefold()
        return any(
            _is_dataframe(v) and is_untrusted(v) and name.casefold() in sql for name, v in _user_vars(ns).items()
        )

    # insert_code_cell writes into the notebook: a planted cell is one Run All away from running
    read_only = {"list_variables", "describe_dataframe", "query_dataframes"}
    funcs = (list_variables, describe_dataframe, query_dataframes, insert_code_cell)
    untrusted: dict[str, bool | Callable[[Mapping[str, object]], bool]] = {
        "describe_dataframe": shows_marked_frame,
        "query_dataframes": queries_marked_frame,
    }
    tools = [
        Tool(
            f,
            domain="notebook",
            read_only=f.__name__ in read_only,
            thread=f.__name__ == "query_dataframes",
            untrusted_output=untrusted.get(f.__name__, False),
        )
        for f in funcs
    ]
    tools.insert(3, run_python_tool(ns, _user_vars, check_mode(defaults().sandbox)))
    return tools
