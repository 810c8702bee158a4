"""``NbAgentServer``: the extension app (configuration and the handler table)."""

from __future__ import annotations

from pathlib import Path

from jupyter_server.extension.application import ExtensionApp
from traitlets import Float, Unicode

from ._handlers import handlers
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
        self.handlers.extend(handlers(reader))
