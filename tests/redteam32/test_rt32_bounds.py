"""Issue 32, bounds: a planted journal segment, a huge tool output, and text in other scripts.

- A file planted in the store's journal folder (20 MB of zeros, of random bytes, or a frame
  header claiming 4 GB) used to be decoded frame by frame: 20 MB of zeros are 500,000 empty
  frames whose CRC matches, each refused with its own log line (~30 s to open the store).
  Now the first frame decides: one log line naming the file, the file set aside as
  ``.refused``, and genuine segments beside it still replayed.
- A tool's 20 MB output became 20 MB of card HTML in the notebook; the card now shows the
  start and says the size and where the whole output is.
- The budget estimated input as characters / 4: 200,000 CJK characters (about 200,000 tokens)
  were estimated at 50,000.
"""

from __future__ import annotations

import logging
import os
import struct
import time
from pathlib import Path

import duckdb
import pytest

from nbagent import Agent, Budget, ToolCall, tool
from nbagent.exceptions import BudgetExceeded
from nbagent.ipython.display import Transcript
from nbagent.loop import RunOptions
from nbagent.messages import UserMessage
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import Store
from nbagent.store.integrity._anchor import store_identity
from nbagent.store.integrity._key import load_key
from nbagent.store.writing._archive import read_archive
from nbagent.store.writing._journal import FrameKey, encode_frame, read_segment
from nbagent.usage.budget import estimate_input_tokens
from nbagent.usage.pricing import register_price

SIZE = 20 << 20


def _plant(path: Path, kind: str) -> None:
    if kind == "zeros":
        with open(path, "wb") as fh:  # sparse: reads as 20 MB of zeros
            fh.truncate(SIZE)
    elif kind == "random":
        path.write_bytes(os.urandom(SIZE))
    else:  # a well-formed header claiming a 4 GB frame, then junk
        path.write_bytes(struct.pack("<II32s", 0xFFFFFFF0, 0, b"\x00" * 32) + b"\x01" * (SIZE - 40))


def _audit_ids(path: Path) -> set[str]:
    con = duckdb.connect(str(path), read_only=True)
    try:
        return {row[0] for row in con.execute("SELECT id FROM audit").fetchall()}
    finally:
        con.close()


@pytest.mark.parametrize("kind", ["zeros", "random", "huge-header"])
def test_a_planted_20mb_segment_is_refused_at_once_with_one_line_and_genuine_rows_still_replay(
    tmp_path: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    store_path = tmp_path / "nbagent.duckdb"
    Store(store_path).close()
    journal = store_path.with_name(store_path.name + ".journal")
    # A genuine segment of a process that died before its rows were written: it must still replay.
    genuine = {"id": "genuine-row", "ts": time.time(), "event": "run-started", "run_id": "r"}
    key = FrameKey(load_key(), store_identity(store_path))
    (journal / "ghost-1-deadbeef.lock").touch()
    (journal / "ghost-1-deadbeef.000001.journal").write_bytes(encode_frame([("audit", genuine)], key))
    planted = journal / "planted-2-cafecafe.000001.journal"  # no lock file: adopted as an orphan
    _plant(planted, kind)

    caplog.set_level(logging.DEBUG, logger="nbagent")
    started = time.perf_counter()
    found = read_segment(planted, key)  # the reading itself, without the store around it
    read_s = time.perf_counter() - started
    print(f"{kind}: reading the planted segment took {read_s:.4f} s")
    assert found.records == [] and read_s < 1, f"{kind}: {read_s:.1f} s"
    caplog.clear()
    started = time.perf_counter()
    with Store(store_path, flush_interval=0.02) as store:
        store.flush(30)
        elapsed = time.perf_counter() - started
        refused = store.refused_journals
    print(f"{kind}: opening the store with a planted 20 MB segment took {elapsed:.3f} s")
    assert elapsed < 5, f"{kind}: {elapsed:.1f} s"
    lines = [r.getMessage() for r in caplog.records if planted.name in r.getMessage()]
    assert len(lines) == 1, f"{len(lines)} log lines name the planted file; the first: {lines[:1]}"
    assert "REFUSED" in lines[0] and "inspect it, then delete it" in lines[0]
    # Set aside as evidence, not deleted, never replayed; the genuine row is in the database.
    aside = planted.with_name(planted.name + ".refused")
    assert refused == [aside] and aside.stat().st_size == SIZE and not planted.exists()
    assert "genuine-row" in _audit_ids(store_path)


def test_a_planted_zero_filled_archive_file_is_refused_with_one_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    store_path = tmp_path / "nbagent.duckdb"
    folder = tmp_path / "nbagent.duckdb.archive"
    folder.mkdir()
    planted = folder / "planted.20260101.001.nbarchive"
    _plant(planted, "zeros")
    caplog.set_level(logging.DEBUG, logger="nbagent")
    started = time.perf_counter()
    found = read_archive(folder, FrameKey(load_key(), store_identity(store_path)))
    elapsed = time.perf_counter() - started
    print(f"reading a planted 20 MB archive file took {elapsed:.3f} s")
    assert elapsed < 5 and found.batches == [] and found.files == 1
    lines = [r.getMessage() for r in caplog.records if planted.name in r.getMessage()]
    assert len(lines) == 1 and "REFUSED" in lines[0], lines[:2]


def test_a_20mb_tool_output_makes_a_small_card_that_says_its_size_and_where_the_rest_is() -> None:
    big = "line of output\n" * (SIZE // 15)

    @tool
    def dump() -> str:
        """Return a lot."""
        return big

    shown: list[dict[str, str]] = []

    def display(obj: object, display_id: object = None, raw: bool = False) -> object:
        index = len(shown)
        shown.append(obj._repr_mimebundle_())  # type: ignore[attr-defined]

        class Handle:
            def update(self, new: object, raw: bool = False) -> None:
                shown[index] = new._repr_mimebundle_()  # type: ignore[attr-defined]

        return Handle() if display_id else None

    result = Agent(
        ScriptedProvider([ToolCall("dump", {}), "done"]),
        policy=Policy(allow=["*"]),
        tools=[dump],
        on_event=Transcript(display),
    ).run("go")
    cards = [o["text/html"] for o in shown if "nbagent-card" in o.get("text/html", "")]
    assert len(cards) == 1
    card = cards[0]
    size = len(card.encode())
    print(f"card HTML for a {len(big) / (1 << 20):.1f} MB output: {size:,} bytes")
    assert size < 200_000
    assert "showing the first 64 KB of 20.0 MB" in card and "_agent.tool_calls" in card
    # and the whole output is where the card says
    assert result.tool_calls["output"][0] == big


def test_200k_cjk_characters_are_estimated_at_least_at_their_cost_and_the_budget_stops_the_call() -> None:
    text = "漢字テキスト한국어文" * 20_000  # 200,000 characters: about 200,000 tokens on most tokenizers
    assert len(text) == 200_000
    assert estimate_input_tokens([UserMessage(text)]) >= 200_000
    # $1 a million input tokens: a $0.15 run budget covers 150,000 tokens, not 200,000.
    register_price("rt32-cjk-model", input=1.0, cached_input=1.0, output=1.0)
    provider = ScriptedProvider(["done"], model="rt32-cjk-model")
    agent = Agent(
        provider, extensions=[Budget(per_run_usd=0.15)], defaults=RunOptions(stream=False, settings={"max_tokens": 1})
    )
    with pytest.raises(BudgetExceeded):
        agent.run(text)


@pytest.mark.timeout(60)
def test_a_fifo_planted_as_a_segment_does_not_hang_the_store(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    store_path = tmp_path / "nbagent.duckdb"
    Store(store_path).close()
    planted = store_path.with_name(store_path.name + ".journal") / "planted-3-feedfeed.000001.journal"
    os.mkfifo(planted)  # open() for reading would wait for a writer that never comes
    caplog.set_level(logging.DEBUG, logger="nbagent")
    started = time.perf_counter()
    with Store(store_path, flush_interval=0.02) as store:
        store.flush(30)
        refused = store.refused_journals
    assert time.perf_counter() - started < 5
    assert refused == [planted.with_name(planted.name + ".refused")]
    assert [r for r in caplog.records if planted.name in r.getMessage() and "not a regular file" in r.getMessage()]
