"""Obfuscations applied to an attack passage (held-out set 4): each returns the disguised text.

``base64`` and ``rot13`` encode the attack and need an introduction in the document's language (the
caller adds it); the others keep the attack readable to a model while breaking the words a pattern
or n-gram screen would see: ``hyphen_split`` (ig-nore), ``spaced`` (i g n o r e), ``leet`` (1gn0r3),
``zero_width`` (invisible characters inside words), ``homoglyph`` (Cyrillic and Greek letters that look
Latin), ``fullwidth`` (ｉｇｎｏｒｅ).
"""

from __future__ import annotations

import base64 as _b64
import codecs
import random

LATIN_ONLY = ("hyphen_split", "leet", "homoglyph", "fullwidth")
ENCODED = ("base64", "rot13")

_LEET = str.maketrans(
    {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "O": "0", "S": "5"}
)
_HOMO = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "y": "у",
    "i": "і",
    "A": "А",
    "B": "В",
    "E": "Е",
    "H": "Н",
    "K": "К",
    "M": "Μ",
    "O": "Ο",
    "P": "Р",
    "T": "Т",
    "X": "Х",
}
_ZW = ("\u200b", "\u200c", "\u200d", "\u2060")


def base64(text: str, rng: random.Random) -> str:
    """Standard base64 of the UTF-8 text."""
    return _b64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str, rng: random.Random) -> str:
    """ROT13 (Latin letters only)."""
    return codecs.encode(text, "rot13")


def hyphen_split(text: str, rng: random.Random) -> str:
    """Most words of six letters or more cut in two with a hyphen."""
    out = []
    for word in text.split(" "):
        if len(word) >= 6 and word.isalpha() and rng.random() < 0.75:
            cut = rng.randint(2, len(word) - 2)
            word = f"{word[:cut]}-{word[cut:]}"
        out.append(word)
    return " ".join(out)


def spaced(text: str, rng: random.Random) -> str:
    """Every character of a word separated by a space, words by three spaces."""
    return "   ".join(" ".join(word) for word in text.split(" "))


def leet(text: str, rng: random.Random) -> str:
    """Letters replaced with digits that look like them."""
    return text.translate(_LEET)


def zero_width(text: str, rng: random.Random) -> str:
    """Zero-width characters inserted between about half of the adjacent letters."""
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        nxt = text[i + 1] if i + 1 < len(text) else " "
        if ch.isalpha() and nxt.isalpha() and rng.random() < 0.5:
            out.append(rng.choice(_ZW))
    return "".join(out)


def homoglyph(text: str, rng: random.Random) -> str:
    """About two thirds of the replaceable Latin letters swapped for Cyrillic or Greek lookalikes."""
    return "".join(_HOMO[ch] if ch in _HOMO and rng.random() < 0.67 else ch for ch in text)


def fullwidth(text: str, rng: random.Random) -> str:
    """ASCII letters and digits as their fullwidth forms."""
    return "".join(chr(ord(ch) + 0xFEE0) if ch.isascii() and ch.isalnum() else ch for ch in text)


TECHNIQUES = {
    "base64": base64,
    "rot13": rot13,
    "hyphen_split": hyphen_split,
    "spaced": spaced,
    "leet": leet,
    "zero_width": zero_width,
    "homoglyph": homoglyph,
    "fullwidth": fullwidth,
}
