"""What a cost budget adds to each model call: the estimate, the checks and the day's ledger.

An offline priced model (``FunctionProvider(model=...)`` with ``register_price``: no network, so
the figure is nbagent's own work) answers single-turn runs over a conversation of ``--messages``
messages and a few tools. Off: no budget (paid calls still go to the day's ledger). On: per-run,
per-session and per-day limits (the day's ledger file is read before every call). Prints the
median µs per model call of each, the difference and the ratio.

    python bench/bench_budget.py [--runs 300] [--messages 40]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nbagent import Agent, Budget, tool  # noqa: E402
from nbagent.loop import RunOptions  # noqa: E402
from nbagent.messages import AssistantMessage, UserMessage  # noqa: E402
from nbagent.providers import FunctionProvider  # noqa: E402
from nbagent.usage.pricing import register_price  # noqa: E402


@tool
def lookup(city: str) -> str:
    """Weather of a city."""
    return "sunny"


@tool
def convert(amount: float, currency: str) -> str:
    """Convert an amount of money."""
    return "42"


def _history(messages: int) -> list[object]:
    out: list[object] = []
    for i in range(messages // 2):
        out += [UserMessage(f"question {i}: " + "words " * 30), AssistantMessage(f"answer {i}: " + "text " * 40)]
    return out


async def _per_call_us(budget: Budget | None, runs: int, messages: int) -> float:
    agent = Agent(
        FunctionProvider(lambda m, t: "ok", model="bench-budget-model"),
        [lookup, convert],
        history=_history(messages),  # type: ignore[arg-type]
        extensions=[budget] if budget is not None else [],
        defaults=RunOptions(stream=False, settings={"max_tokens": 500}),
    )
    times = []
    for i in range(runs):
        started = time.perf_counter()
        await agent.arun(f"prompt {i}")
        times.append((time.perf_counter() - started) * 1e6)
        agent.rewind(messages)  # the same conversation size for every call
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--messages", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["NBAGENT_HOME"] = home  # the day's ledger of this benchmark only
        register_price("bench-budget-model", input=0.01, cached_input=0.01, output=0.01)
        budget = Budget(per_run_usd=1e6, per_session_usd=1e6, per_day_usd=1e6)
        asyncio.run(_per_call_us(None, 20, args.messages))  # warm-up: imports, first calls
        off = asyncio.run(_per_call_us(None, args.runs, args.messages))
        on = asyncio.run(_per_call_us(budget, args.runs, args.messages))
    print(f"one model call (offline, {args.messages}-message conversation, 2 tools), median of {args.runs}:")
    print(f"  budget off: {off:8.1f} µs")
    print(f"  budget on:  {on:8.1f} µs  (per run + per session + per day)")
    print(f"  added:      {on - off:8.1f} µs per call, ratio {on / off:.2f}")


if __name__ == "__main__":
    main()
