"""Score a screen on held-out set 3: detection and false positives overall and by group, and throughput.

Used by ``bench/screen_heldout.py --set 3`` and ``screenlab/tests/test_screen_heldout3.py``. A screen is any callable
``(text) -> bool`` (True = blocked).
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent / "heldout3.jsonl"
GROUPS = ("family", "language", "carrier", "technique")


def load(path: Path = DATA) -> list[dict[str, str]]:
    """The rows of the set."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@dataclass
class Tally:
    """Counts of one group: injections detected and benign documents blocked."""

    injections: int = 0
    detected: int = 0
    benign: int = 0
    blocked: int = 0

    def add(self, label: str, blocked: bool) -> None:
        """Count one verdict."""
        if label == "injection":
            self.injections += 1
            self.detected += blocked
        else:
            self.benign += 1
            self.blocked += blocked

    @property
    def detection(self) -> float | None:
        """Share of injections blocked (None without injections)."""
        return self.detected / self.injections if self.injections else None

    @property
    def false_positives(self) -> float | None:
        """Share of benign documents blocked (None without benign documents)."""
        return self.blocked / self.benign if self.benign else None


@dataclass
class Report:
    """The figures of one run."""

    overall: Tally = field(default_factory=Tally)
    groups: dict[str, dict[str, Tally]] = field(default_factory=lambda: {g: defaultdict(Tally) for g in GROUPS})
    benign_bytes: int = 0
    benign_seconds: float = 0.0
    doc_seconds: list[float] = field(default_factory=list)

    @property
    def mb_per_s(self) -> float:
        """Throughput on the benign documents, in MB (10^6 bytes of UTF-8) per second."""
        return self.benign_bytes / 1e6 / self.benign_seconds if self.benign_seconds else float("inf")


def evaluate(rows: list[dict[str, str]], blocks: Callable[[str], bool]) -> Report:
    """Run ``blocks`` on every row and tally the verdicts."""
    report = Report()
    for row in rows:
        start = time.perf_counter()
        verdict = bool(blocks(row["text"]))
        elapsed = time.perf_counter() - start
        report.doc_seconds.append(elapsed)
        if row["label"] == "benign":
            report.benign_bytes += len(row["text"].encode("utf-8"))
            report.benign_seconds += elapsed
        report.overall.add(row["label"], verdict)
        for group in GROUPS:
            if group in row:
                report.groups[group][row[group]].add(row["label"], verdict)
    return report


def _pct(x: float | None) -> str:
    return "   -  " if x is None else f"{100 * x:5.1f}%"


def table(report: Report, title: str = "held-out set 3") -> str:
    """The report as plain text: overall line, then one block per group."""
    o = report.overall
    times = sorted(report.doc_seconds)
    median_ms = 1000 * times[len(times) // 2] if times else 0.0
    lines = [
        f"{title}: detection {_pct(o.detection)} ({o.detected}/{o.injections} injections), "
        f"false positives {_pct(o.false_positives)} ({o.blocked}/{o.benign} benign)",
        f"throughput on benign text {report.mb_per_s:.2f} MB/s; median {median_ms:.2f} ms per document",
    ]
    for group in GROUPS:
        lines += ["", f"by {group:10s}   detection          false positives"]
        for name, t in sorted(report.groups[group].items()):
            det = f"{_pct(t.detection)} ({t.detected:3d}/{t.injections:3d})" if t.injections else " " * 16
            fp = f"{_pct(t.false_positives)} ({t.blocked:3d}/{t.benign:3d})" if t.benign else ""
            lines.append(f"  {name:22s} {det}   {fp}")
    return "\n".join(lines)
