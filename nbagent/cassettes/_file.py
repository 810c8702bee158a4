"""A cell cassette on disk: what keys it, what it holds, reading and writing it.

One JSON file per recorded cell, named by the cell's key: a SHA-256 over the
prompt as sent (after ``{var}`` interpolation, before any spotlighting), the
conversation the cell continues (its messages as a request carries them, the
spotlight's random part fixed), the model, the tools offered (names,
descriptions, schemas) and the policy (its rules, layer by layer). The file also
holds these in readable form (the prompt redacted; the conversation as a digest
and a message count), so a mismatch can say what changed, and the cell's id and
number for people.

Each model exchange is kept provider-neutral: a digest of the request (the
messages with the spotlight's random part fixed, the tools, the settings) and
the response as the response cache stores it. Approval decisions are kept with
the tool name and a digest of the arguments, never the arguments. Everything
passes through the secret redactor before it is written.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict

from ..boundary._provenance import mask_markers
from ..boundary._redact import redact, redact_obj
from ..cache._key import message_payload
from ..exceptions import CassetteError
from ..files._private import private_dir, write_atomic
from ..messages import Message
from ..providers import ModelRequest
from ..tools import Tool, ToolRegistry
from ..tools._toolset import Toolset

__all__ = [
    "FORMAT",
    "CellKey",
    "OlderFormat",
    "Recording",
    "args_digest",
    "history_digest",
    "load",
    "policy_rules",
    "request_digest",
    "save",
]

FORMAT = 2  # 2: the conversation a cell continues is part of its key (format 1 did not have it)

# A tool as its cell's key holds it: name, description, JSON schema of the arguments.
ToolRow = tuple[str, str, Mapping[str, object]]
# The tools a cell offers: its tools, and its tool sets (MCP servers) by name.
ToolsKey = tuple[list[ToolRow], list[str]]


class Exchange(TypedDict):
    """One model exchange: the request's digest (:func:`request_digest`) and the response as the response
    cache stores it."""

    request: str
    response: Mapping[str, object]


class Approval(TypedDict):
    """One approval decision: the tool and a digest of its arguments (:func:`args_digest`), never the values."""

    tool: str
    args: str
    approved: bool
    decided_by: str
    reason: str


class OlderFormat(CassetteError):
    """A cassette of format 1, whose key left out the conversation a cell continues."""


def _sha(value: object) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def policy_rules(policy: object) -> list[object]:
    """The policy as comparable data: each layer's rules, read-only tools, opt-outs and budget (no file
    paths or line numbers: moving a policy file does not change what it decides)."""
    if policy is None:
        return []
    out: list[object] = []
    for layer in getattr(policy, "layers", ()):
        rules = [
            [kind, r.tool, r.arg, list(r.path), repr(r.condition), r.reason]
            for kind, listed in sorted(layer.rules.items())
            for r in listed
        ]
        out.append(
            [
                layer.name,
                rules,
                layer.read_only,
                sorted(layer.trusted_after_untrusted),
                repr(getattr(layer, "budget", None)),
            ]
        )
    return out


def tool_specs(
    tools: ToolRegistry | Iterable[Tool | Toolset | Callable[..., object] | ToolRegistry] | None,
) -> ToolsKey:
    """The tools a cell offers as comparable data (names, descriptions, JSON schemas; MCP servers by name)."""

    registry = tools if isinstance(tools, ToolRegistry) else ToolRegistry(tools or ())
    specs: list[ToolRow] = [(t.name, t.description, t.parameters) for t in registry.specs()]
    servers = sorted(str(getattr(t, "name", t)) for t in getattr(registry, "toolsets", ()))
    return specs, servers


def _payloads(messages: Iterable[Message]) -> object:
    return mask_markers([message_payload(m) for m in messages])


def history_digest(messages: Iterable[Message]) -> str:
    """The conversation a cell continues, as its requests will carry it (spotlight's random part fixed)."""
    return _sha(_payloads(messages))


@dataclass(frozen=True)
class CellKey:
    """What a cell's recording is keyed by, readable, and its digest.

    ``history`` is :func:`history_digest` of the conversation before the cell and ``history_len``
    its message count: a cell that continues another conversation (a named session resumed from
    the store, an earlier cell that went differently) is another recording.
    """

    prompt: str
    model: str
    tools: ToolsKey
    policy: list[object]
    history: str = field(default_factory=lambda: history_digest(()))
    history_len: int = 0

    @property
    def digest(self) -> str:
        return _sha(
            {
                "v": FORMAT,
                "prompt": self.prompt,
                "history": self.history,
                "model": self.model,
                "tools": self.tools,
                "policy": self.policy,
            }
        )

    def file(self, folder: Path) -> Path:
        return folder / f"cell-{self.digest[:24]}.json"

    def differences(self, other: Mapping[str, object]) -> list[str]:
        """What differs from a recording's readable key (the prompt compared as recorded, redacted)."""
        out = []
        if redact(self.prompt) != other.get("prompt"):
            out.append(f"the prompt (recorded: {_short(other.get('prompt'))}; now: {_short(redact(self.prompt))})")
        if self.history != other.get("history_digest"):
            before, after = other.get("history_messages"), self.history_len
            same_length = ", other messages" if before == after else ""
            out.append(
                f"the conversation it continues (recorded after {_messages(before)}; "
                f"now after {_messages(after)}{same_length})"
            )
        if self.model != other.get("model"):
            # a recording can come from anyone's folder: what it says is quoted (repr), never printed as is
            out.append(f"the model (recorded: {_short(other.get('model'))}; now: {_short(self.model)})")
        if _sha(self.tools) != other.get("tools_digest"):
            recorded = other.get("tools") or []
            was = (
                {_short(t[0], 60) for t in recorded if isinstance(t, list) and t}
                if isinstance(recorded, list)
                else set()
            )
            now = {_short(t[0], 60) for t in self.tools[0]}
            change = ", ".join([f"+{n}" for n in sorted(now - was)] + [f"-{n}" for n in sorted(was - now)])
            out.append(f"the tools ({change or 'a description or schema changed'})")
        if _sha(self.policy) != other.get("policy_digest"):
            out.append("the policy")
        return out


def _messages(n: object) -> str:
    if not isinstance(n, int) or n == 0:
        return "no earlier message" if n == 0 else "an unknown conversation"
    return f"{n} earlier message{'s' if n != 1 else ''}"


def _short(value: object, limit: int = 80) -> str:
    text = " ".join(str(value or "").split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def request_digest(request: ModelRequest) -> str:
    """A model request's content, with the random part of the spotlight delimiters fixed."""
    return _sha(
        {
            "messages": _payloads(request.messages),
            "tools": [[t.name, t.description, t.parameters] for t in request.tools],
            "settings": dict(request.settings),
        }
    )


def args_digest(tool: str, args: Mapping[str, object]) -> str:
    """An approval's call, without keeping the arguments."""
    return _sha([tool, args])


@dataclass
class Recording:
    """One cell's cassette: its key (readable), the exchanges and the approval decisions, in order."""

    key: dict[str, object]  # readable (see :meth:`start`): as read from the file, fields may be missing
    cell: dict[str, object] = field(default_factory=dict)  # the cell's "id" and "number"
    exchanges: list[Exchange] = field(default_factory=list)
    approvals: list[Approval] = field(default_factory=list)

    @classmethod
    def start(cls, key: CellKey, cell: Mapping[str, object]) -> Recording:
        readable: dict[str, object] = {
            "digest": key.digest,
            "prompt": redact(key.prompt),
            "history_digest": key.history,
            "history_messages": key.history_len,
            "model": key.model,
            "tools": [[t[0]] for t in key.tools[0]] + [[f"mcp:{s}"] for s in key.tools[1]],
            "tools_digest": _sha(key.tools),
            "policy_digest": _sha(key.policy),
        }
        return cls(key=readable, cell=dict(cell))

    def to_json(self) -> str:
        data = {
            "nbagent_cell_cassette": FORMAT,
            "key": self.key,
            "cell": self.cell,
            "exchanges": self.exchanges,
            "approvals": self.approvals,
        }
        return json.dumps(redact_obj(data), ensure_ascii=False, indent=1) + "\n"


def save(path: Path, recording: Recording) -> None:
    """Write the cassette (atomically: a killed kernel leaves the old one or the new one)."""
    private_dir(path.parent)  # .nbagent/cassettes, and .nbagent when nbagent makes it: 0700
    write_atomic(path, recording.to_json())


def load(path: Path) -> Recording:
    """Read a cassette; :class:`CassetteError` naming the file when it is not one."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CassetteError(f"{path}: not a readable cell cassette ({exc}); delete it or record it again") from exc
    version = data.get("nbagent_cell_cassette") if isinstance(data, dict) else None
    if version != FORMAT:
        if version == 1:
            raise OlderFormat(
                f"{path}: recorded by an older nbagent (cassette format 1, whose key left out the conversation "
                f'the cell continues); record it again with nbagent.configure(cassettes="record")'
            )
        what = "a cassette of a newer nbagent" if isinstance(version, int) and version > FORMAT else "not a cassette"
        raise CassetteError(f"{path}: {what} (nbagent_cell_cassette={version!r}, this nbagent reads {FORMAT})")
    key, exchanges, approvals = data.get("key"), data.get("exchanges"), data.get("approvals")
    if not (isinstance(key, dict) and isinstance(exchanges, list) and isinstance(approvals, list)):
        raise CassetteError(f"{path}: a cell cassette needs 'key' (object), 'exchanges' and 'approvals' (lists)")
    for n, ex in enumerate(exchanges, 1):
        if not (isinstance(ex, dict) and isinstance(ex.get("request"), str) and isinstance(ex.get("response"), dict)):
            raise CassetteError(f"{path}: exchange {n} needs 'request' (a digest) and 'response' (an object)")
    cell = data.get("cell") if isinstance(data.get("cell"), dict) else {}
    return Recording(key=key, cell=cell, exchanges=exchanges, approvals=approvals)
