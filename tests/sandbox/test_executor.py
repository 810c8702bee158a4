"""The sandboxed executor of run_python: real code in the real sandbox (bubblewrap), under a fake $HOME.

The fake home holds ``.ssh/id_rsa`` and an nbagent home; the project folder lies inside it. Each sandbox start
costs about 0.1-0.5 s (more with pandas or matplotlib): all but two quick tests are marked slow.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nbagent.sandbox import InputError, Limits, SandboxResult, SandboxUnavailable, _executor, _probe, run
from nbagent.sandbox._result import png_size

SECRET = "-----BEGIN OPENSSH PRIVATE KEY----- not-a-real-key-7f3a"
NB_SECRET = "nbagent-home-secret-91c2"

needs_bwrap = pytest.mark.skipif(not _probe.probe().usable, reason=f"no sandbox here: {_probe.probe().reason}")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_rsa").write_text(SECRET)
    (home / ".nbagent").mkdir()
    (home / ".nbagent" / "audit.key").write_text(NB_SECRET)
    project = home / "project"
    project.mkdir()
    (project / "data.csv").write_text("a,b\n1,2\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("NBAGENT_HOME", raising=False)
    return home


def _run(code: str, home: Path, **kwargs: object) -> SandboxResult:
    result = run(code, kwargs.pop("inputs", {}), project=home / "project", **kwargs)  # type: ignore[arg-type]
    assert result.executor == "sandboxed" and result.isolated, result
    return result


@needs_bwrap
def test_reads_the_project_but_not_the_home_the_ssh_key_or_the_nbagent_home(home: Path) -> None:
    code = f"""
import os
seen = {{}}
for path in [{str(home / ".ssh" / "id_rsa")!r}, {str(home / ".nbagent" / "audit.key")!r}, '/root/.ssh']:
    try:
        seen[path] = open(path).read()
    except OSError as e:
        seen[path] = type(e).__name__
seen['home'] = sorted(os.listdir({str(home)!r}))
seen['fake home'] = os.listdir(os.environ['HOME'])
seen['project'] = open({str(home / "project" / "data.csv")!r}).read()
seen
"""
    result = _run(code, home)
    assert result.status == "ok", result.describe()
    seen = result.value
    assert seen[str(home / ".ssh" / "id_rsa")] == "FileNotFoundError"
    assert seen[str(home / ".nbagent" / "audit.key")] == "FileNotFoundError"
    assert seen["/root/.ssh"] in ("FileNotFoundError", "PermissionError")
    assert seen["home"] == ["project"]  # only the project, bound by its own path
    assert seen["fake home"] == []
    assert seen["project"] == "a,b\n1,2\n"
    assert SECRET not in result.describe() and NB_SECRET not in result.describe()


@needs_bwrap
def test_no_network_not_even_a_loopback_listener(home: Path) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    code = f"""
import socket
try:
    socket.create_connection(('127.0.0.1', {port}), timeout=3)
    outcome = 'connected'
except OSError as e:
    outcome = type(e).__name__
outcome
"""
    result = _run(code, home)
    listener.setblocking(False)
    with pytest.raises(BlockingIOError):  # nothing reached the host's listener
        listener.accept()
    listener.close()
    assert result.status == "ok", result.describe()
    assert result.value == "ConnectionRefusedError"  # the sandbox's own loopback: nobody listens there


@pytest.mark.slow
@needs_bwrap
def test_writes_outside_the_scratch_folder_fail(home: Path, tmp_path: Path) -> None:
    host_tmp = Path("/tmp") / f"nbagent-sandbox-escape-{os.getpid()}"
    venv_file = Path(sys.prefix) / "escaped.txt"
    targets = [home / "project" / "new.txt", home / "project" / "data.csv", venv_file, host_tmp, Path(sys.executable)]
    code = f"""
done = {{}}
for path in {[str(t) for t in targets]!r}:
    try:
        with open(path, 'a') as f:
            f.write('x')
        done[path] = 'written'
    except OSError as e:
        done[path] = type(e).__name__
open('scratch.txt', 'w').write('fine')
done['scratch'] = open('scratch.txt').read()
done
"""
    result = _run(code, home)
    assert result.status == "ok", result.describe()
    done = result.value
    refused = ("OSError", "PermissionError")  # a read-only file system (EROFS), or not the owner (EACCES)
    assert done[str(home / "project" / "new.txt")] in refused
    assert done[str(home / "project" / "data.csv")] in refused
    assert done[str(venv_file)] in refused
    assert done[str(sys.executable)] in refused
    assert done[str(host_tmp)] == "written"  # into the sandbox's own /tmp, a tmpfs that goes with it
    assert done["scratch"] == "fine"
    assert not host_tmp.exists() and not venv_file.exists() and not (home / "project" / "new.txt").exists()
    assert (home / "project" / "data.csv").read_text() == "a,b\n1,2\n"


@pytest.mark.slow
@needs_bwrap
def test_a_writable_project_is_writable(home: Path) -> None:
    if os.geteuid() == 0:  # the code runs as uid 65534: it writes where that uid may, even in a writable project
        os.chmod(home / "project", 0o777)
    result = _run(f"open({str(home / 'project' / 'out.txt')!r}, 'w').write('ok')", home, project_writable=True)
    assert result.status == "ok", result.describe()
    assert (home / "project" / "out.txt").read_text() == "ok"


FORK_BOMB = """
import os, time
children = 0
error = ''
try:
    while children < 1000:
        pid = os.fork()
        if pid == 0:
            time.sleep(3)
            os._exit(0)
        children += 1
except OSError as e:
    error = type(e).__name__
print(children, error)
children
"""


@pytest.mark.slow
@needs_bwrap
def test_a_fork_bomb_is_stopped_by_the_process_limit(home: Path) -> None:
    start = time.monotonic()
    result = _run(FORK_BOMB, home, limits=Limits(max_procs=40), timeout_s=20)
    assert time.monotonic() - start < 15
    assert result.status == "ok", result.describe()
    assert isinstance(result.value, int) and 0 < result.value < 40, result.describe()
    assert "BlockingIOError" in result.printed  # EAGAIN: the limit, not the loop's end
    if os.geteuid() == 0:
        assert result.limits["uid"] == 65534  # uid 0 is exempt from RLIMIT_NPROC: the code does not run as root


@pytest.mark.slow
@needs_bwrap
def test_a_4_gb_allocation_fails_inside_and_the_run_returns(home: Path) -> None:
    result = _run("b = bytearray(4 * 1024**3)\nlen(b)", home, limits=Limits(memory_mb=1024))
    assert result.status == "error"
    assert "MemoryError" in result.error
    assert result.limits["applied"]["as"] == 1024 * 1024 * 1024


@pytest.mark.slow
@needs_bwrap
def test_an_infinite_loop_is_killed_at_the_timeout_and_no_process_is_left(home: Path) -> None:
    marker = f"loop-marker-{os.getpid()}-{time.time_ns()}"
    start = time.monotonic()
    result = _run(f"import subprocess, sys\n# {marker}\nwhile True: pass", home, timeout_s=2)
    assert 2 <= time.monotonic() - start < 6
    assert result.status == "timed-out"
    assert "timed out after 2 s" in result.describe()
    time.sleep(0.2)
    left = subprocess.run(["pgrep", "-f", "nbagent-sandbox|inputs/runner.py"], capture_output=True, text=True)
    mine = [pid for pid in left.stdout.split() if _started_by_this_test(int(pid), marker)]
    assert mine == []


def _started_by_this_test(pid: int, marker: str) -> bool:
    # a process of this run holds the scratch folder with this test's code; other runs' processes do not
    try:
        return marker in Path(f"/proc/{pid}/cwd/inputs/code.py").read_text()
    except OSError:
        return False


@pytest.mark.slow
@needs_bwrap
def test_a_dataframe_goes_in_and_a_dataframe_and_a_png_come_back(home: Path) -> None:
    pd = pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    df = pd.DataFrame({"city": ["a", "b", "c", "d"], "sales": [10.0, 20.5, 30.0, 4.0], "n": [1, 2, 3, 4]})
    before = df.copy()
    code = """
import matplotlib.pyplot as plt
df['per_unit'] = df['sales'] / df['n']
fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
ax.bar(df['city'], df['sales'])
print('rows', len(df), 'threshold', threshold)
df[df['sales'] > threshold]
"""
    result = _run(code, home, inputs={"df": df, "threshold": 5})
    assert result.status == "ok", result.describe()
    expected = before.assign(per_unit=before["sales"] / before["n"])
    expected = expected[expected["sales"] > 5]
    assert result.value_kind == "dataframe"
    pd.testing.assert_frame_equal(result.value, expected)
    pd.testing.assert_frame_equal(df, before)  # the person's DataFrame is unchanged
    assert len(result.figures) == 1 and png_size(result.figures[0]) == (400, 300)
    assert result.inputs == (("df", "dataframe", 4), ("threshold", "json", None))
    text = result.describe()
    assert "rows 4 threshold 5" in text and "value: DataFrame 3 rows x 4 columns" in text
    assert "figure 1: PNG 400x300" in text and "not isolated" not in text


def test_an_input_that_cannot_be_passed_is_named(home: Path) -> None:
    with pytest.raises(InputError, match=r"^fig: a Figure cannot be passed: only DataFrames"):
        run("fig", {"fig": type("Figure", (), {})()}, project=None)
    with pytest.raises(InputError, match=r"^opts: .*not a string"):
        run("opts", {"opts": {1: "a"}}, project=None)
    with pytest.raises(InputError, match="Python variable name"):
        run("1", {"not a name": 1}, project=None)
    assert not list(Path(os.environ.get("TMPDIR", "/tmp")).glob("nbagent-sandbox-*/box/inputs/0.json"))


@pytest.mark.slow
def test_without_bubblewrap_required_raises_and_preferred_runs_a_subprocess(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(home / "no-bwrap-here"))
    assert not _probe.probe().usable
    with pytest.raises(SandboxUnavailable, match="bubblewrap is not installed"):
        run("1 + 1", {}, project=None, isolation="required")
    result = run("print('hi')\n[x, 2]", {"x": 1}, project=home / "project", isolation="preferred")
    assert result.executor == "subprocess" and not result.isolated
    assert result.status == "ok", result.describe()
    assert result.value == [1, 2] and result.printed == "hi\n"
    assert "bubblewrap is not installed" in result.why_not_isolated
    assert result.describe().startswith("not isolated: bubblewrap is not installed")
    assert result.limits["applied"]["as"] == 1024 * 1024 * 1024


def test_the_outputs_are_read_as_untrusted_data(tmp_path: Path) -> None:
    # a manifest pointing elsewhere, a symlinked figure and a fake PNG: nothing outside out/ is read
    from nbagent.sandbox._result import read_outputs

    box = tmp_path / "box"
    (box / "out").mkdir(parents=True)
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"\x89PNG\r\n\x1a\n" + b"secret" * 10)
    (box / "out" / "manifest.json").write_text(
        '{"printed": "p", "figures": 2, "value_kind": "json", "value": {"a": [1, 2]}}'
    )
    (box / "out" / "figure-1.png").symlink_to(secret)
    (box / "out" / "figure-2.png").write_bytes(b"not a png")
    got = read_outputs(str(box), Limits())
    assert got.found and got.printed == "p" and got.value == {"a": [1, 2]}
    assert got.figures == [] and len(got.notes) == 2
    (box / "out" / "manifest.json").unlink()
    (box / "out" / "manifest.json").symlink_to(tmp_path / "elsewhere.json")
    (tmp_path / "elsewhere.json").write_text('{"printed": "from outside"}')
    assert not read_outputs(str(box), Limits()).found


def test_the_view_never_binds_the_home_or_the_root(home: Path) -> None:
    args = _executor._view(home / "box", home / "empty", str(home / "project"), False, [])
    binds = [args[i + 2] for i, a in enumerate(args) if a in ("--ro-bind", "--bind")]
    assert "/" not in binds and str(home) not in binds and os.path.expanduser("~") not in binds
    assert str(home / "project") in binds
