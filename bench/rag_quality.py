"""Retrieval quality: recall@k for full-text, vector and hybrid search on the Python reference.

The corpus is the language reference text that ships with CPython
(``pydoc_data.topics``), one ``.rst`` file per topic; the questions and their
evidence phrases are in ``bench/rag_questions.py``. Prints one table row per
search mode:

- passage recall@k: a top-k chunk contains the evidence phrase;
- topic recall@k: a top-k chunk comes from a topic that contains it;
- MRR: mean reciprocal rank of the first passage hit (0 when none in top k);
- p50 ms: median query time (query embedding included).

    python bench/rag_quality.py                  # MiniLM, all questions (embeds 635 chunks)
    python bench/rag_quality.py --embedder hashing:256 --show-misses
    python bench/rag_quality.py --db /tmp/refdb  # keep the index: a rerun embeds nothing
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from rag_questions import QUESTIONS  # noqa: E402

from nbagent.rag import Index  # noqa: E402

_SPACE = re.compile(r"\s+")


def norm(text: str) -> str:
    return _SPACE.sub(" ", text)


def write_corpus(folder: Path, topics: Iterable[str] | None = None) -> dict[str, str]:
    """Write ``pydoc_data`` topics (all by default) as ``<topic>.rst``; return name -> text."""
    import pydoc_data.topics

    chosen = {k: v for k, v in pydoc_data.topics.topics.items() if topics is None or k in set(topics)}
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in chosen.items():
        path = folder / f"{name}.rst"
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
    return chosen


def gold_topics(evidence: str, texts: dict[str, str]) -> set[str]:
    """Topics whose text contains the evidence phrase."""
    needle = norm(evidence)
    return {name for name, text in texts.items() if needle in norm(text)}


@dataclass
class ModeResult:
    mode: str
    passage_recall: float
    topic_recall: float
    mrr: float
    p50_ms: float
    misses: list[str]


def evaluate(
    idx: Index,
    questions: Sequence[tuple[str, str]],
    texts: dict[str, str],
    *,
    k: int = 5,
    modes: Sequence[str] = ("fts", "vector", "hybrid"),
) -> list[ModeResult]:
    """Score each search mode on ``questions`` against the indexed topics ``texts``."""
    results = []
    for mode in modes:
        passage_hits = topic_hits = 0
        reciprocal: list[float] = []
        times: list[float] = []
        misses: list[str] = []
        for question, evidence in questions:
            gold = gold_topics(evidence, texts)
            started = time.perf_counter()
            df = idx.search(question, k=k, mode=mode)
            times.append(time.perf_counter() - started)
            ranks = [r for r, text in enumerate(df["text"], start=1) if norm(evidence) in norm(text)]
            topics = {Path(p).stem for p in df["source"]}
            passage_hits += bool(ranks)
            topic_hits += bool(topics & gold)
            reciprocal.append(1 / ranks[0] if ranks else 0.0)
            if not ranks:
                got = ", ".join(Path(p).stem for p in df["source"])
                misses.append(f"{question}  [evidence: {evidence!r}; got {got}]")
        n = len(questions)
        results.append(
            ModeResult(
                mode,
                passage_hits / n,
                topic_hits / n,
                sum(reciprocal) / n,
                statistics.median(times) * 1000,
                misses,
            )
        )
    return results


def table(results: Sequence[ModeResult], k: int) -> str:
    lines = [
        f"| mode   | passage recall@{k} | topic recall@{k} | MRR  | p50 ms |",
        "|---|---|---|---|---|",
    ]
    for r in results:
        recalls = f"{r.passage_recall:>15.2f} | {r.topic_recall:>13.2f}"
        lines.append(f"| {r.mode:<6} | {recalls} | {r.mrr:.2f} | {r.p50_ms:6.1f} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--embedder", default="minilm", help="minilm (default), hashing:<dim>, openai:<model>")
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--db", type=Path, help="index folder to keep between runs (default: a temporary one)")
    parser.add_argument("--limit", type=int, help="only the first N questions")
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore", DeprecationWarning)

    with tempfile.TemporaryDirectory() as tmp:
        base = args.db or Path(tmp)
        corpus = base / "corpus"
        texts = write_corpus(corpus)
        idx = Index(base / "index.lance", embedder=args.embedder, progress=sys.stderr.isatty())
        report = idx.update(corpus)
        questions = QUESTIONS[: args.limit] if args.limit else QUESTIONS
        print(
            f"corpus: {len(texts)} topics of the Python language reference (pydoc_data.topics), "
            f"{sum(map(len, texts.values())) // 1000} KB, {report.total_chunks} chunks; "
            f"{len(questions)} questions; embedder {report.embedder}"
        )
        print(f"indexing: {report.seconds:.1f} s ({report.embedded} chunks embedded)\n")
        results = evaluate(idx, questions, texts, k=args.k)
        print(table(results, args.k))
        if args.show_misses:
            for r in results:
                print(f"\n{r.mode} misses ({len(r.misses)}):")
                for miss in r.misses:
                    print("  -", miss)


if __name__ == "__main__":
    main()
