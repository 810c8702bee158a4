"""What a run returns: the final text, the conversation, the tool calls and the usage."""

from __future__ import annotations

import html
import warnings
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..display._fold import CallRecord
from ..display._render import markdown_to_html
from ..events import Event, RunStatus
from ..messages import Message, Usage

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["RunResult"]


@dataclass(frozen=True, slots=True, repr=False)
class RunResult:
    """The outcome of ``Agent.run`` / ``Agent.arun``.

    ``messages`` is the whole conversation so far (this run included),
    ``new_messages`` only what this run added. ``call_records`` are the run's tool calls, one
    :class:`~nbagent.CallRecord` each (the run's events folded by :func:`~nbagent.fold_calls`, like the
    transcript and the panel fold them); ``tool_calls`` is the same as a pandas DataFrame.
    """

    text: str
    status: RunStatus
    run_id: str
    messages: tuple[Message, ...]
    new_messages: tuple[Message, ...]
    usage: Usage
    events: tuple[Event, ...]
    call_records: tuple[CallRecord, ...]

    @property
    def tool_calls(self) -> pd.DataFrame:
        """One row per tool call: id, name, args, status, output, error, duration_s, decision, rule,
        decided_by and the rest of :class:`~nbagent.display._fold.CallRecord`."""
        import pandas as pd

        columns = list(CallRecord.__dataclass_fields__)
        rows = [[getattr(r, c) for c in columns] for r in self.call_records]
        return pd.DataFrame(rows, columns=columns)

    @property
    def tool_records(self) -> tuple[CallRecord, ...]:
        """Deprecated name of :attr:`call_records` (goes in the next release)."""
        warnings.warn("RunResult.tool_records is now RunResult.call_records", DeprecationWarning, stacklevel=2)
        return self.call_records

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        # Short on purpose: a long conversation must not make repr() (which asyncio
        # calls on finished tasks) expensive.
        text = self.text if len(self.text) <= 60 else self.text[:57] + "..."
        return (
            f"RunResult(status={self.status!r}, text={text!r}, messages={len(self.messages)}, "
            f"tool_calls={len(self.call_records)}, usage={self.usage})"
        )

    def _footer(self) -> str:
        u = self.usage
        cost = "unknown cost" if u.cost_usd is None else f"${u.cost_usd:.4f}"
        return (
            f"{self.status} · {len(self.call_records)} tool call(s) · "
            f"{u.input_tokens} in / {u.output_tokens} out tokens · {cost}"
        )

    def _repr_html_(self) -> str:
        # The model's text is untrusted: safe HTML only, never text/markdown (JupyterLab
        # renders the raw HTML inside a trusted Markdown output, and fetches its images).
        return (
            f'<div class="nbagent-answer">{markdown_to_html(self.text)}</div>'
            f'<hr><div style="opacity:.7"><em>{html.escape(self._footer())}</em></div>'
        )
