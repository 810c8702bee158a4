"""SQL planted in a store file (macros, views) never runs with file access, and a store outside the
user's nbagent home that holds it is refused before nbagent runs any query of its own on it.

With ``NBAGENT_HOME`` unset, the first ``%%agent --session analysis`` cell in a cloned repository opens
``cloned/.nbagent/nbagent.duckdb``: ``get_session`` calls ``epoch_us(...)``, which a macro in the file
could shadow, and ``store.memories()`` / the knowledge memory's mirror read the file's
``memory_entries`` view. Every connection nbagent opens has DuckDB's external access off and locked,
and a store outside the home with macros or views in place of nbagent's tables is refused, trusted
folder or not (trust covers a folder's configuration; a ``git pull`` changes its store without
withdrawing it).
"""

from __future__ import annotations

import time
import warnings
from pathlib import Path
from typing import Any

import duckdb
import pytest

import nbagent
from nbagent.exceptions import StoreError
from nbagent.store import Store, open_reader, verify_audit
from nbagent.store._db import LOCKED_DOWN

# A secret that reads as epoch microseconds (2023-11-14): when get_session's "created" is that
# moment, the planted macro has read the file.
SECRET_US = "1700000000000000"


def _make(db: Path, *planted: str) -> Path:
    with Store(db) as s:
        s.new_session("analysis")
    con = duckdb.connect(str(db))
    try:
        for sql in planted:
            con.execute(sql)
    finally:
        con.close()
    return db


def _plant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sql: str) -> Path:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "author-home"))
    db = _make(tmp_path / "cloned" / ".nbagent" / "nbagent.duckdb", sql)
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "victim-home"))
    return db


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    path = tmp_path / "dot-ssh" / "secret"
    path.parent.mkdir()
    path.write_text(SECRET_US)
    return path


def _macro(secret: Path) -> str:
    return f"CREATE MACRO epoch_us(a) AS (SELECT CAST(trim(content) AS BIGINT) FROM read_text('{secret}'))"


def test_a_cloned_store_with_a_planted_macro_is_refused_before_any_query(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    db = _plant(tmp_path, monkeypatch, _macro(secret))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with (
            pytest.raises(StoreError, match=r"SQL macros nbagent never creates \(main\.epoch_us\)") as err,
            Store(db) as store,
        ):
            store.get_session("analysis")
    assert "whether or not its folder is trusted" in str(err.value)
    with pytest.raises(StoreError, match="macros"):  # the read API and verify_audit refuse it too
        open_reader(db).sessions()
    with pytest.raises(StoreError, match="macros"):
        verify_audit(db)


def test_memories_of_a_cloned_store_do_not_read_the_users_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    # memory_entries is one of nbagent's views: replacing it is not refused, but it reads nothing
    # outside the file (what it could show, the file's tables could hold anyway)
    view = (
        "CREATE OR REPLACE VIEW memory_entries AS SELECT 'x' AS entry_id, 'fact' AS kind, '' AS date, '' AS time, "
        f"'c' AS category, content AS text, '/' AS root, now() AS saved_at FROM read_text('{secret}')"
    )
    db = _plant(tmp_path, monkeypatch, view)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with Store(db) as store:
            with pytest.raises(StoreError, match="disabled"):
                store.memories()
            with pytest.raises(StoreError, match="disabled"):
                store.knowledge_mirror().memory_entries("/")


def test_a_view_in_place_of_an_nbagent_table_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    db = _plant(tmp_path, monkeypatch, "ALTER TABLE sessions RENAME TO sessions_real")
    con = duckdb.connect(str(db))
    try:
        con.execute(
            f"CREATE VIEW sessions AS SELECT * REPLACE (content AS title) FROM sessions_real, read_text('{secret}')"
        )
    finally:
        con.close()
    with pytest.raises(StoreError, match=r"views in place of nbagent's tables \(sessions\)"):
        Store(db)


def test_a_trusted_folder_does_not_make_planted_sql_safe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    db = _plant(tmp_path, monkeypatch, _macro(secret))
    nbagent.trust(tmp_path / "cloned")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(StoreError, match="macros"):
            Store(db)


def test_a_store_at_a_repository_root_is_checked_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    """``%%agent_sql --store cloned/`` (a store shipped outside any ``.nbagent``) is not the user's own."""
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "author-home"))
    _make(tmp_path / "cloned" / "nbagent.duckdb", _macro(secret))
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "victim-home"))
    with pytest.raises(StoreError, match="macros"):
        open_reader(tmp_path / "cloned").query("SELECT epoch_us(created) FROM sessions")


def test_even_a_store_in_the_nbagent_home_runs_no_sql_with_file_access(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    """The home's store is not checked (the user's own macros stay usable), but nothing in it reaches
    files or the network: every connection, the writer's included, has external access off and locked."""
    home = tmp_path / "home"
    monkeypatch.setenv("NBAGENT_HOME", str(home))
    db = _make(home / "nbagent.duckdb", _macro(secret))
    with Store(db) as store:
        with pytest.raises(StoreError, match="disabled"):
            store.get_session("analysis")
        with pytest.raises(nbagent.exceptions.NbAgentError, match=r"disabled|lock"):
            store.query("SELECT * FROM read_text(?)", [str(secret)])


def test_locking_down_and_checking_cost_little(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening locked down costs what opening costs (best of several: the machine is shared), and a
    store outside the home is checked once per content, not per read (the check lists every
    function DuckDB has: about as long as an open)."""
    db = _make(tmp_path / "s" / "nbagent.duckdb")

    def best_open(config: dict[str, Any]) -> float:
        times = []
        for _ in range(15):
            t0 = time.perf_counter()
            duckdb.connect(str(db), read_only=True, config=config).close()
            times.append(time.perf_counter() - t0)
        return min(times)

    best_open({})  # warm the file cache
    plain, locked = best_open({}), best_open(dict(LOCKED_DOWN))
    assert locked < plain * 2 + 0.01, (plain, locked)

    from nbagent.store.integrity import _foreign

    calls: list[Path] = []
    real = _foreign.refuse_planted

    def counted(con: Any, path: Path) -> None:
        calls.append(path)
        real(con, path)

    monkeypatch.setattr(_foreign, "refuse_planted", counted)
    con = duckdb.connect(str(db))  # changed outside nbagent (nothing planted): checked again, once
    con.execute("CREATE TABLE notes (x INTEGER)")
    con.close()
    reader = open_reader(db)
    for _ in range(5):
        reader.sessions()
    assert len(calls) == 1


def test_sql_planted_while_a_store_is_open_is_refused_at_the_next_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, secret: Path
) -> None:
    """A check that passed is kept for the file as it was (nbagent's own writes keep it); a change
    made outside nbagent (a ``git pull`` while the kernel runs) is checked again before any query."""
    db = _plant(tmp_path, monkeypatch, "SELECT 1")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with Store(db, flush_interval=0.02) as store:
            assert store.get_session("analysis") is not None
            store.new_session("more")
            store.flush()
            assert store.get_session("more") is not None
            con = duckdb.connect(str(db))
            try:
                con.execute(_macro(secret))
            finally:
                con.close()
            with pytest.raises(StoreError, match="macros"):
                store.get_session("analysis")
