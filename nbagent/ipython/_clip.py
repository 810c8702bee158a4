"""The notebook tools' cap on the text the model reads of one call."""

from __future__ import annotations

__all__ = ["MAX_OUTPUT", "clip"]

MAX_OUTPUT = 8000


def clip(text: str) -> str:
    """``text``, cut at :data:`MAX_OUTPUT` characters with a line saying how many more there were."""
    return text if len(text) <= MAX_OUTPUT else text[:MAX_OUTPUT] + f"\n… [{len(text) - MAX_OUTPUT} more characters]"
