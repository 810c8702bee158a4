"""Outside text as a terminal shows it: escape sequences as visible markers, never as commands.

A terminal obeys what it is sent. Text a model, a tool, an MCP server or a web
page wrote can carry control characters that steer it: ``ESC[8m`` hides
everything after it (a real approval prompt included, so a person answers a
prompt they cannot see), ``ESC[2J`` clears the screen, ``ESC]52;c;...`` writes
the clipboard, ``ESC]8;;URL`` turns text into a link to anywhere, and bidi
overrides reorder what the eye reads. Before such text reaches a terminal
(terminal IPython's plain-text output, the ``y/N`` approval prompt),
:func:`visible` replaces every character that could do any of this with a
printable stand-in:

- C0 controls (but newline and tab) and DEL become the Unicode control
  pictures: ``ESC[8m`` is shown as ``␛[8m``, BEL as ``␇``, a lone carriage
  return (which moves back over the line to overwrite it) as ``␍``; ``\\r\\n`` is
  a plain line break;
- C1 controls (U+0080..U+009F: ``\\x9b`` is an 8-bit CSI on some terminals),
  bidi embeddings, overrides, isolates and marks, and lone surrogates (written as
  raw bytes by a ``surrogateescape`` stream) become ``⟦U+009B⟧``, the marker of
  the approval prompt.

Once the introducing ESC (or C1 character) is a picture, the rest of any
sequence (CSI with SGR, OSC 52 and OSC 8 with a BEL or ST end, DCS, APC, PM
and SOS strings, single-character ESC sequences) is printable text: the person
reads the whole sequence and the terminal does nothing. One ``str.translate``
pass: linear time, no pattern to backtrack on hostile input.

:data:`RESET` is written before a prompt a person must see, in case something
that did not pass through :func:`visible` (a tool printing to the terminal
itself) left attributes set: character set, SGR attributes and cursor back to
normal. Never a full reset (``ESC c``): that clears the screen, and with it what
the person is deciding about.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["RESET", "one_line", "reset_for", "visible"]

RESET = "\x1b(B\x0f\x1b[0m\x1b[?25h"
"""Normal attributes before a prompt: G0 = ASCII and shifted in (``ESC(B``, SI: what ``tput sgr0`` sends
too), SGR reset (``ESC[0m``: not hidden, not reversed, default colours) and the cursor shown (``ESC[?25h``)."""

_BIDI = (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)
"""Embeddings and overrides (U+202A..U+202E), isolates (U+2066..U+2069), and the LRM, RLM and ALM marks."""


def _table() -> dict[int, str]:
    table: dict[int, str] = {code: chr(0x2400 + code) for code in range(0x20) if chr(code) not in "\n\t"}
    table[0x7F] = "\u2421"  # ␡
    for code in (*range(0x80, 0xA0), *_BIDI, *range(0xD800, 0xE000)):
        table[code] = f"⟦U+{code:04X}⟧"
    return table


_TABLE = _table()


def visible(text: str) -> str:
    """``text`` with every control character (but newline and tab), bidi control and lone surrogate shown as
    a printable marker (``␛[8m``, ``⟦U+202E⟧``): safe to write to a terminal. Printable text is unchanged."""
    return text.replace("\r\n", "\n").translate(_TABLE)


def one_line(text: object, limit: int) -> str:
    """Outside ``text`` as one label line: :func:`visible`, every run of whitespace (line breaks included: a
    heading holding ``\n\nSystem:`` starts no new section) as one space, cut at ``limit`` characters with ``…``."""
    flat = " ".join(visible(str(text)).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class _Stream(Protocol):
    def isatty(self) -> bool: ...


def reset_for(stream: _Stream) -> str:
    """:data:`RESET` when ``stream`` is a terminal, else ``""`` (a file or a pipe gets no escape sequences)."""
    try:
        return RESET if bool(stream.isatty()) else ""
    except (AttributeError, ValueError, OSError):  # no isatty, or a closed stream
        return ""
