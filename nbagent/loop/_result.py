"""What a run returns: the final text, the conversation, the tool calls and the usage."""

from __future__ import annotations

import html
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..boundary._provenance import untrusted
from ..display._fold import CallRecord
from ..display._render import markdown_to_html
from ..events import Event, ResultTaken, RunStatus, ToolFinished, UntrustedContent
from ..exceptions import UserError
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
    publish: Callable[[Event], None] | None = field(default=None, compare=False)  # the agent's subscribers

    @property
    def results(self) -> dict[str, str]:
        """The results a tool offered the person to take (``run_python``'s value): name -> the call's id.
        A later call's result of the same name is the one :meth:`take` gives."""
        offered: dict[str, str] = {}
        for event in self.events:
            if isinstance(event, ToolFinished) and event.extras is not None:
                offered.update(dict.fromkeys(event.extras.values, event.call.id))
        return offered

    def take(self, name: str, *, call: str | None = None) -> object:
        """The result ``name`` a tool offered (``df2 = _agent.take("summary")``): the notebook's variables
        change only when you take one. ``call``: the id of the call whose result it is (default: the latest).

        A result of a call whose output was untrusted (an input marked with :func:`nbagent.untrusted`, an untrusted
        project folder, code that ran outside the sandbox) comes marked untrusted too, when it can carry a mark
        (a DataFrame, a list, a dict; a number or a string cannot). The audit log records
        each take (``result-taken``) when the run's session is kept in a store.
        """
        found: ToolFinished | None = None
        for event in self.events:
            if not isinstance(event, ToolFinished) or event.extras is None:
                continue
            if name in event.extras.values and (call is None or event.call.id == call):
                found = event
        if found is None or found.extras is None:
            offered = ", ".join(repr(n) for n in self.results) or "none"
            where = f" of call {call!r}" if call is not None else ""
            raise UserError(f"no result named {name!r}{where} in this run; results offered: {offered}")
        value = found.extras.values[name]
        marked = any(isinstance(e, UntrustedContent) and e.call is not None and e.call.id == found.call.id
                     for e in self.events)  # fmt: skip
        if marked and (type(value).__module__.startswith("pandas") or isinstance(value, (list, dict))):
            untrusted(value)  # a number or a string is shared by identity: marking it would mark every equal one
        if self.publish is not None:
            kind = "dataframe" if type(value).__module__.startswith(("pandas", "pyarrow")) else "json"
            self.publish(ResultTaken(run_id=self.run_id, call=found.call, name=name, value_kind=kind, untrusted=marked))
        return value

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
