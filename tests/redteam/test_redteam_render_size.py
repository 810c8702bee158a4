"""Red team: rendering a large answer is linear but slow (tables ~9 us/byte: 540 KB ~4.4 s, 1 MB ~9.5 s),
and the transcript renders on the agent's event loop (each throttled redraw, and the final one)."""

from __future__ import annotations

import time
from typing import Any

from nbagent._render import markdown_to_html

WIDE = "|a" * 10_000 + "|\n" + "|-" * 10_000 + "|\n" + ("|x" * 10_000 + "|\n") * 25  # ~540 KB


def test_a_large_model_answer_renders_quickly() -> None:
    started = time.perf_counter()
    out: Any = markdown_to_html(WIDE)
    assert out
    assert time.perf_counter() - started < 1.0
