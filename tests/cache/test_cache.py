"""The response cache: LRU and TTL, threads, keys, what is served, policy on cached calls, the store."""

from __future__ import annotations

import threading
import time
import warnings
from pathlib import Path
from typing import Any

from nbagent import Agent, MemoryCache, StoreCache, ToolCall
from nbagent.approval import ApprovalResult
from nbagent.cache import cache_key
from nbagent.loop import RunOptions
from nbagent.messages import AssistantMessage, ToolSpec, Usage, UserMessage
from nbagent.providers import FunctionProvider, ModelResponse
from nbagent.store import Store, bind

ZERO = {"temperature": 0}


def _response(text: str) -> ModelResponse:
    return ModelResponse(AssistantMessage(text), Usage(10, 5, 0, 1, 0.01), "m")


class Counting:
    """A model that counts its calls: a tool call first, then an answer."""

    def __init__(self, tool_first: bool = False) -> None:
        self.calls = 0
        self.tool_first = tool_first

    def __call__(self, messages: Any, tools: Any) -> Any:
        self.calls += 1
        if self.tool_first and not any(m.kind == "tool-result" for m in messages):
            return ToolCall("delete_file", {"path": "data.csv"})
        return f"answer {self.calls}"


def test_lru_evicts_the_least_recently_used() -> None:
    cache = MemoryCache(max_entries=2, ttl=None)
    cache.put("a", _response("A"))
    cache.put("b", _response("B"))
    assert cache.get("a") is not None  # a is now the most recent
    cache.put("c", _response("C"))
    assert cache.get("b") is None and cache.get("a") is not None and cache.get("c") is not None
    assert len(cache) == 2


def test_ttl_expires_entries() -> None:
    cache = MemoryCache(ttl=0.05)
    cache.put("a", _response("A"))
    assert cache.get("a") is not None
    time.sleep(0.08)
    assert cache.get("a") is None and len(cache) == 0


def test_threads_share_one_cache_safely() -> None:
    cache = MemoryCache(max_entries=50, ttl=None)
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(2000):
                key = f"{(n * 7 + i) % 120}"
                if cache.get(key) is None:
                    cache.put(key, _response(key))
                assert len(cache) <= 50
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(cache) == 50
    assert cache.hits + cache.misses == 16000


def test_key_covers_model_messages_tools_schema_and_settings() -> None:
    spec = ToolSpec("f", "does f", {"type": "object", "properties": {"x": {"type": "integer"}}})
    msgs = [UserMessage("hi")]
    base = cache_key("openai", "m", msgs, [spec], ZERO)
    assert base == cache_key("openai", "m", [UserMessage("hi")], [spec], dict(ZERO))
    changed_schema = ToolSpec("f", "does f", {"type": "object", "properties": {"x": {"type": "string"}}})
    for other in (
        cache_key("anthropic", "m", msgs, [spec], ZERO),
        cache_key("openai", "m2", msgs, [spec], ZERO),
        cache_key("openai", "m", [UserMessage("hi!")], [spec], ZERO),
        cache_key("openai", "m", msgs, [changed_schema], ZERO),
        cache_key("openai", "m", msgs, [spec], {"temperature": 0, "max_tokens": 10}),
    ):
        assert other != base


def test_a_rerun_is_served_from_the_cache_with_no_cost() -> None:
    model = Counting()
    agent = Agent(FunctionProvider(model), extensions=[MemoryCache()], defaults=RunOptions(settings=ZERO))
    first = agent.run("hello")
    agent.reset()
    second = agent.run("hello")
    assert model.calls == 1 and second.text == first.text
    assert [e.kind for e in second.events].count("cache-hit") == 1
    assert second.usage.requests == 0 and second.usage.cost_usd == 0.0
    agent.reset()
    assert agent.run("hello", cache=False).text == "answer 2"  # cache=False (%%agent --no-cache) asks again


def test_nondeterministic_requests_are_not_served_unless_asked() -> None:
    model = Counting()
    cache = MemoryCache()
    agent = Agent(FunctionProvider(model), extensions=[cache])  # no temperature=0
    agent.run("hello")
    agent.reset()
    agent.run("hello")
    assert model.calls == 2 and len(cache) == 0
    opted = Agent(
        FunctionProvider(model),
        extensions=[cache],
        defaults=RunOptions(settings={"temperature": 0.7}, cache_nondeterministic=True),
    )
    opted.run("hello")
    opted.reset()
    opted.run("hello")
    assert model.calls == 3


def test_a_cached_tool_call_still_goes_through_policy_and_review() -> None:
    """A hit is model output like any other: a call the policy reviews is asked about again (and denied)."""
    model = Counting(tool_first=True)
    cache = MemoryCache()
    asked: list[str] = []

    def approve(request: Any) -> ApprovalResult:
        asked.append(request.tool_name)
        return ApprovalResult(approved=len(asked) == 1)  # the person approves the first time only

    ran: list[str] = []

    def delete_file(path: str) -> str:
        """Delete a file."""
        ran.append(path)
        return "deleted"

    policy = {"review": ["delete_file"]}
    agent = Agent(
        FunctionProvider(model),
        [delete_file],
        extensions=[cache],
        defaults=RunOptions(settings=ZERO),
        policy=policy,
        approve=approve,
    )
    agent.run("clean up")
    agent.reset()
    second = agent.run("clean up")
    assert asked == ["delete_file", "delete_file"] and ran == ["data.csv"]
    assert "cache-hit" in [e.kind for e in second.events]
    decided = [e for e in second.events if e.kind == "approval-decided"]
    assert len(decided) == 1 and not decided[0].approved


def test_an_answer_holding_a_secret_is_not_cached() -> None:
    """The redactor would change it: kept redacted it would not be the answer, so it is not kept."""
    secret = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0" * 2
    cache = MemoryCache()
    Agent(
        FunctionProvider(lambda m, t: f"your key is {secret}"), extensions=[cache], defaults=RunOptions(settings=ZERO)
    ).run("key?")
    assert len(cache) == 0


def _store_agent(model: Counting, store: Store, cache: StoreCache) -> Agent:
    return bind(
        Agent(FunctionProvider(model), extensions=[cache], defaults=RunOptions(settings=ZERO)), "s", store=store
    )


def test_store_cache_survives_a_new_process_view_and_records_the_hit(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path))
    store = Store(tmp_path / "nbagent.duckdb")
    model = Counting()
    _store_agent(model, store, StoreCache(store)).run("hello")
    fresh = StoreCache(store)  # a new index, read from the file (a restarted kernel)
    assert len(fresh) == 1
    agent = bind(
        Agent(FunctionProvider(model), extensions=[fresh], defaults=RunOptions(settings=ZERO)), "t", store=store
    )
    result = agent.run("hello")
    assert model.calls == 1 and result.text == "answer 1" and fresh.hits == 1
    store.flush()
    audit = store.audit()
    hit = audit[audit["event"] == "cache-hit"]
    assert len(hit) == 1 and '"cached":true' in hit["detail"].iloc[0]
    assert len(store.usage()) == 1  # only the paid call


def test_store_cache_miss_costs_no_file_access(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path))
    store = Store(tmp_path / "nbagent.duckdb")
    cache = StoreCache(store)
    cache.put("k" * 64, _response("A"))
    assert len(cache) == 1
    started = time.perf_counter()
    for i in range(1000):
        assert cache.get(f"{i:064d}") is None
    assert (time.perf_counter() - started) / 1000 < 0.001


def test_a_store_of_an_untrusted_folder_is_not_read(tmp_path: Path, monkeypatch: Any) -> None:
    """A cloned folder's .nbagent store may hold planted answers: its cache is neither read nor written."""
    home = tmp_path / "home"
    monkeypatch.setenv("NBAGENT_HOME", str(home))
    repo = tmp_path / "repo"
    store = Store(repo / ".nbagent" / "nbagent.duckdb")
    planted = _response("planted answer")
    key = cache_key("function", "function", [UserMessage("hello")], [], ZERO)
    # write the planted entry as the folder's author would (trusting the folder for a moment)
    import nbagent

    nbagent.trust(repo)
    StoreCache(store).put(key, planted)
    nbagent.untrust(repo)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache = StoreCache(store)
    assert any("not used" in str(w.message) for w in caught)
    assert not cache.readable and cache.get(key) is None
    model = Counting()
    result = Agent(FunctionProvider(model), extensions=[cache], defaults=RunOptions(settings=ZERO)).run("hello")
    assert result.text == "answer 1" and model.calls == 1


def test_untrusted_tool_output_is_keyed_before_the_runs_random_spotlight() -> None:
    """Untrusted output reaches the model between delimiters that are new in every run; the key uses the
    conversation as held, so the turn after such a tool call hits too."""
    from nbagent import tool

    @tool(untrusted_output=True)
    def fetch_page(url: str) -> str:
        """Fetch a web page."""
        return "page text"

    seen: list[str] = []

    def model(messages: Any, tools: Any) -> Any:
        seen.append("|".join(getattr(m, "content", "") or getattr(m, "text", "") for m in messages))
        if not any(m.kind == "tool-result" for m in messages):
            return ToolCall("fetch_page", {"url": "http://example.invalid"})
        return "summary"

    agent = Agent(
        FunctionProvider(model),
        [fetch_page],
        extensions=[MemoryCache()],
        defaults=RunOptions(settings=ZERO),
        policy={"allow": ["*"]},
    )
    agent.run("summarize the page")
    assert len(seen) == 2 and "page text" in seen[1] and seen[1].count("page text") == 1
    agent.reset()
    second = agent.run("summarize the page")
    assert len(seen) == 2, "the turn after the untrusted output asked the model again"
    assert [e.kind for e in second.events].count("cache-hit") == 2 and second.text == "summary"


def test_store_cache_ttl_and_clear(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path))
    # the cache's wall clock, moved by hand: a busy machine must not expire the entry before the first read
    import types

    from nbagent.store import _cache

    now = [time.time()]
    monkeypatch.setattr(_cache, "time", types.SimpleNamespace(time=lambda: now[0], monotonic=time.monotonic))
    store = Store(tmp_path / "nbagent.duckdb")
    cache = StoreCache(store, ttl=0.2)
    cache.put("a" * 64, _response("A"))
    reopened = StoreCache(store, ttl=0.2)
    got = reopened.get("a" * 64)
    assert got is not None and got.message.text == "A" and got.usage.cost_usd == 0.01
    now[0] += 0.3
    assert StoreCache(store, ttl=0.2).get("a" * 64) is None  # expired
    assert StoreCache(store).get("a" * 64) is not None  # no ttl: still there
    assert cache.clear() == 1 and len(StoreCache(store)) == 0


def test_a_damaged_entry_is_refused_field_by_field() -> None:
    """A cache file is outside data (a store on disk): each field of an entry must have its shape, or the entry
    is refused (a miss), never handed on with a wrong type."""
    import pytest

    from nbagent.cache._serial import decode_response, encode_response
    from nbagent.messages import AssistantMessage, Usage
    from nbagent.providers import ModelResponse

    good = encode_response(
        ModelResponse(
            message=AssistantMessage("hi", (ToolCall("ping", {"x": 1}),)),
            usage=Usage(input_tokens=3, output_tokens=1),
            model="m",
            finish_reason="stop",
        )
    )
    assert decode_response(good).finish_reason == "stop"
    damaged: list[dict[str, Any]] = [
        {**good, "finish_reason": {"a": 1}},
        {**good, "tool_calls": {"id": "x"}},
        {**good, "tool_calls": [{**good["tool_calls"][0], "args": [1, 2]}]},
        {**good, "tool_calls": [{**good["tool_calls"][0], "raw_args": 7}]},
        {**good, "usage": "free"},
    ]
    for entry in damaged:
        with pytest.raises(ValueError, match="not a cached response"):
            decode_response(entry)
