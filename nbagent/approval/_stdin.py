"""Terminal IPython has no widgets: ask ``y / a / s / N`` on standard input.

The prompt prints the complete arguments with invisible characters marked
(``⟦U+202E⟧``). Long arguments are folded after the first lines with a count of
what is folded; ``s`` prints them in full and asks again. Nothing is cut
silently. The time limit is owned by :func:`nbagent.approval.ask`.

Everything written goes through :func:`nbagent.boundary._terminal.visible` (no
escape sequence reaches the terminal from a tool name, a rule or an argument),
and on a terminal the prompt starts with :data:`~nbagent.boundary._terminal.RESET`:
text printed earlier in the run (a page a tool fetched, the model's answer) may
have left the terminal hiding what follows (``ESC[8m``), and a person must see
the question they answer.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable, Mapping

from ..boundary._marks import count_invisible, mark_invisible
from ..boundary._terminal import reset_for, visible
from ._text import FOLD_CHARS, FOLD_LINES, Choice, args_text, grant_sentence

__all__ = ["ask_stdin", "describe"]


def _fold_at(text: str) -> int:
    """Where the folded view of ``text`` ends: FOLD_CHARS characters or FOLD_LINES lines."""
    cut = min(len(text), FOLD_CHARS)
    newlines = 0
    for i, ch in enumerate(text[:cut]):
        if ch == "\n":
            newlines += 1
            if newlines >= FOLD_LINES:
                return i
    return cut


def describe(
    tool: str, args: Mapping[str, object], rule: str, reason: str, *, full: bool = False, warning: str = ""
) -> str:
    """The request as printed on the terminal; folded unless ``full``, invisible characters marked.
    ``warning`` (what the injection screen found earlier in the session) comes first, on its own line."""
    text = args_text(args)
    cut = len(text) if full else _fold_at(text)
    lines = [f"⚠ {mark_invisible(warning)}"] if warning else []
    lines += [
        f"nbagent: {mark_invisible(tool)} needs your approval"
        f"  [rule: {mark_invisible(rule)}{'; ' + mark_invisible(reason) if reason else ''}]",
        mark_invisible(text[:cut]),
    ]
    if cut < len(text):
        lines.append(f"… ({len(text) - cut} more chars folded: type s to show all)")
    hidden = count_invisible(text)
    if hidden:
        lines.append(f"⚠ {hidden} invisible character{'s' if hidden != 1 else ''} in the arguments, shown as ⟦U+XXXX⟧")
    return "\n".join(lines)


async def ask_stdin(
    tool: str,
    args: Mapping[str, object],
    rule: str,
    reason: str,
    *,
    grant_allowed: bool = True,
    grant_scope: str = "",
    warning: str = "",
    read: Callable[[str], str] | None = None,
    write: Callable[[str], object] | None = None,
    reset: str | None = None,
) -> Choice:
    """Ask on the terminal (``read`` / ``write``: input and print); ``s`` shows everything, anything else denies.

    ``reset``: written before the request and before the question (default: :data:`RESET
    <nbagent.boundary._terminal.RESET>` when printing to a terminal, nothing when ``write`` is given or
    standard output is a file).
    """
    if reset is None:
        reset = reset_for(sys.stdout) if write is None else ""
    read = read or input
    write = write or print
    started = time.monotonic()
    write(reset + "\n" + visible(describe(tool, args, rule, reason, warning=warning)))
    choices = "y = yes, " + ("a = always (" + grant_sentence(tool, grant_scope, True) + "), " if grant_allowed else "")
    folded = _fold_at(args_text(args)) < len(args_text(args))
    question = reset + visible(f"  {choices}{'s = show all, ' if folded else ''}N = no: ")
    while True:
        try:
            answer = (await asyncio.to_thread(read, question)).strip().lower()
        except EOFError:
            return Choice("headless-deny", "no terminal to ask on", "headless", time.monotonic() - started)
        wait = time.monotonic() - started
        if answer in ("s", "show"):
            write(reset + visible(describe(tool, args, rule, reason, full=True, warning=warning)))
            continue
        if answer in ("y", "yes"):
            return Choice("approve", "", "person", wait, "terminal")
        if answer in ("a", "always") and grant_allowed:
            return Choice("always", "", "person", wait, "terminal")
        return Choice("deny", "denied at the terminal", "person", wait, "terminal")
