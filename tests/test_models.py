"""The model registry: rows, alias lookups, register_model, prices, and the limits others use."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from nbagent import models, pricing
from nbagent.memory import Memory
from nbagent.messages import UserMessage
from nbagent.providers import FunctionProvider


@pytest.fixture(autouse=True)
def _restore_table() -> Iterator[None]:
    saved = dict(models._TABLE)
    yield
    models._TABLE.clear()
    models._TABLE.update(saved)


def test_every_row_has_limits_and_prices() -> None:
    for row in models.models():
        assert row.provider in ("openai", "anthropic", "gemini"), row
        assert row.context_window and row.max_output_tokens and row.max_output_tokens < row.context_window, row
        assert row.priced and row.cached_input is not None and row.cached_input <= row.input, row  # type: ignore[operator]
        assert row.cache_write is not None or row.provider != "anthropic", row  # Anthropic bills cache writes


@pytest.mark.parametrize(
    ("model", "base"),
    [
        ("gpt-4.1-mini", "gpt-4.1-mini"),
        ("gpt-4.1-mini-2025-04-14", "gpt-4.1-mini"),
        ("gpt-4.1-2025-04-14", "gpt-4.1"),
        ("openai:gpt-4o-mini-2024-07-18", "gpt-4o-mini"),
        ("claude-sonnet-4-5-20250929", "claude-sonnet-4-5"),
        ("claude-opus-4-1-20250805", "claude-opus-4-1"),
        ("claude-opus-4-0", "claude-opus-4"),
        ("claude-3-7-sonnet-latest", "claude-3-7-sonnet"),
    ],
)
def test_dated_aliases_find_their_model(model: str, base: str) -> None:
    row = models.lookup_model(model)
    assert row is not None and row.id == base


@pytest.mark.parametrize("model", ["gpt-4o-audio-preview", "gpt-4.1-mini-fine", "claude-opus-4-9", "gpt-5-codex", "x"])
def test_other_suffixes_are_other_models(model: str) -> None:
    """A prefix alone is not the same model: an audio or codex variant is priced differently."""
    assert models.lookup_model(model) is None
    assert pricing.cost_usd(model, 1000, 0, 1000) is None


def test_register_model_adds_and_updates() -> None:
    row = models.register_model("my-finetune", "openai", context_window=8000, max_output_tokens=1000, input=1, output=2)
    assert models.lookup_model("my-finetune-2026-01-01") == row
    assert models.max_output_tokens("my-finetune") == 1000
    models.register_model("gpt-4.1-mini", input=0.5)  # a price change keeps the limits
    updated = models.lookup_model("gpt-4.1-mini")
    assert updated is not None and updated.input == 0.5 and updated.context_window == 1_047_576
    with pytest.raises(ValueError, match="non-negative"):
        models.register_model("bad", input=-1)


def test_register_price_is_a_thin_alias() -> None:
    pricing.register_price("local-llm", 1.0, 0.5, 2.0)
    assert models.lookup_model("local-llm") == models.ModelInfo("local-llm", "", None, None, 1.0, 0.5, 2.0)
    assert pricing.cost_usd("local-llm", 1_000_000, 0, 1_000_000) == pytest.approx(3.0)


def test_costs_with_cache_reads_and_writes() -> None:
    # gpt-4.1-mini: 0.40 in, 0.10 cached, 1.60 out
    assert pricing.cost_usd("gpt-4.1-mini-2025-04-14", 1_000_000, 500_000, 0) == pytest.approx(0.25)
    # claude-sonnet-4-5: 3 in, 0.30 read, 3.75 write, 15 out
    cost = pricing.cost_usd("claude-sonnet-4-5", 1_000_000, 200_000, 1_000_000, 300_000)
    assert cost == pytest.approx(0.5 * 3 + 0.2 * 0.3 + 0.3 * 3.75 + 15)


def test_context_budget_leaves_room_for_the_reply() -> None:
    assert models.context_budget("gpt-4o") == 128_000 - 16_384
    assert models.context_budget("gpt-4.1") == 1_047_576 - 32_768
    assert models.context_budget("claude-3-5-haiku-latest") == 200_000 - 8_192
    assert models.context_budget("unknown-model") is None


def test_memory_trims_to_the_models_window_by_default() -> None:
    """Memory() without max_tokens trims to the model's context budget (here a small registered model)."""
    models.register_model("tiny", "function", context_window=400, max_output_tokens=100)
    memory = Memory()
    history = [UserMessage("word " * 200) for _ in range(10)]  # ~250 tokens each
    provider = FunctionProvider(lambda m, t: "ok", model="tiny")
    asyncio.run(memory.update(history, provider))
    assert memory.token_limit == 300
    assert len(memory.window(history)) == 1  # only the latest fits
    unknown = Memory()
    asyncio.run(unknown.update(history, FunctionProvider(lambda m, t: "ok", model="nobody-knows")))
    assert unknown.token_limit is None and len(unknown.window(history)) == 10


def test_gemini_rows_and_googles_stable_version_suffix() -> None:
    flash = models.lookup_model("gemini-2.0-flash-001")
    assert flash is not None and flash.id == "gemini-2.0-flash" and flash.provider == "gemini"
    assert models.max_output_tokens("gemini-2.5-flash") == 65_536
    # A preview is another model, not an alias of the stable one: unknown, so never priced as it.
    assert models.lookup_model("gemini-2.5-flash-preview-09-2025") is None
