"""Model providers, and the table that resolves names like ``"openai:gpt-4.1-mini"``.

Built-in providers register through the same table as third-party ones
(:func:`register_provider`, or the ``nbagent.providers`` entry-point group).
A factory takes the part after the colon and keyword options.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Unpack

from .._suggest import closest
from ..exceptions import UserError
from ..models import provider_of
from ._builtin import sdk_provider
from ._offline import Reply
from ._options import OpenAIOptions, SdkOptions
from .base import ModelRequest, ModelResponse, Provider, StreamItem
from .function import FunctionProvider
from .replay import ReplayProvider
from .scripted import ScriptedProvider

__all__ = [
    "FunctionProvider",
    "ModelRequest",
    "ModelResponse",
    "Provider",
    "ReplayProvider",
    "ScriptedProvider",
    "StreamItem",
    "get_provider",
    "provider_names",
    "register_provider",
]

Factory = Callable[..., Provider]


def _openai(model: str, **kw: Unpack[OpenAIOptions]) -> Provider:
    return sdk_provider("openai", model, **kw)


def _ollama(model: str, **kw: Unpack[OpenAIOptions]) -> Provider:
    kw.setdefault("base_url", "http://127.0.0.1:11434/v1")
    kw.setdefault("label", "ollama")
    where = (kw["base_url"] or "").split("//", 1)[-1].split("/", 1)[0]
    kw.setdefault(
        "unreachable_hint", f"is Ollama running on {where}? Start it with `ollama serve`, or choose another --model"
    )
    return sdk_provider("openai", model, **kw)


def _anthropic(model: str, **kw: Unpack[SdkOptions]) -> Provider:
    return sdk_provider("anthropic", model, **kw)


def _gemini(model: str, **kw: Unpack[SdkOptions]) -> Provider:
    return sdk_provider("gemini", model, **kw)


def _scripted(
    arg: str, *, steps: Iterable[Reply] = ("(scripted provider: no steps given)",), model: str = "scripted"
) -> Provider:
    return ScriptedProvider(steps, model=model)


_TABLE: dict[str, tuple[Factory, bool]] = {
    # name -> (factory, needs a model / path after the colon)
    "openai": (_openai, True),
    "ollama": (_ollama, True),
    "anthropic": (_anthropic, True),
    "gemini": (_gemini, True),
    "scripted": (_scripted, False),
    "replay": (ReplayProvider, True),
}
_entry_points_loaded = False


def register_provider(prefix: str, factory: Factory, *, needs_argument: bool = True) -> None:
    """Make ``"prefix:ARG"`` resolve to ``factory(ARG, **options)``."""
    _TABLE[prefix] = (factory, needs_argument)


def _load_entry_points() -> None:
    global _entry_points_loaded
    if _entry_points_loaded:
        return
    _entry_points_loaded = True
    from importlib.metadata import entry_points

    for ep in entry_points(group="nbagent.providers"):
        if ep.name not in _TABLE:
            _TABLE[ep.name] = (ep.load(), True)


def registered_names() -> list[str]:
    """The prefixes ``get_provider`` understands, without importing any other package's provider module
    (entry points are named, not loaded: ``%agent_models`` lists them without running their code)."""
    from importlib.metadata import entry_points

    return sorted({*_TABLE, *(ep.name for ep in entry_points(group="nbagent.providers"))})


def provider_names() -> list[str]:
    """The prefixes ``get_provider`` understands."""
    _load_entry_points()
    return sorted(_TABLE)


def unknown_provider_message(name: str) -> str:
    """``unknown model provider 'gpt-4.1-mini' (did you mean 'openai:gpt-4.1-mini'?)``: a bare model name gets its
    provider's prefix, a misspelt prefix the closest one (``opnai:gpt-4.1`` -> ``openai:gpt-4.1``)."""
    prefix, colon, arg = name.partition(":")
    known = provider_names()
    meant: str | None = None
    if not colon:
        family = provider_of(prefix)
        meant = f"{family}:{prefix}" if family in known else None
    else:
        close = closest(prefix, known)
        meant = f"{close}:{arg}" if close is not None else None
    tip = f" (did you mean {meant!r}?)" if meant else ""
    where = f" in {name!r}" if colon else ""
    return f"unknown model provider {prefix!r}{where}{tip}; known: {', '.join(known)}"


def get_provider(name: str | Provider, **options: object) -> Provider:
    """Resolve ``"openai:gpt-4.1-mini"``, ``"anthropic:claude-sonnet-4-5"``, ``"scripted"``,
    ``"gemini:gemini-2.5-flash"``,
    ``"replay:PATH"``, ``"ollama:llama3.2"`` ... to a provider. A provider object is returned as is.
    """
    if not isinstance(name, str):
        if isinstance(name, Provider):
            return name
        raise UserError(f"model must be a name like 'openai:gpt-4.1-mini' or a provider, got {name!r}")
    prefix, _, arg = name.strip().partition(":")
    entry = _TABLE.get(prefix)
    if entry is None:
        _load_entry_points()
        entry = _TABLE.get(prefix)
    if entry is None:
        raise UserError(unknown_provider_message(name.strip()))
    factory, needs_argument = entry
    if needs_argument and not arg:
        raise UserError(f"{name!r} needs a model after the colon, e.g. '{prefix}:<model>'")
    return factory(arg, **options)
