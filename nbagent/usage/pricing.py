"""Prices per million tokens, and the cost of a call.

The prices live in the model registry (:mod:`nbagent.models`, with limits and
dated sources); this module is the cost side of it. Dated snapshots and moving
aliases find their model's row (``claude-sonnet-4-5-20250929`` ->
``claude-sonnet-4-5``). :func:`register_price` is a thin alias of
:func:`nbagent.models.register_model`. A model not in the table costs ``None``
(unknown), never a made-up zero.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..models import lookup_model, register_model

__all__ = ["Price", "cost_usd", "lookup_price", "register_price"]


@dataclass(frozen=True, slots=True)
class Price:
    """USD per 1M tokens (``cache_write``: Anthropic's prompt-cache write, None elsewhere)."""

    input: float
    cached_input: float
    output: float
    cache_write: float | None = None


def register_price(
    model: str, input: float, cached_input: float, output: float, cache_write: float | None = None
) -> None:
    """Add or replace the price of a model (USD per 1M tokens); see :func:`nbagent.models.register_model`."""
    register_model(model, input=input, cached_input=cached_input, output=output, cache_write=cache_write)


def lookup_price(model: str) -> Price | None:
    """The price of ``model`` (exact id, else the model it is a dated alias of), None if unknown."""
    row = lookup_model(model)
    if row is None or row.input is None or row.output is None:
        return None
    cached = row.cached_input if row.cached_input is not None else row.input
    return Price(row.input, cached, row.output, row.cache_write)


def cost_usd(
    model: str, input_tokens: int, cached_tokens: int, output_tokens: int, cache_write_tokens: int = 0
) -> float | None:
    """Cost of one call; ``input_tokens`` includes ``cached_tokens`` (cache reads) and
    ``cache_write_tokens`` (Anthropic's cache writes, at their own price when the table has one).
    None if the price is unknown."""
    price = lookup_price(model)
    if price is None:
        return None
    write_price = price.cache_write if price.cache_write is not None else price.input
    fresh = max(input_tokens - cached_tokens - cache_write_tokens, 0)
    total = fresh * price.input + cached_tokens * price.cached_input + cache_write_tokens * write_price
    return (total + output_tokens * price.output) / 1e6
