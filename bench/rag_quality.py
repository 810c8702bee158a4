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
    python bench/rag_quality.py --questions both # tuning set, then the held-out set

Question sets: ``tuning`` (``bench/rag_questions.py``, what search changes are tuned on) and
``heldout`` (``bench/rag_heldout.py``, written apart and only ever scored: its misses are never
printed, ``--show-misses`` lists the tuning set's only).
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
    parser.add_argument(
        "--show-misses", action="store_true", help="list the tuning set's misses (never the held-out's)"
    )
    parser.add_argument(
        "--questions",
        choices=("tuning", "heldout", "both"),
        default="tuning",
        help="tuning (bench/rag_questions.py, default), heldout (bench/rag_heldout.py) or both",
    )
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore", DeprecationWarning)

    with tempfile.TemporaryDirectory() as tmp:
        base = args.db or Path(tmp)
        corpus = base / "corpus"
        texts = write_corpus(corpus)
        idx = Index(base / "index.lance", embedder=args.embedder, progress=sys.stderr.isatty())
        report = idx.update(corpus)
        sets = question_sets(args.questions, args.limit)
        counts = ", ".join(f"{len(qs)} {name}" for name, qs in sets)
        print(
            f"corpus: {len(texts)} topics of the Python language reference (pydoc_data.topics), "
            f"{sum(map(len, texts.values())) // 1000} KB, {report.total_chunks} chunks; "
            f"questions: {counts}; embedder {report.embedder}"
        )
        print(f"indexing: {report.seconds:.1f} s ({report.embedded} chunks embedded)")
        for name, questions in sets:
            results = evaluate(idx, questions, texts, k=args.k)
            print(f"\n{name} set ({len(questions)} questions)\n")
            print(table(results, args.k))
            if args.show_misses and name == "tuning":  # held-out misses stay unseen: no tuning on them
                for r in results:
                    print(f"\n{r.mode} misses ({len(r.misses)}):")
                    for miss in r.misses:
                        print("  -", miss)


def question_sets(which: str, limit: int | None = None) -> list[tuple[str, list[tuple[str, str]]]]:
    """``[(name, questions)]`` for ``--questions``; the held-out set is imported only when asked for."""
    sets: list[tuple[str, list[tuple[str, str]]]] = []
    if which in ("tuning", "both"):
        sets.append(("tuning", list(QUESTIONS)))
    if which in ("heldout", "both"):
        try:
            from rag_heldout import HELDOUT
        except ImportError:
            raise SystemExit("bench/rag_heldout.py (list HELDOUT) is not there yet") from None
        sets.append(("heldout", list(HELDOUT)))
    return [(name, qs[:limit] if limit else qs) for name, qs in sets]


if __name__ == "__main__":
    main()
