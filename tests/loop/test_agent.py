"""The agent loop with offline providers: tools, concurrency, retries, cancellation, events."""

from __future__ import annotations

import asyncio
import time

import pytest

from nbagent import Agent, RetryPolicy, ToolCall, tool
from nbagent.exceptions import ModelAPIError, ModelRateLimited, ModelServerError, RunError, ScriptExhausted
from nbagent.loop import RunOptions
from nbagent.messages import AssistantMessage, ToolResult, UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider, ScriptedProvider

ALLOW = Policy(allow=["*"])  # these tests are about the loop, not the policy

FAST = RetryPolicy(base_delay=0.001, max_delay=0.01)


def paired(messages: tuple) -> bool:
    """Every tool call has exactly one result and every result answers a call."""
    calls = [c.id for m in messages if isinstance(m, AssistantMessage) for c in m.tool_calls]
    results = [m.call_id for m in messages if isinstance(m, ToolResult)]
    return sorted(calls) == sorted(results) and len(set(calls)) == len(calls)


def test_tool_loop_runs_tools_and_feeds_results_back() -> None:
    seen = []

    @tool
    def add(a: int, b: int) -> int:
        """Add."""
        seen.append((a, b))
        return a + b

    provider = ScriptedProvider([ToolCall("add", {"a": 2, "b": 3}), "five"])
    result = Agent(provider, policy=ALLOW, tools=[add]).run("2+3?")
    assert result.text == "five" and result.status == "ok"
    assert seen == [(2, 3)]
    second = provider.requests[1].messages
    assert isinstance(second[-1], ToolResult) and second[-1].content == "5"
    assert [t.name for t in provider.requests[0].tools] == ["add"]
    df = result.tool_calls
    assert list(df["name"]) == ["add"] and list(df["status"]) == ["ok"] and list(df["output"]) == ["5"]
    assert result.usage.requests == 2


def test_parallel_calls_run_concurrently_and_keep_call_order() -> None:
    @tool
    async def wait(seconds: float, label: str) -> str:
        await asyncio.sleep(seconds)
        return label

    calls = [
        ToolCall("wait", {"seconds": 0.3, "label": "first"}),
        ToolCall("wait", {"seconds": 0.1, "label": "second"}),
    ]
    agent = Agent(ScriptedProvider([calls, "ok"]), policy=ALLOW, tools=[wait])
    started = time.perf_counter()
    result = agent.run("go")
    elapsed = time.perf_counter() - started
    assert elapsed < 0.55, f"calls ran one after the other ({elapsed:.2f}s)"
    outputs = [m.content for m in result.messages if isinstance(m, ToolResult)]
    assert outputs == ["first", "second"]


def test_bad_arguments_unknown_tools_and_raising_tools_go_back_to_the_model() -> None:
    @tool
    def boom(x: int) -> int:
        raise ValueError("no good")

    steps = [
        [
            ToolCall("boom", {"x": "not a number"}),
            ToolCall.from_json("boom", '{"x": 1'),
            ToolCall("Boom", {"x": 1}),
            ToolCall("boom", {"x": 1}),
        ],
        "recovered",
    ]
    result = Agent(ScriptedProvider(steps), policy=ALLOW, tools=[boom]).run("try")
    assert result.text == "recovered"
    errors = [m.content for m in result.messages if isinstance(m, ToolResult)]
    assert all(m.is_error for m in result.messages if isinstance(m, ToolResult))
    assert "valid integer" in errors[0]
    assert "not valid JSON" in errors[1]
    assert "no tool named 'Boom'" in errors[2]
    assert "ValueError: no good" in errors[3]
    assert list(result.tool_calls["status"]) == ["failed"] * 4
    assert list(result.tool_calls["stage"]) == ["arguments", "arguments", "unknown-tool", "execution"]


def test_tool_timeout_is_reported_not_raised() -> None:
    @tool(timeout=0.05)
    async def hang() -> str:
        await asyncio.sleep(10)
        return "never"

    result = Agent(ScriptedProvider([ToolCall("hang"), "gave up"]), policy=ALLOW, tools=[hang]).run("x")
    assert result.call_records[0].status == "timed-out" and result.call_records[0].stage == "timeout"
    assert "did not finish within 0.05 s" in result.call_records[0].error


def test_agent_default_tool_timeout_applies_to_sync_tools() -> None:
    def sleepy() -> str:
        time.sleep(0.5)
        return "late"

    result = Agent(
        ScriptedProvider([ToolCall("sleepy"), "ok"]),
        policy=ALLOW,
        tools=[sleepy],
        defaults=RunOptions(tool_timeout=0.05),
    ).run("x")
    assert result.call_records[0].status == "timed-out"


def test_conversation_continues_across_runs() -> None:
    provider = FunctionProvider(lambda messages, tools: f"seen {sum(isinstance(m, UserMessage) for m in messages)}")
    agent = Agent(provider, system="be brief")
    assert agent.run("one").text == "seen 1"
    assert agent.run("two").text == "seen 2"
    assert [m.text for m in agent.messages if isinstance(m, UserMessage)] == ["one", "two"]


def test_system_prompt_goes_first_but_is_not_history() -> None:
    provider = ScriptedProvider(["hi"])
    agent = Agent(provider, system="rules")
    agent.run("hello")
    assert provider.requests[0].messages[0].kind == "system"
    assert all(m.kind != "system" for m in agent.messages)


def test_retry_honours_retry_after_then_succeeds() -> None:
    attempts = []

    def flaky(messages, tools):
        attempts.append(time.perf_counter())
        if len(attempts) == 1:
            raise ModelRateLimited("slow down", retry_after=0.2)
        if len(attempts) == 2:
            raise ModelServerError("boom", status=503)
        return "fine"

    events = []
    result = Agent(FunctionProvider(flaky), defaults=RunOptions(retry=FAST), on_event=events.append).run("x")
    assert result.text == "fine"
    retries = [e for e in events if e.kind == "model-retry"]
    assert retries[0].delay_s == pytest.approx(0.2)
    assert attempts[1] - attempts[0] >= 0.19


def test_retries_give_up_and_non_retryable_errors_are_not_retried() -> None:
    calls = []

    def always(messages, tools):
        calls.append(1)
        raise ModelServerError("down", status=500)

    with pytest.raises(ModelServerError):
        Agent(FunctionProvider(always), defaults=RunOptions(retry=RetryPolicy(max_retries=2, base_delay=0.001))).run(
            "x"
        )
    assert len(calls) == 3

    calls.clear()

    def refused(messages, tools):
        calls.append(1)
        raise ModelAPIError("bad request", status=400)

    with pytest.raises(ModelAPIError):
        Agent(FunctionProvider(refused), defaults=RunOptions(retry=FAST)).run("x")
    assert len(calls) == 1


def test_max_iterations_raises_with_partial_result() -> None:
    def loop_forever(messages, tools):
        return ToolCall("noop")

    agent = Agent(
        FunctionProvider(loop_forever),
        policy=ALLOW,
        tools=[tool(lambda: "ok", name="noop")],
        defaults=RunOptions(max_iterations=3),
    )
    with pytest.raises(RunError, match="3 model requests") as err:
        agent.run("x")
    assert err.value.result.status == "max-iterations"
    assert len(err.value.result.call_records) == 3
    assert paired(agent.messages)


def test_script_exhausted_is_a_clear_error() -> None:
    with pytest.raises(ScriptExhausted, match="no step left"):
        Agent(ScriptedProvider([ToolCall("noop")]), policy=ALLOW, tools=[tool(lambda: 1, name="noop")]).run("x")


def test_cancellation_ends_cleanly_with_paired_history() -> None:
    started = asyncio.Event()

    @tool
    async def forever() -> str:
        started.set()
        await asyncio.sleep(3600)
        return "never"

    events = []
    agent = Agent(
        ScriptedProvider([ToolCall("forever"), "after"]), policy=ALLOW, tools=[forever], on_event=events.append
    )

    async def main() -> None:
        task = asyncio.create_task(agent.arun("go"))
        await started.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert events[-1].kind == "run-finished" and events[-1].status == "cancelled"
    assert paired(agent.messages)
    assert agent.messages[-1].is_error and "cancelled" in agent.messages[-1].content
    # the conversation can go on after a cancelled run
    agent.provider.extend(["back again"])
    assert agent.run("continue").text == "after"


def test_events_in_order_and_a_failing_subscriber_does_not_break_the_run() -> None:
    kinds = []

    def bad(event):
        raise RuntimeError("subscriber bug")

    agent = Agent(ScriptedProvider([ToolCall("noop"), "done here"]), policy=ALLOW, tools=[tool(lambda: 1, name="noop")])
    agent.subscribe(bad)
    unsubscribe = agent.subscribe(lambda e: kinds.append(e.kind))
    result = agent.run("x")
    assert result.text == "done here"
    assert kinds[0] == "run-started" and kinds[-1] == "run-finished"
    assert kinds.index("tool-requested") < kinds.index("tool-started") < kinds.index("tool-finished")
    assert "text-delta" in kinds
    unsubscribe()
    kinds.clear()
    agent.provider.extend(["again"])
    agent.run("y")
    assert kinds == []


def test_streamed_deltas_add_up_to_the_text() -> None:
    deltas = []
    Agent(
        ScriptedProvider(["hello there, world"]), on_event=lambda e: e.kind == "text-delta" and deltas.append(e.text)
    ).run("x")
    assert "".join(deltas) == "hello there, world" and len(deltas) == 3


def test_run_works_inside_a_running_loop() -> None:
    async def main() -> str:
        return Agent(ScriptedProvider(["from a thread"])).run("x").text

    assert asyncio.run(main()) == "from a thread"


def test_async_function_provider_and_non_streaming_mode() -> None:
    async def reply(messages, tools):
        await asyncio.sleep(0)
        return "async reply"

    assert Agent(FunctionProvider(reply), defaults=RunOptions(stream=False)).run("x").text == "async reply"


def test_scripted_reused_toolcall_gets_unique_ids() -> None:
    call = ToolCall("noop")
    agent = Agent(ScriptedProvider([call, call, "done"]), policy=ALLOW, tools=[tool(lambda: 1, name="noop")])
    result = agent.run("x")
    ids = [r.id for r in result.call_records]
    assert len(set(ids)) == 2 and paired(agent.messages)


def test_empty_prompt_is_a_user_error() -> None:
    from nbagent.exceptions import UserError

    with pytest.raises(UserError, match="empty"):
        Agent(ScriptedProvider(["x"])).run("  ")
