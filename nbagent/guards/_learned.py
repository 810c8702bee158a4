"""The learned screen: a linear model over hashed character n-grams, scored by window.

The weights live in ``screen_model.npz`` next to this module, written by
``screenlab/train_screen.py`` (see there for the corpus and how to regenerate
them). A text is folded and hashed (:mod:`._features`); each position
contributes the weights of the n-grams that start there, and a window's score
is the bias plus the mean contribution over the window, so every window of
every width comes from one cumulative sum. The text's score is its
best window's: a long benign text never adds up to a block, an injection in a
long text is not diluted by it. Long texts are cut into overlapping chunks so
the arrays stay small (numpy's cost is in touching fresh memory).
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import _features as F

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "ALL_SIGNALS",
    "HIDDEN",
    "KERNEL_PATH",
    "MODEL_PATH",
    "PERCENT",
    "ROT13",
    "RUN",
    "Model",
    "WindowScore",
    "kernel",
    "load",
    "scan",
    "score",
    "window_text",
]

MODEL_PATH = Path(__file__).with_name("screen_model.npz")
KERNEL_PATH = Path(__file__).with_name("libnbscreen.so")  # built from _kernel.c by hatch_build.py
KERNEL_ABI = 4
# What else a text holds, found by the kernel in the same pass (each a superset of what the screen's
# slower view then looks for; tests/policy/test_screen_kernel.py has them in Python): a character of
# _views._ANY_HIDDEN; a run _views.decoded_blobs would try to decode (24 or more base64 characters, not all
# of one case, with a digit, + or /; or 24 hex digits); a %-escape; "rot" or "ebg", at most one character,
# then "13" (_views.maybe_rot13)
HIDDEN, RUN, PERCENT, ROT13 = 1, 2, 4, 8
ALL_SIGNALS = HIDDEN | RUN | PERCENT | ROT13  # what the numpy path reports: not known, look
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
    """A text's best window: its score (a logit), the chunk it is in and its span in folded positions.

    ``chars``: the characters of the chunk it spans (from its first folded character to its last), when
    the C kernel scored it; the numpy code leaves it to :func:`window_text` to find.
    """

    score: float
    offset: int
    start: int
    end: int
    chars: tuple[int, int] | None = None


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
                best, start, end = float(s), 0, m
            continue
        starts = np.arange(0, m - width + 1, max(1, width // 4))
        if starts[-1] != m - width:
            starts = np.append(starts, m - width)
        scores = (cum[starts + width] - cum[starts]) / (width - 1)
        k = int(np.argmax(scores))
        if scores[k] > best:
            best, start, end = float(scores[k]), int(starts[k]), int(starts[k]) + width
    return model.bias + best, start, end


@functools.cache
def kernel() -> Any | None:
    """The C kernel's entry point (ctypes), or None when it is not built, not loadable, stale or turned off."""
    if os.environ.get("NBAGENT_SCREEN_KERNEL", "").lower() == "numpy" or not KERNEL_PATH.is_file():
        return None
    try:
        lib = ctypes.CDLL(str(KERNEL_PATH))
        lib.nbagent_screen_source.restype = ctypes.c_char_p
        if lib.nbagent_screen_abi() != KERNEL_ABI or not _same_source(lib.nbagent_screen_source()):
            return None
        fn = lib.nbagent_screen_best
        half = bool(lib.nbagent_screen_half())
    except (OSError, AttributeError):
        return None
    p = ctypes.c_void_p
    fn.argtypes = [ctypes.c_char_p, ctypes.c_int64, p, p, ctypes.c_int, ctypes.c_int, p, ctypes.c_int64, p, p]
    fn.restype = ctypes.c_int
    fn.takes_half = half  # type: ignore[attr-defined]  # half-precision weights (x86 with F16C): same sums, half the lines
    return fn


def _same_source(built_from: bytes) -> bool:
    """Was the library built from the C source next to it? (An editable install does not rebuild the
    library when the source changes; a wheel carries no source, and its library is the one it was built with.)"""
    source = KERNEL_PATH.with_name("_kernel.c")
    if not source.is_file():
        return True
    return built_from.decode("ascii", "replace") == hashlib.sha256(source.read_bytes()).hexdigest()


# id(model) -> (the model, the kernel, (its arrays, their addresses...) or None when the kernel does not take it)
_KERNEL_ARGS: dict[int, tuple[Model, Any, tuple[Any, ...] | None]] = {}


def _kernel_args(model: Model) -> tuple[Any, ...] | None:
    """The model's arrays as the kernel reads them, and their addresses (the model is kept alive with them),
    or None for a model the kernel does not take (the numpy code scores it, and reports its errors)."""
    import numpy as np

    fn = kernel()
    known = _KERNEL_ARGS.get(id(model))
    if known is not None and known[0] is model and known[1] is fn:
        return known[2]
    table = np.ascontiguousarray(model.table, dtype=np.uint16)
    weights = np.ascontiguousarray(model.weights, dtype=np.float32)
    widths = np.ascontiguousarray(model.widths, dtype=np.int64)
    usable = (
        table.shape == (0x10000,)
        and weights.shape == (1 << F.BITS,)  # the hashes index 2**BITS weights, in numpy as in C
        and bool(np.isfinite(weights).all())
        and len(widths) > 0
        and bool((widths >= 2).all())
    )
    # the committed weights are stored in half precision: read as such they are the same floats, in half
    # the memory; weights made by hand that half precision cannot hold exactly stay in float32
    read: npt.NDArray[Any] = weights
    if usable and fn is not None and getattr(fn, "takes_half", False):
        with np.errstate(over="ignore"):
            halves = weights.astype(np.float16)
        if np.array_equal(halves.astype(np.float32), weights):
            read = halves
    half = int(read.dtype == np.float16)
    args = (table, read, widths, table.ctypes.data, read.ctypes.data, half, F.BITS, widths.ctypes.data)
    if len(_KERNEL_ARGS) > 8:  # models made by hand (training, tests): keep the cache small
        _KERNEL_ARGS.clear()
    _KERNEL_ARGS[id(model)] = (model, fn, args if usable else None)
    return args if usable else None


def _best_of(model: Model, chunk: str) -> tuple[float, int, int, int, tuple[int, int] | None]:
    """(score, start, end, signals, characters spanned or None) of the best window of one chunk of text:
    in C when built, else numpy."""
    fn = kernel()
    args = _kernel_args(model) if fn is not None else None  # held until the call returns: keeps the arrays alive
    if fn is not None and args is not None:
        table, weights, half, bits, widths = args[3:]
        raw = chunk.encode("utf-32-le", "surrogatepass")
        found, info = ctypes.c_double(), (ctypes.c_int64 * 5)()
        call = (raw, len(raw) // 4, table, weights, half, bits, widths, len(model.widths), ctypes.byref(found), info)
        if fn(*call) == 0:
            return model.bias + found.value, info[0], info[1], info[2], (info[3], info[4])
    return (*_best(model, F.fold(chunk, model.table)), ALL_SIGNALS, None)


def scan(text: str, model: Model | None = None) -> tuple[WindowScore, int]:
    """The best window of ``text`` under ``model`` (default: the committed one), and its signals
    (``HIDDEN | RUN | ...``: what else the text may hold; all of them when the kernel is not built)."""
    model = model or load()
    best, signals = -math.inf, 0
    where: tuple[int, int, int, tuple[int, int] | None] = (0, 0, 0, None)
    chunks = range(0, max(1, len(text) - OVERLAP), CHUNK - OVERLAP) if len(text) > CHUNK else (0,)
    for offset in chunks:
        s, a, b, found, chars = _best_of(model, text[offset : offset + CHUNK])
        signals |= found
        if s > best:
            best, where = s, (offset, a, b, chars)
    return WindowScore(best, *where), signals


def score(text: str, model: Model | None = None) -> WindowScore:
    """The best window of ``text`` under ``model`` (default: the committed one)."""
    return scan(text, model)[0]


def window_text(text: str, window: WindowScore, model: Model | None = None, margin: int = 0) -> str:
    """The characters of ``text`` that ``window`` covers, and ``margin`` more on each side."""
    piece = text[window.offset : window.offset + CHUNK]
    if window.chars is not None:
        a, b = window.chars
    else:
        import numpy as np

        model = model or load()
        pos = np.nonzero(F.mapped(piece, model.table))[0]
        if not len(pos):
            return piece
        a = int(pos[min(window.start, len(pos) - 1)])
        b = int(pos[min(max(window.start, window.end - 1), len(pos) - 1)]) + 1
    return piece[max(0, a - margin) : b + margin]
