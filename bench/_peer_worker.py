"""Run ONE peer prompt-injection detector at its defaults over a JSONL file of texts.

Run with the peers' own virtualenv (``scripts/peers_venv.sh`` builds ``.cache/peers-venv``), never with
nbagent's, never in CI; ``bench/screen_peers.py`` starts it as a subprocess::

    .cache/peers-venv/bin/python bench/_peer_worker.py PEER ROWS.jsonl > SCORES.jsonl
    .cache/peers-venv/bin/python bench/_peer_worker.py PEER --info

PEER is one of ``jailguard``, ``prismguard``, ``toolwall``. ROWS.jsonl has one object per line with a
``text`` key (and ``id``; the line number stands in when absent). Stdout gets one line per row:
``{"id": ..., "flagged": bool, "score": float | null, "seconds": float}``; ``score`` is null when the peer's
default path gives no graded score. ``--info`` prints one JSON object: the peer's version, whether it can run
here (``status``: ``ok`` or ``needs-hub-download``), which default path runs and its threshold.

What "at its defaults" means for each (read from each installed package's README and docstrings):

- jailguard: ``jailguard.detect(text)``; flagged is the result's ``is_injection``, score its ``score``. Its
  embedder (an ONNX MiniLM, about 90 MB) is fetched from the Hugging Face hub on first use into
  ``jailguard.model_cache_dir()``; it has no offline fallback, so when the file is not already there the
  worker does not call it (no network here) and exits with status 3.
- prismguard: ``create_checker_for_app()`` (profile ``web_chat``, the plain ``pip install prismguard`` path:
  rules first, no ONNX); flagged when its ``decision`` is ``block`` (``gray`` is let through by that profile's
  fail-open gray policy). Its ``fused_score`` stays 0.0 on this path (a rule block carries no score), so
  score is null. The ``light``/``heavy`` profiles need ``prismguard-model download`` (a hub download).
- toolwall: ``toolwall.detect.default_detector.score(text)`` (rules, Unicode tags, markdown exfiltration,
  then the optional DeBERTa judge, which without the ``[judge]`` extra is skipped: its documented
  fallback); flagged when the score reaches the default ``Policy().response_ipi_threshold`` (0.6), which is
  what ``@toolwall`` blocks on.

Standard library only besides the peer. Hub access is switched off (``HF_HUB_OFFLINE=1``,
``TRANSFORMERS_OFFLINE=1``) before any peer is imported.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# peer name -> its distribution on PyPI
DISTRIBUTIONS = {"jailguard": "jailguard", "prismguard": "prismguard", "toolwall": "toolwall-guard"}
NEEDS_DOWNLOAD = 3  # exit status: the peer needs a hub download to run at its defaults

Scorer = Callable[[str], tuple[bool, float | None]]


def _jailguard() -> tuple[Scorer | None, dict[str, Any]]:
    import jailguard

    model = Path(jailguard.model_cache_dir()) / "all-MiniLM-L6-v2.onnx"
    info: dict[str, Any] = {
        "path": "jailguard.detect(text): is_injection, score",
        "threshold": "built in (is_injection)",
        "model_file": str(model),
    }
    if not model.is_file():
        info["status"] = "needs-hub-download"
        info["note"] = (
            "its default embedder (all-MiniLM-L6-v2 ONNX, ~90 MB) is downloaded from huggingface.co on first "
            f"use into {model.parent}; no offline fallback"
        )
        return None, info

    def run(text: str) -> tuple[bool, float | None]:
        result = jailguard.detect(text)
        return bool(result.is_injection), float(result.score)

    return run, info


def _prismguard() -> tuple[Scorer | None, dict[str, Any]]:
    from prismguard.runtime.factory import create_checker_for_app

    checker = create_checker_for_app()

    def run(text: str) -> tuple[bool, float | None]:
        return checker.check(text).decision == "block", None

    info = {
        "path": "create_checker_for_app() (profile web_chat: rules, no ONNX); flagged = decision 'block'",
        "threshold": "its rules' decision",
        "note": "the light/heavy ONNX profiles need `prismguard-model download` (a hub download): not run",
    }
    return run, info


def _toolwall() -> tuple[Scorer | None, dict[str, Any]]:
    from toolwall import Policy
    from toolwall.detect import default_detector, judge

    threshold = Policy().response_ipi_threshold

    def run(text: str) -> tuple[bool, float | None]:
        worst, _spans = default_detector.score(text)
        return worst >= threshold, float(worst)

    judge_on = judge is not None and judge._try_load() is not None
    info = {
        "path": "toolwall.detect.default_detector.score(text) >= Policy().response_ipi_threshold",
        "threshold": threshold,
        "judge": "on" if judge_on else "off (the [judge] extra is not installed: its documented fallback)",
        "note": "its DeBERTa judge needs the [judge] extra (torch, transformers) and a hub download: not run",
    }
    return run, info


PEERS = {"jailguard": _jailguard, "prismguard": _prismguard, "toolwall": _toolwall}


def rows(path: Path) -> Iterator[tuple[Any, str]]:
    """``(id, text)`` for each non-empty line of a JSONL file."""
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            if line.strip():
                row = json.loads(line)
                yield row.get("id", number), row["text"]


def main(argv: list[str]) -> int:
    """Score the rows with one peer (or print its ``--info``); return the exit status."""
    if len(argv) != 2 or argv[0] not in PEERS:
        print(f"usage: _peer_worker.py {{{','.join(PEERS)}}} ROWS.jsonl|--info", file=sys.stderr)
        return 2
    name, source = argv
    start = time.perf_counter()
    run, info = PEERS[name]()
    info = {
        "peer": name,
        "distribution": DISTRIBUTIONS[name],
        "version": importlib.metadata.version(DISTRIBUTIONS[name]),
        "status": "ok",
        **info,
    }
    if run is not None:
        run("warm up")  # lazy loads, compiled patterns: setup, timed apart
    info["setup_seconds"] = round(time.perf_counter() - start, 3)
    if source == "--info":
        print(json.dumps(info))
        return 0
    if run is None:
        print(json.dumps(info), file=sys.stderr)
        return NEEDS_DOWNLOAD
    out = sys.stdout
    for row_id, text in rows(Path(source)):
        began = time.perf_counter()
        flagged, score = run(text)
        seconds = time.perf_counter() - began
        out.write(json.dumps({"id": row_id, "flagged": flagged, "score": score, "seconds": seconds}) + "\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
