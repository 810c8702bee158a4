"""Fixtures for browser tests: one JupyterLab server per session, a fresh page per test.

Every test under tests/e2e is marked ``browser``. Without Chromium the tests skip locally
and fail on CI (``CI`` set to true/1), where a missing browser is a broken setup.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Generator, Iterator
from pathlib import Path

import pytest
from lab import CHROMIUM_PATH, VIEWPORT, JupyterServer, Lab, launch_chromium, start_jupyter_server
from playwright.sync_api import Browser, Page, sync_playwright

_HERE = Path(__file__).resolve().parent
_REPORTS = pytest.StashKey[dict[str, pytest.TestReport]]()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(_HERE):
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report: pytest.TestReport = yield
    item.stash.setdefault(_REPORTS, {})[report.when] = report
    return report


def _on_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"true", "1", "yes"}


_CLOSERS: list[Callable[[], None]] = []  # what the browser tests started and must stop when the run leaves them


def _close_browsers() -> None:
    while _CLOSERS:
        _CLOSERS.pop()()


@pytest.fixture(scope="session")
def chromium_browser() -> Iterator[Browser]:
    """Debian's Chromium under Playwright, shared by the browser tests.

    Stopped as soon as the run leaves tests/e2e (see ``pytest_runtest_teardown``), not at the end of the session:
    Playwright's sync API keeps an event loop running while it is open, and the tests a pytest-xdist worker runs
    after the browser group may call ``asyncio.run``.
    """
    if not CHROMIUM_PATH.exists():
        message = (
            f"browser tests need Chromium at {CHROMIUM_PATH} "
            "(apt-get install chromium, or set NBAGENT_E2E_CHROMIUM); "
            "`playwright install` is not used"
        )
        if _on_ci():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    playwright = sync_playwright().start()
    browser = launch_chromium(playwright)

    def close() -> None:
        browser.close()
        playwright.stop()

    _CLOSERS.append(close)
    yield browser
    _close_browsers()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    """After the last browser test of a run of them (its own fixtures torn down first), stop Playwright."""
    yield
    if nextitem is None or not nextitem.path.is_relative_to(_HERE):
        _close_browsers()


@pytest.fixture(scope="session")
def jupyter_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[JupyterServer]:
    """A private, offline JupyterLab on 127.0.0.1 (``.url``, ``.token``, ``.root``, ``.env``)."""
    server = start_jupyter_server(tmp_path_factory.mktemp("jupyter"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def browser_page(chromium_browser: Browser) -> Iterator[Page]:
    """A new browser context and page (1280x900) for one test."""
    context = chromium_browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def lab(request: pytest.FixtureRequest, browser_page: Page, jupyter_server: JupyterServer) -> Iterator[Lab]:
    """A `Lab` on a fresh page; on failure it saves a screenshot, and it always stops kernels."""
    helper = Lab(browser_page, jupyter_server)
    yield helper
    reports = request.node.stash.get(_REPORTS, {})
    if "call" in reports and reports["call"].failed:
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        helper.screenshot(f"{name}-failed")
    jupyter_server.shutdown_kernels()
