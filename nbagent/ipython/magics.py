"""``%%agent`` and ``%agent``: thin magics over :class:`nbagent.Agent`.

This module is what ``%load_ext nbagent`` imports: the magics' options, their checks and the state a
kernel keeps (sessions, turns). Each magic's work is in a module it imports when it runs, in one place
per magic: ``_cell`` (a ``%%agent`` cell's run: the loop, the store, cassettes), ``_sessions``,
``_memory``, :mod:`nbagent.rag` and :mod:`nbagent.boundary._folders`. A ``%%agent`` cell is rewritten
into ``await run_agent_cell(line, cell)`` of ``_cell`` (see ``_transform``).
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from IPython.core.error import UsageError
from IPython.core.magic import Magics, line_cell_magic, line_magic, magics_class
from traitlets import Bool, Float, Int, Unicode

from ..exceptions import UserError
from ._options import parse_options
from ._slots import SessionSlots
from ._turns import CellTurns

__all__ = ["AgentMagics"]

if TYPE_CHECKING:
    import pandas as pd
    from IPython.core.interactiveshell import InteractiveShell

    from ..approval import ApprovalHandler
    from ..loop import Agent
    from ..providers import Provider
    from ._memory import KnowledgeSlot

if TYPE_CHECKING:  # IPython.core.magic_arguments has no annotations: these are its signatures
    import argparse

    _F = TypeVar("_F", bound=Callable[..., object])

    # outermost decorator: IPython types a line/cell magic as a union with its decorator form, so what
    # comes out is a plain callable
    def magic_arguments() -> Callable[[object], Callable[..., object]]: ...
    def argument(*args: object, **kwargs: object) -> Callable[[_F], _F]: ...

else:
    from IPython.core.magic_arguments import argument, magic_arguments


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

    _approver: Callable[[], ApprovalHandler] | None = None
    """Who approves a cell's calls (called for each cell); None: the card in a kernel with a frontend,
    ``y/N`` in terminal IPython."""

    def __init__(self, shell: InteractiveShell | None = None, **kwargs: object) -> None:
        super().__init__(shell=shell, **kwargs)
        self._slots = SessionSlots()
        self._slots.current = self.session or "default"
        self._knowledge: KnowledgeSlot | None = None  # made by the first %agent_memory
        # per session's agent: the model name of its last cell and the provider made for it
        self._models: weakref.WeakKeyDictionary[Agent, tuple[str | Provider, Provider]] = weakref.WeakKeyDictionary()
        # cells are turns: a re-executed cell redoes its turn (load_ipython_extension feeds it pre_run_cell)
        self.turns = CellTurns()
        self._shown_model: weakref.WeakKeyDictionary[Agent, str] = weakref.WeakKeyDictionary()

    @property
    def _user_ns(self) -> dict[str, object]:
        """The notebook's namespace (a loaded magic always has a shell)."""
        assert self.shell is not None
        ns: dict[str, object] = self.shell.user_ns
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
    def agent(self, line: str, cell: str | None = None) -> object:
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
          ``run_python`` (in a sandbox: no network, copies of the inputs it
          names; docs/security.md) and ``insert_code_cell`` (not read-only:
          the default policy asks you to approve each call);
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
        from ._cell import run_blocking  # the door: %load_ext must not import the loop or the store

        return run_blocking(self, line, cell)

    def parse(self, line: str, cell: str | None) -> tuple[argparse.Namespace, str]:
        """The options of a ``%%agent`` cell and its prompt; UsageError for user mistakes."""
        args = parse_options(self.agent, line, "%%agent" if cell is not None else "%agent")
        prompt = "\n".join(p for p in (" ".join(args.prompt), cell or "") if p.strip()).strip()
        if not prompt:
            raise UsageError("%%agent needs a prompt: write it in the cell body (or after %agent)")
        if args.max_iterations is not None and args.max_iterations < 1:
            raise UsageError("--max-iterations must be at least 1")
        if args.approval_timeout is not None and args.approval_timeout <= 0:
            raise UsageError("--approval-timeout must be positive seconds")
        if args.budget is not None and not args.budget >= 0:
            raise UsageError("--budget must be a non-negative number of USD")
        return args, prompt

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
        args = parse_options(self.agent_memory, line, "%agent_memory")
        from ._memory import KnowledgeSlot, memory_action  # the door: memory and the store load when it runs

        if self._knowledge is None:
            self._knowledge = KnowledgeSlot()
        try:
            memory_action(self._knowledge.get, args.action, " ".join(args.words), args.kind)
        except UserError as exc:
            raise UsageError(str(exc)) from None

    # -- %agent_index (nbagent.rag) -----------------------------------------------------

    @magic_arguments()
    @argument("paths", nargs="*", help="Files or folders to index (default: the notebook's folder).")
    @argument("--rebuild", action="store_true", help="Re-embed everything instead of only new and changed files.")
    @line_magic
    def agent_index(self, line: str) -> None:
        """Index the documents next to the notebook for the ``search_docs`` tool.

        With no path, the notebook's folder, leaving out the notebook this runs in (it would cite
        itself); name it to index it too.

        Markdown, text, reStructuredText, Python, notebooks, PDF, HTML and CSV
        files go into a LanceDB table under ``.nbagent/``; ``.gitignore`` is
        respected. Only new and changed files are embedded; deleted files
        lose their passages. Progress shows while embedding; then a summary
        (files indexed, unchanged, removed, unreadable; chunks; seconds) with
        the files that could not be read. The report stays available as
        ``nbagent.rag.default_index().last_report``.

        Stop (■, interrupting the kernel) ends it after the current batch: the files indexed so far
        are kept, and the next ``%agent_index`` goes on with the others.
        """
        from IPython.display import display

        from .. import rag  # the door: RAG (LanceDB, the embedder) loads when it runs

        args = parse_options(self.agent_index, line, "%agent_index")
        # the notebook this runs in is not a document of its folder: it would cite itself (named, it is indexed)
        running = os.environ.get("JPY_SESSION_NAME", "")
        exclude = [running] if not args.paths and running.endswith(".ipynb") else []
        try:
            idx = rag.index(args.paths or ".", rebuild=args.rebuild, verbose=False, exclude=exclude)
        except UserError as exc:
            raise UsageError(str(exc)) from None
        except rag.IndexStopped as stop:  # Stop: what was indexed is kept; the cell ends in one line
            display(stop.report)  # type: ignore[no-untyped-call]
            raise
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
        from ..boundary import _folders as _trust  # the door: the trusted-folder machinery loads when it runs

        args = parse_options(self.agent_trust, line, "%agent_trust")
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

    # -- %agent_models -----------------------------------------------------------------

    @line_magic
    def agent_models(self, line: str) -> object:
        """The models you can use: each provider (``-m PROVIDER:MODEL``) with the model names nbagent knows,
        whether its API key is set (never the key), the offline providers that need none (with an example
        each), and the model a cell without ``--model`` uses now."""
        if line.strip():
            raise UsageError("%agent_models takes no arguments")
        from ._models import models_listing  # the door: the providers and the model table load when it runs

        return models_listing(self.model)

    # -- %agent_session ----------------------------------------------------------------

    @magic_arguments()
    @argument("action", nargs="?", default="list", choices=["list", "new", "resume", "rename", "delete"],
              help="list (the default), new [NAME], resume ID_OR_NAME, rename ID_OR_NAME NEW_NAME, "
                   "delete ID_OR_NAME.")  # fmt: skip
    @argument("names", nargs="*", help="Session id or name (and the new name for rename).")
    @argument("--archived", action="store_true", help="list: include archived sessions.")
    @line_magic
    def agent_session(self, line: str) -> pd.DataFrame | None:
        """Sessions kept in the store (``.nbagent/nbagent.duckdb`` next to the notebook).

        ``%agent_session`` lists them (a DataFrame: name, title, turns, model,
        last used, notebook; ``nbagent.store.sessions()`` has every column); ``new [NAME]`` makes the
        next ``%%agent`` cells start a new session; ``resume ID_OR_NAME``
        makes them continue a stored one (every tool call paired with its
        result); ``rename ID_OR_NAME NEW_NAME``; ``delete ID_OR_NAME``
        removes a session and its messages (the audit log keeps its events).
        """
        args = parse_options(self.agent_session, line, "%agent_session")
        from ._sessions import session_magic  # the door: the store loads when it runs

        return session_magic(self._slots, args.action, args.names, archived=args.archived)
