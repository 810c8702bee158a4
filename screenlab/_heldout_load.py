"""Load a held-out set's helper module from its file under a name of its own.

Sets 3 and 4 both have a ``_score.py`` (and ``_docs.py``, ...): imported through ``sys.path`` by their
bare names, whichever set came first in a test run would serve both.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load(path: Path, name: str) -> ModuleType:
    """The module in ``path``, registered as ``name``."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module
