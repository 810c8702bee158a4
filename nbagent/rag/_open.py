"""The process-wide indexes, one per database path: :func:`nbagent.rag.default_index` and those
:func:`nbagent.rag.index` opened."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from ._index import Index, default_db_path
from ._store import IndexURI, index_location

__all__ = ["default_index", "keep_open"]

_OPEN: dict[Path | IndexURI, Index] = {}
_OPEN_LOCK = threading.Lock()


def default_index(db: str | os.PathLike[str] | None = None) -> Index:
    """The process-wide :class:`Index` for ``db`` (default :func:`default_db_path`), opened once."""
    path = index_location(db) if db is not None else default_db_path()
    with _OPEN_LOCK:
        if path not in _OPEN:
            _OPEN[path] = Index(path)
        return _OPEN[path]


def keep_open(idx: Index) -> None:
    """Make ``idx`` the process-wide index of its path."""
    with _OPEN_LOCK:
        _OPEN[idx.path] = idx
