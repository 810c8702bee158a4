"""Ways to look at a tool output so obfuscation does not hide an injection.

- ``normalized``: NFKC, invisible characters removed, lookalike letters mapped
  to ASCII, lower case, whitespace collapsed.
- ``joined``: runs of spaced-out letters joined (``i g n o r e`` -> ``ignore``).
- ``unleet``: digits and symbols used as letters mapped back (``1gn0r3``).
- hidden characters: zero-width, bidi controls, Unicode tag characters
  (which also carry a decoded ASCII message, "ASCII smuggling").
- encoded blobs: base64, hex and %-encoding that decode to readable text.
"""

from __future__ import annotations

import binascii
import functools
import re
import unicodedata
import urllib.parse
from typing import TYPE_CHECKING

from ..boundary._lookalikes import LOOKALIKES, TO_LATIN
from ._twins import WORD, RE2Regex, re2_options, twin

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "collapsed",
    "decoded_blobs",
    "fake_turns",
    "folded",
    "hidden_characters",
    "joined",
    "normalized",
    "unescaped",
    "unleet",
]

_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]")
_TAGS = re.compile("[\U000e0000-\U000e007f]")
_ZW = "\u200b\u200c\u200d\u2060\ufeff\u180e"
_WS = re.compile(r"\s+")
_LATIN_LETTER = re.compile(r"[A-Za-z]")


_NEEDS_LATIN = re.compile("[" + re.escape("".join(sorted(LOOKALIKES))) + "]")


def folded(text: str) -> str:
    """Lower-case, lookalike-free, invisible-free text (whitespace kept)."""
    if text.isascii():
        return text.lower()
    t = text if unicodedata.is_normalized("NFKC", text) else unicodedata.normalize("NFKC", text)
    t = _INVISIBLE.sub("", t)
    if _NEEDS_LATIN.search(t):  # before lower-casing too: some capitals look Latin but their small letter does not
        t = to_latin(t)
    t = t.lower()
    return to_latin(t) if _NEEDS_LATIN.search(t) else t


def to_latin(text: str) -> str:
    """``text.translate(TO_LATIN)``; over a paragraph or more through a table in numpy, about three times
    faster (``str.translate`` looks each character of a non-ASCII text up in a dict)."""
    table = _latin_table() if len(text) >= 200 else None
    if table is None:
        return text.translate(TO_LATIN)
    import numpy as np

    points = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    mapped = np.where(points < 0x10000, table[np.minimum(points, 0xFFFF)], points)
    return mapped.tobytes().decode("utf-32-le", "surrogatepass")


@functools.cache
def _latin_table() -> npt.NDArray[np.uint32] | None:
    """TO_LATIN as a table over the Basic Multilingual Plane, or None when it does not fit one (a lookalike
    outside the BMP, or one mapped to more than one letter: str.translate then does it all)."""
    import numpy as np

    if any(point >= 0x10000 or not isinstance(latin, str) or len(latin) != 1 for point, latin in TO_LATIN.items()):
        return None
    table = np.arange(0x10000, dtype=np.uint32)
    for point, latin in TO_LATIN.items():
        table[point] = ord(latin)
    return table


def normalized(text: str, folded_text: str | None = None) -> str:
    """:func:`folded` with whitespace collapsed to single spaces."""
    return collapsed(folded(text) if folded_text is None else folded_text)


def collapsed(text: str) -> str:
    """``_WS.sub(" ", text)``, several times faster: ``str.split`` and ``\\s`` know the same whitespace
    (``str.isspace``); only the ends need care, where the regex leaves one space and ``split`` none."""
    core = " ".join(text.split())
    if not core:
        return " " if text else ""
    return (" " if text[0].isspace() else "") + core + (" " if text[-1].isspace() else "")


_ESCAPES = re.compile(r"\\[nrt\"/]")


def unescaped(text: str) -> str | None:
    """JSON / string escapes undone (``\\n`` -> newline), or None when there are none."""
    if "\\" not in text or not _ESCAPES.search(text):
        return None
    table = {"n": "\n", "r": "\n", "t": "\t", '"': '"', "/": "/", "\\": "\\"}
    return _ESCAPES.sub(lambda m: table[m.group(0)[1]], text)


_TURN = re.compile(r"(system|assistant|human|user|ai|model)\s*:")
_LINE_START = re.compile(r"(?:^|\n)[ \t>*_\"']*$")


def fake_turns(text: str, near: int = 2000) -> list[tuple[int, str, float]]:
    """(offset, label, weight) for lines that start like chat turns (give lower-cased text).

    Two different roles close together (one of them assistant / system / ai /
    model) make a fake conversation; a lone assistant or system line is weak.
    """
    gate = _turn_twin()
    if gate is not None and gate.search(utf8(text)) is None:
        return []  # no role name before a colon anywhere (one linear-time pass says so)
    turns = [
        (m.start(), m.group(1))
        for m in _TURN.finditer(text)
        if _LINE_START.search(text, max(0, m.start() - 12), m.start())
    ]
    hits: list[tuple[int, str, float]] = []
    for i, (pos, role) in enumerate(turns):
        others = {r for p, r in turns[i + 1 :] if p - pos <= near and r != role}
        if others and ({role} | others) & {"assistant", "system", "ai", "model"}:
            hits.append((pos, "fake conversation turns", 1.0))
        elif role in ("assistant", "system"):
            hits.append((pos, "fake conversation turn", 0.5))
    return hits


@functools.cache
def _turn_twin() -> RE2Regex | None:
    """The RE2 twin of ``_TURN`` (compiled), or None when it has none."""
    import re2

    regex = twin(_TURN.pattern)
    if regex is None:
        return None
    compiled: RE2Regex = re2.compile(regex, re2_options())
    return compiled


# single letters separated by up to four spaces or punctuation, at least four in a row
_SPACED = re.compile(r"(?<!\w)(?:\w[ .\-_*|/\\]{1,4}){3,}\w(?!\w)")


def joined(text: str, context: int = 200) -> list[tuple[int, str]]:
    """Stretches of ``text`` around spaced-out letters, with the letters joined.

    ``i g n o r e   a l l`` -> ``ignore all``. Returns ``(offset, text)`` pieces
    (``context`` characters either side of each run), nothing when there are no
    runs. Give it text whose whitespace is not collapsed: a gap of two or more
    spaces (or punctuation plus a space) separates words, a single separator
    joins letters.
    """
    pieces: list[tuple[int, str]] = []
    if _linear("spaced").search(utf8(text)) is None:
        return pieces  # no four single letters in a row: _SPACED cannot match (RE2 finds that in linear time)
    for m in _SPACED.finditer(text):
        run = m.group(0)
        if max(len(w) for w in re.split(r"[ .\-_*|/\\]+", run)) > 1:
            continue  # whole words with single separators: ordinary text
        words = re.split(r"\s{2,}|[.\-_*|/\\]\s+|\s+[.\-_*|/\\]\s*", run)
        fixed = " ".join(re.sub(r"[ .\-_*|/\\]", "", w) for w in words)
        start = max(0, m.start() - context)
        piece = text[start : m.start()] + fixed + text[m.end() : m.end() + context]
        pieces.append((start, _WS.sub(" ", piece)))
        if len(pieces) >= 50:
            break
    return pieces


_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i"})
# the same on UTF-8 (every character it maps, and maps to, is ASCII)
_LEET_BYTES = bytes.maketrans(bytes(_LEET), "".join(str(v) for v in _LEET.values()).encode("ascii"))
_LEET_WORD = re.compile(r"\b(?=\w*[a-z])(?=\w*[013457])[a-z013457@$!]{3,}\b")


def unleet(norm: str, context: int = 200) -> list[tuple[int, str]]:
    """Stretches of normalized text around words mixing letters and leet digits, mapped back
    to letters (``1gn0r3`` -> ``ignore``), as ``(offset, text)`` pieces."""
    pieces: list[tuple[int, str]] = []
    if _linear("leet").search(utf8(norm)) is None:
        return pieces  # no letter next to a leet digit: the slower regex below cannot match
    last_end = -1
    for m in _LEET_WORD.finditer(norm):
        if m.start() < last_end:
            continue
        start, end = max(0, m.start() - context), min(len(norm), m.end() + context)
        pieces.append((start, norm[start:end].translate(_LEET)))
        last_end = end
        if len(pieces) >= 50:
            break
    return pieces


def unleet_all(norm: str) -> bytes:
    """All of ``norm`` as UTF-8 with every leet character mapped back: each :func:`unleet` piece is a slice of it."""
    return utf8(norm).translate(_LEET_BYTES)


def utf8(text: str) -> bytes:
    """``text`` as UTF-8 for RE2 (a lone surrogate, possible in a tool output, kept as its three bytes).

    A short text is encoded once however many of the screen's RE2 passes read it (the views are read by two or
    three); :func:`forget` drops the encodings when a screen is done (they are copies of a tool's output).
    """
    return _utf8_short(text) if len(text) <= 4_000 else text.encode("utf-8", "surrogatepass")


@functools.lru_cache(maxsize=8)
def _utf8_short(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def forget() -> None:
    """Drop the encodings :func:`utf8` keeps, and the texts they are keyed by."""
    _utf8_short.cache_clear()


# any character hidden_characters() could report on: one fast scan spares its several regexes
_ANY_HIDDEN = re.compile("[\u200b-\u200d\u202d\u202e\u2060\ufeff\u180e\U000e0000-\U000e007f]")


def hidden_characters(text: str) -> tuple[list[tuple[str, float]], str | None]:
    """Findings about invisible characters, and the ASCII text smuggled in tag characters (if any)."""
    if text.isascii() or not _ANY_HIDDEN.search(text):
        return [], None
    findings: list[tuple[str, float]] = []
    tags = _TAGS.findall(text)
    smuggled = None
    if len(tags) >= 4:
        findings.append(("hidden text in Unicode tag characters", 1.0))
        smuggled = "".join(chr(ord(ch) - 0xE0000) for ch in tags if 0xE0020 <= ord(ch) <= 0xE007E)
    if re.search("[\u202d\u202e]", text):
        findings.append(("bidi override characters (text displayed reversed)", 1.0))
    if re.search(f"[{_ZW}]{{8,}}", text):
        findings.append(("long run of zero-width characters (hidden data)", 1.0))
    # zero-width characters inside Latin words hide words from people and naive filters;
    # ZWJ in emoji and ZWNJ in Persian/Indic words are normal and not counted
    inside = len(re.findall(f"[A-Za-z][{_ZW}]+(?=[A-Za-z])", text))
    if inside >= 3:
        findings.append(("zero-width characters inside words", 0.7))
    return findings, smuggled


_B64 = re.compile(r"[A-Za-z0-9+/_-]{24,}={0,2}")
_B64_CHAR = re.compile(r"[A-Za-z0-9+/_-]")
_B64_MARK = re.compile(r"[0-9+/]")
_HEX = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Fa-f])")
_PCT = re.compile(r"(?:%[0-9A-Fa-f]{2}[^%\s]{0,3}){6,}")


def _readable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 12:
        return None
    printable = sum(ch.isprintable() or ch in "\n\t" for ch in text)
    letters = sum(ch.isalpha() for ch in text)
    if printable / len(text) < 0.95 or letters / len(text) < 0.5 or " " not in text:
        return None
    return text


def decoded_blobs(text: str, limit: int = 20, *, runs: bool = True, percent: bool = True) -> list[tuple[str, str]]:
    """(encoding, decoded text) for base64 / hex / %-encoded runs that decode to readable text.

    ``runs=False`` skips base64 and hex, ``percent=False`` skips %-encoding.
    """
    out: list[tuple[str, str]] = []
    for m in _B64.finditer(text if runs else ""):
        blob = m.group(0)
        if m.start() > 0 and _B64_CHAR.match(text, m.start() - 1):
            continue
        # base64 of text mixes upper and lower case with digits or + /; identifiers and words do not
        if blob.islower() or blob.isupper() or not _B64_MARK.search(blob):
            continue
        raw = blob.replace("-", "+").replace("_", "/").rstrip("=")
        if len(raw) % 4 == 1:
            continue  # no base64: one character over a multiple of four
        # what base64.b64decode(..., validate=True) does, without its regex: raw holds the alphabet only
        data = binascii.a2b_base64(raw + "=" * (-len(raw) % 4))
        decoded = _readable(data)
        if decoded:
            out.append(("base64", decoded))
        if len(out) >= limit:
            return out
    for m in _HEX.finditer(text if runs else ""):
        decoded = _readable(bytes.fromhex(m.group(0)))
        if decoded:
            out.append(("hex", decoded))
    if percent and "%" in text and (_maybe_percent(text) or text.count("%20") >= 3):
        decoded = urllib.parse.unquote(text)
        if decoded != text:
            out.append(("percent-encoding", decoded))
    return out[:limit]


# RE2 twins of slow Python regexes, each matching a superset of its twin (RE2's \s is ASCII only, so
# ``[^%\s]`` admits more; ``.?`` admits any separator; ``leet`` asks only for a letter next to a digit):
# no RE2 match means no Python match, found in linear time
_TWINS = {
    "pct": r"(?:%[0-9A-Fa-f]{2}[^%\s]{0,3}){6,}",
    "rot13": r"(?i)(?:rot|ebg)(?s:.)?13",
    # a _LEET_WORD match is a run of [a-z013457@$!] holding a letter and a digit
    "leet": r"[a-z][a-z013457@$!]*[013457]|[013457][a-z013457@$!]*[a-z]",
    # _SPACED without its lookarounds: four word characters with separators between them (every character
    # Python's \w matches is in WORD, checked over all of Unicode by a test)
    "spaced": rf"[{WORD}](?:[ .\-_*|/\\]{{1,4}}[{WORD}]){{3}}",
}


@functools.cache
def _linear(name: str) -> RE2Regex:
    import re2

    compiled: RE2Regex = re2.compile(_TWINS[name])
    return compiled


def _maybe_percent(text: str) -> bool:
    """Does ``_PCT`` match (its RE2 twin first: most texts with a ``%`` have no run of %-escapes)?"""
    return _linear("pct").search(utf8(text)) is not None and bool(_PCT.search(text))


def maybe_rot13(text: str) -> bool:
    """False when ``text`` surely names no ROT13 cipher (``rot13``, ``ROT-13``, ``ebg 13``...)."""
    return _linear("rot13").search(utf8(text)) is not None
