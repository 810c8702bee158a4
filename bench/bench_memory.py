"""Memory costs: ``python bench/bench_memory.py``.

Prints figures and ratios against baselines measured in the same run:

- the conversation window computed before each request (``Memory.update`` then
  ``Memory.window``, as the agent does; the window already placed, the conversation
  growing by one exchange per request) for histories of 100 and 1,000 messages with tool
  calls, by message count and by token budget, against converting the window to the OpenAI
  wire format (what every request pays anyway);
- the knowledge memory read at the start of each run (``KnowledgeMemory.context``) with the
  store as its mirror and unchanged files, against the same read with no mirror; and the
  read after a hand edit, which compares the files with the store (a DuckDB read).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _timing import per_call_us  # noqa: E402

from nbagent.memory import KnowledgeMemory, Memory  # noqa: E402
from nbagent.messages import (  # noqa: E402
    AssistantMessage,
    Message,
    ToolCall,
    ToolResult,
    UserMessage,
)
from nbagent.providers.openai import to_openai_messages  # noqa: E402
from nbagent.store import Store  # noqa: E402


def history(n: int) -> list[Message]:
    """``n`` messages: exchanges of a question, two tool calls, their results, an answer."""
    out: list[Message] = []
    i = 0
    while len(out) < n:
        calls = (ToolCall("query", {"sql": f"select {i}"}), ToolCall("plot", {"col": f"c{i}"}))
        out += [
            UserMessage(f"question {i}: how did region {i % 7} do in week {i}?"),
            AssistantMessage(text="", tool_calls=calls),
            *(ToolResult(call_id=c.id, name=c.name, content="x" * 400) for c in calls),
            AssistantMessage(text=f"Region {i % 7} grew {i % 13}% in week {i}."),
        ]
        i += 1
    return out[:n]


def bench_window() -> None:
    print(
        "conversation window before each request (median per request; baseline: converting "
        "the window to the OpenAI wire format, which every request does anyway)"
    )
    for n in (100, 1000):
        msgs = history(n)
        for label, memory in (
            ("max_messages=40", Memory(max_messages=40)),
            ("max_tokens=8000", Memory(max_tokens=8000)),
        ):
            asyncio.run(memory.update(msgs))  # places the window, as the first request does
            loop = asyncio.new_event_loop()
            grown = list(msgs)

            def request(
                memory: Memory = memory,
                grown: list[Message] = grown,
                loop: asyncio.AbstractEventLoop = loop,
            ) -> None:
                # the conversation goes on: one more exchange before each request
                grown.append(UserMessage(f"and how did week {len(grown)} go for region 3?"))
                grown.append(AssistantMessage(text=f"Region 3 grew {len(grown) % 11}% that week."))
                loop.run_until_complete(memory.update(grown))  # what the agent does per request
                memory.window(grown)

            cost = per_call_us(request, rounds=60, batch=20)
            loop.close()
            window = memory.window(grown)
            base = per_call_us(lambda w=window: to_openai_messages(w), rounds=60, batch=20)
            print(
                f"  {n:>5} messages  {label:<16} {cost:8.1f} us  window {len(window):>4} msgs"
                f"   (wire conversion {base:7.1f} us, ratio {cost / base:5.2f})"
            )


def bench_knowledge() -> None:
    print("knowledge memory read at the start of a run")
    with (
        tempfile.TemporaryDirectory() as tmp,
        Store(Path(tmp) / "nbagent.duckdb", flush_interval=0.02) as store,
    ):
        mirrored = KnowledgeMemory(root=tmp + "/notes", mirror=store.knowledge_mirror())
        for i in range(40):
            mirrored.remember(f"fact number {i}: column c{i} is in EUR")
            mirrored.remember(f"note {i}: cleaned table t{i}", "note")
        plain = KnowledgeMemory(root=tmp + "/notes")
        base = per_call_us(plain.context, rounds=60, batch=20)
        mirrored.context()
        cost = per_call_us(mirrored.context, rounds=60, batch=20)
        print(
            f"  80 entries, files unchanged, store mirror   {cost / 1000:7.2f} ms"
            f"   (no mirror: {base / 1000:5.2f} ms, ratio {cost / base:4.2f})"
        )
        path = mirrored.backend.long_term_path
        edits = []
        for i in range(15):
            path.write_text(path.read_text() + f"- a fact typed by hand {i}\n")
            t = time.perf_counter()
            mirrored.context()
            edits.append((time.perf_counter() - t) * 1000)
        print(
            f"  after a hand edit (compared with the store) {statistics.median(edits):7.2f} ms"
            f"   (ratio to unchanged {statistics.median(edits) * 1000 / cost:5.1f})"
        )


if __name__ == "__main__":
    bench_window()
    bench_knowledge()
