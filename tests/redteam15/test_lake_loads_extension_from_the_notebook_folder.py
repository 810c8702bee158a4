"""The lake LOADs the DuckLake extension from whatever ``duckdb_extension_ducklake`` package ``sys.path``
finds first. In a Jupyter kernel the notebook's folder is on ``sys.path`` (``''``), so a cloned repository
that ships ``duckdb_extension_ducklake/extensions/v<duckdb>/ducklake.duckdb_extension`` chooses the native
file nbagent loads into the user's process (DuckDB's signature check is the only thing left between a
planted file and code execution; an older signed build is accepted).
"""

from __future__ import annotations

import sys
from pathlib import Path

import duckdb
import pytest

from nbagent.store.lake import _extensions


def test_the_extension_file_does_not_come_from_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cloned = tmp_path / "cloned"
    planted = cloned / "duckdb_extension_ducklake" / "extensions" / f"v{duckdb.__version__}"
    planted.mkdir(parents=True)
    (cloned / "duckdb_extension_ducklake" / "__init__.py").write_text("")
    (planted / "ducklake.duckdb_extension").write_bytes(b"\x7fELF planted")
    monkeypatch.chdir(cloned)
    monkeypatch.setattr(sys, "path", ["", *sys.path])  # what an ipykernel's sys.path starts with
    found = _extensions.extension_file("ducklake")
    assert not found.resolve().is_relative_to(cloned.resolve()), f"the lake would LOAD {found}"
