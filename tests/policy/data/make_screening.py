"""Regenerate screening.jsonl: ``python tests/policy/data/make_screening.py``.

Deterministic (fixed seeds). Each line is ``{"text", "label", "source", "split"}``
with label ``injection`` or ``benign``, source ``web|email|csv|code|json|log`` and
split:

- ``tune``: the detector was adjusted against these.
- ``heldout``: written before any tuning; scored once clean (detection 0.667,
  false positives 0.014), then used for tuning too (so no longer held out).
- ``heldout2``: written after that first score and before the detector was
  changed in response; never tuned against.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import _split_heldout  # noqa: E402
import _split_heldout2  # noqa: E402
import _split_tune  # noqa: E402


def build() -> list[dict[str, str]]:
    """Both splits, tune first."""
    rows: list[dict[str, str]] = []
    splits = (
        ("tune", _split_tune, 1234),
        ("heldout", _split_heldout, 98765),
        ("heldout2", _split_heldout2, 4242),
    )
    for split, module, seed in splits:
        rng = random.Random(seed)
        for row in module.injections(rng) + module.benign(rng):
            rows.append({**row, "split": split})
    return rows


def main() -> None:
    rows = build()
    with (HERE / "screening.jsonl").open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts: dict[tuple[str, str], int] = {}
    for row in rows:
        key = (row["split"], row["label"])
        counts[key] = counts.get(key, 0) + 1
    print(counts)


if __name__ == "__main__":
    main()
