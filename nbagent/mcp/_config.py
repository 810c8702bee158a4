"""``mcp_servers:`` in the configuration files the policy lives in.

The layers are the policy's (:mod:`nbagent.policy._layers`): the user's
``<nbagent home>/policy.yaml`` and a project's ``.nbagent/policy.yaml``. A
project folder's servers are read only when the person trusts the folder (and
the file is the one they trusted): a cloned repository must not start programs
by being opened. The entries follow the ``mcpServers`` format other MCP clients
use, keyed by server name::

    mcp_servers:
      git:
        command: uvx
        args: [mcp-server-git, --repository, .]
        env: {GIT_PAGER: cat}
        trust_read_only_hints: true   # nbagent's: treat readOnlyHint tools as read-only
        trusted: true                 # nbagent's: its tool descriptions do not mark a run untrusted
      docs:
        url: http://127.0.0.1:8000/mcp
        headers: {Authorization: Bearer ...}
        timeout: 30

``trusted`` (the server's tool descriptions and prompts are the person's to vouch for)
counts only in the user's own file: a project folder's file saying it is ignored, with
a warning, and the server stays untrusted.

``%agent_mcp add`` / ``remove`` change only the lines of the one server in the user's
file (:mod:`._edit`): comments and every other line stay as they were.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypedDict

from .._suggest import hint
from ..boundary import config_origin
from ..exceptions import ConfigError, PolicyError, UserError
from ..files._private import private_dir, write_atomic
from ..policy import Policy
from ..policy._layers import project_policy_path, user_policy_path
from ..policy._load import parse_yaml
from ._edit import with_server
from ._server import MCPServer

__all__ = ["add_user_server", "configured_servers", "remove_user_server", "user_config_path"]

_KEYS = (
    "command",
    "args",
    "env",
    "cwd",
    "url",
    "headers",
    "type",
    "timeout",
    "trust_read_only_hints",
    "trusted",
    "disabled",
)
log = logging.getLogger("nbagent")
_TYPES = ("stdio", "http", "streamable-http", "streamable_http", "streamableHttp")
_known: dict[str, MCPServer] = {}  # one server object per configured name: its connection outlives the cell


class _Options(TypedDict, total=False):
    """What an entry sets besides the transport (MCPServer checks the values)."""

    timeout: float
    trust_read_only_hints: bool
    trusted_metadata: bool


def user_config_path() -> Path:
    """The user's configuration file (the policy's): ``<nbagent home>/policy.yaml``."""

    return user_policy_path()


def configured_servers(project_dir: str | os.PathLike[str] | None = None) -> dict[str, MCPServer]:
    """The servers of the user's file and of a trusted project folder's (the cwd by default), by name.

    The same object comes back for an unchanged entry, so its connection is reused. A name in
    both files keeps the user's entry. Mistakes are :class:`~nbagent.exceptions.ConfigError` naming
    ``file:line``.
    """

    found: dict[str, MCPServer] = {}
    user = user_config_path()
    if user.exists():
        found.update(
            _servers_in(user, base=user.parent, own=True)
        )  # a relative cwd: is the file's, never the notebook's
    project = project_policy_path(project_dir)
    if project.exists() and project.resolve() != user.resolve():
        text = _trusted_text(project)
        if text is not None:
            for name, server in _parse(text, str(project), base=project.parent.parent).items():
                found.setdefault(name, server)
    return {name: _reuse(server) for name, server in found.items()}


def _reuse(server: MCPServer) -> MCPServer:
    known = _known.get(server.name)
    if known is not None and _same(known, server):
        return known
    _known[server.name] = server
    return server


def _same(a: MCPServer, b: MCPServer) -> bool:
    fields = ("command", "url", "env", "cwd", "headers", "timeout", "trust_read_only_hints", "trusted_metadata")
    return all(getattr(a, f) == getattr(b, f) for f in fields)


def _trusted_text(path: Path) -> str | None:
    """The project file's text when its folder is trusted and the file is the one trusted; else None."""

    origin, trusted = config_origin(path.parent.parent)
    if not origin.may_run_code or trusted is None:  # its servers would start programs
        return None
    text = path.read_bytes().decode("utf-8")
    if trusted.get(path.name) != hashlib.sha256(text.encode("utf-8")).hexdigest():
        return None
    return text


def _servers_in(path: Path, *, base: Path, own: bool = False) -> dict[str, MCPServer]:
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the configuration file: {exc}") from None
    return _parse(text, str(path), base=base, own=own)


def _parse(text: str, label: str, *, base: Path, own: bool = False) -> dict[str, MCPServer]:
    """The servers of one file; ``own``: the user's own file (only it may mark a server ``trusted``)."""

    data, locate = parse_yaml(text, label)
    block = data.get("mcp_servers") if isinstance(data, Mapping) else None
    if block is None:
        return {}

    def where(*path: str) -> str:
        for cut in range(len(path), 0, -1):
            line = locate(("mcp_servers", *path[:cut]))
            if line is not None:
                return f"{label}:{line}"
        line = locate(("mcp_servers",))
        return f"{label}:{line}" if line is not None else label

    if not isinstance(block, Mapping):
        raise ConfigError(f"{where()}: mcp_servers must be a mapping of server names to settings")
    servers: dict[str, MCPServer] = {}
    for name, entry in block.items():
        server = _entry(str(name), entry, where, base, label, own)
        if server is not None:
            servers[server.name] = server
    return servers


def _entry(
    name: str, entry: object, where: Callable[..., str], base: Path, label: str, own: bool = False
) -> MCPServer | None:
    if not isinstance(entry, Mapping):
        raise ConfigError(f"{where(name)}: mcp_servers.{name} must be a mapping (command/args or url)")
    for key in entry:
        if key not in _KEYS:
            raise ConfigError(
                f"{where(name, str(key))}: mcp_servers.{name}: unknown key {key!r}{hint(key, _KEYS)}; "
                f"allowed keys: {', '.join(_KEYS)}"
            )
    if entry.get("disabled") is True:
        return None
    kind = entry.get("type")
    if kind is not None and kind not in _TYPES:
        raise ConfigError(f"{where(name, 'type')}: mcp_servers.{name}.type must be stdio or http, got {kind!r}")

    def string_list(key: str) -> list[str] | None:
        value = entry.get(key)
        if value is None:
            return None
        if not (isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value)):
            raise ConfigError(f"{where(name, key)}: mcp_servers.{name}.{key} must be a list of strings")
        return [str(v) for v in value]

    def string_map(key: str) -> dict[str, str] | None:
        value = entry.get(key)
        if value is None:
            return None
        if not (isinstance(value, Mapping) and all(isinstance(v, (str, int, float)) for v in value.values())):
            raise ConfigError(f"{where(name, key)}: mcp_servers.{name}.{key} must be a mapping of names to strings")
        return {str(k): str(v) for k, v in value.items()}

    options: _Options = {}
    if "timeout" in entry:
        options["timeout"] = entry["timeout"]
    if "trust_read_only_hints" in entry:
        options["trust_read_only_hints"] = entry["trust_read_only_hints"]
    if "trusted" in entry:
        if not isinstance(entry["trusted"], bool):
            raise ConfigError(f"{where(name, 'trusted')}: mcp_servers.{name}.trusted must be true or false")
        if own:
            options["trusted_metadata"] = entry["trusted"]
        elif entry["trusted"]:
            # a project's file is text the person trusted as a whole, not a vouch for a server's words
            log.warning(
                "nbagent: %s: mcp_servers.%s.trusted is ignored in a project's file: only your own file (%s) "
                "can mark a server's tool descriptions trusted",
                where(name, "trusted"),
                name,
                user_config_path(),
            )
    try:
        if entry.get("url") is not None:
            if entry.get("command") is not None:
                raise UserError("give either command (stdio) or url (HTTP), not both")
            server = MCPServer.http(str(entry["url"]), name=name, headers=string_map("headers"), **options)
        elif entry.get("command") is not None:
            command = entry["command"]
            if not isinstance(command, str):
                raise UserError("command must be text (the program; its arguments go in args)")
            cwd = entry.get("cwd")
            server = MCPServer.stdio(
                [command, *(string_list("args") or [])],
                name=name,
                env=string_map("env"),
                cwd=(base / Path(str(cwd)).expanduser()) if cwd is not None else None,
                **options,
            )
        else:
            raise UserError("needs command (a program run over stdio) or url (a streamable HTTP endpoint)")
    except UserError as exc:
        if isinstance(exc, ConfigError):
            raise
        text = str(exc).removeprefix(f"MCP server {name!r}: ")
        raise ConfigError(f"{where(name)}: mcp_servers.{name}: {text}") from None
    server.source = where(name)
    return server


# -- editing the user's file -------------------------------------------------------------------


def add_user_server(name: str, entry: Mapping[str, object]) -> Path:
    """Add (or replace) server ``name`` in the user's file; every other line stays as it was."""
    path = user_config_path()
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    block = dict(_block(text, str(path)))
    block[name] = dict(entry)
    _parse_block_check(block, path)
    return _write(path, with_server(text, name, entry, lambda t: _block(t, str(path))))


def remove_user_server(name: str) -> bool:
    """Remove server ``name`` from the user's file (False when it is not there)."""
    path = user_config_path()
    if not path.exists():
        return False
    text = path.read_text(encoding="utf-8")
    block = dict(_block(text, str(path)))
    if name not in block:
        return False
    _write(path, with_server(text, name, None, lambda t: _block(t, str(path))))
    known = _known.pop(name, None)
    if known is not None and known.status == "running":
        known.stop()
    return True


def _block(text: str, label: str) -> Mapping[str, object]:
    data, _ = parse_yaml(text, label)
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise ConfigError(f"{label}: the file is not a mapping; fix it before adding servers")
    block = data.get("mcp_servers") or {}
    if not isinstance(block, Mapping):
        raise ConfigError(f"{label}: mcp_servers must be a mapping; fix it before adding servers")
    return block


def _parse_block_check(block: Mapping[str, object], path: Path) -> None:
    import yaml

    _parse(yaml.safe_dump({"mcp_servers": dict(block)}, sort_keys=False), str(path), base=path.parent, own=True)


def _write(path: Path, text: str) -> Path:

    private_dir(path.parent)
    try:  # the file is the user's policy too: never leave it unreadable
        Policy.from_yaml(text) if text.strip() else None
    except PolicyError as exc:
        raise ConfigError(f"{path}: not written, the result would not load: {exc}") from None
    write_atomic(path, text)
    return path
