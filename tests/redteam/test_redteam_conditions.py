"""Red team: policy conditions on numbers a model can send."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nbagent import Agent, ToolCall, tool
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

HUGE = json.loads("1" + "0" * 400)  # valid JSON; Python reads it as an int too large for a float


@pytest.mark.parametrize("value", [HUGE, -HUGE, [HUGE]], ids=["huge", "minus huge", "in a list"])
def test_a_huge_integer_is_decided_not_raised(value: object) -> None:
    policy = Policy(allow=["*"], deny_when=[{"tool": "pay", "arg": "amount", "gt": 100}],
                    review_when=[{"tool": "pay", "arg": "amount", "equals": 5}])  # fmt: skip
    decision = policy.decide("pay", {"amount": value})  # raised OverflowError
    assert decision.kind == "deny" or value == -HUGE


def test_a_huge_integer_argument_does_not_raise_out_of_the_run() -> None:
    paid: list[int] = []

    @tool
    def pay(amount: int) -> str:
        """Pay an amount."""
        paid.append(amount)
        return "paid"

    agent = Agent(ScriptedProvider([ToolCall("pay", {"amount": HUGE}), "done"]), tools=[pay],
                  policy=Policy(allow=["*"], deny_when=[{"tool": "pay", "arg": "amount", "gt": 100}]))  # fmt: skip
    result = agent.run("pay")  # raised OverflowError out of Agent.run
    assert paid == [] and result.tool_records[0].status != "ok"


def test_deciding_on_arguments_under_the_size_cap_is_quick() -> None:
    """Arguments up to the 1 MB cap are walked leaf by leaf, each leaf through every conditional rule,
    on the event loop (Gate.authorize): 80,000 one-key mappings with eight rules take ~4 s here."""
    import time

    from nbagent.messages import ToolCall as Call

    rules = [{"tool": "send", "arg": "to", "pattern": f"*@ext{i}.com"} for i in range(5)]
    rules += [{"tool": "send", "arg": "to", "regex": "evil"}, {"tool": "send", "arg": "to", "in": ["x", "y"]},
              {"tool": "send", "arg": "to", "path": "/etc"}]  # fmt: skip
    policy = Policy(allow=["*"], review_when=rules)
    args = {"to": [{"k": "é"}] * 80_000}
    assert Call("send", args).parse_error is None  # within the argument limits
    started = time.perf_counter()
    policy.decide("send", args)
    assert time.perf_counter() - started < 1.0


def test_a_resolving_path_rule_follows_a_symlink_before_applying_dotdot(tmp_path: Path) -> None:
    """path_form() applies `..` lexically (posixpath.normpath) *before* os.path.realpath, so
    `<symlink>/../key.pem` is judged as a sibling of the link, while the OS opens the file
    next to the link's target: a `resolve: true` rule (the documented answer to symlinks) is bypassed."""
    secrets = tmp_path / "secrets"
    (secrets / "sub").mkdir(parents=True)
    (secrets / "key.pem").write_text("-----BEGIN PRIVATE KEY-----")
    work = tmp_path / "work"
    work.mkdir()
    (work / "link").symlink_to(secrets / "sub", target_is_directory=True)
    sneaky = f"{work}/link/../key.pem"
    assert Path(sneaky).read_text().startswith("-----BEGIN")  # what a tool opening it gets
    policy = Policy(allow=["*"], deny_when=[{"tool": "read", "arg": "path", "path": str(secrets), "resolve": True}])
    assert policy.decide("read", {"path": sneaky}).kind == "deny"


def test_home_spelled_as_an_environment_variable_is_under_home() -> None:
    """`~` is expanded, `$HOME` is not: a tool that expands variables (a shell, os.path.expandvars) opens ~/.ssh."""
    policy = Policy(allow=["*"], deny_when=[{"tool": "read", "arg": "path", "path": "~/.ssh"}])
    assert policy.decide("read", {"path": "$HOME/.ssh/id_rsa"}).kind == "deny"
    assert policy.decide("read", {"path": "${HOME}/.ssh/id_rsa"}).kind == "deny"


@pytest.mark.parametrize(
    "to",
    ["<a@external.com>", "Evil <a@external.com>", "a@external.com.", "a@external.com;b@corp.com"],
)
def test_the_documented_external_mail_rule_catches_common_address_spellings(to: str) -> None:
    """`pattern: "*@external.com"` (the docs' and tests' example) is a glob over the whole string: the
    RFC 5322 forms every mail library accepts (`Name <addr>`, `<addr>`), a trailing root dot and a
    list in one string all pass a rule meant to review mail leaving the company."""
    policy = Policy(allow=["*"], review_when=[{"tool": "send_mail", "arg": "to", "pattern": "*@external.com"}])
    assert policy.decide("send_mail", {"to": to}).kind == "review"
