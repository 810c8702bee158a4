"""Summarize-on-trim with offline providers: a rolling summary, one system message, kept as state."""

from __future__ import annotations

import asyncio

from nbagent import Agent, ToolCall, tool
from nbagent.exceptions import ModelServerError
from nbagent.memory import Memory
from nbagent.memory._memory import SUMMARY_HEADER
from nbagent.messages import SystemMessage, ToolResult, UserMessage
from nbagent.providers import FunctionProvider, ScriptedProvider


def is_summary_request(messages) -> bool:
    return isinstance(messages[0], SystemMessage) and "running summary" in messages[0].text


class Model:
    """Answers prompts with 'answer N' and summary requests with 'S<n>' plus what it was shown."""

    def __init__(self) -> None:
        self.summary_inputs: list[str] = []
        self.requests: list[tuple] = []

    def __call__(self, messages, tools):
        if is_summary_request(messages):
            self.summary_inputs.append(messages[-1].text)
            return f"S{len(self.summary_inputs)}"
        self.requests.append(messages)
        return f"answer to {messages[-1].text}"


def summary_messages(messages) -> list[SystemMessage]:
    return [m for m in messages if isinstance(m, SystemMessage) and m.text.startswith(SUMMARY_HEADER)]


def test_dropped_exchanges_are_folded_into_one_rolling_summary() -> None:
    model = Model()
    memory = Memory(max_messages=2, summarize=True)
    agent = Agent(FunctionProvider(model), extensions=[memory], system="Be brief.")
    agent.run("q1")
    assert model.summary_inputs == [] and memory.summary is None
    agent.run("q2")  # q1 + answer + q2 = 3 > 2: the first exchange leaves, summarized
    assert len(model.summary_inputs) == 1
    assert "[person] q1" in model.summary_inputs[0] and "[assistant] answer to q1" in model.summary_inputs[0]
    assert "Earlier summary" not in model.summary_inputs[0]
    assert memory.summary == "S1"
    sent = model.requests[-1]
    assert [type(m).__name__ for m in sent] == ["SystemMessage", "SystemMessage", "UserMessage"]
    assert sent[0].text == "Be brief." and sent[1].text == f"{SUMMARY_HEADER}\nS1" and sent[2].text == "q2"

    agent.run("q3")  # the second exchange leaves: the new summary folds in the previous one
    assert "Earlier summary:\nS1" in model.summary_inputs[1] and "[person] q2" in model.summary_inputs[1]
    assert "q1" not in model.summary_inputs[1]  # each message is summarized once
    assert memory.summary == "S2" and memory.summaries == 2 and memory.dropped_messages == 4
    assert len(summary_messages(model.requests[-1])) == 1
    # the agent's own history is complete: the store saves all of it
    assert [m.text for m in agent.messages if isinstance(m, UserMessage)] == ["q1", "q2", "q3"]
    assert memory.usage.requests == 2


def test_a_cheaper_summary_model_leaves_the_agents_script_alone() -> None:
    cheap_inputs: list[str] = []

    def cheap(messages, tools):
        cheap_inputs.append(messages[-1].text)
        return "the person looked at sales"

    @tool(read_only=True)
    def rows(table: str) -> int:
        """Count rows."""
        return 42

    main = ScriptedProvider([ToolCall("rows", {"table": "sales"}), "42 rows", "second answer"])
    memory = Memory(max_messages=3, summarize=True, summary_model=FunctionProvider(cheap))
    agent = Agent(main, tools=[rows], extensions=[memory])
    agent.run("how many rows in sales?")
    agent.run("and now?")
    assert main.remaining == 0  # no scripted step was spent on summaries
    assert len(cheap_inputs) == 1 and "[rows returned] 42" in cheap_inputs[0]
    assert "[assistant calls rows]" in cheap_inputs[0]
    last = main.requests[-1].messages
    assert last[0] == SystemMessage(f"{SUMMARY_HEADER}\nthe person looked at sales")
    assert [type(m).__name__ for m in last[1:]] == ["UserMessage"]


def test_a_failing_summary_call_keeps_an_extract_and_the_run_goes_on() -> None:
    def flaky(messages, tools):
        if is_summary_request(messages):
            raise ModelServerError("summary model is down", provider="function")
        return "ok"

    memory = Memory(max_messages=2, summarize=True)
    agent = Agent(FunctionProvider(flaky), extensions=[memory])
    agent.run("load sales.csv please")
    assert agent.run("then plot it").text == "ok"
    assert memory.summary == "Earlier the person asked: load sales.csv please"


def test_without_any_model_the_summary_is_an_extract() -> None:
    memory = Memory(max_messages=2, summarize=True, summary_max_chars=100)
    history = [UserMessage(f"question number {i} " + "x" * 30) for i in range(6)]
    asyncio.run(memory.update(history, provider=None))
    assert memory.summary is not None and len(memory.summary) <= 100
    # cut at the front: the newest part stays
    assert memory.summary.startswith("… ")
    assert memory.summary.endswith("question number 3 " + "x" * 30)


def test_state_round_trip_resumes_with_the_summary_and_the_window() -> None:
    model = Model()
    config = {"max_messages": 2, "summarize": True}
    first = Agent(FunctionProvider(model), extensions=[Memory(**config)])
    for q in ("q1", "q2", "q3"):
        first.run(q)
    state = first.memory.state()
    assert state["summary"] == "S2" and state["window_start"] == 4

    # a new process: the store loads the history and the memory state
    model2 = Model()
    resumed = Agent(FunctionProvider(model2), extensions=[Memory.from_state(state, **config)], history=first.messages)
    resumed.run("q4")
    sent = model2.requests[-1]
    assert sent[0].text == f"{SUMMARY_HEADER}\nS1"  # model2 numbered its first summary S1 ...
    assert "Earlier summary:\nS2" in model2.summary_inputs[0]  # ... folding in the restored one
    assert "[person] q3" in model2.summary_inputs[0] and "q2" not in model2.summary_inputs[0]
    assert [m.text for m in sent[1:]] == ["q4"]


def test_reset_forgets_the_summary_with_the_conversation() -> None:
    memory = Memory(max_messages=2, summarize=True)
    agent = Agent(FunctionProvider(Model()), extensions=[memory])
    for q in ("q1", "q2", "q3"):
        agent.run(q)
    assert memory.summary
    agent.reset()
    agent.run("fresh start")
    assert memory.summary is None


def test_a_token_budget_reserves_room_for_the_summary() -> None:
    model = Model()
    memory = Memory(max_tokens=400, summarize=True, summary_max_chars=800)  # ~200 tokens reserved
    agent = Agent(FunctionProvider(model), extensions=[memory])
    agent.run("a" * 400)  # ~104 tokens + answer: alone, fits
    agent.run("b" * 400)  # both exchanges would be ~420 + 200 reserved: the first leaves
    assert model.summary_inputs and "[person] aaaa" in model.summary_inputs[0]
    assert [m.text[:1] for m in model.requests[-1] if isinstance(m, UserMessage)] == ["b"]


def test_window_never_separates_tool_results_when_trimming_mid_run() -> None:
    @tool(read_only=True)
    def step(n: int) -> str:
        """One step."""
        return "done " * 20

    calls = [[ToolCall("step", {"n": i}), ToolCall("step", {"n": i + 100})] for i in range(4)]
    provider = ScriptedProvider(["warm-up answer", *calls, "finished"])
    agent = Agent(provider, tools=[step], extensions=[Memory(max_messages=3)])
    agent.run("warm up")
    agent.run("do four steps")
    for request in provider.requests:
        msgs = list(request.messages)
        ids = [c.id for m in msgs if hasattr(m, "tool_calls") for c in m.tool_calls]
        results = [m.call_id for m in msgs if isinstance(m, ToolResult)]
        assert ids == results
    assert [m.text for m in provider.requests[1].messages] == [
        "warm up",
        "warm-up answer",
        "do four steps",
    ]
    assert provider.requests[2].messages[0].text == "do four steps"  # the old exchange left mid-run
