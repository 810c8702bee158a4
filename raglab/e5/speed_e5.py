"""Query latency and batch throughput: MiniLM (nbagent's ONNX embedder) against the e5 ONNX variants, one process.

    python raglab/e5/speed_e5.py MODEL_DIR [--variants original-fp32,original-nbits,original-nbits4,enpt-fp32]

Queries: 8 questions written here, each embedded alone 5 times (p50). Chunks: 96 pydoc_data paragraphs of
400-1500 characters, batches of 32, best of 2 passes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from e5_embedder import E5Onnx  # noqa: E402
from fidelity import QUESTIONS  # noqa: E402


def measure(
    label: str,
    size_mb: float,
    load_s: float,
    query: Callable[[str], object],
    batch: Callable[[list[str]], object],
    chunks: list[str],
) -> None:
    query("warm up")
    times = []
    for _ in range(5):
        for q in QUESTIONS[:8]:
            t = time.perf_counter()
            query(q)
            times.append(time.perf_counter() - t)
    rates = []
    for _ in range(2):
        t = time.perf_counter()
        batch(chunks)
        rates.append(len(chunks) / (time.perf_counter() - t))
    print(
        f"| {label} | {size_mb:.1f} | {load_s:.2f} | {statistics.median(times) * 1000:.1f} | {max(rates):.1f} |",
        flush=True,
    )


def main() -> None:
    import pydoc_data.topics

    from nbagent.rag.embedders import OnnxMiniLMEmbedder

    ap = argparse.ArgumentParser()
    ap.add_argument("model_dir", type=Path)
    ap.add_argument("--variants", default="original-fp32,original-nbits,original-nbits4,enpt-fp32")
    args = ap.parse_args()
    paras = [p for t in pydoc_data.topics.topics.values() for p in t.split("\n\n") if 400 <= len(p) <= 1500]
    chunks = paras[:: max(1, len(paras) // 96)][:96]
    print(f"{len(chunks)} chunks, mean {sum(map(len, chunks)) / len(chunks):.0f} chars")
    print("| model | file MB | session s | query p50 ms | chunks/s (batch 32) |\n|---|---|---|---|---|")
    t = time.perf_counter()
    mini = OnnxMiniLMEmbedder()
    mini.embed(["load"])
    from nbagent.rag._minilm_onnx import MODEL_FILE, MODELS_DIR

    measure(
        "MiniLM-L6 fp32 (nbagent ONNX)",
        (MODELS_DIR / MODEL_FILE).stat().st_size / 1e6,
        time.perf_counter() - t,
        lambda q: mini.embed([q]),
        mini.embed,
        chunks,
    )
    for variant in filter(None, args.variants.split(",")):
        vocab, matmul = variant.split("-")
        path = args.model_dir / f"e5-small-{vocab}-{matmul}.onnx"
        t = time.perf_counter()
        e5 = E5Onnx(path, args.model_dir / f"tokenizer-{vocab}.json", variant=variant)
        load = time.perf_counter() - t
        measure(
            f"e5-small {variant}",
            path.stat().st_size / 1e6,
            load,
            lambda q, e5=e5: e5.encode([q], True),
            lambda ts, e5=e5: e5.encode(ts, False),
            chunks,
        )


if __name__ == "__main__":
    main()
