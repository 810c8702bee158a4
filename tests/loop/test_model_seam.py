"""The model seam (nbagent.loop._model): one stack of small layers per run, only the layers the run needs."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from nbagent import Agent, Budget, MemoryCache, RetryPolicy
from nbagent.events import Event
from nbagent.exceptions import RetryableError
from nbagent.loop import RunOptions
from nbagent.loop._model import Cached, ModelCall, ModelTurn, ProviderCall, Retrying
from nbagent.messages import AssistantMessage, Usage
from nbagent.providers import FunctionProvider, ModelRequest, ModelResponse
from nbagent.usage.pricing import register_price


def _layers(call: ModelCall) -> list[str]:
    out = [type(call).__name__]
    while hasattr(call, "inner"):
        call = call.inner
        out.append(type(call).__name__)
    return out


def _stack_of(**agent_kw: Any) -> list[str]:
    seen: list[list[str]] = []
    defaults = RunOptions(stream=False).merged(agent_kw.pop("defaults", RunOptions()))
    agent = Agent(FunctionProvider(lambda m, t: "ok", model="seam-model"), defaults=defaults, **agent_kw)

    def look(event: Event) -> None:
        if event.kind == "run-started" and agent._running is not None:
            seen.append(_layers(agent._running.ask))

    agent.subscribe(look)
    agent.run("hi")
    return seen[0]


def test_a_run_gets_only_the_layers_it_needs() -> None:
    register_price("seam-model", input=1.0, cached_input=1.0, output=1.0)
    assert _stack_of() == ["Retrying", "ProviderCall"]
    assert _stack_of(extensions=[Budget(per_run_usd=5.0)]) == ["Budgeted", "Retrying", "ProviderCall"]
    assert _stack_of(extensions=[MemoryCache(), Budget(per_run_usd=5.0)],
                     defaults=RunOptions(settings={"temperature": 0})) == [
        "Cached", "Budgeted", "Retrying", "ProviderCall",
    ]  # fmt: skip


def test_retrying_gives_up_after_text_was_streamed() -> None:
    attempts = 0

    class Flaky:
        name = provider = model = "flaky"

        async def request(self, request: ModelRequest) -> ModelResponse:
            raise AssertionError("streams only")

        async def stream(self, request: ModelRequest) -> Any:
            nonlocal attempts
            attempts += 1
            yield "half an ans"
            raise RetryableError("connection reset")

    events: list[Event] = []
    run = type("R", (), {})()
    run.provider, run.stream, run.run_id = Flaky(), True, "r"
    run.emit = events.append

    turn = ModelTurn(run, 1, ModelRequest(messages=(), tools=(), settings={}))  # type: ignore[arg-type]
    stack = Retrying(ProviderCall(), RetryPolicy(max_retries=3, base_delay=0.0, max_delay=0.0))
    with pytest.raises(RetryableError, match="connection reset"):  # not retried after streamed text
        asyncio.run(stack(turn))
    assert attempts == 1 and [e.kind for e in events] == ["text-delta"]


def test_a_cache_hit_costs_nothing_and_reaches_no_inner_layer() -> None:
    asked: list[int] = []

    class Inner:
        async def __call__(self, turn: Any) -> ModelResponse:
            asked.append(1)
            return ModelResponse(AssistantMessage("fresh"), Usage(input_tokens=5, cost_usd=0.5), "m")

    cache = MemoryCache()
    cache.put("k" * 64, ModelResponse(AssistantMessage("kept"), Usage(input_tokens=5, cost_usd=0.5), "m"))
    events: list[Event] = []
    run = type("R", (), {})()
    run.stream, run.run_id, run.emit = False, "r", events.append

    turn = ModelTurn(run, 1, ModelRequest(messages=(), tools=(), settings={}), key="k" * 64)  # type: ignore[arg-type]
    response = asyncio.run(Cached(Inner(), cache)(turn))
    assert response.message.text == "kept" and response.usage.cost_usd in (None, 0, 0.0) and asked == []
    assert turn.cached and [e.kind for e in events] == ["cache-hit"]
