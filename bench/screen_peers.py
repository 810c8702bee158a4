"""nbagent's prompt-injection screen beside published peer detectors, on held-out sets (issue 37).

``.venv/bin/python bench/screen_peers.py [--sets 7 8 work] [--peers-python .cache/peers-venv/bin/python]``

Scores, on each set, nbagent's default screen (``nbagent.screen``: "blocked", and "flagged or blocked"), the
pattern screen alone (``Screener([builtin_detector])``) and three detectors from PyPI at their defaults:
``jailguard==0.1.2``, ``prismguard==0.1.10``, ``toolwall-guard==0.4.0``. Prints per set: detection %, false
positives % (and without the grey family ``quoted_attack``, security writing that quotes attacks), the area
under the ROC curve when the detector gives a score (by rank, ties counted half) and ms per document; writes
the figures to ``.cache/screen_peers.json``.

The peers run in their OWN virtualenv (``scripts/peers_venv.sh`` builds ``.cache/peers-venv``), through
``bench/_peer_worker.py`` in a subprocess with hub access off: nbagent never imports them, and this bench never
runs in CI. A peer that needs a hub download to run at its defaults is reported as not run. The worker sees
only each row's id and text, never its label.

Hygiene (screenlab/README.md, "Held-out hygiene"): this is a measurement; nothing may be trained, tuned or
picked on these figures, or the sets stop being held out.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import nbagent  # noqa: E402
from nbagent.guards.screening import Screener, builtin_detector, prepare  # noqa: E402

SETS = {
    "7": ROOT / "screenlab" / "heldout7" / "heldout7.jsonl",
    "8": ROOT / "screenlab" / "heldout8" / "heldout8.jsonl",
    "work": ROOT / "screenlab" / "benign_work" / "benign_work.jsonl",
}
PEERS = ("jailguard", "prismguard", "toolwall")
GREY = "quoted_attack"
WORKER = ROOT / "bench" / "_peer_worker.py"
OUT = ROOT / ".cache" / "screen_peers.json"


@dataclass
class Result:
    """One detector's verdicts on one set, in row order."""

    name: str
    flagged: list[bool] = field(default_factory=list)
    scores: list[float] | None = None  # None: the detector gives no graded score
    seconds: list[float] = field(default_factory=list)
    note: str = ""  # why it did not run, when it did not


def auc(positive: Sequence[float], negative: Sequence[float]) -> float | None:
    """Area under the ROC curve by rank (Mann-Whitney U / n+ n-; tied scores take their mean rank)."""
    if not positive or not negative:
        return None
    ranked = sorted([(s, 1) for s in positive] + [(s, 0) for s in negative], key=lambda pair: pair[0])
    rank_sum = 0.0
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        mean_rank = (i + 1 + j) / 2  # ranks i+1 .. j
        rank_sum += mean_rank * sum(label for _, label in ranked[i:j])
        i = j
    n_pos, n_neg = len(positive), len(negative)
    return (rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


def load(path: Path) -> list[dict[str, Any]]:
    """The rows of a held-out JSONL file."""
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def run_local(name: str, rows: list[dict[str, Any]], fn: Callable[[str], tuple[bool, float | None]]) -> Result:
    """Score in this process, timing each call."""
    result = Result(name, scores=[])
    for row in rows:
        began = time.perf_counter()
        flagged, score = fn(row["text"])
        result.seconds.append(time.perf_counter() - began)
        result.flagged.append(flagged)
        if score is None:
            result.scores = None
        elif result.scores is not None:
            result.scores.append(score)
    return result


def peer_env() -> dict[str, str]:
    """The worker's environment: hub access off."""
    return {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "PYTHONDONTWRITEBYTECODE": "1"}


def peer_info(python: Path, peer: str) -> dict[str, Any]:
    """The worker's ``--info`` for one peer (version, status, default path)."""
    done = subprocess.run(
        [str(python), str(WORKER), peer, "--info"], capture_output=True, text=True, env=peer_env(), check=False
    )
    if done.returncode != 0:
        return {"peer": peer, "status": "error", "note": done.stderr.strip().splitlines()[-1:] or ["?"]}
    info: dict[str, Any] = json.loads(done.stdout)
    return info


def run_peer(python: Path, peer: str, info: dict[str, Any], rows: list[dict[str, Any]]) -> Result:
    """Score with one peer through the worker in the peers' virtualenv."""
    label = f"{peer} {info.get('version', '?')}"
    if info.get("status") == "needs-hub-download":
        return Result(label, note="needs a hub download: not run")
    if info.get("status") != "ok":
        return Result(label, note=f"could not run: {info.get('note')}")
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", encoding="utf-8", delete=False) as handle:
        for row in rows:  # id and text only: the worker never sees a label
            handle.write(json.dumps({"id": row["id"], "text": row["text"]}) + "\n")
        feed = Path(handle.name)
    try:
        done = subprocess.run(
            [str(python), str(WORKER), peer, str(feed)], capture_output=True, text=True, env=peer_env(), check=False
        )
    finally:
        feed.unlink()
    if done.returncode != 0:
        tail = " ".join(done.stderr.strip().splitlines()[-1:])
        return Result(label, note=f"worker failed (exit {done.returncode}): {tail}")
    out = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    if [o["id"] for o in out] != [row["id"] for row in rows]:
        return Result(label, note="worker returned rows out of order or missing")
    scored = all(o["score"] is not None for o in out)
    return Result(
        label,
        flagged=[bool(o["flagged"]) for o in out],
        scores=[float(o["score"]) for o in out] if scored else None,
        seconds=[float(o["seconds"]) for o in out],
    )


def pct(hits: int, total: int) -> str:
    """``12.3 (45/366)``, or ``-`` when there is nothing to count."""
    return f"{100 * hits / total:.1f} ({hits}/{total})" if total else "-"


def figures(result: Result, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Detection, false positives (with and without the grey family), AUC and time for one detector."""
    if result.note:
        return {"detector": result.name, "note": result.note}
    inj = [i for i, row in enumerate(rows) if row["label"] == "injection"]
    ben = [i for i, row in enumerate(rows) if row["label"] == "benign"]
    ben_plain = [i for i in ben if rows[i].get("family") != GREY]
    hits = sum(result.flagged[i] for i in inj)
    fps = sum(result.flagged[i] for i in ben)
    fps_plain = sum(result.flagged[i] for i in ben_plain)
    out: dict[str, Any] = {
        "detector": result.name,
        "injections": len(inj),
        "detected": hits,
        "benign": len(ben),
        "false_positives": fps,
        "benign_without_grey": len(ben_plain),
        "false_positives_without_grey": fps_plain,
        "ms_per_doc_mean": 1000 * statistics.fmean(result.seconds) if result.seconds else None,
        "ms_per_doc_median": 1000 * statistics.median(result.seconds) if result.seconds else None,
    }
    if result.scores is not None:
        s = result.scores
        out["auc"] = auc([s[i] for i in inj], [s[i] for i in ben])
        out["auc_without_grey"] = auc([s[i] for i in inj], [s[i] for i in ben_plain])
    return out


def table(title: str, rows: list[dict[str, Any]], results: list[dict[str, Any]]) -> str:
    """The printed table for one set."""
    grey = sum(1 for row in rows if row["label"] == "benign" and row.get("family") == GREY)
    head = ("detector", "detection %", "FP %", "FP % w/o grey", "AUC", "AUC w/o grey", "ms/doc (mean, p50)")
    lines: list[tuple[str, ...]] = [head]
    for f in results:
        if "note" in f:
            lines.append((f["detector"], f["note"], "", "", "", "", ""))
            continue
        auc_all, auc_plain = f.get("auc"), f.get("auc_without_grey")
        lines.append(
            (
                f["detector"],
                pct(f["detected"], f["injections"]),
                pct(f["false_positives"], f["benign"]),
                pct(f["false_positives_without_grey"], f["benign_without_grey"]) if grey else "(no grey)",
                "- (no score)" if "auc" not in f else f"{auc_all:.3f}" if auc_all is not None else "-",
                (f"{auc_plain:.3f}" if auc_plain is not None else "-") if grey else "",
                f"{f['ms_per_doc_mean']:.2f}, {f['ms_per_doc_median']:.2f}",
            )
        )
    widths = [max(len(line[c]) for line in lines if c == 0 or line[2]) for c in range(len(head))]
    rendered = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip() for line in lines]
    n_inj = sum(1 for row in rows if row["label"] == "injection")
    n_ben = len(rows) - n_inj
    caption = f"{title}: {len(rows)} documents, {n_inj} injections, {n_ben} benign ({grey} of them grey: {GREY})"
    return "\n".join([caption, rendered[0], "-" * len(rendered[0]), *rendered[1:]])


def nbagent_blocked(text: str) -> tuple[bool, float | None]:
    """nbagent's default screen: blocked."""
    verdict = nbagent.screen(text)
    return bool(verdict.blocked), float(verdict.score)


def nbagent_flagged(text: str) -> tuple[bool, float | None]:
    """nbagent's default screen: flagged or blocked (``flagged`` is False where the field does not exist yet)."""
    verdict = nbagent.screen(text)
    return bool(verdict.blocked or getattr(verdict, "flagged", False)), float(verdict.score)


def main() -> None:
    """Score every detector on every set, print the tables and write the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--sets", nargs="+", choices=sorted(SETS), default=["7", "8", "work"])
    parser.add_argument("--peers-python", type=Path, default=ROOT / ".cache" / "peers-venv" / "bin" / "python")
    parser.add_argument("--peers", nargs="*", choices=PEERS, default=list(PEERS), help="which peers (default all)")
    args = parser.parse_args()

    pattern_screen = Screener([builtin_detector])

    def patterns(text: str) -> tuple[bool, float | None]:
        verdict = pattern_screen.screen(text)
        return bool(verdict.blocked), float(verdict.score)

    start = time.perf_counter()
    prepare()
    nbagent.screen("warm up")
    pattern_screen.screen("warm up")
    setup = time.perf_counter() - start
    print(f"nbagent {nbagent.__version__}: setup once per process {setup:.2f} s")

    infos: dict[str, dict[str, Any]] = {}
    if args.peers and not args.peers_python.exists():
        print(f"no peers virtualenv at {args.peers_python}: run scripts/peers_venv.sh (peers skipped)")
        args.peers = []
    for peer in args.peers:
        infos[peer] = info = peer_info(args.peers_python, peer)
        extra = f"; judge {info['judge']}" if "judge" in info else ""
        print(f"peer {peer} {info.get('version', '?')} [{info.get('status')}]: {info.get('path', '')}{extra}")
        if info.get("note"):
            print(f"    note: {info['note']}")

    report: dict[str, Any] = {
        "generated": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "nbagent": {"version": nbagent.__version__, "setup_seconds": setup},
        "peers": infos,
        "sets": {},
    }
    for name in args.sets:
        path = SETS[name]
        if not path.exists():
            print(f"\nset {name}: {path.relative_to(ROOT)} is absent: skipped")
            report["sets"][name] = {"skipped": f"{path.relative_to(ROOT)} absent"}
            continue
        rows = load(path)
        results = [
            run_local("nbagent screen: blocked", rows, nbagent_blocked),
            run_local("nbagent screen: flagged|blocked", rows, nbagent_flagged),
            run_local("nbagent pattern screen alone", rows, patterns),
        ]
        results += [run_peer(args.peers_python, peer, infos[peer], rows) for peer in args.peers]
        scored = [figures(result, rows) for result in results]
        title = f"set {name} ({path.relative_to(ROOT)})"
        print()
        print(table(title, rows, scored))
        report["sets"][name] = {"path": str(path.relative_to(ROOT)), "documents": len(rows), "detectors": scored}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"\nfigures written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
