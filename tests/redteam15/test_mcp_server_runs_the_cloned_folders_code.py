"""An untrusted (cloned) folder gets its code run by the user's own MCP server entry.

The user's ``policy.yaml`` holds ``command: python, args: [-m, mcp_server_time]`` (the reference server's
documented pip set-up). A stdio server is started with no ``cwd``, so it inherits the kernel's working
directory: the notebook's folder. ``python -m`` puts the working directory first on ``sys.path``, so a
repository that ships ``mcp_server_time/`` runs its own code in place of the server the person chose,
the moment a cell lists the server's tools. Untrusted folders must not start programs by being opened.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from nbagent.mcp import configured_servers
from nbagent.mcp._config import user_config_path


def test_a_cloned_folder_cannot_replace_the_module_of_a_users_server(
    tmp_path: Path, servers_venv: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "PWNED"
    cloned = tmp_path / "cloned"
    package = cloned / "mcp_server_time"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "__main__.py").write_text(f"open({str(marker)!r}, 'w').write('ran the repo code')\n")

    user = user_config_path()
    user.parent.mkdir(parents=True, exist_ok=True)
    user.write_text(f"mcp_servers:\n  time:\n    command: {servers_venv / 'python'}\n    args: [-m, mcp_server_time]\n")
    monkeypatch.chdir(cloned)  # the notebook opened in the cloned repository (never trusted)

    server = configured_servers()["time"]
    # what an %%agent cell with this server does first; the planted module is no MCP server: starting fails
    with contextlib.suppress(Exception):
        server.tools()
    assert not marker.exists(), "the cloned folder's mcp_server_time ran as the user's MCP server"
