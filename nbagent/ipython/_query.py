"""Memory bounds for ``query_dataframes`` that DuckDB's ``memory_limit`` does not give.

DuckDB's memory limit covers its buffer manager (hash tables, sorts), not the
strings and lists that expressions build: ``SELECT repeat('x', 20000000) FROM
range(51)`` fetched whole into pandas grew the kernel by 4 GB, and a constant
``length(repeat('x', 700000000))`` is folded while the query is planned (+1.3 GB
before a single row). Two guards, both cheap:

- :func:`check_sizes` reads the statement's syntax tree (``json_serialize_sql``)
  and refuses string and list builders (``repeat``, ``lpad``, ``rpad``,
  ``list_resize``, scalar ``range`` ..., ``printf``/``format`` widths) whose
  size, worked out from constants (also ``700000000 + 0``, casts, nested
  builders), is above ``MAX_BUILT``. A size that depends on the data is
  not known before the query runs and is not refused.
- :func:`fetch_cut` fetches at most ``rows`` rows with every value that is not a
  fixed-size number, date or boolean cast to text and cut to ``MAX_VALUE``
  characters inside DuckDB, so pandas never holds a huge value.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from ..boundary._sql import quote_ident

if TYPE_CHECKING:
    import duckdb
    import pandas as pd

    from ..messages import JSONObject, JSONValue

__all__ = ["MAX_BUILT", "MAX_VALUE", "check_sizes", "fetch_cut"]

MAX_BUILT = 1_000_000  # characters or list items one builder may make
MAX_VALUE = 200  # characters of one value fetched (the table shows 40)

# function -> index of the argument that says how big the result is
_BUILDERS = {
    "repeat": 1,
    "lpad": 1,
    "rpad": 1,
    "list_resize": 1,
    "array_resize": 1,
    "range": -1,  # scalar range / generate_series: the largest argument
    "generate_series": -1,
}
_WIDTH = re.compile(r"%[-+ #0]*(\d+)|\{[^{}]*?(\d+)[^{}]*\}")  # printf / format field widths
_FIXED = re.compile(
    r"(BOOLEAN|TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE"
    r"|DECIMAL\(\d+,\d+\)|DATE|TIME|TIMESTAMP|TIMESTAMP_S|TIMESTAMP_MS|TIMESTAMP_NS|TIME WITH TIME ZONE"
    r"|TIMESTAMP WITH TIME ZONE|INTERVAL|UUID)"
)


class QueryTooLarge(ValueError):
    """The query would build a value too large to hold safely in the notebook's process."""


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _arguments(node: JSONObject) -> list[JSONValue]:
    """A function node's arguments in either serialised form: DuckDB 2.0's ``arguments`` (each possibly
    wrapped as ``{"expression": ...}``) or 1.5's ``children``."""
    raw = node.get("arguments") or node.get("children") or []
    if not isinstance(raw, list):
        return []
    return [a.get("expression") if isinstance(a, dict) and "expression" in a else a for a in raw]


def _constant(node: JSONValue) -> str | None:
    """A constant node's value as text, in either serialised form (2.0: ``literal.text``; 1.5:
    ``value.value``, a string or a number), else None."""
    if not isinstance(node, dict):
        return None
    literal = node.get("literal")
    if isinstance(literal, dict) and isinstance(literal.get("text"), str):
        return str(literal["text"])
    value = node.get("value")
    if isinstance(value, dict) and not value.get("is_null"):
        inner = value.get("value")
        if isinstance(inner, str):
            return inner
        if isinstance(inner, int | float) and not isinstance(inner, bool):
            return str(inner)
    return None


def _value(node: JSONValue) -> float | None:
    """The number a constant expression stands for (literals, casts, + - * / of constants), else None."""
    if not isinstance(node, dict):
        return None
    cls = node.get("class")
    if cls == "CONSTANT":
        text = _constant(node)
        return _number(text) if isinstance(text, str) else None
    if cls == "CAST":
        return _value(node.get("child"))
    if cls == "FUNCTION" and node.get("function_name") in ("+", "-", "*", "/", "//", "add", "multiply"):
        args = [_value(a) for a in _arguments(node)]
        if len(args) != 2 or None in args:
            return None
        a, b = args[0] or 0.0, args[1] or 0.0
        name = node["function_name"]
        if name in ("+", "add"):
            return a + b
        if name == "-":
            return a - b
        if name in ("*", "multiply"):
            return a * b
        return a / b if b else None
    return None


def _size(node: JSONValue) -> float:
    """An estimate of the characters / items ``node`` builds when constants say (1 when unknown)."""
    if not isinstance(node, dict):
        return 1.0
    if node.get("class") == "CONSTANT":
        text = _constant(node)
        return float(max(1, len(text))) if isinstance(text, str) else 1.0
    if node.get("class") == "FUNCTION":
        name = str(node.get("function_name", "")).lower()
        args = _arguments(node)
        if name in _BUILDERS and args:
            if _BUILDERS[name] < 0:
                counts = [abs(v) for v in map(_value, args) if v is not None]
                return max(counts, default=1.0)
            index = _BUILDERS[name]
            count = _value(args[index]) if index < len(args) else None
            return _size(args[0]) * max(1.0, abs(count or 1.0))
        if name in ("printf", "format") and args:
            text = _constant(args[0]) or ""
            widths = [int(n) for m in _WIDTH.finditer(str(text)[:10_000]) for n in m.groups() if n]
            return float(max(widths, default=1))
        if name in ("concat", "||", "list_concat", "array_concat"):
            return sum(_size(a) for a in args)
    return 1.0


def _walk(node: JSONValue, found: list[str]) -> None:
    if isinstance(node, dict):
        if node.get("class") == "FUNCTION":
            name = str(node.get("function_name", "")).lower()
            if name in _BUILDERS or name in ("printf", "format"):
                size = _size(node)
                if size > MAX_BUILT:
                    found.append(f"{name}(...) builds about {size:,.0f} characters or items")
        for value in node.values():
            _walk(value, found)
    elif isinstance(node, list):
        for value in node:
            _walk(value, found)


def check_sizes(con: duckdb.DuckDBPyConnection, sql: str) -> None:
    """Raise :class:`QueryTooLarge` when constants say the query builds a value over ``MAX_BUILT``."""
    rows = con.execute("SELECT json_serialize_sql(?::VARCHAR)", [sql]).fetchall()
    row = rows[0] if rows else None
    tree: JSONValue = json.loads(row[0]) if row and row[0] else {}
    statements = tree.get("statements") if isinstance(tree, dict) else None
    found: list[str] = []
    for statement in statements if isinstance(statements, list) else ():
        node = statement.get("node") if isinstance(statement, dict) else None
        # a table function in FROM (range(16000000)) streams rows under the buffer manager: only its
        # arguments are looked at, not the function itself
        _walk(_without_table_functions(node), found)
    if found:
        raise QueryTooLarge(
            f"the query would build a value too large for the notebook's memory ({found[0]}; at most "
            f"{MAX_BUILT:,} per value): make it smaller"
        )


def _without_table_functions(node: JSONValue) -> JSONValue:
    if isinstance(node, dict):
        function = node.get("function")
        if node.get("type") == "TABLE_FUNCTION" and isinstance(function, dict):
            inner = dict(function)
            inner["class"] = "TABLE_FUNCTION_CALL"  # not a scalar builder
            return {**node, "function": _without_table_functions(inner)}
        return {k: _without_table_functions(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_without_table_functions(v) for v in node]
    return node


def fetch_cut(con: duckdb.DuckDBPyConnection, rel: duckdb.DuckDBPyRelation, rows: int) -> pd.DataFrame:
    """The first ``rows`` rows of ``rel`` as a DataFrame, every variable-size value cut in DuckDB first."""
    names = list(rel.columns)
    types = [str(t) for t in rel.types]
    rel.create_view("nbagent_query", replace=True)
    aliases = ", ".join(f"c{i}" for i in range(len(names)))
    exprs = []
    for i, (name, kind) in enumerate(zip(names, types, strict=True)):
        # the result's own column names, given back as aliases (the query is the person's own)
        quoted = quote_ident(name, names, what="the result column")
        exprs.append(
            f"c{i} AS {quoted}" if _FIXED.fullmatch(kind) else f"left(CAST(c{i} AS VARCHAR), {MAX_VALUE}) AS {quoted}"
        )
    return con.sql(f"SELECT {', '.join(exprs)} FROM nbagent_query AS q({aliases}) LIMIT {int(rows)}").fetchdf()
