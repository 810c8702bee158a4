"""Helpers for the store tests: offline agents, subprocess workers, mount checks."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from nbagent import Agent, ToolCall, tool
from nbagent.loop import RunOptions
from nbagent.providers import FunctionProvider
from nbagent.store import bind
from nbagent.store.integrity._anchor import store_identity
from nbagent.store.integrity._key import load_key
from nbagent.store.writing._journal import FrameKey

HERE = Path(__file__).parent
WORKER = HERE / "_worker.py"


def frame_key(store_path: Path) -> FrameKey:
    """The journal frame key of the store at ``store_path``: this user's audit key bound to that store."""
    return FrameKey(load_key(), store_identity(store_path))


def allow_all() -> dict[str, Any]:
    """Agent options that let every tool run (these tests are about the store, not the policy)."""
    try:
        from nbagent.policy import Policy
    except ImportError:  # pragma: no cover - before the policy engine exists
        return {}
    return {"policy": Policy(allow=["*"])}


def counting_agent(
    n_calls: int, *, delay: float = 0.0, store: Any = None, session: str | None = None, **kw: Any
) -> Agent:
    """An agent whose model asks for ``bump`` ``n_calls`` times, then answers "done".

    ``bump`` is a trivial read-only tool (it sleeps ``delay`` seconds first). With ``store`` or ``session``,
    it keeps that stored session (``nbagent.store.bind``).
    """
    state = {"n": 0}

    @tool(read_only=True)
    def bump(i: int) -> int:
        """Add one."""
        if delay:
            time.sleep(delay)
        return i + 1

    def model(messages: Any, tools: Any) -> Any:
        if state["n"] < n_calls:
            state["n"] += 1
            return ToolCall("bump", {"i": state["n"]})
        return "done"

    defaults = RunOptions(max_iterations=n_calls + 5, stream=False).merged(kw.pop("defaults", RunOptions()))
    agent = Agent(FunctionProvider(model), tools=[bump], defaults=defaults, **allow_all(), **kw)
    return bind(agent, session, store=store) if store is not None or session is not None else agent


def corrupt(path: Path) -> None:
    """Overwrite the middle half of the file with junk (what a bad disk or a torn checkpoint leaves)."""
    size = path.stat().st_size
    with open(path, "r+b") as f:
        f.seek(size // 4)
        f.write(os.urandom(size // 2))


def can_mount() -> bool:
    """Are we allowed to mount a tmpfs (root in a container that permits it)?"""
    if shutil.which("mount") is None:
        return False
    probe = Path("/tmp") / f"nbagent-mount-probe-{uuid.uuid4().hex[:8]}"
    probe.mkdir()
    try:
        ok = (
            subprocess.run(
                ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(probe)], capture_output=True
            ).returncode
            == 0
        )
        if ok:
            subprocess.run(["umount", str(probe)], check=True)
        return ok
    finally:
        probe.rmdir()


def python(*args: str, **kw: Any) -> subprocess.Popen[str]:
    """Start ``python tests/store/_worker.py ARGS``."""
    return subprocess.Popen([sys.executable, str(WORKER), *args], text=True, **kw)
