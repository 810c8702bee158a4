"""RAG benchmark: indexing overhead, re-index of an unchanged corpus, query latency.

Every figure is printed next to a baseline measured in the same run:

1. Indexing a generated Markdown corpus (default 2,000 chunks) with the real
   embedder, against calling the same embedder directly on the very texts the
   index embedded, in the same batch size, interleaved in rounds (index a part,
   embed the next part's texts directly, ...) so that a change in machine load
   hits both alike. Target: overhead <= 10%.
2. Re-indexing the unchanged corpus (same Index object, and a fresh one that
   reads its state from disk). Target: <= 5% of the first index time.
3. Query latency on a 10,000-chunk index: full-text, vector and hybrid p50,
   against a bare LanceDB full-text query on the same table. Target: < 30 ms.
   By default the 10k table's vectors come from a 384-dimensional hashing
   embedder (same vector size as MiniLM, so the same search cost, and seconds
   instead of ~15 minutes of embedding); MiniLM's own query-embedding time is
   measured alone and end to end (the hybrid path with MiniLM embedding each
   query against the same table).
   ``--query-embedder minilm`` embeds the 10k chunks with MiniLM for real.

    python bench/bench_rag.py         # ~10 min on 2 idle cores (MiniLM is the bottleneck)
    python bench/bench_rag.py --chunks 300 --query-chunks 2000  # a quick run
"""

from __future__ import annotations

import argparse
import math
import os
import random
import re
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nbagent.rag import HashingEmbedder, Index, resolve_embedder
from nbagent.rag.embedders import Embedder


def vocabulary() -> list[str]:
    """Real English words: those of the language reference that ships with CPython."""
    import pydoc_data.topics

    words = re.findall(r"[a-z]{3,12}", " ".join(pydoc_data.topics.topics.values()).lower())
    return sorted(set(words))


def make_corpus(folder: Path, n_chunks: int, *, seed: int = 0, per_file: int = 10) -> None:
    """Markdown files of ``per_file`` sections of ~900 characters: one chunk per section."""
    rng = random.Random(seed)
    vocab = vocabulary()
    folder.mkdir(parents=True, exist_ok=True)

    def sentence() -> str:
        words = rng.choices(vocab, k=rng.randint(8, 16))
        return " ".join(words).capitalize() + "."

    for f in range(math.ceil(n_chunks / per_file)):
        parts = [f"# Document {f}\n"]
        for s in range(min(per_file, n_chunks - f * per_file)):
            body = ""
            while len(body) < 850:
                body += sentence() + (" " if rng.random() < 0.8 else "\n\n")
            parts.append(f"## Section {f}.{s}: {' '.join(rng.choices(vocab, k=3))}\n\n{body.strip()}\n")
        (folder / f"doc{f:05d}.md").write_text("\n".join(parts))


class Recording:
    """Passes calls through and keeps each batch of texts (to replay them as the baseline)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.batches: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.batches.append(list(texts))
        return self.inner.embed(texts)


def p50_ms(fn: Callable[[str], object], queries: Sequence[str]) -> float:
    for q in queries[:5]:
        fn(q)  # warm caches
    times = []
    for q in queries:
        started = time.perf_counter()
        fn(q)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def row(*cells: str) -> None:
    """One Markdown table row (missing trailing cells are left empty)."""
    print("| " + " | ".join([*cells, *[""] * (4 - len(cells))]) + " |")


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def bench_indexing(base: Path, n_chunks: int, embedder_name: str, batch_size: int, rounds: int) -> None:
    """Index vs direct embedding, interleaved in ``rounds`` parts (ABAB) so that a change in
    machine load during the run hits both sides alike."""
    corpus = base / "corpus"
    make_corpus(corpus, n_chunks)
    files = sorted(corpus.glob("*.md"))
    parts = [corpus / f"part{r}" for r in range(rounds)]
    for r, part in enumerate(parts):
        part.mkdir()
        for f in files[r * len(files) // rounds : (r + 1) * len(files) // rounds]:
            f.rename(part / f.name)
    inner = resolve_embedder(embedder_name)
    assert inner is not None, "the indexing benchmark needs an embedder"
    inner.embed(["warm up the model before any timing"])
    import lancedb  # noqa: F401  (one-time imports are not indexing work; the baseline's model is loaded too)
    import pandas  # noqa: F401
    import pyarrow  # noqa: F401

    # The batches the index will send: a dry run with a cheap embedder (same texts and batches).
    batches: list[list[list[str]]] = []
    for r, part in enumerate(parts):
        dry = Recording(HashingEmbedder(inner.dim))
        Index(base / f"dry{r}.lance", embedder=dry, batch_size=batch_size, progress=False).update(part)
        batches.append(dry.batches)

    load_before = os.getloadavg()[0]
    idx = Index(base / "index.lance", embedder=inner, batch_size=batch_size, progress=False)
    index_s = direct_s = embed_inside = 0.0
    chunks = files_added = 0
    for r, part in enumerate(parts):
        for step in ("index", "direct") if r % 2 == 0 else ("direct", "index"):
            started = time.perf_counter()
            if step == "index":
                report = idx.update(part)
                index_s += time.perf_counter() - started
                embed_inside += report.embed_seconds
                chunks, files_added = report.total_chunks, files_added + len(report.added)
            else:
                for batch in batches[r]:
                    inner.embed(batch)
                direct_s += time.perf_counter() - started
    load_after = os.getloadavg()[0]
    overhead = index_s / direct_s - 1
    texts = sum(len(b) for part_batches in batches for b in part_batches)

    started = time.perf_counter()
    same = idx.update(corpus)
    again_s = time.perf_counter() - started
    fresh = Index(base / "index.lance", embedder=inner, batch_size=batch_size, progress=False)
    started = time.perf_counter()
    cold = fresh.update(corpus)
    fresh_s = time.perf_counter() - started
    assert same.embedded == cold.embedded == 0 and texts == chunks

    print(f"\n## Indexing: {chunks} chunks in {files_added} files, {inner.name}")
    print(f"({rounds} interleaved rounds; load average {load_before:.1f} -> {load_after:.1f})")
    row("what", "seconds", "ratio", "target")
    row("---", "---", "---", "---")
    row(f"embedder called directly on the same {texts} texts (baseline)", f"{direct_s:.2f}", "1.00")
    row(
        "index (load, chunk, embed, write, FTS + vector index, compact)",
        f"{index_s:.2f}",
        f"{index_s / direct_s:.3f}",
        f"overhead {overhead:+.1%} <= 10%: {verdict(overhead <= 0.10)}",
    )
    row(
        "of which embedding inside the index",
        f"{embed_inside:.2f}",
        f"{embed_inside / direct_s:.3f}",
    )
    row(
        "of which everything else",
        f"{index_s - embed_inside:.2f}",
        f"{(index_s - embed_inside) / direct_s:.3f}",
    )
    for label, seconds in (("same Index", again_s), ("new Index, state from disk", fresh_s)):
        share = seconds / index_s
        row(
            f"re-index, unchanged corpus ({label})",
            f"{seconds:.3f}",
            f"{share:.4f} of first",
            f"<= 5%: {verdict(share <= 0.05)}",
        )
    print(f"throughput: {chunks / index_s:.1f} chunks/s indexed, {chunks / direct_s:.1f} chunks/s embedded directly")


def bench_queries(base: Path, n_chunks: int, query_embedder: str, n_queries: int) -> None:
    corpus = base / "corpus10k"
    make_corpus(corpus, n_chunks, seed=1)
    if query_embedder == "minilm":
        embedder: Embedder = resolve_embedder("minilm")  # type: ignore[assignment]
        label = "MiniLM vectors"
    else:
        embedder = HashingEmbedder(384)
        label = "384-d hashing vectors (same size as MiniLM)"
    idx = Index(base / "index10k.lance", embedder=embedder, progress=sys.stderr.isatty())
    started = time.perf_counter()
    report = idx.update(corpus)
    build_s = time.perf_counter() - started

    rng = random.Random(7)
    vocab = vocabulary()
    queries = [" ".join(rng.choices(vocab, k=rng.randint(2, 6))) for _ in range(n_queries)]
    tbl = idx._store.chunks()

    def bare_fts(q: str) -> object:
        return (
            tbl.search(q, query_type="fts", fts_columns="search_text")
            .select(["id", "text", "_score"])
            .limit(5)
            .to_arrow()
        )

    bare = p50_ms(bare_fts, queries)
    fts = p50_ms(lambda q: idx.search(q, k=5, mode="fts"), queries)
    vector = p50_ms(lambda q: idx.search(q, k=5, mode="vector"), queries)
    hybrid = p50_ms(lambda q: idx.search(q, k=5, mode="hybrid"), queries)
    print(
        f"\n## Queries: {report.total_chunks} chunks ({label}; built in {build_s:.1f} s), "
        f"{len(queries)} queries, k=5, p50"
    )
    row("query", "p50 ms", "ratio to bare LanceDB FTS", "target")
    row("---", "---", "---", "---")
    row("bare LanceDB FTS query (baseline)", f"{bare:.2f}", "1.00")
    row("idx.search mode=fts", f"{fts:.2f}", f"{fts / bare:.2f}", f"< 30 ms: {verdict(fts < 30)}")
    row("idx.search mode=vector", f"{vector:.2f}", f"{vector / bare:.2f}")
    row(
        "idx.search mode=hybrid",
        f"{hybrid:.2f}",
        f"{hybrid / bare:.2f}",
        f"< 30 ms: {verdict(hybrid < 30)}",
    )
    if query_embedder != "minilm":
        minilm = resolve_embedder("minilm")
        if minilm is None or not getattr(minilm, "available", lambda: True)():
            print("(MiniLM not installed: no query-embedding figure)")
            return
        minilm.embed(["warm up"])
        embed = p50_ms(lambda q: minilm.embed([q]), queries)
        # The real hybrid path with MiniLM embedding each query (FTS overlaps the embedding):
        # an embedder named like the table's, of the same size, that embeds with MiniLM.
        stand_in = Recording(minilm)
        stand_in.name, stand_in.dim = embedder.name, embedder.dim
        real = Index(base / "index10k.lance", embedder=stand_in, progress=False)
        full = p50_ms(lambda q: real.search(q, k=5, mode="hybrid"), queries)
        row("MiniLM query embedding alone", f"{embed:.2f}")
        row(
            "hybrid, MiniLM embedding the query (end to end)",
            f"{full:.2f}",
            f"{full / bare:.2f}",
            f"< 30 ms: {verdict(full < 30)}",
        )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chunks", type=int, default=2000, help="chunks in the indexing corpus (default 2000)")
    parser.add_argument("--embedder", default="minilm", help="embedder for the indexing run (default minilm)")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=4, help="interleaved index/direct rounds")
    parser.add_argument("--query-chunks", type=int, default=10000, help="chunks in the query corpus (default 10000)")
    parser.add_argument("--query-embedder", default="hashing", choices=["hashing", "minilm"])
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--skip-indexing", action="store_true")
    parser.add_argument("--skip-queries", action="store_true")
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore", DeprecationWarning)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        if not args.skip_indexing:
            bench_indexing(base, args.chunks, args.embedder, args.batch_size, args.rounds)
        if not args.skip_queries:
            bench_queries(base, args.query_chunks, args.query_embedder, args.queries)


if __name__ == "__main__":
    main()
