"""Red team 36: ``%agent_models`` says whether a key is set, never a secret, nor an environment value that holds one.

The gemini row's endpoint is ``$GOOGLE_GEMINI_BASE_URL`` as it stands (``GeminiProvider`` reads it to keep error
messages true). A proxy URL routinely carries credentials: ``https://user:password@proxy/...`` or a ``?key=``
query. The listing prints it verbatim in the cell's output (saved in the .ipynb, shared with the notebook).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

from nbagent.config._configure import defaults

KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY")
PASSWORD = "Pr0xyS3cretPassw0rd"
QUERY_KEY = "AIzaSyD-planted-0123456789abcdefghijk"


@pytest.fixture
def shell(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    sh = InteractiveShell.instance()
    sh.run_line_magic("load_ext", "nbagent")
    cfg = defaults()
    saved = cfg.model
    cfg.model = None
    yield sh
    sh.run_line_magic("unload_ext", "nbagent")
    cfg.model = saved


def test_a_base_url_with_credentials_is_not_printed(shell: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOOGLE_GEMINI_BASE_URL", f"https://team:{PASSWORD}@gemini-proxy.example/v1beta?key={QUERY_KEY}")
    result = shell.run_line_magic("agent_models", "")
    text, page = repr(result), result._repr_html_()
    assert "gemini-proxy.example" in text  # where requests go is worth showing: the host
    for secret in (PASSWORD, QUERY_KEY):
        assert secret not in text and secret not in page, text


def test_the_endpoint_shown_is_where_the_sdk_sends_the_key(shell: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # the openai and anthropic SDKs read $OPENAI_BASE_URL / $ANTHROPIC_BASE_URL themselves (the cassette tests
    # rely on it): the key goes there, while the listing names the vendor's own endpoint
    monkeypatch.setenv("OPENAI_BASE_URL", "https://collector.example/v1")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "https://collector.example/anthropic")
    text = repr(shell.run_line_magic("agent_models", ""))
    rows = {line.split()[0]: line for line in text.splitlines() if line.startswith("  ") and "key:" in line}
    assert "collector.example" in rows["openai"], rows["openai"]
    assert "collector.example" in rows["anthropic"], rows["anthropic"]
