"""The trust boundary holds by construction: only ``nbagent/boundary/`` decides trust, and every reader of
outside data takes a typed origin from it (docs/security.md, "Origins"). Read from the source with ``ast``.

Two rules, each shown to fail on a planted violation:

1. **Nobody else asks the record.** The functions of ``nbagent.boundary._folders`` that decide whether
   something is trusted (:data:`DECIDERS`) are called only inside ``nbagent/boundary/``. Outside, a
   module imports the origin functions of ``nbagent.boundary`` instead. (``nbagent/__init__.py`` re-exports
   ``is_trusted`` for people to ask; the ``%agent_trust`` magic edits the record through ``trust``,
   ``untrust`` and the listing functions, which decide nothing.)
2. **Every reader takes an origin.** Each function in :data:`READERS` (the places that read a file,
   a store, a recording, a server's metadata or the lake) calls one of the origin functions
   (``folder_origin``, ``file_origin``, ``config_origin``, ``store_origin``, ``cassette_origin``,
   ``memory_origin``, ``mcp_origin``, ``team_origin``, ``code_origin``) and acts on what it returns.
   A new reader joins the table; one that decides trust on its own fails rule 1 or 2.
"""

from __future__ import annotations

import ast
from pathlib import Path

import nbagent

PACKAGE = Path(nbagent.__file__).parent

DECIDERS = frozenset({
    "is_trusted", "trusted_files", "file_trusted", "code_trusted", "memory_trusted", "trusted_here_or_above",
    "_load", "_is_home", "_holds_home",
})  # fmt: skip
"""The functions of ``boundary._folders`` that decide trust from the record."""

ORIGIN_FUNCTIONS = frozenset({
    "folder_origin", "file_origin", "config_origin", "store_origin", "cassette_origin", "memory_origin",
    "mcp_origin", "team_origin", "code_origin",
})  # fmt: skip

READERS: dict[str, tuple[str, ...]] = {
    "policy/_layers.py": ("project_layer", "file_layer"),
    "tools/_yaml.py": ("load_tools", "_untrusted_cwd"),
    "cassettes/__init__.py": ("for_cell", "in_trusted_folder"),
    "store/integrity/_foreign.py": ("project_folder",),
    "memory/_knowledge.py": ("_admit",),
    "rag/_index.py": ("origin",),
    "mcp/_config.py": ("_trusted_text",),
    "mcp/_server.py": ("untrusted_metadata",),
    "store/lake/_lake.py": ("sql",),
}
"""Every reader of outside data (file relative to the package, functions in it)."""

FACADE_NAMES = frozenset({"is_trusted"})  # nbagent.is_trusted: a question people ask, not a reader


def _is_boundary(file: Path, root: Path) -> bool:
    return file.relative_to(root).parts[0] == "boundary"


def deciders_outside(root: Path) -> list[str]:
    """Rule 1: calls or imports of a deciding function of ``boundary._folders`` outside ``boundary/``."""
    found: list[str] = []
    for file in sorted(root.rglob("*.py")):
        if _is_boundary(file, root):
            continue
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
        where = file.relative_to(root.parent)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("_folders"):
                names = {a.name for a in node.names} & DECIDERS
                if file.name == "__init__.py" and file.parent == root:
                    names -= FACADE_NAMES
                found += [f"{where}:{node.lineno}: imports {name} from boundary._folders" for name in sorted(names)]
            elif isinstance(node, ast.Attribute) and node.attr in DECIDERS:
                base = node.value
                if isinstance(base, ast.Name) and base.id in {"_folders", "_trust"}:
                    found.append(f"{where}:{node.lineno}: calls {base.id}.{node.attr}")
    return found


def readers_without_origin(root: Path, readers: dict[str, tuple[str, ...]] = READERS) -> list[str]:
    """Rule 2: readers in the table that do not call an origin function (or do not exist any more)."""
    missing: list[str] = []
    for rel, functions in readers.items():
        file = root / rel
        if not file.is_file():
            missing.append(f"{rel}: the reader's module is gone (update READERS)")
            continue
        tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
        defined = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
        for name in functions:
            fn = defined.get(name)
            if fn is None:
                missing.append(f"{rel}: no function {name} (update READERS)")
                continue
            called = {
                c.func.id if isinstance(c.func, ast.Name) else c.func.attr if isinstance(c.func, ast.Attribute) else ""
                for c in ast.walk(fn)
                if isinstance(c, ast.Call)
            }
            if not called & ORIGIN_FUNCTIONS:
                missing.append(
                    f"{rel}:{fn.lineno}: {name} reads outside data without asking nbagent.boundary its origin"
                )
    return missing


def test_only_the_boundary_decides_trust() -> None:
    assert deciders_outside(PACKAGE) == []


def test_every_reader_takes_its_origin_from_the_boundary() -> None:
    assert readers_without_origin(PACKAGE) == []


def test_the_origin_table_is_complete_and_only_the_person_loosens() -> None:
    from nbagent.boundary import RIGHTS, Kind

    assert set(RIGHTS) == set(Kind)
    for kind, rights in RIGHTS.items():
        loosening = (rights.may_loosen_policy, rights.may_run_code, rights.may_replay_approvals)
        assert any(loosening) == (kind is Kind.PERSON), kind
        assert rights.may_publish_as_person == (kind is Kind.PERSON), kind
        if kind not in (Kind.PERSON, Kind.MODEL):
            assert rights.marks_session, kind


def _plant(tmp_path: Path, rel: str, source: str) -> Path:
    root = tmp_path / "nbagent"
    for folder in ("boundary", "policy", "cassettes"):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "__init__.py").write_text("")
    (root / "__init__.py").write_text("from .boundary._folders import is_trusted\n")
    (root / rel).write_text(source)
    return root


def test_rule_one_fails_on_a_reader_that_asks_the_record_itself(tmp_path: Path) -> None:
    root = _plant(
        tmp_path,
        "cassettes/_new.py",
        "from ..boundary._folders import is_trusted\n\ndef replay(folder):\n    return is_trusted(folder)\n",
    )
    assert deciders_outside(root) == ["nbagent/cassettes/_new.py:1: imports is_trusted from boundary._folders"]
    (root / "cassettes" / "_new.py").write_text(
        "from ..boundary import _folders\n\ndef replay(folder):\n    return _folders.trusted_here_or_above(folder)\n"
    )
    assert deciders_outside(root) == ["nbagent/cassettes/_new.py:4: calls _folders.trusted_here_or_above"]


def test_rule_two_fails_on_a_reader_that_decides_on_its_own(tmp_path: Path) -> None:
    root = _plant(
        tmp_path,
        "policy/_layers.py",
        "from pathlib import Path\n\ndef project_layer(path):\n"
        "    return Path(path).is_relative_to(Path.home())  # trust by location: the hole of stop 30\n",
    )
    found = readers_without_origin(root, {"policy/_layers.py": ("project_layer",)})
    assert found == ["policy/_layers.py:3: project_layer reads outside data without asking nbagent.boundary its origin"]
    (root / "policy" / "_layers.py").write_text(
        "from ..boundary import config_origin\n\ndef project_layer(path):\n    return config_origin(path)\n"
    )
    assert readers_without_origin(root, {"policy/_layers.py": ("project_layer",)}) == []
