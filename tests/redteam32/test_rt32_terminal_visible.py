"""Red team 32: outside text reaches a terminal as text (``nbagent.boundary._terminal.visible``).

Each family of terminal control is shown as printable markers, never passed through: CSI (SGR
``ESC[8m`` hides, ``ESC[2J`` clears), OSC (52 writes the clipboard, 8 makes links; BEL or ST ends),
DCS / APC / PM / SOS strings, single-character ESC sequences, the 8-bit C1 forms, bidi controls and
lone surrogates (a ``surrogateescape`` stream writes them as raw bytes). The plain-text forms of the
in-cell transcript (what terminal IPython prints) and the terminal approval prompt use it; their HTML
is unchanged.
"""

from __future__ import annotations

import asyncio
import time
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nbagent import Agent, ToolCall, tool
from nbagent.approval._stdin import ask_stdin
from nbagent.boundary._terminal import RESET, reset_for, visible
from nbagent.ipython.display import Transcript
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider

ESC, BEL, ST = "\x1b", "\x07", "\x1b\\"
BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)}


def dangerous(ch: str) -> bool:
    """A character a terminal may act on (or that reorders what the person reads)."""
    code = ord(ch)
    return (code < 0x20 and ch not in "\n\t") or 0x7F <= code <= 0x9F or ch in BIDI or 0xD800 <= code <= 0xDFFF


def assert_safe(shown: str) -> None:
    assert not [ch for ch in shown if dangerous(ch)], ascii(shown)
    shown.encode("utf-8")  # strict: no lone surrogate left to become a raw byte


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        (ESC + "[8mhidden" + ESC + "[0m", "␛[8mhidden␛[0m"),  # CSI SGR: hidden text
        (ESC + "[38;2;0;0;0;48;2;0;0;0m", "␛[38;2;0;0;0;48;2;0;0;0m"),  # black on black
        (ESC + "[2J" + ESC + "[H", "␛[2J␛[H"),  # clear the screen, cursor home
        (ESC + "[?1049h" + ESC + "[?25l", "␛[?1049h␛[?25l"),  # alternate screen, cursor hidden
        (ESC + "[1A" + ESC + "[2K", "␛[1A␛[2K"),  # up a line and erase it: rewrite what was shown
        (ESC + "]52;c;cm0gLXJmIH4=" + BEL, "␛]52;c;cm0gLXJmIH4=␇"),  # OSC 52 clipboard, BEL end
        (ESC + "]52;c;cm0gLXJmIH4=" + ST, "␛]52;c;cm0gLXJmIH4=␛\\"),  # OSC 52 clipboard, ST end
        (
            ESC + "]8;;https://evil.example/" + ST + "docs" + ESC + "]8;;" + ST,
            "␛]8;;https://evil.example/␛\\docs␛]8;;␛\\",
        ),
        (ESC + "]0;title" + BEL, "␛]0;title␇"),  # window title
        (ESC + "P+q544e" + ST, "␛P+q544e␛\\"),  # DCS (a request the terminal answers on stdin)
        (ESC + "_apc" + ST + ESC + "^pm" + ST + ESC + "Xsos" + ST, "␛_apc␛\\␛^pm␛\\␛Xsos␛\\"),
        (ESC + "c" + ESC + "7" + ESC + "M" + ESC + "(0", "␛c␛7␛M␛(0"),  # single-character ESC sequences
        ("\x9b8m\x9d52;c;eA==\x9c\x90q\x9c", "⟦U+009B⟧8m⟦U+009D⟧52;c;eA==⟦U+009C⟧⟦U+0090⟧q⟦U+009C⟧"),  # 8-bit C1
        ("\x9e\x9f\x98\x85", "⟦U+009E⟧⟦U+009F⟧⟦U+0098⟧⟦U+0085⟧"),  # PM, APC, SOS, NEL
        ("rm \u202efdp.exe\u2066x\u2069", "rm ⟦U+202E⟧fdp.exe⟦U+2066⟧x⟦U+2069⟧"),  # bidi override, isolate
        ("a\u200fb\u061c", "a⟦U+200F⟧b⟦U+061C⟧"),  # RLM, ALM
        ("safe\rEVIL", "safe␍EVIL"),  # a lone CR overwrites the line
        ("ok\x08\x08XX\x7f", "ok␈␈XX␡"),  # backspace, DEL
        ("\x00\x05\x0e\x0f\x1a", "␀␅␎␏␚"),  # NUL, ENQ (answerback), shift out/in, SUB
        ("bytes \udc9b8m", "bytes ⟦U+DC9B⟧8m"),  # surrogateescape would write the raw byte 0x9b
        ("line 1\r\nline 2\n\tindented", "line 1\nline 2\n\tindented"),  # CRLF is a plain line break
    ],
)
def test_each_family_of_terminal_control_is_shown_not_sent(raw: str, shown: str) -> None:
    assert visible(raw) == shown
    assert_safe(visible(raw))


def test_printable_text_passes_unchanged() -> None:
    text = 'x = "héllo wörld" → 日本語 ❤️ 👍🏽 👨\u200d👩\u200d👧 עברית عربي\n\tnext ␛ line [8m ⟦U+202E⟧'
    assert visible(text) == text


@given(st.binary(max_size=400))
def test_random_bytes_never_reach_the_terminal_as_controls(data: bytes) -> None:
    for text in (data.decode("latin-1"), data.decode("utf-8", "surrogateescape"), data.decode("utf-8", "replace")):
        shown = visible(text)
        assert_safe(shown)
        assert visible(shown) == shown  # already safe text stays as it is


@given(st.text(alphabet=st.characters(exclude_categories=()), max_size=200))
def test_random_text_never_reaches_the_terminal_as_controls(text: str) -> None:
    assert_safe(visible(text))


@given(st.text(alphabet=st.characters(exclude_categories=("Cc", "Cs"), exclude_characters="".join(BIDI))))
def test_random_text_without_controls_passes_unchanged(text: str) -> None:
    assert visible(text) == text


def test_every_control_character_is_a_printable_marker() -> None:
    for code in [*range(0x20), 0x7F, *range(0x80, 0xA0)]:
        shown = visible(chr(code))
        if chr(code) in "\n\t":
            assert shown == chr(code)
        else:
            assert shown and all(unicodedata.category(ch)[0] in "LNPS" for ch in shown), (code, shown)


def test_hostile_input_takes_linear_time() -> None:
    bomb = (ESC + "[" + "9;" * 50 + ESC + "]52;c;" + "\x9b" * 10) * 20_000  # ~1.4 MB of openers, no ends
    started = time.monotonic()
    shown = visible(bomb)
    assert time.monotonic() - started < 2.0
    assert_safe(shown)


def test_the_reset_restores_attributes_and_never_clears_the_screen() -> None:
    assert RESET.startswith("\x1b(B\x0f") and RESET.endswith("\x1b[0m\x1b[?25h")
    assert "\x1bc" not in RESET and "[2J" not in RESET and "[3J" not in RESET

    class Pipe:
        def isatty(self) -> bool:
            return False

    class Tty:
        def isatty(self) -> bool:
            return True

    assert reset_for(Tty()) == RESET and reset_for(Pipe()) == "" and reset_for(object()) == ""


# -- where nbagent writes to a terminal ------------------------------------------------------------


class Shown:
    """Collects what IPython's display would show (with display handles)."""

    def __init__(self) -> None:
        self.outputs: list[dict[str, str]] = []

    def __call__(self, obj: object, display_id: bool | None = None, raw: bool = False) -> object:
        index = len(self.outputs)
        self.outputs.append(obj._repr_mimebundle_())  # type: ignore[attr-defined]
        outer = self

        class Handle:
            def update(self, new: object, raw: bool = False) -> None:
                outer.outputs[index] = new._repr_mimebundle_()  # type: ignore[attr-defined]

        return Handle() if display_id else None


PAGE = "fake prompt: y = yes, N = no: " + ESC + "[8m" + ESC + "]52;c;cm0=" + BEL + "\x9b2J"


def test_the_transcripts_plain_text_shows_escapes_and_its_html_is_unchanged() -> None:
    @tool(read_only=True)
    def fetch_page(url: str) -> str:
        """Fetch a page."""
        return PAGE

    @tool
    def broken(path: str) -> str:
        """Fail, quoting its input."""
        raise ValueError("cannot open " + path)

    shown = Shown()
    steps = [
        ToolCall("fetch_page", {"url": "https://x.example/"}, "c1"),
        ToolCall("broken", {"path": "p" + ESC + "[2J"}, "c2"),
        "answer " + ESC + "[8m" + "\u202e",
    ]
    Agent(
        ScriptedProvider(steps),
        tools=[fetch_page, broken],
        policy=Policy(allow=["*"]),
        on_event=Transcript(shown, live=False),
    ).run("go")
    plain = "\n".join(o["text/plain"] for o in shown.outputs)
    assert_safe(plain)
    assert "␛[8m␛]52;c;cm0=␇⟦U+009B⟧2J" in plain and "answer ␛[8m⟦U+202E⟧" in plain
    assert "cannot open p␛[2J" in plain  # an error quoting the arguments
    # the notebook's HTML is as before: escaped text, where control characters are inert
    html = "\n".join(o["text/html"] for o in shown.outputs)
    assert PAGE in html
    assert "answer " + ESC + "[8m" in html


def test_the_terminal_prompt_resets_attributes_and_writes_only_visible_text() -> None:
    written: list[str] = []
    asked: list[str] = []

    def read(question: str) -> str:
        asked.append(question)
        return "n"

    choice = asyncio.run(
        ask_stdin(
            "delete" + ESC + "[8m",
            {"path": PAGE},
            "review: delete*" + ESC + "]52;c;eA==" + BEL,
            "because" + ESC + "[2J",
            grant_scope="every call" + ESC + "[8m",
            read=read,
            write=written.append,
            reset=RESET,
        )
    )
    assert choice.action == "deny" and choice.decided_by == "person"
    assert written[0].startswith(RESET + "\n") and asked[0].startswith(RESET)
    for text in (written[0].removeprefix(RESET), asked[0].removeprefix(RESET)):
        assert_safe(text)
    # without a terminal (a given write function, or standard output a file) no escape sequence at all
    written.clear()
    asked.clear()
    asyncio.run(ask_stdin("delete", {"path": PAGE}, "r", "", read=read, write=written.append))
    assert_safe(written[0] + asked[0])


def test_a_failed_cells_message_quoting_a_servers_text_shows_its_escapes() -> None:
    from nbagent.ipython._cell import cell_failure

    body = 'HTTP 500: {"error": "' + ESC + "]52;c;cm0=" + BEL + ESC + '[8m"}'
    failed = cell_failure(RuntimeError(body), folded=False)
    assert_safe(str(failed))
    assert "RuntimeError: HTTP 500" in str(failed) and "␛]52;c;cm0=␇␛[8m" in str(failed)
