"""Subprocess side of the PostgreSQL lake tests (run as a script, not collected).

python _publisher.py DB URL DATA_PATH USER N EVERY   record N events, publishing after every EVERY of them
"""

from __future__ import annotations

import json
import sys

from nbagent.events import RunStarted
from nbagent.store import Store
from nbagent.store.lake import Lake


def main(db: str, url: str, data_path: str, user: str, n: str, every: str) -> None:
    import nbagent

    nbagent.configure(user=user)
    store = Store(db, flush_interval=0.01)
    lake = Lake(url, data_path=data_path)
    added = 0
    for i in range(int(n)):
        store.record(RunStarted(run_id=f"{user}-{i}", prompt="p", model="m"))
        if (i + 1) % int(every) == 0:
            added += store.publish(lake)
    added += store.publish(lake)
    store.close()
    print(json.dumps({"added": added}))


if __name__ == "__main__":
    main(*sys.argv[1:])
