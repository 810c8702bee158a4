"""Fixtures of the team lake's tests: a real PostgreSQL on 127.0.0.1 (one per test session), a fresh
database and data folder per test, and a one-person lake with its catalog in SQLite."""

from __future__ import annotations

import shutil
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "store"))
sys.path.insert(0, str(Path(__file__).parent.parent))

from _pg import PgServer, find_bin, start_server
from _s3server import s3_server as start_s3_server

from nbagent.store import Store
from nbagent.store.lake import Lake


@pytest.fixture(scope="session")
def pg() -> Iterator[PgServer]:
    """A throwaway PostgreSQL cluster (initdb in a temporary folder, a free loopback port), removed after."""
    if find_bin() is None:
        pytest.fail("PostgreSQL is not installed: scripts/test.sh installs Debian's postgresql package")
    server = start_server()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(server.root, ignore_errors=True)


@pytest.fixture
def pg_url(pg: PgServer) -> str:
    """A fresh database in the cluster, as DuckLake's catalog string."""
    name = f"lake_{uuid.uuid4().hex[:10]}"
    return "ducklake:postgres:" + pg.createdb(name)


@pytest.fixture
def pg_lake(pg_url: str, tmp_path: Path) -> Iterator[Lake]:
    """A team lake: catalog in PostgreSQL, Parquet in a shared folder."""
    lake = Lake(pg_url, data_path=str(tmp_path / "shared" / "lake") + "/")
    yield lake
    lake.close()


@pytest.fixture
def sqlite_lake(tmp_path: Path) -> Iterator[Lake]:
    """One person's lake: catalog in a SQLite file, Parquet next to it."""
    (tmp_path / "lake").mkdir()
    lake = Lake(
        f"ducklake:sqlite:{tmp_path / 'lake' / 'catalog.sqlite'}", data_path=str(tmp_path / "lake" / "data") + "/"
    )
    yield lake
    lake.close()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A fresh store, closed after the test."""
    s = Store(tmp_path / "store" / "nbagent.duckdb", flush_interval=0.02)
    yield s
    s.close()


@pytest.fixture(scope="session")
def s3_server() -> Iterator[str]:
    """moto's S3 server on a free loopback port: ``host:port`` (tests/_s3server.py)."""
    with start_s3_server() as address:
        yield address
