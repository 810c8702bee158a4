"""How fast the learned screen's limit must rise with a text's length: ``python screenlab/length_rule.py``.

The screen blocks on a text's best window, and the best of a thousand benign windows scores higher than
the best of ten: joined together, benign documents that each pass on their own can block. Above
``LENGTH_REF`` characters the limit therefore rises by ``LENGTH_SLOPE`` per doubling
(``_limit`` in nbagent/guards/screening.py). This script measures the rise such texts need at a given
threshold: it takes the benign documents of the training corpus's validation split that pass on their
own, joins random ones into texts of 8 KB to 1 MB, and prints, for each size, the largest rise per
doubling one of them needed, the third largest, and the largest absolute rise, next to what
``LENGTH_SLOPE`` allows (a text blocks from a rise of about the slope: the screen rounds its weight).
"Pass on their own" is the screen's verdict, at ``--threshold`` when given. The threshold and the slope
are chosen together: a higher threshold does not make the rise much smaller, so together they decide
whether a plain injection in a long text is found.

Needs the ``train`` extra (Faker) for the corpus. Options: ``--threshold`` (default: the committed
model's), ``--samples`` (texts per size up to 128 KB; a quarter as many above), ``--seed``.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "screenlab"))

from nbagent.guards import _learned as L  # noqa: E402
from nbagent.guards import screening as S  # noqa: E402

SIZES = (8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 1_024_000)
SEP = "\n\n"


def doublings(length: int) -> float:
    """How many times ``length`` doubles ``LENGTH_REF`` (what ``_limit`` multiplies the slope by)."""
    return max(0.0, math.log2(max(1, length) / S.LENGTH_REF))


def joined(docs: list[str], size: int, rng: random.Random) -> str:
    """Random documents of ``docs`` joined by blank lines until the text holds at least ``size`` characters."""
    parts = [rng.choice(docs)]
    length = len(parts[0])
    while length < size:
        parts.append(rng.choice(docs))
        length += len(SEP) + len(parts[-1])
    return SEP.join(parts)


def needed_rise(text: str, threshold: float, model: L.Model) -> float:
    """The rise per doubling that ``text`` needs not to block on its learned score (negative: it has room)."""
    return (L.score(text, model).score - threshold) / max(doublings(len(text)), 1e-9)


def measure(
    docs: list[str], threshold: float, model: L.Model, samples: int, seed: int
) -> dict[int, tuple[float, float, float]]:
    """Per size: (largest rise per doubling, third largest, largest absolute rise) over the joined texts."""
    rng = random.Random(seed)
    out: dict[int, tuple[float, float, float]] = {}
    for size in SIZES:
        count = max(3, samples if size <= 128_000 else samples // 4)
        rises = sorted(
            ((r := needed_rise(text := joined(docs, size, rng), threshold, model)), r * doublings(len(text)))
            for _ in range(count)
        )
        out[size] = (rises[-1][0], rises[-3][0] if len(rises) >= 3 else rises[0][0], max(a for _, a in rises))
    return out


def main() -> None:
    """Command line: print the rise each size needed at the threshold."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--threshold", type=float, default=None, help="default: the committed model's")
    parser.add_argument("--samples", type=int, default=100, help="joined texts per size up to 128 KB (default 100)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    from screen_corpus.build import build  # Faker: the train extra
    from train_screen import SEED

    model = L.load()
    if args.threshold is not None:  # the screen itself runs at that threshold in this process
        model = dataclasses.replace(model, threshold=args.threshold)
        L.load = lambda path=L.MODEL_PATH: model  # type: ignore[assignment]
    threshold = model.threshold
    val = [r for r in build(seed=SEED) if r["split"] == "val" and r["label"] == "benign"]
    docs = [r["text"] for r in val if not S.screen(r["text"]).blocked]  # the screen's own verdict
    print(f"threshold {threshold}; {len(docs)} of {len(val)} benign validation documents pass on their own")
    print(f"LENGTH_SLOPE {S.LENGTH_SLOPE} per doubling above {S.LENGTH_REF:,} characters")
    print(f"{'size':>10} {'largest/doubling':>17} {'third':>7} {'largest rise':>13} {'allowed':>8}")
    for size, (top, third, rise) in measure(docs, threshold, model, args.samples, args.seed).items():
        allowed = S.LENGTH_SLOPE * doublings(size)
        flag = "  <- blocks" if top >= S.LENGTH_SLOPE else ""
        print(f"{size:>10,} {top:>17.2f} {third:>7.2f} {rise:>13.2f} {allowed:>8.2f}{flag}")


if __name__ == "__main__":
    main()
