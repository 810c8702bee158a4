"""The response cache: a hit against a real provider call, and what a lookup adds to a miss.

The provider call is the real ``openai`` SDK through nbagent's OpenAI provider
to the local test server (tests/fakeapi, 127.0.0.1, no delay: the floor of
any real call, which adds network and model time on top). A hit is the same
turn served by ``MemoryCache`` and by ``StoreCache`` (a DuckDB store in a
temporary folder). The miss cost is the key computation plus the lookup on a
request the cache does not hold (a conversation of ``--messages`` messages),
against the target of < 1 ms.

    python bench/bench_cache.py [--runs 30] [--messages 40]
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
sys.path.insert(0, str(ROOT / "tests"))

from fakeapi import OpenAIServer, text  # noqa: E402

from nbagent import Agent, MemoryCache, StoreCache  # noqa: E402
from nbagent.cache import cache_key  # noqa: E402
from nbagent.extensions import Cache  # noqa: E402
from nbagent.loop import RunOptions  # noqa: E402
from nbagent.messages import AssistantMessage, ToolSpec, UserMessage  # noqa: E402
from nbagent.providers import get_provider  # noqa: E402
from nbagent.store import Store  # noqa: E402

ZERO = {"temperature": 0}


async def _turn(agent: Agent, prompt: str) -> float:
    agent.reset()
    started = time.perf_counter()
    await agent.arun(prompt)
    return (time.perf_counter() - started) * 1000


async def bench_turns(server: OpenAIServer, cache: Cache, runs: int) -> tuple[float, float]:
    """Median ms of a paid turn (cache empty for each prompt) and of a served one."""
    provider = get_provider("openai:gpt-4.1-mini", base_url=server.url, api_key="sk-test")
    agent = Agent(provider, extensions=[cache], defaults=RunOptions(settings=ZERO, stream=False))
    paid, served = [], []
    for i in range(runs):
        server.enqueue(text(f"answer {i}"))
        paid.append(await _turn(agent, f"question {i}"))
        served.append(await _turn(agent, f"question {i}"))
    return statistics.median(paid), statistics.median(served)


def bench_miss(cache: object, messages: int, rounds: int = 2000) -> float:
    """Median µs of key + lookup for requests the cache does not hold."""
    spec = ToolSpec("lookup", "Weather of a city.", {"type": "object", "properties": {"city": {"type": "string"}}})
    convo = [UserMessage("word " * 60) if i % 2 == 0 else AssistantMessage("reply " * 60) for i in range(messages)]
    times = []
    for i in range(rounds):
        started = time.perf_counter()
        key = cache_key("openai", "gpt-4.1-mini", [*convo, UserMessage(f"q{i}")], [spec], ZERO)
        assert cache.get(key) is None  # type: ignore[attr-defined]
        times.append((time.perf_counter() - started) * 1e6)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--messages", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, OpenAIServer() as server:
        os.environ["NBAGENT_HOME"] = tmp  # the store is the user's own: its cache is read
        store = Store(Path(tmp) / "nbagent.duckdb")
        for label, cache in (("MemoryCache", MemoryCache()), ("StoreCache", StoreCache(store))):
            paid, served = asyncio.run(bench_turns(server, cache, args.runs))
            miss = bench_miss(cache, args.messages)
            print(
                f"{label:12s} provider call (openai SDK -> 127.0.0.1) {paid:7.2f} ms · hit {served:6.3f} ms · "
                f"{paid / served:6.1f}x · key+lookup on a miss ({args.messages} messages) {miss:6.1f} µs "
                f"({'under' if miss < 1000 else 'OVER'} the 1 ms target)"
            )
        restarted = StoreCache(store)  # a new kernel: the index is read once from the file
        started = time.perf_counter()
        len(restarted)
        loaded = (time.perf_counter() - started) * 1000
        cold = []
        for key in list(restarted._index or {})[:10]:
            started = time.perf_counter()
            assert restarted.get(key) is not None
            cold.append((time.perf_counter() - started) * 1000)
        print(
            f"StoreCache after a restart: index load ({len(restarted)} keys, one DuckDB open) {loaded:.1f} ms; "
            f"first hit of an entry (reads its row) {statistics.median(cold):.1f} ms"
        )
        store.close()


if __name__ == "__main__":
    main()
