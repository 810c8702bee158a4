"""An MCP server's tool as an nbagent :class:`~nbagent.tools.Tool`.

It goes through the same pipeline as a Python tool (policy, approvals,
containment, screening, audit); only what the tool *is* differs: its schema is
the server's JSON schema (arguments are checked against it with ``jsonschema``
before the policy sees them: references outside the schema are never fetched,
patterns run on RE2, the check is bounded by the tool's time limit, see
:mod:`._schema`), its output is third-party text (untrusted), and a call is sent
to the server's connection on the MCP loop with a time limit.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from ..messages import JSONObject, JSONValue
from ..tools import ArgumentError, Tool
from . import _loop
from ._schema import SchemaTooSlow, refusal, validate

if TYPE_CHECKING:
    import mcp_types

    from ._server import MCPServer

__all__ = ["MCPTool", "tool_name"]

_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")
_MAX = 64


def tool_name(server: str, remote: str) -> str:
    """``<server>__<tool>`` in the characters every provider accepts (``[A-Za-z0-9_-]``, at most 64)."""
    name = f"{server}__{_UNSAFE.sub('_', remote) or 'tool'}"
    if len(name) <= _MAX:
        return name
    digest = hashlib.sha256(remote.encode("utf-8")).hexdigest()[:8]
    return f"{name[: _MAX - 9]}_{digest}"


async def _unbound() -> None:  # the function a Tool needs; an MCPTool never calls it
    raise NotImplementedError


class MCPTool(Tool):
    """One tool of an :class:`~nbagent.mcp.MCPServer` (made by the server when it lists its tools).

    ``remote_name`` is the server's name for it; ``destructive`` the server's ``destructiveHint``
    (None when it said nothing), shown on the approval card; ``annotations`` the hints as sent.
    """

    def __init__(self, server: MCPServer, spec: mcp_types.Tool) -> None:
        annotations = getattr(spec, "annotations", None)
        hints = annotations.model_dump(exclude_none=True) if annotations is not None else {}
        read_only_hint = hints.get("read_only_hint") is True
        super().__init__(
            _unbound,
            name=tool_name(server.name, str(spec.name)),
            description=str(spec.description or getattr(spec, "title", "") or ""),
            timeout=server.timeout,
            domain=("mcp", f"mcp:{server.name}"),
            # the server wrote the hint: it counts only when the person's config trusts this server's hints
            read_only=read_only_hint and server.trust_read_only_hints,
            untrusted_output=True,
        )
        self.server = server
        self.remote_name = str(spec.name)
        self.annotations: dict[str, object] = hints
        destructive = hints.get("destructive_hint")
        self.destructive: bool | None = destructive if isinstance(destructive, bool) else None
        self._schema = _object_schema(getattr(spec, "input_schema", None))

    @classmethod
    def all_for(cls, server: MCPServer, specs: Iterable[mcp_types.Tool]) -> tuple[MCPTool, ...]:
        """The tools of one listing; two remote names that map to one nbagent name get distinct ones.

        A tool whose input schema nbagent cannot check safely (a reference outside the schema, a
        pattern RE2 cannot run) is left out: the reason goes to ``server.refused``, the log and a warning.
        """

        tools: dict[str, MCPTool] = {}
        refused: dict[str, str] = {}
        for spec in specs:
            tool = cls(server, spec)
            why = refusal(tool._schema)
            if why is not None:
                refused[tool.remote_name] = (
                    f"MCP server {server.name!r}: tool {tool.remote_name!r} is refused: {why}. "
                    "Ask the server's author to inline the schema, or leave the tool out"
                )
                continue
            if tool.name in tools:
                digest = hashlib.sha256(tool.remote_name.encode()).hexdigest()[:6]
                tool.name = f"{tool.name[: _MAX - 7]}_{digest}"
            tools[tool.name] = tool
        server.refuse(refused)
        return tuple(tools.values())

    def __repr__(self) -> str:
        return f"MCPTool({self.name!r}, server={self.server.name!r})"

    @property
    def server_name(self) -> str:
        """The name of the server this tool belongs to (recorded in the audit log)."""
        return self.server.name

    @property
    def toolset(self) -> MCPServer:
        """The server that listed this tool (its descriptions are third-party text)."""
        return self.server

    @property
    def parameters(self) -> JSONObject:
        """The server's JSON schema of the arguments (a copy)."""
        return copy.deepcopy(self._schema)

    def validate(self, args: Mapping[str, object]) -> dict[str, object]:
        """Check the model's arguments against the server's schema (the text of a mistake is for the model).

        Bounded by the tool's time limit (the check counts against it); nothing the schema names is fetched.
        """
        import jsonschema
        from referencing.exceptions import Unresolvable

        kwargs = dict(args)
        try:
            errors = validate(self._schema, kwargs, limit=self.timeout)
        except SchemaTooSlow:
            raise ArgumentError(
                f"checking the arguments against the server's schema of {self.name!r} took longer than the tool's "
                f"time limit ({self.timeout:g} s); the call was not sent"
            ) from None
        except jsonschema.SchemaError as exc:
            raise ArgumentError(f"the server's schema for this tool is invalid: {exc.message}") from None
        except Unresolvable as exc:  # jsonschema wraps it; the registry retrieves nothing by design
            raise ArgumentError(
                f"the server's schema of {self.name!r} could not be checked: its reference "
                f"{str(getattr(exc, 'ref', '') or exc)[:200]!r} is not inside the schema, and nbagent fetches "
                "nothing a server names; the call was not sent"
            ) from None
        except Exception as exc:  # an unresolvable reference, a schema that recurses into itself: fail closed
            raise ArgumentError(
                f"the server's schema of {self.name!r} could not be checked ({type(exc).__name__}: "
                f"{str(exc)[:200]}); the call was not sent"
            ) from None
        if errors:
            problems = []
            for err in errors[:5]:
                where = ".".join(str(p) for p in err.absolute_path) or "(arguments)"
                problems.append(f"argument '{where}': {err.message[:200]}")
            raise ArgumentError("invalid arguments: " + "; ".join(problems))
        return kwargs

    def jsonable(self, kwargs: Mapping[str, object]) -> JSONObject:
        """The arguments are JSON already (they came from the model and passed the schema): a copy."""
        return {key: _json(value) for key, value in kwargs.items()}

    async def invoke(self, kwargs: Mapping[str, object], *, default_timeout: float | None = None) -> str:
        """Send the call to the server; its time limit is the tool's (the server's ``timeout``)."""
        timeout = self.timeout if self.timeout is not None else default_timeout
        result = await _loop.wait(self.server.call_tool(self.remote_name, dict(kwargs)), timeout)
        text = result_text(result)
        if getattr(result, "is_error", False):
            raise MCPToolFailed(text or "the tool reported an error")
        return text

    def __call__(self, *args: object, **kwargs: object) -> str:
        """Call the tool directly (blocking), outside any agent and policy: for trying it out."""
        if args:
            raise TypeError(f"{self.name}: pass the arguments by name")
        kwargs = self.validate(kwargs)
        result = _loop.call(self.server.call_tool(self.remote_name, kwargs), timeout=self.timeout)
        return result_text(result)


class MCPToolFailed(Exception):
    """The server answered the call with ``isError`` (the text is the server's, for the model)."""


def result_text(result: mcp_types.CallToolResult) -> str:
    """The text the model sees for a ``CallToolResult``: text parts as they are, others described."""
    parts: list[str] = []
    for item in getattr(result, "content", None) or ():
        kind = getattr(item, "type", "")
        if kind == "text":
            parts.append(str(item.text))
        elif kind == "resource":
            inner = item.resource
            text = getattr(inner, "text", None)
            parts.append(text if isinstance(text, str) else f"[binary resource {inner.uri}]")
        elif kind == "resource_link":
            parts.append(f"[resource link: {item.uri}]")
        else:
            parts.append(f"[{kind or 'unknown'} content: {getattr(item, 'mime_type', '') or 'no text'}]")
    structured = getattr(result, "structured_content", None)
    if not parts and structured is not None:
        parts.append(json.dumps(structured, ensure_ascii=False, default=str))
    return "\n".join(parts)


def _json(value: object) -> JSONValue:
    """A JSON value as it is (lists and mappings copied); anything else (a hook's rewrite may hold it) as its
    text, as the audit log's JSON would write it."""
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _json(v) for k, v in value.items()}
    return str(value)


def _object_schema(schema: object) -> JSONObject:
    """The server's input schema as an object schema providers accept (a missing one takes no arguments)."""
    out: JSONObject = copy.deepcopy(schema) if isinstance(schema, dict) else {}
    out["type"] = "object"
    out.setdefault("properties", {})
    return out
