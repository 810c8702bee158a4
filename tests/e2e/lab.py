"""Drive a real JupyterLab from Playwright: a private server, a headless Chromium, a `Lab` helper.

The server runs in a temporary root with private HOME / config / data / runtime / IPython
dirs, offline (no news, no update check, no build check, read-only extension manager) and
with `window.jupyterapp` exposed so commands run through JupyterLab's own command registry.
The venv's labextensions (ipywidgets, anywidget) live in `sys.prefix/share/jupyter`, which
Jupyter always searches, so a private JUPYTER_DATA_DIR does not hide them. nbagent's own
extension is the one built in this tree (`nbagent/labextension`, from `npm run build` in
`labextension/`) when there is one, put first on JUPYTER_PATH so it wins over the installed
copy; `NBAGENT_E2E_LABEXTENSION` names another build, or `installed` to test the installed one.

`Lab` reads what a person sees (input prompts `[*]:` / `[3]:`, output areas, widget
buttons) from the DOM and clicks real buttons; only "run", "run all" and "save" go through
`jupyterapp.commands`, which is exact where keyboard focus is not.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook
from playwright.sync_api import Browser, Locator, Page, Playwright, ViewportSize

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"

CHROMIUM_PATH = Path(os.environ.get("NBAGENT_E2E_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT: ViewportSize = {"width": 1280, "height": 900}
THEMES = {"light": ("JupyterLab Light", "true"), "dark": ("JupyterLab Dark", "false")}
"""JupyterLab's theme name and ``body[data-jp-theme-light]`` for each theme the browser tests check."""

# User settings that keep the lab quiet and the DOM simple: no news toast, no autosave racing
# the tests, and every cell kept in the DOM (the default windowing drops off-screen cells).
# `recordTiming` makes JupyterLab keep the kernel's own message timestamps in each cell's
# `execution` metadata, so a test can time the kernel without the browser's round trip.
_USER_SETTINGS: dict[str, dict[str, Any]] = {
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none", "recordTiming": True},
}

# JS run in the page; `id` is the DOM id of the notebook panel that `Lab.open` found.
_JS_EXECUTION_TIMING = """([id, index]) => {
  const panel = Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id);
  return panel.content.widgets[index].model.getMetadata('execution') || null;
}"""
_JS_PANEL = "(id) => Array.from(window.jupyterapp.shell.widgets('main')).find(w => w.id === id)"
_JS_FIND_OPEN_NOTEBOOK = """(path) => {
  const app = window.jupyterapp;
  if (!app) return null;
  for (const w of app.shell.widgets('main')) {
    const ctx = w.context, sc = w.sessionContext;
    if (!ctx || !sc || ctx.path !== path || !ctx.isReady) continue;
    const kernel = sc.session && sc.session.kernel;
    if (kernel && kernel.status === 'idle' && kernel.connectionStatus === 'connected') return w.id;
  }
  return null;
}"""
_JS_PROMPTS = """(id) => Array.from(
  document.getElementById(id).querySelectorAll('.jp-Notebook .jp-Cell'),
  (cell) => cell.classList.contains('jp-CodeCell')
    ? cell.querySelector('.jp-InputPrompt').textContent.trim() : null)"""
_JS_RUN = """async ([id, command, index]) => {
  const app = window.jupyterapp;
  const panel = (__PANEL__)(id);
  app.shell.activateById(id);
  if (index !== null) {
    panel.content.activeCellIndex = index;
    panel.content.deselectAll();
  }
  panel.content.mode = 'command';
  // Not awaited: the promise settles only when the cells finish, and cells may wait for us.
  void app.commands.execute(command);
}""".replace("__PANEL__", _JS_PANEL)
_JS_PROMPTS_CHANGED = """([id, before, targets]) => {
  const now = (__PROMPTS__)(id);
  return targets.every((i) => now[i] !== before[i]);
}""".replace("__PROMPTS__", _JS_PROMPTS)
_JS_SAVE = """async (id) => {
  const app = window.jupyterapp;
  app.shell.activateById(id);
  await app.commands.execute('docmanager:save');
  return (__PANEL__)(id).context.model.dirty;
}""".replace("__PANEL__", _JS_PANEL)

_RUNNING = "[*]:"
_PROMPT_COUNT = re.compile(r"^\[(\d+)\]:$")


class LabError(AssertionError):
    """The lab did not reach the expected state in time; the message says what it showed."""


@dataclass
class JupyterServer:
    """A JupyterLab server started for the test session."""

    url: str
    """Base URL without a trailing slash, e.g. ``http://127.0.0.1:40123``."""
    token: str
    root: Path
    """The server's root dir: notebooks written here open at ``/lab/tree/<name>``."""
    env: dict[str, str]
    """The environment the server (and so every kernel it starts) runs with."""
    process: subprocess.Popen[bytes] = field(repr=False)
    log_path: Path = field(repr=False)

    def api(self, method: str, path: str, body: Any = None, timeout: float = 10.0) -> Any:
        """Call the REST API (``path`` like ``/api/sessions``) and return the decoded JSON."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path,
            data=data,
            method=method,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=timeout) as response:
            payload = response.read()
        return json.loads(payload) if payload else None

    def start_session(self, path: str) -> None:
        """Start a kernel session for the notebook at ``path`` unless one exists already."""
        if any(s["path"] == path for s in self.api("GET", "/api/sessions")):
            return
        metadata = json.loads((self.root / path).read_text()).get("metadata", {})
        kernel = metadata.get("kernelspec", {}).get("name", "python3")
        body = {"path": path, "name": path, "type": "notebook", "kernel": {"name": kernel}}
        self.api("POST", "/api/sessions", body)

    def shutdown_kernels(self) -> None:
        """Shut down every session and kernel, so one test's kernels don't outlive it."""
        for session in self.api("GET", "/api/sessions"):
            self.api("DELETE", f"/api/sessions/{session['id']}")
        for kernel in self.api("GET", "/api/kernels"):
            self.api("DELETE", f"/api/kernels/{kernel['id']}")

    def log_tail(self, lines: int = 40) -> str:
        """The last lines of the server's log, for failure messages."""
        text = self.log_path.read_text(errors="replace") if self.log_path.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    def stop(self) -> None:
        """Stop the server; SIGTERM lets it stop its kernels (they run in their own sessions)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=10)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _private_env(base: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "IPYTHON"))}
    dirs = {
        "HOME": "home",
        "JUPYTER_CONFIG_DIR": "config",
        "JUPYTER_DATA_DIR": "data",
        "JUPYTER_RUNTIME_DIR": "runtime",
        "IPYTHONDIR": "ipython",
        "NBAGENT_HOME": "nbagent-home",
    }
    for var, name in dirs.items():
        (base / name).mkdir(parents=True, exist_ok=True)
        env[var] = str(base / name)
    tree_build = _tree_labextension()
    if tree_build is not None:
        path = base / "jupyter-path" / "labextensions"
        path.mkdir(parents=True, exist_ok=True)
        link = path / "nbagent"
        if not link.exists():
            link.symlink_to(tree_build, target_is_directory=True)
        env["JUPYTER_PATH"] = str(base / "jupyter-path")
    venv_bin = str(Path(sys.executable).parent)
    env["PATH"] = os.pathsep.join([venv_bin, env.get("PATH", "")])
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"  # silences debugpy's frozen-modules warning
    return env


def _tree_labextension() -> Path | None:
    """The nbagent lab extension build the browser tests load (None: the installed copy)."""
    chosen = os.environ.get("NBAGENT_E2E_LABEXTENSION", "")
    if chosen == "installed":
        return None
    build = Path(chosen) if chosen else REPO_ROOT / "nbagent" / "labextension"
    return build.resolve() if (build / "package.json").is_file() else None


def start_jupyter_server(base: Path, startup_timeout: float = 60.0) -> JupyterServer:
    """Start ``jupyter lab`` with everything private under ``base`` and wait for /api/status."""
    env = _private_env(base)
    root = base / "root"
    settings = base / "settings"
    root.mkdir(parents=True, exist_ok=True)
    labconfig = Path(env["JUPYTER_CONFIG_DIR"]) / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps({"buildCheck": False, "buildAvailable": False}))
    for plugin, values in _USER_SETTINGS.items():
        path = settings / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))

    port = _free_port()
    token = secrets.token_hex(16)
    args = [
        sys.executable, "-m", "jupyter", "lab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--port-retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.log_level=WARN",
        "--ServerApp.terminals_enabled=False",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={base / 'workspaces'}",
        "--LabApp.expose_app_in_browser=True",
    ]  # fmt: skip
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")  # containers and CI often run as root
    log_path = base / "jupyter-lab.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            args, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
    server = JupyterServer(f"http://127.0.0.1:{port}", token, root, env, process, log_path)
    deadline = time.monotonic() + startup_timeout
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"jupyter lab exited with code {process.returncode}:\n{server.log_tail()}")
        try:
            server.api("GET", "/api/status", timeout=2)
            return server
        except OSError:
            if time.monotonic() > deadline:
                server.stop()
                raise RuntimeError(
                    f"jupyter lab did not answer /api/status within {startup_timeout:.0f} s:\n{server.log_tail()}"
                ) from None
            time.sleep(0.1)


def launch_chromium(playwright: Playwright) -> Browser:
    """Launch Debian's Chromium; Playwright gives each launch a fresh temporary profile dir."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM_PATH), headless=True, args=CHROMIUM_ARGS)


class Lab:
    """One notebook in a real JupyterLab page: write it, open it, run cells, read outputs.

    Cell indices count every cell of the notebook (markdown too), from 0. Timeouts are in
    seconds.
    """

    def __init__(self, page: Page, server: JupyterServer) -> None:
        self.page = page
        self.server = server
        self.name: str | None = None
        self._panel_id: str | None = None

    # -- files -------------------------------------------------------------------------------

    def write_notebook(self, name: str, cells: list[str], kernel: str = "python3") -> Path:
        """Write ``name`` into the server root; a cell starting with ``"# md\\n"`` is markdown."""
        nb_cells = [
            new_markdown_cell(src.removeprefix("# md\n"))  # type: ignore[no-untyped-call]
            if src.startswith("# md\n")
            else new_code_cell(src)  # type: ignore[no-untyped-call]
            for src in cells
        ]
        nb = new_notebook(  # type: ignore[no-untyped-call]
            cells=nb_cells,
            metadata={
                "kernelspec": {"name": kernel, "display_name": kernel, "language": "python"},
                "language_info": {"name": "python"},
            },
        )
        path = self.server.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)  # type: ignore[no-untyped-call]
        return path

    def read_notebook(self) -> nbformat.NotebookNode:
        """The notebook as saved on disk (call `save` first to see the lab's state)."""
        path = self.server.root / self._require_name()
        node: nbformat.NotebookNode = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
        return node

    # -- opening -----------------------------------------------------------------------------

    def open(self, name: str, timeout: float = 60.0, prestart_kernel: bool = True) -> None:
        """Open ``name`` in a fresh workspace and wait until its kernel is connected and idle.

        With ``prestart_kernel`` the session is created through the REST API before the page
        loads, so the kernel boots while JupyterLab does (about 1.5 s less per test); the lab
        then joins that session exactly as it joins one left running by an earlier visit.
        """
        if prestart_kernel:
            self.server.start_session(name)
        url = f"{self.server.url}/lab/tree/{quote(name)}?reset&token={self.server.token}"
        self.page.goto(url)
        handle = self.page.wait_for_function(_JS_FIND_OPEN_NOTEBOOK, arg=name, timeout=timeout * 1000, polling=100)
        self.name = name
        self._panel_id = str(handle.json_value())
        self.panel.locator('.jp-Notebook-ExecutionIndicator[data-status="idle"]').wait_for(timeout=timeout * 1000)

    @property
    def panel(self) -> Locator:
        """The notebook panel (toolbar + cells) of the open notebook."""
        return self.page.locator(f'[id="{self._require_panel()}"]')

    # -- running -----------------------------------------------------------------------------

    def run_all(self) -> None:
        """Run all cells (``notebook:run-all-cells``); returns once every code cell is queued."""
        self._run("notebook:run-all-cells", None)

    def run_cell(self, index: int) -> None:
        """Run one cell (``notebook:run-cell``); returns once it is queued or done."""
        self._run("notebook:run-cell", index)

    def _run(self, command: str, index: int | None) -> None:
        panel_id = self._require_panel()
        before = self.page.evaluate(_JS_PROMPTS, panel_id)
        self.page.evaluate(_JS_RUN, [panel_id, command, index])
        # Wait until the DOM shows the run ([*] or a new count), so wait_cell_done can't read
        # the previous run's count.
        targets = [i for i, p in enumerate(before) if p is not None and (index in (None, i))]
        self.page.wait_for_function(
            _JS_PROMPTS_CHANGED,
            arg=[panel_id, before, targets],
            timeout=10_000,
        )

    def cell_prompt(self, index: int) -> str:
        """The input prompt as shown: ``[ ]:``, ``[*]:`` or ``[n]:``."""
        return self.cell(index).locator(".jp-InputPrompt").inner_text().strip()

    def is_cell_running(self, index: int) -> bool:
        """True while the cell shows ``[*]:`` (running or queued)."""
        return self.cell_prompt(index) == _RUNNING

    def wait_cell_done(self, index: int, timeout: float = 30.0) -> int | None:
        """Wait until the cell's prompt is no longer ``[*]:``; return its execution count.

        ``None`` means the cell was not executed (e.g. aborted after an error above it).
        """
        self.cell(index).wait_for(state="attached", timeout=timeout * 1000)
        try:
            self.page.wait_for_function(
                """([id, index]) => {
                  const cell = document.getElementById(id)
                    .querySelectorAll('.jp-Notebook .jp-Cell')[index];
                  return cell.querySelector('.jp-InputPrompt').textContent.trim() !== '[*]:';
                }""",
                arg=[self._require_panel(), index],
                timeout=timeout * 1000,
            )
        except Exception as exc:
            raise LabError(
                f"cell {index} still running after {timeout} s; output so far:\n{self.cell_output_text(index)}"
            ) from exc
        match = _PROMPT_COUNT.match(self.cell_prompt(index))
        return int(match.group(1)) if match else None

    def interrupt(self) -> float:
        """Click the toolbar's Stop button (``notebook:interrupt-kernel``), as a person would.

        Returns when the browser sent the interrupt request to the server, in seconds since the
        epoch (the browser's own request timing), to compare with `execution_timing`.
        """
        with self.page.expect_request(re.compile(r"/api/kernels/[^/]+/interrupt")) as sent:
            self.panel.locator('.jp-NotebookPanel-toolbar jp-button[data-command="notebook:interrupt-kernel"]').click()
        request = sent.value
        request.response()  # the timing is complete once the response has arrived
        return float(request.timing["startTime"]) / 1000

    def execution_timing(self, index: int) -> dict[str, float]:
        """The kernel's timestamps of the cell's last run (seconds since the epoch), by message.

        Keys as JupyterLab records them: ``iopub.status.busy``, ``iopub.execute_input``,
        ``shell.execute_reply``, ``iopub.status.idle``. They are the kernel's message header dates,
        so they do not include the time the browser took to show the result.
        """
        raw = self.page.evaluate(_JS_EXECUTION_TIMING, [self._require_panel(), index]) or {}
        return {key: datetime.fromisoformat(value).timestamp() for key, value in raw.items() if "." in key}

    def kernel_status(self) -> str:
        """The toolbar's kernel indicator: ``idle``, ``busy``, ``starting``, ..."""
        indicator = self.panel.locator(".jp-Notebook-ExecutionIndicator")
        return indicator.get_attribute("data-status") or ""

    def wait_kernel_idle(self, timeout: float = 30.0) -> None:
        """Wait until the toolbar's kernel indicator says idle."""
        self.panel.locator('.jp-Notebook-ExecutionIndicator[data-status="idle"]').wait_for(timeout=timeout * 1000)

    # -- reading -----------------------------------------------------------------------------

    def cell(self, index: int) -> Locator:
        """The whole cell (input, prompt, outputs)."""
        return self.panel.locator(".jp-Notebook .jp-Cell").nth(index)

    def cell_output_locator(self, index: int) -> Locator:
        """Every output of the cell (stream, result, error, widget), one element each."""
        return self.cell(index).locator(".jp-OutputArea-output")

    def cell_output_text(self, index: int) -> str:
        """The visible text of the cell's outputs, one per line (trailing newlines dropped)."""
        texts = self.cell_output_locator(index).all_inner_texts()
        return "\n".join(text.rstrip("\n") for text in texts)

    def wait_output_contains(self, index: int, text: str, timeout: float = 30.0) -> str:
        """Wait until the cell's output text contains ``text``; return the whole text."""
        deadline = time.monotonic() + timeout
        while True:
            current = self.cell_output_text(index)
            if text in current:
                return current
            if time.monotonic() > deadline:
                raise LabError(f"cell {index} output lacks {text!r} after {timeout} s:\n{current}")
            self.page.wait_for_timeout(50)

    # -- widgets -----------------------------------------------------------------------------

    def button_in_cell(self, index: int, label: str) -> Locator:
        """The button (ipywidgets or the approval card's) whose text is exactly ``label`` in the cell's outputs."""
        exact = re.compile(rf"^\s*{re.escape(label)}\s*$")
        return self.cell(index).locator(".jp-OutputArea-output button").filter(has_text=exact)

    def click_button_in_cell(self, index: int, label: str, timeout: float = 30.0) -> None:
        """Click that button once it is rendered, visible and enabled."""
        self.button_in_cell(index, label).click(timeout=timeout * 1000)

    # -- theme -------------------------------------------------------------------------------

    def set_theme(self, theme: str) -> None:
        """Switch JupyterLab to ``"light"`` or ``"dark"`` and wait until its CSS variables apply."""
        name, is_light = THEMES[theme]
        self.page.evaluate(
            "async (name) => { await window.jupyterapp.commands.execute('apputils:change-theme', {theme: name}); }",
            name,
        )
        self.page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{is_light}'", timeout=20_000)
        self.page.wait_for_timeout(300)  # the new theme's CSS variables applied

    # -- saving and artifacts ----------------------------------------------------------------

    def save(self) -> None:
        """Save the notebook (``docmanager:save``) and wait until it is no longer dirty."""
        dirty = self.page.evaluate(_JS_SAVE, self._require_panel())
        if dirty:
            raise LabError(f"{self.name} still dirty after save")

    def screenshot(self, path: str | Path) -> Path:
        """Save a full-page PNG; a relative path lands in ``test-artifacts/`` at the repo root."""
        target = Path(path)
        if not target.is_absolute():
            target = ARTIFACTS_DIR / target
        if target.suffix != ".png":
            target = target.with_name(target.name + ".png")
        target.parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(target), full_page=True)
        return target

    def _require_name(self) -> str:
        if self.name is None:
            raise LabError("no notebook open: call Lab.open(name) first")
        return self.name

    def _require_panel(self) -> str:
        self._require_name()
        assert self._panel_id is not None
        return self._panel_id
