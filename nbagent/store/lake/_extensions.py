"""DuckDB extensions for the lake, loaded from the files of their PyPI packages, never downloaded.

``duckdb-extension-ducklake`` and friends ship ``<package>/extensions/v<duckdb>/<name>.duckdb_extension``;
``LOAD '<that file>'`` loads it. An extension must match the running DuckDB exactly.

The package is found through its installed distribution's metadata, never through ``sys.path``: in a
Jupyter kernel ``sys.path`` starts with the notebook's folder, and a cloned repository shipping a
``duckdb_extension_ducklake/`` folder must not choose the native file nbagent LOADs.
"""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ...boundary._sql import quote_literal
from ...exceptions import MissingDependency

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

__all__ = ["PACKAGES", "extension_file", "load"]

# extension name -> the package that ships it
PACKAGES: dict[str, str] = {
    "ducklake": "duckdb-extension-ducklake",
    "postgres_scanner": "duckdb-extension-postgres-scanner",
    "sqlite_scanner": "duckdb-extension-sqlite-scanner",
    "httpfs": "duckdb-extension-httpfs",  # data in object storage (s3://): untested here, see docs/team.md
}


def extension_file(name: str) -> Path:
    """The ``.duckdb_extension`` file of ``name`` for the running DuckDB (MissingDependency if absent)."""
    import duckdb

    package = PACKAGES[name]
    folders = _installed_folders(package)
    version = duckdb.__version__
    for folder in folders:
        candidate = Path(folder) / "extensions" / f"v{version}" / f"{name}.duckdb_extension"
        if candidate.is_file():
            return candidate
    found = sorted(p.parent.name for f in folders for p in Path(f).glob(f"extensions/*/{name}.duckdb_extension"))
    if found:
        raise MissingDependency(
            f"{package}=={version}",
            f"The team lake ({name} built for DuckDB {', '.join(found)}, this is DuckDB v{version})",
            extra="team",
        )
    raise MissingDependency(package, f"The team lake (DuckDB extension {name})", extra="team")


def _installed_folders(package: str) -> list[Path]:
    """The package's folder inside its installed distribution (none when it is not installed).

    The distribution is found by its metadata (``*.dist-info``) on ``sys.path`` without its
    working-folder entries (``''``, ``.``, the current directory), and the folder must hold files that
    distribution's RECORD lists: a same-named folder or a planted ``*.dist-info`` in the notebook's folder
    is never used.
    """
    cwd = Path.cwd().resolve()
    path = [p for p in sys.path if p not in ("", ".") and Path(p).resolve() != cwd]
    dist = next(iter(importlib.metadata.distributions(name=package, path=path)), None)
    if dist is None:
        return []
    module = package.replace("-", "_")
    folder = Path(str(dist.locate_file(module))).resolve()
    recorded = {Path(str(dist.locate_file(f))).resolve() for f in dist.files or ()}
    if not folder.is_dir() or not any(f.is_relative_to(folder) for f in recorded):
        return []
    return [folder]


def load(con: DuckDBPyConnection, *names: str) -> None:
    """LOAD each extension into ``con`` from its package's file."""
    for name in names:
        # LOAD takes no parameters: the file goes in as a quoted SQL string. Signed files only:
        # allow_unsigned_extensions stays off (its default)
        con.execute(f"LOAD {quote_literal(str(extension_file(name)))}")
