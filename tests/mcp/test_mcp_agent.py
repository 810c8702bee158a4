"""MCP servers' tools through the whole pipeline: real reference servers (mcp-server-time, mcp-server-git from
PyPI), offline scripted models, the same policy, approvals, containment and audit as Python tools."""

from __future__ import annotations

import json
import os
import re
import signal
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from nbagent import Agent, ToolCall, tool
from nbagent.approval import ApprovalResult
from nbagent.mcp import MCPServer, MCPServerError
from nbagent.policy import Policy
from nbagent.providers import ScriptedProvider
from nbagent.store import bind

# trusted_metadata=True where a test is about the policy, the calls or the server's lifetime: an untrusted
# server's tool descriptions mark the run (tests/redteam32/test_rt32_mcp_metadata.py), so every call is reviewed


def _texts(provider: ScriptedProvider) -> str:
    """Everything the model was sent (to check what reached it)."""
    return json.dumps([repr(r.messages) for r in provider.requests])


def _records(result: Any) -> dict[str, Any]:
    return {r.id: r for r in result.call_records}


def test_an_allowed_call_runs_on_the_reference_server_and_its_result_reaches_the_model(time_command) -> None:
    server = MCPServer.stdio(time_command, name="time", trusted_metadata=True)
    model = ScriptedProvider([ToolCall("time__get_current_time", {"timezone": "Europe/Paris"}, "c1"), "done"])
    agent = Agent(model, tools=[server], policy=Policy(allow=["time__*"]))
    result = agent.run("What time is it in Paris?")
    record = _records(result)["c1"]
    assert record.status == "ok", record
    sent = _texts(model)
    assert "Europe/Paris" in sent and "day_of_week" in sent  # the server's JSON answer reached the model
    # the tools the model was offered: namespaced, in [A-Za-z0-9_-]
    offered = {t.name for t in model.requests[0].tools}
    assert offered == {"time__get_current_time", "time__convert_time"}


def test_under_the_default_policy_a_call_is_reviewed_and_denied_without_a_handler(time_command) -> None:
    server = MCPServer.stdio(time_command, name="time")
    model = ScriptedProvider([ToolCall("time__get_current_time", {"timezone": "UTC"}, "c1"), "denied"])
    result = Agent(model, tools=[server]).run("time?")
    record = _records(result)["c1"]
    assert record.status == "denied" and record.decided_by == "no-handler"
    assert "day_of_week" not in _texts(model)


def test_the_read_only_hint_counts_only_when_the_person_trusts_the_servers_hints(time_command) -> None:
    untrusting = MCPServer.stdio(time_command, name="time")
    assert [t.read_only for t in untrusting.tools()] == [False, False]
    assert untrusting.tools()[0].annotations["read_only_hint"] is True  # the server did say so
    trusting = MCPServer.stdio(time_command, name="time2", trust_read_only_hints=True)
    model = ScriptedProvider([ToolCall("time2__get_current_time", {"timezone": "UTC"}, "c1"), "ok"])
    result = Agent(model, tools=[trusting]).run("time?")  # default policy: read-only tools run unasked
    assert _records(result)["c1"].status == "ok"


def test_a_deny_when_rule_on_an_mcp_tools_argument_holds(time_command) -> None:
    server = MCPServer.stdio(time_command, name="time", trusted_metadata=True)
    policy = Policy.from_yaml(
        "allow: ['time__*']\n"
        "deny_when:\n  - {tool: 'time__*', arg: timezone, pattern: 'Asia/*', reason: no Asian clocks}\n"
    )
    calls = [ToolCall("time__get_current_time", {"timezone": "Asia/Tokyo"}, "c1"),
             ToolCall("time__get_current_time", {"timezone": "UTC"}, "c2")]  # fmt: skip
    model = ScriptedProvider([calls, "ok"])
    result = Agent(model, tools=[server], policy=policy).run("times?")
    records = _records(result)
    assert records["c1"].status == "denied" and "no Asian clocks" in (records["c1"].error or "")
    assert records["c2"].status == "ok"


def test_an_mcp_tools_output_escalates_a_later_side_effecting_call(time_command) -> None:
    sent: list[str] = []

    @tool
    def send_mail(to: str, body: str) -> str:
        """Send a mail."""
        sent.append(to)
        return "sent"

    server = MCPServer.stdio(time_command, name="time", trusted_metadata=True)
    model = ScriptedProvider(
        [
            ToolCall("time__get_current_time", {"timezone": "UTC"}, "c1"),
            ToolCall("send_mail", {"to": "boss@corp.example", "body": "hi"}, "c2"),
            "done",
        ]
    )
    result = Agent(model, tools=[server, send_mail], policy=Policy(allow=["*"])).run("mail the time")
    records = _records(result)
    assert records["c1"].status == "ok"
    assert records["c2"].status == "denied" and sent == []  # allowed by policy, contained after untrusted output
    decided = [e for e in result.events if e.kind == "tool-decided" and e.call.id == "c2"]
    assert "after untrusted output of time__get_current_time" in decided[0].rule


def test_bad_arguments_are_checked_against_the_servers_schema_before_the_policy(time_command) -> None:
    server = MCPServer.stdio(time_command, name="time")
    model = ScriptedProvider([ToolCall("time__get_current_time", {"zone": 3}, "c1"), "ok"])
    result = Agent(model, tools=[server], policy=Policy(allow=["*"])).run("time?")
    record = _records(result)["c1"]
    assert record.status == "failed" and "invalid arguments" in (record.error or "")
    assert "timezone" in (record.error or "") and "required" in (record.error or "")


def test_the_git_server_on_a_repository_destructive_hint_reaches_the_approval_request(git_command, repo) -> None:
    server = MCPServer.stdio(git_command, name="git", trust_read_only_hints=True)
    tools = {t.name: t for t in server.tools()}
    assert "git__git_status" in tools and tools["git__git_status"].read_only
    assert tools["git__git_reset"].destructive is True and not tools["git__git_reset"].read_only
    seen: list[Any] = []

    def approve(request: Any) -> ApprovalResult:
        seen.append(request)
        return ApprovalResult(approved=False, reason="not now")

    model = ScriptedProvider(
        [
            ToolCall("git__git_status", {"repo_path": str(repo)}, "c1"),
            ToolCall("git__git_reset", {"repo_path": str(repo)}, "c2"),
            "ok",
        ]
    )
    result = Agent(model, tools=[server], approve=approve).run("status, then reset")
    records = _records(result)
    assert records["c1"].status == "ok" and "README.md" in _texts(model)  # the real status of the repository
    assert records["c2"].status == "denied"
    (request,) = seen
    assert request.server == "git" and request.destructive is True
    assert "destructive" in request.shown_reason and request.to_dict()["destructive"] is True


def test_killing_the_server_mid_call_is_a_tool_error_and_the_next_run_restarts_it(slow_command) -> None:
    server = MCPServer.stdio(slow_command, name="slow", timeout=30, trusted_metadata=True)
    pid = int(_call(server, "pid"))
    threading.Timer(1.0, os.kill, (pid, signal.SIGKILL)).start()
    model = ScriptedProvider(
        [ToolCall("slow__sleep", {"seconds": 20}, "c1"), "it failed", ToolCall("slow__pid", {}, "c2"), "ok"]
    )
    # the failed call's text counts as untrusted: keep pid runnable after it (it only reads)
    policy = Policy.from_yaml("allow: ['*']\ntrusted_after_untrusted: [slow__pid]\n")
    agent = Agent(model, tools=[server], policy=policy)
    started = time.monotonic()
    result = agent.run("sleep")
    assert time.monotonic() - started < 10  # not the 20 s sleep, not the 30 s timeout
    record = _records(result)["c1"]
    assert record.status == "failed" and "went away during the call" in (record.error or "")
    assert server.status == "exited"
    again = agent.run("your pid?")  # the next cell: the server is started again
    assert _records(again)["c2"].status == "ok" and server.starts == 2 and server.status == "running"
    log = server.log_path.read_text()
    assert "slow server: sleeping 20" in log and "restarting" in log  # stderr went to the log, not the cell


def _call(server: MCPServer, remote: str, **kwargs: Any) -> str:
    tool_ = {t.remote_name: t for t in server.tools()}[remote]
    return str(tool_(**kwargs))


def test_a_hanging_call_times_out_as_a_tool_error(slow_command) -> None:
    server = MCPServer.stdio(slow_command, name="slow", timeout=1.5, trusted_metadata=True)
    model = ScriptedProvider([ToolCall("slow__sleep", {"seconds": 30}, "c1"), "gave up"])
    started = time.monotonic()
    result = Agent(model, tools=[server], policy=Policy(allow=["*"])).run("sleep")
    assert time.monotonic() - started < 15
    record = _records(result)["c1"]
    assert record.status == "timed-out"
    assert "did not finish within 1.5 s" in (record.error or "")


def test_a_server_that_cannot_start_says_why_and_where_its_log_is(tmp_path: Path) -> None:
    script = tmp_path / "broken.py"
    script.write_text("import sys\nprint('broken: missing config', file=sys.stderr)\nsys.exit(3)\n")
    import sys

    server = MCPServer.stdio([sys.executable, str(script)], name="broken")
    with pytest.raises(MCPServerError, match="could not start") as info:
        server.tools()
    assert str(server.log_path) in str(info.value)
    assert "broken: missing config" in server.log_path.read_text()


def test_audit_rows_and_the_stored_session_name_the_server(time_command, tmp_path: Path) -> None:
    from nbagent.store import Store

    store = Store(tmp_path / "audit.duckdb")
    server = MCPServer.stdio(time_command, name="time", trusted_metadata=True)
    model = ScriptedProvider([ToolCall("time__get_current_time", {"timezone": "UTC"}, "c1"), "ok"])
    agent = bind(Agent(model, tools=[server], policy=Policy(allow=["*"])), "mcp", store=store)
    agent.run("time?")
    store.flush()
    audit = store.audit(tool="time__get_current_time")
    details = {e: d for e, d in zip(audit.event, audit.detail, strict=True)}
    assert json.loads(details["tool-requested"]) == {"mcp_server": "time"}
    assert json.loads(details["tool-started"]) == {"mcp_server": "time"}
    # the query of docs/mcp.md
    page = (Path(__file__).parents[2] / "docs" / "mcp.md").read_text()
    (sql,) = re.findall(r"```sql\n(.*?)```", page, re.S)
    assert store.query(sql).to_dict("records") == [{"server": "time", "tool": "time__get_current_time", "calls": 1}]
    info = store.get_session("mcp")
    assert info is not None and info.memory_state is not None
    assert info.memory_state["mcp_servers"] == ["time"]
    resumed = bind(Agent(ScriptedProvider(["ok"])), "mcp", store=store)  # a resumed session remembers them
    assert resumed._binding.mcp_servers == {"time"}
