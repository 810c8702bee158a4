"""What a ``%%agent`` cell does once its options are parsed: the session's agent, this cell's run, the transcript.

:mod:`nbagent.ipython.magics` defines the magic (its options, their checks) and imports this module when a cell
runs, not before: ``%load_ext nbagent`` imports neither the loop nor the store. Everything a cell's run needs is
imported here, at module level.

A ``%%agent`` cell is rewritten into ``await run_agent_cell(line, cell)`` (see ``_transform``), so it runs on the
kernel's event loop and approval buttons stay clickable while the cell is busy. Called any other way (for example
``get_ipython().run_cell_magic``) the magic runs the agent on a worker thread and blocks (:func:`run_blocking`).
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from IPython import get_ipython
from IPython.core.error import UsageError

from ..boundary._provenance import Source
from ..boundary._terminal import visible
from ..cassettes import CellCassette, cassette_mode, for_cell, lazy_provider
from ..config._configure import approval_timeout_for, default_model, defaults
from ..exceptions import BudgetExceeded, CassetteMismatch, CellFailed, CellStopped, NbAgentError, UserError
from ..extensions import Extension
from ..loop import Agent, RunOptions, RunResult
from ..loop._run import run_blocking as loop_run_blocking
from ..messages import Message, UserMessage
from ..policy import Policy, load_policy
from ..providers import Provider, get_provider
from ..store import Store, bind
from ..tools._yaml import expand_tool_files
from ..usage.budget import Budget, coerce_budget, effective_budget
from ._comm import current_cell_id
from ._errors import show_folded_traceback
from ._interpolate import interpolate
from ._sessions import resolve_store
from ._stop import STOPPED, signals_wake_loop
from ._tool_names import resolve_tools
from .approve import default_approver
from .display import Transcript, header_text

if TYPE_CHECKING:
    from .magics import AgentMagics

__all__ = ["arun", "cell_budget", "cell_failure", "run_agent_cell", "run_blocking"]


def run_blocking(magics: AgentMagics, line: str, cell: str | None) -> RunResult:
    """The magic called outside a transformed cell: the run on this thread's new event loop, or on a worker
    thread when a loop already runs here."""
    try:
        return loop_run_blocking(arun(magics, line, cell))
    except KeyboardInterrupt:
        raise CellStopped(STOPPED) from None


async def run_agent_cell(line: str, cell: str | None) -> None:
    """What a transformed ``%%agent`` cell awaits (returns None: the transcript is the output)."""
    shell = get_ipython()
    magics = shell.magics_manager.registry.get("AgentMagics") if shell is not None else None
    if magics is None:
        raise UsageError("nbagent is not loaded: run %load_ext nbagent first")
    try:
        with signals_wake_loop():
            await arun(magics, line, cell)
    except (KeyboardInterrupt, asyncio.CancelledError):
        raise CellStopped(STOPPED) from None


async def arun(magics: AgentMagics, line: str, cell: str | None) -> RunResult:
    """Parse the options, run the agent, store the result; UsageError for user mistakes."""
    args, prompt = magics.parse(line, cell)
    untrusted: list[str] = []
    raw_prompt, prompt = prompt, interpolate(prompt, magics._user_ns, untrusted)
    try:
        agent, options = _cell_run(magics, args)
        cell_id = _cell_id(magics)
        # the recording is looked up for the conversation the cell continues, before anything changes
        # (a cell without a recording fails with its conversation as it was)
        history = agent.messages[: magics.turns.start_of(agent, cell_id)]
        cassette, options = _cassette(magics, prompt, options, cell_id, history)
        # a re-executed cell: back to where its turn started (the untrusted mark is recomputed from what
        # remains, so this turn's own marks come after it)
        start = magics.turns.begin(agent, cell_id, options.model)  # a scripted model's steps rewind too
        for name in untrusted:  # third-party text in the prompt: contained like an untrusted tool's output
            agent.provenance.mark(Source(f"{{{name}}} in the prompt (untrusted data)", "", 0))
        label = cassette.untrusted_answers if cassette is not None else None
        if label is not None:  # a recording from an untrusted folder answers for the model: contained
            agent.provenance.mark(Source(label, "", 0), at=len(agent.messages))
    except CassetteMismatch as exc:
        raise CellFailed(visible(f"CassetteMismatch: {exc}")) from None
    except NbAgentError as exc:
        raise UsageError(visible(str(exc))) from None
    transcript = Transcript(live=hasattr(magics.shell, "kernel"))
    # the footer shows spending against the run's limit
    policy = options.policy if isinstance(options.policy, Policy) else agent.policy
    transcript.budget = effective_budget(policy, coerce_budget(options.budget))
    transcript.session_spent = lambda: agent.session_spent_usd  # the footer's spend against a session budget
    model = getattr(options.model, "name", str(options.model))
    transcript.header(
        header_text(
            session=args.session or magics._slots.current,
            turn=_turn_number(agent),
            model=model,
            previous=magics._shown_model.get(agent),
            # after a rewind, recomputed from the turns that remain
            untrusted=agent.provenance.source.describe() if agent.provenance.source is not None else None,
        )
    )
    magics._shown_model[agent] = model
    unsubscribe = agent.subscribe(transcript)
    unrecord = agent.subscribe(cassette.subscriber) if cassette is not None else None
    ok = False
    try:
        # A stored session is titled from the prompt as written ("{df}"), not the DataFrame's text,
        # and remembers the cell of its latest turn (the panel opens the notebook there). The
        # approval of a call draws into that call's card in the transcript: one card per call.
        with transcript.hosting_approvals():
            result = await agent.arun(prompt, replace(options, title=raw_prompt, cell=cell_id))
        ok = True
    except UserError as exc:
        raise UsageError(visible(str(exc))) from None
    except BudgetExceeded as exc:  # a limit doing its job, not a failure to debug: no traceback
        raise CellFailed(f"BudgetExceeded: {exc}") from exc
    except CassetteMismatch as exc:  # the notebook changed since it was recorded: say which cell and what
        raise CellFailed(visible(f"CassetteMismatch: {exc}")) from exc
    except Exception as exc:
        raise cell_failure(exc, folded=hasattr(magics.shell, "kernel")) from exc
    finally:
        unsubscribe()
        if cassette is not None:
            if unrecord is not None:
                unrecord()
            cassette.finish(ok)
        magics.turns.end(agent, cell_id, start)
    magics._user_ns[args.out or magics.out] = result
    return result


def _turn_number(agent: Agent) -> int:
    """The turn number a new run of ``agent`` gets: the user messages of its conversation, plus one."""
    return 1 + sum(isinstance(m, UserMessage) for m in agent.messages)


# -- one cell: the session's agent and this cell's run ----------------------------


def _cell_run(magics: AgentMagics, args: argparse.Namespace) -> tuple[Agent, RunOptions]:
    """The session's agent (made on its first cell) and what this cell runs it with.

    Everything but the conversation is decided per cell: the model (``--model``, else
    ``%config AgentMagics.model``, else ``nbagent.configure`` / the API keys), the tools,
    the policy (loaded once, ``--policy FILE`` on top), the approver and its timeout,
    the iterations and streaming. The agent is never changed: they go to ``arun``.
    """
    cfg = defaults()
    name = args.session or magics._slots.current
    spec = args.model or magics.model or default_model()
    if args.tools is not None:
        tools = resolve_tools(args.tools, magics._user_ns, magics.shell)
    else:
        tools = expand_tool_files(cfg.tools)  # tools files named in configure() are read for each cell
    policy = _cell_policy(args.policy)
    approver = magics._approver
    options = RunOptions(
        tools=tools,
        policy=policy,
        approve=approver() if approver is not None else default_approver(magics.shell, defaults().headless),
        approval_timeout=approval_timeout_for(args.approval_timeout, magics.approval_timeout),
        max_iterations=args.max_iterations or magics.max_iterations or cfg.max_iterations,
        stream=magics.stream and not args.no_stream,
        # configure(cache=...) is read for each cell (set it any time); --no-cache asks the model
        cache=False if args.no_cache or cfg.cache is None else cfg.cache,
        budget=cell_budget(cfg.budget, args.budget),
    )
    agent = None if args.new else magics._slots.get(name)
    if agent is None:

        def make(store: Store | None, session: str | None) -> Agent:
            # configure(memory=..., tool_selection=...) are templates: one copy per session
            extensions: list[Extension] = []
            if cfg.memory is not None:
                extensions.append(cfg.memory.fresh())
            if cfg.tool_selection is not None:
                extensions.append(cfg.tool_selection.fresh())
            agent = Agent(
                _new_provider(spec),
                tools,
                system=cfg.system,
                # the first cell's settings as the agent's defaults (a timeout, the cache and the budget
                # only per cell: a later cell without one must not inherit this one's)
                policy=options.policy,
                approve=options.approve,
                extensions=extensions,
                defaults=RunOptions(
                    retry=cfg.retry,
                    cache_nondeterministic=cfg.cache_nondeterministic,
                    settings=cfg.settings,
                    max_iterations=options.max_iterations or cfg.max_iterations,
                    stream=bool(options.stream),
                ),
            )
            if store is not None or session is not None:
                bind(agent, session, store=store)
            return agent

        agent = magics._slots.create(name, new=args.new, store=resolve_store(cfg.store), make=make)
        magics._models[agent] = (spec, agent.provider)
    return agent, replace(options, model=_provider_for(magics, agent, spec))


def _provider_for(magics: AgentMagics, agent: Agent, spec: str | Provider) -> Provider:
    """The provider of this cell's model: the one made for the same name in this session's last
    cell (a provider may keep state, a connection), else a new one."""
    if isinstance(spec, Provider):
        return spec
    last = magics._models.get(agent)
    if last is not None and last[0] == spec:
        return last[1]
    provider = _new_provider(spec)
    magics._models[agent] = (spec, provider)
    return provider


def _new_provider(spec: str | Provider) -> Provider:
    """The provider for a model name; under cassettes, one whose API key may be missing (a replayed
    cell never asks the model: the recording answers)."""
    return lazy_provider(spec) if cassette_mode() != "off" else get_provider(spec)


def _cell_policy(path: str | None) -> Policy:
    """The policy layers (+ ``--policy FILE`` on top) for this cell, each file read once."""
    policy = load_policy(defaults().policy)
    if path:
        policy = Policy.stack(policy, Policy.from_yaml(Path(path), name="cell"))
    return policy


def _cassette(
    magics: AgentMagics, prompt: str, options: RunOptions, cell_id: str | None, history: Sequence[Message]
) -> tuple[CellCassette | None, RunOptions]:
    """The cell's cassette under ``configure(cassettes=...)`` (None: off) and the options the cell runs
    with: with a cassette, its provider and approver, and no response cache (a cache hit would skip an
    exchange the recording needs)."""
    provider = options.model
    cassette = for_cell(
        prompt=prompt,
        model=getattr(provider, "name", str(provider)),
        tools=options.tools,
        policy=options.policy,
        provider=provider,
        approver=options.approve,
        cell_id=cell_id,
        number=_cell_number(magics.shell),
        history=tuple(history),
    )
    if cassette is None:
        return None, options
    return cassette, replace(options, model=cassette.provider, approve=cassette.approver, cache=False)


def _cell_id(magics: AgentMagics) -> str | None:
    """The frontend's id of the executing cell (``pre_run_cell``, else the kernel's request), or None."""
    if magics.turns.cell_id is not None:
        return magics.turns.cell_id
    return current_cell_id(getattr(magics.shell, "kernel", None))


def _cell_number(shell: object) -> int | None:
    """The running cell's number (``In [n]``): IPython counts the cell before running it."""
    count = getattr(shell, "execution_count", None)
    return count - 1 if isinstance(count, int) and count > 1 else None


def cell_budget(configured: Budget | None, per_run: float | None) -> Budget | None:
    """The explicit budget of one cell: ``configure(budget=...)`` with ``--budget USD`` as the run's limit
    (the policy layers' ``budget:`` blocks are applied by the agent: :func:`nbagent.usage.budget.effective_budget`)."""
    if per_run is None:
        return configured
    return (configured or Budget()).replaced(Budget(per_run_usd=per_run))


def cell_failure(exc: Exception, *, folded: bool) -> CellFailed:
    """The short error a failed cell shows; with a frontend, the full traceback goes above it, folded.

    The message can quote a server's or a tool's text: its control characters are shown, not obeyed
    (:func:`nbagent.boundary._terminal.visible`), on a terminal and in the notebook's ANSI rendering."""
    if folded:
        show_folded_traceback(exc)
    return CellFailed(visible(f"{type(exc).__name__}: {exc}"))
