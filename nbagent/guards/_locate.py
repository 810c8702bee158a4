"""Where in an output the screen found what it found, and what kind of injection it looks like.

Runs only for an output the screen flags or blocks (a few in a thousand), after the verdict: it never
changes it. The stretch quoted is, in order of preference: the first invisible character that hides text
(tag characters, bidi overrides, zero-width runs), the strongest pattern match, the start of an encoded
payload, else the learned screen's best window. The family is a guess from the patterns' labels (each
pattern names what it found); with only the learned screen's score it is "unclear".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..boundary._finding import QUOTE_CHARS, Finding, quote
from . import _learned
from ._detectors import Segment, scan_patterns
from ._features import long_runs

__all__ = ["UNCLEAR", "family_of", "locate"]

UNCLEAR = "unclear (learned screen only)"
# (words of a label, the family it belongs to), first match wins: labels are nbagent's own fixed texts
_FAMILIES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("hidden", "bidi", "zero-width", "tag characters"), "hidden text"),
    (("encoded", "decode"), "encoded payload"),
    (
        (
            "exfiltration",
            "reveal",
            "data appended",
            "data published",
            "data copied",
            "data sent",
            "carrying data",
            "built from data",
            "secrets",
            "phishing",
        ),
        "data exfiltration",
    ),
    (("fake", "chat template", "authority", "authorization", "spoof", "turn"), "role or tag spoofing"),
    (("persona", "role"), "role or persona change"),
    (("override", "replacement instructions", "dismissed", "priority", "jailbreak", "safety"), "instruction override"),
    (("addressed to the ai", "relayed", "order to the model", "forced reply", "dictated"), "orders to the model"),
    (("link", "tool", "command", "payment", "covert", "hide it"), "action hijack"),
    (("classifier",), "classifier"),
    (("detector", "failed"), "screen failure"),
)
_LEARNED = "prompt injection (learned screen)"
_HIDING = re.compile("[\u202d\u202e\u200b-\u200d\u2060\ufeff\U000e0000-\U000e007f]")
_BEFORE = 24  # characters quoted before a match


def _around(text: str, pos: int) -> str:
    """The stretch quoted around ``pos``: from the start of a word at most ``_BEFORE`` characters earlier (never
    from inside one: half a key or an address is what a redactor no longer recognises)."""
    start = max(0, pos - _BEFORE)
    if start > 0 and not text[start - 1].isspace():
        gap = next((i for i in range(start, pos) if text[i].isspace()), pos)
        start = gap + 1 if gap < pos else pos
    return text[start : pos + QUOTE_CHARS]


def family_of(reasons: Sequence[str]) -> str:
    """The family of the first reason (the strongest) that names one; :data:`UNCLEAR` for the learned screen
    alone, ``"other"`` for labels of someone else's detector."""
    for reason in reasons:
        low = reason.lower()
        for words, family in _FAMILIES:
            if any(word in low for word in words):
                return family
    return UNCLEAR if _LEARNED in reasons or not reasons else "other"


def locate(
    text: str,
    reasons: Sequence[str],
    score: float,
    blocked: bool,
    views: Callable[[str], dict[str, list[Segment]]],
) -> Finding:
    """The finding of a flagged or blocked ``text`` (``views``: the pattern screen's views of a text)."""
    ordered = [r for r in reasons if r != _LEARNED] + [r for r in reasons if r == _LEARNED]
    return Finding(
        quote=quote(_stretch(text, reasons, views)),
        score=score,
        family=family_of(ordered),
        blocked=blocked,
        reasons=tuple(quote(r) for r in reasons[:8]),
    )


_PATTERNS_UP_TO = 64_000  # characters the patterns read to place a match (else only the learned window)


def _stretch(text: str, reasons: Sequence[str], views: Callable[[str], dict[str, list[Segment]]]) -> str:
    if any(family_of([r]) == "hidden text" for r in reasons):
        hit = _HIDING.search(text)
        if hit is not None:
            return _around(text, hit.start())
    window = _learned.scan(text)[0]
    if len(text) <= _PATTERNS_UP_TO:
        base, piece = 0, text
    else:  # a long text: the patterns read around the learned window (the verdict's second opinion did too)
        base = window.offset + (window.chars[0] if window.chars else 0)
        base = max(0, base - _PATTERNS_UP_TO // 2)
        piece = text[base : base + _PATTERNS_UP_TO]
    hits = scan_patterns(views(piece))
    if hits:
        pos = base + max(hits, key=lambda h: (h[2], -h[0]))[0]
        return _around(text, pos)
    if any(family_of([r]) == "encoded payload" for r in reasons):
        runs = long_runs(text)
        if runs:
            return runs[0][1:]
    piece = _learned.window_text(text, window)
    # the window may start inside a word (half a key): drop that word unless the window starts the text
    return piece if text.startswith(piece) else re.sub(r"^\S{0,40}\s", "", piece, count=1)
