"""Red team: ways to widen an "Always allow" grant past what the card promised."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from nbagent import Agent, ToolCall, tool
from nbagent._home import user_home
from nbagent.policy.approval import ApprovalRequest, ApprovalResult
from nbagent.providers import ScriptedProvider

USER_POLICY = """\
version: 1
review_when:
  - tool: send_mail
    arg: to
    pattern: "*@external.com"
    reason: mail leaves the company
"""


class Person:
    """Clicks "Always allow" on whatever is offered, and notes what it was asked."""

    def __init__(self) -> None:
        self.asked: list[ApprovalRequest] = []

    def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        self.asked.append(request)
        return ApprovalResult(True, scope="session" if request.grant_allowed else "once")


def send_mail_tool(sent: list[str]) -> Any:
    @tool
    def send_mail(to: str) -> str:
        """Send a mail."""
        sent.append(to)
        return f"sent to {to}"

    return send_mail


def test_an_untrusted_review_rule_does_not_turn_the_users_review_when_into_a_grantable_rule(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cloned repo adds `review: [send_mail]` (it only "tightens", so it counts untrusted).

    That plain rule sits in a higher layer than the user's `review_when`, so it decides alone:
    "Always allow" on one internal mail (whose card says "argument rules (review_when) still ask")
    then lets mail to every external address run without asking.
    """
    user_home().mkdir(parents=True, exist_ok=True)
    (user_home() / "policy.yaml").write_text(USER_POLICY)
    folder = tmp_path / "cloned"
    (folder / ".nbagent").mkdir(parents=True)
    (folder / ".nbagent" / "policy.yaml").write_text("version: 1\nreview: [send_mail]\n")
    monkeypatch.chdir(folder)
    sent: list[str] = []
    person = Person()
    calls = [ToolCall("send_mail", {"to": a}) for a in ("boss@corp.com", "x@external.com")]
    agent = Agent(ScriptedProvider([*calls, "done"]), tools=[send_mail_tool(sent)], approve=person)
    agent.run("mail them")
    assert "x@external.com" in [r.args["to"] for r in person.asked], (
        "mail to an external address ran on a grant, though the user's review_when rule matches it"
    )


def test_the_users_review_when_still_asks_after_a_grant_on_a_code_layer_review_rule(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same shadowing with a code policy `review: [send_*]` over the user's `review_when`."""
    from nbagent.policy import Policy

    user_home().mkdir(parents=True, exist_ok=True)
    (user_home() / "policy.yaml").write_text(USER_POLICY)
    monkeypatch.chdir(tmp_path)
    sent: list[str] = []
    person = Person()
    calls = [ToolCall("send_mail", {"to": a}) for a in ("boss@corp.com", "x@external.com")]
    agent = Agent(ScriptedProvider([*calls, "done"]), tools=[send_mail_tool(sent)], approve=person,
                  policy=Policy(review=["send_*"]))  # fmt: skip
    agent.run("mail them")
    assert "x@external.com" in [r.args["to"] for r in person.asked]


def test_a_glob_grant_for_one_domain_does_not_cover_a_list_of_addresses_in_one_string() -> None:
    """Glob('*@corp.com') is fnmatch over the whole text, `*` crossing commas and newlines: a grant the
    person gave for "mail within corp.com" covers "boss@evil.example, x@corp.com" (one string argument)."""
    from nbagent.policy import Policy
    from nbagent.policy.approval import Glob, Grants

    decision = Policy(review=["send_*"]).decide("send_mail", {"to": "a@corp.com"})
    grants = Grants()
    grants.add("send_mail", {"to": Glob("*@corp.com")}, rule=decision.rule, source=decision.source)
    assert grants.apply(decision, "send_mail", {"to": "a@corp.com"}).kind == "allow"
    for sneaky in ("boss@evil.example, x@corp.com", "boss@evil.example\nx@corp.com", "boss@evil.example?@corp.com"):
        assert grants.apply(decision, "send_mail", {"to": sneaky}).kind == "review", sneaky
