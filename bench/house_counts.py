"""How loose the house is: counts read from nbagent's source with ``ast``, for before/after figures.

Counted over every ``.py`` file of ``nbagent/``:

- ``Any``: every ``Any`` the code names (``Any``, ``typing.Any``), plus every use of a type alias whose
  definition names ``Any`` (``JSON = dict[str, Any]``; each ``JSON`` counts once more), per 1,000 lines too;
- ``cast(`` calls and ``# type: ignore`` comments;
- ``getattr``/``hasattr`` calls (probes of optional attributes);
- imports inside functions, and those of them that import nbagent's own modules;
- ``importlib.import_module`` calls that name an nbagent module;
- the parameters of ``Agent.__init__`` besides ``self``;
- the modules at the top of ``nbagent/`` (``.py`` files besides ``__init__.py``).

    python bench/house_counts.py [--root nbagent] [--json]
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import tokenize
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "nbagent"


@dataclass
class Counts:
    lines: int = 0
    any_named: int = 0
    any_via_alias: int = 0
    casts: int = 0
    type_ignores: int = 0
    getattr_probes: int = 0
    hasattr_probes: int = 0
    function_imports: int = 0
    function_imports_own: int = 0
    importlib_own: int = 0
    agent_init_params: int = 0
    top_level_modules: int = 0

    @property
    def any_total(self) -> int:
        return self.any_named + self.any_via_alias

    @property
    def any_per_kloc(self) -> float:
        return 1000 * self.any_total / max(self.lines, 1)


def _names_any(node: ast.AST) -> bool:
    return any(
        (isinstance(n, ast.Name) and n.id == "Any") or (isinstance(n, ast.Attribute) and n.attr == "Any")
        for n in ast.walk(node)
    )


def _aliases(tree: ast.Module) -> set[str]:
    """Module-level names bound to a type expression naming ``Any`` (``X = dict[str, Any]``, ``X: TypeAlias = ...``)."""
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value, name = node.value, node.targets[0].id
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            value, name = node.value, node.target.id
        else:
            continue
        is_type = isinstance(value, ast.Subscript | ast.BinOp | ast.Name | ast.Attribute)
        if is_type and _names_any(value) and not isinstance(value, ast.Call):
            found.add(name)
    return found


def _is_own(module: str | None, level: int) -> bool:
    return level > 0 or (module or "").split(".")[0] == "nbagent"


def _count_file(path: Path, counts: Counts) -> None:
    source = path.read_text(encoding="utf-8")
    counts.lines += source.count("\n")
    tree = ast.parse(source, str(path))
    aliases = _aliases(tree)
    alias_defs = {id(n.targets[0]) for n in tree.body if isinstance(n, ast.Assign)}
    alias_defs |= {id(n.target) for n in tree.body if isinstance(n, ast.AnnAssign)}
    for node in ast.walk(tree):
        named_any = isinstance(node, ast.Name) and node.id == "Any"
        if named_any or (isinstance(node, ast.Attribute) and node.attr == "Any"):
            counts.any_named += 1
        elif isinstance(node, ast.Name) and node.id in aliases and id(node) not in alias_defs:
            counts.any_via_alias += 1
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name == "cast":
                counts.casts += 1
            elif name == "getattr" and isinstance(func, ast.Name):
                counts.getattr_probes += 1
            elif name == "hasattr" and isinstance(func, ast.Name):
                counts.hasattr_probes += 1
            elif name == "import_module" and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and str(arg.value).startswith(("nbagent", ".")):
                    counts.importlib_own += 1
        elif isinstance(node, ast.ClassDef) and node.name == "Agent":
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                    a = item.args
                    counts.agent_init_params = len(a.posonlyargs) + len(a.args) + len(a.kwonlyargs) - 1
                    counts.agent_init_params += (a.vararg is not None) + (a.kwarg is not None)
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and "type: ignore" in tok.string:
            counts.type_ignores += 1


def _function_imports(root: Path, counts: Counts) -> None:
    """Imports inside functions (each import statement once, nested functions included)."""
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        seen: set[int] = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for inner in ast.walk(node):
                if inner is node or id(inner) in seen or not isinstance(inner, ast.Import | ast.ImportFrom):
                    continue
                seen.add(id(inner))
                counts.function_imports += 1
                if isinstance(inner, ast.ImportFrom):
                    counts.function_imports_own += _is_own(inner.module, inner.level)
                else:
                    counts.function_imports_own += any(_is_own(a.name, 0) for a in inner.names)


def count(root: Path = ROOT) -> Counts:
    counts = Counts()
    for path in sorted(root.rglob("*.py")):
        _count_file(path, counts)
    _function_imports(root, counts)
    counts.top_level_modules = sum(1 for p in root.glob("*.py") if p.name != "__init__.py")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    c = count(args.root)
    if args.json:
        print(json.dumps({**asdict(c), "any_total": c.any_total, "any_per_kloc": round(c.any_per_kloc, 1)}))
        return
    rows = [
        ("lines of nbagent/", f"{c.lines:,}"),
        ("Any (named + via aliases)", f"{c.any_total:,} ({c.any_named:,} + {c.any_via_alias:,})"),
        ("Any per 1,000 lines", f"{c.any_per_kloc:.1f}  (target <= 10)"),
        ("cast( calls", str(c.casts)),
        ("# type: ignore", str(c.type_ignores)),
        ("getattr( / hasattr( calls", f"{c.getattr_probes} / {c.hasattr_probes}"),
        ("imports inside functions", str(c.function_imports)),
        ("  of nbagent's own modules", str(c.function_imports_own)),
        ("importlib.import_module of nbagent", str(c.importlib_own)),
        ("Agent.__init__ parameters (no self)", str(c.agent_init_params)),
        ("modules at the top of nbagent/", str(c.top_level_modules)),
    ]
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()
