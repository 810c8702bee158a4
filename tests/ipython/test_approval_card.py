"""What a person approves is what runs: invisible characters marked, complete arguments, one timeout owner.

The card and the contract run for real (an anywidget model and a comm, without a
front end: messages from the browser are delivered to the same handlers the
kernel calls); the terminal prompt runs with its input and output captured.
"""

from __future__ import annotations

import asyncio
import builtins
import json
import logging
import re
import shutil
import subprocess
import time
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import nbagent.ipython
from nbagent import Policy, ToolCall
from nbagent.approval import ApprovalRequest, ApprovalResult, StdinApprover, ask
from nbagent.approval._stdin import ask_stdin
from nbagent.approval._text import grant_sentence
from nbagent.boundary._marks import count_invisible, invisible_parts, is_invisible, mark_invisible
from nbagent.ipython._card import ApprovalCard, ask_in_cell
from nbagent.ipython.approve import WidgetApprover

REVIEW = Policy(review=["send_*"]).decide("send_email", {})
RLO, ZWSP = "\u202e", "\u200b"


def request(args: dict[str, Any], *, timeout: float | None = None, call_id: str = "call_1") -> ApprovalRequest:
    return ApprovalRequest.for_call(ToolCall("send_email", args, id=call_id), REVIEW, timeout_s=timeout)


# -- marking invisible characters -------------------------------------------------------------------


@pytest.mark.parametrize(
    "code",
    [*range(0x202A, 0x202F), *range(0x2066, 0x206A), *range(0x200B, 0x2010), *range(0x2060, 0x2065), 0xFEFF,
     *range(0xE0000, 0xE0080), 0x00AD, 0x061C, 0x0085, 0x009B, 0x2028, 0x2029, 0x3164, 0x115F, 0x034F, 0x0000,
     0x001B, 0xE0100, 0xFE00],
)  # fmt: skip
def test_every_listed_invisible_character_is_marked(code: int) -> None:
    ch = chr(code)
    assert is_invisible(ch, "a")
    assert mark_invisible(f"a{ch}b") == f"a⟦U+{code:04X}⟧b"


def test_visible_text_is_left_alone() -> None:
    text = 'x = "héllo wörld" → 日本語 ❤️ 👍🏽\n\tnext line'
    assert mark_invisible(text) == text
    assert count_invisible(text) == 0


def test_runs_of_variation_selectors_are_marked_but_a_single_emoji_presentation_is_not() -> None:
    assert mark_invisible("❤\ufe0f") == "❤\ufe0f"
    assert mark_invisible("a\ufe0f\ufe0e") == "a\ufe0f⟦U+FE0E⟧"
    assert mark_invisible("\ufe0f") == "⟦U+FE0F⟧"


def test_parts_split_plain_text_from_markers() -> None:
    assert invisible_parts(f"rm {RLO}fdp.exe{ZWSP}") == [
        ("rm ", False), ("U+202E", True), ("fdp.exe", False), ("U+200B", True),
    ]  # fmt: skip


@given(st.text())
def test_marked_text_has_no_invisible_character_left(text: str) -> None:
    marked = mark_invisible(text)
    previous = ""
    for ch in marked:
        assert not is_invisible(ch, previous), (text, marked)
        previous = ch
    if count_invisible(text) == 0:
        assert marked == text


@given(st.text(alphabet=st.characters(categories=["Cf", "Cc", "Zl", "Zp"]), min_size=1))
def test_every_format_and_control_character_but_newline_and_tab_is_marked(text: str) -> None:
    expected = sum(1 for ch in text if ch not in "\n\t")
    assert count_invisible(text) == expected
    assert all(unicodedata.category(ch) != "Cf" for ch in mark_invisible(text))


# -- the terminal prompt ----------------------------------------------------------------------------


class Terminal:
    """Scripted answers in, everything printed out."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.out: list[str] = []

    def read(self, question: str) -> str:
        self.out.append(question)
        return self.answers.pop(0)

    def write(self, text: str) -> None:
        self.out.append(text)

    @property
    def text(self) -> str:
        return "\n".join(self.out)


def test_terminal_prompt_folds_long_arguments_with_a_count_and_s_shows_all() -> None:
    body = "A" * 19_980 + "TAIL-MARKER"
    term = Terminal("s", "y")
    choice = asyncio.run(
        ask_stdin("send_email", {"body": body}, "review: send_*", "", read=term.read, write=term.write)
    )
    first, question, full = term.out[0], term.out[1], term.out[2]
    assert "TAIL-MARKER" not in first and "more chars folded: type s to show all" in first
    folded = int(first.split("… (")[1].split(" more chars")[0])
    shown = first.split("\n", 2)[2].split("\n… (")[0]
    assert len(shown) + folded == len('{\n  "body": ""\n}') + len(body)  # nothing cut silently
    assert "s = show all" in question
    assert "TAIL-MARKER" in full and body in full
    assert (choice.action, choice.decided_by, choice.via) == ("approve", "person", "terminal")


def test_terminal_prompt_marks_invisible_characters() -> None:
    term = Terminal("n")
    args = {"path": f"invoice{RLO}fdp.exe", "note": f"ok{ZWSP}"}
    choice = asyncio.run(ask_stdin("send_email", args, "review: send_*", "", read=term.read, write=term.write))
    assert "⟦U+202E⟧" in term.text and "⟦U+200B⟧" in term.text
    assert RLO not in term.text and ZWSP not in term.text
    assert "2 invisible characters" in term.text
    assert choice.action == "deny"


def test_terminal_prompt_offers_always_only_when_a_grant_is_allowed() -> None:
    term = Terminal("a")
    choice = asyncio.run(ask_stdin("send_email", {}, "r", "", grant_allowed=False, read=term.read, write=term.write))
    assert "a = always" not in term.text and choice.action == "deny"
    term = Terminal("a")
    choice = asyncio.run(ask_stdin("send_email", {}, "r", "", grant_scope="send_email to a@x.test",
                                   read=term.read, write=term.write))  # fmt: skip
    assert "Always allow covers: send_email to a@x.test" in term.text and choice.action == "always"
    assert (
        grant_sentence("t", "Always allow: run `t` when rule r asks.", True)
        == "Always allow: run `t` when rule r asks."
    )
    assert grant_sentence("t", "anything", False) == ""


# -- one owner for the time limit -------------------------------------------------------------------


def test_an_error_that_mentions_not_answering_is_an_error_not_a_timeout() -> None:
    def handler(_request: Any) -> ApprovalResult:
        raise RuntimeError("the approver did not answer within 5 s")  # the text the old code matched

    result = asyncio.run(ask(handler, request({}, timeout=5)))
    assert (result.approved, result.decided_by) == (False, "error")


def test_stdin_timeout_is_decided_by_ask(monkeypatch: pytest.MonkeyPatch) -> None:
    def nobody(_prompt: str = "") -> str:
        time.sleep(1.0)
        raise EOFError

    monkeypatch.setattr(builtins, "input", nobody)
    started = time.monotonic()
    result = asyncio.run(ask(StdinApprover(), request({}, timeout=0.3)))
    assert (result.approved, result.decided_by) == (False, "timeout")
    assert time.monotonic() - started < 2.0


# -- the card and the contract ----------------------------------------------------------------------


def front_end(card: ApprovalCard, content: dict[str, Any]) -> None:
    """Deliver a custom message from the browser to the card, as the kernel's comm handler does."""
    card.widget._handle_custom_msg(content, [])


def plays(*messages: dict[str, Any]) -> Any:
    """A front end that sends ``messages`` to the card, in order."""

    def act(card: ApprovalCard) -> None:
        for content in messages:
            front_end(card, content)

    return act


async def with_card(req: ApprovalRequest, act: Any, **kwargs: Any) -> tuple[Any, ApprovalCard]:
    """Run ask_in_cell for ``req``; ``act(card)`` plays the front end once the card exists."""
    cards: list[ApprovalCard] = []
    original = ApprovalCard.__init__

    def capture(self: ApprovalCard, *a: Any, **k: Any) -> None:
        original(self, *a, **k)
        cards.append(self)

    ApprovalCard.__init__ = capture  # type: ignore[method-assign]
    try:
        task = asyncio.ensure_future(kwargs.pop("runner", None) or ask_in_cell(req, headless="deny", **kwargs))
        while not cards:
            await asyncio.sleep(0.01)
        act(cards[0])
        return await task, cards[0]
    finally:
        ApprovalCard.__init__ = original  # type: ignore[method-assign]


def test_card_carries_the_complete_arguments_and_marks_them() -> None:
    body = f"{RLO}x{ZWSP}" + "B" * 20_000 + "END"

    async def scenario() -> tuple[Any, ApprovalCard]:
        return await with_card(
            request({"body": body}), plays({"event": "rendered"}, {"event": "decide", "action": "deny"})
        )

    choice, card = asyncio.run(scenario())
    w = card.widget
    assert json.loads(w.args) == {"body": body}  # complete, nothing cut
    assert "".join(p if not m else "" for p, m in w.args_parts).endswith('BEND"\n}')
    assert ["U+202E", True] in w.args_parts and ["U+200B", True] in w.args_parts
    assert (w.status, w.decided_by, choice.action, choice.via) == ("denied", "person", "deny", "card")


def test_script_made_click_notice_decides_nothing_and_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> tuple[Any, ApprovalCard]:
        async def runner() -> Any:
            return await ask(WidgetApprover(), request({}, timeout=0.6))

        return await with_card(
            request({}),
            plays({"event": "rendered"}, {"event": "refused-untrusted", "action": "always"}),
            runner=runner(),
        )

    with caplog.at_level(logging.WARNING, logger="nbagent"):
        result, card = asyncio.run(scenario())
    assert (result.approved, result.decided_by) == (False, "timeout")
    assert card.widget.status == "timed-out" and card.widget.decided_by == "timeout"
    assert card.refused == ["always"] and "refused a script-made click on 'always'" in caplog.text


def test_stop_marks_the_card_cancelled_not_timed_out() -> None:
    async def scenario() -> ApprovalCard:
        cards: list[ApprovalCard] = []

        def act(c: ApprovalCard) -> None:
            front_end(c, {"event": "rendered"})
            cards.append(c)

        async def runner() -> Any:
            return await ask(WidgetApprover(), request({}, timeout=30))

        outer = asyncio.ensure_future(with_card(request({}), act, runner=runner()))
        while not cards:
            await asyncio.sleep(0.01)
        outer.cancel()
        with pytest.raises(asyncio.CancelledError):
            await outer
        return cards[0]

    card = asyncio.run(scenario())
    assert card.widget.status == "cancelled"


def test_the_contract_decides_for_the_person_and_records_where() -> None:
    def act(card: ApprovalCard) -> None:
        front_end(card, {"event": "rendered"})
        assert card.channel is not None
        deliver = card.channel._on_msg
        deliver({"content": {"data": {"decide": "approve", "call_id": "other", "via": "panel"}}})  # another call
        deliver({"content": {"data": {"decide": "always", "call_id": "call_1", "via": "notification"}}})

    async def scenario() -> tuple[Any, ApprovalCard]:
        async def runner() -> Any:
            return await ask(WidgetApprover(), req)

        return await with_card(req, act, runner=runner())

    req = request({"to": "a@x.test"})
    result, card = asyncio.run(scenario())
    assert (result.approved, result.scope, result.decided_by, result.via) == (True, "session", "person", "notification")
    assert card.widget.status == "approved" and "from a notification" in card.widget.outcome


def test_always_is_refused_when_no_grant_is_offered() -> None:
    class NoGrant:
        def __init__(self, inner: ApprovalRequest) -> None:
            self.inner = inner
            self.grant_allowed = False
            self.grant_scope = ""

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

    def act(card: ApprovalCard) -> None:
        front_end(card, {"event": "rendered"})
        front_end(card, {"event": "decide", "action": "always"})  # not offered: ignored
        front_end(card, {"event": "decide", "action": "approve"})

    async def scenario() -> tuple[Any, ApprovalCard]:
        return await with_card(NoGrant(request({})), act)  # type: ignore[arg-type]

    choice, card = asyncio.run(scenario())
    assert choice.action == "approve" and card.widget.grant_allowed is False and card.widget.grant_scope == ""


# -- the card's front end: real files beside _card.py ------------------------------------------------

CARD_JS = Path(nbagent.ipython.__file__).with_name("_card.js")
CARD_CSS = Path(nbagent.ipython.__file__).with_name("_card.css")


def test_card_front_end_never_writes_html_and_checks_trust() -> None:
    CARD_ESM = CARD_JS.read_text(encoding="utf-8")

    assert "innerHTML" not in CARD_ESM and "insertAdjacentHTML" not in CARD_ESM and "outerHTML" not in CARD_ESM
    assert "eval(" not in CARD_ESM and "Function(" not in CARD_ESM  # no code from text either
    assert "event.isTrusted" in CARD_ESM


def test_card_front_end_is_an_es_module_node_parses() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    done = subprocess.run(
        [node, "--input-type=module", "--check"], input=CARD_JS.read_bytes(), capture_output=True, timeout=60
    )
    assert done.returncode == 0, done.stderr.decode()
    assert "export default { render };" in CARD_JS.read_text(encoding="utf-8")


def test_the_widget_sends_the_files_as_its_esm_and_css_and_the_constants_from_python() -> None:
    from nbagent.approval._text import FOLD_CHARS, FOLD_LINES
    from nbagent.ipython._card import _card_class
    from nbagent.ipython.display import ICON_PATH

    widget = _card_class()()
    try:
        state = widget.get_state()
    finally:
        widget.close()
    assert state["_esm"] == CARD_JS.read_text(encoding="utf-8")
    assert state["_css"] == CARD_CSS.read_text(encoding="utf-8")
    assert (state["fold_chars"], state["fold_lines"], state["icon_path"]) == (FOLD_CHARS, FOLD_LINES, ICON_PATH)
    # no copy of a constant in the file: Python is the one source
    script = CARD_JS.read_text(encoding="utf-8")
    assert ICON_PATH not in script and str(FOLD_CHARS) not in script
    # everything the front end reads is synced state of the widget
    read = set(re.findall(r'model\.get\("(\w+)"\)', script))
    assert {"fold_chars", "fold_lines", "icon_path", "args_parts", "status"} <= read
    assert read <= set(state), read - set(state)


def test_saved_notebook_card_is_escaped_complete_and_marked() -> None:
    from nbagent.display._fold import CallRecord
    from nbagent.ipython.display import ApprovalView, _card_state, card_html

    args = {"html": "<img src=x onerror=alert(1)>", "tail": "y" * 3000 + f"END{RLO}"}
    call = ToolCall("<b>tool</b>", args, id="c1")
    record = CallRecord("c1", call.name, args, "waiting", None, None, 0.0, "review", "rule <i>", None)
    view = ApprovalView(reason=f"why <script>{ZWSP}", grant="", note="waiting for your decision")
    text = card_html(_card_state(call, record, view))
    assert "<img" not in text and "<b>tool</b>" not in text and "<i>" not in text and "<script>" not in text
    assert "&lt;img src=x onerror=alert(1)&gt;" in text
    assert "full arguments" in text and "END" in text  # folded, not cut
    assert RLO not in text and "U+202E" in text and ZWSP not in text and "U+200B" in text
    assert 'data-status="waiting"' in text and "waiting for your decision" in text


def test_a_page_opened_later_gets_the_request_again_and_cell_ids_come_from_the_request() -> None:
    from nbagent.ipython._comm import current_cell_id, open_channel

    decided: list[tuple[str, str]] = []
    channel = open_channel({"call_id": "c1", "tool": "send_email"}, lambda a, v: decided.append((a, v)))
    assert channel is not None
    sent: list[dict[str, Any]] = []
    channel._comm.send = lambda data: sent.append(data)
    channel._on_msg({"content": {"data": {"resend": True}}})
    channel._on_msg({"content": {"data": {"decide": "approve", "call_id": "c1", "via": "somewhere"}}})
    assert sent == [{"approval": {"call_id": "c1", "tool": "send_email"}}]
    assert decided == [("approve", "lab")]  # an unknown "via" is not taken at its word

    class Kernel:
        def get_parent(self, channel: str) -> dict[str, Any]:
            return {"metadata": {"cellId": "cell-7"}} if channel == "shell" else {}

    assert current_cell_id(Kernel()) == "cell-7" and current_cell_id(None) is None


def test_the_card_settles_in_the_calls_own_card_and_the_comm_keeps_its_words() -> None:
    """The approval draws into one card (widget view while waiting, HTML once decided); the lab
    extension's comm is closed with the contract's own status words ("timed out")."""
    closed: list[dict[str, Any]] = []
    drawn: list[tuple[bool, str, str]] = []

    def act(card: ApprovalCard) -> None:
        assert card.channel is not None
        original = card.channel._comm.close

        def close(data: Any = None) -> None:
            closed.append(data)
            original(data=data)

        card.channel._comm.close = close
        redraw = card.card.redraw

        def spy() -> None:
            view = card.card.view
            drawn.append((view.widget is not None, str(view.status), view.note))
            redraw()

        card.card.redraw = spy  # type: ignore[method-assign]
        front_end(card, {"event": "rendered"})

    async def scenario() -> tuple[Any, ApprovalCard]:
        async def runner() -> Any:
            return await ask(WidgetApprover(), request({}, timeout=0.6))

        return await with_card(request({}), act, runner=runner())

    result, card = asyncio.run(scenario())
    assert result.decided_by == "timeout" and card.widget.status == "timed-out"
    assert [c["status"] for c in closed] == ["timed out"] and closed[0]["decided_by"] == "timeout"
    # the last drawing holds no widget: the saved card is its final status in HTML
    assert drawn[-1][0] is False and drawn[-1][1] == "timed-out"
    assert drawn[-1][2].startswith("denied by the time limit at ") and "no decision within 0.6 s" in drawn[-1][2]
