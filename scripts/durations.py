"""Where the test time goes: a JUnit report (``pytest --junitxml``) summed by file and by kind of cost.

    bash scripts/test.sh -q --junitxml=/tmp/run.xml
    python scripts/durations.py /tmp/run.xml             # Markdown tables: kinds, then the 25 slowest files
    python scripts/durations.py /tmp/run.xml --top 40
    python scripts/durations.py before.xml after.xml     # the two side by side, per file and per kind

A test's time in the report is its setup, call and teardown together (its fixtures included). The kinds are
what a file mostly spends its time on, by where it lives; docs/development.md has the tables of the last runs.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

# (path prefix, kind): the first that matches names a file's kind
KINDS = (
    ("tests/e2e/", "browser: JupyterLab in Chromium"),
    ("tests/launch/", "fresh clone and virtualenv (lab.sh, Binder)"),
    ("tests/test_packaging", "fresh clone and virtualenv (lab.sh, Binder)"),
    ("notebooks/", "demo notebooks (nbval, a kernel each)"),
    ("tests/cassettes/test_notebook_replay", "kernels (nbclient, papermill)"),
    ("tests/ipython/", "kernels (nbclient, papermill)"),
    ("tests/policy/test_screen_model", "the screen's model and its training"),
    ("screenlab/", "the screen's laboratory (held-out sets, corpus)"),
    ("tests/policy/test_heldout", "the screen's laboratory (held-out sets, corpus)"),
    ("tests/store/test_store_chaos", "store chaos (SIGKILLed writers)"),
    ("tests/rag/", "retrieval (MiniLM, LanceDB)"),
    ("tests/lake/", "team lake (PostgreSQL, S3 on 127.0.0.1)"),
    ("tests/telemetry/test_phoenix", "Phoenix (OTLP receiver)"),
    ("tests/mcp/", "MCP servers (subprocesses)"),
)


def file_of(testcase: ET.Element) -> str:
    """``tests/x/test_y.py`` (or ``notebooks/z.ipynb``) from a testcase's dotted classname."""
    parts = (testcase.get("classname") or "").split(".")
    for i, part in enumerate(parts):
        if part.startswith("test_") or (part.endswith("ipynb") and i):
            if part == "ipynb":
                return "/".join(parts[: i - 1]) + f"/{parts[i - 1]}.ipynb"
            return "/".join(parts[: i + 1]) + ".py"
    return "/".join(parts)


def kind_of(path: str) -> str:
    return next((kind for prefix, kind in KINDS if path.startswith(prefix)), "everything else")


def load(report: Path) -> tuple[Counter[str], Counter[str]]:
    """Seconds and test counts by file."""
    seconds: Counter[str] = Counter()
    tests: Counter[str] = Counter()
    for testcase in ET.parse(report).getroot().iter("testcase"):
        path = file_of(testcase)
        seconds[path] += float(testcase.get("time") or 0)
        tests[path] += 1
    return seconds, tests


def by_kind(seconds: Counter[str]) -> Counter[str]:
    kinds: Counter[str] = Counter()
    for path, secs in seconds.items():
        kinds[kind_of(path)] += secs
    return kinds


def table(rows: list[tuple[str, list[str]]], heads: list[str]) -> str:
    out = ["| " + " | ".join(heads) + " |", "|" + "|".join(["---"] + ["---:"] * (len(heads) - 1)) + "|"]
    out += ["| " + " | ".join([name, *cells]) + " |" for name, cells in rows]
    return "\n".join(out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", type=Path, nargs="+", help="one JUnit report, or two: before and after")
    parser.add_argument("--top", type=int, default=25, help="how many files to list (the slowest)")
    args = parser.parse_args(argv)
    if len(args.reports) > 2:
        parser.error("one report, or two (before, after)")
    loaded = [load(path) for path in args.reports]
    total = [sum(seconds.values()) for seconds, _ in loaded]
    counts = [sum(tests.values()) for _, tests in loaded]

    def fmt(secs: float) -> str:
        return f"{secs:,.0f}"

    kinds = [by_kind(seconds) for seconds, _ in loaded]
    names = sorted(set().union(*kinds), key=lambda k: -kinds[-1][k])
    heads = ["kind", *(["seconds"] if len(loaded) == 1 else ["before (s)", "after (s)"])]
    rows = [(name, [fmt(k[name]) for k in kinds]) for name in names]
    rows.append(("**all tests**", [f"**{fmt(t)}** ({n:,} tests)" for t, n in zip(total, counts, strict=True)]))
    print(table(rows, heads), end="\n\n")

    first = loaded[0][0]
    last, last_tests = loaded[-1]
    files = sorted(set(first) | set(last), key=lambda p: -max(first[p], last[p]))[: args.top]
    heads = ["file", "tests", *(["seconds"] if len(loaded) == 1 else ["before (s)", "after (s)"])]
    rows = [(f"`{p}`", [str(last_tests[p] or loaded[0][1][p]), *(fmt(s[p]) for s, _ in loaded)]) for p in files]
    print(table(rows, heads))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
