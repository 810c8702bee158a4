"""Response caches: a re-run cell repeats the model's answer instead of paying for it again.

:class:`Cache` is the protocol the agent loop talks to (``get`` / ``put`` of one
:class:`~nbagent.providers.ModelResponse` under a key); :class:`MemoryCache` is
an in-process LRU with a TTL, ``nbagent.StoreCache`` keeps entries in the
session store's DuckDB file so they survive a kernel restart. The key
(:func:`cache_key`) is a SHA-256 over everything that decides the answer; see
docs/cache.md for what is and is not served from a cache.
"""

from __future__ import annotations

from ._key import cache_key, deterministic
from ._memory import MemoryCache
from ._protocol import Cache
from ._serial import cacheable, decode_response, encode_response

__all__ = ["Cache", "MemoryCache", "cache_key", "cacheable", "decode_response", "deterministic", "encode_response"]
