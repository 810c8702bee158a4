"""Authorization of tool calls: policy, grants, approval handlers, review hooks, screening.

The policy decides and returns data; this module turns a decision into
"run" or "don't run" by asking the approval handler for ``review`` calls and
running the tool's review hooks. Everything fails closed: a handler or hook
that raises, returns nonsense or runs out of time denies the call. Every
decision is a ``tool-decided`` event naming the rule and who decided.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

from ._calls import Verdict
from .events import ApprovalDecided, ApprovalRequested, Event, ToolDecided
from .messages import ToolCall
from .tools import Tool

__all__ = ["Gate"]

log = logging.getLogger("nbagent")

ApprovalHandler = Callable[[Any], Any]

# decided_by values that ask() itself sets when a handler fails: kept as they are
_ASK_FAILURES = frozenset({"no-handler", "timeout", "error"})


# Arguments holding more values than this are decided off the event loop (a policy with argument rules
# looks at every value: 80,000 distinct strings take seconds).
_OFF_LOOP_VALUES = 2_000


def _large(args: Any) -> bool:
    """More than ``_OFF_LOOP_VALUES`` values (keys, items, strings) inside ``args``, or a string over
    64 KB; stops counting there, so it costs little however large the arguments are."""
    count, stack = 0, [args]
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


def _builtin(handler: Any) -> bool:
    """nbagent's own approvers (buttons, terminal prompt) report person / headless / timeout themselves."""
    from .approval import BuiltinApprover

    return isinstance(handler, BuiltinApprover)


class Gate:
    """Authorizes calls for one agent.

    Grants ("Always allow") live as long as the gate's session: setting another
    ``session`` or calling :meth:`end_session` forgets them.
    """

    def __init__(
        self,
        policy: Any,
        approve: ApprovalHandler | None,
        approval_timeout: float | None,
        *,
        screen_outputs: bool = False,
        screener: Any = None,
        coherence: Any = None,
        session: str | None = None,
    ) -> None:
        from .approval import Grants

        self.policy = policy
        self.approve = approve
        self.approval_timeout = approval_timeout
        self.screen_outputs = screen_outputs
        self.screener = screener
        self.coherence = coherence
        self.grants = Grants()
        self._session = session
        self.prompt = ""  # the current run's user prompt, for coherence checks
        self._warned_no_handler = False

    @property
    def session(self) -> str | None:
        """The session approval requests name; grants belong to it."""
        return self._session

    @session.setter
    def session(self, value: str | None) -> None:
        if value != self._session:
            self.grants.clear()  # a grant never outlives the session it was given in
        self._session = value

    def end_session(self) -> None:
        """The conversation starts afresh (``agent.reset()``): forget every grant."""
        self.grants.clear()

    # -- before the tool runs -------------------------------------------------------

    async def authorize(self, call: ToolCall, tool: Tool, emit: Callable[[Event], None], run_id: str) -> Verdict:
        """Policy, then (for ``review``) a grant or the approval handler, then the input hook."""
        try:
            args = dict(call.args)
            if _large(args):  # thousands of values: decide in a thread, the notebook's event loop stays free
                decision = await asyncio.to_thread(self.policy.decide, tool, args)
            else:
                decision = self.policy.decide(tool, args)
        except Exception as exc:  # fail closed: a policy that cannot decide never lets the call run
            log.warning("nbagent: the policy could not decide on %s: %s: %s", call.name, type(exc).__name__, exc)
            reason = f"the policy could not decide on this call ({type(exc).__name__}: {exc}); denied (fail closed)"
            emit(ToolDecided(run_id=run_id, call=call, decision="deny", rule="policy error", reason=reason))
            return Verdict(False, reason, "denied")
        if decision.kind == "deny":
            emit(ToolDecided(run_id=run_id, call=call, decision="deny", rule=decision.rule, reason=decision.reason))
            return Verdict(False, f"the policy denied this call ({decision.rule}): {decision.reason}", "denied")
        if decision.kind == "review":
            verdict = await self._review(call, tool, decision, emit, run_id)
            if not verdict.allowed:
                return verdict
        else:
            emit(ToolDecided(run_id=run_id, call=call, decision="allow", rule=decision.rule, reason=decision.reason))
        if self.coherence is not None and self.coherence is not False:
            verdict = await self._coherent(call, emit, run_id)
            if not verdict.allowed:
                return verdict
        if tool.review_input is not None:
            return await self._input_hook(call, tool, emit, run_id)
        return Verdict(True)

    async def _review(
        self, call: ToolCall, tool: Tool, decision: Any, emit: Callable[[Event], None], run_id: str
    ) -> Verdict:
        from dataclasses import replace

        from .approval import ApprovalRequest, ask

        granted = self.grants.apply(decision, call.name, dict(call.args))
        if granted.kind == "allow":
            emit(
                ToolDecided(
                    run_id=run_id,
                    call=call,
                    decision="allow",
                    rule=granted.rule,
                    reason=granted.reason,
                    decided_by="grant",
                )
            )
            return Verdict(True)
        if self.approve is None and not self._warned_no_handler:
            log.warning(
                "nbagent: %s needs approval (%s) but no approval handler is set; denying", call.name, decision.rule
            )
            self._warned_no_handler = True
        if self.approve is not None:
            emit(ToolDecided(run_id=run_id, call=call, decision="review", rule=decision.rule, reason=decision.reason))
            emit(ApprovalRequested(run_id=run_id, call=call, rule=decision.rule, timeout_s=self.approval_timeout))
        request = ApprovalRequest.for_call(call, decision, timeout_s=self.approval_timeout, session=self.session)
        started = time.monotonic()
        result = await ask(self.approve, request)
        wait = time.monotonic() - started
        if self.approve is not None and result.decided_by not in _ASK_FAILURES and not _builtin(self.approve):
            # only nbagent's own approvers know a person clicked; a handler in code is recorded as such
            result = replace(result, decided_by="handler")
        if result.scope == "session" and not request.grant_allowed:
            result = replace(result, scope="once")  # an argument rule asked: approve this call only
        if self.approve is not None:
            emit(
                ApprovalDecided(
                    run_id=run_id,
                    call=call,
                    approved=result.approved,
                    decided_by=result.decided_by,
                    reason=result.reason,
                    wait_s=wait,
                    scope=result.scope,
                    via=result.via,
                )
            )
        emit(
            ToolDecided(
                run_id=run_id,
                call=call,
                decision="allow" if result.approved else "deny",
                rule=decision.rule,
                reason=result.reason or ("approved" if result.approved else "denied"),
                decided_by=result.decided_by,
            )
        )
        if not result.approved:
            text = result.reason or "the person reviewing this call denied it"
            return Verdict(False, f"not approved ({result.decided_by}): {text}", "denied")
        self.grants.record(request, result)
        return Verdict(True)

    async def _coherent(self, call: ToolCall, emit: Callable[[Event], None], run_id: str) -> Verdict:
        """Does the call serve what the person asked? (heuristic, or the configured checker; fails closed)"""
        from .guards.coherence import coherence_check

        checker = None if self.coherence is True else self.coherence
        result = await coherence_check(self.prompt, call, checker)
        if result.coherent:
            return Verdict(True)
        reason = result.reason or "the call does not fit the request"
        emit(
            ToolDecided(
                run_id=run_id, call=call, decision="deny", rule="coherence check", reason=reason, decided_by="coherence"
            )
        )
        return Verdict(False, f"blocked by the coherence check: {reason}", "hook")

    async def _input_hook(self, call: ToolCall, tool: Tool, emit: Callable[[Event], None], run_id: str) -> Verdict:
        from .guards.hooks import run_review_input

        assert tool.review_input is not None  # the caller checked
        review = await run_review_input(tool.review_input, call)
        if not review.approved:
            reason = review.reason or "the input review hook blocked this call"
            emit(
                ToolDecided(
                    run_id=run_id,
                    call=call,
                    decision="deny",
                    rule="review_input hook",
                    reason=reason,
                    decided_by="hook",
                )
            )
            return Verdict(False, f"blocked by the input review: {reason}", "hook")
        if review.modified_args is not None:
            return Verdict(True, args=dict(review.modified_args))
        return Verdict(True)

    # -- after the tool ran ------------------------------------------------------------

    async def review_result(
        self, call: ToolCall, tool: Tool, output: str, emit: Callable[[Event], None], run_id: str
    ) -> tuple[bool, str]:
        """Output hook, then screening; returns (ok, text for the model)."""
        if tool.review_output is not None:
            from .guards.hooks import run_review_output

            review = await run_review_output(tool.review_output, call, output)
            if not review.approved:
                reason = review.reason or "the output review hook blocked the result"
                emit(
                    ToolDecided(
                        run_id=run_id,
                        call=call,
                        decision="deny",
                        rule="review_output hook",
                        reason=reason,
                        decided_by="hook",
                    )
                )
                return False, f"the result of {call.name!r} was withheld by the output review: {reason}"
            if review.modified_result is not None:
                output = str(review.modified_result)
        if tool.screen_output or self.screen_outputs:
            from .guards.screening import safe_replacement

            screening = await self._screen(output)
            if screening.blocked:
                emit(
                    ToolDecided(
                        run_id=run_id,
                        call=call,
                        decision="deny",
                        rule="screening",
                        reason="; ".join(screening.reasons),
                        decided_by="screening",
                    )
                )
                return True, safe_replacement(call.name, screening)
        return True, output

    async def _screen(self, text: str) -> Any:
        from .guards.screening import Screener

        if self.screener is None:
            self.screener = Screener()  # ascreen() moves long texts off the event loop
        if hasattr(self.screener, "ascreen"):
            return await self.screener.ascreen(text)
        result = self.screener(text)
        if inspect.isawaitable(result):
            result = await result
        return result
