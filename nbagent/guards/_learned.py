"""The learned screen: a linear model over hashed character n-grams, scored by window.

The weights live in ``screen_model.npz`` next to this module, written by
``scripts/train_screen.py`` (see there for the corpus and how to regenerate
them). A text is folded and hashed (:mod:`._features`); each position
contributes the weights of the n-grams that start there, and a window's score
is the bias plus the mean contribution over the window, so every window of
every width comes from one cumulative sum. The text's score is its
best window's: a long benign text never adds up to a block, an injection in a
long text is not diluted by it. Long texts are cut into overlapping chunks so
the arrays stay small (numpy's cost is in touching fresh memory).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import _features as F

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["MODEL_PATH", "Model", "WindowScore", "load", "score", "window_text"]

MODEL_PATH = Path(__file__).with_name("screen_model.npz")
CHUNK = 16_384  # characters per chunk of a long text: small arrays stay in the CPU cache
OVERLAP = 2_048  # characters shared by neighbouring chunks: more than a window covers in ordinary text


@dataclass(frozen=True, slots=True)
class Model:
    """Weights, bias, the folding table, window widths and the blocking threshold."""

    weights: npt.NDArray[np.float32]
    bias: float
    table: npt.NDArray[np.uint16]
    widths: tuple[int, ...]
    threshold: float

    @classmethod
    def from_arrays(cls, arrays: dict[str, Any]) -> Model:
        """A model from the arrays of a ``screen_model.npz``."""
        import numpy as np

        return cls(
            weights=np.asarray(arrays["weights"], dtype=np.float32),
            bias=float(arrays["bias"]),
            table=np.asarray(arrays["table"], dtype=np.uint16),
            widths=tuple(int(w) for w in arrays["widths"]),
            threshold=float(arrays["threshold"]),
        )


@dataclass(frozen=True, slots=True)
class WindowScore:
    """A text's best window: its score (a logit), the chunk it is in and its span in folded positions."""

    score: float
    offset: int
    start: int
    end: int


@functools.cache
def load(path: Path = MODEL_PATH) -> Model:
    """The committed model (loaded once per process)."""
    import numpy as np

    with np.load(path) as data:
        return Model.from_arrays(dict(data))


def _contributions(model: Model, folded: npt.NDArray[np.uint32]) -> npt.NDArray[np.float32]:
    """Per position, the summed weights of the n-grams starting there.

    The same hashes as :func:`._features.hashed_ngrams` (which training uses), computed in
    place: fewer fresh arrays is most of the speed.
    """
    import numpy as np

    x = folded.astype(np.uint64)
    m = len(x)
    contrib = np.zeros(m, dtype=np.float32)
    h = x.copy()
    tmp = np.empty(m, dtype=np.uint64)
    mul, step, shift = np.uint64(F.MUL), np.uint64(F.STEP), np.uint64(64 - F.BITS)
    for n in range(2, max(F.NGRAMS) + 1):
        k = m - n + 1
        if k <= 0:
            break
        np.multiply(h[:k], step, out=h[:k])
        np.add(h[:k], x[n - 1 :], out=h[:k])
        if n in F.NGRAMS:
            np.add(h[:k], np.uint64(n), out=tmp[:k])
            np.multiply(tmp[:k], mul, out=tmp[:k])
            np.right_shift(tmp[:k], shift, out=tmp[:k])
            contrib[:k] += model.weights[tmp[:k]]
    return contrib


def _best(model: Model, folded: npt.NDArray[np.uint32]) -> tuple[float, int, int]:
    """(score, start, end) of the best window, in folded positions."""
    import numpy as np

    m = len(folded)
    if m < 2:
        return -math.inf, 0, m
    cum = np.concatenate(([0.0], np.cumsum(_contributions(model, folded), dtype=np.float64)))
    best, start, end = -math.inf, 0, m
    for width in model.widths:
        if m <= width:
            s = cum[m] / max(1, m - 1)
            if s > best:
                best, start, end = s, 0, m
            continue
        starts = np.arange(0, m - width + 1, max(1, width // 4))
        if starts[-1] != m - width:
            starts = np.append(starts, m - width)
        scores = (cum[starts + width] - cum[starts]) / (width - 1)
        k = int(np.argmax(scores))
        if scores[k] > best:
            best, start, end = float(scores[k]), int(starts[k]), int(starts[k]) + width
    return model.bias + best, start, end


def score(text: str, model: Model | None = None) -> WindowScore:
    """The best window of ``text`` under ``model`` (default: the committed one)."""
    model = model or load()
    best, where = -math.inf, (0, 0, 0)
    chunks = range(0, max(1, len(text) - OVERLAP), CHUNK - OVERLAP) if len(text) > CHUNK else (0,)
    for offset in chunks:
        s, a, b = _best(model, F.fold(text[offset : offset + CHUNK], model.table))
        if s > best:
            best, where = s, (offset, a, b)
    offset, a, b = where
    return WindowScore(best, offset, a, b)


def window_text(text: str, window: WindowScore, model: Model | None = None, margin: int = 0) -> str:
    """The characters of ``text`` that ``window`` covers, and ``margin`` more on each side."""
    import numpy as np

    model = model or load()
    piece = text[window.offset : window.offset + CHUNK]
    pos = np.nonzero(F.mapped(piece, model.table))[0]
    if not len(pos):
        return piece
    a = int(pos[min(window.start, len(pos) - 1)])
    b = int(pos[min(max(window.start, window.end - 1), len(pos) - 1)]) + 1
    return piece[max(0, a - margin) : b + margin]
