"""A step that raises fails its own call, closed; it never ends the run, and no call outlives its run.

Every step of :class:`~nbagent.loop._pipeline.Pipeline` that breaks (a screener that raises, an approval
answer the grants cannot take, a policy that returns nonsense) must end that call as a failed one
(the model told why, a ``tool-failed`` event), while the other calls of the message finish normally.
And when the run ends (cancelled), its other calls are cancelled and awaited first: no tool event
after ``run-finished``, and a thread tool that goes on has its result dropped, not recorded.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from nbagent import Agent, ToolCall, tool
from nbagent.approval import ApprovalResult
from nbagent.guards import ScreenOutputs
from nbagent.messages import ToolResult
from nbagent.policy import Policy, load_policy
from nbagent.providers import ScriptedProvider

CALLS = [ToolCall("send_mail", {"to": "x@corp.example"}, "c1"), ToolCall("fetch", {"url": "u"}, "c2")]


def _agent(sent: list[str], **kwargs: Any) -> Agent:
    @tool(screen_output=True)
    def fetch(url: str) -> str:
        """Fetch a page."""
        return "a page"

    @tool
    async def send_mail(to: str) -> str:
        """Send a mail."""
        await asyncio.sleep(0.3)
        sent.append(to)
        return "sent"

    return Agent(ScriptedProvider([CALLS, "done"]), tools=[fetch, send_mail], **kwargs)


async def _run(agent: Agent) -> tuple[list[str], Any]:
    kinds: list[str] = []
    agent.subscribe(lambda e: kinds.append(e.kind))
    result: Any = None
    try:
        result = await agent.arun("fetch u")
    except Exception as exc:  # the run may end in error; what matters is what happens after
        result = exc
    await asyncio.sleep(0.6)  # the notebook's loop goes on after the cell
    return kinds, result


def _check(kinds: list[str], result: Any, sent: list[str], fetch_status: set[str]) -> None:
    after = kinds[kinds.index("run-finished") + 1 :]
    assert not after, f"tool events after run-finished (the run said it ended; the tool ran on): {after}, sent {sent}"
    assert not isinstance(result, Exception), f"a broken step ended the run instead of failing its call: {result}"
    assert result.status == "ok"
    records = {r.id: r for r in result.call_records}
    assert records["c1"].status == "ok" and sent == ["x@corp.example"], "the sibling call finishes normally"
    assert records["c2"].status in fetch_status
    answer = next(m for m in result.messages if isinstance(m, ToolResult) and m.call_id == "c2")
    assert answer.is_error and "fail closed" in answer.content and "a page" not in answer.content


def test_a_screener_that_raises_withholds_the_output_and_the_run_goes_on() -> None:
    sent: list[str] = []

    def broken_screener(text: str) -> Any:
        raise RuntimeError("classifier down")

    kinds, result = asyncio.run(
        _run(_agent(sent, policy=Policy(allow=["*"]), extensions=[ScreenOutputs(screener=broken_screener)]))
    )
    _check(kinds, result, sent, {"blocked"})
    answer = next(m for m in result.messages if isinstance(m, ToolResult) and m.call_id == "c2")
    assert "classifier down" in answer.content


def test_an_approval_answer_grants_cannot_take_denies_and_the_run_goes_on() -> None:
    sent: list[str] = []

    def approve(request: Any) -> ApprovalResult:  # nonsense: an args_match no grant can hold
        return ApprovalResult(True, "ok", scope="session", args_match={"to[": 1})

    agent = _agent(sent, policy=Policy(allow=["send_mail"], review=["fetch"]), approve=approve)
    kinds, result = asyncio.run(_run(agent))
    _check(kinds, result, sent, {"denied"})


def test_a_policy_that_returns_nonsense_denies_and_the_run_goes_on() -> None:
    sent: list[str] = []

    policy = load_policy(Policy(allow=["*"]))  # layered: the agent uses it as it is
    honest = policy.decide

    def junk(tool: Any, args: Any) -> Any:  # a string where a Decision belongs
        return "allow" if tool.name == "fetch" else honest(tool, args)

    policy.decide = junk  # type: ignore[method-assign,assignment]
    kinds, result = asyncio.run(_run(_agent(sent, policy=policy)))
    _check(kinds, result, sent, {"denied"})
    assert result.call_records[1].decided_by == "error"


def test_a_cancelled_run_cancels_and_awaits_its_calls_and_drops_a_thread_tools_result() -> None:
    started, release = threading.Event(), threading.Event()
    finished: list[str] = []

    @tool
    def slow_thread(x: int) -> str:
        """Runs in a worker thread, which nothing can kill."""
        started.set()
        release.wait(5)
        finished.append("thread")
        return "thread result"

    @tool
    async def slow_async(x: int) -> str:
        """Runs on the loop."""
        await asyncio.sleep(0.5)
        finished.append("async")
        return "async result"

    calls = [ToolCall("slow_thread", {"x": 1}, "t"), ToolCall("slow_async", {"x": 2}, "a")]
    agent = Agent(ScriptedProvider([calls, "done"]), tools=[slow_thread, slow_async], policy=Policy(allow=["*"]))
    kinds: list[str] = []
    agent.subscribe(lambda e: kinds.append(e.kind))

    async def main() -> None:
        task = asyncio.ensure_future(agent.arun("go"))
        while not started.is_set():
            await asyncio.sleep(0.01)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        release.set()  # the thread finishes after the run ended
        await asyncio.sleep(0.8)

    asyncio.run(main())
    assert finished == ["thread"], "the async call was cancelled; only the unkillable thread went on"
    assert kinds[-1] == "run-finished", f"events after the run ended: {kinds[kinds.index('run-finished') :]}"
    assert "tool-finished" not in kinds
    answers = {m.call_id: m for m in agent.messages if isinstance(m, ToolResult)}
    assert set(answers) == {"t", "a"} and all(a.is_error for a in answers.values()), "each call gets its answer"
