"""The protocol a response cache satisfies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..providers import ModelResponse

__all__ = ["Cache"]


@runtime_checkable
class Cache(Protocol):
    """Where the agent keeps model responses under their request's key.

    ``get`` runs on the agent's event loop before every cached-eligible request,
    so a miss must cost microseconds (no file or network access); ``put`` runs
    on a worker thread after a paid call. Both must be thread-safe. ``name``
    says which kind of cache served a hit (shown in the ``cache-hit`` event).
    """

    name: str

    def get(self, key: str) -> ModelResponse | None:
        """The response kept under ``key``, or None (absent, expired, or not readable)."""
        ...

    def put(self, key: str, response: ModelResponse) -> None:
        """Keep ``response`` under ``key`` (replacing what was there)."""
        ...
