"""One run's options: what it overrides of the agent's defaults, and what the run is (its title, its cell)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..approval import ApprovalHandler
    from ..cache import Cache
    from ..policy import Policy
    from ..providers import Provider
    from ..tools import Tool, ToolRegistry
    from ..usage.budget import Budget

__all__ = ["RunOptions"]


@dataclass(frozen=True, kw_only=True, slots=True)
class RunOptions:
    """What one ``arun`` changes; None everywhere means the agent's defaults.

    ``model`` (a name or a provider), ``tools`` (the run's tools instead of the agent's), ``policy``
    (a :class:`~nbagent.policy.Policy`, a YAML path or a mapping, loaded like the constructor's),
    ``approve``, ``approval_timeout``, ``max_iterations``, ``stream``, ``cache`` (a cache, or False: ask
    the model even when the agent has a cache), ``budget`` (a :class:`~nbagent.usage.budget.Budget`, or a
    number: the run's limit in USD). ``title``: the text a stored session is titled from when it is not the
    prompt (an ``%%agent`` cell's prompt as written, before ``{name}`` values went in); ``cell``: the notebook
    cell the run belongs to (JupyterLab's cell id). Both reach the store on the ``run-started`` event.
    """

    model: str | Provider | None = None
    tools: Iterable[Tool | Callable[..., Any] | ToolRegistry] | None = None
    policy: Policy | str | Mapping[str, Any] | None = None
    approve: ApprovalHandler | None = None
    approval_timeout: float | None = None
    max_iterations: int | None = None
    stream: bool | None = None
    cache: Cache | bool | None = None
    budget: Budget | float | None = None
    title: str | None = None
    cell: str | None = None

    def merged(self, **given: Any) -> RunOptions:
        """These options with each of ``given`` that is not None in its place."""
        known = {f.name for f in fields(self)}
        unknown = sorted(set(given) - known)
        if unknown:
            raise TypeError(f"arun() got unexpected keyword arguments: {', '.join(unknown)}")
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update({k: v for k, v in given.items() if v is not None})
        return RunOptions(**values)
