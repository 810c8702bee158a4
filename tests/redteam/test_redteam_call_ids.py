"""Red team: unique_call_ids is quadratic in the number of calls sharing one id (each duplicate probes
x_2, x_3, ... from 2 again): 8,000 calls with id "a" take ~3.8 s; nothing caps calls per message."""

from __future__ import annotations

import time

from nbagent._calls import unique_call_ids
from nbagent.messages import AssistantMessage, ToolCall


def test_many_duplicate_ids_are_renamed_in_linear_time() -> None:
    message = AssistantMessage(text="", tool_calls=tuple(ToolCall("t", {}, id="a") for _ in range(8000)))
    started = time.perf_counter()
    out = unique_call_ids(message, [])
    assert time.perf_counter() - started < 0.5
    assert len({c.id for c in out.tool_calls}) == 8000
