"""Where the screen's time goes on a held-out set's benign documents: ``python bench/screen_cost.py [--set 5..7]``.

``bench/screen_heldout.py`` gives the throughput (one pass, as a process meets the documents); this
breaks it down, for a first pass and a second pass over the same documents (the second is the baseline:
what is left once RE2 has built the states of its lazy DFAs for these texts), into the learned scan
(``_learned.scan``: the C kernel and its call), the pattern second opinion (``_builtin``) with the RE2
sets of twins of each view inside it, and the rest; and by kind of document: ``tiny`` (read whole by
the patterns: no longer than the narrowest window), ``short`` (up to ``SHORT`` characters: read whole by
the patterns too), ``window`` (longer, and the patterns read its best window: a near miss or a block, or
hidden characters or a decoded payload; seen in the first pass) and ``other``.
Times are per document of the set (a component's total over all documents divided by their number).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nbagent.guards import _detectors as D  # noqa: E402
from nbagent.guards import _learned as L  # noqa: E402
from nbagent.guards import screening as S  # noqa: E402

SPENT: Counter[str] = Counter()


DEPTH: Counter[str] = Counter()  # calls of each timed name under way: a call inside one is not counted again


def timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn``, adding its time to ``SPENT[name]`` (once for calls nested in each other: ``_builtin`` recurses)."""

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter_ns()
        DEPTH[name] += 1
        try:
            return fn(*args, **kwargs)
        finally:
            DEPTH[name] -= 1
            if not DEPTH[name]:
                SPENT[name] += time.perf_counter_ns() - start

    return wrapper


def kind(text: str, model: L.Model, patterns_ran: bool) -> str:
    """Which way through the screen ``text`` took (see the module docstring)."""
    if len(text) <= model.widths[0]:
        return "tiny"
    if len(text) <= S.SHORT:
        return "short"
    return "window" if patterns_ran else "other"


def main() -> None:
    """Two passes over the set's benign documents, timed by component and by kind."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--set", type=int, choices=(4, 5, 6, 7), default=7)
    args = parser.parse_args()
    path = ROOT / "screenlab" / f"heldout{args.set}" / f"heldout{args.set}.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    texts = [r["text"] for r in rows if r["label"] == "benign"]
    size = sum(len(t.encode("utf-8")) for t in texts)
    S.prepare()
    model = L.load()
    L.scan = timed("learned scan", L.scan)  # screening looks both up in their module at each call
    S._builtin = timed("patterns", S._builtin)
    match = D._Union.Match
    label_of = {id(D._twin_set(key)[0]): f"  RE2 sets of view {key}" for key in "Rrnjl"}
    D._Union.Match = lambda self, data: timed(label_of.get(id(self), "  RE2 sets"), match)(self, data)  # type: ignore[method-assign, assignment]
    kinds: list[str] = []
    print(f"set {args.set}: {len(texts)} benign documents, {size / 1e6:.2f} MB")
    for label in ("first pass", "second pass"):
        SPENT.clear()
        by_kind: Counter[str] = Counter()
        start = time.perf_counter_ns()
        for i, text in enumerate(texts):
            before = SPENT["patterns"]
            t = time.perf_counter_ns()
            S.screen(text)
            spent = time.perf_counter_ns() - t
            if len(kinds) == i:  # first pass: whether the patterns read it
                kinds.append(kind(text, model, SPENT["patterns"] != before))
            by_kind[kinds[i]] += spent
        total = time.perf_counter_ns() - start
        per_doc = total / len(texts) / 1000
        print(f"\n{label}: {size / (total / 1e9) / 1e6:.1f} MB/s, {per_doc:.0f} us per document")
        rest = total - SPENT["learned scan"] - SPENT["patterns"]
        for name, ns in sorted({**SPENT, "rest": rest}.items(), key=lambda kv: (kv[0].startswith(" "), -kv[1])):
            print(f"  {name:<28} {ns / len(texts) / 1000:7.0f} us/doc  {ns / total:5.0%}")
        for k, ns in by_kind.most_common():
            n = kinds.count(k)
            print(f"  kind {k:<6} {n:4} documents  {ns / n / 1000:7.0f} us each  {ns / total:5.0%} of the time")


if __name__ == "__main__":
    main()
