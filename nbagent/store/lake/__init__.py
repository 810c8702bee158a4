"""The team lake: every member's audit, sessions, usage and memories in one DuckLake.

::

    lake = nbagent.Lake("ducklake:postgres:host=db.team port=5432 dbname=lake user=ds",
                        data_path="/shared/nbagent-lake/")
    store.publish(lake)                       # rows added; exactly once
    store = nbagent.Store(team=lake)          # or publish in the background after each batch
    lake.usage(by="user"); lake.audit(tool="run_sql"); lake.verify()

See docs/team.md. Importing this package imports neither DuckDB nor pandas.
"""

from __future__ import annotations

from ._lake import USAGE_BY, Lake, LakeCheck
from ._publish import publish, source_id

__all__ = ["USAGE_BY", "Lake", "LakeCheck", "publish", "source_id"]
