"""Subprocess side of the store tests (run as a script, not collected).

python _worker.py agent  DB SESSION N           an agent making N tool calls on the store
python _worker.py twin   DB SESSION N GOFILE    an agent on SESSION, bound at once, that runs when GOFILE exists
python _worker.py reader DB STOPFILE            audit() in a loop until STOPFILE exists
python _worker.py crash  DB IDS_FILE            an endless agent; prints row ids as recorded
python _worker.py chaos  DB ACK_FILE SEED       endless events through Store.record; each call's row ids
                                                appended to ACK_FILE and fsync-ed once record() returned
python _worker.py pending DB SESSION            journals messages for SESSION without committing them,
                                                prints "ready", then waits to be killed
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from store_helpers import counting_agent

from nbagent.events import RunStarted, ToolFinished
from nbagent.messages import AssistantMessage, ToolCall, UserMessage
from nbagent.store import Store


def agent(db: str, session: str, n: str) -> None:
    store = Store(db)
    executed = []
    agent = counting_agent(int(n), store=store, session=session)
    agent.subscribe(lambda e: executed.append(e.call.id) if e.kind == "tool-finished" else None)
    result = agent.run("count")
    assert result.text == "done", result.text
    store.flush(120)
    stats = store.stats()
    store.close()
    report = {"session": agent.session.id, "executed": len(executed), "unique": len(set(executed))}
    print(json.dumps({**report, "stats": stats}))


def twin(db: str, session: str, n: str, gofile: str) -> None:
    """An agent bound to SESSION (history loaded) that runs once GOFILE exists: two of them load the
    same history, so both number their messages from the same seq."""
    import time

    store = Store(db)
    agent = counting_agent(int(n), delay=0.01, store=store, session=session)
    print("bound", flush=True)
    while not os.path.exists(gofile):
        time.sleep(0.01)
    assert agent.run("count").text == "done"
    store.close()
    print("done", flush=True)


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


def chaos(db: str, ack_file: str, seed: str) -> None:
    import random
    import time
    import uuid

    rng = random.Random(int(seed))
    store = Store(db, flush_interval=rng.choice([0.005, 0.02, 0.05]), max_batch=rng.choice([10, 50, 500]))
    fd = os.open(ack_file, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    session = store.new_session().id
    print("ready", flush=True)
    n = 0
    while True:
        run = uuid.uuid4().hex
        ids = store.record(RunStarted(run_id=run, prompt=f"prompt {n}", model="m"), session_id=session)
        call = ToolCall("t", {"i": n, "pad": "x" * rng.randint(0, 300)})
        ids += store.record(
            ToolFinished(run_id=run, call=call, output=f"out {n}", duration_s=0.001), session_id=session
        )
        store.save_messages(session, [UserMessage(f"q {n}"), AssistantMessage(f"a {n}")], start_seq=2 * n, run_id=run)
        os.write(fd, "".join(i + "\n" for i in ids).encode())
        os.fsync(fd)  # acknowledged: the test expects these rows in the store after any crash
        n += 1
        time.sleep(rng.choice([0.0, 0.001, 0.003]))


def pending(db: str, session: str) -> None:
    import time

    store = Store(db, flush_interval=3600, max_batch=10**9)
    store.save_messages(session, [UserMessage("late question"), AssistantMessage("late answer")], start_seq=100)
    print("ready", flush=True)
    time.sleep(3600)


def _die_with_parent() -> None:
    """End this worker when the test that started it is gone: a test killed by its time limit skips its
    cleanup, and an endless writer left behind eats a core and gigabytes for hours."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(3)

    threading.Thread(target=watch, daemon=True).start()


if __name__ == "__main__":
    _die_with_parent()
    modes: dict[str, Callable[..., None]] = {
        "agent": agent, "twin": twin, "reader": reader, "crash": crash, "chaos": chaos, "pending": pending
    }  # fmt: skip
    modes[sys.argv[1]](*sys.argv[2:])
