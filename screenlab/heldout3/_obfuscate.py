"""Obfuscations of an injection (the "obfuscated" family): each keeps the instruction readable to a model."""

from __future__ import annotations

import base64
import codecs
import random
import re

ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060"]
# Latin letters and Cyrillic or Greek letters that look the same
LOOKALIKE = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "i": "і",
    "y": "у",
    "s": "ѕ",
    "A": "Α",
    "E": "Ε",
    "O": "Ο",
    "T": "Τ",
    "H": "Η",
    "K": "Κ",
    "M": "Μ",
}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
WORD = re.compile(r"[^\W\d_]{4,}")


def b64(text: str) -> str:
    """Base64 of the UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    """ROT13 (letters a-z only; accents and other scripts pass through)."""
    return codecs.encode(text, "rot13")


def hyphen_split(rng: random.Random, text: str) -> str:
    """Break longer words with hyphens: "in-struc-tions"."""

    def cut(m: re.Match[str]) -> str:
        w = m.group(0)
        points = sorted(rng.sample(range(2, len(w) - 1), min(2, len(w) - 3)))
        return "-".join(w[a:b] for a, b in zip([0, *points], [*points, len(w)], strict=True))

    return WORD.sub(cut, text)


def spaced(rng: random.Random, text: str) -> str:
    """Space out the letters of the opening words (all scripts): "i g n o r e   a l l"."""
    cut = min(len(text), rng.randint(30, 70))
    while cut < len(text) and text[cut - 1] != " " and not text[cut - 1] > "\u2e80":
        cut += 1
    head, tail = text[:cut], text[cut:]
    return "   ".join(" ".join(word) for word in head.split()) + " " + tail


def leet(rng: random.Random, text: str) -> str:
    """Leetspeak on most eligible letters."""
    return "".join(LEET[ch] if ch in LEET and rng.random() < 0.7 else ch for ch in text)


def zero_width(rng: random.Random, text: str) -> str:
    """Zero-width characters inside words."""

    def fill(m: re.Match[str]) -> str:
        w = m.group(0)
        return "".join(ch + (rng.choice(ZERO_WIDTH) if i % 2 == 1 else "") for i, ch in enumerate(w))

    return WORD.sub(fill, text) if WORD.search(text) else "".join(ch + rng.choice(ZERO_WIDTH) for ch in text)


def homoglyph(rng: random.Random, text: str) -> str:
    """Swap Latin letters for Cyrillic or Greek lookalikes."""
    return "".join(LOOKALIKE[ch] if ch in LOOKALIKE and rng.random() < 0.6 else ch for ch in text)


LATIN_ONLY = {"hyphen_split", "leet", "homoglyph", "rot13"}
TECHNIQUES = ["base64", "rot13", "hyphen_split", "spaced", "leet", "zero_width", "homoglyph"]
