"""Map the openai / anthropic SDK exceptions (same shapes) onto nbagent's errors."""

from __future__ import annotations

from types import ModuleType

from ..exceptions import (
    ModelAPIError,
    ModelRateLimited,
    ModelServerError,
    ModelTimeout,
    ProviderError,
    ReplayMismatch,
    RetryableError,
)

__all__ = ["map_sdk_error", "retry_after_seconds"]


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


def map_sdk_error(exc: BaseException, sdk: ModuleType, provider: str) -> ProviderError | None:
    """The nbagent error for an SDK exception, or None if it is not one of the SDK's."""
    cause = exc.__cause__ or exc.__context__
    while cause is not None:
        if isinstance(cause, ReplayMismatch):
            return cause
        cause = cause.__cause__ or cause.__context__
    if isinstance(exc, sdk.APITimeoutError):
        return ModelTimeout(f"{provider}: request timed out", provider=provider)
    if isinstance(exc, sdk.APIConnectionError):
        return ModelTimeout(f"{provider}: connection failed: {exc}", provider=provider)
    if isinstance(exc, sdk.APIStatusError):
        status = exc.status_code
        message = f"{provider}: HTTP {status}: {_error_message(exc)}"
        retry_after = retry_after_seconds(exc.response.headers)
        if status == 429:
            return ModelRateLimited(message, provider=provider, status=status, retry_after=retry_after)
        if status >= 500:
            return ModelServerError(message, provider=provider, status=status, retry_after=retry_after)
        if status in (408, 409):
            return RetryableError(message, provider=provider, status=status, retry_after=retry_after)
        return ModelAPIError(message, provider=provider, status=status)
    if isinstance(exc, sdk.APIError):
        return ModelAPIError(f"{provider}: {exc}", provider=provider)
    return None


def _error_message(exc: object) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])
    return str(getattr(exc, "message", exc))
