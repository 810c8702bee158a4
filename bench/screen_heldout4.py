"""The prompt-injection screen on held-out set 4: ``python bench/screen_heldout4.py [--screen module:function]``.

Prints detection and false-positive rates overall, by family, language, carrier and obfuscation
technique, the false-positive rate without the grey family (security training that quotes attacks),
and the throughput on the benign documents (MB/s of UTF-8, and the median per document). The default
screen is ``nbagent.screen(text).blocked``; ``--screen pkg.mod:fn`` scores another callable that takes a
text and returns a ``Screening`` or a bool.

The set was written independently of any screen (tests/policy/heldout4/README.md): never train, tune,
calibrate or pick thresholds on it; report its figures once per screen version.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "policy" / "heldout4"))

from _score import DATA, evaluate, load, table  # noqa: E402


def resolve(spec: str) -> Callable[[str], bool]:
    """``module:function`` to a callable returning True when the text is blocked."""
    module, _, name = spec.partition(":")
    fn = getattr(importlib.import_module(module), name or "screen")

    def blocks(text: str) -> bool:
        verdict = fn(text)
        return bool(getattr(verdict, "blocked", verdict))

    return blocks


def main() -> None:
    """Score the screen and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--screen", default="nbagent:screen", help="module:function to score (default nbagent:screen)")
    parser.add_argument("--data", type=Path, default=DATA, help="the JSONL file (default: the committed set)")
    args = parser.parse_args()
    blocks = resolve(args.screen)
    rows = load(args.data)
    blocks("warm up")  # first call pays for lazy imports and compiled patterns
    print(f"screen: {args.screen}; {len(rows)} documents")
    print(table(evaluate(rows, blocks)))


if __name__ == "__main__":
    main()
