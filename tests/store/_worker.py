"""Subprocess side of the store tests (run as a script, not collected).

python _worker.py agent  DB SESSION N           an agent making N tool calls on the store
python _worker.py reader DB STOPFILE            audit() in a loop until STOPFILE exists
python _worker.py crash  DB IDS_FILE            an endless agent; prints row ids as recorded
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from store_helpers import counting_agent

from nbagent.store import Store


def agent(db: str, session: str, n: str) -> None:
    store = Store(db)
    executed = []
    agent = counting_agent(int(n), store=store, session=session)
    agent.subscribe(lambda e: executed.append(e.call.id) if e.kind == "tool-finished" else None)  # type: ignore[union-attr]
    result = agent.run("count")
    assert result.text == "done", result.text
    store.flush(120)
    stats = store.stats()
    store.close()
    report = {"session": agent.session.id, "executed": len(executed), "unique": len(set(executed))}
    print(json.dumps({**report, "stats": stats}))


def reader(db: str, stopfile: str) -> None:
    store = Store(db)
    reads, rows, last = 0, 0, -1
    while not os.path.exists(stopfile):
        df = store.audit()
        reads += 1
        rows = len(df)
        if rows < last:
            raise AssertionError(f"the audit log shrank from {last} to {rows} rows")
        last = rows
    store.close()
    print(json.dumps({"reads": reads, "rows": rows}))


def crash(db: str, ids_file: str) -> None:
    store = Store(db, flush_interval=0.05)
    out = open(ids_file, "a", buffering=1)  # noqa: SIM115 - open until the process is killed
    record = store.record

    def record_and_tell(event: Any, **kw: Any) -> tuple[str, ...]:
        ids = record(event, **kw)
        for row_id in ids:
            out.write(row_id + "\n")  # line-buffered: on disk before the next event
        return ids

    store.record = record_and_tell  # type: ignore[method-assign]
    agent = counting_agent(10**9, delay=0.001, store=store, session="crash")
    print("started", flush=True)
    agent.run("count forever")


if __name__ == "__main__":
    {"agent": agent, "reader": reader, "crash": crash}[sys.argv[1]](*sys.argv[2:])
