"""Scoped "Always allow" grants in the agent loop: the tool and the rule that asked, for one session only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nbagent import Agent, ToolCall, tool
from nbagent.approval import ApprovalRequest, ApprovalResult
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import Store, bind

MAIL_POLICY = Policy(
    review=["send_*"],
    review_when=[{"tool": "send_mail", "arg": "to", "pattern": "*@external.com", "reason": "mail leaves the company"}],
)


def mail_tools(sent: list[str]) -> list[Any]:
    @tool
    def send_mail(to: str) -> str:
        """Send a mail."""
        sent.append(to)
        return f"sent to {to}"

    @tool
    def send_sms(to: str) -> str:
        """Send a text message."""
        sent.append("sms:" + to)
        return "sent"

    return [send_mail, send_sms]


class Person:
    """An approval handler that always says "Always allow" and notes what it was asked."""

    def __init__(self) -> None:
        self.asked: list[ApprovalRequest] = []

    def __call__(self, request: ApprovalRequest) -> ApprovalResult:
        self.asked.append(request)
        return ApprovalResult(True, scope="session")


def mails(*addresses: str) -> list[Any]:
    return [ToolCall("send_mail", {"to": a}) for a in addresses] + ["done"]


def test_a_grant_never_satisfies_a_review_when_rule() -> None:
    sent: list[str] = []
    person = Person()
    agent = Agent(ScriptedProvider(mails("a@corp.com", "x@external.com", "b@corp.com", "y@external.com")),
                  tools=mail_tools(sent), policy=MAIL_POLICY, approve=person)  # fmt: skip
    result = agent.run("mail them")
    # the grant given for the plain rule covers b@corp.com; each external address asks again
    assert [r.args["to"] for r in person.asked] == ["a@corp.com", "x@external.com", "y@external.com"]
    assert [r.grant_allowed for r in person.asked] == [True, False, False]
    assert person.asked[1].grant_scope == "" and "review: send_*" in person.asked[0].grant_scope
    assert sent == ["a@corp.com", "x@external.com", "b@corp.com", "y@external.com"]
    by = [(r.args["to"], r.decided_by) for r in result.call_records]
    assert by[2] == ("b@corp.com", "grant")
    scopes = [e.scope for e in result.events if e.kind == "approval-decided"]
    assert scopes == ["session", "once", "once"]  # "Always allow" on an argument rule approves that call only


def test_always_allow_on_an_argument_rule_grants_nothing() -> None:
    """The issue's case: Always allow on mail to one external address let every later one run."""
    sent: list[str] = []
    person = Person()
    agent = Agent(ScriptedProvider(mails("a@external.com", "b@external.com", "c@corp.com")),
                  tools=mail_tools(sent), policy=MAIL_POLICY, approve=person)  # fmt: skip
    agent.run("mail them")
    assert [r.args["to"] for r in person.asked] == ["a@external.com", "b@external.com", "c@corp.com"]
    assert len(agent.grants) == 1 and next(iter(agent.grants)).rule == "review: send_*"


def test_a_grant_from_one_rule_does_not_cover_another() -> None:
    sent: list[str] = []
    person = Person()
    script = [ToolCall("send_mail", {"to": "a@corp.com"}), "ok", ToolCall("send_mail", {"to": "b@corp.com"}), "ok",
              ToolCall("send_sms", {"to": "123"}), "ok"]  # fmt: skip
    agent = Agent(ScriptedProvider(script), tools=mail_tools(sent), policy=Policy(review=["send_*"]), approve=person)
    agent.run("first")
    # the next cell adds its own layer (%%agent --policy FILE): rule B now asks for send_mail
    cell = Policy.stack(agent.policy, Policy(review=["send_mail"], name="cell"))
    agent.run("second", policy=cell)
    agent.run("third", policy=cell)  # send_sms: same rule A, but another tool
    assert [(r.tool_name, r.rule) for r in person.asked] == [
        ("send_mail", "review: send_*"),
        ("send_mail", "review: send_mail"),
        ("send_sms", "review: send_*"),
    ]
    assert sent == ["a@corp.com", "b@corp.com", "sms:123"]


def test_grants_end_with_the_session(tmp_path: Path) -> None:
    sent: list[str] = []
    store = Store(tmp_path / "s.duckdb")
    person = Person()
    script = [ToolCall("send_mail", {"to": f"{i}@corp.com"}) if i % 2 == 0 else "ok" for i in range(12)]
    agent = bind(
        Agent(ScriptedProvider(script), tools=mail_tools(sent), policy=Policy(review=["send_*"]), approve=person),
        "work",
        store=store,
    )
    agent.run("one")
    agent.run("two")  # granted
    assert len(person.asked) == 1
    agent.reset()  # a fresh conversation: the grant goes with the old one
    agent.run("three")
    assert len(person.asked) == 2
    agent.run("four")  # granted in "three"
    assert len(person.asked) == 2
    resumed = bind(
        Agent(ScriptedProvider(script[8:]), tools=mail_tools(sent), policy=Policy(review=["send_*"]), approve=person),
        "work",
        store=store,
    )
    resumed.run("five")  # resuming the session in a new agent (a new kernel) does not bring grants back
    assert len(person.asked) == 3
    store.close()


def test_the_audit_log_says_grant_and_handler(tmp_path: Path) -> None:
    sent: list[str] = []
    store = Store(tmp_path / "s.duckdb")

    def handler(request: ApprovalRequest) -> ApprovalResult:
        return ApprovalResult(True, scope="session", decided_by="person")  # a handler cannot claim to be a person

    agent = bind(
        Agent(
            ScriptedProvider(mails("a@corp.com", "b@corp.com")),
            tools=mail_tools(sent),
            policy=Policy(review=["send_*"]),
            approve=handler,
        ),
        "audit",
        store=store,
    )
    agent.run("x")
    store.flush()
    rows = store.audit(event="tool-decided")
    rows = rows[rows["decision"] == "allow"]
    assert list(rows["decided_by"]) == ["handler", "grant"]
    assert "review: send_*" in rows.iloc[1]["rule"]
    approvals = store.audit(event="approval-decided")
    assert list(approvals["decided_by"]) == ["handler"]
    store.close()


# -- a grant on one layer's plain rule never covers another layer's argument rule

USER_MAIL_POLICY = """\
version: 1
review_when:
  - tool: send_mail
    arg: to
    email_outside: corp.com
    reason: mail leaves the company
"""


def _user_review_when() -> None:
    from nbagent.files._home import user_home

    user_home().mkdir(parents=True, exist_ok=True)
    (user_home() / "policy.yaml").write_text(USER_MAIL_POLICY)


def test_an_untrusted_project_review_rule_does_not_shadow_the_users_review_when(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """A cloned repo's `review: [send_mail]` (kept: it only tightens) sits above the user's review_when. It
    decides "review" for internal mail, which "Always allow" may remember; external mail must still ask."""
    _user_review_when()
    folder = tmp_path / "cloned"
    (folder / ".nbagent").mkdir(parents=True)
    (folder / ".nbagent" / "policy.yaml").write_text("version: 1\nreview: [send_mail]\n")
    monkeypatch.chdir(folder)
    sent: list[str] = []
    person = Person()
    agent = Agent(ScriptedProvider(mails("boss@corp.com", "x@external.com", "y@corp.com")), tools=mail_tools(sent),
                  approve=person)  # fmt: skip
    agent.run("mail them")
    asked = [(r.args["to"], r.grant_allowed) for r in person.asked]
    assert asked == [("boss@corp.com", True), ("x@external.com", False)]  # y@corp.com ran on the grant
    assert sent == ["boss@corp.com", "x@external.com", "y@corp.com"]


def test_a_code_layer_review_rule_does_not_shadow_the_users_review_when(tmp_path: Path, monkeypatch: Any) -> None:
    _user_review_when()
    monkeypatch.chdir(tmp_path)
    person = Person()
    agent = Agent(ScriptedProvider(mails("boss@corp.com", "x@external.com")), tools=mail_tools([]), approve=person,
                  policy=Policy(review=["send_*"]))  # fmt: skip
    agent.run("mail them")
    assert [r.args["to"] for r in person.asked] == ["boss@corp.com", "x@external.com"]
    decision = agent.policy.decide("send_mail", {"to": "x@external.com"})
    assert decision.rule.startswith("review_when") and decision.layer == "user"
    explained = [s for s in agent.policy.explain("send_mail", {"to": "x@external.com"}) if s.decisive]
    assert [s.stage for s in explained] == ["review_when"]


def test_a_glob_grant_for_one_domain_does_not_cover_a_list_of_addresses_in_one_string() -> None:
    """Glob('*@corp.com') as fnmatch would cover "boss@evil.example, x@corp.com" (`*` crosses the comma)."""
    from nbagent.approval import Glob, Grants

    decision = Policy(review=["send_*"]).decide("send_mail", {"to": "a@corp.com"})
    grants = Grants()
    grants.add("send_mail", {"to": Glob("*@corp.com")}, rule=decision.rule, source=decision.source)
    assert grants.apply(decision, "send_mail", {"to": "a@corp.com"}).kind == "allow"
    assert grants.apply(decision, "send_mail", {"to": "a.b-c@corp.com"}).kind == "allow"
    for sneaky in ("boss@evil.example, x@corp.com", "boss@evil.example\nx@corp.com", "boss@evil.example?@corp.com",
                   "Boss <boss@evil.example>x@corp.com", "boss@evil.example;x@corp.com", "a@corp.com "):  # fmt: skip
        assert grants.apply(decision, "send_mail", {"to": sneaky}).kind == "review", sneaky
    # a glob without "@" is a plain glob: `*` still crosses anything
    grants.add("send_sms", {"to": Glob("+44 *")}, rule=decision.rule, source=decision.source)
    assert grants.apply(decision, "send_sms", {"to": "+44 20 7946 0000"}).kind == "allow"
