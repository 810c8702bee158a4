"""A notebook's agent cells recorded once against the local OpenAI-compatible server (the real ``openai``
SDK), then executed by ``jupyter nbconvert --execute`` and by papermill with the server stopped and no API
key: the same answers and tool calls, the approval replayed (``decided_by=replay``); an edited prompt fails
with a message naming the cell; in an untrusted folder the recorded approval is not replayed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import nbformat
import pytest
from fakeapi import OpenAIServer, text, tool_calls
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

SETUP = """
%load_ext nbagent
import os
import nbagent
from nbagent import tool
from nbagent.policy import Policy
booked = []

@tool(read_only=True)
def lookup(city: str) -> str:
    \"\"\"The weather of a city.\"\"\"
    return f"sunny in {city}"

@tool
def book(city: str) -> str:
    \"\"\"Book a trip.\"\"\"
    booked.append(city)
    return f"booked {city}"

city = "Paris"
nbagent.configure(
    model="openai:gpt-4.1-mini",
    policy=Policy(allow=["lookup"], review=["book"]),
    headless=[t for t in os.environ.get("TEST_HEADLESS_APPROVE", "").split(",") if t] or "deny",
    cassette_dir="cassettes",
    stream=False,
)
"""
PROMPT = "%%agent --tools lookup,book\nWhat is the weather in {city}? Book a trip there if it is sunny."
REPORT = """
from nbagent.store import default_store
store = default_store(); store.flush()
a = store.audit(tool="book")
result = globals().get("_agent")  # None when the agent cell failed
print(json.dumps({
    "text": result.text if result is not None else None,
    "calls": [[r.name, dict(r.args), r.status, r.decided_by] for r in result.call_records] if result else None,
    "booked": booked,
    "approvals": sorted(set(a[a.event == "approval-decided"].decided_by)),
}))
"""


def _notebook(path: Path, prompt: str = PROMPT) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(SETUP),
        nbformat.v4.new_code_cell(prompt),
        nbformat.v4.new_code_cell("import json\n" + REPORT),
    ]
    nbformat.write(nb, path)
    return path


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "NBAGENT_", "TEST_"))}
    env.update(NBAGENT_HOME=str(home), **extra)
    return env


def _report(nb: Any) -> dict[str, Any]:
    out = "".join(o.get("text", "") for o in nb.cells[2].outputs if o.get("output_type") == "stream")
    return dict(json.loads(out.strip().splitlines()[-1]))


def _run_nbclient(path: Path, env: dict[str, str], allow_errors: bool = False) -> Any:
    nb = nbformat.read(path, as_version=4)
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)  # the kernel inherits the environment of the process that starts it
    try:
        client = NotebookClient(
            nb,
            timeout=120,
            kernel_name="python3",
            allow_errors=allow_errors,
            resources={"metadata": {"path": str(path.parent)}},
        )
        client.execute()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return nb


@pytest.fixture
def recorded(tmp_path: Path) -> dict[str, Any]:
    """The notebook recorded once against the local server, in a project folder the person trusts."""
    project = tmp_path / "project"
    project.mkdir()
    home = tmp_path / "home"
    path = _notebook(project / "trip.ipynb")
    with OpenAIServer() as server:
        server.enqueue(
            tool_calls(("lookup", {"city": "Paris"}), usage=(100, 20, 0)),
            tool_calls(("book", {"city": "Paris"}), usage=(140, 20, 0)),
            text("It is sunny in Paris, and your trip is booked.", usage=(180, 15, 0)),
        )
        env = _env(
            home,
            OPENAI_API_KEY="sk-test-local-key-000000",
            OPENAI_BASE_URL=server.url,
            NBAGENT_CASSETTES="record",
            TEST_HEADLESS_APPROVE="book",  # the recording's approval: the headless rule, as a person would click
        )
        live = _report(_run_nbclient(path, env))
        assert len(server.requests) == 3
    assert live["calls"] == [
        ["lookup", {"city": "Paris"}, "ok", "policy"],
        ["book", {"city": "Paris"}, "ok", "headless"],
    ]
    cassettes = sorted((project / "cassettes").glob("cell-*.json"))
    assert len(cassettes) == 1
    raw = cassettes[0].read_text()
    assert "sk-test-local-key" not in raw and "Authorization" not in raw  # no key, no header
    assert "What is the weather in Paris?" in raw  # keyed by the prompt as sent ({city} interpolated)
    subprocess.run(
        [sys.executable, "-c", f"import nbagent; nbagent.trust({str(project)!r})"], env=_env(home), check=True
    )
    return {"project": project, "home": home, "path": path, "live": live}


def _replay_env(home: Path) -> dict[str, str]:
    # no key, no server: the SDK would fail if it were asked anything
    return _env(home, NBAGENT_CASSETTES="replay", OPENAI_BASE_URL="http://127.0.0.1:9/v1")


def test_nbconvert_and_papermill_replay_the_cells_exactly(recorded: dict[str, Any]) -> None:
    project, home, path, live = recorded["project"], recorded["home"], recorded["path"], recorded["live"]
    env = _replay_env(home)
    out = project / "out-nbconvert.ipynb"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "jupyter",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            str(path),
            "--output",
            out.name,
        ],
        env=env,
        cwd=project,
        check=True,
        capture_output=True,
        timeout=300,
    )
    replayed = _report(nbformat.read(out, as_version=4))
    assert replayed["text"] == live["text"] == "It is sunny in Paris, and your trip is booked."
    assert [c[:3] for c in replayed["calls"]] == [c[:3] for c in live["calls"]]
    assert replayed["calls"][1][3] == "replay" and replayed["booked"] == ["Paris"]
    assert "replay" in replayed["approvals"]

    paper = project / "out-papermill.ipynb"
    subprocess.run(
        [sys.executable, "-m", "papermill", str(path), str(paper), "--cwd", str(project), "-k", "python3"],
        env=env,
        check=True,
        capture_output=True,
        timeout=300,
    )
    again = _report(nbformat.read(paper, as_version=4))
    assert again["text"] == live["text"] and again["calls"] == replayed["calls"]


def test_an_edited_prompt_fails_naming_the_cell(recorded: dict[str, Any]) -> None:
    project, home = recorded["project"], recorded["home"]
    edited = _notebook(project / "trip.ipynb", PROMPT.replace("if it is sunny", "if it is warm"))
    done = subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", str(edited), "--output", "x"],
        env=_replay_env(home),
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode != 0
    assert "CassetteMismatch" in done.stderr
    assert (
        "cell [2]" in done.stderr and "'What is the weather in Paris? Book a trip there if it is warm.'" in done.stderr
    )
    assert "the prompt (recorded:" in done.stderr and "if it is sunny" in done.stderr
    assert "Traceback" not in done.stderr.split("CassetteMismatch", 1)[1][:2000]  # one clear message


def test_an_untrusted_folder_does_not_replay_the_recorded_approval(recorded: dict[str, Any]) -> None:
    project, home, path = recorded["project"], recorded["home"], recorded["path"]
    subprocess.run(
        [sys.executable, "-c", f"import nbagent; nbagent.untrust({str(project)!r})"], env=_env(home), check=True
    )
    nb = _run_nbclient(path, _replay_env(home), allow_errors=True)
    errors = [o for o in nb.cells[1].outputs if o.get("output_type") == "error"]
    # the call was decided as a live one: denied by the headless rule, so the conversation left the recording
    assert errors and "CassetteMismatch" in errors[0]["ename"] + errors[0]["evalue"]
    report = _report(nb)
    assert report["booked"] == [] and report["approvals"] == ["headless"] and report["text"] is None


def test_a_notebook_run_twice_in_auto_mode_asks_the_model_once(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    path = _notebook(project / "trip.ipynb", "%%agent\nSay hello to {city}.")
    with OpenAIServer() as server:
        server.enqueue(text("Hello, Paris!", usage=(20, 5, 0)))
        env = _env(tmp_path / "home", OPENAI_API_KEY="sk-test-local-key-000000", OPENAI_BASE_URL=server.url)
        env["NBAGENT_CASSETTES"] = "auto"
        first = _report(_run_nbclient(path, env))
        second = _report(_run_nbclient(path, env))
        assert len(server.requests) == 1  # the second run was served by the recording
    assert first["text"] == second["text"] == "Hello, Paris!"


def test_replay_without_a_recording_says_how_to_record(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    path = _notebook(project / "trip.ipynb")
    with pytest.raises(CellExecutionError) as caught:
        _run_nbclient(path, _replay_env(tmp_path / "home"))
    message = str(caught.value)
    assert "CassetteMismatch" in message and "has no recording" in message and 'cassettes="record"' in message
