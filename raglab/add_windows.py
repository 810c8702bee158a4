"""Prototype of the window vectors in a real index: add the ``windows`` multivector column to the
``chunks`` table of an index that ``bench/rag_quality.py --db DIR`` built, so the bench measures the
product's own search path once ``_search._vector`` uses the column when it is there (the two-line
change in ``raglab/quality-log.md``; not in the package, as the change was not kept).

What the lead integrates instead (``_store.chunk_schema`` / ``_index._write``) is described in
``raglab/quality-log.md``; this script only rewrites the table of a bench index.

    python raglab/add_windows.py /tmp/rq/base [--drop]
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def main() -> None:
    warnings.simplefilter("ignore")
    import lancedb
    import numpy as np
    import pyarrow as pa
    from lancedb.index import FTS
    from rag_lab import Embeddings
    from windows import WINDOWS_COLUMN, embedding_windows

    from nbagent.rag._store import FTS_COLUMN

    base = Path(sys.argv[1])
    db = lancedb.connect(str(base / "index.lance"))
    tbl = db.open_table("chunks")
    data = tbl.to_arrow()
    if WINDOWS_COLUMN in data.column_names:
        data = data.drop_columns([WINDOWS_COLUMN])
    if "--drop" not in sys.argv:
        emb = Embeddings(Path("/tmp/rq/lab"))
        texts = data.column(FTS_COLUMN).to_pylist()
        vectors = data.column("vector").to_numpy(zero_copy_only=False)
        per_chunk = []
        for text, first in zip(texts, vectors, strict=True):
            extra = embedding_windows(text)[1:]
            rows = [np.asarray(first, dtype=np.float32)]
            if extra:
                rows.extend(emb(extra))
            per_chunk.append(np.stack(rows))
        dim = per_chunk[0].shape[1]
        offsets = np.concatenate([[0], np.cumsum([len(m) for m in per_chunk])]).astype(np.int32)
        inner = pa.FixedSizeListArray.from_arrays(pa.array(np.concatenate(per_chunk).reshape(-1)), dim)
        data = data.append_column(WINDOWS_COLUMN, pa.ListArray.from_arrays(pa.array(offsets), inner))
        print(f"{len(texts)} chunks, {int(offsets[-1])} window vectors")
    tbl = db.create_table("chunks", data=data, mode="overwrite")
    tbl.create_index(FTS_COLUMN, config=FTS(), replace=True)


if __name__ == "__main__":
    main()
