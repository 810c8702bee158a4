"""Cell cassettes in a real InteractiveShell: what keys a recording (the prompt as sent, not the spotlight's
random delimiters), auto mode, streaming, grants, redaction, damaged files and clear mismatches."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent import ToolCall, tool
from nbagent.config._configure import defaults
from nbagent.exceptions import CellFailed
from nbagent.policy import Policy
from nbagent.providers import FunctionProvider

SECRET = "sk-proj-" + "Q1w2E3r4T5y6U7i8O9p0" * 2


class Model:
    """A model that reads a page, then answers with what it read; counts its calls."""

    def __init__(self) -> None:
        self.calls = 0
        self.seen: list[str] = []

    def __call__(self, messages: Any, tools: Any) -> Any:
        self.calls += 1
        last = messages[-1]
        self.seen.append(getattr(last, "content", getattr(last, "text", "")))
        if type(last).__name__ == "ToolResult":
            return f"The page says: {last.content[-40:]}"
        return ToolCall("fetch_page", {"url": "https://example.com"})


@tool(untrusted_output=True, read_only=True)
def fetch_page(url: str) -> str:
    """Fetch a web page."""
    return f"Quarterly numbers are up. token={SECRET}"


@pytest.fixture
def shell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "home"))
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir, cfg.tools)
    nbagent.configure(policy=Policy(allow=["*"]), store=False, tools=[fetch_page])
    sh.user_ns["fetch_page"] = fetch_page
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir, cfg.tools = saved
    sh.user_ns.pop("_agent", None)


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("cell-*.json"))


def test_auto_records_once_then_replays_despite_new_spotlight_delimiters(shell: Any, tmp_path: Path) -> None:
    model = Model()
    nbagent.configure(model=FunctionProvider(model, model="cassette-model"), cassettes="auto")
    shell.user_ns["topic"] = "sales"
    first = shell.run_cell("%%agent --new --no-stream\nSummarise the {topic} page")
    assert first.error_in_exec is None
    text = shell.user_ns["_agent"].text
    assert model.calls == 2
    files = _files(tmp_path / ".nbagent" / "cassettes")
    assert len(files) == 1
    data = json.loads(files[0].read_text())
    assert data["key"]["prompt"] == "Summarise the sales page"  # as sent, after {topic}
    assert len(data["exchanges"]) == 2
    # the untrusted page reached the model wrapped in this run's random delimiters; the replay draws others
    second = shell.run_cell("%%agent --new --no-stream\nSummarise the {topic} page")
    assert second.error_in_exec is None
    assert model.calls == 2  # served by the recording
    assert shell.user_ns["_agent"].text == text
    assert len(_files(tmp_path / ".nbagent" / "cassettes")) == 1


def test_streamed_cells_replay_their_text(shell: Any, tmp_path: Path) -> None:
    model = Model()
    nbagent.configure(model=FunctionProvider(model, model="cassette-model"), cassettes="record")
    assert shell.run_cell("%%agent --new\nSummarise the page").error_in_exec is None
    recorded = shell.user_ns["_agent"].text
    nbagent.configure(cassettes="replay")
    assert shell.run_cell("%%agent --new\nSummarise the page").error_in_exec is None
    assert shell.user_ns["_agent"].text == recorded and model.calls == 2


def test_cassettes_hold_no_secrets(shell: Any, tmp_path: Path) -> None:
    nbagent.configure(model=FunctionProvider(Model(), model="cassette-model"), cassettes="record")
    shell.user_ns["key"] = SECRET
    assert shell.run_cell(f"%%agent --new --no-stream\nUse api_key={SECRET} to summarise").error_in_exec is None
    raw = _files(tmp_path / ".nbagent" / "cassettes")[0].read_text()
    assert SECRET not in raw and "REDACTED" in raw


def test_replay_of_a_changed_cell_names_it_and_what_changed(
    shell: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = Model()
    nbagent.configure(model=FunctionProvider(model, model="cassette-model"), cassettes="record")
    assert shell.run_cell("%%agent --new --no-stream\nSummarise the page").error_in_exec is None
    nbagent.configure(cassettes="replay", model=FunctionProvider(model, model="other-model"))
    capsys.readouterr()
    result = shell.run_cell("%%agent --new --no-stream\nSummarise the page")
    assert isinstance(result.error_in_exec, CellFailed)
    shown = capsys.readouterr()
    message = shown.out + shown.err
    assert "CassetteMismatch" in message and "'Summarise the page'" in message
    assert "has no recording" in message or "the model (recorded: 'function:cassette-model'" in message
    assert "Traceback" not in message
    assert model.calls == 2  # the model was never asked during the replay


def test_a_conversation_that_goes_another_way_is_a_mismatch(shell: Any, tmp_path: Path) -> None:
    nbagent.configure(model=FunctionProvider(Model(), model="cassette-model"), cassettes="record")
    assert shell.run_cell("%%agent --new --no-stream\nSummarise the page").error_in_exec is None

    @tool(untrusted_output=True, read_only=True)
    def fetch_page(url: str) -> str:  # same name, same schema, another output
        """Fetch a web page."""
        return "Quarterly numbers are down."

    nbagent.configure(cassettes="replay", tools=[fetch_page])
    result = shell.run_cell("%%agent --new --no-stream\nSummarise the page")
    assert isinstance(result.error_in_exec, CellFailed)
    assert "model request 2 differs from the recording" in str(result.error_in_exec)


def test_a_damaged_cassette_is_a_clear_error_naming_the_file(shell: Any, tmp_path: Path) -> None:
    nbagent.configure(model=FunctionProvider(Model(), model="cassette-model"), cassettes="record")
    assert shell.run_cell("%%agent --new --no-stream\nSummarise the page").error_in_exec is None
    file = _files(tmp_path / ".nbagent" / "cassettes")[0]
    file.write_text('{"nbagent_cell_cassette": 1, "key": {}, "exchanges": "oops"')
    nbagent.configure(cassettes="replay")
    result = shell.run_cell("%%agent --new --no-stream\nSummarise the page")
    assert result.error_in_exec is not None
    assert str(file) in str(result.error_in_exec) and "not a readable cell cassette" in str(result.error_in_exec)


def test_configure_and_the_environment_choose_the_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    from nbagent.cassettes import cassette_mode

    cfg = defaults()
    saved = cfg.cassettes
    try:
        cfg.cassettes = None
        monkeypatch.setenv("NBAGENT_CASSETTES", "Replay")
        assert cassette_mode() == "replay"
        monkeypatch.setenv("NBAGENT_CASSETTES", "sometimes")
        with pytest.raises(nbagent.UserError, match=r"\$NBAGENT_CASSETTES must be one of off, record, replay, auto"):
            cassette_mode()
        nbagent.configure(cassettes="auto")
        assert cassette_mode() == "auto"
        with pytest.raises(nbagent.UserError, match="cassettes must be one of"):
            nbagent.configure(cassettes="yes")
    finally:
        cfg.cassettes = saved


def test_a_grant_recorded_is_replayed_once_per_call_and_never_becomes_a_grant(shell: Any, tmp_path: Path) -> None:
    """A recorded "Always allow" lets later calls through in the recording; the replay answers each of those
    calls from the recording (trusted folder) but the session gets no grant."""
    from nbagent import trust
    from nbagent.approval import ApprovalResult

    sent: list[str] = []

    @tool
    def send(to: str) -> str:
        """Send a note."""
        sent.append(to)
        return "sent"

    def model(messages: Any, tools: Any) -> Any:
        done = sum(1 for m in messages if type(m).__name__ == "ToolResult")
        return [ToolCall("send", {"to": "a"}), ToolCall("send", {"to": "b"}), "sent both"][done]

    asked: list[str] = []

    def person(request: Any) -> ApprovalResult:
        asked.append(request.args["to"])
        return ApprovalResult(approved=True, reason="ok", scope="session")

    trust(tmp_path)
    nbagent.configure(model=FunctionProvider(model, model="cassette-model"), policy=Policy(review=["send"]))
    nbagent.configure(tools=[send], cassettes="record")
    magics = shell.magics_manager.registry["AgentMagics"]
    magics._approver = lambda: person  # a person clicking "Always allow" on the first call
    assert shell.run_cell("%%agent --new --no-stream\nSend the notes").error_in_exec is None
    assert asked == ["a"] and sent == ["a", "b"]  # the second call went through on the grant
    data = json.loads(_files(tmp_path / ".nbagent" / "cassettes")[0].read_text())
    assert [(a["decided_by"], a["approved"]) for a in data["approvals"]] == [("handler", True), ("grant", True)]
    nbagent.configure(cassettes="replay")
    assert shell.run_cell("%%agent --new --no-stream\nSend the notes").error_in_exec is None
    records = shell.user_ns["_agent"].call_records
    assert [r.decided_by for r in records] == ["replay", "replay"] and asked == ["a"]
    agent = magics._slots.get(magics._slots.current)
    assert list(agent._grants) == []  # the replay granted nothing


def test_a_recorded_approval_answers_only_the_same_call() -> None:
    """A cassette's approval of ``send(to="a")`` never approves ``send(to="evil")``, nor a second ``send(to="a")``:
    anything the recording did not decide goes to the cell's own approver (here, one that denies)."""
    import asyncio

    from nbagent.approval import ApprovalRequest
    from nbagent.cassettes._cell import _ReplayingApprover
    from nbagent.cassettes._file import Recording, args_digest
    from nbagent.policy import Policy

    recording = Recording(
        key={}, approvals=[{"tool": "send", "args": args_digest("send", {"to": "a"}), "approved": True}]
    )
    asked: list[str] = []

    async def deny(request: Any) -> Any:
        from nbagent.approval import ApprovalResult

        asked.append(request.args["to"])
        return ApprovalResult(approved=False, reason="no", decided_by="headless")

    approver = _ReplayingApprover(deny, recording)
    decision = Policy(review=["send"]).decide("send", {})

    def ask(to: str) -> Any:
        call = ToolCall("send", {"to": to})
        return asyncio.run(approver(ApprovalRequest.for_call(call, decision)))

    evil = ask("evil")
    assert not evil.approved and asked == ["evil"]
    first = ask("a")
    assert first.approved and first.decided_by == "replay" and first.scope == "once"
    again = ask("a")
    assert not again.approved and asked == ["evil", "a"]


def _new_kernel(shell: Any) -> None:
    """What a restarted kernel does to the magics: the named sessions are resumed from the store again."""
    shell.run_line_magic("unload_ext", "nbagent")
    shell.run_line_magic("load_ext", "nbagent")


def test_a_named_session_resumed_from_the_store_is_another_recording(
    shell: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The conversation a cell continues is part of its key: the same cell in a stored session resumed by a
    new kernel continues two more messages, so ``auto`` records it apart (both recordings replay), and
    ``replay`` says up front that the conversation changed instead of failing at the first request."""
    model = Model()
    nbagent.configure(
        model=FunctionProvider(model, model="cassette-model"), store=str(tmp_path / "s.duckdb"), cassettes="auto"
    )
    cell = "%%agent -s support --no-stream\nSummarise the page"
    folder = tmp_path / ".nbagent" / "cassettes"
    assert shell.run_cell(cell, cell_id="c1").error_in_exec is None
    first = shell.user_ns["_agent"].text
    assert model.calls == 2 and len(_files(folder)) == 1

    _new_kernel(shell)
    assert shell.run_cell(cell, cell_id="c1").error_in_exec is None
    assert model.calls == 4  # a new conversation: recorded, not served from the first recording
    files = _files(folder)
    assert len(files) == 2
    keys = sorted(json.loads(f.read_text())["key"]["history_messages"] for f in files)
    assert keys == [0, 4]  # user, call, result, answer before it

    # a fresh session replays the first recording, the resumed one the second
    nbagent.configure(cassettes="replay")
    assert shell.run_cell("%%agent -s fresh --no-stream\nSummarise the page", cell_id="c1").error_in_exec is None
    assert shell.user_ns["_agent"].text == first and model.calls == 4

    _new_kernel(shell)  # the session now holds both turns: no recording continues that
    capsys.readouterr()
    result = shell.run_cell(cell, cell_id="c1")
    assert isinstance(result.error_in_exec, CellFailed)
    shown = capsys.readouterr()
    message = shown.out + shown.err
    assert "the conversation it continues (recorded after" in message and "now after 8 earlier messages" in message
    assert "model request 1 differs" not in message and model.calls == 4


def test_a_replay_that_finds_no_recording_leaves_the_conversation_as_it_was(shell: Any, tmp_path: Path) -> None:
    """The lookup happens before a re-run cell rewinds: a cell that fails for want of a recording does not
    cut its earlier turn and the later ones out of the conversation."""
    model = Model()
    nbagent.configure(model=FunctionProvider(model, model="cassette-model"), cassettes="record")
    assert shell.run_cell("%%agent --new --no-stream\nSummarise the page", cell_id="a").error_in_exec is None
    assert shell.run_cell("%%agent --no-stream\nAnd again", cell_id="b").error_in_exec is None
    agent = shell.magics_manager.registry["AgentMagics"]._slots.get("default")
    before = list(agent.messages)
    nbagent.configure(cassettes="replay")
    result = shell.run_cell("%%agent --no-stream\nSummarise the page, in French", cell_id="a")
    assert isinstance(result.error_in_exec, CellFailed)
    assert list(agent.messages) == before  # both turns still there


def test_cassettes_of_an_older_nbagent_are_named_as_such(
    shell: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / ".nbagent" / "cassettes"
    folder.mkdir(parents=True)
    (folder / "cell-0123456789abcdef01234567.json").write_text(
        json.dumps({"nbagent_cell_cassette": 1, "key": {}, "exchanges": [], "approvals": []})
    )
    nbagent.configure(model=FunctionProvider(Model(), model="cassette-model"), cassettes="replay")
    capsys.readouterr()
    result = shell.run_cell("%%agent --new --no-stream\nSummarise the page", cell_id="z")
    assert isinstance(result.error_in_exec, CellFailed)
    shown = capsys.readouterr()
    assert "1 cassette(s) there were recorded by an older nbagent" in shown.out + shown.err


def test_keyless_replays_a_cell_without_its_key_runs_offline_models_and_keyed_ones_live(
    shell: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the quickstart's mode: a notebook that runs anywhere, and live where the person has the key
    from fakeapi import OpenAIServer, text

    from nbagent import ScriptedProvider

    folder = tmp_path / "recorded"
    nbagent.configure(tools=[], cassette_dir=str(folder))
    cell = "%%agent --new --no-stream\nWhich region sells most?"
    with OpenAIServer() as server:  # recorded once with a key, through the real openai SDK
        monkeypatch.setenv("OPENAI_API_KEY", SECRET)
        monkeypatch.setenv("OPENAI_BASE_URL", server.url)
        server.enqueue(text("North sells most."), text("Live: north."))
        nbagent.configure(model="openai:gpt-4.1-mini", cassettes="record")
        assert shell.run_cell(cell).error_in_exec is None
        assert len(_files(folder)) == 1
        # keyless with the key set (and no $NBAGENT_CASSETTES): live, nothing recorded
        monkeypatch.delenv("NBAGENT_CASSETTES", raising=False)
        nbagent.configure(cassettes="keyless")
        assert shell.run_cell(cell).error_in_exec is None
        assert shell.user_ns["_agent"].text == "Live: north." and len(_files(folder)) == 1
    # no key here, no server: the recording answers
    monkeypatch.delenv("OPENAI_API_KEY")
    assert shell.run_cell(cell).error_in_exec is None
    assert shell.user_ns["_agent"].text == "North sells most."
    # an offline model is never replayed nor recorded under keyless: it runs
    nbagent.configure(model=ScriptedProvider(["Scripted: east."]))
    assert shell.run_cell(cell).error_in_exec is None
    assert shell.user_ns["_agent"].text == "Scripted: east." and len(_files(folder)) == 1
