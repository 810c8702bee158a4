"""Schema: numbered migrations, the exact schema, upgrades, and files that are not ours."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from nbagent.events import RunStarted, ToolFinished
from nbagent.exceptions import StoreError
from nbagent.messages import ToolCall, UserMessage
from nbagent.store import Store
from nbagent.store._schema import MIGRATIONS, migrate

TS = "TIMESTAMP WITH TIME ZONE"
SCHEMA: dict[str, list[tuple[str, str]]] = {
    "audit": [
        ("seq", "BIGINT"),
        ("id", "VARCHAR"),
        ("ts", TS),
        ("session_id", "VARCHAR"),
        ("run_id", "VARCHAR"),
        ("event", "VARCHAR"),
        ("tool", "VARCHAR"),
        ("call_id", "VARCHAR"),
        ("decision", "VARCHAR"),
        ("rule", "VARCHAR"),
        ("decided_by", "VARCHAR"),
        ("success", "BOOLEAN"),
        ("duration_ms", "DOUBLE"),
        ("wait_s", "DOUBLE"),
        ("arg_keys", "VARCHAR[]"),
        ("arg_hashes", "VARCHAR[]"),
        ("input_hash", "VARCHAR"),
        ("args_json", "VARCHAR"),
        ("output_len", "BIGINT"),
        ("output_hash", "VARCHAR"),
        ("stage", "VARCHAR"),
        ("reason", "VARCHAR"),
        ("detail", "VARCHAR"),
        ("model", "VARCHAR"),
        ("prev_hash", "VARCHAR"),
        ("hash", "VARCHAR"),
        ("key_id", "VARCHAR"),
    ],
    "audit_head": [("seq", "BIGINT"), ("hash", "VARCHAR")],
    "messages": [
        ("id", "VARCHAR"),
        ("session_id", "VARCHAR"),
        ("seq", "INTEGER"),
        ("ts", TS),
        ("run_id", "VARCHAR"),
        ("role", "VARCHAR"),
        ("text", "VARCHAR"),
        ("tool_calls", "VARCHAR"),
        ("tool_call_id", "VARCHAR"),
        ("tool_name", "VARCHAR"),
        ("is_error", "BOOLEAN"),
        ("output_chars", "BIGINT"),
        ("output_kept", "BOOLEAN"),
        ("superseded", "BOOLEAN"),
    ],
    "nbagent_meta": [("key", "VARCHAR"), ("value", "VARCHAR")],
    "session_tombstones": [("session_id", "VARCHAR"), ("deleted_at", TS)],
    "message_seqs": [("session_id", "VARCHAR"), ("last_seq", "INTEGER")],
    "schema_migrations": [("version", "INTEGER"), ("name", "VARCHAR"), ("applied_at", TS)],
    "sessions": [
        ("id", "VARCHAR"),
        ("name", "VARCHAR"),
        ("title", "VARCHAR"),
        ("notebook", "VARCHAR"),
        ("kernel_id", "VARCHAR"),
        ("model", "VARCHAR"),
        ("created", TS),
        ("updated", TS),
        ("expires_at", TS),
        ("archived", "BOOLEAN"),
        ("keep_tool_responses", "BOOLEAN"),
        ("memory_state", "VARCHAR"),
    ],
    "usage": [
        ("id", "VARCHAR"),
        ("ts", TS),
        ("session_id", "VARCHAR"),
        ("run_id", "VARCHAR"),
        ("provider", "VARCHAR"),
        ("model", "VARCHAR"),
        ("iteration", "INTEGER"),
        ("input_tokens", "BIGINT"),
        ("cached_tokens", "BIGINT"),
        ("output_tokens", "BIGINT"),
        ("cost_usd", "DOUBLE"),
        ("duration_ms", "DOUBLE"),
        ("purpose", "VARCHAR"),
    ],
    "memories": [
        ("id", "VARCHAR"),
        ("ts", TS),
        ("op", "VARCHAR"),
        ("origin", "VARCHAR"),
        ("root", "VARCHAR"),
        ("entry_id", "VARCHAR"),
        ("kind", "VARCHAR"),
        ("date", "VARCHAR"),
        ("time", "VARCHAR"),
        ("category", "VARCHAR"),
        ("text", "VARCHAR"),
        ("session_id", "VARCHAR"),
        ("run_id", "VARCHAR"),
    ],
    "response_cache": [
        ("key", "VARCHAR"),
        ("created", TS),
        ("provider", "VARCHAR"),
        ("model", "VARCHAR"),
        ("response", "VARCHAR"),
    ],
}
SCHEMA = dict(sorted(SCHEMA.items()))
VIEWS = ["approval_stats", "cost_per_day", "memory_entries", "memory_latest", "tool_stats"]
ALL = [m[0] for m in MIGRATIONS]


def _schema_at(version: int) -> tuple[dict[str, list[tuple[str, str]]], list[str]]:
    """The pinned schema as it was at an older version (tables and views)."""
    if version >= 8:
        return SCHEMA, VIEWS
    tables = {k: v for k, v in SCHEMA.items() if k not in ("session_tombstones", "message_seqs")}
    if version == 7:
        return tables, VIEWS
    tables = {k: v for k, v in tables.items() if k != "response_cache"}
    if version >= 6:
        return tables, VIEWS
    tables["messages"] = [c for c in SCHEMA["messages"] if c[0] != "superseded"]
    if version >= 4:
        return tables, VIEWS
    tables["audit"] = [c for c in tables["audit"] if c[0] != "key_id"]
    if version == 3:
        return tables, VIEWS
    tables = {k: v for k, v in tables.items() if k != "memories"}
    tables["sessions"] = [c for c in tables["sessions"] if c[0] != "memory_state"]
    tables["usage"] = [c for c in tables["usage"] if c[0] != "purpose"]
    views = ["approval_stats", "cost_per_day", "tool_stats"] if version == 2 else []
    return tables, views


def schema_of(path: Path) -> tuple[dict[str, list[tuple[str, str]]], list[str], list[int]]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        tables: dict[str, list[tuple[str, str]]] = {}
        for table, column, dtype in con.execute(
            "SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c "
            "JOIN information_schema.tables t USING (table_schema, table_name) "
            "WHERE c.table_schema = 'main' AND t.table_type = 'BASE TABLE' "
            "ORDER BY c.table_name, c.ordinal_position"
        ).fetchall():
            tables.setdefault(table, []).append((column, dtype))
        views = [
            r[0] for r in con.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' "
                "AND table_type = 'VIEW' ORDER BY 1"
            ).fetchall()
        ]  # fmt: skip
        versions = [r[0] for r in con.execute("SELECT version FROM schema_migrations ORDER BY 1").fetchall()]
    finally:
        con.close()
    return tables, views, versions


def test_a_new_store_has_exactly_the_pinned_schema(store_path: Path) -> None:
    Store(store_path).close()
    tables, views, versions = schema_of(store_path)
    assert tables == SCHEMA
    assert views == VIEWS
    assert versions == [m[0] for m in MIGRATIONS] == ALL


def test_migrations_from_an_empty_duckdb_file(store_path: Path) -> None:
    store_path.parent.mkdir(parents=True)
    duckdb.connect(str(store_path)).close()  # a valid DuckDB file with no tables at all
    Store(store_path).close()
    assert schema_of(store_path) == (SCHEMA, VIEWS, ALL)


def test_upgrade_from_version_1_keeps_the_data(store_path: Path) -> None:
    store_path.parent.mkdir(parents=True)
    con = duckdb.connect(str(store_path))
    assert migrate(con, upto=1) == [1]
    con.execute("INSERT INTO usage VALUES ('u1', now(), NULL, 'r', 'openai', 'gpt', 1, 10, 0, 5, 0.5, 12.0)")
    con.close()
    tables, views, versions = schema_of(store_path)
    assert versions == [1] and (tables, views) == _schema_at(1)

    with Store(store_path) as store:
        assert store.query("SELECT version FROM schema_migrations ORDER BY 1")["version"].tolist() == ALL
        day = store.usage(by="day")
        assert day["requests"].tolist() == [1] and day["cost_usd"].tolist() == [0.5]
        # a row from before the purpose column counts as the agent's own answer
        assert store.usage(by="purpose").to_dict("records") == [
            {"purpose": "answer", "requests": 1, "input_tokens": 10, "cached_tokens": 0,
             "output_tokens": 5, "cost_usd": 0.5}
        ]  # fmt: skip
        call = ToolCall("t", {"x": 1})
        store.record(RunStarted(run_id="r", prompt="p", model="m"))
        store.record(ToolFinished(run_id="r", call=call, output="ok", duration_s=0.01))
        store.flush()
        assert store.query("SELECT * FROM tool_stats")["executed"].tolist() == [1]
    assert schema_of(store_path) == (SCHEMA, VIEWS, ALL)


def test_upgrade_from_version_2_keeps_sessions_and_messages(store_path: Path) -> None:
    store_path.parent.mkdir(parents=True)
    con = duckdb.connect(str(store_path))
    assert migrate(con, upto=2) == [1, 2]
    con.execute(
        "INSERT INTO sessions VALUES ('s1', 'eda', 'Look at sales', NULL, NULL, 'm', now(), now(), NULL, false, false)"
    )
    con.execute(
        "INSERT INTO messages VALUES ('m1', 's1', 0, now(), 'r', 'user', 'hello', NULL, NULL, NULL, NULL, NULL, NULL)"
    )
    con.close()
    assert schema_of(store_path)[:2] == _schema_at(2)

    with Store(store_path) as store:
        info = store.get_session("eda")
        assert info is not None and info.messages == 1 and info.memory_state is None
        first = store.resume("eda")[1][0]
        assert isinstance(first, UserMessage) and first.text == "hello"
        assert store.memories().empty
    assert schema_of(store_path) == (SCHEMA, VIEWS, ALL)


def test_a_store_opened_twice_does_not_migrate_again(store_path: Path) -> None:
    Store(store_path).close()
    Store(store_path).close()
    assert schema_of(store_path)[2] == ALL


def test_a_foreign_duckdb_database_is_refused(store_path: Path) -> None:
    store_path.parent.mkdir(parents=True)
    con = duckdb.connect(str(store_path))
    con.execute("CREATE TABLE prices (sku VARCHAR, price DOUBLE)")
    con.close()
    with pytest.raises(StoreError, match="not an nbagent store") as info:
        Store(store_path)
    assert str(store_path) in str(info.value) and "prices" in str(info.value)
    assert info.value.path == str(store_path)
    con = duckdb.connect(str(store_path), read_only=True)  # untouched
    assert [r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()] == ["prices"]
    con.close()


def test_a_file_that_is_not_duckdb_is_refused(store_path: Path) -> None:
    store_path.parent.mkdir(parents=True)
    store_path.write_text("sku,price\nA,1.0\n" * 200)
    with pytest.raises(StoreError, match="not a DuckDB database") as info:
        Store(store_path)
    assert str(store_path) in str(info.value)
    assert store_path.read_text().startswith("sku,price")  # untouched


def test_a_damaged_store_is_refused_with_a_clear_error(store_path: Path) -> None:
    with Store(store_path) as store:
        store.record(RunStarted(run_id="r", prompt="p", model="m"))
    data = bytearray(store_path.read_bytes())
    data[4096:12288] = b"\x5a" * 8192  # both database headers
    store_path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as info:
        Store(store_path)
    assert str(store_path) in str(info.value)
    assert "damaged" in str(info.value) or "not a DuckDB database" in str(info.value)


def test_a_newer_schema_is_refused(store_path: Path) -> None:
    Store(store_path).close()
    con = duckdb.connect(str(store_path))
    con.execute("INSERT INTO schema_migrations VALUES (99, 'from the future', now())")
    con.close()
    with pytest.raises(StoreError, match="newer nbagent"):
        Store(store_path)


def test_upgrade_from_version_3_keeps_the_unkeyed_chain_and_anchors_the_keyed_one(store_path: Path) -> None:
    from nbagent.store._schema import AUDIT_CONTENT_COLUMNS
    from nbagent.store.integrity._chain import GENESIS, content_digest, link

    store_path.parent.mkdir(parents=True)
    con = duckdb.connect(str(store_path))
    assert migrate(con, upto=3) == [1, 2, 3]
    prev = GENESIS
    for seq in (1, 2, 3):  # rows as nbagent 3 wrote them: the unkeyed SHA-256 chain
        row = dict.fromkeys(AUDIT_CONTENT_COLUMNS)
        row.update(id=f"old{seq}", ts=1_700_000_000_000_000 + seq, event="tool_executed", tool="t", success=True)
        digest = content_digest(row)
        hashed = link(prev, seq, digest)
        con.execute(
            "INSERT INTO audit (seq, id, ts, event, tool, success, prev_hash, hash) "
            "VALUES (?, ?, make_timestamptz(?::BIGINT), ?, ?, ?, ?, ?)",
            [seq, row["id"], row["ts"], row["event"], row["tool"], row["success"], prev, hashed],
        )
        prev = hashed
    con.execute("INSERT INTO audit_head VALUES (3, ?)", [prev])
    con.close()
    assert schema_of(store_path)[:2] == _schema_at(3)

    with Store(store_path, flush_interval=0.02) as store:
        store.record(RunStarted(run_id="r", prompt="p", model="m"))
        store.record(ToolFinished(run_id="r", call=ToolCall("t", {"x": 1}), output="ok", duration_s=0.01))
        store.flush()
        check = store.verify_audit()
        assert check.ok and check.rows == 5 and check.unkeyed == 3, str(check)
        assert "rows 1..3 are unkeyed" in str(check) and "verified by hash only" in str(check)
        keyed = store.query("SELECT seq, prev_hash, key_id FROM audit WHERE seq >= 3 ORDER BY seq")
        assert keyed["key_id"].isna().tolist() == [True, False, False]
        assert keyed["prev_hash"].tolist()[1] == prev  # the first keyed row anchors on the last unkeyed one
    assert schema_of(store_path) == (SCHEMA, VIEWS, ALL)

    # Rewriting an old row (and re-hashing the unkeyed part) breaks the first keyed row.
    con = duckdb.connect(str(store_path))
    con.execute("UPDATE audit SET tool = 'other' WHERE seq = 2")
    cols = ", ".join("epoch_us(ts) AS ts" if c == "ts" else c for c in AUDIT_CONTENT_COLUMNS)
    prev = con.execute("SELECT hash FROM audit WHERE seq = 1").fetchone()[0]  # type: ignore[index]
    for seq in (2, 3):
        cur = con.execute(f"SELECT {cols} FROM audit WHERE seq = ?", [seq])
        row = dict(zip([d[0] for d in cur.description], cur.fetchone(), strict=True))  # type: ignore[arg-type]
        new = link(prev, seq, content_digest(row))
        con.execute("UPDATE audit SET prev_hash = ?, hash = ? WHERE seq = ?", [prev, new, seq])
        prev = new
    con.execute("UPDATE audit SET prev_hash = ? WHERE seq = 4", [prev])
    con.close()
    with Store(store_path) as store:
        check = store.verify_audit()
    assert not check.ok and check.seq == 4 and "edited" in check.problem
