"""The REST API's view of a team lake (nbagent/server/_lake.py): all members, read-only."""

from __future__ import annotations

from pathlib import Path

import pytest
from store_helpers import counting_agent

import nbagent
from nbagent.server._handlers import handlers
from nbagent.server._lake import LakeApi, LakeUnreachable
from nbagent.server._reader import ApiReader, BadRequest
from nbagent.store import Lake, Store


@pytest.fixture
def published(tmp_path: Path) -> str:
    url = f"ducklake:sqlite:{tmp_path / 'catalog.sqlite'}"
    lake = Lake(url, data_path=str(tmp_path / "data") + "/")
    for user, calls in (("ada", 2), ("bob", 3)):
        nbagent.configure(user=user)
        try:
            with Store(tmp_path / user / "nbagent.duckdb", flush_interval=0.02) as store:
                counting_agent(calls, store=store, session=f"{user}-eda").run("count")
                store.publish(lake)
        finally:
            nbagent.configure(user=None)
    lake.close()
    return url


def test_the_api_shows_every_members_rows(published: str) -> None:
    api = LakeApi(published)
    status = api.status()
    assert status["configured"] and sorted(s["user"] for s in status["sources"]) == ["ada", "bob"]
    assert sorted(s["name"] for s in api.sessions()["sessions"]) == ["ada-eda", "bob-eda"]
    assert [s["name"] for s in api.sessions(user="bob")["sessions"]] == ["bob-eda"]
    events = api.audit(event="tool-finished")["events"]
    assert sorted(e["user"] for e in events) == ["ada"] * 2 + ["bob"] * 3
    assert "arg_hashes" not in events[0] and "args_json" not in events[0]  # what the panel shows, no more
    assert isinstance(events[0]["ts"], int)  # milliseconds, as the store's API answers
    assert [u["user"] for u in api.usage(by="user")["usage"]] == ["ada", "bob"]
    with pytest.raises(BadRequest):
        api.usage(by="purpose")
    api.close()


def test_the_api_reads_through_a_read_only_connection(published: str) -> None:
    api = LakeApi(published)
    api.status()
    lake = api._open()
    assert lake.read_only
    with pytest.raises(nbagent.UserError):
        lake.sql("DELETE FROM lake.audit")
    with lake.connection() as con:
        # by their functions: duckdb_extensions() lists ~/.duckdb/extensions, a folder the lake's connection
        # may not read (file access stays inside the lake's data path)
        functions = {r[0] for r in con.execute("SELECT DISTINCT function_name FROM duckdb_functions()").fetchall()}
        secrets = {r[0] for r in con.execute("SELECT DISTINCT type FROM duckdb_secret_types()").fetchall()}
    assert {"ducklake_snapshots", "sqlite_scan"} <= functions and "postgres_scan" not in functions
    assert "s3" not in secrets  # httpfs is not loaded
    api.close()


def test_no_lake_configured_and_a_lake_out_of_reach(tmp_path: Path) -> None:
    assert LakeApi("").status() == {"configured": False}
    with pytest.raises(BadRequest, match="no team lake"):
        LakeApi("").audit()
    gone = LakeApi("ducklake:postgres:host=127.0.0.1 port=1 dbname=x user=x password=s3cret")
    with pytest.raises(LakeUnreachable) as err:
        gone.status()
    assert "s3cret" not in str(err.value)


def test_the_lake_routes_are_in_the_table(tmp_path: Path) -> None:
    routes = {pattern for pattern, _, _ in handlers(ApiReader(root=tmp_path))}
    assert {f"/nbagent/api/lake/{name}" for name in ("status", "sessions", "audit", "usage")} <= routes
