"""The LanceDB side of an index: three tables in one folder.

- ``chunks``: one row per chunk (text, where it is, its vector when there is
  an embedder) with LanceDB's native full-text index on ``search_text``.
- ``files``: one row per indexed file with its content hash, size and mtime;
  this is what makes re-indexing incremental.
- ``meta``: key/value facts about the index (embedding model and dimension,
  chunking settings, schema version); a change in them means a rebuild.

Chunks are written before the ``files`` rows that vouch for them, so a run
that stops half-way leaves files that look changed, and the next run redoes
them. lancedb and pyarrow are imported here, on first use only.
"""

from __future__ import annotations

import hashlib
import warnings
from collections.abc import Iterable, Mapping, Sequence
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Final, NamedTuple, TypedDict

if TYPE_CHECKING:
    import numpy as np
    import pyarrow as pa  # ships no types: mypy reads its objects as Any
    from lancedb import DBConnection
    from lancedb.table import Table
    from numpy.typing import NDArray

    from .chunking import Chunk
    from .loaders import Document

__all__ = ["CHUNK_COLUMNS", "ChunkRow", "FileRecord", "Store", "chunk_row", "chunk_table"]


CHUNKS, FILES, META = "chunks", "files", "meta"
FTS_COLUMN: Final = "search_text"
VECTOR_INDEX_ROWS = 5000
"""From this many chunks on, vectors get an IVF index (flat search costs ~2.5 ms per 1,000 rows)."""
CHUNK_COLUMNS = (
    "id",
    "source",
    "text",
    "heading",
    "kind",
    "start_line",
    "end_line",
    "cell",
    "page",
    "ordinal",
)


class ChunkRow(TypedDict):
    """One ``chunks`` row without its vector (:func:`chunk_row`); ``search_text`` is ``FTS_COLUMN``."""

    id: str
    source: str
    text: str
    search_text: str
    heading: str
    kind: str
    start_line: int
    end_line: int
    cell: int
    page: int
    ordinal: int


class FileRecord(NamedTuple):
    """What the index remembers about one file."""

    source: str
    sha256: str
    size: int
    mtime_ns: int
    kind: str
    chunks: int


def chunk_schema(dim: int) -> pa.Schema:
    """The ``chunks`` table schema; no vector column when ``dim`` is 0 (full-text only)."""
    import pyarrow as pa

    fields = [
        pa.field("id", pa.string()),
        pa.field("source", pa.string()),
        pa.field("text", pa.string()),
        pa.field(FTS_COLUMN, pa.string()),
        pa.field("heading", pa.string()),
        pa.field("kind", pa.string()),
        pa.field("start_line", pa.int32()),
        pa.field("end_line", pa.int32()),
        pa.field("cell", pa.int32()),
        pa.field("page", pa.int32()),
        pa.field("ordinal", pa.int32()),
    ]
    if dim:
        fields.append(pa.field("vector", pa.list_(pa.float32(), dim)))
    return pa.schema(fields)


def chunk_row(record: FileRecord, doc: Document, chunk: Chunk) -> ChunkRow:
    """One ``chunks`` row (without its vector); ``search_text`` adds the title and heading path."""
    label = doc.title or Path(record.source).stem.replace("_", " ").replace("-", " ")
    context = f"{label} > {chunk.heading}" if chunk.heading else label
    return {
        "id": f"{hashlib.sha1(record.source.encode()).hexdigest()[:16]}:{chunk.ordinal}",
        "source": record.source,
        "text": chunk.text,
        FTS_COLUMN: f"{context}\n{chunk.text}",
        "heading": chunk.heading,
        "kind": record.kind,
        "start_line": chunk.start_line,
        "end_line": chunk.end_line,
        "cell": chunk.cell,
        "page": chunk.page,
        "ordinal": chunk.ordinal,
    }


def chunk_table(rows: Sequence[Mapping[str, object]], vectors: list[NDArray[np.float32]], dim: int) -> pa.Table:
    """Rows and their vectors (float32 arrays, one per batch) as an Arrow ``chunks`` table."""
    import numpy as np
    import pyarrow as pa

    schema = chunk_schema(dim)
    columns: dict[str, list[object]] = {name: [r[name] for r in rows] for name in schema.names if name != "vector"}
    arrays = [pa.array(columns[f.name], type=f.type) for f in schema if f.name != "vector"]
    if dim:
        flat = pa.array(np.concatenate(vectors).astype(np.float32, copy=False).reshape(-1))
        arrays.append(pa.FixedSizeListArray.from_arrays(flat, dim))
    return pa.Table.from_arrays(arrays, schema=schema)


def _files_schema() -> pa.Schema:
    import pyarrow as pa

    return pa.schema(
        [
            pa.field("source", pa.string()),
            pa.field("sha256", pa.string()),
            pa.field("size", pa.int64()),
            pa.field("mtime_ns", pa.int64()),
            pa.field("kind", pa.string()),
            pa.field("chunks", pa.int32()),
        ]
    )


def _quote(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


class Store:
    """Opens, reads and writes the index tables in ``path`` (a LanceDB folder)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db: DBConnection | None = None
        self._tables: dict[str, Table] = {}  # open handles: they follow new versions (consistency interval 0)

    @property
    def db(self) -> DBConnection:
        if self._db is None:
            import lancedb

            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Consistency interval 0: a kernel sees what another kernel indexed since.
            self._db = lancedb.connect(str(self.path), read_consistency_interval=timedelta(0))
        return self._db

    def exists(self) -> bool:
        """Is there an index here already (without creating the folder)?"""
        return (self.path / f"{CHUNKS}.lance").exists()

    def table(self, name: str) -> Table | None:
        if not (self.path / f"{name}.lance").exists():
            self._tables.pop(name, None)
            return None
        if name not in self._tables:
            try:
                self._tables[name] = self.db.open_table(name)
            except (ValueError, FileNotFoundError):
                return None
        return self._tables[name]

    # -- meta and files ------------------------------------------------------------------

    def read_meta(self) -> dict[str, str]:
        tbl = self.table(META)
        if tbl is None:
            return {}
        rows = tbl.to_arrow().to_pylist()
        return {row["key"]: row["value"] for row in rows}

    def write_meta(self, meta: dict[str, str]) -> None:
        import pyarrow as pa

        data = pa.table({"key": list(meta), "value": list(meta.values())})
        self._overwrite(META, data)

    def read_files(self) -> dict[str, FileRecord]:
        tbl = self.table(FILES)
        if tbl is None:
            return {}
        return {row["source"]: FileRecord(**row) for row in tbl.to_arrow().to_pylist()}

    def write_files(self, records: Iterable[FileRecord]) -> None:
        import pyarrow as pa

        rows = sorted(records)
        columns = {name: [getattr(r, name) for r in rows] for name in FileRecord._fields}
        self._overwrite(FILES, pa.table(columns, schema=_files_schema()))

    def _overwrite(self, name: str, data: pa.Table) -> None:
        tbl = self.table(name)
        if tbl is None:
            self._tables[name] = self.db.create_table(name, data=data)
        else:
            tbl.add(data, mode="overwrite")

    # -- chunks --------------------------------------------------------------------------

    def reset(self, dim: int) -> Table:
        """Drop every table and start an empty ``chunks`` table for vectors of ``dim``."""
        for name in (CHUNKS, FILES, META):
            if self.table(name) is not None:
                self.db.drop_table(name)
            self._tables.pop(name, None)
        self._tables[CHUNKS] = self.db.create_table(CHUNKS, schema=chunk_schema(dim))
        return self._tables[CHUNKS]

    def chunks(self) -> Table | None:
        return self.table(CHUNKS)

    def has_vectors(self) -> bool:
        tbl = self.chunks()
        return tbl is not None and "vector" in tbl.schema.names

    def delete_sources(self, sources: list[str]) -> None:
        tbl = self.chunks()
        if tbl is None or not sources:
            return
        for start in range(0, len(sources), 200):
            batch = sources[start : start + 200]
            tbl.delete(f"source IN ({', '.join(_quote(s) for s in batch)})")

    def add_chunks(self, data: pa.Table) -> None:
        tbl = self.chunks()
        assert tbl is not None, "reset() or an existing index comes first"
        tbl.add(data)

    def finish(self, cleanup_older_than: timedelta) -> None:
        """Make sure the indexes exist, fold new rows into them, drop old versions.

        Full-text: LanceDB's native index. Vectors: from ``VECTOR_INDEX_ROWS`` rows on,
        an IVF_FLAT index (exact distances within the probed partitions; builds in
        well under a second for 10,000 rows); smaller tables are searched exhaustively.
        """
        tbl = self.chunks()
        if tbl is None:
            return
        rows = tbl.count_rows()
        indexed = {column for idx in tbl.list_indices() for column in idx.columns}
        if rows and FTS_COLUMN not in indexed:
            from lancedb.index import FTS

            tbl.create_index(FTS_COLUMN, config=FTS(), replace=True)
        if rows >= VECTOR_INDEX_ROWS and "vector" in tbl.schema.names and "vector" not in indexed:
            from lancedb.index import IvfFlat

            tbl.create_index("vector", config=IvfFlat(distance_type="cosine"), replace=True)
        with warnings.catch_warnings():
            # We choose the age; LanceDB warns about 0 (readers of old versions could fail).
            warnings.simplefilter("ignore", UserWarning)
            tbl.optimize(cleanup_older_than=cleanup_older_than)
            for name in (FILES, META):
                other = self.table(name)
                if other is not None:
                    other.optimize(cleanup_older_than=cleanup_older_than)

    def versions(self) -> int:
        """How many versions of the ``chunks`` table are on disk."""
        tbl = self.chunks()
        return 0 if tbl is None else len(tbl.list_versions())
