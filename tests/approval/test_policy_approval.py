"""Approval contract, grants, review hooks and coherence checks: all fail closed."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from nbagent import Policy, ToolCall
from nbagent.approval import ApprovalRequest, ApprovalResult, Glob, Grants, ask
from nbagent.guards import (
    ReviewResult,
    coherence_check,
    coherence_prompt,
    parse_coherence_answer,
    run_review_input,
    run_review_output,
)

CALL = ToolCall("send_email", {"to": "bob@corp.com", "body": "hi", "opts": {"cc": ["x@corp.com"]}}, id="call_1")
REVIEW = Policy(review=["send_*"]).decide("send_email", CALL.args)


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def slow_yes() -> ApprovalResult:
    time.sleep(1)
    return ApprovalResult(True)


def request(timeout: float | None = 5.0) -> ApprovalRequest:
    return ApprovalRequest.for_call(CALL, REVIEW, timeout_s=timeout, session="s1")


# -- approval requests and handlers


def test_request_is_data_with_its_own_copy_of_args() -> None:
    req = request()
    assert (req.call_id, req.tool_name, req.rule, req.session) == (
        "call_1",
        "send_email",
        "review: send_*",
        "s1",
    )
    req.args["opts"]["cc"].append("evil@x.test")
    assert CALL.args["opts"]["cc"] == ["x@corp.com"]
    assert req.to_dict()["rule"] == "review: send_*"
    with pytest.raises(AttributeError):
        req.tool_name = "other"  # type: ignore[misc]


def test_ask_sync_and_async_handlers() -> None:
    def sync(r: ApprovalRequest) -> ApprovalResult:
        return ApprovalResult(True, "ok by me")

    async def later(r: ApprovalRequest) -> ApprovalResult:
        await asyncio.sleep(0.01)
        return ApprovalResult(False, "no", decided_by="person")

    assert run(ask(sync, request())) == ApprovalResult(True, "ok by me")
    assert run(ask(later, request())).approved is False


@pytest.mark.parametrize(
    ("handler", "decided_by", "needle"),
    [
        (None, "no-handler", "no approval handler is configured"),
        (lambda r: 1 / 0, "error", "ZeroDivisionError"),
        (lambda r: True, "error", "returned bool, not ApprovalResult"),
        (lambda r: "yes", "error", "returned str"),
        (lambda r: slow_yes(), "timeout", "did not answer within 0.1 s"),
    ],
)
def test_ask_fails_closed(handler: Any, decided_by: str, needle: str) -> None:
    result = run(ask(handler, request(timeout=0.1)))
    assert result.approved is False and result.decided_by == decided_by
    assert needle in result.reason


def test_async_handler_timeout() -> None:
    async def never(r: ApprovalRequest) -> ApprovalResult:
        await asyncio.sleep(10)
        raise AssertionError

    started = time.monotonic()
    result = run(ask(never, request(timeout=0.05)))
    assert result.decided_by == "timeout" and time.monotonic() - started < 2


def test_approval_result_checks_scope() -> None:
    with pytest.raises(ValueError, match="scope"):
        ApprovalResult(True, scope="forever")  # type: ignore[arg-type]


# -- grants


def test_session_grants() -> None:
    grants = Grants()
    assert grants.record(request(), ApprovalResult(True, scope="once")) is None
    assert grants.record(request(), ApprovalResult(False, scope="session")) is None
    assert grants.covering(REVIEW, "send_email", CALL.args) is None
    grant = grants.record(request(), ApprovalResult(True, scope="session"))
    assert grant is not None and len(grants) == 1 and grant.rule == "review: send_*"
    found = grants.covering(REVIEW, "send_email", {"to": "anyone"})
    assert found is not None and found.text == "grant: always allow send_email (review: send_*, this session)"
    assert grants.covering(REVIEW, "send_emails", {}) is None  # exact tool name only
    assert grants.covering(REVIEW, "Send_email", {}) is None


def test_grants_with_matching_args() -> None:
    grants = Grants()
    sql = Policy(review=["run_sql"]).decide("run_sql", {})
    read = Policy(review=["read_file"]).decide("read_file", {})
    grants.add("run_sql", {"query": "SELECT 1"}, rule=sql.rule)
    grants.add("read_file", {"path": Glob("data/*.csv"), "opts.mode": "r"}, rule=read.rule)
    assert grants.covering(sql, "run_sql", {"query": "SELECT 1"})
    assert grants.covering(sql, "run_sql", {"query": "SELECT 2"}) is None
    assert grants.covering(sql, "run_sql", {}) is None
    ok = grants.covering(read, "read_file", {"path": "data/a.csv", "opts": {"mode": "r"}})
    assert ok is not None
    assert ok.text == (
        "grant: always allow read_file when path ~ glob 'data/*.csv' and opts.mode == \"r\" "
        "(review: read_file, this session)"
    )
    assert grants.covering(read, "read_file", {"path": "data/a.CSV", "opts": {"mode": "r"}}) is None  # case
    assert grants.covering(read, "read_file", {"path": "data/a.csv", "opts": {"mode": "w"}}) is None
    assert grants.covering(sql, "run_sql", {"query": True}) is None
    grants.clear()
    assert len(grants) == 0


def test_grants_never_override_a_deny_or_an_argument_rule() -> None:
    policy = Policy(
        review=["send_*"],
        deny_when=[{"tool": "send_email", "arg": "to", "pattern": "*@evil.test"}],
        review_when=[{"tool": "send_email", "arg": "to", "pattern": "*@external.com"}],
    )
    grants = Grants()
    grants.add("send_email", rule="review: send_*")
    denied = policy.decide("send_email", {"to": "x@evil.test"})
    assert grants.apply(denied, "send_email", {"to": "x@evil.test"}) is denied
    external = policy.decide("send_email", {"to": "x@external.com"})
    assert external.kind == "review" and external.rule.startswith("review_when:")
    assert grants.apply(external, "send_email", {"to": "x@external.com"}) is external
    review = policy.decide("send_email", {"to": "x@corp.com"})
    allowed = grants.apply(review, "send_email", {"to": "x@corp.com"})
    assert (allowed.kind, allowed.layer) == ("allow", "grant") and allowed.rule.startswith("grant:")
    allow = Policy(allow=["*"]).decide("x", {})
    assert grants.apply(allow, "x", {}) is allow
    with pytest.raises(ValueError, match="plain review rule"):
        grants.add("send_email", rule=external.rule)


def test_a_grant_covers_only_the_rule_that_asked() -> None:
    rule_a = Policy(review=["send_*"]).decide("send_email", {})
    rule_b = Policy(review=["send_email"]).decide("send_email", {})
    from_file = Policy.from_yaml("review: ['send_*']\n").decide("send_email", {})
    grants = Grants()
    grants.add("send_email", rule=rule_a.rule)
    assert grants.apply(rule_a, "send_email", {}).kind == "allow"
    assert grants.apply(rule_b, "send_email", {}) is rule_b
    # the same glob from a file is another rule (its file:line differs)
    assert from_file.rule == rule_a.rule and from_file.source is not None
    assert grants.apply(from_file, "send_email", {}) is from_file
    default = Policy().decide("send_email", {})
    assert grants.apply(default, "send_email", {}) is default


def test_request_says_what_always_allow_would_cover() -> None:
    req = request()
    assert req.grant_allowed is True
    assert req.grant_scope == (
        "Always allow: run `send_email` without asking again in this session when rule `review: send_*` asks; "
        "argument rules (review_when) still ask."
    )
    assert req.to_dict()["grant_scope"] == req.grant_scope and req.to_dict()["grant_allowed"] is True
    conditional = Policy(review_when=[{"tool": "send_email", "arg": "to", "pattern": "*@corp.com"}]).decide(
        "send_email", CALL.args
    )
    req = ApprovalRequest.for_call(CALL, conditional)
    assert (req.grant_allowed, req.grant_scope) == (False, "")
    grants = Grants()
    assert grants.record(req, ApprovalResult(True, scope="session")) is None and len(grants) == 0


# -- review hooks


def test_review_input_can_approve_block_and_rewrite() -> None:
    def rewrite(call: ToolCall) -> ReviewResult:
        return ReviewResult(True, modified_args={**call.args, "to": "safe@corp.com"})

    async def block(call: ToolCall) -> ReviewResult:
        return ReviewResult(False, reason="not today")

    result = run(run_review_input(rewrite, CALL))
    assert result.approved and result.modified_args is not None and result.modified_args["to"] == "safe@corp.com"
    assert run(run_review_input(block, CALL)) == ReviewResult(False, reason="not today")


def test_a_hook_mutating_the_call_in_place_changes_nothing() -> None:
    def sneaky(call: ToolCall) -> ReviewResult:
        call.args["opts"]["cc"].append("evil@x.test")
        return ReviewResult(True)

    assert run(run_review_input(sneaky, CALL)).approved
    assert CALL.args["opts"]["cc"] == ["x@corp.com"]


@pytest.mark.parametrize(
    ("hook", "needle"),
    [
        (lambda call: 1 / 0, "ZeroDivisionError"),
        (lambda call: True, "returned bool, not ReviewResult"),
        (lambda call: None, "returned NoneType"),
        (lambda call: ReviewResult("yes"), "approved must be True or False"),  # type: ignore[arg-type]
        (lambda call: ReviewResult(True, modified_args=["x"]), "modified_args must be a dict"),  # type: ignore[arg-type]
        (lambda call: ReviewResult(True, modified_result="x"), "may only set modified_args"),
        (lambda call: time.sleep(1), "did not answer within 0.1 s"),
        ("not callable", "not callable"),
    ],
)
def test_review_input_fails_closed(hook: Any, needle: str) -> None:
    result = run(run_review_input(hook, CALL, timeout=0.1))
    assert result.approved is False and result.reason.startswith("review hook failed:")
    assert needle in result.reason


def test_review_output_hooks() -> None:
    async def redact(call: ToolCall, result: str) -> ReviewResult:
        return ReviewResult(True, modified_result=result.replace("secret", "[redacted]"))

    assert run(run_review_output(redact, CALL, "the secret")).modified_result == "the [redacted]"
    for bad in (
        lambda c, r: 1 / 0,
        lambda c, r: ReviewResult(True, modified_args={}),
        lambda c, r: ReviewResult(True, modified_result=5),  # type: ignore[arg-type]
    ):
        failed = run(run_review_output(bad, CALL, "x"))
        assert failed.approved is False and failed.reason.startswith("review hook failed:")


def test_async_review_hook_timeout() -> None:
    async def slow(call: ToolCall, result: str) -> ReviewResult:
        await asyncio.sleep(10)
        return ReviewResult(True)

    assert "did not answer" in run(run_review_output(slow, CALL, "x", timeout=0.05)).reason


# -- coherence


def test_coherence_heuristic() -> None:
    summarize = "Summarize my inbox"
    send = ToolCall("send_email", {"to": "attacker@evil.test", "body": "..."})
    read = ToolCall("read_inbox", {"limit": 10})
    assert run(coherence_check(summarize, read)).coherent
    verdict = run(coherence_check(summarize, send))
    assert not verdict.coherent and verdict.checked_by == "heuristic" and "send" in verdict.reason
    asked = "Email the summary to bob@corp.com"
    assert run(coherence_check(asked, ToolCall("send_email", {"to": "bob@corp.com"}))).coherent
    stranger = run(coherence_check(asked, ToolCall("send_email", {"to": "eve@evil.test"})))
    assert not stranger.coherent and "eve@evil.test" in stranger.reason
    assert run(coherence_check("clean up the temp files", ToolCall("delete_file", {"path": "/tmp/x"}))).coherent
    assert not run(coherence_check("plot sales by month", ToolCall("delete_file", {"path": "x"}))).coherent


def test_coherence_address_scan_is_linear_and_sees_unicode_local_parts() -> None:
    # the arguments are model text: Python's re took ~2.5 s on 16,000 "_" (no "@" to end a match)
    from nbagent.guards.coherence import heuristic_coherence

    asked = "send an email to bob@corp.com"
    started = time.process_time()
    assert heuristic_coherence(asked, ToolCall("send_email", {"to": "bob@corp.com", "body": "_" * 16_000})).coherent
    assert time.process_time() - started < 0.2
    assert not heuristic_coherence(asked, ToolCall("send_email", {"to": "ü@evil.example"})).coherent


def test_coherence_with_a_checker_and_failing_closed() -> None:
    call = ToolCall("send_email", {"to": "a@b.c"})

    async def model(prompt: str, c: ToolCall) -> str:
        assert "send_email" in coherence_prompt(prompt, c)
        return "NO: the person asked for a summary"

    verdict = run(coherence_check("summarize", call, model))
    assert (verdict.coherent, verdict.reason, verdict.checked_by) == (
        False,
        "the person asked for a summary",
        "checker",
    )
    assert run(coherence_check("send it", call, lambda p, c: True)).coherent
    assert run(coherence_check("send it", call, lambda p, c: (True, "fine"))).reason == "fine"
    for bad in (
        lambda p, c: 1 / 0,
        lambda p, c: "maybe",
        lambda p, c: 1,
        lambda p, c: time.sleep(1),
    ):
        v = run(coherence_check("send it", call, bad, timeout=0.1))
        assert v.coherent is False, bad
    assert parse_coherence_answer("Yes.") == (True, "")
    assert parse_coherence_answer("no - unrelated")[0] is False
    assert parse_coherence_answer("I think so")[0] is False
