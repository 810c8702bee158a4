"""The team lake through a real Jupyter server's REST API (``NBAGENT_LAKE`` set), no browser."""

from __future__ import annotations

import sys
import urllib.error
from pathlib import Path

import pytest
from store_helpers import counting_agent

import nbagent
from nbagent.store import Lake, Store

sys.path.insert(0, str(Path(__file__).parent.parent / "e2e"))


@pytest.mark.slow
def test_the_server_serves_the_lake_when_one_is_configured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from lab import start_jupyter_server

    url = f"ducklake:sqlite:{tmp_path / 'catalog.sqlite'}"
    lake = Lake(url, data_path=str(tmp_path / "data") + "/")
    for user in ("ada", "bob"):
        nbagent.configure(user=user)
        try:
            with Store(tmp_path / user / "nbagent.duckdb", flush_interval=0.02) as store:
                counting_agent(1, store=store, session=f"{user}-s").run("count")
                store.publish(lake)
        finally:
            nbagent.configure(user=None)
    lake.close()
    monkeypatch.setenv("NBAGENT_LAKE", url)
    server = start_jupyter_server(tmp_path / "lab")
    try:
        status = server.api("GET", "/nbagent/api/lake/status")
        assert status["configured"] and sorted(s["user"] for s in status["sources"]) == ["ada", "bob"]
        usage = server.api("GET", "/nbagent/api/lake/usage?by=user")["usage"]
        assert [u["user"] for u in usage] == ["ada", "bob"]
        sessions = server.api("GET", "/nbagent/api/lake/sessions?user=bob")["sessions"]
        assert [s["name"] for s in sessions] == ["bob-s"]
        events = server.api("GET", "/nbagent/api/lake/audit?event=tool-finished")["events"]
        assert sorted(e["user"] for e in events) == ["ada", "bob"]
        with pytest.raises(urllib.error.HTTPError) as err:
            server.api("GET", "/nbagent/api/lake/usage?by=week")
        assert err.value.code == 400
    finally:
        server.stop()
