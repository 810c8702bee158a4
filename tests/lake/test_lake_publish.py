"""Publishing a store into a lake: what is copied, exactly once, and what verify() finds.

One person's lake (catalog in SQLite) here; the PostgreSQL lake is in test_lake_postgres.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from store_helpers import counting_agent

import nbagent
from nbagent.exceptions import LakeError, UserError
from nbagent.loop import RunOptions
from nbagent.store import Store, bind
from nbagent.store.lake import Lake, source_id


def _counts(lake: Lake, source: str) -> dict[str, int]:
    return {
        t: int(lake.sql(f"SELECT count(*) AS n FROM lake.{t} WHERE source_id = ?", [source])["n"][0])
        for t in ("audit", "messages", "usage")
    }


def _local(store: Store) -> dict[str, int]:
    return {t: int(store.query(f"SELECT count(*) AS n FROM {t}")["n"][0]) for t in ("audit", "messages", "usage")}


def test_publish_copies_every_table_once_with_user_and_source(tmp_path: Path, sqlite_lake: Lake) -> None:
    nbagent.configure(user="ada")
    try:
        store = Store(tmp_path / "s" / "nbagent.duckdb", flush_interval=0.02)
        counting_agent(5, store=store, session="eda").run("count")
        counting_agent(3, store=store, session="eda").run("again")
        added = store.publish(sqlite_lake)
    finally:
        nbagent.configure(user=None)
    local = _local(store)
    assert local["audit"] > 10 and local["messages"] > 5
    source = source_id(store.path)
    assert _counts(sqlite_lake, source) == local
    sessions = sqlite_lake.sessions()
    assert list(sessions["name"]) == ["eda"] and list(sessions["user"]) == ["ada"]
    assert added == sum(local.values()) + 1  # + the session's row
    # exactly once: nothing twice on a second publish, nor from a fresh Store on the same file
    assert store.publish(sqlite_lake) == 0
    store.close()
    again = Store(tmp_path / "s" / "nbagent.duckdb")
    assert again.publish(sqlite_lake) == 0
    assert _counts(sqlite_lake, source) == local
    audit = sqlite_lake.audit()
    assert set(audit["user"]) == {"ada"} and set(audit["source_id"]) == {source}
    assert audit["seq"].tolist() == list(range(1, local["audit"] + 1))
    sqlite_lake.checkpoint()  # maintenance moves and merges files; the rows stay the same
    assert _counts(sqlite_lake, source) == local and sqlite_lake.verify()
    assert again.verify_published(sqlite_lake)  # the owner's HMAC check of the lake's copy, after maintenance
    assert again.publish(sqlite_lake) == 0
    again.close()


def test_arguments_stay_hashed_in_the_lake(store: Store, sqlite_lake: Lake) -> None:
    counting_agent(2, store=store, session="h").run("count")
    store.publish(sqlite_lake)
    mine = store.audit(event="tool-requested")
    theirs = sqlite_lake.audit(event="tool-requested")
    assert len(theirs) == len(mine) == 2
    assert theirs["args_json"].isna().all()  # the raw value (i=1, i=2) never left the store
    assert [list(h) for h in theirs["arg_hashes"]] == [list(h) for h in mine["arg_hashes"]]
    assert theirs["input_hash"].tolist() == mine["input_hash"].tolist()
    # the messages' tool calls go out in the audit's form too, and tool outputs not at all
    calls = [
        c
        for text in sqlite_lake.sql("SELECT tool_calls FROM messages WHERE tool_calls IS NOT NULL")["tool_calls"]
        for c in json.loads(text)
    ]
    assert [c["arg_hashes"] for c in calls] == [list(h) for h in mine["arg_hashes"]]
    assert all("args" not in c for c in calls)
    assert sqlite_lake.sql("SELECT text FROM messages WHERE role = 'tool'")["text"].isna().all()


def test_session_changes_and_superseded_turns_follow(store: Store, sqlite_lake: Lake) -> None:
    agent = counting_agent(1, store=store, session="first")
    agent.run("count")
    store.publish(sqlite_lake)
    info = store.get_session("first")
    assert info is not None
    store.rename_session("first", "renamed")
    store.flush()
    n = store.supersede_messages(info.id, 0)
    store.flush()
    assert n > 0
    added = store.publish(sqlite_lake)
    assert added == 1 + n  # a new version of the session, and the superseded messages
    sessions = sqlite_lake.sessions()
    assert list(sessions["name"]) == ["renamed"]  # the newest version only
    assert len(sqlite_lake.sql("SELECT * FROM session_versions")) == 2
    messages = sqlite_lake.sql("SELECT * FROM messages")
    assert messages["superseded"].all()
    assert store.publish(sqlite_lake) == 0


def test_verify_finds_a_gap_and_a_changed_link(store: Store, sqlite_lake: Lake) -> None:
    counting_agent(4, store=store, session="v").run("count")
    store.publish(sqlite_lake)
    check = sqlite_lake.verify()
    assert check, str(check)
    assert check.rows == len(store.audit()) and check.sources == 1
    with sqlite_lake.connection() as con:
        con.execute("DELETE FROM lake.audit WHERE seq = 3")
    check = sqlite_lake.verify()
    assert not check
    assert any("not contiguous" in p for p in check.problems), check.problems
    assert any("first at seq 4" in p for p in check.problems), check.problems  # seq 4 no longer links to 2
    assert any("DuckLake snapshot" in p and "audit" in p for p in check.problems), check.problems  # the delete


def test_verify_finds_a_rewritten_row_and_the_end_cut_off(store: Store, sqlite_lake: Lake) -> None:
    counting_agent(3, store=store, session="v").run("count")
    store.publish(sqlite_lake)
    last = int(store.audit()["seq"].max())
    with sqlite_lake.connection() as con:
        con.execute("UPDATE lake.audit SET hash = repeat('a', 64) WHERE seq = 2")
    check = sqlite_lake.verify()
    assert not check and any("do not link" in p and "seq 3" in p for p in check.problems), check.problems
    with sqlite_lake.connection() as con:
        con.execute("DELETE FROM lake.audit WHERE seq >= ?", [last - 1])
    check = sqlite_lake.verify()
    assert not check and any(f"recorded head is seq {last}" in p for p in check.problems), check.problems


def test_a_local_row_edited_after_publishing_is_recorded_not_published(store: Store, sqlite_lake: Lake) -> None:
    import duckdb

    counting_agent(2, store=store, session="t").run("count")
    store.publish(sqlite_lake)
    counting_agent(2, store=store, session="t2").run("count")
    store.flush()
    first_new = int(sqlite_lake.audit()["seq"].max()) + 1
    con = duckdb.connect(str(store.path))
    con.execute("UPDATE audit SET reason = 'edited' WHERE seq = ?", [first_new + 1])
    con.close()
    store.publish(sqlite_lake)
    published = sqlite_lake.audit()
    assert int(published["seq"].max()) == first_new  # the verified row before the edited one
    check = sqlite_lake.verify()
    assert not check and any(f"seq {first_new + 1}" in p and "edited" in p for p in check.problems), check.problems


def test_usage_by_user_day_model_session(tmp_path: Path, sqlite_lake: Lake) -> None:
    from nbagent.providers import FunctionProvider

    tokens = {}
    for user, runs in (("ada", 1), ("bob", 2)):
        nbagent.configure(user=user)
        try:
            store = Store(tmp_path / user / "nbagent.duckdb", flush_interval=0.02)
            for _ in range(runs):
                bind(
                    nbagent.Agent(FunctionProvider(lambda m, t: "hi"), defaults=RunOptions(stream=False)),
                    "s",
                    store=store,
                ).run("hello")
            store.publish(sqlite_lake)
            tokens[user] = int(store.usage()["input_tokens"].sum())
            store.close()
        finally:
            nbagent.configure(user=None)
    by_user = sqlite_lake.usage(by="user")
    assert by_user["user"].tolist() == ["ada", "bob"]
    assert by_user["requests"].tolist() == [1, 2]
    assert by_user["input_tokens"].tolist() == [tokens["ada"], tokens["bob"]]
    assert len(sqlite_lake.usage(by="day")) == 1
    assert len(sqlite_lake.usage(by="session")) == 2
    assert len(sqlite_lake.usage(by="model")) == 1
    assert len(sqlite_lake.sources()) == 2
    with pytest.raises(UserError, match="by="):
        sqlite_lake.usage(by="week")


def test_a_lake_that_cannot_be_opened_says_which_and_what_to_do(tmp_path: Path, store: Store) -> None:
    with pytest.raises(UserError, match="DuckLake's catalog string"):
        Lake("postgres://db/lake")
    lake = Lake("ducklake:postgres:host=127.0.0.1 port=1 dbname=nope user=x password=hunter2", data_path=str(tmp_path))
    with pytest.raises(LakeError) as err:
        store.publish(lake)
    assert "port=1" in str(err.value) and "hunter2" not in str(err.value) and "password=***" in str(err.value)
    assert "local store keeps everything" in str(err.value)


def test_extensions_load_from_the_packages_not_the_network(sqlite_lake: Lake) -> None:
    from nbagent.store.lake._extensions import extension_file

    with sqlite_lake.connection() as con:
        # by their functions: duckdb_extensions() lists ~/.duckdb/extensions, a folder the lake's connection
        # may not read (file access stays inside the lake's data path)
        functions = {r[0] for r in con.execute("SELECT DISTINCT function_name FROM duckdb_functions()").fetchall()}
        assert {"ducklake_snapshots", "sqlite_scan"} <= functions
        assert "postgres_scan" not in functions
        with pytest.raises(Exception, match=r"lock|configuration"):
            con.execute("SET autoinstall_known_extensions = true")
    assert extension_file("ducklake").name == "ducklake.duckdb_extension"


def test_store_team_takes_a_url_and_a_new_lake_needs_a_data_path(tmp_path: Path) -> None:
    from nbagent.events import RunStarted

    url = f"ducklake:sqlite:{tmp_path / 'catalog.sqlite'}"
    with pytest.raises(LakeError, match="data_path="):
        Lake(url).sql("SELECT 1")
    with Lake(url, data_path=str(tmp_path / "data") + "/") as made:  # made once, with its data path
        made.sql("SELECT 1")
    store = Store(tmp_path / "s" / "nbagent.duckdb", flush_interval=0.02, team=url)  # then the URL is enough
    assert store.team is not None
    store.team.interval = 0.05
    store.record(RunStarted(run_id="r", prompt="p", model="m"))
    store.flush()
    assert store.team.sync(30), store.team.last_error
    store.close()
    assert len(Lake(url).audit()) == 1
