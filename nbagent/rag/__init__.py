"""Retrieval over the documents next to the notebook, on LanceDB.

    >>> import nbagent.rag
    >>> idx = nbagent.rag.index("docs")           # only new or changed files are embedded
    >>> idx.search("how do I install on Linux?")  # DataFrame: text, path, location, heading, ...
    >>> Agent(tools=[nbagent.rag.search_docs])     # the agent's tool, with citations

The tree: :mod:`~nbagent.rag.files` (which files), :mod:`~nbagent.rag.loaders`
(file -> sections), :mod:`~nbagent.rag.chunking` (sections -> chunks),
:mod:`~nbagent.rag.embedders` (chunks -> vectors), ``_index`` / ``_store``
(LanceDB tables, incremental updates), ``_search`` (full-text, vector,
hybrid) and :mod:`~nbagent.rag.tool` (``search_docs``).

Importing this package imports neither lancedb, pyarrow, pandas, onnxruntime
nor sentence-transformers: they load when an index is built or searched. The
default embedder (all-MiniLM-L6-v2 on onnxruntime) never imports torch.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ._index import Index, PathsArg, default_db_path
from ._open import default_index, keep_open
from ._report import IndexReport, IndexStopped
from .chunking import Chunk, chunk_document
from .embedders import (
    Embedder,
    HashingEmbedder,
    MiniLMEmbedder,
    OnnxMiniLMEmbedder,
    OpenAIEmbedder,
    default_embedder,
    resolve_embedder,
)
from .files import DEFAULT_IGNORES, DEFAULT_MAX_BYTES, Skipped
from .loaders import Document, Section, SkipFile, register_loader
from .tool import format_results, search_docs, search_docs_tool

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "DEFAULT_IGNORES",
    "DEFAULT_MAX_BYTES",
    "Chunk",
    "Document",
    "Embedder",
    "HashingEmbedder",
    "Index",
    "IndexReport",
    "IndexStopped",
    "MiniLMEmbedder",
    "OnnxMiniLMEmbedder",
    "OpenAIEmbedder",
    "Section",
    "SkipFile",
    "Skipped",
    "chunk_document",
    "default_db_path",
    "default_embedder",
    "default_index",
    "format_results",
    "index",
    "register_loader",
    "resolve_embedder",
    "search",
    "search_docs",
    "search_docs_tool",
]


def index(
    paths: PathsArg = ".",
    db: str | os.PathLike[str] | None = None,
    *,
    rebuild: bool = False,
    embedder: Embedder | str | None = "auto",
    progress: bool = True,
    verbose: bool = True,
    exclude: Sequence[str | os.PathLike[str]] = (),
    storage_options: Mapping[str, str | bool] | None = None,
    **options: object,
) -> Index:
    """Index ``paths`` into ``db`` and return the :class:`Index`; prints a summary by default.

    Only new and changed files are embedded; files deleted under ``paths``
    lose their chunks; ``rebuild=True`` starts over (``%agent_index --rebuild``).
    Unreadable files are skipped and listed in ``idx.last_report``. Other
    keyword options go to :class:`Index` (``chunk_size``, ``overlap``,
    ``max_bytes``, ``batch_size``, ``cleanup_older_than``, ``lock_timeout``). ``exclude``: files to leave out.

    ``db`` may be ``s3://bucket/prefix/name.lance``: a team index on object storage, one writer at a time,
    read by the team's notebooks as another member's text; ``storage_options`` (endpoint, credentials,
    region, ``allow_http``) go to LanceDB over the AWS environment variables (docs/rag.md, "Team index").
    """
    idx = Index(db, embedder=embedder, progress=progress, storage_options=storage_options, **options)  # type: ignore[arg-type]
    idx.update(paths, rebuild=rebuild, verbose=verbose, exclude=exclude)
    keep_open(idx)
    return idx


def search(query: str, k: int = 5, *, db: str | os.PathLike[str] | None = None, mode: str = "auto") -> pd.DataFrame:
    """Search the default index (see :meth:`Index.search` for the columns and modes)."""
    return default_index(db).search(query, k, mode=mode)
