"""Issue 32: secrets of every common format stay out of the store, its journal and archive, and the lake.

One agent run puts each secret in the prompt, in a tool's arguments (a tool with ``audit_args``, so the
arguments themselves are stored), in the tool's output (kept: ``keep_tool_responses``) and in the
model's text. Then the store is published to a one-person lake (catalog in SQLite), and the secret is
looked for where it would really be: every text column (VARCHAR / JSON, lists of them) of every table
of the store's DuckDB file and of the lake (its catalog too: DuckLake keeps column statistics there),
and every record of the journal and archive segments, decoded with nbagent's own readers (DuckDB
compresses strings, so searching the database file's bytes proves nothing).

The tokens are made up here, in each vendor's documented shape, from ``secrets``: none is real.
"""

from __future__ import annotations

import json
import secrets
import string
from pathlib import Path
from typing import Any

import duckdb

from nbagent import Agent, ToolCall, tool
from nbagent.loop import RunOptions
from nbagent.messages import AssistantMessage
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import Store, bind
from nbagent.store.integrity._anchor import store_identity
from nbagent.store.integrity._key import load_key
from nbagent.store.lake import Lake
from nbagent.store.writing._archive import read_archive
from nbagent.store.writing._journal import SUFFIX, FrameKey, read_segment

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"


def _r(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(n))


def _secrets() -> dict[str, tuple[str, str]]:
    """name -> (the text that holds the secret, the secret itself: what must not be stored)."""
    out: dict[str, tuple[str, str]] = {}

    def token(name: str, value: str) -> None:
        out[name] = (value, value)

    token("google-oauth-access", "ya29.a0" + _r(120, _ALNUM + "-_"))
    token(
        "slack-app-level",
        f"xapp-1-A{_r(10, string.ascii_uppercase + string.digits)}-{_r(13, string.digits)}-{_r(64, _HEX)}",
    )
    token("stripe-webhook", "whsec_" + _r(32))
    token("groq", "gsk_" + _r(52))
    token("xai", "xai-" + _r(80))
    token("databricks", "dapi" + _r(32, _HEX))
    token("telegram-bot", f"{_r(1, '123456789')}{_r(8, string.digits)}:AA{_r(33, _ALNUM + '-_')}")
    token("digitalocean-pat", "dop_v1_" + _r(64, _HEX))
    token("digitalocean-oauth", "doo_v1_" + _r(64, _HEX))
    token("digitalocean-refresh", "dor_v1_" + _r(64, _HEX))
    for kind in ("shpat", "shpss", "shpca", "shppa"):
        token(f"shopify-{kind}", f"{kind}_{_r(32, _HEX)}")
    token("twilio-api-key", "SK" + _r(32, _HEX))
    sid, auth = "AC" + _r(32, _HEX), _r(32, _HEX)
    out["twilio-auth-token"] = (f'Client("{sid}", "{auth}")', auth)
    out["twilio-account-sid"] = (f"curl -u {sid}:{auth} https://api.twilio.com", sid)
    # the everyday spellings: a made-up value after words that say what it is
    for name, template in {
        "my api key:": "my api key: {}",
        "the password is": "the password is {}",
        "token=": "token={}",
        "API Key =": "API Key = {}",
        "my openai key": "here is my openai key {}",
    }.items():
        value = _r(6, string.ascii_lowercase) + _r(4, string.digits) + _r(6, string.ascii_uppercase)
        out[name] = (template.format(value), value)
    return out


def _found_in_sql(con: Any, probes: dict[str, str], databases: tuple[str, ...]) -> tuple[dict[str, list[str]], int]:
    """Which probes occur in which table, reading every text-like column (duckdb_columns(): VARCHAR, JSON
    and lists or structs of them) of every table of ``databases``; and how many columns were read."""
    tables: dict[tuple[str, str, str], list[str]] = {}
    for db, schema, table, column in con.execute(
        "SELECT database_name, schema_name, table_name, column_name FROM duckdb_columns() "
        "WHERE database_name IN (SELECT unnest(?)) AND (data_type LIKE '%VARCHAR%' OR data_type LIKE '%JSON%')",
        [list(databases)],
    ).fetchall():
        tables.setdefault((db, schema, table), []).append(column)
    found: dict[str, list[str]] = {}
    for (db, schema, table), columns in tables.items():
        # one query per table (each column as text, empty when NULL): a DuckLake table costs a scan
        cells = ", ".join(f"coalesce(CAST(\"{c}\" AS VARCHAR), '')" for c in columns)
        text = "\n".join(
            "\x1f".join(row) for row in con.execute(f'SELECT {cells} FROM "{db}"."{schema}"."{table}"').fetchall()
        )
        for name, probe in probes.items():
            if probe in text:
                found.setdefault(name, []).append(f"{db}.{table}")
    return found, sum(len(c) for c in tables.values())


def _found_in_sqlite(path: Path, probes: dict[str, str]) -> tuple[list[str], int]:
    """Probes found in any text of any table of the lake's SQLite catalog (DuckLake keeps min / max
    statistics of every column there), and how many tables were read."""
    import sqlite3

    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        text = "\n".join(
            str(cell) for name in names for row in con.execute(f'SELECT * FROM "{name}"') for cell in row if cell
        )
    finally:
        con.close()
    return [n for n, p in probes.items() if p in text], len(names)


def _records_text(records: list[tuple[str, dict[str, Any]]]) -> str:
    return "\n".join(json.dumps(row, default=str, ensure_ascii=False) for _, row in records)


def test_no_secret_of_any_format_is_stored_or_published(tmp_path: Path) -> None:
    cases = _secrets()
    every = "\n".join(text for text, _ in cases.values())
    probes = {name: secret for name, (_, secret) in cases.items()}

    @tool(audit_args=True)
    def deploy(target: str, notes: str) -> str:
        """Deploy, with notes (its arguments are kept in the audit log as they are)."""
        return f"deployed {target}; the config I read:\n{every}"

    db = tmp_path / "store" / "nbagent.duckdb"
    store = Store(db, flush_interval=3600, keep_tool_responses=True)
    try:
        agent = bind(
            Agent(
                ScriptedProvider(
                    [
                        AssistantMessage(
                            text=f"I will deploy with these:\n{every}",
                            tool_calls=(ToolCall("deploy", {"target": "prod", "notes": every}, id="c1"),),
                        ),
                        f"Done. For the record:\n{every}",
                    ]
                ),
                tools=[deploy],
                policy=Policy(allow=["*"]),
                defaults=RunOptions(stream=False),
            ),
            "deploy",
            store=store,
        )
        result = agent.run(f"Deploy prod. Credentials:\n{every}")
        assert "deployed prod" in json.dumps([str(m) for m in result.messages])
        # the journal, before the flush folds it into the database (its segments are deleted then)
        frame_key = FrameKey(load_key(), store_identity(db))
        segments = sorted(store.journal_dir.glob(f"*{SUFFIX}"))
        assert segments, f"no journal segment in {store.journal_dir}"
        journal = _records_text([r for path in segments for r in read_segment(path, frame_key).records])
        assert "deploy" in journal and "[REDACTED:" in journal
        store.flush(30)
        archive_dir = store.archive_dir
        assert archive_dir is not None
        archive = read_archive(archive_dir, frame_key)
        archived = _records_text([r for _, records, _ in archive.batches for r in records])
        assert archive.batches and "[REDACTED:" in archived
        lake = Lake(
            f"ducklake:sqlite:{tmp_path / 'lake' / 'catalog.sqlite'}", data_path=str(tmp_path / "lake" / "data") + "/"
        )
        (tmp_path / "lake").mkdir()
        try:
            added = store.publish(lake)
            assert added > 0
            with lake.connection() as con:
                in_lake, lake_columns = _found_in_sql(con, probes, ("lake",))
                published = con.execute("SELECT count(*) FROM lake.messages").fetchone()
        finally:
            lake.close()
    finally:
        store.close()
    in_catalog, catalog_tables = _found_in_sqlite(tmp_path / "lake" / "catalog.sqlite", probes)

    con = duckdb.connect(str(db), read_only=True)
    try:
        in_store, store_columns = _found_in_sql(con, probes, ("nbagent",))
        kept = "\n".join(str(v[0]) for v in con.execute("SELECT text FROM messages WHERE text IS NOT NULL").fetchall())
        args = "\n".join(
            str(v[0]) for v in con.execute("SELECT args_json FROM audit WHERE args_json IS NOT NULL").fetchall()
        )
    finally:
        con.close()

    leaks = {
        "store (SQL)": in_store,
        "lake (SQL)": in_lake,
        "lake catalog (SQLite)": in_catalog,
        "journal segments": [n for n, p in probes.items() if p in journal],
        "archive segments": [n for n, p in probes.items() if p in archived],
    }
    assert not any(leaks.values()), f"secrets stored in clear: {leaks}"
    # the secrets went where they would be kept: the prompt, the answer and the tool output are
    # messages, the audit_args tool's arguments are in args_json; the marker stands in their place
    assert store_columns > 10 and lake_columns > 10 and catalog_tables > 10 and published and published[0] > 0
    assert kept.count("[REDACTED:") >= 3 * len(cases), kept
    assert "[REDACTED:" in args and "prod" in args
