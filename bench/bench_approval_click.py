"""Click-to-tool-start latency of an in-cell approval, from the browser test.

Runs tests/e2e/test_agent_approvals.py::test_approve_runs_the_tool... in a
real JupyterLab with headless Chromium ``--runs`` times; each run stamps the
click in the page and the tool's start in the kernel (same wall clock) and
writes test-artifacts/approval_latency.json. Target: < 100 ms median.
Baseline: the smoke test's bare ipywidgets button -> on_click latency is
printed by ``pytest tests/e2e/test_lab_smoke.py -s``.

    python bench/bench_approval_click.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = "tests/e2e/test_agent_approvals.py::test_approve_runs_the_tool_and_the_card_shows_the_decision"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    samples = []
    artifact = ROOT / "test-artifacts" / "approval_latency.json"
    for _ in range(args.runs):
        artifact.unlink(missing_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pytest", TEST, "-q", "-p", "no:cacheprovider"],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        samples.append(json.loads(artifact.read_text())["click_to_tool_start_ms"])
    print(
        f"click -> tool start over {len(samples)} runs: median {statistics.median(samples):.1f} ms, "
        f"min {min(samples):.1f}, max {max(samples):.1f}  (target < 100 ms)"
    )


if __name__ == "__main__":
    main()
