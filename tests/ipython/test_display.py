"""The in-cell transcript: throttled streaming, tool cards, escaping, footer."""

from __future__ import annotations

import re
import time

from nbagent import Agent, ToolCall, tool
from nbagent.ipython.display import Transcript
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

ALLOW = Policy(allow=["*"])  # these tests are about the loop, not the policy


class FakeDisplay:
    """Collects what would be displayed, like IPython's display with display handles."""

    def __init__(self) -> None:
        self.outputs: list[dict] = []

    def __call__(self, obj, display_id=None, raw=False):
        index = len(self.outputs)
        self.outputs.append(obj._repr_mimebundle_())
        if display_id:
            outer = self

            class Handle:
                def update(self, new_obj, raw=False):
                    outer.outputs[index] = new_obj._repr_mimebundle_()

            return Handle()
        return None


def test_streaming_redraws_are_throttled_and_final_text_is_complete() -> None:
    words = [f"w{i} " for i in range(2000)]
    shown = FakeDisplay()
    transcript = Transcript(shown, min_interval=0.1)
    agent = Agent(ScriptedProvider(["".join(words)]), on_event=transcript)
    started = time.monotonic()
    agent.run("stream please")
    elapsed = time.monotonic() - started
    assert transcript.redraws <= elapsed * 10 + 3
    answers = [o for o in shown.outputs if "nbagent-answer" in o.get("text/html", "")]
    assert answers[0]["text/plain"] == "".join(words)
    assert "w1999" in answers[0]["text/html"]
    assert not any("text/markdown" in o for o in shown.outputs)  # JupyterLab runs raw HTML inside Markdown


def test_tool_card_shows_decision_result_duration_and_escapes_html() -> None:
    @tool
    def fetch(url: str) -> str:
        return "<script>alert('x')</script>" + "y" * 1000

    shown = FakeDisplay()
    Agent(
        ScriptedProvider([ToolCall("fetch", {"url": "<img src=x onerror=alert(1)>"}), "done"]),
        policy=ALLOW,
        tools=[fetch],
        on_event=Transcript(shown),
    ).run("go")
    cards = [o["text/html"] for o in shown.outputs if "nbagent-card" in o.get("text/html", "")]
    assert len(cards) == 1
    card = cards[0]
    assert "<script>" not in card and "&lt;script&gt;" in card
    assert "<img src=x" not in card
    assert "fetch" in card and "done" in card and " ms" in card
    assert "result (1027 chars)" in card  # long results are folded
    footer = shown.outputs[-1]["text/plain"]
    assert footer.startswith("✓") and "2 model call(s)" in footer and "$0.0000" in footer


def test_long_argument_values_are_folded_but_kept() -> None:
    @tool
    def write(text: str) -> str:
        return "ok"

    shown = FakeDisplay()
    Agent(
        ScriptedProvider([ToolCall("write", {"text": "z" * 5000}), "ok"]),
        policy=ALLOW,
        tools=[write],
        on_event=Transcript(shown),
    ).run("x")
    card = next(o["text/html"] for o in shown.outputs if "nbagent-card" in o.get("text/html", ""))
    assert "(5000 chars)" in card and "full arguments" in card


def test_terminal_mode_shows_each_card_once() -> None:
    shown = FakeDisplay()
    Agent(
        ScriptedProvider([ToolCall("noop"), "fine"]),
        policy=ALLOW,
        tools=[tool(lambda: 1, name="noop")],
        on_event=Transcript(shown, live=False),
    ).run("x")
    plain = [o["text/plain"] for o in shown.outputs]
    assert sum(p.startswith("[tool] noop") for p in plain) == 1
    assert "fine" in plain


def test_citations_in_tool_results_become_safe_links() -> None:
    @tool
    def search_docs(query: str) -> str:
        return (
            "[1] guide.md:lines 3-9\nInstall it.\n\nSources:\n[guide.md:lines 3-9](docs/guide.md)\n"
            "[evil](javascript:alert(1))\n[abs](/etc/passwd)\n[web](http://x.example/a)\n"
            "[up](../../.ssh/id_rsa)\n[up2](docs/%2e%2e/%2e%2e/x)"
        )

    shown = FakeDisplay()
    Agent(
        ScriptedProvider([ToolCall("search_docs", {"query": "install"}), "see [1]"]),
        policy=ALLOW,
        tools=[search_docs],
        on_event=Transcript(shown),
    ).run("how to install?")
    card = next(o["text/html"] for o in shown.outputs if "nbagent-card" in o.get("text/html", ""))
    assert '<a href="docs/guide.md" target="_blank" rel="noopener noreferrer">guide.md:lines 3-9</a>' in card
    assert "javascript:" not in card.split("sources:")[1] and 'href="/etc/passwd"' not in card
    assert 'href="http://x.example/a"' not in card
    assert "id_rsa" not in card.split("sources:")[1] and "%2e%2e" not in card.split("sources:")[1]


def test_a_call_approved_by_a_handler_keeps_one_card_whose_status_says_who_and_when() -> None:
    """Issue 20: one card per call; its status moves in place and says who approved it and when."""
    from nbagent.approval import ApprovalResult

    @tool
    def send(to: str) -> str:
        return "sent to " + to

    shown = FakeDisplay()
    Agent(
        ScriptedProvider([ToolCall("send", {"to": "a@example.com"}), "done"]),
        policy=Policy(review=["send"]),
        approve=lambda request: ApprovalResult(True),  # a handler of the user's: "the approval handler"
        tools=[send],
        on_event=Transcript(shown),
    ).run("send it")
    cards = [o for o in shown.outputs if "nbagent-card" in o.get("text/html", "")]
    assert len(cards) == 1  # one card for the call, updated in place
    html = cards[0]["text/html"]
    assert 'data-status="ok"' in html and "sent to a@example.com" in html
    assert "<svg" in html and "&#128295;" not in html and "\U0001f527" not in html
    assert re.search(r"approved by the approval handler at \d\d:\d\d:\d\d \(after \d+\.\d s\)", html), html
