"""The real all-MiniLM-L6-v2 (the default ONNX embedder, offline, no torch): meaning search, a recall check."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from nbagent.rag import Index, OnnxMiniLMEmbedder, default_embedder

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore::DeprecationWarning")]

BENCH = Path(__file__).resolve().parents[2] / "bench"

SUBSET_TOPICS = [
    "assert",
    "typesmapping",
    "comparisons",
    "booleans",
    "integers",
    "bltin-null-object",
    "raise",
    "import",
    "for",
    "unary",
    "binary",
    "return",
    "truth",
    "while",
    "if",
    "del",
    "pass",
    "global",
    "lambda",
    "yield",
    "lists",
    "dict",
]


def _bench_module(name: str) -> object:
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


def test_minilm_is_the_default_when_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NBAGENT_EMBEDDER", raising=False)
    embedder = default_embedder()
    assert isinstance(embedder, OnnxMiniLMEmbedder) and embedder.dim == 384
    assert embedder.name == "sentence-transformers/all-MiniLM-L6-v2"  # the name existing indexes recorded


def test_vector_search_finds_meaning_without_shared_words(tmp_path: Path, minilm: OnnxMiniLMEmbedder) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "kitchen.md").write_text(
        "# Kitchen\n\nPreheat the oven, knead the dough and let it rise before baking the loaf.\n"
    )
    (docs / "sky.md").write_text("# Sky\n\nTelescopes reveal distant galaxies, nebulae and the rings of Saturn.\n")
    (docs / "money.md").write_text(
        "# Money\n\nDiversify investments and keep an emergency fund in a savings account.\n"
    )
    idx = Index(tmp_path / "db", embedder=minilm, progress=False)
    report = idx.update(docs)
    assert report.embedder == "sentence-transformers/all-MiniLM-L6-v2" and report.embedded == 3
    query = "making bread at home"  # no word in common with the kitchen text
    assert idx.search(query, k=3, mode="fts").empty
    assert Path(idx.search(query, k=1, mode="vector").iloc[0]["path"]).name == "kitchen.md"
    assert Path(idx.search("stargazing equipment", k=1).iloc[0]["path"]).name == "sky.md"  # auto = hybrid
    # A fresh Index on the same folder re-creates MiniLM (ONNX) from the recorded name (no rebuild).
    again = Index(tmp_path / "db", progress=False).update(docs)
    assert not again.rebuilt and again.embedded == 0


def test_recall_on_a_subset_of_the_python_reference(tmp_path: Path, minilm: OnnxMiniLMEmbedder) -> None:
    quality = _bench_module("rag_quality")
    texts = quality.write_corpus(tmp_path / "corpus", SUBSET_TOPICS)  # type: ignore[attr-defined]
    questions = [(q, e) for q, e in quality.QUESTIONS if quality.gold_topics(e, texts)]  # type: ignore[attr-defined]
    assert len(questions) >= 15
    idx = Index(tmp_path / "db", embedder=minilm, progress=False)
    idx.update(tmp_path / "corpus")
    results = {r.mode: r for r in quality.evaluate(idx, questions, texts, k=5)}  # type: ignore[attr-defined]
    summary = {mode: round(r.passage_recall, 2) for mode, r in results.items()}
    assert results["hybrid"].passage_recall >= 0.75, summary
    assert results["fts"].passage_recall >= 0.7, summary
    assert results["vector"].passage_recall >= 0.4, summary
