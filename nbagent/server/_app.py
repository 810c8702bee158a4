"""``NbAgentServer``: the extension app (configuration and the handler table)."""

from __future__ import annotations

import os
from pathlib import Path

from jupyter_server.extension.application import ExtensionApp
from traitlets import Float, Unicode

from ._handlers import handlers
from ._lake import LakeApi
from ._reader import ApiReader

__all__ = ["NbAgentServer"]


class NbAgentServer(ExtensionApp):
    """Serves the nbagent store (sessions, audit log, usage) to JupyterLab."""

    name = "nbagent"
    load_other_extensions = True

    store = Unicode(
        "",
        config=True,
        help="A store file (or folder holding nbagent.duckdb) to serve instead of "
        "$NBAGENT_HOME or <notebook folder>/.nbagent.",
    )
    lake = Unicode(
        "",
        config=True,
        help="A team lake to serve at /nbagent/api/lake/ (DuckLake's catalog string, e.g. "
        "'ducklake:postgres:host=db dbname=lake'); default: $NBAGENT_LAKE. Read-only.",
    )
    lake_data_path = Unicode("", config=True, help="The team lake's data path, if its catalog does not say.")
    read_timeout = Float(
        2.0,
        config=True,
        help="Seconds a read waits for a store other kernels are writing before answering 503.",
    )

    def initialize_handlers(self) -> None:
        """Register the REST handlers under ``/nbagent/api/``."""
        assert self.serverapp is not None
        reader = ApiReader(
            root=Path(self.serverapp.root_dir).expanduser(),
            pinned=Path(self.store).expanduser() if self.store else None,
            timeout=self.read_timeout,
        )
        lake = LakeApi(self.lake or os.environ.get("NBAGENT_LAKE", ""), self.lake_data_path or None)
        self.handlers.extend(handlers(reader, lake))
