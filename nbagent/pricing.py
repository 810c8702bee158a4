"""Prices per million tokens, and the cost of a call.

The table holds current OpenAI and Anthropic models (USD per 1M tokens:
input, cached input, output). Dated snapshots match their base name by the
longest prefix (``claude-sonnet-4-5-20250929`` -> ``claude-sonnet-4-5``).
Add or override entries with :func:`register_price`. A model not in the table
costs ``None`` (unknown), never a made-up zero.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Price", "cost_usd", "lookup_price", "register_price"]


@dataclass(frozen=True, slots=True)
class Price:
    """USD per 1M tokens."""

    input: float
    cached_input: float
    output: float


_PRICES: dict[str, Price] = {
    # OpenAI
    "gpt-5": Price(1.25, 0.125, 10.0),
    "gpt-5-mini": Price(0.25, 0.025, 2.0),
    "gpt-5-nano": Price(0.05, 0.005, 0.40),
    "gpt-4.1": Price(2.0, 0.50, 8.0),
    "gpt-4.1-mini": Price(0.40, 0.10, 1.60),
    "gpt-4.1-nano": Price(0.10, 0.025, 0.40),
    "gpt-4o": Price(2.50, 1.25, 10.0),
    "gpt-4o-mini": Price(0.15, 0.075, 0.60),
    "o3": Price(2.0, 0.50, 8.0),
    "o4-mini": Price(1.10, 0.275, 4.40),
    # Anthropic (cached input = cache read)
    "claude-opus-4-5": Price(5.0, 0.50, 25.0),
    "claude-opus-4-1": Price(15.0, 1.50, 75.0),
    "claude-opus-4": Price(15.0, 1.50, 75.0),
    "claude-sonnet-4-5": Price(3.0, 0.30, 15.0),
    "claude-sonnet-4": Price(3.0, 0.30, 15.0),
    "claude-haiku-4-5": Price(1.0, 0.10, 5.0),
    "claude-3-5-haiku": Price(0.80, 0.08, 4.0),
}


def register_price(model: str, input: float, cached_input: float, output: float) -> None:
    """Add or replace the price of a model (USD per 1M tokens)."""
    _PRICES[model] = Price(input, cached_input, output)


def lookup_price(model: str) -> Price | None:
    """The price of ``model`` by exact name, else by the longest matching prefix."""
    if model in _PRICES:
        return _PRICES[model]
    best = ""
    for name in _PRICES:
        if model.startswith(name + "-") and len(name) > len(best):
            best = name
    return _PRICES[best] if best else None


def cost_usd(model: str, input_tokens: int, cached_tokens: int, output_tokens: int) -> float | None:
    """Cost of one call; ``input_tokens`` includes ``cached_tokens``. None if the price is unknown."""
    price = lookup_price(model)
    if price is None:
        return None
    fresh = max(input_tokens - cached_tokens, 0)
    return (fresh * price.input + cached_tokens * price.cached_input + output_tokens * price.output) / 1e6
