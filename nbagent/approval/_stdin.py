"""Terminal IPython has no widgets: ask ``y/N/a`` on standard input."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from ._widget import Choice

__all__ = ["ask_stdin"]


async def ask_stdin(tool: str, args: dict[str, Any], rule: str, reason: str, *, timeout_s: float | None) -> Choice:
    """Ask on the terminal; anything but y / a is a deny. A timeout denies."""
    text = json.dumps(args, ensure_ascii=False, default=str)
    if len(text) > 300:
        text = text[:300] + "…"
    question = (
        f"\nnbagent: run {tool}({text})?  [rule: {rule}{'; ' + reason if reason else ''}]\n"
        "  y = yes, a = always this session, N = no: "
    )
    started = time.monotonic()
    try:
        answer = await asyncio.wait_for(asyncio.to_thread(input, question), timeout_s)
    except TimeoutError:
        return Choice("timeout", f"nobody answered within {timeout_s:g} s", "timeout", time.monotonic() - started)
    except EOFError:
        return Choice("headless-deny", "no terminal to ask on", "headless", time.monotonic() - started)
    answer = answer.strip().lower()
    wait = time.monotonic() - started
    if answer in ("y", "yes"):
        return Choice("approve", "", "person", wait)
    if answer in ("a", "always"):
        return Choice("always", "", "person", wait)
    return Choice("deny", "denied at the terminal", "person", wait)
