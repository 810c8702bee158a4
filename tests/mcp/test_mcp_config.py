"""``mcp_servers:`` in the policy's configuration files: the user's, a trusted project's (an untrusted
folder's servers never start), ``%agent_mcp add / remove`` keeping the rest of the file, errors at file:line."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from nbagent import trust
from nbagent.exceptions import ConfigError
from nbagent.mcp import MCPServer, configured_servers
from nbagent.mcp._config import add_user_server, remove_user_server, user_config_path
from nbagent.policy import load_policy


def _user_file(text: str) -> Path:
    path = user_config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_the_users_file_defines_servers_in_the_mcpservers_format(time_command) -> None:
    _user_file(
        "review: ['send_*']\n"
        "mcp_servers:\n"
        f"  time:\n    command: {time_command[0]}\n    args: []\n    trust_read_only_hints: true\n"
        "  docs:\n    type: http\n    url: http://127.0.0.1:9/mcp\n    headers: {Authorization: Bearer x}\n"
        "  off:\n    command: nothing\n    disabled: true\n"
    )
    servers = configured_servers()
    assert set(servers) == {"time", "docs"}
    assert servers["time"].transport == "stdio" and servers["time"].trust_read_only_hints
    assert servers["docs"].transport == "http" and servers["docs"].headers == {"Authorization": "Bearer x"}
    assert servers["time"].source.endswith("policy.yaml:3")
    assert configured_servers()["time"] is servers["time"]  # the same object: its connection is reused
    assert [t.read_only for t in servers["time"].tools()] == [True, True]
    load_policy(None)  # the policy layers still load with the key there


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("  git:\n    comand: uvx\n", "policy.yaml:3: mcp_servers.git: unknown key 'comand' (did you mean 'command'?)"),
        ("  git:\n    args: [x]\n", "policy.yaml:2: mcp_servers.git: needs command"),
        ("  git:\n    command: uvx\n    args: x\n", "policy.yaml:4: mcp_servers.git.args must be a list"),
        ("  g_t:\n    command: uvx\n", "policy.yaml:2: mcp_servers.g_t: MCP server name 'g_t' is invalid"),
        ("  git:\n    command: uvx\n    timeout: -1\n", "timeout must be a positive number"),
    ],
)
def test_mistakes_name_the_file_and_line(entry: str, message: str) -> None:
    _user_file("mcp_servers:\n" + entry)
    with pytest.raises(ConfigError) as info:
        configured_servers()
    assert message in str(info.value)


def _project(tmp_path: Path, command: list[str]) -> Path:
    folder = tmp_path / "project"
    (folder / ".nbagent").mkdir(parents=True)
    marker = folder / "started"
    (folder / ".nbagent" / "policy.yaml").write_text(
        f"mcp_servers:\n  proj:\n    command: {command[0]}\n    args: {command[1:]!r}\n    env: {{MARK: '{marker}'}}\n"
    )
    return folder


def test_an_untrusted_folders_servers_are_not_started_and_a_trusted_ones_are(tmp_path: Path, time_command) -> None:
    folder = _project(tmp_path, time_command)
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert configured_servers(folder) == {}
    trust(folder)
    servers = configured_servers(folder)
    assert list(servers) == ["proj"] and servers["proj"].env == {"MARK": str(folder / "started")}
    assert {t.name for t in servers["proj"].tools()} == {"proj__get_current_time", "proj__convert_time"}
    # the file changes after it was trusted: its servers are not read any more
    (folder / ".nbagent" / "policy.yaml").write_text("mcp_servers:\n  proj:\n    command: /bin/false\n")
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert configured_servers(folder) == {}


def test_an_untrusted_project_policy_with_servers_still_loads_and_says_they_were_ignored(tmp_path: Path) -> None:
    folder = _project(tmp_path, ["/bin/false"])
    from nbagent.policy._layers import project_layer

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        project_layer(folder / ".nbagent" / "policy.yaml")
    assert any("ignored `mcp_servers: ['proj']`" in str(w.message) for w in caught)


def test_add_and_remove_keep_the_rest_of_the_users_file() -> None:
    head = "# my policy\nreview: ['send_*']  # mail needs a look\n"
    tail = "deny:\n  - drop_*   # never\n"
    path = _user_file(head + "mcp_servers:\n  old:\n    command: uvx\n" + tail)
    add_user_server("git", {"command": "uvx", "args": ["mcp-server-git"]})
    text = path.read_text()
    assert text.startswith(head) and text.endswith(tail)
    assert set(configured_servers()) == {"old", "git"}
    assert remove_user_server("old") and remove_user_server("git")
    assert not remove_user_server("git")
    text = path.read_text()
    assert text.startswith(head) and text.endswith(tail) and "mcp_servers" not in text
    assert configured_servers() == {}


def test_add_creates_the_file_and_refuses_a_bad_entry_without_writing() -> None:
    path = user_config_path()
    add_user_server("time", {"command": "mcp-server-time"})
    assert path.read_text() == "mcp_servers:\n  time:\n    command: mcp-server-time\n"
    with pytest.raises(ConfigError):
        add_user_server("bad", {"command": "x", "colour": "red"})
    assert "bad" not in path.read_text()


def test_server_names_and_tool_names_fit_every_provider() -> None:
    from nbagent.mcp._tools import tool_name

    assert tool_name("git", "git_status") == "git__git_status"
    assert tool_name("fs", "read file.v2/x") == "fs__read_file_v2_x"
    long = tool_name("s", "x" * 100)
    assert len(long) == 64 and long.startswith("s__xxx")
    for bad in ("", "a_b", "a b", "x" * 30):
        with pytest.raises(Exception, match="invalid"):
            MCPServer.stdio(["x"], name=bad)
