"""What a run returns: the final text, the conversation, the tool calls and the usage."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..display._fold import CallRecord, fold_calls
from ..display._render import markdown_to_html
from ..events import Event, RunStatus
from ..messages import Message, Usage

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["RunResult", "ToolCallRecord"]


ToolCallRecord = CallRecord
"""One tool call of a run, from request to outcome (see :mod:`nbagent.display._fold` for its ``status``)."""


@dataclass(frozen=True, slots=True, repr=False)
class RunResult:
    """The outcome of ``Agent.run`` / ``Agent.arun``.

    ``messages`` is the whole conversation so far (this run included),
    ``new_messages`` only what this run added. ``tool_calls`` is a pandas
    DataFrame (one row per call); ``tool_records`` the same as dataclasses.
    """

    text: str
    status: RunStatus
    run_id: str
    messages: tuple[Message, ...]
    new_messages: tuple[Message, ...]
    usage: Usage
    events: tuple[Event, ...]
    tool_records: tuple[ToolCallRecord, ...]

    @property
    def tool_calls(self) -> pd.DataFrame:
        """One row per tool call: id, name, args, status, output, error, duration_s, decision, rule,
        decided_by and the rest of :class:`~nbagent.display._fold.CallRecord`."""
        import pandas as pd

        columns = list(CallRecord.__dataclass_fields__)
        rows = [[getattr(r, c) for c in columns] for r in self.tool_records]
        return pd.DataFrame(rows, columns=columns)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        # Short on purpose: a long conversation must not make repr() (which asyncio
        # calls on finished tasks) expensive.
        text = self.text if len(self.text) <= 60 else self.text[:57] + "..."
        return (
            f"RunResult(status={self.status!r}, text={text!r}, messages={len(self.messages)}, "
            f"tool_calls={len(self.tool_records)}, usage={self.usage})"
        )

    def _footer(self) -> str:
        u = self.usage
        cost = "unknown cost" if u.cost_usd is None else f"${u.cost_usd:.4f}"
        return (
            f"{self.status} · {len(self.tool_records)} tool call(s) · "
            f"{u.input_tokens} in / {u.output_tokens} out tokens · {cost}"
        )

    def _repr_html_(self) -> str:
        # The model's text is untrusted: safe HTML only, never text/markdown (JupyterLab
        # renders the raw HTML inside a trusted Markdown output, and fetches its images).
        return (
            f'<div class="nbagent-answer">{markdown_to_html(self.text)}</div>'
            f'<hr><div style="opacity:.7"><em>{html.escape(self._footer())}</em></div>'
        )


def records_from_events(events: tuple[Event, ...] | list[Event]) -> tuple[ToolCallRecord, ...]:
    """Fold a run's events into one record per tool call, in request order (:func:`~nbagent.display.fold_calls`)."""
    return fold_calls(events)
