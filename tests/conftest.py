"""Test-wide guards: no network beyond loopback, a private NBAGENT_HOME, offline model hubs."""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
for _var in (
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "OPENAI_BASE_URL",
    "ANTHROPIC_BASE_URL",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "GOOGLE_GEMINI_BASE_URL",
    "GOOGLE_GENAI_USE_VERTEXAI",
    "GOOGLE_GENAI_USE_ENTERPRISE",
    "GOOGLE_GENAI_API_VERSION",
):
    os.environ.pop(_var, None)

_real_connect = socket.socket.connect


def _loopback_only(self: socket.socket, address: object) -> None:
    if self.family in (socket.AF_INET, socket.AF_INET6) and isinstance(address, tuple):
        host = str(address[0])
        try:
            allowed = ipaddress.ip_address(host).is_loopback
        except ValueError:
            allowed = host == "localhost"
        if not allowed:
            raise ConnectionRefusedError(f"tests may only connect to loopback, not {host}")
    _real_connect(self, address)  # type: ignore[arg-type]


socket.socket.connect = _loopback_only  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    home = tmp_path_factory.mktemp("nbagent-home")
    monkeypatch.setenv("NBAGENT_HOME", str(home))
    from nbagent import models

    registered = dict(models._TABLE)  # register_model/register_price in one test must not reach the next
    yield
    models._TABLE.clear()
    models._TABLE.update(registered)


@pytest.fixture(scope="session")
def house(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's wheelhouse for the tests that install into a fresh virtualenv (tests/wheelhouse.py)."""
    from wheelhouse import build_wheelhouse  # here, not at the top: screenlab/tests loads this file too

    return build_wheelhouse(tmp_path_factory)


def _is_browser(item: pytest.Item) -> bool:
    # tests/e2e/conftest.py marks its tests browser; its hook may run after this one
    return item.get_closest_marker("browser") is not None or "/tests/e2e/" in str(item.path)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Markers and order for the lanes and for pytest-xdist (``-n auto --dist loadfile``: each file on one worker,
    so its module-scoped fixtures are set up once and a notebook's cells share one kernel).

    The demo notebooks (nbval, one kernel each) carry the ``notebook`` marker: lanes are chosen by markers. The
    longest files come first, so that the workers end together: xdist hands out files in this order, and a long
    file handed out last would leave the other worker idle. Playwright's sync API keeps an event loop running
    while its browser is open, so tests/e2e/conftest.py stops it as soon as a run leaves the browser tests, and
    tests that call ``asyncio.run`` may run after them."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)

    def cost(item: pytest.Item) -> int:
        if _is_browser(item):
            return 0  # about 8 minutes of the CI machine
        if item.get_closest_marker("slow") or item.get_closest_marker("notebook"):
            return 1  # fresh virtualenvs and clones, rebuilds, kernels: tens of seconds to minutes each
        return 2

    items.sort(key=cost)  # stable: within a cost, the collection order
