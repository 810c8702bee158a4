"""The benign work-output set is reproducible from its generator and well formed."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType

SET_DIR = Path(__file__).resolve().parents[1] / "benign_work"
KEYS = {"id", "text", "label", "family", "language", "carrier", "technique"}


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_benign_work", SET_DIR / "make_benign_work.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generator_reproduces_committed_file_byte_for_byte() -> None:
    committed = (SET_DIR / "benign_work.jsonl").read_bytes()
    gen = _generator()
    assert gen.render() == committed
    assert gen.main(["--check"]) == 0  # a second run: no hidden state between runs


def test_every_row_is_a_benign_work_output() -> None:
    raw = (SET_DIR / "benign_work.jsonl").read_text(encoding="utf-8")
    assert raw.endswith("\n")
    rows = [json.loads(line) for line in raw.splitlines()]
    assert 280 <= len(rows) <= 360
    for i, row in enumerate(rows):
        assert set(row) == KEYS, row.get("id")
        assert row["id"] == f"bw-{i:04d}"
        assert row["label"] == "benign"
        assert row["technique"] == ""
        assert re.fullmatch(r"[a-z0-9_]+", row["family"])
        assert re.fullmatch(r"[a-z]{2}", row["language"])
        assert row["carrier"]
        assert 200 <= len(row["text"]) <= 40_000
    assert len({row["text"] for row in rows}) == len(rows)
    assert len({row["family"] for row in rows}) >= 12
    assert len({row["language"] for row in rows}) >= 10
