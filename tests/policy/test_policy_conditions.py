"""Conditions fail closed: typed comparisons, normalised text, nested values, paths, linear-time regexes.

Each bypass here was found by trying the policy as an attacker would (issue 13).
"""

from __future__ import annotations

import os
import time
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from nbagent import Policy
from nbagent.exceptions import PolicyError


def decide(condition: dict[str, Any], value: Any, kind: str = "deny_when") -> str:
    """The decision for one rule on argument ``v``; checks that explain() agrees with decide()."""
    rules: dict[str, Any] = {kind: [{"tool": "t", "arg": "v", **condition}]}
    policy = Policy(allow=["*"], **rules)
    d = policy.decide("t", {"v": value})
    decisive = [s for s in policy.explain("t", {"v": value}) if s.decisive]
    assert [(s.rule, s.layer) for s in decisive] == [(d.rule, d.layer)]
    return d.kind


# -- typed comparisons


@pytest.mark.parametrize(
    ("condition", "value", "matched"),
    [
        ({"equals": 1000}, "1000", True),  # a tool may turn the string into the number
        ({"equals": 1000}, " 1e3 ", True),
        ({"equals": 1000}, "１０００", True),  # fullwidth digits
        ({"equals": 1000}, 1000.0, True),
        ({"equals": 1000}, "1000x", False),
        ({"equals": 1000}, 999, False),
        ({"equals": "1000"}, 1000, True),
        ({"in": [7, 8]}, "8", True),
        ({"equals": 1}, True, False),  # JSON semantics: true is not 1
        ({"equals": True}, "true", True),
        ({"equals": True}, " TRUE ", True),
        ({"equals": False}, "true", False),
    ],
)
def test_comparisons_are_typed_and_a_numeric_string_is_its_number(
    condition: dict[str, Any], value: Any, matched: bool
) -> None:
    assert (decide(condition, value) == "deny") is matched


# -- text is normalised before it is compared


@pytest.mark.parametrize(
    "spelling",
    [
        "users",
        "users ",
        "\tusers\n",
        '"users"',
        "'users'",
        "`users`",
        "[users]",
        ' " users " ',
        "USERS",
        "ｕｓｅｒｓ",  # fullwidth
        "us\u200bers",  # zero-width space
        "u\u00adsers",  # soft hyphen
        "\ufeffusers",
    ],
)
def test_in_and_equals_see_through_spacing_quoting_width_and_invisible_characters(spelling: str) -> None:
    assert decide({"in": ["audit", "users"]}, spelling) == "deny"
    assert decide({"equals": "users"}, spelling) == "deny"
    assert decide({"equals": "users"}, spelling, "review_when") == "review"


def test_what_in_does_not_promise_qualified_names_are_other_strings() -> None:
    # documented: `in` compares whole values; it does not parse SQL
    assert decide({"in": ["users"]}, "main.users") == "allow"
    assert decide({"in": ["users"]}, "superusers") == "allow"
    # ... and the documented regex for "that table however it is qualified" does stop them
    rule = {"regex": r'(^|[.\s"])users["\s]*$'}
    for name in ("users", "main.users", 'public."users"', "db.main.users "):
        assert decide(rule, name) == "deny", name
    assert decide(rule, "superusers") == "allow"


def test_case_sensitive_rules_still_normalise_width_and_spacing() -> None:
    assert decide({"in": ["users"], "case_sensitive": True}, "USERS") == "allow"
    assert decide({"in": ["users"], "case_sensitive": True}, " ｕｓｅｒｓ ") == "deny"


@pytest.mark.parametrize("rule_form", ["NFC", "NFD"])
@pytest.mark.parametrize("value_form", ["NFC", "NFD"])
def test_composed_and_decomposed_accents_are_the_same_text(rule_form: str, value_form: str) -> None:
    rule = unicodedata.normalize(rule_form, "café")  # type: ignore[arg-type]
    value = unicodedata.normalize(value_form, "café")  # type: ignore[arg-type]
    assert decide({"equals": rule}, value) == "deny"
    assert decide({"in": [rule]}, value) == "deny"
    assert decide({"pattern": f"*{rule}"}, f"le {value}") == "deny"
    assert decide({"regex": rule}, f"un {value} noir") == "deny"


def test_fullwidth_code_is_caught_by_a_regex_rule() -> None:
    rule = {"regex": r"os\.remove"}
    assert decide(rule, "import os; os.remove('x')") == "deny"
    assert decide(rule, "import os; ｏｓ.ｒｅｍｏｖｅ('x')") == "deny"  # NFKC, as Python reads identifiers
    assert decide(rule, "import os; OS.REMOVE('x')") == "deny"
    # a speed bump, not a sandbox (documented): other spellings of the same act pass this rule
    assert decide(rule, "import os; os.unlink('x')") == "allow"
    assert decide(rule, "import os; getattr(os, 'remove')('x')") == "allow"


# -- lists and mappings


@pytest.mark.parametrize(
    "value",
    [
        "a@external.com",
        ["ok@corp.com", "a@external.com"],
        [["a@external.com"]],
        [[["ok@corp.com"], ["a@external.com"]]],
        {"addr": "a@external.com"},
        {"to": [{"addr": "a@external.com"}]},
        {"a@external.com": "name"},  # a key is text the tool may use too
        ["a@external.com "],
        "ａ@ｅｘｔｅｒｎａｌ.ｃｏｍ",
    ],
)
def test_pattern_and_regex_look_inside_lists_and_mappings(value: Any) -> None:
    for kind, effect in (("deny_when", "deny"), ("review_when", "review")):
        assert decide({"pattern": "*@external.com"}, value, kind) == effect
        assert decide({"regex": r"@external\.com$"}, value, kind) == effect
        assert decide({"in": ["a@external.com"]}, value, kind) == effect


def test_clean_nested_values_do_not_match() -> None:
    clean = {"to": [{"addr": "a@corp.com"}], "cc": [["b@corp.com"]]}
    assert decide({"pattern": "*@external.com"}, clean) == "allow"
    assert decide({"equals": "x@external.com"}, clean) == "allow"


def test_nesting_deeper_than_a_rule_looks_fails_closed() -> None:
    deep: Any = "a@corp.com"
    for _ in range(70):
        deep = [deep]
    assert decide({"pattern": "*@external.com"}, deep) == "deny"
    assert decide({"gt": 10}, deep) == "deny"
    shallow: Any = "a@corp.com"
    for _ in range(10):
        shallow = {"x": [shallow]}
    assert decide({"pattern": "*@external.com"}, shallow) == "allow"


def test_a_comparison_on_a_mapping_fails_closed_even_next_to_text_rules() -> None:
    policy = Policy(
        allow=["*"],
        deny_when=[
            {"tool": "t", "arg": "v", "pattern": "*@external.com"},
            {"tool": "t", "arg": "v", "gt": 1000},
        ],
    )
    assert policy.decide("t", {"v": {"1": 5}}).kind == "deny"  # a mapping is not a number
    assert policy.decide("t", {"v": [5, 6]}).kind == "allow"


# -- paths


@pytest.mark.parametrize(
    "value",
    ["/etc", "/etc/", "//etc/passwd", "///etc//passwd", "/./etc/passwd", "/tmp/../etc/passwd", "/../../etc", "/ETC"],
)
def test_path_rules_normalise_the_path(value: str) -> None:
    assert decide({"path": "/etc"}, value) == "deny"
    assert decide({"path": "/etc"}, value, "review_when") == "review"


def test_path_rules_take_relative_paths_from_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    up = "../" * (len(tmp_path.parts) + 2)
    assert decide({"path": "/etc"}, f"a/{up}etc/shadow") == "deny"
    assert decide({"path": "/etc"}, "etc/shadow") == "allow"  # that is tmp_path/etc
    assert decide({"path": str(tmp_path / "secret")}, "./x/../secret/key.pem") == "deny"


def test_path_rules_expand_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home" / "ada"))
    assert decide({"path": "~/.ssh"}, str(tmp_path / "home" / "ada" / ".ssh" / "id_rsa")) == "deny"
    assert decide({"path": str(tmp_path / "home" / "ada" / ".ssh")}, "~/.ssh/./id_rsa") == "deny"
    assert decide({"path": "/etc"}, "~/../../../../../../../../etc/passwd") == "deny"


def test_path_rules_compare_whole_components_and_globs() -> None:
    assert decide({"path": "/etc"}, "/etcetera/x") == "allow"
    assert decide({"path": "/etc"}, "/home/etc") == "allow"
    glob = {"path": "/home/*/.ssh/*"}
    assert decide(glob, "/home/ada//.ssh/./id_rsa") == "deny"
    assert decide(glob, "/home/ada/../bob/.ssh/id_rsa") == "deny"
    assert decide(glob, "/home/ada/notes.txt") == "allow"
    assert decide({"path": "/"}, "relative/anything") == "deny"


def test_symlinks_are_followed_only_when_the_rule_asks(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "key.pem").write_text("k")
    link = tmp_path / "innocent"
    os.symlink(secret, link)
    assert decide({"path": str(secret)}, str(link / "key.pem")) == "allow"
    assert decide({"path": str(secret), "resolve": True}, str(link / "key.pem")) == "deny"
    assert decide({"path": str(secret), "resolve": True}, str(tmp_path / "other")) == "allow"


def test_a_path_no_tool_can_open_fails_closed() -> None:
    assert decide({"path": "/etc"}, "/tmp/x\x00y") == "deny"


def test_path_rule_errors_name_file_line_and_key(tmp_path: Path) -> None:
    f = tmp_path / "p.yaml"
    f.write_text("deny_when:\n  - tool: read_file\n    arg: path\n    regex: x\n    resolve: true\n")
    with pytest.raises(PolicyError) as err:
        Policy.from_yaml(f)
    assert f"{f}:5" in str(err.value) and "deny_when[0].resolve" in str(err.value)
    assert "only goes with a path condition" in str(err.value)
    f.write_text("deny_when:\n  - {tool: read_file, arg: path, path: /etc, resolve: true}\n")
    assert Policy.from_yaml(f).decide("read_file", {"path": "//etc"}).kind == "deny"


# -- linear-time regexes


def test_a_catastrophic_regex_runs_in_linear_time() -> None:
    text = "a" * 100_000 + "!"
    start = time.thread_time()
    assert decide({"regex": r"^(a+)+$"}, text) == "allow"
    assert decide({"regex": r"^(a|aa)+$"}, text) == "allow"
    assert decide({"pattern": "*a*a*a*a*a*a*a*b"}, text) == "allow"
    assert decide({"regex": r"^(a+)+$"}, "a" * 100_000) == "deny"
    assert time.thread_time() - start < 2.0  # Python's re: ~forever on 31 characters


@pytest.mark.parametrize(
    ("regex", "named"),
    [
        (r"(a)\1", "backreference"),
        (r"(?P<x>a)(?P=x)", "backreference"),
        (r"rm(?=\s)", "lookahead"),
        (r"(?<!safe_)rm", "negative lookahead or lookbehind"),
        (r"(a)?(?(1)b|c)", "conditional"),
        (r"a++", "possessive"),
        (r"(?>a+)b", "atomic group"),
        (r"(?x) rm \s+ -rf", "verbose flag"),
    ],
)
def test_regex_features_that_need_backtracking_are_refused_at_load(tmp_path: Path, regex: str, named: str) -> None:
    f = tmp_path / "p.yaml"
    f.write_text(f"version: 1\ndeny_when:\n  - tool: run_sh\n    arg: cmd\n    regex: '{regex}'\n")
    with pytest.raises(PolicyError) as err:
        Policy.from_yaml(f)
    message = str(err.value)
    assert f"{f}:5" in message and "deny_when[0].regex" in message and named in message, message
    with pytest.raises(PolicyError, match=named):
        Policy(deny_when=[{"tool": "run_sh", "arg": "cmd", "regex": regex}])


def test_python_only_escapes_are_translated() -> None:
    assert decide({"regex": r"rm\Z"}, "sudo rm") == "deny"
    assert decide({"regex": r"rm\Z"}, "rm -rf") == "allow"
    assert decide({"regex": r"\u200b"}, "a\u200bb") == "deny"  # the raw value is tested too


def test_a_glob_with_a_reversed_range_is_an_error_naming_it() -> None:
    with pytest.raises(PolicyError, match=r"'\[z-a\]\*' is not a usable glob \(invalid character class range: z-a\)"):
        Policy(deny_when=[{"tool": "t", "arg": "v", "pattern": "[z-a]*"}])


def test_explain_says_where_inside_the_value_the_match_is() -> None:
    policy = Policy(allow=["*"], deny_when=[{"tool": "mail", "arg": "to", "pattern": "*@external.com"}])
    why = [
        s.why
        for s in policy.explain("mail", {"to": {"cc": ["x@corp.com", "ａ@ｅｘｔｅｒｎａｌ.ｃｏｍ "]}})
        if s.decisive
    ]
    assert why == ["'mail' matches 'mail'; element ['cc'][1]: value (read as 'a@external.com') matches pattern"]
    why = [s.why for s in policy.explain("mail", {"to": [{"a@external.com": "Ada"}]}) if s.decisive]
    assert why == ["'mail' matches 'mail'; a key of the mapping at [0]: value matches pattern"]


def test_path_globs_expand_home_and_relative_globs_match_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert decide({"path": "~/.aws/*"}, str(tmp_path / ".aws" / "credentials")) == "deny"
    assert decide({"path": "~/.aws/*"}, "~/x/../.aws/config") == "deny"
    assert decide({"path": "*.pem"}, "/srv/keys//server.PEM") == "deny"
    assert decide({"path": "secrets/*"}, "./secrets/./db.txt") == "deny"
    assert decide({"path": "*.pem"}, "/srv/keys/server.pub") == "allow"


# -- numbers too large for a float, paths through symlinks and $HOME, mail addresses, large arguments

HUGE = int("1" + "0" * 400)  # what json.loads makes of a 401-digit JSON number: too large for a float


@pytest.mark.parametrize("value", [HUGE, -HUGE, [HUGE], str(HUGE)], ids=["huge", "minus huge", "in a list", "text"])
def test_a_huge_integer_compares_as_infinity(value: object) -> None:
    policy = Policy(allow=["*"], deny_when=[{"tool": "pay", "arg": "amount", "gt": 100}],
                    review_when=[{"tool": "pay", "arg": "amount", "equals": 5}])  # fmt: skip
    decision = policy.decide("pay", {"amount": value})  # float(HUGE) raises OverflowError
    assert decision.kind == ("allow" if value == -HUGE else "deny")
    assert Policy(deny_when=[{"tool": "pay", "arg": "amount", "lt": 0}]).decide("pay", {"amount": -HUGE}).kind == "deny"
    assert Policy(deny_when=[{"tool": "pay", "arg": "amount", "le": HUGE}]).decide("pay", {"amount": 1}).kind == "deny"


def test_a_resolving_path_rule_follows_a_symlink_before_applying_dotdot(tmp_path: Path) -> None:
    """`<link>/../key.pem` opens the file next to the link's *target*; applying `..` lexically first
    judged a sibling of the link."""
    secrets = tmp_path / "secrets"
    (secrets / "sub").mkdir(parents=True)
    (secrets / "key.pem").write_text("-----BEGIN PRIVATE KEY-----")
    work = tmp_path / "work"
    work.mkdir()
    (work / "link").symlink_to(secrets / "sub", target_is_directory=True)
    sneaky = f"{work}/link/../key.pem"
    assert Path(sneaky).read_text().startswith("-----BEGIN")  # what a tool opening it gets
    rule = {"tool": "read", "arg": "path", "path": str(secrets), "resolve": True}
    policy = Policy(allow=["*"], deny_when=[rule])
    assert policy.decide("read", {"path": sneaky}).kind == "deny"
    assert policy.decide("read", {"path": f"{work}//link/./x/../../link/key.pem"}).kind == "deny"
    assert policy.decide("read", {"path": f"{work}/other.txt"}).kind == "allow"
    # without resolve the path is normalised lexically, as documented
    plain = Policy(allow=["*"], deny_when=[{**rule, "resolve": False}])
    assert plain.decide("read", {"path": f"{secrets}/x/../key.pem"}).kind == "deny"


@pytest.mark.parametrize("spelled", ["$HOME/.ssh/id_rsa", "${HOME}/.ssh/id_rsa", " '$HOME/.ssh' "])
def test_home_spelled_as_an_environment_variable_is_under_home(spelled: str) -> None:
    """`~` is expanded; so is a leading `$HOME` (a shell or os.path.expandvars opens ~/.ssh)."""
    policy = Policy(allow=["*"], deny_when=[{"tool": "read", "arg": "path", "path": "~/.ssh"}])
    assert policy.decide("read", {"path": spelled}).kind == "deny"
    assert policy.decide("read", {"path": "$HOMEWORK/.ssh/id_rsa"}).kind == "allow"  # another variable


@pytest.mark.parametrize(
    "to",
    ["<a@external.com>", "Evil <a@external.com>", "a@external.com.", "a@external.com;b@corp.com", "A@EXTERNAL.COM",
     "a@mail.external.com", "b@corp.com,\n a@external.com", "a\uff20external.com", '"b@corp.com" <a@external.com>',
     "a@b@corp.com", "a@[192.0.2.1]"],
)  # fmt: skip
def test_email_domain_catches_every_spelling_of_an_address(to: str) -> None:
    """`pattern: "*@external.com"` is a glob over the whole string and misses these RFC 5322 forms, a root dot
    and a list in one string; `email_domain` parses every address (what it cannot parse matches)."""
    policy = Policy(allow=["*"], review_when=[{"tool": "send_mail", "arg": "to", "email_domain": "external.com"}])
    assert policy.decide("send_mail", {"to": to}).kind == "review"
    assert policy.decide("send_mail", {"to": [to]}).kind == "review"


@pytest.mark.parametrize("to", ["b@corp.com", "Boss <b@corp.com>, c@corp.com", "a@external.com.evil.org",
                                "a@notexternal.com", "bob", ""])  # fmt: skip
def test_email_domain_lets_other_addresses_through(to: str) -> None:
    policy = Policy(allow=["*"], review_when=[{"tool": "send_mail", "arg": "to", "email_domain": "@External.com"}])
    assert policy.decide("send_mail", {"to": to}).kind == "allow"


@pytest.mark.parametrize(
    ("to", "kind"),
    [("b@corp.com", "allow"), ("B <b@mail.CORP.com.>; c@corp.com", "allow"),
     ("boss@evil.example, x@corp.com", "review"), ("x@corp.com.evil.org", "review"), ("x@corp.com@evil.org", "review"),
     (["b@corp.com", "e@evil.org"], "review"), ("boss@evil.example?@corp.com", "review")],
)  # fmt: skip
def test_email_outside_asks_for_any_address_outside_the_listed_domains(to: object, kind: str) -> None:
    policy = Policy(allow=["*"], review_when=[{"tool": "send_mail", "arg": "to", "email_outside": ["corp.com"]}])
    assert policy.decide("send_mail", {"to": to}).kind == kind


@pytest.mark.parametrize("bad", ["", "not a domain", "a@b.com", [], 5, ["corp.com", 5]])
def test_email_conditions_refuse_what_is_not_a_domain(bad: object) -> None:
    with pytest.raises(PolicyError, match="email_domain"):
        Policy(review_when=[{"tool": "send_mail", "arg": "to", "email_domain": bad}])


def test_deciding_on_a_large_argument_of_repeated_values_is_quick() -> None:
    """Arguments up to the 1 MB cap are walked leaf by leaf: each distinct value is tested once per rule
    block, and a path rule normalises its own path once per value, not once per leaf (was ~4 s)."""
    from nbagent.messages import ToolCall

    rules: list[dict[str, Any]] = [{"tool": "send", "arg": "to", "pattern": f"*@ext{i}.com"} for i in range(5)]
    rules += [{"tool": "send", "arg": "to", "regex": "evil"}, {"tool": "send", "arg": "to", "in": ["x", "y"]},
              {"tool": "send", "arg": "to", "path": "/etc"}]  # fmt: skip
    policy = Policy(allow=["*"], review_when=rules)
    args = {"to": [{"k": "é"}] * 80_000}
    assert ToolCall("send", args).parse_error is None  # within the argument limits
    started = time.thread_time()
    assert policy.decide("send", args).kind == "allow"
    assert time.thread_time() - started < 1.0
    # the memo never hides a match: the one bad value among the repeats is still found
    assert policy.decide("send", {"to": [{"k": "é"}] * 40_000 + [{"k": "/etc/passwd"}]}).kind == "review"
