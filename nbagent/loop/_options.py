"""One run's options: what it overrides of the agent's defaults, and what the run is (its title, its cell)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..approval import ApprovalHandler
    from ..cache import Cache
    from ..policy import Policy
    from ..providers import Provider
    from ..tools import Tool, ToolRegistry
    from ..tools._toolset import Toolset
    from ..usage.budget import Budget
    from ._retry import RetryPolicy

__all__ = ["RunOptions"]


@dataclass(frozen=True, kw_only=True, slots=True)
class RunOptions:
    """What one ``arun`` changes; None everywhere means the agent's defaults.

    ``model`` (a name or a provider), ``tools`` (the run's tools instead of the agent's), ``policy``
    (a :class:`~nbagent.policy.Policy`, a YAML path or a mapping, loaded like the constructor's),
    ``approve``, ``approval_timeout``, ``max_iterations``, ``stream``, ``cache`` (a cache, or False: ask
    the model even when the agent has a cache), ``budget`` (a :class:`~nbagent.usage.budget.Budget`, or a
    number: the run's limit in USD), ``settings`` (request options for the provider: ``temperature``,
    ``max_tokens`` ...), ``retry`` (how transient failures are retried: :class:`~nbagent.loop.RetryPolicy`),
    ``tool_timeout`` (seconds for tools that set no timeout of their own), ``cache_nondeterministic`` (also
    cache requests that do not ask for a deterministic answer). ``title``: the text a stored session is titled
    from when it is not the prompt (an ``%%agent`` cell's prompt as written, before ``{name}`` values went in);
    ``cell``: the notebook cell the run belongs to (JupyterLab's cell id). Both reach the store on the
    ``run-started`` event.
    """

    model: str | Provider | None = None
    tools: Iterable[Tool | Toolset | Callable[..., object] | ToolRegistry] | None = None
    policy: Policy | str | os.PathLike[str] | Mapping[str, object] | None = None
    approve: ApprovalHandler | None = None
    approval_timeout: float | None = None
    max_iterations: int | None = None
    stream: bool | None = None
    cache: Cache | bool | None = None
    budget: Budget | float | None = None
    settings: Mapping[str, object] | None = None
    retry: RetryPolicy | None = None
    tool_timeout: float | None = None
    cache_nondeterministic: bool | None = None
    title: str | None = None
    cell: str | None = None

    def merged(self, other: RunOptions) -> RunOptions:
        """These options with each option ``other`` sets (not None) in its place."""
        return RunOptions(
            model=self.model if other.model is None else other.model,
            tools=self.tools if other.tools is None else other.tools,
            policy=self.policy if other.policy is None else other.policy,
            approve=self.approve if other.approve is None else other.approve,
            approval_timeout=self.approval_timeout if other.approval_timeout is None else other.approval_timeout,
            max_iterations=self.max_iterations if other.max_iterations is None else other.max_iterations,
            stream=self.stream if other.stream is None else other.stream,
            cache=self.cache if other.cache is None else other.cache,
            budget=self.budget if other.budget is None else other.budget,
            settings=self.settings if other.settings is None else other.settings,
            retry=self.retry if other.retry is None else other.retry,
            tool_timeout=self.tool_timeout if other.tool_timeout is None else other.tool_timeout,
            cache_nondeterministic=self.cache_nondeterministic
            if other.cache_nondeterministic is None
            else other.cache_nondeterministic,
            title=self.title if other.title is None else other.title,
            cell=self.cell if other.cell is None else other.cell,
        )
