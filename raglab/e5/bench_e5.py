"""Retrieval bench for e5-small (ONNX, raglab/e5) against MiniLM, in one run, through nbagent's real Index.

    python raglab/e5/bench_e5.py MODEL_DIR [--variants original-fp32,enpt-fp32] [--db DIR]

The e5 index is built by ``Index(db, embedder=PassageE5(engine))`` and searched through a second
``Index(db, embedder=QueryE5(engine))`` (same name and dim), so chunks get "passage: " and questions "query: ".
Only aggregate figures are printed: recall@5, topic recall@5, MRR and p50 per mode, for the tuning set and the
held-out set (whose questions and misses are never printed).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT / "bench"), str(ROOT)]

from e5_embedder import E5Onnx, PassageE5, QueryE5  # noqa: E402
from rag_quality import evaluate, question_sets, write_corpus  # noqa: E402

from nbagent.rag import Index  # noqa: E402


def run(label: str, build: Index, search: Index, corpus: Path, texts: dict[str, str], query_embed) -> None:  # type: ignore[no-untyped-def]
    report = build.update(corpus)
    rate = report.embedded / report.seconds if report.seconds else float("nan")
    # query embedding alone, on the tuning questions (p50 of single-text calls)
    tuning = question_sets("tuning")[0][1]
    query_embed(["warm up"])
    times = []
    for q, _ in tuning:
        t = time.perf_counter()
        query_embed([q])
        times.append(time.perf_counter() - t)
    print(
        f"\n## {label}: {report.total_chunks} chunks, embedder {report.embedder}; indexing {report.seconds:.1f} s "
        f"({rate:.1f} chunks/s incl. LanceDB); query embed p50 {statistics.median(times) * 1000:.1f} ms",
        flush=True,
    )
    for name, questions in question_sets("both"):
        for r in evaluate(search, questions, texts):
            print(
                f"| {label} | {name} ({len(questions)}) | {r.mode} | {r.passage_recall:.3f} | {r.topic_recall:.3f} "
                f"| {r.mrr:.3f} | {r.p50_ms:.1f} |",
                flush=True,
            )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("model_dir", type=Path)
    ap.add_argument("--variants", default="original-fp32,enpt-fp32")
    ap.add_argument("--minilm", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--db", type=Path)
    args = ap.parse_args()
    warnings.simplefilter("ignore", DeprecationWarning)
    with tempfile.TemporaryDirectory() as tmp:
        base = args.db or Path(tmp)
        corpus = base / "corpus"
        texts = write_corpus(corpus)
        print("| embedder | set | mode | passage R@5 | topic R@5 | MRR | p50 ms |\n|---|---|---|---|---|---|---|")
        if args.minilm:
            idx = Index(base / "minilm.lance", embedder="minilm", progress=False)
            emb = idx._embedder(for_search=True)
            run("MiniLM", idx, idx, corpus, texts, emb.embed)
        for variant in filter(None, args.variants.split(",")):
            vocab, matmul = variant.split("-")
            engine = E5Onnx(
                args.model_dir / f"e5-small-{vocab}-{matmul}.onnx",
                args.model_dir / f"tokenizer-{vocab}.json",
                variant=f"{vocab}-{matmul}",
            )
            db = base / f"e5-{variant}.lance"
            build = Index(db, embedder=PassageE5(engine), progress=False)
            search = Index(db, embedder=QueryE5(engine), progress=False)
            run(f"e5 {variant}", build, search, corpus, texts, QueryE5(engine).embed)


if __name__ == "__main__":
    main()
