"""A failed run's full traceback, folded under the cell's short error message.

The visible error is one line naming the provider, the endpoint and the fix
(:class:`~nbagent.exceptions.CellFailed`); the frames stay one click away for
whoever wants them, escaped (exception text can quote model or server output).
"""

from __future__ import annotations

import html
import traceback

__all__ = ["show_folded_traceback"]


class _Folded:
    def __init__(self, exc: BaseException) -> None:
        self.text = "".join(traceback.format_exception(exc))
        self.summary = "traceback (open it to see where the run failed)"

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        style = "opacity:.75;font-size:.9em;font-family:var(--jp-ui-font-family,sans-serif)"
        pre = "white-space:pre-wrap;font-family:var(--jp-code-font-family,monospace);font-size:.95em"
        return {
            "text/html": (
                f'<details class="nbagent-traceback" style="{style}"><summary>{html.escape(self.summary)}</summary>'
                f'<pre style="{pre}">{html.escape(self.text)}</pre></details>'
            ),
            "text/plain": "traceback folded (open it in JupyterLab)",
        }


def show_folded_traceback(exc: BaseException) -> None:
    """Display the traceback of ``exc`` as a closed ``<details>`` section in the running cell."""
    from IPython.display import display

    display(_Folded(exc))  # type: ignore[no-untyped-call]
