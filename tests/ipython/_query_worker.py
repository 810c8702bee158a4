"""Subprocess side of test_query_bounds (run as a script, not collected): a clean ru_maxrss.

python _query_worker.py TIMEOUT SQL...   prints one JSON line per SQL: seconds, RSS growth, outcome
"""

from __future__ import annotations

import json
import resource
import sys
import time
from typing import Any

import duckdb  # noqa: F401 - imported before measuring: its import is not the query's cost
import numpy as np
import pandas as pd
from IPython.core.interactiveshell import InteractiveShell

from nbagent import Agent, ToolCall
from nbagent.ipython.tools import notebook_tools
from nbagent.loop import RunOptions
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kilobytes


def main(timeout: float, queries: list[str]) -> None:
    shell = InteractiveShell.instance()
    n = 4000  # a join on one key value: 4,000 x 4,000 = 16M rows
    shell.user_ns["a"] = pd.DataFrame({"k": np.zeros(n, dtype="int64"), "x": np.arange(n)})
    shell.user_ns["b"] = pd.DataFrame({"k": np.zeros(n, dtype="int64"), "y": np.arange(n)})
    tools = [t for t in notebook_tools(shell) if t.name == "query_dataframes"]
    for sql in queries:
        state: dict[str, Any] = {"asked": False}

        def model(messages: Any, _tools: Any, sql: str = sql, state: dict[str, Any] = state) -> Any:
            if not state["asked"]:
                state["asked"] = True
                return ToolCall("query_dataframes", {"sql": sql})
            return "done"

        agent = Agent(
            FunctionProvider(model), tools=tools, policy=Policy(allow=["*"]), defaults=RunOptions(tool_timeout=timeout)
        )
        events: list[Any] = []
        agent.subscribe(events.append)
        before = rss_mb()
        started = time.monotonic()
        agent.run("query")
        seconds = time.monotonic() - started
        outcome = next(e for e in events if e.kind in ("tool-finished", "tool-failed"))
        text = getattr(outcome, "output", None) or getattr(outcome, "error", "")
        print(
            json.dumps(
                {"sql": sql, "seconds": seconds, "rss_growth_mb": rss_mb() - before, "kind": outcome.kind, "text": text}
            ),
            flush=True,
        )


if __name__ == "__main__":
    main(float(sys.argv[1]), sys.argv[2:])
