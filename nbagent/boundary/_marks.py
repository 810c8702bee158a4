"""Make invisible characters visible: what a person approves is what runs.

Bidi controls reorder what the eye reads, zero-width and tag characters hide
text, C0/C1 controls steer terminals. In an approval card and in the terminal
prompt each one is replaced by a visible marker such as ``⟦U+202E⟧``, so the
person sees that something is there and what it is. The one function,
:func:`invisible_parts`, serves the card (which styles the markers) and the
terminal prompt (:func:`mark_invisible`).
"""

from __future__ import annotations

import unicodedata

__all__ = ["count_invisible", "invisible_parts", "is_invisible", "mark_invisible", "marker"]

# Visible-looking categories are fine; these draw nothing (or move other text):
# Cc controls, Cf format (bidi, zero-width, U+FEFF, tags), Cs surrogates, Co private use,
# Cn unassigned (U+E0000 among them), Zl / Zp line and paragraph separators.
_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_KEEP = frozenset("\n\t")
# Letters and marks that draw nothing: combining grapheme joiner, Hangul fillers, Khmer inherent
# vowels, Mongolian free variation selectors.
_BLANK = frozenset(
    chr(c) for c in (0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180C, 0x180D, 0x180F, 0x3164, 0xFFA0)
)


def _variation_selector(ch: str) -> bool:
    code = ord(ch)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def is_invisible(ch: str, previous: str = "") -> bool:
    """True when ``ch`` would hide or reorder text on screen.

    A single U+FE0E / U+FE0F right after a visible character (text or emoji
    presentation, as in ``❤️``) is ordinary; any other variation selector is
    marked, since runs of them can smuggle data.
    """
    if ch in _KEEP:
        return False
    if _variation_selector(ch):
        ordinary = (
            ch in "\ufe0e\ufe0f" and previous != "" and not is_invisible(previous) and not _variation_selector(previous)
        )
        return not ordinary
    return ch in _BLANK or unicodedata.category(ch) in _CATEGORIES


def marker(ch: str) -> str:
    """The visible stand-in for one invisible character: ``⟦U+202E⟧``."""
    return f"⟦U+{ord(ch):04X}⟧"


def invisible_parts(text: str) -> list[tuple[str, bool]]:
    """``text`` as runs of ``(plain text, False)`` and ``("U+XXXX", True)``, one per invisible character.

    Joining the plain runs with a :func:`marker` for each marked one gives
    :func:`mark_invisible`; the approval card draws marked runs styled.
    """
    parts: list[tuple[str, bool]] = []
    start = 0
    previous = ""
    for i, ch in enumerate(text):
        if is_invisible(ch, previous):
            if i > start:
                parts.append((text[start:i], False))
            parts.append((f"U+{ord(ch):04X}", True))
            start = i + 1
        previous = ch
    if start < len(text):
        parts.append((text[start:], False))
    return parts


def mark_invisible(text: str) -> str:
    """``text`` with every invisible character replaced by its marker (``⟦U+202E⟧``)."""
    return "".join(f"⟦{piece}⟧" if marked else piece for piece, marked in invisible_parts(text))


def count_invisible(text: str) -> int:
    """How many characters :func:`mark_invisible` would mark."""
    return sum(1 for _, marked in invisible_parts(text) if marked)
