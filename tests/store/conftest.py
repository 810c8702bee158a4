"""Fixtures of the store tests: real DuckDB files in tmp_path."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from nbagent.store import Store


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    """Where a test's store lives."""
    return tmp_path / "store" / "nbagent.duckdb"


@pytest.fixture
def store(store_path: Path) -> Iterator[Store]:
    """A fresh store, closed after the test."""
    s = Store(store_path, flush_interval=0.02)
    yield s
    s.close()
