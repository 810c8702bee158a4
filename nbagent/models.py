"""The model registry: what nbagent knows about each model.

One row per model: its provider family, context window, maximum output tokens
and prices (USD per 1M tokens: input, cached input, output, and for Anthropic
the 5-minute cache write). A model id finds its row exactly, else through a
dated or moving alias of a known id (``gpt-4.1-mini-2025-04-14`` ->
``gpt-4.1-mini``, ``claude-sonnet-4-5-20250929`` -> ``claude-sonnet-4-5``,
``claude-3-7-sonnet-latest`` -> ``claude-3-7-sonnet``); any other suffix is a
different model (``gpt-4o-audio-preview`` is not ``gpt-4o``) and is unknown.
An unknown model has no price (cost ``None``, never a made-up zero), no
trimming default and no output budget. :func:`register_model` adds or replaces
a row (a fine-tune, a local model, a price change); another provider module
(Gemini) registers its rows the same way.

The figures are the providers' published ones, from memory of their pricing
and model pages; each block says when. Check them against the pages before
relying on a cost to the cent, and override with :func:`register_model`.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, replace

__all__ = [
    "ModelInfo",
    "context_budget",
    "lookup_model",
    "max_output_tokens",
    "models",
    "provider_of",
    "register_model",
]


@dataclass(frozen=True, slots=True)
class ModelInfo:
    """One model: limits in tokens, prices in USD per 1M tokens (None: not published / not known)."""

    id: str
    provider: str
    context_window: int | None = None
    max_output_tokens: int | None = None
    input: float | None = None
    cached_input: float | None = None
    output: float | None = None
    cache_write: float | None = None  # Anthropic: writing the prompt cache (5-minute TTL), per 1M tokens

    @property
    def priced(self) -> bool:
        """Are the input and output prices known (a cost can be computed)?"""
        return self.input is not None and self.output is not None


def _m(
    id: str,
    provider: str,
    context: int,
    max_out: int,
    input: float,
    cached: float,
    output: float,
    cache_write: float | None = None,
) -> ModelInfo:
    return ModelInfo(id, provider, context, max_out, input, cached, output, cache_write)


_ROWS: tuple[ModelInfo, ...] = (
    # OpenAI: platform.openai.com/docs/models and openai.com/api/pricing, as published on 2025-08-07
    # (GPT-5 family launch); cached input is the "cached input" column.
    _m("gpt-5", "openai", 400_000, 128_000, 1.25, 0.125, 10.0),
    _m("gpt-5-mini", "openai", 400_000, 128_000, 0.25, 0.025, 2.0),
    _m("gpt-5-nano", "openai", 400_000, 128_000, 0.05, 0.005, 0.40),
    # OpenAI, as published on 2025-04-14 (GPT-4.1 launch; 1,047,576-token window)
    _m("gpt-4.1", "openai", 1_047_576, 32_768, 2.0, 0.50, 8.0),
    _m("gpt-4.1-mini", "openai", 1_047_576, 32_768, 0.40, 0.10, 1.60),
    _m("gpt-4.1-nano", "openai", 1_047_576, 32_768, 0.10, 0.025, 0.40),
    # OpenAI, as published on 2024-11-20 (gpt-4o-2024-11-20) and 2024-07-18 (gpt-4o-mini)
    _m("gpt-4o", "openai", 128_000, 16_384, 2.50, 1.25, 10.0),
    _m("gpt-4o-mini", "openai", 128_000, 16_384, 0.15, 0.075, 0.60),
    # OpenAI reasoning models, as published on 2025-06-10 (o3 price cut) and 2025-04-16 (o4-mini)
    _m("o3", "openai", 200_000, 100_000, 2.0, 0.50, 8.0),
    _m("o4-mini", "openai", 200_000, 100_000, 1.10, 0.275, 4.40),
    _m("o3-mini", "openai", 200_000, 100_000, 1.10, 0.55, 4.40),
    _m("o1", "openai", 200_000, 100_000, 15.0, 7.50, 60.0),
    # Anthropic: docs.anthropic.com/en/docs/about-claude/models/overview and /pricing, as published on
    # 2025-11-24 (Claude Opus 4.5 launch). Cached input is the cache read (0.1x input), cache_write the
    # 5-minute cache write (1.25x input). Sonnet's 1M-token window is a beta header: 200k here.
    _m("claude-opus-4-5", "anthropic", 200_000, 64_000, 5.0, 0.50, 25.0, 6.25),
    _m("claude-opus-4-1", "anthropic", 200_000, 32_000, 15.0, 1.50, 75.0, 18.75),
    _m("claude-opus-4", "anthropic", 200_000, 32_000, 15.0, 1.50, 75.0, 18.75),
    _m("claude-sonnet-4-5", "anthropic", 200_000, 64_000, 3.0, 0.30, 15.0, 3.75),
    _m("claude-sonnet-4", "anthropic", 200_000, 64_000, 3.0, 0.30, 15.0, 3.75),
    _m("claude-3-7-sonnet", "anthropic", 200_000, 64_000, 3.0, 0.30, 15.0, 3.75),
    _m("claude-haiku-4-5", "anthropic", 200_000, 64_000, 1.0, 0.10, 5.0, 1.25),
    _m("claude-3-5-haiku", "anthropic", 200_000, 8_192, 0.80, 0.08, 4.0, 1.0),
    _m("claude-3-haiku", "anthropic", 200_000, 4_096, 0.25, 0.03, 1.25, 0.30),
    # Google Gemini API: ai.google.dev/gemini-api/docs/models and /pricing, standard tier, prompts up to
    # 200k tokens (2.5 Pro and 3 Pro charge more above). Thinking tokens are billed as output; cached input
    # is the context-cache read price. As remembered for 2026-11 (no web access when written): check the
    # pricing page before relying on a cost to the cent.
    _m("gemini-3-pro-preview", "gemini", 1_048_576, 65_536, 2.00, 0.20, 12.0),
    _m("gemini-3-flash-preview", "gemini", 1_048_576, 65_536, 0.50, 0.05, 3.00),
    _m("gemini-2.5-pro", "gemini", 1_048_576, 65_536, 1.25, 0.125, 10.0),
    _m("gemini-2.5-flash", "gemini", 1_048_576, 65_536, 0.30, 0.03, 2.50),
    _m("gemini-2.5-flash-lite", "gemini", 1_048_576, 65_536, 0.10, 0.01, 0.40),
    _m("gemini-2.0-flash", "gemini", 1_048_576, 8_192, 0.10, 0.025, 0.40),
    _m("gemini-2.0-flash-lite", "gemini", 1_048_576, 8_192, 0.075, 0.075, 0.30),  # no cache price published
)

_TABLE: dict[str, ModelInfo] = {row.id: row for row in _ROWS}
_LOCK = threading.Lock()

# What may follow a known id and still be the same model: a snapshot date (2025-04-14, 20250929),
# Anthropic's moving aliases (-latest, and -0 as in claude-sonnet-4-0), Google's stable versions
# (gemini-2.0-flash-001), optionally after a version.
_ALIAS = re.compile(r"-(?:\d{4}-\d{2}-\d{2}|\d{8}|\d{3}|latest|0)(?:-v\d+(?::\d+)?)?")


def lookup_model(model: str) -> ModelInfo | None:
    """The row of ``model``: by exact id, else by the known id it is a dated alias of; None if unknown.

    A ``provider:`` prefix (``"openai:gpt-4.1-mini"``) is ignored.
    """
    if ":" in model:
        model = model.split(":", 1)[1]
    row = _TABLE.get(model)
    if row is not None:
        return row
    best: ModelInfo | None = None
    for name, info in tuple(_TABLE.items()):
        alias = model.startswith(name) and _ALIAS.fullmatch(model[len(name) :]) is not None
        if alias and (best is None or len(name) > len(best.id)):
            best = info
    return best


def register_model(
    id: str,
    provider: str | None = None,
    *,
    context_window: int | None = None,
    max_output_tokens: int | None = None,
    input: float | None = None,
    cached_input: float | None = None,
    output: float | None = None,
    cache_write: float | None = None,
) -> ModelInfo:
    """Add a model, or change fields of a known one (the fields not given keep their value).

    Prices are USD per 1M tokens; limits are tokens. Returns the row now in the table.
    """
    given = {
        "context_window": context_window,
        "max_output_tokens": max_output_tokens,
        "input": input,
        "cached_input": cached_input,
        "output": output,
        "cache_write": cache_write,
    }
    for name, value in given.items():
        if value is not None and (isinstance(value, bool) or value < 0):
            raise ValueError(f"register_model({id!r}): {name} must be a non-negative number, got {value!r}")
    with _LOCK:
        old = _TABLE.get(id)
        base = old if old is not None else ModelInfo(id, provider or _guess_provider(id))
        row = replace(base, **{k: v for k, v in given.items() if v is not None})  # type: ignore[arg-type]
        if provider is not None:
            row = replace(row, provider=provider)
        _TABLE[id] = row
    return row


def provider_of(model: str) -> str:
    """The provider family of a bare model name (``gpt-4.1-mini`` -> ``openai``): its row, else its naming; ``""``."""
    row = lookup_model(model)
    return row.provider if row is not None else _guess_provider(model)


def _guess_provider(model: str) -> str:
    if model.startswith("claude"):
        return "anthropic"
    if model.startswith(("gpt-", "o1", "o3", "o4", "chatgpt")):
        return "openai"
    if model.startswith("gemini"):
        return "gemini"
    return ""


def models(provider: str | None = None) -> list[ModelInfo]:
    """Every row of the table (of one provider family when given), sorted by id."""
    rows = sorted(_TABLE.values(), key=lambda r: r.id)
    return [r for r in rows if provider is None or r.provider == provider]


def max_output_tokens(model: str) -> int | None:
    """The most tokens ``model`` may write in one reply (for budgets), None when unknown."""
    row = lookup_model(model)
    return None if row is None else row.max_output_tokens


def context_budget(model: str) -> int | None:
    """Tokens a request's messages may take on ``model``: the context window less the room the
    reply may need (its maximum output, at most a quarter of the window), None when unknown."""
    row = lookup_model(model)
    if row is None or row.context_window is None:
        return None
    reply = min(row.max_output_tokens or 0, row.context_window // 4)
    return row.context_window - reply
