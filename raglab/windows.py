"""Window vectors (prototype, not integrated): embed a long chunk as several overlapping windows of the
encoder's input so that its tail is not lost, and rank it by its best window (max-sim).

Measured in ``raglab/quality-log.md``: vector search alone gains (tuning 0.75 -> 0.80, held-out 0.75 ->
0.77), hybrid search does not (0.86 / 0.75 either way), for 37% more vectors to embed.
"""

from __future__ import annotations

import re

__all__ = ["WINDOWS_COLUMN", "WINDOW_STRIDE", "WINDOW_TOKENS", "embedding_windows"]

WINDOWS_COLUMN = "windows"
"""The multivector column ``raglab/add_windows.py`` adds to a bench index's ``chunks`` table."""


WINDOW_TOKENS = 256
"""The input window of all-MiniLM-L6-v2 (and many small encoders): the text past it is not embedded."""
WINDOW_STRIDE = 128
_PIECE = re.compile(r"[^\W\d_]{1,8}|\d+|_|[^\w\s]")
"""About one WordPiece token each: a run of up to 8 letters, a number, an underscore, a punctuation mark."""


def embedding_windows(search_text: str, *, tokens: int = WINDOW_TOKENS, stride: int = WINDOW_STRIDE) -> list[str]:
    """The texts to embed for one chunk so that none of it falls outside the encoder's window.

    ``search_text`` is ``"<title > heading path>\\n<body>"``. The first window is the whole text (the
    encoder keeps its first ``tokens`` tokens, as for the chunk's own vector); when the text is longer,
    further windows of the body start every ``stride`` tokens, each under the same first line, until
    the body's end is covered. Tokens are estimated without a tokenizer (runs of up to 8 letters, numbers,
    underscores and punctuation marks: within 6% of MiniLM's WordPiece count on 9 chunks in 10 of the
    Python reference), so this works for any embedder.
    """
    context, _, body = search_text.partition("\n")
    spans = [m.span() for m in _PIECE.finditer(body)]
    head = len(_PIECE.findall(context)) + 3  # [CLS], [SEP] and one token of margin
    room = tokens - head
    if len(spans) <= room or room < stride:
        return [search_text]
    out = [search_text]
    start = stride
    while True:
        end = min(start + room, len(spans))
        out.append(f"{context}\n{body[spans[start][0] : spans[end - 1][1]]}")
        if end >= len(spans):
            return out
        start += stride
