"""The agent loop: model -> tool calls -> results, until a final answer.

``Agent`` keeps the conversation across calls, emits typed events (see
:mod:`nbagent.events`) that the store and the display subscribe to, retries
transient model failures and ends cleanly on cancellation: a cancelled run
leaves every tool call of the history paired with a result.

The constructor's arguments are the defaults of every run; ``arun(prompt,
model=..., policy=..., tools=...)`` overrides them for one run (a
:class:`~nbagent.loop._run.Run` carries what belongs to it). One model turn goes
through :mod:`nbagent.loop._turn` (request, cache, budget, provider), one tool call
through :mod:`nbagent.loop._pipeline`; memory and tool selection are reached through
the Protocols of :mod:`nbagent.loop._run`. A stored session is attached from outside
(:func:`nbagent.store.bind` calls :meth:`Agent.keep_session`): the loop imports nothing of the store.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeAlias, TypedDict, Unpack

from ..approval import ApprovalHandler, Grants
from ..boundary._provenance import Provenance, Source
from ..display._fold import fold_calls
from ..events import Event, RunFinished, RunStarted, RunStatus, ToolsSelected, UntrustedContent
from ..events._observers import observers
from ..exceptions import RunError, UserError
from ..extensions import (
    Cache,
    Extension,
    HistoryProcessor,
    SessionKeeper,
    SessionRef,
    ToolFilter,
)
from ..guards.screening import ScreenOutputs
from ..messages import AssistantMessage, Message, SystemMessage, ToolCall, ToolResult, UserMessage
from ..policy import Policy, load_policy
from ..providers import ModelResponse, Provider, get_provider
from ..tools import Tool, ToolRegistry
from ..tools._toolset import Toolset
from ..usage.budget import Budget, Spend, coerce_budget, effective_budget
from . import _turn as turn
from ._call_ids import CallIds
from ._context import RunContext, current_run
from ._kinds import DeprecatedKeywords, Kinds, check_defaults, from_deprecated
from ._model import ModelTurn, ask_model, compose
from ._options import RunOptions
from ._pipeline import Guards, Pipeline
from ._result import RunResult
from ._retry import RetryPolicy
from ._run import Run, run_blocking

__all__ = ["Agent"]

log = logging.getLogger("nbagent")

Subscriber = Callable[[Event], None]
# and MCP servers (nbagent.mcp.MCPServer): their tools join each run
ToolsArg = Iterable[Tool | Toolset | Callable[..., object] | ToolRegistry]
PolicyArg: TypeAlias = "Policy | str | os.PathLike[str] | Mapping[str, object] | None"
"""A policy, a YAML path or a mapping (loaded and layered by :func:`nbagent.policy.load_policy`)."""


class RunOverrides(TypedDict, total=False):
    """The keywords of :meth:`Agent.arun` (and :meth:`Agent.run`) besides the prompt and the options."""

    model: str | Provider | None
    policy: PolicyArg
    approve: ApprovalHandler | None
    tools: ToolsArg | None
    approval_timeout: float | None
    max_iterations: int | None
    stream: bool | None
    cache: Cache | bool | None
    budget: Budget | float | None


class Agent:
    """An LLM agent with tools.

    Every argument but ``history`` is a default for each run; :meth:`arun` overrides ``model``, ``tools``,
    ``policy``, ``approve``, ``approval_timeout``, ``max_iterations`` and ``stream`` for one run. A stored
    session is kept with :func:`nbagent.store.bind` (``nbagent.store.bind(agent, "eda")``).

    Args:
        model: a provider name (``"openai:gpt-4.1-mini"``, ``"anthropic:claude-sonnet-4-5"``,
            ``"replay:PATH"`` ...) or a provider object (``ScriptedProvider([...])``).
        tools: functions or :class:`Tool` objects the model may call, and MCP servers
            (:class:`~nbagent.mcp.MCPServer`: their tools, listed when a run starts).
        system: instructions sent first on every request.
        max_iterations: model requests allowed in one run before it stops with :class:`RunError`.
        stream: stream replies (text deltas become ``text-delta`` events).
        settings: extra request options for the provider (``temperature``, ``max_tokens`` ...).
        retry: how transient failures (429, 5xx, timeouts) are retried.
        tool_timeout: default seconds for tools that set no timeout of their own.
        on_event: a callable, or several, receiving every event.
        history: messages to continue from (a conversation kept elsewhere). When they hold tool
            results, nbagent cannot tell whether those carried third-party text, so the conversation
            counts as holding untrusted content (see docs/security.md).
        policy: a :class:`~nbagent.policy.Policy`, a YAML path or a mapping, layered on top of the
            package default < user < project policies (None: those layers alone; a project policy
            only tightens until the folder is trusted: :func:`nbagent.trust`). If it cannot
            be loaded the agent refuses to start (:class:`~nbagent.exceptions.PolicyError`).
        approve: handler for ``review`` calls: ``(ApprovalRequest) -> ApprovalResult`` (sync or
            async). None: review calls are denied and the model is told why.
        approval_timeout: seconds to wait for a decision before denying.
        screen_outputs: screen tool output for prompt injection: None (the default) screens the output
            of untrusted tools (``untrusted_output=True``, ``search_docs``), True every tool's, False
            none but the tools that say ``screen_output=True``.
        screener: a custom screener (``.screen(text)`` or a callable) instead of the built-in one.
        coherence: check that each allowed call serves the user's request before it runs: True for
            the built-in heuristic, or a checker ``(prompt, call) -> bool | (bool, reason)`` (an LLM
            call, say). An incoherent call is blocked and the model told why; errors block (fail closed).
        memory: a :class:`~nbagent.memory.Memory`: send the model a trimmed window of the
            conversation (optionally summarizing what leaves it) and, with ``knowledge=``,
            notes from earlier sessions plus the ``remember`` tool. With a store, its state
            (summary, window) is saved with the session. One agent each: ``memory.fresh()``
            copies the settings. Summary calls count in the run's usage.
        tool_selection: a :class:`~nbagent.memory.DomainSelector`: offer only the tools of the
            domains each prompt is about (a ``tools-selected`` event says which and why).
            One agent each, like ``memory``; its recent domains are saved with the session.
        cache: a response cache (:class:`~nbagent.cache.MemoryCache`, ``nbagent.StoreCache(store)``):
            a request identical to one already answered gets the kept answer (a ``cache-hit`` event,
            nothing paid); its tool calls still go through the policy and review. Off by default.
        cache_nondeterministic: also cache requests that do not ask for a deterministic answer
            (``settings`` without ``temperature=0``); by default only those are served and kept.
        budget: spending limits (:class:`~nbagent.usage.budget.Budget`, or a number: USD per run): before
            each model call its cost is estimated and a call that would cross a limit is not made
            (:class:`~nbagent.exceptions.BudgetExceeded`); see docs/budgets.md.
    """

    def __init__(
        self,
        model: str | Provider,
        tools: ToolsArg = (),
        *,
        system: str | None = None,
        policy: PolicyArg = None,
        approve: ApprovalHandler | None = None,
        history: Iterable[Message] = (),
        on_event: Subscriber | Sequence[Subscriber] | None = None,
        extensions: Iterable[Extension] = (),
        defaults: RunOptions | None = None,
        **deprecated: Unpack[DeprecatedKeywords],
    ) -> None:
        defaults = check_defaults(defaults or RunOptions())
        extensions, defaults = from_deprecated(list(extensions), defaults, deprecated)
        self._provider: Provider = get_provider(model if defaults.model is None else defaults.model)
        self._registry = ToolRegistry(tools if defaults.tools is None else defaults.tools)
        self.system = system
        self._max_iterations = _positive_iterations(20 if defaults.max_iterations is None else defaults.max_iterations)
        self._stream = True if defaults.stream is None else defaults.stream
        self.settings: dict[str, object] = dict(defaults.settings or {})
        self.retry = defaults.retry or RetryPolicy()
        self._policy = load_policy(policy if defaults.policy is None else defaults.policy)
        self._approve = approve if defaults.approve is None else defaults.approve
        self._approval_timeout = _approval_timeout(defaults.approval_timeout)
        self.cache_nondeterministic = bool(defaults.cache_nondeterministic)
        kinds = Kinds.sort(extensions)
        self._kinds = kinds
        self._guards = Guards(kinds.screen or ScreenOutputs(), kinds.check, defaults.tool_timeout)
        self._grants = Grants()  # "Always allow": the session's, cleared by reset()
        self._provenance = Provenance()  # did untrusted content enter the conversation: the session's too
        self._checked: tuple[Policy, tuple[str, ...]] | None = None  # the (policy, tool names) checked last
        self._warnings: set[str] = set()
        self._check_policy(self._policy, self._registry)
        self._history: list[Message] = list(history)
        if any(isinstance(m, ToolResult) for m in self._history):
            # where those results came from is not known here: the conversation counts as marked
            # (a stored session brings its own mark back through the binding instead)
            self._provenance.mark_history(Source("an earlier conversation (history=)", "", 0), len(self._history))
        self._call_ids = CallIds()
        self._subscribers: list[Subscriber] = []
        if callable(on_event):
            self._subscribers.append(on_event)
        elif on_event is not None:
            self._subscribers.extend(on_event)
        self._spend = Spend()  # the session's spending (and the day's ledger), kept across runs
        self._running: Run | None = None
        self._claim_lock = threading.Lock()
        self.store: object = None
        self.session: SessionRef | None = None  # the stored session (nbagent.store.SessionInfo), set by keep_session
        self._binding: SessionKeeper | None = None
        for extension in extensions:
            extension.attached(self)

    def __repr__(self) -> str:
        return f"Agent({self._provider.name!r}, tools={list(self._registry.names)})"

    # -- public -------------------------------------------------------------------

    @property
    def messages(self) -> tuple[Message, ...]:
        """The conversation so far (the system prompt is not part of it)."""
        return tuple(self._history)

    @property
    def session_spent_usd(self) -> float:
        """What this session has spent on paid model calls so far (the per-session budget counts it)."""
        return self._spend.session_usd

    @property
    def tools(self) -> tuple[Tool, ...]:
        """The agent's own tools (a run may add or replace some: :meth:`tool`)."""
        return tuple(self._registry)

    def tool(self, name: str) -> Tool | None:
        """The tool called ``name`` in the run going on (the agent's own tools between runs), or None."""
        running = self._running
        return (running.registry if running is not None else self._registry).get(name)

    @property
    def provider(self) -> Provider:
        """The default model of every run (``arun(model=...)`` uses another for one run)."""
        return self._provider

    @property
    def policy(self) -> Policy:
        """The default :class:`~nbagent.policy.Policy` of every run, with all its layers."""
        return self._policy

    @property
    def max_iterations(self) -> int:
        """Model requests a run may make before it stops (the default of every run)."""
        return self._max_iterations

    @property
    def stream(self) -> bool:
        """Whether replies stream (the default of every run)."""
        return self._stream

    @property
    def extensions(self) -> tuple[Extension, ...]:
        """The agent's extensions, in the order given."""
        return self._kinds.all

    @property
    def memory(self) -> HistoryProcessor | None:
        """The memory (the :class:`~nbagent.extensions.HistoryProcessor` among the extensions), or None."""
        return self._kinds.memory

    @property
    def tool_selection(self) -> ToolFilter | None:
        """The tool selection (the :class:`~nbagent.extensions.ToolFilter` among the extensions), or None."""
        return self._kinds.selector

    @property
    def cache(self) -> Cache | None:
        """The response cache of every run (the :class:`~nbagent.extensions.Cache` among the extensions), or None."""
        return self._kinds.cache

    @property
    def budget(self) -> Budget | None:
        """The agent's own budget (the :class:`~nbagent.usage.budget.Budget` among the extensions), or None;
        the policy's budget applies on top of it."""
        return self._kinds.budget

    @property
    def grants(self) -> Grants:
        """The session's "Always allow" grants (:class:`~nbagent.approval.Grants`)."""
        return self._grants

    @property
    def provenance(self) -> Provenance:
        """Whether untrusted content entered the conversation, and from which call first
        (``agent.provenance.source``); kept with a stored session, cleared by :meth:`reset`."""
        return self._provenance

    @property
    def running(self) -> bool:
        """True while a run is going on (a second one is refused meanwhile)."""
        return self._running is not None

    def subscribe(self, fn: Subscriber) -> Callable[[], None]:
        """Receive every event; returns a function that unsubscribes."""
        self._subscribers.append(fn)
        return lambda: self._subscribers.remove(fn) if fn in self._subscribers else None

    def keep_session(self, keeper: SessionKeeper, history: Sequence[Message] = ()) -> None:
        """Continue a stored session: its ``history`` joins the conversation, ``keeper`` is told of rewinds
        and reads the session's spending for a per-session budget. :func:`nbagent.store.bind` calls it;
        an agent keeps one session, and only before its first run."""
        if self._running is not None:
            raise UserError("the agent is running: bind it to a session when the run has ended")
        if self._binding is not None:
            raise UserError(f"this agent already keeps session {self._binding.session_id!r}: use a new Agent")
        if history and self._history:
            raise UserError(
                "this agent already holds a conversation: pass history= or resume the stored session, not both"
            )
        self._history.extend(history)
        self._binding = keeper
        self.store, self.session = keeper.store, keeper.info

    def reset(self) -> None:
        """Forget the conversation, and with it the session's "Always allow" grants and its
        mark of untrusted content."""
        if self._running is not None:
            raise UserError("the agent is running: reset() it when the run has ended")
        self._history.clear()
        self._grants.clear()
        self._provenance.clear()

    def rewind(self, to: int) -> None:
        """Cut the conversation back to its first ``to`` messages, to redo what came after.

        A re-run notebook cell redoes its turn this way: the conversation forks at
        the cell, and the cell's earlier exchange and every later turn leave it.
        ``to`` must fall between turns (at a user message, or at the end), never
        between a tool call and its result. In a session store the dropped
        messages stay, marked superseded; a resumed session loads only the live
        branch. The memory keeps its summary only if it covers nothing dropped
        (otherwise it starts again from what remains). "Always allow" grants are
        kept: they are the user's decisions for the session, not part of the
        conversation (:meth:`reset` clears them). The mark of untrusted content
        (``provenance``) is recomputed from what remains: it holds iff a remaining
        message is the result of a call whose tool had untrusted output when it ran
        (the earliest such call stays its source), or memory notes of an untrusted
        folder came in before the cut. Refused while a run is going on.
        """
        if self._running is not None:
            raise UserError("the agent is running: rewind() it when the run has ended")
        history = self._history
        if isinstance(to, bool) or not isinstance(to, int) or not 0 <= to <= len(history):
            raise UserError(f"rewind(to) takes a message index from 0 to {len(history)}, got {to!r}")
        if to < len(history) and not isinstance(history[to], UserMessage):
            raise UserError(
                f"message {to} is not where a turn starts (a user message): rewinding there would "
                "leave a tool call without its result"
            )
        del history[to:]
        self._provenance.recompute(history)
        processor: HistoryProcessor | None = self.memory
        if processor is not None:
            processor.rewind(history)
        if self._binding is not None:
            self._binding.rewound(to)

    def run(self, prompt: str, options: RunOptions | None = None, **overrides: Unpack[RunOverrides]) -> RunResult:
        """Run to a final answer and return it (blocking); takes :meth:`arun`'s options and overrides.

        Inside a running event loop (a notebook cell), the run happens on a
        worker thread with its own loop; prefer ``await agent.arun(...)`` there.
        """
        return run_blocking(self.arun(prompt, options, **overrides))

    async def arun(
        self,
        prompt: str,
        options: RunOptions | None = None,
        *,
        model: str | Provider | None = None,
        policy: PolicyArg = None,
        approve: ApprovalHandler | None = None,
        tools: ToolsArg | None = None,
        approval_timeout: float | None = None,
        max_iterations: int | None = None,
        stream: bool | None = None,
        cache: Cache | bool | None = None,
        budget: Budget | float | None = None,
    ) -> RunResult:
        """Run to a final answer: model -> tools -> model ... .

        ``options`` (:class:`~nbagent.loop.RunOptions`) and each keyword, when given, replace the agent's
        default for this run only (a keyword wins over the same option): ``model`` (a name or a provider),
        ``policy`` (loaded like the constructor's: a Policy already layered is used as it is), ``approve``,
        ``tools`` (the run's tools instead of the agent's), ``approval_timeout``, ``max_iterations``,
        ``stream``, ``cache`` (a cache, or False: ask the model even when the agent has a cache), ``budget``
        (a :class:`~nbagent.usage.budget.Budget`, or a number: the run's limit in USD). The conversation
        continues either way. One run at a time: a second ``arun`` while one is going on
        raises :class:`~nbagent.exceptions.UserError`.
        """
        if not isinstance(prompt, str) or not prompt.strip():
            raise UserError("the prompt is empty: say what the agent should do")
        o = (options or RunOptions()).merged(RunOptions(
            model=model, policy=policy, approve=approve, tools=tools, approval_timeout=approval_timeout,
            max_iterations=max_iterations, stream=stream, cache=cache, budget=budget,
        ))  # fmt: skip
        run = Run(
            run_id=uuid.uuid4().hex,
            session_id=self._binding.session_id if self._binding is not None else None,
            prompt=prompt,
            provider=self._provider if o.model is None else get_provider(o.model),
            registry=self._registry if o.tools is None else ToolRegistry(o.tools),
            policy=self._policy if o.policy is None else _load_policy(o.policy),
            approve=self._approve if o.approve is None else o.approve,
            approval_timeout=self._approval_timeout
            if o.approval_timeout is None
            else _approval_timeout(o.approval_timeout),
            max_iterations=self._max_iterations if o.max_iterations is None else _positive_iterations(o.max_iterations),
            stream=self._stream if o.stream is None else o.stream,
            publish=self._emit,
            provenance=self._provenance,
            cache=turn.run_cache(self.cache, o.cache),
            spend=self._spend,
            history=self._history,
            call_ids=self._call_ids,
            settings=self.settings if o.settings is None else dict(o.settings),
            tool_timeout=self._guards.tool_timeout if o.tool_timeout is None else o.tool_timeout,
            cache_nondeterministic=self.cache_nondeterministic
            if o.cache_nondeterministic is None
            else o.cache_nondeterministic,
            title=o.title,
            cell=o.cell,
        )
        budget = o.budget
        # the policy's budget: blocks under the agent's (or this run's) budget; an untrusted folder's only lowers
        run.budget = effective_budget(run.policy, self.budget if budget is None else coerce_budget(budget))
        run.ask = compose(run, o.retry or self.retry, self._binding)  # the model seam: cache, budget, retries, provider
        with self._claim_lock:  # run() calls from two threads: only one claims the conversation
            if self._running is not None:
                other = self._running
                raise UserError(
                    f"this agent is already running run {other.run_id[:12]} ({_short(other.prompt)!r}); "
                    "one conversation takes one turn at a time: await that run first, or use another Agent"
                )
            self._running = run
        context = current_run.set(RunContext(run.run_id, run.session_id))
        try:
            return await self._arun(run)
        finally:
            current_run.reset(context)
            self._running = None

    # -- the loop ------------------------------------------------------------------

    async def _arun(self, run: Run) -> RunResult:
        history = self._history
        start_len = len(history)
        run.emit(RunStarted(run_id=run.run_id, prompt=run.prompt, model=run.provider.name, session=run.session_id,
                            title=run.title, cell=run.cell))  # fmt: skip
        history.append(UserMessage(run.prompt))
        pipeline = Pipeline(run, self._guards, self._grants)
        text = ""
        status: RunStatus = "ok"
        try:
            await self._prepare_run(run)
            for iteration in range(1, run.max_iterations + 1):
                response = await self._model_turn(run, iteration)
                run.usage = run.usage + response.usage
                message = response.message
                history.append(message)
                text = message.text
                if not message.tool_calls:
                    break
                history.extend(await pipeline.run_all(message.tool_calls))
            else:
                status = "max-iterations"
        except (asyncio.CancelledError, KeyboardInterrupt):
            self._close_open_calls("the run was cancelled before this tool call finished")
            run.emit(RunFinished(run_id=run.run_id, status="cancelled", text=text, usage=run.usage + run.aux_usage))
            raise
        except Exception as exc:
            self._close_open_calls("the run failed before this tool call finished")
            error = f"{type(exc).__name__}: {exc}"
            usage = run.usage + run.aux_usage
            run.emit(RunFinished(run_id=run.run_id, status="error", text=text, usage=usage, error=error))
            raise
        usage = run.usage + run.aux_usage
        run.emit(RunFinished(run_id=run.run_id, status=status, text=text, usage=usage))
        result = RunResult(
            text=text,
            status=status,
            run_id=run.run_id,
            messages=tuple(history),
            new_messages=tuple(history[start_len:]),
            usage=usage,
            events=tuple(run.events),
            call_records=fold_calls(run.events),
            publish=self._emit,
        )
        if status == "max-iterations":
            raise RunError(
                f"the agent made {run.max_iterations} model requests without a final answer; "
                "raise max_iterations or narrow the task (the partial result is on .result)",
                result=result,
            )
        return result

    def _emit(self, event: Event) -> None:
        for fn in (*self._subscribers, *observers()):
            try:
                fn(event)
            except Exception:
                log.exception("nbagent: event subscriber %r failed on %s", fn, event.kind)

    def _check_policy(self, policy: Policy, registry: ToolRegistry) -> None:
        """Lookalike and typo warnings for the policy and tools a run uses: once per pair, each warning once."""
        names = registry.names
        checked = self._checked
        if checked is not None and checked[0] is policy and checked[1] == names:
            return
        self._checked = (policy, names)
        for warning in policy.check_tools(names):
            if warning not in self._warnings:
                self._warnings.add(warning)
                log.warning("nbagent policy: %s", warning)

    async def _prepare_run(self, run: Run) -> None:
        """Once per run: MCP servers list their tools, the memory adds its tools (``remember``), tools that
        require approval get their review rule on top of the policy, the tool filter chooses what is offered."""
        sources = list(run.registry.toolsets)
        if run.registry.toolsets:  # MCP servers: start on first use, list their tools (once per connection)
            run.registry = await run.registry.expanded()
        # an MCP tool given on its own (server.tools()) carries its server's description just the same
        sources += [toolset for tool in run.registry if (toolset := tool.toolset) is not None]
        for source in dict.fromkeys(
            sources
        ):  # third-party tool descriptions go out with every request: they mark the run
            self._mark_untrusted(run, source.untrusted_metadata())
        processor: HistoryProcessor | None = self.memory
        if processor is not None:
            added = [t for t in await processor.begin_run() if t.name not in run.registry]  # a tool of the user's wins
            if added:
                run.registry = ToolRegistry([*run.registry, *added])
        run.policy = run.policy.requiring_approval(run.registry)
        self._check_policy(run.policy, run.registry)
        selector: ToolFilter | None = self.tool_selection
        if selector is not None:
            selection = await selector.select(
                run.prompt, run.registry, run.provider, report=run.reporter(0, "tool-selection")
            )
            run.offered = frozenset(selection.tool_names)  # a call to a tool not offered is refused
            run.emit(
                ToolsSelected(
                    run_id=run.run_id,
                    tool_names=selection.tool_names,
                    domains=selection.domains,
                    reasoning=selection.reasoning,
                )
            )

    def _mark_context(self, run: Run, processor: HistoryProcessor) -> None:
        """Third-party text in the memory's context messages (an untrusted folder's notes) marks the
        conversation like an untrusted tool's output (once per source)."""
        self._mark_untrusted(run, processor.untrusted_context())

    def _mark_untrusted(self, run: Run, label: object) -> None:
        """Third-party text that is not a tool's output (``label`` names it; not a str: none) marks the
        conversation, once per label."""
        if not isinstance(label, str) or label in run.provenance.labels:
            return
        first = run.provenance.mark(Source(label, "", 0, run.run_id), at=len(self._history))
        run.emit(UntrustedContent(run_id=run.run_id, source=label, first=first))

    async def _model_turn(self, run: Run, iteration: int) -> ModelResponse:
        """One model turn: the memory's window moved, the request built (:mod:`nbagent.loop._turn`), then
        asked through the run's model seam (:mod:`nbagent.loop._model`: cache, budget, retries, provider)."""
        processor: HistoryProcessor | None = self.memory
        reserved = processor.count_tokens(SystemMessage(self.system)) if processor is not None and self.system else 0
        if processor is not None:  # move the window, summarize what leaves it
            processor.track_untrusted(run.provenance.carries)  # which results are untrusted
            await processor.update(
                self._history, run.provider, reserved_tokens=reserved, report=run.reporter(iteration, "summary")
            )
        request, key = turn.build_request(
            run,
            self._history,
            processor,
            system=self.system,
            settings=run.settings,
            reserved=reserved,
            cache_nondeterministic=run.cache_nondeterministic,
        )
        if processor is not None:
            self._mark_context(run, processor)
        turn.announce(run, iteration, request)
        return await ask_model(ModelTurn(run, iteration, request, key))

    def _close_open_calls(self, reason: str) -> None:
        """Answer any tool call left without a result, so the history stays valid for every API."""
        answered = {m.call_id for m in self._history if isinstance(m, ToolResult)}
        for message in reversed(self._history):
            if isinstance(message, AssistantMessage) and message.tool_calls:
                missing: list[ToolCall] = [c for c in message.tool_calls if c.id not in answered]
                self._history.extend(
                    ToolResult(call_id=c.id, name=c.name, content=f"Error: {reason}", is_error=True) for c in missing
                )
                break
            if isinstance(message, UserMessage):
                break


def _positive_iterations(value: int) -> int:
    if not isinstance(value, int) or value < 1:
        raise UserError(f"max_iterations must be at least 1, got {value}")
    return value


def _approval_timeout(value: float | None) -> float | None:
    if value is not None and value <= 0:
        raise UserError(f"approval_timeout must be positive seconds, got {value}")
    return value


def _load_policy(policy: PolicyArg) -> Policy:
    return load_policy(policy)


def _short(text: str, limit: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
