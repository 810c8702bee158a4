"""The import rules between nbagent's packages (docs/architecture.md), read from the source with ``ast``.

Every ``import`` counts: at module level, inside functions (lazy imports) and
under ``if TYPE_CHECKING:``. The one exemption is the one the design makes: the
loop may name ``memory`` types under ``TYPE_CHECKING`` (it talks to memory
through Protocols). ``nbagent/__init__.py`` (the lazy facade) is not checked;
a name imported from it (``from .. import Agent``) counts as an import of the
module it comes from. ``importlib.import_module("nbagent._binding")`` is not
seen: the design reaches the session binding from the Agent by name, on purpose.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import nbagent

PACKAGE = Path(nbagent.__file__).parent

LEAVES = frozenset({
    "exceptions", "messages", "events", "_fold", "_files", "_home", "_retry", "pricing", "_context",
    "_render", "_invoke", "_config", "_yaml", "models", "budget", "_observers", "telemetry", "boundary",
})  # fmt: skip
"""Modules that import only each other (``_invoke``: calling a hook with a time limit, ``boundary``: the trust
boundary (origins, folder trust, provenance and the spotlight, the redactor, linear-time matching, lookalikes,
terminal-safe text), ``_config``: ``nbagent.configure`` defaults, ``_yaml``: the line-tracking YAML reader of
configuration files, ``budget``: cost budgets, their estimate and the day's ledger, ``_observers``: process-wide
event observers, ``telemetry``: OpenTelemetry spans from the events)."""

LOOP = frozenset({"agent", "_pipeline", "_run", "_turn", "result"})
"""The agent loop: one node for cycles."""

_ALL = frozenset(
    {*LEAVES, *LOOP, "_binding", "tools", "providers", "policy", "guards", "approval", "memory", "store",
     "rag", "mcp", "ipython", "server", "cache", "cassettes"}
)  # fmt: skip

ALLOWED: dict[str, frozenset[str]] = {
    **{leaf: LEAVES for leaf in LEAVES},
    "tools": LEAVES,
    "providers": LEAVES,
    "policy": LEAVES,
    "guards": LEAVES | {"policy"},
    "approval": LEAVES | {"policy"},
    "memory": LEAVES | {"tools", "providers", "guards", "policy"},
    "cache": LEAVES | {"providers"},
    **{part: LEAVES | LOOP | {"tools", "providers", "policy", "guards", "approval", "cache"} for part in LOOP},
    "_binding": LEAVES | {"store", "agent"},
    "store": LEAVES | {"memory", "cache", "providers"},
    "rag": LEAVES | {"tools"},
    "mcp": LEAVES | {"tools", "policy"},
    "cassettes": LEAVES | {"approval", "tools", "cache", "providers"},
    "ipython": _ALL - {"server"},
    "server": LEAVES | {"store"},
    "cli": LEAVES | {"store"},
}
"""What each part may import besides the stdlib and third-party packages (the table of docs/architecture.md)."""

TYPE_ONLY: dict[str, frozenset[str]] = {part: frozenset({"memory"}) for part in LOOP}
"""Extra imports allowed under ``if TYPE_CHECKING:`` only."""


@dataclass(frozen=True)
class Import:
    """One import of an nbagent module by another."""

    source: str  # dotted module name of the importer
    target: str  # dotted module name imported (or the package a name was taken from)
    where: str  # path:line
    type_only: bool  # under ``if TYPE_CHECKING:``

    @property
    def part(self) -> str:
        return part_of(self.source)

    @property
    def target_part(self) -> str:
        return part_of(self.target)

    def __str__(self) -> str:
        return f"{self.where}: {self.source} imports {self.target}" + (" (TYPE_CHECKING)" if self.type_only else "")


def part_of(module: str) -> str:
    """``nbagent.store._db`` -> ``store``; ``nbagent`` -> ``""`` (the facade)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _module_name(root: Path, file: Path) -> str:
    rel = file.relative_to(root.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _lazy_names(root: Path) -> dict[str, str]:
    """The facade's ``_LAZY`` table: public name -> module (``"Agent"`` -> ``"nbagent.agent"``)."""
    init = root / "__init__.py"
    for node in ast.walk(ast.parse(init.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_LAZY" for t in node.targets):
            table = ast.literal_eval(node.value)
            return {name: root.name + module for name, module in table.items()}
    return {}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk(node: ast.AST, type_only: bool = False) -> Iterator[tuple[ast.AST, bool]]:
    """Every node with whether it sits in the body of an ``if TYPE_CHECKING:``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for stmt in child.body:
                yield stmt, True
                yield from _walk(stmt, True)
            for stmt in child.orelse:
                yield stmt, type_only
                yield from _walk(stmt, type_only)
            continue
        yield child, type_only
        yield from _walk(child, type_only)


def _exists(root: Path, module: str) -> bool:
    rel = Path(*module.split(".")[1:])
    return (root / rel).with_suffix(".py").is_file() or (root / rel / "__init__.py").is_file()


def imports(root: Path = PACKAGE) -> list[Import]:
    """Every import of an nbagent module inside the package at ``root``."""
    lazy = _lazy_names(root)
    found: list[Import] = []
    for file in sorted(root.rglob("*.py")):
        module = _module_name(root, file)
        package = module if file.name == "__init__.py" else module.rpartition(".")[0]
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
        for node, type_only in _walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    start = ".".join(base + ([node.module] if node.module else []))
                else:
                    start = node.module or ""
                for alias in node.names:
                    sub = f"{start}.{alias.name}"
                    if _exists(root, sub):
                        targets.append(sub)  # from .store import _db: the module
                    elif start == root.name and alias.name in lazy:
                        targets.append(lazy[alias.name])  # from .. import Agent: where the facade gets it
                    else:
                        targets.append(start)
            where = f"{file.relative_to(root.parent)}:{getattr(node, 'lineno', 0)}"
            for target in targets:
                if target.split(".")[0] == root.name and part_of(target) and part_of(target) != part_of(module):
                    found.append(Import(module, target, where, type_only))
    return [i for i in found if i.part]  # the facade (nbagent/__init__.py) is not checked


def disallowed(found: Iterable[Import]) -> list[str]:
    """Imports the table does not allow."""
    bad = []
    for i in found:
        allowed = ALLOWED.get(i.part)
        if allowed is None:
            bad.append(f"{i}: {i.part!r} is in no row of the table (add it to docs/architecture.md and ALLOWED)")
        elif i.target_part not in allowed and not (i.type_only and i.target_part in TYPE_ONLY.get(i.part, ())):
            bad.append(str(i))
    return bad


def forbidden(found: Iterable[Import], parts: Iterable[str], targets: Iterable[str]) -> list[str]:
    """Imports from any of ``parts`` into any of ``targets`` (TYPE_CHECKING included)."""
    parts, targets = set(parts), set(targets)
    return [str(i) for i in found if i.part in parts and i.target_part in targets]


def private_store(found: Iterable[Import]) -> list[str]:
    """Imports by the server of anything private in ``store/`` (a module or a name starting with ``_``)."""
    return [
        str(i)
        for i in found
        if i.part == "server" and i.target_part == "store" and any(p.startswith("_") for p in i.target.split(".")[2:])
    ]


def _private_names(root: Path) -> list[str]:
    """``from ..store import _name`` in server/ (a private name from the public package)."""
    bad = []
    for file in sorted((root / "server").rglob("*.py")):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[-1] == "store":
                names = [a.name for a in node.names if a.name.startswith("_")]
                if names:
                    bad.append(f"{file.relative_to(root.parent)}:{node.lineno}: server imports {names} from store")
    return bad


def node_of(part: str) -> str:
    return "agent loop" if part in LOOP else part


def cycles(found: Iterable[Import]) -> list[list[str]]:
    """Strongly connected groups of parts (the loop's modules are one part), with an import for each edge."""
    edges: dict[str, dict[str, Import]] = defaultdict(dict)
    for i in found:
        a, b = node_of(i.part), node_of(i.target_part)
        if a != b:
            edges[a].setdefault(b, i)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                members = set(group)
                groups.append(sorted(str(i) for a in group for b, i in edges[a].items() if b in members))

    for v in list(edges):
        if v not in index:
            visit(v)
    return groups


FOUND = imports()


def test_the_scan_sees_lazy_and_relative_imports() -> None:
    # the magics import the agent inside functions; approval reaches a private module of policy relatively
    assert any(i.part == "ipython" and i.target_part == "agent" for i in FOUND)
    assert any(i.part == "approval" and i.target == "nbagent.policy._conditions" for i in FOUND)


def test_no_cycles_between_packages() -> None:
    found = cycles(FOUND)
    assert found == [], "import cycles between packages:\n" + "\n\n".join("\n".join(c) for c in found)


def test_the_loop_imports_nothing_from_store_ipython_rag_or_server() -> None:
    bad = forbidden(FOUND, LOOP, {"store", "ipython", "rag", "server"})
    assert bad == [], "\n".join(bad)


def test_the_store_never_imports_the_agent_or_the_front_ends() -> None:
    bad = forbidden(FOUND, {"store"}, {*LOOP, "_binding", "ipython", "server"})
    assert bad == [], "\n".join(bad)


def test_the_server_uses_only_the_public_store_api() -> None:
    bad = private_store(FOUND) + _private_names(PACKAGE)
    assert bad == [], "\n".join(bad)


def test_every_part_imports_only_what_the_table_allows() -> None:
    bad = disallowed(FOUND)
    assert bad == [], "\n".join(bad)


# -- the checks catch what they are for (a planted tree)

PLANTED = {
    "__init__.py": '_LAZY = {"Agent": ".agent", "Store": ".store"}\n__version__ = "0"\n',
    "exceptions.py": "",
    "agent.py": (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .memory import Memory\n"
        "def run():\n    from .store import Store\n"
    ),
    "memory/__init__.py": "",
    "store/__init__.py": "def bind():\n    from .. import Agent\n",
    "store/_db.py": "",
    "server/__init__.py": (
        "from ..store._db import connect\nfrom ..store import _db, Store\nfrom .. import __version__\n"
    ),
    "guards/__init__.py": "def f():\n    import nbagent.ipython.magics\n",
    "ipython/__init__.py": "",
    "ipython/magics.py": "",
}


@pytest.fixture
def planted(tmp_path: Path) -> list[Import]:
    root = tmp_path / "nbagent"
    for name, text in PLANTED.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return imports(root)


def test_the_checks_catch_planted_violations(planted: list[Import], tmp_path: Path) -> None:
    # a lazy import inside a function counts; a name taken from the facade counts as its module
    assert forbidden(planted, LOOP, {"store"}) == ["nbagent/agent.py:5: nbagent.agent imports nbagent.store"]
    assert forbidden(planted, {"store"}, LOOP) == ["nbagent/store/__init__.py:2: nbagent.store imports nbagent.agent"]
    assert cycles(planted) == [
        [
            "nbagent/agent.py:5: nbagent.agent imports nbagent.store",
            "nbagent/store/__init__.py:2: nbagent.store imports nbagent.agent",
        ]
    ]
    assert private_store(planted) == [
        "nbagent/server/__init__.py:1: nbagent.server imports nbagent.store._db",
        "nbagent/server/__init__.py:2: nbagent.server imports nbagent.store._db",
    ]
    assert _private_names(tmp_path / "nbagent") == ["nbagent/server/__init__.py:2: server imports ['_db'] from store"]
    bad = disallowed(planted)
    # memory under TYPE_CHECKING is the loop's one exemption; guards -> ipython is in no row of the table
    assert not any("memory" in b for b in bad)
    assert "nbagent/guards/__init__.py:2: nbagent.guards imports nbagent.ipython.magics" in bad
    assert any("nbagent.agent imports nbagent.store" in b for b in bad)
