"""Built-in notebook tools (domain ``notebook``), off unless enabled.

``notebook_tools()`` returns them bound to the running IPython shell:
``list_variables``, ``describe_dataframe``, ``query_dataframes`` (read-only
DuckDB SQL over the notebook's DataFrames), ``run_python`` (not read-only,
so the default policy asks a person) and ``insert_code_cell`` (puts code in a
new cell for the person to run; it runs nothing).
"""

from __future__ import annotations

import ast
import contextlib
import io
import traceback
from collections.abc import Mapping
from typing import Any

from ..tools import Tool

__all__ = ["BUILTIN_NAMES", "notebook_tools"]

BUILTIN_NAMES = ("list_variables", "describe_dataframe", "query_dataframes", "run_python", "insert_code_cell")
_HIDDEN = {"In", "Out", "exit", "quit", "get_ipython"}
_MAX_ROWS = 50
_MAX_OUTPUT = 8000


def _is_dataframe(value: Any) -> bool:
    return type(value).__name__ == "DataFrame" and type(value).__module__.startswith("pandas")


def _user_vars(ns: Mapping[str, Any]) -> dict[str, Any]:
    import types

    return {
        k: v
        for k, v in ns.items()
        if not k.startswith("_") and k not in _HIDDEN and not isinstance(v, types.ModuleType)
    }


def _clip(text: str) -> str:
    return text if len(text) <= _MAX_OUTPUT else text[:_MAX_OUTPUT] + f"\n… [{len(text) - _MAX_OUTPUT} more characters]"


def notebook_tools(shell: Any = None) -> list[Tool]:
    """The built-in notebook tools, bound to ``shell`` (default: the running IPython)."""
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
        if shell is None:
            from ..exceptions import UserError

            raise UserError("notebook tools need a running IPython shell")
    ns = shell.user_ns

    def list_variables() -> str:
        """List the notebook's variables with their types (DataFrames with their shapes)."""
        lines = []
        for name, value in sorted(_user_vars(ns).items()):
            kind = type(value).__name__
            if _is_dataframe(value):
                lines.append(f"{name}: DataFrame {value.shape[0]} rows x {value.shape[1]} columns")
            elif callable(value):
                lines.append(f"{name}: {kind}")
            else:
                text = repr(value)
                lines.append(f"{name}: {kind} = {text[:80] + '…' if len(text) > 80 else text}")
        return "\n".join(lines) or "(no variables)"

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
        return _clip("\n".join(info))

    def query_dataframes(sql: str) -> str:
        """Run a read-only SQL query (DuckDB dialect) over the notebook's pandas DataFrames.

        Each DataFrame is a table named like its variable. Only SELECT queries are allowed.

        Args:
            sql: One SELECT statement, e.g. "SELECT region, sum(sales) FROM df GROUP BY 1".
        """
        import duckdb

        con = duckdb.connect(":memory:")
        try:
            statements = con.extract_statements(sql)
            if len(statements) != 1 or statements[0].type != duckdb.StatementType.SELECT:
                raise ValueError("only a single SELECT statement is allowed")
            for name, value in _user_vars(ns).items():
                if _is_dataframe(value):
                    con.register(name, value)
            # no files, no network, no ATTACH: the query sees the registered DataFrames only
            con.execute("SET enable_external_access = false")
            con.execute("SET lock_configuration = true")
            frame = con.execute(sql).fetch_df()
        finally:
            con.close()
        shown = frame.head(_MAX_ROWS).to_string(max_cols=30, max_colwidth=40)
        more = f"\n({len(frame)} rows, first {_MAX_ROWS} shown)" if len(frame) > _MAX_ROWS else f"\n({len(frame)} rows)"
        return _clip(shown + more)

    def run_python(code: str) -> str:
        """Run Python code in the notebook's namespace and return what it printed and its last value.

        Args:
            code: Python source. The value of a final expression is returned like in a cell.
        """
        tree = ast.parse(code, mode="exec")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        out = io.StringIO()
        value: Any = None
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            try:
                exec(compile(tree, "<agent>", "exec"), ns)
                if isinstance(last, ast.Expr):
                    value = eval(compile(ast.Expression(last.value), "<agent>", "eval"), ns)
            except Exception:
                traceback.print_exc(limit=-3)
        text = out.getvalue()
        if value is not None:
            text += ("\n" if text and not text.endswith("\n") else "") + repr(value)
        return _clip(text or "(no output)")

    def insert_code_cell(code: str) -> str:
        """Put code into a new cell below, for the person to review and run. Nothing is executed.

        Args:
            code: The Python source of the new cell.
        """
        shell.set_next_input(code, replace=False)
        return "The code was placed in a new cell below; the person decides whether to run it."

    read_only = {"list_variables", "describe_dataframe", "query_dataframes", "insert_code_cell"}
    funcs = (list_variables, describe_dataframe, query_dataframes, run_python, insert_code_cell)
    return [
        Tool(f, domain="notebook", read_only=f.__name__ in read_only, thread=f.__name__ == "query_dataframes")
        for f in funcs
    ]
