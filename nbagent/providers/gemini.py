"""Google Gemini (the Gemini Developer API) through the official ``google-genai`` SDK.

``gemini:gemini-2.5-flash`` uses ``GEMINI_API_KEY`` (or ``GOOGLE_API_KEY``). System
messages become ``systemInstruction``; tool calls are ``functionCall`` parts of a
``model`` turn and their results ``functionResponse`` parts of the next ``user`` turn.

Two things have no place in nbagent's provider-neutral messages, so the provider
keeps them itself:

* Call ids. Gemini may send a ``functionCall`` without an ``id``; such a call gets a
  stable one here (a hash of the request and the call's place in the reply, so a
  replayed conversation gets the same ids), and the id is left out again when the
  history goes back to Gemini, which pairs such calls with their results by order.
* Thought signatures. Gemini 3 signs the first ``functionCall`` of a turn and refuses
  (400) a history that drops the signature. The provider remembers each signature by
  call id and puts it back; the first call of a turn whose signature it does not have
  (another provider's turn, a history from before a restart) carries the documented
  placeholder ``skip_thought_signature_validator`` instead.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import hashlib
import importlib
import json
import os
import re
import ssl
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any, NoReturn, Required, TypedDict, Unpack

from ..exceptions import MissingCredentials, MissingDependency
from ..messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResult,
    ToolSpec,
    Usage,
    UserMessage,
)
from ..usage.pricing import cost_usd
from ._options import SdkOptions
from ._sdk import SdkProvider, httpx_module
from ._sdk_errors import map_gemini_error
from .base import ModelRequest, ModelResponse, StreamItem

if TYPE_CHECKING:
    from google.genai.client import AsyncClient
    from google.genai.types import GenerateContentResponse, GenerateContentResponseUsageMetadata, ToolDict

__all__ = ["GeminiProvider", "to_gemini_contents", "to_gemini_tools"]

# Ids this provider made up for calls Gemini sent without one: never sent back to Gemini.
SYNTHETIC_PREFIX = "gemini_"
# What Google documents for a function call whose real signature is not known (the SDK writes bytes
# as URL-safe base64, so these bytes are this very text on the wire).
PLACEHOLDER_SIGNATURE = base64.urlsafe_b64decode("skip_thought_signature_validator")
_MAX_SIGNATURES = 4096  # a long session's worth; the oldest are forgotten first
# nbagent's names for settings other providers take, as Gemini's GenerateContentConfig fields
_SETTING_NAMES = {
    "max_tokens": "max_output_tokens",
    "max_completion_tokens": "max_output_tokens",
    "stop": "stop_sequences",
}
# "Malformed function call: print(default_api.add(a=1, b=))": the function is the call that is not print
_CALLED_NAME = re.compile(r"([A-Za-z_][A-Za-z0-9_.:-]{0,127})\s*\(")


class GeminiFunctionCall(TypedDict, total=False):
    """A ``functionCall`` part's call: ``id`` only when Gemini gave one."""

    name: Required[str]
    args: Required[dict[str, object]]
    id: str


class GeminiFunctionResponse(TypedDict, total=False):
    """A ``functionResponse`` part's answer: ``response`` is ``{"output": ...}`` or ``{"error": ...}``."""

    name: Required[str]
    response: Required[dict[str, str]]
    id: str


class GeminiPart(TypedDict, total=False):
    """One part of a turn as nbagent sends it: text, a call (with its thought signature) or an answer."""

    text: str
    function_call: GeminiFunctionCall
    thought_signature: bytes
    function_response: GeminiFunctionResponse


class GeminiContent(TypedDict):
    """One turn of ``contents`` (``google.genai.types.ContentDict``, role and parts always given)."""

    role: str
    parts: list[GeminiPart]


class GeminiProvider(SdkProvider["AsyncClient"]):
    """``generateContent`` / ``streamGenerateContent`` (function calling, streaming, usage).

    Args:
        model: model id, e.g. ``"gemini-2.5-flash"``.
        api_key: defaults to ``$GEMINI_API_KEY``, then ``$GOOGLE_API_KEY``.
        base_url: another endpoint speaking the Gemini API (the SDK adds ``/v1/models/...``).
        settings: ``GenerateContentConfig`` fields (``temperature``, ``max_output_tokens``,
            ``thinking_config`` ...); ``max_tokens`` is taken as ``max_output_tokens``.
    """

    provider = "gemini"
    sdk_module = "google.genai"
    env_var = "GEMINI_API_KEY"
    default_base_url = "https://generativelanguage.googleapis.com"

    def __init__(self, model: str, **kwargs: Unpack[SdkOptions]) -> None:
        self._signatures: OrderedDict[str, bytes] = OrderedDict()
        self._sync_http: object = None  # an httpx Client: the SDK wants one, nbagent never uses it
        # the SDK would read this itself; reading it here keeps the endpoint in error messages true
        kwargs["base_url"] = kwargs.get("base_url") or os.environ.get("GOOGLE_GEMINI_BASE_URL") or None
        try:
            super().__init__(model.removeprefix("models/"), **kwargs)
        except MissingCredentials:
            raise MissingCredentials(self.provider, "GEMINI_API_KEY (or GOOGLE_API_KEY)") from None

    def _keyless_default(self) -> str | None:
        return os.environ.get("GOOGLE_API_KEY") or None

    def _sdk(self) -> ModuleType:
        try:
            return importlib.import_module("google.genai")
        except ImportError as exc:
            raise MissingDependency("google-genai", "the gemini provider", extra="gemini") from exc

    def _client(self) -> AsyncClient:
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            sdk = self._sdk()
            http = httpx_module()
            tls = _tls_context()
            http_kw: dict[str, object] = {"timeout": self.timeout}
            if self._transport is not None:
                http_kw["transport"] = self._transport
            else:
                http_kw["verify"] = tls
            if self._sync_http is None:
                self._sync_http = http.Client(verify=tls)
            # Our own httpx clients: the SDK would pick aiohttp when it is installed (then neither the
            # replay transport nor the error mapping sees the requests), and building its own clients
            # and TLS contexts costs ~0.2 s on every new event loop (each Agent.run).
            options: dict[str, object] = {
                "timeout": max(int(self.timeout * 1000), 1),
                "httpx_async_client": http.AsyncClient(**http_kw),
                "httpx_client": self._sync_http,
                "async_client_args": {"ssl": tls},  # else it loads the CA bundle again for websockets
            }
            if self.base_url:
                options["base_url"] = self.base_url
            # vertexai=False: GOOGLE_GENAI_USE_VERTEXAI in the environment must not send the key elsewhere
            made: AsyncClient = sdk.Client(vertexai=False, api_key=self._api_key, http_options=options).aio
            self._clients[loop] = made
            return made
        return client

    def _reraise(self, sdk: ModuleType, exc: Exception) -> NoReturn:
        mapped = map_gemini_error(exc, sdk, self.endpoint())
        if mapped is None:
            raise exc
        raise mapped from exc

    # -- requests ----------------------------------------------------------------------------------

    def _params(self, request: ModelRequest) -> tuple[dict[str, Any], str]:
        """The keyword arguments of ``generate_content`` (the settings in its ``config``, unchecked here: the
        SDK checks them), and the request's key (:func:`_request_key`)."""
        system, contents = to_gemini_contents(request.messages, self._signatures)
        config = {_SETTING_NAMES.get(key, key): value for key, value in self._merged_settings(request).items()}
        if isinstance(config.get("stop_sequences"), str):
            config["stop_sequences"] = [config["stop_sequences"]]
        # nbagent runs the tools (policy, approval, audit): the SDK must never call one itself
        config["automatic_function_calling"] = {"disable": True}
        if system:
            config["system_instruction"] = system
        if request.tools:
            config["tools"] = to_gemini_tools(request.tools)
        return {"model": self.model, "contents": contents, "config": config}, _request_key(self.model, contents)

    async def _request(self, request: ModelRequest) -> ModelResponse:
        params, key = self._params(request)
        reply: GenerateContentResponse = await self._client().models.generate_content(**params)
        turn = _Turn(key, tuple(t.name for t in request.tools))
        turn.add(reply)
        return self._response(turn)

    async def _stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        params, key = self._params(request)
        turn = _Turn(key, tuple(t.name for t in request.tools))
        async for chunk in await self._client().models.generate_content_stream(**params):
            for delta in turn.add(chunk):
                yield delta
        yield self._response(turn)

    def _response(self, turn: _Turn) -> ModelResponse:
        calls = turn.calls()
        for call_id, signature in turn.signatures.items():
            self._remember(call_id, signature)
        return ModelResponse(
            message=AssistantMessage(text="".join(turn.text), tool_calls=calls),
            usage=self._usage(turn.usage),
            model=turn.model or self.model,
            finish_reason=turn.finish_reason,
        )

    def _remember(self, call_id: str, signature: bytes) -> None:
        self._signatures[call_id] = signature
        self._signatures.move_to_end(call_id)
        while len(self._signatures) > _MAX_SIGNATURES:
            self._signatures.popitem(last=False)

    def _usage(self, meta: GenerateContentResponseUsageMetadata | None) -> Usage:
        if meta is None:
            return Usage(requests=1, cost_usd=None)
        prompt = _int(meta, "prompt_token_count") + _int(meta, "tool_use_prompt_token_count")
        cached = _int(meta, "cached_content_token_count")
        # thinking is billed as output
        out = _int(meta, "candidates_token_count") + _int(meta, "thoughts_token_count")
        return Usage(
            input_tokens=prompt,
            output_tokens=out,
            cached_tokens=cached,
            requests=1,
            cost_usd=cost_usd(self.model, prompt, cached, out),
        )


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """One TLS context for every client (loading the CA bundle takes ~70 ms), as the SDK would make it."""
    import certifi

    return ssl.create_default_context(
        cafile=os.environ.get("SSL_CERT_FILE", certifi.where()), capath=os.environ.get("SSL_CERT_DIR")
    )


def _int(obj: object, name: str) -> int:
    """A count the reply may leave out (an older SDK, another server): 0 then."""
    return int(getattr(obj, name, 0) or 0)


def _request_key(model: str, contents: list[GeminiContent]) -> str:
    """A digest of the conversation asked about: the seed of the ids of calls Gemini sent without one.

    Thought signatures are left out: opaque and different in every live run, they would make the
    same conversation give other ids each time.
    """
    turns = [[{k: v for k, v in p.items() if k != "thought_signature"} for p in c["parts"]] for c in contents]
    blob = json.dumps([model, turns], sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


class _Turn:
    """One reply as it arrives: whole, or chunk by chunk (a stream sends each call whole)."""

    def __init__(self, request_key: str, offered: tuple[str, ...] = ()) -> None:
        self.request_key = request_key
        self.offered = offered
        self.text: list[str] = []
        self.raw_calls: list[tuple[str, dict[str, object], str, bytes | None]] = []
        self.malformed: str | None = None
        self.signatures: dict[str, bytes] = {}
        self.usage: GenerateContentResponseUsageMetadata | None = None
        self.model: str | None = None
        self.finish_reason: str | None = None

    def add(self, reply: GenerateContentResponse) -> list[str]:
        """Take one response (or chunk); return its text deltas."""
        self.usage = reply.usage_metadata or self.usage
        self.model = reply.model_version or self.model
        deltas: list[str] = []
        candidates = reply.candidates or ()
        if not candidates:
            blocked = reply.prompt_feedback.block_reason if reply.prompt_feedback is not None else None
            if blocked is not None:  # the prompt itself was refused: no candidate, the reason says why
                self.finish_reason = f"PROMPT_BLOCKED:{getattr(blocked, 'value', blocked)}"
            return deltas
        candidate = candidates[0]  # candidate_count is 1 unless set; the others are alternatives
        if candidate.finish_reason is not None:
            reason = candidate.finish_reason
            self.finish_reason = str(getattr(reason, "value", reason))
            if self.finish_reason in ("MALFORMED_FUNCTION_CALL", "UNEXPECTED_TOOL_CALL"):
                self.malformed = candidate.finish_message or self.finish_reason
        content = candidate.content
        for part in (content.parts if content is not None else None) or ():
            if part.thought:  # a thought summary: not the answer
                continue
            if part.function_call is not None:
                fc = part.function_call
                args: dict[str, object] = fc.args if isinstance(fc.args, dict) else {}
                self.raw_calls.append((fc.name or "", args, fc.id or "", part.thought_signature))
            elif part.text:
                self.text.append(part.text)
                deltas.append(part.text)
        return deltas

    def calls(self) -> tuple[ToolCall, ...]:
        """The calls with their ids; signatures kept by id in ``self.signatures``."""
        out: list[ToolCall] = []
        for index, (name, args, given, signature) in enumerate(self.raw_calls):
            call_id = given or self._made_up_id(index, name)
            if signature:
                self.signatures[call_id] = signature
            out.append(ToolCall(name=name, args=args, id=call_id))
        if self.malformed is not None and not out:
            out.append(self._malformed_call())
        return tuple(out)

    def _malformed_call(self) -> ToolCall:
        """The call Gemini meant but could not build (its arguments did not parse).

        Like a malformed JSON argument string from the other providers, it goes back to the model
        as a failed call, so the model can try again. The SDK drops Gemini's ``finishMessage`` (which
        quotes the call) on the Developer API, so the function is known from it only when present,
        else when a single tool was offered; otherwise the model hears that no such tool exists,
        with the list of those that do.
        """
        message = self.malformed or ""
        called = [n.removeprefix("default_api.") for n in _CALLED_NAME.findall(message) if n != "print"]
        if called:
            name = called[0]
        elif len(self.offered) == 1:
            name = self.offered[0]
        else:
            name = "malformed_function_call"
        quoted = f": {message[:500]}" if message and message != self.finish_reason else ""
        problem = f"Gemini could not build this function call ({self.finish_reason}){quoted}"
        return ToolCall(
            name=name,
            id=self._made_up_id(len(self.raw_calls), name),
            raw_args=message[:2000] or None,
            parse_error=problem,
        )

    def _made_up_id(self, index: int, name: str) -> str:
        digest = hashlib.sha256(f"{self.request_key}:{index}:{name}".encode()).hexdigest()
        return SYNTHETIC_PREFIX + digest[:20]


def to_gemini_contents(
    messages: Iterable[Message], signatures: Mapping[str, bytes] | None = None
) -> tuple[str, list[GeminiContent]]:
    """Provider-neutral messages as ``(system instruction, contents)`` for ``generateContent``.

    ``signatures``: the thought signatures of earlier calls, by call id.
    """
    known = signatures or {}
    system: list[str] = []
    turns: list[GeminiContent] = []
    names: dict[str, str] = {}  # call id -> function name: a functionResponse names its function

    def add(role: str, parts: list[GeminiPart]) -> None:
        if not parts:
            return
        if turns and turns[-1]["role"] == role:
            merged = turns[-1]["parts"] + parts
            # the answers to a model turn's calls open the next user turn
            merged.sort(key=lambda p: 0 if "function_response" in p else 1)
            turns[-1]["parts"] = merged
        else:
            turns.append({"role": role, "parts": parts})

    for m in messages:
        match m:
            case SystemMessage(text=text):
                if text:
                    system.append(text)
            case UserMessage(text=text):
                add("user", [{"text": text}] if text.strip() else [])
            case AssistantMessage(text=text, tool_calls=calls):
                parts: list[GeminiPart] = [{"text": text}] if text.strip() else []
                for i, c in enumerate(calls):
                    names[c.id] = c.name
                    call: GeminiFunctionCall = {"name": c.name, "args": dict(c.args)}
                    if c.id and not c.id.startswith(SYNTHETIC_PREFIX):
                        call["id"] = c.id
                    part: GeminiPart = {"function_call": call}
                    if c.id in known:
                        part["thought_signature"] = known[c.id]
                    elif i == 0:  # Gemini 3 checks the first call of a turn (only that one is signed)
                        part["thought_signature"] = PLACEHOLDER_SIGNATURE
                    parts.append(part)
                add("model", parts)
            case ToolResult(call_id=call_id, name=name, content=content, is_error=is_error):
                answer: GeminiFunctionResponse = {
                    "name": names.get(call_id, name),
                    "response": {"error" if is_error else "output": content},
                }
                if call_id and not call_id.startswith(SYNTHETIC_PREFIX):
                    answer["id"] = call_id
                add("user", [{"function_response": answer}])
            case _:
                raise TypeError(f"cannot convert {type(m).__name__} to a Gemini content")
    return "\n\n".join(system), turns


def to_gemini_tools(tools: Iterable[ToolSpec]) -> list[ToolDict]:
    """Tool specs as one Gemini ``Tool`` of ``functionDeclarations`` (JSON Schema parameters)."""
    return [
        {
            "function_declarations": [
                {
                    "name": t.name,
                    "description": t.description,
                    "parameters_json_schema": json.loads(json.dumps(t.parameters)),
                }
                for t in tools
            ]
        }
    ]
