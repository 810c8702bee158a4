"""``MemoryCache``: an in-process LRU of responses with a time to live."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import TYPE_CHECKING

from ..exceptions import UserError
from ..extensions import Cache

if TYPE_CHECKING:
    from ..providers import ModelResponse

__all__ = ["MemoryCache"]


class MemoryCache(Cache):
    """Responses kept in this process: at most ``max_entries`` (least recently used leave first),
    each for ``ttl`` seconds (None: until evicted). Thread-safe. Gone when the kernel restarts;
    ``nbagent.StoreCache`` survives that."""

    name = "memory"

    def __init__(self, max_entries: int = 1024, ttl: float | None = 3600.0) -> None:
        if isinstance(max_entries, bool) or not isinstance(max_entries, int) or max_entries < 1:
            raise UserError(f"MemoryCache(max_entries=...) must be a positive integer, got {max_entries!r}")
        if ttl is not None and (isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or ttl <= 0):
            raise UserError(f"MemoryCache(ttl=...) must be positive seconds or None, got {ttl!r}")
        self.max_entries = max_entries
        self.ttl = None if ttl is None else float(ttl)
        self._entries: OrderedDict[str, tuple[float, ModelResponse]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def __repr__(self) -> str:
        return f"MemoryCache(max_entries={self.max_entries}, ttl={self.ttl}, entries={len(self)})"

    def get(self, key: str) -> ModelResponse | None:
        """The response under ``key`` if it is there and younger than the TTL (it becomes the most recent)."""
        now = time.monotonic()
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None and self.ttl is not None and now - entry[0] > self.ttl:
                del self._entries[key]
                entry = None
            if entry is None:
                self.misses += 1
                return None
            self._entries.move_to_end(key)
            self.hits += 1
            return entry[1]

    def put(self, key: str, response: ModelResponse) -> None:
        """Keep ``response`` under ``key``; the least recently used entry leaves when the cache is full."""
        with self._lock:
            self._entries[key] = (time.monotonic(), response)
            self._entries.move_to_end(key)
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        """Forget every entry."""
        with self._lock:
            self._entries.clear()
