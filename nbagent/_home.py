"""The user's nbagent home: ``$NBAGENT_HOME``, else ``~/.nbagent``.

What belongs to the person rather than to a project lives here: the user's
policy layer, the folders they trust, the audit chain's key.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["user_home"]


def user_home() -> Path:
    """``$NBAGENT_HOME`` when set, else ``~/.nbagent`` (not created here)."""
    home = os.environ.get("NBAGENT_HOME")
    return Path(home).expanduser() if home else Path("~/.nbagent").expanduser()
