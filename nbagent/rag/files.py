"""Which files an index covers: walking folders, ``.gitignore``, size limits.

:func:`discover` turns the paths given to :func:`nbagent.rag.index` into the
list of files to look at. It honours every ``.gitignore`` from the repository
root down to the deepest walked folder (git's rules, through ``pathspec``),
skips a fixed set of tool folders (``DEFAULT_IGNORES``) and files with an
extension no loader knows. Files over the size limit are not read: they come
back in the ``skipped`` list with the reason, for the end-of-run report.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ..exceptions import UserError
from .loaders import kind_of

if TYPE_CHECKING:  # pathspec is imported when a .gitignore is read
    from pathspec import GitIgnoreSpec

__all__ = ["DEFAULT_IGNORES", "DEFAULT_MAX_BYTES", "FileEntry", "Skipped", "discover", "human_size"]

DEFAULT_IGNORES: tuple[str, ...] = (
    ".git",
    ".hg",
    ".svn",
    ".nbagent",
    "__pycache__",
    ".venv",
    "node_modules",
    ".ipynb_checkpoints",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    ".tox",
)
"""Folder names never walked into (tool state, environments, caches)."""

DEFAULT_MAX_BYTES = 5 * 1024 * 1024
"""Files larger than this are skipped and reported (5 MB)."""


class Skipped(NamedTuple):
    """A file left out of the index, and why (shown in the report)."""

    path: str
    reason: str


@dataclass(frozen=True)
class FileEntry:
    """A file to index: absolute path, size, modification time and loader kind."""

    path: Path
    size: int
    mtime_ns: int
    kind: str


def human_size(n: int) -> str:
    """``5242880`` -> ``'5 MB'`` (one decimal below 10)."""
    size = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            text = f"{size:.1f}" if size < 10 and unit != "B" else f"{size:.0f}"
            return f"{text.removesuffix('.0')} {unit}"
        size /= 1024
    raise AssertionError("unreachable")


class _Ignores:
    """Layered ``.gitignore`` specs: a deeper file overrides a shallower one, like git."""

    def __init__(self) -> None:
        self._specs: list[tuple[Path, GitIgnoreSpec]] = []

    def push_dir(self, folder: Path) -> bool:
        """Read ``folder/.gitignore`` if there is one; True if a spec was added."""
        gitignore = folder / ".gitignore"
        try:
            lines = gitignore.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return False
        import pathspec

        self._specs.append((folder, pathspec.GitIgnoreSpec.from_lines(lines)))
        return True

    def scoped(self, folder: Path) -> _Ignores:
        """The specs that apply inside ``folder`` (drops those of sibling trees)."""
        child = _Ignores()
        child._specs = [(base, spec) for base, spec in self._specs if folder == base or base in folder.parents]
        return child

    def ignored(self, path: Path, is_dir: bool) -> bool:
        verdict: bool | None = None
        for base, spec in self._specs:
            rel = path.relative_to(base).as_posix() + ("/" if is_dir else "")
            include = spec.check_file(rel).include
            if include is not None:
                verdict = include
        return bool(verdict)


def _git_root(start: Path) -> Path | None:
    for folder in (start, *start.parents):
        if (folder / ".git").exists():
            return folder
    return None


def _as_paths(paths: str | os.PathLike[str] | Sequence[str | os.PathLike[str]]) -> list[Path]:
    if isinstance(paths, (str, os.PathLike)):
        return [Path(paths)]
    return [Path(p) for p in paths]


def discover(
    paths: str | os.PathLike[str] | Sequence[str | os.PathLike[str]] = ".",
    *,
    max_bytes: int = DEFAULT_MAX_BYTES,
    ignore: Iterable[str] = DEFAULT_IGNORES,
    exclude: Iterable[str | os.PathLike[str]] = (),
) -> tuple[list[FileEntry], list[Skipped], list[Path]]:
    """The files to index under ``paths``, the ones skipped (too large), and the resolved roots.

    A file named explicitly is taken even if a ``.gitignore`` would exclude it;
    a path that does not exist is a :class:`~nbagent.exceptions.UserError`. The files of ``exclude``
    are left out (the notebook ``%agent_index`` runs in).
    """
    ignore_names = frozenset(ignore)
    excluded = {Path(os.path.abspath(os.fspath(p))) for p in exclude}
    entries: dict[Path, FileEntry] = {}
    skipped: list[Skipped] = []
    roots: list[Path] = []

    def consider(path: Path, st: os.stat_result) -> None:
        kind = kind_of(path)
        if kind is None or path in entries or path in excluded:
            return
        if st.st_size > max_bytes:
            reason = f"too large ({human_size(st.st_size)} > {human_size(max_bytes)} limit)"
            skipped.append(Skipped(str(path), reason))
            return
        entries[path] = FileEntry(path, st.st_size, st.st_mtime_ns, kind)

    for given in _as_paths(paths):
        root = Path(os.path.abspath(given.expanduser()))
        if not root.exists():
            raise UserError(f"cannot index {str(given)!r}: no such file or folder (cwd is {os.getcwd()})")
        roots.append(root)
        if root.is_file():
            if kind_of(root) is None:
                skipped.append(Skipped(str(root), f"no loader for {root.suffix or 'files without an extension'}"))
            else:
                consider(root, root.stat())
            continue
        base = _Ignores()
        git_root = _git_root(root)
        if git_root is not None:
            for folder in reversed([root, *root.parents]):
                if folder != root and (folder == git_root or git_root in folder.parents):
                    base.push_dir(folder)
        _walk(root, base, ignore_names, consider)
    return sorted(entries.values(), key=lambda e: str(e.path)), skipped, roots


def _walk(
    root: Path, inherited: _Ignores, ignore_names: frozenset[str], consider: Callable[[Path, os.stat_result], None]
) -> None:
    stack: list[tuple[Path, _Ignores]] = [(root, inherited)]
    while stack:
        folder, parent_specs = stack.pop()
        specs = parent_specs.scoped(folder)
        specs.push_dir(folder)
        try:
            with os.scandir(folder) as it:
                items = sorted(it, key=lambda d: d.name)
        except OSError:
            continue
        for item in items:
            path = folder / item.name
            try:
                is_dir = item.is_dir(follow_symlinks=False)
                if is_dir:
                    if item.name in ignore_names or specs.ignored(path, True):
                        continue
                    stack.append((path, specs))
                elif item.is_file():
                    if specs.ignored(path, False):
                        continue
                    consider(path, item.stat())
            except OSError:
                continue
