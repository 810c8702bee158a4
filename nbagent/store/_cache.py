"""``StoreCache``: model responses kept in the session store, so a restarted kernel does not pay twice.

No process holds the DuckDB file open between writes and an open costs ~24 ms,
so the keys are read once (on the first lookup) into an in-memory index: a miss
is a dict lookup, well under a millisecond; only a hit opens the file to read
its one row. Entries this process writes join the index. An entry another
kernel writes after the index was loaded is not seen until the next kernel
start (that request is paid once more, and the entry replaced).

A store that came with a folder nobody trusted (a cloned repository's
``.nbagent``) is someone else's: its entries could be planted answers, so this
cache neither reads nor writes it (a warning says so once). A cache belongs to
one store file and is never shared with another.
"""

from __future__ import annotations

import json
import logging
import threading
import time
import warnings
from collections import OrderedDict
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from ..cache import cacheable, decode_response
from ..exceptions import UserError
from ..extensions import Cache
from ._db import connect, run
from ._store import Store
from .integrity._foreign import project_folder, refuse_planted

if TYPE_CHECKING:
    from duckdb import DuckDBPyConnection

    from ..providers import ModelResponse

__all__ = ["StoreCache"]

log = logging.getLogger("nbagent")
_HOT = 64  # decoded responses kept after a hit (a cell re-run again in the same kernel)


class StoreCache(Cache):
    """Responses kept in ``store``'s DuckDB file (table ``response_cache``), for ``ttl`` seconds
    (None: until removed with :meth:`clear`). Thread-safe.

    The store must be the user's own: one in their nbagent home or in a trusted folder. A store
    of an untrusted folder is not read (nor written): lookups miss, with a warning once.
    """

    name = "store"

    def __init__(self, store: Store | Any, *, ttl: float | None = None) -> None:
        if ttl is not None and (isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or ttl <= 0):
            raise UserError(f"StoreCache(ttl=...) must be positive seconds or None, got {ttl!r}")
        if isinstance(store, (str, bytes)) or not hasattr(store, "path"):
            store = Store(store)  # type: ignore[arg-type]
        self.store = store
        self.ttl = None if ttl is None else float(ttl)
        folder = project_folder(store.path)
        self.readable = folder is None
        if folder is not None:
            warnings.warn(
                f"nbagent: the response cache in {store.path} is not used: the store came with {folder}, "
                "a folder you have not trusted, and its cached answers could be anyone's. Use a store in "
                "your nbagent home, or trust the folder (%agent_trust) if it is yours.",
                stacklevel=2,
            )
        self._index: dict[str, float] | None = None  # key -> created (epoch seconds)
        self._hot: OrderedDict[str, ModelResponse] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __repr__(self) -> str:
        state = "" if self.readable else ", not used: untrusted folder"
        return f"StoreCache({str(self.store.path)!r}, ttl={self.ttl}{state})"

    def _connect(self, *, read_only: bool) -> AbstractContextManager[DuckDBPyConnection]:
        deadline = time.monotonic() + float(getattr(self.store, "timeout", 30.0))
        check = refuse_planted if getattr(self.store, "checked", True) else None
        return connect(self.store.path, read_only=read_only, deadline=deadline, check=check)

    def _keys(self) -> dict[str, float]:
        """The index, loaded on first use (one open of the file)."""
        index = self._index
        if index is not None:
            return index
        with self._lock:
            if self._index is None:
                try:
                    with self._connect(read_only=True) as con:
                        rows = run(con, "SELECT key, epoch(created) FROM response_cache")
                    self._index = {str(k): float(t) for k, t in rows}
                except Exception as exc:  # a cache never stops a run: it just misses
                    log.warning("nbagent cache: cannot read the response cache in %s: %s", self.store.path, exc)
                    self._index = {}
            return self._index

    def _fresh(self, created: float) -> bool:
        return self.ttl is None or time.time() - created <= self.ttl

    def get(self, key: str) -> ModelResponse | None:
        """The response under ``key``: a dict lookup on a miss, one read of the file on a hit."""
        if not self.readable:
            return None
        created = self._keys().get(key)
        if created is None or not self._fresh(created):
            self.misses += 1
            return None
        with self._lock:
            hot = self._hot.get(key)
            if hot is not None:
                self._hot.move_to_end(key)
                self.hits += 1
                return hot
        try:
            with self._connect(read_only=True) as con:
                rows = run(con, "SELECT response FROM response_cache WHERE key = ?", [key])
            response = decode_response(json.loads(rows[0][0])) if rows else None
        except Exception as exc:
            log.warning("nbagent cache: cannot read entry %s… in %s: %s", key[:12], self.store.path, exc)
            response = None
        if response is None:
            self.misses += 1
            return None
        with self._lock:
            self.hits += 1
            self._remember(key, response)
        return response

    def _remember(self, key: str, response: ModelResponse) -> None:
        self._hot[key] = response
        self._hot.move_to_end(key)
        while len(self._hot) > _HOT:
            self._hot.popitem(last=False)

    def put(self, key: str, response: ModelResponse) -> None:
        """Write ``response`` under ``key`` (one open of the file); a response the redactor would
        change is not kept (see :mod:`nbagent.cache`)."""
        if not self.readable:
            return
        text = cacheable(response)
        if text is None:
            return
        now = time.time()
        try:
            with self._connect(read_only=False) as con:
                run(
                    con,
                    "INSERT OR REPLACE INTO response_cache VALUES (?, to_timestamp(?), NULL, ?, ?)",
                    [key, now, response.model, text],
                )
        except Exception as exc:
            log.warning("nbagent cache: cannot write to the response cache in %s: %s", self.store.path, exc)
            return
        keys = self._keys()
        with self._lock:
            keys[key] = now
            self._remember(key, response)

    def clear(self) -> int:
        """Remove every entry of this store's cache; returns how many there were."""
        with self._connect(read_only=False) as con:
            count = int(run(con, "SELECT count(*) FROM response_cache")[0][0])
            run(con, "DELETE FROM response_cache")
        with self._lock:
            self._index = {}
            self._hot.clear()
        return count

    def __len__(self) -> int:
        return len(self._keys()) if self.readable else 0
