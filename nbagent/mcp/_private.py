"""The MCP folders and files of the nbagent home (logs, status files), owner only: they name commands and URLs."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["private_file", "private_folder"]


def private_folder(path: Path) -> None:
    """``path`` and its ``mcp`` parent exist, owner only (0700): logs and status files name commands and URLs."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    for folder in (path, path.parent):
        if folder.name in ("logs", "kernels", "mcp") and folder.stat().st_mode & 0o077:
            folder.chmod(0o700)


def private_file(path: Path) -> Path:
    """``path`` exists, owner only (0600), before anything is written to it (an older file is narrowed)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        if os.fstat(fd).st_mode & 0o077:
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)
    return path
