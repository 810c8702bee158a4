"""``Lake.verify()`` passes rows another team member rewrote.

verify() checks only that each audit row's ``prev_hash`` equals the ``hash`` column of the row before and
that the last one matches the head the source's last ``publishes`` row recorded. It never ties a row's
*content* to its hash. Every member writes to the same catalog, so one member can (a) change what another
member's audit rows say (tool, decision, reason) keeping the hash columns, or (b) replace a member's whole
history with made-up rows and a new ``publishes`` row saying ``verified = true``: verify() is happy.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
from store_helpers import counting_agent

from nbagent.store import Store
from nbagent.store.lake import Lake


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(tmp_path / "store" / "nbagent.duckdb", flush_interval=0.02)
    yield s
    s.close()


@pytest.fixture
def lake(tmp_path: Path) -> Iterator[Lake]:
    (tmp_path / "lake").mkdir()
    catalog = f"ducklake:sqlite:{tmp_path / 'lake' / 'catalog.sqlite'}"
    lake = Lake(catalog, data_path=str(tmp_path / "lake" / "data") + "/")
    yield lake
    lake.close()


def test_another_member_changing_what_a_row_says_fails_verify(store: Store, lake: Lake) -> None:
    counting_agent(3, store=store, session="v").run("count")
    store.publish(lake)
    assert lake.verify()
    with lake.connection() as con:  # a teammate with write access to the shared catalog
        con.execute("UPDATE lake.audit SET tool = 'delete_everything', reason = 'approved by ada' WHERE seq = 2")
    check = lake.verify()
    assert not check, "a rewritten audit row (its hash columns kept) passed lake.verify()"


def test_another_member_replacing_a_whole_history_fails_verify(store: Store, lake: Lake) -> None:
    counting_agent(3, store=store, session="v").run("count")
    store.publish(lake)
    assert lake.verify()
    with lake.connection() as con:
        # keep only seq 1..2 and relink them with made-up hashes, then record a matching verified head
        con.execute("DELETE FROM lake.audit WHERE seq > 2")
        con.execute("UPDATE lake.audit SET hash = repeat('b', 64), tool = 'forged' WHERE seq = 1")
        con.execute("UPDATE lake.audit SET prev_hash = repeat('b', 64), hash = repeat('c', 64) WHERE seq = 2")
        con.execute(
            'INSERT INTO lake.publishes SELECT uuid()::VARCHAR, source_id, "user", host, store_path, '
            "now() + INTERVAL 1 HOUR, 2, repeat('c', 64), true, NULL, 0 FROM lake.publishes LIMIT 1"
        )
    check = lake.verify()
    assert not check, "a teammate's made-up history (with its own 'verified' publish row) passed lake.verify()"


def test_the_owner_finds_the_changed_row_with_the_key(store: Store, lake: Lake) -> None:
    counting_agent(3, store=store, session="v").run("count")
    store.publish(lake)
    assert store.verify_published(lake)
    with lake.connection() as con:
        con.execute("UPDATE lake.audit SET tool = 'delete_everything' WHERE seq = 2")
    check = store.verify_published(lake)
    assert not check and "seq 2" in str(check), str(check)
