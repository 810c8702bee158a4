"""Policy YAML: loading, errors naming file:line and the key, layering, load_policy."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import nbagent
from nbagent import Policy
from nbagent.exceptions import ConfigError, PolicyError
from nbagent.policy import load_policy
from nbagent.policy._layers import DEFAULT_POLICY

GOOD = """\
# a project policy
version: 1
allow: [read_*, list_*]
review:
  - send_*
  - tool: create_*
    reason: creating things needs a look
deny: [delete_*, drop_*]
auto_approve: [create_draft]
deny_when:
  - tool: send_email
    arg: to
    pattern: "*@external.com"
    reason: no mail outside the company
review_when:
  - tool: upload_file
    arg: visibility
    equals: public
read_only: allow
"""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_from_yaml_file_and_text(tmp_path: Path) -> None:
    nbagent.trust(tmp_path)  # a policy file the person names has the trust of its folder
    f = write(tmp_path / "p.yaml", GOOD)
    for policy in (Policy.from_yaml(f), Policy.from_yaml(str(f)), Policy.from_yaml(GOOD)):
        assert policy.decide("read_csv", {}).kind == "allow"
        assert policy.decide("create_draft", {}).kind == "allow"
        assert policy.decide("create_user", {}).reason == "creating things needs a look"
        d = policy.decide("send_email", {"to": "ceo@External.com"})
        assert (d.kind, d.reason) == ("deny", "no mail outside the company")
        assert policy.decide("upload_file", {"visibility": "public"}).kind == "review"
    d = Policy.from_yaml(f).decide("drop_table", {})
    assert d.source == f"{f}:8" and d.layer == "code"


def test_empty_file_is_an_empty_layer(tmp_path: Path) -> None:
    policy = Policy.from_yaml(write(tmp_path / "p.yaml", "# nothing yet\n"))
    assert policy.decide("x", {}).kind == "review"


@pytest.mark.parametrize(
    ("text", "line", "needle"),
    [
        ("allow: [a\nreview: [b]\n", 2, "malformed YAML"),
        ("allow:\n  - a\n - b\n", 3, "malformed YAML"),
        ("allow: [read_*]\ndeny: 5\n", 2, "deny must be a list"),
        ("deny: shell*\n", 1, "deny must be a list"),
        ("allow:\n  - read_*\n  - 7\n", 3, "must be a tool glob"),
        ("alow: [read_*]\n", 1, "unknown key 'alow' (did you mean 'allow'?)"),
        (
            "deny_when:\n  - tool: x\n    arg: a\n    regx: 'b'\n",
            4,
            "unknown key 'regx' (did you mean 'regex'?)",
        ),
        ("review:\n  - tool: x\n    reson: y\n", 3, "unknown key 'reson' (did you mean 'reason'?)"),
        ("deny_when:\n  - tool: x\n    arg: a\n    regex: '(unclosed'\n", 4, "invalid regex"),
        ("deny_when:\n  - tool: x\n    arg: a\n", 2, "exactly one condition"),
        ("deny_when:\n  - tool: x\n    arg: a\n    gt: 1\n    lt: 2\n", 2, "exactly one condition"),
        ("review_when:\n  - tool: x\n    arg: a..b\n    equals: 1\n", 3, "empty name"),
        ("review_when:\n  - tool: x\n    arg: a\n    in: 5\n", 4, "in must be a list"),
        ("deny: [a]\nallow: [b]\ndeny: [c]\n", 3, "duplicate key 'deny' (first at line 1)"),
        ("read_only: yes please\n", 1, "read_only must be 'allow' or 'review'"),
        ("version: 2\n", 1, "only version 1"),
        ("- allow\n", 1, "a policy must be a mapping"),
        ("deny_when:\n  - tool: x\n    arg: a\n    gt: ten\n", 4, "gt must be a number"),
    ],
)
def test_yaml_errors_name_file_line_and_key(tmp_path: Path, text: str, line: int, needle: str) -> None:
    f = write(tmp_path / "policy.yaml", text)
    with pytest.raises(PolicyError) as info:
        Policy.from_yaml(f)
    message = str(info.value)
    assert f"{f}:{line}" in message, message
    assert needle in message, message
    assert info.value.path == str(f) and info.value.line == line
    assert isinstance(info.value, ConfigError)


def test_error_names_the_key_path(tmp_path: Path) -> None:
    f = write(
        tmp_path / "p.yaml",
        "deny_when:\n  - tool: a\n    arg: x\n    equals: 1\n  - tool: b\n    arg: y\n    regex: '['\n",
    )
    with pytest.raises(PolicyError) as info:
        Policy.from_yaml(f)
    assert info.value.key == "deny_when[1].regex"
    assert str(info.value).startswith(f"{f}:7: deny_when[1].regex: invalid regex")


def test_alias_bombs_and_cycles_are_refused() -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{k}: &{k} [{', '.join(['*' + prev] * 10)}]\n" for prev, k in zip("abcdef", "bcdefg", strict=True)
    )
    with pytest.raises(PolicyError, match="too large"):
        Policy.from_yaml(bomb)
    with pytest.raises(PolicyError, match="too large or too deeply nested"):
        Policy.from_yaml("allow: &a [*a]\n")


def test_missing_policy_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(PolicyError, match="not found"):
        Policy.from_yaml(tmp_path / "nope.yaml")


# -- layering


def test_layered_order_and_deny_anywhere_wins(tmp_path: Path) -> None:
    user, project = tmp_path / "home", tmp_path / "proj"
    write(user / "policy.yaml", "review: ['*']\ndeny: [rm_*]\nallow: [plot]\n")
    write(project / ".nbagent" / "policy.yaml", "allow: [send_*, rm_tmp]\nreview: [plot]\n")
    nbagent.trust(project)  # an untrusted project may only tighten: tests/boundary/test_trust.py
    code = Policy(allow=["rm_cache"], auto_approve=["send_fax"], review=["send_fax"])
    p = Policy.layered(code, project_dir=project, user_dir=user)
    assert [layer.name for layer in p.layers] == ["default", "user", "project", "code"]
    assert p.decide("rm_tmp", {}).kind == "deny"  # user deny beats project allow
    assert p.decide("rm_cache", {}).kind == "deny"  # ... and the code layer's allow
    d = p.decide("send_mail", {})
    assert (d.kind, d.layer) == ("allow", "project")  # project overrides the user's review
    assert p.decide("send_fax", {}).rule == "auto_approve: send_fax"  # code layer decides
    assert p.decide("plot", {}).kind == "review"  # project review overrides user allow
    assert p.decide("other", {}).layer == "user"  # user's review: ['*']
    assert p.decide("peek", {}, read_only=True).kind == "review"  # user's '*' comes before the default layer


def test_lower_layer_decides_when_higher_layers_have_no_matching_rule(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    write(project / ".nbagent" / "policy.yaml", "allow: [run_sql]\n")
    nbagent.trust(project)
    code = Policy(review_when=[{"tool": "run_sql", "arg": "query", "regex": r"\bdrop\b"}])
    p = Policy.layered(code, project_dir=project, user_dir=tmp_path / "nohome")
    assert p.decide("run_sql", {"query": "select 1"}).kind == "allow"  # code rule did not match
    assert p.decide("run_sql", {"query": "DROP x"}).kind == "review"
    assert p.decide("peek", {}, read_only=True).layer == "default"


def test_default_layer_allows_read_only_tools_only() -> None:
    p = load_policy(project_dir=False, user_dir=False)
    assert [layer.name for layer in p.layers] == ["default"]
    assert p.decide("peek", {}, read_only=True).kind == "allow"
    assert p.decide("peek", {}).kind == "review"
    assert DEFAULT_POLICY.is_file()


def test_user_dir_defaults_to_nbagent_home(tmp_path: Path) -> None:
    home = Path(os.environ["NBAGENT_HOME"])
    write(home / "policy.yaml", "deny: [danger]\n")
    p = load_policy(project_dir=tmp_path)
    assert p.decide("danger", {}).layer == "user"


def test_project_dir_defaults_to_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path / ".nbagent" / "policy.yaml", "deny: [danger]\n")
    monkeypatch.chdir(tmp_path)
    assert load_policy().decide("danger", {}).layer == "project"


def test_code_policy_as_path_or_mapping(tmp_path: Path) -> None:
    f = write(tmp_path / "cell.yaml", "deny: [x]\n")
    assert load_policy(f, project_dir=False, user_dir=False).decide("x", {}).kind == "deny"
    assert load_policy({"deny": ["y"]}, project_dir=False, user_dir=False).decide("y", {}).kind == "deny"


def test_load_policy_refuses_to_run_on_a_broken_layer(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    write(project / ".nbagent" / "policy.yaml", "allow: [a\n")
    with pytest.raises(PolicyError, match=r"policy\.yaml:2: malformed YAML: .*began at line 1"):
        load_policy(Policy(allow=["*"]), project_dir=project, user_dir=False)
    with pytest.raises(PolicyError):
        load_policy(tmp_path / "missing.yaml", project_dir=False, user_dir=False)
    with pytest.raises(PolicyError):
        load_policy(42, project_dir=False, user_dir=False)  # type: ignore[arg-type]


def test_load_policy_keeps_an_already_layered_policy(tmp_path: Path) -> None:
    layered = Policy.layered(Policy(deny=["x"]), project_dir=False, user_dir=False)
    assert load_policy(layered) is layered


def test_stack_and_repr() -> None:
    p = Policy.stack(Policy(allow=["a"], name="low"), Policy(review=["a"], name="high"))
    assert p.decide("a", {}).layer == "high"
    assert "low" in repr(p) and "high" in repr(p)
