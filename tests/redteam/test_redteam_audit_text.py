"""Red team: the audit log's e-mail mask (nbagent/store/_privacy.py `_EMAIL`) is Python `re`, quadratic
on a long run of word characters with no "@", and runs on the whole reason or error before it is cut
to 1,000 characters. A tool error that quotes a web page, a server's error body, or a tool-selection
model's reasoning stalls the run on the event loop (50 KB: ~3 s; 100 KB: ~13 s; 200 KB: ~57 s)."""

from __future__ import annotations

import time
from pathlib import Path

from nbagent import Agent, ToolCall, tool
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import Store
from nbagent.store._privacy import audit_text

PAGE = "a" * 50_000  # e.g. a base64 blob or a minified page without an "@"


def test_audit_text_is_linear_on_a_long_word() -> None:
    started = time.perf_counter()
    audit_text(PAGE)
    assert time.perf_counter() - started < 0.5


def test_a_tool_error_quoting_a_long_page_does_not_stall_the_run(tmp_path: Path) -> None:
    @tool
    def fetch(url: str) -> str:
        """Fetch a page."""
        raise RuntimeError(f"the server answered 500: {PAGE}")

    with Store(tmp_path / "nbagent.duckdb", flush_interval=0.02) as store:
        agent = Agent(ScriptedProvider([ToolCall("fetch", {"url": "https://x.test"}), "done"]), tools=[fetch],
                      policy=Policy(allow=["*"]), store=store)  # fmt: skip
        started = time.perf_counter()
        agent.run("fetch it")
        seconds = time.perf_counter() - started
    assert seconds < 1.0, f"the run took {seconds:.1f} s"
