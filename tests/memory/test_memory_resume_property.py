"""Property: whatever happens in a session (runs with parallel tool calls, resets, restarts), a
resumed agent sends the model exactly what the agent before the restart would have sent."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from memory_histories import anthropic_problems, openai_problems

from nbagent import Agent, Tool, ToolCall
from nbagent.memory import Memory
from nbagent.messages import Message, SystemMessage, ToolResult, UserMessage
from nbagent.providers import FunctionProvider
from nbagent.store import Store, bind


def echo(value: str) -> str:
    return f"echo {value}"


TOOLS = [Tool(echo, read_only=True)]

# a run asks for 0-3 tool calls at once; "reset" clears the agent; "restart" is a new kernel
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("run"), st.integers(0, 3)),
        st.just(("reset", 0)),
        st.just(("restart", 0)),
    ),
    min_size=1,
    max_size=12,
)


def model(messages, tools):
    if isinstance(messages[0], SystemMessage) and "running summary" in messages[0].text:
        return "summary of " + str(messages[-1].text.count("[person]")) + " requests"
    last = messages[-1]
    if isinstance(last, UserMessage):
        calls = int(last.text.split()[-1])
        return [ToolCall("echo", {"value": f"{last.text} #{i}"}) for i in range(calls)] or "ok"
    if isinstance(last, ToolResult):
        return "done"
    return "ok"


def sent(agent: Agent) -> tuple[str | None, list[Message], list[Message]]:
    """What the next request would carry (the summary, the window), and what the window may
    still grow back into (from where it starts: what the summary does not cover)."""
    memory = agent.memory
    window = memory.window(agent.messages)
    return memory.summary, window, list(agent.messages[memory.state()["window_start"] :])


def comparable(messages: list[Message]) -> list[tuple]:
    return [(type(m).__name__, getattr(m, "text", None), getattr(m, "content", None)) for m in messages]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(STEPS, st.integers(2, 6))
@example(  # a reset, then enough to move the window, then a restart: index and seq differ
    [("run", 1), ("run", 0), ("reset", 0), ("run", 2), ("run", 0), ("run", 1), ("restart", 0)], 2
)
def test_a_resumed_session_sends_what_it_would_have_sent(steps, max_messages) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "nbagent.duckdb"

        def open_agent(store: Store) -> Agent:
            memory = Memory(max_messages=max_messages, summarize=True)
            return bind(
                Agent(FunctionProvider(model), tools=TOOLS, extensions=[memory], policy={"allow": ["echo"]}),
                "s",
                store=store,
                keep_tool_responses=True,
            )

        store = Store(path, flush_interval=0.01)
        agent = open_agent(store)
        unsaved_reset = False  # reset() with no run since: the session has not seen it
        try:
            for n, (step, calls) in enumerate(steps):
                if step == "run":
                    agent.run(f"request {n} {calls}")
                    unsaved_reset = False
                elif step == "reset":
                    agent.reset()
                    unsaved_reset = True
                else:
                    before_summary, before_window, before_open = sent(agent)
                    store.close()
                    store = Store(path, flush_interval=0.01)
                    agent = open_agent(store)
                    after_summary, after_window, after_open = sent(agent)
                    if not unsaved_reset:
                        # also after a reset: the resumed agent has the whole session as its
                        # history, and its window starts at the same stored message
                        assert comparable(after_window) == comparable(before_window)
                        assert after_summary == before_summary
                        # messages the summary covers are not summarized again, none are lost
                        assert comparable(after_open) == comparable(before_open)
                    # else: a reset is not a session operation; the stored session goes on
                    # where it was, and the resumed agent continues it
                    unsaved_reset = False
                    if after_window:  # (nothing was said yet: nothing to send)
                        assert openai_problems(after_window) == []
                        assert anthropic_problems(after_window) == []
        finally:
            store.close()
