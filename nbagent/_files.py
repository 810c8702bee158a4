"""Writing a file in one step: a reader sees the old content or the new, never half of it."""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from pathlib import Path

__all__ = ["create_once", "write_atomic"]


def write_atomic(path: Path, text: str, *, private: bool = False) -> None:
    """Replace ``path``'s content with ``text`` (a temporary file in the same folder, then a rename).

    ``private`` makes the file readable by its owner only (0600) before any content is written.
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
