"""Map the openai / anthropic SDK exceptions (same shapes), and google-genai's, onto nbagent's errors.

Each message names the provider as the person chose it and the endpoint that was
called, and says what to do: these messages are what a notebook cell shows.
"""

from __future__ import annotations

import time
from types import ModuleType
from typing import TypedDict
from urllib.parse import urlsplit

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

__all__ = ["Endpoint", "map_gemini_error", "map_sdk_error", "retry_after_seconds"]


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
        from email.utils import parsedate_to_datetime

        try:
            return max(parsedate_to_datetime(value).timestamp() - time.time(), 0.0)
        except (TypeError, ValueError):
            return None


def _replay_mismatch(exc: BaseException) -> ReplayMismatch | None:
    """A replayed conversation that diverged, under whatever the SDK wrapped it in."""
    cause = exc.__cause__ or exc.__context__
    while cause is not None:
        if isinstance(cause, ReplayMismatch):
            return cause
        cause = cause.__cause__ or cause.__context__
    return None


def _status_error(status: int, message: str, retry_after: float | None, where: Endpoint) -> ProviderError:
    """The error for an HTTP status the service answered with."""
    at: _At = {"provider": where.provider, "endpoint": where.url}
    if status == 429:
        return ModelRateLimited(message, status=status, retry_after=retry_after, **at)
    if status >= 500:
        return ModelServerError(message, status=status, retry_after=retry_after, **at)
    if status in (408, 409):
        return RetryableError(message, status=status, retry_after=retry_after, **at)
    return ModelAPIError(message, status=status, **at)


def map_sdk_error(exc: BaseException, sdk: ModuleType, where: Endpoint) -> ProviderError | None:
    """The nbagent error for an SDK exception, or None if it is not one of the SDK's."""
    mismatch = _replay_mismatch(exc)
    if mismatch is not None:
        return mismatch
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
        if status in (401, 403) and where.env_var:
            message += f" (check the API key: ${where.env_var} or api_key=...)"
        return _status_error(status, message, retry_after_seconds(exc.response.headers), where)
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


def _names(exc: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(exc).__mro__}


def _duration_seconds(value: object) -> float | None:
    """A protobuf Duration in JSON (``"37s"``, ``"0.2s"``) as seconds."""
    if not isinstance(value, str) or not value.endswith("s"):
        return None
    try:
        return max(float(value[:-1]), 0.0)
    except ValueError:
        return None


def _gemini_details(details: object) -> tuple[float | None, bool]:
    """(RetryInfo's delay, whether ErrorInfo says the key is invalid) from a Google error body."""
    err = details.get("error", details) if isinstance(details, dict) else None
    entries = err.get("details") if isinstance(err, dict) else None
    delay, bad_key = None, False
    for entry in entries if isinstance(entries, list) else ():
        if not isinstance(entry, dict):
            continue
        kind = str(entry.get("@type", ""))
        if kind.endswith("google.rpc.RetryInfo"):
            delay = _duration_seconds(entry.get("retryDelay"))
        elif kind.endswith("google.rpc.ErrorInfo") and entry.get("reason") == "API_KEY_INVALID":
            bad_key = True
    return delay, bad_key


def map_gemini_error(exc: BaseException, sdk: ModuleType, where: Endpoint) -> ProviderError | None:
    """The nbagent error for a google-genai exception, or None if it is neither the SDK's nor httpx's.

    google-genai raises ``errors.APIError`` (``code``, ``status``, ``message``, the JSON body in
    ``details``) for an HTTP error, and lets httpx's own exceptions through for the transport. A
    rate limit says when to come back in a ``google.rpc.RetryInfo`` detail, not in a header; a wrong
    key is a 400 with ``ErrorInfo`` reason ``API_KEY_INVALID``, a missing one a 403.
    """
    mismatch = _replay_mismatch(exc)
    if mismatch is not None:
        return mismatch
    if type(exc).__name__ == "ContinuationInterruptedError" and isinstance(exc.__cause__, Exception):
        exc = exc.__cause__  # a later hop of an automatic continuation failed: what failed is the cause
    provider, url = where.provider, where.url
    at: _At = {"provider": provider, "endpoint": url}
    names = _names(exc)
    if "TimeoutException" in names:
        return ModelTimeout(f"{provider}: no answer from {url} in time (request timed out)", **at)
    if "TransportError" in names:
        if _refused(exc):
            return ModelUnreachable(f"{provider}: cannot connect to {url}: {where.unreachable_hint}", **at)
        return ModelTimeout(f"{provider}: the connection to {url} failed: {exc}", **at)
    if not isinstance(exc, sdk.errors.APIError):
        return None
    status = int(getattr(exc, "code", 0) or 0)
    text = getattr(exc, "message", None) or str(exc)
    state = getattr(exc, "status", None)
    message = f"{provider}: HTTP {status} from {url}: {text}" + (f" ({state})" if state else "")
    delay, bad_key = _gemini_details(getattr(exc, "details", None))
    if (bad_key or status in (401, 403)) and where.env_var:
        message += f" (check the API key: ${where.env_var} or api_key=...)"
    response = getattr(exc, "response", None)
    header_delay = retry_after_seconds(getattr(response, "headers", None))
    return _status_error(status or 500, message, header_delay if header_delay is not None else delay, where)
