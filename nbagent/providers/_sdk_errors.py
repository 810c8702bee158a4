"""Map the openai / anthropic SDK exceptions (same shapes) onto nbagent's errors.

Each message names the provider as the person chose it and the endpoint that was
called, and says what to do: these messages are what a notebook cell shows.
"""

from __future__ import annotations

from types import ModuleType
from typing import TypedDict

from ..exceptions import (
    ModelAPIError,
    ModelRateLimited,
    ModelServerError,
    ModelTimeout,
    ModelUnreachable,
    ProviderError,
    ReplayMismatch,
    RetryableError,
)

__all__ = ["Endpoint", "map_sdk_error", "retry_after_seconds"]


class Endpoint:
    """Where a provider sends its requests, and what to tell a person when nothing answers there."""

    def __init__(self, provider: str, url: str, *, env_var: str = "", unreachable_hint: str = "") -> None:
        self.provider, self.url, self.env_var = provider, url, env_var
        self.unreachable_hint = unreachable_hint or _default_hint(url)


class _At(TypedDict):
    """The keyword arguments that say where a ProviderError happened."""

    provider: str
    endpoint: str


def _default_hint(url: str) -> str:
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    if host in ("127.0.0.1", "localhost", "::1") or host.startswith("127."):
        return f"is the server at {url} running?"
    return "check the network connection and any proxy settings"


def _refused(exc: BaseException) -> bool:
    """A connect error (refused, unknown host) somewhere in the cause chain: httpx or httpx2, not imported."""
    seen: BaseException | None = exc
    while seen is not None:
        if type(seen).__name__ == "ConnectError":
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def retry_after_seconds(headers: object) -> float | None:
    """Seconds from ``retry-after-ms`` / ``retry-after`` headers (seconds or HTTP date)."""
    get = getattr(headers, "get", None)
    if get is None:
        return None
    ms = get("retry-after-ms")
    if ms:
        try:
            return max(float(ms) / 1000.0, 0.0)
        except ValueError:
            pass
    value = get("retry-after")
    if not value:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        import time
        from email.utils import parsedate_to_datetime

        try:
            return max(parsedate_to_datetime(value).timestamp() - time.time(), 0.0)
        except (TypeError, ValueError):
            return None


def map_sdk_error(exc: BaseException, sdk: ModuleType, where: Endpoint) -> ProviderError | None:
    """The nbagent error for an SDK exception, or None if it is not one of the SDK's."""
    cause = exc.__cause__ or exc.__context__
    while cause is not None:
        if isinstance(cause, ReplayMismatch):
            return cause
        cause = cause.__cause__ or cause.__context__
    provider, url = where.provider, where.url
    at: _At = {"provider": provider, "endpoint": url}
    if isinstance(exc, sdk.APITimeoutError):
        return ModelTimeout(f"{provider}: no answer from {url} in time (request timed out)", **at)
    if isinstance(exc, sdk.APIConnectionError):
        if _refused(exc):
            return ModelUnreachable(f"{provider}: cannot connect to {url}: {where.unreachable_hint}", **at)
        return ModelTimeout(f"{provider}: the connection to {url} failed: {exc}", **at)
    if isinstance(exc, sdk.APIStatusError):
        status = exc.status_code
        message = f"{provider}: HTTP {status} from {url}: {_error_message(exc)}"
        retry_after = retry_after_seconds(exc.response.headers)
        if status == 429:
            return ModelRateLimited(message, status=status, retry_after=retry_after, **at)
        if status >= 500:
            return ModelServerError(message, status=status, retry_after=retry_after, **at)
        if status in (408, 409):
            return RetryableError(message, status=status, retry_after=retry_after, **at)
        if status in (401, 403) and where.env_var:
            message += f" (check the API key: ${where.env_var} or api_key=...)"
        return ModelAPIError(message, status=status, **at)
    if isinstance(exc, sdk.APIError):
        return ModelAPIError(f"{provider}: {exc} ({url})", **at)
    return None


def _error_message(exc: object) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])
    return str(getattr(exc, "message", exc))
