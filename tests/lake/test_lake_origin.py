"""What the team lake returns is other members' text (origin ``team-member``): a frame from it carries the
untrusted mark, so putting it in a prompt marks the session (docs/security.md, "Origins")."""

from __future__ import annotations

from pathlib import Path

from store_helpers import counting_agent

import nbagent
from nbagent.store import Store
from nbagent.store.lake import Lake


def test_lake_frames_are_marked_untrusted_and_mark_a_session_they_enter(tmp_path: Path, sqlite_lake: Lake) -> None:
    store = Store(tmp_path / "s" / "nbagent.duckdb", flush_interval=0.02)
    try:
        counting_agent(2, store=store, session="eda").run("count")
        store.publish(sqlite_lake)
    finally:
        store.close()
    for frame in (sqlite_lake.sql("SELECT * FROM sessions"), sqlite_lake.sessions(), sqlite_lake.audit()):
        assert len(frame) and nbagent.is_untrusted(frame)
    from nbagent.ipython._interpolate import interpolate

    untrusted: list[str] = []
    prompt = interpolate("Summarise {team}", {"team": sqlite_lake.sessions()}, untrusted)
    assert untrusted == ["team"] and "eda" in prompt  # the %%agent magic marks the session for each name here
