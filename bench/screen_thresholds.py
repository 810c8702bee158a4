"""How the block threshold was chosen, on development data only: ``python bench/screen_thresholds.py``.

The screen flags from ``FLAG_AT`` (1.0, the learned screen's own threshold) and blocks from ``BLOCK_AT``.
Blocking a benign output silently breaks the person's work, and containment already holds every side
effect after untrusted output, so ``BLOCK_AT`` is a high-precision threshold: **the lowest score at which
each development set not trained on blocks at most 1% of its benign documents** (security writing that
quotes attacks, the grey family ``quoted_attack``, left out: quoting an attack is what it does). Those sets
are held-out sets 5 and 6 (written blind, but they chose between screens: development sets, see
screenlab/README.md) and the ``heldout`` / ``heldout2`` splits of ``tests/policy/data/screening.jsonl``.
Sets 3 and 4 and the ``tune`` split are training data: printed as a regression alarm, not used.

Held-out sets 7 and 8 and the benign work set are never read here: their figures at both thresholds are
measured once, after the choice, by ``bench/screen_peers.py`` (docs/security.md, "The screen informs").
Prints, per set and candidate threshold, the benign documents blocked and the injections detected, then
the threshold the rule gives and the one in the code.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nbagent import screen  # noqa: E402
from nbagent.guards.screening import BLOCK_AT, FLAG_AT, prepare  # noqa: E402

CANDIDATES = (1.0, 1.2, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.2, 2.5, 3.0)
MAX_FALSE_BLOCKS = 0.01
GREY = "quoted_attack"
CHOOSING = ("set 5", "set 6", "screening heldout")  # the development sets the rule reads
ALARM = ("set 3", "set 4", "screening tune")  # training data: shown, never chosen on

Row = tuple[str, bool, float]  # (label, grey, score)


def _jsonl(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def scored() -> dict[str, list[Row]]:
    """Each development (and training) set's rows as (label, grey, score) under the current screen."""
    sets: dict[str, list[Row]] = {}
    for n in (3, 4, 5, 6):
        rows = _jsonl(ROOT / "screenlab" / f"heldout{n}" / f"heldout{n}.jsonl")
        sets[f"set {n}"] = [(r["label"], r.get("family") == GREY, screen(r["text"]).score) for r in rows]
    rows = _jsonl(ROOT / "tests" / "policy" / "data" / "screening.jsonl")
    for name, splits in (("screening heldout", ("heldout", "heldout2")), ("screening tune", ("tune",))):
        sets[name] = [(r["label"], False, screen(r["text"]).score) for r in rows if r["split"] in splits]
    return sets


def false_blocks(rows: list[Row], at: float) -> tuple[int, int]:
    """(benign documents, not grey, scoring at least ``at``; benign documents, not grey)."""
    benign = [s for label, grey, s in rows if label == "benign" and not grey]
    return sum(s >= at for s in benign), len(benign)


def detected(rows: list[Row], at: float) -> float:
    """The share of injections scoring at least ``at``."""
    injections = [s for label, _, s in rows if label == "injection"]
    return sum(s >= at for s in injections) / max(1, len(injections))


def chosen(sets: dict[str, list[Row]]) -> float | None:
    """The lowest candidate at which every choosing set blocks at most 1% of its benign documents."""
    for at in CANDIDATES:
        if all(
            false_blocks(sets[name], at)[0] <= MAX_FALSE_BLOCKS * false_blocks(sets[name], at)[1] for name in CHOOSING
        ):
            return at
    return None


def main() -> None:
    """Print the table and the choice."""
    prepare()
    sets = scored()
    print("benign documents blocked (grey left out) / injections detected, by threshold")
    print(f"{'set':<20}" + "".join(f"{at:>13.1f}" for at in CANDIDATES))
    for name, rows in sets.items():
        cells = []
        for at in CANDIDATES:
            blocked, benign = false_blocks(rows, at)
            cells.append(f"{blocked:>3}/{benign:<3} {100 * detected(rows, at):4.0f}%")
        role = "chooses" if name in CHOOSING else "training data: alarm only"
        print(f"{name:<20}" + "".join(f"{c:>13}" for c in cells) + f"   ({role})")
    rule = chosen(sets)
    print(f"\nrule: the lowest threshold at which each of {', '.join(CHOOSING)} blocks at most 1% of its benign")
    print(f"chosen: {rule}; in the code: FLAG_AT {FLAG_AT}, BLOCK_AT {BLOCK_AT}")


if __name__ == "__main__":
    main()
