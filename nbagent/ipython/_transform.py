"""Turn a ``%%agent`` cell (or a cell that is one ``%agent`` line) into a top-level ``await``.

IPython then runs the cell on the kernel's event loop: the cell stays busy
(so Run All keeps its order) while ipykernel keeps dispatching widget
messages, which is what lets the approval buttons work inside the running
cell. Help requests (``%%agent?``) are left alone.
"""

from __future__ import annotations

import re
import textwrap

__all__ = ["agent_cell_transformer"]

_CELL = re.compile(r"^%%agent(?=\s|$)")
_LINE = re.compile(r"^%agent(?=\s|$)")
_CALL = "await __import__('nbagent.ipython._cell', fromlist=['run_agent_cell']).run_agent_cell({line!r}, {cell!r})\n"


def agent_cell_transformer(lines: list[str]) -> list[str]:
    """IPython cleanup transformer: rewrite agent cells, pass everything else through.

    It runs before IPython's own cleanup (see :func:`nbagent.ipython.load_ipython_extension`), so it
    skips the empty lines above a cell's first line and takes off a common indentation as IPython
    would, and the prompt reaches the agent as written: IPython's prompt strippers would take ``>>> ``
    off each of its lines and dedent it.
    """
    if not lines:
        return lines
    start = 0
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start == len(lines):
        return lines
    if lines[start][:1].isspace() and lines[start].lstrip().startswith("%"):
        # an indented magic line: IPython's leading_indent would take the common indentation off first
        return agent_cell_transformer(textwrap.dedent("".join(lines[start:])).splitlines(keepends=True))
    first = lines[start].rstrip("\n")
    if first.rstrip().endswith("?"):
        return lines
    if _CELL.match(first):
        return [_CALL.format(line=first[len("%%agent") :].strip(), cell="".join(lines[start + 1 :]))]
    code = [ln for ln in lines if ln.strip()]
    if len(code) == 1 and _LINE.match(code[0]):
        return [_CALL.format(line=code[0].rstrip("\n")[len("%agent") :].strip(), cell=None)]
    return lines
