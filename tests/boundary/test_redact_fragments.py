"""redact_fragments (a streamed answer redacted piece by piece): linear in pieces and secrets."""

from __future__ import annotations

import time

from nbagent.boundary._redact import redact, redact_fragments


def test_redact_fragments_is_linear_in_pieces_times_secrets() -> None:
    """8,000 streamed pieces each holding a `KEY=value` pair (a recorded stream of a dumped .env file)
    took ~1.5 s when every piece scanned every span: four times the pieces took sixteen times as long."""

    def seconds(n: int) -> float:
        pieces = [f"DB_PASSWORD=x{i}\n" for i in range(n)]
        started = time.thread_time()  # CPU time: other processes on the machine do not count
        out = redact_fragments(pieces)
        took = time.thread_time() - started
        assert not any(f"x{i}" in p for i, p in enumerate(out))
        return took

    seconds(10)  # the redactor's patterns compile on first use
    small, large = min(seconds(2000) for _ in range(3)), min(seconds(8000) for _ in range(3))
    assert large < 1.0, f"8,000 pieces took {large:.2f} s"
    assert large < 8 * small, f"4x the pieces took {large / small:.1f}x as long (linear: ~4x, quadratic: ~16x)"


def test_a_secret_split_across_pieces_is_masked_once_in_its_first_piece() -> None:
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    text = f"use {token} then DB_PASSWORD=hunter2hunter2 ok"
    cut = [text[:6], text[6:20], text[20:47], text[47:]]
    out = redact_fragments(cut)
    joined = "".join(out)
    assert joined == redact(text), (joined, redact(text))
    assert token[:8] not in joined and "hunter2" not in joined
