"""Typed events of an agent run.

The loop emits these in order; the store, the display and anything else
subscribe with ``Agent(on_event=...)`` or ``agent.subscribe(fn)``. Every event
carries the ``run_id`` and a wall-clock ``ts``; ``kind`` is a stable tag that
is also what the store writes to the audit table's ``event`` column.

Audit rows written before that (nbagent up to issue 14) hold older names
(``policy_decision``, ``tool_executed``, ...): the hash chain covers them, so
they are never rewritten; ``LEGACY_AUDIT_EVENTS`` says which kind each stands
for and :func:`audit_kind` presents any stored name as a kind.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, TypeAlias

from ..boundary._finding import Finding
from ..messages import AssistantMessage, ToolCall, ToolOutput, Usage

if TYPE_CHECKING:
    from typing_extensions import TypeIs

__all__ = [
    "LEGACY_AUDIT_EVENTS",
    "ApprovalDecided",
    "ApprovalRequested",
    "ApprovalVia",
    "BudgetStopped",
    "CacheHit",
    "DecidedBy",
    "Event",
    "EventKind",
    "ModelRequested",
    "ModelResponded",
    "ModelRetry",
    "OutputBlocked",
    "ResultTaken",
    "RunFinished",
    "RunStarted",
    "TextDelta",
    "ToolArgsRewritten",
    "ToolDecided",
    "ToolFailed",
    "ToolFinished",
    "ToolRequested",
    "ToolStarted",
    "ToolsSelected",
    "UntrustedContent",
    "audit_kind",
    "is_event",
]

RunStatus = Literal["ok", "cancelled", "error", "max-iterations"]
# Who or what decided about a call (``ToolDecided.decided_by``, ``ApprovalDecided.decided_by``):
# the policy, a session grant, a person (nbagent's own approvers saw one act), an approval handler
# given in code, the headless rule, an approval wait that ran out, a replayed recording, a review
# hook, the output screen, the coherence check; "no-handler" and "error" when asking failed.
DecidedBy = Literal[
    "policy", "grant", "person", "handler", "headless", "timeout", "replay", "hook", "screening", "coherence",
    "no-handler", "error",
]  # fmt: skip
# Where a person decided an approval (``ApprovalDecided.via``).
ApprovalVia = Literal["card", "panel", "notification", "shortcut", "terminal"]
FailureStage = Literal["unknown-tool", "arguments", "denied", "hook", "execution", "timeout", "cancelled"]


@dataclass(frozen=True, kw_only=True, slots=True)
class _Base:
    run_id: str
    ts: float = field(default_factory=time.time)


@dataclass(frozen=True, kw_only=True, slots=True)
class RunStarted(_Base):
    """A run began with this prompt on this model. ``title``: the text a stored session is titled from when
    it is not the prompt (a cell's prompt as written); ``cell``: the notebook cell the run belongs to."""

    prompt: str
    model: str
    session: str | None = None
    title: str | None = None
    cell: str | None = None
    kind: Literal["run-started"] = "run-started"


@dataclass(frozen=True, kw_only=True, slots=True)
class ModelRequested(_Base):
    """A request is about to go to the model."""

    iteration: int
    message_count: int
    tool_names: tuple[str, ...]
    max_tokens: int | None = None  # the request's settings, when set (telemetry reports them)
    temperature: float | None = None
    kind: Literal["model-requested"] = "model-requested"


@dataclass(frozen=True, kw_only=True, slots=True)
class ModelRetry(_Base):
    """A model request failed with a retryable error and will be tried again after ``delay_s``."""

    attempt: int
    delay_s: float
    error: str
    kind: Literal["model-retry"] = "model-retry"


@dataclass(frozen=True, kw_only=True, slots=True)
class TextDelta(_Base):
    """A piece of streamed assistant text."""

    text: str
    kind: Literal["text-delta"] = "text-delta"


@dataclass(frozen=True, kw_only=True, slots=True)
class ModelResponded(_Base):
    """The model answered; ``usage`` is this one call's tokens and cost.

    ``purpose`` is ``"answer"`` for the agent's own turns, ``"summary"`` for
    a summarize-on-trim call and ``"tool-selection"`` for the call that picks
    the tool domains (``iteration`` is the turn it came before; 0 for the
    selection).
    """

    iteration: int
    message: AssistantMessage
    usage: Usage
    provider: str
    model: str
    duration_s: float
    purpose: Literal["answer", "summary", "tool-selection"] = "answer"
    cached: bool = False  # served by the response cache (a ``cache-hit`` came first): nothing was paid
    finish_reason: str | None = None  # as the provider said it (``stop``, ``tool_calls``, ``end_turn``, ``length``...)
    kind: Literal["model-responded"] = "model-responded"


@dataclass(frozen=True, kw_only=True, slots=True)
class CacheHit(_Base):
    """The response cache answered this request instead of the model (nothing was paid).

    ``key`` is the start of the request's cache key, ``cache`` the kind of cache
    (``"memory"``, ``"store"``), ``saved`` the tokens and cost of the call that
    filled the entry. The ``model-responded`` that follows has ``cached=True``
    and zero usage; its tool calls go through the policy like any other.
    """

    iteration: int
    key: str
    cache: str
    model: str
    saved: Usage
    kind: Literal["cache-hit"] = "cache-hit"


@dataclass(frozen=True, kw_only=True, slots=True)
class BudgetStopped(_Base):
    """A cost budget stopped the run before a model call (the model was not called).

    ``limit`` is ``"run"``, ``"session"``, ``"day"`` or ``"price"`` (the model has no known
    price); ``limit_usd`` the limit, ``spent_usd`` what was spent against it, ``estimate_usd``
    the call's estimated cost (None: no price). The run then ends with ``status="error"``.
    """

    iteration: int
    model: str
    limit: str
    limit_usd: float | None = None
    spent_usd: float = 0.0
    estimate_usd: float | None = None
    kind: Literal["budget-exceeded"] = "budget-exceeded"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolsSelected(_Base):
    """Which tools the model was offered for this prompt, and why."""

    tool_names: tuple[str, ...]
    domains: tuple[str, ...] = ()
    reasoning: str = ""
    kind: Literal["tools-selected"] = "tools-selected"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolRequested(_Base):
    """The model asked for a tool call; ``server`` names the MCP server whose tool it is (None otherwise)."""

    call: ToolCall
    server: str | None = None
    kind: Literal["tool-requested"] = "tool-requested"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolDecided(_Base):
    """The policy (or a grant, a hook, screening) decided about a call.

    ``decision`` is ``allow``, ``review`` or ``deny``; ``decided_by`` says who
    or what decided: ``policy``, ``grant``, ``person``, ``handler`` (an
    approval handler given in code), ``headless``, ``timeout``, ``replay``,
    ``hook``, ``screening``, ``coherence``; ``no-handler`` and ``error`` when
    asking failed.
    """

    call: ToolCall
    decision: Literal["allow", "review", "deny"]
    rule: str
    reason: str
    decided_by: str = "policy"
    kind: Literal["tool-decided"] = "tool-decided"


@dataclass(frozen=True, kw_only=True, slots=True)
class ApprovalRequested(_Base):
    """A ``review`` call is waiting for a person (or a handler). ``finding``: the latest thing the injection
    screen flagged or blocked in this session, which the request opens with (None: nothing)."""

    call: ToolCall
    rule: str
    timeout_s: float | None
    finding: Finding | None = None
    kind: Literal["approval-requested"] = "approval-requested"


@dataclass(frozen=True, kw_only=True, slots=True)
class ApprovalDecided(_Base):
    """The wait for an approval ended."""

    call: ToolCall
    approved: bool
    decided_by: str
    reason: str
    wait_s: float
    scope: Literal["once", "session"] = "once"
    via: str = ""  # where a person decided: card, panel, notification, shortcut, terminal
    finding: Finding | None = None  # what the request opened with (see ApprovalRequested)
    kind: Literal["approval-decided"] = "approval-decided"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolArgsRewritten(_Base):
    """A review hook rewrote the arguments; ``call`` holds the new ones (validated again),
    ``original`` the model's."""

    call: ToolCall
    original: ToolCall
    by: str = "review_input hook"
    kind: Literal["tool-args-rewritten"] = "tool-args-rewritten"


@dataclass(frozen=True, kw_only=True, slots=True)
class OutputBlocked(_Base):
    """The tool ran but its output did not reach the model as it was.

    ``by`` is ``"hook"`` (the output review hook withheld it: the call then fails) or
    ``"screening"`` (the injection screen blocked it: the model gets a safe replacement; ``finding``
    says what it found).
    """

    call: ToolCall
    by: Literal["hook", "screening"]
    reason: str
    finding: Finding | None = None
    kind: Literal["output-blocked"] = "output-blocked"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolStarted(_Base):
    """The tool function is about to run with ``args`` (validated, after any rewrite); ``server``
    names the MCP server that runs it (None for a Python tool)."""

    call: ToolCall
    server: str | None = None
    kind: Literal["tool-started"] = "tool-started"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolFinished(_Base):
    """The tool returned; ``output`` is the text the model will see. ``finding``: the injection screen
    flagged the output (the model reads it, spotlighted; the person is shown what was found), or blocked
    it (then ``output`` is the safe replacement, and an ``output-blocked`` event came first)."""

    call: ToolCall
    output: str
    duration_s: float
    finding: Finding | None = None
    extras: ToolOutput | None = None  # the tool returned a ToolOutput: figures, values to take, audit detail
    kind: Literal["tool-finished"] = "tool-finished"


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolFailed(_Base):
    """The call did not produce a result; ``error`` is what the model is told.

    ``stage`` says where it stopped: an unknown tool, invalid arguments, a
    denial, a review hook, the tool raising, a timeout or cancellation.
    """

    call: ToolCall
    error: str
    stage: FailureStage
    duration_s: float = 0.0
    kind: Literal["tool-failed"] = "tool-failed"


@dataclass(frozen=True, kw_only=True, slots=True)
class UntrustedContent(_Base):
    """Text that may come from a third party entered the conversation.

    ``source`` names it: ``fetch_page (call 3)`` for the output of ``call`` (``number`` is
    its number in the run), or a label such as the memory notes of an untrusted folder
    (``call`` None). ``first`` is True for the first of the session: from then on every call
    of a tool that is not read-only goes to review, and the decision's rule names this source.
    """

    source: str
    first: bool
    call: ToolCall | None = None
    number: int = 0
    kind: Literal["untrusted-content"] = "untrusted-content"


@dataclass(frozen=True, kw_only=True, slots=True)
class ResultTaken(_Base):
    """The person took a tool's result into the notebook (``RunResult.take``), after the run.

    ``name``: the result's name; ``value_kind``: ``dataframe`` or ``json``; ``untrusted``: the call's output
    was untrusted, so the value was marked with :func:`nbagent.untrusted` as it was taken.
    """

    call: ToolCall
    name: str
    value_kind: str
    untrusted: bool
    kind: Literal["result-taken"] = "result-taken"


@dataclass(frozen=True, kw_only=True, slots=True)
class RunFinished(_Base):
    """The run ended; ``usage`` sums every model call of the run."""

    status: RunStatus
    text: str
    usage: Usage
    error: str | None = None
    kind: Literal["run-finished"] = "run-finished"


Event: TypeAlias = (
    RunStarted
    | ModelRequested
    | ModelRetry
    | TextDelta
    | CacheHit
    | BudgetStopped
    | ModelResponded
    | ToolsSelected
    | ToolRequested
    | ToolDecided
    | ApprovalRequested
    | ApprovalDecided
    | ToolArgsRewritten
    | ToolStarted
    | ToolFinished
    | OutputBlocked
    | ToolFailed
    | UntrustedContent
    | ResultTaken
    | RunFinished
)

EventKind = Literal[
    "run-started",
    "model-requested",
    "model-retry",
    "text-delta",
    "cache-hit",
    "budget-exceeded",
    "model-responded",
    "tools-selected",
    "tool-requested",
    "tool-decided",
    "approval-requested",
    "approval-decided",
    "tool-args-rewritten",
    "tool-started",
    "tool-finished",
    "output-blocked",
    "tool-failed",
    "untrusted-content",
    "result-taken",
    "run-finished",
]

# Every audit ``event`` name nbagent wrote before the audit table held the stream's kinds, and the
# kind that stands for it now. Notes on the ones that are not one-to-one:
# - ``screening_blocked`` was a post-run ``tool-decided`` (deny by "screening"): an ``output-blocked`` fact;
# - ``review_modified`` was inferred by comparing argument hashes: a ``tool-args-rewritten`` fact;
# - ``tool_blocked`` was a ``tool-failed`` whose stage is "denied" or "hook" (the stage column says which);
# - a post-run ``policy_decision`` with rule "review_output hook" (the output hook withheld the result)
#   maps to ``tool-decided`` by name; ``fold_calls`` reads it as the output block it was.
# - ``tool_args_rewritten`` / ``output_blocked``: what the catch-all (an unknown kind, "-" as "_") would
#   have written for the two newest kinds.
LEGACY_AUDIT_EVENTS: dict[str, EventKind] = {
    "run_started": "run-started",
    "run_finished": "run-finished",
    "model_retry": "model-retry",
    "tools_selected": "tools-selected",
    "tool_requested": "tool-requested",
    "policy_decision": "tool-decided",
    "approval_requested": "approval-requested",
    "approval_decided": "approval-decided",
    "review_modified": "tool-args-rewritten",
    "tool_args_rewritten": "tool-args-rewritten",
    "tool_started": "tool-started",
    "tool_executed": "tool-finished",
    "tool_failed": "tool-failed",
    "tool_blocked": "tool-failed",
    "screening_blocked": "output-blocked",
    "output_blocked": "output-blocked",
}


def audit_kind(name: str) -> str:
    """The stream kind a stored audit ``event`` stands for: old names through ``LEGACY_AUDIT_EVENTS``,
    anything else (the kinds themselves, names this version does not know) as it is."""
    return LEGACY_AUDIT_EVENTS.get(name, name)


def is_event(value: object) -> TypeIs[Event]:
    """Whether ``value`` is one of the events above (every one of them, and nothing else, derives from
    ``_Base``: one ``isinstance`` check, several times faster than one against the ``Event`` union)."""
    return isinstance(value, _Base)
