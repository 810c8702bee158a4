"""What ``Agent(...)`` is made of: its extensions sorted by kind (at most one of each), the run options it may take
as defaults, and the keywords it took before extensions, each mapped to its new place with a DeprecationWarning."""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Never, TypedDict, TypeVar

from ..exceptions import UserError
from ..extensions import Cache, CallCheck, Extension, HistoryProcessor, OutputScreen, ToolFilter
from ..guards.coherence import Checker, CoherenceCheck
from ..guards.screening import Screener, ScreenFunction, ScreenOutputs
from ..usage.budget import Budget, coerce_budget
from ._options import RunOptions
from ._retry import RetryPolicy

__all__ = ["DeprecatedKeywords", "Kinds", "check_defaults", "from_deprecated"]


def check_defaults(defaults: RunOptions) -> RunOptions:
    """``defaults``, unless it sets what has a place of its own (the agent's model, tools, policy and approver are
    its arguments; its cache and budget are extensions; a title and a cell belong to one run)."""
    placed = {
        "model": defaults.model, "tools": defaults.tools, "policy": defaults.policy, "approve": defaults.approve,
        "cache": defaults.cache, "budget": defaults.budget, "title": defaults.title, "cell": defaults.cell,
    }  # fmt: skip
    for name, value in placed.items():
        if value is not None:
            raise UserError(
                f"Agent(defaults=RunOptions({name}=...)): an agent's {name} is not a run option here; "
                + ("give it as Agent(..., extensions=[...])" if name in ("cache", "budget") else
                   "it belongs to one run (arun(options))" if name in ("title", "cell") else
                   f"give it as Agent({name}=...)")
            )  # fmt: skip
    return defaults


class DeprecatedKeywords(TypedDict, total=False):
    """The keywords ``Agent(...)`` took before extensions (nbagent 0.9); each still works for one release, with a
    ``DeprecationWarning`` saying where it went."""

    max_iterations: int
    stream: bool
    settings: Mapping[str, object] | None
    retry: RetryPolicy | None
    tool_timeout: float | None
    approval_timeout: float | None
    cache_nondeterministic: bool
    screen_outputs: bool | None
    screener: Screener | ScreenFunction | None
    coherence: bool | Checker | None
    memory: HistoryProcessor | None
    tool_selection: ToolFilter | None
    cache: Cache | None
    budget: Budget | float | None
    store: Never
    session: Never
    keep_tool_responses: Never


_AS_OPTION = ("max_iterations", "stream", "settings", "retry", "tool_timeout", "approval_timeout",
              "cache_nondeterministic")  # fmt: skip
_MOVED = ("store", "session", "keep_tool_responses")


def from_deprecated(
    extensions: list[Extension], defaults: RunOptions, given: DeprecatedKeywords
) -> tuple[list[Extension], RunOptions]:
    """The extensions and default options the old keywords stand for (a warning for each keyword used)."""
    if not given:
        return extensions, defaults
    unknown = sorted(set(given) - set(DeprecatedKeywords.__annotations__))
    if unknown:
        raise UserError(f"Agent() got unexpected keyword arguments: {', '.join(unknown)}")
    moved = [k for k in _MOVED if k in given]
    if moved:
        raise UserError(
            f"Agent({', '.join(f'{k}=' for k in moved)}) moved: keep a stored session with "
            "nbagent.store.bind(agent, session, store=..., keep_tool_responses=...) "
            "after making the agent; the loop no longer opens stores itself"
        )
    options = RunOptions(
        max_iterations=given.get("max_iterations"),
        stream=given.get("stream"),
        settings=given.get("settings"),
        retry=given.get("retry"),
        tool_timeout=given.get("tool_timeout"),
        approval_timeout=given.get("approval_timeout"),
        cache_nondeterministic=given.get("cache_nondeterministic"),
    )
    added: list[Extension] = []
    for part in (given.get("memory"), given.get("tool_selection"), given.get("cache")):
        if part is not None:
            added.append(_extension(part))
    budget = coerce_budget(given.get("budget"))
    if budget is not None:
        added.append(budget)
    screen_outputs, screener = given.get("screen_outputs"), given.get("screener")
    if screen_outputs is not None or screener is not None:
        added.append(ScreenOutputs(_optional_bool(screen_outputs, "screen_outputs"), _screener(screener)))
    coherence = given.get("coherence")
    if coherence is not None and coherence is not False:
        added.append(CoherenceCheck(None if coherence is True else _checker(coherence)))
    warnings.warn(
        f"Agent({', '.join(f'{k}=' for k in given)}) is deprecated and goes in the next release: "
        + "; ".join(_WHERE[k] for k in given),
        DeprecationWarning,
        stacklevel=3,
    )
    return [*extensions, *added], defaults.merged(options)


_WHERE = {
    **{k: f"{k}= goes in defaults=RunOptions({k}=...)" for k in _AS_OPTION},
    "screen_outputs": "screen_outputs= is extensions=[ScreenOutputs(which=...)]",
    "screener": "screener= is extensions=[ScreenOutputs(screener=...)]",
    "coherence": "coherence= is extensions=[CoherenceCheck(...)]",
    "memory": "memory= is extensions=[Memory(...)]",
    "tool_selection": "tool_selection= is extensions=[DomainSelector(...)]",
    "cache": "cache= is extensions=[MemoryCache()]",
    "budget": "budget= is extensions=[Budget(...)]",
}


def _extension(value: object) -> Extension:
    if not isinstance(value, Extension):
        raise UserError(f"expected an nbagent extension, got {type(value).__name__}")
    return value


def _optional_bool(value: object, name: str) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    raise UserError(f"{name} must be True, False or None, got {value!r}")


def _screener(value: object) -> Screener | ScreenFunction | None:
    if value is None or isinstance(value, Screener):
        return value
    if callable(value):
        return value
    raise UserError(f"screener must be a Screener or a callable (text) -> Screening, got {type(value).__name__}")


def _checker(value: object) -> Checker:
    if callable(value):
        return value
    raise UserError(f"coherence must be True, False or a checker (prompt, call) -> bool, got {value!r}")


@dataclass(frozen=True, slots=True)
class Kinds:
    """An agent's extensions by kind (at most one of each)."""

    memory: HistoryProcessor | None = None
    selector: ToolFilter | None = None
    screen: OutputScreen | None = None
    check: CallCheck | None = None
    cache: Cache | None = None
    budget: Budget | None = None
    all: tuple[Extension, ...] = ()

    @classmethod
    def sort(cls, extensions: Iterable[object]) -> Kinds:
        given: list[Extension] = []
        for extension in extensions:
            if not isinstance(extension, Extension):
                raise UserError(
                    "Agent(extensions=[...]) takes nbagent extensions (Memory, DomainSelector, ScreenOutputs, "
                    f"CoherenceCheck, MemoryCache, StoreCache, Budget ...), got {type(extension).__name__}"
                )
            given.append(extension)
        return cls(
            memory=_single([e for e in given if isinstance(e, HistoryProcessor)], "HistoryProcessor (a memory)"),
            selector=_single([e for e in given if isinstance(e, ToolFilter)], "ToolFilter (a tool selection)"),
            screen=_single([e for e in given if isinstance(e, OutputScreen)], "OutputScreen"),
            check=_single([e for e in given if isinstance(e, CallCheck)], "CallCheck"),
            cache=_single([e for e in given if isinstance(e, Cache)], "Cache"),
            budget=_single([e for e in given if isinstance(e, Budget)], "Budget"),
            all=tuple(given),
        )


E = TypeVar("E", bound=Extension)


def _single(found: list[E], kind: str) -> E | None:
    if len(found) > 1:
        names = " and ".join(type(e).__name__ for e in found)
        raise UserError(f"Agent(extensions=[...]) has {len(found)} {kind} extensions ({names}): an agent takes one")
    return found[0] if found else None
