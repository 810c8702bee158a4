"""Retries for model requests: exponential backoff with jitter, honouring Retry-After."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..exceptions import RetryableError

__all__ = ["RetryPolicy"]


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How the agent retries rate limits, timeouts and 5xx answers.

    The n-th retry waits ``base_delay * 2**(n-1)`` seconds (capped at
    ``max_delay``) times a random factor in ``1 ± jitter``; when the server
    sent ``Retry-After``, that wait is used instead (capped at
    ``max_retry_after``). ``max_retries=0`` turns retries off.
    """

    max_retries: int = 4
    base_delay: float = 0.5
    max_delay: float = 20.0
    jitter: float = 0.25
    max_retry_after: float = 60.0

    def delay(self, attempt: int, error: RetryableError) -> float:
        """Seconds to wait before retry number ``attempt`` (1-based)."""
        if error.retry_after is not None:
            return min(max(error.retry_after, 0.0), self.max_retry_after)
        backoff = min(self.max_delay, self.base_delay * 2.0 ** (attempt - 1))
        return max(0.0, backoff * (1.0 + random.uniform(-self.jitter, self.jitter)))
