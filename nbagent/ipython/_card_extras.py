"""What a card shows of a tool's :class:`~nbagent.messages.ToolOutput` beside its text: how the call ran (the
sandbox, or a warning that it was not isolated), its figures (PNG only, checked again here, size-capped), and the
results the person may take (``_agent.take(name)``: the notebook changes only then)."""

from __future__ import annotations

import base64
import html

from ..display._fold import CallRecord
from ..sandbox._result import png_size

__all__ = ["extras_html", "extras_text"]

_MAX_SHOWN = 4  # figures drawn on one card
_MAX_BYTES = 4 * 1024 * 1024  # of PNG, all figures of a card together (the card is kept in the notebook)
_NOTE = "opacity:.8;font-size:.9em"
_WARN = "border-left:3px solid var(--jp-warn-color1,#b8860b);padding:1px 6px;margin:3px 0;font-size:.9em"


def _shown(figures: tuple[bytes, ...]) -> tuple[list[tuple[bytes, int, int]], list[str]]:
    """The figures drawn (PNG, width, height), and a line for each one that is not."""
    drawn: list[tuple[bytes, int, int]] = []
    left: list[str] = []
    budget = _MAX_BYTES
    for number, png in enumerate(figures, start=1):
        size = png_size(png)
        if size is None:
            left.append(f"figure {number}: not a well-formed PNG, not shown")
        elif len(drawn) >= _MAX_SHOWN or len(png) > budget:
            left.append(f"figure {number}: PNG {size[0]}x{size[1]}, {len(png) // 1024} KB, not drawn on the card")
        else:
            drawn.append((png, *size))
            budget -= len(png)
    return drawn, left


def _take(results: tuple[str, ...]) -> str:
    return ", ".join(f"_agent.take({name!r})" for name in results)


def extras_html(record: CallRecord) -> str:
    """The card's HTML for ``record``'s note, figures and results ("" when the tool returned text only)."""
    parts: list[str] = []
    if record.note:
        unisolated = (record.detail or {}).get("isolated") is False
        style = _WARN if unisolated else _NOTE
        mark = "⚠ " if unisolated else ""
        parts.append(f'<div class="nbagent-card-how" style="{style}">{mark}{html.escape(record.note)}</div>')
    drawn, left = _shown(record.figures)
    for number, (png, width, height) in enumerate(drawn, start=1):
        data = base64.b64encode(png).decode("ascii")
        parts.append(
            f'<img class="nbagent-card-figure" alt="figure {number} ({width}x{height})" '
            f'src="data:image/png;base64,{data}" style="max-width:100%;display:block;margin:4px 0">'
        )
    parts += [f'<div style="{_NOTE}">{html.escape(line)}</div>' for line in left]
    if record.results:
        parts.append(
            f'<div class="nbagent-card-results" style="{_NOTE}">your notebook is unchanged; to take the result: '
            f"<code>{html.escape(_take(record.results))}</code> (or your <code>--out</code> variable)</div>"
        )
    return "".join(parts)


def extras_text(record: CallRecord) -> str:
    """The plain form: the same, figures as one line each."""
    lines = [f"  {'⚠ ' if (record.detail or {}).get('isolated') is False else ''}{record.note}"] if record.note else []
    for number, png in enumerate(record.figures, start=1):
        width, height = png_size(png) or (0, 0)
        lines.append(f"  figure {number}: PNG {width}x{height}")
    if record.results:
        lines.append(f"  your notebook is unchanged; to take the result: {_take(record.results)}")
    return "\n".join(lines)
