"""Fake Gemini Developer API: ``POST /{version}/models/{model}:generateContent`` and
``:streamGenerateContent?alt=sse``, as google-genai calls them.

The wire format, as the SDK sends and parses it (google/genai/_api_client.py, models.py):
the key in an ``x-goog-api-key`` header; a JSON body of ``contents`` (``role`` user/model,
``parts`` of ``text`` / ``functionCall`` / ``functionResponse``), ``systemInstruction``,
``tools[].functionDeclarations``, ``generationConfig``; field names camelCase or snake_case
(protobuf JSON takes both). A reply is ``candidates[0].content.parts`` with ``finishReason``
and ``usageMetadata``; a stream is ``data: {...}`` SSE events, each one such reply. Errors are
``{"error": {"code", "message", "status", "details"}}``; a rate limit says when to come back
in a ``google.rpc.RetryInfo`` detail, not a header.
"""

from __future__ import annotations

import base64
import json
import re
import threading
from collections.abc import Iterator
from typing import Any

from ._base import FakeServer, _Handler
from ._replies import Reply, new_id, split_pieces

ROUTE = re.compile(r"^/(v1|v1beta|v1alpha)/models/([^/:]+):(generateContent|streamGenerateContent)$")
NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$")
BAD_KEY_MESSAGE = "API key not valid. Please pass a valid API key."
NO_KEY_MESSAGE = (
    "Method doesn't allow unregistered callers (callers without established identity). "
    "Please use API Key or other form of API consumer identity to call this API."
)
# Google's documented stand-in for a signature the client does not have (base64 on the wire as is)
PLACEHOLDER_SIGNATURE = "skip_thought_signature_validator"

_STATUS: dict[int, str] = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    409: "ABORTED",
    429: "RESOURCE_EXHAUSTED",
    499: "CANCELLED",
    500: "INTERNAL",
    501: "NOT_IMPLEMENTED",
    503: "UNAVAILABLE",
    504: "DEADLINE_EXCEEDED",
}
_TOP_LEVEL = {
    "contents",
    "systemInstruction",
    "tools",
    "toolConfig",
    "safetySettings",
    "generationConfig",
    "cachedContent",
    "labels",
    "serviceTier",
    "continuationToken",
}
_PART_DATA = {"text", "functionCall", "functionResponse", "inlineData", "fileData", "executableCode"}
_PART_META = {"thought", "thoughtSignature", "videoMetadata", "partMetadata", "mediaResolution"}


def signature_bytes(value: Any) -> bytes | None:
    """A ``bytes`` field as protobuf JSON reads it: standard or URL-safe base64, padding optional."""
    if not isinstance(value, str):
        return None
    text = value.replace("-", "+").replace("_", "/")
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except ValueError:
        return None


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(w[:1].upper() + w[1:] for w in rest)


def _fields(obj: Any) -> dict[str, Any]:
    """An object's fields under their camelCase names (protobuf JSON accepts snake_case too)."""
    return {_camel(k): v for k, v in obj.items()} if isinstance(obj, dict) else {}


def _calls(content: dict[str, Any]) -> list[dict[str, Any]]:
    return [_fields(p) for p in content.get("parts") or [] if "functionCall" in _fields(p)]


def _responses(content: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        _fields(_fields(p)["functionResponse"]) for p in content.get("parts") or [] if "functionResponse" in _fields(p)
    ]


def _check_part(where: str, role: str, part: Any) -> list[str]:
    fields = _fields(part)
    if not fields:
        return [f"{where}: a part must be an object"]
    unknown = [k for k in fields if k not in _PART_DATA | _PART_META]
    if unknown:
        return [f"Invalid JSON payload received. Unknown name \"{unknown[0]}\" at '{where}': Cannot find field."]
    data = [k for k in fields if k in _PART_DATA]
    if len(data) > 1:
        return [f"{where}: oneof field 'data' is already set (both {data[0]} and {data[1]})"]
    if not data:
        if "thoughtSignature" in fields:
            return []
        return [f"{where}: required oneof field 'data' must have one initialized field"]
    kind = data[0]
    if kind == "text" and not isinstance(fields["text"], str):
        return [f"{where}.text: expected a string"]
    if kind == "functionCall":
        if role != "model":
            return [f"{where}: a functionCall part can only be in a 'model' turn"]
        call = _fields(fields["functionCall"])
        if not isinstance(call.get("name"), str) or not call["name"]:
            return [f"{where}.function_call.name: Name cannot be empty."]
        if "args" in call and not isinstance(call["args"], dict):
            return [f"{where}.function_call.args: expected a JSON object"]
    if kind == "functionResponse":
        if role != "user":
            return [f"{where}: a functionResponse part can only be in a 'user' turn"]
        answer = _fields(fields["functionResponse"])
        if not isinstance(answer.get("name"), str) or not answer["name"]:
            return [f"{where}.function_response.name: Name cannot be empty."]
        if not isinstance(answer.get("response"), dict):
            return [f"{where}.function_response.response: expected a JSON object"]
    return []


def _check_pairing(contents: list[Any]) -> list[str]:
    """Each function call turn answered by the next turn, one response per call, ids matching."""
    problems: list[str] = []
    for i, content in enumerate(contents):
        if not isinstance(content, dict):
            continue
        answers = _responses(content)
        prev = contents[i - 1] if i > 0 and isinstance(contents[i - 1], dict) else {}
        calls = [_fields(c["functionCall"]) for c in _calls(prev)] if prev.get("role") == "model" else []
        if answers and not calls:
            problems.append(
                f"contents[{i}]: Please ensure that function response turn comes immediately after a function "
                "call turn."
            )
            continue
        if content.get("role") == "model" and _calls(content):
            nxt = contents[i + 1] if i + 1 < len(contents) and isinstance(contents[i + 1], dict) else None
            if nxt is None:
                problems.append(f"contents[{i}]: the last turn is a function call turn with no function response turn")
            continue
        if not calls:
            continue
        if len(answers) != len(calls):
            problems.append(
                f"contents[{i}]: Please ensure that the number of function response parts is equal to the number "
                f"of function call parts of the function call turn ({len(answers)} != {len(calls)})."
            )
            continue
        call_ids = [c.get("id") for c in calls]
        if any(call_ids):
            missing = [a.get("id") for a in answers if a.get("id") not in call_ids]
            if missing:
                problems.append(f"contents[{i}]: function response id {missing[0]!r} matches no function call")
        if sorted(a.get("name", "") for a in answers) != sorted(c.get("name", "") for c in calls):
            problems.append(f"contents[{i}]: function response names do not match the function call names")
    return problems


def _check_tools(tools: Any) -> list[str]:
    if not isinstance(tools, list):
        return ["tools: expected a list"]
    problems: list[str] = []
    names: list[str] = []
    for i, tool in enumerate(tools):
        for j, decl in enumerate(_fields(tool).get("functionDeclarations") or []):
            fields = _fields(decl)
            where = f"tools[{i}].function_declarations[{j}]"
            name = fields.get("name")
            if not isinstance(name, str) or not NAME_RE.match(name):
                problems.append(
                    f"{where}.name: Invalid function name. Must start with a letter or an underscore. Must be "
                    "alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:), or dashes (-), with a "
                    "maximum length of 64."
                )
            else:
                names.append(name)
            if "parameters" in fields and "parametersJsonSchema" in fields:
                problems.append(f"{where}: only one of parameters and parameters_json_schema may be set")
            schema = fields.get("parametersJsonSchema", fields.get("parameters"))
            if schema is not None and (not isinstance(schema, dict) or schema.get("type") not in ("object", "OBJECT")):
                problems.append(f"{where}.parameters: the schema of the parameters must be an object schema")
    if len(set(names)) != len(names):
        problems.append("tools: Duplicate function declaration names.")
    return problems


def validate_gemini_request(body: Any, issued: set[bytes] | None = None) -> list[str]:
    """Check a ``generateContent`` body like the real API; return problems.

    ``issued``: the thought signatures the server handed out. When given, every function call
    turn of the current turn (after the last user text) must carry one of them, or Google's
    placeholder, on its first ``functionCall`` part, as Gemini 3 models require.
    """
    if not isinstance(body, dict):
        return ["request body must be a JSON object"]
    fields = _fields(body)
    problems = [
        f'Invalid JSON payload received. Unknown name "{k}": Cannot find field.' for k in fields if k not in _TOP_LEVEL
    ]
    contents = fields.get("contents")
    if not isinstance(contents, list) or not contents:
        return [*problems, "* GenerateContentRequest.contents: contents is not specified"]
    for i, content in enumerate(contents):
        where = f"contents[{i}]"
        if not isinstance(content, dict):
            problems.append(f"{where}: expected an object")
            continue
        role = content.get("role", "user")
        if role not in ("user", "model"):
            problems.append(f"{where}.role: Please use a valid role: user, model.")
            continue
        parts = content.get("parts")
        if not isinstance(parts, list) or not parts:
            problems.append(f"* GenerateContentRequest.{where}.parts: contents.parts must not be empty.")
            continue
        for j, part in enumerate(parts):
            problems += _check_part(f"{where}.parts[{j}]", role, part)
    if problems:
        return problems
    problems += _check_pairing(contents)
    if issued is not None:
        problems += _check_signatures(contents, issued)
    system = fields.get("systemInstruction")
    if system is not None:
        parts = _fields(system).get("parts")
        if not isinstance(parts, list) or not all(isinstance(_fields(p).get("text"), str) for p in parts):
            problems.append("system_instruction: expected parts of text")
    if "tools" in fields:
        problems += _check_tools(fields["tools"])
    if "generationConfig" in fields and not isinstance(fields["generationConfig"], dict):
        problems.append("generation_config: expected an object")
    return problems


def _check_signatures(contents: list[Any], issued: set[bytes]) -> list[str]:
    last_text = max(
        (
            i
            for i, c in enumerate(contents)
            if c.get("role", "user") == "user" and any("text" in _fields(p) for p in c.get("parts") or [])
        ),
        default=-1,
    )
    problems: list[str] = []
    for i, content in enumerate(contents[last_text + 1 :], start=last_text + 1):
        calls = _calls(content) if content.get("role") == "model" else []
        if not calls:
            continue
        signature = calls[0].get("thoughtSignature")
        name = _fields(calls[0]["functionCall"]).get("name")
        known = signature_bytes(signature)
        if signature is None:
            problems.append(
                "Function call is missing a thought_signature in functionCall parts. This is required for tools to "
                f"work correctly. Additional data, function call `default_api.{name}` , position {i + 1}. Please "
                "refer to https://ai.google.dev/gemini-api/docs/thought-signatures for more details."
            )
        elif known is None or (known not in issued and known != signature_bytes(PLACEHOLDER_SIGNATURE)):
            problems.append(f"Corrupted thought signature at contents[{i}] (function call `{name}`).")
    return problems


class GeminiServer(FakeServer):
    """Speaks the Gemini Developer API; pass ``srv.url`` as ``http_options.base_url`` (or ``base_url=``).

    ``require_signatures`` (the default) checks thought signatures as Gemini 3 models do.
    """

    request_id_header = "x-goog-request-id"
    url_suffix = ""

    def __init__(self, *, api_key: str | None = None, chunk_chars: int = 4, require_signatures: bool = True) -> None:
        super().__init__(api_key=api_key, chunk_chars=chunk_chars)
        self.require_signatures = require_signatures
        self.issued: set[bytes] = set()
        self._here = threading.local()

    def validate(self, body: dict[str, Any]) -> list[str]:
        """Problems with a request body (empty when valid)."""
        with self._lock:
            issued = set(self.issued) if self.require_signatures else None
        return validate_gemini_request(body, issued)

    def _route_ok(self, method: str, path: str) -> bool:
        found = ROUTE.match(path)
        self._here.model = found.group(2) if found else ""
        return method == "POST" and found is not None

    def _query_problem(self, path: str, query: str) -> tuple[int, str] | None:
        if path.endswith(":streamGenerateContent") and "alt=sse" not in query.split("&"):
            return 400, "fakeapi: streamGenerateContent without alt=sse (a JSON array stream) is not implemented"
        return None

    def _wants_stream(self, path: str, body: dict[str, Any]) -> bool:
        return path.endswith(":streamGenerateContent")

    def _header_problem(self, headers: dict[str, str]) -> tuple[int, str] | None:
        key = headers.get("x-goog-api-key", "").strip()
        if not key:
            return 403, NO_KEY_MESSAGE
        if self.api_key is not None and key != self.api_key:
            return 400, BAD_KEY_MESSAGE
        return None

    def _error_body(self, status: int, message: str, error_type: str | None) -> dict[str, Any]:
        state = error_type or _STATUS.get(status, "INTERNAL" if status >= 500 else "FAILED_PRECONDITION")
        error: dict[str, Any] = {"code": status, "message": message, "status": state}
        if message == BAD_KEY_MESSAGE:
            error["details"] = [
                {
                    "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                    "reason": "API_KEY_INVALID",
                    "domain": "googleapis.com",
                    "metadata": {"service": "generativelanguage.googleapis.com"},
                }
            ]
        return {"error": error}

    def _send_error(
        self,
        h: _Handler,
        status: int,
        message: str,
        error_type: str | None = None,
        extra: tuple[tuple[str, str], ...] = (),
    ) -> None:
        # Gemini says when to retry in the body (RetryInfo), not in a Retry-After header
        delay = next((v for k, v in extra if k.lower() == "retry-after"), None)
        body = self._error_body(status, message, error_type)
        if delay is not None:
            body["error"].setdefault("details", []).append(
                {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": f"{delay}s"}
            )
        kept = tuple((k, v) for k, v in extra if k.lower() != "retry-after")
        self._send_json(h, status, body, kept)

    def _request_id(self) -> str:
        return new_id("", 16)

    # ------------------------------------------------------------- rendering
    def _signature(self) -> str:
        raw = new_id("sig", 24).encode() + b"\xfb\xff"  # bytes whose base64 has '+' and '/': the alphabet matters
        with self._lock:
            self.issued.add(raw)
        return base64.b64encode(raw).decode()

    @staticmethod
    def _usage(reply: Reply, *, final: bool = True) -> dict[str, Any]:
        usage: dict[str, Any] = {"promptTokenCount": reply.input_tokens}
        if reply.cached_tokens:
            usage["cachedContentTokenCount"] = reply.cached_tokens
        if final:
            usage["candidatesTokenCount"] = reply.output_tokens
        usage["totalTokenCount"] = reply.input_tokens + (reply.output_tokens if final else 0)
        usage["promptTokensDetails"] = [{"modality": "TEXT", "tokenCount": reply.input_tokens}]
        return usage

    def _envelope(self, candidate: dict[str, Any], usage: dict[str, Any], response_id: str) -> dict[str, Any]:
        return {
            "candidates": [{**candidate, "index": 0}],
            "usageMetadata": usage,
            "modelVersion": getattr(self._here, "model", "") or "gemini",
            "responseId": response_id,
        }

    def _call_parts(self, reply: Reply) -> list[dict[str, Any]]:
        parts: list[dict[str, Any]] = []
        for i, call in enumerate(reply.calls):
            fc: dict[str, Any] = {"name": call.name, "args": call.parsed}
            if call.id:
                fc["id"] = call.id  # Gemini 3 may send ids; without one the client pairs by order
            part: dict[str, Any] = {"functionCall": fc}
            if i == 0:  # only the first call of a turn is signed
                part["thoughtSignature"] = self._signature()
            parts.append(part)
        return parts

    def _malformed(self, reply: Reply) -> dict[str, Any] | None:
        """A call whose arguments are not a JSON object: Gemini ends the turn with MALFORMED_FUNCTION_CALL."""
        bad = next((c for c in reply.calls if c.parsed is None), None)
        if bad is None:
            return None
        return {
            "finishReason": "MALFORMED_FUNCTION_CALL",
            "finishMessage": f"Malformed function call: print(default_api.{bad.name}({bad.arguments}))",
        }

    def _finish(self, reply: Reply) -> str:
        return "MAX_TOKENS" if reply.truncated else "STOP"

    def _render(self, reply: Reply, body: dict[str, Any]) -> dict[str, Any]:
        response_id = new_id("", 22)
        malformed = self._malformed(reply)
        if malformed is not None:
            return self._envelope(malformed, self._usage(reply), response_id)
        parts: list[dict[str, Any]] = [{"text": reply.text}] if reply.text else []
        parts += self._call_parts(reply)
        candidate = {"content": {"parts": parts, "role": "model"}, "finishReason": self._finish(reply)}
        return self._envelope(candidate, self._usage(reply), response_id)

    def _render_stream(self, reply: Reply, body: dict[str, Any]) -> Iterator[str]:
        def event(data: dict[str, Any]) -> str:
            return f"data: {json.dumps(data, separators=(',', ':'))}\r\n\r\n"

        response_id = new_id("", 22)
        malformed = self._malformed(reply)
        if malformed is not None:
            yield event(self._envelope(malformed, self._usage(reply), response_id))
            return
        for piece in split_pieces(reply.text, self.chunk_chars):
            content = {"content": {"parts": [{"text": piece}], "role": "model"}}
            yield event(self._envelope(content, self._usage(reply, final=False), response_id))
        # the last event: the calls (each whole, as Gemini streams them), finishReason and the full usage;
        # a text-only turn ends on an empty text part that carries the signature
        parts = self._call_parts(reply) or [{"text": "", "thoughtSignature": self._signature()}]
        last = {"content": {"parts": parts, "role": "model"}, "finishReason": self._finish(reply)}
        yield event(self._envelope(last, self._usage(reply), response_id))
