"""The DataFrame API: audit filters, usage sums, views, read-only SQL, module-level functions."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pandas as pd
import pytest
from store_helpers import counting_agent

import nbagent.store
from nbagent.exceptions import UserError
from nbagent.store import Store

AUDIT_COLUMNS = {
    "ts", "session_id", "event", "tool", "decision", "rule", "decided_by", "success", "duration_ms",
    "arg_keys", "input_hash",
}  # fmt: skip


def test_audit_has_the_documented_columns_and_filters(store: Store) -> None:
    counting_agent(3, store=store, session="one").run("count")
    counting_agent(2, store=store, session="two").run("count")
    audit = store.audit()
    assert set(audit.columns) >= AUDIT_COLUMNS
    assert isinstance(audit["ts"].dtype, pd.DatetimeTZDtype)
    assert list(audit["seq"]) == sorted(audit["seq"])
    assert len(store.audit(session="one", event="tool-finished")) == 3
    assert set(store.audit(tool="bump")["tool"]) == {"bump"}
    assert len(store.audit(since=timedelta(minutes=5))) == len(audit)
    assert store.audit(since=datetime.now(UTC) + timedelta(hours=1)).empty
    assert len(store.audit(until="2000-01-01")) == 0
    last = store.audit(limit=4)
    assert list(last["seq"]) == list(audit["seq"])[-4:]
    executed = store.audit(event="tool-finished")
    assert executed["success"].all() and (executed["duration_ms"] >= 0).all()
    with pytest.raises(UserError, match="since"):
        store.audit(since=12)


def test_usage_by_day_model_and_session(store: Store) -> None:
    counting_agent(2, store=store, session="u1").run("count")
    counting_agent(1, store=store, session="u2").run("count")
    raw = store.usage()
    assert len(raw) == 5 and set(raw["provider"]) == {"function"}
    by_day = store.usage(by="day")
    assert by_day["requests"].tolist() == [5]
    by_model = store.usage(by="model")
    assert by_model["model"].tolist() == ["function"] and by_model["requests"].tolist() == [5]
    by_session = store.usage(by="session")
    assert sorted(by_session["name"]) == ["u1", "u2"]
    assert sorted(by_session["requests"]) == [2, 3]
    with pytest.raises(UserError, match="by="):
        store.usage(by="week")


def test_views_and_read_only_sql(store: Store) -> None:
    counting_agent(4, store=store, session="v").run("count")
    stats = store.query("SELECT * FROM tool_stats")
    assert stats["tool"].tolist() == ["bump"] and stats["executed"].tolist() == [4]
    assert stats["success_rate"].tolist() == [1.0]
    assert store.sql("SELECT count(*) AS n FROM cost_per_day")["n"].tolist() == [1]
    assert store.query("SELECT * FROM approval_stats").empty
    with pytest.raises(UserError, match="query failed"):
        store.query("SELECT * FROM no_such_table")
    for write in ("DELETE FROM audit", "DELETE FROM sessions", "SELECT 1; DROP TABLE usage", "ATTACH 'x.db'"):
        with pytest.raises(UserError, match="read here, never written"):
            store.query(write)
    assert len(store.audit()) > 0


def test_module_level_functions_use_the_default_store(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "home"))
    agent = counting_agent(1, session="default")  # no store=: the default one
    agent.run("count")
    assert agent.store.path == tmp_path / "home" / "nbagent.duckdb"
    assert nbagent.store.sessions()["name"].tolist() == ["default"]
    assert len(nbagent.store.messages("default")) == 4
    assert len(nbagent.store.audit(event="tool-finished")) == 1
    assert nbagent.store.usage(by="model")["requests"].tolist() == [2]
    assert nbagent.store.sql("SELECT 1 AS one")["one"].tolist() == [1]
    assert nbagent.verify_audit().ok
    agent.store.close()


def test_each_event_kind_becomes_the_documented_audit_row(store_path: Path) -> None:
    from dataclasses import dataclass

    # One batch (the writer waits for flush()): the seq order below is the batch's ts order, which a
    # batch taken while the events are still being recorded would split (seen under load on DuckDB 1.5.5).
    store = Store(store_path, flush_interval=60)

    from nbagent.events import (
        ApprovalDecided,
        ApprovalRequested,
        ModelRetry,
        OutputBlocked,
        ToolArgsRewritten,
        ToolDecided,
        ToolFailed,
        ToolFinished,
        ToolRequested,
        ToolStarted,
    )
    from nbagent.messages import ToolCall

    @dataclass(frozen=True)
    class FutureEvent:
        run_id: str
        ts: float
        secret: str
        kind: str = "something-new"

    asked = ToolCall("rm", {"path": "/tmp/x"}, id="c1")
    rewritten = ToolCall("rm", {"path": "/tmp/safe"}, id="c1")
    other = ToolCall("fetch", {"url": "http://example.org"}, id="c2")
    slow = ToolCall("fetch", {"url": "http://example.org/slow"}, id="c3")
    r = "run"
    for event in [
        ToolRequested(run_id=r, call=asked),
        ToolDecided(run_id=r, call=asked, decision="review", rule="rm needs review", reason="r"),
        ApprovalRequested(run_id=r, call=asked, rule="rm needs review", timeout_s=60.0),
        ApprovalDecided(run_id=r, call=asked, approved=True, decided_by="person", reason="", wait_s=2.5, via="card"),
        ToolDecided(
            run_id=r,
            call=asked,
            decision="allow",
            rule="rm needs review",
            reason="ok",
            decided_by="person",
        ),
        ToolArgsRewritten(run_id=r, call=rewritten, original=asked),
        ToolStarted(run_id=r, call=rewritten),
        ToolFinished(run_id=r, call=rewritten, output="done", duration_s=0.25),
        ToolRequested(run_id=r, call=other),
        ToolStarted(run_id=r, call=other),
        OutputBlocked(run_id=r, call=other, by="screening", reason="injection at http://example.org"),
        ToolFinished(run_id=r, call=other, output="[blocked]", duration_s=0.1),
        ToolRequested(run_id=r, call=slow),
        ToolStarted(run_id=r, call=slow),
        ToolFailed(run_id=r, call=slow, error="too slow", stage="timeout", duration_s=5.0),
        ModelRetry(run_id=r, attempt=1, delay_s=0.5, error="429 rate limited"),
        FutureEvent(run_id=r, ts=1.0, secret="do not keep"),  # type: ignore[arg-type]
    ]:
        store.record(event, session_id="s")  # type: ignore[arg-type]
    # the names the writer stored (the read API presents them as the stream's kinds)
    audit = store.query("SELECT * FROM audit_stored ORDER BY seq").set_index("event")
    assert list(audit.index) == [
        "something-new", "tool-requested", "tool-decided", "approval-requested",
        "approval-decided", "tool-decided", "tool-args-rewritten", "tool-started", "tool-finished",
        "tool-requested", "tool-started", "output-blocked", "tool-finished",
        "tool-requested", "tool-started", "tool-failed", "model-retry",
    ]  # fmt: skip
    decided = audit.loc["approval-decided"]
    assert (decided["decision"], decided["decided_by"], decided["wait_s"]) == ("allow", "person", 2.5)
    assert json.loads(decided["detail"]) == {"scope": "once", "via": "card"}
    rewrite = audit.loc["tool-args-rewritten"]
    assert rewrite["input_hash"] == audit.loc["tool-started", "input_hash"].iloc[0]
    assert json.loads(rewrite["detail"])["input_hash_before"] == audit.loc["tool-requested", "input_hash"].iloc[0]
    assert (rewrite["decided_by"], rewrite["rule"]) == ("hook", "review_input hook")
    finished = audit.loc["tool-finished"].iloc[0]
    assert (finished["success"], finished["duration_ms"], finished["output_len"]) == (True, 250.0, 4)
    blocked = audit.loc["output-blocked"]
    assert (blocked["decided_by"], blocked["rule"], blocked["decision"], blocked["tool"]) == (
        "screening", "screening", "deny", "fetch",
    )  # fmt: skip
    assert "example.org" not in blocked["reason"]  # the call's own argument values stay out of the log
    failed = audit.loc["tool-failed"]
    assert failed["stage"] == "timeout" and not failed["success"]
    assert "do not keep" not in audit.astype(str).to_string()
    assert store.verify_audit().ok
    approvals = store.query("SELECT * FROM approval_stats")
    assert approvals[["tool", "requested", "approved", "approval_rate"]].values.tolist() == [["rm", 1, 1, 1.0]]
    store.close()
