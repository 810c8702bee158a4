"""Policy.decide: evaluation order, every condition kind, explain, rule texts."""

from __future__ import annotations

from typing import Any

import pytest

from nbagent import Policy, tool
from nbagent.exceptions import PolicyError
from nbagent.policy import Decision


def kinds(policy: Policy, name: str, args: dict[str, Any] | None = None, **kw: Any) -> str:
    return policy.decide(name, args or {}, **kw).kind


# -- evaluation order: deny_when -> deny -> review_when -> review (auto_approve) -> allow -> review


def test_deny_when_beats_everything_else() -> None:
    p = Policy(
        allow=["run_sql"],
        auto_approve=["run_sql"],
        review=["run_sql"],
        deny_when=[{"tool": "run_sql", "arg": "query", "regex": r"\bdrop\s+table\b", "reason": "no drops"}],
    )
    d = p.decide("run_sql", {"query": "DROP  TABLE users"})
    assert d == Decision(
        "deny",
        "deny_when: tool=run_sql, arg=query, regex='\\bdrop\\s+table\\b'",
        "no drops",
        "code",
    )
    assert kinds(p, "run_sql", {"query": "select 1"}) == "allow"  # auto_approve, condition false


def test_deny_beats_review_when_review_auto_approve_and_allow() -> None:
    p = Policy(
        deny=["shell*"],
        allow=["shell_exec"],
        auto_approve=["shell_exec"],
        review=["shell_exec"],
        review_when=[{"tool": "shell_exec", "arg": "cmd", "pattern": "*"}],
    )
    d = p.decide("shell_exec", {"cmd": "ls"})
    assert (d.kind, d.rule) == ("deny", "deny: shell*")


def test_review_when_beats_review_auto_approve_and_allow() -> None:
    p = Policy(
        allow=["upload_file"],
        auto_approve=["upload_file"],
        review_when=[{"tool": "upload_*", "arg": "visibility", "equals": "public"}],
    )
    d = p.decide("upload_file", {"visibility": "Public"})
    assert d.kind == "review" and d.rule == "review_when: tool=upload_*, arg=visibility, equals='public'"
    assert kinds(p, "upload_file", {"visibility": "private"}) == "allow"


def test_review_then_auto_approve_then_allow() -> None:
    p = Policy(allow=["send_*", "read_*"], review=["send_*"], auto_approve=["send_draft"])
    assert kinds(p, "send_mail") == "review"  # review beats allow
    auto = p.decide("send_draft", {})
    assert auto.kind == "allow" and auto.rule == "auto_approve: send_draft"
    assert "review: send_*" in auto.reason
    assert kinds(p, "read_file") == "allow"


def test_everything_else_is_review() -> None:
    d = Policy(allow=["read_*"]).decide("write_file", {})
    assert (d.kind, d.rule, d.layer) == ("review", "default: review", "built-in")
    assert Policy().decide("anything", {}).kind == "review"


def test_globs_are_case_sensitive_and_exact() -> None:
    p = Policy(allow=["read_*", "list_files"])
    assert kinds(p, "read_csv") == "allow"
    assert kinds(p, "Read_csv") == "review"  # allow never matches by lookalike
    assert kinds(p, "list_files_all") == "review"
    assert kinds(p, "xlist_files") == "review"


def test_glob_syntax() -> None:
    p = Policy(allow=["get_?", "db_[abc]*", "x[!0-9]"])
    assert [kinds(p, n) for n in ("get_a", "get_ab", "db_b1", "db_d1", "xa", "x1")] == [
        "allow", "review", "allow", "review", "allow", "review",
    ]  # fmt: skip


def test_read_only_tools_only_with_a_read_only_rule() -> None:
    p = Policy(read_only="allow", review=["delete_*"])
    assert kinds(p, "peek", read_only=True) == "allow"
    assert kinds(p, "peek") == "review"
    assert kinds(p, "delete_all", read_only=True) == "review"  # the review rule comes first

    @tool(read_only=True)
    def look(path: str) -> str:
        return path

    d = p.decide(look, {"path": "x"})
    assert (d.kind, d.rule) == ("allow", "read_only: allow")
    assert p.decide(look, {"path": "x"}, read_only=False).kind == "review"


# -- conditions


@pytest.mark.parametrize(
    ("condition", "value", "matched"),
    [
        (
            {"pattern": "*@external.com"},
            "Bob@EXTERNAL.com",
            True,
        ),  # string tests ignore case by default
        ({"pattern": "*@external.com", "case_sensitive": True}, "Bob@EXTERNAL.com", False),
        ({"pattern": "*@external.com"}, "bob@corp.com", False),
        ({"pattern": "*@external.com"}, ["a@corp.com", "b@external.com"], True),  # any element
        ({"regex": r"rm\s+-rf"}, "sudo rm  -rf /", True),
        ({"regex": r"^rm"}, "ls; rm x", False),
        ({"equals": "public"}, "PUBLIC", True),
        ({"equals": 1}, True, False),  # JSON semantics: true is not 1
        ({"equals": 1}, 1.0, True),
        ({"in": ["prod", "live"]}, "Prod", True),
        ({"in": ["prod", "live"]}, "dev", False),
        ({"gt": 1000}, 1000.5, True),
        ({"gt": 1000}, 1000, False),
        ({"ge": 1000}, 1000, True),
        ({"lt": 0}, -1, True),
        ({"le": 0}, 0, True),
        ({"le": 0}, 1, False),
        ({"gt": 1000}, "5000", True),  # numeric strings compare as numbers
        ({"gt": 1000}, "500", False),
    ],
)
def test_each_condition_kind(condition: dict[str, Any], value: Any, matched: bool) -> None:
    p = Policy(deny_when=[{"tool": "pay", "arg": "v", **condition}])
    assert (p.decide("pay", {"v": value}).kind == "deny") is matched


@pytest.mark.parametrize("value", ["lots", True, None, float("nan"), {"amount": 5}, "1e999x"])
def test_comparison_on_a_non_number_fails_closed(value: Any) -> None:
    deny = Policy(allow=["pay"], deny_when=[{"tool": "pay", "arg": "amount", "gt": 1000}])
    review = Policy(allow=["pay"], review_when=[{"tool": "pay", "arg": "amount", "gt": 1000}])
    expected_deny = value is not None  # null counts as missing
    assert (deny.decide("pay", {"amount": value}).kind == "deny") is expected_deny
    assert (review.decide("pay", {"amount": value}).kind == "review") is expected_deny


def test_missing_argument_does_not_match_but_wrong_shape_does() -> None:
    p = Policy(allow=["*"], deny_when=[{"tool": "*", "arg": "opts.to[0]", "pattern": "*@evil.test"}])
    assert kinds(p, "mail", {}) == "allow"  # no opts at all
    assert kinds(p, "mail", {"opts": {}}) == "allow"
    assert kinds(p, "mail", {"opts": {"to": []}}) == "allow"
    assert kinds(p, "mail", {"opts": None}) == "allow"
    assert kinds(p, "mail", {"opts": {"to": ["x@evil.test"]}}) == "deny"
    assert kinds(p, "mail", {"opts": {"to": [None]}}) == "allow"
    assert kinds(p, "mail", {"opts": "to=x@evil.test"}) == "deny"  # a string where a mapping was expected
    assert kinds(p, "mail", {"opts": {"to": "x@evil.test"}}) == "deny"  # a string where a list was expected


def test_dotted_paths_and_indexes() -> None:
    p = Policy(deny_when=[{"tool": "q", "arg": "rows[-1].meta.tags[0]", "equals": "secret"}])
    assert kinds(p, "q", {"rows": [{}, {"meta": {"tags": ["secret"]}}]}) == "deny"
    assert kinds(p, "q", {"rows": [{"meta": {"tags": ["secret"]}}, {}]}) == "review"


def test_first_matching_rule_is_reported() -> None:
    p = Policy(deny=["a*", "ab*", "abc"])
    assert p.decide("abc", {}).rule == "deny: a*"
    p = Policy(deny=["abc", "a*"])
    assert p.decide("abc", {}).rule == "deny: abc"


def test_rule_reasons_and_rule_texts() -> None:
    p = Policy(
        deny=[{"tool": "drop_*", "reason": "dropping is never allowed"}],
        review_when=[{"tool": "transfer", "arg": "amount", "ge": 100.5}],
    )
    assert p.decide("drop_db", {}).reason == "dropping is never allowed"
    d = p.decide("transfer", {"amount": 200})
    assert d.rule == "review_when: tool=transfer, arg=amount, ge=100.5"
    assert "amount" in d.reason and d.source is None


def test_bad_rules_in_code_raise_policy_error() -> None:
    with pytest.raises(PolicyError, match="must be a list"):
        Policy(deny="shell*")
    with pytest.raises(PolicyError, match="exactly one condition"):
        Policy(deny_when=[{"tool": "x", "arg": "a"}])
    with pytest.raises(PolicyError, match="exactly one condition"):
        Policy(deny_when=[{"tool": "x", "arg": "a", "gt": 1, "lt": 5}])
    with pytest.raises(PolicyError, match="invalid regex"):
        Policy(review_when=[{"tool": "x", "arg": "a", "regex": "(unclosed"}])
    with pytest.raises(PolicyError, match="did you mean 'pattern'"):
        Policy(deny_when=[{"tool": "x", "arg": "a", "patern": "*"}])
    with pytest.raises(PolicyError, match="never match a tool name"):
        Policy(deny=["ѕhell*"])  # a Cyrillic letter in a glob
    with pytest.raises(PolicyError, match="gt must be a number"):
        Policy(deny_when=[{"tool": "x", "arg": "a", "gt": "10"}])


# -- explain


def test_explain_lists_every_rule_in_order_with_why() -> None:
    p = Policy(
        allow=["read_*"],
        review=["send_*"],
        deny=["shell*"],
        auto_approve=["send_draft"],
        deny_when=[{"tool": "run_*", "arg": "cmd", "regex": r"rm\s+-rf"}],
        review_when=[{"tool": "read_*", "arg": "path", "pattern": "/etc/*"}],
    )
    steps = p.explain("read_file", {"path": "/etc/passwd"})
    assert [s.stage for s in steps] == [
        "deny_when",
        "deny",
        "review_when",
        "review",
        "auto_approve",
        "allow",
    ]
    assert [s.matched for s in steps] == [False, False, True, None, None, None]
    decisive = [s for s in steps if s.decisive]
    assert len(decisive) == 1 and decisive[0].stage == "review_when"
    assert "does not match 'run_*'" in steps[0].why
    text = p.explain_text("read_file", {"path": "/etc/passwd"})
    assert text.splitlines()[-1].startswith("=> REVIEW by review_when: tool=read_*")
    default = p.explain("other", {})
    assert default[-1].stage == "default" and default[-1].decisive


def test_explain_and_decide_agree_on_auto_approve() -> None:
    p = Policy(review=["send_*"], auto_approve=["send_draft"])
    steps = p.explain("send_draft", {})
    review_step, auto_step = steps
    assert review_step.matched is True and not review_step.decisive
    assert auto_step.decisive and p.decide("send_draft", {}).rule == auto_step.rule
