"""The name nbagent is installed by, in one place.

The import name, the magics and the ``nbagent`` command are ``nbagent``; the distribution on PyPI is
``jupyter-nbagent`` (``pip install nbagent`` installs an unrelated project, a Nullboard backup agent,
which also imports as ``nbagent``: the two cannot be installed together).
"""

from __future__ import annotations

DISTRIBUTION = "jupyter-nbagent"


def pip_install(extra: str | None = None) -> str:
    """The command that installs nbagent, or one of its extras: ``pip install 'jupyter-nbagent[rag]'``."""
    return f"pip install '{DISTRIBUTION}[{extra}]'" if extra else f"pip install {DISTRIBUTION}"
