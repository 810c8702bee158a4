"""Overhead of the agent loop per tool call, against calling the function directly.

A FunctionProvider asks for one trivial tool call per turn, N turns, then
answers. The loop's overhead per call is (run time - N direct calls) / N.
Reported for the default path (sync tool in a worker thread, streaming on)
and for a tool that runs inline (`thread=False`, `stream=False`).
Target: <= 0.5 ms median over 1,000 calls.

    python bench/bench_loop.py [--calls 1000] [--repeats 7]
"""

from __future__ import annotations

import argparse
import statistics
import time

from nbagent import Agent, Tool, ToolCall
from nbagent.loop import RunOptions
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider


def trivial(x: int) -> int:
    return x + 1


def direct(n: int) -> float:
    t0 = time.perf_counter()
    for i in range(n):
        trivial(i)
    return time.perf_counter() - t0


def through_loop(n: int, *, thread: bool, stream: bool) -> float:
    count = 0

    def decide(messages, tools):
        nonlocal count
        count += 1
        return ToolCall("trivial", {"x": count}) if count <= n else "done"

    agent = Agent(
        FunctionProvider(decide),
        tools=[Tool(trivial, thread=thread)],
        policy=Policy(allow=["*"]),
        defaults=RunOptions(max_iterations=n + 1, stream=stream),
    )
    t0 = time.perf_counter()
    result = agent.run("go")
    elapsed = time.perf_counter() - t0
    assert len(result.call_records) == n and result.text == "done"
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    n = args.calls
    through_loop(50, thread=True, stream=True)  # warm up imports and pydantic
    for label, thread, stream in (("default (thread, stream)", True, True), ("inline tool, no stream", False, False)):
        per_call = []
        for _ in range(args.repeats):
            base = direct(n)
            total = through_loop(n, thread=thread, stream=stream)
            per_call.append((total - base) / n)
        med = statistics.median(per_call)
        print(
            f"{label:26s} overhead per tool call: median {med * 1e3:.3f} ms "
            f"(min {min(per_call) * 1e3:.3f}, max {max(per_call) * 1e3:.3f}) over {n} calls x {args.repeats}"
            f"  target <= 0.5 ms -> {'OK' if med <= 0.0005 else 'MISSED'}"
        )
    d = statistics.median(direct(n) for _ in range(args.repeats)) / n
    print(f"baseline: direct call {d * 1e6:.3f} us per call")


if __name__ == "__main__":
    main()
