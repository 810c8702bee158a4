"""The one "did you mean" of nbagent: the valid name a misspelt one was most likely meant as.

Every message about a name nbagent does not know (a magic option, a ``configure()`` keyword, a model prefix, a
YAML key, a tool, a server) takes its suggestion from here, so they all read the same:
``unknown option '--modle' (did you mean '--model'?)``.

It imports nothing of nbagent (a leaf every part may use) and loads ``difflib`` only when a name is wrong.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable

__all__ = ["closest", "hint"]

CUTOFF = 0.6
"""difflib's ratio below which a choice is a different word, not a misspelling."""


def _fold(text: str) -> str:
    """Case, width, invisible characters, accents and ``-``/space read as ``_`` left out: what a person reads."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(ch for ch in decomposed if unicodedata.category(ch) not in ("Cf", "Mn", "Me", "Cc"))
    return kept.strip().casefold().replace("-", "_").replace(" ", "_")


def closest(
    name: object,
    choices: Iterable[object],
    *,
    cutoff: float | None = CUTOFF,
    alike: Callable[[str], str] | None = None,
) -> str | None:
    """The choice ``name`` was most likely meant as, or None (never ``name`` itself).

    First a choice that reads the same (``alike``: the policy passes its lookalike skeleton; by default case,
    accents, invisible characters and ``-``/``_`` are ignored), then the nearest spelling by difflib's ratio
    (``cutoff``; None: lookalikes only).
    """
    if not isinstance(name, str):
        name = str(name)
    pool = sorted({str(c) for c in choices} - {name})
    if not pool:
        return None
    for key in (alike, _fold) if alike is not None else (_fold,):
        target = key(name)
        for choice in pool:
            if key(choice) == target:
                return choice
    if cutoff is None:
        return None
    import difflib

    lowered: dict[str, str] = {}
    for choice in pool:
        lowered.setdefault(choice.lower(), choice)
    close = difflib.get_close_matches(name.lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[close[0]] if close else None


def hint(name: object, choices: Iterable[object], *, cutoff: float | None = CUTOFF) -> str:
    """``" (did you mean 'model'?)"`` for the closest choice, or ``""``: to append to a message."""
    best = closest(name, choices, cutoff=cutoff)
    return f" (did you mean {best!r}?)" if best is not None else ""
