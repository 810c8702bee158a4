"""Text -> hashed character n-grams, vectorised with numpy (shared by the screen and its training script).

The text is first folded to a stream of code points that obfuscation cannot
easily change: lower case, accents and compatibility forms removed (NFKC /
NFKD), lookalike Cyrillic and Greek letters mapped to Latin, leet digits
mapped to letters (``1gn0r3`` -> ``ignore``), Unicode tag characters mapped to
the ASCII they smuggle, and whitespace, zero-width characters and most
punctuation dropped, so ``i g n o r e``, ``ig-no-re`` and ``ig\u200bnore`` all
read ``ignore``. The characters that give markup its shape (``< > / [ ] ( ) !
| { } = ? & # : @ $ % `` and backquote) stay.

Each position then gets one hashed index per n-gram length (2 to 5); a
linear model scores a stretch of text as the mean of its n-gram weights, so
the score of every window comes from one cumulative sum.

numpy is imported by the functions that need it, never at module import.
"""

from __future__ import annotations

import functools
import unicodedata
from typing import TYPE_CHECKING, Any

from ..boundary._lookalikes import LOOKALIKES

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["BITS", "NGRAMS", "build_table", "fold", "hashed_ngrams", "long_runs", "mapped", "ngram_counts"]

BITS = 18  # 2**18 hashed features
NGRAMS = (2, 3, 4, 5)
_KEEP_PUNCT = "<>/[]()!|{}=?&#:@$%`"
_LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t"}
# Lookalike letters read as Latin: the shipped weights were trained with these letters of the one table
# (nbagent.boundary._lookalikes) folded, so the folding stays exactly that until the model is retrained
# (test_the_folding_table_is_the_one_the_code_builds); retraining may use all of LOOKALIKES.
_TRAINED_WITH = "авсԁеһіјкмнорԛѕтухԝӏɡαεινορτυχγηωıɑօսցո"
_TO_LATIN = {ch: LOOKALIKES[ch] for ch in _TRAINED_WITH}
MUL = 0x9E3779B97F4A7C15  # multiplicative hashing (Knuth): the top BITS bits of h * _MUL
STEP = 0x100000001B3


def build_table() -> Any:
    """Code point (< 0x10000) -> folded code point, 0 for dropped (~0.5 s: the model file stores the result)."""
    import numpy as np

    table = np.zeros(0x10000, dtype=np.uint16)
    for cp in range(0x10000):
        ch = chr(cp)
        if 0xD800 <= cp < 0xE000:
            continue
        cat = unicodedata.category(ch)
        if cat[0] in "ZC":  # spaces, controls, format characters (zero-width, bidi), unassigned
            continue
        if ch in _LEET:
            table[cp] = ord(_LEET[ch])
            continue
        if cp < 0x80:
            if ch.isalnum() or ch in _KEEP_PUNCT:
                table[cp] = ord(ch.lower())
            continue
        form = unicodedata.normalize("NFKC", ch).lower()
        if len(form) != 1:
            form = unicodedata.normalize("NFKD", ch).lower()
        if cp < 0x2000 or cp >= 0xFF00:  # Latin, Greek, Cyrillic, fullwidth: accents dropped
            base = "".join(c for c in unicodedata.normalize("NFKD", form) if not unicodedata.combining(c))
        else:
            base = form
        if not base:
            continue
        first = base[0]
        first = _TO_LATIN.get(first, first)
        if ord(first) < 0x80:
            if first in _LEET:
                first = _LEET[first]
            if not (first.isalnum() or first in _KEEP_PUNCT):
                continue
        elif unicodedata.category(first)[0] in "PSZC" and cp not in (0x3002, 0xFF01, 0xFF1F):
            continue  # punctuation and symbols of other scripts carry little; keep 。！？
        if ord(first) <= 0xFFFF:
            table[cp] = ord(first)
    return table


def mapped(text: str, table: npt.NDArray[np.uint16]) -> npt.NDArray[np.uint32]:
    """Each character of ``text`` folded (0 where dropped); :func:`fold` keeps the non-zero ones."""
    import numpy as np

    cps = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    if cps.size and int(cps.max()) >= 0x10000:
        tags = (cps >= 0xE0020) & (cps <= 0xE007E)
        cps = np.where(tags, cps - 0xE0000, cps)  # "ASCII smuggling": tag characters read as ASCII
        low = cps < 0x10000
        out = np.where(low, table[np.where(low, cps, 0)], cps)
        out[(cps >= 0xE0000) & (cps < 0xE1000)] = 0  # other tag characters and variation selectors
        return np.asarray(out, dtype=np.uint32)
    return np.asarray(table[cps], dtype=np.uint32)


def fold(text: str, table: npt.NDArray[np.uint16]) -> npt.NDArray[np.uint32]:
    """The folded code-point stream of ``text`` (see the module docstring); ``table`` from :func:`build_table`."""
    out = mapped(text, table)
    kept: npt.NDArray[np.uint32] = out[out != 0]
    return kept


def hashed_ngrams(folded: npt.NDArray[np.uint32]) -> list[npt.NDArray[np.int64]]:
    """One array of feature indexes per n in ``NGRAMS``; element i is the n-gram starting at i."""
    import numpy as np

    x = folded.astype(np.uint64)
    out: list[npt.NDArray[np.int64]] = []
    h = x
    mul, step, shift = np.uint64(MUL), np.uint64(STEP), np.uint64(64 - BITS)
    for n in range(2, max(NGRAMS) + 1):
        if len(x) < n:
            break
        h = h[:-1] * step + x[n - 1 :]
        if n in NGRAMS:
            salted = (h + np.uint64(n)) * mul
            out.append((salted >> shift).astype(np.int64))
    return out


def ngram_counts(folded: npt.NDArray[np.uint32]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
    """(feature indexes, values) of one folded stretch as a training row: n-gram counts / number of positions."""
    import numpy as np

    grams = hashed_ngrams(folded)
    if not grams:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    idx, counts = np.unique(np.concatenate(grams), return_counts=True)
    return idx, (counts / len(grams[0])).astype(np.float32)


_RUN_ALPHABET = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-=")


def long_runs(text: str, min_len: int = 24) -> list[str]:
    """The runs of at least ``min_len`` base64 / hex characters, each with the character before it:
    where an encoded payload could be (a cheap test that spares the regular expressions most texts).

    Works on the UTF-8 bytes (cheaper to make than code points): the alphabet is ASCII, so every
    byte of a multi-byte character ends a run.
    """
    import numpy as np

    raw = text.encode("utf-8", "surrogatepass")
    if _any_run(min_len).search(raw) is None:  # most texts have no run: one linear-time pass says so
        return []
    inside = np.zeros(len(raw) + 2, dtype=np.int8)
    inside[1:-1] = _run_table()[np.frombuffer(raw, dtype=np.uint8)]
    edges = np.flatnonzero(np.diff(inside))
    starts, ends = edges[::2], edges[1::2]
    keep = ends - starts >= min_len
    return [raw[max(0, a - 1) : b].decode("utf-8", "replace") for a, b in zip(starts[keep], ends[keep], strict=True)]


@functools.cache
def _any_run(min_len: int) -> Any:
    import re2

    return re2.compile(b"[A-Za-z0-9+/_=-]{%d}" % min_len)


_RUN_TABLE: list[Any] = []


def _run_table() -> Any:
    import numpy as np

    if not _RUN_TABLE:
        _RUN_TABLE.append(np.array([c in _RUN_ALPHABET for c in range(256)], dtype=np.int8))
    return _RUN_TABLE[0]
