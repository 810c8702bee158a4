"""The built-in providers that talk to a service through its SDK, by family (``"openai"``, ``"anthropic"``,
``"gemini"``): the name table (:func:`nbagent.providers.get_provider`) and the cassette recorder
(:class:`~nbagent.providers.ReplayProvider`) both build them here.

Each provider module is imported when a model of its family is asked for, not before: it loads asyncio (gemini:
ssl too) and its SDK glue, which ``import nbagent.providers`` (the cache, memory and cassettes import it) must not.
"""

from __future__ import annotations

from typing import Unpack

from ..exceptions import UserError
from ._options import OpenAIOptions, SdkOptions
from .base import Provider

__all__ = ["SDK_FAMILIES", "sdk_provider"]

SDK_FAMILIES = ("openai", "anthropic", "gemini")


def sdk_provider(family: str, model: str, **kw: Unpack[OpenAIOptions]) -> Provider:
    """``family``'s provider for ``model`` (keyword options go to its constructor)."""
    if family == "openai":
        from .openai import OpenAIProvider

        return OpenAIProvider(model, **kw)
    # the other families take no openai-only option: one given raises TypeError in their constructor
    common: SdkOptions = kw
    if family == "anthropic":
        from .anthropic import AnthropicProvider

        return AnthropicProvider(model, **common)
    if family == "gemini":
        from .gemini import GeminiProvider

        return GeminiProvider(model, **common)
    raise UserError(f"no built-in SDK provider {family!r}; known: {', '.join(SDK_FAMILIES)}")
