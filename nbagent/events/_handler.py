"""One way to handle events: a subscriber overrides ``on_<kind>`` for the kinds it handles.

:class:`EventHandler` dispatches with one ``match`` over the vocabulary (:data:`nbagent.events.Event`): each
event reaches the method named for its kind, typed with its class; a kind a handler does not override is
ignored. The transcript, the traces and the session binding are handlers; the store's rows are one
``match`` too (:meth:`nbagent.store.writing._rows.RowMaker.event_rows`). A new event kind gets a case and a method
here (``tests/events/test_handler.py`` fails until it has both).
"""

from __future__ import annotations

from typing import assert_never

from . import (
    ApprovalDecided,
    ApprovalRequested,
    BudgetStopped,
    CacheHit,
    Event,
    ModelRequested,
    ModelResponded,
    ModelRetry,
    OutputBlocked,
    ResultTaken,
    RunFinished,
    RunStarted,
    TextDelta,
    ToolArgsRewritten,
    ToolDecided,
    ToolFailed,
    ToolFinished,
    ToolRequested,
    ToolsSelected,
    ToolStarted,
    UntrustedContent,
)

__all__ = ["EventHandler"]


class EventHandler:
    """Subclass, override the ``on_<kind>`` methods you need, and subscribe the instance (it is callable)."""

    def __call__(self, event: Event) -> None:
        self.handle(event)

    def handle(self, event: Event) -> None:
        """Hand ``event`` to the method of its kind."""
        match event:
            case RunStarted():
                self.on_run_started(event)
            case ModelRequested():
                self.on_model_requested(event)
            case ModelRetry():
                self.on_model_retry(event)
            case TextDelta():
                self.on_text_delta(event)
            case CacheHit():
                self.on_cache_hit(event)
            case BudgetStopped():
                self.on_budget_exceeded(event)
            case ModelResponded():
                self.on_model_responded(event)
            case ToolsSelected():
                self.on_tools_selected(event)
            case ToolRequested():
                self.on_tool_requested(event)
            case ToolDecided():
                self.on_tool_decided(event)
            case ApprovalRequested():
                self.on_approval_requested(event)
            case ApprovalDecided():
                self.on_approval_decided(event)
            case ToolArgsRewritten():
                self.on_tool_args_rewritten(event)
            case ToolStarted():
                self.on_tool_started(event)
            case ToolFinished():
                self.on_tool_finished(event)
            case OutputBlocked():
                self.on_output_blocked(event)
            case ToolFailed():
                self.on_tool_failed(event)
            case UntrustedContent():
                self.on_untrusted_content(event)
            case ResultTaken():
                self.on_result_taken(event)
            case RunFinished():
                self.on_run_finished(event)
            case _:
                assert_never(event)

    def on_run_started(self, event: RunStarted) -> None:
        """``run-started``."""

    def on_model_requested(self, event: ModelRequested) -> None:
        """``model-requested``."""

    def on_model_retry(self, event: ModelRetry) -> None:
        """``model-retry``."""

    def on_text_delta(self, event: TextDelta) -> None:
        """``text-delta``."""

    def on_cache_hit(self, event: CacheHit) -> None:
        """``cache-hit``."""

    def on_budget_exceeded(self, event: BudgetStopped) -> None:
        """``budget-exceeded``."""

    def on_model_responded(self, event: ModelResponded) -> None:
        """``model-responded``."""

    def on_tools_selected(self, event: ToolsSelected) -> None:
        """``tools-selected``."""

    def on_tool_requested(self, event: ToolRequested) -> None:
        """``tool-requested``."""

    def on_tool_decided(self, event: ToolDecided) -> None:
        """``tool-decided``."""

    def on_approval_requested(self, event: ApprovalRequested) -> None:
        """``approval-requested``."""

    def on_approval_decided(self, event: ApprovalDecided) -> None:
        """``approval-decided``."""

    def on_tool_args_rewritten(self, event: ToolArgsRewritten) -> None:
        """``tool-args-rewritten``."""

    def on_tool_started(self, event: ToolStarted) -> None:
        """``tool-started``."""

    def on_tool_finished(self, event: ToolFinished) -> None:
        """``tool-finished``."""

    def on_output_blocked(self, event: OutputBlocked) -> None:
        """``output-blocked``."""

    def on_tool_failed(self, event: ToolFailed) -> None:
        """``tool-failed``."""

    def on_untrusted_content(self, event: UntrustedContent) -> None:
        """``untrusted-content``."""

    def on_result_taken(self, event: ResultTaken) -> None:
        """``result-taken``."""

    def on_run_finished(self, event: RunFinished) -> None:
        """``run-finished``."""
