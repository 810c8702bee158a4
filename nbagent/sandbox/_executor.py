"""Run model-written Python in a separate process under bubblewrap: ``run(code, inputs, project=...)``.

What the code sees (bubblewrap, ``--unshare-all``: no network, its own pids, IPC and hostname): the Python prefix
and the virtualenv read-only, ``/usr`` and the loader's files read-only, a private ``/tmp``, an empty ``$HOME``,
the project folder read-only (writable only when asked), and its scratch folder ``/scratch`` (writable, its
``inputs/`` read-only) as the working directory. Never ``/``, never the person's home: a virtualenv or a project
inside the home is bound by its own path, and a home (or the nbagent home) inside a bound folder is hidden under
an empty tmpfs. The environment is cleared (no API keys): PATH, HOME, LANG, MPLBACKEND=Agg and thread counts.

When the kernel runs as root, RLIMIT_NPROC would not hold (the kernel does not count uid 0), so the code runs as
uid/gid 65534: an outer bubblewrap, as root, builds the filesystem view (root can read a Python prefix under a
``0700`` home), ``setpriv`` drops to 65534 with no capabilities, and an inner, unprivileged bubblewrap unshares
every namespace (user namespace included) inside that view. Otherwise one unprivileged bubblewrap does both.

Limits (:class:`Limits`): RLIMIT_AS, RLIMIT_CPU, RLIMIT_NPROC and RLIMIT_FSIZE, set by the runner on itself as its
very first step, before it imports anything heavy or runs the code (so every process the code starts inherits
them, and it cannot raise them: no capabilities). ``preexec_fn`` is not used: it is unsafe in a process with
threads, and the tool calls this from a worker thread of a kernel. The timeout kills the whole process tree
(SIGKILL to the process group, and to every descendant found in /proc).

Where bubblewrap cannot run, ``isolation="required"`` raises :class:`SandboxUnavailable` with the reason;
``"preferred"`` runs the same runner as a plain subprocess (same limits, uid 65534 when root, scratch folder as
working directory, empty HOME) and the result says it is not isolated, and why.
"""

from __future__ import annotations

import contextlib
import json
import keyword
import os
import re
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

try:
    import pwd
except ImportError:  # not POSIX: the fallback only
    pwd = None  # type: ignore[assignment]

from ..exceptions import NbAgentError, UserError
from ..files._home import user_home
from ._probe import NOBODY, drops_uid, probe
from ._reaper import children
from ._result import Limits, SandboxResult, Status, limits_dict, read_outputs
from ._runner import json_value

__all__ = ["InputError", "SandboxError", "SandboxUnavailable", "project_folder", "run"]

INSIDE = "/scratch"  # the scratch folder, inside the sandbox
FAKE_HOME = "/home/sandbox"  # the empty home, inside the sandbox
RUNNER = Path(__file__).with_name("_runner.py")
REAPER = Path(__file__).with_name("_reaper.py")
DEFAULT_LIMITS = Limits()
_SIGNALS = {
    signal.SIGXCPU: "the CPU time limit (cpu_s)",
    signal.SIGXFSZ: "the file size limit (file_mb)",
    signal.SIGKILL: "SIGKILL (out of memory, or killed from outside)",
}


class SandboxError(UserError):
    """A sandboxed run cannot be set up as asked (an input, the project folder)."""


class InputError(SandboxError):
    """An input cannot be passed to the sandbox: names the variable and why."""


class SandboxUnavailable(NbAgentError):
    """Isolation was required and bubblewrap cannot run here: says why."""


# -- inputs


def _encode(name: str, value: object, folder: Path, index: int) -> tuple[dict[str, Any], tuple[str, str, int | None]]:
    """Write one input into ``folder``: Parquet for tables, JSON for plain values; its manifest entry."""
    if not isinstance(name, str) or not name.isidentifier() or keyword.iskeyword(name):
        raise InputError(f"{name!r} cannot be passed: an input's name must be a Python variable name")
    pandas, pyarrow = sys.modules.get("pandas"), sys.modules.get("pyarrow")
    kind = ""
    if pandas is not None and isinstance(value, pandas.DataFrame):
        kind = "dataframe"
    elif pandas is not None and isinstance(value, pandas.Series):
        kind = "series"
    elif pyarrow is not None and isinstance(value, pyarrow.Table):
        kind = "arrow"
    if kind:
        return _write_table(name, kind, value, folder, index)
    if json_value(value):
        file = f"{index}.json"
        (folder / file).write_text(json.dumps(value), encoding="utf-8")
        size = len(value) if isinstance(value, (str, list, tuple, dict)) else None
        return {"name": name, "kind": "json", "file": file}, (name, "json", size)
    what = type(value).__name__
    why = "only DataFrames (pandas, Arrow) and JSON values (str, int, float, bool, None, lists and dicts of them)"
    if isinstance(value, float):
        why = "NaN and infinity are not JSON values"
    elif isinstance(value, (list, tuple, dict)):
        why = "it holds something other than JSON values (or a dict key that is not a string): " + why
    article = "an" if what[:1].lower() in "aeiou" else "a"
    raise InputError(f"{name}: {article} {what} cannot be passed: {why}")


def _write_table(
    name: str, kind: str, value: Any, folder: Path, index: int
) -> tuple[dict[str, Any], tuple[str, str, int | None]]:
    import pyarrow as pa
    import pyarrow.parquet as pq

    entry: dict[str, Any] = {"name": name, "kind": kind, "file": f"{index}.parquet"}
    try:
        if kind == "arrow":
            table = value
        else:
            frame = value.to_frame(name="value") if kind == "series" else value
            if kind == "series":
                entry["series_name"] = value.name if json_value(value.name) else None
            if not all(isinstance(c, str) for c in frame.columns):
                frame = frame.copy(deep=False)
                frame.columns = [str(c) for c in frame.columns]
            table = pa.Table.from_pandas(frame)
        pq.write_table(table, folder / entry["file"])
    except Exception as e:  # a column Arrow cannot hold (mixed objects...): the model is told which input
        raise InputError(f"{name}: this {kind} cannot be written as Parquet: {type(e).__name__}: {e}") from e
    return entry, (name, kind, int(table.num_rows))


# -- the filesystem view


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _python_paths() -> list[str]:
    """What the interpreter and the virtualenv's packages need, read-only (``/usr`` is bound apart)."""
    paths = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    paths |= {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    paths |= {os.path.dirname(os.path.realpath(sys.executable))}
    found = {os.path.abspath(p) for p in paths} | {os.path.realpath(p) for p in paths}
    found = {p for p in found if os.path.isdir(p) and not _inside(p, "/usr")}
    return sorted(p for p in found if not any(q != p and _inside(p, q) for q in found))


def _homes() -> set[str]:
    homes = {os.environ.get("HOME", ""), str(Path("~").expanduser()), str(user_home())}
    if pwd is not None:
        with contextlib.suppress(KeyError):
            homes.add(pwd.getpwuid(os.getuid()).pw_dir)
    return {os.path.abspath(h) for h in homes if h and os.path.abspath(h) != "/"}


def project_folder(path: Path) -> Path | None:
    """``path`` if it can be a run's project folder (it exists, it is no home, no ``/`` and no system folder)."""
    try:
        folder = _check_project(path)
    except SandboxError:
        return None
    return None if folder is None else Path(folder)


def _check_project(project: Path | None) -> str | None:
    if project is None:
        return None
    folder = os.path.abspath(project)
    if not os.path.isdir(folder):
        raise SandboxError(f"the project folder {folder} does not exist")
    for home in _homes():
        if folder == home:
            raise SandboxError(f"the project folder {folder} is a home folder: give the project's own folder")
    if folder == "/" or folder in ("/usr", "/proc", "/dev", "/tmp", INSIDE, FAKE_HOME):
        raise SandboxError(f"the project folder {folder} cannot be the project: give the project's own folder")
    return folder


# files that hold credentials by their name, hidden in the project folder (a file under /dev/null, a folder under an
# empty tmpfs): a sandboxed run needs no review, and a cloned repository's .env is the person's secret
_SECRET_FILES = re.compile(
    r"^(\.env(\..*)?|.*\.(pem|key|p12|pfx|keystore|jks)|id_(rsa|dsa|ecdsa|ed25519)(\.pub)?|\.netrc|\.pgpass|"
    r"\.git-credentials|\.npmrc|\.pypirc|credentials(\.json)?|secrets?\.(ya?ml|json|toml)|\.htpasswd)$",
    re.IGNORECASE,
)
_SECRET_FOLDERS = frozenset({".aws", ".ssh", ".gnupg", ".docker", ".kube", ".azure", ".gcloud", ".nbagent"})
_NOT_SEARCHED = frozenset({"node_modules", "__pycache__", "site-packages", ".venv", "venv", ".tox", ".mypy_cache"})
_MAX_SEARCHED = 20_000  # entries of the project folder looked at for secret files


def secret_paths(project: str) -> tuple[list[str], list[str]]:
    """The files and folders of ``project`` that are hidden from the code.

    Looked for by name, ``_MAX_SEARCHED`` entries at most, never following symbolic links (a link is hidden by
    its own name, whatever it points at). ``.git/config`` (it may hold a token in a remote URL) is hidden; the
    rest of ``.git`` is not searched.
    """
    files: list[str] = []
    folders: list[str] = []
    seen = 0
    pending = [project]
    while pending:
        folder = pending.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if seen > _MAX_SEARCHED:
                return files, folders
            is_dir = entry.is_dir(follow_symlinks=False)
            if is_dir and entry.name in _SECRET_FOLDERS:
                folders.append(entry.path)
            elif is_dir and entry.name == ".git":
                if os.path.isfile(os.path.join(entry.path, "config")):
                    files.append(os.path.join(entry.path, "config"))
            elif is_dir and entry.name not in _NOT_SEARCHED:
                pending.append(entry.path)
            elif not is_dir and _SECRET_FILES.match(entry.name):
                files.append(entry.path)
    return files, folders


def _view(box: Path, home: Path, project: str | None, writable: bool, tools: list[str]) -> list[str]:
    """bubblewrap's filesystem arguments: what is visible, where, read-only or not."""
    args = ["--ro-bind", "/usr", "/usr"]
    for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            args += ["--ro-bind", top, top]
    for etc in ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime"):
        if os.path.exists(etc):
            args += ["--ro-bind", etc, etc]
    # a private /tmp for everyone in the sandbox; the empty home is a private folder of the run's uid
    args += ["--perms", "1777", "--tmpfs", "/tmp", "--perms", "0755", "--dir", "/home", "--bind", str(home), FAKE_HOME]
    mounts: list[tuple[str, str, str]] = [(p, "--ro-bind", p) for p in [*_python_paths(), *tools]]
    if project is not None:
        mounts.append((project, "--bind" if writable else "--ro-bind", project))
        files, folders = secret_paths(project)
        mounts += [(f, "--ro-bind", "/dev/null") for f in files] + [(d, "--tmpfs", "") for d in folders]
    binds = [m[0] for m in mounts]
    # a home (or the nbagent home) inside a bound folder is hidden under an empty tmpfs; what lies deeper and is
    # bound by its own path (a virtualenv under the home) is bound again on top, in order of depth
    for hidden in _homes():
        if any(_inside(hidden, b) and hidden != b for b in binds):
            mounts.append((hidden, "--tmpfs", ""))
    mounts.sort(key=lambda m: (m[0].count("/"), m[1] == "--tmpfs"))
    made: set[str] = {"/", "/tmp", "/home", FAKE_HOME, "/usr"}
    done: list[tuple[str, str]] = []
    for dest, how, source in mounts:
        for parent in list(reversed(Path(dest).parents))[1:]:
            text = str(parent)
            provider = max((d for d in done if _inside(text, d[0])), key=lambda d: len(d[0]), default=None)
            if text not in made and (provider is None or provider[1] == "--tmpfs"):
                args += ["--perms", "0755", "--dir", text]
            made.add(text)
        args += [how, dest] if how == "--tmpfs" else [how, source, dest]
        done.append((dest, how))
        made.add(dest)
    args += ["--bind", str(box), INSIDE, "--ro-bind", str(box / "inputs"), f"{INSIDE}/inputs"]
    return args


def _environment(home: str) -> dict[str, str]:
    threads = str(max(1, min(4, os.cpu_count() or 1)))
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": home,
        "LANG": "C.UTF-8",
        "MPLBACKEND": "Agg",
        "TMPDIR": "/tmp",
        "MALLOC_ARENA_MAX": "2",  # each glibc arena reserves 64 MB of address space: RLIMIT_AS counts it
        "OMP_NUM_THREADS": threads,  # threads count against RLIMIT_NPROC
        "OPENBLAS_NUM_THREADS": threads,
        "MKL_NUM_THREADS": threads,
    }


def _sandbox_command(
    bwrap: str, box: Path, home: Path, project: str | None, writable: bool, python: list[str]
) -> list[str]:
    env = _environment(FAKE_HOME)
    setenv = [a for k, v in env.items() for a in ("--setenv", k, v)]
    inner = ["--unshare-all", "--die-with-parent", "--new-session"]
    tail = ["--chdir", INSIDE, "--clearenv", *setenv, "--", *python]
    if not drops_uid():
        return [bwrap, *inner, *_view(box, home, project, writable, []), "--proc", "/proc", "--dev", "/dev", *tail]
    setpriv = shutil.which("setpriv") or "setpriv"
    tools = [t for t in (bwrap, setpriv) if not _inside(t, "/usr")]
    # outer: root builds the view (no namespaces of its own but the mount one); the host's /proc is bound so that
    # the inner bubblewrap can mount a fresh one (the kernel refuses a new proc where none is fully visible)
    outer = [bwrap, "--die-with-parent", *_view(box, home, project, writable, tools), "--bind", "/proc", "/proc"]
    outer += ["--dev", "/dev", "--"]
    drop = [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", "--inh-caps=-all"]
    drop += ["--bounding-set=-all", "--"]
    return [*outer, *drop, bwrap, *inner, "--bind", "/", "/", "--proc", "/proc", "--dev", "/dev", *tail]


# -- processes


def _kill_tree(process: subprocess.Popen[bytes]) -> None:
    """SIGKILL the process group and every descendant found in /proc (a child may have left the group)."""
    tree, pending, seen = children(), [process.pid], []
    while pending:
        pid = pending.pop()
        seen.append(pid)
        pending += tree.get(pid, [])
    with contextlib.suppress(OSError):
        os.killpg(process.pid, signal.SIGKILL)
    for pid in seen:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _reachable_by_nobody(paths: list[str]) -> bool:
    """Whether uid/gid 65534 can walk to (and list) each of ``paths``, by the permission bits of every folder."""
    for path in paths:
        folder = Path(os.path.realpath(path))
        for step in [*reversed(folder.parents), folder]:
            try:
                info = os.stat(step)
            except OSError:
                return False
            bits = info.st_mode & 0o7
            if info.st_uid == NOBODY:
                bits = (info.st_mode >> 6) & 0o7
            elif info.st_gid == NOBODY:
                bits = (info.st_mode >> 3) & 0o7
            if not bits & 0o1 or (step == folder and not bits & 0o4):
                return False
    return True


def _count_processes(uid: int) -> int:
    """How many processes ``uid`` runs now (RLIMIT_NPROC counts them all outside a user namespace)."""
    count = 0
    try:
        names = os.listdir("/proc")
    except OSError:
        return 0
    for name in names:
        if name.isdigit():
            with contextlib.suppress(OSError):
                count += os.stat(f"/proc/{name}").st_uid == uid
    return count


def _killed_by(code: int | None, sandboxed: bool) -> str:
    """The signal that ended the process (bubblewrap passes on 128 + the signal of the code's process)."""
    if code is None:
        return ""
    number = -code if code < 0 else code - 128 if sandboxed and 128 < code < 160 else 0
    try:
        which = signal.Signals(number)
    except ValueError:
        return f"signal {number}" if number else ""
    what = _SIGNALS.get(which)
    return f"{which.name}: {what}" if what else which.name


# -- the run


def _prepare(
    box: Path, code: str, inputs: Mapping[str, object], limits: Limits, nproc: int
) -> tuple[tuple[str, str, int | None], ...]:
    folder = box / "inputs"
    folder.mkdir()
    (box / "out").mkdir()
    entries, summary = [], []
    for index, (name, value) in enumerate(inputs.items()):
        entry, described = _encode(name, value, folder, index)
        entries.append(entry)
        summary.append(described)
    paths = sysconfig.get_paths()
    manifest = {
        "inputs": entries,
        "site": list(dict.fromkeys([paths["purelib"], paths["platlib"]])),
        "limits": {
            "as": limits.memory_mb * 1024 * 1024,
            "cpu": limits.cpu_s,
            "nproc": nproc,
            "fsize": limits.file_mb * 1024 * 1024,
        },
        "max_output_chars": limits.max_output_chars,
        "max_figures": limits.max_figures,
    }
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "code.py").write_text(code, encoding="utf-8")
    shutil.copyfile(RUNNER, folder / "runner.py")
    shutil.copyfile(REAPER, folder / "reaper.py")
    return tuple(summary)


def _hand_over(tmp: Path, box: Path, home: Path) -> None:
    """As root: the scratch folder and the empty home belong to uid 65534; the inputs are read-only to it."""
    os.chmod(tmp, 0o711)
    for path in (box, box / "out", home):
        os.chown(path, NOBODY, NOBODY)
    for entry in (box / "inputs").iterdir():
        os.chown(entry, NOBODY, NOBODY)
        os.chmod(entry, 0o400)
    os.chown(box / "inputs", NOBODY, NOBODY)
    os.chmod(box / "inputs", 0o500)


def run(
    code: str,
    inputs: Mapping[str, object],
    *,
    project: Path | None,
    project_writable: bool = False,
    timeout_s: float = 30,
    limits: Limits = DEFAULT_LIMITS,
    isolation: Literal["required", "preferred"] = "preferred",
    started: Callable[[Callable[[], None]], object] | None = None,
) -> SandboxResult:
    """Run ``code`` with ``inputs`` in a sandbox (or, where none can run and isolation is only preferred, in a
    plain subprocess with the same limits); synchronous: call it from a worker thread.

    Raises :class:`InputError` for an input that cannot be passed, :class:`SandboxUnavailable` when isolation is
    required and bubblewrap cannot run, :class:`SandboxError` for a project folder that cannot be one.
    ``started``: called with a function that kills the run's process tree, once it started (a tool passes
    :func:`nbagent.tools.on_cancel`, so a call abandoned by its caller leaves no process behind).
    """
    found = probe()
    if not found.usable and isolation == "required":
        raise SandboxUnavailable(f"the sandbox is required and cannot run here: {found.reason}")
    folder = _check_project(project)
    sandboxed, drop, why = found.usable, drops_uid(), found.reason
    if drop and not sandboxed and not _reachable_by_nobody(_python_paths()):
        drop = False  # uid 65534 could not even start the interpreter
        why += "; it runs as root (uid 65534 cannot read the Python installation), so the process limit does not hold"
    if not sandboxed and not drop:
        why += "; it runs as you: it reads what you can"
    uid = NOBODY if drop else os.getuid()
    nproc = limits.max_procs if sandboxed else limits.max_procs + _count_processes(uid)
    tmp = Path(tempfile.mkdtemp(prefix="nbagent-sandbox-"))
    try:
        box, home = tmp / "box", tmp / "home"
        box.mkdir(mode=0o700)
        home.mkdir(mode=0o700)
        summary = _prepare(box, code, inputs, limits, nproc)
        if drop:
            _hand_over(tmp, box, home)
        python = [sys.executable, "-I", "-S", "-B"]
        if sandboxed:
            command = _sandbox_command(found.bwrap, box, home, folder, project_writable, [*python, "inputs/runner.py"])
            env: dict[str, str] = {}
        else:
            # the reaper runs the runner and kills what it leaves (a setsid'd grandchild, too: it is the subreaper)
            command = [*python, str(box / "inputs" / "reaper.py"), str(box / "inputs" / "runner.py")]
            env = _environment(str(home))
        with open(tmp / "stderr", "wb") as log:
            start = time.monotonic()
            process = subprocess.Popen(
                command, cwd=box, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                start_new_session=True, close_fds=True,
                user=NOBODY if drop and not sandboxed else None,
                group=NOBODY if drop and not sandboxed else None,
                extra_groups=[] if drop and not sandboxed else None,
            )  # fmt: skip
            if started is not None:
                started(lambda: None if process.poll() is not None else _kill_tree(process))
            timed_out = False
            try:
                process.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                timed_out = True
            _kill_tree(process)  # what is left: all of it on a timeout, stray children of a subprocess otherwise
            process.wait()
            duration = time.monotonic() - start
        return _result(tmp, box, limits, timeout_s, why, sandboxed, drop, process, timed_out, duration,
                       summary, nproc)  # fmt: skip
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _result(
    tmp: Path, box: Path, limits: Limits, timeout_s: float, why: str, sandboxed: bool, drop: bool,
    process: subprocess.Popen[bytes], timed_out: bool, duration: float,
    summary: tuple[tuple[str, str, int | None], ...], nproc: int,
) -> SandboxResult:  # fmt: skip
    got = read_outputs(str(box), limits)
    code = process.returncode
    killed = "" if timed_out else _killed_by(code, sandboxed)
    error = got.error
    status: Status
    if timed_out:
        status = "timed-out"
    elif killed and not got.found:
        status = "killed"
    elif not got.found:
        status = "error"
        with open(tmp / "stderr", "rb") as f:
            f.seek(max(0, os.fstat(f.fileno()).st_size - 2000))
            tail = f.read().decode("utf-8", "replace").strip()
        error = f"the sandboxed process ended (exit code {code}) without writing its result" + (
            f":\n{tail}" if tail else ""
        )
    else:
        status = "error" if got.error else "ok"
    notes = "\n".join(got.notes)
    error = f"{error}\n{notes}" if error and notes else error or notes
    more: dict[str, Any] = {"uid": NOBODY if drop else os.getuid(), "nproc": nproc, "applied": got.applied}
    return SandboxResult(
        executor="sandboxed" if sandboxed else "subprocess",
        isolated=sandboxed,
        why_not_isolated="" if sandboxed else why,
        limits=limits_dict(limits, timeout_s, **more),
        status=status,
        exit_code=code,
        printed=got.printed,
        error=error,
        value=got.value,
        value_kind=got.value_kind,
        figures=tuple(got.figures),
        inputs=summary,
        duration_s=duration,
        killed_by=killed,
    )
