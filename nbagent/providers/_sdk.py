"""What the SDK-backed providers (openai, anthropic) share.

The SDK is imported on first use, with an install hint if it is missing. The
async client is made per event loop: an httpx client must not outlive the
loop it was created on, and ``Agent.run`` may use a fresh loop each time.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import weakref
from collections.abc import AsyncIterator, Mapping
from types import ModuleType
from typing import Any, Generic, NoReturn, Required, TypedDict, TypeVar

from ..exceptions import MissingCredentials, MissingDependency
from ._sdk_errors import Endpoint, map_sdk_error
from .base import ModelRequest, ModelResponse, StreamItem

__all__ = ["ClientOptions", "SdkProvider", "httpx_module"]

ClientT = TypeVar("ClientT")  # the SDK's async client (``openai.AsyncOpenAI``, ``anthropic.AsyncAnthropic`` ...)


class ClientOptions(TypedDict, total=False):
    """What the SDK's async client is made with."""

    api_key: Required[str]
    max_retries: Required[int]
    timeout: Required[float]
    base_url: str
    http_client: object  # the SDK's DefaultAsyncHttpxClient around the given transport


def httpx_module() -> ModuleType:
    """The HTTP library the SDKs use (httpx2 in current releases, httpx before)."""
    try:
        return importlib.import_module("httpx2")
    except ImportError:
        return importlib.import_module("httpx")


class SdkProvider(Generic[ClientT]):
    """Base of providers that talk to a service through its official SDK (``ClientT``: its async client)."""

    provider: str = ""
    sdk_module: str = ""
    env_var: str = ""
    default_base_url: str = ""
    base_url_env: str = ""  # the variable the SDK takes its endpoint from when no base_url is given

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = 120.0,
        transport: object = None,
        settings: Mapping[str, object] | None = None,
        label: str | None = None,
        unreachable_hint: str = "",
    ) -> None:
        self.model = model
        # What the person called it (``ollama`` is the openai provider on a local port): errors and the
        # transcript's header use it, so ``-m ollama:llama3.2`` reads back as written.
        self.label = label or self.provider
        self.name = f"{self.label}:{model}"
        self.unreachable_hint = unreachable_hint
        self.base_url = base_url
        self.timeout = timeout
        self.settings = dict(settings or {})
        self._transport = transport
        key = api_key or os.environ.get(self.env_var) or self._keyless_default()
        if not key:
            raise MissingCredentials(self.provider, self.env_var)
        self._api_key: str = key
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, ClientT] = weakref.WeakKeyDictionary()

    def _keyless_default(self) -> str | None:
        """A placeholder key for servers that need none (subclasses decide)."""
        return None

    def _sdk(self) -> ModuleType:
        try:
            return importlib.import_module(self.sdk_module)
        except ImportError as exc:
            raise MissingDependency(self.sdk_module, f"the {self.provider} provider") from exc

    def _client(self) -> ClientT:
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            sdk = self._sdk()
            kwargs: ClientOptions = {"api_key": self._api_key, "max_retries": 0, "timeout": self.timeout}
            if self.base_url:
                kwargs["base_url"] = self.base_url
            if self._transport is not None:
                kwargs["http_client"] = sdk.DefaultAsyncHttpxClient(transport=self._transport)
            client = self._make_client(sdk, kwargs)
            self._clients[loop] = client
        return client

    def _make_client(self, sdk: ModuleType, kwargs: ClientOptions) -> ClientT:
        raise NotImplementedError

    def _merged_settings(self, request: ModelRequest) -> dict[str, Any]:
        """The provider's settings under the request's: keyword arguments of the SDK's request method that
        the person chose (``temperature``, ``max_tokens`` ...), passed on as they are: the SDK checks them."""
        return {**self.settings, **request.settings}

    async def request(self, request: ModelRequest) -> ModelResponse:
        """Send one request and return the whole reply."""
        sdk = self._sdk()
        try:
            return await self._request(request)
        except Exception as exc:
            self._reraise(sdk, exc)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        """Yield text deltas, then the complete reply."""
        sdk = self._sdk()
        try:
            async for item in self._stream(request):
                yield item
        except Exception as exc:
            self._reraise(sdk, exc)

    def _reraise(self, sdk: ModuleType, exc: Exception) -> NoReturn:
        """Raise the nbagent error for an SDK exception, or the exception itself if it is not the SDK's."""
        mapped = map_sdk_error(exc, sdk, self.endpoint())
        if mapped is None:
            raise exc
        raise mapped from exc

    def endpoint(self) -> Endpoint:
        """The URL this provider calls, and the hint shown when nothing answers there."""
        # where the SDK really sends the key: without a base_url it reads its own variable (OPENAI_BASE_URL...)
        env_url = os.environ.get(self.base_url_env, "") if self.base_url_env else ""
        url = (self.base_url or env_url or self.default_base_url).rstrip("/")
        key_var = "" if self._api_key == "not-needed" else self.env_var
        return Endpoint(self.label, url, env_var=key_var, unreachable_hint=self.unreachable_hint)

    async def _request(self, request: ModelRequest) -> ModelResponse:
        raise NotImplementedError

    def _stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        raise NotImplementedError

    def __repr__(self) -> str:
        where = f", base_url={self.base_url!r}" if self.base_url else ""
        return f"{type(self).__name__}({self.model!r}{where})"
