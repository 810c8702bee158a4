"""What the team lake costs: publish throughput, and the latency ``team=`` adds to an agent step.

1. A store with ``--events`` audit events is published into a fresh lake (``store.publish``:
   reading what the lake lacks, verifying the chain with the audit key, one DuckLake
   transaction), then the same rows are bulk-inserted into a fresh lake table by DuckLake
   itself (one ``INSERT ... SELECT`` of the Arrow table): events/s of each and the ratio.
   A second publish with nothing new shows the fixed cost of a publish.
2. An Agent (FunctionProvider, a trivial tool, ``--calls`` calls) on a store without
   and with ``team=`` (publishing in the background after each batch): the time of each step
   (model turn + tool call), median and p95. Target: unchanged within noise.

The catalog is a throwaway PostgreSQL (Debian's package, started like the tests do) unless
``--catalog sqlite``; data goes to a local folder.

    python bench/bench_lake.py [--events 20000] [--calls 500] [--catalog postgres|sqlite]
"""

from __future__ import annotations

import argparse
import itertools
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from nbagent import Agent, Tool, ToolCall
from nbagent.events import ToolFinished, ToolRequested, ToolStarted
from nbagent.loop import RunOptions
from nbagent.providers import FunctionProvider
from nbagent.store import Lake, Store, bind

sys.path.insert(0, str(Path(__file__).parent.parent / "tests" / "lake"))


def trivial(x: int) -> int:
    """Return x."""
    return x


def allow_all() -> dict[str, Any]:
    from nbagent.policy import Policy

    return {"policy": Policy(allow=["*"])}


def fill(store: Store, n: int) -> None:
    for i in range(n // 3):
        call = ToolCall("trivial", {"x": i}, id=f"c{i}")
        store.record(ToolRequested(run_id="r", call=call))
        store.record(ToolStarted(run_id="r", call=call))
        store.record(ToolFinished(run_id="r", call=call, output=str(i), duration_s=0.0001))
    store.flush(300)


def throughput(folder: Path, url_for: Any, n: int) -> None:
    store = Store(folder / "s" / "nbagent.duckdb", max_batch=20000)
    fill(store, n)
    rows = len(store.audit())
    lake = Lake(url_for("publish"), data_path=str(folder / "data-publish") + "/")
    t = time.perf_counter()
    added = store.publish(lake)
    publish_s = time.perf_counter() - t
    t = time.perf_counter()
    assert store.publish(lake) == 0
    idle_s = time.perf_counter() - t
    table = store.reader().arrow.query("SELECT * FROM audit_stored")
    bulk = Lake(url_for("bulk"), data_path=str(folder / "data-bulk") + "/")
    with bulk.connection() as con:
        con.register("rows", table)
        con.execute("CREATE TABLE lake.audit AS SELECT * FROM rows LIMIT 0")
        t = time.perf_counter()
        con.execute("INSERT INTO lake.audit SELECT * FROM rows")
        bulk_s = time.perf_counter() - t
    print(f"publish {added:,} rows ({rows:,} audit events): {publish_s:.2f} s, {rows / publish_s:,.0f} events/s")
    print(f"DuckLake bulk insert of the same rows: {bulk_s:.2f} s, {rows / bulk_s:,.0f} events/s")
    print(f"ratio publish / bulk insert: {publish_s / bulk_s:.1f}x the time")
    print(f"a publish with nothing new: {idle_s * 1e3:.0f} ms")
    lake.close()
    bulk.close()
    store.close()


def steps(n: int, store: Store) -> list[float]:
    count = 0

    def decide(messages: Any, tools: Any) -> Any:
        nonlocal count
        count += 1
        return ToolCall("trivial", {"x": count}) if count <= n else "done"

    marks: list[float] = []

    def mark(event: Any) -> None:
        if event.kind == "model-requested":
            marks.append(time.perf_counter())

    agent = bind(
        Agent(
            FunctionProvider(decide),
            tools=[Tool(trivial, read_only=True)],
            defaults=RunOptions(max_iterations=n + 1, stream=False),
            on_event=mark,
            **allow_all(),
        ),
        f"bench-{time.time()}",
        store=store,
    )
    assert agent.run("go").text == "done"
    return [b - a for a, b in itertools.pairwise(marks)]


def latency(folder: Path, url: str, calls: int, repeats: int) -> None:
    off: list[float] = []
    on: list[float] = []
    lake = Lake(url, data_path=str(folder / "data-team") + "/")
    plain = Store(folder / "off" / "nbagent.duckdb")
    team = Store(folder / "on" / "nbagent.duckdb", team=lake)
    for _ in range(repeats):  # interleaved, so both see the same machine
        off += steps(calls, plain)
        on += steps(calls, team)
    plain.close()
    publisher = team.team
    assert publisher is not None
    team.flush(120)
    publisher.sync(120)
    published = publisher.published
    team.close()

    def line(v: list[float]) -> str:
        p95 = statistics.quantiles(v, n=20)[-1]
        return f"median {statistics.median(v) * 1e3:.3f} ms, p95 {p95 * 1e3:.3f} ms"

    print(f"agent step, {repeats} x {calls} calls:")
    print(f"  store:              {line(off)}")
    print(f"  store + team lake:  {line(on)}  ({published:,} rows published in the background)")
    print(f"  added at the median: {(statistics.median(on) - statistics.median(off)) * 1e3:+.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20000)
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--catalog", choices=("postgres", "sqlite"), default="postgres")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="nbagent-bench-lake-"))
    server = None
    try:
        if args.catalog == "postgres":
            from _pg import start_server

            server = start_server()
            pg = server

            def url_for(name: str) -> str:
                return "ducklake:postgres:" + pg.createdb(f"{name}_{time.time_ns()}")
        else:

            def url_for(name: str) -> str:
                return f"ducklake:sqlite:{folder / name}.sqlite"

        print(f"catalog: {args.catalog}; data: a local folder")
        throughput(folder, url_for, args.events)
        latency(folder, url_for("team"), args.calls, args.repeats)
    finally:
        if server is not None:
            server.stop()
            shutil.rmtree(server.root, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
