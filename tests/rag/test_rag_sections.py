"""Heading titles of indexed documents (nbagent/rag/_sections.py)."""

from __future__ import annotations

import time

from nbagent.rag._sections import clean_title


def test_clean_title_drops_link_targets_and_marks() -> None:
    assert clean_title("**Setup** of [the API](https://x/y) and ![logo](a.png):") == "Setup of the API and logo"


def test_clean_title_is_linear_on_a_heading_of_brackets() -> None:
    # an indexed document is hostile: Python's re took ~1.3 s on 16,000 "[" (each start scanned to the end)
    started = time.thread_time()
    assert clean_title("[" * 16_000 + "(x)") == "[" * 16_000 + "(x)"
    assert clean_title("[a](b)" * 5_000) == "a" * 5_000
    assert time.thread_time() - started < 0.2
