"""Property-based tests: deny always wins, no spelling reaches a denied tool, decide == explain."""

from __future__ import annotations

import unicodedata
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nbagent import Policy, tool
from nbagent.policy import normalize_check, skeleton, suggest_name
from nbagent.policy._rules import glob_to_regex
from nbagent.tools import ToolRegistry

NAMES = [
    "read_file",
    "send_email",
    "send_draft",
    "delete_rows",
    "run_sql",
    "shell_exec",
    "plot",
    "get_x",
]
GLOBS = [*NAMES, "read_*", "send_*", "*", "*_exec", "delete_*", "run_?ql", "s*", "[rs]*"]

glob_lists = st.lists(st.sampled_from(GLOBS), max_size=4)
conditions = st.one_of(
    st.fixed_dictionaries({"pattern": st.sampled_from(["*", "*x*", "a?", "DROP*"])}),
    st.fixed_dictionaries({"regex": st.sampled_from([r"\d", "^a", "drop", "(x|y)z", "(?i)É", r"a\Z"])}),
    st.fixed_dictionaries({"equals": st.sampled_from([1, "a", True, None, "X", "1", "café"])}),
    st.fixed_dictionaries({"in": st.lists(st.sampled_from([1, "a", 2.5, "b", "true", "ａ"]), max_size=3)}),
    st.fixed_dictionaries({"path": st.sampled_from(["/etc", "/", "/e*", "~/x", "rel"]), "resolve": st.booleans()}),
    st.fixed_dictionaries({"email_domain": st.sampled_from(["x.com", "a.x.com", ["y.org", "x.com"]])}),
    st.fixed_dictionaries({"email_outside": st.sampled_from(["x.com", ["y.org", "x.com"]])}),
    st.builds(
        lambda k, v: {k: v},
        st.sampled_from(["gt", "ge", "lt", "le"]),
        st.sampled_from([0, 1, 10.5, -3]),
    ),
)
cond_rules = st.lists(
    st.builds(
        lambda t, a, c, cs: {"tool": t, "arg": a, **c, **({"case_sensitive": True} if cs else {})},
        st.sampled_from(GLOBS),
        st.sampled_from(["a", "b.c", "l[0]", "a[1]"]),
        conditions,
        st.booleans(),
    ),
    max_size=3,
)
layers = st.builds(
    lambda al, rv, dn, aa, dw, rw, ro: Policy(
        allow=al, review=rv, deny=dn, auto_approve=aa, deny_when=dw, review_when=rw, read_only=ro
    ),
    glob_lists, glob_lists, glob_lists, glob_lists, cond_rules, cond_rules, st.sampled_from([None, "allow", "review"]),
)  # fmt: skip
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 20), st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["a", "A", "x", "drop table", "az", "1", "12", "b", "nope", "", " 1e0 ", "ＡＺ", '"a"', "true",
                     "//etc/./x", "/etcx", "~/x/../x", "rel/../rel", "cafe\u0301", "a\u200bz", "\n", "a@x.com",
                     "N <b@A.X.COM.>", "a@y.org;b@z.net", "a@b@x.com", "$HOME/x"]),
)  # fmt: skip
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["c", "d", "1"]), inner, max_size=2),
    max_leaves=6,
)
argsets = st.dictionaries(st.sampled_from(["a", "b", "l"]), values, max_size=3)


def glob_matches(glob: str, name: str) -> bool:
    import re

    return re.fullmatch(glob_to_regex(glob), name) is not None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(layers, min_size=1, max_size=4),
    st.integers(0, 3),
    st.sampled_from(NAMES),
    argsets,
    st.booleans(),
)
def test_deny_in_any_layer_wins(stack: list[Policy], where: int, name: str, args: dict[str, Any], ro: bool) -> None:
    deny_layer = Policy(deny=[name], name="denier")
    stack = list(stack)
    stack.insert(min(where, len(stack)), deny_layer)
    policy = Policy.stack(*stack)
    d = policy.decide(name, args, read_only=ro)
    assert d.kind == "deny"
    # and a matching deny_when in any layer wins too
    stack[stack.index(deny_layer)] = Policy(deny_when=[{"tool": name, "arg": "zz", "equals": 1}])
    assert Policy.stack(*stack).decide(name, {**args, "zz": 1}, read_only=ro).kind == "deny"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(layers, min_size=1, max_size=4), st.sampled_from(NAMES), argsets, st.booleans())
def test_decide_agrees_with_explain(stack: list[Policy], name: str, args: dict[str, Any], ro: bool) -> None:
    policy = Policy.stack(*stack)
    d = policy.decide(name, args, read_only=ro)
    steps = policy.explain(name, args, read_only=ro)
    decisive = [s for s in steps if s.decisive]
    assert len(decisive) == 1
    assert (decisive[0].rule, decisive[0].layer, decisive[0].source) == (d.rule, d.layer, d.source)
    # decide twice (cached plan) gives the same answer
    assert policy.decide(name, args, read_only=ro) == d
    # nothing but a deny rule can deny
    if d.kind == "deny":
        assert decisive[0].stage in ("deny", "deny_when")


# -- spellings of a denied name

CONFUSABLE = {
    "s": "ѕ",
    "h": "һ",
    "e": "е",
    "l": "ӏ",
    "x": "х",
    "c": "с",
    "o": "о",
    "a": "а",
    "i": "і",
}
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e", "\U000e0041"]


def _fullwidth(ch: str) -> str:
    return chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch


@st.composite
def spellings(draw: st.DrawFn, name: str) -> str:
    chars = list(name)
    for i, ch in enumerate(chars):
        how = draw(st.sampled_from(["same", "same", "same", "upper", "confusable", "fullwidth", "bold", "invisible"]))
        if how == "upper":
            chars[i] = ch.upper()
        elif how == "confusable":
            chars[i] = CONFUSABLE.get(ch, ch)
        elif how == "fullwidth":
            chars[i] = _fullwidth(ch)
        elif how == "bold" and ch.isalpha():
            chars[i] = unicodedata.lookup(f"MATHEMATICAL BOLD SMALL {unicodedata.name(ch).split()[-1]}")
        elif how == "invisible":
            chars[i] = ch + draw(st.sampled_from(INVISIBLE))
    text = "".join(chars)
    prefix = draw(st.sampled_from(["", "", " ", "\t", "functions.", "tool:", "`", "default_api."]))
    suffix = draw(st.sampled_from(["", "", " ", "\n", "()", "`", ".run", "_"]))
    return prefix + text + suffix


LOOKALIKE_REGISTERED = [
    "shell_exec",
    "Shell_exec",
    "SHELL_EXEC",
    "she11_exec",
    "shel1_exec",
    "shell-exec",
    "sheII_exec",
]


def _registry() -> ToolRegistry:
    registry = ToolRegistry()
    for n in [*LOOKALIKE_REGISTERED, "read_file", "ashell_exec"]:
        registry.add(tool(name=n)(lambda: "ran"))
    return registry


REGISTRY = _registry()
DENY_POLICY = Policy.layered(
    Policy(allow=["*"], auto_approve=["*"], deny=["shell*"]), project_dir=False, user_dir=False
)


@settings(max_examples=500, deadline=None)
@given(spellings("shell_exec"))
def test_no_spelling_reaches_a_denied_tool(candidate: str) -> None:
    t = REGISTRY.get(candidate)  # what the agent does: exact lookup, refuse otherwise
    assert normalize_check(candidate, REGISTRY.names) == (candidate if t is not None else None)
    if t is None:
        return
    assert t.name == candidate  # the policy decides about the exact name it will run
    assert DENY_POLICY.decide(t, {}).kind == "deny", candidate


def test_every_registered_lookalike_of_a_denied_glob_is_denied() -> None:
    for name in LOOKALIKE_REGISTERED:
        d = DENY_POLICY.decide(name, {})
        assert d.kind == "deny", name
        if not glob_matches("shell*", name):
            assert "looks like" in d.reason
    assert DENY_POLICY.decide("read_file", {}).kind == "allow"
    assert DENY_POLICY.decide("ashell_exec", {}).kind == "allow"  # a different name, not a lookalike


def test_check_tools_flags_lookalikes_and_typos() -> None:
    policy = Policy(deny=["shell*", "rm_everything"], review=["send_*"])
    warnings = policy.check_tools(["she11_exec", "shell_exec", "Send_mail", "rm_everythin", "plot"])
    text = "\n".join(warnings)
    assert "tool 'she11_exec' is not matched by deny: shell*" in text
    assert "tool 'Send_mail' is not matched by review: send_*" in text
    assert (
        "tools 'shell_exec' and 'she11_exec' look alike" in text
        or "tools 'she11_exec' and 'shell_exec' look alike" in text
    )
    assert "deny: rm_everything (code) names no registered tool; did you mean 'rm_everythin'?" in text
    assert not any("plot" in w for w in warnings)


def test_one_lookalike_table_serves_names_and_screening() -> None:
    """Every lookalike letter reads as its Latin letter both in a tool name and in a screened output."""
    from nbagent.boundary._lookalikes import LOOKALIKES
    from nbagent.guards._views import folded

    for ch, latin in LOOKALIKES.items():
        if unicodedata.normalize("NFKC", ch) not in (ch, latin, latin.upper()):
            continue  # both apply NFKC first: the lunate sigma ϲ is a sigma by then
        assert skeleton(f"x{ch}x") == skeleton(f"x{latin}x"), ch
        assert folded(f"x{ch}x") == f"x{latin}x", ch
    # the copies this table replaced disagreed: screening missed Greek kappa and capital beta, names missed omega
    assert folded("\u03bai\u0392") == "kib"
    assert skeleton("\u0435\u03c9") == skeleton("ew")


def test_skeleton_and_suggestions() -> None:
    assert skeleton("ѕhell\u200b_ехес") == skeleton("SHELL-EXEC") == skeleton("she11_exec")
    assert skeleton("rn_x") == skeleton("m_x")
    assert skeleton("delete_rows") != skeleton("deleted_rows")
    names = ("shell_exec", "read_file")
    assert suggest_name(" functions.Shell_Exec() ", names) == "shell_exec"
    assert suggest_name("write_file", names) is None
    assert normalize_check("shell_exec", names) == "shell_exec"
    assert normalize_check("shell_exec ", names) is None
