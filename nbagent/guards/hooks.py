"""Review hooks per tool (the msgflux review design), failing closed.

``Tool(review_input=hook)``: ``hook(call) -> ReviewResult`` runs before the
tool; it may block the call or rewrite its arguments (the agent validates
rewritten arguments against the tool's schema again). ``Tool(review_output=
hook)``: ``hook(call, result) -> ReviewResult`` runs after; it may block or
rewrite the text the model sees. Hooks may be sync or async.

Fail closed: an exception, a timeout, or anything but a well-formed
:class:`ReviewResult` blocks the call with ``approved=False`` and a reason
starting ``review hook failed:``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..messages import ToolCall
from ..runtime._invoke import call_hook

__all__ = ["ReviewResult", "run_review_input", "run_review_output"]

DEFAULT_HOOK_TIMEOUT = 30.0


@dataclass(frozen=True, slots=True)
class ReviewResult:
    """What a review hook decided.

    Args:
        approved: False blocks the call (input review) or withholds the result (output review).
        modified_args: input review only: arguments to use instead of the model's.
        modified_result: output review only: text for the model instead of the tool's output.
        reason: why (shown to the model when blocked, and recorded).
    """

    approved: bool
    modified_args: Mapping[str, object] | None = None
    modified_result: str | None = None
    reason: str = ""


def _failed(reason: str) -> ReviewResult:
    return ReviewResult(approved=False, reason=f"review hook failed: {reason}")


def _check(value: object, stage: str) -> ReviewResult:
    if not isinstance(value, ReviewResult):
        return _failed(f"it returned {type(value).__name__}, not ReviewResult")
    if not isinstance(value.approved, bool):
        return _failed(f"approved must be True or False, got {value.approved!r}")
    if not isinstance(value.reason, str):
        return _failed(f"reason must be text, got {type(value.reason).__name__}")
    if stage == "input":
        if value.modified_result is not None:
            return _failed("review_input returned modified_result; an input hook may only set modified_args")
        if value.modified_args is not None and not (
            isinstance(value.modified_args, Mapping) and all(isinstance(k, str) for k in value.modified_args)
        ):
            return _failed(f"modified_args must be a dict of argument names, got {type(value.modified_args).__name__}")
        if value.modified_args is not None:
            value = ReviewResult(value.approved, copy.deepcopy(dict(value.modified_args)), None, value.reason)
    else:
        if value.modified_args is not None:
            return _failed("review_output returned modified_args; an output hook may only set modified_result")
        if value.modified_result is not None and not isinstance(value.modified_result, str):
            return _failed(f"modified_result must be text, got {type(value.modified_result).__name__}")
    return value


def _private_copy(call: ToolCall) -> ToolCall:
    # the hook gets its own copy: mutating call.args in place must not bypass the re-validation
    return ToolCall(call.name, copy.deepcopy(dict(call.args)), call.id, call.raw_args, call.parse_error)


async def run_review_input(
    hook: Callable[..., object], call: ToolCall, *, timeout: float | None = DEFAULT_HOOK_TIMEOUT
) -> ReviewResult:
    """Run an input review hook ``hook(call)``; any failure is ``ReviewResult(approved=False, ...)``."""
    outcome = await call_hook(hook, _private_copy(call), timeout=timeout, what="review_input")
    if outcome.error is not None:
        return _failed(outcome.error)
    return _check(outcome.value, "input")


async def run_review_output(
    hook: Callable[..., object],
    call: ToolCall,
    result: str,
    *,
    timeout: float | None = DEFAULT_HOOK_TIMEOUT,
) -> ReviewResult:
    """Run an output review hook ``hook(call, result)``; any failure is ``ReviewResult(approved=False, ...)``."""
    outcome = await call_hook(hook, _private_copy(call), result, timeout=timeout, what="review_output")
    if outcome.error is not None:
        return _failed(outcome.error)
    return _check(outcome.value, "output")
