"""SQL is never built from data: nbagent's source, scanned with ``ast`` (issue 32).

The rule, as :func:`scan` applies it to every ``nbagent/**/*.py``:

**Which strings are SQL.**

(A) The SQL argument of a call of ``<anything>.execute``, ``.executemany``, ``.query``, ``.sql`` or
    ``.sql_query`` (its first positional argument, or the keyword ``query=`` / ``sql=``), of
    ``run(con, sql, ...)`` (``nbagent.store._db.run``: its second argument), whenever that argument
    is *built*: an f-string, a ``%`` format or a ``.format(...)`` of a string literal, a ``+`` with a
    string literal or an f-string in it, or a local variable of the same function bound to one of
    those. (The names given to ``con.register`` are not SQL text: DuckDB never parses them; SQL that
    names a registered view is checked like any other.)
(B) Anywhere in the code, an f-string, a ``%`` format, a ``.format(...)`` or a ``+`` concatenation
    whose literal text begins with a SQL keyword in capitals (``SELECT``, ``WITH``, ``INSERT``,
    ``UPDATE``, ``DELETE``, ``CREATE``, ``ALTER``, ``DROP``, ``ATTACH``, ``DETACH``, ``COPY``,
    ``SET``, ``PRAGMA``, ``LOAD``, ``INSTALL``, ``EXPORT``, ``IMPORT``, ``CALL``, ``USE``,
    ``CHECKPOINT``, ``BEGIN``): statements put in a list, returned by a helper, or executed later.

**What may be interpolated into SQL.** Every expression that goes into such a string must be *safe*:

1. a literal (``str``, ``int``, ``float``, ``bool``, ``None``);
2. a call of a function the module imported from ``nbagent.boundary._sql`` (``quote_ident``,
   ``quote_idents``, ``quote_literal``, ``known_word``: they check a name against an allowed set
   before quoting it), or ``int(...)``. (``store/convert.py`` runs as a plain script with only DuckDB
   installed: it imports ``quote_literal`` and defines the same quoting under ``except ImportError``);
3. a module-level constant: a name in capitals (``NAME``, ``_NAME``) that the function does not
   bind, or imports;
4. a loop variable (``for`` or a comprehension) over a literal tuple, list or set, over a module-level
   constant, or over ``C.items()``, ``C.keys()``, ``C.values()``, ``sorted(C)`` of one (a literal
   tuple element); the integers of ``range(...)`` and the index of ``enumerate(...)``; ``zip(A, B)``
   gives each target the elements of its own iterable;
5. a local variable of the function (or of a function it is nested in) every binding of which is
   safe: each assignment, ``+=``, and each ``.append(x)`` / ``.extend(x)`` / ``.insert(i, x)`` on it;
   a parameter, a ``with ... as``, an unpacked call result is not safe;
6. made only of safe parts: an f-string, ``+``, ``%``, ``.format``, a conditional expression,
   ``sep.join(...)`` of a list, tuple or generator of safe elements, a method call of ``str`` (``.replace``,
   ``.upper``, ``.split`` ...) on a safe string with safe arguments, and a subscript of a safe value
   (``CONST[key]``, ``{"a": "x"}[key]``: any key picks one of the constants).

Anything else (a parameter, an attribute, another function's result, a value read from a file) is a
finding: route it through the helper, or bind it as a parameter (``?``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import nbagent
from nbagent.boundary._sql import UnknownIdentifier, known_word, quote_ident, quote_idents, quote_literal

PACKAGE = Path(nbagent.__file__).parent

SQL_METHODS = frozenset({"execute", "executemany", "query", "sql", "sql_query"})
HELPERS = frozenset({"quote_ident", "quote_idents", "quote_literal", "known_word"})
HELPER_MODULE = "boundary._sql"
_KEYWORDS = (
    "SELECT|WITH|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|ATTACH|DETACH|COPY|SET|PRAGMA|LOAD|INSTALL|EXPORT|"
    "IMPORT|CALL|USE|CHECKPOINT|BEGIN"
)
SQL_START = re.compile(rf"\s*(?:{_KEYWORDS})\b")
CONSTANT = re.compile(r"_?[A-Z][A-Z0-9_]*")
_STR_METHODS = frozenset(name for name in dir(str) if not name.startswith("_"))
_ITERATE = frozenset({"items", "keys", "values"})
_ITER_FUNCS = frozenset({"sorted", "tuple", "list", "reversed"})


@dataclass
class Scope:
    """A function (or the module): what each name is bound to in it."""

    node: ast.AST
    parent: Scope | None
    bindings: dict[str, list[tuple[str, ast.AST | None]]] = field(default_factory=dict)

    def bind(self, name: str, kind: str, value: ast.AST | None) -> None:
        self.bindings.setdefault(name, []).append((kind, value))

    def lookup(self, name: str) -> tuple[Scope, list[tuple[str, ast.AST | None]]] | None:
        scope: Scope | None = self
        while scope is not None:
            if name in scope.bindings and (scope.parent is not None or scope is self):
                return scope, scope.bindings[name]
            scope = scope.parent
        return None


def _target_names(target: ast.AST) -> Iterator[str]:
    for node in ast.walk(target):
        if isinstance(node, ast.Name):
            yield node.id


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp)


def _own_nodes(root: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a scope (module, function, comprehension), without those of the scopes inside it."""
    stack = list(ast.iter_child_nodes(root))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, _SCOPES):
            continue
        stack.extend(ast.iter_child_nodes(node))


def _bind_loop(scope: Scope, target: ast.AST, iterable: ast.AST) -> None:
    """Bind a loop's target: ``range`` gives integers, ``enumerate`` an integer and the elements,
    ``zip`` each target its own iterable; anything else: every name loops over the iterable."""
    call = iterable if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name) else None
    name = call.func.id if call is not None and isinstance(call.func, ast.Name) else ""
    if call is not None and name == "range":
        for n in _target_names(target):
            scope.bind(n, "int", None)
        return
    if (
        call is not None
        and name == "enumerate"
        and call.args
        and isinstance(target, ast.Tuple)
        and len(target.elts) == 2
    ):
        for n in _target_names(target.elts[0]):
            scope.bind(n, "int", None)
        _bind_loop(scope, target.elts[1], call.args[0])
        return
    if call is not None and name == "zip" and isinstance(target, ast.Tuple) and len(target.elts) == len(call.args):
        for elt, arg in zip(target.elts, call.args, strict=True):
            _bind_loop(scope, elt, arg)
        return
    for n in _target_names(target):
        scope.bind(n, "loop", iterable)


def _collect(scope: Scope) -> None:
    node = scope.node
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        a = node.args
        for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]:
            if arg is not None:
                scope.bind(arg.arg, "param", None)
    for child in _own_nodes(node):
        if isinstance(child, ast.Assign):
            for target in child.targets:
                if isinstance(target, ast.Name):
                    scope.bind(target.id, "value", child.value)
                elif isinstance(target, (ast.Tuple, ast.List)):
                    values = child.value.elts if isinstance(child.value, (ast.Tuple, ast.List)) else None
                    for i, elt in enumerate(target.elts):
                        for name in _target_names(elt):
                            ok = values is not None and len(values) == len(target.elts) and isinstance(elt, ast.Name)
                            scope.bind(name, "value" if ok else "opaque", values[i] if ok and values else None)
        elif isinstance(child, (ast.AnnAssign, ast.AugAssign)) and isinstance(child.target, ast.Name):
            if child.value is not None:
                scope.bind(child.target.id, "value", child.value)
        elif isinstance(child, (ast.For, ast.AsyncFor, ast.comprehension)):
            _bind_loop(scope, child.target, child.iter)
        elif isinstance(child, (ast.With, ast.AsyncWith)):
            for item in child.items:
                if item.optional_vars is not None:
                    for name in _target_names(item.optional_vars):
                        scope.bind(name, "opaque", None)
        elif isinstance(child, ast.NamedExpr):
            scope.bind(child.target.id, "value", child.value)
        elif isinstance(child, (ast.Import, ast.ImportFrom)):
            for alias in child.names:
                scope.bind((alias.asname or alias.name).split(".")[0], "import", child)
        elif (isinstance(child, ast.ExceptHandler) and child.name) or isinstance(
            child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        ):
            scope.bind(child.name, "opaque", None)
        elif (
            isinstance(child, ast.Call)
            and isinstance(child.func, ast.Attribute)
            and isinstance(child.func.value, ast.Name)
            and child.func.attr in ("append", "extend", "insert")
            and child.args
        ):
            kind = "elements" if child.func.attr == "extend" else "element"
            scope.bind(child.func.value.id, kind, child.args[-1])


class Checker:
    """The scan of one module's source."""

    def __init__(self, source: str, filename: str) -> None:
        self.filename = filename
        self.tree = ast.parse(source, filename)
        self.helpers = self._helper_names()
        self.findings: dict[tuple[int, int], str] = {}
        self.scopes: dict[ast.AST, Scope] = {}
        self._build(self.tree, None)

    def _helper_names(self) -> set[str]:
        names: set[str] = set()
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith(HELPER_MODULE):
                names |= {alias.asname or alias.name for alias in node.names if alias.name in HELPERS}
        return names

    def _build(self, node: ast.AST, parent: Scope | None) -> None:
        scope = Scope(node, parent)
        _collect(scope)
        self.scopes[node] = scope
        for child in _own_nodes(node):
            if isinstance(child, _SCOPES):
                self._build(child, scope)

    # -- what is safe ---------------------------------------------------------------------------

    def unsafe(self, expr: ast.AST | None, scope: Scope, seen: frozenset[str] = frozenset()) -> list[ast.AST]:
        """The parts of ``expr`` that are not safe (empty: all of it is)."""
        if expr is None:
            return []
        match expr:
            case ast.Constant():
                return []
            case ast.JoinedStr(values=values):
                return [bad for v in values for bad in self.unsafe(v, scope, seen)]
            case ast.FormattedValue(value=value, format_spec=spec):
                return self.unsafe(value, scope, seen) + self.unsafe(spec, scope, seen)
            case ast.BinOp(left=left, right=right) if isinstance(expr.op, (ast.Add, ast.Mod)):
                return self.unsafe(left, scope, seen) + self.unsafe(right, scope, seen)
            case ast.IfExp(body=body, orelse=orelse):
                return self.unsafe(body, scope, seen) + self.unsafe(orelse, scope, seen)
            case ast.Tuple(elts=elts) | ast.List(elts=elts) | ast.Set(elts=elts):
                return [bad for e in elts for bad in self.unsafe(e, scope, seen)]
            case ast.Dict(values=values):
                return [bad for v in values for bad in self.unsafe(v, scope, seen)]
            case ast.Subscript(value=value):
                return self.unsafe(value, scope, seen)  # any key picks one of the safe values
            case ast.GeneratorExp(elt=elt) | ast.ListComp(elt=elt) | ast.SetComp(elt=elt):
                return self.unsafe(elt, self.scopes[expr], seen)
            case ast.Name(id=name):
                return self._name(expr, name, scope, seen)
            case ast.Call():
                return self._call(expr, scope, seen)
            case ast.Starred(value=value):
                return self.unsafe(value, scope, seen)
        return [expr]

    def _call(self, call: ast.Call, scope: Scope, seen: frozenset[str]) -> list[ast.AST]:
        func = call.func
        if isinstance(func, ast.Name) and (func.id in self.helpers or func.id == "int"):
            return []
        if isinstance(func, ast.Attribute) and func.attr in _STR_METHODS:
            parts = [func.value, *call.args, *(k.value for k in call.keywords)]
            return [bad for part in parts for bad in self.unsafe(part, scope, seen)]
        return [call]

    def _name(self, expr: ast.Name, name: str, scope: Scope, seen: frozenset[str]) -> list[ast.AST]:
        found = scope.lookup(name)
        if found is None or found[0].parent is None:  # not bound in a function: a global
            module_bindings = self.scopes[self.tree].bindings.get(name, [])
            if CONSTANT.fullmatch(name) and all(kind in ("value", "import") for kind, _ in module_bindings):
                return []
            return [expr]
        home, bindings = found
        if name in seen:
            return []  # a cycle (x = x + "..."): its other bindings decide
        bad: list[ast.AST] = []
        for kind, value in bindings:
            if kind == "int":
                continue
            if kind == "import":
                if not CONSTANT.fullmatch(name):
                    bad.append(expr)
            elif kind in ("value", "element"):
                bad += self.unsafe(value, home, seen | {name})
            elif kind == "elements":
                bad += self._elements(value, home, seen | {name}, expr)
            elif kind == "loop":
                bad += self._loop(value, home, seen | {name}, expr)
            else:
                bad.append(expr)
        return bad

    def _elements(self, value: ast.AST | None, scope: Scope, seen: frozenset[str], expr: ast.AST) -> list[ast.AST]:
        if isinstance(value, (ast.List, ast.Tuple, ast.Set, ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.Name)):
            return self.unsafe(value, scope, seen)
        return [expr]

    def _loop(self, iterable: ast.AST | None, scope: Scope, seen: frozenset[str], expr: ast.AST) -> list[ast.AST]:
        """A loop variable is safe when it iterates over constants (rule 4)."""
        node = iterable
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _ITERATE:
            node = node.func.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _ITER_FUNCS:
            node = node.args[0] if node.args else None
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return self.unsafe(node, scope, seen) and [expr]
        if isinstance(node, ast.Name):
            return [expr] if self._name(node, node.id, scope, seen) else []
        return [expr]

    # -- what is SQL ----------------------------------------------------------------------------

    @staticmethod
    def built(expr: ast.AST) -> bool:
        """Is ``expr`` a string built by formatting (an f-string with a value in it, ``%``, ``.format``, ``+``)?"""
        match expr:
            case ast.JoinedStr(values=values):
                return any(isinstance(v, ast.FormattedValue) for v in values)
            case ast.BinOp(left=left, right=right) if isinstance(expr.op, ast.Mod):
                return isinstance(left, (ast.Constant, ast.JoinedStr)) and isinstance(getattr(left, "value", ""), str)
            case ast.BinOp(left=left, right=right) if isinstance(expr.op, ast.Add):
                parts = (left, right)
                texty = any(
                    isinstance(p, ast.JoinedStr) or (isinstance(p, ast.Constant) and isinstance(p.value, str))
                    for p in parts
                )
                return texty or any(Checker.built(p) for p in parts)
            case ast.Call(func=ast.Attribute(value=ast.Constant(value=str()), attr="format")):
                return True
        return False

    @staticmethod
    def leading_text(expr: ast.AST) -> str | None:
        """The literal text a built string begins with (None: it does not begin with literal text)."""
        match expr:
            case ast.JoinedStr(values=[ast.Constant(value=str() as text), *_]):
                return text
            case ast.Constant(value=str() as text):
                return text
            case ast.BinOp(left=left):
                return Checker.leading_text(left)
            case ast.Call(func=ast.Attribute(value=ast.Constant(value=str() as text), attr="format")):
                return text
        return None

    def _built_name(self, expr: ast.AST, scope: Scope) -> bool:
        if not isinstance(expr, ast.Name):
            return self.built(expr)
        found = scope.lookup(expr.id)
        if found is None or found[0].parent is None:
            return False
        return any(kind in ("value", "element") and value is not None and self.built(value) for kind, value in found[1])

    def report(self, where: ast.AST, what: str, parts: list[ast.AST]) -> None:
        for part in parts:
            key = (getattr(part, "lineno", where.lineno), getattr(part, "col_offset", 0))  # type: ignore[attr-defined]
            self.findings.setdefault(
                key,
                f"{self.filename}:{key[0]}: {what} interpolates {ast.unparse(part)!r}: route it through "
                "nbagent.boundary._sql (quote_ident / known_word / quote_literal) or bind it as a parameter",
            )

    def run(self) -> list[str]:
        for node, scope in self.scopes.items():
            for child in _own_nodes(node):
                if isinstance(child, ast.Call):
                    self._check_call(child, scope)
                if isinstance(child, (ast.JoinedStr, ast.BinOp, ast.Call)) and self.built(child):
                    text = self.leading_text(child)
                    if text is not None and SQL_START.match(text):
                        self.report(child, "a SQL statement", self.unsafe(child, scope))
        return [self.findings[k] for k in sorted(self.findings)]

    def _check_call(self, call: ast.Call, scope: Scope) -> None:
        func = call.func
        sql: ast.AST | None = None
        if isinstance(func, ast.Attribute) and func.attr in SQL_METHODS:
            sql = (
                call.args[0] if call.args else next((k.value for k in call.keywords if k.arg in ("query", "sql")), None)
            )
        elif isinstance(func, ast.Name) and func.id == "run" and len(call.args) >= 2:
            sql = call.args[1]
        if sql is not None and self._built_name(sql, scope):
            self.report(call, f".{getattr(func, 'attr', getattr(func, 'id', '?'))}() SQL", self.unsafe(sql, scope))


def scan(source: str, filename: str = "<source>") -> list[str]:
    """The findings of the rule (see the module) in one module's source."""
    return Checker(source, filename).run()


def scan_package(root: Path = PACKAGE) -> list[str]:
    """The findings in every module of the package."""
    found: list[str] = []
    for file in sorted(root.rglob("*.py")):
        found += scan(file.read_text(encoding="utf-8"), str(file.relative_to(root.parent)))
    return found


def test_nbagent_builds_no_sql_from_data() -> None:
    found = scan_package()
    assert not found, "SQL built from values that are not checked names or constants:\n" + "\n".join(found)


_FLAGGED = {
    "a column list from a parameter": (
        "def publish(con, columns):\n"
        "    cols = ', '.join(f'\"{c}\"' for c in columns)\n"
        "    con.execute(f'CREATE TABLE lake.t ({cols})')\n",
        "'c'",
    ),
    "a direct f-string": ("def read(con, table):\n    return con.execute(f'SELECT * FROM {table}')\n", "'table'"),
    "a % format": ("def read(con, name):\n    con.sql('SELECT * FROM %s' % name)\n", "'name'"),
    "a .format": ("def read(con, name):\n    con.query('SELECT {} FROM t'.format(name))\n", "'name'"),
    "a concatenation": ("def read(con, name):\n    con.execute('SELECT * FROM ' + name)\n", "'name'"),
    "a variable built first": ("def drop(con, t):\n    sql = f'DELETE FROM {t}'\n    con.execute(sql)\n", "'t'"),
    "a statement kept for later": (
        "def plan(statements, name, kind):\n    statements.append(f'ALTER TABLE t ADD COLUMN {name} {kind}')\n",
        "'name'",
    ),
    "a look-alike helper not imported from nbagent.boundary._sql": (
        "def quote_ident(name, allowed):\n    return name\n\n"
        "def read(con, c):\n    con.execute(f'SELECT {quote_ident(c, KNOWN)} FROM t')\n",
        "quote_ident(c, KNOWN)",
    ),
    "a loop over data": (
        "def read(con, rows):\n    for t in rows:\n        con.execute(f'SELECT * FROM {t}')\n",
        "'t'",
    ),
    "store.run with a built statement": (
        "def purge(con, where):\n    run(con, f'DELETE FROM t WHERE {where}')\n",
        "'where'",
    ),
}


@pytest.mark.parametrize("case", sorted(_FLAGGED))
def test_the_scan_reports_a_planted_violation(case: str) -> None:
    source, part = _FLAGGED[case]
    found = scan(source, "planted.py")
    assert found, f"the scan missed {case}"
    assert any(part in f and f.startswith("planted.py:") for f in found), found


_ACCEPTED = {
    "the helper": (
        "from nbagent.boundary._sql import quote_ident, quote_idents\n"
        "def read(con, c, cols):\n"
        "    names = quote_idents(cols, KNOWN)\n"
        "    con.execute(f'SELECT {quote_ident(c, KNOWN)}, {names} FROM t')\n"
    ),
    "a module constant and a loop over one": (
        "TABLES = ('a', 'b')\n"
        "def read(con):\n"
        "    for t in TABLES:\n"
        "        con.execute(f'SELECT * FROM {t} WHERE x IN ({EXPIRED})')\n"
    ),
    "int() and a bound parameter": (
        "def read(con, n, x):\n    con.execute(f'SELECT * FROM t WHERE a = ? LIMIT {int(n)}', [x])\n"
    ),
    "constant fragments picked by a condition or a key": (
        "_FILTERS = {'user': 'u = ?'}\n"
        "def read(con, keys, archived):\n"
        "    where = ' AND '.join(_FILTERS[k] for k in keys)\n"
        "    extra = '' if archived else ' AND NOT archived'\n"
        "    con.execute(f'SELECT * FROM t WHERE {where}{extra}')\n"
    ),
    "a pass-through of a caller's SQL": "def query(con, sql, params):\n    return con.execute(sql, params)\n",
}


@pytest.mark.parametrize("case", sorted(_ACCEPTED))
def test_the_scan_accepts_what_the_rule_allows(case: str) -> None:
    assert scan(_ACCEPTED[case], "ok.py") == []


def test_the_helper_checks_names_before_quoting_them() -> None:
    evil = "x\" VARCHAR); COPY (SELECT 1) TO '/tmp/x'; --"
    with pytest.raises(UnknownIdentifier, match=re.escape(repr(evil))):
        quote_ident(evil, {"id", "text"}, what="the column of messages")
    assert quote_ident("user", {"user"}) == '"user"'
    assert quote_ident('odd"name', {'odd"name'}) == '"odd""name"'  # allowed, and still quoted right
    assert quote_idents(["id", "text"], {"id", "text"}) == '"id", "text"'
    with pytest.raises(UnknownIdentifier, match="the column type"):
        known_word("VARCHAR); DROP TABLE t; --", {"VARCHAR"}, what="the column type")
    assert known_word("VARCHAR[]", {"VARCHAR[]"}) == "VARCHAR[]"
    assert quote_literal("it's") == "'it''s'"
    with pytest.raises(UnknownIdentifier):
        quote_literal("a\0b")
