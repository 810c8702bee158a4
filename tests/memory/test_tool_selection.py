"""Domain-based tool selection: the four PRD25 scenarios, the model call and its fallbacks, the agent."""

from __future__ import annotations

import asyncio
import json

import pytest

from nbagent import Agent, Tool, ToolCall
from nbagent.exceptions import ModelServerError
from nbagent.memory import Domain, DomainSelector, ToolSelection, parse_domains, tool_domains
from nbagent.messages import ToolResult
from nbagent.providers import FunctionProvider, ScriptedProvider

DOMAINS = {
    "tasks": Domain("tasks", "to-do items", ("todo",)),
    "goals": Domain("goals", "personal goals and fitness objectives", ("fitness", "objective")),
    "reminders": Domain("reminders", "timed reminders", ("remind",)),
    "reading": Domain("reading", "the reading list", ("book",)),
    "ideas": Domain("ideas", "an idea inbox", ()),
}


def _noop() -> str:
    return "ok"


def make_tools() -> list[Tool]:
    """Four tools in each of five domains, like PRD25's CRUD factory makes them."""
    tools = []
    for domain in DOMAINS:
        singular = domain[:-1]
        for name in (
            f"query_{domain}",
            f"get_{singular}",
            f"create_{domain}",
            f"update_{singular}",
        ):
            tools.append(
                Tool(
                    _noop,
                    name=name,
                    description=f"{name} ({domain})",
                    domain=f"domain:{domain}",
                    read_only=True,
                )
            )
    return tools


TOOLS = make_tools()


def by(names: tuple[str, ...]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for name in names:
        domain = next(t.domains[0].split(":")[1] for t in TOOLS if t.name == name)
        counts[domain] = counts.get(domain, 0) + 1
    return counts


def select(selector: DomainSelector, prompt: str, tools=TOOLS, provider=None) -> ToolSelection:
    return asyncio.run(selector.select(prompt, tools, provider))


def keyword_selector(**kw) -> DomainSelector:
    return DomainSelector(DOMAINS, model=False, **kw)


# -- PRD25 testing scenarios (keyword matching; the model path has its own test below) ---------


def test_scenario_1_single_domain() -> None:
    s = keyword_selector()
    first = select(s, "Create a task called buy groceries")
    assert first.domains == ("tasks",)
    assert set(first.tool_names) == {"query_tasks", "get_task", "create_tasks", "update_task"}
    second = select(s, "Mark it as done")  # names no domain: the same tools stay
    assert second.tool_names == first.tool_names and second.domains == ("tasks",)
    assert second.method == "recency"


def test_scenario_2_several_domains_over_the_limit() -> None:
    s = keyword_selector()
    first = select(s, "Create a task for my fitness goal")
    assert set(first.domains) == {"tasks", "goals"} and len(first.tool_names) == 8
    select(s, "thanks")
    second = select(s, "Add a reminder for tomorrow")
    # 12 tools > 10: the oldest-ranked domain (tasks) goes
    assert second.domains == ("reminders", "goals")
    assert by(second.tool_names) == {"goals": 4, "reminders": 4}
    assert "dropped tasks (max_tools=10)" in second.reasoning


def test_scenario_3_domain_switch_with_recency() -> None:
    s = keyword_selector()
    assert select(s, "What are my reading list items?").domains == ("reading",)
    select(s, "and the second one?")
    assert select(s, "Now show me my tasks").domains == ("tasks", "reading")
    select(s, "ok")
    third = select(s, "Create a reminder and add a new idea")
    # current intent first; tasks and reading dropped
    assert third.domains == ("reminders", "ideas")
    assert by(third.tool_names) == {"reminders": 4, "ideas": 4}
    assert "dropped tasks, reading" in third.reasoning


def test_scenario_4_domain_dropped_then_added_back() -> None:
    s = keyword_selector()
    assert select(s, "Create a task").domains == ("tasks",)
    second = select(s, "What are my goals and reminders?")
    assert second.domains == ("goals", "reminders") and len(second.tool_names) == 8  # tasks dropped
    select(s, "great")
    third = select(s, "Actually, update that task from earlier")
    assert third.domains[0] == "tasks" and len(third.domains) == 2  # back, as the current intent
    assert third.domains[1] in ("goals", "reminders") and len(third.tool_names) == 8
    assert "update_task" in third.tool_names


# -- limits and tools without a domain -------------------------------------------------------


def test_untagged_tools_are_always_offered_and_count_against_max_tools() -> None:
    extra = [Tool(_noop, name="remember"), Tool(_noop, name="run_cell")]
    sel = select(keyword_selector(max_tools=10), "tasks and goals please", tools=[*TOOLS, *extra])
    assert {"remember", "run_cell"} <= set(sel.tool_names)
    assert sel.domains == ("tasks", "goals") and len(sel.tool_names) == 10  # 2 + 4 + 4
    sel = select(keyword_selector(max_tools=9), "tasks and goals please", tools=[*TOOLS, *extra])
    assert sel.domains == ("tasks",) and len(sel.tool_names) == 6  # goals would make 10 > 9
    none = select(keyword_selector(), "hello there", tools=[*TOOLS, *extra])
    assert none.domains == () and none.tool_names == ("remember", "run_cell")


def test_max_domains_and_whole_domains_only() -> None:
    s = keyword_selector(max_tools=100, max_domains=2)
    sel = select(s, "tasks, goals, reminders and ideas")
    assert sel.domains == ("tasks", "goals") and len(sel.tool_names) == 8
    small = keyword_selector(max_tools=3)
    # one domain bigger than the budget: offered whole, and the reasoning says so
    big = select(small, "show my tasks")
    assert big.domains == ("tasks",) and len(big.tool_names) == 4
    assert "over max_tools=3" in big.reasoning
    assert select(small, "and my goals").domains == ("goals",)


def test_tool_domains_reads_plain_and_prefixed_tags() -> None:
    tools = [
        Tool(_noop, name="a", domain="files"),
        Tool(_noop, name="b", domain=["domain:files", "io"]),
        Tool(_noop, name="c"),
    ]
    assert tool_domains(tools) == ({"files": ["a", "b"], "io": ["b"]}, ["c"])


# -- the model call ---------------------------------------------------------------------------


def test_the_model_identifies_domains_from_their_descriptions() -> None:
    seen = []

    def router(messages, tools):
        seen.append(messages)
        assert tools == ()
        return '```json\n{"domains": ["domain:Goals", "tasks", "nonsense"], "reasoning": "fitness task"}\n```'

    s = DomainSelector(DOMAINS, model=FunctionProvider(router))
    sel = select(s, "Create a task for my fitness goal")
    assert sel.method == "model" and sel.domains == ("goals", "tasks") and sel.reasoning.startswith("fitness task")
    prompt = seen[0][-1].text
    assert "- goals: personal goals and fitness objectives (tools: query_goals, get_goal" in prompt
    assert "Request:\nCreate a task for my fitness goal" in prompt
    assert "at most 3" in seen[0][0].text
    assert s.usage.requests == 1 and sel.usage.requests == 1


@pytest.mark.parametrize(
    "answer",
    ["I think tasks", '{"domains": "tasks"}', '{"domains": ["calendar"]}', "", "[1, 2]"],
    ids=["prose", "not-a-list", "unknown", "empty", "numbers"],
)
def test_garbage_from_the_model_falls_back_to_keywords(answer: str) -> None:
    s = DomainSelector(DOMAINS, model=FunctionProvider(lambda m, t: answer or " "))
    sel = select(s, "show my reading list")
    assert sel.method == "keywords" and sel.domains == ("reading",)
    assert "unusable" in sel.reasoning


def test_a_failing_model_call_falls_back_to_keywords() -> None:
    def down(messages, tools):
        raise ModelServerError("503", provider="function")

    sel = select(DomainSelector(DOMAINS, model=FunctionProvider(down)), "new idea: a cat cafe")
    assert sel.method == "keywords" and sel.domains == ("ideas",) and "ModelServerError" in sel.reasoning


def test_an_empty_model_answer_is_a_valid_none() -> None:
    assert parse_domains('{"domains": [], "reasoning": "small talk"}', DOMAINS) == (
        [],
        "small talk",
    )
    assert parse_domains('["Tasks"]', DOMAINS) == (["tasks"], "")
    s = DomainSelector(DOMAINS, model=FunctionProvider(lambda m, t: '{"domains": []}'))
    assert select(s, "hello").domains == ()


# -- in the agent -------------------------------------------------------------------------------


def test_the_agent_offers_the_selection_emits_it_and_refuses_other_tools() -> None:
    def model(messages, tools):
        if "route a person's request" in messages[0].text:
            return json.dumps({"domains": ["tasks"], "reasoning": "about a task"})
        if not isinstance(messages[-1], ToolResult):
            return [ToolCall("update_task", {}), ToolCall("create_reading", {})]
        return "done"

    events = []
    provider = FunctionProvider(model)
    agent = Agent(provider, tools=TOOLS, extensions=[DomainSelector(DOMAINS)], on_event=events.append)
    result = agent.run("Mark the groceries task as done")
    selected = [e for e in events if e.kind == "tools-selected"]
    assert len(selected) == 1
    assert selected[0].domains == ("tasks",) and selected[0].reasoning == "about a task"
    assert set(selected[0].tool_names) == {"query_tasks", "get_task", "create_tasks", "update_task"}
    requested = [e for e in events if e.kind == "model-requested"]
    assert set(requested[0].tool_names) == set(selected[0].tool_names)
    kinds = [e.kind for e in events]
    assert kinds.index("tools-selected") < kinds.index("model-requested")
    failed = [e for e in events if e.kind == "tool-failed"]
    assert [(e.call.name, e.stage) for e in failed] == [("create_reading", "unknown-tool")]
    outputs = {m.name: m for m in result.messages if isinstance(m, ToolResult)}
    assert outputs["update_task"].content == "ok" and outputs["create_reading"].is_error
    assert result.text == "done"


def test_a_scripted_agent_with_keyword_selection_keeps_domains_across_runs() -> None:
    provider = ScriptedProvider(["created", ToolCall("update_task", {}), "marked done"])
    agent = Agent(provider, tools=TOOLS, extensions=[DomainSelector(DOMAINS, model=False)])
    agent.run("Create a task called buy groceries")
    result = agent.run("Mark it as done")
    assert [m.content for m in result.new_messages if isinstance(m, ToolResult)] == ["ok"]
    assert {t.name for t in provider.requests[-1].tools} == {
        "query_tasks",
        "get_task",
        "create_tasks",
        "update_task",
    }
    assert agent.tool_selection.state() == {"recency": ["tasks"]}
