"""Extensions: the parts an agent is made of besides its model, tools, policy and approver.

::

    Agent(model, tools, extensions=[Memory(max_messages=40), DomainSelector(...), CoherenceCheck(),
                                    ScreenOutputs(which=True), Budget(per_run_usd=0.5), MemoryCache()])

Every extension is an :class:`Extension`. What it does in a run is declared by the kind it subclasses, and the
loop calls each kind through its typed hooks, never by probing for methods:

=======================  ==========================================  =========================================
kind                     hooks the loop calls                        nbagent's own
=======================  ==========================================  =========================================
:class:`HistoryProcessor`  ``begin_run``, ``update``, ``window``,     :class:`nbagent.memory.Memory`
                         ``context_messages``, ``rewind`` ...
:class:`ToolFilter`      ``select`` (the tools offered for a prompt)  :class:`nbagent.memory.DomainSelector`
:class:`OutputScreen`    ``screens``, ``screen`` (tool output)         :class:`nbagent.guards.ScreenOutputs`
:class:`CallCheck`       ``check`` (before a call runs)               :class:`nbagent.guards.CoherenceCheck`
:class:`Cache`           ``get``, ``put`` (model responses)           ``MemoryCache``, ``StoreCache``
:class:`SessionKeeper`   ``rewound``, ``spent_usd``                   what :func:`nbagent.store.bind` attaches
``Budget``               its limits (the model seam checks them)      :class:`nbagent.usage.budget.Budget`
=======================  ==========================================  =========================================

An agent takes at most one extension of each kind; every extension hears :meth:`Extension.attached` once, when
the agent takes it (an extension of no kind above has only that hook: it may subscribe to the agent's events).
This package imports nothing at run time but the vocabulary: the loop, the memory, the guards, the cache and the
store import it.
"""

from __future__ import annotations

import logging
import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Protocol, Self

from ..exceptions import UserError
from ..messages import Message, ToolCall

if TYPE_CHECKING:
    from ..guards.coherence import Coherence
    from ..guards.screening import Screening
    from ..loop import Agent
    from ..providers import ModelResponse, Provider
    from ..tools import Tool

__all__ = [
    "Cache",
    "CallCheck",
    "Extension",
    "HistoryProcessor",
    "ModelCallReport",
    "OutputScreen",
    "Selection",
    "SessionKeeper",
    "SessionRef",
    "ToolFilter",
]

log = logging.getLogger("nbagent")

ModelCallReport = Callable[["Provider", "ModelResponse", float], None]
"""Told of a model call an extension made for the run: ``(provider, response, seconds)``."""


class Extension:
    """A part of an agent. Subclass one of the kinds of this module (or this class alone, for a part that
    only needs :meth:`attached`)."""

    __slots__ = ()

    def attached(self, agent: Agent) -> None:
        """The agent took this extension (once, when the agent is made). Default: nothing."""


class _FollowsOneConversation(Extension, ABC):
    """A part that keeps state about one agent's conversation (a memory's window, a selector's recent domains).

    It follows one agent at a time. Taking one from another agent (a re-run notebook cell builds a new agent
    with the same object) is allowed, with a warning: the other agent's state starts afresh if it runs again.
    """

    _nbagent_owner: weakref.ref[Agent] | None = None
    _label: str = "it"  # how the warning names it

    def attached(self, agent: Agent) -> None:
        owner = self._nbagent_owner
        other = owner() if owner is not None else None
        if other is not None and other is not agent:
            log.warning(
                "nbagent: this %s followed the conversation of another agent; it now follows the new one. "
                "To keep both, give each agent its own (extensions=[%s.fresh()] keeps the settings)",
                type(self).__name__,
                self._label,
            )
        self._nbagent_owner = weakref.ref(agent)

    def fresh(self) -> Self:
        """A new one with the same settings and none of the state (``configure(memory=...)`` is a template:
        each ``%%agent`` session gets a fresh copy). nbagent's own override it; the default refuses."""
        raise UserError(f"{type(self).__name__} has no fresh(): give each agent its own")


class HistoryProcessor(_FollowsOneConversation):
    """A memory: which part of the history the model sees, and what goes before it."""

    _label = "memory"

    count_tokens: Callable[[Message], int]
    """Tokens of one message (the loop counts its system prompt with it)."""

    @abstractmethod
    async def begin_run(self) -> Sequence[Tool]:
        """Once per run, before its first request; returns the tools it adds to the run (``remember``)."""

    @abstractmethod
    def context_messages(self) -> Sequence[Message]:
        """Messages for the front of each request (notes, a summary), after the agent's system prompt."""

    @abstractmethod
    def untrusted_context(self) -> str | None:
        """What third-party text :meth:`context_messages` holds, as a label (an untrusted folder's
        notes), or None; the agent then marks the conversation as holding untrusted content."""

    @abstractmethod
    def track_untrusted(self, carries: Callable[[str], bool]) -> None:
        """Which tool results carry untrusted content (``carries(call_id)``): a summary of them is data too."""

    @abstractmethod
    def untrusted_summary(self) -> str | None:
        """The summary among :meth:`context_messages` when it covers untrusted tool output (it goes to the model
        between the run's delimiters, like the output itself); None otherwise."""

    @abstractmethod
    def window(self, history: Sequence[Message], *, reserved_tokens: int = 0) -> Sequence[Message]:
        """The part of ``history`` sent to the model (``history`` itself is never changed)."""

    def rewind(self, history: Sequence[Message]) -> None:
        """The conversation was cut back to ``history`` (a redone turn): forget what covered the rest.
        Default: nothing (a processor that keeps nothing about the messages)."""

    @abstractmethod
    async def update(
        self,
        history: Sequence[Message],
        provider: Provider | None = None,
        *,
        reserved_tokens: int = 0,
        report: ModelCallReport | None = None,
    ) -> None:
        """Before each request: move the window on (and, say, summarize what left it)."""


class Selection(Protocol):
    """What a :class:`ToolFilter` chose for one prompt."""

    @property
    def tool_names(self) -> tuple[str, ...]:
        """The tools offered."""
        ...

    @property
    def domains(self) -> tuple[str, ...]:
        """The domains (groups of tools) chosen."""
        ...

    @property
    def reasoning(self) -> str:
        """Why, in a sentence (shown in the ``tools-selected`` event)."""
        ...


class ToolFilter(_FollowsOneConversation):
    """A tool selection: the tools to offer for one prompt (a call to a tool not offered is refused)."""

    _label = "selector"

    @abstractmethod
    async def select(
        self,
        prompt: str,
        tools: Iterable[Tool],
        provider: Provider | None = None,
        *,
        report: ModelCallReport | None = None,
    ) -> Selection:
        """The tools of ``tools`` to offer for ``prompt``."""


class OutputScreen(Extension, ABC):
    """Screens tool output for prompt injection before the model reads it; a blocked output reaches the model
    as a safe replacement. Without one, an agent screens the output of untrusted tools with the built-in
    screener (:class:`nbagent.guards.ScreenOutputs`)."""

    __slots__ = ()

    @abstractmethod
    def screens(self, tool_says: bool | None, untrusted: bool) -> bool:
        """Is this output screened? ``tool_says``: the tool's own ``screen_output`` (None: it does not say);
        ``untrusted``: the tool's output counts as third-party text."""

    @abstractmethod
    async def screen(self, text: str) -> Screening:
        """The verdict on one output."""


class CallCheck(Extension, ABC):
    """Checks each allowed call before it runs: one that does not serve the user's request is blocked and the
    model told why. It fails closed: an error blocks."""

    __slots__ = ()

    @abstractmethod
    async def check(self, prompt: str, call: ToolCall) -> Coherence:
        """The verdict on ``call`` for the run's ``prompt``."""


class Cache(Extension, ABC):
    """Where the agent keeps model responses under their request's key.

    ``get`` runs on the agent's event loop before every cached-eligible request, so a miss must cost
    microseconds (no file or network access); ``put`` runs on a worker thread after a paid call. Both must be
    thread-safe. ``name`` says which kind of cache served a hit (shown in the ``cache-hit`` event).
    """

    __slots__ = ()

    name: str = "cache"

    @abstractmethod
    def get(self, key: str) -> ModelResponse | None:
        """The response kept under ``key``, or None (absent, expired, or not readable)."""

    @abstractmethod
    def put(self, key: str, response: ModelResponse) -> None:
        """Keep ``response`` under ``key`` (replacing what was there)."""


class SessionRef(Protocol):
    """What the loop knows of a stored session (``agent.session``; the store's ``SessionInfo`` has more)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str | None: ...


class SessionKeeper(Extension, ABC):
    """What keeps an agent's conversation saved somewhere: :func:`nbagent.store.bind` attaches one
    (:meth:`~nbagent.loop.Agent.keep_session`); the loop never imports what implements it."""

    store: object
    """Where the session is kept (``agent.store``)."""
    info: SessionRef
    """The session (``agent.session``: its ``id``, ``name`` ...)."""

    @property
    def session_id(self) -> str:
        """The session's id (it names the session in ``run-started`` and the audit rows)."""
        return self.info.id

    @abstractmethod
    def rewound(self, kept: int) -> None:
        """The conversation was cut back to its first ``kept`` messages (:meth:`~nbagent.loop.Agent.rewind`)."""

    @abstractmethod
    def spent_usd(self) -> float:
        """What the session's model calls cost so far, this agent's included (its per-session budget)."""
