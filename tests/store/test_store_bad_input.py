"""Bad places for a store: clear StoreErrors, and agents that keep working with events kept."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from store_helpers import can_mount, counting_agent

from nbagent.exceptions import StoreError
from nbagent.store import Store

needs_mount = pytest.mark.skipif(not can_mount(), reason="needs permission to mount a tmpfs (root)")


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A 64 KiB tmpfs, unmounted after the test."""
    mount = tmp_path / "mnt"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0755", "tmpfs", str(mount)], check=True)
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def remount(mount: Path, mode: str) -> None:
    for _ in range(50):  # busy while the store's writer has the database open for a moment
        if subprocess.run(["mount", "-o", f"remount,{mode}", str(mount)], capture_output=True).returncode == 0:
            return
        time.sleep(0.1)
    raise AssertionError(f"could not remount {mount} {mode}")


def executed(store: Store) -> int:
    return int(store.query("SELECT count(*) AS n FROM audit WHERE event = 'tool-finished'")["n"][0])


@needs_mount
def test_a_read_only_folder_is_a_clear_store_error(tmpfs: Path) -> None:
    remount(tmpfs, "ro")
    with pytest.raises(StoreError, match="read-only") as info:
        Store(tmpfs / "nbagent.duckdb")
    assert str(tmpfs) in str(info.value) and "NBAGENT_HOME" in str(info.value)


@needs_mount
def test_a_folder_that_turns_read_only_mid_run_keeps_events_in_the_journal(tmp_path: Path) -> None:
    mount = tmp_path / "big"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(mount)], check=True)
    try:
        store = Store(mount / "nbagent.duckdb", journal_dir=tmp_path / "journal", flush_interval=0.02)
        agent = counting_agent(20, store=store, session="ro")
        remount(mount, "ro")
        assert agent.run("count").text == "done"  # the run does not notice
        with pytest.raises(StoreError, match="read-only"):
            store.flush(2)
        assert isinstance(store.last_error, StoreError) and str(mount) in str(store.last_error)
        assert list((tmp_path / "journal").glob("*.journal"))
        remount(mount, "rw")
        store.flush(30)
        assert store.last_error is None
        assert executed(store) == 20
        store.close()
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@needs_mount
def test_a_full_journal_folder_is_reported_and_the_run_goes_on(tmp_path: Path, tmpfs: Path) -> None:
    store = Store(tmp_path / "db" / "nbagent.duckdb", journal_dir=tmpfs, flush_interval=0.02)
    filler = tmpfs / "filler"
    subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=4k", "count=64"], capture_output=True)
    agent = counting_agent(30, store=store, session="full")
    assert agent.run("count").text == "done"
    error = store.last_error
    assert isinstance(error, StoreError) and "journal" in str(error)
    assert "No space left" in str(error) and str(tmpfs) in str(error)
    store.flush(30)  # the database is elsewhere: everything still got there
    assert executed(store) == 30
    filler.unlink()
    counting_agent(2, store=store, session="full-2").run("count")
    assert store.last_error is None  # the journal works again
    store.close()


def test_a_database_replaced_by_garbage_mid_run(store_path: Path) -> None:
    store = Store(store_path, flush_interval=0.02)
    agent = counting_agent(10, store=store, session="garbage")
    store_path.write_bytes(b"this is not a database\n" * 500)
    assert agent.run("count").text == "done"
    with pytest.raises(StoreError, match="not a DuckDB database") as info:
        store.flush(2)
    assert str(store_path) in str(info.value) and "journal" in str(info.value)
    assert store.last_error is not None and str(store_path) in str(store.last_error)
    assert list(store.journal_dir.glob("*.journal"))  # the events wait there
    store_path.unlink()  # the person moves the bad file away: the store starts afresh
    store.flush(30)
    assert executed(store) == 10
    assert store.last_error is None
    store.close()


def test_a_path_that_is_a_folder_holds_the_default_file_name(tmp_path: Path) -> None:
    with Store(tmp_path) as store:
        assert store.path == tmp_path / "nbagent.duckdb"


def test_the_default_path_follows_nbagent_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nbagent.store import default_path

    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "home"))
    assert default_path() == tmp_path / "home" / "nbagent.duckdb"
    monkeypatch.delenv("NBAGENT_HOME")
    monkeypatch.chdir(tmp_path)
    assert default_path() == tmp_path / ".nbagent" / "nbagent.duckdb"
