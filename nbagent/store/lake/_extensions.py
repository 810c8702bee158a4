"""DuckDB extensions for the lake, loaded from the files of their PyPI packages, never downloaded.

``duckdb-extension-ducklake`` and friends ship ``<package>/extensions/v<duckdb>/<name>.duckdb_extension``;
``LOAD '<that file>'`` loads it. An extension must match the running DuckDB exactly.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from ...exceptions import MissingDependency

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
    spec = importlib.util.find_spec(package.replace("-", "_"))
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
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


def load(con: Any, *names: str) -> None:
    """LOAD each extension into ``con`` from its package's file."""
    for name in names:
        path = str(extension_file(name)).replace("'", "''")
        con.execute(f"LOAD '{path}'")
