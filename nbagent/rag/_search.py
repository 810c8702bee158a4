"""Queries against the chunks table: full-text, vector, and both fused by reciprocal rank."""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict
from urllib.parse import quote

from ..exceptions import UserError
from ._store import FTS_COLUMN
from .chunking import location
from .embedders import Embedder

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd
    from lancedb.table import Table
    from numpy.typing import NDArray

__all__ = ["RELEVANCE", "RESULT_COLUMNS", "display_path", "markdown_link", "relevance", "search_table"]

RESULT_COLUMNS = [
    "rank",
    "relevance",
    "text",
    "path",
    "location",
    "heading",
    "score",
    "link",
    "kind",
    "source",
    "start_line",
    "end_line",
    "cell",
    "page",
]
_SELECT = ["id", "source", "text", "heading", "kind", "start_line", "end_line", "cell", "page"]
RRF_K = 60
"""Reciprocal rank fusion constant (the usual 60): score = sum of 1 / (60 + rank)."""

RELEVANCE = {
    "hybrid": "1.00 = ranked first by both keyword and meaning search, 0.50 = first by one of them only",
    "vector": "similarity of meaning (cosine), 1.00 = the same meaning",
    "fts": "keyword match relative to the best passage found (which has 1.00)",
}
"""What ``relevance`` means in each search mode (the raw ``score`` is not comparable across modes)."""


def relevance(scores: list[float], mode: str) -> list[float]:
    """Raw scores as 0-1 relevance a person reads right (see ``RELEVANCE``).

    Hybrid: a reciprocal-rank-fusion score (about 0.033 at best) over its best
    possible value, 2 / (60 + 1). Vector: the cosine similarity, floored at 0.
    Full-text: BM25 has no upper bound, so each score over the best one.
    """
    if mode == "hybrid":
        best = 2.0 / (RRF_K + 1)
        return [min(s / best, 1.0) for s in scores]
    if mode == "vector":
        return [min(max(s, 0.0), 1.0) for s in scores]
    top = max(scores, default=0.0)
    return [s / top if top > 0 else 0.0 for s in scores]


def display_path(source: str) -> str:
    """``source`` relative to the cwd when inside it (what a notebook link needs), else as is."""
    path = Path(source)
    cwd = Path.cwd()
    return path.relative_to(cwd).as_posix() if path.is_relative_to(cwd) else source


def markdown_link(path: str, where: str) -> str:
    """``[docs/guide.md:lines 10-42](docs/guide.md)``: JupyterLab opens relative links to files."""
    label = f"{path}:{where}" if where else path
    label = label.replace("[", "(").replace("]", ")")
    return f"[{label}]({quote(path, safe='/:')})"


class _Hit(TypedDict):
    """A ``chunks`` row a search found (the ``_SELECT`` columns) with its score."""

    id: str
    source: str
    text: str
    heading: str
    kind: str
    start_line: int
    end_line: int
    cell: int
    page: int
    _score: float


def _fts(tbl: Table, query: str, n: int, snap: Snapshot | None) -> list[_Hit]:
    if snap is not None:  # the scores from LanceDB, the rows from memory (a third less time at 10,000 chunks)
        found = tbl.search(query, query_type="fts", fts_columns=FTS_COLUMN).select(["id", "_score"]).limit(n)
        scored = found.to_arrow().to_pylist()
        if all(row["id"] in snap.at for row in scored):  # else a write came in between: ask LanceDB for all
            return [snap.hit(snap.at[row["id"]], float(row["_score"])) for row in scored]
    q = tbl.search(query, query_type="fts", fts_columns=FTS_COLUMN).select([*_SELECT, "_score"]).limit(n)
    hits: list[_Hit] = q.to_arrow().to_pylist()  # pyarrow ships no types
    return hits


def _vector(tbl: Table, vector: list[float], n: int, snap: Snapshot | None) -> list[_Hit]:
    if snap is not None and snap.matrix is not None:
        return snap.nearest(vector, n)
    return _lance_vector(tbl, vector, n)


def _lance_vector(tbl: Table, vector: list[float], n: int) -> list[_Hit]:
    from lancedb.query import LanceVectorQueryBuilder

    search = tbl.search(vector, vector_column_name="vector")
    if not isinstance(search, LanceVectorQueryBuilder):  # what a vector gives; the base class's type says less
        raise TypeError(f"lancedb answered a vector search with {type(search).__name__}")
    q = search.distance_type("cosine").select([*_SELECT, "_distance"]).limit(n)
    rows = q.to_arrow().to_pylist()
    for row in rows:
        row["_score"] = 1.0 - float(row.pop("_distance"))
    hits: list[_Hit] = rows  # pyarrow ships no types
    return hits


SNAPSHOT_MAX_ROWS = 50_000
"""Up to this many chunks, vector search runs on an in-memory copy of the table's vectors (exact cosine, about 2 ms
at 10,000 chunks, against about 11 ms for LanceDB's own query of the same table); larger tables are left to LanceDB
and its vector index."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One version of a chunks table in memory: its rows (the ``_SELECT`` columns) and unit-length vectors."""

    version: int
    rows: list[_Hit]
    matrix: NDArray[np.float32] | None
    at: dict[str, int]

    def nearest(self, vector: list[float], n: int) -> list[_Hit]:
        """The ``n`` rows most similar to ``vector`` (cosine), best first; ties in table order."""
        import numpy as np

        assert self.matrix is not None
        query = np.asarray(vector, dtype=np.float32)
        norm = float(np.linalg.norm(query))
        if norm == 0.0 or not self.rows or not np.isfinite(norm):
            return []
        if self.matrix.shape[1] != query.shape[0]:  # a table whose vectors are not the embedder's (its meta lies)
            raise UserError(
                f"the index's vectors have {self.matrix.shape[1]} dimensions, the query's {query.shape[0]}: "
                "it was not built by this embedder; rebuild it (`%agent_index --rebuild`) or search with mode='fts'"
            )
        # numpy's own loop, one thread: a multi-threaded BLAS matrix-vector product was 5x slower on a busy 2-core
        # machine (its threads wait for each other), and a kernel always shares its cores
        scores = np.einsum("ij,j->i", self.matrix, query / norm)
        n = min(n, len(self.rows))
        top = np.argpartition(-scores, n - 1)[:n] if n < len(self.rows) else np.arange(len(self.rows))
        order = top[np.lexsort((top, -scores[top]))]
        return [self.hit(int(i), float(scores[i])) for i in order]

    def hit(self, at: int, score: float) -> _Hit:
        """Row ``at`` with ``score``."""
        found = self.rows[at].copy()
        found["_score"] = score
        return found


_SNAPSHOTS: weakref.WeakKeyDictionary[Table, Snapshot] = weakref.WeakKeyDictionary()
_SNAPSHOT_LOCK = threading.Lock()


SNAPSHOT_MAX_BYTES = 256 * 2**20
"""Nor above this many bytes of rows and vectors in memory (a shared index's text may compress to nothing on disk)."""

_TOO_BIG: weakref.WeakKeyDictionary[Table, int] = weakref.WeakKeyDictionary()
"""The version of each table found too large to hold, so it is not read again until it changes."""


def snapshot(tbl: Table) -> Snapshot | None:
    """The in-memory copy of ``tbl`` at its current version (made on first use after each write), or None when
    the table is larger than :data:`SNAPSHOT_MAX_ROWS` rows or :data:`SNAPSHOT_MAX_BYTES` bytes."""
    version = int(tbl.version)
    with _SNAPSHOT_LOCK:
        held = _SNAPSHOTS.get(tbl)
        too_big = _TOO_BIG.get(tbl) == version
    if held is not None and held.version == version:
        return held
    if too_big or tbl.count_rows() > SNAPSHOT_MAX_ROWS:
        return None
    made = _load(tbl, version)
    with _SNAPSHOT_LOCK:
        if made is None:
            _TOO_BIG[tbl] = version
            _SNAPSHOTS.pop(tbl, None)
        else:
            _SNAPSHOTS[tbl] = made
    return made


def _load(tbl: Table, version: int) -> Snapshot | None:
    import numpy as np

    has_vectors = "vector" in tbl.schema.names
    wanted = [*_SELECT, "vector"] if has_vectors else _SELECT
    data = tbl.to_arrow().select(wanted)
    if data.nbytes > SNAPSHOT_MAX_BYTES:
        return None
    rows: list[_Hit] = data.select(_SELECT).to_pylist()  # pyarrow ships no types
    matrix = None
    if has_vectors and len(rows):
        column = data.column("vector").combine_chunks()
        if column.null_count:  # flatten() would skip them and shift every row after: a missing vector is zeros
            dim = int(column.type.list_size)
            matrix = np.array([v if v is not None else [0.0] * dim for v in column.to_pylist()], dtype=np.float32)
        else:
            matrix = np.asarray(column.flatten(), dtype=np.float32).reshape(len(rows), -1)
        # NaN or infinite components (a shared index's rows are data): such a vector matches nothing
        bad = ~np.isfinite(matrix).all(axis=1)
        if bad.any():
            matrix = matrix.copy()  # (Arrow's buffer is read-only)
            matrix[bad] = 0.0
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        matrix = (matrix / np.where(norms == 0.0, 1.0, norms)).astype(np.float32, copy=False)
    elif has_vectors:
        matrix = np.zeros((0, 0), np.float32)
    return Snapshot(version, rows, matrix, {row["id"]: i for i, row in enumerate(rows)})


def _fuse(ranked_lists: list[list[_Hit]], k: int) -> list[_Hit]:
    scores: dict[str, float] = {}
    rows: dict[str, _Hit] = {}
    for ranked in ranked_lists:
        for rank, row in enumerate(ranked, start=1):
            scores[row["id"]] = scores.get(row["id"], 0.0) + 1.0 / (RRF_K + rank)
            rows.setdefault(row["id"], row)
    best = sorted(scores, key=lambda i: (-scores[i], i))[:k]
    return [{**rows[i], "_score": scores[i]} for i in best]


def _empty() -> pd.DataFrame:
    import pandas as pd

    numeric = {
        "rank": "int64",
        "relevance": "float64",
        "score": "float64",
        "start_line": "int64",
        "end_line": "int64",
        "cell": "int64",
        "page": "int64",
    }
    return pd.DataFrame({c: pd.Series(dtype=numeric.get(c, "object")) for c in RESULT_COLUMNS})


def search_table(tbl: Table | None, query: str, k: int, mode: str, embedder: Embedder | None) -> pd.DataFrame:
    """Run one search; ``mode`` is ``"fts"``, ``"vector"`` or ``"hybrid"`` (already resolved).

    The DataFrame's ``attrs["mode"]`` names the mode (what ``relevance`` means depends on it).
    """
    import pandas as pd

    k = int(k)
    if tbl is None or k <= 0 or not query.strip() or tbl.count_rows() == 0:
        df = _empty()
        df.attrs["mode"] = mode
        return df
    snap = snapshot(tbl)  # one version of the table for both sides of a hybrid search
    if mode == "fts":
        rows = _fts(tbl, query, k, snap)
    elif mode == "vector":
        assert embedder is not None
        rows = _vector(tbl, list(embedder.embed([query])[0]), k, snap)
    else:
        assert embedder is not None
        n = max(4 * k, 20)  # deeper candidate lists make the fusion better than either alone
        # One after the other: on 2 cores, overlapping the full-text query with a CPU-bound
        # query embedding (torch uses every core) was slower than running them in turn.
        vector = list(embedder.embed([query])[0])
        rows = _fuse([_fts(tbl, query, n, snap), _vector(tbl, vector, n, snap)], k)
    records = []
    shares = relevance([float(row["_score"]) for row in rows], mode)
    for rank, (row, share) in enumerate(zip(rows, shares, strict=True), start=1):
        path = display_path(row["source"])
        where = location(row["start_line"], row["end_line"], row["cell"], row["page"])
        records.append(
            {
                "rank": rank,
                "relevance": round(share, 3),
                "text": row["text"],
                "path": path,
                "location": where,
                "heading": row["heading"],
                "score": float(row["_score"]),
                "link": markdown_link(path, where),
                "kind": row["kind"],
                "source": row["source"],
                "start_line": row["start_line"],
                "end_line": row["end_line"],
                "cell": row["cell"],
                "page": row["page"],
            }
        )
    df = pd.DataFrame.from_records(records, columns=RESULT_COLUMNS)
    df.attrs["mode"] = mode
    return df
