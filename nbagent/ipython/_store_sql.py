"""What ``%%agent_sql`` does once its options are parsed: the read-only query on the store.

Imported when the magic runs (``%load_ext nbagent`` imports no store; the magic is in ``_sql``). No store
is started, nothing is written, and the file is held only while the query runs.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from IPython.core.error import UsageError

from ..config._configure import defaults
from ..exceptions import StoreError, UserError
from ..store import Store, StoreReader, default_path, open_reader

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["run_sql"]

_NAME = re.compile(r'"([^"\n]{1,200})"')


def run_sql(sql: str, store: str | None) -> pd.DataFrame:
    """The DataFrame ``sql`` answers on ``--store`` (else the store ``%%agent`` uses); UsageError for a
    missing store or a query the store refuses (with the SQL line a DuckDB error is about)."""
    reader = _reader(store)
    try:
        return reader.query(sql)
    except StoreError as exc:
        raise UsageError(f"{exc}; --store PATH reads another store") from None
    except UserError as exc:
        raise UsageError(f"{exc}{_where(str(exc), sql.strip())}") from None


def _where(message: str, sql: str) -> str:
    """The SQL line a DuckDB error is about, when its message does not show it already."""
    if "LINE " in message:
        return ""
    lines = sql.splitlines()
    for name in _NAME.findall(message):
        for number, text in enumerate(lines, 1):
            found = re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", text, re.IGNORECASE)
            if found:
                return f"\n\nLINE {number}: {text}\n{' ' * (len(f'LINE {number}: ') + found.start())}^"
    return f"\n\nLINE 1: {lines[0]}" if len(lines) == 1 else ""


def _reader(store: str | None) -> StoreReader:
    """The read API of ``--store``, else of the store ``%%agent`` cells use (nothing started).

    No store is read with file or network access from SQL; one outside your nbagent home is
    refused when it holds planted macros or views in place of nbagent's tables, as
    ``open_reader`` does by default (trusting its folder does not change that).
    """
    if store is not None:
        return open_reader(Path(store.strip("'\"")))
    setting = defaults().store
    if setting is False:
        raise UsageError("nbagent.configure(store=False) turned the store off: name one with --store PATH")
    if isinstance(setting, Store):
        return open_reader(setting.path, timeout=setting.timeout)
    return open_reader(default_path() if setting is None or setting is True else setting)
