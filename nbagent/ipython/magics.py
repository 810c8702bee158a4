"""``%%agent`` and ``%agent``: thin magics over :class:`nbagent.Agent`.

A ``%%agent`` cell is rewritten into ``await run_agent_cell(line, cell)``
(see ``_transform``), so it runs on the kernel's event loop and approval
buttons stay clickable while the cell is busy. Called any other way (for
example ``get_ipython().run_cell_magic``) the magic runs the agent on a
worker thread and blocks.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from IPython.core.error import UsageError
from IPython.core.magic import Magics, line_cell_magic, line_magic, magics_class
from traitlets import Bool, Float, Int, Unicode

from ..exceptions import BudgetExceeded, CassetteMismatch, CellFailed, CellStopped, NbAgentError, UserError
from ._interpolate import interpolate
from ._memory import KnowledgeSlot, memory_action
from ._sessions import SessionSlots, resolve_store, session_action
from ._stop import STOPPED, signals_wake_loop
from ._tool_names import resolve_tools
from ._turns import CellTurns

__all__ = ["AgentMagics", "run_agent_cell"]

if TYPE_CHECKING:
    from ..loop import RunOptions

if TYPE_CHECKING:  # IPython.core.magic_arguments has no annotations: these are its signatures
    import argparse

    _F = TypeVar("_F", bound=Callable[..., Any])

    # outermost decorator: IPython types a line/cell magic as a union with its decorator form, so what
    # comes out is a plain callable
    def magic_arguments() -> Callable[[Any], Callable[..., Any]]: ...
    def argument(*args: Any, **kwargs: Any) -> Callable[[_F], _F]: ...
    def parse_argstring(magic_func: Callable[..., Any], argstring: str) -> argparse.Namespace: ...

else:
    from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring


@magics_class
class AgentMagics(Magics):
    """Run an LLM agent from a notebook cell (configure with ``%config AgentMagics.model = ...``)."""

    model = Unicode("", help="Default model, e.g. 'openai:gpt-4.1-mini' (else nbagent.configure / API keys).").tag(
        config=True
    )
    out = Unicode("_agent", help="Variable that receives the RunResult.").tag(config=True)
    session = Unicode("default", help="Session used when a cell names none.").tag(config=True)
    max_iterations = Int(0, help="Model requests per run (0: nbagent.configure's value).").tag(config=True)
    approval_timeout = Float(
        None,
        allow_none=True,
        help="Seconds an approval card waits for a click, counting down, before denying the call "
        "(None: nbagent.configure's value, 300 unless changed; 0: no limit).",
    ).tag(config=True)
    stream = Bool(True, help="Stream the answer into the cell.").tag(config=True)

    def __init__(self, shell: Any = None, **kwargs: Any) -> None:
        super().__init__(shell=shell, **kwargs)
        self._slots = SessionSlots()
        self._slots.current = self.session or "default"
        self._knowledge = KnowledgeSlot()
        # per session's agent: the model name of its last cell and the provider made for it
        self._models: weakref.WeakKeyDictionary[Any, tuple[Any, Any]] = weakref.WeakKeyDictionary()
        # cells are turns: a re-executed cell redoes its turn (load_ipython_extension feeds it pre_run_cell)
        self.turns = CellTurns()
        self._shown_model: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()

    @property
    def _user_ns(self) -> dict[str, Any]:
        """The notebook's namespace (a loaded magic always has a shell)."""
        assert self.shell is not None
        ns: dict[str, Any] = self.shell.user_ns
        return ns

    # -- the magic ------------------------------------------------------------------

    @magic_arguments()
    @argument(
        "-m", "--model", default=None, help="Model name, e.g. openai:gpt-4.1-mini or anthropic:claude-sonnet-4-5."
    )
    @argument("-s", "--session", default=None, help="Conversation to continue (default: the 'default' session).")
    @argument("--new", action="store_true", help="Start the session afresh (forget its conversation).")
    @argument(
        "--tools",
        default=None,
        metavar="NAMES",
        help="Comma-separated tools for this cell: names of functions or Tool variables in the notebook, "
        "'notebook' for every built-in notebook tool, built-in tool names (list_variables, "
        "describe_dataframe, query_dataframes, run_python, insert_code_cell), a tools YAML file "
        "(FILE.yaml, from your nbagent home or a trusted folder), or MCP servers (a variable holding one, or "
        "a name under mcp_servers: in your configuration). Default: nbagent.configure(tools=...).",
    )
    @argument("--policy", default=None, metavar="FILE", help="A policy YAML file layered on top of the others.")
    @argument("-o", "--out", default=None, metavar="VAR", help="Variable that receives the result (default _agent).")
    @argument("--no-stream", action="store_true", help="Show the answer when it is complete instead of streaming.")
    @argument(
        "--no-cache", action="store_true", help="Ask the model even if the response cache holds this request's answer."
    )
    @argument("--max-iterations", type=int, default=None, help="Model requests allowed in this run.")
    @argument(
        "--budget",
        type=float,
        default=None,
        metavar="USD",
        help="Stop before a model call that would take this cell's spending over USD (docs/budgets.md).",
    )
    @argument(
        "--approval-timeout",
        type=float,
        default=None,
        metavar="SECONDS",
        help="Deny a review call nobody decides on within SECONDS "
        "(default: %%config AgentMagics.approval_timeout, else nbagent.configure's, 300 s unless changed).",
    )
    @argument("prompt", nargs="*", help="The prompt (%%agent: the cell body; words here go first).")
    @line_cell_magic
    def agent(self, line: str, cell: str | None = None) -> Any:
        """Ask an LLM agent.

        ``%agent PROMPT`` or a ``%%agent [options]`` cell whose body is the
        prompt. ``{name}`` in the prompt is filled from the notebook's
        variables (a DataFrame as its schema and first rows). The result lands
        in ``_agent`` (or ``--out``): ``.text``, ``.messages``, ``.tool_calls``
        (a DataFrame) and ``.usage``.

        Each cell is a turn of its session's conversation: running a cell again
        redoes its turn (its earlier exchange and every later turn are dropped
        from the conversation, kept in the store as superseded); a new cell
        continues the conversation; ``--new`` starts afresh.

        ``--tools`` names the tools the agent may call in this cell, separated
        by commas or spaces, in any mix of:

        - a function in the notebook (``--tools word_count``): plain or
          decorated with ``@nbagent.tool``; its docstring and type hints
          describe it to the model;
        - a ``Tool`` variable (``search_docs = nbagent.rag.search_docs``, then
          ``--tools search_docs``);
        - ``notebook``: every built-in notebook tool;
        - a built-in tool by name: ``list_variables``, ``describe_dataframe``,
          ``query_dataframes`` (read-only DuckDB SQL over your DataFrames),
          ``run_python`` and ``insert_code_cell`` (these two are not
          read-only: the default policy asks you to approve each call);
        - a tools YAML file (``--tools tools.yaml``, any word ending in
          ``.yaml`` or ``.yml``): the tools it declares (import path,
          description, parameters, ``requires_approval``, ``timeout``,
          ``domain``; see docs/tools.md). The file must be in your nbagent
          home or a trusted folder (``%agent_trust``): it names functions to
          import, and any other file is refused before anything is imported;
        - an MCP server: a variable holding an ``nbagent.mcp.MCPServer``, or
          the name of one under ``mcp_servers:`` in your configuration
          (``%agent_mcp list``); its tools are named ``<server>__<tool>``.

        Without ``--tools`` the cell uses ``nbagent.configure(tools=...)``. A
        name that is none of these is an error that suggests the closest name.
        """
        import asyncio  # not at module level: %load_ext stays cheap

        from ..loop._run import run_in_thread

        try:
            try:
                asyncio.get_running_loop()
            except RuntimeError:
                return asyncio.run(self.arun(line, cell))
            return run_in_thread(self.arun(line, cell))
        except KeyboardInterrupt:
            raise CellStopped(STOPPED) from None

    async def arun(self, line: str, cell: str | None) -> Any:
        """Parse the options, run the agent, store the result; UsageError for user mistakes."""
        try:
            args = parse_argstring(self.agent, line)
        except UsageError:
            raise
        except SystemExit as exc:  # argparse on --help-like input
            raise UsageError(str(exc)) from None
        prompt = "\n".join(p for p in (" ".join(args.prompt), cell or "") if p.strip()).strip()
        if not prompt:
            raise UsageError("%%agent needs a prompt: write it in the cell body (or after %agent)")
        if args.max_iterations is not None and args.max_iterations < 1:
            raise UsageError("--max-iterations must be at least 1")
        if args.approval_timeout is not None and args.approval_timeout <= 0:
            raise UsageError("--approval-timeout must be positive seconds")
        if args.budget is not None and not args.budget >= 0:
            raise UsageError("--budget must be a non-negative number of USD")
        untrusted: list[str] = []
        raw_prompt, prompt = prompt, interpolate(prompt, self._user_ns, untrusted)
        try:
            agent, options = self._cell_run(args)
            cell_id = self._cell_id()
            # the recording is looked up for the conversation the cell continues, before anything changes
            # (a cell without a recording fails with its conversation as it was)
            history = agent.messages[: self.turns.start_of(agent, cell_id)]
            cassette, options = self._cassette(prompt, options, cell_id, history)
            # a re-executed cell: back to where its turn started (the untrusted mark is recomputed from what
            # remains, so this turn's own marks come after it)
            start = self.turns.begin(agent, cell_id)
            from ..boundary._provenance import Source

            for name in untrusted:  # third-party text in the prompt: contained like an untrusted tool's output
                agent.provenance.mark(Source(f"{{{name}}} in the prompt (untrusted data)", "", 0))
            label = cassette.untrusted_answers if cassette is not None else None
            if label is not None:  # a recording from an untrusted folder answers for the model: contained
                agent.provenance.mark(Source(label, "", 0), at=len(agent.messages))
        except CassetteMismatch as exc:
            raise CellFailed(f"CassetteMismatch: {exc}") from None
        except NbAgentError as exc:
            raise UsageError(str(exc)) from None
        from .display import Transcript, header_text

        transcript = Transcript(live=hasattr(self.shell, "kernel"))
        from ..usage.budget import coerce_budget, effective_budget

        # the footer shows spending against the run's limit
        transcript.budget = effective_budget(options.policy, coerce_budget(options.budget))
        model = getattr(options.model, "name", str(options.model))
        transcript.header(
            header_text(
                session=args.session or self._slots.current,
                turn=self.turns.count(agent),
                model=model,
                previous=self._shown_model.get(agent),
                # after a rewind, recomputed from the turns that remain
                untrusted=agent.provenance.source.describe() if agent.provenance.source is not None else None,
            )
        )
        self._shown_model[agent] = model
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
            raise UsageError(str(exc)) from None
        except BudgetExceeded as exc:  # a limit doing its job, not a failure to debug: no traceback
            raise CellFailed(f"BudgetExceeded: {exc}") from exc
        except CassetteMismatch as exc:  # the notebook changed since it was recorded: say which cell and what
            raise CellFailed(f"CassetteMismatch: {exc}") from exc
        except Exception as exc:
            raise cell_failure(exc, folded=hasattr(self.shell, "kernel")) from exc
        finally:
            unsubscribe()
            if cassette is not None:
                if unrecord is not None:
                    unrecord()
                cassette.finish(ok)
            self.turns.end(agent, cell_id, start)
        self._user_ns[args.out or self.out] = result
        return result

    def _cassette(self, prompt: str, options: RunOptions, cell_id: str | None, history: Any) -> tuple[Any, RunOptions]:
        """The cell's cassette under ``configure(cassettes=...)`` (None: off) and the options the cell runs
        with: with a cassette, its provider and approver, and no response cache (a cache hit would skip an
        exchange the recording needs)."""
        from ..cassettes import for_cell

        provider = options.model
        cassette = for_cell(
            prompt=prompt,
            model=getattr(provider, "name", str(provider)),
            tools=options.tools,
            policy=options.policy,
            provider=provider,
            approver=options.approve,
            cell_id=cell_id,
            number=_cell_number(self.shell),
            history=tuple(history),
        )
        if cassette is None:
            return None, options
        return cassette, replace(options, model=cassette.provider, approve=cassette.approver, cache=False)

    def _cell_id(self) -> str | None:
        """The frontend's id of the executing cell (``pre_run_cell``, else the kernel's request), or None."""
        if self.turns.cell_id is not None:
            return self.turns.cell_id
        from ._comm import current_cell_id

        return current_cell_id(getattr(self.shell, "kernel", None))

    # -- %agent_memory (nbagent.memory) ----------------------------------------------

    @magic_arguments()
    @argument("action", nargs="?", default="list", choices=["list", "search", "forget", "forgotten", "restore"],
              help="list (the default), search QUERY, forget ID_OR_TEXT, forgotten (what the store still "
                   "holds), restore ID_OR_TEXT.")  # fmt: skip
    @argument("words", nargs="*", help="The query, or the id or text of the entry to forget or restore.")
    @argument(
        "--kind", choices=["daily", "long-term"], default=None, help="list: only the daily log or only long-term facts."
    )
    @line_magic
    def agent_memory(self, line: str) -> None:
        """What the agent remembers across sessions (``.nbagent/MEMORY.md``, ``.nbagent/memory/*.md``).

        ``%agent_memory`` lists every entry with its id, newest first;
        ``%agent_memory search QUERY`` finds entries; ``%agent_memory forget
        ID_OR_TEXT`` deletes one. The files are plain Markdown: edit them by
        hand as well. The store keeps every change (``store.memories()``):
        ``%agent_memory forgotten`` lists what was forgotten or deleted by
        hand, ``%agent_memory restore ID_OR_TEXT`` brings it back.
        """
        args = parse_argstring(self.agent_memory, line)
        try:
            memory_action(self._knowledge.get, args.action, " ".join(args.words), args.kind)
        except UserError as exc:
            raise UsageError(str(exc)) from None

    # -- one cell: the session's agent and this cell's run ----------------------------

    def _cell_run(self, args: Any) -> tuple[Any, RunOptions]:
        """The session's agent (made on its first cell) and what this cell runs it with.

        Everything but the conversation is decided per cell: the model (``--model``, else
        ``%config AgentMagics.model``, else ``nbagent.configure`` / the API keys), the tools,
        the policy (loaded once, ``--policy FILE`` on top), the approver and its timeout,
        the iterations and streaming. The agent is never changed: they go to ``arun``.
        """
        from ..config._configure import approval_timeout_for, default_model, defaults
        from ..loop import Agent, RunOptions
        from ..store import bind

        cfg = defaults()
        name = args.session or self._slots.current
        spec = args.model or self.model or default_model()
        if args.tools is not None:
            tools = resolve_tools(args.tools, self._user_ns, self.shell)
        else:
            from ..tools._yaml import expand_tool_files

            tools = expand_tool_files(cfg.tools)  # tools files named in configure() are read for each cell
        policy = self._cell_policy(args.policy)
        options = RunOptions(
            tools=tools,
            policy=policy,
            approve=self._approver(),
            approval_timeout=approval_timeout_for(args.approval_timeout, self.approval_timeout),
            max_iterations=args.max_iterations or self.max_iterations or cfg.max_iterations,
            stream=self.stream and not args.no_stream,
            # configure(cache=...) is read for each cell (set it any time); --no-cache asks the model
            cache=False if args.no_cache or cfg.cache is None else cfg.cache,
            budget=cell_budget(cfg.budget, args.budget),
        )
        agent = None if args.new else self._slots.get(name)
        if agent is None:

            def make(store: Any, session: str | None) -> Any:
                # configure(memory=..., tool_selection=...) are templates: one copy per session
                agent = Agent(
                    self._new_provider(spec),
                    tools,
                    system=cfg.system,
                    memory=cfg.memory.fresh() if cfg.memory is not None else None,
                    tool_selection=cfg.tool_selection.fresh() if cfg.tool_selection is not None else None,
                    retry=cfg.retry,
                    cache_nondeterministic=cfg.cache_nondeterministic,
                    settings=cfg.settings,
                    # the first cell's settings as the agent's defaults (a timeout, the cache and the budget
                    # only per cell: a later cell without one must not inherit this one's)
                    policy=options.policy,
                    approve=options.approve,
                    max_iterations=options.max_iterations or cfg.max_iterations,
                    stream=bool(options.stream),
                )
                if store is not None or session is not None:
                    bind(agent, session, store=store)
                return agent

            agent = self._slots.create(name, new=args.new, store=resolve_store(cfg.store), make=make)
            self._models[agent] = (spec, agent.provider)
        return agent, replace(options, model=self._provider_for(agent, spec))

    def _provider_for(self, agent: Any, spec: Any) -> Any:
        """The provider of this cell's model: the one made for the same name in this session's last
        cell (a provider may keep state, a connection), else a new one."""
        from ..providers import Provider

        if isinstance(spec, Provider):
            return spec
        last = self._models.get(agent)
        if last is not None and last[0] == spec:
            return last[1]
        provider = self._new_provider(spec)
        self._models[agent] = (spec, provider)
        return provider

    @staticmethod
    def _new_provider(spec: Any) -> Any:
        """The provider for a model name; under cassettes, one whose API key may be missing (a replayed
        cell never asks the model: the recording answers)."""
        from ..cassettes import cassette_mode, lazy_provider
        from ..providers import get_provider

        return lazy_provider(spec) if cassette_mode() != "off" else get_provider(spec)

    def _cell_policy(self, path: str | None) -> Any:
        """The policy layers (+ ``--policy FILE`` on top) for this cell, each file read once."""
        from ..config._configure import defaults
        from ..policy import Policy, load_policy

        policy = load_policy(defaults().policy)
        if path:
            policy = Policy.stack(policy, Policy.from_yaml(Path(path), name="cell"))
        return policy

    def _approver(self) -> Any:
        """Buttons in a kernel with a frontend, ``y/N`` in terminal IPython."""
        from ..config._configure import defaults
        from .approve import default_approver

        return default_approver(self.shell, defaults().headless)

    # -- %agent_index (nbagent.rag) -----------------------------------------------------

    @magic_arguments()
    @argument("paths", nargs="*", help="Files or folders to index (default: the notebook's folder).")
    @argument("--rebuild", action="store_true", help="Re-embed everything instead of only new and changed files.")
    @line_magic
    def agent_index(self, line: str) -> None:
        """Index the documents next to the notebook for the ``search_docs`` tool.

        Markdown, text, reStructuredText, Python, notebooks, PDF, HTML and CSV
        files go into a LanceDB table under ``.nbagent/``; ``.gitignore`` is
        respected. Only new and changed files are embedded; deleted files
        lose their passages. Progress shows while embedding; then a summary
        (files indexed, unchanged, removed, unreadable; chunks; seconds) with
        the files that could not be read. The report stays available as
        ``nbagent.rag.default_index().last_report``.
        """
        from IPython.display import display

        from .. import rag

        args = parse_argstring(self.agent_index, line)
        try:
            idx = rag.index(args.paths or ".", rebuild=args.rebuild, verbose=False)
        except UserError as exc:
            raise UsageError(str(exc)) from None
        display(idx.last_report)  # type: ignore[no-untyped-call]

    # -- %agent_trust (nbagent.boundary._folders) ---------------------------------------------------

    @magic_arguments()
    @argument("path", nargs="?", default=None, help="The folder (default: the notebook's working folder).")
    @argument("--revoke", action="store_true", help="Stop trusting the folder.")
    @argument("--list", action="store_true", help="List trusted folders and what changed since.")
    @argument("--yes", action="store_true", help="Confirm trusting your home folder, / or a folder above your home.")
    @line_magic
    def agent_trust(self, line: str) -> None:
        """Trust a project folder, like VS Code's workspace trust or direnv's ``allow``.

        Until you trust it, a folder's ``.nbagent/policy.yaml`` may only tighten your
        policy (its ``allow`` / ``auto_approve`` rules are ignored with a warning) and
        its memory files (``MEMORY.md``, ``memory/*.md``) are screened for prompt
        injection and quoted in the prompt as untrusted data. Trust is kept in your
        nbagent home and withdrawn when the folder's configuration changes outside
        nbagent; memory files changed outside nbagent are screened and quoted again
        until you run ``%agent_trust`` once more to accept them. Files below a trusted folder
        (cassettes, policy and tools files you name, stores) count as yours too; the folders above
        your nbagent home do not, and trusting your home folder or ``/`` (every clone below it) needs
        ``--yes``. ``%agent_trust --revoke PATH`` undoes it, ``%agent_trust --list`` shows what you trust.
        """
        from ..boundary import _folders as _trust

        args = parse_argstring(self.agent_trust, line)
        path = (args.path or ".").strip("'\"")  # the parser keeps quotes
        if args.list and (args.revoke or args.path):
            raise UsageError("%agent_trust --list takes no folder and no --revoke")
        try:
            if args.list:
                print(_trust.format_folders(_trust.trusted_folders()))
            elif args.revoke:
                gone = _trust.untrust(path)
                print(f"{'No longer trusted' if gone else 'Was not trusted'}: {Path(path).expanduser().resolve()}")
            else:
                print(_trust.describe(_trust.trust(path, confirm=args.yes)))
        except UserError as exc:
            raise UsageError(str(exc)) from None

    # -- %agent_session ----------------------------------------------------------------

    @magic_arguments()
    @argument("action", nargs="?", default="list", choices=["list", "new", "resume", "rename", "delete"],
              help="list (the default), new [NAME], resume ID_OR_NAME, rename ID_OR_NAME NEW_NAME, "
                   "delete ID_OR_NAME.")  # fmt: skip
    @argument("names", nargs="*", help="Session id or name (and the new name for rename).")
    @argument("--archived", action="store_true", help="list: include archived sessions.")
    @line_magic
    def agent_session(self, line: str) -> Any:
        """Sessions kept in the store (``.nbagent/nbagent.duckdb`` next to the notebook).

        ``%agent_session`` lists them (a DataFrame: name, title, turns, model,
        last used, notebook; ``nbagent.store.sessions()`` has every column); ``new [NAME]`` makes the
        next ``%%agent`` cells start a new session; ``resume ID_OR_NAME``
        makes them continue a stored one (every tool call paired with its
        result); ``rename ID_OR_NAME NEW_NAME``; ``delete ID_OR_NAME``
        removes a session and its messages (the audit log keeps its events).
        """
        from ..config._configure import defaults

        args = parse_argstring(self.agent_session, line)
        store = resolve_store(defaults().store)
        if store is None:
            raise UsageError("no session store: nbagent.configure(store=False) turned it off")
        need = {"list": 0, "new": None, "resume": 1, "rename": 2, "delete": 1}[args.action]
        if need is not None and len(args.names) != need:
            raise UsageError(f"%agent_session {args.action} takes {need} argument(s), got {len(args.names)}")
        try:
            return session_action(self._slots, store, args.action, args.names, archived=args.archived)
        except UserError as exc:
            raise UsageError(str(exc)) from None


def cell_budget(configured: Any, per_run: float | None) -> Any:
    """The explicit budget of one cell: ``configure(budget=...)`` with ``--budget USD`` as the run's limit
    (the policy layers' ``budget:`` blocks are applied by the agent: :func:`nbagent.usage.budget.effective_budget`)."""
    from ..usage.budget import Budget

    if per_run is None:
        return configured
    return (configured or Budget()).replaced(Budget(per_run_usd=per_run))


def cell_failure(exc: Exception, *, folded: bool) -> CellFailed:
    """The short error a failed cell shows; with a frontend, the full traceback goes above it, folded.

    The message can quote a server's or a tool's text: its control characters are shown, not obeyed
    (:func:`nbagent.boundary._terminal.visible`), on a terminal and in the notebook's ANSI rendering."""
    from ..boundary._terminal import visible
    from ._errors import show_folded_traceback

    if folded:
        show_folded_traceback(exc)
    return CellFailed(visible(f"{type(exc).__name__}: {exc}"))


async def run_agent_cell(line: str, cell: str | None) -> None:
    """What a transformed ``%%agent`` cell awaits (returns None: the transcript is the output)."""
    import asyncio

    from IPython import get_ipython

    shell = get_ipython()
    magics = shell.magics_manager.registry.get("AgentMagics") if shell is not None else None
    if magics is None:
        raise UsageError("nbagent is not loaded: run %load_ext nbagent first")
    try:
        with signals_wake_loop():
            await magics.arun(line, cell)
    except (KeyboardInterrupt, asyncio.CancelledError):
        raise CellStopped(STOPPED) from None


def _cell_number(shell: Any) -> int | None:
    """The running cell's number (``In [n]``): IPython counts the cell before running it."""
    count = getattr(shell, "execution_count", None)
    return count - 1 if isinstance(count, int) and count > 1 else None
