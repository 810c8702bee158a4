"""Red team of issue 38 with REAL runs: bubblewrap (nested, uid 65534 when the kernel is root), the fallback
subprocess, and run_python wired into a real agent over a real IPython namespace."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

from nbagent import Agent, ToolCall
from nbagent.boundary._folders import trust
from nbagent.ipython.tools import notebook_tools
from nbagent.providers import ScriptedProvider
from nbagent.sandbox import Limits, Probe, _executor, probe, run

needs_bwrap = pytest.mark.skipif(not probe().usable, reason=f"bubblewrap cannot run here: {probe().reason}")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    (home / "project").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("NBAGENT_HOME", raising=False)
    return home


@pytest.fixture
def shell(home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[InteractiveShell]:
    monkeypatch.chdir(home / "project")
    trust(Path.cwd())  # the project is the person's: only the inputs decide the origin
    sh = InteractiveShell.instance()
    added = {"settings": {"region": "eu", "api_key": "abc123def456ghi789"},
             "key": "sk-ant-api03-" + "A" * 40}  # fmt: skip
    sh.user_ns.update(added)
    yield sh
    for name in added:
        sh.user_ns.pop(name, None)


def _sleepers(token: str) -> list[int]:
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) != os.getpid():
            try:
                argv = Path(f"/proc/{name}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if argv[:2] == [b"sleep", token.encode()]:
                found.append(int(name))
    return found


_DAEMON = """
import os, time
pid = os.fork()
if pid == 0:
    os.setsid()
    if os.fork() == 0:
        os.closerange(0, 64)
        os.execv("/bin/sleep", ["sleep", "{token}"])
    os._exit(0)
os.waitpid(pid, 0)
time.sleep(0.3)
"started"
"""


@needs_bwrap
def test_a_secret_valued_input_never_reaches_the_model(shell: InteractiveShell) -> None:
    # the input names are not secret-like, the values are: the code reverses them, so redact() cannot see them
    calls = [ToolCall("run_python", {"code": "print(settings['api_key'][::-1])", "inputs": ["settings"]}, "c1"),
             ToolCall("run_python", {"code": "print(key[::-1])", "inputs": ["key"]}, "c2")]  # fmt: skip
    agent = Agent(ScriptedProvider([*calls, "done"]), tools=notebook_tools(shell))
    result = agent.run("work")
    seen = "\n".join((c.output or "") + (c.error or "") for c in result.call_records)
    assert "987ihg654fed321cba" not in seen
    assert ("A" * 40)[::-1] + "-30ipa-tna-ks" not in seen
    # expected: each call is a tool error naming the input that holds a secret
    assert all(c.status == "failed" for c in result.call_records)


@needs_bwrap
def test_the_projects_secret_files_are_not_visible_to_the_code(home: Path) -> None:
    project = home / "project"
    (project / ".env").write_text("DB_PASSWORD=hunter2-rt38\n")
    (project / "data.csv").write_text("a\n1\n")
    code = f"print(open({str(project / '.env')!r}).read()[::-1])"
    result = run(code, {}, project=project, timeout_s=20)
    assert result.isolated and result.status in ("ok", "error")
    assert "83tr-2retnuh" not in result.printed + result.error  # expected: .env hidden (e.g. /dev/null bound on it)


@needs_bwrap
@pytest.mark.xfail(strict=True, reason="known limit, docs/security.md: memory_mb bounds each process, not the run")
@pytest.mark.slow  # a known limit, not a regression guard: the full lane keeps it in view
def test_the_memory_limit_holds_for_the_run_not_for_each_process(home: Path) -> None:
    # 3 children of 150 MB each under a 200 MB limit; the defaults allow 64 x 1 GB, more than this machine has
    code = """
import os, time
r, w = os.pipe()
pids = []
for _ in range(3):
    pid = os.fork()
    if pid == 0:
        try:
            blob = b"x" * (150 * 1024 * 1024)
            os.write(w, b"1")
            time.sleep(0.5)
        finally:
            os._exit(0)
    pids.append(pid)
for pid in pids:
    os.waitpid(pid, 0)
os.close(w)
len(os.read(r, 16))
"""
    result = run(code, {}, project=None, timeout_s=20, limits=Limits(memory_mb=200))
    assert result.status != "ok" or result.value < 2  # expected: at most 200 MB for the whole run


def test_the_fallback_leaves_no_process_behind(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = Probe(False, "", "bubblewrap is not installed (redteam38)")
    monkeypatch.setattr(_executor, "probe", lambda: missing)
    token = f"{time.time_ns() % 10**6}.{os.getpid()}"
    try:
        result = run(_DAEMON.format(token=token), {}, project=None, timeout_s=20)
        assert result.executor == "subprocess" and result.value == "started"
        time.sleep(0.2)
        assert _sleepers(token) == []  # expected: the whole tree killed, as for the sandboxed run
    finally:
        for pid in _sleepers(token):
            os.kill(pid, 9)


@needs_bwrap
def test_the_sandboxed_run_leaves_no_daemon_and_sees_no_kernel_secret(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-rt38-kernel-env")
    token = f"{time.time_ns() % 10**6}.{os.getpid()}"
    code = _DAEMON.format(token=token).replace('"started"', "")
    code += "import os\n(sorted(os.environ), sorted(os.listdir('/proc/self/fd')),"
    code += " [p for p in os.listdir('/proc') if p.isdigit()])"
    try:
        result = run(code, {}, project=home / "project", timeout_s=20)
        assert result.isolated and result.status == "ok", result.error
        env, fds, pids = result.value
        assert "OPENAI_API_KEY" not in env and len(fds) <= 4  # 0, 1, 2 and listdir's own
        assert max(map(int, pids)) < 10  # a fresh pid namespace: no process of the kernel is visible
        time.sleep(0.2)
        assert _sleepers(token) == []  # the pid namespace took the daemon with it
    finally:
        for pid in _sleepers(token):
            os.kill(pid, 9)
