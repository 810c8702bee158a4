"""Writing a file in one step: a reader sees the old content or the new, never half of it; folders and
files that only their owner can read.

What nbagent writes down (the store's journal and archive, the audit key, memories, cassettes) may
quote a prompt or a tool's output. On a shared host (JupyterHub, a lab server) the usual umask 0o022
would leave a new folder 0755 and a new file 0644, readable by every account: nbagent's own folders
are made 0700 (:func:`private_dir`, parents included) and its files 0600."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["create_once", "open_private", "private_dir", "write_atomic"]


def private_dir(path: Path) -> Path:
    """Create the folder ``path`` and every missing parent, each readable by its owner only (0700).

    ``Path.mkdir(parents=True, mode=0o700)`` gives the mode to the last folder only: the parents it
    makes follow the umask (0755 under 0o022). A folder that exists already is left as it is (it may
    be shared on purpose). Raises ``OSError`` like ``mkdir`` (``FileExistsError`` when a file is there).
    """
    missing: list[Path] = []
    folder = path
    while not folder.is_dir() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            if not folder.is_dir():  # a file, or a link to nothing, where the folder should be
                raise
    return path


def open_private(path: Path, flags: int) -> int:
    """``os.open(path, flags | O_CREAT, 0o600)``: a file nbagent creates is its owner's alone, whatever
    the umask (which can only remove bits from 0600). An existing file keeps its mode."""
    return os.open(path, flags | os.O_CREAT, 0o600)


def write_atomic(path: Path, text: str, *, private: bool = False) -> None:
    """Replace ``path``'s content with ``text`` (a temporary file in the same folder, then a rename).

    The file is readable by its owner only (0600) either way: ``mkstemp`` creates it so whatever the
    umask, and the rename keeps it. ``private`` says so again with a ``fchmod`` before any content
    is written (for callers whose file must never be anything else, even if that changed).
    """
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        if private:
            os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def create_once(path: Path, data: bytes) -> bool:
    """Create ``path`` (mode 0600) holding ``data``, unless it exists; True when this call created it.

    Atomic across processes: the data goes to a temporary file (fsynced), which is then hard-linked
    into place, so two processes starting together end up with one file and the loser reads the
    winner's, never a half-written one. Raises ``OSError`` when the folder is not writable.
    """
    import secrets  # here, not at module level: secrets brings hmac and base64

    tmp = path.with_name(f"{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)
        except FileExistsError:
            return False
        return True
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
