"""Where a stdio server starts: never the notebook's folder (red team 15, finding 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

import nbagent
from nbagent.mcp import MCPServer, configured_servers
from nbagent.mcp._config import user_config_path


def test_a_relative_cwd_is_the_declaring_files_folder_not_the_notebooks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = user_config_path()
    user.parent.mkdir(parents=True, exist_ok=True)
    user.write_text("mcp_servers:\n  mine:\n    command: my-server\n    cwd: work\n  plain:\n    command: my-server\n")
    cloned = tmp_path / "cloned"
    cloned.mkdir()
    monkeypatch.chdir(cloned)
    servers = configured_servers()
    assert servers["mine"].cwd == str(user.parent / "work")
    assert servers["plain"].cwd is None  # started in <home>/mcp/servers/plain, see _own

    project = tmp_path / "project"
    (project / ".nbagent").mkdir(parents=True)
    (project / ".nbagent" / "policy.yaml").write_text("mcp_servers:\n  theirs:\n    command: srv\n    cwd: tools\n")
    nbagent.trust(project)
    monkeypatch.chdir(project / ".nbagent")  # the notebook folder is not what a relative cwd means
    assert configured_servers(project)["theirs"].cwd == str(project / "tools")


def test_a_cwd_from_code_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    server = MCPServer.stdio(["srv"], name="s", cwd=".")
    monkeypatch.chdir("/")
    assert server.cwd == str(tmp_path)
    assert MCPServer.stdio(["srv"], name="t").cwd is None
