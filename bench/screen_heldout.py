"""The prompt-injection screen on a held-out set: ``python bench/screen_heldout.py [--set 3..7] [--screen mod:fn]``.

Prints detection and false-positive rates overall, by family, language, carrier and obfuscation
technique (sets 4 to 7 also without their grey family: security training that quotes attacks), and the
throughput on the benign documents (MB/s of UTF-8, and the median per document). The default screen is
``nbagent.screen(text).blocked``; ``--screen pkg.mod:fn`` scores another callable that takes a text and
returns a ``Screening`` or a bool.

Each set was written independently of the screen it first measured (its README says how, and which
screen versions it has measured since): never train, tune, calibrate or pick thresholds on a set you
report; once a set has chosen between screens it is a development set (sets 3 to 6 are; sets 7 and 8 are
blind: nothing was chosen on them). Set 8 is made of texts other people published on PyPI
(screenlab/heldout8/README.md).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAB = ROOT / "screenlab"  # the held-out sets and their loader
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(LAB))

from _heldout_load import load as load_module  # noqa: E402

from nbagent.guards.screening import prepare  # noqa: E402

# Sets 5 to 8 have the same row format as set 4 and are read by set 4's scorer.
SCORERS = {3: "heldout3", 4: "heldout4", 5: "heldout4", 6: "heldout4", 7: "heldout4", 8: "heldout4"}


def resolve(spec: str) -> Callable[[str], bool]:
    """``module:function`` to a callable returning True when the text is blocked."""
    module, _, name = spec.partition(":")
    fn = getattr(importlib.import_module(module), name or "screen")

    def blocks(text: str) -> bool:
        verdict = fn(text)
        return bool(getattr(verdict, "blocked", verdict))

    return blocks


def main() -> None:
    """Score the screen on one set and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--set", type=int, choices=sorted(SCORERS), default=6, help="which held-out set (default 6)")
    parser.add_argument("--screen", default="nbagent:screen", help="module:function to score (default nbagent:screen)")
    parser.add_argument("--data", type=Path, default=None, help="another JSONL file in the set's format")
    args = parser.parse_args()
    folder = SCORERS[args.set]
    scorer = load_module(LAB / folder / "_score.py", f"{folder}_score")
    data = args.data or LAB / f"heldout{args.set}" / f"heldout{args.set}.jsonl"
    blocks = resolve(args.screen)
    rows = scorer.load(data)
    start = time.perf_counter()
    prepare()  # what the first texts of a process would build (compiled patterns, RE2 sets): timed apart
    blocks("warm up")  # and lazy imports of another screen's
    print(f"setup, once per process: {time.perf_counter() - start:.2f} s")
    shown = data.relative_to(ROOT) if data.is_relative_to(ROOT) else data
    print(f"screen: {args.screen}; {len(rows)} documents from {shown}")
    print(scorer.table(scorer.evaluate(rows, blocks), title=f"held-out set {args.set}"))


if __name__ == "__main__":
    main()
