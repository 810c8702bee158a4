"""Safe rendering of a model's answer: ``python bench/bench_render.py``.

Prints the cost of :func:`nbagent.display._render.markdown_to_html` on a typical 5 KB answer
(headings, paragraphs with emphasis, code and links, a code block, a table, a list) and on
a 50 KB one, split into its two steps (markdown-it-py with raw HTML off, then nh3), against
``html.escape`` of the same text (the floor: what showing it as plain text costs). Streaming
redraws the whole answer at most 10 times a second, so 10x the 5 KB figure is the share of
a second a streamed answer spends rendering.
"""

from __future__ import annotations

import html
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _timing import per_call_us  # noqa: E402

from nbagent.display._render import _markdown, markdown_to_html, sanitize_html  # noqa: E402


def answer(size: int) -> str:
    """A plausible answer of about ``size`` characters."""
    para = (
        "The **monthly revenue** grew by 12% in `sales_2024`, see the [report](https://example.com/r) "
        "and [the notes](docs/notes.md); the *outliers* are in March and July. "
    )
    block = (
        "## Findings\n\n" + para * 3 + "\n\n```python\ndf.groupby('month')['revenue'].sum().plot()\n```\n\n"
        "| month | revenue |\n|:--|--:|\n| March | 1,204 |\n| July | 1,877 |\n\n- first point\n- second point\n\n"
    )
    text = "# Summary\n\n"
    while len(text) < size:
        text += block
    return text


def cpu_ms(fn: Callable[[], object], rounds: int) -> float:
    """Median CPU time of one call in ms: steadier than wall time on a shared, loaded machine."""
    samples = []
    for _ in range(rounds):
        t = time.thread_time_ns()
        fn()
        samples.append((time.thread_time_ns() - t) / 1e6)
    return statistics.median(samples)


def main() -> None:
    for size in (5_000, 50_000):
        text = answer(size)
        md = _markdown()
        rendered = md.render(text)
        rounds, batch = (50, 20) if size <= 5_000 else (10, 5)
        full = per_call_us(lambda t=text: markdown_to_html(t), rounds, batch)  # type: ignore[misc]
        parse = per_call_us(lambda t=text, m=md: m.render(t), rounds, batch)  # type: ignore[misc]
        clean = per_call_us(lambda r=rendered: sanitize_html(r), rounds, batch)  # type: ignore[misc]
        escape = per_call_us(lambda t=text: html.escape(t), rounds, batch)  # type: ignore[misc]
        cpu = cpu_ms(lambda t=text: markdown_to_html(t), rounds)  # type: ignore[misc]
        print(
            f"{len(text):>6} chars: markdown_to_html {full / 1000:6.2f} ms wall, {cpu:.2f} ms CPU "
            f"(markdown-it {parse / 1000:.2f} ms + nh3 {clean / 1000:.2f} ms); "
            f"html.escape {escape:.1f} us ({full / escape:.0f}x)"
        )


if __name__ == "__main__":
    main()
