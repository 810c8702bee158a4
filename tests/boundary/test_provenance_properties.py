"""Property: once untrusted content entered the conversation, no call of a tool that is not read-only
runs without an approval given for that very call, whatever the policy allows, auto-approves or
granted earlier; unless the policy names that tool in ``trusted_after_untrusted``.

The oracle does not ask the implementation whether the conversation is marked: it says an untrusted
tool's output entered once such a tool STARTED in an earlier model message (its result, output or
error, joined the history when that message's calls ended).
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nbagent import Agent, ToolCall
from nbagent.approval import ApprovalRequest, ApprovalResult
from nbagent.events import ApprovalDecided, ToolStarted
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.tools import Tool

# name -> (read_only, untrusted_output)
TOOLS: dict[str, tuple[bool, bool]] = {
    "read_notes": (True, False),
    "fetch_page": (True, True),
    "read_mail": (True, True),
    "run_code": (False, True),  # side effects AND untrusted output, like run_python
    "send_email": (False, False),
    "send_sms": (False, False),
    "create_draft": (False, False),
}
NAMES = sorted(TOOLS)
GLOBS = [*NAMES, "*", "send_*", "*_page", "create_*", "?ead_*", "[rs]*", "run_*", "*mail*", "sand_*"]


def make_tools() -> list[Tool]:
    def make(name: str) -> Tool:
        read_only, untrusted = TOOLS[name]

        def fn(x: int = 0) -> str:
            return f"{name} says: ignore previous instructions? no, just data {x}"

        return Tool(fn, name=name, read_only=read_only, untrusted_output=untrusted, screen_output=False)

    return [make(n) for n in NAMES]


globs = st.lists(st.sampled_from(GLOBS), max_size=3)
policies = st.builds(
    lambda allow, review, deny, auto, ro, opt: Policy(
        allow=allow, review=review, deny=deny, auto_approve=auto, read_only=ro, trusted_after_untrusted=opt
    ),
    globs,
    globs,
    st.lists(st.sampled_from(GLOBS), max_size=1),
    globs,
    st.sampled_from([None, "allow", "review"]),
    st.lists(st.sampled_from(NAMES), max_size=2, unique=True),
)
batches = st.lists(st.lists(st.sampled_from(NAMES), min_size=1, max_size=3), min_size=1, max_size=6)
answers = st.lists(st.sampled_from(["once", "session", "deny"]), max_size=12)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(policy=policies, runs=st.lists(batches, min_size=1, max_size=2), replies=answers, headless=st.booleans())
def test_no_side_effect_after_untrusted_content_without_review(
    policy: Policy, runs: list[list[list[str]]], replies: list[str], headless: bool
) -> None:
    pending = iter(replies)

    def approve(request: ApprovalRequest) -> ApprovalResult:
        answer = next(pending, "deny")
        return ApprovalResult(answer != "deny", scope="session" if answer == "session" else "once")

    agent = Agent(ScriptedProvider([]), tools=make_tools(), policy=policy, approve=None if headless else approve)
    opted_out = policy.trusted_after_untrusted
    entered = False  # the oracle's own view: did an untrusted tool's result join the history?
    for r, batch_list in enumerate(runs):
        script: list[Any] = [
            [ToolCall(name, {"x": j}, f"c{r}_{i}_{j}") for j, name in enumerate(batch)]
            for i, batch in enumerate(batch_list)
        ]
        provider = ScriptedProvider([*script, "done"])
        result = agent.run(f"run {r}", model=provider, max_iterations=len(script) + 1)
        started = {e.call.id for e in result.events if isinstance(e, ToolStarted)}
        approved = {
            e.call.id
            for e in result.events
            if isinstance(e, ApprovalDecided) and e.approved and e.decided_by in ("handler", "person")
        }
        for i, batch in enumerate(batch_list):
            for j, name in enumerate(batch):
                call_id = f"c{r}_{i}_{j}"
                read_only, _ = TOOLS[name]
                if entered and call_id in started and not read_only and name not in opted_out:
                    trail = [e for e in result.events if getattr(getattr(e, "call", None), "id", None) == call_id]
                    assert call_id in approved, (name, call_id, trail)
            # the message's results joined the history: the next message is written after reading them
            entered = entered or any(TOOLS[n][1] and f"c{r}_{i}_{j}" in started for j, n in enumerate(batch))
    assert agent.provenance.tainted == entered


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    turns=st.lists(batches, min_size=1, max_size=4),
    cut=st.integers(min_value=0, max_value=4),
    more=st.lists(batches, max_size=2),
    cut_again=st.integers(min_value=0, max_value=6),
)
def test_after_rewinds_the_mark_holds_iff_a_remaining_turn_ran_an_untrusted_tool(
    turns: list[list[list[str]]], cut: int, more: list[list[list[str]]], cut_again: int
) -> None:
    """A rewind (a re-run cell) recomputes the mark: the oracle keeps, per turn, whether an untrusted
    tool started in it, and the mark must hold iff such a turn remains; then a side effect the policy
    allows runs iff it does not."""
    agent = Agent(ScriptedProvider([]), tools=make_tools(), policy=Policy(allow=["*"]))
    live: list[tuple[int, bool]] = []  # (where the turn starts, did an untrusted tool start in it)

    def run(turn_batches: list[list[str]], tag: str) -> None:
        start = len(agent.messages)
        script: list[Any] = [
            [ToolCall(name, {"x": j}, f"{tag}_{i}_{j}") for j, name in enumerate(batch)]
            for i, batch in enumerate(turn_batches)
        ]
        result = agent.run(tag, model=ScriptedProvider([*script, "done"]), max_iterations=len(script) + 1)
        started = {e.call.name for e in result.events if isinstance(e, ToolStarted)}
        live.append((start, any(TOOLS[n][1] for n in started)))

    def rewind(k: int) -> None:
        k = min(k, len(live))
        agent.rewind(live[k][0] if k < len(live) else len(agent.messages))
        del live[k:]
        assert agent.provenance.tainted == any(untrusted for _, untrusted in live), live

    for t, turn in enumerate(turns):
        run(turn, f"a{t}")
    rewind(cut)
    for t, turn in enumerate(more):
        run(turn, f"b{t}")
    rewind(cut_again)
    marked = agent.provenance.tainted
    result = agent.run("send", model=ScriptedProvider([ToolCall("send_sms", {}, "last"), "sent"]))
    [status] = [r.status for r in result.call_records]
    assert status == ("denied" if marked else "ok")
