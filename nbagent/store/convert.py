"""Convert a store written by DuckDB 2.0 into the format DuckDB 1.5 reads; run it with DuckDB 2.0.

::

    python -m nbagent.store.convert .nbagent/nbagent.duckdb     # in an environment with duckdb 2.0

Copies every table, view and row into ``<file>.v15`` written in storage format
``v1.5.0`` (DuckDB 2.0 can write it), then keeps the original as
``<file>.duckdb2`` and puts the copy in its place. The store's gate
(``<file>.lock``) is held throughout, so no nbagent process writes meanwhile.
The audit chain, its head record and the journal stay valid: rows are copied as
they are. This module imports only DuckDB, so it also runs as a plain script.
"""

from __future__ import annotations

import fcntl
import os
import sys
from pathlib import Path

try:  # nbagent's one quoting of SQL strings
    from ..boundary._sql import quote_literal
except ImportError:  # run as a plain script (only DuckDB installed): the same quoting, here

    def quote_literal(text: str) -> str:
        """``text`` as a single-quoted SQL string (see nbagent.boundary._sql.quote_literal)."""
        if "\0" in text:
            raise SystemExit(f"the path {text!r} holds a NUL character")
        return "'" + text.replace("'", "''") + "'"


__all__ = ["convert", "main"]

TARGET_STORAGE = "v1.5.0"


def convert(path: str | os.PathLike[str]) -> Path:
    """Rewrite the DuckDB file at ``path`` in storage format v1.5.0; return where the original went."""
    import duckdb

    src = Path(path).expanduser().absolute()
    if not src.is_file():
        raise SystemExit(f"there is no database file at {src}")
    tmp, aside = src.with_name(src.name + ".v15"), src.with_name(src.name + ".duckdb2")
    if aside.exists():
        raise SystemExit(f"{aside} exists already: move it away first")
    lock = os.open(src.with_name(src.name + ".lock"), os.O_RDONLY | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)  # nbagent's gate: its writers wait while the file is swapped
        tmp.unlink(missing_ok=True)
        con = duckdb.connect()
        try:
            # ATTACH takes no parameters: the paths go in as quoted SQL strings
            con.execute(f"ATTACH {quote_literal(str(src))} AS old (READ_ONLY)")
            con.execute(f"ATTACH {quote_literal(str(tmp))} AS new (STORAGE_VERSION '{TARGET_STORAGE}')")
            con.execute("COPY FROM DATABASE old TO new")
            con.execute("DETACH new")
        finally:
            con.close()
        os.replace(src, aside)
        os.replace(tmp, src)
        wal = src.with_name(src.name + ".wal")
        if wal.exists():  # the original's WAL was folded into the copy: it belongs with the original
            os.replace(wal, aside.with_name(aside.name + ".wal"))
    finally:
        os.close(lock)
    return aside


def main(argv: list[str] | None = None) -> int:
    """Command line: ``python -m nbagent.store.convert FILE...``."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(__doc__)
        return 2
    for name in args:
        aside = convert(name)
        print(f"converted {name}; the original is kept as {aside}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
