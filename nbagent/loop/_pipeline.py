"""One tool call, from the model's request to the result the model sees, in one place.

:meth:`Pipeline.call` reads top to bottom::

    resolve the name -> validate the arguments -> decide (policy, then containment) -> ask (grant
    or approver) -> coherence -> review input -> run -> review output -> screen -> tool-finished

Every step that stops the call raises :class:`_Stop`; the call then ends as a
:class:`ToolResult` with ``is_error`` and a ``tool-failed`` event (only
cancellation propagates). Everything fails closed: a policy, handler, hook or
checker that raises, returns nonsense or runs out of time stops the call, and
any other exception inside a step fails that call alone, never the run.
Arguments a review hook rewrites are decided again (policy, then grant or
approver), so a hook cannot turn a call the policy denies into one that runs.
Each fact is an event where it is known: ``tool-decided`` (may the call run,
and who decided), ``tool-args-rewritten`` (a review hook changed the arguments),
``output-blocked`` (a hook withheld the output, or screening replaced it).

Containment of untrusted content (docs/security.md): a tool with ``untrusted_output``
may bring third-party text into the conversation. When its result joins the history
(:meth:`Pipeline.run_all`: after every call of the model's message, which the model
wrote before reading any of them), the session's provenance is marked and an
``untrusted-content`` event says which call it was. From then on, every call of a tool
that is not read-only goes to review, whatever the policy allowed and whatever was
granted (:meth:`Pipeline._contain`), unless code, the user's policy or a trusted
folder's names the tool in ``trusted_after_untrusted``. Untrusted output is screened
unless the tool or the agent turned screening off.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from .._suggest import closest
from ..approval import ApprovalRequest, BuiltinApprover, ask
from ..boundary._finding import Finding, quote
from ..boundary._provenance import CONTAINED as _ESCALATED
from ..boundary._provenance import Source
from ..events import (
    ApprovalDecided,
    ApprovalRequested,
    FailureStage,
    OutputBlocked,
    ToolArgsRewritten,
    ToolDecided,
    ToolFailed,
    ToolFinished,
    ToolRequested,
    ToolStarted,
    UntrustedContent,
)
from ..extensions import CallCheck, OutputScreen
from ..guards.hooks import run_review_input, run_review_output
from ..guards.screening import safe_replacement
from ..messages import ToolCall, ToolOutput, ToolResult
from ..policy import Decision, suggest_name
from ..tools import ArgumentError, Tool, format_output

if TYPE_CHECKING:
    from ..approval import Grants
    from ._run import Run

__all__ = ["MAX_CALLS_PER_MESSAGE", "Guards", "Pipeline"]

DecisionKind = Literal["allow", "review", "deny"]

log = logging.getLogger("nbagent")

# Calls one model message may run. Real models send a handful; a hostile or broken one can send
# thousands, each a card, an audit row and maybe a tool run. The rest are answered with an error.
MAX_CALLS_PER_MESSAGE = 128
# Arguments holding more values than this are decided off the event loop (a policy with argument rules
# looks at every value: 80,000 distinct strings take seconds).
_OFF_LOOP_VALUES = 2_000
# decided_by values that ask() itself sets when a handler fails: kept as they are
_ASK_FAILURES = frozenset({"no-handler", "timeout", "error"})
# How long a cancelled run waits for its calls to stop (hooks get 1 s to tidy up, see _invoke)
_CANCEL_GRACE = 2.0


@dataclass
class Guards:
    """What an agent fixes once for all its runs: the output screen, the call check (None: none), the
    tools' default timeout (a run may set another: ``RunOptions.tool_timeout``), and whether the
    missing-handler warning was given."""

    screen: OutputScreen
    check: CallCheck | None = None
    tool_timeout: float | None = None
    warned_no_handler: bool = False


class _Stop(Exception):
    """The call stops here: ``error`` is what the model is told."""

    def __init__(self, call: ToolCall, stage: FailureStage, error: str, duration: float = 0.0) -> None:
        super().__init__(error)
        self.call, self.stage, self.error, self.duration = call, stage, error, duration


class Pipeline:
    """Takes the tool calls of one run through every step.

    ``grants`` are the session's ("Always allow"): they belong to the agent and
    outlive the run; everything else comes from the :class:`~nbagent.loop._run.Run`.
    """

    def __init__(self, run: Run, guards: Guards, grants: Grants) -> None:
        self.run = run
        self.guards = guards
        self.grants = grants
        self._ended = False  # the run ended while a call was still going: nothing more is recorded
        self._numbers: dict[str, int] = {}  # call id -> its number in the run (1, 2, ...)
        self._carrying: dict[str, ToolCall] = {}  # calls whose result holds untrusted content, not yet in history

    async def run_all(self, calls: tuple[ToolCall, ...]) -> list[ToolResult]:
        """Run independent calls of one turn concurrently; results in call order.

        At most ``MAX_CALLS_PER_MESSAGE`` run; each call beyond gets an error result the model
        sees (every call needs an answer for the conversation to stay valid).

        No call outlives the run: if the run is cancelled (or a call raises past :meth:`call`),
        the other calls are cancelled and awaited before this raises. A tool function running in
        a worker thread cannot be killed: its thread may go on, but what it returns is dropped
        (its task was cancelled), and a call still going after ``_CANCEL_GRACE`` s records
        nothing more (no ``tool-finished`` after the run ended).
        """
        if len(calls) == 1:
            return self._admit([await self.call(calls[0])])
        tasks = [asyncio.ensure_future(self.call(c)) for c in calls[:MAX_CALLS_PER_MESSAGE]]
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
            ran = [task.result() for task in tasks]
        except BaseException:
            await self._cancel(tasks)
            raise
        for call in calls[MAX_CALLS_PER_MESSAGE:]:
            self._emit(ToolRequested, call)
            ran.append(
                self._fail(
                    _Stop(
                        call,
                        "denied",
                        f"not run: one message may make at most {MAX_CALLS_PER_MESSAGE} tool calls "
                        f"(this one made {len(calls)}); make the calls you still need in the next message",
                    )
                )
            )
        return self._admit(ran)

    def _admit(self, results: list[ToolResult]) -> list[ToolResult]:
        """The results join the history now: mark the provenance for each that carries untrusted content.

        Marked here, not when the tool returns: the calls of one message were all written before
        the model read any of their results, so one of them reading a web page does not make
        its siblings suspect, and the outcome does not depend on which finished first.
        """
        run = self.run
        for result in results:
            call = self._carrying.pop(result.call_id, None)
            if call is None:
                continue
            number = self._numbers.get(call.id, 0)
            source = Source(call.name, call.id, number, run.run_id)
            first = run.provenance.mark(source)
            run.emit(
                UntrustedContent(run_id=run.run_id, source=source.describe(), first=first, call=call, number=number)
            )
        return results

    async def call(self, call: ToolCall) -> ToolResult:
        """Take one call through every step (the module docstring lists them).

        Never raises but for cancellation: a step that raises fails this call, closed.
        """
        self._emit(ToolRequested, call, _server_of(self.run.registry.get(call.name)))
        self._numbers.setdefault(call.id, len(self._numbers) + 1)
        ran = untrusted = False
        try:
            tool = self._resolve(call)
            call, kwargs = self._validate(call, tool)
            decision = await self._decide(call, tool)
            if decision.kind == "review":
                await self._ask(call, decision)
            await self._check_coherence(call)
            call, kwargs = await self._review_input(call, tool, kwargs)
            ran = True
            output, duration, extras = await self._execute(call, tool, kwargs)
            untrusted = self._untrusted(call, tool, kwargs)
            output = await self._review_output(call, tool, output, duration)
            output, finding = await self._screen(call, tool, output, untrusted)
        except _Stop as stop:
            return self._fail(stop)
        except Exception as exc:  # a step that broke: this call fails closed, the run and its other calls go on
            if untrusted:  # the error text may quote what the tool read
                self._carrying[call.id] = call
            return self._fail(self._broken(call, ran, exc))
        if self._ended:  # the run already ended (and answered this call): what the tool returned is dropped
            return ToolResult(call_id=call.id, name=call.name, content="Error: the run ended", is_error=True)
        if untrusted or finding is not None:  # a flagged or blocked output marks the session, trusted tool or not
            self._carrying[call.id] = call
        if finding is not None:
            self.run.provenance.found(finding)
        self.run.emit(
            ToolFinished(
                run_id=self.run.run_id, call=call, output=output, duration_s=duration, finding=finding, extras=extras
            )
        )
        return ToolResult(call_id=call.id, name=call.name, content=output)

    # -- the steps, in order ----------------------------------------------------------

    def _resolve(self, call: ToolCall) -> Tool:
        """The tool of this exact name, if the run offers it."""
        offered = self.run.offered
        tool = self.run.registry.get(call.name)
        if tool is not None and (offered is None or call.name in offered):
            return tool
        names = sorted(offered if offered is not None else self.run.registry.names)
        meant = suggest_name(call.name, names) or closest(call.name, names)
        did_you_mean = f" (did you mean {meant!r}?)" if meant else ""
        raise _Stop(
            call,
            "unknown-tool",
            f"there is no tool named {call.name!r}{did_you_mean}; available tools: {', '.join(names) or 'none'}",
        )

    def _validate(self, call: ToolCall, tool: Tool) -> tuple[ToolCall, dict[str, object]]:
        """Arguments parsed and checked against the tool's schema; the call carries them as JSON."""
        if call.parse_error is not None:
            raise _Stop(call, "arguments", f"{call.parse_error}. Send the arguments as a JSON object.")
        try:
            kwargs = tool.validate(call.args)
        except ArgumentError as exc:
            raise _Stop(call, "arguments", str(exc)) from None
        return ToolCall(call.name, tool.jsonable(kwargs), call.id), kwargs

    async def _decide(self, call: ToolCall, tool: Tool) -> Decision:
        """The policy's decision; ``allow`` is recorded here, ``review`` by :meth:`_ask`."""
        try:
            args = dict(call.args)
            if _large(args):  # thousands of values: decide in a thread, the notebook's event loop stays free
                decision: Decision = await asyncio.to_thread(self.run.policy.decide, tool, args)
            else:
                decision = self.run.policy.decide(tool, args)
        except Exception as exc:  # fail closed: a policy that cannot decide never lets the call run
            log.warning("nbagent: the policy could not decide on %s: %s: %s", call.name, type(exc).__name__, exc)
            reason = f"the policy could not decide on this call ({type(exc).__name__}: {exc}); denied (fail closed)"
            self._decided(call, "deny", "policy error", reason)
            raise _Stop(call, "denied", reason) from None
        if decision.kind == "deny":
            self._decided(call, "deny", decision.rule, decision.reason)
            raise _Stop(call, "denied", f"the policy denied this call ({decision.rule}): {decision.reason}")
        decision = self._contain(tool, decision)
        if decision.kind == "allow":
            self._decided(call, "allow", decision.rule, decision.reason)
        return decision

    def _contain(self, tool: Tool, decision: Decision) -> Decision:
        """Once untrusted content is in the conversation, a tool that is not read-only needs review.

        Neither an ``allow`` / ``auto_approve`` rule nor a session grant suffices: the call goes
        to the approval handler (a person, or a handler in code; none: denied), under a rule that
        names the call that brought the untrusted content in. A deny stays a deny; read-only
        tools and the tools the policy names in ``trusted_after_untrusted`` keep their decision.
        """
        source = self.run.provenance.source
        exempt = source is None or decision.kind == "deny" or tool.read_only
        if not exempt and tool.name not in self.run.policy.trusted_after_untrusted:
            assert source is not None
            decision = Decision(
                "review",
                f"after untrusted output of {source.describe()}",
                f"untrusted content (the output of {source.describe()}) is in the conversation and "
                f"{tool.name!r} is not read-only: `{decision.rule}` alone does not let it run; "
                "a person or an approval handler must approve this call",
                _ESCALATED,
            )
        return decision

    async def _ask(self, call: ToolCall, decision: Decision) -> None:
        """A ``review`` call: a session grant covers it, or the approval handler decides (in time)."""
        # a grant given before untrusted content came in (or after) never covers a contained call
        granted = decision if decision.layer == _ESCALATED else self.grants.apply(decision, call.name, dict(call.args))
        if granted.kind == "allow":
            self._decided(call, "allow", granted.rule, granted.reason, "grant")
            return
        run, approve = self.run, self.run.approve
        if approve is None and not self.guards.warned_no_handler:
            log.warning(
                "nbagent: %s needs approval (%s) but no approval handler is set; denying", call.name, decision.rule
            )
            self.guards.warned_no_handler = True
        finding = run.provenance.worst_finding()
        if approve is not None:
            self._decided(call, "review", decision.rule, decision.reason)
            run.emit(
                ApprovalRequested(
                    run_id=run.run_id, call=call, rule=decision.rule, timeout_s=run.approval_timeout, finding=finding
                )
            )
        tool = run.registry.get(call.name)
        request = ApprovalRequest.for_call(
            call,
            decision,
            timeout_s=run.approval_timeout,
            session=run.session_id,
            server=_server_of(tool),
            destructive=tool.destructive if tool is not None else None,
            warning=finding.line(run.run_id, len(run.provenance.findings) - 1) if finding is not None else "",
        )
        started = time.monotonic()
        result = await ask(approve, request)
        wait = time.monotonic() - started
        if approve is not None and result.decided_by not in _ASK_FAILURES and not _builtin(approve):
            # only nbagent's own approvers know a person clicked; a handler in code is recorded as such
            result = replace(result, decided_by="handler")
        if result.scope == "session" and not request.grant_allowed:
            result = replace(result, scope="once")  # an argument rule asked: approve this call only
        if approve is not None:
            run.emit(
                ApprovalDecided(
                    run_id=run.run_id,
                    call=call,
                    approved=result.approved,
                    decided_by=result.decided_by,
                    reason=result.reason,
                    wait_s=wait,
                    scope=result.scope,
                    via=result.via,
                    finding=finding,
                )
            )
        reason = result.reason or ("approved" if result.approved else "denied")
        self._decided(call, "allow" if result.approved else "deny", decision.rule, reason, result.decided_by)
        if not result.approved:
            text = result.reason or "the person reviewing this call denied it"
            raise _Stop(call, "denied", f"not approved ({result.decided_by}): {text}")
        self.grants.record(request, result)

    async def _check_coherence(self, call: ToolCall) -> None:
        """Does the call serve what the person asked? (heuristic, or the configured checker; fails closed)"""
        check = self.guards.check
        if check is None:
            return
        result = await check.check(self.run.prompt, call)
        if result.coherent:
            return
        reason = result.reason or "the call does not fit the request"
        self._decided(call, "deny", "coherence check", reason, "coherence")
        raise _Stop(call, "hook", f"blocked by the coherence check: {reason}")

    async def _review_input(
        self, call: ToolCall, tool: Tool, kwargs: dict[str, object]
    ) -> tuple[ToolCall, dict[str, object]]:
        """The tool's input hook may block the call or rewrite its arguments (validated again)."""
        if tool.review_input is None:
            return call, kwargs
        review = await run_review_input(tool.review_input, call)
        if not review.approved:
            reason = review.reason or "the input review hook blocked this call"
            self._decided(call, "deny", "review_input hook", reason, "hook")
            raise _Stop(call, "hook", f"blocked by the input review: {reason}")
        if review.modified_args is None:
            return call, kwargs
        try:
            kwargs = tool.validate(dict(review.modified_args))
        except ArgumentError as exc:
            raise _Stop(call, "hook", f"a review hook rewrote the arguments badly: {exc}") from None
        rewritten = ToolCall(call.name, tool.jsonable(kwargs), call.id)
        if rewritten.args != call.args:
            self.run.emit(ToolArgsRewritten(run_id=self.run.run_id, call=rewritten, original=call))
            await self._decide_rewritten(rewritten, tool)
        return rewritten, kwargs

    async def _decide_rewritten(self, call: ToolCall, tool: Tool) -> None:
        """Rewritten arguments are decided afresh, as if the model had sent them (policy, then grant or
        approver for ``review``): a hook that normalises input must not launder what the policy denies."""
        try:
            decision = await self._decide(call, tool)
            if decision.kind == "review":
                await self._ask(call, decision)
        except _Stop as stop:
            error = f"the input review hook rewrote the arguments, and the rewritten call was refused: {stop.error}"
            raise _Stop(call, stop.stage, error, stop.duration) from None

    def _untrusted(self, call: ToolCall, tool: Tool, kwargs: dict[str, object]) -> bool:
        """May this call's output carry third-party text? The tool says so, or the policy's
        ``untrusted_output`` list names it."""
        return tool.output_untrusted(kwargs) or self.run.policy.output_untrusted(call.name)

    async def _execute(
        self, call: ToolCall, tool: Tool, kwargs: dict[str, object]
    ) -> tuple[str, float, ToolOutput | None]:
        """Run the tool (with its timeout) and turn what it returned into text (a :class:`ToolOutput` keeps
        its figures, values and audit detail for the person, apart from the text the model reads)."""
        self._emit(ToolStarted, call, _server_of(tool))
        default_timeout = self.run.tool_timeout
        started = time.perf_counter()
        try:
            value = await tool.invoke(kwargs, default_timeout=default_timeout)
        except TimeoutError:
            timeout = tool.timeout if tool.timeout is not None else default_timeout
            error = f"tool {call.name!r} did not finish within {timeout:g} s"
            raise _Stop(call, "timeout", error, time.perf_counter() - started) from None
        except Exception as exc:
            if self._untrusted(call, tool, kwargs):  # the error text may quote what the tool read (an HTTP error page)
                self._carrying[call.id] = call
            raise _Stop(call, "execution", f"{type(exc).__name__}: {exc}", time.perf_counter() - started) from None
        duration = time.perf_counter() - started
        try:
            return format_output(value), duration, value if isinstance(value, ToolOutput) else None
        except Exception as exc:
            raise _Stop(call, "execution", f"the result could not be turned into text: {exc}", duration) from None

    async def _review_output(self, call: ToolCall, tool: Tool, output: str, duration: float) -> str:
        """The tool's output hook may withhold the output (the call fails) or rewrite it."""
        if tool.review_output is None:
            return output
        review = await run_review_output(tool.review_output, call, output)
        if not review.approved:
            reason = review.reason or "the output review hook blocked the result"
            self.run.emit(OutputBlocked(run_id=self.run.run_id, call=call, by="hook", reason=reason))
            error = f"the result of {call.name!r} was withheld by the output review: {reason}"
            raise _Stop(call, "hook", error, duration)
        return output if review.modified_result is None else str(review.modified_result)

    async def _screen(self, call: ToolCall, tool: Tool, output: str, untrusted: bool) -> tuple[str, Finding | None]:
        """Prompt-injection screening: a blocked output reaches the model as a safe replacement, a flagged
        one as it is (spotlighted when untrusted); either way the finding goes to the person.

        An untrusted output that was blocked still marks the conversation (:meth:`call`): the source
        just showed it is hostile, and what it sends next may be what the screen misses. A flag changes
        no decision by itself: containment already holds every side effect after untrusted output."""
        screen = self.guards.screen
        if not screen.screens(tool.screen_output, untrusted):
            return output, None
        screening = await screen.screen(output)
        blocked = bool(screening.blocked)
        if not (blocked or getattr(screening, "flagged", False)):
            return output, None
        found = getattr(screening, "finding", None)  # a screener of one's own may give none
        if not isinstance(found, Finding):
            found = Finding(quote="", score=float(screening.score), family="other", blocked=blocked,
                            reasons=tuple(quote(str(r)) for r in screening.reasons[:8]))  # fmt: skip
        finding = found.at(call.name, call.id, self._numbers.get(call.id, 0), self.run.run_id)
        if not blocked:
            return output, finding
        reason = "; ".join(screening.reasons)
        self.run.emit(OutputBlocked(run_id=self.run.run_id, call=call, by="screening", reason=reason, finding=finding))
        replacement: str = safe_replacement(call.name, screening)
        return replacement, finding

    # -- events --------------------------------------------------------------------

    def _emit(self, kind: type[ToolRequested] | type[ToolStarted], call: ToolCall, server: str | None = None) -> None:
        self.run.emit(kind(run_id=self.run.run_id, call=call, server=server))

    def _decided(self, call: ToolCall, decision: DecisionKind, rule: str, reason: str, by: str = "policy") -> None:
        self.run.emit(
            ToolDecided(run_id=self.run.run_id, call=call, decision=decision, rule=rule, reason=reason, decided_by=by)
        )

    def _fail(self, stop: _Stop) -> ToolResult:
        call = stop.call
        if not self._ended:
            self.run.emit(
                ToolFailed(
                    run_id=self.run.run_id, call=call, error=stop.error, stage=stop.stage, duration_s=stop.duration
                )
            )
        return ToolResult(call_id=call.id, name=call.name, content=f"Error: {stop.error}", is_error=True)

    def _broken(self, call: ToolCall, ran: bool, exc: Exception) -> _Stop:
        """The failed call for a step that raised: denied before the tool ran, its output withheld after."""
        log.error("nbagent: checking tool call %s failed", call.name, exc_info=exc)
        what = f"{type(exc).__name__}: {exc}"
        if not ran:
            reason = f"a check before running the call failed ({what}); not run (fail closed)"
            self._decided(call, "deny", "pipeline error", reason, "error")
            return _Stop(call, "denied", reason)
        reason = f"a check of the result failed ({what}); the result is withheld (fail closed)"
        self.run.emit(OutputBlocked(run_id=self.run.run_id, call=call, by="hook", reason=reason))
        return _Stop(call, "hook", reason)

    async def _cancel(self, tasks: Sequence[asyncio.Future[ToolResult]]) -> None:
        """Cancel the calls still going and wait (a while) until they stopped; later ones record nothing."""
        for task in tasks:
            task.cancel()
        try:
            await asyncio.wait(tasks, timeout=_CANCEL_GRACE)
        finally:
            self._ended = True
            for task in tasks:  # retrieve every outcome, so asyncio does not warn about unretrieved exceptions
                task.add_done_callback(_retrieve)


def _server_of(tool: Tool | None) -> str | None:
    """The MCP server a tool belongs to (None for a Python tool or an unknown name)."""
    return tool.server_name if tool is not None else None


def _large(args: object) -> bool:
    """More than ``_OFF_LOOP_VALUES`` values (keys, items, strings) inside ``args``, or a string over
    64 KB; stops counting there, so it costs little however large the arguments are."""
    count, stack = 0, list[object]([args])
    while stack:
        value = stack.pop()
        count += 1
        if count > _OFF_LOOP_VALUES or (isinstance(value, str) and len(value) > 65_536):
            return True
        if isinstance(value, Mapping):
            count += len(value)
            stack.extend(value.values())
        elif isinstance(value, (list, tuple)):
            stack.extend(value[: _OFF_LOOP_VALUES + 1])
    return False


def _retrieve(task: asyncio.Future[ToolResult]) -> None:
    if not task.cancelled():
        task.exception()


def _builtin(handler: object) -> bool:
    """nbagent's own approvers (buttons, terminal prompt) report person / headless / timeout themselves."""
    return isinstance(handler, BuiltinApprover)
