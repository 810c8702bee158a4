"""Issue 36's small things, on a real InteractiveShell and real runs: the header names the model as written,
``%agent_session list`` names sessions as the header does, an approved call's badge says so, and the footer
shows spend against the tightest budget (the kernel's busy state is ``test_kernel_status.py``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

import nbagent
from nbagent import Agent, Budget, RetryPolicy, ToolCall, tool
from nbagent.approval import ApprovalRequest, ApprovalResult
from nbagent.config._configure import defaults
from nbagent.ipython.display import Transcript
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider, ScriptedProvider, get_provider
from nbagent.usage.budget import DayLedger
from nbagent.usage.pricing import register_price


@pytest.fixture
def shell() -> Iterator[Any]:
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.tools, cfg.policy, cfg.retry, cfg.store, cfg.budget)
    nbagent.configure(policy=Policy(allow=["*"]), store=False)
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.tools, cfg.policy, cfg.retry, cfg.store, cfg.budget = saved
    sh.user_ns.pop("_agent", None)


def _shown(out: Any) -> str:
    return out.stdout + out.stderr + "\n".join(o.data.get("text/plain", "") for o in out.outputs)


class Collect:
    """What IPython's ``display`` would show, with display handles (the transcript updates cards in place)."""

    def __init__(self) -> None:
        self.outputs: list[dict[str, str]] = []

    def __call__(self, obj: Any, display_id: bool = False) -> Any:
        index = len(self.outputs)
        self.outputs.append(obj._repr_mimebundle_())
        if not display_id:
            return None
        outputs = self.outputs

        class Handle:
            def update(self, new: Any) -> None:
                outputs[index] = new._repr_mimebundle_()

        return Handle()


# -- 1. the header names the model as the person wrote it ---------------------------------------


def test_the_header_says_ollama_for_an_ollama_model(shell: Any) -> None:
    nbagent.configure(retry=RetryPolicy(max_retries=0))
    with capture_output() as out:
        res = shell.run_cell("%%agent -m ollama:llama3.2 --no-stream\nask the local model")  # nothing on 11434
    assert not res.success
    header = next(line for line in _shown(out).splitlines() if line.startswith("session "))
    assert header == "session default · turn 1 · model ollama:llama3.2", header
    # at the provider: its name is what resolves to it again; the family stays the OpenAI-compatible one
    provider = get_provider("ollama:llama3.2")
    assert provider.name == "ollama:llama3.2" and provider.provider == "openai" and provider.model == "llama3.2"
    assert get_provider("openai:gpt-4.1-mini", api_key="sk-test").name == "openai:gpt-4.1-mini"


# -- 2. %agent_session list names the sessions as cells do ---------------------------------------


def test_session_list_names_the_sessions_as_the_header_does(shell: Any, tmp_path: Path) -> None:
    from nbagent.store import Store

    store = Store(tmp_path / "s.duckdb")
    nbagent.configure(store=store, model=ScriptedProvider(["one", "two"]))
    with capture_output() as out:
        assert shell.run_cell("%%agent --no-stream\nfirst").success
        assert shell.run_cell("%%agent --no-stream -s project\nsecond").success
    headers = [line for line in _shown(out).splitlines() if line.startswith("session ")]
    assert [h.split(" · ")[0] for h in headers] == ["session default", "session project"]
    other_kernel = store.new_session(None, kernel="k-elsewhere")  # an unnamed session of another kernel
    store.flush()
    store.query("SELECT 1")
    table = shell.run_line_magic("agent_session", "list")
    assert list(table.columns) == ["name", "title", "turns", "model", "last used", "notebook", "id"]
    rows = {r["name"]: r for r in table.to_dict("records")}
    assert {"default", "project", ""} == set(rows), rows  # the names cells use; no hex id as a name
    assert re.fullmatch(r"[0-9a-f]{8,}", rows["default"]["id"].replace("-", "")), rows["default"]
    assert rows["default"]["turns"] == 1 and rows["project"]["turns"] == 1
    assert rows[""]["id"] == other_kernel.id  # its id, for %agent_session resume ID
    assert store.get_session(rows["default"]["id"]) is not None


# -- 3. an approved call's badge ------------------------------------------------------------------


def _badges(card: str) -> list[str]:
    return re.findall(r'<span style="background:[^"]*">([^<]*)</span>', card)


def test_badges_say_approved_and_always_allowed_and_allow_only_for_the_policy() -> None:
    @tool
    def send(to: str) -> str:
        """Send a note."""
        return f"sent to {to}"

    @tool(read_only=True)
    def look() -> str:
        """Look around."""
        return "seen"

    answers = [ApprovalResult(True, "fine"), ApprovalResult(True, "keep going", scope="session")]

    async def approve(request: ApprovalRequest) -> ApprovalResult:
        return answers.pop(0)

    shown = Collect()
    script = [ToolCall("send", {"to": "a"}), ToolCall("send", {"to": "b"}), ToolCall("send", {"to": "c"})]
    Agent(
        ScriptedProvider([*script, ToolCall("look"), "done"]),
        tools=[send, look],
        policy=Policy(review=["send"], allow=["look"]),
        approve=approve,
        on_event=Transcript(shown),
    ).run("go")
    cards = [o["text/html"] for o in shown.outputs if 'class="nbagent-card"' in o.get("text/html", "")]
    assert len(cards) == 4, cards
    once, always, granted, by_policy = (_badges(c) for c in cards)
    assert once == ["approved", "done"], once  # a handler (or a person) said yes for this call
    assert always == ["always allowed", "done"], always  # "Always allow" for the session
    assert granted == ["always allowed", "done"], granted  # the grant covered it: nobody asked
    assert by_policy == ["allow", "done"], by_policy  # allowed by the policy without asking
    assert all("allow</span>" not in c for c in cards[:3])


def test_a_badge_says_who_approved_when_no_person_did() -> None:
    from nbagent.display._fold import CallRecord

    def badge(decided_by: str) -> str | None:
        record = CallRecord("c", "send", {}, "done", "ok", None, 0.1, "allow", None, decided_by, scope="once")
        return record.decision_label

    # a replayed recording or a hook said yes: the badge does not claim a person approved it now
    assert badge("replay") == "approved (replayed)" and badge("hook") == "approved by hook"
    assert badge("person") == badge("handler") == "approved" and badge("policy") == "allow"


# -- 6. the footer's spend against the tightest budget --------------------------------------------


def _priced(name: str) -> FunctionProvider:
    register_price(name, input=1000.0, cached_input=1000.0, output=1000.0)  # USD per million tokens
    return FunctionProvider(lambda messages, tools: "an answer", model=name)


def _footer(shown: Collect) -> str:
    return shown.outputs[-1]["text/plain"]


def test_the_footer_shows_spend_against_the_day_when_that_limit_is_tightest() -> None:
    DayLedger().add(0.5)  # spent earlier today (the test's own nbagent home)
    shown = Collect()
    transcript = Transcript(shown)
    transcript.budget = Budget(per_run_usd=5, per_day_usd=1)
    Agent(_priced("small-things-day"), on_event=transcript).run("hello")
    footer = _footer(shown)
    match = re.search(r"\$(\d+\.\d{4}) · \$(\d+\.\d{4}) of \$1\.0000 today", footer)
    assert match, footer
    run_usd, day_usd = float(match.group(1)), float(match.group(2))
    assert run_usd > 0 and day_usd == pytest.approx(0.5 + run_usd, abs=1e-4)
    assert "budget" not in footer  # the per-run limit has more room left: not the one shown


def test_the_footer_shows_the_session_when_it_has_the_least_left_and_the_run_otherwise() -> None:
    shown = Collect()
    transcript = Transcript(shown)
    transcript.budget = Budget(per_run_usd=5, per_session_usd=1, per_day_usd=50)
    transcript.session_spent = lambda: 0.9
    Agent(_priced("small-things-session"), on_event=transcript).run("hello")
    assert re.search(r"· \$0\.9000 of \$1\.0000 this session", _footer(shown)), _footer(shown)

    shown = Collect()
    transcript = Transcript(shown)
    transcript.budget = Budget(per_run_usd=0.5, per_session_usd=1)
    transcript.session_spent = lambda: 0.1
    Agent(_priced("small-things-run"), on_event=transcript).run("hello")
    assert re.search(r"\$\d+\.\d{4} of \$0\.5000 budget", _footer(shown)), _footer(shown)


def test_an_agent_cell_under_a_daily_budget_shows_todays_spend(shell: Any) -> None:
    nbagent.configure(model=_priced("small-things-cell"), budget=Budget(per_day_usd=10))
    with capture_output() as out:
        res = shell.run_cell("%%agent --no-stream\nhello")
    assert res.success, res.error_in_exec
    footer = next(line for line in _shown(out).splitlines() if line.startswith("✓"))
    assert re.search(r"\$\d+\.\d{4} · \$\d+\.\d{4} of \$10\.0000 today", footer), footer


def test_a_second_cell_under_a_session_budget_shows_the_sessions_spend(shell: Any) -> None:
    # the session's spend is the agent's, across cells: the second cell's footer counts the first one's too
    nbagent.configure(model=_priced("small-things-session"), budget=Budget(per_session_usd=10))
    shown: list[float] = []
    for _ in range(2):
        with capture_output() as out:
            res = shell.run_cell("%%agent --no-stream\nhello")
        assert res.success, res.error_in_exec
        footer = next(line for line in _shown(out).splitlines() if line.startswith("✓"))
        match = re.search(r"· \$(\d+\.\d{4}) of \$10\.0000 this session", footer)
        assert match, footer
        shown.append(float(match.group(1)))
    assert 0 < shown[0] < shown[1]
