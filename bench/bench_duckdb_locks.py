"""DuckDB's file-locking facts that the store is built around, measured on the installed DuckDB.

1. open + close of a database file; one INSERT on an open connection; row-at-a-time
   ``executemany`` and an Arrow table append (rows/s);
2. a second process connecting while the first holds the file read-write: how fast it
   fails, and with what message (read-write and read-only);
3. two processes each doing open / insert / close with retry and backoff (no gate):
   rows/s together and the longest wait.

    python bench/bench_duckdb_locks.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1e3:.2f} ms"


def basics(db: Path) -> None:
    con = duckdb.connect(str(db))
    con.execute("CREATE TABLE t (i BIGINT, s VARCHAR)")
    con.close()
    opens = []
    for _ in range(30):
        t = time.perf_counter()
        duckdb.connect(str(db)).close()
        opens.append(time.perf_counter() - t)
    con = duckdb.connect(str(db))
    inserts = []
    for i in range(200):
        t = time.perf_counter()
        con.execute("INSERT INTO t VALUES (?, 'x')", [i])
        inserts.append(time.perf_counter() - t)
    t = time.perf_counter()
    con.executemany("INSERT INTO t VALUES (?, 'x')", [[i] for i in range(2000)])
    many = 2000 / (time.perf_counter() - t)
    rows = pa.table({"i": list(range(200_000)), "s": ["x"] * 200_000})
    con.register("rows", rows)
    t = time.perf_counter()
    con.execute("INSERT INTO t SELECT * FROM rows")
    arrow = 200_000 / (time.perf_counter() - t)
    con.close()
    print(f"open + close: {_ms(opens)}; one INSERT on an open connection: {_ms(inserts)}")
    print(f"executemany: {many:,.0f} rows/s; Arrow append: {arrow:,.0f} rows/s")


def _hold(db: str, ready: Any, done: Any) -> None:
    con = duckdb.connect(db)
    ready.set()
    done.wait(60)
    con.close()


def conflict(db: Path) -> None:
    ctx = mp.get_context("spawn")
    ready, done = ctx.Event(), ctx.Event()
    holder = ctx.Process(target=_hold, args=(str(db), ready, done))
    holder.start()
    ready.wait(30)
    for read_only in (False, True):
        times, message = [], ""
        for _ in range(10):
            t = time.perf_counter()
            try:
                duckdb.connect(str(db), read_only=read_only).close()
                message = "connected (no conflict)"
            except duckdb.Error as exc:
                message = str(exc).splitlines()[0][:110]
            times.append(time.perf_counter() - t)
        print(f"second process, {'read-only' if read_only else 'read-write'}: fails in {_ms(times)}: {message}")
    done.set()
    holder.join()


def _writer(db: str, seconds: float, out: Any) -> None:
    rows, waits, end = 0, [], time.monotonic() + seconds
    while time.monotonic() < end:
        pause, started = 0.002, time.monotonic()
        while True:
            try:
                con = duckdb.connect(db)
                break
            except duckdb.Error:
                time.sleep(pause * random.uniform(0.5, 1.5))
                pause = min(pause * 2, 0.2)
        waits.append(time.monotonic() - started)
        con.execute("INSERT INTO t VALUES (1, 'x')")
        con.close()
        rows += 1
    out.put((rows, max(waits)))


def two_writers(db: Path, seconds: float) -> None:
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    procs = [ctx.Process(target=_writer, args=(str(db), seconds, out)) for _ in range(2)]
    for p in procs:
        p.start()
    results = [out.get(timeout=seconds + 60) for _ in procs]
    for p in procs:
        p.join()
    total = sum(r[0] for r in results)
    print(
        f"two processes, open/insert/close with retry: {total / seconds:,.0f} rows/s together, "
        f"longest wait {max(r[1] for r in results):.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(f"DuckDB {duckdb.__version__}")
    with tempfile.TemporaryDirectory() as tmp:
        basics(Path(tmp) / "a.duckdb")
        conflict(Path(tmp) / "a.duckdb")
        two_writers(Path(tmp) / "a.duckdb", args.seconds)


if __name__ == "__main__":
    main()
