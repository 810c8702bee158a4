"""What the DuckDB store costs: sustained events/s, and the latency it adds to a tool call.

1. ``record()`` alone: the time one event takes on the caller's thread (journal
   append), and events/s sustained end to end (recorded, then in DuckDB after
   ``flush()``), for a stream of tool-call events.
2. An Agent (FunctionProvider, a trivial tool, 1,000 calls) with and without a
   store: the time of each step (one model turn + one tool call, measured
   between consecutive ``model-requested`` events), median and p95, and the
   difference. Target: <= 1 ms added at the median.

    python bench/bench_store.py [--events 50000] [--calls 1000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from nbagent import Agent, Tool, ToolCall
from nbagent.events import ToolFinished, ToolRequested, ToolStarted
from nbagent.providers import FunctionProvider
from nbagent.store import Store


def allow_all() -> dict[str, Any]:
    try:
        from nbagent.policy import Policy
    except ImportError:
        return {}
    return {"policy": Policy(allow=["*"])}


def trivial(x: int) -> int:
    return x + 1


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def sustained(folder: Path, n: int) -> dict[str, float]:
    """Record n events as fast as one thread can, then wait until DuckDB has them."""
    store = Store(folder / "sustained.duckdb")
    events = []
    for i in range(n // 3):
        call = ToolCall("trivial", {"x": i, "label": f"row {i}"})
        events += [
            ToolRequested(run_id="bench", call=call),
            ToolStarted(run_id="bench", call=call),
            ToolFinished(run_id="bench", call=call, output=str(i + 1), duration_s=0.0001),
        ]
    per_call = []
    t0 = time.perf_counter()
    for event in events:
        t = time.perf_counter()
        store.record(event, session_id="s")
        per_call.append(time.perf_counter() - t)
    recorded = time.perf_counter() - t0
    store.flush(300)
    total = time.perf_counter() - t0
    rows = int(store.query("SELECT count(*) AS n FROM audit")["n"][0])
    assert rows == len(events), (rows, len(events))
    store.close()
    return {
        "events": len(events),
        "record_median_us": statistics.median(per_call) * 1e6,
        "record_p95_us": pct(per_call, 0.95) * 1e6,
        "record_per_s": len(events) / recorded,
        "end_to_end_per_s": len(events) / total,
    }


def steps(n: int, store: Store | None) -> list[float]:
    """Wall time of each agent step (model turn + tool call)."""
    count = 0

    def decide(messages: Any, tools: Any) -> Any:
        nonlocal count
        count += 1
        return ToolCall("trivial", {"x": count}) if count <= n else "done"

    marks: list[float] = []

    def mark(event: Any) -> None:
        if event.kind == "model-requested":
            marks.append(time.perf_counter())

    kw: dict[str, Any] = {"store": store, "session": f"bench-{time.time()}"} if store is not None else {}
    agent = Agent(
        FunctionProvider(decide),
        tools=[Tool(trivial, read_only=True)],
        max_iterations=n + 1,
        stream=False,
        on_event=mark,
        **allow_all(),
        **kw,
    )
    result = agent.run("go")
    assert result.text == "done"
    if store is not None:
        store.flush(120)
    return [b - a for a, b in itertools.pairwise(marks)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=60_000)
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="nbagent-bench-") as tmp:
        folder = Path(tmp)
        s = sustained(folder, args.events)
        print(f"record(): {s['events']} tool-call events from one thread")
        median, p95 = s["record_median_us"], s["record_p95_us"]
        print(f"  caller's cost per event: median {median:.1f} us, p95 {p95:.1f} us")
        print(f"  recorded (journal):      {s['record_per_s']:,.0f} events/s")
        print(f"  sustained into DuckDB:   {s['end_to_end_per_s']:,.0f} events/s (record + flush)")

        store = Store(folder / "agent.duckdb")
        steps(50, None), steps(50, store)  # warm up: imports, pydantic models, first open
        without: list[float] = []
        with_store: list[float] = []
        for _ in range(args.repeats):
            without += steps(args.calls, None)
            with_store += steps(args.calls, store)
        store.close()

    m0, m1 = statistics.median(without), statistics.median(with_store)
    p0, p1 = pct(without, 0.95), pct(with_store, 0.95)
    print(f"agent step (model turn + tool call), {args.repeats} x {args.calls} calls:")
    print(f"  without store: median {m0 * 1e3:.3f} ms, p95 {p0 * 1e3:.3f} ms")
    print(f"  with store:    median {m1 * 1e3:.3f} ms, p95 {p1 * 1e3:.3f} ms")
    print(
        f"  added:         median {(m1 - m0) * 1e3:+.3f} ms, p95 {(p1 - p0) * 1e3:+.3f} ms "
        f"(ratio {m1 / m0:.2f}x median; target <= 1 ms added)"
    )


if __name__ == "__main__":
    main()
