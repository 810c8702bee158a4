"""The default (learned) screen against the pattern screen: ``python bench/bench_screen.py``.

Needs the ``train`` extra (Faker) for the validation corpus. Prints:

- throughput in MB/s on benign text: one 1 MB concatenation of benign validation
  documents, the same text as many ~5 KB documents, and held-out set 3's benign
  documents as they are (300 to 4,000 characters: the per-document cost), for the
  default screen (``screen``: :func:`learned_detector`), the same without its C kernel
  (the numpy fallback: the baseline of the run), the model alone (``_learned.score``) and
  the pattern screen (``Screener([builtin_detector])``), measured in the same run, with the
  ratios; then the cost a document of set 3, short ones (read whole by the patterns too) and longer;
- whether the 1 MB benign concatenation is blocked, and the same for the documents that pass on
  their own (a concatenation holding one that is blocked alone is blocked like it);
- detection and false positives on the validation split of the training corpus
  (paraphrases the model never saw; its written benign documents also carry training injections,
  see screenlab/screen_corpus/written_rows.py), by family and by language;
- detection and false positives on tests/policy/data/screening.jsonl by split: ``tune`` was
  trained on; ``heldout`` and ``heldout2`` were seen by the old detector's author,
  never trained on by this model;
- held-out set 3 by family and language, for both screens. Held-out set 3 was used as a
  DEVELOPMENT set for this model (its errors were read and the corpus extended after them):
  its figures are optimistic; a fresh held-out set is the honest measure.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "screenlab"))
sys.path.insert(0, str(ROOT / "screenlab" / "heldout3"))

import _score as heldout3  # noqa: E402

from nbagent.guards import (  # noqa: E402
    Screener,
    _learned,
    builtin_detector,
    screen,
)
from nbagent.guards.screening import SHORT, prepare  # noqa: E402


def _five_kb(docs: list[str]) -> list[str]:
    out, cur = [], ""
    for d in docs:
        cur += d + "\n\n"
        if len(cur) >= 5000:
            out.append(cur[:5000])
            cur = ""
    return out


def _mbps(fn: object, texts: list[str], repeats: int = 5) -> float:
    """MB/s (UTF-8 bytes) of ``fn`` over ``texts``: the best of ``repeats`` passes (this machine's timing is
    noisy: another tenant's load only ever slows a pass down)."""
    size = sum(len(t.encode()) for t in texts) / 1e6
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        for text in texts:
            fn(text)  # type: ignore[operator]
        best = min(best, time.perf_counter() - t)
    return size / best


def _one_megabyte(docs: list[str]) -> str:
    """The documents joined, repeated or cut to 1,000,000 characters."""
    corpus = "\n\n".join(docs)
    return (corpus * (1_000_000 // len(corpus) + 1))[:1_000_000]


@contextlib.contextmanager
def _numpy_only() -> Iterator[None]:
    """The screen as an install without the C kernel runs it (the baseline of this run)."""
    kernel = _learned.kernel
    _learned.kernel = lambda: None  # type: ignore[assignment]
    try:
        yield
    finally:
        _learned.kernel = kernel  # type: ignore[assignment]


def throughput(benign: list[str], docs: list[str]) -> None:
    """MB/s of the screens on the same benign text."""
    old = Screener([builtin_detector])
    big = _one_megabyte(benign)
    small = _five_kb(benign)
    start = time.perf_counter()
    prepare()  # compiled patterns, RE2 sets, the model: what the first texts of a process would build
    print(f"setup, once per process: {time.perf_counter() - start:.2f} s")
    built = _learned.kernel() is not None
    print(f"throughput on benign text (MB/s of UTF-8, best of 5 passes); C kernel built: {built}")
    print("  default: the screen as shipped; numpy: the same without the C kernel (same verdicts, the fallback);")
    print("  model: the learned score alone (kernel); patterns: the pattern screen (the old default)")
    sets = (("one 1 MB text", [big]), (f"{len(small)} documents of 5 KB", small), (f"{len(docs)} heldout3 docs", docs))
    for name, texts in sets:
        new_s = _mbps(screen, texts)
        model_s = _mbps(_learned.score, texts)
        with _numpy_only():
            numpy_s = _mbps(screen, texts)
        old_s = _mbps(old.screen, texts, repeats=2)
        print(
            f"  {name:28s} default {new_s:7.2f}   numpy {numpy_s:6.2f} ({new_s / numpy_s:4.1f}x)"
            f"   model {model_s:7.2f}   patterns {old_s:6.2f} ({new_s / old_s:4.1f}x)"
        )
    short = [d for d in docs if len(d) <= SHORT]
    per_doc = [(name, [d for d in docs if keep(d)]) for name, keep in (("short", _is_short), ("longer", _is_long))]
    for name, texts in per_doc:
        seconds = sum(len(t.encode()) for t in texts) / 1e6 / _mbps(screen, texts)
        print(f"  heldout3 docs {name:7s} ({len(texts)}): {seconds / len(texts) * 1e6:6.1f} us a document")
    print(f"  (short: {SHORT} characters or fewer, which the pattern screen also reads whole: {len(short)} documents)")
    verdict = screen(big)
    print(f"  1 MB concatenation of all these benign documents blocked: {verdict.blocked} (score {verdict.score})")
    # what matters for long texts is that windows do not add up: a concatenation of documents that each
    # pass alone must pass (one that holds a document the screen blocks alone is blocked like that one)
    passing = [t for t in benign if not screen(t).blocked] or ["nothing passed"]
    verdict = screen(_one_megabyte(passing))
    print(
        f"  1 MB concatenation of the {len(passing)} of {len(benign)} that pass alone blocked: {verdict.blocked}"
        f" (score {verdict.score})"
    )


def _is_short(text: str) -> bool:
    return len(text) <= SHORT


def _is_long(text: str) -> bool:
    return len(text) > SHORT


def validation(rows: list[dict[str, object]]) -> None:
    """Detection / false positives on the validation split, by family and language."""
    groups: dict[str, list[bool]] = defaultdict(list)
    for row in rows:
        hit = screen(str(row["text"])).blocked
        kind = "detection" if row["label"] == "injection" else "false positives"
        groups[f"{kind}|all"].append(hit)
        groups[f"{kind}|lang {row['lang']}"].append(hit)
        if kind == "detection":
            groups[f"{kind}|family {row['family']}"].append(hit)
    print("validation split of the training corpus (its threshold is chosen on its written documents)")
    for key in sorted(groups):
        kind, group = key.split("|")
        hits = groups[key]
        print(f"  {kind:16s} {group:48s} {sum(hits) / len(hits):6.3f}  (n={len(hits)})")


def old_sets() -> None:
    """The repository's older labelled set."""
    rows = [json.loads(line) for line in (ROOT / "tests/policy/data/screening.jsonl").read_text().splitlines()]
    print("tests/policy/data/screening.jsonl (tune: trained on; heldout, heldout2: never trained on)")
    for split in ("tune", "heldout", "heldout2"):
        sub = [r for r in rows if r["split"] == split]
        inj = [screen(r["text"]).blocked for r in sub if r["label"] == "injection"]
        ben = [screen(r["text"]).blocked for r in sub if r["label"] == "benign"]
        det, fp = sum(inj) / len(inj), sum(ben) / len(ben)
        print(f"  {split:9s} detection {det:.3f} (n={len(inj)})  false positives {fp:.3f} (n={len(ben)})")


def main() -> None:
    """Build the validation corpus and print every figure."""
    if os.environ.get("PYTHONHASHSEED") != "0":  # Faker iterates over hashed collections: the same corpus
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    from screen_corpus.build import build

    model = _learned.load()
    size = _learned.MODEL_PATH.stat().st_size / 1e6
    print(f"model: {_learned.MODEL_PATH.name}, {size:.2f} MB, threshold {model.threshold}")
    val = [r for r in build() if r["split"] == "val"]
    dev = heldout3.load()
    docs = [r["text"] for r in dev if r["label"] == "benign" and r["family"] != "large"]
    throughput([str(r["text"]) for r in val if r["label"] == "benign"], docs)
    validation(val)
    old_sets()
    for name, fn in (("default (learned)", screen), ("patterns", Screener([builtin_detector]).screen)):
        print(f"held-out set 3 AS A DEVELOPMENT SET (tuned against; optimistic), {name} screen")
        print(heldout3.table(heldout3.evaluate(dev, lambda t, fn=fn: fn(t).blocked)))


if __name__ == "__main__":
    main()
