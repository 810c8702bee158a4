"""``MCPServer``: one MCP server (a command over stdio, or a streamable HTTP endpoint) as a set of tools.

The connection lives on the MCP loop (:mod:`nbagent.mcp._loop`), owned by one task
that enters the SDK's transport and :class:`mcp.Client` and leaves them when told to
stop: anyio scopes must be left by the task that entered them. It starts on first
use (listing the tools, or a call), is reused by every later cell, and is started
again when the server died (a call that was running then fails; the next call
restarts it). Every wait has a limit: a server that hangs or dies becomes an error
the model sees as the tool's result, never a cell that waits forever.

A stdio server's stderr goes to ``<nbagent home>/mcp/logs/<name>.log``
(:attr:`MCPServer.log_path`, owner-only: 0600 in a 0700 folder), never into a cell.
Command lines and URLs pass the secret redactor before they reach the log, the
status file or ``repr`` (``--api-key X``, ``?token=X``).

A server's tool descriptions (and its prompts) are third-party text: unless the
person marks the server ``trusted_metadata`` (in code, or in their own
configuration file), a run that offers its tools is marked as holding untrusted
content (:meth:`MCPServer.untrusted_metadata`), so tools that are not read-only
need review from the first call.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import os
import re
import shlex
from collections.abc import Awaitable, Mapping, Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, TypeVar

from ..boundary import mcp_origin
from ..boundary._redact import redact
from ..exceptions import MissingDependency, NbAgentError, UserError
from ..files._home import mcp_server_dir, user_home
from . import _loop, _status
from ._private import private_file as _private_file
from ._private import private_folder as _private_dir
from ._tools import MCPTool

if TYPE_CHECKING:
    import mcp
    import mcp_types

__all__ = ["MCPServer", "MCPServerError", "Resource"]

log = logging.getLogger("nbagent")

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,23}$")  # no '_': '__' separates the server from the tool
DEFAULT_TIMEOUT = 60.0
STARTUP_TIMEOUT = 30.0
_LOG_LIMIT = 5_000_000  # bytes a server's log may grow to before it starts afresh
T = TypeVar("T")


class MCPServerError(NbAgentError):
    """An MCP server could not be started, or failed while serving a request (the text says which and why)."""


@dataclass(frozen=True, slots=True)
class Resource:
    """A resource an MCP server offers (``server.resources()``): read it with ``server.read_resource(uri)``."""

    uri: str
    name: str
    description: str = ""
    mime_type: str = ""


@dataclass(frozen=True, slots=True)
class Prompt:
    """A prompt an MCP server offers (``server.prompts()``): fetch its messages with ``server.get_prompt``."""

    name: str
    description: str = ""
    arguments: tuple[str, ...] = ()  # their names, the required ones first
    required: tuple[str, ...] = ()


@dataclass
class _Connection:
    client: mcp.Client
    stop: asyncio.Event
    task: asyncio.Task[None]

    def alive(self) -> bool:
        if self.task.done():
            return False
        # The SDK answers every request after the server went away with "Connection closed" at once;
        # its dispatcher's flag lets us restart before sending instead (absent: the call says so).
        dispatcher = getattr(getattr(self.client, "session", None), "_dispatcher", None)
        return not bool(getattr(dispatcher, "_closed", False))


@dataclass(eq=False)
class MCPServer:
    """An MCP server whose tools an agent may call: ``Agent(tools=[server, my_fn])``.

    Make one with :meth:`stdio` or :meth:`http` (or from the ``mcp_servers:`` key of a
    configuration file: :func:`nbagent.mcp.configured_servers`). Its tools are named
    ``<name>__<tool>`` (``git__git_status``), so a policy glob can cover the whole server
    (``review: ['git__*']``). Every tool's output is untrusted (third-party text); a tool is
    read-only only if the server's annotation says ``readOnlyHint`` *and*
    ``trust_read_only_hints`` is True (yours to decide: the server wrote the hint). Its tool
    descriptions are third-party text too: a run that offers them is marked untrusted unless
    ``trusted_metadata`` is True (yours to decide, in code or your own configuration file).
    """

    name: str
    command: tuple[str, ...] = ()
    url: str = ""
    env: Mapping[str, str] | None = None
    cwd: str | None = None
    headers: Mapping[str, str] | None = None
    timeout: float = DEFAULT_TIMEOUT
    startup_timeout: float = STARTUP_TIMEOUT
    trust_read_only_hints: bool = False
    source: str = "code"
    trusted_metadata: bool = False
    starts: int = field(default=0, init=False)
    last_error: str = field(default="", init=False)
    refused: dict[str, str] = field(default_factory=dict, init=False)  # remote tool name -> why it is left out
    _conn: _Connection | None = field(default=None, init=False, repr=False)
    _lock: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = field(default=None, init=False, repr=False)
    _tools: tuple[MCPTool, ...] | None = field(default=None, init=False, repr=False)
    _last_tools: tuple[MCPTool, ...] = field(default=(), init=False, repr=False)

    __nbagent_toolset__ = True  # ToolRegistry expands it into its tools when a run starts

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _NAME.match(self.name):
            raise UserError(
                f"MCP server name {self.name!r} is invalid: use 1-24 letters, digits or '-' (no '_': tool names "
                "are <server>__<tool>), starting with a letter or digit"
            )
        if bool(self.command) == bool(self.url):
            raise UserError(f"MCP server {self.name!r}: give either a command (stdio) or a url (HTTP)")
        for what, value in (("timeout", self.timeout), ("startup_timeout", self.startup_timeout)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise UserError(f"MCP server {self.name!r}: {what} must be a positive number of seconds, got {value!r}")
        if not isinstance(self.trust_read_only_hints, bool):
            raise UserError(f"MCP server {self.name!r}: trust_read_only_hints must be true or false")
        if not isinstance(self.trusted_metadata, bool):
            raise UserError(f"MCP server {self.name!r}: trusted_metadata must be true or false")

    # -- making one ---------------------------------------------------------------------

    @classmethod
    def stdio(
        cls,
        command: str | Sequence[str],
        *,
        name: str,
        env: Mapping[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        trust_read_only_hints: bool = False,
        trusted_metadata: bool = False,
    ) -> MCPServer:
        """A server started as a child process speaking MCP on stdin/stdout.

        ``command``: a list (``["uvx", "mcp-server-git"]``) or a string split like a shell would.
        ``env``: variables added to a minimal environment (PATH, HOME, ...: the SDK's default),
        so your API keys do not reach the server unless you pass them. ``timeout``: seconds per
        call (a tool's own answer after that is dropped and the model told it timed out).
        ``cwd``: the folder the server starts in; by default ``<nbagent home>/mcp/servers/<name>``,
        never the notebook's folder (``python -m``, ``npx``, ``uvx`` take code and settings from the
        folder they start in). Pass ``cwd=`` explicitly to run the server in a project you trust.
        ``trusted_metadata``: True when you vouch for its tool descriptions and prompts (else a run
        offering its tools is marked as holding untrusted content).
        """
        parts = tuple(shlex.split(command)) if isinstance(command, str) else tuple(str(p) for p in command)
        if not parts:
            raise UserError(f"MCP server {name!r}: the command is empty")
        return cls(
            name,
            command=parts,
            env=dict(env) if env else None,
            cwd=os.path.abspath(os.path.expanduser(os.fspath(cwd))) if cwd is not None else None,
            timeout=timeout,
            trust_read_only_hints=trust_read_only_hints,
            trusted_metadata=trusted_metadata,
        )

    @classmethod
    def http(
        cls,
        url: str,
        *,
        name: str,
        headers: Mapping[str, str] | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        trust_read_only_hints: bool = False,
        trusted_metadata: bool = False,
    ) -> MCPServer:
        """A server reached over MCP's streamable HTTP transport at ``url`` (``headers``: sent with every request)."""
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            raise UserError(f"MCP server {name!r}: the url must start with http:// or https://, got {url!r}")
        return cls(
            name,
            url=url,
            headers=dict(headers) if headers else None,
            timeout=timeout,
            trust_read_only_hints=trust_read_only_hints,
            trusted_metadata=trusted_metadata,
        )

    # -- what people see ------------------------------------------------------------------

    @property
    def transport(self) -> str:
        """``stdio`` or ``http``."""
        return "stdio" if self.command else "http"

    @property
    def target(self) -> str:
        """The command line or the URL, secrets redacted (headers and env values are never shown)."""

        return redact(shlex.join(self.command) if self.command else self.url)

    def untrusted_metadata(self) -> str | None:
        """The label a run's provenance gets when it offers this server's tools (None: ``trusted_metadata``).

        The tool descriptions are the server's text, sent to the model with every request.
        """

        origin = mcp_origin(self.name, vouched=self.trusted_metadata)
        if not origin.marks_session:
            return None
        return f"the tool descriptions of MCP server {self.name!r}"

    def refuse(self, refused: Mapping[str, str]) -> None:
        """Record the tools a listing left out (and why): in the log, a warning and the status file."""
        for why in refused.values():
            if why not in self.refused.values():
                log.warning("nbagent: %s", why)
                self._note(why)
        self.refused = dict(refused)

    @property
    def log_path(self) -> Path:
        """Where the server's stderr (and nbagent's notes on its starts and exits) go."""
        return user_home() / "mcp" / "logs" / f"{self.name}.log"

    @property
    def status(self) -> str:
        """``running``, ``stopped`` (not started yet, or stopped) or ``exited`` (it died; the next call restarts it)."""
        conn = self._conn
        if conn is None:
            return "stopped"
        return "running" if conn.alive() else "exited"

    @property
    def listed(self) -> tuple[MCPTool, ...]:
        """The tools the live connection listed (empty before the first listing); connects to nothing."""
        return self._tools or ()

    def tools(self) -> list[MCPTool]:
        """The server's tools as nbagent :class:`~nbagent.tools.Tool` objects (connects if needed)."""
        return list(_loop.call(self._list_tools(), timeout=self.startup_timeout + self.timeout))

    async def atools(self) -> list[MCPTool]:
        """:meth:`tools` for async code: the tools are listed once per connection.

        When the server cannot be (re)started but listed its tools before, those are offered
        (a call then fails as a tool error the model sees) and a warning is logged.
        """
        try:
            return list(await _loop.wait(self._list_tools(), timeout=self.startup_timeout + self.timeout))
        except (MCPServerError, TimeoutError) as exc:
            if not self._last_tools:
                if isinstance(exc, TimeoutError):
                    raise MCPServerError(f"MCP server {self.name!r} did not list its tools in time") from None
                raise
            log.warning("nbagent: %s; offering the tools it listed before", exc)
            return list(self._last_tools)

    def resources(self) -> list[Resource]:
        """The resources the server offers (read one with :meth:`read_resource`)."""
        return _loop.call(self._resources(), timeout=self.startup_timeout + self.timeout)

    def read_resource(self, uri: str) -> str:
        """The text of one resource (binary parts are described, not decoded). Third-party text:
        put it in a prompt with :func:`nbagent.mcp.untrusted_text` / ``%agent_mcp read``."""
        return _loop.call(self._read(uri), timeout=self.startup_timeout + self.timeout)

    def prompts(self) -> list[Prompt]:
        """The prompts the server offers, with their arguments."""
        return _loop.call(self._prompts(), timeout=self.startup_timeout + self.timeout)

    def get_prompt(self, name: str, arguments: dict[str, str] | None = None) -> list[tuple[str, str]]:
        """``(role, text)`` of each message of one prompt, filled with ``arguments`` (strings, as MCP has
        them). The server's text: a person should read it before a model gets it as theirs
        (``%agent_mcp prompt`` puts it in a new cell)."""
        return _loop.call(self._get_prompt(name, dict(arguments or {})), timeout=self.startup_timeout + self.timeout)

    def stop(self) -> None:
        """Stop the server (its process ends); the next use starts it again."""
        _loop.call(self._stop(), timeout=15.0)

    def __repr__(self) -> str:
        return f"MCPServer({self.name!r}, {self.transport}: {self.target!r}, {self.status})"

    # -- on the MCP loop -------------------------------------------------------------------

    def _guard(self) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        if self._lock is None or self._lock[0] is not loop:  # the MCP loop was restarted since
            self._lock = (loop, asyncio.Lock())
            self._conn = None
        return self._lock[1]

    async def _client(self) -> mcp.Client:
        """The live client, starting (or restarting) the server when there is none."""
        async with self._guard():
            conn = self._conn
            if conn is not None and conn.alive():
                return conn.client
            if conn is not None:
                self._note(f"the server had exited ({self.last_error or 'connection closed'}); restarting it")
                await _close(conn)
                self._conn = None
                self._tools = None  # a new process may offer other tools
            self._conn = await self._open()
            return self._conn.client

    async def _open(self) -> _Connection:
        try:
            import mcp  # noqa: F401 - the SDK, imported here on first use
        except ImportError:
            raise MissingDependency("mcp", "MCP servers (nbagent.mcp)", "mcp") from None
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[mcp.Client] = loop.create_future()
        stop = asyncio.Event()
        task = loop.create_task(self._own(ready, stop), name=f"nbagent-mcp-{self.name}")
        _loop.on_shutdown(self._stop)
        self.starts += 1
        self._note(f"starting ({self.transport}: {self.target})")
        try:
            client = await asyncio.wait_for(asyncio.shield(ready), self.startup_timeout)
        except BaseException as exc:
            stop.set()
            task.cancel()
            await asyncio.wait({task}, timeout=5.0)
            if isinstance(exc, TimeoutError):
                reason = f"it did not finish starting within {self.startup_timeout:g} s"
            elif isinstance(exc, asyncio.CancelledError):
                raise
            else:
                reason = _describe(exc)
            self.last_error = reason
            self._note(f"could not start: {reason}")
            raise MCPServerError(
                f"MCP server {self.name!r} could not start: {reason}. Its log: {self.log_path}"
            ) from None
        self.last_error = ""
        conn = _Connection(client, stop, task)
        self._conn = conn
        _status.publish(self)
        return conn

    async def _own(self, ready: asyncio.Future[mcp.Client], stop: asyncio.Event) -> None:
        """The one task that enters and leaves the transport and the client."""
        errlog = None
        try:
            from mcp import Client

            stack = AsyncExitStack()
            if self.command:
                errlog = self._open_log()
                from mcp.client.stdio import StdioServerParameters, stdio_client

                # never the kernel's cwd (the notebook's folder, maybe a cloned repository): a neutral folder
                cwd = self.cwd if self.cwd is not None else str(mcp_server_dir(self.name))
                params = StdioServerParameters(
                    command=self.command[0], args=list(self.command[1:]), env=dict(self.env or {}), cwd=cwd
                )
                transport = stdio_client(params, errlog=errlog)
            else:
                from mcp.client.streamable_http import streamable_http_client
                from mcp.shared._httpx_utils import create_mcp_http_client

                # the transport leaves a client it was given open: the stack closes it
                http = await stack.enter_async_context(create_mcp_http_client(headers=dict(self.headers or {})))
                transport = streamable_http_client(self.url, http_client=http)
            async with stack, Client(transport) as client:
                if not ready.done():
                    ready.set_result(client)
                await stop.wait()
        except BaseException as exc:  # the owner task ends here, whatever happened: say why once
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else MCPServerError(_describe(exc)))
            elif not isinstance(exc, asyncio.CancelledError):
                self.last_error = _describe(exc)
                self._note(f"connection ended: {self.last_error}")
                _status.publish(self)
        finally:
            if errlog is not None:
                errlog.close()

    async def _stop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            await _close(conn)
            self._note("stopped")
            _status.publish(self)

    async def _list_tools(self) -> tuple[MCPTool, ...]:
        client = await self._client()
        if self._tools is None:
            listed = await self._request(client, client.list_tools())
            self._tools = self._last_tools = MCPTool.all_for(self, listed.tools)
            _status.publish(self)
        return self._tools

    async def call_tool(self, remote_name: str, arguments: dict[str, object]) -> mcp_types.CallToolResult:
        """Call one tool on the MCP loop: the SDK's ``CallToolResult``, or an :class:`MCPServerError`."""
        client = await self._client()
        return await self._request(client, client.call_tool(remote_name, arguments), during="the call")

    async def _resources(self) -> list[Resource]:
        client = await self._client()
        listed = await self._request(client, client.list_resources())
        return [
            Resource(str(r.uri), str(r.name), str(r.description or ""), str(r.mime_type or ""))
            for r in listed.resources
        ]

    async def _read(self, uri: str) -> str:
        client = await self._client()
        result = await self._request(client, client.read_resource(uri))
        parts = []
        for item in result.contents:
            text = getattr(item, "text", None)
            parts.append(text if isinstance(text, str) else f"[binary content: {getattr(item, 'mime_type', '')}]")
        return "\n".join(parts)

    async def _prompts(self) -> list[Prompt]:
        client = await self._client()
        listed = await self._request(client, client.list_prompts())
        found = []
        for p in listed.prompts:
            args = list(p.arguments or [])
            required = tuple(str(a.name) for a in args if a.required)
            optional = tuple(str(a.name) for a in args if not a.required)
            found.append(Prompt(str(p.name), str(p.description or ""), required + optional, required))
        return found

    async def _get_prompt(self, name: str, arguments: dict[str, str]) -> list[tuple[str, str]]:
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in arguments.items()):
            raise MCPServerError(f"MCP server {self.name!r}: prompt arguments are strings, got {arguments!r}")
        client = await self._client()
        result = await self._request(client, client.get_prompt(name, arguments or None), during="getting the prompt")
        return [(str(m.role), _content_text(m.content)) for m in result.messages]

    async def _request(self, client: mcp.Client, request: Awaitable[T], *, during: str = "the request") -> T:
        from mcp.shared.exceptions import MCPError
        from mcp_types import CONNECTION_CLOSED

        try:
            return await request
        except MCPError as exc:
            if getattr(exc.error, "code", None) == CONNECTION_CLOSED:
                self.last_error = f"the connection closed during {during}"
                self._note(self.last_error)
                _status.publish(self)
                raise MCPServerError(
                    f"MCP server {self.name!r} went away during {during} (it exited or closed the connection); "
                    f"it is started again on the next call. Its log: {self.log_path}"
                ) from None
            raise MCPServerError(f"MCP server {self.name!r}: {exc}") from None

    # -- the log ---------------------------------------------------------------------------

    def _open_log(self) -> TextIO:
        path = self.log_path
        _private_dir(path.parent)
        if path.exists() and path.stat().st_size > _LOG_LIMIT:
            path.replace(path.with_suffix(".log.1"))
        return _private_file(path).open("a", encoding="utf-8", errors="replace")

    def _note(self, text: str) -> None:
        """A line of nbagent's own in the server's log (starts, exits, restarts)."""

        try:
            path = self.log_path
            _private_dir(path.parent)
            stamp = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
            with _private_file(path).open("a", encoding="utf-8") as f:
                f.write(f"[nbagent {stamp}] {self.name}: {redact(text)}\n")
        except OSError:
            log.debug("nbagent: cannot write the MCP log %s", self.log_path)


async def _close(conn: _Connection) -> None:
    conn.stop.set()
    _done, pending = await asyncio.wait({conn.task}, timeout=8.0)
    if pending:  # the SDK closes stdin, waits, then kills the process tree: this is past all of it
        conn.task.cancel()
        await asyncio.wait(pending, timeout=2.0)


def _describe(exc: BaseException) -> str:
    """The innermost reason of an exception (anyio wraps failures in exception groups)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _content_text(content: mcp_types.ContentBlock) -> str:
    """A prompt message's content as text: other kinds (images, audio, resources) are described."""
    text = getattr(content, "text", None)
    if isinstance(text, str):
        return text
    resource = getattr(content, "resource", None)
    if resource is not None:
        inner = getattr(resource, "text", None)
        return inner if isinstance(inner, str) else f"[resource {getattr(resource, 'uri', '')}: binary content]"
    kind = getattr(content, "type", "content")
    return f"[{kind}: {getattr(content, 'mime_type', None) or getattr(content, 'uri', '')}]"
