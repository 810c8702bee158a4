"""Hostile model and tool text in a real JupyterLab: nothing runs, nothing is fetched, nothing is approved.

The model answers with text full of HTML and Markdown payloads (the same ones a web page,
a CSV cell or a RAG chunk could carry) and asks for a ``run_python`` call that needs review;
nobody clicks. Every payload that would act reports to a loopback HTTP listener, sets
``window.__pwned``, changes the title, logs ``PWNED`` or opens a dialog: none of that may
happen, live or after the notebook is saved and reopened.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from lab import Lab
from playwright.sync_api import ConsoleMessage, Dialog

NAME = "untrusted.ipynb"


class _Beacon(BaseHTTPRequestHandler):
    """Records the path of every request and answers with a 1x1 GIF."""

    def do_GET(self) -> None:
        assert isinstance(self.server, _Listener)
        self.server.paths.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/gif")
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        self.wfile.write(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")

    do_POST = do_GET

    def log_message(self, format: str, *args: object) -> None:
        pass


class _Listener(ThreadingHTTPServer):
    """Counts every request that reaches it (an exfiltrating image, a script's fetch, a CSS url)."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        super().__init__(("127.0.0.1", 0), _Beacon)


@pytest.fixture
def listener() -> Iterator[_Listener]:
    server = _Listener()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def payloads(base: str) -> str:
    """Every kind of markup that could act, each reporting to ``base`` if it ever does."""
    beacon = f"new Image().src='{base}/ran-'+"
    return "\n\n".join(
        [
            f"<script>window.__pwned='script';console.log('PWNED script');{beacon}'script'</script>",
            f"<img src=x onerror=\"window.__pwned='img';document.title='PWNED';alert('PWNED');{beacon}'img'\">",
            f"<svg onload=\"window.__pwned='svg';{beacon}'svg'\"><circle r=4 /></svg>",
            f"<iframe srcdoc=\"<script>parent.__pwned='iframe';{beacon}'iframe'</script>\"></iframe>",
            f"![x]({base}/md-img)",
            f"<img src={base}/raw-img>",
            f'<div style="background:url({base}/css);width:40px;height:40px">css</div>',
            "[click me](javascript:window.__pwned='js-link')",
            "[data link](data:text/html,<script>alert('PWNED')</script>)",
            "[escape](../../../etc/passwd) [fine](notes.md)",
            # JupyterLab typesets math in HTML outputs: its MathJax must not fetch or link either
            f"$\\style{{background:url({base}/mathjax-style)}}{{x}}$ and "
            f"$\\href{{javascript:window.__pwned='mathjax'}}{{m}}$ $$\\require{{{base}/mathjax-require.js}}$$",
        ]
    )


SETUP = '''
%load_ext nbagent
import nbagent
from nbagent import ToolCall
from nbagent.messages import AssistantMessage
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

MARKER = {marker!r}
HOSTILE = {hostile!r}

def fetch_page(url: str) -> str:
    """Fetch a web page."""
    return "Page text:\\n" + HOSTILE

def run_python(code: str) -> str:
    """Run Python code."""
    open(MARKER, "w").write("ran")
    return "done"

nbagent.configure(
    model=ScriptedProvider([
        ToolCall("fetch_page", {{"url": "http://example.com"}}),
        AssistantMessage(
            text="Safe summary for you.\\n\\n" + HOSTILE,
            tool_calls=(ToolCall("run_python", {{"code": "import os; os.system('id')"}}),),
        ),
        "unreachable",
    ]),
    policy=Policy(allow=["fetch_page"], review=["run_python"]),
)
'''

AGENT_CELL = "%%agent --tools fetch_page,run_python\nSummarise the page."

# Elements the page built from the outputs that could act or fetch. JupyterLab's MathJax typesets
# ``$...$`` in HTML outputs into its own elements (styled, classed): those are its safe mode's job,
# checked by what they do (no request, no script, no url() in any style), not by their shape.
NOTHING_RAN = """() => {
  const outputs = '.jp-OutputArea-output';
  const ICON = '.nbagent-card b > svg.nbagent-icon';
  const active = ['script', 'img', 'iframe', 'svg', 'object', 'embed', 'video', 'audio', 'form', 'style', 'link']
    .map((tag) => `${outputs} ${tag}:not(mjx-container *)${tag === 'svg' ? `:not(${ICON})` : ''}`)
    .join(', ');
  // nbagent's own tool icon is the one svg allowed, and only as drawn: one <path>, no link, no handler
  const ICON_ATTRS = ['class', 'aria-hidden', 'width', 'height', 'viewBox', 'style', 'fill', 'stroke',
    'stroke-width', 'stroke-linecap', 'stroke-linejoin'];
  const badIcons = Array.from(document.querySelectorAll(`${outputs} ${ICON}`))
    .filter((n) => n.querySelectorAll('*').length !== 1 || n.firstElementChild.tagName !== 'path'
      || n.firstElementChild.getAttributeNames().join() !== 'd'
      || n.getAttributeNames().some((a) => !ICON_ATTRS.includes(a)))
    .map((n) => n.outerHTML.slice(0, 120));
  const styled = '.nbagent-answer [style]:not(mjx-container, mjx-container *), '
    + '.nbagent-answer [class]:not(mjx-container, mjx-container *)';
  return {
    pwned: window.__pwned ?? null,
    title: document.title,
    inOutputs: Array.from(document.querySelectorAll(`${active}, ${styled}`), (n) => n.outerHTML.slice(0, 120))
      .concat(badIcons),
    cssUrls: Array.from(document.querySelectorAll(`${outputs} [style*="url("]`), (n) => n.outerHTML.slice(0, 120)),
    hrefs: Array.from(document.querySelectorAll(`${outputs} a[href]`), (a) => a.getAttribute('href')),
  };
}"""


def _assert_nothing_acted(lab: Lab, listener: _Listener, seen: list[str], title: str) -> None:
    """One assertion listing everything that acted, so a failure shows the whole damage."""
    state = lab.page.evaluate(NOTHING_RAN)
    problems = [f"window.__pwned = {state['pwned']!r}"] if state["pwned"] is not None else []
    if "PWNED" in state["title"] or state["title"] != title:
        problems.append(f"title changed to {state['title']!r}")
    problems += [f"active element in an output: {html}" for html in state["inOutputs"]]
    problems += [f"CSS url() in an output: {html}" for html in state["cssUrls"]]
    problems += [
        f"unsafe link: {href}"
        for href in state["hrefs"]
        if not (href.startswith(("http://", "https://")) or href == "notes.md") or "passwd" in href
    ]
    problems += seen
    problems += [f"request reached the listener: {path}" for path in listener.paths]
    assert problems == [], "\n".join(problems)


def test_hostile_text_stays_inert_while_a_review_waits_and_after_reopening(lab: Lab, listener: _Listener) -> None:
    base = f"http://127.0.0.1:{listener.server_address[1]}"
    marker = lab.server.root / "run_python_ran.txt"
    lab.write_notebook(NAME, [SETUP.format(marker=str(marker), hostile=payloads(base)), AGENT_CELL])
    seen: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if "PWNED" in message.text:
            seen.append(f"console: {message.text}")

    def on_dialog(dialog: Dialog) -> None:
        seen.append(f"dialog: {dialog.message}")
        dialog.dismiss()

    lab.page.on("console", on_console)
    lab.page.on("dialog", on_dialog)
    lab.open(NAME)
    title = lab.page.title()
    lab.run_all()
    lab.button_in_cell(1, "Approve").wait_for(timeout=30_000)  # the review card waits; nobody clicks
    lab.wait_output_contains(1, "Safe summary for you.")
    lab.page.wait_for_timeout(1500)  # time for any image, stylesheet or script to load and run
    assert lab.is_cell_running(1)
    _assert_nothing_acted(lab, listener, seen, title)
    answer = lab.cell(1).locator(".nbagent-answer").inner_text()
    assert "<script>window.__pwned='script'" in answer  # raw HTML is shown as text
    assert f"image: x ({base}/md-img)" in answer  # the image is a link nobody clicked
    lab.cell(1).locator(".nbagent-answer").scroll_into_view_if_needed()
    lab.screenshot("untrusted_output_waiting")

    lab.interrupt()  # nobody approves: stop the cell
    lab.wait_cell_done(1, timeout=15)
    assert not marker.exists(), "the waiting tool ran without a click"
    lab.save()

    lab.open(NAME)  # a fresh page load renders the saved outputs
    lab.wait_output_contains(1, "Safe summary for you.")
    lab.page.wait_for_timeout(1500)
    _assert_nothing_acted(lab, listener, seen, lab.page.title())
    assert "<script>window.__pwned='script'" in lab.cell(1).locator(".nbagent-answer").inner_text()
    assert not marker.exists()
    saved = [o.get("data", {}) for o in lab.read_notebook().cells[1].outputs]
    assert not any("text/markdown" in data for data in saved)  # other frontends render raw HTML in Markdown
