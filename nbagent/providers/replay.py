"""``ReplayProvider``: record real exchanges to a cassette, replay them with no network.

Recording happens at the HTTP layer, under the official SDK, so a replay runs
the very same SDK and conversion code as the live run. A cassette is a JSON
file: the provider and model, then each exchange's request (method, path,
JSON body) and response (status, content type, body; streams as raw SSE text).
Request headers are never written (no API key, no auth header), response
headers are reduced to what replay needs, and every string passes through the
secret redactor.

Replaying compares each request body with the recorded one; the first
difference raises :class:`~nbagent.exceptions.ReplayMismatch` naming the
exchange and the field. The random part of the spotlight delimiters around
untrusted tool output (new in every run) is fixed on both sides first, so a
cassette matches the conversation, not one run's random draw.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, Required, TypedDict, Unpack
from urllib.parse import urlsplit

from ..boundary._provenance import mask_markers
from ..boundary._redact import redact_fragments, redact_obj
from ..exceptions import ReplayMismatch, UserError
from ..files._private import private_dir, write_atomic
from ..messages import JSONValue
from ._builtin import SDK_FAMILIES, sdk_provider
from ._options import PassedOptions, RecordOptions
from .base import ModelRequest, ModelResponse, StreamItem

__all__ = ["ReplayProvider"]

_FORMAT = 1
_KEEP_RESPONSE_HEADERS = ("content-type", "retry-after", "retry-after-ms")


def _httpx() -> ModuleType:
    from ._sdk import httpx_module  # asyncio and the SDK glue: only when a cassette is recorded or replayed

    return httpx_module()


# What the transports use of httpx's (or httpx2's) requests and responses: the SDK in use picks the library.
class _URL(Protocol):
    @property
    def path(self) -> str: ...


class _Request(Protocol):
    @property
    def method(self) -> str: ...
    @property
    def url(self) -> _URL: ...
    @property
    def content(self) -> bytes: ...
    async def aread(self) -> bytes: ...


class _Response(Protocol):
    @property
    def status_code(self) -> int: ...
    @property
    def headers(self) -> Mapping[str, str]: ...
    async def aread(self) -> bytes: ...
    async def aclose(self) -> None: ...


class _Transport(Protocol):
    async def handle_async_request(self, request: _Request) -> _Response: ...
    async def aclose(self) -> None: ...


class RecordedRequest(TypedDict):
    """A cassette's request: ``json`` is the body parsed (its text when it is not JSON; None when empty)."""

    method: str
    path: str
    json: object


class RecordedResponse(TypedDict, total=False):
    """A cassette's response: the body as text (a stream's raw SSE), the headers replay needs."""

    status: Required[int]
    headers: dict[str, str]
    body: Required[str]


class Interaction(TypedDict):
    """One exchange of a cassette."""

    request: RecordedRequest
    response: RecordedResponse


class ReplayProvider:
    """Replay a cassette, or record one.

    ``ReplayProvider(path)`` replays ``path`` with no network.
    ``ReplayProvider(path, record="openai:gpt-4.1-mini", base_url=...)`` talks
    to the real service (or any compatible server) and writes every exchange
    to ``path`` as it happens. Extra keyword arguments go to the recorded
    provider (``api_key``, ``base_url``, ``settings`` ...).
    """

    def __init__(
        self, path: str | os.PathLike[str], *, record: str | None = None, **kwargs: Unpack[RecordOptions]
    ) -> None:
        self.path = Path(path)
        self.recording = record is not None
        self._lock = threading.Lock()
        if record is not None:
            family, _, model = record.partition(":")
            if family not in SDK_FAMILIES or not model:
                known = ", ".join(f"'{name}:<model>'" for name in SDK_FAMILIES)
                raise UserError(f"ReplayProvider can record {known}, got {record!r}")
            # the cassette as its JSON file holds it (read back, or redacted by redact_obj)
            self._cassette: dict[str, Any] = {
                "nbagent_cassette": _FORMAT,
                "provider": family,
                "model": model,
                "base_path": urlsplit(kwargs.get("base_url") or "").path.rstrip("/"),
                "interactions": [],
            }
            transport: _RecordingTransport | _ReplayTransport = _RecordingTransport(_network(), self)
            self._inner = sdk_provider(family, model, transport=transport, **kwargs)
        else:
            self._cassette = _load(self.path)
            family, model = self._cassette["provider"], self._cassette["model"]
            transport = _ReplayTransport(self)
            # The transport answers everything; the host is never contacted.
            base_path = self._cassette.get("base_path", "")
            base_url = f"http://replay.invalid{base_path}" if base_path else None
            # an api_key or base_url given too raises TypeError (multiple values), as it should
            passed: PassedOptions = kwargs
            self._inner = sdk_provider(
                family, model, transport=transport, api_key="replay", base_url=base_url, **passed
            )
        self._cursor = 0
        self.provider = self._inner.provider
        self.model = self._inner.model
        self.name = f"replay:{self.path}"

    def checkpoint(self) -> int:
        """Where replay stands (the next recorded exchange): a re-run cell goes back here (``Rewindable``)."""
        with self._lock:
            return self._cursor

    def restore(self, checkpoint: int) -> None:
        """Replay from exchange ``checkpoint`` again: a re-executed cell replays its own exchanges."""
        with self._lock:
            self._cursor = checkpoint

    @property
    def interactions(self) -> list[Interaction]:
        """The recorded exchanges."""
        return list(self._cassette["interactions"])

    async def request(self, request: ModelRequest) -> ModelResponse:
        """One exchange, recorded or replayed."""
        return await self._inner.request(request)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """One streamed exchange, recorded or replayed."""
        async for item in self._inner.stream(request):
            yield item

    # -- used by the transports -------------------------------------------------

    def _append(self, interaction: Interaction) -> None:
        response = interaction["response"]
        if "data:" in response["body"]:
            response["body"] = _redact_sse(response["body"])
        request = interaction["request"]  # recorded with the spotlight's random part fixed: a run keys on the text
        request["json"] = mask_markers(request["json"])
        with self._lock:
            self._cassette["interactions"].append(redact_obj(interaction))
            _save(self.path, self._cassette)

    def _next(self, method: str, path: str, body: JSONValue) -> RecordedResponse:
        with self._lock:
            recorded = self._cassette["interactions"]
            index = self._cursor
            if index >= len(recorded):
                raise ReplayMismatch(
                    f"cassette {self.path} has {len(recorded)} exchange(s); the conversation asked for "
                    f"exchange {index + 1}. Record it again with ReplayProvider(path, record=...).",
                    provider="replay",
                )
            want = recorded[index]["request"]
            # the spotlight's random part differs in every run: both sides compared with it fixed
            diff = _first_difference(mask_markers(want.get("json")), mask_markers(redact_obj(body)), "body")
            if want["method"] != method or want["path"] != path:
                diff = f"request is {method} {path}, recorded {want['method']} {want['path']}"
            if diff:
                raise ReplayMismatch(
                    f"conversation diverged from cassette {self.path} at exchange {index + 1} of "
                    f"{len(recorded)}: {diff}",
                    provider="replay",
                )
            self._cursor += 1
            response: RecordedResponse = recorded[index]["response"]
            return response.copy()

    def __repr__(self) -> str:
        mode = "recording" if self.recording else "replaying"
        return f"ReplayProvider({str(self.path)!r}, {mode} {self.provider}:{self.model})"


class _RecordingTransport:
    """Passes requests to the network and writes each exchange down."""

    def __init__(self, inner: _Transport, owner: ReplayProvider) -> None:
        self._inner = inner
        self._owner = owner

    async def handle_async_request(self, request: _Request) -> _Response:
        body = _json_body(request)
        response = await self._inner.handle_async_request(request)
        content = await response.aread()
        await response.aclose()
        headers = {k: v for k, v in response.headers.items() if k.lower() in _KEEP_RESPONSE_HEADERS}
        self._owner._append(
            {
                "request": {"method": request.method, "path": request.url.path, "json": body},
                "response": {
                    "status": response.status_code,
                    "headers": headers,
                    "body": content.decode("utf-8", errors="replace"),
                },
            }
        )
        return _response(response.status_code, headers, content, request)

    async def aclose(self) -> None:
        await self._inner.aclose()


class _ReplayTransport:
    """Answers requests from the cassette; never touches the network."""

    def __init__(self, owner: ReplayProvider) -> None:
        self._owner = owner

    async def handle_async_request(self, request: _Request) -> _Response:
        await request.aread()
        recorded = self._owner._next(request.method, request.url.path, _json_body(request))
        return _response(recorded["status"], recorded.get("headers", {}), recorded["body"].encode("utf-8"), request)

    async def aclose(self) -> None:
        return None


def _network() -> _Transport:
    """The HTTP library's own transport, which a recording sends each request through."""
    transport: _Transport = _httpx().AsyncHTTPTransport()
    return transport


def _response(status: int, headers: Mapping[str, str], content: bytes, request: _Request) -> _Response:
    """An httpx (or httpx2) response, the library's own type: the SDK reads it."""
    response: _Response = _httpx().Response(status, headers=headers, content=content, request=request)
    return response


_STREAMED_TEXT = frozenset({"content", "text", "arguments", "partial_json", "thinking"})


def _redact_sse(body: str) -> str:
    """A streamed answer arrives a few characters per event, so a secret is split across events
    where :func:`redact_obj` cannot see it. Redact the text pieces of all ``data:`` events together
    (:func:`redact_fragments`), then write each event back with its own part."""
    lines = body.split("\n")
    events: list[tuple[int, JSONValue]] = []
    slots: list[tuple[dict[str, object], str, str]] = []  # (object, key, text) of each text piece, in stream order

    def collect(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, str) and key in _STREAMED_TEXT:
                    slots.append((node, key, value))
                elif isinstance(value, (dict, list)):
                    collect(value)
        elif isinstance(node, list):  # a list's items are never text pieces: only what they hold
            for value in node:
                if isinstance(value, (dict, list)):
                    collect(value)

    for i, line in enumerate(lines):
        if line.startswith("data:"):
            try:
                payload: JSONValue = json.loads(line[5:])
            except ValueError:
                continue
            events.append((i, payload))
            collect(payload)
    if not slots:
        return body
    for (node, key, _), text in zip(slots, redact_fragments([text for _, _, text in slots]), strict=True):
        node[key] = text
    for i, payload in events:
        lines[i] = "data: " + json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return "\n".join(lines)


def _json_body(request: _Request) -> JSONValue:
    raw = request.content
    if not raw:
        return None
    try:
        body: JSONValue = json.loads(raw)
    except ValueError:
        return raw.decode("utf-8", errors="replace")
    return body


def _first_difference(want: object, got: object, where: str) -> str | None:
    if isinstance(want, dict) and isinstance(got, dict):
        for key in sorted(set(want) | set(got), key=str):
            if key not in got:
                return f"{where}.{key} was recorded but is missing now"
            if key not in want:
                return f"{where}.{key} is new (not in the recording)"
            found = _first_difference(want[key], got[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(want, list) and isinstance(got, list):
        for i, (a, b) in enumerate(zip(want, got, strict=False)):
            found = _first_difference(a, b, f"{where}[{i}]")
            if found:
                return found
        if len(want) != len(got):
            return f"{where} has {len(got)} item(s), recorded {len(want)}"
        return None
    if want != got:
        return f"{where} is {_short(got)}, recorded {_short(want)}"
    return None


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 80 else text[:77] + "..."


def _load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(
            f"no cassette at {path}: record one with ReplayProvider(path, record='openai:<model>')"
        ) from None
    except ValueError as exc:
        raise UserError(f"cassette {path} is not valid JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("nbagent_cassette") != _FORMAT:
        raise UserError(f"{path} is not an nbagent cassette (format {_FORMAT})")
    for key in ("provider", "model", "interactions"):
        if key not in data:
            raise UserError(f"cassette {path} lacks the {key!r} field")
    return data


def _save(path: Path, data: Mapping[str, object]) -> None:
    private_dir(path.parent)
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
