"""Red team 32: ``a@external.com.`` (the root dot every mailer accepts) passed a glob rule
``pattern: "*@external.com"``; address values are now compared as a mailer delivers them, and the
policy's checks suggest ``email_domain`` for an address glob."""

from __future__ import annotations

import pytest

from nbagent.policy import Policy

RULE = 'deny_when:\n  - tool: send_mail\n    arg: to\n    pattern: "*@external.com"\n'


@pytest.mark.parametrize(
    "to",
    [
        "a@external.com.",
        "A@EXTERNAL.COM.",
        "a@External.Com. ",
        "b@corp.com; a@external.com.",
        "Eve <a@external.com.>",
        '"x"@external.com, ok@corp.com',  # a quoted local part (review of the change)
        "a@external.com\u3002, ok@corp.com",  # an ideographic full stop, a dot to IDNA
    ],
)
def test_an_address_glob_sees_the_address_a_mailer_delivers_to(to: str) -> None:
    assert Policy.from_yaml(RULE).decide("send_mail", {"to": to}).kind == "deny"


@pytest.mark.parametrize("to", ["a@corp.com", "a@external.com.evil.example", "external.com@corp.com"])
def test_other_addresses_still_pass(to: str) -> None:
    assert Policy.from_yaml(RULE).decide("send_mail", {"to": to}).kind != "deny"


def test_a_case_sensitive_glob_keeps_its_case_but_not_the_root_dot() -> None:
    policy = Policy.from_yaml(RULE.replace('"*@external.com"\n', '"*@external.com"\n    case_sensitive: true\n'))
    assert policy.decide("send_mail", {"to": "a@external.com."}).kind == "deny"
    assert policy.decide("send_mail", {"to": "a@EXTERNAL.com"}).kind != "deny"


def test_the_policy_suggests_email_domain_for_an_address_glob() -> None:
    warnings = Policy.from_yaml(RULE).check_tools(["send_mail"])
    assert any("email_domain: external.com" in w and "<policy text>:2" in w for w in warnings), warnings
