"""The jupyter_server extension behind the JupyterLab extension: a REST API under ``/nbagent/api/``.

Enabled by ``etc/jupyter/jupyter_server_config.d/nbagent.json`` (installed with the
wheel). Endpoints (all ``GET``, authenticated like the rest of the server, JSON):

==================================  ==========================================================
``/nbagent/api/status``             where the store is and whether it exists
``/nbagent/api/sessions``           sessions, most recently used first
``/nbagent/api/audit``              audit events; ``since=<seq>`` returns only newer ones
``/nbagent/api/usage``              tokens and cost; ``by=day|model|session``
``/nbagent/api/overview``           sessions and what changed: one entry per tool call, run events
==================================  ==========================================================

Every endpoint takes ``dir=<folder relative to the server root>``: the store is
``$NBAGENT_HOME/nbagent.duckdb`` when that is set, else ``<dir>/.nbagent/nbagent.duckdb``
(where a kernel started in that folder keeps it). ``c.NbAgentServer.store`` pins one file.
A store that other kernels keep busy past ``c.NbAgentServer.read_timeout`` seconds
answers ``503`` with ``Retry-After``.

Importing this package imports neither jupyter_server nor DuckDB.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from .. import __version__

if TYPE_CHECKING:
    from ._app import NbAgentServer

__all__ = ["__version__"]


class _ExtensionPoint(TypedDict):
    module: str
    app: type[NbAgentServer]


def _jupyter_server_extension_points() -> list[_ExtensionPoint]:
    from ._app import NbAgentServer

    return [{"module": "nbagent.server", "app": NbAgentServer}]
