"""Test-wide guards: no network beyond loopback, a private NBAGENT_HOME, offline model hubs."""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterator

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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Browser tests last: Playwright's sync API keeps an event loop running for its session,
    and nothing that calls asyncio.run may come after it in the same process. The demo notebooks
    (nbval, one kernel each) carry the ``notebook`` marker: lanes are chosen by markers."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)
    items.sort(key=lambda item: "/tests/e2e/" in str(item.path))
