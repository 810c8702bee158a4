"""The team lake against a real PostgreSQL catalog (a throwaway cluster, see conftest.py) and a
shared data folder: concurrent publishers, a server stopped mid-publish, publishing in the background."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from _pg import PgServer
from store_helpers import counting_agent

from nbagent.events import RunStarted
from nbagent.exceptions import LakeError
from nbagent.store import Store
from nbagent.store.lake import Lake, _publish, source_id

HERE = Path(__file__).parent


def _audit_count(lake: Lake) -> int:
    return int(lake.sql("SELECT count(*) AS n FROM audit")["n"][0])


@pytest.mark.slow
def test_four_processes_publish_a_thousand_events_each(tmp_path: Path, pg_url: str) -> None:
    data = str(tmp_path / "shared") + "/"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(HERE.parent.parent), os.environ.get("PYTHONPATH")])),
    }
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                str(HERE / "_publisher.py"),
                str(tmp_path / u / "nbagent.duckdb"),
                pg_url,
                data,
                u,
                "1000",
                "250",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for u in ("ada", "bob", "cy", "dee")
    ]
    added = []
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err[-3000:]
        added.append(json.loads(out.strip().splitlines()[-1])["added"])
    lake = Lake(pg_url)
    counts = lake.sql(
        'SELECT "user", count(*) AS n, count(DISTINCT seq) AS seqs, count(DISTINCT id) AS ids, max(seq) AS top '
        'FROM audit GROUP BY ALL ORDER BY "user"'
    )
    assert counts["user"].tolist() == ["ada", "bob", "cy", "dee"]
    assert counts["n"].tolist() == [1000] * 4
    assert counts["seqs"].tolist() == counts["ids"].tolist() == counts["top"].tolist() == [1000] * 4
    assert _audit_count(lake) == 4000
    assert added == [1000] * 4  # each process's publishes added its events once (no session rows here)
    check = lake.verify()
    assert check and check.sources == 4 and check.rows == 4000, str(check)
    lake.close()


def test_stopping_postgres_mid_publish_loses_nothing(
    monkeypatch: pytest.MonkeyPatch, store: Store, pg: PgServer, pg_lake: Lake
) -> None:
    for i in range(300):
        store.record(RunStarted(run_id=str(i), prompt="p", model="m"))
    store.flush()
    store.publish(pg_lake)  # the lake has the first 300
    for i in range(300, 800):
        store.record(RunStarted(run_id=str(i), prompt="p", model="m"))
    store.flush()

    real_commit = _publish._commit

    def commit_then_lose_the_server(con: Any, plan: Any, **kw: Any) -> int:
        added = real_commit(con, plan, **kw)  # rows inserted, the transaction not committed yet
        pg.stop()
        return added

    monkeypatch.setattr(_publish, "_commit", commit_then_lose_the_server)
    try:
        with pytest.raises(LakeError, match="cannot publish to"):
            store.publish(pg_lake)
    finally:
        monkeypatch.setattr(_publish, "_commit", real_commit)
        pg.start()
        pg.wait_ready()
    assert _audit_count(pg_lake) == 300  # nothing of the failed publish committed
    assert store.publish(pg_lake) == 500  # the next one completes
    assert store.publish(pg_lake) == 0
    audit = pg_lake.sql("SELECT seq FROM audit ORDER BY seq")
    assert audit["seq"].tolist() == list(range(1, 801))
    assert pg_lake.verify()


def test_store_with_team_publishes_in_the_background_and_resumes(tmp_path: Path, pg: PgServer, pg_url: str) -> None:
    lake = Lake(pg_url, data_path=str(tmp_path / "shared") + "/")
    store = Store(tmp_path / "s" / "nbagent.duckdb", flush_interval=0.02, team=lake)
    publisher = store.team
    assert publisher is not None
    publisher.interval = 0.1
    counting_agent(3, store=store, session="bg").run("count")
    store.flush()
    assert publisher.sync(60), publisher.last_error
    local = len(store.audit())
    assert _audit_count(lake) == local
    pg.stop()
    try:
        started = time.perf_counter()
        result = counting_agent(5, store=store, session="offline").run("count")  # the lake is down: no matter
        assert result.text == "done" and time.perf_counter() - started < 5
        store.flush()
        assert not publisher.sync(10)
        assert publisher.last_error is not None and "cannot" in str(publisher.last_error)
    finally:
        pg.start()
        pg.wait_ready()
    publisher.max_pause = 0.5
    deadline = time.monotonic() + 60
    while publisher.last_error is not None or _lake_count_or_none(lake) != len(store.audit()):
        assert time.monotonic() < deadline, publisher.last_error
        publisher.poke()
        time.sleep(0.3)
    assert lake.sql("SELECT count(DISTINCT seq) AS n FROM audit")["n"][0] == len(store.audit())
    store.close()
    assert lake.verify()
    assert set(lake.sessions()["name"]) == {"bg", "offline"}
    assert lake.sources()["source_id"].tolist() == [source_id(store.path)]
    lake.close()


def _lake_count_or_none(lake: Lake) -> int | None:
    try:
        return _audit_count(lake)
    except LakeError:
        return None


def test_data_in_object_storage(tmp_path: Path, pg_url: str, s3_server: str, store: Store) -> None:
    """PostgreSQL catalog, Parquet in an S3 bucket (moto's server on 127.0.0.1)."""
    import urllib.request

    bucket = f"lake-{tmp_path.name.lower().replace('_', '-')[-20:]}"
    urllib.request.urlopen(urllib.request.Request(f"http://{s3_server}/{bucket}", method="PUT"))
    s3 = {"key_id": "test", "secret": "test", "region": "us-east-1", "endpoint": s3_server, "url_style": "path"}
    lake = Lake(pg_url, data_path=f"s3://{bucket}/nbagent/", s3={**s3, "use_ssl": False})
    for i in range(3000):  # more than DuckLake inlines into the catalog: Parquet files in the bucket
        store.record(RunStarted(run_id=str(i), prompt="p", model="m"))
    store.flush()
    assert store.publish(lake) == 3000
    listing = urllib.request.urlopen(f"http://{s3_server}/{bucket}?list-type=2").read().decode()
    assert ".parquet" in listing
    lake.close()
    reopened = Lake(pg_url, s3={**s3, "use_ssl": False})  # the catalog remembers where the data is
    assert _audit_count(reopened) == 3000 and reopened.verify()
    assert store.publish(reopened) == 0
    reopened.close()
