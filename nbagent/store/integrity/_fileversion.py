"""Which DuckDB wrote a database file, read from its header (no DuckDB needed).

nbagent runs on DuckDB 1.5.x (the DuckLake extensions exist only for it). A store
written by DuckDB 2.0 uses a storage format 1.5 cannot read; DuckDB's own error
names neither the writer nor a way out, so :func:`newer_format_message` does.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["file_writer", "newer_format_message"]

# The main header: 8 bytes checksum, b"DUCK", u64 storage version, then flags; the writer's
# version string (b"v2.0.0") sits at byte 52, 32 bytes NUL-padded (DuckDB 1.2 and later).
_MAGIC_AT, _STORAGE_AT, _WRITER_AT, _WRITER_LEN = 8, 12, 52, 32


def file_writer(path: Path) -> tuple[int, str] | None:
    """``(storage version, DuckDB version that wrote it)`` of a DuckDB file; None if not one."""
    try:
        with open(path, "rb") as f:
            head = f.read(_WRITER_AT + _WRITER_LEN)
    except OSError:
        return None
    if len(head) < _WRITER_AT + _WRITER_LEN or head[_MAGIC_AT : _MAGIC_AT + 4] != b"DUCK":
        return None
    storage = int.from_bytes(head[_STORAGE_AT : _STORAGE_AT + 8], "little")
    writer = head[_WRITER_AT : _WRITER_AT + _WRITER_LEN].split(b"\0", 1)[0].decode("ascii", "replace")
    return storage, writer or "an unknown version"


def newer_format_message(path: Path) -> str:
    """What to tell a person whose store was written by a DuckDB newer than the one running."""
    import duckdb

    found = file_writer(path)
    storage, writer = found if found is not None else (0, "a newer version")
    writer = writer if writer.startswith("v") or " " in writer else f"v{writer}"
    return (
        f"the store database {path} was written by DuckDB {writer} (storage format {storage}), which this "
        f"nbagent's DuckDB v{duckdb.__version__} cannot read (nbagent runs on DuckDB 1.5.x since the team lake "
        "needs its extensions). Convert the file once with the DuckDB that wrote it: in an environment with "
        f"duckdb {writer.lstrip('v')}, run `python -m nbagent.store.convert {path}` (or the three SQL statements in "
        "docs/store.md, 'A store written by DuckDB 2.0'); or move the file aside to start a new store"
    )
