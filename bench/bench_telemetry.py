"""What OpenTelemetry tracing adds to each model call (target: < 0.2 ms).

An offline model (``FunctionProvider``: no network, so the figure is nbagent's and the SDK's work)
answers runs of one tool call and one answer (two model calls, one tool call, one run per two model
calls) over a conversation of ``--messages`` messages. Off: tracing disabled. On: ``telemetry.enable``
with the SDK's batch processor and an exporter that takes the spans and drops them (the export itself
happens on the processor's thread, not the cell's; what is measured is what the run waits for).
Content: the same with ``capture_content=True`` (redaction of prompts, arguments and outputs).
Rounds alternate off / on / content so that drift hits all three alike. Prints the median µs per
model call of each, the differences and the ratios.

    python bench/bench_telemetry.py [--runs 200] [--rounds 5] [--messages 40]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult  # noqa: E402

import nbagent.telemetry as telemetry  # noqa: E402
from nbagent import Agent, ToolCall, tool  # noqa: E402
from nbagent.loop import RunOptions  # noqa: E402
from nbagent.messages import AssistantMessage, UserMessage  # noqa: E402
from nbagent.policy import Policy  # noqa: E402
from nbagent.providers import FunctionProvider  # noqa: E402


class Drop(SpanExporter):
    """Takes spans and keeps only their count."""

    def __init__(self) -> None:
        self.count = 0

    def export(self, spans: Sequence[Any]) -> SpanExportResult:
        self.count += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass


@tool
def lookup(city: str) -> str:
    """Weather of a city."""
    return "sunny, 21 degrees, light wind from the west"


def _model(messages: Any, tools: Any) -> Any:
    last = messages[-1]
    return "It is sunny." if type(last).__name__ == "ToolResult" else ToolCall("lookup", {"city": "Paris"})


def _history(messages: int) -> list[object]:
    out: list[object] = []
    for i in range(messages // 2):
        out += [UserMessage(f"question {i}: " + "words " * 30), AssistantMessage(f"answer {i}: " + "text " * 40)]
    return out


async def _per_call_us(runs: int, messages: int) -> float:
    agent = Agent(
        FunctionProvider(_model, model="bench-telemetry-model"),
        [lookup],
        defaults=RunOptions(stream=False, settings={"max_tokens": 500}),
        history=_history(messages),  # type: ignore[arg-type]
        policy=Policy(allow=["*"]),
    )
    times = []
    for i in range(runs):
        started = time.perf_counter()
        await agent.arun(f"prompt {i}")
        times.append((time.perf_counter() - started) * 1e6 / 2)  # two model calls per run
        agent.rewind(messages)  # the same conversation size for every run
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--messages", type=int, default=40)
    args = parser.parse_args()
    figures: dict[str, list[float]] = {"off": [], "on": [], "content": []}
    exporter = Drop()
    asyncio.run(_per_call_us(20, args.messages))  # warm-up: imports, first calls
    telemetry.enable(exporter=exporter, capture_content=True)
    asyncio.run(_per_call_us(20, args.messages))
    telemetry.disable()
    for _ in range(args.rounds):
        telemetry.disable()
        figures["off"].append(asyncio.run(_per_call_us(args.runs, args.messages)))
        telemetry.enable(exporter=exporter)
        figures["on"].append(asyncio.run(_per_call_us(args.runs, args.messages)))
        telemetry.enable(exporter=exporter, capture_content=True)
        figures["content"].append(asyncio.run(_per_call_us(args.runs, args.messages)))
    telemetry.disable()
    off, on, content = (statistics.median(figures[k]) for k in ("off", "on", "content"))
    print(f"model calls per round: {2 * args.runs}, conversation: {args.messages} messages, rounds: {args.rounds}")
    print(f"spans exported (dropped): {exporter.count}")
    print(f"telemetry off:            {off:8.1f} µs per model call (baseline)")
    print(f"telemetry on:             {on:8.1f} µs per model call  (+{on - off:.1f} µs, {on / off:.2f}x)")
    extra = content - off
    print(f"on, content captured:     {content:8.1f} µs per model call  (+{extra:.1f} µs, {content / off:.2f}x)")
    target = 200.0
    verdict = "meets" if on - off < target else "MISSES"
    print(f"target: < {target:.0f} µs added per model call with content off: {verdict}")


if __name__ == "__main__":
    main()
