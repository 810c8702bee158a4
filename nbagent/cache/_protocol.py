"""The base class a response cache subclasses: :class:`nbagent.extensions.Cache` (an agent's extension)."""

from __future__ import annotations

from ..extensions import Cache

__all__ = ["Cache"]
