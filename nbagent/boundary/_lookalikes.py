"""The one table of lookalike letters: characters of other scripts that a person reads as a Latin letter.

Both places that must not be fooled by lookalikes read it: the tool-name
skeleton (``nbagent.policy._names``: ``ѕhell_exec`` is covered by ``deny: [shell*]``)
and the screening views of a tool output (``nbagent.guards._views``: ``іgnоre``
reads as ``ignore``). A curated subset of Unicode TR39 confusables: Cyrillic,
Greek, Armenian, Latin variants and letterlike symbols, each mapped to the
lower-case ASCII letter it looks like. Only letters: digits and symbols read as
letters (``1gn0r3``, ``she11``) are each user's own choice (the name skeleton
over-merges ``l 1 I |``; screening has a leet view).
"""

from __future__ import annotations

__all__ = ["LOOKALIKES", "TO_LATIN"]

_SOURCE = {
    "a": "аαɑａ⍺",
    "b": "ЬƄᏏвВΒ",
    "c": "сϲⅽСϹℂ",
    "d": "ԁⅾ",
    "e": "еєҽЕΕ℮ε",
    "g": "ɡցǥ",
    "h": "һհНΗℎн",
    "i": "іιɩıΙІⅰ",
    "j": "јϳЈ",
    "k": "κкΚК",
    "l": "ӀӏǀⅼℓƖ",
    "m": "мМΜ",
    "n": "ηոΝп",
    "o": "оοօОΟ౦ℴσ",
    "p": "рρРΡ",
    "q": "ԛզ",
    "r": "гᴦ",
    "s": "ѕЅꜱ",
    "t": "тτТΤ",
    "u": "υսʋ",
    "v": "νѵⅴ",
    "w": "ԝѡω",
    "x": "хχХΧⅹ",
    "y": "уγүУΥҮ",
    "z": "ΖᏃ",
}

LOOKALIKES: dict[str, str] = {ch: latin for latin, sources in _SOURCE.items() for ch in sources}
"""Lookalike character -> the lower-case ASCII letter it reads as."""

TO_LATIN = str.maketrans(LOOKALIKES)
"""``text.translate(TO_LATIN)``: every lookalike letter replaced by its Latin letter."""
