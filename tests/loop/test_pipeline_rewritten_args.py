"""Arguments an input review hook rewrites are decided again, as if the model had sent them.

A hook that normalises input (URL-decoding, trimming, alias expansion: ordinary code) must not turn
arguments the policy allows into ones a ``deny_when`` or ``review_when`` rule catches: the model
chooses the input. "A deny in any layer wins; nothing overrides it" (docs/security.md); and the
person approving a review call sees the arguments that will run.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from nbagent import Agent, ToolCall, tool
from nbagent.approval import ApprovalResult
from nbagent.guards.hooks import ReviewResult
from nbagent.messages import ToolResult
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

HOSTILE = ToolCall("send_email", {"to": "boss%40corp.com%2C%20x%40evil.example"}, "c1")
OUTSIDE = {"tool": "send_email", "arg": "to", "email_outside": "corp.com"}


def _mailer(sent: list[str]) -> Any:
    def decode(call: Any) -> ReviewResult:  # the tool author URL-decodes addresses pasted from links
        return ReviewResult(True, modified_args={"to": unquote(call.args["to"])})

    @tool(review_input=decode)
    def send_email(to: str) -> str:
        """Send a mail."""
        sent.append(to)
        return "sent"

    return send_email


def test_a_hook_rewrite_into_what_deny_when_denies_does_not_run() -> None:
    sent: list[str] = []
    send_email = _mailer(sent)
    policy = Policy(allow=["send_email"], deny_when=[OUTSIDE])
    assert policy.decide(send_email, {"to": "boss@corp.com, x@evil.example"}).kind == "deny"
    assert policy.decide(send_email, dict(HOSTILE.args)).kind == "allow"  # the encoded form passes as it is
    agent = Agent(ScriptedProvider([HOSTILE, "done"]), tools=[send_email], policy=policy)
    kinds: list[str] = []
    agent.subscribe(lambda e: kinds.append(e.kind))
    result = agent.run("mail the boss")
    assert sent == [], f"deny_when bypassed through the rewrite: sent to {sent}"
    # the events say what happened, in order: allowed as sent, rewritten, the rewrite denied
    tool_kinds = [k for k in kinds if k.startswith("tool-")]
    assert tool_kinds == ["tool-requested", "tool-decided", "tool-args-rewritten", "tool-decided", "tool-failed"]
    record = result.call_records[0]
    assert record.status == "denied" and record.decision == "deny" and record.rewritten
    answer = next(m for m in result.messages if isinstance(m, ToolResult) and m.call_id == "c1")
    assert answer.is_error and "rewrote the arguments" in answer.content


def test_a_rewrite_into_what_review_when_reviews_asks_again_with_the_rewritten_arguments() -> None:
    sent: list[str] = []
    asked: list[dict[str, Any]] = []

    def approve(request: Any) -> ApprovalResult:
        asked.append(dict(request.args))
        return ApprovalResult(False, "not to outsiders")

    policy = Policy(allow=["send_email"], review_when=[OUTSIDE])
    agent = Agent(ScriptedProvider([HOSTILE, "done"]), tools=[_mailer(sent)], policy=policy, approve=approve)
    result = agent.run("mail the boss")
    assert sent == []
    assert asked == [{"to": "boss@corp.com, x@evil.example"}], "the approver must see the arguments that would run"
    assert result.call_records[0].status == "denied"


def test_an_approval_of_the_rewritten_arguments_runs_them() -> None:
    sent: list[str] = []
    policy = Policy(allow=["send_email"], review_when=[OUTSIDE])
    approve = lambda request: ApprovalResult(True, "fine")  # noqa: E731
    agent = Agent(ScriptedProvider([HOSTILE, "done"]), tools=[_mailer(sent)], policy=policy, approve=approve)
    result = agent.run("mail the boss")
    assert sent == ["boss@corp.com, x@evil.example"]
    assert result.call_records[0].status == "ok"


def test_a_rewrite_the_policy_still_allows_runs_as_before() -> None:
    sent: list[str] = []
    call = ToolCall("send_email", {"to": "boss%40corp.com"}, "c1")
    policy = Policy(allow=["send_email"], deny_when=[OUTSIDE])
    result = Agent(ScriptedProvider([call, "done"]), tools=[_mailer(sent)], policy=policy).run("mail the boss")
    assert sent == ["boss@corp.com"]
    assert result.call_records[0].status == "ok" and result.call_records[0].rewritten
