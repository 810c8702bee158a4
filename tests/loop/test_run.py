"""One run of an Agent: run-level overrides, one run at a time, the seams memory and tool selection plug into."""

from __future__ import annotations

import ast
import asyncio
import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

from nbagent import Agent, Tool, ToolCall, tool
from nbagent.approval import ApprovalRequest, ApprovalResult
from nbagent.exceptions import UserError
from nbagent.extensions import Extension, HistoryProcessor, ToolFilter
from nbagent.loop import RunOptions
from nbagent.memory import DomainSelector, KnowledgeMemory, Memory
from nbagent.messages import Message, SystemMessage, UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider, ScriptedProvider
from nbagent.store import Store, bind

ALLOW = Policy(allow=["*"])
PACKAGE = Path(__file__).resolve().parents[2] / "nbagent"


@tool
def ping(x: int = 0) -> str:
    """Ping."""
    return f"pong {x}"


# -- one run at a time -------------------------------------------------------------------


def test_a_second_arun_while_one_runs_is_refused_and_the_first_finishes() -> None:
    release = asyncio.Event()

    async def slow(messages: Sequence[Message], tools: Any) -> str:
        await release.wait()
        return "first done"

    agent = Agent(FunctionProvider(slow), policy=ALLOW)

    async def main() -> tuple[Any, BaseException | None]:
        first = asyncio.create_task(agent.arun("the first question"))
        await asyncio.sleep(0.01)
        assert agent.running
        error: BaseException | None = None
        try:
            await agent.arun("a second question")
        except UserError as exc:
            error = exc
        release.set()
        return await first, error

    result, error = asyncio.run(main())
    assert isinstance(error, UserError)
    assert "already running" in str(error) and "the first question" in str(error) and "one turn at a time" in str(error)
    assert result.text == "first done" and not agent.running
    # the refused run left nothing behind: one question, one answer
    assert [m.text for m in agent.messages] == ["the first question", "first done"]
    assert agent.run("next").status == "ok"  # and the agent takes the next run


def test_a_run_from_another_thread_is_refused_too() -> None:
    """run() inside a running loop runs on a worker thread: two of them must not share the conversation."""
    import threading

    started, release = threading.Event(), threading.Event()

    def blocking(messages: Sequence[Message], tools: Any) -> str:
        started.set()
        release.wait(5)
        return "done"

    agent = Agent(FunctionProvider(blocking), policy=ALLOW, defaults=RunOptions(stream=False))
    worker = threading.Thread(target=agent.run, args=("one",))
    worker.start()
    assert started.wait(5)
    with pytest.raises(UserError, match="already running"):
        agent.run("two")
    release.set()
    worker.join(5)
    assert [m.text for m in agent.messages] == ["one", "done"]


def test_reset_during_a_run_is_refused() -> None:
    async def reset_midway(messages: Sequence[Message], tools: Any) -> str:
        with pytest.raises(UserError, match="running"):
            agent.reset()
        return "ok"

    agent = Agent(FunctionProvider(reset_midway), policy=ALLOW)
    assert agent.run("x").text == "ok" and len(agent.messages) == 2


# -- run-level overrides ------------------------------------------------------------------


def test_overrides_apply_to_one_run_and_leave_the_agent_as_it_was() -> None:
    default_model = ScriptedProvider(["from the default model", "default again"])
    other_model = ScriptedProvider([ToolCall("ping", {"x": 1}), "from the other model"])
    strict = Policy.stack(Policy.layered(ALLOW), Policy(review=["ping"], name="cell"))
    asked: list[ApprovalRequest] = []

    def approve(request: ApprovalRequest) -> ApprovalResult:
        asked.append(request)
        return ApprovalResult(True)

    agent = Agent(default_model, policy=ALLOW, defaults=RunOptions(max_iterations=5, stream=True))
    before = (agent.provider, agent.policy, agent.tools, agent.max_iterations, agent.stream)
    deltas: list[str] = []
    agent.subscribe(lambda e: deltas.append(e.kind) if e.kind == "text-delta" else None)
    result = agent.run(
        "use the other one",
        model=other_model,
        policy=strict,
        approve=approve,
        tools=[ping],
        approval_timeout=30,
        max_iterations=2,
        stream=False,
    )
    assert result.text == "from the other model" and result.call_records[0].output == "pong 1"
    assert [r.rule for r in asked] == ["review: ping"] and asked[0].timeout_s == 30  # the run's policy and timeout
    assert result.events[0].model == "scripted" and other_model.remaining == 0
    assert deltas == []  # stream=False for that run
    # the agent is as it was: its model, policy, tools and limits serve the next run
    assert (agent.provider, agent.policy, agent.tools, agent.max_iterations, agent.stream) == before
    assert agent.run("and now?").text == "from the default model"
    assert "ping" not in [t.name for t in default_model.requests[-1].tools]
    assert deltas  # streaming again
    # the conversation went on across both models
    assert [m.text for m in agent.messages if isinstance(m, UserMessage)] == ["use the other one", "and now?"]


def test_a_bad_override_is_a_user_error_before_the_run_starts() -> None:
    agent = Agent(ScriptedProvider(["x"]), policy=ALLOW)
    for bad in ({"max_iterations": 0}, {"approval_timeout": -1}):
        with pytest.raises(UserError):
            agent.run("x", **bad)
    assert agent.messages == () and not agent.running
    assert agent.run("x").text == "x"


def test_max_iterations_override_stops_that_run_only() -> None:
    from nbagent.exceptions import RunError

    script = [ToolCall("ping"), ToolCall("ping"), "done", "later"]
    agent = Agent(ScriptedProvider(script), tools=[ping], policy=ALLOW, defaults=RunOptions(max_iterations=10))
    with pytest.raises(RunError, match="made 1 model requests"):
        agent.run("x", max_iterations=1)
    assert agent.max_iterations == 10


def test_run_started_names_the_session(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.duckdb")
    agent = bind(Agent(ScriptedProvider(["hi"]), policy=ALLOW), "named", store=store)
    result = agent.run("hello")
    assert result.events[0].kind == "run-started" and result.events[0].session == agent.session.id
    assert Agent(ScriptedProvider(["hi"]), policy=ALLOW).run("x").events[0].session is None
    store.close()


def test_lookalike_warnings_follow_the_policy_and_tools_a_run_uses(caplog: pytest.LogCaptureFixture) -> None:
    """A run's own policy and tools get the construction-time checks (once per pair, each warning once)."""
    deny_delete = Policy(deny=["delete_flie"])  # a typo: it protects nothing

    def delete_file(path: str) -> str:
        return "gone"

    agent = Agent(ScriptedProvider(["a", "b", "c"]), policy=ALLOW)
    with caplog.at_level(logging.WARNING, logger="nbagent"):
        agent.run("x")
        assert not [r for r in caplog.records if "nbagent policy" in r.message]
        agent.run("y", policy=deny_delete, tools=[delete_file])
        after_y = [r.message for r in caplog.records if "nbagent policy" in r.message]
        agent.run("z", policy=deny_delete, tools=[delete_file])
    warned = [r.message for r in caplog.records if "nbagent policy" in r.message]
    assert any("did you mean 'delete_file'" in w for w in after_y)
    assert warned == after_y  # the same pair again: no repeat


# -- grants belong to the session, on the agent -------------------------------------------


def test_grants_live_on_the_agent_and_survive_a_run_level_policy() -> None:
    asked: list[str] = []

    def always(request: ApprovalRequest) -> ApprovalResult:
        asked.append(request.tool_name)
        return ApprovalResult(True, scope="session")

    review = Policy(review=["ping"])
    agent = Agent(ScriptedProvider([ToolCall("ping"), "1", ToolCall("ping"), "2", ToolCall("ping"), "3"]),
                  tools=[ping], policy=review, approve=always)  # fmt: skip
    agent.run("one")
    agent.run("two", policy=review)  # another run, same session: the grant holds
    assert asked == ["ping"] and len(agent.grants) == 1
    agent.reset()
    agent.run("three")
    assert asked == ["ping", "ping"]


# -- the seams: memory is a history processor, tool selection a tool filter ---------------


def test_memory_and_selector_are_extensions_of_their_kinds() -> None:
    """mypy --strict checks the signatures (they subclass the kinds); here: nothing of the kind is left abstract."""
    for kind, part in ((HistoryProcessor, Memory(max_messages=4)), (ToolFilter, DomainSelector(model=False))):
        assert isinstance(part, kind) and isinstance(part, Extension) and not type(part).__abstractmethods__, kind


class Keep2(HistoryProcessor):
    """A history processor that is not nbagent's Memory: the last two messages and a note in front."""

    def __init__(self) -> None:
        self.count_tokens = lambda m: 1
        self.runs = 0
        self.updates = 0

    async def begin_run(self) -> list[Tool]:
        self.runs += 1
        return [Tool(lambda: "noted", name="note")]

    def context_messages(self) -> list[Message]:
        return [SystemMessage("NOTE")]

    def window(self, history: Sequence[Message], *, reserved_tokens: int = 0) -> list[Message]:
        return list(history[-2:])

    async def update(self, history: Sequence[Message], provider: Any = None, **kw: Any) -> None:
        self.updates += 1

    # the Protocol's questions about third-party text: this processor adds none
    def untrusted_context(self) -> str | None:
        return None

    def track_untrusted(self, carries: Any) -> None:
        pass

    def untrusted_summary(self) -> str | None:
        return None


class OnlyPing(ToolFilter):
    async def select(self, prompt: str, tools: Iterable[Tool], provider: Any = None, *, report: Any = None) -> Any:
        from nbagent.memory import ToolSelection

        return ToolSelection(tool_names=("ping",), domains=(), reasoning="ping only")


def test_the_loop_talks_to_any_history_processor_and_tool_filter() -> None:
    requests: list[Any] = []

    def model(messages: Sequence[Message], tools: Any) -> Any:
        requests.append((list(messages), [t.name for t in tools]))
        return ToolCall("note") if len(requests) == 3 else f"answer {len(requests)}"

    processor = Keep2()

    @tool
    def other() -> str:
        """Other."""
        return "x"

    agent = Agent(FunctionProvider(model), tools=[ping, other], policy=ALLOW, system="SYS",
                  extensions=[processor, OnlyPing()])  # fmt: skip
    agent.run("q1")
    agent.run("q2")
    result = agent.run("q3")
    sent, offered = requests[-1]
    assert [m.text for m in sent[:2]] == ["SYS", "NOTE"] and len(sent) == 4  # system, note, the window of two
    assert offered == ["ping"]  # the filter's choice; the processor's tool is in the run but not offered
    assert (result.call_records[0].status, result.call_records[0].stage) == (
        "failed",
        "unknown-tool",
    )  # a tool not offered is refused
    assert processor.runs == 3 and processor.updates == 4
    assert [t.name for t in agent.tools] == ["ping", "other"]  # the run's tools never became the agent's


def test_remember_is_the_runs_tool_not_the_agents(tmp_path: Path) -> None:
    knowledge = KnowledgeMemory(root=str(tmp_path / "mem"))
    provider = ScriptedProvider([ToolCall("remember", {"text": "Sales data is in sales.parquet"}), "saved"])
    agent = Agent(provider, tools=[ping], policy=ALLOW, extensions=[Memory(knowledge=knowledge)])
    result = agent.run("remember where the sales data is")
    assert result.call_records[0].status == "ok" and "Saved" in (result.call_records[0].output or "")
    assert "remember" in [t.name for t in provider.requests[0].tools]
    assert [t.name for t in agent.tools] == ["ping"] and agent.tool("remember") is None


def test_a_memory_followed_by_a_new_agent_warns(caplog: pytest.LogCaptureFixture) -> None:
    memory = Memory(max_messages=4)
    first = Agent(ScriptedProvider(["a"]), extensions=[memory])
    with caplog.at_level(logging.WARNING, logger="nbagent"):
        Agent(ScriptedProvider(["b"]), extensions=[memory])
        Agent(ScriptedProvider(["c"]), extensions=[memory.fresh()])  # a copy: no warning
    warned = [r.message for r in caplog.records if "followed the conversation of another agent" in r.message]
    assert len(warned) == 1 and "extensions=[memory.fresh()]" in warned[0]
    assert first.memory is memory


def test_history_argument_continues_a_conversation() -> None:
    first = Agent(ScriptedProvider(["one"]), policy=ALLOW)
    first.run("q1")
    seen: list[list[str]] = []

    def model(messages: Sequence[Message], tools: Any) -> str:
        seen.append([m.text for m in messages])
        return "two"

    second = Agent(FunctionProvider(model), policy=ALLOW, history=first.messages)
    second.run("q2")
    assert seen == [["q1", "one", "q2"]]


# -- the binding reaches the agent through its public API only ------------------------------


def test_the_binding_uses_public_names_only() -> None:
    tree = ast.parse((PACKAGE / "store" / "_binding.py").read_text())
    private = sorted(
        {
            f"{ast.unparse(n.value)}.{n.attr}"
            for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr.startswith("_") and ast.unparse(n.value) != "self"
        }
    )
    assert private == []  # no agent._history, no store._writer ...
