"""``%agent_mcp add`` / ``remove`` edit only the server they name: the person's comments and lines stay."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from nbagent.exceptions import ConfigError
from nbagent.mcp._edit import with_server

FILE = """\
# my policy
review: ['send_*']  # mail needs a look

mcp_servers:
  # the repository of this project
  git:
    command: uvx   # installed by uv
    args: [mcp-server-git, --repository, .]

  # times for the scheduler
  time:
    command: mcp-server-time
    env:
      TZ: Europe/Paris  # the office
# the next block is the deny list
deny:
  - drop_*   # never
"""


OUTSIDE = ["# my policy", "review: ['send_*']  # mail needs a look", "# the next block is the deny list", "deny:"]
OUTSIDE += ["  - drop_*   # never"]


def servers(text: str) -> Mapping[str, Any]:
    data = yaml.safe_load(text) or {}
    return data.get("mcp_servers") or {}


def test_adding_a_server_keeps_every_line_and_comment() -> None:
    out = with_server(FILE, "docs", {"url": "http://127.0.0.1:8000/mcp"}, servers)
    assert out.startswith(FILE.split("# the next block")[0])  # everything before the insertion, untouched
    assert out.endswith("# the next block is the deny list\ndeny:\n  - drop_*   # never\n")
    assert "      TZ: Europe/Paris  # the office\n  docs:\n    url: http://127.0.0.1:8000/mcp\n" in out
    assert list(servers(out)) == ["git", "time", "docs"]


def test_replacing_a_server_changes_its_lines_only() -> None:
    out = with_server(FILE, "git", {"command": "git-mcp"}, servers)
    assert "  # the repository of this project\n  git:\n    command: git-mcp\n\n  # times for the scheduler\n" in out
    assert "installed by uv" not in out  # the replaced entry's own lines go
    assert out.replace("  git:\n    command: git-mcp\n", "") == FILE.replace(
        "  git:\n    command: uvx   # installed by uv\n    args: [mcp-server-git, --repository, .]\n", ""
    )


def test_removing_a_server_removes_its_lines_only() -> None:
    out = with_server(FILE, "time", None, servers)
    assert out == FILE.replace(
        "  time:\n    command: mcp-server-time\n    env:\n      TZ: Europe/Paris  # the office\n", ""
    )
    assert list(servers(out)) == ["git"]


def test_removing_the_last_server_removes_the_block_but_not_the_comment_before_the_next_key() -> None:
    out = with_server(with_server(FILE, "time", None, servers), "git", None, servers)
    assert "mcp_servers" not in out and servers(out) == {}
    assert out.startswith("# my policy\nreview: ['send_*']  # mail needs a look\n")
    assert out.endswith("# the next block is the deny list\ndeny:\n  - drop_*   # never\n")


def test_a_flow_block_or_no_block_is_written_whole() -> None:
    assert with_server("mcp_servers: {}\n", "t", {"command": "x"}, servers) == "mcp_servers:\n  t:\n    command: x\n"
    assert (
        with_server("review: [a]", "t", {"command": "x"}, servers)
        == "review: [a]\nmcp_servers:\n  t:\n    command: x\n"
    )
    flow = "mcp_servers: {a: {command: y}}\n"
    assert servers(with_server(flow, "t", {"command": "x"}, servers)) == {"a": {"command": "y"}, "t": {"command": "x"}}


names = st.sampled_from(["git", "time", "docs", "fs"])
entries = st.one_of(
    st.none(),
    st.fixed_dictionaries(
        {"command": st.sampled_from(["uvx", "mcp-server-time", "a b"])},
        optional={"args": st.lists(st.sampled_from(["--x", "y: z", "#not-a-comment"]), max_size=3)},
    ),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(names, entries), min_size=1, max_size=6))
def test_any_sequence_of_edits_gives_the_servers_asked_for_and_keeps_the_rest(edits: list[Any]) -> None:
    text, expected = FILE, dict(servers(FILE))
    for name, entry in edits:
        text = with_server(text, name, entry, servers)
        if entry is None:
            expected.pop(name, None)
        else:
            expected[name] = entry
        assert dict(servers(text)) == expected
        data = yaml.safe_load(text)
        assert data["review"] == ["send_*"] and data["deny"] == ["drop_*"]
        # the person's lines outside the block stay, in order (a block written anew goes at the end)
        kept = [ln for ln in text.splitlines() if ln in OUTSIDE]
        assert kept == OUTSIDE


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet=st.sampled_from("ab:#-\n '\"|>{}[]&*!%@`"), min_size=1, max_size=12),
    st.text(alphabet=st.sampled_from("ab:#-\n '\"|>{}[]&*!%@`\\u2028"), max_size=40),
)
def test_hostile_names_and_values_never_change_anything_but_the_servers(name: str, value: str) -> None:
    """Whatever the name or a value holds (newlines, YAML indicators, comment marks), the other keys of
    the policy file stay exactly as they were: an added server can never add a rule."""
    out = with_server(FILE, name, {"command": value, "args": [value, "allow: '*'"]}, servers)
    data = yaml.safe_load(out)
    assert set(data) == {"review", "mcp_servers", "deny"}
    assert data["review"] == ["send_*"] and data["deny"] == ["drop_*"]
    assert data["mcp_servers"][name] == {"command": value, "args": [value, "allow: '*'"]}


# A block scalar's end mark sits at the start of the next line (found by a red-team review: the cut took
# the `deny:` line after it, and the file still loaded).
SCALAR_LAST = "mcp_servers:\n  notes:\n    command: notes-mcp\n    env:\n      GREETING: |\n        hello\n"


@pytest.mark.parametrize("after", ["deny: [{tool: run_python}]\n", "deny:\n  - tool: run_python\n"])
@pytest.mark.parametrize("edit", [("notes", {"command": "notes-mcp2"}), ("other", {"command": "x"}), ("notes", None)])
def test_a_block_scalar_at_the_end_of_an_entry_keeps_the_next_key(after: str, edit: tuple[str, Any]) -> None:
    text = SCALAR_LAST + after
    out = with_server(text, edit[0], edit[1], servers)
    assert yaml.safe_load(out)["deny"] == [{"tool": "run_python"}]
    assert out.endswith(after)


def test_an_anchor_used_by_another_server_is_expanded_or_refused_never_broken() -> None:
    text = "mcp_servers:\n  a: &A\n    command: x\n  c: *A\nreview: [send]\n"
    try:
        out = with_server(text, "a", {"command": "y"}, servers)
    except ConfigError as exc:
        assert "edit the file by hand" in str(exc)
        return
    assert yaml.safe_load(out) == {"mcp_servers": {"a": {"command": "y"}, "c": {"command": "x"}}, "review": ["send"]}


def test_an_edit_that_cannot_keep_the_rest_is_refused() -> None:
    def lying(text: str) -> Mapping[str, Any]:  # a reader whose view never matches: no candidate passes
        return {"x": {"n": len(text)}}

    with pytest.raises(ConfigError, match="edit the file by hand"):
        with_server(FILE, "git", {"command": "y"}, lying)
