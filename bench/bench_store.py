"""What the DuckDB store costs: sustained events/s, and the latency it adds to a tool call.

1. ``record()`` alone: the time one event takes on the caller's thread (journal
   append), and events/s sustained end to end (recorded, then in DuckDB after
   ``flush()``), for a stream of tool-call events.
2. An Agent (FunctionProvider, a trivial tool, 1,000 calls) with and without a
   store: the time of each step (one model turn + one tool call, measured
   between consecutive ``model-requested`` events), median and p95, and the
   difference. Target: <= 1 ms added at the median.
3. What the keyed chain costs per batch against the old unkeyed one: HMAC
   links plus reading and rewriting the head file outside the database,
   against SHA-256 links; and the HMAC of a journal frame on the caller's
   path. Set beside the DuckDB write of a batch.

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

import duckdb

from nbagent import Agent, Tool, ToolCall
from nbagent.events import ToolFinished, ToolRequested, ToolStarted
from nbagent.loop import RunOptions
from nbagent.providers import FunctionProvider
from nbagent.store import Store, bind
from nbagent.store.integrity._anchor import HeadKeeper
from nbagent.store.integrity._chain import GENESIS, content_digest, link
from nbagent.store.integrity._key import load_key
from nbagent.store.writing._journal import encode_frame


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
    stats = store.stats()
    store.close()
    return {
        "events": len(events),
        "record_median_us": statistics.median(per_call) * 1e6,
        "record_p95_us": pct(per_call, 0.95) * 1e6,
        "record_per_s": len(events) / recorded,
        "end_to_end_per_s": len(events) / total,
        "write_ms_per_batch": stats["write_s"] / max(stats["batches"], 1) * 1e3,
        "rows_per_batch": stats["rows"] / max(stats["batches"], 1),
    }


def chain_cost(folder: Path, rows: int, batches: int) -> dict[str, float]:
    """Per batch of ``rows`` audit rows: the unkeyed links, and the keyed links + head file."""
    import marshal
    import zlib

    key = load_key()
    digests = [content_digest({"id": f"row-{i}", "ts": i, "event": "tool_executed"}) for i in range(rows)]
    keeper = HeadKeeper(folder / f"chain-{rows}.duckdb", key.id)
    con = duckdb.connect()  # the first batch asks the database where keyed rows start; later ones do not
    con.execute("CREATE TABLE audit (seq BIGINT, hash VARCHAR, key_id VARCHAR)")
    keeper.begin(con, 0, GENESIS)
    keeper.written(0, GENESIS)
    con.close()

    def unkeyed(seq: int) -> None:
        prev = GENESIS
        for d in digests:
            seq += 1
            prev = link(prev, seq, d)

    def keyed(seq: int) -> None:
        keeper.begin(None, seq, keeper_head[1])
        prev = keeper_head[1]
        for d in digests:
            seq += 1
            prev = link(prev, seq, d, key)
        keeper.written(seq, prev)
        keeper_head[:] = [seq, prev]

    keeper_head: list[Any] = [0, GENESIS]
    old, new = [], []
    for b in range(batches):
        t = time.perf_counter()
        unkeyed(b * rows)
        old.append(time.perf_counter() - t)
        t = time.perf_counter()
        keyed(keeper_head[0])
        new.append(time.perf_counter() - t)
    records = [("audit", {"id": f"r{i}", "ts": time.time(), "event": "tool_executed", "tool": "t"}) for i in range(3)]
    plain, framed = [], []
    for _ in range(2000):
        t = time.perf_counter()
        payload = marshal.dumps(records, 4)
        zlib.crc32(payload)
        plain.append(time.perf_counter() - t)
        t = time.perf_counter()
        encode_frame(records, key)
        framed.append(time.perf_counter() - t)
    return {
        "old_us": statistics.median(old) * 1e6,
        "new_us": statistics.median(new) * 1e6,
        "frame_plain_us": statistics.median(plain) * 1e6,
        "frame_mac_us": statistics.median(framed) * 1e6,
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

    agent = Agent(
        FunctionProvider(decide),
        tools=[Tool(trivial, read_only=True)],
        defaults=RunOptions(max_iterations=n + 1, stream=False),
        on_event=mark,
        **allow_all(),
    )
    if store is not None:
        bind(agent, f"bench-{time.time()}", store=store)
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
        print(f"  DuckDB write per batch:  {s['write_ms_per_batch']:.2f} ms ({s['rows_per_batch']:.0f} rows a batch)")

        store = Store(folder / "agent.duckdb")
        steps(50, None), steps(50, store)  # warm up: imports, pydantic models, first open
        without: list[float] = []
        with_store: list[float] = []
        for _ in range(args.repeats):
            without += steps(args.calls, None)
            with_store += steps(args.calls, store)
        stats = store.stats()
        store.close()
        batch_ms = stats["write_s"] / max(stats["batches"], 1) * 1e3
        print(
            f"agent run's batches: {stats['batches']:.0f}, {stats['rows'] / max(stats['batches'], 1):.0f} rows "
            f"and {batch_ms:.2f} ms of DuckDB write each"
        )
        for rows in (5, 50, 500):
            c = chain_cost(folder, rows, 300)
            print(
                f"chain, batch of {rows} audit rows: unkeyed links {c['old_us']:.1f} us, keyed links + head "
                f"file {c['new_us']:.1f} us (ratio {c['new_us'] / c['old_us']:.1f}x; "
                f"+{(c['new_us'] - c['old_us']) / 1e3 / batch_ms * 100:.1f}% of an agent batch's DuckDB write)"
            )
        print(
            f"journal frame (3 rows) on the caller's path: {c['frame_plain_us']:.1f} us without the HMAC, "
            f"{c['frame_mac_us']:.1f} us with it"
        )

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
