"""Cost budgets: a call that would cross a limit is never made (per run, per session from the store,
per day across stores and processes); an unpriced model is refused; a cache hit costs nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from nbagent import Agent, Budget, BudgetExceeded, MemoryCache, ToolCall, tool
from nbagent.loop import RunOptions
from nbagent.messages import UserMessage
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider
from nbagent.store import Store, bind
from nbagent.usage.budget import DayLedger, estimate_call, estimate_input_tokens
from nbagent.usage.pricing import register_price

ROOT = Path(__file__).resolve().parents[2]


@tool
def noop() -> str:
    """Do nothing."""
    return "done"


class Counting:
    """A model that calls ``noop`` ``tool_turns`` times, then answers; counts every call it gets."""

    def __init__(self, tool_turns: int = 5, answer: str = "finished") -> None:
        self.calls = 0
        self.tool_turns = tool_turns
        self.answer = answer

    def __call__(self, messages: Any, tools: Any) -> Any:
        self.calls += 1
        return ToolCall("noop", {}) if self.calls <= self.tool_turns else self.answer


def _agent(model: str, fn: Counting, *, store: Any = None, session: str | None = None, **kwargs: Any) -> Agent:
    kwargs.setdefault("policy", Policy(allow=["*"]))
    agent = Agent(
        FunctionProvider(fn, model=model),
        [noop],
        defaults=RunOptions(stream=False, settings={"max_tokens": 50}),
        **kwargs,
    )
    return bind(agent, session, store=store) if store is not None else agent


def test_a_run_stops_before_the_call_that_would_cross_per_run_usd() -> None:
    register_price("budget-run-model", input=100.0, cached_input=100.0, output=100.0)  # $0.0001 a token
    free = Counting()
    seen: list[Any] = []
    _agent("budget-run-model", free, on_event=seen.append).run("go")
    assert free.calls == 6  # without a budget the run makes every call
    # the first call's estimate, from a run a zero budget stops at once
    zero = Counting()
    with pytest.raises(BudgetExceeded) as first:
        _agent("budget-run-model", zero, extensions=[Budget(per_run_usd=0.0)]).run("go")
    assert zero.calls == 0 and first.value.estimate_usd is not None
    # room for the first call; the second (a longer conversation, so a larger estimate) would cross
    limit = first.value.estimate_usd * 1.001

    fn = Counting()
    events: list[Any] = []
    agent = _agent("budget-run-model", fn, extensions=[Budget(per_run_usd=limit)], on_event=events.append)
    with pytest.raises(BudgetExceeded) as caught:
        agent.run("go")
    exc = caught.value
    assert exc.limit == "run"
    paid = [e for e in events if e.kind == "model-responded"]
    assert fn.calls == len(paid) == 1  # the call that would cross was never made
    spent = sum(e.usage.cost_usd for e in paid)
    assert exc.spent_usd == pytest.approx(spent) and spent <= limit
    assert exc.estimate_usd is not None and spent + exc.estimate_usd > limit
    stop = [e for e in events if e.kind == "budget-exceeded"]
    assert len(stop) == 1 and stop[0].limit == "run" and stop[0].iteration == fn.calls + 1
    assert events[-1].kind == "run-finished" and events[-1].status == "error"
    # the history stays valid: every tool call has its result
    assert agent.messages[-1].__class__.__name__ in ("ToolResult", "UserMessage")


def test_max_tokens_and_the_registry_bound_the_output_estimate() -> None:
    register_price("budget-est-model", input=1.0, cached_input=1.0, output=1000.0)
    text = "x" * 300  # 300 ASCII bytes: 100 input tokens (3 bytes a token)
    small = estimate_call("budget-est-model", [UserMessage(text)], [], {"max_tokens": 10})
    assert small == pytest.approx((100 * 1.0 + 10 * 1000.0) / 1e6)
    default = estimate_call("budget-est-model", [UserMessage(text)], [], {})
    assert default == pytest.approx((100 * 1.0 + 4096 * 1000.0) / 1e6)  # no registry maximum: the default
    gpt = estimate_call("gpt-4.1-mini", [UserMessage(text)], [], {})
    assert gpt == pytest.approx((100 * 0.40 + 32_768 * 1.60) / 1e6)  # the registry's maximum output


def test_the_input_estimate_counts_bytes_so_no_script_is_cheaper_than_english() -> None:
    assert estimate_input_tokens([UserMessage("x" * 400)]) == 134  # English errs high, by about a third
    assert estimate_input_tokens([UserMessage("字" * 1000)]) == 1500  # CJK: 3 bytes, 1.5 tokens a character
    assert estimate_input_tokens([UserMessage("я" * 1000)]) == 1000  # Cyrillic: 2 bytes, 1 token a character
    assert estimate_input_tokens([UserMessage("ab字")]) == 3  # ceil(2 / 3 + 3 / 2)


def test_a_model_without_a_price_is_refused_under_a_budget_until_one_is_registered() -> None:
    fn = Counting(tool_turns=0)
    agent = _agent("budget-unpriced-model", fn, extensions=[Budget(per_day_usd=100.0)])
    with pytest.raises(BudgetExceeded, match="no known price") as caught:
        agent.run("go")
    assert caught.value.limit == "price" and fn.calls == 0
    _agent("budget-unpriced-model", fn).run("go")  # no budget: runs (cost unknown is not a stop)
    assert fn.calls == 1
    register_price("budget-unpriced-model", input=1.0, cached_input=1.0, output=1.0)
    assert agent.run("again").text == "finished"
    assert fn.calls == 2


def test_a_cache_hit_costs_nothing_and_passes_a_zero_budget() -> None:
    register_price("budget-cache-model", input=100.0, cached_input=100.0, output=100.0)
    cache = MemoryCache()
    fn = Counting(tool_turns=1)
    settings = {"temperature": 0, "max_tokens": 50}
    kw: dict[str, Any] = {"defaults": RunOptions(stream=False, settings=settings), "policy": Policy(allow=["*"])}
    Agent(FunctionProvider(fn, model="budget-cache-model"), [noop], extensions=[cache], **kw).run("go")
    assert fn.calls == 2
    again = Agent(
        FunctionProvider(fn, model="budget-cache-model"), [noop], extensions=[Budget(per_run_usd=0.0), cache], **kw
    )
    assert again.run("go").text == "finished"  # both answers from the cache: nothing to pay, no stop
    assert fn.calls == 2
    with pytest.raises(BudgetExceeded):  # a new question misses the cache: the zero budget stops it
        again.run("something else")
    assert fn.calls == 2


def test_per_session_spend_comes_from_the_store(tmp_path: Path) -> None:
    register_price("budget-session-model", input=100.0, cached_input=100.0, output=100.0)
    path = tmp_path / "s.duckdb"
    with Store(path, flush_interval=0.02) as store:
        # a long answer (about 1,000 tokens, more than max_tokens: the offline model does not stop at it)
        long = Counting(tool_turns=1, answer="word " * 800)
        result = _agent("budget-session-model", long, store=store, session="s1").run("go")
    spent = result.usage.cost_usd
    assert spent is not None and spent > 0
    # a new kernel: another Store object on the same file, the same session resumed
    with Store(path, flush_interval=0.02) as store:
        fn = Counting(tool_turns=1)
        limit = Budget(per_session_usd=spent)  # the session spent it all: any further call crosses
        resumed = _agent("budget-session-model", fn, store=store, session="s1", extensions=[limit])
        with pytest.raises(BudgetExceeded) as caught:
            resumed.run("more")
        assert caught.value.limit == "session" and fn.calls == 0
        assert caught.value.spent_usd == pytest.approx(spent)
        # another session starts from zero under the same limit
        fresh = _agent("budget-session-model", Counting(tool_turns=0), store=store, session="s2", extensions=[limit])
        assert fresh.run("go").text == "finished"
        rows = store.query("SELECT stage, detail FROM audit WHERE event = 'budget-exceeded'")
    assert list(rows["stage"]) == ["session"]  # the stop is in the audit log


_DAY_SCRIPT = """
import sys
from nbagent import Agent, Budget, BudgetExceeded
from nbagent.policy import Policy
from nbagent.usage.pricing import register_price
from nbagent.providers import FunctionProvider
from nbagent.store import Store, bind

register_price("budget-day-model", input=100.0, cached_input=100.0, output=100.0)
calls = []
def fn(messages, tools):
    calls.append(1)
    return "answer " * 20
limit = float(sys.argv[2]) if sys.argv[2] != "none" else None
with Store(sys.argv[1], flush_interval=0.02) as store:
    agent = Agent(FunctionProvider(fn, model="budget-day-model"), stream=False, settings={"max_tokens": 50},
                  budget=Budget(per_day_usd=limit) if limit else None)
    bind(agent, "day", store=store)
    try:
        result = agent.run("go")
        print("ran", result.usage.cost_usd, len(calls))
    except BudgetExceeded as exc:
        print("stopped", exc.limit, exc.spent_usd, len(calls))
"""


def _kernel(store: Path, limit: float | None) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", _DAY_SCRIPT, str(store), "none" if limit is None else repr(limit)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**__import__("os").environ, "PYTHONPATH": str(ROOT)},
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_per_day_limit_holds_across_stores_and_kernel_restarts(tmp_path: Path) -> None:
    first = _kernel(tmp_path / "a.duckdb", None)  # no budget: still recorded in the day's ledger
    assert first[0] == "ran"
    cost = float(first[1])
    assert DayLedger().spent() == pytest.approx(cost)
    second = _kernel(tmp_path / "b.duckdb", None)  # another store, another process
    assert second[0] == "ran"
    assert DayLedger().spent() == pytest.approx(2 * cost)
    # a third kernel, a third store, a per-day limit that two calls' spending plus one more crosses
    third = _kernel(tmp_path / "c.duckdb", 2.5 * cost)
    assert third[0] == "stopped" and third[1] == "day"
    assert float(third[2]) == pytest.approx(2 * cost) and third[3] == "0"  # the model was never called
    assert _kernel(tmp_path / "c.duckdb", 100.0)[0] == "ran"


_APPEND_SCRIPT = """
from nbagent.usage.budget import DayLedger
ledger = DayLedger()
for _ in range(200):
    ledger.add(0.001)
"""


def test_the_day_ledger_loses_nothing_under_concurrent_kernels() -> None:
    env = {**__import__("os").environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", _APPEND_SCRIPT], env=env) for _ in range(4)]
    assert all(p.wait(timeout=120) == 0 for p in procs)
    assert DayLedger().spent() == pytest.approx(0.8)
    assert len(DayLedger().path().read_text().splitlines()) == 800


def test_budget_values_are_checked() -> None:
    from nbagent.exceptions import UserError

    with pytest.raises(UserError):
        Budget(per_run_usd=-1)
    with pytest.raises(UserError):
        Budget(per_day_usd=float("nan"))
    assert Budget(per_run_usd=1.0, per_day_usd=5.0).lowered(Budget(per_run_usd=2.0, per_session_usd=3.0)) == Budget(
        per_run_usd=1.0, per_session_usd=3.0, per_day_usd=5.0
    )


def _project(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "project"
    (folder / ".nbagent").mkdir(parents=True)
    (folder / ".nbagent" / "policy.yaml").write_text(text)
    return folder


def test_an_untrusted_project_budget_only_lowers_a_trusted_one_sets(tmp_path: Path) -> None:
    from nbagent import trust
    from nbagent.files._home import user_home
    from nbagent.policy import load_policy
    from nbagent.usage.budget import effective_budget

    user_home().mkdir(parents=True, exist_ok=True)
    (user_home() / "policy.yaml").write_text("budget:\n  per_run_usd: 1.0\n  per_day_usd: 10\n")
    raising = _project(tmp_path, "budget:\n  per_run_usd: 100\n  per_session_usd: 3\n")
    policy = load_policy(None, project_dir=raising)
    # untrusted: the raise is ignored, the new session limit (lower than none) counts
    assert effective_budget(policy, None) == Budget(per_run_usd=1.0, per_session_usd=3.0, per_day_usd=10.0)
    # not even an explicit budget gets above what the untrusted folder lowered to
    assert effective_budget(policy, Budget(per_session_usd=50.0)) == Budget(1.0, 3.0, 10.0)
    trust(raising)
    policy = load_policy(None, project_dir=raising)
    assert effective_budget(policy, None) == Budget(per_run_usd=100.0, per_session_usd=3.0, per_day_usd=10.0)
    assert effective_budget(policy, Budget(per_run_usd=0.25)) == Budget(0.25, 3.0, 10.0)  # code / --budget win


def test_an_untrusted_project_budget_stops_a_run(tmp_path: Path) -> None:
    from nbagent.policy import load_policy

    register_price("budget-policy-model", input=100.0, cached_input=100.0, output=100.0)
    folder = _project(tmp_path, "deny: [x]\nbudget:\n  per_run_usd: 0.0\n")
    fn = Counting(tool_turns=0)
    agent = _agent("budget-policy-model", fn, policy=load_policy(None, project_dir=folder), extensions=[Budget(1.0)])
    with pytest.raises(BudgetExceeded):
        agent.run("go")
    assert fn.calls == 0


def test_a_bad_budget_block_names_file_and_line(tmp_path: Path) -> None:
    from nbagent.exceptions import PolicyError
    from nbagent.policy import load_policy

    folder = _project(tmp_path, "deny: [x]\nbudget:\n  per_run: 1\n")
    with pytest.raises(PolicyError, match=r"policy.yaml:3.*per_run"):
        load_policy(None, project_dir=folder)
    folder2 = _project(tmp_path / "b", "budget:\n  per_day_usd: -2\n")
    with pytest.raises(PolicyError, match=r"policy.yaml:2: .*per_day_usd must be a non-negative"):
        load_policy(None, project_dir=folder2)


def test_the_ledger_reads_only_what_was_appended_and_sees_other_processes(tmp_path: Path) -> None:
    ledger = DayLedger(tmp_path)
    ledger.add(0.25)
    assert ledger.spent() == pytest.approx(0.25)
    # another kernel appends between two checks
    code = f"from pathlib import Path; from nbagent.usage.budget import DayLedger; DayLedger(Path({str(tmp_path)!r}))"
    code += ".add(1.5)"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    assert ledger.spent() == pytest.approx(1.75)
    # a line still being written counts once its newline is there, not before
    path = ledger.path()
    with open(path, "ab") as f:
        f.write(b"2.0")
    assert ledger.spent() == pytest.approx(1.75)
    with open(path, "ab") as f:
        f.write(b"5 99\n")
    assert ledger.spent() == pytest.approx(1.75 + 2.05)
    # a file replaced (another inode) or cut shorter is read again in full
    path.unlink()
    ledger.add(0.5)
    assert ledger.spent() == pytest.approx(0.5)
    assert DayLedger(tmp_path).spent() == pytest.approx(0.5)
