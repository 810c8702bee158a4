"""screenlab/length_rule.py measures the rise the screen's limit needs with length: it must use the screen's rule."""

from __future__ import annotations

import dataclasses
import json
import random
import sys
from pathlib import Path

import pytest

from nbagent.guards import _learned as L
from nbagent.guards import screening as S

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "screenlab"))

import length_rule  # noqa: E402


def _benign_docs() -> list[str]:
    rows = [json.loads(line) for line in (ROOT / "tests/policy/data/screening.jsonl").read_text().splitlines()]
    tune = [r["text"] for r in rows if r["label"] == "benign" and r["split"] == "tune"]
    return [text for text in tune if not S.screen(text).detected]


def test_its_doublings_are_the_screens() -> None:
    threshold = L.load().threshold
    for length in (0, 1, 3_999, 4_000, 4_001, 8_000, 12_345, 1_000_000):
        expected = threshold + S.LENGTH_SLOPE * length_rule.doublings(length)
        assert S._limit(threshold, length) == pytest.approx(expected, abs=1e-12), length
    assert length_rule.doublings(S.LENGTH_REF) == 0.0 and length_rule.doublings(2 * S.LENGTH_REF) == 1.0


def test_joined_texts_are_at_least_the_size_asked() -> None:
    rng = random.Random(0)
    for size in (1, 299, 300, 301, 8_000):
        assert len(length_rule.joined(["x" * 98], size, rng)) >= size
    assert length_rule.joined(["x" * 98], 300, rng).count(length_rule.SEP) == 3  # 4 documents: 98 * 4 + 6 >= 300


@pytest.mark.parametrize("size", [8_000, 16_000, 64_000])
def test_the_screen_blocks_from_the_rise_it_reports(size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Move the threshold so that the text needs just over, then just under, LENGTH_SLOPE per doubling: the
    screen (at that threshold) blocks, then passes. So the script's rise is the screen's rule, scale included."""
    model = L.load()
    text = length_rule.joined(_benign_docs(), size, random.Random(size))
    score, d = L.score(text, model).score, length_rule.doublings(len(text))
    assert score > 0 and d >= 1
    for margin, blocked in ((-0.05, True), (0.05, False)):
        threshold = score - S.LENGTH_SLOPE * d + margin
        moved = dataclasses.replace(model, threshold=threshold)
        monkeypatch.setattr(L, "load", lambda path=L.MODEL_PATH, moved=moved: moved)
        rise = length_rule.needed_rise(text, threshold, moved)
        assert (rise >= S.LENGTH_SLOPE) is blocked
        assert S.screen(text).detected is blocked, (size, margin, rise)
        assert threshold + rise * d == pytest.approx(score)


def test_measure_reports_the_largest_rises_of_the_texts_it_joined() -> None:
    model = L.load()
    docs = _benign_docs()
    measured = length_rule.measure(docs, model.threshold, model, samples=4, seed=1)
    assert list(measured) == list(length_rule.SIZES)
    rng = random.Random(1)  # the same texts, in the same order
    for size, (top, third, rise) in measured.items():
        texts = [length_rule.joined(docs, size, rng) for _ in range(4 if size <= 128_000 else 3)]
        rises = sorted(length_rule.needed_rise(t, model.threshold, model) for t in texts)
        assert (top, third) == (rises[-1], rises[-3])
        assert rise == max(
            length_rule.needed_rise(t, model.threshold, model) * length_rule.doublings(len(t)) for t in texts
        )
