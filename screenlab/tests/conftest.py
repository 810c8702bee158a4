"""The lab's tests run under the product tests' guards, and carry the ``screenlab`` marker.

The guards (no network beyond loopback, a private NBAGENT_HOME, offline model hubs, no provider keys)
live in tests/conftest.py; this file loads that module rather than copying it, and re-exports its
autouse fixture so it applies here too. The loopback guard is set when the module is loaded, whichever
of the two conftests loads it first (loaded twice, it checks twice: the same answers).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAB = ROOT / "screenlab"


def _product_guards() -> ModuleType:
    name = "_nbagent_test_guards"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / "conftest.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


_private_home = _product_guards()._private_home


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test under screenlab/ is the lab's (``-m screenlab``), whichever conftest sees the items."""
    for item in items:
        if item.path.is_relative_to(LAB):
            item.add_marker(pytest.mark.screenlab)
