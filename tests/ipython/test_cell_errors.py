"""A failed %%agent cell shows one short message naming the provider, the endpoint and the fix.

Run in a real kernel (nbclient), as a notebook runs: the visible error output must carry no
traceback frames from nbagent's internals or the input transformer; the full traceback is in a
folded ``<details>`` section of the same cell.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from fakeapi import GeminiServer, OpenAIServer, error, text
from nbclient import NotebookClient

SETUP = """
%load_ext nbagent
import nbagent
from nbagent import RetryPolicy
from nbagent.providers import ScriptedProvider, get_provider
nbagent.configure(store=False, retry=RetryPolicy(max_retries=2, base_delay=0.01, max_delay=0.02))
"""


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])  # closed again when the block ends: nothing listens there


def _run(cells: list[str], tmp_path: Path) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]  # type: ignore[no-untyped-call]
    client = NotebookClient(
        nb, timeout=60, kernel_name="python3", allow_errors=True, resources={"metadata": {"path": str(tmp_path)}}
    )
    client.execute()
    executed: nbformat.NotebookNode = nb
    return executed


def _error_of(cell: nbformat.NotebookNode) -> tuple[str, str]:
    errors = [o for o in cell.outputs if o.output_type == "error"]
    assert len(errors) == 1, cell.outputs
    folded = "".join(o.get("data", {}).get("text/html", "") for o in cell.outputs if o.output_type == "display_data")
    return "\n".join(errors[0].traceback), folded


def _assert_short(visible: str) -> None:
    lines = [ln for ln in visible.splitlines() if ln.strip()]
    assert len(lines) <= 2, visible
    for internal in ("__import__", "nbagent/", "site-packages", "Traceback", "File "):
        assert internal not in visible, f"{internal!r} leaked into the visible error: {visible}"


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with OpenAIServer() as srv:
        yield srv


def test_each_run_time_error_is_one_short_message_with_provider_and_endpoint(
    tmp_path: Path, server: OpenAIServer
) -> None:
    closed = _closed_port()
    server.enqueue(
        error(401, "Incorrect API key provided"),
        *[error(429, headers={"retry-after": "0"}) for _ in range(3)],
        text("slow", delay=3.0),
        text("slow", delay=3.0),
        text("slow", delay=3.0),
    )
    base = server.url
    cells = [
        SETUP,
        # 1: nothing listens on the Ollama port
        # (with the default retry policy, whose retries of a retryable error would take 7.5 s)
        f'nbagent.configure(model=get_provider("ollama:llama3.2", base_url="http://127.0.0.1:{closed}/v1"),\n'
        "                  retry=RetryPolicy())\n"
        "import time; t0 = time.monotonic()",
        "%%agent --new\nhello",
        "print(f'elapsed {time.monotonic() - t0:.2f}')\n"
        "nbagent.configure(retry=RetryPolicy(max_retries=2, base_delay=0.01, max_delay=0.02))",
        # 2: the key is refused
        f'nbagent.configure(model=get_provider("openai:gpt-4.1-mini", base_url="{base}", api_key="sk-wrong-0000"))',
        "%%agent --new\nhello",
        # 3: rate limited after the retries
        "%%agent --new\nhello",
        # 4: every attempt times out
        f'nbagent.configure(model=get_provider("openai:gpt-4.1-mini", base_url="{base}", api_key="k", timeout=0.5))',
        "%%agent --new\nhello",
        # 5: the scripted provider has no step left
        'nbagent.configure(model=ScriptedProvider(["only one"]))',
        "%%agent --new\nfirst",
        "%%agent\nsecond",
    ]
    started = time.monotonic()
    nb = _run(cells, tmp_path)
    assert time.monotonic() - started < 60

    visible, folded = _error_of(nb.cells[2])
    _assert_short(visible)
    assert "ollama" in visible and f"127.0.0.1:{closed}" in visible and "ollama serve" in visible
    assert "ModelUnreachable" in visible
    assert "<details" in folded and "Traceback" in folded  # the frames are one click away
    # Not retried: a retried error's message says "gave up after N retries" (the retry loop adds it), and the
    # default policy's sleeps alone (0.5 + 1 + 2 + 4 s, x 0.75-1.25 jitter) would take at least 5.6 s. The bound
    # is the sleeps, not the kernel: a loaded machine makes the cell slower, never faster than its sleeps.
    assert "gave up after" not in visible
    elapsed = float(nb.cells[3].outputs[0]["text"].split()[1])
    assert elapsed < 5.6, f"connection refused was retried for {elapsed:.1f} s"

    endpoint = base.split("//")[1].rstrip("/")
    visible, folded = _error_of(nb.cells[5])
    _assert_short(visible)
    assert "HTTP 401" in visible and endpoint in visible and "OPENAI_API_KEY" in visible
    assert "openai" in visible and "<details" in folded and "Traceback" in folded

    visible, folded = _error_of(nb.cells[6])
    _assert_short(visible)
    assert "HTTP 429" in visible and "gave up after 2 retries" in visible
    assert "openai" in visible and endpoint in visible and "<details" in folded and "Traceback" in folded

    visible, folded = _error_of(nb.cells[8])
    _assert_short(visible)
    assert "ModelTimeout" in visible and "timed out" in visible and endpoint in visible
    assert "openai" in visible and "<details" in folded and "Traceback" in folded

    assert not [o for o in nb.cells[10].outputs if o.output_type == "error"]
    visible, folded = _error_of(nb.cells[11])
    _assert_short(visible)
    # a scripted provider has no endpoint: the message names it and the fix
    assert "ScriptExhausted" in visible and "scripted" in visible.lower() and "final text step" in visible
    assert "<details" in folded and "Traceback" in folded


def test_gemini_errors_are_one_short_message_with_provider_and_endpoint(tmp_path: Path) -> None:
    closed = _closed_port()
    with GeminiServer(api_key="AIza-the-right-key") as server:
        model = 'get_provider("gemini:gemini-2.5-flash", base_url="{url}", api_key="{key}")'
        cells = [
            SETUP,
            # nothing listens there
            "nbagent.configure(model=" + model.format(url=f"http://127.0.0.1:{closed}", key="AIza-any") + ")",
            "%%agent --new\nhello",
            # the key is refused (Gemini answers 400 API_KEY_INVALID, not 401)
            "nbagent.configure(model=" + model.format(url=server.url, key="AIza-wrong-key") + ")",
            "%%agent --new\nhello",
        ]
        nb = _run(cells, tmp_path)
        assert len(server.requests) == 1  # a refused key is not retried
        endpoint = server.url.split("//")[1]

    visible, folded = _error_of(nb.cells[2])
    _assert_short(visible)
    assert "ModelUnreachable" in visible and "gemini" in visible and f"127.0.0.1:{closed}" in visible
    assert "<details" in folded and "Traceback" in folded

    visible, folded = _error_of(nb.cells[4])
    _assert_short(visible)
    assert "HTTP 400" in visible and "API key not valid" in visible and endpoint in visible
    assert "GEMINI_API_KEY" in visible and "<details" in folded
